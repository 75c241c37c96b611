// SPDX-License-Identifier: MIT
#pragma once

#include "io/Result.h"
#include "model/stats/CountTests.h"
#include "model/engine/ProfilePipeline.h"
#include "model/engine/ProfileResult.h"
#include "model/engine/ProfileSession.h"

#include <cmath>
#include <limits>
#include <memory>
#include <array>
#include <string>
#include <vector>

namespace gmonview {

// Two sets of runs compared: "did my change help, where, and how sure is
// that?". Base and New are each a program with one or more runs (usually
// two builds of one program; sometimes one executable twice). Functions are
// matched by demangled name (static ones by name and source file); each
// gets its self time per run on both sides, the difference with a
// confidence interval and a p-value (the runs' dispersion moderated across
// functions), and a verdict after Benjamini-Hochberg over all functions
// tested, the intervals at the level the verdicts imply. Call counts are
// exact and compared, not tested.
// The method is in docs/user-guide.md, "Comparing runs".

struct CompareOptions
{
    double alpha = 0.05; // false discovery rate, and 1 - confidence
    // Compare shares of each side's total instead of seconds per run (for
    // workloads of different length). Off by default.
    bool normalize = false;
};

// One side of a comparison, as read.
struct CompareSide
{
    std::shared_ptr<const Executable> executable;
    std::string executablePath;
    std::vector<std::string> runs; // the runs summed, in order
    // The sum of the runs, analysed as `gmonview report` does (for the call
    // graph, the callers and callees, the source).
    std::shared_ptr<const ProfileResult> profile;
    // Per run, per symbol of PROFILE: the samples in the symbol's range
    // (ProfileSymbol::samples of that run alone). [run][symbol].
    std::vector<std::vector<double>> runSamples;
    long rate = 0;                 // samples per second
    double samplesPerRun = 0;      // every sample, a function's or not, per run
    double secondsPerRun() const { return rate > 0 ? samplesPerRun / double(rate) : 0; }
};

enum class DeltaStatus
{
    Slower,    // significantly more time per run
    Faster,    // significantly less
    Unchanged, // no significant difference (or too few samples to tell)
    New,       // only in New
    Removed,   // only in Base
};

const char *statusName(DeltaStatus status); // "slower", ... as in the JSON

struct FunctionDelta
{
    std::string name; // demangled, as the flat profile shows it
    std::string file; // the source file of a static function, else empty
    int baseSymbol = -1; // index into base.profile->symbols, -1 when absent
    int newSymbol = -1;  // index into next.profile->symbols, -1 when absent
    DeltaStatus status = DeltaStatus::Unchanged;

    // Self time per run, in seconds (with NORMALIZE, New is scaled to Base's
    // total: what New's share would be in Base's seconds).
    double baseSeconds = 0;
    double newSeconds = 0;
    double deltaSeconds = 0;       // new - base
    double deltaPercent = kNoValue; // of baseSeconds; NaN when that is 0
    // The interval of deltaSeconds, at Comparison::intervalAlpha's level
    // (adjusted as the verdict is: it leaves out 0 exactly when significant).
    double ciLow = kNoValue;
    double ciHigh = kNoValue;
    double pValue = kNoValue;       // NaN where no test applies
    double adjustedP = kNoValue;    // Benjamini-Hochberg
    bool significant = false;       // adjustedP <= alpha
    // Too few samples on both sides for any split of them to be significant
    // at alpha: nothing can be said, whatever the numbers. No p-value then
    // (it is left out of Benjamini-Hochberg); the interval is still given.
    bool tooFewSamples = false;

    double baseSamples = 0; // summed over the side's runs
    double newSamples = 0;
    // Per run: every entry (ProfileSymbol::calls + selfCalls, as gprof's
    // flat profile counts them); calls are exact, so compared, not tested.
    double baseCalls = 0;
    double newCalls = 0;
    bool callsChanged = false;
};

// A call between two functions, matched by the names at both ends.
struct ArcDelta
{
    std::string caller;
    std::string callee;
    double baseCalls = 0; // per run
    double newCalls = 0;
};

struct Comparison
{
    CompareOptions options;
    CompareSide base;
    CompareSide next; // "new"
    // Functions with samples or calls on either side: significant ones
    // first by |delta|, then the others by |delta|; New and Removed last.
    std::vector<FunctionDelta> functions;
    // Every call on either side, changed or not, matched by the names at
    // both ends (0 on a side without it).
    std::vector<ArcDelta> arcs;
    std::vector<Message> warnings;
    // The intervals are at 1 - intervalAlpha (FamilyTest::intervalAlpha).
    double intervalAlpha = kNoValue;
    DispersionPrior prior; // fitted across the functions tested
    bool canceled = false; // PROGRESS said stop; nothing else is filled in
};

struct CompareRequest
{
    AnalysisRequest base; // program and runs of each side, as for a report
    AnalysisRequest next;
    CompareOptions options;
};

// Reads both sides and compares them. Errors name the file and what is
// wrong: a side without runs, a run that cannot be summed with its side's
// others, or two programs of different architectures.
Result<Comparison> compareRuns(const CompareRequest &request,
                               const AnalysisProgress &progress = {});

// One wording and number format for the command and the window: a
// p-value ("0.0031", "-" when none), calls per run (whole when whole:
// "1000000", else two decimals), a change of calls ("+1000000", "-3.50"),
// and a confidence level in percent with the digits it needs ("95",
// "99.75").
[[nodiscard]] std::string pValueText(double p);
[[nodiscard]] std::string callsText(double calls);
[[nodiscard]] std::string callsChangeText(double change);
[[nodiscard]] std::string confidenceText(double alpha);

} // namespace gmonview
