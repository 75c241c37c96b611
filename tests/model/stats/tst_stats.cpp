// SPDX-License-Identifier: MIT
// gmonview stats: the chi-square distribution checked against GSL, the
// outlier and spread verdicts by simulation (the rates they promise,
// measured), the runs-needed figure against its formula, then eight real
// runs of tests/programs/runs.c with one planted outlier, in the engine and
// on the command line (JSON parsed by a real parser, exit codes).
#include "app/StatsCommand.h"
#include "model/stats/Distributions.h"
#include "model/stats/RunStatistics.h"
#include "TestSupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <gsl/gsl_cdf.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_sf_gamma.h>

#include <algorithm>
#include <cmath>
#include <future>
#include <random>

using namespace gmonview;
using namespace gmonview::test;

namespace {

constexpr double kAlpha = 0.05;
// The real runs: no run of an unchanged function may be flagged, which at
// 0.05 would happen by chance in up to 1 test in 20 per function; at this
// level in 1 in 1000, while the planted 5x run stays far beyond it.
constexpr double kRealAlpha = 0.001;
constexpr int kRealRuns = 8;
constexpr int kPlanted = 5;

bool close(double ours, double theirs, double rel, double abs)
{
    return std::fabs(ours - theirs) <= abs + rel * std::fabs(theirs);
}

QString gmonviewBinary()
{
    return QStringLiteral(GMONVIEW_BINARY);
}

struct FlagRates
{
    double anyFlagged = 0; // share of batches with any run flagged
    double planted = 0;    // share in which the planted run was flagged
    double others = 0;     // share with a run other than the planted one flagged
};

// TRIALS batches of RUNS counts (mean MEAN, DISPERSION); with FACTOR != 1
// the last run's mean is MEAN * FACTOR.
FlagRates simulateFlags(int trials, int runs, double mean, double dispersion, double factor,
                        uint64_t seed)
{
    std::mt19937_64 rng(seed);
    int any = 0, planted = 0, others = 0;
    for (int t = 0; t < trials; ++t) {
        std::vector<double> counts = drawCounts(rng, runs - 1, mean, dispersion);
        counts.push_back(drawCounts(rng, 1, mean * factor, dispersion).front());
        const CountSpread s = analyzeCounts(counts, {kAlpha, 10});
        any += !s.outliers.empty();
        const bool plantedFound =
            std::find(s.outliers.begin(), s.outliers.end(), runs - 1) != s.outliers.end();
        planted += plantedFound;
        others += s.outliers.size() > size_t(plantedFound);
    }
    return {double(any) / trials, double(planted) / trials, double(others) / trials};
}

// The runs-needed figure from its formula, with GSL's normal quantile:
// ceil((z / p)^2 * max(dispersion, 1) / mean), the dispersion being the
// Pearson statistic over n - 1.
double runsNeededByFormula(const std::vector<double> &counts, double p)
{
    double mean = 0;
    for (double c : counts)
        mean += c;
    mean /= double(counts.size());
    double pearson = 0;
    for (double c : counts)
        pearson += (c - mean) * (c - mean) / mean;
    const double phi = counts.size() > 1 ? pearson / double(counts.size() - 1) : 1;
    const double z = gsl_cdf_ugaussian_Pinv(0.975);
    return std::ceil(z * z / (p * p) * std::max(phi, 1.0) / mean);
}

} // namespace

class tst_Stats : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void chiSquareMatchesGsl();
    void falseFlagRate_data();
    void falseFlagRate();
    void plantedOutlierFound_data();
    void plantedOutlierFound();
    void oneWildRunDoesNotHideItself();
    void departureIsTheOutliersZ();
    void spreadVerdicts();
    void runsNeededFollowsItsFormula();
    void oddRuns();
    void thousandRuns();
    void realRunsOneOutlier();
    void commandLineJsonAndText();
    void badInputRefused();
    void noGlobalStateInTheMaths();

private:
    QTemporaryDir m_dir;
    QString m_exe;
    QStringList m_runs; // run i is runs/i.out; run kPlanted does 5x in spiky()
};

void tst_Stats::initTestCase()
{
    gsl_set_error_handler_off();
    QVERIFY(m_dir.isValid());
    m_exe = m_dir.filePath(QStringLiteral("runs"));
    QCOMPARE(compileProgram(QStringLiteral("runs.c"), {"-pg", "-g", "-O1"}, m_exe).exitCode, 0);
    for (int i = 0; i < kRealRuns; ++i) {
        const QString name = QStringLiteral("run%1.out").arg(i);
        QCOMPARE(profileRun(m_exe, {QString::number(kPlanted), QString::number(i), "60"},
                            m_dir.path(), name)
                     .exitCode,
                 0);
        m_runs << m_dir.filePath(name);
    }
}

// The house rule: what we write ourselves is checked against a library.
void tst_Stats::chiSquareMatchesGsl()
{
    const double shapes[] = {0.5, 1, 2.5, 7, 30, 200, 3000};
    const double xs[] = {1e-4, 0.1, 0.5, 1, 3, 10, 50, 400, 4000};
    for (double a : shapes)
        for (double x : xs)
            QVERIFY2(
                close(stats::regularizedGammaLower(a, x), gsl_sf_gamma_inc_P(a, x), 1e-9, 1e-14),
                qPrintable(QStringLiteral("P(%1, %2)").arg(a).arg(x)));
    const double dfs[] = {1, 2, 3, 7, 30, 999};
    const double ps[] = {1e-6, 0.01, 0.05, 0.5, 0.95, 0.99, 0.999999};
    for (double df : dfs) {
        for (double x : xs)
            QVERIFY(close(stats::chiSquareLower(x, df), gsl_cdf_chisq_P(x, df), 1e-9, 1e-14));
        for (double p : ps)
            QVERIFY2(close(stats::chiSquareQuantile(p, df), gsl_cdf_chisq_Pinv(p, df), 1e-8, 1e-12),
                     qPrintable(QStringLiteral("quantile %1 at %2: %3, GSL %4")
                                    .arg(p)
                                    .arg(df)
                                    .arg(stats::chiSquareQuantile(p, df), 0, 'g', 17)
                                    .arg(gsl_cdf_chisq_Pinv(p, df), 0, 'g', 17)));
    }
}

void tst_Stats::falseFlagRate_data()
{
    QTest::addColumn<int>("runs");
    QTest::addColumn<double>("mean");
    QTest::addColumn<double>("dispersion");
    QTest::newRow("4 runs, 50 samples") << 4 << 50.0 << 1.0;
    QTest::newRow("8 runs, 3 samples") << 8 << 3.0 << 1.0;
    QTest::newRow("8 runs, 20 samples") << 8 << 20.0 << 1.0;
    QTest::newRow("8 runs, 500 samples") << 8 << 500.0 << 1.0;
    QTest::newRow("8 runs, 500 samples, dispersion 4") << 8 << 500.0 << 4.0;
    QTest::newRow("30 runs, 100 samples, dispersion 2") << 30 << 100.0 << 2.0;
    QTest::newRow("100 runs, 1000 samples") << 100 << 1000.0 << 1.0;
    QTest::newRow("100 runs, 200 samples, dispersion 10") << 100 << 200.0 << 10.0;
}

// The promise: in a batch of runs that share one rate (Poisson, or
// overdispersed alike), a function has any run flagged with probability
// alpha at most. Measured over thousands of batches.
void tst_Stats::falseFlagRate()
{
    QFETCH(int, runs);
    QFETCH(double, mean);
    QFETCH(double, dispersion);
    const int trials = 4000;
    const FlagRates r =
        simulateFlags(trials, runs, mean, dispersion, 1.0, uint64_t(runs * 1000 + int(mean)));
    qInfo("batches with a run flagged: %.4f (promise: at most %.2f)", r.anyFlagged, kAlpha);
    QVERIFY2(r.anyFlagged <= limitFor(kAlpha, trials), qPrintable(QString::number(r.anyFlagged)));
}

void tst_Stats::plantedOutlierFound_data()
{
    QTest::addColumn<int>("runs");
    QTest::addColumn<double>("mean");
    QTest::addColumn<double>("dispersion");
    QTest::newRow("8 runs, 20 samples") << 8 << 20.0 << 1.0;
    QTest::newRow("8 runs, 200 samples, dispersion 3") << 8 << 200.0 << 3.0;
    QTest::newRow("30 runs, 100 samples") << 30 << 100.0 << 1.0;
}

// One run with five times the work: found (nearly) always, and the others
// are flagged no more often than the promise allows.
void tst_Stats::plantedOutlierFound()
{
    QFETCH(int, runs);
    QFETCH(double, mean);
    QFETCH(double, dispersion);
    const int trials = 2000;
    const FlagRates r =
        simulateFlags(trials, runs, mean, dispersion, 5.0, uint64_t(runs * 7 + int(mean)));
    qInfo("planted run found in %.4f, another flagged in %.4f", r.planted, r.others);
    QVERIFY2(r.planted >= 0.99, qPrintable(QString::number(r.planted)));
    QVERIFY2(r.others <= limitFor(kAlpha, trials), qPrintable(QString::number(r.others)));
}

// The spread a wild run adds must not be what it is judged by: with the
// wild run in the spread, 8 runs of mean 100 and one at 500 would give a
// standard deviation of about 140, under which 500 is not remarkable.
void tst_Stats::oneWildRunDoesNotHideItself()
{
    std::vector<double> counts = {100, 104, 97, 95, 102, 500, 99, 101};
    const CountSpread s = analyzeCounts(counts);
    QCOMPARE(s.outliers, std::vector<int>{5});
    // The verdict does not depend on the order of the runs.
    std::rotate(counts.begin(), counts.begin() + 3, counts.end());
    QCOMPARE(analyzeCounts(counts).outliers, std::vector<int>{2});
    // Two wild runs are both found: neither hides the other.
    counts = {100, 104, 520, 95, 102, 500, 99, 101, 98, 103};
    QCOMPARE(analyzeCounts(counts).outliers, (std::vector<int>{2, 5}));
    // A low one too (a run that never reached the function).
    counts = {100, 104, 97, 95, 102, 3, 99, 101};
    QCOMPARE(analyzeCounts(counts).outliers, std::vector<int>{5});
    // Fewer than four runs: nothing to judge a run against.
    QVERIFY(analyzeCounts({100, 100, 500}).outliers.empty());
}

// The departure each cell of the window is coloured by: the outlier test's
// z, signed, largest for the wild run and past the test's critical value;
// with two runs, the other run's count and Poisson's error alone.
void tst_Stats::departureIsTheOutliersZ()
{
    const std::vector<double> counts = {100, 104, 97, 95, 102, 500, 99, 101};
    const CountSpread s = analyzeCounts(counts);
    QCOMPARE(s.departure.size(), counts.size());
    const double critical = gsl_cdf_tdist_Qinv(kAlpha / double(counts.size()) / 2, 5);
    for (size_t i = 0; i < counts.size(); ++i) {
        if (i == 5)
            QVERIFY(s.departure[i] > critical);
        else
            QVERIFY2(std::fabs(s.departure[i]) < critical, qPrintable(QString::number(i)));
    }
    const CountSpread low = analyzeCounts({100, 104, 97, 95, 102, 3, 99, 101});
    QVERIFY(low.departure[5] < -critical);
    const CountSpread two = analyzeCounts({100, 150});
    QCOMPARE(two.departure.size(), size_t(2));
    QVERIFY(close(two.departure[1], (150.0 - 100) / std::sqrt(100.0 * 2), 1e-12, 0));
    QVERIFY(close(two.departure[0], (100.0 - 150) / std::sqrt(150.0 * 2), 1e-12, 0));
    QVERIFY(analyzeCounts({100}).departure.empty());
}

// "Noisier than sampling" at the chi-square's alpha for Poisson runs, and
// found (nine times in ten at least) in 16 runs four times as dispersed;
// "too few samples" below 10.
void tst_Stats::spreadVerdicts()
{
    const int trials = 4000;
    std::mt19937_64 rng(11);
    int noisyPoisson = 0, noisyDispersed = 0;
    for (int t = 0; t < trials; ++t) {
        const CountSpread p = analyzeCounts(drawCounts(rng, 8, 200, 1));
        const CountSpread d = analyzeCounts(drawCounts(rng, 16, 200, 4));
        QVERIFY(p.stability != Stability::TooFewSamples);
        noisyPoisson += p.stability == Stability::Noisy;
        noisyDispersed += d.stability == Stability::Noisy;
    }
    qInfo("noisier than sampling: Poisson %.4f, dispersion 4: %.4f", double(noisyPoisson) / trials,
          double(noisyDispersed) / trials);
    QVERIFY(double(noisyPoisson) / trials <= limitFor(kAlpha, trials));
    QVERIFY(double(noisyDispersed) / trials >= 0.9);
    QCOMPARE(analyzeCounts({5, 9, 7, 8}).stability, Stability::TooFewSamples);
    QCOMPARE(analyzeCounts({500}).stability, Stability::SingleRun);
    QVERIFY(std::isnan(analyzeCounts({500}).dispersion));
}

// On the real runs: each function's runs-needed figures are the formula's
// on its own counts (seconds * rate), recomputed here.
void tst_Stats::runsNeededFollowsItsFormula()
{
    AnalysisRequest request;
    request.executablePath = m_exe.toStdString();
    for (const QString &r : m_runs)
        request.runs.push_back(r.toStdString());
    const auto s = runStatistics(request);
    QVERIFY(s.ok());
    QVERIFY(s->rate > 0);
    QVERIFY(s->functions.size() >= 3);
    for (const FunctionRuns &f : s->functions) {
        std::vector<double> counts;
        for (double seconds : f.seconds)
            counts.push_back(seconds * double(s->rate));
        QCOMPARE(f.spread.runsNeeded5, runsNeededByFormula(counts, 0.05));
        QCOMPARE(f.spread.runsNeeded1, runsNeededByFormula(counts, 0.01));
        double runSeconds = 0;
        for (const RunSummary &r : s->runs)
            runSeconds += r.seconds / double(s->runs.size());
        QVERIFY(close(f.secondsNeeded5, f.spread.runsNeeded5 * runSeconds, 1e-12, 0));
    }
    // And on a known profile: 100 samples a run, Poisson-like (dispersion
    // below 1 counts as 1): z^2 / 0.05^2 / 100 runs.
    const std::vector<double> known = {100, 101, 99, 100};
    QCOMPARE(analyzeCounts(known).runsNeeded5, runsNeededByFormula(known, 0.05));
    const double z = gsl_cdf_ugaussian_Pinv(0.975);
    QCOMPARE(analyzeCounts(known).runsNeeded5, std::ceil(z * z / 0.0025 / 100));
}

// A run much shorter than the others, and one whose calls differ where the
// others agree, are odd; the others are not.
void tst_Stats::oddRuns()
{
    std::vector<RunSummary> runs(8);
    for (size_t i = 0; i < runs.size(); ++i) {
        runs[i].file = "r" + std::to_string(i);
        runs[i].samples = 1000 + double(i % 3) * 10;
        runs[i].calls = 5000;
    }
    runs[2].samples = 400;
    runs[6].calls = 5001;
    const RunStatistics s = summarizeRuns(runs, {}, 100);
    for (size_t i = 0; i < s.runs.size(); ++i) {
        QCOMPARE(s.runs[i].oddSamples, i == 2);
        QCOMPARE(s.runs[i].oddCalls, i == 6);
        QCOMPARE(s.runs[i].seconds, s.runs[i].samples / 100);
    }
}

// The statistics of 1,000 runs of 300 functions with samples: every
// function and run has its figures (bench/run-stats.sh times them, with
// the reading, against gprof).
void tst_Stats::thousandRuns()
{
    std::mt19937_64 rng(5);
    const int runs = 1000, functions = 300;
    std::vector<RunSummary> summaries(runs);
    std::vector<FunctionCounts> counts(functions);
    for (int f = 0; f < functions; ++f) {
        counts[size_t(f)].name = "f" + std::to_string(f);
        counts[size_t(f)].counts = drawCounts(rng, runs, 5 + 20 * f, f % 3 ? 1 : 3);
        for (int r = 0; r < runs; ++r)
            summaries[size_t(r)].samples += counts[size_t(f)].counts[size_t(r)];
    }
    const RunStatistics s = summarizeRuns(std::move(summaries), std::move(counts), 100);
    QCOMPARE(s.functions.size(), size_t(functions));
    for (const FunctionRuns &f : s.functions) {
        QCOMPARE(f.seconds.size(), size_t(runs));
        QCOMPARE(f.spread.departure.size(), size_t(runs));
    }
    // Sorted by mean, most first.
    for (size_t i = 1; i < s.functions.size(); ++i)
        QVERIFY(s.functions[i - 1].meanSeconds >= s.functions[i].meanSeconds);
}

// Eight real runs, the fifth doing five times the work in spiky(): it is
// spiky()'s only outlier; steady() and other() have none.
void tst_Stats::realRunsOneOutlier()
{
    AnalysisRequest request;
    request.executablePath = m_exe.toStdString();
    for (const QString &r : m_runs)
        request.runs.push_back(r.toStdString());
    const auto s = runStatistics(request, {kRealAlpha, 10});
    QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
    QCOMPARE(s->runs.size(), size_t(kRealRuns));
    int seen = 0;
    for (const FunctionRuns &f : s->functions) {
        QCOMPARE(f.seconds.size(), size_t(kRealRuns));
        if (f.name == "spiky") {
            ++seen;
            QCOMPARE(f.spread.outliers, std::vector<int>{kPlanted});
            QVERIFY(f.seconds[kPlanted] > 3 * f.seconds[0]);
        } else if (f.name == "steady" || f.name == "other") {
            ++seen;
            QVERIFY2(f.spread.outliers.empty(), f.name.c_str());
            QVERIFY2(f.spread.mean >= 10, f.name.c_str()); // enough samples to judge
        }
    }
    QCOMPARE(seen, 3);
    // The planted run is longer as a whole; the calls are the same in all.
    for (size_t i = 0; i < s->runs.size(); ++i) {
        QCOMPARE(s->runs[i].oddSamples, int(i) == kPlanted);
        QVERIFY(!s->runs[i].oddCalls);
        QCOMPARE(s->runs[i].calls, s->runs[0].calls);
        QVERIFY(s->runs[i].calls > 0);
    }
}

// JSON as the issue gives it, runs in the order given (here reversed), the
// outlier by file name; the text marks it; exit 0.
void tst_Stats::commandLineJsonAndText()
{
    QStringList reversed = m_runs;
    std::reverse(reversed.begin(), reversed.end());
    const QString alpha = QString::number(kRealAlpha);
    const ProcessResult json = runProcess(
        gmonviewBinary(),
        QStringList{"stats", "--alpha", alpha, "--format", "json", m_exe} + reversed, m_dir.path());
    QCOMPARE(json.exitCode, 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json.out, &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    const QJsonObject root = doc.object();
    const QJsonArray runs = root.value("runs").toArray();
    QCOMPARE(runs.size(), kRealRuns);
    for (int i = 0; i < runs.size(); ++i) {
        const QJsonObject r = runs[i].toObject();
        QCOMPARE(r.value("file").toString(), reversed[i]);
        QVERIFY(r.value("samples").toDouble() > 0);
        QVERIFY(r.value("seconds").toDouble() > 0);
        QVERIFY(r.value("calls").toDouble() > 0);
    }
    const QJsonArray functions = root.value("functions").toArray();
    int seen = 0;
    for (const QJsonValue &v : functions) {
        const QJsonObject f = v.toObject();
        const QJsonArray seconds = f.value("seconds").toArray();
        QCOMPARE(seconds.size(), kRealRuns);
        double mean = 0;
        for (const QJsonValue &x : seconds)
            mean += x.toDouble() / kRealRuns;
        QVERIFY(close(f.value("mean").toDouble(), mean, 1e-6, 1e-9));
        double squares = 0;
        for (const QJsonValue &x : seconds)
            squares += (x.toDouble() - mean) * (x.toDouble() - mean);
        const double stddev = std::sqrt(squares / (kRealRuns - 1));
        QVERIFY(close(f.value("stddev").toDouble(), stddev, 1e-6, 1e-9));
        QVERIFY(close(f.value("cv").toDouble(), stddev / mean, 1e-6, 1e-9));
        QVERIFY(f.value("runs_needed_5pct").toDouble() >= 1);
        const QJsonArray outliers = f.value("outlier_runs").toArray();
        const QString name = f.value("name").toString();
        if (name == "spiky") {
            ++seen;
            QCOMPARE(outliers.size(), 1);
            QCOMPARE(outliers[0].toString(), m_runs[kPlanted]);
        } else if (name == "steady" || name == "other") {
            ++seen;
            QVERIFY2(outliers.isEmpty(), qPrintable(name));
        }
    }
    QCOMPARE(seen, 3);

    const ProcessResult text = runProcess(
        gmonviewBinary(), QStringList{"stats", "--alpha", alpha, m_exe} + m_runs, m_dir.path());
    QCOMPARE(text.exitCode, 0);
    const QString out = QString::fromUtf8(text.out);
    // spiky()'s line of seconds per run has its sixth run in brackets, only.
    const QRegularExpression spikyRows(
        QStringLiteral(R"(\bspiky\n\s+((?:\[?[0-9.]+\]?\s*){%1})\n)").arg(kRealRuns));
    const QRegularExpressionMatch m = spikyRows.match(out);
    QVERIFY2(m.hasMatch(), qPrintable(out));
    const QStringList cells = m.captured(1).split(' ', Qt::SkipEmptyParts);
    QCOMPARE(cells.size(), kRealRuns);
    for (int i = 0; i < cells.size(); ++i)
        QCOMPARE(cells[i].startsWith('['), i == kPlanted);
    QCOMPARE(out.count(QRegularExpression(QStringLiteral(R"(\[[0-9])"))), 1);
}

// Exit status 2, a message that names the file, nothing on standard output.
void tst_Stats::badInputRefused()
{
    const QString missing = m_dir.filePath(QStringLiteral("missing.out"));
    const QString other = m_dir.filePath(QStringLiteral("other"));
    QCOMPARE(compileProgram(QStringLiteral("many.c"), {"-pg", "-O0"}, other).exitCode, 0);
    QCOMPARE(profileRun(other, {}, m_dir.path(), QStringLiteral("other.out")).exitCode, 0);
    const QString otherRun = m_dir.filePath(QStringLiteral("other.out"));
    struct Case
    {
        const char *what;
        QStringList args;
        QStringList named;
    };
    const Case cases[] = {
        {"a run that does not exist", {m_exe, m_runs[0], missing}, {missing}},
        {"no runs", {m_exe}, {m_exe}},
        {"a missing executable", {missing, m_runs[0]}, {missing}},
        {"a run of another program", {m_exe, m_runs[0], otherRun}, {otherRun}},
        {"no arguments", {}, {"executable"}},
        {"a bad format", {"--format", "xml", m_exe, m_runs[0]}, {"xml"}},
        {"a bad alpha", {"--alpha", "2", m_exe, m_runs[0]}, {"alpha"}},
        {"an unknown option", {"--frobnicate", m_exe, m_runs[0]}, {"--frobnicate"}},
    };
    for (const Case &c : cases) {
        const ProcessResult r =
            runProcess(gmonviewBinary(), QStringList{"stats"} + c.args, m_dir.path());
        QVERIFY2(r.exitCode == 2, c.what);
        QVERIFY2(r.out.isEmpty(), c.what);
        for (const QString &name : c.named)
            QVERIFY2(r.err.contains(name.toUtf8()),
                     qPrintable(QStringLiteral("%1: %2").arg(c.what, QString::fromUtf8(r.err))));
    }
    // Help is not an error, and gmonview's own lists the command.
    QCOMPARE(runProcess(gmonviewBinary(), {"stats", "--help"}, m_dir.path()).exitCode, 0);
    const ProcessResult help = runProcess(gmonviewBinary(), {"--help"}, m_dir.path());
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains("gmonview stats [--alpha A] [--format text|json] EXE GMON..."));
}

// Issue 25, point 10: the statistics run on pool threads, two loads at once,
// so they must not write libm's global signgam (std::lgamma does; lgamma_r
// does not). The binary that runs them imports no lgamma, and two threads
// computing the same distributions get what one thread gets.
void tst_Stats::noGlobalStateInTheMaths()
{
    const ProcessResult imports = runProcess(QStringLiteral("nm"),
                                             {"-D", "--undefined-only", gmonviewBinary()}, ".");
    QCOMPARE(imports.exitCode, 0);
    QVERIFY(imports.out.contains("lgamma_r"));
    static const QRegularExpression plain(QStringLiteral(R"(\blgamma(f|l)?@)"));
    QVERIFY2(!plain.match(QString::fromLatin1(imports.out)).hasMatch(), imports.out.constData());

    auto work = [] {
        double sum = 0;
        for (int i = 1; i < 3000; ++i)
            sum += stats::regularizedBeta(0.3, 0.5 + i % 50, 1.5 + i % 7) +
                   stats::regularizedGammaLower(1.0 + i % 30, 0.1 * (i % 90));
        return sum;
    };
    const double alone = work();
    std::future<double> a = std::async(std::launch::async, work);
    std::future<double> b = std::async(std::launch::async, work);
    QCOMPARE(a.get(), alone);
    QCOMPARE(b.get(), alone);
}

QTEST_GUILESS_MAIN(tst_Stats)
#include "tst_stats.moc"
