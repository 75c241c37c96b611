// SPDX-License-Identifier: MIT
// The profile document: one program, its runs and what is computed from
// them, with background jobs that supersede each other, share one DWARF
// read, and are cancelled rather than awaited when the document goes.
#include "io/DirectCalls.h"
#include "io/dwarf/DwarfFunctionTable.h"
#include "io/dwarf/DwarfLineTable.h"
#include "io/ElfImage.h"
#include "model/document/ProfileDocument.h"
#include "model/engine/ProfilePipeline.h"
#include "TestSupport.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

#include <atomic>
#include <thread>

using namespace gmonview;
using namespace gmonview::test;

class tst_Document : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void opensLikeThePipeline();
    void resumsShareOneDwarfRead();
    void newerLoadSupersedesOlder();
    void sumAndReportMatchTheCommandLine();
    void writesNeverReplaceWhatWasRead();
    void goingAwayDoesNotWait();
    void twoDocumentsAtOnce();
    void warningsReachReportAndDocument();
    void stopsEndLongStepsEarly();
    void repeatedRunsAreRefused();
    void runsCanBeRemoved();

private:
    bool waitIdle(ProfileDocument &doc);
    QTemporaryDir m_dir;
    QString m_exe;
    QStringList m_runs;
};

void tst_Document::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_exe = m_dir.filePath(QStringLiteral("prog"));
    QCOMPARE(compileProgram(QStringLiteral("cycles.c"), {"-pg", "-g", "-O0"}, m_exe).exitCode, 0);
    const char *args[] = {"20", "9", "4"};
    for (int i = 0; i < 3; ++i) {
        const QString name = QStringLiteral("run%1").arg(i + 1);
        QCOMPARE(profileRun(m_exe, {QString::fromLatin1(args[i])}, m_dir.path(), name).exitCode, 0);
        m_runs << m_dir.filePath(name);
    }
}

bool tst_Document::waitIdle(ProfileDocument &doc)
{
    return QTest::qWaitFor([&] { return !doc.isBusy(); }, 30000);
}

// The document's profile is the pipeline's for the same program and runs.
void tst_Document::opensLikeThePipeline()
{
    ProfileDocument doc;
    QSignalSpy finished(&doc, &ProfileDocument::loadFinished);
    doc.open(m_exe, m_runs);
    QVERIFY(finished.wait(30000));
    QVERIFY(waitIdle(doc));
    QVERIFY(doc.profile());
    AnalysisRequest request;
    request.executablePath = m_exe.toStdString();
    for (const QString &r : m_runs)
        request.runs.push_back(r.toStdString());
    auto direct = analyze(request);
    QVERIFY(direct.ok());
    QCOMPARE(doc.profile()->totalTime, direct->profile->totalTime);
    QCOMPARE(doc.profile()->symbols.size(), direct->profile->symbols.size());
    for (size_t i = 0; i < direct->profile->symbols.size(); ++i) {
        QCOMPARE(doc.profile()->symbols[i].calls, direct->profile->symbols[i].calls);
        QCOMPARE(doc.profile()->symbols[i].propChild, direct->profile->symbols[i].propChild);
    }
    QCOMPARE(int(doc.runs().size()), 3);
    QVERIFY(doc.lineProfile().profile);
    QCOMPARE(doc.lineProfile().profile->totalTime, direct->profile->totalTime);
}

// Ticking runs quickly re-sums each time, but the program's DWARF is read
// once, and the line profile that stays is the one of the runs ticked last.
void tst_Document::resumsShareOneDwarfRead()
{
    ProfileDocument doc;
    QSignalSpy finished(&doc, &ProfileDocument::loadFinished);
    QSignalSpy jobs(&doc, &ProfileDocument::jobStarted);
    QSignalSpy progress(&doc, &ProfileDocument::jobProgress);
    doc.open(m_exe, m_runs);
    QVERIFY(finished.wait(30000));
    // Before the line profile is there: five re-sums in a row.
    for (int i = 0; i < 5; ++i)
        doc.setRunEnabled(i % 3, i % 2 == 1);
    QVERIFY(waitIdle(doc));
    int dwarfReads = 0, loads = 0;
    for (const QList<QVariant> &job : jobs) {
        const auto kind = job.at(0).value<ProfileDocument::Job>();
        dwarfReads += kind == ProfileDocument::Job::LineProgram;
        loads += kind == ProfileDocument::Job::Load;
    }
    QCOMPARE(loads, 6);
    QCOMPARE(dwarfReads, 1);
    // The first load summed three runs and said so, up to 3 of 3.
    bool loadReachedThree = false, linesReported = false;
    for (const QList<QVariant> &p : progress) {
        const auto kind = p.at(0).value<ProfileDocument::Job>();
        loadReachedThree |=
            kind == ProfileDocument::Job::Load && p.at(1).toInt() == 3 && p.at(2).toInt() == 3;
        linesReported |= kind != ProfileDocument::Job::Load;
    }
    QVERIFY(loadReachedThree);
    QVERIFY(linesReported);
    // Enabled now: run1 was ticked off and on, run2 off, run3 off.
    const QStringList enabled = doc.runPaths(true);
    QCOMPARE(enabled, QStringList{m_runs[0]});
    const LineProfile fresh =
        loadLineProfile(doc.lineProfile().executable, {m_runs[0].toStdString()});
    QVERIFY(doc.lineProfile().profile && fresh.profile);
    QCOMPARE(doc.lineProfile().profile->totalTime, fresh.profile->totalTime);
    QCOMPARE(doc.profile()->totalTime, fresh.profile->totalTime);
}

// A second open before the first has ended: only the second arrives.
void tst_Document::newerLoadSupersedesOlder()
{
    ProfileDocument doc;
    QSignalSpy finished(&doc, &ProfileDocument::loadFinished);
    QSignalSpy canceled(&doc, &ProfileDocument::loadCanceled);
    doc.open(m_exe, m_runs);
    doc.open(m_exe, {m_runs[2]});
    QVERIFY(finished.wait(30000));
    QVERIFY(waitIdle(doc));
    QCOMPARE(finished.count(), 1);
    QCOMPARE(canceled.count(), 0);
    QCOMPARE(doc.runPaths(false), QStringList{m_runs[2]});
}

// Saved before and after the line profile is there, the sum is what
// `gmonview report -s` writes; the report is `gmonview report`'s.
void tst_Document::sumAndReportMatchTheCommandLine()
{
    QTemporaryDir out;
    QCOMPARE(runOurs(QStringList{"-s", m_exe} + m_runs, out.path()).exitCode, 0);
    const QByteArray expectedSum = readFile(out.filePath("gmon.sum"));
    QVERIFY(expectedSum.size() > 64);
    const QByteArray expectedReport =
        QByteArray::fromStdString(runOurs(QStringList{m_exe} + m_runs, out.path()).out);

    ProfileDocument doc;
    QSignalSpy finished(&doc, &ProfileDocument::loadFinished);
    doc.open(m_exe, m_runs);
    QVERIFY(finished.wait(30000));
    const bool linesYet = doc.lineProfile().sum != nullptr;
    QCOMPARE(doc.saveSum(out.filePath("early.sum")).result(), QString());
    QCOMPARE(doc.exportReport(out.filePath("report.txt")).result(), QString());
    QVERIFY(waitIdle(doc));
    QVERIFY(doc.lineProfile().sum);
    QCOMPARE(doc.saveSum(out.filePath("late.sum")).result(), QString());
    QCOMPARE(doc.exportReport(out.filePath("late.txt")).result(), QString());
    QCOMPARE(readFile(out.filePath("early.sum")), expectedSum);
    QCOMPARE(readFile(out.filePath("late.sum")), expectedSum);
    const QByteArray report = readFile(out.filePath("report.txt"));
    QVERIFY2(report == expectedReport, qPrintable(firstDifference(expectedReport, report)));
    QCOMPARE(readFile(out.filePath("late.txt")), expectedReport);
    if (linesYet)
        qInfo("the line profile was ready before the first save: only one path was taken");
}

// A document destroyed while its jobs run returns at once: the jobs are
// cancelled, not awaited. To know that without racing the job's own quick
// stop, the pool's one thread is held by the test, so that the job cannot
// even start: a destructor that waited for it would wait until the
// watchdog lets the pool go, 20 s later.
void tst_Document::goingAwayDoesNotWait()
{
    QThreadPool *pool = QThreadPool::globalInstance();
    QVERIFY(pool->waitForDone(30000));
    const int threads = pool->maxThreadCount();
    pool->setMaxThreadCount(1);
    QSemaphore held, release;
    pool->start([&] {
        held.release();
        release.acquire();
    });
    held.acquire();
    QSemaphore done;
    std::atomic<bool> fired = false;
    std::thread watchdog([&] {
        if (!done.tryAcquire(1, 20000)) {
            fired = true;
            release.release(); // the destructor is waiting: let it finish
        }
    });

    auto *doc = new ProfileDocument;
    QSignalSpy jobs(doc, &ProfileDocument::jobStarted);
    doc->open(m_exe, m_runs);
    QCOMPARE(jobs.count(), 1);
    QElapsedTimer timer;
    timer.start();
    delete doc;
    const qint64 ms = timer.elapsed();
    done.release();
    watchdog.join();
    if (!fired)
        release.release(); // the pool goes on: the cancelled job ends
    pool->setMaxThreadCount(threads);
    QVERIFY(pool->waitForDone(30000));
    QVERIFY2(ms < 20000, qPrintable(QStringLiteral("the destructor took %1 ms").arg(ms)));
}

// Two documents, two programs' worth of state, side by side.
void tst_Document::twoDocumentsAtOnce()
{
    ProfileDocument before, after;
    QSignalSpy a(&before, &ProfileDocument::loadFinished);
    QSignalSpy b(&after, &ProfileDocument::loadFinished);
    before.open(m_exe, {m_runs[0]});
    after.open(m_exe, {m_runs[1], m_runs[2]});
    QVERIFY(QTest::qWaitFor([&] { return a.count() == 1 && b.count() == 1; }, 30000));
    QVERIFY(waitIdle(before) && waitIdle(after));
    QCOMPARE(before.runPaths(false), QStringList{m_runs[0]});
    QCOMPARE(after.runPaths(false), (QStringList{m_runs[1], m_runs[2]}));
    QVERIFY(before.profile()->totalTime != after.profile()->totalTime);
}

// A DWARF unit our decoder refuses and libdwarf reads: the report prints
// gprof's text on standard output and the warning on standard error only;
// the document lists it with its line profile.
void tst_Document::warningsReachReportAndDocument()
{
    const QString patched = m_dir.filePath(QStringLiteral("prog-refused"));
    const QString made = makeDecoderRefusedCopy(m_exe, patched);
    QVERIFY2(made.isEmpty(), qPrintable(made));
    const ProcessResult gprof = runGprof({"-b", patched, m_runs[0]}, m_dir.path());
    QCOMPARE(gprof.exitCode, 0);
    QVERIFY(!gprof.out.isEmpty());

    const ReportOutput clean = runOurs({"-b", m_exe, m_runs[0]}, m_dir.path());
    QCOMPARE(QByteArray::fromStdString(clean.err), QByteArray());
    const ReportOutput ours = runOurs({"-b", patched, m_runs[0]}, m_dir.path());
    QCOMPARE(ours.exitCode, 0);
    QVERIFY2(QByteArray::fromStdString(ours.out) == gprof.out,
             qPrintable(firstDifference(gprof.out, QByteArray::fromStdString(ours.out))));
    const QString err = QString::fromStdString(ours.err);
    QVERIFY2(err.startsWith(QStringLiteral("gmonview: warning: ") + patched), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral(".debug_line")), qPrintable(err));
    QCOMPARE(err.count(QLatin1Char('\n')), 1);

    ProfileDocument doc;
    QSignalSpy warned(&doc, &ProfileDocument::warningsChanged);
    doc.open(patched, {m_runs[0]});
    QVERIFY(QTest::qWaitFor([&] { return !doc.warnings().empty() && !doc.isBusy(); }, 30000));
    QCOMPARE(int(doc.warnings().size()), 1);
    QCOMPARE(QString::fromStdString(doc.warnings().front().text()) + QLatin1Char('\n'),
             err.mid(int(qstrlen("gmonview: warning: "))));
    QVERIFY(doc.lineProfile().profile); // the unit was read, through libdwarf
}

// A job no longer wanted ends its long steps at their next check instead
// of running them to the end: what makes closing a window quick.
void tst_Document::stopsEndLongStepsEarly()
{
    const QString exe = m_dir.filePath(QStringLiteral("many"));
    QCOMPARE(compileProgram(QStringLiteral("many.c"), {"-pg", "-g", "-O1"}, exe).exitCode, 0);
    auto elf = ElfImage::fromFile(exe.toStdString());
    QVERIFY(elf.ok());
    const StopRequested now = [] { return true; };

    auto calls = findDirectCalls(**elf);
    auto stoppedCalls = findDirectCalls(**elf, now);
    QVERIFY(calls.ok() && stoppedCalls.ok());
    QVERIFY(calls->size() > 100);
    QVERIFY2(stoppedCalls->size() < calls->size() / 2,
             qPrintable(QStringLiteral("%1 of %2").arg(stoppedCalls->size()).arg(calls->size())));

    auto functions = DwarfFunctionTable::read(**elf, exe.toStdString());
    auto stoppedFunctions = DwarfFunctionTable::read(**elf, exe.toStdString(), now);
    QVERIFY(functions.ok() && stoppedFunctions.ok());
    QVERIFY(functions->functions().size() > 100);
    QVERIFY(stoppedFunctions->functions().size() < functions->functions().size() / 2);

    auto lines = DwarfLineTable::read(**elf, exe.toStdString());
    auto stoppedLines =
        DwarfLineTable::read(**elf, exe.toStdString(), DwarfLineTable::Method::Fast, now);
    QVERIFY(lines.ok() && stoppedLines.ok());
    QVERIFY(!lines->empty());
    QVERIFY(stoppedLines->empty());

    // The pipeline: asked to stop once the program is being read, it says
    // it was cancelled and hands back nothing half-made.
    AnalysisRequest request;
    request.executablePath = exe.toStdString();
    request.program.lineGranularity = true;
    request.runs = {m_runs[0].toStdString()};
    int asked = 0;
    auto analysis = analyze(request, [&](int, int) { return ++asked == 1; });
    QVERIFY(analysis.ok());
    QVERIFY(analysis->canceled);
    QVERIFY(!analysis->profile && !analysis->executable);
}

// A run given twice, by the same path or as a copy, is summed once and the
// others are refused by name; the report still sums what it is given, as
// gprof does.
void tst_Document::repeatedRunsAreRefused()
{
    const QString copy = m_dir.filePath(QStringLiteral("copy-of-run1"));
    QFile::remove(copy);
    QVERIFY(QFile::copy(m_runs[0], copy));
    ProfileDocument doc;
    QSignalSpy finished(&doc, &ProfileDocument::loadFinished);
    doc.open(m_exe, {m_runs[0], m_runs[0], copy, m_runs[1]});
    QVERIFY(finished.wait(30000));
    const auto outcome = finished.at(0).at(0).value<LoadOutcome>();
    QCOMPARE(doc.runPaths(false), (QStringList{m_runs[0], m_runs[1]}));
    QCOMPARE(outcome.refused.size(), 2);
    QVERIFY2(outcome.refused[0].startsWith(m_runs[0] + QStringLiteral(": is summed already")),
             qPrintable(outcome.refused[0]));
    QVERIFY2(outcome.refused[1].startsWith(copy + QStringLiteral(": holds the same run as ") +
                                           m_runs[0]),
             qPrintable(outcome.refused[1]));
    AnalysisRequest once;
    once.executablePath = m_exe.toStdString();
    once.runs = {m_runs[0].toStdString(), m_runs[1].toStdString()};
    auto expected = analyze(once);
    QVERIFY(expected.ok());
    QCOMPARE(doc.profile()->totalTime, expected->profile->totalTime);

    doc.addRuns({m_runs[1]}); // dropped again later
    QVERIFY(finished.wait(30000));
    QCOMPARE(doc.runPaths(false).size(), 2);
    QCOMPARE(finished.last().at(0).value<LoadOutcome>().refused.size(), 1);

    const ReportOutput twice = runOurs({"-b", "-p", m_exe, m_runs[0], m_runs[0]}, m_dir.path());
    const ProcessResult gprof = runGprof({"-b", "-p", m_exe, m_runs[0], m_runs[0]}, m_dir.path());
    QCOMPARE(QByteArray::fromStdString(twice.out), gprof.out);
}

// A run taken off the list leaves the sum of the others.
void tst_Document::runsCanBeRemoved()
{
    ProfileDocument doc;
    QSignalSpy finished(&doc, &ProfileDocument::loadFinished);
    doc.open(m_exe, m_runs);
    QVERIFY(finished.wait(30000));
    doc.removeRun(1);
    QVERIFY(finished.wait(30000));
    QCOMPARE(doc.runPaths(false), (QStringList{m_runs[0], m_runs[2]}));
    AnalysisRequest rest;
    rest.executablePath = m_exe.toStdString();
    rest.runs = {m_runs[0].toStdString(), m_runs[2].toStdString()};
    auto expected = analyze(rest);
    QVERIFY(expected.ok());
    QCOMPARE(doc.profile()->totalTime, expected->profile->totalTime);
    QVERIFY(waitIdle(doc));
}

// Issue 25, point 1: the window's writes (Save Sum, Export Report, Export
// Profile) refuse a file that was read, by its name or another (a link),
// naming it, and leave it as it was; a run unticked is still one read.
void tst_Document::writesNeverReplaceWhatWasRead()
{
    QTemporaryDir out;
    const QString alias = out.filePath(QStringLiteral("alias.gmon"));
    QVERIFY(QFile::link(m_runs[1], alias));
    const QByteArray run0 = readFile(m_runs[0]), run1 = readFile(m_runs[1]),
                     run2 = readFile(m_runs[2]), exe = readFile(m_exe);
    ProfileDocument doc;
    QSignalSpy finished(&doc, &ProfileDocument::loadFinished);
    doc.open(m_exe, m_runs);
    QVERIFY(finished.wait(30000));
    doc.setRunEnabled(2, false);
    QVERIFY(waitIdle(doc));
    auto refused = [](const QString &error, const QString &file) {
        return error.contains(QFileInfo(file).fileName()) &&
               error.contains(QLatin1String("one of the files read"));
    };
    QString e = doc.saveSum(m_runs[0]).result();
    QVERIFY2(refused(e, m_runs[0]), qPrintable(e));
    e = doc.saveSum(m_runs[2]).result();
    QVERIFY2(refused(e, m_runs[2]), qPrintable(e));
    e = doc.exportReport(m_exe).result();
    QVERIFY2(refused(e, m_exe), qPrintable(e));
    e = doc.exportProfile(ExportFormat::Json, alias, CallGraphOptions{}).result();
    QVERIFY2(refused(e, alias), qPrintable(e));
    QCOMPARE(readFile(m_runs[0]), run0);
    QCOMPARE(readFile(m_runs[1]), run1);
    QCOMPARE(readFile(m_runs[2]), run2);
    QCOMPARE(readFile(m_exe), exe);
    QVERIFY(QFileInfo(alias).isSymLink());
    // Anywhere else, the same writes succeed.
    QCOMPARE(doc.saveSum(out.filePath(QStringLiteral("gmon.sum"))).result(), QString());
}

QTEST_GUILESS_MAIN(tst_Document)
#include "tst_document.moc"
