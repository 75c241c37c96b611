// SPDX-License-Identifier: MIT
#include "model/report/GprofReport.h"

#include "io/Paths.h"
#include "model/engine/GnuMergeSort.h"
#include "model/engine/PrintfText.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdarg>
#include <cstdint>
#include <cstring>
#include <list>

namespace gmonview {

namespace {

struct SiPrefix
{
    char prefix;
    double scale;
};
constexpr SiPrefix kSiPrefixes[] = {{'T', 1e-12}, {'G', 1e-09}, {'M', 1e-06}, {'K', 1e-03},
                                    {' ', 1e-00}, {'m', 1e+03}, {'u', 1e+06}, {'n', 1e+09},
                                    {'p', 1e+12}, {'f', 1e+15}, {'a', 1e+18}};

constexpr const char *kFlatExplanation = R"(
How to read the flat profile (gmonview):
  % time         share of all samples that fell in this function's code
  cumulative     running sum of self seconds down the table
  self seconds   time spent in the function itself, from the samples
  calls          times it was called from other functions (recursive calls
                 are counted in the call graph); blank if not compiled -pg
  self/call      self time divided by calls
  total/call     self time plus time of its callees, divided by calls
Each sample is one tick of the profiling clock, so a function with N samples
has a sampling error of about sqrt(N) samples.
)";

constexpr const char *kGraphExplanation = R"(
How to read the call graph (gmonview):
Each entry lists the function's callers above its own line [index] and its
callees below it.
  % time     share of the total time spent in the function and its callees
  self       seconds in the function itself (callers and callees: the part
             of it due to this call arc)
  children   seconds its callees spent on its behalf
  called     calls from others, "+" calls from itself; on caller and callee
             lines: calls on this arc out of all calls to the callee
A cycle (functions that call each other in a ring) is shown as one entry,
"<cycle N as a whole>", followed by its members; time is not propagated
between members. <spontaneous> means no recorded caller.
)";

constexpr const char *kBsdGraphExplanation = R"(
How to read this call graph (gmonview): each entry shows the callers above the
function's own line and its callees below it, with seconds spent in the
function itself ("self") and in its descendants, and the calls on each arc.
)";

// The bytes each histogram bin covers, as gprof prints them: the scale
// converted to long, doubled. A scale no long holds (NaN, when the first
// histogram record covered no addresses) converts to LONG_MIN on x86-64,
// and doubled wraps to 0; computed here without undefined behaviour.
long granularityBytes(double scale)
{
    const long whole = scale > -0x1p63 && scale < 0x1p63 ? long(scale) : LONG_MIN;
    return long(uint64_t(whole) * 2u);
}

} // namespace

std::vector<int> flatProfileOrder(const ProfileResult &profile)
{
    const auto &syms = profile.symbols;
    std::vector<int> sorted(syms.size());
    for (size_t i = 0; i < syms.size(); ++i)
        sorted[i] = static_cast<int>(i);
    // gprof's order (time, then calls, downwards, then the name) is a
    // consistent one while the times are numbers: any stable sort gives
    // its merge sort's result, here by keys with the names as ranks (a
    // tenth of a line-level report went to strcmp on equal names).
    if (std::all_of(syms.begin(), syms.end(),
                    [](const ProfileSymbol &s) { return std::isfinite(s.time); })) {
        const std::vector<uint32_t> rank = profile.ranksOfNames();
        struct Key
        {
            double time;
            uint64_t calls;
            uint32_t rank;
        };
        std::vector<Key> keys(syms.size());
        for (size_t i = 0; i < syms.size(); ++i)
            keys[i] = {syms[i].time, syms[i].calls, rank[i]};
        auto before = [&](int l, int r) {
            const Key &left = keys[size_t(l)], &right = keys[size_t(r)];
            if (left.time != right.time)
                return left.time > right.time;
            if (left.calls != right.calls)
                return left.calls > right.calls;
            return left.rank < right.rank;
        };
        // Idle: no time, no call, ordered by the name alone.
        stableSortMostlyIdle(
            sorted, [&](int i) { return keys[size_t(i)].time == 0 && keys[size_t(i)].calls == 0; },
            [&](int i) { return size_t(keys[size_t(i)].rank); }, syms.size(), before);
        return sorted;
    }
    gnuMergeSort(sorted, [&](int l, int r) {
        const ProfileSymbol &left = syms[size_t(l)];
        const ProfileSymbol &right = syms[size_t(r)];
        const double diff = right.time - left.time;
        if (diff > 0.0)
            return 1;
        if (diff < 0.0)
            return -1;
        if (right.calls > left.calls)
            return 1;
        if (right.calls < left.calls)
            return -1;
        return std::strcmp(left.name.c_str(), right.name.c_str());
    });
    return sorted;
}

PerCallUnit perCallUnit(const ProfileResult &profile, bool bsdStyle)
{
    size_t logScale = 0;
    if (bsdStyle) {
        logScale = 5; // milliseconds
    } else {
        // The largest total time per call (the first of equals, in symbol order).
        double topTime = 0.0;
        bool haveTop = false;
        for (const ProfileSymbol &s : profile.symbols) {
            if (s.calls != 0) {
                const double callTime = (s.time + s.childTime) / double(s.calls);
                if (callTime > topTime) {
                    topTime = callTime;
                    haveTop = true;
                }
            }
        }
        if (haveTop && topTime > 0.0) {
            topTime /= double(profile.rate);
            for (logScale = 0; logScale < std::size(kSiPrefixes); ++logScale) {
                const double scaled = kSiPrefixes[logScale].scale * topTime;
                if (scaled >= 1.0 && scaled < 1000.0)
                    break;
            }
            // gprof indexes one past its table when nothing fits; stay inside.
            if (logScale == std::size(kSiPrefixes))
                logScale = std::size(kSiPrefixes) - 1;
        }
    }
    return PerCallUnit{kSiPrefixes[logScale].prefix, kSiPrefixes[logScale].scale};
}

namespace {
int compareArcs(const ProfileResult &profile, int l, int r)
{
    enum
    {
        Less = -1,
        Equal = 0,
        Greater = 1
    };
    const ProfileArc &left = profile.arcs[size_t(l)];
    const ProfileArc &right = profile.arcs[size_t(r)];
    if (left.parent == left.child)
        return Less;
    if (right.parent == right.child)
        return Greater;
    auto inCycle = [&](const ProfileArc &a) {
        const int pc = profile.symbol(a.parent).cycle;
        const int cc = profile.symbol(a.child).cycle;
        return pc != 0 && cc != 0 && pc == cc;
    };
    if (inCycle(left)) {
        if (inCycle(right)) {
            if (left.count < right.count)
                return Less;
            if (left.count > right.count)
                return Greater;
            return Equal;
        }
        return Less;
    }
    if (inCycle(right))
        return Greater;
    const double lt = left.time + left.childTime;
    const double rt = right.time + right.childTime;
    if (lt < rt)
        return Less;
    if (lt > rt)
        return Greater;
    if (left.count < right.count)
        return Less;
    if (left.count > right.count)
        return Greater;
    return Equal;
}

} // namespace

std::vector<int> sortedCallerArcs(const ProfileResult &profile, int symbol)
{
    // Insertion sort, ascending: each arc goes before the first not less than it.
    std::list<int> sorted;
    for (int a : profile.parentArcs[size_t(symbol)]) {
        auto pos = sorted.begin();
        while (pos != sorted.end() && compareArcs(profile, a, *pos) == 1)
            ++pos;
        sorted.insert(pos, a);
    }
    return {sorted.begin(), sorted.end()};
}

std::vector<int> sortedCalleeArcs(const ProfileResult &profile, int symbol)
{
    // Insertion sort, descending: each arc goes before the first not greater.
    std::list<int> sorted;
    for (int a : profile.childArcs[size_t(symbol)]) {
        auto pos = sorted.begin();
        while (pos != sorted.end() && compareArcs(profile, a, *pos) == -1)
            ++pos;
        sorted.insert(pos, a);
    }
    return {sorted.begin(), sorted.end()};
}

GprofReport::GprofReport(const ReportOptions &options) : m_options(options)
{}

void GprofReport::setProfile(const ProfileResult &profile, const SymbolSpecs &specs)
{
    m_profilePtr = &profile;
    m_specsPtr = &specs;
    m_totalTime = profile.totalTime;
    m_printTime = profile.printTime;
}

void GprofReport::printf(const char *format, ...)
{
    char buf[1024];
    va_list args;
    va_start(args, format);
    const int n = std::vsnprintf(buf, sizeof buf, format, args);
    va_end(args);
    if (n < 0)
        return;
    if (static_cast<size_t>(n) < sizeof buf) {
        m_out.append(buf, static_cast<size_t>(n));
        return;
    }
    std::string big(static_cast<size_t>(n) + 1, '\0');
    va_start(args, format);
    std::vsnprintf(big.data(), big.size(), format, args);
    va_end(args);
    big.resize(static_cast<size_t>(n));
    m_out += big;
}

void GprofReport::putFixed(double v, int width, int precision)
{
    appendFixed(m_out, v, width, precision);
}

void GprofReport::putCount(uint64_t v, int width, bool left)
{
    appendUnsigned(m_out, v, width, left);
}

void GprofReport::putIndex(int index, bool printed)
{
    put(printed ? " [" : " (");
    appendInt(m_out, index, 0);
    put(printed ? "]" : ")");
}

void GprofReport::sectionBreak()
{
    if (m_firstOutput)
        m_firstOutput = false;
    else
        put("\f\n");
}

void GprofReport::fileInfo(const RunInfo &run)
{
    printf("File `%s' (version %d) contains:\n", run.path.c_str(), int(run.version));
    printf(run.histogramRecords == 1 ? "\t%d histogram record\n" : "\t%d histogram records\n",
           run.histogramRecords);
    printf(run.arcRecords == 1 ? "\t%d call-graph record\n" : "\t%d call-graph records\n",
           run.arcRecords);
    printf(run.blockRecords == 1 ? "\t%d basic-block count record\n"
                                 : "\t%d basic-block count records\n",
           run.blockRecords);
    m_firstOutput = false;
}

int GprofReport::printNameOnly(int sym)
{
    const ProfileSymbol &s = profile().symbol(sym);
    const std::string &name = (!m_options.bsdStyle && m_options.demangle) ? s.displayName : s.name;
    put(name);
    int size = static_cast<int>(name.size());
    if ((m_options.lineGranularity || m_options.inlineFileNames) && s.file >= 0) {
        const std::string &path = profile().files[size_t(s.file)];
        const std::string file = m_options.printPath ? path : baseName(path);
        const size_t before = m_out.size();
        if (m_options.lineGranularity)
            printf(" (%s:%d @ %lx)", file.c_str(), int(s.line),
                   static_cast<unsigned long>(s.address));
        else
            printf(" (%s:%d)", file.c_str(), int(s.line));
        size += static_cast<int>(m_out.size() - before);
    }
    return size;
}

void GprofReport::printName(int sym)
{
    printNameOnly(sym);
    const ProfileSymbol &s = profile().symbol(sym);
    if (s.cycle != 0) {
        put(" <cycle ");
        appendInt(m_out, s.cycle, 0);
        put(">");
    }
    if (s.index != 0)
        putIndex(s.index, s.printFlag);
}

// --- flat profile ---------------------------------------------------------

void GprofReport::flatLine(int sym, double scale, double &accum)
{
    const ProfileSymbol &s = profile().symbol(sym);
    if (m_options.ignoreZeros && s.calls == 0 && s.time == 0)
        return;
    accum += s.time;
    const double hz = double(profile().rate);
    const double pct = m_totalTime > 0.0 ? 100 * s.time / m_totalTime : 0.0;
    // "%5.1f %10.2f %8.2f" (BSD) or "%6.2f %9.2f %8.2f", then
    // " %8lu %8.2f %8.2f  " or three blank columns.
    putFixed(pct, m_options.bsdStyle ? 5 : 6, m_options.bsdStyle ? 1 : 2);
    put(" ");
    putFixed(accum / hz, m_options.bsdStyle ? 10 : 9, 2);
    put(" ");
    putFixed(s.time / hz, 8, 2);
    put(" ");
    if (s.calls != 0) {
        putCount(s.calls, 8);
        put(" ");
        putFixed(scale * s.time / hz / double(s.calls), 8, 2);
        put(" ");
        putFixed(scale * (s.time + s.childTime) / hz / double(s.calls), 8, 2);
        put("  ");
    } else {
        putBlank(8 + 1 + 8 + 1 + 8 + 2);
    }
    if (m_options.bsdStyle)
        printName(sym);
    else
        printNameOnly(sym);
    put("\n");
}

void GprofReport::flatProfile()
{
    sectionBreak();
    const auto &syms = profile().symbols;
    double accum = 0;
    if (m_options.bsdStyle) {
        if (!m_options.brief) {
            put("\n\n\nflat profile:\n");
            put(kFlatExplanation);
        }
    } else {
        put("Flat profile:\n");
    }

    const std::vector<int> sorted = flatProfileOrder(profile());

    const PerCallUnit unitChoice = perCallUnit(profile(), m_options.bsdStyle);

    // The flat profile's header.
    const std::string &dim = profile().dimension;
    char unit[64];
    std::snprintf(unit, sizeof unit, "%c%c/call", unitChoice.prefix, profile().dimensionAbbrev);
    const double hz = double(profile().rate);
    if (m_options.bsdStyle) {
        printf("\ngranularity: each sample hit covers %ld byte(s)",
               granularityBytes(profile().histogramScale));
        if (m_totalTime > 0.0)
            printf(" for %.2f%% of %.2f %s\n\n", 100.0 / m_totalTime, m_totalTime / hz,
                   dim.c_str());
    } else {
        printf("\nEach sample counts as %g %s.\n", 1.0 / hz, dim.c_str());
    }
    if (m_totalTime <= 0.0) {
        put(" no time accumulated\n\n");
        m_totalTime = 1.0;
    }
    printf("%5.5s %10.10s %8.8s %8.8s %8.8s %8.8s  %-8.8s\n", "%  ", "cumulative", "self  ", "",
           "self  ", "total ", "");
    printf("%5.5s %9.9s  %8.8s %8.8s %8.8s %8.8s  %-8.8s\n", "time", dim.c_str(), dim.c_str(),
           "calls", unit, unit, "name");

    for (int i : sorted) {
        if (m_specsPtr->selected(SpecTable::InclFlat, SpecTable::ExclFlat, syms[size_t(i)].address))
            flatLine(i, unitChoice.scale, accum);
    }
    if (!m_options.brief && !m_options.bsdStyle)
        put(kFlatExplanation);
}

// --- call graph -----------------------------------------------------------

void GprofReport::printCycle(int c)
{
    const ProfileCycle &cyc = profile().cycles[size_t(c)];
    const double hz = double(profile().rate);
    char buf[32];
    std::snprintf(buf, sizeof buf, "[%d]", cyc.index);
    printf(m_options.bsdStyle ? "%-6.6s %5.1f %7.2f %11.2f %7lu" : "%-6.6s %5.1f %7.2f %7.2f %7lu",
           buf, 100 * (cyc.propSelf + cyc.propChild) / m_printTime, cyc.propSelf / hz,
           cyc.propChild / hz, static_cast<unsigned long>(cyc.calls));
    if (cyc.selfCalls != 0)
        printf("+%-7lu", static_cast<unsigned long>(cyc.selfCalls));
    else
        printf(" %7.7s", "");
    printf(" <cycle %d as a whole> [%d]\n", cyc.number, cyc.index);
}

void GprofReport::printMembers(int c)
{
    const ProfileCycle &cyc = profile().cycles[size_t(c)];
    const double hz = double(profile().rate);
    // A cycle's members as gprof lists them: an insertion sort, descending by
    // time then calls.
    auto greater = [&](int a, int b) {
        const ProfileSymbol &l = profile().symbol(a);
        const ProfileSymbol &r = profile().symbol(b);
        const double lt = l.propSelf + l.propChild, rt = r.propSelf + r.propChild;
        if (lt > rt)
            return true;
        if (lt < rt)
            return false;
        return l.calls + l.selfCalls > r.calls + r.selfCalls;
    };
    std::list<int> sorted;
    for (int m : cyc.members) {
        auto pos = sorted.begin();
        while (pos != sorted.end() && !greater(m, *pos))
            ++pos;
        sorted.insert(pos, m);
    }
    const int childWidth = m_options.bsdStyle ? 11 : 7;
    for (int m : sorted) {
        const ProfileSymbol &s = profile().symbol(m);
        // "%6.6s %5.5s %7.2f %7.2f %7lu" (%11.2f for the children in BSD
        // style), then "+%-7lu" or " %7.7s".
        putBlank(6 + 1 + 5 + 1);
        putFixed(s.propSelf / hz, 7, 2);
        put(" ");
        putFixed(s.propChild / hz, childWidth, 2);
        put(" ");
        putCount(s.calls, 7);
        if (s.selfCalls != 0) {
            put("+");
            putCount(s.selfCalls, 7, true);
        } else {
            putBlank(8);
        }
        put("     ");
        printName(m);
        put("\n");
    }
}

void GprofReport::printParents(int child)
{
    const ProfileSymbol &c = profile().symbol(child);
    const auto &parents = profile().parentArcs[size_t(child)];
    if (parents.empty()) {
        printf(m_options.bsdStyle ? "%6.6s %5.5s %7.7s %11.11s %7.7s %7.7s     <spontaneous>\n"
                                  : "%6.6s %5.5s %7.7s %7.7s %7.7s %7.7s     <spontaneous>\n",
               "", "", "", "", "", "");
        return;
    }
    const std::vector<int> sorted = sortedCallerArcs(profile(), child);
    const uint64_t total = c.cycle ? profile().cycles[size_t(c.cycle - 1)].calls : c.calls;
    for (int a : sorted) {
        const ProfileArc &arc = profile().arcs[size_t(a)];
        const ProfileSymbol &p = profile().symbol(arc.parent);
        printArcLine(arc, arc.parent == child || (c.cycle != 0 && p.cycle == c.cycle), total);
        printName(arc.parent);
        put("\n");
    }
}

void GprofReport::printArcLine(const ProfileArc &arc, bool withinCycle, uint64_t total)
{
    const double hz = double(profile().rate);
    const int childWidth = m_options.bsdStyle ? 11 : 7;
    putBlank(6 + 1 + 5 + 1);
    if (withinCycle) {
        // "%6.6s %5.5s %7.7s %7.7s %7lu %7.7s     " (%11.11s in BSD style)
        putBlank(7 + 1 + childWidth + 1);
        putCount(arc.count, 7);
        putBlank(1 + 7 + 5);
        return;
    }
    // "%6.6s %5.5s %7.2f %7.2f %7lu/%-7lu     " (%11.2f in BSD style)
    putFixed(arc.time / hz, 7, 2);
    put(" ");
    putFixed(arc.childTime / hz, childWidth, 2);
    put(" ");
    putCount(arc.count, 7);
    put("/");
    putCount(total, 7, true);
    put("     ");
}

void GprofReport::printChildren(int parent)
{
    const ProfileSymbol &p = profile().symbol(parent);
    const std::vector<int> sorted = sortedCalleeArcs(profile(), parent);
    for (int a : sorted) {
        const ProfileArc &arc = profile().arcs[size_t(a)];
        const ProfileSymbol &c = profile().symbol(arc.child);
        const uint64_t total = c.cycle ? profile().cycles[size_t(c.cycle - 1)].calls : c.calls;
        printArcLine(arc, arc.child == parent || (c.cycle != 0 && c.cycle == p.cycle), total);
        printName(arc.child);
        put("\n");
    }
}

void GprofReport::printGraphLine(int sym)
{
    const ProfileSymbol &s = profile().symbol(sym);
    const double hz = double(profile().rate);
    // "%-6.6s %5.1f %7.2f %7.2f" of "[index]" (%11.2f in BSD style), then
    // " %7lu" and "+%-7lu " or " %7.7s ", or " %7.7s %7.7s ".
    const size_t start = m_out.size();
    put("[");
    appendInt(m_out, s.index, 0);
    put("]");
    if (m_out.size() - start > 6)
        m_out.resize(start + 6);
    putBlank(int(start + 6 - m_out.size()));
    put(" ");
    putFixed(100 * (s.propSelf + s.propChild) / m_printTime, 5, 1);
    put(" ");
    putFixed(s.propSelf / hz, 7, 2);
    put(" ");
    putFixed(s.propChild / hz, m_options.bsdStyle ? 11 : 7, 2);
    if (s.calls + s.selfCalls != 0) {
        put(" ");
        putCount(s.calls, 7);
        if (s.selfCalls != 0) {
            put("+");
            putCount(s.selfCalls, 7, true);
            put(" ");
        } else {
            putBlank(9);
        }
    } else {
        putBlank(1 + 7 + 1 + 7 + 1);
    }
    printName(sym);
    put("\n");
}

void GprofReport::callGraph()
{
    if (!m_options.brief && m_options.bsdStyle)
        put(kBsdGraphExplanation);
    sectionBreak();
    if (!m_options.bsdStyle)
        put(m_options.brief ? "\t\t\tCall graph\n\n"
                            : "\t\t     Call graph (explanation follows)\n\n");
    printf("\ngranularity: each sample hit covers %ld byte(s)",
           granularityBytes(profile().histogramScale));
    const double hz = double(profile().rate);
    if (m_printTime > 0.0) {
        printf(" for %.2f%% of %.2f seconds\n\n", 100.0 / m_printTime, m_printTime / hz);
    } else {
        put(" no time propagated\n\n");
        m_printTime = 1.0;
    }
    if (m_options.bsdStyle) {
        printf("%6.6s %5.5s %7.7s %11.11s %7.7s/%-7.7s     %-8.8s\n", "", "", "", "", "called",
               "total", "parents");
        printf("%-6.6s %5.5s %7.7s %11.11s %7.7s+%-7.7s %-8.8s\t%5.5s\n", "index", "%time", "self",
               "descendants", "called", "self", "name", "index");
        printf("%6.6s %5.5s %7.7s %11.11s %7.7s/%-7.7s     %-8.8s\n", "", "", "", "", "called",
               "total", "children");
        put("\n");
    } else {
        put("index % time    self  children    called     name\n");
    }

    for (const GraphEntry &e : profile().graphOrder) {
        if (e.isCycle) {
            const ProfileCycle &c = profile().cycles[size_t(e.id)];
            if ((m_options.ignoreZeros && c.calls == 0 && c.selfCalls == 0 && c.propSelf == 0 &&
                 c.propChild == 0) ||
                !c.printFlag || m_options.lineGranularity)
                continue;
            printCycle(e.id);
            printMembers(e.id);
        } else {
            const ProfileSymbol &s = profile().symbol(e.id);
            if ((m_options.ignoreZeros && s.calls == 0 && s.selfCalls == 0 && s.propSelf == 0 &&
                 s.propChild == 0) ||
                !s.printFlag || (m_options.lineGranularity && !s.isFunction))
                continue;
            printParents(e.id);
            printGraphLine(e.id);
            printChildren(e.id);
        }
        if (m_options.bsdStyle)
            put("\n");
        put("-----------------------------------------------\n");
        if (m_options.bsdStyle)
            put("\n");
    }
    if (!m_options.brief && !m_options.bsdStyle)
        put(kGraphExplanation);
}

// --- execution counts (gprof -C) ----------------------------------------------

void GprofReport::execCounts()
{
    sectionBreak();
    const auto &syms = profile().symbols;
    std::vector<int> sorted;
    for (size_t i = 0; i < syms.size(); ++i)
        if (m_specsPtr->selected(SpecTable::InclExec, SpecTable::ExclExec, syms[i].address))
            sorted.push_back(int(i));
    // gprof's order of counts: by file and line only when both have a file, then by
    // address. Not a consistent order; the merge sort decides, as in gprof.
    gnuMergeSort(sorted, [&](int l, int r) {
        const ProfileSymbol &a = syms[size_t(l)];
        const ProfileSymbol &b = syms[size_t(r)];
        if (a.file >= 0 && b.file >= 0) {
            const int c = std::strcmp(profile().files[size_t(a.file)].c_str(),
                                      profile().files[size_t(b.file)].c_str());
            if (c)
                return c;
            if (a.line != b.line)
                return int(a.line) - int(b.line);
        }
        if (a.address < b.address)
            return -1;
        if (a.address > b.address)
            return 1;
        return 0;
    });
    for (int i : sorted) {
        const ProfileSymbol &s = syms[size_t(i)];
        const char *file = s.file >= 0 ? profile().files[size_t(s.file)].c_str() : "<unknown>";
        if (s.calls > 0 || !m_options.ignoreZeros)
            printf("%s:%d: (%s:0x%lx) %lu executions\n", file, int(s.line), s.name.c_str(),
                   static_cast<unsigned long>(s.address), static_cast<unsigned long>(s.calls));
        for (const auto &[address, count] : s.blocks)
            if (count > 0 || !m_options.ignoreZeros)
                printf("%s:%d: (%s:0x%lx) %lu executions\n", file, int(s.line), s.name.c_str(),
                       static_cast<unsigned long>(address), static_cast<unsigned long>(count));
    }
}

// --- annotated source (gprof -A; AnnotatedSource.cpp) -----------------------

std::vector<AnnotatedFile> GprofReport::annotatedSource(std::string &warnings)
{
    return annotatedSource(warnings, diskSourceProvider(m_options.searchPaths));
}

std::vector<AnnotatedFile> GprofReport::annotatedSource(std::string &warnings,
                                                        const SourceProvider &source)
{
    AnnotatedListing listing =
        annotateSource(profile(), *m_specsPtr, m_options, source, m_firstOutput);
    if (!listing.text.empty())
        m_firstOutput = false;
    m_out += listing.text;
    warnings += listing.warnings;
    return std::move(listing.files);
}

// --- the index of function names --------------------------------------------

void GprofReport::index()
{
    const auto &syms = profile().symbols;
    std::vector<int> names;
    for (size_t i = 0; i < syms.size(); ++i) {
        if (m_options.ignoreZeros && syms[i].calls == 0 && syms[i].time == 0)
            continue;
        names.push_back(static_cast<int>(i));
    }
    // By strcmp of the names, a consistent order: the stable counting of
    // the names' ranks gives the merge sort's result.
    const std::vector<uint32_t> rank = profile().ranksOfNames();
    stableSortMostlyIdle(
        names, [](int) { return true; }, [&](int i) { return size_t(rank[size_t(i)]); },
        syms.size(), [&](int l, int r) { return rank[size_t(l)] < rank[size_t(r)]; });
    const size_t nnames = names.size();
    const size_t todo = nnames + profile().cycles.size();
    const int columnWidth = (m_options.outputWidth - 1) / 3;

    put("\f\n");
    put("Index by function name\n\n");
    const size_t rows = (todo + 2) / 3;
    for (size_t i = 0; i < rows; ++i) {
        int col = 0;
        int startingCol = 0;
        for (size_t j = i; j < todo; j += rows) {
            char buf[32];
            if (j < nnames) {
                const int sym = names[j];
                const ProfileSymbol &s = syms[size_t(sym)];
                // "[%d]" or "(%d)"
                const std::string index = (s.printFlag ? "[" : "(") + std::to_string(s.index) +
                                          (s.printFlag ? "]" : ")");
                if (m_options.bsdStyle) {
                    printf("%6.6s %-19.19s", index.c_str(), s.name.c_str());
                } else {
                    col += static_cast<int>(index.size());
                    if (col < startingCol + 5) {
                        putBlank(startingCol + 5 - col);
                        col = startingCol + 5;
                    }
                    put(" ");
                    put(index);
                    put(" ");
                    col += printNameOnly(sym);
                    if (!m_options.lineGranularity && s.isStatic && s.file >= 0) {
                        const std::string &path = profile().files[size_t(s.file)];
                        const std::string file = m_options.printPath ? path : baseName(path);
                        put(" (");
                        put(file);
                        put(")");
                        col += static_cast<int>(file.size()) + 3;
                    }
                }
            } else {
                const ProfileCycle &c = profile().cycles[j - nnames];
                std::snprintf(buf, sizeof buf, c.printFlag ? "[%d]" : "(%d)", c.index);
                if (m_options.bsdStyle) {
                    printf("%6.6s ", buf);
                    std::snprintf(buf, sizeof buf, "<cycle %d>", c.number);
                    printf("%-19.19s", buf);
                } else {
                    col += static_cast<int>(std::strlen(buf));
                    for (; col < startingCol + 5; ++col)
                        put(" ");
                    printf(" %s ", buf);
                    std::snprintf(buf, sizeof buf, "<cycle %d>", c.number);
                    put(buf);
                    col += static_cast<int>(std::strlen(buf));
                }
            }
            startingCol += columnWidth;
        }
        put("\n");
    }
}

} // namespace gmonview
