// SPDX-License-Identifier: MIT
#include "model/stats/RunStatistics.h"

#include "model/engine/HistogramCredit.h"
#include "model/stats/Distributions.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>
#include <numeric>
#include <utility>

namespace gmonview {

const char *stabilityName(Stability stability)
{
    switch (stability) {
    case Stability::Stable:
        return "stable";
    case Stability::Noisy:
        return "noisier than sampling";
    case Stability::TooFewSamples:
        return "too few samples";
    case Stability::SingleRun:
        return "one run";
    }
    return "stable";
}

namespace {

// MAD * this estimates a normal's standard deviation.
constexpr double kMadToSigma = 1.4826;
// Outlier tests need this many runs: three others to take a mean and a
// spread from.
constexpr size_t kOutlierRuns = 4;

// The median of sorted V without its element at rank R.
double medianWithout(const std::vector<double> &v, size_t r)
{
    const size_t m = v.size() - 1;
    auto at = [&](size_t k) { return k < r ? v[k] : v[k + 1]; };
    return m % 2 ? at(m / 2) : 0.5 * (at(m / 2 - 1) + at(m / 2));
}

std::vector<size_t> sortedOrder(const std::vector<double> &x)
{
    std::vector<size_t> order(x.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return x[a] < x[b]; });
    return order;
}

// Per run i: the median of the others and their median absolute deviation
// from it, both without run i, in O(n log n) for all: leaving one out
// moves the median to one of two values, and for each of those the
// deviations are sorted once.
struct LeaveOneOut
{
    std::vector<double> median, mad;
};

LeaveOneOut leaveOneOut(const std::vector<double> &x)
{
    const size_t n = x.size();
    LeaveOneOut out{std::vector<double>(n), std::vector<double>(n)};
    const std::vector<size_t> order = sortedOrder(x);
    std::vector<double> sorted(n);
    std::vector<size_t> rank(n);
    for (size_t k = 0; k < n; ++k) {
        sorted[k] = x[order[k]];
        rank[order[k]] = k;
    }
    std::map<double, std::vector<size_t>> byMedian;
    for (size_t i = 0; i < n; ++i) {
        out.median[i] = medianWithout(sorted, rank[i]);
        byMedian[out.median[i]].push_back(i);
    }
    std::vector<double> deviation(n), sortedDeviation(n);
    std::vector<size_t> deviationRank(n);
    for (const auto &[m, runs] : byMedian) {
        for (size_t j = 0; j < n; ++j)
            deviation[j] = std::fabs(x[j] - m);
        const std::vector<size_t> devOrder = sortedOrder(deviation);
        for (size_t k = 0; k < n; ++k) {
            sortedDeviation[k] = deviation[devOrder[k]];
            deviationRank[devOrder[k]] = k;
        }
        for (size_t i : runs)
            out.mad[i] = medianWithout(sortedDeviation, deviationRank[i]);
    }
    return out;
}

// The exact Poisson part: given run I's count and the others' sum, run I's
// share is Binomial(total, 1 / n) when all runs share one rate.
double binomialP(double count, double total, size_t n)
{
    const int64_t k = std::llround(count), all = std::llround(total);
    if (all <= 0)
        return 1;
    const double p0 = 1 / double(n);
    return std::min(
        1.0, 2 * std::min(stats::binomialLower(k, all, p0), stats::binomialUpper(k, all, p0)));
}

// Both tails of a gamma-Poisson (negative binomial) count with mean MEAN
// and variance DISPERSION * MEAN, at COUNT: run-to-run variation is
// multiplicative (a slower machine, a colder cache), so its tail on the
// high side is longer than a normal's.
double negativeBinomialP(double count, double mean, double dispersion)
{
    const int64_t k = std::llround(count);
    if (!(dispersion > 1))
        return 1; // Poisson: the binomial part decides
    const double r = std::max(mean, 0.5) / (dispersion - 1), p = 1 / dispersion;
    // P(X <= k) = I_p(r, k + 1); P(X >= k) = I_{1-p}(k, r).
    const double lower = stats::regularizedBeta(p, r, double(k + 1));
    const double upper = k <= 0 ? 1 : stats::regularizedBeta(1 - p, double(k), r);
    return std::min(1.0, 2 * std::min(lower, upper));
}

double medianOf(std::vector<double> x)
{
    const size_t mid = x.size() / 2;
    std::nth_element(x.begin(), x.begin() + ptrdiff_t(mid), x.end());
    if (x.size() % 2)
        return x[mid];
    const double upper = x[mid];
    return 0.5 * (*std::max_element(x.begin(), x.begin() + ptrdiff_t(mid)) + upper);
}

// Each run of COUNTS against the others. The reference is the others'
// mean and Pearson dispersion (floored at Poisson's), leaving out run I
// itself and any run wild by a robust rule (over 5 standard deviations
// from the median of all, the deviation from their MAD or from Poisson's,
// whichever is larger), so that neither the run judged nor another wild
// one widens the spread it is judged by. A run is flagged at LEVEL when it
// fails three tests: Student's t on the dispersion's degrees of freedom
// (the dispersion is estimated), the exact Poisson one (its share of the
// total is Binomial(total, 1 / n) when all runs share one rate: right for
// few samples) and a negative binomial tail (run-to-run variation is
// multiplicative, a slower machine or a colder cache, so its high tail is
// longer than a normal's).
class OutlierTest
{
public:
    OutlierTest(const std::vector<double> &counts, double alpha)
        : m_counts(counts), m_level(alpha / double(counts.size())), m_wild(counts.size(), 0)
    {
        const double median = medianOf(counts);
        std::vector<double> deviation;
        for (double c : counts)
            deviation.push_back(std::fabs(c - median));
        const double scale =
            std::max(kMadToSigma * medianOf(deviation), std::sqrt(std::max(median, 1.0)));
        for (size_t j = 0; j < counts.size(); ++j) {
            m_wild[j] = std::fabs(counts[j] - median) > 5 * scale;
            if (!m_wild[j]) {
                ++m_kept;
                m_sum += counts[j];
                m_squares += counts[j] * counts[j];
            }
        }
        for (double c : counts)
            m_total += c;
    }

    struct Verdict
    {
        double departure = kNoValue; // z against the others; NaN with no other run
        bool outlier = false;
    };

    Verdict judge(size_t i)
    {
        const double count = m_counts[i];
        double k = double(m_kept), sum = m_sum, squares = m_squares;
        if (!m_wild[i]) {
            k -= 1;
            sum -= count;
            squares -= count * count;
        }
        Verdict out;
        if (k < 1)
            return out;
        const double mean = sum / k;
        const double floor = std::max(mean, 0.5); // a mean of 0 still has an error
        // With one other run there is no spread to take: Poisson's alone.
        const double variance = k > 1 ? std::max(0.0, (squares - k * mean * mean) / (k - 1)) : 0;
        const double dispersion = std::max(1.0, variance / floor) * (1 + 1 / k);
        out.departure = (count - mean) / std::sqrt(dispersion * floor);
        out.outlier = k + 1 >= double(kOutlierRuns) &&
                      std::fabs(out.departure) > tCritical(k - 1) &&
                      binomialP(count, m_total, m_counts.size()) < m_level &&
                      negativeBinomialP(count, mean, dispersion) < m_level;
        return out;
    }

private:
    double tCritical(double df)
    {
        auto [it, added] = m_critical.emplace(df, 0.0);
        if (added)
            it->second = stats::studentQuantile(1 - m_level / 2, df);
        return it->second;
    }

    const std::vector<double> &m_counts;
    double m_level;
    std::vector<char> m_wild;
    size_t m_kept = 0;
    double m_sum = 0, m_squares = 0, m_total = 0;
    std::map<double, double> m_critical; // by degrees of freedom: two values at most
};

// chiSquareQuantile by bisection is a few thousand instructions, and
// every function of a summary asks for the same two (measured: 8 % of the
// window's load of 20,000 functions in 2 runs, under callgrind): the last
// answers are kept.
double chiSquareQuantileOnce(double p, double df)
{
    struct Last
    {
        double p = -1, df = -1, x = 0;
    };
    thread_local Last last[2];
    for (Last &l : last)
        if (l.p == p && l.df == df)
            return l.x;
    std::swap(last[0], last[1]);
    last[0] = {p, df, stats::chiSquareQuantile(p, df)};
    return last[0].x;
}

double meanOf(const std::vector<double> &x)
{
    return x.empty() ? 0 : std::accumulate(x.begin(), x.end(), 0.0) / double(x.size());
}

} // namespace

CountSpread analyzeCounts(const std::vector<double> &counts, const RunStatsOptions &options)
{
    CountSpread out;
    const size_t n = counts.size();
    if (n == 0)
        return out;
    out.mean = meanOf(counts);
    double squares = 0;
    for (double c : counts)
        squares += (c - out.mean) * (c - out.mean);
    if (n > 1) {
        out.stddev = std::sqrt(squares / double(n - 1));
        if (out.mean > 0) {
            const double pearson = squares / out.mean;
            out.dispersion = pearson / double(n - 1);
            out.stability = pearson > chiSquareQuantileOnce(1 - options.alpha, double(n - 1))
                                ? Stability::Noisy
                                : Stability::Stable;
        } else {
            out.dispersion = kNoValue;
            out.stability = Stability::Stable;
        }
    }
    if (out.mean < options.fewSamples)
        out.stability = Stability::TooFewSamples;

    if (out.mean > 0) {
        // (z_{0.975})^2 is the chi-square quantile with one degree of freedom.
        const double z2 = chiSquareQuantileOnce(0.95, 1);
        const double phi = std::isnan(out.dispersion) ? 1 : std::max(out.dispersion, 1.0);
        out.runsNeeded5 = std::ceil(z2 / (0.05 * 0.05) * phi / out.mean);
        out.runsNeeded1 = std::ceil(z2 / (0.01 * 0.01) * phi / out.mean);
    }

    if (n < 2)
        return out;
    // Bonferroni over the runs: each at alpha / n, so that in a batch of
    // runs that share one rate no run of this function is flagged with
    // probability alpha at most. (Outliers need kOutlierRuns runs.)
    OutlierTest test(counts, options.alpha);
    out.departure.resize(n);
    for (size_t i = 0; i < n; ++i) {
        const OutlierTest::Verdict v = test.judge(i);
        out.departure[i] = v.departure;
        if (v.outlier)
            out.outliers.push_back(int(i));
    }
    return out;
}

RunStatistics summarizeRuns(std::vector<RunSummary> runs, std::vector<FunctionCounts> functions,
                            long rate, const RunStatsOptions &options)
{
    RunStatistics out;
    out.options = options;
    out.rate = rate;
    const double perSecond = rate > 0 ? double(rate) : 1.0;
    const size_t n = runs.size();

    // Odd runs. Samples: the outlier test of a function, on the run's every
    // sample. Calls are exact: a run is odd when its calls are further from
    // the others' median than 5 of their (MAD) standard deviations, which
    // where the others agree exactly is any difference at all.
    std::vector<double> samples, calls;
    for (RunSummary &r : runs) {
        r.seconds = r.samples / perSecond;
        samples.push_back(r.samples);
        calls.push_back(r.calls);
    }
    out.total = analyzeCounts(samples, options);
    for (int i : out.total.outliers)
        runs[size_t(i)].oddSamples = true;
    for (size_t i = 0; i < out.total.departure.size(); ++i)
        runs[i].departure = out.total.departure[i];
    if (n >= kOutlierRuns) {
        const LeaveOneOut loo = leaveOneOut(calls);
        for (size_t i = 0; i < n; ++i)
            runs[i].oddCalls = std::fabs(calls[i] - loo.median[i]) > 5 * kMadToSigma * loo.mad[i];
    }
    const double meanRunSeconds = meanOf(samples) / perSecond;

    for (FunctionCounts &f : functions) {
        FunctionRuns fr;
        fr.name = std::move(f.name);
        fr.file = std::move(f.file);
        fr.symbol = f.symbol;
        fr.spread = analyzeCounts(f.counts, options);
        fr.seconds.reserve(f.counts.size());
        for (double c : f.counts)
            fr.seconds.push_back(c / perSecond);
        fr.meanSeconds = fr.spread.mean / perSecond;
        fr.stddevSeconds = fr.spread.stddev / perSecond;
        if (fr.spread.mean > 0)
            fr.cv = fr.spread.stddev / fr.spread.mean;
        fr.secondsNeeded5 = fr.spread.runsNeeded5 * meanRunSeconds;
        fr.secondsNeeded1 = fr.spread.runsNeeded1 * meanRunSeconds;
        out.functions.push_back(std::move(fr));
    }
    std::stable_sort(out.functions.begin(), out.functions.end(),
                     [](const FunctionRuns &a, const FunctionRuns &b) {
                         if (a.meanSeconds != b.meanSeconds)
                             return a.meanSeconds > b.meanSeconds;
                         return a.name < b.name;
                     });
    out.runs = std::move(runs);
    return out;
}

AnalysisRequest RunSampleCollector::attach(AnalysisRequest request)
{
    m_nonzero.clear();
    m_runs.clear();
    // Per run only the symbols with samples, so that memory grows with
    // runs x functions-with-samples, not with the program's size.
    return creditingEachRun(std::move(request),
                            [this](HistogramCredit::RunSamples &&s, const GmonFile &run) {
                                std::vector<std::pair<int, double>> kept;
                                for (size_t i = 0; i < s.symbols.size(); ++i)
                                    if (s.symbols[i] != 0)
                                        kept.emplace_back(int(i), s.symbols[i]);
                                m_nonzero.push_back(std::move(kept));
                                RunSummary summary;
                                summary.samples = s.total;
                                for (const ArcRecord &a : run.arcs)
                                    summary.calls += double(a.count);
                                m_runs.push_back(summary);
                            });
}

RunStatistics RunSampleCollector::summarize(const Analysis &analysis,
                                            const RunStatsOptions &options)
{
    if (!analysis.profile)
        return {};
    const ProfileResult &profile = *analysis.profile;
    std::vector<RunSummary> runs = std::move(m_runs);
    for (size_t i = 0; i < runs.size() && i < analysis.runInfos.size(); ++i)
        runs[i].file = analysis.runInfos[i].path;

    std::map<int, size_t> column; // symbol -> function
    std::vector<FunctionCounts> functions;
    for (size_t run = 0; run < m_nonzero.size(); ++run) {
        for (const auto &[symbol, count] : m_nonzero[run]) {
            auto [it, added] = column.emplace(symbol, functions.size());
            if (added) {
                const ProfileSymbol &s = profile.symbol(symbol);
                FunctionCounts f;
                f.name = s.displayName.empty() ? s.name : s.displayName;
                if (s.isStatic && s.file >= 0 && size_t(s.file) < profile.files.size())
                    f.file = profile.files[size_t(s.file)];
                f.symbol = symbol;
                f.counts.assign(runs.size(), 0.0);
                functions.push_back(std::move(f));
            }
            functions[it->second].counts[run] = count;
        }
        m_nonzero[run] = {};
    }
    m_nonzero.clear();
    RunStatistics out = summarizeRuns(std::move(runs), std::move(functions), profile.rate, options);
    if (analysis.executable)
        out.executablePath = analysis.executable->path;
    return out;
}

Result<RunStatistics> runStatistics(const AnalysisRequest &request, const RunStatsOptions &options,
                                    const AnalysisProgress &progress)
{
    const std::string exePath =
        request.executable ? request.executable->path : request.executablePath;
    if (request.runs.empty())
        return Error{GMONVIEW_TR_NOOP("gmonview::model",
                                      "%1: no runs to summarize; give its gmon files after it"),
                     exePath};
    RunSampleCollector collector;
    auto analysed = analyze(collector.attach(request), progress);
    if (!analysed)
        return analysed.error();
    if (analysed->canceled) {
        RunStatistics out;
        out.canceled = true;
        return out;
    }
    if (!analysed->profile)
        return Error{GMONVIEW_TR_NOOP("gmonview::model",
                                      "%1: none of its runs could be read, nothing to summarize"),
                     exePath};
    RunStatistics out = collector.summarize(*analysed, options);
    out.warnings = std::move(analysed->warnings);
    return out;
}

} // namespace gmonview
