// SPDX-License-Identifier: MIT
#include "model/engine/ProfilePipeline.h"

#include "io/Hex.h"

#include "io/DirectCalls.h"
#include "io/ElfImage.h"
#include "io/LibraryProfile.h"
#include "model/engine/ProfileAnalysis.h"

#include <filesystem>
#include <map>
#include <optional>

namespace gmonview {

namespace {

// The runs summed so far, by file and by content, for refusing a run given
// twice (the same file, or a copy of it).
struct RunsSeen
{
    std::map<std::string, std::string> files; // canonical path -> as given
    std::map<uint64_t, std::string> contents; // fingerprint -> path
};

// The first check of a run: not the same file or the same contents as a
// run summed already. STATS are the run's figures (its fingerprint).
std::optional<Error> refuseRepeated(const std::string &path, const RunStats &stats, RunsSeen &seen)
{
    std::error_code ec;
    const std::string canonical = std::filesystem::weakly_canonical(path, ec).string();
    std::optional<Error> refusal;
    if (seen.files.find(ec ? path : canonical) != seen.files.end())
        refusal = Error{
            GMONVIEW_TR_NOOP("gmonview::model", "%1: is summed already; a run counts once"), path};
    else if (auto same = seen.contents.find(stats.contentHash); same != seen.contents.end())
        refusal = Error{GMONVIEW_TR_NOOP("gmonview::model",
                                         "%1: holds the same run as %2, which is summed "
                                         "already; a run counts once"),
                        path, same->second};
    seen.files.emplace(ec ? path : canonical, path);
    seen.contents.emplace(stats.contentHash, path);
    return refusal;
}

// The second: its histogram records hold samples at a rate. Records with no
// addresses or no bins hold no sample (left out, but for gprof's sums, where
// the first of all sets the scale); a rate of 0 Hz gives samples no duration.
std::optional<Error> checkHistograms(const std::string &path, GmonFile &file, const RunSum &sum,
                                     const AnalysisRequest &request, std::vector<Message> &warnings)
{
    auto empty = [](const HistogramRecord &h) { return h.bins.empty() || h.lowPc >= h.highPc; };
    for (const HistogramRecord &h : file.histograms) {
        // (For gprof, only the first record of all sets the scale.)
        const bool first = !sum.hasHistogram() && &h == &file.histograms.front();
        if (!empty(h) || (request.gprofSums && !first))
            continue;
        const Message where(
            GMONVIEW_TR_NOOP("gmonview::model", "%1: the histogram record at offset %2 "
                                                "covers %3-%4 in %5 bins"),
            path, hexString(h.fileOffset), hexString(h.lowPc), hexString(h.highPc), h.bins.size());
        warnings.emplace_back(
            request.gprofSums
                ? Message(GMONVIEW_TR_NOOP("gmonview::model",
                                           "%1; as the first record it leaves gprof "
                                           "(and this report) no scale, so no sample is "
                                           "credited to any function"),
                          where)
                : Message(GMONVIEW_TR_NOOP("gmonview::model", "%1: left out"), where));
    }
    if (!request.gprofSums)
        std::erase_if(file.histograms, empty);
    for (const HistogramRecord &h : file.histograms) {
        if (h.rate != 0)
            continue;
        if (!request.gprofSums)
            return Error{GMONVIEW_TR_NOOP("gmonview::model",
                                          "%1: sampling rate 0 Hz: its samples have no duration"),
                         path};
        warnings.emplace_back(GMONVIEW_TR_NOOP("gmonview::model",
                                               "%1: sampling rate 0 Hz; gprof (and this report) "
                                               "prints every time as infinite"),
                              path);
        break;
    }
    return std::nullopt;
}

// The third: it was sampled at the rate of the runs before it (gprof times
// every sample at the first run's rate).
std::optional<Error> checkRate(const std::string &path, const GmonFile &file, const RunSum &sum,
                               const AnalysisRequest &request, std::vector<Message> &warnings)
{
    for (const HistogramRecord &h : file.histograms) {
        if (long(h.rate) == sum.rate())
            continue;
        const Message mixed(GMONVIEW_TR_NOOP("gmonview::model",
                                             "%1: sampled at %2 Hz, the runs before it at %3 Hz"),
                            path, h.rate, sum.rate());
        if (!request.gprofSums)
            return Error{GMONVIEW_TR_NOOP("gmonview::model",
                                          "%1: its samples do not add to theirs; profile runs at "
                                          "one rate"),
                         mixed};
        warnings.emplace_back(GMONVIEW_TR_NOOP("gmonview::model",
                                               "%1; gprof (and this report) times every sample at "
                                               "the first run's rate, so the times are wrong"),
                              mixed);
        break;
    }
    return std::nullopt;
}

// The program as REQUEST asks for it: the one given, read again with other
// options, or read from its path.
Result<std::shared_ptr<const Executable>> programOf(const AnalysisRequest &request,
                                                    const StopRequested &stop)
{
    if (request.executable && request.executable->options == request.program)
        return request.executable;
    return request.executable ? request.executable->withOptions(request.program, stop)
                              : Executable::load(request.executablePath, request.program, stop);
}

} // namespace

Result<Analysis> analyze(const AnalysisRequest &request, const AnalysisProgress &progress)
{
    // glibc's profiles of a shared library name the callers outside it by a
    // symbol of their own (told by the first run's header).
    if (!request.program.outsideCaller && !request.runs.empty() &&
        isLibraryProfile(request.runs.front())) {
        AnalysisRequest library = request;
        library.program.outsideCaller = true;
        return analyze(library, progress);
    }
    Analysis out;
    const int total = int(request.runs.size());
    int done = 0;
    auto goOn = [&](int runs) { return !progress || progress(runs, total); };
    // The long steps within (DWARF, symbol tables) ask too.
    const StopRequested stop = [&] { return !goOn(done); };
    auto canceled = [&] {
        out.canceled = true; // what was read may be partial: dropped
        return out;
    };
    if (!goOn(0))
        return canceled();

    auto loaded = programOf(request, stop);
    const bool readNow = !loaded || *loaded != request.executable;
    if (readNow && !goOn(0))
        return canceled();
    if (!loaded)
        return loaded.error();
    out.executable = *loaded;
    const Executable &exe = *out.executable;
    out.warnings = exe.warnings;

    auto sum = std::make_shared<RunSum>(exe.symbols, exe.specs);
    RunsSeen seen;
    for (const std::string &path : request.runs) {
        // One file at a time: memory stays flat however many runs there are.
        auto file = readGmonFile(path, exe.target, request.format, stop);
        if (file && request.runRead)
            request.runRead(exe, *file);
        // Three checks before the sum sees it.
        std::optional<RunStats> stats;
        std::optional<Error> refusal;
        if (file && request.refuseRepeatedRuns) {
            stats = statsOf(*file);
            refusal = refuseRepeated(path, *stats, seen);
        }
        const bool gnu = file && file->format == GmonFormat::Gnu;
        if (gnu && !refusal)
            refusal = checkHistograms(path, *file, *sum, request, out.warnings);
        if (gnu && !refusal && sum->hasHistogram())
            refusal = checkRate(path, *file, *sum, request, out.warnings);
        Result<RunInfo> added = refusal ? Result<RunInfo>(*refusal)
                                : file  ? sum->add(*file)
                                        : Result<RunInfo>(file.error());
        if (added) {
            if (request.runAdded)
                request.runAdded(*sum, *file);
            out.runInfos.push_back(std::move(*added));
            out.accepted.push_back(stats ? *stats : statsOf(*file));
        } else if (request.skipRefusedRuns) {
            out.refused.push_back(added.error());
        } else {
            return added.error();
        }
        if (!goOn(++done))
            return canceled();
    }
    if (!out.accepted.empty()) {
        std::vector<DirectCall> calls;
        if (request.staticCalls) {
            auto found = findDirectCalls(*exe.elf, stop);
            if (!goOn(done))
                return canceled();
            if (!found)
                return found.error();
            calls = std::move(*found);
        }
        auto profile = std::make_shared<ProfileResult>(
            analyzeProfile(*sum, request.staticCalls ? &calls : nullptr));
        out.warnings.insert(out.warnings.end(), profile->warnings.begin(), profile->warnings.end());
        out.profile = std::move(profile);
    }
    out.sum = std::move(sum);
    return out;
}

AnalysisRequest creditingEachRun(AnalysisRequest request, RunSamplesSink each)
{
    // Set up once, from the first run's sum: every run shares its symbols.
    auto credit = std::make_shared<std::unique_ptr<HistogramCredit>>();
    request.runAdded = [credit, each = std::move(each)](const RunSum &sum, const GmonFile &run) {
        if (!*credit)
            *credit = std::make_unique<HistogramCredit>(sum.symbolTable().symbols, sum.specs(),
                                                        sum.symbolTable().sampleCredit());
        each((*credit)->samples(run), run);
    };
    return request;
}

} // namespace gmonview
