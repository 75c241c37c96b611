// SPDX-License-Identifier: MIT
#include "Profile.h"

#include "Hex.h"

#include "GmonSum.h"
#include "GnuMergeSort.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <numeric>
#include <unordered_map>

namespace gmonview {

namespace {

std::string number(double value)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.6g", value);
    return buf;
}

double scaleOf(uint64_t lowPc, uint64_t highPc, uint64_t bins)
{
    // gprof divides the range in 2-byte units first, in integers.
    return static_cast<double>((highPc - lowPc) / 2) / static_cast<double>(bins);
}

constexpr long kBsdDefaultRate = 100; // sysconf(_SC_CLK_TCK) on Linux

} // namespace

ProfileAccumulator::ProfileAccumulator(std::shared_ptr<const SymbolTable> symbols,
                                       std::shared_ptr<const SymbolSpecs> specs)
    : m_symbols(std::move(symbols)), m_specs(std::move(specs))
{
    m_calls.assign(m_symbols->symbols.size(), 0);
}

std::string ProfileAccumulator::dimensionName() const
{
    return std::string(m_dimension.data(), strnlen(m_dimension.data(), m_dimension.size()));
}

// Checks, without changing anything, that FILE's histograms can join the sum.
Result<void> ProfileAccumulator::checkHistograms(const GmonFile &file) const
{
    struct Range
    {
        uint64_t low, high, bins;
    };
    std::vector<Range> ranges;
    for (const auto &h : m_histograms)
        ranges.push_back({h.lowPc, h.highPc, h.samples.size()});
    double scale = m_histScale;
    std::array<char, 15> dimension = m_dimension;
    char abbrev = m_dimensionAbbrev;
    long hz = m_hz;

    // A run of another program: nothing in it lands in this executable's text.
    const uint64_t textStart = m_symbols->textStart, textEnd = m_symbols->textEnd;
    bool anyRange = false, inText = false;
    for (const HistogramRecord &h : file.histograms) {
        if (h.lowPc >= h.highPc)
            continue;
        anyRange = true;
        if (std::max(h.lowPc, textStart) < std::min(h.highPc, textEnd))
            inText = true;
    }
    if (!anyRange) {
        for (const ArcRecord &a : file.arcs) {
            anyRange = true;
            if (a.selfPc >= textStart && a.selfPc < textEnd) {
                inText = true;
                break;
            }
        }
    }
    if (anyRange && !inText) {
        const HistogramRecord *h = file.histograms.empty() ? nullptr : &file.histograms.front();
        const Message addresses =
            h ? Message::verbatim(hexString(h->lowPc) + "-" + hexString(h->highPc))
              : Message(GMONVIEW_TR_NOOP("gmonview::model", "arcs into %1"),
                        hexString(file.arcs.front().selfPc));
        return Error{GMONVIEW_TR_NOOP("gmonview::model",
                                      "%1: its addresses (%2) lie outside the "
                                      "executable's text (%3): it was written by "
                                      "another program, or by a build older than "
                                      "this executable"),
                     file.path, addresses, hexString(textStart) + "-" + hexString(textEnd)};
    }

    if (file.format != GmonFormat::Gnu) {
        const HistogramRecord &h = file.histograms.front();
        if (file.format == GmonFormat::Bsd44 && !ranges.empty() && hz != long(int(h.rate)))
            return Error{
                GMONVIEW_TR_NOOP("gmonview::model",
                                 "%1: sampling rate %2 Hz differs from the first run's %3 Hz"),
                file.path, h.rate, hz};
        if (!ranges.empty() && (h.lowPc != ranges[0].low || h.highPc != ranges[0].high ||
                                h.bins.size() != ranges[0].bins))
            return Error{GMONVIEW_TR_NOOP("gmonview::model",
                                          "%1: histogram covers %2 in %3 bins, but the "
                                          "first run covers %4 in %5 bins: not a run of "
                                          "the same executable?"),
                         file.path,
                         hexString(h.lowPc) + "-" + hexString(h.highPc),
                         h.bins.size(),
                         hexString(ranges[0].low) + "-" + hexString(ranges[0].high),
                         ranges[0].bins};
        return {};
    }

    for (const HistogramRecord &h : file.histograms) {
        const Message where(
            GMONVIEW_TR_NOOP("gmonview::model", "%1: histogram record at offset %2"), file.path,
            hexString(h.fileOffset));
        const double newScale = scaleOf(h.lowPc, h.highPc, h.bins.size());
        if (ranges.empty()) {
            scale = newScale;
            dimension = h.dimension;
            abbrev = h.dimensionAbbrev;
            hz = h.rate;
        } else {
            if (std::memcmp(dimension.data(), h.dimension.data(), dimension.size()) != 0)
                return Error{GMONVIEW_TR_NOOP("gmonview::model",
                                              "%1 measures '%2', not '%3' like the runs before it"),
                             where, h.dimensionName(),
                             std::string(dimension.data(), strnlen(dimension.data(), 15))};
            if (h.dimensionAbbrev != abbrev)
                return Error{GMONVIEW_TR_NOOP("gmonview::model",
                                              "%1 abbreviates its unit as '%2', not '%3' "
                                              "like the runs before it"),
                             where, std::string(1, h.dimensionAbbrev), std::string(1, abbrev)};
            if (std::fabs(scale - newScale) > 0.000001)
                return Error{GMONVIEW_TR_NOOP("gmonview::model",
                                              "%1 has a different scale: %2 bytes per bin "
                                              "against %3 in the runs before it"),
                             where, number(newScale * 2), number(scale * 2)};
        }
        bool same = false;
        for (const Range &r : ranges) {
            if (r.low == h.lowPc && r.high == h.highPc) {
                same = true;
                if (r.bins != h.bins.size())
                    return Error{GMONVIEW_TR_NOOP("gmonview::model",
                                                  "%1 has %2 bins for the range %3 where an "
                                                  "earlier run had %4"),
                                 where, h.bins.size(),
                                 hexString(h.lowPc) + "-" + hexString(h.highPc), r.bins};
                break;
            }
        }
        if (!same) {
            int overlapping = 0;
            for (const Range &r : ranges)
                if (std::max(r.low, h.lowPc) < std::min(r.high, h.highPc))
                    ++overlapping;
            if (overlapping)
                return Error{GMONVIEW_TR_NOOP("gmonview::model",
                                              "%1 covers %2, which overlaps an earlier "
                                              "histogram without matching it"),
                             where, hexString(h.lowPc) + "-" + hexString(h.highPc)};
            ranges.push_back({h.lowPc, h.highPc, h.bins.size()});
        }
    }
    return {};
}

void ProfileAccumulator::tally(uint64_t fromPc, uint64_t selfPc, uint64_t count)
{
    auto [known, fresh] = m_tallied.try_emplace(PcPair{fromPc, selfPc});
    if (!fresh) {
        if (known->second.arc >= 0) {
            m_calls[size_t(known->second.child)] += count;
            m_arcs[size_t(known->second.arc)].count += count;
        }
        return;
    }
    const SymbolTable &symtab = *m_symbols;
    int parent = symtab.lookup(fromPc);
    int child = symtab.lookup(selfPc);
    if (parent < 0 || child < 0)
        return;
    // gprof moves the callee back to the nearest function symbol (here also
    // to a line that starts a clone piece: see SymbolTableOptions).
    auto entry = [&](int s) {
        const ProfileSymbol &sym = symtab.symbols[size_t(s)];
        return sym.isFunction || sym.clonePiece;
    };
    while (child >= 0 && !entry(child))
        --child;
    if (child < 0)
        return;
    if (!symtab.creditTo.empty()) {
        // A clone piece's calls are its origin's; the function's call into
        // its own piece (the split) is no call at all. A line keeps the
        // calls made from it, so only the callee moves in a line table.
        const int to = symtab.creditedTo(child);
        int caller = parent;
        while (symtab.lineGranular && caller > 0 && !entry(caller))
            --caller;
        if (to != child && caller == to)
            return;
        if (!symtab.lineGranular)
            parent = symtab.creditedTo(parent);
        child = to;
    }
    const ProfileSymbol &p = symtab.symbols[size_t(parent)];
    const ProfileSymbol &c = symtab.symbols[size_t(child)];
    if (!(m_specs->arcPresent(SpecTable::InclArcs, p, c) ||
          (m_specs->isEmpty(SpecTable::InclArcs) &&
           !m_specs->arcPresent(SpecTable::ExclArcs, p, c))))
        return;
    m_calls[size_t(child)] += count;
    const uint64_t key = (uint64_t(uint32_t(parent)) << 32) | uint32_t(child);
    auto [it, inserted] = m_arcIndex.emplace(key, static_cast<int>(m_arcs.size()));
    if (inserted) {
        ProfileArc arc;
        arc.parent = parent;
        arc.child = child;
        arc.count = count;
        m_arcs.push_back(arc);
    } else {
        m_arcs[size_t(it->second)].count += count;
    }
    known->second = {child, it->second};
}

Result<RunInfo> ProfileAccumulator::add(const GmonFile &file)
{
    if (auto ok = checkHistograms(file); !ok)
        return ok.error();

    RunInfo info;
    info.path = file.path;
    info.format = file.format;
    info.histogramRecords = file.histogramRecords;
    info.arcRecords = file.arcRecords;
    info.blockRecords = file.blockRecords;

    if (file.format == GmonFormat::Gnu) {
        m_lastGnuVersion = file.version;
        for (const HistogramRecord &h : file.histograms) {
            m_hasHistogram = true;
            if (m_histograms.empty()) {
                m_hz = h.rate;
                m_dimension = h.dimension;
                m_dimensionAbbrev = h.dimensionAbbrev;
                m_histScale = scaleOf(h.lowPc, h.highPc, h.bins.size());
            }
            MergedHistogram *target = nullptr;
            for (auto &m : m_histograms)
                if (m.lowPc == h.lowPc && m.highPc == h.highPc)
                    target = &m;
            if (!target) {
                m_histograms.push_back({h.lowPc, h.highPc, std::vector<int64_t>(h.bins.size())});
                target = &m_histograms.back();
            }
            for (size_t i = 0; i < h.bins.size(); ++i)
                target->samples[i] += h.bins[i];
        }
        if (!file.arcs.empty())
            m_hasCallGraph = true;
    } else {
        const HistogramRecord &h = file.histograms.front();
        m_hasHistogram = true;
        m_hasCallGraph = true;
        if (file.format == GmonFormat::Bsd44 && m_histograms.empty())
            m_hz = h.rate;
        if (m_histograms.empty()) {
            m_histograms.push_back({h.lowPc, h.highPc, std::vector<int64_t>(h.bins.size())});
            m_histScale = scaleOf(h.lowPc, h.highPc, h.bins.size());
        }
        auto &target = m_histograms.front();
        for (size_t i = 0; i < h.bins.size(); ++i)
            target.samples[i] += h.bins[i];
        if (m_hz == 0)
            m_hz = kBsdDefaultRate;
    }
    // gprof reports a BSD file with the version of the last GNU file it read.
    info.version = m_lastGnuVersion;

    for (const ArcRecord &a : file.arcs)
        tally(a.fromPc, a.selfPc, a.count);
    if (file.blockRecords) {
        m_hasBlocks = true;
        m_blocks.insert(m_blocks.end(), file.blocks.begin(), file.blocks.end());
    }
    ++m_runs;
    return info;
}

// ---------------------------------------------------------------------------
// The analysis: gprof's hist.c and cg_arcs.c/cg_dfn.c, on indices.

namespace {

constexpr int kDfnBusy = -1;

struct Node
{
    // Symbols are nodes 0..n-1; cycle headers follow.
    bool isHeader = false;
    uint64_t address = 0;
    const std::string *name = nullptr; // null for cycle headers
    double time = 0;
    uint64_t calls = 0;
    uint64_t selfCalls = 0;
    double childTime = 0;
    double fract = 0;
    double propSelf = 0;
    double propChild = 0;
    bool printFlag = false;
    int topOrder = 0;
    int cycleNum = 0;
    int cycleHead = -1;
    int cycleNext = -1;
    int index = 0;
};

class Assembler
{
public:
    Assembler(const ProfileAccumulator &sum, ProfileResult &out) : m_sum(sum), m_out(out) {}

    void run()
    {
        const size_t n = m_out.symbols.size();
        m_nodes.resize(n);
        for (size_t i = 0; i < n; ++i) {
            Node &node = m_nodes[i];
            const ProfileSymbol &s = m_out.symbols[i];
            node.address = s.address;
            node.name = &s.name;
            node.time = s.time;
            node.calls = s.calls;
        }
        if (m_out.hasCallGraph)
            assemble();
        for (size_t i = 0; i < n; ++i) {
            ProfileSymbol &s = m_out.symbols[i];
            const Node &node = m_nodes[i];
            s.calls = node.calls;
            s.selfCalls = node.selfCalls;
            s.childTime = node.childTime;
            s.propFraction = node.fract;
            s.propSelf = node.propSelf;
            s.propChild = node.propChild;
            s.printFlag = node.printFlag;
            s.topOrder = node.topOrder;
            s.cycle = node.cycleNum;
            s.index = node.index;
        }
    }

private:
    const std::vector<int> &children(int sym) const { return m_out.childArcs[size_t(sym)]; }
    const std::vector<int> &parents(int sym) const { return m_out.parentArcs[size_t(sym)]; }
    const SymbolSpecs &specs() const { return m_sum.specs(); }

    void assemble()
    {
        const int n = static_cast<int>(m_out.symbols.size());
        for (int i = 0; i < n; ++i) {
            Node &node = m_nodes[size_t(i)];
            node.childTime = 0;
            node.selfCalls = 0;
            for (int a : children(i)) {
                const ProfileArc &arc = m_out.arcs[size_t(a)];
                if (arc.child == i) {
                    node.calls -= arc.count;
                    node.selfCalls = arc.count;
                    break;
                }
            }
            node.fract = node.propSelf = node.propChild = 0;
            node.printFlag = false;
            node.topOrder = 0;
            node.cycleNum = 0;
            node.cycleHead = i;
            node.cycleNext = -1;
        }
        for (int i = 0; i < n; ++i)
            if (m_nodes[size_t(i)].topOrder == 0)
                depthFirstNumber(i);
        linkCycles();

        const std::vector<int> topSorted = byTopOrder(n);
        propagateFlags(topSorted);
        cycleTime();
        for (int s : topSorted)
            propagateTime(s);
        m_out.printTime = m_printTime;

        const std::vector<int> timeSorted = byTotal();
        for (size_t k = 0; k < timeSorted.size(); ++k)
            m_nodes[size_t(timeSorted[k])].index = static_cast<int>(k + 1);
        for (int id : timeSorted) {
            if (m_nodes[size_t(id)].isHeader)
                m_out.graphOrder.push_back({true, id - n});
            else
                m_out.graphOrder.push_back({false, id});
        }
        for (size_t c = 0; c < m_out.cycles.size(); ++c) {
            ProfileCycle &cycle = m_out.cycles[c];
            const Node &h = m_nodes[size_t(n) + c];
            cycle.calls = h.calls;
            cycle.selfCalls = h.selfCalls;
            cycle.time = h.time;
            cycle.childTime = h.childTime;
            cycle.propFraction = h.fract;
            cycle.propSelf = h.propSelf;
            cycle.propChild = h.propChild;
            cycle.printFlag = h.printFlag;
            cycle.index = h.index;
            for (int m = h.cycleNext; m >= 0; m = m_nodes[size_t(m)].cycleNext)
                cycle.members.push_back(m);
        }
    }

    // The symbols by their depth-first numbers, equal ones in symbol order:
    // what the merge sort of the indices by (left - right) gives, as the
    // numbers are a consistent key, counted out in linear time (the merge
    // sort was a tenth of a line-level report).
    std::vector<int> byTopOrder(int n) const
    {
        std::vector<int> firstOf(size_t(n) + 2, 0);
        for (int i = 0; i < n; ++i) {
            const int t = m_nodes[size_t(i)].topOrder;
            if (t < 0 || t > n) { // not from the numbering: sort as gprof does
                std::vector<int> sorted(static_cast<size_t>(n), 0);
                std::iota(sorted.begin(), sorted.end(), 0);
                gnuMergeSort(sorted, [&](int l, int r) {
                    return m_nodes[size_t(l)].topOrder - m_nodes[size_t(r)].topOrder;
                });
                return sorted;
            }
            ++firstOf[size_t(t) + 1];
        }
        for (size_t t = 1; t < firstOf.size(); ++t)
            firstOf[t] += firstOf[t - 1];
        std::vector<int> sorted(static_cast<size_t>(n), 0);
        for (int i = 0; i < n; ++i)
            sorted[size_t(firstOf[size_t(m_nodes[size_t(i)].topOrder)]++)] = i;
        return sorted;
    }

    // --- cg_dfn: depth-first numbering with the 4.2BSD cycle finder -------
    bool isNumbered(int s) const
    {
        const int t = m_nodes[size_t(s)].topOrder;
        return t != 0 && t != kDfnBusy;
    }

    void preVisit(int s)
    {
        m_stack.push_back(s);
        m_nodes[size_t(s)].topOrder = kDfnBusy;
    }

    void postVisit(int s)
    {
        if (m_nodes[size_t(s)].cycleHead == s) {
            ++m_dfnCounter;
            for (int m = s; m >= 0; m = m_nodes[size_t(m)].cycleNext)
                m_nodes[size_t(m)].topOrder = m_dfnCounter;
        }
        m_stack.pop_back();
    }

    // A node's name for a warning: the symbol's, demangled as shown.
    std::string nameOf(int node) const
    {
        return size_t(node) < m_out.symbols.size() ? m_out.symbols[size_t(node)].displayName
                                                   : "<cycle header>";
    }

    void findCycle(int child)
    {
        // m_stack[k] is gprof's dfn_stack[k + 1].
        int top = static_cast<int>(m_stack.size());
        int head = -1;
        for (; top > 0; --top) {
            head = m_stack[size_t(top - 1)];
            if (child == head)
                break;
            const int ch = m_nodes[size_t(child)].cycleHead;
            if (ch != child && ch == head)
                break;
        }
        if (top <= 0) {
            m_out.warnings.emplace_back(
                GMONVIEW_TR_NOOP(
                    "gmonview::model",
                    "call graph: the head of the cycle through %1 was not found; cycles may be "
                    "numbered differently from gprof, which stops here"),
                nameOf(child));
            return;
        }
        if (top == static_cast<int>(m_stack.size()))
            return; // a self-call
        int tail = head;
        while (m_nodes[size_t(tail)].cycleNext >= 0)
            tail = m_nodes[size_t(tail)].cycleNext;
        if (m_nodes[size_t(head)].cycleHead != head)
            head = m_nodes[size_t(head)].cycleHead;
        for (size_t k = size_t(top); k < m_stack.size(); ++k) {
            const int c = m_stack[k];
            Node &cn = m_nodes[size_t(c)];
            if (cn.cycleHead == c) {
                m_nodes[size_t(tail)].cycleNext = c;
                cn.cycleHead = head;
                for (tail = c; m_nodes[size_t(tail)].cycleNext >= 0;
                     tail = m_nodes[size_t(tail)].cycleNext)
                    m_nodes[size_t(m_nodes[size_t(tail)].cycleNext)].cycleHead = head;
            } else if (cn.cycleHead != head) {
                m_out.warnings.emplace_back(
                    GMONVIEW_TR_NOOP("gmonview::model",
                                     "call graph: %1 was joined to the cycle of %2 and another; "
                                     "cycles may be numbered differently from gprof, which stops "
                                     "here"),
                    nameOf(c), nameOf(head));
                return;
            }
        }
    }

    void depthFirstNumber(int start)
    {
        // gprof recurses; an explicit stack keeps deep call graphs safe.
        if (isNumbered(start))
            return;
        if (m_nodes[size_t(start)].topOrder != 0) {
            findCycle(start);
            return;
        }
        struct Frame
        {
            int sym;
            size_t next;
        };
        std::vector<Frame> frames;
        preVisit(start);
        frames.push_back({start, 0});
        while (!frames.empty()) {
            Frame &f = frames.back();
            const auto &list = children(f.sym);
            if (f.next < list.size()) {
                const int child = m_out.arcs[size_t(list[f.next++])].child;
                if (isNumbered(child))
                    continue;
                if (m_nodes[size_t(child)].topOrder != 0) {
                    findCycle(child);
                    continue;
                }
                preVisit(child);
                frames.push_back({child, 0});
            } else {
                postVisit(f.sym);
                frames.pop_back();
            }
        }
    }

    void linkCycles()
    {
        const int n = static_cast<int>(m_out.symbols.size());
        int num = 0;
        for (int s = 0; s < n; ++s) {
            const Node &node = m_nodes[size_t(s)];
            if (!(node.cycleHead == s && node.cycleNext >= 0))
                continue;
            ++num;
            Node header;
            header.isHeader = true;
            header.printFlag = true;
            header.topOrder = 0;
            header.cycleNum = num;
            header.cycleNext = s;
            const int headerId = static_cast<int>(m_nodes.size());
            header.cycleHead = headerId;
            m_nodes.push_back(header);
            ProfileCycle cycle;
            cycle.number = num;
            m_out.cycles.push_back(cycle);
            for (int m = s; m >= 0; m = m_nodes[size_t(m)].cycleNext) {
                m_nodes[size_t(m)].cycleNum = num;
                m_nodes[size_t(m)].cycleHead = headerId;
            }
            Node &h = m_nodes[size_t(headerId)];
            for (int m = s; m >= 0; m = m_nodes[size_t(m)].cycleNext) {
                for (int a : parents(m)) {
                    const ProfileArc &arc = m_out.arcs[size_t(a)];
                    if (arc.parent == m)
                        continue;
                    if (m_nodes[size_t(arc.parent)].cycleNum == num)
                        h.selfCalls += arc.count;
                    else
                        h.calls += arc.count;
                }
            }
        }
    }

    // --- propagate_flags / inherit_flags ------------------------------------
    void inheritFlags(int child)
    {
        const int head = m_nodes[size_t(child)].cycleHead;
        if (child == head) {
            Node &c = m_nodes[size_t(child)];
            c.printFlag = false;
            c.fract = 0;
            for (int a : parents(child)) {
                const ProfileArc &arc = m_out.arcs[size_t(a)];
                if (arc.parent == child)
                    continue;
                const Node &p = m_nodes[size_t(arc.parent)];
                c.printFlag = c.printFlag || p.printFlag;
                if (c.calls)
                    c.fract += p.fract * (double(arc.count) / double(c.calls));
            }
        } else {
            Node &h = m_nodes[size_t(head)];
            h.printFlag = false;
            h.fract = 0;
            for (int m = h.cycleNext; m >= 0; m = m_nodes[size_t(m)].cycleNext) {
                for (int a : parents(m)) {
                    const ProfileArc &arc = m_out.arcs[size_t(a)];
                    if (m_nodes[size_t(arc.parent)].cycleHead == head)
                        continue;
                    const Node &p = m_nodes[size_t(arc.parent)];
                    h.printFlag = h.printFlag || p.printFlag;
                    if (h.calls)
                        h.fract += p.fract * (double(arc.count) / double(h.calls));
                }
            }
            for (int m = head; m >= 0; m = m_nodes[size_t(m)].cycleNext) {
                m_nodes[size_t(m)].printFlag = h.printFlag;
                m_nodes[size_t(m)].fract = h.fract;
            }
        }
    }

    void propagateFlags(const std::vector<int> &topSorted)
    {
        int oldHead = -1;
        for (size_t k = topSorted.size(); k-- > 0;) {
            const int child = topSorted[k];
            if (m_nodes[size_t(child)].cycleHead != oldHead) {
                oldHead = m_nodes[size_t(child)].cycleHead;
                inheritFlags(child);
            }
            Node &c = m_nodes[size_t(child)];
            const uint64_t addr = c.address;
            if (!c.printFlag) {
                if (specs().contains(SpecTable::InclGraph, addr) ||
                    (specs().isEmpty(SpecTable::InclGraph) &&
                     !specs().contains(SpecTable::ExclGraph, addr)))
                    c.printFlag = true;
            } else {
                if (!specs().contains(SpecTable::InclGraph, addr) &&
                    specs().contains(SpecTable::ExclGraph, addr))
                    c.printFlag = false;
            }
            if (c.fract == 0.0) {
                if (specs().contains(SpecTable::InclTime, addr) ||
                    (specs().isEmpty(SpecTable::InclTime) &&
                     !specs().contains(SpecTable::ExclTime, addr)))
                    c.fract = 1.0;
            } else {
                if (!specs().contains(SpecTable::InclTime, addr) &&
                    specs().contains(SpecTable::ExclTime, addr))
                    c.fract = 0.0;
            }
            c.propSelf = c.time * c.fract;
            m_printTime += c.propSelf;
        }
    }

    void cycleTime()
    {
        for (size_t h = m_out.symbols.size(); h < m_nodes.size(); ++h) {
            Node &header = m_nodes[h];
            for (int m = header.cycleNext; m >= 0; m = m_nodes[size_t(m)].cycleNext) {
                if (m_nodes[size_t(m)].fract == 0.0)
                    continue;
                header.time += m_nodes[size_t(m)].time;
            }
            header.propSelf = header.fract * header.time;
        }
    }

    void propagateTime(int parent)
    {
        Node &p = m_nodes[size_t(parent)];
        if (p.fract == 0.0)
            return;
        for (int a : children(parent)) {
            ProfileArc &arc = m_out.arcs[size_t(a)];
            int child = arc.child;
            if (arc.count == 0 || child == parent || m_nodes[size_t(child)].fract == 0)
                continue;
            if (m_nodes[size_t(child)].cycleHead != child) {
                if (p.cycleNum == m_nodes[size_t(child)].cycleNum)
                    continue;
                child = m_nodes[size_t(child)].cycleHead;
            } else if (p.topOrder <= m_nodes[size_t(child)].topOrder) {
                continue; // gprof: "[propagate] toporder botches"
            }
            const Node &c = m_nodes[size_t(child)];
            if (c.calls == 0)
                continue;
            arc.time = c.time * (double(arc.count) / double(c.calls));
            arc.childTime = c.childTime * (double(arc.count) / double(c.calls));
            const double share = arc.time + arc.childTime;
            p.childTime += share;
            const double propShare = p.fract * share;
            p.propChild += propShare;
            arc.time *= p.fract;
            arc.childTime *= p.fract;
            if (p.cycleHead != parent) {
                Node &h = m_nodes[size_t(p.cycleHead)];
                h.childTime += share;
                h.propChild += propShare;
            }
        }
    }

    // The nodes in gprof's call graph order (compareTotal). While the times
    // are numbers that comparison is a consistent order: cycles first among
    // equal times, then nameless nodes, then the names, each pair of the
    // first two kinds compared as the merge takes equals (the left one
    // first). So any stable sort gives the merge sort's result; this one
    // compares keys with the names as ranks, where the merge sort's strcmp
    // on the many equal names of line symbols was a tenth of a report.
    std::vector<int> byTotal() const
    {
        std::vector<int> sorted(m_nodes.size());
        std::iota(sorted.begin(), sorted.end(), 0);
        const bool finite = std::all_of(m_nodes.begin(), m_nodes.end(), [](const Node &n) {
            return std::isfinite(n.propSelf + n.propChild);
        });
        if (!finite) {
            gnuMergeSort(sorted, [&](int l, int r) { return compareTotal(l, r); });
            return sorted;
        }
        const std::vector<uint32_t> &rank = m_out.nameRanks; // (cycle headers have none)
        struct Key
        {
            double total;
            uint64_t calls;
            uint32_t rank;
            uint8_t kind; // 0 a cycle, 1 nameless, 2 a name without '_', 3 with
        };
        std::vector<Key> keys(m_nodes.size());
        for (size_t i = 0; i < m_nodes.size(); ++i) {
            const Node &n = m_nodes[i];
            uint8_t kind = 0;
            if (n.name)
                kind = (*n.name)[0] == '_' ? 3 : 2;
            else if (n.cycleNum == 0)
                kind = 1;
            keys[i] = {n.propSelf + n.propChild, n.calls, i < rank.size() ? rank[i] : 0, kind};
        }
        auto before = [&](int l, int r) {
            const Key &left = keys[size_t(l)], &right = keys[size_t(r)];
            if (left.total != right.total)
                return left.total > right.total;
            if (left.kind != right.kind)
                return left.kind < right.kind;
            if (left.kind < 2)
                return false; // equals, as the merge sort treats them
            if (left.calls != right.calls)
                return left.calls > right.calls;
            return left.rank < right.rank;
        };
        // Idle: a name, no time, no call, ordered by the '_' and the name.
        const size_t n = m_nodes.size();
        stableSortMostlyIdle(
            sorted,
            [&](int i) {
                const Key &k = keys[size_t(i)];
                return k.total == 0 && k.calls == 0 && k.kind >= 2;
            },
            [&](int i) { return size_t(keys[size_t(i)].kind - 2) * n + keys[size_t(i)].rank; },
            2 * n, before);
        return sorted;
    }

    int compareTotal(int l, int r) const
    {
        const Node &left = m_nodes[size_t(l)];
        const Node &right = m_nodes[size_t(r)];
        const double diff = (left.propSelf + left.propChild) - (right.propSelf + right.propChild);
        if (diff < 0.0)
            return 1;
        if (diff > 0.0)
            return -1;
        if (!left.name && left.cycleNum != 0)
            return -1;
        if (!right.name && right.cycleNum != 0)
            return 1;
        if (!left.name)
            return -1;
        if (!right.name)
            return 1;
        const char l0 = (*left.name)[0], r0 = (*right.name)[0];
        if (l0 != '_' && r0 == '_')
            return -1;
        if (l0 == '_' && r0 != '_')
            return 1;
        if (left.calls > right.calls)
            return -1;
        if (left.calls < right.calls)
            return 1;
        return std::strcmp(left.name->c_str(), right.name->c_str());
    }

    const ProfileAccumulator &m_sum;
    ProfileResult &m_out;
    std::vector<Node> m_nodes;
    std::vector<int> m_stack;
    int m_dfnCounter = 0;
    double m_printTime = 0;
};

// gprof's crediting of one histogram: each bin's count shared
// among the symbols it overlaps. VISIT gets, per bin with a count,
// bin(count), then overlap(symbol, credit, share) for each symbol it
// touches (CREDIT as gprof's TIME, SHARE the true samples), then
// untouched(count) when it touches none.
template <typename Bins, typename Visitor>
void creditBins(const std::vector<uint64_t> &scaled, uint64_t lowPc, double histScale,
                const Bins &bins, Visitor &visit)
{
    const size_t len = scaled.size() - 1;
    const uint64_t lowpc = lowPc / 2;
    // A scale that is not a positive number (the sum's first histogram
    // record covered no addresses: 0/0) puts every bin past the end of the
    // address space, so gprof credits nothing; do the same, without
    // converting what no integer can hold.
    const bool usable = histScale > 0 && std::isfinite(histScale);
    auto offset = [](double at) {
        return at < 0x1p64 ? static_cast<uint64_t>(at) : UINT64_MAX;
    };
    size_t k = 1;
    for (size_t i = 0; i < bins.size(); ++i) {
        const int64_t binCount = int64_t(bins[i]);
        if (!binCount)
            continue;
        if (!usable) {
            visit.bin(binCount);
            visit.untouched(binCount);
            continue;
        }
        const uint64_t binLow = lowpc + offset(histScale * double(i));
        const uint64_t binHigh = lowpc + offset(histScale * double(i + 1));
        const double countTime = double(binCount);
        visit.bin(binCount);
        bool touched = false;
        for (size_t j = k - 1; j < len; k = ++j) {
            const uint64_t symLow = scaled[j];
            const uint64_t symHigh = scaled[j + 1];
            if (binHigh < symLow)
                break;
            if (binLow >= symHigh)
                continue;
            const uint64_t overlap = std::min(binHigh, symHigh) - std::max(binLow, symLow);
            if (overlap > 0) {
                touched = true;
                visit.overlap(j, double(overlap) * countTime / histScale,
                              double(overlap) * countTime / double(binHigh - binLow));
            }
        }
        if (!touched)
            visit.untouched(binCount);
    }
}

void assignSamples(const ProfileAccumulator &sum, ProfileResult &out)
{
    if (out.symbols.empty())
        return;
    const HistogramCredit credit(out.symbols, sum.specs(), sum.symbolTable().sampleCredit());
    struct Visitor
    {
        const HistogramCredit &credit;
        ProfileResult &out;
        double total = 0;
        double samples = 0;
        void bin(int64_t count)
        {
            total += double(count);
            samples += double(count);
            out.binSamples += uint64_t(count);
        }
        void overlap(size_t j, double time, double share)
        {
            if (credit.credited(j)) {
                out.symbols[credit.creditedTo(j)].time += time;
                out.symbols[credit.creditedTo(j)].samples += share;
            } else {
                total -= time;
                samples -= share;
            }
        }
        void untouched(int64_t count) { out.outsideSamples += uint64_t(count); }
    } visit{credit, out};
    for (const MergedHistogram &h : sum.histograms())
        creditBins(credit.scaledAddresses(), h.lowPc, sum.histogramScale(), h.samples, visit);
    out.totalTime = visit.total;
    out.totalSamples = visit.samples;
}

} // namespace

HistogramCredit::HistogramCredit(const std::vector<ProfileSymbol> &symbols,
                                 const SymbolSpecs &specs, std::vector<int> creditTo)
    : m_creditTo(std::move(creditTo))
{
    const size_t len = symbols.size();
    m_scaled.resize(len + 1);
    for (size_t j = 0; j < len; ++j)
        m_scaled[j] = symbols[j].address / 2;
    // gprof reads one entry past its table for the last symbol's end. That
    // entry is stale or fresh memory whose scaled address is zero, so the last
    // symbol never gets samples; do the same, on purpose.
    m_scaled[len] = 0;
    m_credited.resize(len);
    for (size_t j = 0; j < len; ++j)
        m_credited[j] =
            specs.selected(SpecTable::InclFlat, SpecTable::ExclFlat, symbols[j].address);
}

HistogramCredit::RunSamples HistogramCredit::samples(const GmonFile &run) const
{
    RunSamples out;
    out.symbols.assign(m_credited.size(), 0.0);
    struct Visitor
    {
        const HistogramCredit &credit;
        RunSamples &out;
        void bin(int64_t count) { out.total += double(count); }
        void overlap(size_t j, double, double share)
        {
            if (credit.credited(j))
                out.symbols[credit.creditedTo(j)] += share;
        }
        void untouched(int64_t) {}
    } visit{*this, out};
    for (const HistogramRecord &h : run.histograms)
        creditBins(m_scaled, h.lowPc, scaleOf(h.lowPc, h.highPc, h.bins.size()), h.bins, visit);
    return out;
}

std::vector<ProfileArc> findStaticArcs(const ProfileResult &profile,
                                       const std::vector<DirectCall> &calls)
{
    std::vector<ProfileArc> out;
    const auto &syms = profile.symbols;
    const auto &ranges = profile.histogramRanges;
    auto inHistogram = [&](uint64_t a) {
        for (const auto &[lo, hi] : ranges)
            if (a >= lo && a < hi)
                return true;
        return false;
    };
    std::unordered_map<uint64_t, int> existing;
    for (const ProfileArc &a : profile.arcs)
        existing.emplace((uint64_t(uint32_t(a.parent)) << 32) | uint32_t(a.child), 1);
    // A symbol table for the look-up of targets.
    auto lookup = [&](uint64_t addr) -> int {
        auto it =
            std::upper_bound(syms.begin(), syms.end(), addr,
                             [](uint64_t v, const ProfileSymbol &s) { return v < s.address; });
        if (it == syms.begin())
            return -1;
        --it;
        return addr <= it->endAddress ? int(it - syms.begin()) : -1;
    };
    for (size_t p = 0; p + 1 < syms.size(); ++p) {
        // The caller's bytes up to the next symbol, clipped to a histogram.
        uint64_t lo = syms[p].address, hi = syms[p + 1].address;
        bool clipped = false;
        for (const auto &[hlo, hhi] : ranges) {
            const uint64_t a = std::max(lo, hlo), b = std::min(hi, hhi);
            if (a < b) {
                lo = a;
                hi = b;
                clipped = true;
                break;
            }
        }
        if (!clipped)
            continue;
        auto it = std::lower_bound(calls.begin(), calls.end(), lo,
                                   [](const DirectCall &c, uint64_t v) { return c.site < v; });
        for (; it != calls.end() && it->site < hi; ++it) {
            if (!inHistogram(it->target))
                continue;
            const int child = lookup(it->target);
            if (child < 0 || syms[size_t(child)].address != it->target)
                continue;
            const uint64_t key = (uint64_t(uint32_t(p)) << 32) | uint32_t(child);
            if (!existing.emplace(key, 1).second)
                continue;
            ProfileArc arc;
            arc.parent = int(p);
            arc.child = child;
            arc.isStatic = true;
            out.push_back(arc);
        }
    }
    return out;
}

std::vector<uint32_t> ProfileResult::ranksOfNames() const
{
    if (nameRanks.size() == symbols.size())
        return nameRanks;
    std::vector<const std::string *> names(symbols.size());
    for (size_t i = 0; i < symbols.size(); ++i)
        names[i] = &symbols[i].name;
    return strcmpRanks(names);
}

ProfileResult analyzeProfile(const ProfileAccumulator &sum,
                             const std::vector<DirectCall> *staticCalls)
{
    ProfileResult out;
    const SymbolTable &symtab = sum.symbolTable();
    out.symbols = symtab.symbols;
    out.nameRanks = out.ranksOfNames();
    out.files = symtab.files;
    out.hasHistogram = sum.hasHistogram();
    out.hasCallGraph = sum.hasCallGraph();
    out.rate = sum.rate();
    out.histogramScale = sum.histogramScale();
    out.dimension = sum.dimensionName();
    out.dimensionAbbrev = sum.dimensionAbbrev();
    for (size_t i = 0; i < out.symbols.size(); ++i)
        out.symbols[i].calls = sum.callCounts()[i];

    for (const MergedHistogram &h : sum.histograms())
        out.histogramRanges.emplace_back(h.lowPc, h.highPc);
    out.histograms = sum.histograms();
    out.arcs = sum.arcs();
    if (staticCalls && out.hasCallGraph) {
        const std::vector<ProfileArc> found = findStaticArcs(out, *staticCalls);
        out.arcs.insert(out.arcs.end(), found.begin(), found.end());
    }
    out.childArcs.assign(out.symbols.size(), {});
    out.parentArcs.assign(out.symbols.size(), {});
    // gprof prepends each new arc to both lists: newest first.
    for (size_t a = out.arcs.size(); a-- > 0;) {
        out.childArcs[size_t(out.arcs[a].parent)].push_back(static_cast<int>(a));
        out.parentArcs[size_t(out.arcs[a].child)].push_back(static_cast<int>(a));
    }

    if (out.hasHistogram)
        assignSamples(sum, out);
    // Basic-block counts are kept only at line granularity, as in gprof.
    if (symtab.lineGranular && sum.hasBlockCounts()) {
        const auto blocks = blocksBySymbol(sum);
        for (size_t i = 0; i < out.symbols.size(); ++i)
            for (const BasicBlockCount &b : blocks[i])
                out.symbols[i].blocks.emplace_back(b.address, b.count);
    }
    Assembler(sum, out).run();
    return out;
}

std::shared_ptr<const ProfileResult> withSourceFiles(const ProfileResult &profile,
                                                     const DwarfLineTable &lines)
{
    auto named = std::make_shared<ProfileResult>(profile);
    for (ProfileSymbol &s : named->symbols)
        attachSourceFile(s, named->files, lines);
    return named;
}

} // namespace gmonview
