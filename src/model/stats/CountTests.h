// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <cmath>
#include <limits>
#include <vector>

// The statistics of a comparison, on counts of samples per run: the
// dispersion prior fitted across functions, each function's test and
// interval, and the correction for testing them all.
// The method is in docs/user-guide.md, "Comparing runs".
namespace gmonview {

// A figure there is none of (a p-value of a function without samples).
inline constexpr double kNoValue = std::numeric_limits<double>::quiet_NaN();

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

} // namespace gmonview
