// SPDX-License-Identifier: MIT
#pragma once

#include "io/Result.h"
#include "model/engine/ProfilePipeline.h"
#include "model/stats/ProfileCompare.h"

#include <string>
#include <vector>

namespace gmonview {

// Many runs of one program treated as a sample: per function, its seconds
// in each run, their mean and spread, whether the spread is more than
// sampling explains, which runs stand out, and how many runs would pin the
// mean down. The method is in docs/user-guide.md, "Runs as a sample".

struct RunStatsOptions
{
    double alpha = 0.05; // of each test; outliers: family-wise per function
    // Below this mean count per run a function has "too few samples" to say
    // whether its spread is sampling's.
    double fewSamples = 10;
};

enum class Stability
{
    Stable,        // spread consistent with sampling alone (Poisson)
    Noisy,         // spread beyond sampling's, at alpha (chi-square)
    TooFewSamples, // mean count per run below RunStatsOptions::fewSamples
    SingleRun,     // one run: no spread to judge
};

const char *stabilityName(Stability stability); // "stable", ... as in the JSON

// One function's counts over the runs, judged (the simulations call this).
struct CountSpread
{
    double mean = 0;              // samples per run
    double stddev = 0;            // samples, over runs (n - 1); 0 for one run
    double dispersion = kNoValue; // Pearson chi-square / (n - 1); NaN for one run
    Stability stability = Stability::SingleRun;
    std::vector<int> outliers; // indices of the runs flagged, ascending
    // Per run, how far it departs from the others, in their standard
    // deviations (sampling's at least; the same z the outlier test takes):
    // negative when it has fewer samples. Empty for one run.
    std::vector<double> departure;
    // Runs for the mean to be within +-5 % / +-1 % at 95 %:
    // ceil(z^2 / p^2 * max(dispersion, 1) / mean); NaN when the mean is 0.
    double runsNeeded5 = kNoValue;
    double runsNeeded1 = kNoValue;
};

// COUNTS: one function's samples in each run (runs of equal length in
// samples per second). Outliers need at least 4 runs.
CountSpread analyzeCounts(const std::vector<double> &counts, const RunStatsOptions &options = {});

struct RunSummary
{
    std::string file;
    double samples = 0; // every histogram count of the run
    double seconds = 0;
    double calls = 0;            // every arc count of the run
    bool oddSamples = false;     // far shorter or longer than the others
    bool oddCalls = false;       // calls differ where the others agree
    double departure = kNoValue; // of its samples from the others' (CountSpread)
};

struct FunctionRuns
{
    std::string name;            // demangled, as the flat profile shows it
    std::string file;            // the source file of a static function, else empty
    int symbol = -1;             // in the analysed profile's symbols
    std::vector<double> seconds; // per run, in the order given
    double meanSeconds = 0;
    double stddevSeconds = 0;
    double cv = kNoValue;             // stddev / mean
    CountSpread spread;               // in samples
    double secondsNeeded5 = kNoValue; // runsNeeded * mean seconds of a run
    double secondsNeeded1 = kNoValue;
};

struct RunStatistics
{
    RunStatsOptions options;
    std::string executablePath;
    long rate = 0; // samples per second
    std::vector<RunSummary> runs;
    CountSpread total; // of the runs' every sample: how steady the runs are as a whole
    // Functions with samples in any run, by mean seconds, most first.
    std::vector<FunctionRuns> functions;
    std::vector<Message> warnings;
    bool canceled = false;
};

// The pure part: per function its counts in each run (NAMES and COUNTS in
// step), RUNS with samples and calls filled in. Flags odd runs and fills
// in the functions' figures.
struct FunctionCounts
{
    std::string name;
    std::string file;
    int symbol = -1;
    std::vector<double> counts; // per run
};
RunStatistics summarizeRuns(std::vector<RunSummary> runs, std::vector<FunctionCounts> functions,
                            long rate, const RunStatsOptions &options = {});

// Collects each run's samples per function while an analysis sums the runs
// (attach the request it analyses), and summarizes them with its result:
// statistics in the same pass as the sum.
class RunSampleCollector
{
public:
    RunSampleCollector() = default;
    // The attached request calls back into this object: it stays put.
    RunSampleCollector(const RunSampleCollector &) = delete;
    RunSampleCollector &operator=(const RunSampleCollector &) = delete;

    [[nodiscard]] AnalysisRequest attach(AnalysisRequest request);
    // The runs ANALYSIS summed, in its order; once per attach.
    RunStatistics summarize(const Analysis &analysis, const RunStatsOptions &options = {});

private:
    std::vector<std::vector<std::pair<int, double>>> m_nonzero; // per run: symbol, samples
    std::vector<RunSummary> m_runs;
};

// Reads REQUEST's program and runs and summarizes them. Errors name the
// file: no runs, a run that cannot be read or summed with the others.
Result<RunStatistics> runStatistics(const AnalysisRequest &request,
                                    const RunStatsOptions &options = {},
                                    const AnalysisProgress &progress = {});

} // namespace gmonview
