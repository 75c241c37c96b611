// SPDX-License-Identifier: MIT
// The item models under QAbstractItemModelTester, and their values against
// `gmonview report` for the same files.
#include "model/engine/ProfileAnalysis.h"
#include "model/engine/ProfileSession.h"
#include "model/engine/RunSum.h"
#include "model/items/CallListModel.h"
#include "model/items/CompareModel.h"
#include "model/items/DisplayFormat.h"
#include "model/items/FlatProfileModel.h"
#include "model/items/RunsModel.h"
#include "TestSupport.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace gmonview;
using namespace gmonview::test;

class tst_Models : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void readableQuantities_data();
    void readableQuantities();
    void flatProfileMatchesReport();
    void percentIsTheTrueShare();
    void flatProfileFilter();
    void callLists();
    void callListsCompared();
    void compareModel();
    void runsModel();
    void otherDimension();
    void clonePiecesInTheTooltip();

private:
    QTemporaryDir m_dir;
    std::shared_ptr<const Executable> m_exe;
    std::shared_ptr<const ProfileResult> m_profile;
    std::vector<RunStats> m_runs;
};

void tst_Models::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString exe = m_dir.filePath(QStringLiteral("prog"));
    QCOMPARE(compileProgram(QStringLiteral("cycles.c"), {"-pg", "-O0"}, exe).exitCode, 0);
    QCOMPARE(profileRun(exe, {"20"}, m_dir.path(), QStringLiteral("run1")).exitCode, 0);
    QCOMPARE(profileRun(exe, {"8"}, m_dir.path(), QStringLiteral("run2")).exitCode, 0);
    auto loaded = Executable::load(exe.toStdString());
    QVERIFY(loaded.ok());
    m_exe = *loaded;
    RunSum sum(m_exe->symbols, m_exe->specs);
    for (const char *r : {"run1", "run2"}) {
        auto f = readGmonFile(m_dir.filePath(QLatin1String(r)).toStdString(), m_exe->target);
        QVERIFY(f.ok());
        QVERIFY(sum.add(*f).ok());
        m_runs.push_back(statsOf(*f));
    }
    m_profile = std::make_shared<const ProfileResult>(analyzeProfile(sum));
}

// Rebuilding gprof's flat profile lines from the model's cells gives the
// report's lines exactly.
// Each time in the unit that shows it with three significant figures, the
// rounding deciding the unit ("1.00 ms", not "1000 µs"), read back.
void tst_Models::readableQuantities_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("zero") << 0.0 << QStringLiteral("0 s");
    QTest::newRow("ns") << 8.5e-7 << QStringLiteral("850 ns");
    QTest::newRow("small ns") << 3.2e-9 << QStringLiteral("3.20 ns");
    QTest::newRow("us") << 1.234e-5 << QStringLiteral("12.3 \u00b5s");
    QTest::newRow("rounds up to ms") << 9.9996e-4 << QStringLiteral("1.00 ms");
    QTest::newRow("100 ms") << 0.09996 << QStringLiteral("100 ms");
    QTest::newRow("s") << 2.5 << QStringLiteral("2.50 s");
    QTest::newRow("long") << 4321.0 << QStringLiteral("4321 s");
}

void tst_Models::readableQuantities()
{
    QFETCH(double, value);
    QFETCH(QString, text);
    QCOMPARE(readableQuantity(value), text);
    const double back = parseReadableQuantity(text);
    QVERIFY(std::abs(back - value) <= 0.005 * value);
    QCOMPARE(parseReadableQuantity(QStringLiteral("0.00")), -1.0);
}

void tst_Models::flatProfileMatchesReport()
{
    FlatProfileModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setProfile(m_profile);
    QVERIFY(model.rowCount() > 0);
    const QStringList lines = flatProfileLines(&model);
    const ReportOutput report = runOurs({"-b", "-p", "prog", "run1", "run2"}, m_dir.path());
    QCOMPARE(report.exitCode, 0);
    const QStringList expected = reportFlatLines(report.out);
    QCOMPARE(lines, expected);
    // The header says per call (each cell has its unit); a copy's header
    // names the unit of its plain numbers.
    QCOMPARE(model.headerData(FlatProfileModel::SelfPerCall, Qt::Horizontal).toString(),
             QStringLiteral("self/call"));
    QCOMPARE(model.headerData(FlatProfileModel::SelfPerCall, Qt::Horizontal,
                              FlatProfileModel::FullTextRole)
                 .toString(),
             QStringLiteral("self s/call"));
    // Sampling error: sqrt(N) samples, shown in seconds.
    for (int row = 0; row < model.rowCount(); ++row) {
        const double n =
            model.index(row, FlatProfileModel::Samples).data(FlatProfileModel::SortRole).toDouble();
        if (n <= 0)
            continue;
        QCOMPARE(
            model.index(row, FlatProfileModel::Error).data(FlatProfileModel::SortRole).toDouble(),
            std::sqrt(n));
        QCOMPARE(model.index(row, 0).data(FlatProfileModel::LowConfidenceRole).toBool(),
                 n < FlatProfileModel::kLowConfidenceSamples);
    }
}

// gprof's %time shares each bin's samples out over its bin width rounded
// down, so a function holding every sample shows more than 100 %. The
// window shows each function's share of the samples the runs hold (read
// here from the files themselves), with gprof's figure in the tooltip.
void tst_Models::percentIsTheTrueShare()
{
    double taken = 0; // every sample in the two runs
    for (const char *r : {"run1", "run2"}) {
        auto f = readGmonFile(m_dir.filePath(QLatin1String(r)).toStdString(), m_exe->target);
        QVERIFY(f.ok());
        for (const HistogramRecord &h : f->histograms)
            for (uint16_t bin : h.bins)
                taken += bin;
    }
    QVERIFY(taken > 0);

    FlatProfileModel model;
    model.setProfile(m_profile);
    double shown = 0, gprofSum = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex percent = model.index(row, FlatProfileModel::Percent);
        const double samples =
            model.index(row, FlatProfileModel::Samples).data(FlatProfileModel::SortRole).toDouble();
        shown += samples;
        QCOMPARE(percent.data().toString(), QString::asprintf("%.2f", 100 * samples / taken));
        const QString gprof = percent.data(FlatProfileModel::GprofTextRole).toString();
        gprofSum += gprof.toDouble();
        if (gprof != percent.data().toString())
            QVERIFY2(percent.data(Qt::ToolTipRole).toString().contains(gprof + QLatin1Char('%')),
                     qPrintable(percent.data(Qt::ToolTipRole).toString()));
    }
    // The samples are all there, once: in a function or in no function.
    QCOMPARE(shown + double(m_profile->outsideSamples), taken);

    // gprof itself: more than every sample, which the window does not repeat.
    const ProcessResult gprof = runGprof({"-b", "-p", "prog", "run1", "run2"}, m_dir.path());
    QCOMPARE(gprof.exitCode, 0);
    double gprofPrinted = 0;
    const QStringList lines = reportFlatLines(gprof.out.toStdString());
    for (const QString &line : lines)
        gprofPrinted += line.section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty).toDouble();
    QCOMPARE(gprofPrinted, gprofSum); // the role is gprof's figure
    QVERIFY2(gprofPrinted > 100.0 + 0.005 * double(lines.size()),
             qPrintable(QStringLiteral("gprof's %time adds up to %1").arg(gprofPrinted)));
    QVERIFY(100 * shown / taken <= 100.0);
}

void tst_Models::flatProfileFilter()
{
    FlatProfileModel model;
    model.setProfile(m_profile);
    FlatProfileFilter filter;
    QAbstractItemModelTester tester(&filter,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    filter.setSourceModel(&model);
    const int shown = filter.rowCount();
    filter.setShowUnused(true);
    QCOMPARE(filter.rowCount(), model.rowCount());
    filter.setShowUnused(false);
    QCOMPARE(filter.rowCount(), shown);
    filter.setNameFilter(QStringLiteral("c"), false);
    for (int r = 0; r < filter.rowCount(); ++r)
        QVERIFY(
            filter.index(r, FlatProfileModel::Name).data().toString().contains(QLatin1Char('c')));
    filter.setNameFilter(QStringLiteral("^c[0-9]"), true);
    QVERIFY(filter.nameFilterValid());
    QCOMPARE(filter.rowCount(), 3); // c1 c2 c3
    filter.setNameFilter(QStringLiteral("(unclosed"), true);
    QVERIFY(!filter.nameFilterValid());
    QCOMPARE(filter.rowCount(), 0);
    filter.setNameFilter(QString(), false);
    // The cutoff keeps the functions that make up the top share of the time.
    filter.setCutoffPercent(50);
    QVERIFY(filter.rowCount() >= 1);
    QVERIFY(filter.rowCount() < shown);
    for (int r = 0; r < filter.rowCount(); ++r)
        QVERIFY(filter.index(r, 0).data(FlatProfileModel::CumulativeShareBeforeRole).toDouble() <
                0.5);
    filter.setCutoffPercent(100);
    // Sorting by calls, descending.
    filter.sort(FlatProfileModel::Calls, Qt::DescendingOrder);
    for (int r = 1; r < filter.rowCount(); ++r)
        QVERIFY(filter.index(r - 1, FlatProfileModel::Calls)
                    .data(FlatProfileModel::SortRole)
                    .toULongLong() >= filter.index(r, FlatProfileModel::Calls)
                                          .data(FlatProfileModel::SortRole)
                                          .toULongLong());
}

void tst_Models::callLists()
{
    CallListModel callers(CallListModel::Direction::Callers);
    CallListModel callees(CallListModel::Direction::Callees);
    QAbstractItemModelTester t1(&callers, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t2(&callees, QAbstractItemModelTester::FailureReportingMode::QtTest);
    callers.setProfile(m_profile);
    callees.setProfile(m_profile);
    const ReportOutput graph = runOurs({"-b", "-q", "prog", "run1", "run2"}, m_dir.path());
    const QString text = QString::fromStdString(graph.out);
    int checked = 0;
    for (int s = 0; s < int(m_profile->symbols.size()); ++s) {
        const ProfileSymbol &sym = m_profile->symbol(s);
        if (!sym.printFlag ||
            (sym.calls == 0 && sym.selfCalls == 0 && sym.propSelf == 0 && sym.propChild == 0))
            continue;
        callers.setFunction(s);
        callees.setFunction(s);
        // Each row names the other function as gprof's graph line does.
        const size_t parents = m_profile->parentArcs[size_t(s)].size();
        QCOMPARE(callers.rowCount(), int(parents ? parents : 1));
        QCOMPARE(callees.rowCount(), int(m_profile->childArcs[size_t(s)].size()));
        for (int r = 0; r < callees.rowCount(); ++r) {
            const QString called = callees.index(r, CallListModel::Called).data().toString();
            const QString name = callees.index(r, CallListModel::Name).data().toString();
            // gprof's "%7lu/%-7lu     name", or the count alone within a cycle.
            const QStringList parts = called.split(QLatin1Char('/'));
            const QString line =
                parts.size() == 2
                    ? parts[0].rightJustified(7) + QLatin1Char('/') + parts[1].leftJustified(7) +
                          QStringLiteral("     ") + name
                    : called.rightJustified(7) + QStringLiteral("             ") + name;
            QVERIFY2(text.contains(line), qPrintable(line));
        }
        ++checked;
    }
    QVERIFY(checked >= 5);
    // A function nobody calls has <spontaneous> as its one caller.
    bool sawSpontaneous = false;
    for (int s = 0; s < int(m_profile->symbols.size()); ++s) {
        if (m_profile->parentArcs[size_t(s)].empty()) {
            sawSpontaneous = true;
            callers.setFunction(s);
            QCOMPARE(callers.rowCount(), 1);
            QCOMPARE(callers.symbolAt(0), -1);
            QCOMPARE(callers.index(0, CallListModel::Name).data().toString(),
                     QStringLiteral("<spontaneous>"));
            break;
        }
    }
    QVERIFY(sawSpontaneous); // main, at least
}

// Base against New: the callees' "called" cell reads "base → new" per run
// where the count changed (matched by name), the count as before where it
// did not, with a tooltip that says so; cleared, as before.
void tst_Models::callListsCompared()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto [base, next] = profileComparedBuilds(dir.path());
    QVERIFY(base && next);
    auto comparison = std::make_shared<const Comparison>(handBuiltComparison(base, 1, next, 1, {}));
    const int main = functionNamed(*next, "main");
    QVERIFY(main >= 0);

    CallListModel callees(CallListModel::Direction::Callees);
    CallListModel callers(CallListModel::Direction::Callers);
    QAbstractItemModelTester t1(&callees, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t2(&callers, QAbstractItemModelTester::FailureReportingMode::QtTest);
    callees.setProfile(next);
    callees.setFunction(main);
    auto cells = [&] {
        std::map<QString, QString> out; // callee -> called
        for (int r = 0; r < callees.rowCount(); ++r)
            out[callees.index(r, CallListModel::Name).data(CallListModel::SortRole).toString()] =
                callees.index(r, CallListModel::Called).data().toString();
        return out;
    };
    const auto plain = cells();
    QCOMPARE(int(plain.size()), 4); // grows, shrinks, steady, often

    callees.setComparison(comparison);
    const auto compared = cells();
    int changed = 0;
    for (const ArcDelta &a : comparison->arcs) {
        if (a.caller != "main")
            continue;
        const QString callee = QString::fromStdString(a.callee);
        QVERIFY2(compared.count(callee), qPrintable(callee));
        if (a.baseCalls == a.newCalls) {
            QCOMPARE(compared.at(callee), plain.at(callee));
            continue;
        }
        ++changed;
        QCOMPARE(
            compared.at(callee),
            QStringLiteral("%1 → %2").arg(qulonglong(a.baseCalls)).arg(qulonglong(a.newCalls)));
    }
    QCOMPARE(changed, 1); // often, twice as often
    QVERIFY(compared.at(QStringLiteral("often")).contains(QStringLiteral("→")));
    for (int r = 0; r < callees.rowCount(); ++r)
        QVERIFY(callees.index(r, CallListModel::Called)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("per run")));

    // The caller's side: often's one caller, main, with both counts.
    int often = -1;
    for (int r = 0; r < callees.rowCount(); ++r)
        if (callees.index(r, CallListModel::Name).data(CallListModel::SortRole).toString() ==
            QStringLiteral("often"))
            often = callees.symbolAt(r);
    callers.setProfile(next);
    callers.setComparison(comparison);
    callers.setFunction(often);
    QCOMPARE(callers.rowCount(), 1);
    QCOMPARE(callers.index(0, CallListModel::Called).data().toString(),
             compared.at(QStringLiteral("often")));

    // Over another profile the comparison is not shown; cleared, neither.
    const int baseOften = functionNamed(*base, "often");
    callers.setProfile(base);
    callers.setFunction(baseOften);
    QCOMPARE(callers.rowCount(), 1);
    QVERIFY(
        !callers.index(0, CallListModel::Called).data().toString().contains(QStringLiteral("→")));
    callees.setComparison(nullptr);
    QCOMPARE(cells(), plain);
    QVERIFY(!callees.index(0, CallListModel::Called)
                 .data(Qt::ToolTipRole)
                 .toString()
                 .contains(QStringLiteral("per run")));
}

// The comparison's table, on a real comparison of two builds: one row per
// function, the verdicts and numbers as the comparison has them.
// Runs written with known counts (real ones put the samples where they
// happen to fall, and one run a side decided the verdict by chance): grows
// 100 -> 400 samples, shrinks 400 -> 100, steady 200 both, often called 200
// -> 400 times.
void tst_Models::compareModel()
{
    QStringList exes;
    const int grows[] = {100, 400}, shrinks[] = {400, 100}, often[] = {200, 400};
    for (const char *variant : {"-DNEW=0", "-DNEW=1"}) {
        const int side = int(exes.size());
        const QString exe = m_dir.filePath(QStringLiteral("cmp%1").arg(side));
        QCOMPARE(compileProgram(QStringLiteral("compare_lines.c"), {"-pg", "-O0", variant}, exe)
                     .exitCode,
                 0);
        QCOMPARE(
            writeSyntheticRun(
                exe, exe + ".gmon",
                {.samples = {{"grows", grows[side]}, {"shrinks", shrinks[side]}, {"steady", 200}},
                 .arcs = {{"main", "grows", 20},
                          {"main", "shrinks", 20},
                          {"main", "steady", 20},
                          {"main", "often", uint32_t(often[side])}}}),
            QString());
        exes << exe;
    }
    CompareRequest request;
    request.base.executablePath = exes[0].toStdString();
    request.base.runs = {(exes[0] + ".gmon").toStdString()};
    request.next.executablePath = exes[1].toStdString();
    request.next.runs = {(exes[1] + ".gmon").toStdString()};
    auto comparison = compareRuns(request);
    QVERIFY2(comparison.ok(), comparison.ok() ? "" : comparison.error().message.c_str());
    auto shared = std::make_shared<const Comparison>(std::move(*comparison));

    CompareModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setComparison(shared);
    QCOMPARE(model.rowCount(), int(shared->functions.size()));
    std::map<std::string, DeltaStatus> seen;
    for (int r = 0; r < model.rowCount(); ++r) {
        const FunctionDelta &d = shared->functions[size_t(r)];
        seen[d.name] = d.status;
        QCOMPARE(model.index(r, CompareModel::Name).data().toString(),
                 QString::fromStdString(d.name));
        QCOMPARE(model.index(r, 0).data(CompareModel::SymbolRole).toInt(), d.newSymbol);
        QCOMPARE(model.index(r, 0).data(CompareModel::SignificantRole).toBool(), d.significant);
        QCOMPARE(model.index(r, CompareModel::Delta).data(CompareModel::SortRole).toDouble(),
                 d.deltaSeconds);
        QCOMPARE(model.index(r, CompareModel::Verdict).data().toString(),
                 CompareModel::verdictText(d));
        if (d.name == "grows") {
            QCOMPARE(d.baseSamples, 100.0);
            QCOMPARE(d.newSamples, 400.0);
            QCOMPARE(model.index(r, CompareModel::Verdict).data().toString(),
                     QStringLiteral("slower"));
            QVERIFY(model.index(r, CompareModel::Name)
                        .data(Qt::ToolTipRole)
                        .toString()
                        .contains(QStringLiteral("confidence")));
        }
        if (d.name == "often") {
            QVERIFY(d.callsChanged);
            QCOMPARE(model.index(r, CompareModel::NewCalls).data().toString(),
                     QStringLiteral("400 (+200)"));
        }
    }
    QCOMPARE(seen["grows"], DeltaStatus::Slower);
    QCOMPARE(seen["shrinks"], DeltaStatus::Faster);
    QCOMPARE(seen["steady"], DeltaStatus::Unchanged);
    QVERIFY(seen.count("often"));
    QCOMPARE(model.rowOfSymbol(shared->functions.front().newSymbol) >= 0,
             shared->functions.front().newSymbol >= 0);
    model.setComparison(nullptr);
    QCOMPARE(model.rowCount(), 0);
}

void tst_Models::runsModel()
{
    RunsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    std::vector<RunsModel::Run> runs;
    for (const RunStats &s : m_runs)
        runs.push_back({s, true});
    model.setRuns(runs);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(0, RunsModel::File).data().toString(), QStringLiteral("run1"));
    QVERIFY(model.index(0, RunsModel::Samples).data(RunsModel::SortRole).toULongLong() > 0);
    QSignalSpy changed(&model, &RunsModel::runEnabledChanged);
    QVERIFY(model.setData(model.index(1, RunsModel::File), Qt::Unchecked, Qt::CheckStateRole));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).toInt(), 1);
    QCOMPARE(changed.at(0).at(1).toBool(), false);
    QCOMPARE(model.enabledPaths().size(), 1);
    QCOMPARE(model.allPaths().size(), 2);
}

// A histogram may count something other than time: the headers and values
// follow its dimension, abbreviation and rate.
void tst_Models::otherDimension()
{
    auto real = readGmonFile(m_dir.filePath("run1").toStdString(), m_exe->target);
    QVERIFY(real.ok());
    GmonFile file = *real;
    file.path = "cycles.gmon";
    for (auto &h : file.histograms) {
        h.dimension = {'c', 'y', 'c', 'l', 'e', 's'};
        h.dimensionAbbrev = 'c';
        h.rate = 1000;
    }
    RunSum sum(m_exe->symbols, m_exe->specs);
    QVERIFY(sum.add(file).ok());
    auto profile = std::make_shared<const ProfileResult>(analyzeProfile(sum));
    QCOMPARE(profile->dimension, std::string("cycles"));
    FlatProfileModel model;
    model.setProfile(profile);
    QCOMPARE(model.headerData(FlatProfileModel::Self, Qt::Horizontal).toString(),
             QStringLiteral("self c"));
    QCOMPARE(model.headerData(FlatProfileModel::SelfPerCall, Qt::Horizontal,
                              FlatProfileModel::FullTextRole)
                 .toString(),
             QStringLiteral("self c/call"));
    // Each time per call in the profile's own unit.
    for (int r = 0; r < model.rowCount(); ++r) {
        const QString perCall = model.index(r, FlatProfileModel::SelfPerCall).data().toString();
        QVERIFY2(perCall.isEmpty() || perCall.endsWith(QLatin1Char('c')), qPrintable(perCall));
    }
    QVERIFY(model.headerData(FlatProfileModel::Self, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("cycles")));
    const double samples =
        model.index(0, FlatProfileModel::Samples).data(FlatProfileModel::SortRole).toDouble();
    QVERIFY(samples > 0);
    // The self column is the function's time at the profile's rate (1000
    // cycles a second here): gprof's credit, which divides a bin by its
    // width rounded down, so it can differ from the samples column and be
    // rounded on the other side (45 samples, "0.05": it failed so in CI).
    const double time =
        model.index(0, FlatProfileModel::Self).data(FlatProfileModel::SortRole).toDouble();
    QVERIFY(time > 0);
    QCOMPARE(model.index(0, FlatProfileModel::Self).data().toString(),
             QString::asprintf("%.2f", time / 1000));
}

// Issue 24, point 6: a function's tooltip names the GCC clone pieces
// counted under it, and a piece's names the function it is counted under
// (clones.c at -O2: guarded.cold, which gprof folds into complain). Read as
// gprof reads it, there are no pieces and no such note.
void tst_Models::clonePiecesInTheTooltip()
{
    const QString exe = m_dir.filePath(QStringLiteral("clones"));
    QCOMPARE(compileProgram(QStringLiteral("clones.c"), {"-pg", "-O2"}, exe).exitCode, 0);
    QCOMPARE(profileRun(exe, {"300"}, m_dir.path(), QStringLiteral("clones.out")).exitCode, 0);
    auto tooltips = [&](bool credit) {
        ProgramOptions options;
        options.creditClonePieces = credit;
        auto loaded = Executable::load(exe.toStdString(), options);
        std::map<std::string, QString> out;
        if (!loaded.ok())
            return out;
        RunSum sum((*loaded)->symbols, (*loaded)->specs);
        auto run = readGmonFile(m_dir.filePath(QStringLiteral("clones.out")).toStdString(),
                                (*loaded)->target);
        if (!run.ok() || !sum.add(*run).ok())
            return out;
        auto profile = std::make_shared<const ProfileResult>(analyzeProfile(sum));
        FlatProfileModel model;
        model.setProfile(profile);
        for (int r = 0; r < model.rowCount(); ++r) {
            const int symbol = model.index(r, 0).data(FlatProfileModel::SymbolRole).toInt();
            out[profile->symbols[size_t(symbol)].name] =
                model.index(r, FlatProfileModel::Name).data(Qt::ToolTipRole).toString();
        }
        return out;
    };
    const auto window = tooltips(true);
    QVERIFY2(window.count("guarded") && window.count("guarded.cold"),
             "gcc -O2 made no guarded.cold; the test program needs updating");
    QVERIFY2(window.at("guarded").contains(QStringLiteral("guarded.cold")),
             qPrintable(window.at("guarded")));
    QVERIFY2(window.at("guarded.cold").contains(QStringLiteral("counted under guarded")),
             qPrintable(window.at("guarded.cold")));
    QVERIFY(!window.at("complain").contains(QStringLiteral("piece")));
    const auto gprof = tooltips(false);
    QVERIFY(gprof.count("guarded") && !gprof.count("guarded.cold"));
    QCOMPARE(gprof.at("guarded"), QStringLiteral("guarded"));
}

QTEST_GUILESS_MAIN(tst_Models)
#include "tst_models.moc"
