#include "ProfilePipeline.h"

#include "DirectCalls.h"
#include "ElfImage.h"

namespace gmonview {

Result<Analysis> analyze(const AnalysisRequest &request, const AnalysisProgress &progress)
{
    Analysis out;
    const int total = int(request.runs.size());
    auto goOn = [&](int done) { return !progress || progress(done, total); };
    if (!goOn(0)) {
        out.canceled = true;
        return out;
    }

    if (request.executable && request.executable->options == request.program) {
        out.executable = request.executable;
    } else {
        auto loaded = request.executable
                          ? request.executable->withOptions(request.program)
                          : Executable::load(request.executablePath, request.program);
        if (!loaded)
            return loaded.error();
        out.executable = *loaded;
    }
    const Executable &exe = *out.executable;
    out.warnings = exe.warnings;

    auto sum = std::make_shared<ProfileAccumulator>(exe.symbols, exe.specs);
    int done = 0;
    for (const std::string &path : request.runs) {
        // One file at a time: memory stays flat however many runs there are.
        auto file = readGmonFile(path, exe.target, request.format);
        Result<RunInfo> added = file ? sum->add(*file) : Result<RunInfo>(file.error());
        if (added) {
            out.runInfos.push_back(std::move(*added));
            out.accepted.push_back(statsOf(*file));
        } else if (request.skipRefusedRuns) {
            out.refused.push_back(added.error());
        } else {
            return added.error();
        }
        if (!goOn(++done)) {
            out.canceled = true;
            return out;
        }
    }
    if (!out.accepted.empty()) {
        std::vector<DirectCall> calls;
        if (request.staticCalls) {
            auto found = findDirectCalls(*exe.elf);
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

} // namespace gmonview
