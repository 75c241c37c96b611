// SPDX-License-Identifier: MIT
// gcov's exact counts in the window (issue 29, points 2, 3 and 5), on a real
// program built with -pg --coverage at test time and run: the source pane's
// executions are gcov's own text output line for line, its branches gcov's
// `-b` text, its time per execution the line's seconds over its executions;
// the loops' iterations per entry are the counts the program was run with;
// the flat profile's entries and lines run are gcov's; the doctor finds
// counts of other runs (and says so in the warning bar) and says which build
// the samples were taken on; coverage comes by the command line, a drop and
// File > Add Coverage, a broken file is refused by name keeping what was
// shown, and a new program drops the old program's counts.
#include "TestSupport.h"
#include "model/document/ProfileDocument.h"
#include "model/items/FlatProfileModel.h"
#include "model/items/SourceModel.h"
#include "model/stats/ProfileDoctor.h"
#include "views/source/SourceView.h"
#include "views/window/MainWindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QFile>
#include <QLabel>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace gmonview;
using namespace gmonview::test;

namespace {

// How coverage.c is run: main calls work kRounds times, and work's loop
// runs kIterations times a call.
const int kRounds = 7;
const int kIterations = 20000000;

// gcov's branch counts of each line of FILE in `gcov -b -c -t`'s text: the
// arcs marked "(fallthrough)" (not taken) and the others (taken).
struct TextBranches
{
    uint64_t taken = 0;
    uint64_t notTaken = 0;
};
std::map<uint32_t, TextBranches> gcovTextBranches(const QString &data, const QString &file)
{
    const ProcessResult r = runProcess(QStringLiteral("gcov"), {"-b", "-c", "-t", data},
                                       QFileInfo(data).absolutePath());
    static const QRegularExpression line(QStringLiteral(R"(^\s*(\d+|#####|=====|-)\*?:\s*(\d+):)"));
    static const QRegularExpression branch(QStringLiteral(R"(^branch\s+\d+\s+taken\s+(\d+))"));
    std::map<uint32_t, TextBranches> out;
    bool inFile = false;
    uint32_t current = 0;
    for (const QString &l : QString::fromUtf8(r.out).split('\n')) {
        if (l.contains(QLatin1String(":    0:Source:")))
            inFile = l.section(QStringLiteral(":Source:"), 1).endsWith(file);
        if (const auto m = line.match(l); m.hasMatch())
            current = m.captured(2).toUInt();
        if (const auto m = branch.match(l); m.hasMatch() && inFile)
            (l.contains(QLatin1String("(fallthrough)")) ? out[current].notTaken
                                                        : out[current].taken) +=
                m.captured(1).toULongLong();
    }
    return out;
}

// The line of FILE_TEXT (1-based) that contains TEXT, or 0.
int lineWith(const QStringList &fileText, const QString &text)
{
    for (qsizetype i = 0; i < fileText.size(); ++i)
        if (fileText[i].contains(text))
            return int(i) + 1;
    return 0;
}

} // namespace

class tst_CoverageWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sourceColumnsAreGcovs();
    void loopsIterationsPerEntry();
    void flatProfileColumns();
    void addedByDropAndRefusedByName();
    void movedSourceKeepsItsCounts();
    void countsOfOtherRunsFound();

private:
    // W opened with RUNS and coverage from the command line (COVERAGE_ARGS),
    // its source pane on work's file; false on time out.
    bool openWithCoverage(MainWindow &w, const QStringList &runs, const QStringList &coverageArgs);
    void showWork(MainWindow &w);
    QTemporaryDir m_dir;
    QString m_exe, m_gmon, m_gcda, m_source;
};

void tst_CoverageWindow::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_exe = m_dir.filePath(QStringLiteral("cov"));
    // Built in the test's folder, so that the .gcno and .gcda files are
    // written there (cov-coverage.gcda).
    QCOMPARE(compileProgram(QStringLiteral("coverage.c"), {"-pg", "--coverage", "-O0", "-g"}, m_exe)
                 .exitCode,
             0);
    QCOMPARE(profileRun(m_exe, {QString::number(kRounds), QString::number(kIterations)},
                        m_dir.path(), QStringLiteral("gmon.out"))
                 .exitCode,
             0);
    m_gmon = m_dir.filePath(QStringLiteral("gmon.out"));
    const QStringList gcda = QDir(m_dir.path()).entryList({QStringLiteral("*.gcda")});
    QCOMPARE(gcda.size(), 1);
    m_gcda = m_dir.filePath(gcda.first());
    m_source = QDir(programsDir()).filePath(QStringLiteral("coverage.c"));
}

bool tst_CoverageWindow::openWithCoverage(MainWindow &w, const QStringList &runs,
                                          const QStringList &coverageArgs)
{
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    QSignalSpy lines(&w, &MainWindow::linesReady);
    QSignalSpy coverage(w.document(), &ProfileDocument::coverageChanged);
    w.openCommandLine(QStringList{m_exe} + runs + coverageArgs);
    return QTest::qWaitFor(
        [&] {
            return loaded.count() > 0 && lines.count() > 0 &&
                   (coverageArgs.isEmpty() || w.document()->coverage()) && !w.document()->isBusy();
        },
        60000);
}

void tst_CoverageWindow::showWork(MainWindow &w)
{
    auto *flat = w.findChild<QTableView *>(QStringLiteral("flatProfile"));
    for (int r = 0; r < flat->model()->rowCount(); ++r)
        if (flat->model()->index(r, FlatProfileModel::Name).data().toString() == "work")
            flat->setCurrentIndex(flat->model()->index(r, 0));
    w.findChild<QTabWidget *>(QStringLiteral("lowerTabs"))->setCurrentWidget(w.sourceView());
    w.sourceView()->setShowInstructions(false);
}

// Every line of coverage.c as gcov's text gives it: its executions (0 and
// marked for code that never ran), its branches taken / not taken; the
// columns are hidden without coverage data and shown with it.
void tst_CoverageWindow::sourceColumnsAreGcovs()
{
    MainWindow w;
    QVERIFY(openWithCoverage(w, {m_gmon}, {QStringLiteral("--coverage-dir"), m_dir.path()}));
    showWork(w);
    SourceModel *model = w.sourceView()->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto *table = w.sourceView()->findChild<QTableView *>(QStringLiteral("sourceTable"));
    QVERIFY(model->hasCoverage());
    QVERIFY(!table->isColumnHidden(SourceModel::Executions));
    QVERIFY(!table->isColumnHidden(SourceModel::Branches));
    QVERIFY(!table->isColumnHidden(SourceModel::PerExecution));

    const auto gcov = gcovTextCounts(m_gcda);
    const auto file = std::find_if(gcov.begin(), gcov.end(),
                                   [](const auto &f) { return f.first.endsWith("coverage.c"); });
    QVERIFY(file != gcov.end());
    const auto branches = gcovTextBranches(m_gcda, QStringLiteral("coverage.c"));
    QVERIFY(!branches.empty());
    int compared = 0, unexecuted = 0;
    for (int line = 1; line <= model->rowCount(); ++line) {
        const int row = model->rowOfLine(line);
        QString shown = model->index(row, SourceModel::Executions).data().toString();
        const auto counted = file->second.find(uint32_t(line));
        if (counted == file->second.end()) {
            QVERIFY2(shown.isEmpty(),
                     qPrintable(QStringLiteral("line %1: %2").arg(line).arg(shown)));
            continue;
        }
        QCOMPARE(shown.remove(QLatin1Char('*')), QString::number(counted->second));
        QCOMPARE(
            model->index(row, SourceModel::Executions).data(SourceModel::UnexecutedRole).toBool(),
            counted->second == 0);
        unexecuted += counted->second == 0 ? 1 : 0;
        const auto b = branches.find(uint32_t(line));
        const QString branchText = model->index(row, SourceModel::Branches).data().toString();
        if (b == branches.end())
            QVERIFY(branchText.isEmpty());
        else
            QVERIFY2(branchText.startsWith(
                         QStringLiteral("%1 / %2").arg(b->second.taken).arg(b->second.notTaken)),
                     qPrintable(QStringLiteral("line %1: %2").arg(line).arg(branchText)));
        ++compared;
    }
    QVERIFY(compared >= 10);
    QVERIFY(unexecuted >= 1); // never()

    // Time per execution: the line's samples (the line profile's) in
    // seconds over its executions, with √N of the samples.
    const LineProfile &lines = w.lineProfile();
    QVERIFY(lines.profile);
    const double rate = double(lines.profile->rate);
    int timed = 0;
    for (int line = 1; line <= model->rowCount(); ++line) {
        const int row = model->rowOfLine(line);
        const auto counted = file->second.find(uint32_t(line));
        const double samples = model->samples(row);
        const auto ns = model->nsPerExecution(row);
        if (counted == file->second.end() || counted->second == 0 || samples <= 0) {
            QVERIFY(!ns);
            continue;
        }
        QVERIFY(ns);
        const double seconds = samples / rate;
        QVERIFY(std::abs(ns->first - seconds * 1e9 / double(counted->second)) <= 1e-9 * ns->first);
        QVERIFY(std::abs(ns->second - std::sqrt(samples) / rate * 1e9 / double(counted->second)) <=
                1e-9 * ns->second);
        QVERIFY(model->index(row, SourceModel::PerExecution).data().toString().contains("±"));
        ++timed;
    }
    QVERIFY2(timed >= 1, "no line both sampled and counted");

    // Opened again without coverage: the columns hide.
    MainWindow plain;
    QVERIFY(openWithCoverage(plain, {m_gmon}, {}));
    showWork(plain);
    auto *plainTable = plain.sourceView()->findChild<QTableView *>(QStringLiteral("sourceTable"));
    QVERIFY(!plain.sourceView()->model()->hasCoverage());
    QVERIFY(plainTable->isColumnHidden(SourceModel::Executions));
    QVERIFY(plainTable->isColumnHidden(SourceModel::PerExecution));
}

// The program was run with kRounds calls of work and kIterations
// iterations a call: the two loops' headers say so.
void tst_CoverageWindow::loopsIterationsPerEntry()
{
    MainWindow w;
    QVERIFY(openWithCoverage(w, {m_gmon}, {QStringLiteral("--coverage-dir=") + m_dir.path()}));
    showWork(w);
    SourceModel *model = w.sourceView()->model();
    const QStringList text = QString::fromUtf8(readFile(m_source)).split('\n');
    QVERIFY(text.size() > 10);
    const int workLoop = lineWith(text, QStringLiteral("for (int i = 0; i < n; i++)"));
    const int mainLoop = lineWith(text, QStringLiteral("for (int k = 0; k < rounds; k++)"));
    QVERIFY(workLoop > 0 && mainLoop > 0);
    const auto work = model->loopTripsOf(model->rowOfLine(workLoop));
    QVERIFY(work);
    QCOMPARE(work->perEntry(), double(kIterations));
    QCOMPARE(work->entries, uint64_t(kRounds));
    QVERIFY(model->index(model->rowOfLine(workLoop), SourceModel::Branches)
                .data()
                .toString()
                .contains(QStringLiteral("↻%1").arg(kIterations)));
    const auto main = model->loopTripsOf(model->rowOfLine(mainLoop));
    QVERIFY(main);
    QCOMPARE(main->perEntry(), double(kRounds));
    // The if inside the loop has branches and is no loop.
    const int branch = lineWith(text, QStringLiteral("if (i % 3 == 0)"));
    QVERIFY(branch > 0);
    QVERIFY(
        !model->index(model->rowOfLine(branch), SourceModel::Branches).data().toString().isEmpty());
    QVERIFY(!model->loopTripsOf(model->rowOfLine(branch)));
}

// The flat profile: work entered as often as mcount counted its calls and
// gcov its entries; lines run as in gcov's text; Show Lines gives each
// line's executions.
void tst_CoverageWindow::flatProfileColumns()
{
    MainWindow w;
    QVERIFY(openWithCoverage(w, {m_gmon}, {QStringLiteral("--coverage-dir"), m_dir.path()}));
    auto *flat = w.findChild<QTableView *>(QStringLiteral("flatProfile"));
    QAbstractItemModelTester tester(flat->model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(!flat->isColumnHidden(FlatProfileModel::Executions));
    QVERIFY(!flat->isColumnHidden(FlatProfileModel::LinesRun));
    const auto gcov = gcovTextCounts(m_gcda);
    const auto file = std::find_if(gcov.begin(), gcov.end(),
                                   [](const auto &f) { return f.first.endsWith("coverage.c"); });
    QVERIFY(file != gcov.end());
    const QStringList text = QString::fromUtf8(readFile(m_source)).split('\n');
    // work's lines: from its opening line to the next function's.
    const int first = lineWith(text, QStringLiteral("void work(int n)"));
    const int last = lineWith(text, QStringLiteral("void never(void)")) - 1;
    uint32_t lines = 0, run = 0;
    for (const auto &[line, count] : file->second)
        if (int(line) >= first && int(line) <= last) {
            ++lines;
            run += count > 0 ? 1 : 0;
        }
    bool found = false;
    for (int r = 0; r < flat->model()->rowCount(); ++r) {
        if (flat->model()->index(r, FlatProfileModel::Name).data().toString() != "work")
            continue;
        found = true;
        QCOMPARE(flat->model()->index(r, FlatProfileModel::Executions).data().toString(),
                 flat->model()->index(r, FlatProfileModel::Calls).data().toString());
        QCOMPARE(flat->model()->index(r, FlatProfileModel::Executions).data().toString(),
                 QString::number(kRounds));
        QCOMPARE(flat->model()
                     ->index(r, FlatProfileModel::LinesRun)
                     .data(FlatProfileModel::FullTextRole)
                     .toString(),
                 QStringLiteral("%1/%2").arg(run).arg(lines));
    }
    QVERIFY(found);

    // Show Lines: every line row with code has gcov's count of its line.
    QAction *showLines = w.findChild<QAction *>(QStringLiteral("showLines"));
    QVERIFY(showLines && showLines->isEnabled());
    showLines->trigger();
    QVERIFY(flat->isColumnHidden(FlatProfileModel::LinesRun));
    const ProfileResult *lineProfile = w.lineProfile().profile.get();
    QVERIFY(lineProfile);
    int compared = 0;
    const auto *model = flat->model();
    for (int r = 0; r < model->rowCount(); ++r) {
        const int symbol = model->index(r, 0).data(FlatProfileModel::SymbolRole).toInt();
        const ProfileSymbol &s = lineProfile->symbol(symbol);
        if (s.isFunction || s.file < 0 ||
            !QString::fromStdString(lineProfile->files[size_t(s.file)]).endsWith("coverage.c"))
            continue;
        const auto counted = file->second.find(s.line);
        if (counted == file->second.end())
            continue;
        QCOMPARE(model->index(r, FlatProfileModel::Executions).data().toString(),
                 QString::number(counted->second));
        ++compared;
    }
    QVERIFY(compared >= 1);
}

// .gcda files dropped on a window with the program open are read; a
// truncated one is refused naming it, the counts shown stay; opening a
// program again drops its counts.
void tst_CoverageWindow::addedByDropAndRefusedByName()
{
    MainWindow w;
    QVERIFY(openWithCoverage(w, {m_gmon}, {}));
    QVERIFY(!w.document()->coverage());
    QAction *add = w.findChild<QAction *>(QStringLiteral("addCoverage"));
    QVERIFY(add && add->isEnabled());
    QSignalSpy changed(w.document(), &ProfileDocument::coverageChanged);
    w.openDroppedFiles({m_gcda});
    QVERIFY(QTest::qWaitFor([&] { return changed.count() > 0; }, 60000));
    QVERIFY(w.document()->coverage());
    QCOMPARE(w.document()->coverageFiles(), QStringList{m_gcda});

    // A truncated copy, beside a copy of its notes.
    QTemporaryDir broken;
    const QString name = QFileInfo(m_gcda).fileName();
    const QByteArray bytes = readFile(m_gcda);
    QVERIFY(writeFile(broken.filePath(name), bytes.left(bytes.size() / 2)));
    QVERIFY(QFile::copy(m_gcda.chopped(5) + QStringLiteral(".gcno"),
                        broken.filePath(name.chopped(5) + QStringLiteral(".gcno"))));
    QSignalSpy failed(w.document(), &ProfileDocument::coverageFailed);
    const auto before = w.document()->coverage();
    w.addCoverage({broken.filePath(name)});
    QVERIFY(QTest::qWaitFor([&] { return failed.count() > 0 || changed.count() > 1; }, 60000));
    // The two files are read together: the good one is read, the broken
    // one is left out with a warning naming it.
    const QString said =
        failed.count() ? failed.first().first().toString() : w.warnings().join(QLatin1Char('\n'));
    QVERIFY2(said.contains(broken.filePath(name)), qPrintable(said));
    QVERIFY(w.document()->coverage());
    QCOMPARE(w.document()->coverage()->data().files.size(), before->data().files.size());

    // Only the broken one, in a window of its own: refused, nothing shown.
    MainWindow other;
    QVERIFY(openWithCoverage(other, {m_gmon}, {}));
    QSignalSpy otherFailed(other.document(), &ProfileDocument::coverageFailed);
    other.addCoverage({broken.filePath(name)});
    QVERIFY(QTest::qWaitFor([&] { return otherFailed.count() > 0; }, 60000));
    QVERIFY(otherFailed.first().first().toString().contains(broken.filePath(name)));
    QVERIFY(other.lastMessage().contains(broken.filePath(name)));
    QVERIFY(!other.document()->coverage());

    // The program opened again: its counts are dropped with it.
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(m_exe, {m_gmon});
    QVERIFY(QTest::qWaitFor([&] { return loaded.count() > 0; }, 30000));
    QVERIFY(!w.document()->coverage());
}

// The source moved after the build: the pane says it is not found, and the
// counts are still listed by line number, gcov's as before the move.
void tst_CoverageWindow::movedSourceKeepsItsCounts()
{
    QTemporaryDir dir;
    const QString source = dir.filePath(QStringLiteral("moved.c"));
    QVERIFY(QFile::copy(m_source, source));
    const QString exe = dir.filePath(QStringLiteral("moved"));
    QCOMPARE(compileProgram(source, {"-pg", "--coverage", "-O0", "-g"}, exe).exitCode, 0);
    QCOMPARE(profileRun(exe, {"3", "1000"}, dir.path(), QStringLiteral("gmon.out")).exitCode, 0);
    const QStringList gcda = QDir(dir.path()).entryList({QStringLiteral("*.gcda")});
    QCOMPARE(gcda.size(), 1);
    const auto gcov = gcovTextCounts(dir.filePath(gcda.first()));
    const auto file = std::find_if(gcov.begin(), gcov.end(),
                                   [](const auto &f) { return f.first.endsWith("moved.c"); });
    QVERIFY(file != gcov.end() && !file->second.empty());
    QVERIFY(QFile::rename(source, dir.filePath(QStringLiteral("elsewhere.c"))));

    MainWindow w;
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    QSignalSpy lines(&w, &MainWindow::linesReady);
    w.openCommandLine({exe, dir.filePath(QStringLiteral("gmon.out")),
                       QStringLiteral("--coverage-dir"), dir.path()});
    QVERIFY(QTest::qWaitFor(
        [&] {
            return loaded.count() > 0 && lines.count() > 0 && w.document()->coverage() &&
                   !w.document()->isBusy();
        },
        60000));
    showWork(w);
    SourceModel *model = w.sourceView()->model();
    QVERIFY(!model->hasText());
    QVERIFY(model->path().endsWith(QStringLiteral("moved.c")));
    int compared = 0;
    for (const auto &[line, count] : file->second) {
        const int row = model->rowOfLine(int(line));
        QVERIFY(row >= 0);
        QCOMPARE(model->index(row, SourceModel::Executions).data().toString().remove('*'),
                 QString::number(count));
        ++compared;
    }
    QVERIFY(compared >= 10);
}

// One more run of the coverage build, elsewhere: the .gcda holds two runs,
// gmon.out one; the doctor names work with both counts.
void tst_CoverageWindow::countsOfOtherRunsFound()
{
    {
        MainWindow clean;
        QVERIFY(
            openWithCoverage(clean, {m_gmon}, {QStringLiteral("--coverage-dir"), m_dir.path()}));
        QVERIFY(QTest::qWaitFor([&] { return !clean.document()->isExamining(); }, 30000));
        for (const Finding &f : clean.document()->findings())
            QVERIFY2(f.kind != FindingKind::CoverageOtherRuns, f.what.text().c_str());
    }
    QTemporaryDir elsewhere;
    QCOMPARE(profileRun(m_exe, {QStringLiteral("3"), QStringLiteral("10")}, elsewhere.path(),
                        QStringLiteral("gmon.out"))
                 .exitCode,
             0);
    MainWindow w;
    QVERIFY(openWithCoverage(w, {m_gmon}, {QStringLiteral("--coverage-dir"), m_dir.path()}));
    QVERIFY(QTest::qWaitFor([&] { return !w.document()->isExamining(); }, 30000));
    QCOMPARE(w.document()->coverage()->data().runs, 2u);
    bool found = false;
    for (const Finding &f : w.document()->findings())
        found =
            found || (f.kind == FindingKind::CoverageOtherRuns &&
                      f.what.text().find("work (" + std::to_string(kRounds) + " / " +
                                         std::to_string(kRounds + 3) + ")") != std::string::npos);
    QVERIFY(found);
    QVERIFY(w.warnings().join('\n').contains(QStringLiteral("not of the runs summed")));
    // The status bar says each side's runs.
    auto *status = w.findChild<QLabel *>(QStringLiteral("statusLabel"));
    QVERIFY(status);
    QVERIFY2(status->text().contains(QRegularExpression(QStringLiteral("executions of 2 run"))) &&
                 status->text().contains(QRegularExpression(QStringLiteral("in 1 run"))),
             qPrintable(status->text()));

    // Both runs summed: the same runs on both sides, and the counts agree.
    // The other one left out: gcov's counts cannot follow, and the doctor
    // says so.
    MainWindow both;
    const QString other = elsewhere.filePath(QStringLiteral("gmon.out"));
    QVERIFY(
        openWithCoverage(both, {m_gmon, other}, {QStringLiteral("--coverage-dir"), m_dir.path()}));
    auto has = [&](FindingKind kind, const QString &text = {}) {
        for (const Finding &f : both.document()->findings())
            if (f.kind == kind &&
                (text.isEmpty() ||
                 QString::fromStdString(f.what.text() + f.fix.text()).contains(text)))
                return true;
        return false;
    };
    QVERIFY(QTest::qWaitFor([&] { return !both.document()->isExamining(); }, 30000));
    QCOMPARE(both.document()->runs().size(), size_t(2));
    QVERIFY(!has(FindingKind::CoverageOtherRuns));
    QVERIFY(has(FindingKind::CoverageBuild, QStringLiteral("coverage build")));
    QSignalSpy loaded(&both, &MainWindow::loadFinished);
    both.document()->setRunEnabled(1, false);
    QVERIFY(QTest::qWaitFor([&] { return loaded.count() > 0 && !both.document()->isExamining(); },
                            30000));
    QVERIFY(has(FindingKind::CoverageOtherRuns,
                QStringLiteral("work (%1 / %2)").arg(kRounds).arg(kRounds + 3)));
    QVERIFY(has(FindingKind::CoverageBuild, QStringLiteral("1 of 2 runs are summed")));
}

QTEST_MAIN(tst_CoverageWindow)
#include "tst_coveragewindow.moc"
