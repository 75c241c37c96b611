// SPDX-License-Identifier: MIT
#include "model/report/AnnotatedSource.h"

#include "io/FileBytes.h"
#include "io/Paths.h"
#include "model/engine/GnuMergeSort.h"
#include "model/engine/ProfileResult.h"
#include "model/engine/SourceProfile.h"
#include "model/engine/SymbolSpecs.h"
#include "model/report/GprofReport.h"

#include <algorithm>
#include <cstdio>

namespace gmonview {

SourceProvider diskSourceProvider(std::vector<std::string> searchPaths)
{
    return [searchPaths =
                std::move(searchPaths)](const std::string &path) -> std::optional<std::string> {
        const std::string located = locateSource(path, searchPaths);
        auto bytes = readFileBytes(located.empty() ? path : located); // fails if not found
        if (!bytes)
            return std::nullopt;
        return std::string(reinterpret_cast<const char *>(bytes->data()), bytes->size());
    };
}

namespace {

// What one source line carries: the first symbol on it (copied, with its
// address cleared, once a second one joins it) and the calls summed.
struct LineStats
{
    int symbol = -1;
    bool merged = false;
    uint64_t calls = 0;
};

// Per file: the last line with a symbol annotated, each line's symbols and
// the calls of the file's symbols.
struct FileLines
{
    std::vector<uint32_t> numLines;
    std::vector<std::vector<LineStats>> lines; // [file][line - 1]
    std::vector<uint64_t> fileCalls;
};

// The symbols SPECS keeps for annotation, by file and line.
FileLines linesOfFiles(const ProfileResult &profile, const SymbolSpecs &specs)
{
    const auto &syms = profile.symbols;
    const auto &files = profile.files;
    auto included = [&](const ProfileSymbol &s) {
        return specs.selected(SpecTable::InclAnno, SpecTable::ExclAnno, s.address);
    };
    FileLines out;
    std::vector<uint32_t> &numLines = out.numLines;
    numLines.assign(files.size(), 0);
    for (const ProfileSymbol &s : syms)
        if (s.file >= 0 && s.line > numLines[size_t(s.file)] && included(s))
            numLines[size_t(s.file)] = s.line;
    out.lines.resize(files.size());
    out.fileCalls.assign(files.size(), 0);
    for (size_t f = 0; f < files.size(); ++f)
        out.lines[f].resize(numLines[f]);
    for (size_t i = 0; i < syms.size(); ++i) {
        const ProfileSymbol &s = syms[i];
        if (s.file < 0 || !numLines[size_t(s.file)] || !included(s))
            continue;
        out.fileCalls[size_t(s.file)] += s.calls;
        LineStats &l = out.lines[size_t(s.file)][s.line - 1];
        if (l.symbol < 0) {
            l.symbol = int(i);
            l.calls = s.calls;
        } else {
            l.merged = true;
            l.calls += s.calls;
        }
    }
    return out;
}

// The counts gprof writes before each source line, and how many lines of the
// file were executable and executed.
class LineAnnotator
{
public:
    LineAnnotator(const std::vector<ProfileSymbol> &syms, const ReportOptions &options)
        : m_syms(syms), m_options(options)
    {}

    void startFile()
    {
        executableLines = 0;
        linesExecuted = 0;
    }

    // The margin of line LINENO of a file whose lines are FILELINES.
    std::string annotate(const std::vector<LineStats> &fileLines, uint32_t lineNo)
    {
        const LineStats *b = lineNo <= fileLines.size() ? &fileLines[lineNo - 1] : nullptr;
        if (!b || b->symbol < 0)
            return std::string(size_t(width), ' ');
        const ProfileSymbol &first = m_syms[size_t(b->symbol)];
        const uint64_t bCalls = b->calls;
        const uint64_t bAddr = b->merged ? 0 : first.address;
        ++executableLines;
        std::string tmp;
        unsigned long lastPrint = static_cast<unsigned long>(-1);
        unsigned long ncalls = 0;
        bool ncallsSet = false;
        if (first.isFunction) {
            tmp = std::to_string(bCalls);
            m_lastCount = bCalls;
            lastPrint = m_lastCount;
            ncalls = bCalls;
            ncallsSet = true;
        } else if (m_options.annotateAllLines && !first.blocks.empty() &&
                   first.blocks[0].first > bAddr) {
            tmp = std::to_string(m_lastCount);
            lastPrint = m_lastCount;
            ncalls = m_lastCount;
            ncallsSet = true;
        }
        for (const auto &[address, count] : first.blocks) {
            (void)address;
            m_lastCount = count;
            if (!ncallsSet) {
                ncalls = 0;
                ncallsSet = true;
            }
            ncalls += m_lastCount;
            if (m_options.annotateAllLines && m_lastCount == lastPrint)
                continue;
            if (!tmp.empty())
                tmp += ',';
            tmp += std::to_string(m_lastCount);
            lastPrint = m_lastCount;
        }
        if (m_options.annotateAllLines && tmp.empty()) {
            tmp = std::to_string(m_lastCount);
            ncalls = m_lastCount;
            ncallsSet = true;
        }
        if (!ncallsSet)
            return std::string(size_t(width), ' ');
        ++linesExecuted;
        if (ncalls < m_options.minCount)
            tmp = "#####";
        tmp += " -> ";
        if (tmp.size() >= size_t(width))
            return tmp.substr(0, size_t(width));
        return std::string(size_t(width) - tmp.size(), ' ') + tmp;
    }

    long executableLines = 0, linesExecuted = 0; // of the file since startFile

private:
    static constexpr int width = 16;
    const std::vector<ProfileSymbol> &m_syms;
    const ReportOptions &m_options;
    // gprof keeps the last count across lines and files.
    unsigned long m_lastCount = 0;
};

// The "Top N Lines" table of a file whose lines are FILELINES.
void appendTopLines(std::string &out, const std::vector<LineStats> &fileLines,
                    const std::vector<ProfileSymbol> &syms, int tableLength)
{
    char buf[128];
    std::snprintf(buf, sizeof buf, "\n\nTop %d Lines:\n\n     Line      Count\n\n", tableLength);
    out += buf;
    // gprof sorts the line table itself, empty entries last (its comparator
    // is not consistent there; the merge sort decides).
    std::vector<int> order(fileLines.size());
    for (uint32_t k = 0; k < fileLines.size(); ++k)
        order[k] = int(k);
    auto statsOf = [&](int k) -> const LineStats * {
        const LineStats &l = fileLines[size_t(k)];
        return l.symbol < 0 ? nullptr : &l;
    };
    gnuMergeSort(order, [&](int a, int b) {
        const LineStats *l = statsOf(a), *r = statsOf(b);
        if (!l)
            return 1;
        if (!r)
            return -1;
        if (l->calls < r->calls)
            return 1;
        if (l->calls > r->calls)
            return -1;
        return int(syms[size_t(l->symbol)].line) - int(syms[size_t(r->symbol)].line);
    });
    const int tableLen = std::min<int>(tableLength, int(fileLines.size()));
    for (int k = 0; k < tableLen; ++k) {
        const LineStats *l = statsOf(order[size_t(k)]);
        if (!l || l->calls == 0)
            break;
        std::snprintf(buf, sizeof buf, "%9d %10lu\n", int(syms[size_t(l->symbol)].line),
                      static_cast<unsigned long>(l->calls));
        out += buf;
    }
}

// A file's "Execution Summary".
void appendSummary(std::string &out, long executableLines, long linesExecuted, uint64_t fileCalls)
{
    char buf[256];
    out += "\nExecution Summary:\n\n";
    std::snprintf(buf, sizeof buf, "%9ld   Executable lines in this file\n", executableLines);
    out += buf;
    std::snprintf(buf, sizeof buf, "%9ld   Lines executed\n", linesExecuted);
    out += buf;
    std::snprintf(buf, sizeof buf, "%9.2f   Percent of the file executed\n",
                  executableLines ? 100.0 * double(linesExecuted) / double(executableLines)
                                  : 100.0);
    out += buf;
    std::snprintf(buf, sizeof buf, "\n%9lu   Total number of line executions\n",
                  static_cast<unsigned long>(fileCalls));
    out += buf;
    std::snprintf(buf, sizeof buf, "%9.2f   Average executions per line\n",
                  executableLines ? double(fileCalls) / double(executableLines) : 0.0);
    out += buf;
}

} // namespace

AnnotatedListing annotateSource(const ProfileResult &profile, const SymbolSpecs &specs,
                                const ReportOptions &options, const SourceProvider &source,
                                bool firstOutput)
{
    AnnotatedListing result;
    const auto &files = profile.files;
    const FileLines fileLines = linesOfFiles(profile, specs);
    LineAnnotator annotator(profile.symbols, options);
    bool firstFile = true;
    // Files in gprof's order: the most recently created first.
    for (size_t f = files.size(); f-- > 0;) {
        if (!fileLines.numLines[f] || (options.ignoreZeros && fileLines.fileCalls[f] == 0))
            continue;
        const std::string &name = files[f];
        const std::optional<std::string> text = source(name);
        if (!text) {
            result.warnings += "gmonview: could not locate `" + name + "'\n";
            continue;
        }

        std::string out;
        if (!options.separateFiles) {
            if (firstFile)
                firstFile = false;
            else
                out += "\n";
            if (firstOutput)
                firstOutput = false;
            else
                out += "\f\n";
            out += "*** File " + name + ":\n";
        }

        annotator.startFile();
        uint32_t lineNo = 1;
        bool newLine = true;
        for (char c : *text) {
            if (newLine)
                out += annotator.annotate(fileLines.lines[f], lineNo++);
            newLine = c == '\n';
            out += c;
        }
        if (options.tableLength > 0)
            appendTopLines(out, fileLines.lines[f], profile.symbols, options.tableLength);
        appendSummary(out, annotator.executableLines, annotator.linesExecuted,
                      fileLines.fileCalls[f]);

        if (options.separateFiles)
            result.files.push_back({baseName(name) + "-ann", std::move(out)});
        else
            result.text += out;
    }
    return result;
}

} // namespace gmonview
