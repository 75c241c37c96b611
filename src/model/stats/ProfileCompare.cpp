// SPDX-License-Identifier: MIT
#include "model/stats/ProfileCompare.h"

#include "model/engine/PrintfText.h"

#include "io/ElfImage.h"
#include "model/engine/HistogramCredit.h"
#include "model/engine/RunSum.h"
#include "model/stats/Distributions.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <map>
#include <numeric>
#include <unordered_map>

namespace gmonview {

const char *statusName(DeltaStatus status)
{
    switch (status) {
    case DeltaStatus::Slower:
        return "slower";
    case DeltaStatus::Faster:
        return "faster";
    case DeltaStatus::Unchanged:
        return "unchanged";
    case DeltaStatus::New:
        return "new";
    case DeltaStatus::Removed:
        return "removed";
    }
    return "unchanged";
}

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

DispersionPrior fitDispersionPrior(const std::vector<CountsByRun> &functions)
{
    DispersionPrior prior;
    // Smyth's moments: e = log s^2 - digamma(d/2) + log(d/2) has mean
    // log s0^2 - digamma(d0/2) + log(d0/2) and variance trigamma(d/2) +
    // trigamma(d0/2).
    struct Point
    {
        double mu, x, e, trigamma, df;
    };
    std::vector<Point> points;
    for (const CountsByRun &f : functions) {
        const OwnDispersion own = ownDispersion(f);
        if (!(own.df > 0) || !(own.value > 0) || own.samplesPerRun < kPriorMinimumSamples)
            continue;
        points.push_back({own.samplesPerRun, std::log(own.samplesPerRun),
                          std::log(own.value) - stats::digamma(own.df / 2) + std::log(own.df / 2),
                          stats::trigamma(own.df / 2), own.df});
    }
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
    auto fitScale = [&](double slope) {
        if (parameters == 1)
            return 0.0;
        double sum = 0;
        for (const Point &p : points)
            sum += p.e - trendShape(slope, p.mu);
        return sum / double(n);
    };
    auto squares = [&](double slope) {
        const double scale = fitScale(slope);
        double sum = 0;
        for (const Point &p : points) {
            const double r = p.e - scale - trendShape(slope, p.mu);
            sum += r * r;
        }
        return sum;
    };
    double slope = 0;
    {
        double best = squares(0), bestLog = 0;
        for (double l = -12; l <= 2; l += 0.05) {
            const double v = squares(std::pow(10.0, l));
            if (v < best) {
                best = v;
                bestLog = l;
                slope = std::pow(10.0, l);
            }
        }
        if (slope > 0) { // refined by golden section around the grid's best
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
    }
    prior.slope = slope;
    prior.scale = fitScale(slope);
    // The trend's own error at mu: its leverage h(mu) = x' (X'X)^-1 x, the
    // trend linearised in its parameters, x = (1, mu / (1 + slope mu)) (the
    // slope's column alone when the scale is held); a residual's expected
    // square is (1 - h) times its variance.
    {
        double c11 = 0, c1w = 0, cww = 0;
        for (const Point &p : points) {
            const double g = prior.slopeColumn(p.mu);
            c11 += 1;
            c1w += g;
            cww += g * g;
        }
        const double d = c11 * cww - c1w * c1w;
        if (parameters == 2 && d > 1e-12 * c11 * cww)
            prior.inverse = {cww / d, -c1w / d, c11 / d};
        else if (parameters == 1 && cww > 0)
            prior.inverse = {0, 0, 1 / cww};
        else
            prior.inverse = {1 / c11, 0, 0};
    }
    // How far the functions' true dispersions stray from the trend, as the
    // variance of their logarithm: SPREAD + SPREAD_TIME w(mu)^2. A spread
    // in how much each function's time varies from run to run moves log
    // (1 + slope mu) by w(mu) = slope mu / (1 + slope mu) times as much, so
    // it tells on hot functions and not on cold ones, which Poisson rules;
    // SPREAD is what strays whatever the time. Moments: each squared
    // residual, scaled by 1 / (1 - h) and less its own sampling variance
    // trigamma(d/2), estimates the variance at its w; non-negative least
    // squares on (1, w^2).
    auto inflate = [&](double mu) { return 1 / std::max(0.05, 1 - prior.leverage(mu)); };
    double s11 = 0, s1w = 0, sww = 0, s1z = 0, swz = 0, ownDf = 0, total = 0;
    for (const Point &p : points) {
        const double r = p.e - prior.scale - trendShape(slope, p.mu);
        const double z = inflate(p.mu) * r * r - p.trigamma;
        total += inflate(p.mu) * r * r / double(n);
        const double w = prior.timeWeight(p.mu);
        const double w2 = w * w;
        s11 += 1;
        s1w += w2;
        sww += w2 * w2;
        s1z += z;
        swz += w2 * z;
        ownDf += p.df;
    }
    // The squares of the moments about the spread A + B w^2.
    auto spreadSquares = [&](double a, double b) {
        double sum = 0;
        for (const Point &p : points) {
            const double r = p.e - prior.scale - trendShape(slope, p.mu);
            const double w = prior.timeWeight(p.mu);
            const double d = inflate(p.mu) * r * r - p.trigamma - a - b * w * w;
            sum += d * d;
        }
        return sum;
    };
    double a = 0, b = 0;
    const double det = s11 * sww - s1w * s1w;
    if (det > 1e-12 * s11 * sww) {
        a = (sww * s1z - s1w * swz) / det;
        b = (s11 * swz - s1w * s1z) / det;
    }
    if (!(det > 1e-12 * s11 * sww) || a < 0 || b < 0) {
        // The best fit with one of the two at zero.
        const double aOnly = std::max(0.0, s1z / s11);
        const double bOnly = sww > 0 ? std::max(0.0, swz / sww) : 0;
        if (spreadSquares(aOnly, 0) <= spreadSquares(0, bOnly)) {
            a = aOnly;
            b = 0;
        } else {
            a = 0;
            b = bOnly;
        }
    }
    prior.spread = a;
    prior.spreadTime = b;
    prior.residualVariance = total;
    // That spread is itself estimated, noisily from a few functions, and
    // d0 grows without bound as it nears zero: the prior takes it one
    // standard error higher, so that a few functions do not claim more
    // than they show (from hundreds, the error is small).
    {
        prior.spreadNoise = spreadSquares(a, b) / double(std::max<size_t>(1, n - 2));
        if (det > 1e-12 * s11 * sww)
            prior.spreadInverse = {sww / det, -s1w / det, s11 / det};
        else
            prior.spreadInverse = {1 / s11, 0, 0};
    }
    // The trend is itself estimated from these functions' runs: it cannot
    // know more than their pooled degrees of freedom (what keeps a prior
    // from a handful of functions from claiming a thousand).
    prior.pooledDf = std::min(kMaxPriorDf, double(n - size_t(parameters)) * ownDf / double(n));
    prior.fitted = true;
    double weighted = 0;
    for (const Point &p : points)
        weighted += prior.dfAt(p.mu) / double(n);
    prior.df = weighted;
    prior.functions = int(n);
    return prior;
}

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
    const double xb = std::accumulate(base.begin(), base.end(), 0.0);
    const double xn = std::accumulate(next.begin(), next.end(), 0.0);
    const double eb = std::accumulate(baseExposure.begin(), baseExposure.end(), 0.0);
    const double en = std::accumulate(nextExposure.begin(), nextExposure.end(), 0.0);
    if (!(eb > 0) || !(en > 0))
        return out;
    const double rateBase = xb / eb, rateNext = xn / en;
    const double delta = rateNext - rateBase;

    // Poisson, exactly: given the total T, New's count is Binomial(T, p0)
    // when the rates are equal. Samples are whole but for the share of a bin
    // that straddles two functions: rounded.
    const int64_t kb = std::llround(xb), kn = std::llround(xn);
    const int64_t total = kb + kn;
    if (total == 0) {
        out.tooFewSamples = true;
        return out;
    }
    const double p0 = en / (eb + en);
    // The smallest p-value any split of TOTAL could give: all on one side.
    const double leastP =
        std::min(1.0, 2 * std::exp(double(total) * std::log(std::min(p0, 1 - p0))));
    out.tooFewSamples = leastP > alpha;
    double p = std::min(1.0, 2 * std::min(stats::binomialLower(kn, total, p0),
                                          stats::binomialUpper(kn, total, p0)));
    // Clopper-Pearson for New's share p of the total, mapped to the rate
    // difference at the total seen: d(p) = T (p / En - (1 - p) / Eb), which
    // is increasing in p, so 0 is outside the interval exactly when the test
    // above rejects at the interval's level.
    const double a = intervalAlpha;
    const double pLow = kn == 0 ? 0 : stats::betaQuantile(a / 2, double(kn), double(kb + 1));
    const double pHigh = kb == 0 ? 1 : stats::betaQuantile(1 - a / 2, double(kn + 1), double(kb));
    auto differenceAt = [&](double share) {
        return double(total) * (share / en - (1 - share) / eb);
    };
    double low = differenceAt(pLow), high = differenceAt(pHigh);

    // Several runs: run-to-run variation beyond Poisson's, measured by the
    // Pearson statistic of each run against its side's rate and moderated by
    // the prior, widens the interval (quasi-Poisson, Student's t on the
    // runs' degrees of freedom plus the prior's).
    const OwnDispersion own = ownDispersion({base, baseExposure, next, nextExposure});
    if (own.df > 0) {
        double d0 = prior.dfAt(own.samplesPerRun);
        // The prior's scale at d0: the trend of e, less e's offset.
        const double priorDispersion =
            d0 > 0 ? prior.dispersionAt(own.samplesPerRun) *
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
        const double se = std::sqrt(out.dispersion * (rateBase / eb + rateNext / en));
        const double q = stats::studentQuantile(1 - a / 2, out.df);
        p = std::max(p, stats::studentTwoSided(delta / se, out.df));
        low = std::min(low, delta - q * se);
        high = std::max(high, delta + q * se);
    }
    out.pValue = out.tooFewSamples ? kNoValue : p;
    out.ciLow = low;
    out.ciHigh = high;
    return out;
}

FamilyTest testFamily(const std::vector<CountsByRun> &functions, double alpha)
{
    FamilyTest out;
    out.prior = fitDispersionPrior(functions);
    std::vector<double> pValues;
    for (const CountsByRun &f : functions) {
        out.tests.push_back(testCounts(f.base, f.baseExposure, f.next, f.nextExposure, alpha,
                                       out.prior));
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

namespace {

std::string printed(const char *pattern, double v)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, pattern, v);
    return buffer;
}

} // namespace

std::string pValueText(double p)
{
    return std::isnan(p) ? std::string("-") : printed("%.2g", p);
}

namespace {

// printf's "%.0f" of a whole number, "%+.0f" with SIGN, and "%.2f" or
// "%+.2f" of any other, without printf's general path (a tenth of `gmonview
// diff` of 20,000 functions, under callgrind).
std::string callCountText(double calls, bool sign)
{
    std::string out;
    if (sign && !std::signbit(calls))
        out += '+';
    if (calls == std::floor(calls) && std::fabs(calls) < 9.0e15) {
        char digits[24];
        if (std::signbit(calls))
            out += '-';
        const auto end = std::to_chars(digits, digits + sizeof digits,
                                       static_cast<long long>(std::fabs(calls)));
        out.append(digits, end.ptr);
    } else {
        appendFixed(out, calls, 0, calls == std::floor(calls) ? 0 : 2);
    }
    return out;
}

} // namespace

std::string callsText(double calls)
{
    if (std::isnan(calls))
        return {};
    return callCountText(calls, false);
}

std::string callsChangeText(double change)
{
    if (std::isnan(change))
        return {};
    return callCountText(change, true);
}

std::string confidenceText(double alpha)
{
    // As many decimals as keep the level from rounding towards 100: two
    // significant digits of 100 alpha.
    const double rest = 100 * alpha;
    const int decimals = rest >= 10 ? 0 : std::min(8, int(std::ceil(-std::log10(rest))) + 1);
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", std::max(decimals, 0), 100 - rest);
    std::string text = buffer;
    if (text.find('.') != std::string::npos) {
        while (text.back() == '0')
            text.pop_back();
        if (text.back() == '.')
            text.pop_back();
    }
    return text;
}

namespace {

// How functions meet across the two programs: by demangled name, and a
// static one by its source file too (when the program says which).
std::string matchKey(const ProfileResult &profile, const ProfileSymbol &s)
{
    std::string key = s.displayName.empty() ? s.name : s.displayName;
    if (s.isStatic && s.file >= 0 && size_t(s.file) < profile.files.size()) {
        key += '\x1f';
        key += profile.files[size_t(s.file)];
    }
    return key;
}

struct SideSymbols
{
    std::vector<int> symbols; // all of one key: a name can stand for several
};

} // namespace

Result<Comparison> compareRuns(const CompareRequest &request, const AnalysisProgress &progress)
{
    Comparison out;
    out.options = request.options;
    const int total = int(request.base.runs.size() + request.next.runs.size());
    std::vector<double> runTotals[2];

    for (int s = 0; s < 2; ++s) {
        const AnalysisRequest &given = s == 0 ? request.base : request.next;
        CompareSide &side = s == 0 ? out.base : out.next;
        const std::string exePath =
            given.executable ? given.executable->path : given.executablePath;
        if (given.runs.empty())
            return Error{GMONVIEW_TR_NOOP("gmonview::model",
                                          "%1: no runs to compare; give its gmon files after it"),
                         exePath};
        std::vector<double> totals;
        const AnalysisRequest r =
            creditingEachRun(given, [&](HistogramCredit::RunSamples &&samples, const GmonFile &) {
                side.runSamples.push_back(std::move(samples.symbols));
                totals.push_back(samples.total);
            });
        const int offset = s == 0 ? 0 : int(request.base.runs.size());
        AnalysisProgress sideProgress;
        if (progress)
            sideProgress = [&](int done, int) { return progress(offset + done, total); };
        auto analysed = analyze(r, sideProgress);
        if (!analysed)
            return analysed.error();
        if (analysed->canceled) {
            out.canceled = true;
            return out;
        }
        if (!analysed->profile)
            return Error{GMONVIEW_TR_NOOP("gmonview::model",
                                          "%1: none of its runs could be read, nothing to compare"),
                         exePath};
        side.executable = analysed->executable;
        side.executablePath = analysed->executable->path;
        for (const RunInfo &info : analysed->runInfos)
            side.runs.push_back(info.path);
        side.profile = analysed->profile;
        side.rate = analysed->profile->rate;
        runTotals[s] = std::move(totals);
        side.samplesPerRun = std::accumulate(runTotals[s].begin(), runTotals[s].end(), 0.0) /
                             double(side.runs.size());
        out.warnings.insert(out.warnings.end(), analysed->warnings.begin(),
                            analysed->warnings.end());
    }

    const ElfImage &baseElf = *out.base.executable->elf;
    const ElfImage &nextElf = *out.next.executable->elf;
    const GmonTarget &bt = out.base.executable->target, &nt = out.next.executable->target;
    if (baseElf.machine() != nextElf.machine() || bt.addressSize != nt.addressSize ||
        bt.bigEndian != nt.bigEndian)
        return Error{GMONVIEW_TR_NOOP("gmonview::model",
                                      "%1 and %2 are programs for different architectures (%3 "
                                      "and %4): compare builds of one program"),
                     out.base.executablePath, out.next.executablePath,
                     baseElf.machineName() + ", " + std::to_string(bt.addressSize * 8) + "-bit",
                     nextElf.machineName() + ", " + std::to_string(nt.addressSize * 8) + "-bit"};

    const CompareSide *sides[2] = {&out.base, &out.next};
    // Matching: key -> the symbols of each side.
    std::map<std::string, size_t> keyIndex;
    std::vector<std::string> keys;
    std::vector<SideSymbols> bySide[2];
    for (int s = 0; s < 2; ++s) {
        const ProfileResult &profile = *sides[s]->profile;
        for (size_t i = 0; i < profile.symbols.size(); ++i) {
            const std::string key = matchKey(profile, profile.symbols[i]);
            auto [it, added] = keyIndex.emplace(key, keys.size());
            if (added) {
                keys.push_back(key);
                bySide[0].emplace_back();
                bySide[1].emplace_back();
            }
            bySide[s][it->second].symbols.push_back(int(i));
        }
    }

    // Exposure of a run: its length in samples per second (so rates come
    // out in seconds per run), or with normalize its every sample (shares),
    // turned back into seconds at Base's length.
    const bool normalize = request.options.normalize;
    std::vector<double> exposure[2];
    for (int s = 0; s < 2; ++s) {
        const double rate = sides[s]->rate > 0 ? double(sides[s]->rate) : 1.0;
        for (double runTotal : runTotals[s])
            exposure[s].push_back(normalize ? std::max(runTotal, 1.0) : rate);
    }
    const double toSeconds = normalize ? out.base.secondsPerRun() : 1.0;
    if (out.base.rate != out.next.rate)
        out.warnings.push_back(Message(
            GMONVIEW_TR_NOOP("gmonview::model",
                             "the two sides sample at different rates (%1 and %2 per second); "
                             "compared in seconds"),
            out.base.rate, out.next.rate));

    std::vector<FunctionDelta> tested, others;
    std::vector<CountsByRun> testedCounts; // of TESTED, in its order
    for (size_t k = 0; k < keys.size(); ++k) {
        const std::vector<int> &syms0 = bySide[0][k].symbols, &syms1 = bySide[1][k].symbols;
        std::vector<double> counts[2];
        double calls[2] = {0, 0};
        uint64_t callTotals[2] = {0, 0};
        bool active = false;
        for (int s = 0; s < 2; ++s) {
            const std::vector<int> &syms = s == 0 ? syms0 : syms1;
            const CompareSide &side = *sides[s];
            counts[s].assign(side.runSamples.size(), 0.0);
            for (size_t run = 0; run < side.runSamples.size(); ++run)
                for (int i : syms)
                    counts[s][run] += side.runSamples[run][size_t(i)];
            for (int i : syms) {
                const ProfileSymbol &sym = side.profile->symbol(i);
                callTotals[s] += sym.calls + sym.selfCalls;
            }
            calls[s] = double(callTotals[s]) / double(side.runs.size());
            for (double c : counts[s])
                active = active || c > 0;
            active = active || callTotals[s] > 0;
        }
        if (!active)
            continue;
        FunctionDelta d;
        const ProfileResult &named = syms0.empty() ? *out.next.profile : *out.base.profile;
        const ProfileSymbol &first = named.symbol(syms0.empty() ? syms1.front() : syms0.front());
        d.name = first.displayName.empty() ? first.name : first.displayName;
        if (first.isStatic && first.file >= 0)
            d.file = named.files[size_t(first.file)];
        d.baseSymbol = syms0.empty() ? -1 : syms0.front();
        d.newSymbol = syms1.empty() ? -1 : syms1.front();
        d.baseSamples = std::accumulate(counts[0].begin(), counts[0].end(), 0.0);
        d.newSamples = std::accumulate(counts[1].begin(), counts[1].end(), 0.0);
        const double eb = std::accumulate(exposure[0].begin(), exposure[0].end(), 0.0);
        const double en = std::accumulate(exposure[1].begin(), exposure[1].end(), 0.0);
        d.baseSeconds = d.baseSamples / eb * toSeconds;
        d.newSeconds = d.newSamples / en * toSeconds;
        d.deltaSeconds = d.newSeconds - d.baseSeconds;
        if (d.baseSeconds > 0)
            d.deltaPercent = 100 * d.deltaSeconds / d.baseSeconds;
        d.baseCalls = calls[0];
        d.newCalls = calls[1];
        // Exact: the means differ unless total_b / n_b == total_n / n_n.
        d.callsChanged = callTotals[0] * uint64_t(out.next.runs.size()) !=
                         callTotals[1] * uint64_t(out.base.runs.size());
        if (syms0.empty() || syms1.empty()) {
            d.status = syms0.empty() ? DeltaStatus::New : DeltaStatus::Removed;
            others.push_back(std::move(d));
            continue;
        }
        testedCounts.push_back({counts[0], exposure[0], counts[1], exposure[1]});
        tested.push_back(std::move(d));
    }

    // Together: the dispersion prior, Benjamini-Hochberg, and intervals at
    // the level of the verdicts.
    const FamilyTest family = testFamily(testedCounts, request.options.alpha);
    out.intervalAlpha = family.intervalAlpha;
    out.prior = family.prior;
    for (size_t i = 0; i < tested.size(); ++i) {
        FunctionDelta &d = tested[i];
        const CountTest &t = family.tests[i];
        d.pValue = t.pValue;
        d.ciLow = t.ciLow * toSeconds;
        d.ciHigh = t.ciHigh * toSeconds;
        d.tooFewSamples = t.tooFewSamples;
        d.adjustedP = family.adjustedP[i];
        d.significant = family.significant[i];
        d.status = !d.significant       ? DeltaStatus::Unchanged
                   : d.deltaSeconds > 0 ? DeltaStatus::Slower
                                        : DeltaStatus::Faster;
    }
    auto byDelta = [](const FunctionDelta &a, const FunctionDelta &b) {
        if (a.significant != b.significant)
            return a.significant;
        const double da = std::fabs(a.deltaSeconds), db = std::fabs(b.deltaSeconds);
        if (da != db)
            return da > db;
        return a.name < b.name;
    };
    std::sort(tested.begin(), tested.end(), byDelta);
    std::sort(others.begin(), others.end(), byDelta);
    out.functions = std::move(tested);
    out.functions.insert(out.functions.end(), std::make_move_iterator(others.begin()),
                         std::make_move_iterator(others.end()));
    // Builds of one program share most of their functions; unrelated
    // programs share main and little else, and everything else would be
    // "new" or "removed" with no word of why.
    size_t inBoth = 0;
    for (const FunctionDelta &d : out.functions)
        inBoth += d.baseSymbol >= 0 && d.newSymbol >= 0;
    if (inBoth * 2 < out.functions.size())
        out.warnings.push_back(Message(
            GMONVIEW_TR_NOOP("gmonview::model",
                             "%1 and %2 look like different programs: only %3 of the %4 "
                             "functions compared are in both, the others are listed as "
                             "new or removed"),
            out.base.executablePath, out.next.executablePath, inBoth, out.functions.size()));

    // Calls between functions, by the names at both ends.
    std::map<std::pair<size_t, size_t>, std::pair<uint64_t, uint64_t>> arcs;
    for (int s = 0; s < 2; ++s) {
        const ProfileResult &profile = *sides[s]->profile;
        for (const ProfileArc &a : profile.arcs) {
            if (a.isStatic)
                continue;
            const size_t caller = keyIndex.at(matchKey(profile, profile.symbol(a.parent)));
            const size_t callee = keyIndex.at(matchKey(profile, profile.symbol(a.child)));
            auto &counts = arcs[{caller, callee}];
            (s == 0 ? counts.first : counts.second) += a.count;
        }
    }
    auto nameOf = [&](size_t key) {
        const int s = bySide[0][key].symbols.empty() ? 1 : 0;
        const ProfileSymbol &sym = sides[s]->profile->symbol(bySide[s][key].symbols.front());
        return sym.displayName.empty() ? sym.name : sym.displayName;
    };
    for (const auto &[ends, counts] : arcs)
        out.arcs.push_back({nameOf(ends.first), nameOf(ends.second),
                            double(counts.first) / double(out.base.runs.size()),
                            double(counts.second) / double(out.next.runs.size())});
    return out;
}

} // namespace gmonview
