// SPDX-License-Identifier: MIT
#include "model/engine/RunSum.h"

#include "io/Hex.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace gmonview {

namespace {

std::string number(double value)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.6g", value);
    return buf;
}

constexpr long kBsdDefaultRate = 100; // sysconf(_SC_CLK_TCK) on Linux

} // namespace

double binScale(uint64_t lowPc, uint64_t highPc, uint64_t bins)
{
    return static_cast<double>((highPc - lowPc) / 2) / static_cast<double>(bins);
}

RunSum::RunSum(std::shared_ptr<const SymbolTable> symbols,
                                       std::shared_ptr<const SymbolSpecs> specs)
    : m_symbols(std::move(symbols)), m_specs(std::move(specs))
{
    m_calls.assign(m_symbols->symbols.size(), 0);
}

std::string RunSum::dimensionName() const
{
    return std::string(m_dimension.data(), strnlen(m_dimension.data(), m_dimension.size()));
}

Result<void> RunSum::checkInText(const GmonFile &file) const
{
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
    return {};
}

Result<void> RunSum::checkBsdHistogram(const GmonFile &file) const
{
    if (m_histograms.empty())
        return {};
    const HistogramRecord &h = file.histograms.front();
    const MergedHistogram &first = m_histograms.front();
    if (file.format == GmonFormat::Bsd44 && m_hz != long(int(h.rate)))
        return Error{
            GMONVIEW_TR_NOOP("gmonview::model",
                             "%1: sampling rate %2 Hz differs from the first run's %3 Hz"),
            file.path, h.rate, m_hz};
    if (h.lowPc != first.lowPc || h.highPc != first.highPc ||
        h.bins.size() != first.samples.size())
        return Error{GMONVIEW_TR_NOOP("gmonview::model",
                                      "%1: histogram covers %2 in %3 bins, but the "
                                      "first run covers %4 in %5 bins: not a run of "
                                      "the same executable?"),
                     file.path,
                     hexString(h.lowPc) + "-" + hexString(h.highPc),
                     h.bins.size(),
                     hexString(first.lowPc) + "-" + hexString(first.highPc),
                     first.samples.size()};
    return {};
}

Result<void> RunSum::checkGnuHistograms(const GmonFile &file) const
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
    for (const HistogramRecord &h : file.histograms) {
        const Message where(
            GMONVIEW_TR_NOOP("gmonview::model", "%1: histogram record at offset %2"), file.path,
            hexString(h.fileOffset));
        const double newScale = binScale(h.lowPc, h.highPc, h.bins.size());
        if (ranges.empty()) {
            scale = newScale;
            dimension = h.dimension;
            abbrev = h.dimensionAbbrev;
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

void RunSum::tally(uint64_t fromPc, uint64_t selfPc, uint64_t count)
{
    auto [known, fresh] = m_tallied.try_emplace(PcPair{fromPc, selfPc});
    if (!fresh) {
        if (known->second.arc >= 0) {
            m_calls[size_t(known->second.child)] += count;
            m_arcs[size_t(known->second.arc)].count += count;
            known->second.count += count;
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
    known->second = {child, it->second, count};
}

std::vector<RunSum::CallSite> RunSum::callSites() const
{
    std::vector<CallSite> out;
    for (const auto &[pair, tallied] : m_tallied)
        if (tallied.arc >= 0)
            out.push_back({pair.from, pair.self, tallied.child, tallied.arc, tallied.count});
    std::sort(out.begin(), out.end(), [](const CallSite &a, const CallSite &b) {
        return a.fromPc != b.fromPc ? a.fromPc < b.fromPc : a.selfPc < b.selfPc;
    });
    return out;
}

Result<RunInfo> RunSum::add(const GmonFile &file)
{
    if (auto ok = checkInText(file); !ok)
        return ok.error();
    if (auto ok = file.format == GmonFormat::Gnu ? checkGnuHistograms(file)
                                                 : checkBsdHistogram(file);
        !ok)
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
                m_histScale = binScale(h.lowPc, h.highPc, h.bins.size());
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
            m_histScale = binScale(h.lowPc, h.highPc, h.bins.size());
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

} // namespace gmonview
