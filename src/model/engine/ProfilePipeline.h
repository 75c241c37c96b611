// SPDX-License-Identifier: MIT
#pragma once

#include "io/GmonFile.h"
#include "io/Result.h"
#include "model/engine/HistogramCredit.h"
#include "model/engine/ProfileResult.h"
#include "model/engine/ProfileSession.h"
#include "model/engine/RunSum.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace gmonview {

// The one way from "executable + runs + options" to an analysed profile,
// taken by `gmonview report`, the window's document and its line view.
struct AnalysisRequest
{
    // The program: EXECUTABLE if it was read already (with any options: it
    // is read again with PROGRAM's where they differ, reusing its ELF),
    // else the file at EXECUTABLE_PATH.
    std::shared_ptr<const Executable> executable;
    std::string executablePath;
    ProgramOptions program;
    std::vector<std::string> runs;                    // gmon files, summed in this order
    GmonFormatChoice format = GmonFormatChoice::Auto; // -O
    bool staticCalls = false; // -c: calls found in the code join the analysis
    // The window goes on without a run that cannot be summed, and says why;
    // the report stops at it, as gprof does.
    bool skipRefusedRuns = false;
    // The window also refuses a run given twice (the same file, or a copy of
    // it): summed twice, its numbers would count double. gprof sums what it
    // is given, and so does the report.
    bool refuseRepeatedRuns = false;
    // Sum what gprof would sum, as gprof sums it, with a warning for each
    // way that makes the numbers wrong (the report): runs at different
    // sampling rates (gprof times every sample at the first run's rate),
    // histogram records that cover no addresses (as the first, they leave
    // every sample uncredited) and a rate of 0 Hz (infinite times). Every
    // other reader refuses such a run, or leaves such a record out.
    bool gprofSums = false;
    // Called with each run just summed, and the sum it joined: for numbers
    // per run (gmonview diff credits each run's histogram alone).
    std::function<void(const RunSum &sum, const GmonFile &run)> runAdded;
    // Called with each file read, whether the sum takes it or not, before
    // it decides (the profile doctor looks at every run this way).
    std::function<void(const Executable &executable, const GmonFile &run)> runRead;
};

struct Analysis
{
    std::shared_ptr<const Executable> executable;
    std::shared_ptr<const RunSum> sum;
    std::vector<RunInfo> runInfos;  // per run summed, in order (gprof -i)
    std::vector<RunStats> accepted; // the same runs, as the runs list shows them
    std::vector<Error> refused;     // with skipRefusedRuns: why each other run was left out
    std::shared_ptr<const ProfileResult> profile; // null when no run was summed
    // What was recovered from on the way (the executable's, the analysis's),
    // for the user to see: the window lists them, the report prints them on
    // standard error.
    std::vector<Message> warnings;
    bool canceled = false; // PROGRESS said stop; nothing else is filled in
};

// Called with the number of runs read so far and in all, before the first
// and after each; returning false cancels.
using AnalysisProgress = std::function<bool(int done, int total)>;

Result<Analysis> analyze(const AnalysisRequest &request, const AnalysisProgress &progress = {});

// Numbers per run (gmonview diff, gmonview stats): REQUEST with a runAdded
// that credits each run's histogram alone, as gprof shares the summed one
// among the sum's symbols, and hands the result to EACH with the run, in
// the order the runs are summed. (Any runAdded REQUEST had is replaced.)
using RunSamplesSink =
    std::function<void(HistogramCredit::RunSamples &&samples, const GmonFile &run)>;
[[nodiscard]] AnalysisRequest creditingEachRun(AnalysisRequest request, RunSamplesSink each);

} // namespace gmonview
