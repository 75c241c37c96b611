// SPDX-License-Identifier: MIT
#include "model/stats/CountTests.h"

#include "model/stats/Distributions.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

namespace gmonview {

std::vector<double> adjustBenjaminiHochberg(const std::vector<double> &pValues)
{
    std::vector<double> adjusted(pValues.size(), kNoValue);
    std::vector<size_t> order;
    for (size_t i = 0; i < pValues.size(); ++i)
        if (!std::isnan(pValues[i]))
            order.push_back(i);
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return pValues[a] < pValues[b]; });
    const double m = double(order.size());
    // Step up: the adjusted value of the k-th smallest is the least of
    // p(j) m / j over j >= k, so adjusted values keep the p-values' order.
    double running = 1;
    for (size_t k = order.size(); k-- > 0;) {
        running = std::min(running, pValues[order[k]] * m / double(k + 1));
        adjusted[order[k]] = running;
    }
    return adjusted;
}

namespace {

// A function's own dispersion: Pearson's chi-square of each run against
// its side's rate, over the runs' degrees of freedom.
struct OwnDispersion
{
    double value = kNoValue; // chi-square / df
    double df = 0;
    double samplesPerRun = 0;
};

OwnDispersion ownDispersion(const CountsByRun &f)
{
    OwnDispersion out;
    const size_t nb = f.base.size(), nn = f.next.size();
    if (nb == 0 || nn == 0 || nb + nn < 3)
        return out;
    double pearson = 0, samples = 0;
    auto addSide = [&](const std::vector<double> &x, const std::vector<double> &e) {
        const double total = std::accumulate(x.begin(), x.end(), 0.0);
        const double exposure = std::accumulate(e.begin(), e.end(), 0.0);
        const double rate = exposure > 0 ? total / exposure : 0;
        samples += total;
        for (size_t i = 0; i < x.size(); ++i) {
            const double expected = rate * e[i];
            if (expected > 0)
                pearson += (x[i] - expected) * (x[i] - expected) / expected;
        }
    };
    addSide(f.base, f.baseExposure);
    addSide(f.next, f.nextExposure);
    out.df = double(nb + nn - 2);
    out.value = pearson / out.df;
    out.samplesPerRun = samples / double(nb + nn);
    return out;
}

// The trend's log dispersion at samples per run MU, before the prior's
// own offset: log(1 + slope mu) (Poisson plus a spread in proportion to
// the time: variance mu + slope mu^2).
double trendShape(double slope, double mu)
{
    return std::log1p(slope * mu);
}

} // namespace

double DispersionPrior::dispersionAt(double samplesPerRun) const
{
    return std::exp(scale + trendShape(slope, samplesPerRun));
}

double DispersionPrior::timeWeight(double samplesPerRun) const
{
    const double t = slope * samplesPerRun;
    return t / (1 + t);
}

double DispersionPrior::slopeColumn(double samplesPerRun) const
{
    return samplesPerRun / (1 + slope * samplesPerRun);
}

double DispersionPrior::leverage(double samplesPerRun) const
{
    const double g = slopeColumn(samplesPerRun);
    return inverse[0] + 2 * inverse[1] * g + inverse[2] * g * g;
}

double DispersionPrior::dfAt(double samplesPerRun) const
{
    if (!fitted)
        return 0;
    const double w = timeWeight(samplesPerRun);
    // How far a function's dispersion may stray from the trend as fitted:
    // from the trend itself, and the fitted trend from the true one.
    const double w2 = w * w;
    const double error = std::sqrt(
        spreadNoise * (spreadInverse[0] + 2 * spreadInverse[1] * w2 + spreadInverse[2] * w2 * w2));
    const double variance =
        spread + spreadTime * w2 + error + leverage(samplesPerRun) * residualVariance;
    if (!(variance > 0))
        return pooledDf;
    return std::min(pooledDf, 2 * stats::trigammaInverse(variance));
}

namespace {

// Smyth's moments: e = log s^2 - digamma(d/2) + log(d/2) has mean
// log s0^2 - digamma(d0/2) + log(d0/2) and variance trigamma(d/2) +
// trigamma(d0/2).
struct PriorPoint
{
    double mu, x, e, trigamma, df;
};

// A point for each function with a dispersion of its own and samples enough.
std::vector<PriorPoint> priorPoints(const std::vector<CountsByRun> &functions)
{
    std::vector<PriorPoint> points;
    for (const CountsByRun &f : functions) {
        const OwnDispersion own = ownDispersion(f);
        if (!(own.df > 0) || !(own.value > 0) || own.samplesPerRun < kPriorMinimumSamples)
            continue;
        points.push_back({own.samplesPerRun, std::log(own.samplesPerRun),
                          std::log(own.value) - stats::digamma(own.df / 2) + std::log(own.df / 2),
                          stats::trigamma(own.df / 2), own.df});
    }
    return points;
}

// The trend's scale at SLOPE: the mean residual, or Poisson's (0) when held
// (PARAMETERS 1).
double fitScale(const std::vector<PriorPoint> &points, int parameters, double slope)
{
    if (parameters == 1)
        return 0.0;
    double sum = 0;
    for (const PriorPoint &p : points)
        sum += p.e - trendShape(slope, p.mu);
    return sum / double(points.size());
}

// The squares of the residuals about the trend at SLOPE.
double trendSquares(const std::vector<PriorPoint> &points, int parameters, double slope)
{
    const double scale = fitScale(points, parameters, slope);
    double sum = 0;
    for (const PriorPoint &p : points) {
        const double r = p.e - scale - trendShape(slope, p.mu);
        sum += r * r;
    }
    return sum;
}

// The trend's slope: a search over its logarithm, refined by golden section
// around the grid's best.
double fitSlope(const std::vector<PriorPoint> &points, int parameters)
{
    auto squares = [&](double slope) { return trendSquares(points, parameters, slope); };
    double slope = 0;
    double best = squares(0), bestLog = 0;
    for (double l = -12; l <= 2; l += 0.05) {
        const double v = squares(std::pow(10.0, l));
        if (v < best) {
            best = v;
            bestLog = l;
            slope = std::pow(10.0, l);
        }
    }
    if (slope > 0) {
        double lo = bestLog - 0.05, hi = bestLog + 0.05;
        while (hi - lo > 1e-6) {
            const double m1 = hi - 0.618 * (hi - lo), m2 = lo + 0.618 * (hi - lo);
            if (squares(std::pow(10.0, m1)) < squares(std::pow(10.0, m2)))
                hi = m2;
            else
                lo = m1;
        }
        slope = std::pow(10.0, 0.5 * (lo + hi));
    }
    return slope;
}

// The trend's own error at mu: its leverage h(mu) = x' (X'X)^-1 x, the
// trend linearised in its parameters, x = (1, mu / (1 + slope mu)) (the
// slope's column alone when the scale is held); a residual's expected
// square is (1 - h) times its variance. This is (X'X)^-1.
std::array<double, 3> trendInverse(const DispersionPrior &prior,
                                   const std::vector<PriorPoint> &points, int parameters)
{
    double c11 = 0, c1w = 0, cww = 0;
    for (const PriorPoint &p : points) {
        const double g = prior.slopeColumn(p.mu);
        c11 += 1;
        c1w += g;
        cww += g * g;
    }
    const double d = c11 * cww - c1w * c1w;
    if (parameters == 2 && d > 1e-12 * c11 * cww)
        return {cww / d, -c1w / d, c11 / d};
    if (parameters == 1 && cww > 0)
        return {0, 0, 1 / cww};
    return {1 / c11, 0, 0};
}

// A squared residual's scale for the trend's own error at MU.
double inflation(const DispersionPrior &prior, double mu)
{
    return 1 / std::max(0.05, 1 - prior.leverage(mu));
}

// The sums of the least squares for the spread, on (1, w^2), and the
// points' degrees of freedom and mean inflated squared residual.
struct SpreadMoments
{
    double s11 = 0, s1w = 0, sww = 0, s1z = 0, swz = 0, ownDf = 0, total = 0;
};

SpreadMoments spreadMoments(const DispersionPrior &prior, const std::vector<PriorPoint> &points)
{
    const size_t n = points.size();
    SpreadMoments m;
    for (const PriorPoint &p : points) {
        const double r = p.e - prior.scale - trendShape(prior.slope, p.mu);
        const double z = inflation(prior, p.mu) * r * r - p.trigamma;
        m.total += inflation(prior, p.mu) * r * r / double(n);
        const double w = prior.timeWeight(p.mu);
        const double w2 = w * w;
        m.s11 += 1;
        m.s1w += w2;
        m.sww += w2 * w2;
        m.s1z += z;
        m.swz += w2 * z;
        m.ownDf += p.df;
    }
    return m;
}

// The squares of the moments about the spread A + B w^2.
double spreadSquares(const DispersionPrior &prior, const std::vector<PriorPoint> &points, double a,
                     double b)
{
    double sum = 0;
    for (const PriorPoint &p : points) {
        const double r = p.e - prior.scale - trendShape(prior.slope, p.mu);
        const double w = prior.timeWeight(p.mu);
        const double d = inflation(prior, p.mu) * r * r - p.trigamma - a - b * w * w;
        sum += d * d;
    }
    return sum;
}

// How far the functions' true dispersions stray from the trend, as the
// variance of their logarithm: SPREAD + SPREAD_TIME w(mu)^2. A spread in
// how much each function's time varies from run to run moves log (1 +
// slope mu) by w(mu) = slope mu / (1 + slope mu) times as much, so it tells
// on hot functions and not on cold ones, which Poisson rules; SPREAD is
// what strays whatever the time. Moments: each squared residual, scaled by
// 1 / (1 - h) and less its own sampling variance trigamma(d/2), estimates
// the variance at its w; non-negative least squares on (1, w^2).
void fitSpread(DispersionPrior &prior, const std::vector<PriorPoint> &points,
               const SpreadMoments &m)
{
    const size_t n = points.size();
    double a = 0, b = 0;
    const double det = m.s11 * m.sww - m.s1w * m.s1w;
    if (det > 1e-12 * m.s11 * m.sww) {
        a = (m.sww * m.s1z - m.s1w * m.swz) / det;
        b = (m.s11 * m.swz - m.s1w * m.s1z) / det;
    }
    if (!(det > 1e-12 * m.s11 * m.sww) || a < 0 || b < 0) {
        // The best fit with one of the two at zero.
        const double aOnly = std::max(0.0, m.s1z / m.s11);
        const double bOnly = m.sww > 0 ? std::max(0.0, m.swz / m.sww) : 0;
        if (spreadSquares(prior, points, aOnly, 0) <= spreadSquares(prior, points, 0, bOnly)) {
            a = aOnly;
            b = 0;
        } else {
            a = 0;
            b = bOnly;
        }
    }
    prior.spread = a;
    prior.spreadTime = b;
    prior.residualVariance = m.total;
    // That spread is itself estimated, noisily from a few functions, and
    // d0 grows without bound as it nears zero: the prior takes it one
    // standard error higher, so that a few functions do not claim more
    // than they show (from hundreds, the error is small).
    prior.spreadNoise = spreadSquares(prior, points, a, b) / double(std::max<size_t>(1, n - 2));
    if (det > 1e-12 * m.s11 * m.sww)
        prior.spreadInverse = {m.sww / det, -m.s1w / det, m.s11 / det};
    else
        prior.spreadInverse = {1 / m.s11, 0, 0};
}

} // namespace

DispersionPrior fitDispersionPrior(const std::vector<CountsByRun> &functions)
{
    DispersionPrior prior;
    const std::vector<PriorPoint> points = priorPoints(functions);
    const size_t n = points.size();
    if (n < 3)
        return prior;
    // The trend: scale + log(1 + slope mu), least squares on e; the slope
    // by a search over its logarithm, the scale then the mean residual.
    // From fewer functions than kPriorScaleFunctions the scale is held at
    // Poisson's (0: a cold function's samples vary as Poisson's, and a
    // mean taken over hot and cold alike would put the trend below every
    // hot function).
    const int parameters = n >= size_t(kPriorScaleFunctions) ? 2 : 1;
    prior.slope = fitSlope(points, parameters);
    prior.scale = fitScale(points, parameters, prior.slope);
    prior.inverse = trendInverse(prior, points, parameters);
    const SpreadMoments moments = spreadMoments(prior, points);
    fitSpread(prior, points, moments);
    // The trend is itself estimated from these functions' runs: it cannot
    // know more than their pooled degrees of freedom (what keeps a prior
    // from a handful of functions from claiming a thousand).
    prior.pooledDf =
        std::min(kMaxPriorDf, double(n - size_t(parameters)) * moments.ownDf / double(n));
    prior.fitted = true;
    double weighted = 0;
    for (const PriorPoint &p : points)
        weighted += prior.dfAt(p.mu) / double(n);
    prior.df = weighted;
    prior.functions = int(n);
    return prior;
}

namespace {

// A function's samples and exposures on each side, added up over its runs.
struct SideTotals
{
    double xb, xn, eb, en;
};

double sumOf(const std::vector<double> &values)
{
    return std::accumulate(values.begin(), values.end(), 0.0);
}

// Poisson, exactly: given the total T, New's count is Binomial(T, p0)
// when the rates are equal. Samples are whole but for the share of a bin
// that straddles two functions: rounded. Sets OUT's p-value, interval (at
// 1 - INTERVAL_ALPHA) and tooFewSamples; false when there are no samples.
bool testExactly(const SideTotals &t, double alpha, double intervalAlpha, CountTest &out)
{
    const int64_t kb = std::llround(t.xb), kn = std::llround(t.xn);
    const int64_t total = kb + kn;
    if (total == 0) {
        out.tooFewSamples = true;
        return false;
    }
    const double p0 = t.en / (t.eb + t.en);
    // The smallest p-value any split of TOTAL could give: all on one side.
    const double leastP =
        std::min(1.0, 2 * std::exp(double(total) * std::log(std::min(p0, 1 - p0))));
    out.tooFewSamples = leastP > alpha;
    out.pValue = std::min(1.0, 2 * std::min(stats::binomialLower(kn, total, p0),
                                            stats::binomialUpper(kn, total, p0)));
    // Clopper-Pearson for New's share p of the total, mapped to the rate
    // difference at the total seen: d(p) = T (p / En - (1 - p) / Eb), which
    // is increasing in p, so 0 is outside the interval exactly when the test
    // above rejects at the interval's level.
    const double a = intervalAlpha;
    const double pLow = kn == 0 ? 0 : stats::betaQuantile(a / 2, double(kn), double(kb + 1));
    const double pHigh = kb == 0 ? 1 : stats::betaQuantile(1 - a / 2, double(kn + 1), double(kb));
    auto differenceAt = [&](double share) {
        return double(total) * (share / t.en - (1 - share) / t.eb);
    };
    out.ciLow = differenceAt(pLow);
    out.ciHigh = differenceAt(pHigh);
    return true;
}

// A function's own dispersion OWN moderated by the prior: its value (never
// below Poisson's) and degrees of freedom, set in OUT.
void moderateDispersion(const OwnDispersion &own, const DispersionPrior &prior, CountTest &out)
{
    double d0 = prior.dfAt(own.samplesPerRun);
    // The prior's scale at d0: the trend of e, less e's offset.
    const double priorDispersion = d0 > 0 ? prior.dispersionAt(own.samplesPerRun) *
                                                std::exp(stats::digamma(d0 / 2) - std::log(d0 / 2))
                                          : 1.0;
    // Robustly (after limma's robust = TRUE): a function whose own
    // dispersion lies in the prior's upper tail, s^2 / s0^2 ~ F(d, d0),
    // beyond kPriorOutlierTail, is one the trend does not describe; the
    // prior's weight falls with the tail's probability.
    if (d0 > 0 && own.value > priorDispersion) {
        const double f = own.value / priorDispersion;
        const double upper = stats::regularizedBeta(d0 / (d0 + own.df * f), d0 / 2, own.df / 2);
        if (upper < kPriorOutlierTail)
            d0 *= upper / kPriorOutlierTail;
    }
    const double moderated = (d0 * priorDispersion + own.df * own.value) / (d0 + own.df);
    out.dispersion = std::max(1.0, moderated);
    out.df = d0 + own.df;
}

// Several runs: run-to-run variation beyond Poisson's, measured by the
// Pearson statistic of each run against its side's rate and moderated by
// the prior, widens OUT's interval and may raise its p-value
// (quasi-Poisson, Student's t on the runs' degrees of freedom plus the
// prior's).
void widenForDispersion(const OwnDispersion &own, const DispersionPrior &prior, const SideTotals &t,
                        double intervalAlpha, CountTest &out)
{
    moderateDispersion(own, prior, out);
    const double rateBase = t.xb / t.eb, rateNext = t.xn / t.en;
    const double delta = rateNext - rateBase;
    const double a = intervalAlpha;
    const double se = std::sqrt(out.dispersion * (rateBase / t.eb + rateNext / t.en));
    const double q = stats::studentQuantile(1 - a / 2, out.df);
    out.pValue = std::max(out.pValue, stats::studentTwoSided(delta / se, out.df));
    out.ciLow = std::min(out.ciLow, delta - q * se);
    out.ciHigh = std::max(out.ciHigh, delta + q * se);
}

} // namespace

CountTest testCounts(const std::vector<double> &base, const std::vector<double> &baseExposure,
                     const std::vector<double> &next, const std::vector<double> &nextExposure,
                     double alpha, const DispersionPrior &prior, double intervalAlpha)
{
    CountTest out;
    if (std::isnan(intervalAlpha))
        intervalAlpha = alpha;
    const size_t nb = base.size(), nn = next.size();
    if (nb == 0 || nn == 0 || baseExposure.size() != nb || nextExposure.size() != nn)
        return out;
    const SideTotals t{sumOf(base), sumOf(next), sumOf(baseExposure), sumOf(nextExposure)};
    if (!(t.eb > 0) || !(t.en > 0))
        return out;
    if (!testExactly(t, alpha, intervalAlpha, out))
        return out;
    const OwnDispersion own = ownDispersion({base, baseExposure, next, nextExposure});
    if (own.df > 0)
        widenForDispersion(own, prior, t, intervalAlpha, out);
    if (out.tooFewSamples)
        out.pValue = kNoValue;
    return out;
}

FamilyTest testFamily(const std::vector<CountsByRun> &functions, double alpha)
{
    FamilyTest out;
    out.prior = fitDispersionPrior(functions);
    std::vector<double> pValues;
    for (const CountsByRun &f : functions) {
        out.tests.push_back(
            testCounts(f.base, f.baseExposure, f.next, f.nextExposure, alpha, out.prior));
        pValues.push_back(out.tests.back().pValue);
    }
    out.adjustedP = adjustBenjaminiHochberg(pValues);
    size_t tested = 0, significant = 0;
    for (size_t i = 0; i < functions.size(); ++i) {
        const bool s = !std::isnan(out.adjustedP[i]) && out.adjustedP[i] <= alpha;
        out.significant.push_back(s);
        tested += !std::isnan(pValues[i]);
        significant += s;
    }
    // Benjamini-Hochberg rejects the R smallest p-values, each at most
    // R alpha / M, and no other is (else R + 1 would pass): intervals at
    // that level leave out 0 for the significant ones alone.
    out.intervalAlpha =
        tested > 0 ? alpha * double(std::max<size_t>(significant, 1)) / double(tested) : alpha;
    for (size_t i = 0; i < functions.size(); ++i) {
        const CountsByRun &f = functions[i];
        const CountTest t = testCounts(f.base, f.baseExposure, f.next, f.nextExposure, alpha,
                                       out.prior, out.intervalAlpha);
        out.tests[i].ciLow = t.ciLow;
        out.tests[i].ciHigh = t.ciHigh;
    }
    return out;
}

} // namespace gmonview
