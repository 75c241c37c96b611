// SPDX-License-Identifier: MIT
#pragma once

#include "io/Result.h"
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

inline constexpr double kNoValue = std::numeric_limits<double>::quiet_NaN();

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

// What the functions of one comparison say together about how much their
// runs vary (empirical Bayes, as limma's squeezeVar and edgeR's
// quasi-likelihood do): each function's quasi-Poisson dispersion (Pearson's
// chi-square over its runs' degrees of freedom) is taken as a scaled
// chi-square draw around its own true dispersion, and the true dispersions
// as drawn from a scaled inverse chi-square around a trend in the
// function's samples per run, worth DF degrees of freedom. Both are fitted
// by moments on the log dispersions (Smyth 2004).
struct DispersionPrior
{
    // The mean log dispersion (Smyth's e) at MU samples per run is
    // SCALE + log(1 + SLOPE mu): Poisson's variance times a constant, plus
    // a run-to-run spread in proportion to the time (variance mu + SLOPE
    // mu^2, as a negative binomial's).
    double scale = 0, slope = 0;
    // How far the functions' true log dispersions stray from the trend: a
    // variance of SPREAD + SPREAD_TIME w^2, w = timeWeight(mu). The prior's
    // degrees of freedom d0 at mu follow from it (Smyth: trigamma(d0/2) is
    // that variance), at most POOLED_DF: kMaxPriorDf, and no more than the
    // residual degrees of freedom of the functions it was fitted to.
    // Not FITTED: no prior, each function alone.
    double spread = 0, spreadTime = 0, pooledDf = 0;
    // The trend's own uncertainty at mu: leverage(mu) times RESIDUAL_VARIANCE
    // (INVERSE: (X'X)^-1 of the linearised trend, upper triangle).
    std::array<double, 3> inverse{0, 0, 0};
    double residualVariance = 0;
    // The spread's own noise: the variance of the squared residuals about
    // it (SPREAD_NOISE) and (Z'Z)^-1 of its fit on (1, w^2).
    std::array<double, 3> spreadInverse{0, 0, 0};
    double spreadNoise = 0;
    bool fitted = false;
    double df = 0;     // d0's mean over the functions it was fitted to (reported)
    int functions = 0; // the functions it was fitted to
    [[nodiscard]] double dispersionAt(double samplesPerRun) const; // exp of the trend
    [[nodiscard]] double dfAt(double samplesPerRun) const;
    // d log(1 + slope mu) / d log slope: slope mu / (1 + slope mu).
    [[nodiscard]] double timeWeight(double samplesPerRun) const;
    [[nodiscard]] double leverage(double samplesPerRun) const;
    // d log(1 + slope mu) / d slope: mu / (1 + slope mu).
    [[nodiscard]] double slopeColumn(double samplesPerRun) const;
};
inline constexpr double kMaxPriorDf = 1000;
// Functions with fewer samples per run than this are left out of the fit:
// their Pearson statistic is too far from a chi-square.
inline constexpr double kPriorMinimumSamples = 5;
// From this many functions on, the trend's scale is fitted; below, it is
// Poisson's.
inline constexpr int kPriorScaleFunctions = 8;
// A function whose own dispersion is this improbable under the prior, or
// more, has the prior's weight cut in proportion.
inline constexpr double kPriorOutlierTail = 0.25;

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

// One function's counts: its samples in each run of a side, and each run's
// exposure (1 for a run, or with normalize the run's total samples).
struct CountsByRun
{
    std::vector<double> base, baseExposure, next, nextExposure;
};

[[nodiscard]] DispersionPrior fitDispersionPrior(const std::vector<CountsByRun> &functions);

// The statistics of one function. One run a side: an exact test
// conditional on the two counts (Poisson); more: run-to-run dispersion,
// from the function's runs and PRIOR (its moderated value, never below
// Poisson's, on the runs' degrees of freedom plus the prior's), widens it
// (quasi-Poisson with Student's t). The p-value is the larger of the two.
// The interval bounds the difference of rates, new - base, in samples per
// unit of exposure, at 1 - INTERVAL_ALPHA (ALPHA when NaN); it leaves out
// 0 exactly when p <= INTERVAL_ALPHA.
struct CountTest
{
    double pValue = kNoValue;
    double ciLow = kNoValue;
    double ciHigh = kNoValue;
    bool tooFewSamples = false; // no split of the total could reach ALPHA
    double dispersion = kNoValue; // the one used (moderated); NaN with one run a side
    double df = 0;                 // its degrees of freedom
};
[[nodiscard]] CountTest testCounts(const std::vector<double> &base,
                                   const std::vector<double> &baseExposure,
                                   const std::vector<double> &next,
                                   const std::vector<double> &nextExposure, double alpha,
                                   const DispersionPrior &prior = {},
                                   double intervalAlpha = kNoValue);

// Every function of a comparison tested: the prior fitted across them,
// each tested, Benjamini-Hochberg over those with a p-value, and the
// intervals at the level the verdicts imply (Benjamini and Yekutieli's
// false-coverage-rate intervals): with R of M functions significant, each
// interval is at 1 - max(R, 1) A / M, which leaves out 0 exactly for the
// significant ones.
struct FamilyTest
{
    DispersionPrior prior;
    std::vector<CountTest> tests; // in the order given
    std::vector<double> adjustedP;
    std::vector<bool> significant; // adjustedP <= alpha
    double intervalAlpha = kNoValue;
};
[[nodiscard]] FamilyTest testFamily(const std::vector<CountsByRun> &functions, double alpha);

// Benjamini-Hochberg: adjusted p-values, in the order given (NaN stays NaN).
std::vector<double> adjustBenjaminiHochberg(const std::vector<double> &pValues);

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
