// SPDX-License-Identifier: MIT
// A program opened alone with the runs GMON_OUT_PREFIX wrote beside it
// (run.<pid>, no gmon.out): runs are told by their contents, one is opened,
// several are offered in a list, and File > Add Runs shows them. The runs
// are real: a -pg program run with GMON_OUT_PREFIX set.
#include "model/document/RunFiles.h"
#include "TestSupport.h"
#include "views/common/WindowSettings.h"
#include "views/runs/RunChooser.h"
#include "views/window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace gmonview;
using namespace gmonview::test;

class tst_OpenRuns : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void runsAreToldByContents();
    void oneRunBesideIsOpened();
    void severalRunsBesideAreOffered();
    void aBrokenRunBesideIsRefused();
    void addRunsDialogShowsThem();

private:
    // A folder holding the program and RUNS runs of it written with
    // GMON_OUT_PREFIX=run (and, for the contents to matter, a text file
    // named like a run). Its runs are returned in RUN_FILES.
    bool makeFolder(QTemporaryDir &dir, int runs, QStringList &runFiles);
    static bool waitForLoad(MainWindow &w, QSignalSpy &spy, int count);
    static int runRows(MainWindow &w);

    QTemporaryDir m_build;
    QString m_exe;
};

void tst_OpenRuns::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(m_build.isValid());
    m_exe = m_build.filePath(QStringLiteral("prog"));
    QCOMPARE(compileProgram(QStringLiteral("cycles.c"), {"-pg", "-O0"}, m_exe).exitCode, 0);
}

bool tst_OpenRuns::makeFolder(QTemporaryDir &dir, int runs, QStringList &runFiles)
{
    const QString exe = dir.filePath(QStringLiteral("prog"));
    if (!dir.isValid() || !QFile::copy(m_exe, exe))
        return false;
    for (int i = 0; i < runs; ++i)
        if (runProcess(exe, {QString::number(4 + i)}, dir.path(), {"GMON_OUT_PREFIX=run"})
                .exitCode != 0)
            return false;
    // Not a run, whatever its name says.
    if (!writeFile(dir.filePath(QStringLiteral("run.notes")), "not a gmon file\n"))
        return false;
    runFiles.clear();
    for (const QString &name : QDir(dir.path()).entryList({QStringLiteral("run.[0-9]*")}))
        runFiles << dir.filePath(name);
    return runFiles.size() == runs;
}

bool tst_OpenRuns::waitForLoad(MainWindow &w, QSignalSpy &spy, int count)
{
    return QTest::qWaitFor([&] { return spy.count() >= count && !w.isLoading(); }, 20000);
}

int tst_OpenRuns::runRows(MainWindow &w)
{
    auto *runs = w.findChild<QTableView *>(QStringLiteral("runs"));
    return runs ? runs->model()->rowCount() : -1;
}

// run.<pid> by its magic; the notes file named like one is not a run.
void tst_OpenRuns::runsAreToldByContents()
{
    QTemporaryDir dir;
    QStringList runs;
    QVERIFY(makeFolder(dir, 3, runs));
    QStringList expected = runs;
    std::sort(expected.begin(), expected.end(), [](const QString &a, const QString &b) {
        return QFileInfo(a).suffix().toLongLong() < QFileInfo(b).suffix().toLongLong();
    });
    QCOMPARE(runsBeside(dir.filePath(QStringLiteral("prog"))), expected);
    QCOMPARE(runNamePatterns(runs), QStringList{QStringLiteral("run.*")});
    QCOMPARE(runNamePatterns({QStringLiteral("/a/base.12"), QStringLiteral("/a/x.gmon"),
                              QStringLiteral("/a/base.13")}),
             (QStringList{QStringLiteral("base.*"), QStringLiteral("x.gmon")}));
    // The dialogs' patterns show every run of the folder; those for a
    // folder without runs (the usual names alone) showed none of them.
    const QStringList patterns = profileNamePatterns(dir.path());
    const QStringList usual = profileNamePatterns(m_build.path());
    for (const QString &run : runs) {
        const QString name = QFileInfo(run).fileName();
        QVERIFY2(QDir(dir.path()).entryList(patterns, QDir::Files).contains(name),
                 qPrintable(name));
        QVERIFY2(!QDir(dir.path()).entryList(usual, QDir::Files).contains(name), qPrintable(name));
    }
}

// One run beside the program: opened with it, as gmon.out would be.
void tst_OpenRuns::oneRunBesideIsOpened()
{
    QTemporaryDir dir;
    QStringList runs;
    QVERIFY(makeFolder(dir, 1, runs));
    MainWindow w;
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(dir.filePath(QStringLiteral("prog")), {});
    QVERIFY(waitForLoad(w, loaded, 1));
    QVERIFY(w.profile());
    QCOMPARE(runRows(w), 1);
    QVERIFY(!w.findChild<RunChooser *>());
}

// Several: the program opens with none summed, and a list offers them all
// ticked, without blocking the window; Open sums the ticked ones.
void tst_OpenRuns::severalRunsBesideAreOffered()
{
    QTemporaryDir dir;
    QStringList runs;
    QVERIFY(makeFolder(dir, 3, runs));
    MainWindow w;
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(dir.filePath(QStringLiteral("prog")), {});
    QVERIFY(waitForLoad(w, loaded, 1));
    QVERIFY(!w.profile());
    QVERIFY2(w.lastMessage().contains(QStringLiteral("%1 gmon files").arg(runs.size())),
             qPrintable(w.lastMessage()));
    auto *chooser = w.findChild<RunChooser *>();
    QVERIFY(chooser);
    QTRY_VERIFY(chooser->isVisible());
    QCOMPARE(chooser->windowModality(), Qt::WindowModal); // open(), not exec()
    QCOMPARE(chooser->list()->count(), int(runs.size()));
    QStringList listed = chooser->checkedRuns();
    listed.sort();
    QStringList sorted = runs;
    sorted.sort();
    QCOMPARE(listed, sorted);

    // Untick the first; the button says how many it opens.
    chooser->list()->item(0)->setCheckState(Qt::Unchecked);
    const QStringList chosen = chooser->checkedRuns();
    QCOMPARE(chosen.size(), runs.size() - 1);
    auto *open = chooser->findChild<QPushButton *>(QStringLiteral("runChooserOpen"));
    QVERIFY(open);
    QCOMPARE(open->text(), QStringLiteral("&Open %1 Runs").arg(chosen.size()));
    QTest::mouseClick(open, Qt::LeftButton);
    QVERIFY(waitForLoad(w, loaded, 2));
    QVERIFY(w.profile());
    QCOMPARE(runRows(w), int(chosen.size()));
    QTRY_VERIFY(!w.findChild<RunChooser *>()); // deleted when closed
}

// The one run beside the program cannot be read (a gmon header, then a
// record of no known kind): the program still opens (it was asked for; the
// run was only found), and the run is refused by name, with the fault.
void tst_OpenRuns::aBrokenRunBesideIsRefused()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString exe = dir.filePath(QStringLiteral("prog"));
    QVERIFY(QFile::copy(m_exe, exe));
    const QString run = dir.filePath(QStringLiteral("run.4242"));
    QByteArray bytes("gmon");
    bytes += QByteArray::fromHex("01000000") + QByteArray(12, '\0') + QByteArray("\x07xyz");
    QVERIFY(writeFile(run, bytes));
    QCOMPARE(runsBeside(exe), QStringList{run});
    MainWindow w;
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(exe, {});
    QVERIFY(waitForLoad(w, loaded, 1));
    QCOMPARE(w.executablePath(), exe);
    QVERIFY(!w.profile());
    QCOMPARE(runRows(w), 0);
    QVERIFY2(w.lastMessage().contains(run), qPrintable(w.lastMessage()));
    QVERIFY2(w.lastMessage().contains(QStringLiteral("unknown record tag")),
             qPrintable(w.lastMessage()));
}

// File > Add Runs: its default filter shows run.<pid> (found by contents in
// the folder it opens), and a run picked there is summed.
void tst_OpenRuns::addRunsDialogShowsThem()
{
    QTemporaryDir dir;
    QStringList runs;
    QVERIFY(makeFolder(dir, 2, runs));
    MainWindow w;
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(dir.filePath(QStringLiteral("prog")), {runs.first()});
    QVERIFY(waitForLoad(w, loaded, 1));
    QCOMPARE(runRows(w), 1);
    QSettings().setValue(settingsKey::gmonDir, dir.path());

    QAction *addRuns = nullptr;
    for (QAction *a : w.findChildren<QAction *>())
        if (a->text() == QStringLiteral("&Add Runs..."))
            addRuns = a;
    QVERIFY(addRuns);
    QStringList shown, refusals;
    bool answered = false;
    int ticks = 0;
    // The dialog runs its own event loop: answer it from a timer, again
    // until it closes, for at most 30 s (never a wait for the watchdog).
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, [&] {
        QWidget *modal = QApplication::activeModalWidget();
        if (auto *box = qobject_cast<QMessageBox *>(modal)) { // the dialog refused the name
            refusals << box->text();
            box->reject();
            return;
        }
        auto *dialog = qobject_cast<QFileDialog *>(modal);
        if (!dialog)
            return;
        if (++ticks > 3000) {
            dialog->reject();
            return;
        }
        if (!answered) {
            answered = true;
            const QString filter = dialog->selectedNameFilter();
            const QRegularExpressionMatch m =
                QRegularExpression(QStringLiteral("\\(([^)]*)\\)")).match(filter);
            shown = QDir(dialog->directory())
                        .entryList(m.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts),
                                   QDir::Files);
        }
        if (ticks % 50 == 1) {
            // The name typed: selectFile leaves the name field alone while
            // it has the focus, and then the dialog accepts nothing (the
            // cause of the hang, seen in 2 of 10 loops of whole suites).
            const QString name = QFileInfo(runs.last()).fileName();
            if (auto *edit = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")))
                edit->setText(name);
            else
                dialog->selectFile(runs.last());
            QMetaObject::invokeMethod(dialog, &QDialog::accept); // (protected in QFileDialog)
        }
    });
    poll.start(10);
    addRuns->trigger();
    poll.stop();
    QVERIFY(answered);
    QVERIFY2(ticks <= 3000, qPrintable(QStringLiteral("the dialog never closed; it said: ") +
                                       refusals.join(u' ')));
    for (const QString &run : runs)
        QVERIFY2(shown.contains(QFileInfo(run).fileName()), qPrintable(shown.join(u' ')));
    QVERIFY(waitForLoad(w, loaded, 2));
    QCOMPARE(runRows(w), 2);
}

QTEST_MAIN(tst_OpenRuns)
#include "tst_openruns.moc"
