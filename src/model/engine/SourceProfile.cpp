// SPDX-License-Identifier: MIT
#include "model/engine/SourceProfile.h"

#include "io/Demangle.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <sys/stat.h>

namespace gmonview {

std::string locateSource(const std::string &name, const std::vector<std::string> &folders)
{
    auto exists = [](const std::string &path) {
        struct stat st
        {};
        return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
    };
    if (exists(name))
        return name;
    if (name.empty() || name[0] != '/')
        for (const std::string &dir : folders)
            if (exists(dir + "/" + name))
                return dir + "/" + name;
    if (name.find('/') != std::string::npos)
        for (const std::string &dir : folders)
            if (exists(dir + "/" + baseName(name)))
                return dir + "/" + baseName(name);
    return {};
}

ProgramOptions lineProgramOptions()
{
    ProgramOptions options;
    options.lineGranularity = true;
    options.fileNames = ProgramOptions::FileNames::All;
    options.creditClonePieces = true; // the window's reading, not the report's
    return options;
}

ProgramOptions sampledLineOptions(const RunSum &sum)
{
    ProgramOptions options = lineProgramOptions();
    auto &ranges = options.linesOnlyIn.emplace();
    // Each bin with a count, as the sum credits it (in units of two bytes
    // from its record's start, by the sum's scale), a little wider each side.
    const double scale = sum.histogramScale();
    if (!(scale > 0) || !std::isfinite(scale))
        return options; // no bin is credited to any symbol
    // (Saturated: a bin past the end of the address space holds nothing.)
    auto address = [scale](uint64_t low, double bins) { // low < 2^63
        const double offset = scale * bins;
        const uint64_t units = low + (offset < 0x1p62 ? uint64_t(offset) : uint64_t(1) << 62);
        return units < (uint64_t(1) << 63) ? 2 * units : UINT64_MAX;
    };
    for (const MergedHistogram &h : sum.histograms()) {
        const uint64_t low = h.lowPc / 2;
        for (size_t i = 0; i < h.samples.size(); ++i) {
            if (!h.samples[i])
                continue;
            const uint64_t from = address(low, double(i));
            const uint64_t end = address(low, double(i + 1));
            const uint64_t to = end < UINT64_MAX - 4 ? end + 4 : UINT64_MAX;
            const uint64_t start = from > 2 ? from - 2 : 0;
            if (!ranges.empty() && ranges.back().second >= start)
                ranges.back().second = std::max(ranges.back().second, to);
            else
                ranges.push_back({start, to});
        }
    }
    std::sort(ranges.begin(), ranges.end());
    return options;
}

LineProfile loadLineProfile(std::shared_ptr<const Executable> executable,
                            const std::vector<std::string> &runs, const AnalysisProgress &progress)
{
    LineProfile out;
    AnalysisRequest request;
    request.executable = std::move(executable);
    request.program = lineProgramOptions();
    request.runs = runs;
    request.skipRefusedRuns = true; // refused runs were reported with the profile
    auto analysis = analyze(request, progress);
    if (!analysis) {
        out.error = analysis.error();
        return out;
    }
    if (analysis->canceled)
        return out;
    out.executable = analysis->executable;
    out.lines = out.executable->lines;
    out.sum = analysis->sum;
    out.warnings = analysis->warnings;
    if (!out.lines || out.lines->empty()) {
        out.error = Error{
            GMONVIEW_TR_NOOP("gmonview::model", "%1: has no line information (compile with -g)"),
            out.executable->path};
        return out;
    }
    out.profile = analysis->profile;
    return out;
}

std::string matchSourceFile(const DwarfLineTable &lines, const std::string &file)
{
    const std::vector<std::string> &files = lines.files();
    if (std::find(files.begin(), files.end(), file) != files.end())
        return file;
    const std::string name = baseName(file);
    std::string found;
    for (const std::string &f : files) {
        if (baseName(f) != name || f == found)
            continue;
        if (!found.empty())
            return {}; // two of that name: which one is unknown
        found = f;
    }
    return found;
}

namespace {

void addInlined(std::vector<InlinedCode> &list, const std::string &name, double samples)
{
    const std::string shown = demangle(name);
    for (InlinedCode &c : list)
        if (c.function == shown) {
            c.samples += samples;
            return;
        }
    list.push_back({shown, samples});
}

// The inlined calls on FILE's lines: each inlined copy called from FILE
// with code in SCOPE, with the samples of that code.
void addInlinedCalls(const ProfileResult &lineProfile,
                     const DwarfFunctionTable &functions, const std::string &file,
                     SourceScope scope, const std::function<SourceLine &(uint32_t)> &ensure)
{
    if (scope.low > scope.high)
        return; // no code
    // The call files that are FILE: by name, else by base name (the unit
    // may name its folder otherwise).
    const std::vector<std::string> &callFiles = functions.callFiles();
    std::vector<char> isFile(callFiles.size(), 0);
    bool exact = false;
    for (size_t i = 0; i < callFiles.size(); ++i) {
        isFile[i] = callFiles[i] == file;
        exact = exact || isFile[i];
    }
    if (!exact)
        for (size_t i = 0; i < callFiles.size(); ++i)
            isFile[i] = baseName(callFiles[i]) == baseName(file);
    if (std::find(isFile.begin(), isFile.end(), 1) == isFile.end())
        return;
    // The samples by address, summed, for the ranges' shares.
    std::vector<std::pair<uint64_t, double>> byAddress;
    for (const ProfileSymbol &s : lineProfile.symbols)
        if (s.samples > 0)
            byAddress.push_back({s.address, s.samples});
    if (!std::is_sorted(byAddress.begin(), byAddress.end())) // (they come by address)
        std::sort(byAddress.begin(), byAddress.end());
    std::vector<double> before(byAddress.size() + 1, 0.0);
    for (size_t i = 0; i < byAddress.size(); ++i)
        before[i + 1] = before[i] + byAddress[i].second;
    auto samplesIn = [&](uint64_t low, uint64_t high) { // [low, high)
        const auto from = std::lower_bound(byAddress.begin(), byAddress.end(),
                                           std::pair<uint64_t, double>{low, -1.0});
        const auto to = std::lower_bound(byAddress.begin(), byAddress.end(),
                                         std::pair<uint64_t, double>{high, -1.0});
        return before[size_t(to - byAddress.begin())] - before[size_t(from - byAddress.begin())];
    };
    for (const DwarfFunctionTable::Range &r : functions.ranges()) {
        const DwarfFunctionTable::Function &f = functions.functions()[r.function];
        if (!f.inlined || f.callFile < 0 || !f.callLine || !isFile[size_t(f.callFile)] ||
            r.high == 0 || r.low > scope.high || r.high - 1 < scope.low)
            continue;
        const uint64_t low = std::max(r.low, scope.low);
        const uint64_t high = scope.high == UINT64_MAX ? r.high : std::min(r.high, scope.high + 1);
        addInlined(ensure(f.callLine).inlinedHere, f.name, samplesIn(low, high));
    }
}

} // namespace

std::vector<SourceLine> sourceLines(const ProfileResult &lineProfile, const DwarfLineTable &lines,
                                    const std::string &file, const DwarfFunctionTable *functions,
                                    SourceScope scope)
{
    std::vector<SourceLine> out;
    auto ensure = [&](uint32_t line) -> SourceLine & {
        if (out.size() < line)
            out.resize(line);
        return out[line - 1];
    };
    for (const LineRow &r : lines.rows())
        if (!r.endSequence && r.line > 0 && lines.files()[r.file] == file)
            ensure(r.line).hasCode = true;
    for (const ProfileSymbol &s : lineProfile.symbols) {
        if (s.file < 0 || s.line == 0 || !scope.contains(s.address) ||
            lineProfile.files[size_t(s.file)] != file)
            continue;
        SourceLine &l = ensure(s.line);
        l.samples += s.samples;
        l.gprofSamples += s.time;
        if (s.calls > 0)
            l.executions.push_back(s.calls);
        for (const auto &b : s.blocks)
            l.executions.push_back(b.second);
        l.blocks += s.blocks.size();
        // (Line symbols are cut where the innermost function changes.)
        if (const int f = functions ? functions->innermost(s.address) : -1;
            f >= 0 && functions->functions()[size_t(f)].inlined)
            addInlined(l.inlinedFrom, functions->functions()[size_t(f)].name, s.samples);
    }
    if (functions)
        addInlinedCalls(lineProfile, *functions, file, scope, ensure);
    return out;
}

uint32_t hottestLine(const ProfileResult &lineProfile, const std::string &file, uint64_t low,
                     uint64_t high)
{
    const auto named = std::find(lineProfile.files.begin(), lineProfile.files.end(), file);
    if (named == lineProfile.files.end())
        return 0;
    const int fileIndex = int(named - lineProfile.files.begin());
    std::map<uint32_t, double> samples; // by line, so that equals go to the first
    for (const ProfileSymbol &s : lineProfile.symbols)
        if (s.file == fileIndex && s.line > 0 && s.samples > 0 && s.address <= high &&
            s.endAddress >= low)
            samples[s.line] += s.samples;
    uint32_t best = 0;
    double most = 0;
    for (const auto &[line, time] : samples)
        if (time > most) {
            most = time;
            best = line;
        }
    return best;
}

std::pair<uint64_t, uint64_t> intervalAddresses(uint64_t low, uint64_t high, int count, int index)
{
    if (high < low || count < 1)
        return {low, low};
    const double span = double(high - low + 1);
    const uint64_t first = low + uint64_t(span * index / count);
    const uint64_t end = low + uint64_t(span * (index + 1) / count);
    return {first, std::max(first, end - 1)}; // (narrower than a byte: that byte)
}

std::vector<double> addressIntervals(const ProfileResult &profile, uint64_t low, uint64_t high,
                                     int count)
{
    std::vector<double> out(size_t(std::max(count, 1)), 0.0);
    if (high < low || count < 1)
        return out;
    const double span = double(high - low + 1);
    for (const MergedHistogram &h : profile.histograms) {
        const size_t bins = h.samples.size();
        if (!bins)
            continue;
        const double binWidth = double(h.highPc - h.lowPc) / double(bins);
        for (size_t i = 0; i < bins; ++i) {
            if (!h.samples[i])
                continue;
            const double b0 = double(h.lowPc) + binWidth * double(i);
            const double b1 = b0 + binWidth;
            const double lo = std::max(b0, double(low)), hi = std::min(b1, double(high) + 1);
            if (hi <= lo)
                continue;
            // Share the bin's count among the intervals it overlaps.
            for (int k = 0; k < count; ++k) {
                const double i0 = double(low) + span * k / count;
                const double i1 = double(low) + span * (k + 1) / count;
                const double o = std::min(hi, i1) - std::max(lo, i0);
                if (o > 0)
                    out[size_t(k)] += double(h.samples[i]) * o / binWidth;
            }
        }
    }
    return out;
}

} // namespace gmonview
