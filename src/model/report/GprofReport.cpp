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

// The bytes each histogram bin covers, as gprof prints them: the scale
// converted to long, doubled. A scale no long holds (NaN, when the first
// histogram record covered no addresses) converts to LONG_MIN on x86-64,
// and doubled wraps to 0; computed here without undefined behaviour.
} // namespace

long GprofReport::granularityBytes(double scale)
{
    const long whole = scale > -0x1p63 && scale < 0x1p63 ? long(scale) : LONG_MIN;
    return long(uint64_t(whole) * 2u);
}

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
