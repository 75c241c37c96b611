// SPDX-License-Identifier: MIT
// The main window on the offscreen platform: open a profile, sort, filter,
// navigate and go back, drop runs on it, and drop one that does not fit.
#include "app/ExportCommand.h"
#include "model/document/MessageText.h"
#include "model/export/Exporters.h"
#include "model/items/CallListModel.h"
#include "model/items/CompareModel.h"
#include "model/items/DisplayFormat.h"
#include "model/items/FlatProfileModel.h"
#include "model/items/RunsModel.h"
#include "PaletteSupport.h"
#include "TestSupport.h"
#include "views/callgraph/CallGraphView.h"
#include "views/calltree/CallTreeView.h"
#include "views/common/Palette.h"
#include "views/common/ProfileView.h"
#include "views/common/WindowSettings.h"
#include "views/compare/ComparePanel.h"
#include "views/diagnostics/DiagnosticsView.h"
#include "views/flame/FlameGraphView.h"
#include "views/flat/FlatProfileDelegate.h"
#include "views/source/SourceView.h"
#include "views/treemap/TreemapView.h"
#include "views/window/MainWindow.h"
#include "views/window/Navigator.h"
#include "views/window/Translations.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QMenuBar>
#include <QMimeData>
#include <QPainter>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSet>
#include <QProgressBar>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QThreadPool>
#include <QTimer>

#include <QDoubleSpinBox>
#include <QMenu>
#include <QSettings>
#include <QToolButton>
#include <QUrl>
#include <QtEndian>
#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>

using namespace gmonview;
using namespace gmonview::test;

class tst_MainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void opensSortsFiltersAndNavigates();
    void droppedRunsAreSummedLikeTheReport();
    void incompatibleDropChangesNothing();
    void unreadableProfileKeepsWhatWasOpen();
    void everyBadInputKeepsWhatWasOpen_data();
    void everyBadInputKeepsWhatWasOpen();
    void savesSumAndExportsReport();
    void cancelKeepsWhatWasOpen();
    void settingsPersist();
    void userGuideShowsDocsWithScreenshots();
    void germanAndFrenchMenus();
    void badInputsInGerman_data() { everyBadInputKeepsWhatWasOpen_data(); }
    void badInputsInGerman();
    void iconsAreSharpAtScaleTwo();
    void keysUniqueInEveryLanguage_data();
    void keysUniqueInEveryLanguage();
    void panesByKeyboard();
    void diagnosticsExplainAForeignRun();
    void estimatedViewsFollowTheCurrentFunction();
    void everyViewIsToldOfEachChange();
    void exportsWhatIsShown();
    void percentBarOnSelectedRows();
    void readsOnLightAndDarkPalettes();
    void everyMenuActionHasAKey();
    void gmonFileAloneOpensItsProgram();
    void openIsOneStep();
    void warningsShowInTheirBar();
    void cxxNamesShortAndDistinct();
    void tablesCopyRowsAndGoPlaces();
    void compareModeShowsDifferences();
    void firstWindowFitsTheScreen();
    void restoredGeometryIsClamped();
    void fitsAtScaleTwo();
    void filteringGoesNowhere();
    void numbersSortLargestFirst();
    void runsListShowsFoldersAndRemoves();
    void emptyWindowSaysHowToOpen();
    void percentBarShowsOnLightAndDark();
    void unitsAndCyclesInGerman();
    void callListSelectionSurvivesStaticArcs();

private:
    bool waitForLoad(MainWindow &w, QSignalSpy &spy, int count = 1);
    QTableView *view(MainWindow &w, const char *name);
    void drop(MainWindow &w, const QStringList &files);

    QTemporaryDir m_dir;
    QString m_exe;
};

void tst_MainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear(); // each run starts from the defaults
    QVERIFY(m_dir.isValid());
    m_exe = m_dir.filePath(QStringLiteral("prog"));
    QCOMPARE(compileProgram(QStringLiteral("cycles.c"), {"-pg", "-O0"}, m_exe).exitCode, 0);
    const char *args[] = {"20", "9", "4"};
    for (int i = 0; i < 3; ++i)
        QCOMPARE(profileRun(m_exe, {QString::fromLatin1(args[i])}, m_dir.path(),
                            QStringLiteral("run%1").arg(i + 1))
                     .exitCode,
                 0);
    // cycles.c's calls with known samples (a synthetic run), for the checks
    // that hang on where the time fell: work on top, ping's frame wide
    // enough to click, work's box in the treemap.
    QCOMPARE(writeSyntheticRun(m_exe, m_dir.filePath(QStringLiteral("known")), cyclesProfile()),
             QString());
    // Another program: its runs cannot be summed with these.
    const QString other = m_dir.filePath(QStringLiteral("other"));
    QCOMPARE(compileProgram(QStringLiteral("recursion.c"), {"-pg", "-O2"}, other).exitCode, 0);
    QCOMPARE(profileRun(other, {"5"}, m_dir.path(), QStringLiteral("other.gmon")).exitCode, 0);
}

bool tst_MainWindow::waitForLoad(MainWindow &w, QSignalSpy &spy, int count)
{
    return QTest::qWaitFor([&] { return spy.count() >= count && !w.isLoading(); }, 20000);
}

QTableView *tst_MainWindow::view(MainWindow &w, const char *name)
{
    return w.findChild<QTableView *>(QLatin1String(name));
}

void tst_MainWindow::drop(MainWindow &w, const QStringList &files)
{
    auto *mime = new QMimeData;
    QList<QUrl> urls;
    for (const QString &f : files)
        urls << QUrl::fromLocalFile(f);
    mime->setUrls(urls);
    QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&w, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent dropEvent(QPointF(50, 50), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&w, &dropEvent);
    delete mime;
}

void tst_MainWindow::opensSortsFiltersAndNavigates()
{
    MainWindow w;
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(m_exe, {m_dir.filePath("known")});
    QVERIFY(waitForLoad(w, loaded));
    QVERIFY(w.profile());
    QTableView *flat = view(w, "flatProfile");
    QVERIFY(flat);
    QVERIFY(flat->model()->rowCount() > 3);
    // gprof's order first: the most time on top.
    const QString top = flat->model()->index(0, FlatProfileModel::Name).data().toString();
    QCOMPARE(top, QStringLiteral("work"));

    // Sort by calls.
    flat->sortByColumn(FlatProfileModel::Calls, Qt::DescendingOrder);
    for (int r = 1; r < flat->model()->rowCount(); ++r)
        QVERIFY(flat->model()
                    ->index(r - 1, FlatProfileModel::Calls)
                    .data(FlatProfileModel::SortRole)
                    .toULongLong() >= flat->model()
                                          ->index(r, FlatProfileModel::Calls)
                                          .data(FlatProfileModel::SortRole)
                                          .toULongLong());

    // Filter.
    auto *filter = w.findChild<QLineEdit *>(QStringLiteral("filter"));
    QVERIFY(filter);
    QTest::keyClicks(filter, QStringLiteral("ping"));
    QCOMPARE(flat->model()->rowCount(), 1);
    filter->clear();
    QVERIFY(flat->model()->rowCount() > 3);

    // Navigate: select c1; its callees include c2; activate that row.
    // The row of MODEL whose name (in COLUMN) starts with NAME, or -1.
    auto rowOf = [](const QAbstractItemModel *model, int column, const QString &name) {
        for (int r = 0; r < model->rowCount(); ++r)
            if (model->index(r, column).data().toString().startsWith(name))
                return r;
        return -1;
    };
    auto current = [&] {
        return flat->model()
            ->index(flat->currentIndex().row(), FlatProfileModel::Name)
            .data()
            .toString()
            .left(2);
    };
    const int c1 = rowOf(flat->model(), FlatProfileModel::Name, QStringLiteral("c1"));
    QVERIFY(c1 >= 0);
    flat->setCurrentIndex(flat->model()->index(c1, 0));
    QTableView *callees = view(w, "callees");
    QTableView *callers = view(w, "callers");
    const int c2Row = rowOf(callees->model(), CallListModel::Name, QStringLiteral("c2"));
    QVERIFY(c2Row >= 0);
    QVERIFY(callers->model()->rowCount() >= 1);
    emit callees->activated(callees->model()->index(c2Row, CallListModel::Name));
    QCOMPARE(current(), QStringLiteral("c2"));
    // Its callers now include c1.
    QVERIFY(rowOf(callers->model(), CallListModel::Name, QStringLiteral("c1")) >= 0);

    // Back (Alt+Left) returns to c1, Forward to c2.
    QTest::keyClick(&w, Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(current(), QStringLiteral("c1"));
    QTest::keyClick(&w, Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(current(), QStringLiteral("c2"));
}

void tst_MainWindow::droppedRunsAreSummedLikeTheReport()
{
    // The program alone, in a folder with no gmon.out beside it.
    QTemporaryDir dir;
    const QString exe = dir.filePath(QStringLiteral("prog"));
    QVERIFY(QFile::copy(m_exe, exe));
    MainWindow w;
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(exe, {});
    QVERIFY(waitForLoad(w, loaded, 1));
    QVERIFY(!w.profile());
    QVERIFY(w.lastMessage().contains(QStringLiteral("No gmon.out")));

    const QStringList runs{m_dir.filePath("run1"), m_dir.filePath("run2"), m_dir.filePath("run3")};
    drop(w, runs);
    QVERIFY(waitForLoad(w, loaded, 2));
    QVERIFY(w.profile());
    auto *runsView = view(w, "runs");
    QCOMPARE(runsView->model()->rowCount(), 3);

    // The flat profile shows what `gmonview report -b -p` prints for the three files.
    QTableView *flat = view(w, "flatProfile");
    flat->sortByColumn(FlatProfileModel::Percent, Qt::DescendingOrder);
    const QStringList lines = flatProfileLines(flat->model());
    const ReportOutput report = runOurs(QStringList{"-b", "-p", exe} + runs, dir.path());
    const QStringList expected = reportFlatLines(report.out);
    QCOMPARE(lines, expected);

    // Unchecking a run sums the other two.
    QVERIFY(runsView->model()->setData(runsView->model()->index(2, RunsModel::File), Qt::Unchecked,
                                       Qt::CheckStateRole));
    QVERIFY(waitForLoad(w, loaded, 3));
    const ReportOutput two = runOurs(QStringList{"-b", "-p", exe} + runs.mid(0, 2), dir.path());
    QCOMPARE(two.exitCode, 0);
    QCOMPARE(flatProfileLines(flat->model()), reportFlatLines(two.out));
    QCOMPARE(runsView->model()->rowCount(), 3);
}

void tst_MainWindow::incompatibleDropChangesNothing()
{
    MainWindow w;
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(m_exe, {m_dir.filePath("run1")});
    QVERIFY(waitForLoad(w, loaded, 1));
    const ProfileResult *before = w.profile();
    QVERIFY(before);
    const double total = before->totalTime;

    writeFile(m_dir.filePath("notes.txt"), "these are not profiling data\n");
    drop(w, {m_dir.filePath("other.gmon"), m_dir.filePath("notes.txt")});
    QVERIFY(waitForLoad(w, loaded, 2));
    const QString message = w.lastMessage();
    QVERIFY2(message.contains(QStringLiteral("other.gmon")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("notes.txt")), qPrintable(message));
    QCOMPARE(view(w, "runs")->model()->rowCount(), 1);
    QVERIFY(w.profile());
    QCOMPARE(w.profile()->totalTime, total);
}

void tst_MainWindow::unreadableProfileKeepsWhatWasOpen()
{
    MainWindow w;
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(m_exe, {m_dir.filePath("run1")});
    QVERIFY(waitForLoad(w, loaded, 1));
    const double total = w.profile()->totalTime;
    writeFile(m_dir.filePath("broken.out"), QByteArray("gmon\x07\0\0\0", 8));
    w.openProfile(m_exe, {m_dir.filePath("broken.out")});
    QVERIFY(waitForLoad(w, loaded, 2));
    QVERIFY(w.lastMessage().contains(QStringLiteral("broken.out")));
    QCOMPARE(w.profile()->totalTime, total);
    QCOMPARE(w.executablePath(), m_exe);
    // And an executable that is not one.
    w.openProfile(m_dir.filePath("run1"), {});
    QVERIFY(waitForLoad(w, loaded, 3));
    QVERIFY2(w.lastMessage().contains(QStringLiteral("not an executable")),
             qPrintable(w.lastMessage()));
    QCOMPARE(w.profile()->totalTime, total);
}

// The table of docs/bad-inputs.md: each bad input, built here, opened or
// added in the window. The window says what is wrong with which file and
// keeps the profile it had.
void tst_MainWindow::everyBadInputKeepsWhatWasOpen_data()
{
    QTest::addColumn<QString>("executable"); // empty: add FILE as a run instead
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    const QDir dir(m_dir.path());
    const QByteArray run = readFile(dir.filePath("run1"));
    auto make = [&](const char *name, const QByteArray &bytes) {
        writeFile(dir.filePath(name), bytes);
        return dir.filePath(name);
    };
    const QString exe = m_exe;
    QTest::newRow("empty") << exe << make("empty.gmon", {}) << "empty file";
    QTest::newRow("truncated header")
        << exe << make("short.gmon", run.left(10)) << "too short to be a gmon file";
    QTest::newRow("truncated inside a record")
        << exe << make("cut.gmon", run.left(run.size() - 3)) << "truncated";
    QTest::newRow("wrong magic") << exe << make("magic.gmon", QByteArray(64, '\xee'))
                                 << "not a gmon file";
    {
        QByteArray b = run;
        b[4] = 7;
        QTest::newRow("unknown version")
            << exe << make("version.gmon", b) << "unsupported gmon version 7";
    }
    {
        QByteArray b = run;
        b[20] = 9;
        QTest::newRow("unknown tag") << exe << make("tag.gmon", b) << "unknown record tag 9";
    }
    {
        QByteArray b = run.left(20 + 45); // the header and a histogram record's header
        b.replace(20 + 17, 4, "\xff\xff\xff\xff", 4);
        QTest::newRow("huge bin count") << exe << make("huge.gmon", b) << "claims 4294967295 bins";
    }
    {
        QByteArray b = run.left(20);
        b.append(char(2));
        b.append("\xff\xff\xff\x0f", 4);
        QTest::newRow("huge block count")
            << exe << make("blocks.gmon", b) << "claims 268435455 blocks";
    }
    {
        QFile f(dir.filePath("gib.gmon"));
        f.open(QIODevice::WriteOnly);
        f.write(run.left(64));
        f.resize(qint64(1) << 30); // sparse
        QTest::newRow("1 GiB file") << exe << f.fileName() << "is 1024 MiB, larger than";
    }
    {
        // The run's histogram moved up by 16 bytes: it overlaps the first run's.
        QByteArray b = run;
        for (int field : {20 + 1, 20 + 9})
            qToLittleEndian<quint64>(qFromLittleEndian<quint64>(b.constData() + field) + 16,
                                     b.data() + field);
        QTest::newRow("overlapping histograms, added")
            << QString() << make("overlap.gmon", b) << "overlaps";
    }
    dir.mkpath("folder.gmon");
    QTest::newRow("a folder") << exe << dir.filePath("folder.gmon") << "is a directory";
    QTest::newRow("unreadable") << exe << QStringLiteral("/proc/self/mem") << "cannot read";
    QTest::newRow("missing") << exe << dir.filePath("missing.gmon") << "cannot open";
    QTest::newRow("executable as the gmon file") << exe << exe << "not a gmon file";
    QTest::newRow("gmon file as the executable")
        << dir.filePath("run1") << dir.filePath("run1") << "not an executable (neither ELF nor PE";
    QFile::copy(m_exe, dir.filePath("stripped"));
    runProcess("strip", {"stripped"}, dir.path());
    QTest::newRow("stripped executable")
        << dir.filePath("stripped") << dir.filePath("run1") << "has no symbol table";
    QTest::newRow("a folder as the executable")
        << dir.path() << dir.filePath("run1") << "is a directory";
    QTest::newRow("run of another program, added")
        << QString() << dir.filePath("other.gmon") << "Not summed";
    {
        // The run sampled at 1000 Hz: its samples do not add to 100 Hz ones.
        QByteArray b = run;
        QCOMPARE(qFromLittleEndian<quint32>(b.constData() + 20 + 1 + 8 + 8 + 4), quint32(100));
        qToLittleEndian<quint32>(1000, b.data() + 20 + 1 + 8 + 8 + 4);
        QTest::newRow("run at another sampling rate, added")
            << QString() << make("fast.gmon", b) << "sampled at 1000 Hz";
    }
    // Files that never end: refused at once, never read (issue 25, point 3).
    if (!QFileInfo::exists(dir.filePath("fifo.gmon")))
        QVERIFY(::mkfifo(dir.filePath("fifo.gmon").toLocal8Bit().constData(), 0600) == 0);
    QTest::newRow("a FIFO as the run") << exe << dir.filePath("fifo.gmon") << "is a FIFO";
    QTest::newRow("a FIFO as the executable")
        << dir.filePath("fifo.gmon") << dir.filePath("run1") << "is a FIFO";
    QTest::newRow("a device as the executable")
        << QStringLiteral("/dev/zero") << dir.filePath("run1") << "is a device";
}

void tst_MainWindow::everyBadInputKeepsWhatWasOpen()
{
    QFETCH(QString, executable);
    QFETCH(QString, file);
    QFETCH(QString, expected);
    MainWindow w;
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(m_exe, {m_dir.filePath("run1")});
    QVERIFY(waitForLoad(w, loaded, 1));
    // What the window shows (a copy: a refused run may still rebuild the profile).
    QVERIFY(w.profile());
    const double timeBefore = w.profile()->totalTime;
    std::vector<uint64_t> callsBefore;
    for (const ProfileSymbol &sym : w.profile()->symbols)
        callsBefore.push_back(sym.calls);
    if (executable.isEmpty())
        w.addRuns({file});
    else
        w.openProfile(executable, {file});
    QVERIFY(waitForLoad(w, loaded, 2));
    const QString message = w.lastMessage();
    QVERIFY2(message.contains(expected), qPrintable(message));
    const QString named = executable.isEmpty() || executable == m_exe ? file : executable;
    QVERIFY2(message.contains(QFileInfo(named).fileName()), qPrintable(message));
    // The same profile: same time, same calls, function by function.
    QVERIFY(w.profile());
    QCOMPARE(w.profile()->totalTime, timeBefore);
    QCOMPARE(w.profile()->symbols.size(), callsBefore.size());
    for (size_t i = 0; i < callsBefore.size(); ++i)
        QCOMPARE(w.profile()->symbols[i].calls, callsBefore[i]);
    QCOMPARE(w.executablePath(), m_exe);
}

void tst_MainWindow::savesSumAndExportsReport()
{
    MainWindow w;
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    const QStringList runs{m_dir.filePath("run1"), m_dir.filePath("run2")};
    w.openProfile(m_exe, runs);
    QVERIFY(waitForLoad(w, loaded, 1));
    QTemporaryDir out;
    // The sum is what `gmonview report -s` writes for the same runs.
    QCOMPARE(w.saveSum(out.filePath("saved.sum")).result(), QString());
    QCOMPARE(runOurs(QStringList{"-s", m_exe} + runs, out.path()).exitCode, 0);
    QCOMPARE(readFile(out.filePath("saved.sum")), readFile(out.filePath("gmon.sum")));
    // The report is `gmonview report` for what is shown.
    QCOMPARE(w.exportReport(out.filePath("report.txt")).result(), QString());
    QCOMPARE(readFile(out.filePath("report.txt")),
             QByteArray::fromStdString(runOurs(QStringList{m_exe} + runs, out.path()).out));
    // The call graph's exports.
    CallGraphView *graph = w.callGraphView();
    QVERIFY(QTest::qWaitFor([&] { return !graph->isLayingOut(); }, 20000));
    const std::pair<QString, QString (CallGraphView::*)(const QString &) const> exports[] = {
        {QStringLiteral("graph.svg"), &CallGraphView::exportSvg},
        {QStringLiteral("graph.png"), &CallGraphView::exportPng},
        {QStringLiteral("graph.dot"), &CallGraphView::exportDot}};
    QMap<QString, QByteArray> oldGraphs;
    for (const auto &[name, write] : exports) {
        QCOMPARE((graph->*write)(out.filePath(name)), QString());
        oldGraphs[name] = readFile(out.filePath(name));
        QVERIFY(oldGraphs[name].size() > 64);
    }
    // A folder that cannot be written gives a message, and no file.
    QVERIFY(!w.exportReport(out.filePath("missing/dir/report.txt")).result().isEmpty());
    QVERIFY(graph->exportSvg(out.filePath("missing/dir/graph.svg")).contains("graph.svg"));
    // A write that fails half-way (here: a file-size limit, which binds root
    // too) leaves the old files exactly as they were, and no temporary file.
    const QByteArray oldSum = readFile(out.filePath("saved.sum"));
    const QByteArray oldReport = readFile(out.filePath("report.txt"));
    const int filesBefore = int(QDir(out.path()).entryList(QDir::Files).size());
    std::signal(SIGXFSZ, SIG_IGN);
    rlimit old{};
    getrlimit(RLIMIT_FSIZE, &old);
    rlimit small = old;
    small.rlim_cur = 64;
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
    const QString sumError = w.saveSum(out.filePath("saved.sum")).result();
    const QString reportError = w.exportReport(out.filePath("report.txt")).result();
    QStringList graphErrors;
    for (const auto &[name, write] : exports)
        graphErrors << (graph->*write)(out.filePath(name));
    setrlimit(RLIMIT_FSIZE, &old);
    for (int i = 0; i < 3; ++i) {
        const QString &name = exports[i].first;
        QVERIFY2(graphErrors[i].contains(name), qPrintable(graphErrors[i]));
        QCOMPARE(readFile(out.filePath(name)), oldGraphs[name]);
    }
    QVERIFY2(sumError.contains(QStringLiteral("saved.sum")), qPrintable(sumError));
    QVERIFY2(reportError.contains(QStringLiteral("report.txt")), qPrintable(reportError));
    QCOMPARE(readFile(out.filePath("saved.sum")), oldSum);
    QCOMPARE(readFile(out.filePath("report.txt")), oldReport);
    QCOMPARE(int(QDir(out.path()).entryList(QDir::Files).size()), filesBefore);
}

// A long load can be cancelled, and a newer request supersedes an older one;
// in both cases the window shows a whole profile, never half of one.
void tst_MainWindow::cancelKeepsWhatWasOpen()
{
    MainWindow w;
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(m_exe, {m_dir.filePath("run1")});
    QVERIFY(waitForLoad(w, loaded, 1));
    const double total = w.profile()->totalTime;

    QStringList many;
    for (int i = 0; i < 2000; ++i)
        many << m_dir.filePath("run2");
    w.addRuns(many);
    QVERIFY(w.isLoading());
    auto *cancel = w.findChild<QToolButton *>();
    QVERIFY(cancel);
    for (QToolButton *b : w.findChildren<QToolButton *>())
        if (b->text() == QStringLiteral("Cancel"))
            cancel = b;
    cancel->click();
    QVERIFY(waitForLoad(w, loaded, 2));
    // The click comes before the event loop runs again, long before 2,000
    // files are read.
    QVERIFY2(w.lastMessage().contains(QStringLiteral("cancelled")), qPrintable(w.lastMessage()));
    QCOMPARE(w.profile()->totalTime, total);
    QCOMPARE(view(w, "runs")->model()->rowCount(), 1);

    // Superseded: only the last request's result arrives.
    w.addRuns(many);
    w.addRuns({m_dir.filePath("run3")});
    QVERIFY(waitForLoad(w, loaded, 3));
    // Every job has ended and delivered what it would: still three.
    QThreadPool::globalInstance()->waitForDone();
    QCoreApplication::processEvents();
    QCOMPARE(loaded.count(), 3);
    QCOMPARE(view(w, "runs")->model()->rowCount(), 2);
}

void tst_MainWindow::settingsPersist()
{
    {
        MainWindow w;
        QSignalSpy loaded(&w, &MainWindow::loadFinished);
        w.openProfile(m_exe, {m_dir.filePath("run1")});
        QVERIFY(waitForLoad(w, loaded, 1));
        w.findChild<QDoubleSpinBox *>(QStringLiteral("cutoff"))->setValue(80);
        for (QAction *a : w.findChildren<QAction *>())
            if (a->text().contains(QStringLiteral("Unused")))
                a->setChecked(true);
        w.close(); // saves
    }
    MainWindow again;
    QCOMPARE(again.findChild<QDoubleSpinBox *>(QStringLiteral("cutoff"))->value(), 80.0);
    bool unused = false;
    for (QAction *a : again.findChildren<QAction *>())
        if (a->text().contains(QStringLiteral("Unused")))
            unused = a->isChecked();
    QVERIFY(unused);
    // The profile is in the recent list, with its run.
    QMenu *recent = nullptr;
    for (QMenu *m : again.findChildren<QMenu *>())
        if (m->title().contains(QStringLiteral("Recent")))
            recent = m;
    QVERIFY(recent);
    QVERIFY(!recent->actions().isEmpty());
    QVERIFY(recent->actions().first()->toolTip().contains(m_dir.filePath("run1")));
    again.findChild<QDoubleSpinBox *>(QStringLiteral("cutoff"))->setValue(100);
    again.close();
}

void tst_MainWindow::userGuideShowsDocsWithScreenshots()
{
    MainWindow w;
    QAction *guide = nullptr;
    for (QAction *a : w.findChildren<QAction *>())
        if (a->text() == QStringLiteral("&User Guide"))
            guide = a;
    QVERIFY(guide);
    QCOMPARE(guide->shortcut(), QKeySequence(QKeySequence::HelpContents));
    guide->trigger();
    auto *dialog = w.findChild<QDialog *>(QStringLiteral("userGuide"));
    QVERIFY(dialog && dialog->isVisible());
    auto *browser = dialog->findChild<QTextBrowser *>();
    QVERIFY(browser);
    const QString text = browser->document()->toPlainText();
    for (const char *section :
         {"Building a program for profiling", "GMON_OUT_PREFIX", "The flat profile",
          "The call graph", "The source pane", "Summing runs"})
        QVERIFY2(text.contains(QLatin1String(section)), section);
    // Every picture the guide shows is there.
    QFile guideText(QStringLiteral(":/guide/user-guide.md"));
    QVERIFY(guideText.open(QIODevice::ReadOnly));
    const QString markdown = QString::fromUtf8(guideText.readAll());
    static const QRegularExpression picture(QStringLiteral("!\\[[^\\]]*\\]\\(([^)]+)\\)"));
    int pictures = 0;
    for (auto it = picture.globalMatch(markdown); it.hasNext();) {
        const QString image = it.next().captured(1);
        const QVariant data = browser->loadResource(QTextDocument::ImageResource, QUrl(image));
        QVERIFY2(data.isValid() && !data.toByteArray().isEmpty(), qPrintable(image));
        ++pictures;
    }
    QVERIFY(pictures >= 4);
    // The pictures fit the dialog, however narrow: no sideways scrolling.
    QVERIFY(dialog->frameGeometry().width() <= dialog->screen()->availableGeometry().width());
    // Every picture as wide as the text at most, and no sideways scrolling.
    auto picturesFit = [&] {
        int fitting = 0;
        for (QTextBlock b = browser->document()->begin(); b.isValid(); b = b.next())
            for (auto it = b.begin(); !it.atEnd(); ++it)
                if (it.fragment().charFormat().isImageFormat()) {
                    if (it.fragment().charFormat().toImageFormat().width() >
                        browser->viewport()->width())
                        return false;
                    ++fitting;
                }
        return fitting >= 3 && browser->horizontalScrollBar()->maximum() == 0;
    };
    for (int width : {900, 520}) {
        dialog->resize(width, 600);
        // Until the resize has reached the browser and its pictures (then
        // each is checked below, to say which does not fit).
        QTRY_VERIFY(dialog->width() == width && picturesFit());
        int pictures = 0;
        for (QTextBlock b = browser->document()->begin(); b.isValid(); b = b.next())
            for (auto it = b.begin(); !it.atEnd(); ++it)
                if (it.fragment().charFormat().isImageFormat()) {
                    ++pictures;
                    QVERIFY2(it.fragment().charFormat().toImageFormat().width() <=
                                 browser->viewport()->width(),
                             qPrintable(QString::number(width)));
                }
        QVERIFY(pictures >= 3);
        QCOMPARE(browser->horizontalScrollBar()->maximum(), 0);
    }
    dialog->close();
}

void tst_MainWindow::germanAndFrenchMenus()
{
    auto menuTitles = [] {
        MainWindow w;
        QStringList titles;
        for (QAction *a : w.menuBar()->actions())
            titles << a->text();
        return titles;
    };
    const QStringList english = menuTitles();
    QCOMPARE(english.first(), QStringLiteral("&File"));
    QVERIFY(installTranslations(QLocale(QLocale::German, QLocale::Germany)));
    QCOMPARE(menuTitles(), (QStringList{"&Datei", "&Ansicht", "&Gehe zu", "G&raph", "&Hilfe"}));
    QVERIFY(installTranslations(QLocale(QLocale::French, QLocale::France)));
    QCOMPARE(menuTitles(), (QStringList{"&Fichier", "Affic&hage", "&Aller", "G&raphe", "Ai&de"}));
    // A language without a translation falls back to English.
    QVERIFY(!installTranslations(QLocale(QLocale::Japanese)));
    QCOMPARE(menuTitles(), english);
}

// The engine's messages are translated too: each bad input of the table above
// is reported in German, still naming the file, with none of the English.
void tst_MainWindow::badInputsInGerman()
{
    QFETCH(QString, executable);
    QFETCH(QString, file);
    QFETCH(QString, expected);
    auto messageFor = [&] {
        MainWindow w;
        QSignalSpy loaded(&w, &MainWindow::loadFinished);
        w.openProfile(m_exe, {m_dir.filePath("run1")});
        if (!waitForLoad(w, loaded, 1))
            return QStringLiteral("the first run did not load");
        if (executable.isEmpty())
            w.addRuns({file});
        else
            w.openProfile(executable, {file});
        if (!waitForLoad(w, loaded, 2))
            return QStringLiteral("the bad input did not finish loading");
        return w.lastMessage();
    };
    const QString english = messageFor();
    QVERIFY(installTranslations(QLocale(QLocale::German, QLocale::Germany)));
    const QString german = messageFor();
    installTranslations(QLocale(QLocale::Japanese)); // back to English
    QVERIFY2(english.contains(expected), qPrintable(english));
    const QString named = executable.isEmpty() || executable == m_exe ? file : executable;
    QVERIFY2(german.contains(QFileInfo(named).fileName()), qPrintable(german));
    QVERIFY2(!german.contains(expected), qPrintable(german));
    QVERIFY2(german != english, qPrintable(german));
}

// On a screen at scale 2 every icon is drawn from an image with twice the
// pixels, never blown up from a small one.
void tst_MainWindow::iconsAreSharpAtScaleTwo()
{
    MainWindow w;
    w.show();
    struct Use
    {
        QString name;
        QIcon icon;
        QList<int> sizes; // logical pixels it is drawn at
    };
    QList<Use> uses{{QStringLiteral("window icon"), w.windowIcon(), {16, 32, 64, 256}}};
    for (QAction *a : w.findChildren<QAction *>())
        if (!a->icon().isNull()) // in menus and tool bars
            uses.append({a->text() + a->toolTip(), a->icon(), {16, 24}});
    for (QAbstractButton *b : w.findChildren<QAbstractButton *>())
        if (!b->icon().isNull())
            uses.append({b->toolTip() + QLatin1Char(' ') + b->metaObject()->className(),
                         b->icon(),
                         {b->iconSize().width()}});
    QVERIFY(uses.size() >= 6);
    for (const Use &use : uses) {
        for (int size : use.sizes) {
            // Fitted into the square: one side fills it, at twice the pixels.
            const QPixmap p = use.icon.pixmap(QSize(size, size), 2.0);
            QVERIFY2(p.width() == 2 * size || p.height() == 2 * size,
                     qPrintable(QStringLiteral("%1 at %2: %3x%4 pixels")
                                    .arg(use.name)
                                    .arg(size)
                                    .arg(p.width())
                                    .arg(p.height())));
        }
    }
}

// Light or dark, what the window colours itself (the message bar, the source
// pane's warning) keeps WCAG's 4.5:1 text contrast (the call graph's inks:
// tst_callgraph).
void tst_MainWindow::readsOnLightAndDarkPalettes()
{
    RestorePalette restore;
    MainWindow w; // one window: the desktop switches between them while it is open
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(m_exe, {m_dir.filePath("run1")});
    QVERIFY(waitForLoad(w, loaded, 1));
    w.openProfile(m_exe, {m_dir.filePath("no-such.gmon")}); // an error in the message bar
    QVERIFY(waitForLoad(w, loaded, 2));
    for (const auto &[which, palette] : lightAndDarkPalettes()) {
        QApplication::setPalette(palette);
        QCoreApplication::processEvents();
        int checked = 0;
        for (QWidget *widget : w.findChildren<QWidget *>()) {
            const QPalette p = widget->palette();
            if (!p.isBrushSet(QPalette::Active, QPalette::WindowText) &&
                !p.isBrushSet(QPalette::Active, QPalette::Window))
                continue;
            const double ratio =
                ink::contrastRatio(p.color(QPalette::WindowText), p.color(QPalette::Window));
            QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("%1: %2 %3")
                                                  .arg(which, widget->metaObject()->className())
                                                  .arg(ratio)));
            ++checked;
        }
        QVERIFY2(checked >= 2, qPrintable(which)); // the message bar and the source note
    }
}

// The frequent menu entries have shortcuts, which menus show (mnemonics:
// keysUniqueInEveryLanguage).
void tst_MainWindow::everyMenuActionHasAKey()
{
    MainWindow w;
    int withShortcut = 0;
    for (QAction *menuAction : w.menuBar()->actions()) {
        QMenu *menu = menuAction->menu();
        QVERIFY(menu);
        for (QAction *a : menu->actions())
            withShortcut += !a->shortcut().isEmpty();
    }
    // The frequent ones, by name (a platform may lack a standard key, so the
    // ones from QKeySequence's standard keys are checked where it has one).
    const QStringList frequent{
        "&Open...",           "&Add Runs...",   "&Save Sum As...", "&Export Report...",
        "&Filter Functions",  "Show &Lines",    "&Back",           "&Forward",
        "&Go To Function...", "&Fit to Window", "&User Guide"};
    QStringList missing = frequent;
    for (QAction *a : w.findChildren<QAction *>())
        if (!a->shortcut().isEmpty())
            missing.removeAll(a->text());
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    QVERIFY2(withShortcut >= frequent.size(), qPrintable(QString::number(withShortcut)));
}

void tst_MainWindow::keysUniqueInEveryLanguage_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::newRow("English") << QLocale(QLocale::English, QLocale::UnitedStates);
    QTest::newRow("German") << QLocale(QLocale::German, QLocale::Germany);
    QTest::newRow("French") << QLocale(QLocale::French, QLocale::France);
}

// Translated menus keep every entry reachable: one mnemonic each, unique in
// its menu (and the menu titles unique in the bar), and no key bound twice.
void tst_MainWindow::keysUniqueInEveryLanguage()
{
    QFETCH(QLocale, locale);
    QCOMPARE(installTranslations(locale), locale.language() != QLocale::English);
    MainWindow w;
    installTranslations(QLocale(QLocale::Japanese)); // back to English for the next test
    auto mnemonicOf = [](const QString &text) {
        const qsizetype amp = text.indexOf(QLatin1Char('&'));
        return amp >= 0 && amp + 1 < text.size() ? text.at(amp + 1).toLower() : QChar();
    };
    QList<QList<QAction *>> groups{w.menuBar()->actions()};
    for (QAction *menuAction : w.menuBar()->actions())
        groups << menuAction->menu()->actions();
    for (QWidget *withMenu : w.findChildren<QWidget *>()) // context menus
        if (withMenu->contextMenuPolicy() == Qt::ActionsContextMenu)
            groups << withMenu->actions();
    for (const QList<QAction *> &group : groups) {
        QMap<QChar, QString> used;
        for (QAction *a : group) {
            if (a->isSeparator())
                continue;
            const QChar key = mnemonicOf(a->text());
            QVERIFY2(!key.isNull(), qPrintable(a->text()));
            QVERIFY2(!used.contains(key),
                     qPrintable(used.value(key) + QStringLiteral(" / ") + a->text()));
            used.insert(key, a->text());
        }
    }
    // A key is the window's once, or once in each widget that keeps it to
    // itself (Ctrl+C in each list).
    QMap<std::pair<QObject *, QKeySequence>, QString> taken;
    for (QAction *a : w.findChildren<QAction *>())
        for (const QKeySequence &key : a->shortcuts()) {
            QObject *scope = a->shortcutContext() == Qt::WidgetShortcut ? a->parent() : nullptr;
            for (auto it = taken.cbegin(); it != taken.cend(); ++it)
                QVERIFY2(it.key().second != key ||
                             (scope && it.key().first && it.key().first != scope),
                         qPrintable(key.toString() + QStringLiteral(": ") + it.value() +
                                    QStringLiteral(", ") + a->text()));
            taken.insert({scope, key}, a->text());
        }
}

// Ctrl+1 to Ctrl+7 (Go menu) put the keyboard in each pane in turn, showing
// the tab or the panel it is in (with one run, the runs x functions' hint); each pane has a name
// for screen readers.
void tst_MainWindow::panesByKeyboard()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(m_exe, {m_dir.filePath("run1")});
    QVERIFY(waitForLoad(w, loaded, 1));
    QVERIFY(!w.findChild<QDockWidget *>()); // the runs are a tab, not a column
    const std::pair<Qt::Key, QString> panes[] = {{Qt::Key_4, QStringLiteral("sourceTable")},
                                                 {Qt::Key_1, QStringLiteral("flatProfile")},
                                                 {Qt::Key_3, QStringLiteral("callGraphCanvas")},
                                                 {Qt::Key_2, QStringLiteral("callees")},
                                                 {Qt::Key_5, QStringLiteral("runs")},
                                                 {Qt::Key_6, QStringLiteral("runMatrixHint")},
                                                 {Qt::Key_7, QStringLiteral("diagnosticsList")}};
    for (const auto &[key, name] : panes) {
        QTest::keyClick(&w, key, Qt::ControlModifier);
        QWidget *focus = QApplication::focusWidget();
        QVERIFY2(focus && focus->objectName() == name,
                 qPrintable(name + QStringLiteral(" wanted, focus in ") +
                            (focus ? focus->objectName() : QStringLiteral("nothing"))));
        QVERIFY2(focus->isVisible(), qPrintable(name));
        QVERIFY2(!focus->accessibleName().isEmpty(), qPrintable(name)); // for screen readers
    }
}

// The Diagnostics tab lists the doctor's findings (the document's), those
// that make the numbers wrong first; a run of another program opened alone
// with this one is one (in the warning bar too), its own runs are not. The
// doctor looks once the profile is shown, in a job of its own: none of its
// findings are there when the load ends, and they come with findingsChanged.
void tst_MainWindow::diagnosticsExplainAForeignRun()
{
    for (const bool foreign : {false, true}) {
        MainWindow w;
        QSignalSpy loaded(&w, &MainWindow::loadFinished);
        QSignalSpy examined(w.document(), &ProfileDocument::findingsChanged);
        bool examinedAtLoad = true;
        connect(&w, &MainWindow::loadFinished, this, [&] {
            examinedAtLoad = !examined.isEmpty() || !w.document()->findings().empty() ||
                             !w.document()->isExamining();
        });
        w.openProfile(m_exe, {m_dir.filePath(foreign ? "other.gmon" : "run1")});
        QVERIFY(waitForLoad(w, loaded, 1));
        QVERIFY(!examinedAtLoad);
        QVERIFY(QTest::qWaitFor([&] { return !examined.isEmpty(); }, 20000));
        QVERIFY(!w.document()->isExamining());
        auto *view = w.findChild<DiagnosticsView *>(QStringLiteral("diagnostics"));
        QVERIFY(view);
        const auto &findings = w.document()->findings();
        QCOMPARE(view->findingCount(), int(findings.size()));
        int wrong = 0;
        for (const Finding &f : findings) {
            wrong += f.numbersWrong();
            QVERIFY2(view->text().contains(displayText(f.what)), qPrintable(view->text()));
            QVERIFY(view->text().contains(displayText(f.fix)));
        }
        QCOMPARE(wrong, foreign ? 1 : 0);
        auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("lowerTabs"));
        QCOMPARE(tabs->tabText(tabs->indexOf(view)),
                 findings.empty() ? QStringLiteral("Diagnostics")
                                  : QStringLiteral("Diagnostics (%1)").arg(findings.size()));
        QCOMPARE(view->text().startsWith(QStringLiteral("Numbers wrong: ")), foreign);
        QCOMPARE(w.warnings()
                     .join(QLatin1Char('\n'))
                     .contains(QStringLiteral("other.gmon was not written")),
                 foreign);
    }
}

// The trees, the flame graph and the treemap: each gets the profile when
// first shown, follows the current function, and makes the function the
// user picks in it current, with Back returning and them following.
void tst_MainWindow::estimatedViewsFollowTheCurrentFunction()
{
    MainWindow w;
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(m_exe, {m_dir.filePath("known")});
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(waitForLoad(w, loaded, 1));
    auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("lowerTabs"));
    auto *flame = w.findChild<FlameGraphView *>(QStringLiteral("flameGraph"));
    auto *topDown = w.findChild<CallTreeView *>(QStringLiteral("topDown"));
    auto *bottomUp = w.findChild<CallTreeView *>(QStringLiteral("bottomUp"));
    auto *treemap = w.findChild<TreemapView *>(QStringLiteral("treemap"));
    auto *grouped = w.findChild<QTreeView *>(QStringLiteral("groupedProfile"));
    QVERIFY(tabs && flame && topDown && bottomUp && treemap && grouped);
    const ProfileResult &profile = *w.document()->profile();
    const int ping = functionNamed(profile, "ping"), pong = functionNamed(profile, "pong");
    QVERIFY(ping >= 0 && pong >= 0);
    auto *label = w.findChild<QLabel *>(QStringLiteral("currentFunction"));
    auto currentIs = [&](const char *name) {
        return label->text().contains(QStringLiteral("<b>%1 ").arg(QLatin1String(name)));
    };

    // Hidden, the flame graph has not been built; shown, it has.
    QCOMPARE(flame->frameCount(), 0);
    tabs->setCurrentWidget(flame);
    QVERIFY(QTest::qWaitFor([&] { return flame->frameCount() > 0; }, 5000));
    // A click on one of ping's frames makes ping current.
    int frame = -1;
    for (int f = 0; f < flame->frameCount() && frame < 0; ++f) {
        const auto &fr = flame->flattened().frames[size_t(f)];
        if (fr.kind != CallStacks::Kind::Cycle && fr.id == ping && flame->frameRect(f).width() > 4)
            frame = f;
    }
    QVERIFY(frame >= 0);
    QTest::mouseClick(flame->canvas(), Qt::LeftButton, {},
                      flame->frameRect(frame).center().toPoint());
    QVERIFY2(currentIs("ping"), qPrintable(label->text()));
    QCOMPARE(flame->current(), ping);

    // The top-down tree, shown, selects ping; a click on pong there makes
    // pong current; Back brings ping back, and the tree follows.
    tabs->setCurrentWidget(topDown);
    QVERIFY(topDown->tree()->model()->rowCount() > 0);
    QCOMPARE(topDown->tree()->currentIndex().data(CallTreeModel::SymbolRole).toInt(), ping);
    auto *proxy = static_cast<QSortFilterProxyModel *>(topDown->tree()->model());
    const QModelIndex pongAt = proxy->mapFromSource(topDown->model()->find(pong));
    QVERIFY(pongAt.isValid());
    for (QModelIndex up = pongAt.parent(); up.isValid(); up = up.parent())
        topDown->tree()->expand(up);
    topDown->tree()->scrollTo(pongAt);
    QTest::mouseClick(topDown->tree()->viewport(), Qt::LeftButton, {},
                      topDown->tree()->visualRect(pongAt).center());
    QVERIFY2(currentIs("pong"), qPrintable(label->text()));
    QAction *back = nullptr;
    for (QAction *a : w.findChildren<QAction *>())
        if (a->text() == QStringLiteral("&Back"))
            back = a;
    QVERIFY(back && back->isEnabled());
    back->trigger();
    QVERIFY(currentIs("ping"));
    QCOMPARE(topDown->tree()->currentIndex().data(CallTreeModel::SymbolRole).toInt(), ping);

    // Bottom-up and the treemap follow when shown.
    tabs->setCurrentWidget(bottomUp);
    QCOMPARE(bottomUp->tree()->currentIndex().data(CallTreeModel::SymbolRole).toInt(), ping);
    tabs->setCurrentWidget(treemap->parentWidget());
    QCOMPARE(treemap->current(), ping);
    QVERIFY(grouped->model()->rowCount() > 0);
    QVERIFY(!treemap->functionRect(functionNamed(profile, "work")).isEmpty());
}

// File > Export Profile As: each format of what is shown (the runs ticked),
// as `gmonview export` writes it for the same runs; the dot and html files
// draw the graph as the window does (here its neighbourhood), so they are
// checked as files of their kind. A failed write names the file.
void tst_MainWindow::everyViewIsToldOfEachChange()
{
    // The window tells each of its views (every ProfileView among its
    // widgets) what changed: the profile, the names, the current function.
    // One left out of the loop would show the last profile, or none.
    MainWindow w;
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    QSignalSpy lines(&w, &MainWindow::linesReady);
    w.openProfile(m_exe, {m_dir.filePath("run1")});
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(waitForLoad(w, loaded, 1));
    QVERIFY(lines.wait(20000) || !lines.isEmpty());
    auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("lowerTabs"));
    QVERIFY(tabs);
    std::vector<std::pair<QWidget *, ProfileView *>> views;
    for (QWidget *widget : w.findChildren<QWidget *>())
        if (auto *v = dynamic_cast<ProfileView *>(widget))
            views.emplace_back(widget, v);
    // The callers and callees, the graph, the source, the runs x functions,
    // the two trees, the flame graph and the treemap.
    QCOMPARE(views.size(), size_t(8));
    // Shows each view (its tab chosen) and checks what it was told.
    auto tellsEach = [&](const char *when) {
        for (const auto &[widget, view] : views) {
            for (QWidget *page = widget; page; page = page->parentWidget())
                if (tabs->indexOf(page) >= 0)
                    tabs->setCurrentWidget(page);
            const QString what = QStringLiteral("%1: %2").arg(QLatin1String(when),
                                                              widget->metaObject()->className());
            QVERIFY2(view->pending() == 0, qPrintable(what));
            QVERIFY2(view->context().document == w.document(), qPrintable(what));
            QVERIFY2(view->context().profile == w.document()->profile(), qPrintable(what));
            QVERIFY2(view->context().names == w.displayNames(), qPrintable(what));
            QVERIFY2(view->context().current == w.currentSymbol(), qPrintable(what));
        }
    };
    tellsEach("opened");
    QVERIFY(w.displayNames());

    // Other names (no shortening), and another current function.
    auto *navigator = w.findChild<Navigator *>();
    QVERIFY(navigator);
    const int pong = functionNamed(*w.document()->profile(), "pong");
    QVERIFY(pong >= 0 && pong != w.currentSymbol());
    tabs->setCurrentIndex(0);
    const auto before = w.displayNames();
    w.setNameShortening({false, 1});
    QVERIFY(w.displayNames() != before);
    navigator->setCurrent(pong);
    QCOMPARE(w.currentSymbol(), pong);
    // The hidden views have waited: they catch up as each is shown.
    int waiting = 0;
    for (const auto &[widget, view] : views)
        waiting += view->pending() != 0;
    QVERIFY(waiting > 0);
    tellsEach("renamed and moved");

    // Runs summed again: a new profile, told to all.
    const auto first = w.document()->profile();
    w.addRuns({m_dir.filePath("run2")});
    QVERIFY(waitForLoad(w, loaded, 2));
    QVERIFY(w.document()->profile() != first);
    tellsEach("summed again");
}

void tst_MainWindow::exportsWhatIsShown()
{
    MainWindow w;
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    const QStringList runs{m_dir.filePath("run1"), m_dir.filePath("run2")};
    w.openProfile(m_exe, runs);
    QVERIFY(waitForLoad(w, loaded, 1));
    auto *menu = w.findChild<QMenu *>(QStringLiteral("exportMenu"));
    QVERIFY(menu);
    QCOMPARE(menu->actions().size(), int(exportFormats().size()));
    QTemporaryDir out;
    const CallGraphOptions graph = w.callGraphView()->options();
    for (const ExportFormatInfo &f : exportFormats()) {
        const QString name = QString::fromLatin1(f.name);
        const QString file = out.filePath(QStringLiteral("shown.") + name);
        QCOMPARE(w.document()->exportProfile(f.format, file, graph).result(), QString());
        const QByteArray shown = readFile(file);
        QVERIFY2(!shown.isEmpty(), f.name);
        if (f.format == ExportFormat::Dot || f.format == ExportFormat::Html)
            continue;
        std::vector<std::string> args{"--format", f.name, m_exe.toStdString()};
        for (const QString &r : runs)
            args.push_back(r.toStdString());
        const ReportOutput cli = runExport(args);
        QCOMPARE(cli.exitCode, 0);
        if (f.format == ExportFormat::Pprof)
            QVERIFY2(shown.size() > 100, f.name); // gzip: compared once parsed, in tst_export_pprof
        else
            QVERIFY2(shown == QByteArray::fromStdString(cli.out),
                     qPrintable(name + QLatin1Char('\n') +
                                firstDifference(QByteArray::fromStdString(cli.out), shown)));
    }
    const ProcessResult dot =
        runProcess(QStringLiteral("dot"), {"-Tsvg", out.filePath("shown.dot")}, out.path());
    QCOMPARE(dot.exitCode, 0);
    // One DOT file, whichever menu wrote it: Graph > Export as DOT writes
    // what File > Export Profile As writes for the graph shown.
    w.show();
    CallGraphView *view = w.callGraphView();
    QVERIFY(QTest::qWaitFor([&] { return !view->isLayingOut() && !view->graph().nodes.empty(); },
                            20000));
    QCOMPARE(view->exportDot(out.filePath("graph.dot")), QString());
    QCOMPARE(w.document()->exportProfile(ExportFormat::Dot, out.filePath("file.dot"),
                                         view->options()).result(),
             QString());
    const QByteArray fromGraphMenu = readFile(out.filePath("graph.dot"));
    const QByteArray fromFileMenu = readFile(out.filePath("file.dot"));
    QVERIFY(fromGraphMenu.contains("\"n1\""));
    QVERIFY2(fromGraphMenu == fromFileMenu, qPrintable(firstDifference(fromFileMenu, fromGraphMenu)));
    QVERIFY(readFile(out.filePath("shown.html")).contains("<svg"));
    // Only the runs ticked: one run left out, the flat profile changes.
    const QByteArray both = readFile(out.filePath("shown.json"));
    QSignalSpy changed(w.document(), &ProfileDocument::profileChanged);
    w.document()->setRunEnabled(1, false);
    QVERIFY(QTest::qWaitFor([&] { return changed.count() > 0 && !w.isLoading(); }, 20000));
    QCOMPARE(w.document()->exportProfile(ExportFormat::Json, out.filePath("one.json"), graph)
                 .result(),
             QString());
    QVERIFY(readFile(out.filePath("one.json")) != both);
    QVERIFY(!readFile(out.filePath("one.json")).contains("run2"));
    const QString error =
        w.document()->exportProfile(ExportFormat::Csv, out.filePath("missing/x.csv"), graph).result();
    QVERIFY2(error.contains(QStringLiteral("x.csv")), qPrintable(error));
}

// The % column's bar shows on selected rows too, not hidden under the
// selection: a full bar and no bar paint differently, selected or not.
void tst_MainWindow::percentBarOnSelectedRows()
{
    QStandardItemModel model(1, FlatProfileModel::Percent + 1);
    const QModelIndex index = model.index(0, FlatProfileModel::Percent);
    model.setData(index, QStringLiteral("50.00"));
    QTableView view;
    FlatProfileDelegate delegate;
    view.setItemDelegate(&delegate);
    view.setModel(&model);
    view.setColumnWidth(FlatProfileModel::Percent, 160);
    view.resize(400, 120);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto cell = [&](double fraction, bool selected) {
        model.setData(index, fraction, FlatProfileModel::FractionRole);
        view.selectionModel()->select(index, selected ? QItemSelectionModel::ClearAndSelect
                                                      : QItemSelectionModel::Clear);
        return view.viewport()->grab(view.visualRect(index)).toImage();
    };
    for (bool selected : {false, true})
        QVERIFY2(cell(0, selected) != cell(1, selected), selected ? "selected" : "plain");
}

// "gmonview gmon.out", as a file manager runs it for the desktop file's MIME
// type: the program beside the run that wrote it is opened with it. Two
// programs share the folder here; each run finds its own.
void tst_MainWindow::gmonFileAloneOpensItsProgram()
{
    for (const auto &[run, program] :
         {std::pair<const char *, const char *>{"run2", "prog"}, {"other.gmon", "other"}}) {
        MainWindow w;
        QSignalSpy loaded(&w, &MainWindow::loadFinished);
        w.openCommandLine({m_dir.filePath(run)});
        QVERIFY(waitForLoad(w, loaded, 1));
        QVERIFY2(w.profile(), qPrintable(w.lastMessage()));
        QCOMPARE(w.executablePath(), m_dir.filePath(program));
        QCOMPARE(view(w, "runs")->model()->rowCount(), 1);
    }
    // Alone in its folder: a message naming it, and the window stays empty.
    QTemporaryDir alone;
    QVERIFY(QFile::copy(m_dir.filePath("run1"), QDir(alone.path()).filePath("gmon.out")));
    MainWindow w;
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openCommandLine({QDir(alone.path()).filePath("gmon.out")});
    QVERIFY(waitForLoad(w, loaded, 1));
    QVERIFY(!w.profile());
    QVERIFY2(w.lastMessage().contains(QStringLiteral("gmon.out")), qPrintable(w.lastMessage()));
    // PROGRAM GMON... as before.
    const QStringList both{m_exe, m_dir.filePath("run1"), m_dir.filePath("run3")};
    w.openCommandLine(both);
    QVERIFY(waitForLoad(w, loaded, 2));
    QVERIFY(w.profile());
    QCOMPARE(w.executablePath(), m_exe);
    // Given to the window as it is built, as main does: read while the
    // views are made, its progress shown once they are, the same profile.
    MainWindow early(both);
    auto *progress = early.findChild<QProgressBar *>(QStringLiteral("loadProgress"));
    QVERIFY(progress);
    QVERIFY(!progress->isHidden());
    QCOMPARE(progress->maximum(), 2);
    QSignalSpy earlyLoaded(&early, &MainWindow::loadFinished);
    QVERIFY(waitForLoad(early, earlyLoaded, 1));
    QVERIFY(progress->isHidden());
    QCOMPARE(early.executablePath(), m_exe);
    QAbstractItemModel *ours = view(early, "flatProfile")->model();
    QAbstractItemModel *theirs = view(w, "flatProfile")->model();
    QCOMPARE(ours->rowCount(), theirs->rowCount());
    for (int row = 0; row < ours->rowCount(); ++row)
        for (int column = 0; column < ours->columnCount(); ++column)
            QCOMPARE(ours->index(row, column).data(), theirs->index(row, column).data());
}

// File > Open is one dialog that lists runs of any name; runs chosen alone
// replace what is open, with their program found beside them; the program
// and its runs may be chosen together, in any order.
void tst_MainWindow::openIsOneStep()
{
    const QString pidRun = m_dir.filePath(QStringLiteral("run.4242"));
    QFile::remove(pidRun);
    QVERIFY(QFile::copy(m_dir.filePath("run2"), pidRun));

    MainWindow w;
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(m_dir.filePath("other"), {m_dir.filePath("other.gmon")});
    QVERIFY(waitForLoad(w, loaded, 1));
    QCOMPARE(w.executablePath(), m_dir.filePath("other"));

    QAction *open = nullptr;
    for (QAction *a : w.findChildren<QAction *>())
        if (a->shortcut() == QKeySequence(QKeySequence::Open))
            open = a;
    QVERIFY(open);
    int dialogs = 0;
    bool listed = true;
    QTimer poll; // answers each file dialog that opens: run.4242 is chosen
    connect(&poll, &QTimer::timeout, this, [&] {
        QFileDialog *dialog = nullptr;
        for (QWidget *top : QApplication::topLevelWidgets())
            if (auto *d = qobject_cast<QFileDialog *>(top); d && d->isVisible())
                dialog = d;
        if (!dialog || dialog->property("answered").toBool())
            return;
        dialog->setProperty("answered", true);
        ++dialogs;
        dialog->setDirectory(m_dir.path());
        // The run.<pid> file is listed under the dialog's default filter.
        auto *list = dialog->findChild<QAbstractItemView *>(QStringLiteral("listView"));
        listed = listed && list && QTest::qWaitFor([&] {
                     const QAbstractItemModel *m = list->model();
                     const QModelIndex root = list->rootIndex();
                     for (int r = 0; r < m->rowCount(root); ++r)
                         if (m->index(r, 0, root).data().toString() == QLatin1String("run.4242"))
                             return true;
                     return false;
                 });
        auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
        if (name)
            name->setText(QStringLiteral("run.4242"));
        QMetaObject::invokeMethod(dialog, "accept");
    });
    poll.start(50);
    open->trigger();
    poll.stop();
    QCOMPARE(dialogs, 1);
    QVERIFY(listed);
    QVERIFY(waitForLoad(w, loaded, 2));
    QVERIFY2(w.profile(), qPrintable(w.lastMessage()));
    QCOMPARE(w.executablePath(), m_exe);
    QCOMPARE(view(w, "runs")->model()->rowCount(), 1);

    // The program and a run together, the run first.
    w.openFiles({m_dir.filePath("other.gmon"), m_dir.filePath("other")});
    QVERIFY(waitForLoad(w, loaded, 3));
    QCOMPARE(w.executablePath(), m_dir.filePath("other"));
    QCOMPARE(view(w, "runs")->model()->rowCount(), 1);
}

// What reading recovered from is listed in a bar of its own, beside the
// profile it concerns; a clean program shows none.
void tst_MainWindow::warningsShowInTheirBar()
{
    const QString exe = m_dir.filePath(QStringLiteral("prog-g"));
    QCOMPARE(compileProgram(QStringLiteral("cycles.c"), {"-pg", "-g", "-O0"}, exe).exitCode, 0);
    QCOMPARE(profileRun(exe, {"9"}, m_dir.path(), QStringLiteral("run-g")).exitCode, 0);
    const QString patched = m_dir.filePath(QStringLiteral("prog-g-refused"));
    const QString made = makeDecoderRefusedCopy(exe, patched);
    QVERIFY2(made.isEmpty(), qPrintable(made));

    MainWindow w;
    w.show();
    QSignalSpy lines(&w, &MainWindow::linesReady);
    auto *bar = w.findChild<QWidget *>(QStringLiteral("warningBar"));
    QVERIFY(bar);
    w.openProfile(exe, {m_dir.filePath("run-g")});
    QVERIFY(lines.wait(30000));
    QVERIFY(w.warnings().isEmpty());
    QVERIFY(!bar->isVisible());

    w.openProfile(patched, {m_dir.filePath("run-g")});
    QVERIFY(QTest::qWaitFor([&] { return !w.warnings().isEmpty(); }, 30000));
    QCOMPARE(w.warnings().size(), 1);
    QVERIFY2(w.warnings().first().startsWith(patched), qPrintable(w.warnings().first()));
    QVERIFY(w.warnings().first().contains(QStringLiteral(".debug_line")));
    QVERIFY(bar->isVisible());
    QVERIFY(w.profile()); // the profile is shown all the same
    QVERIFY(w.lastMessage().isEmpty() || !w.findChild<QWidget *>("messageBar")->isVisible());
}

// A C++ profile: the tables show names shortened and still distinct, the
// whole name in their tooltips and with View > C++ Names > Whole; a
// function with a long name made current does not widen the window.
// Compare mode: New (what is open) against Base, in the window. New's runs
// do more than twice the work of Base's, so the hot function is found
// slower; the table follows navigation and leads it; runs dropped on
// Base's list join Base; stopping brings the flat profile back.
void tst_MainWindow::compareModeShowsDifferences()
{
    MainWindow w;
    w.resize(1200, 800);
    w.show();
    // Real runs with known samples, so that the verdict does not hang on
    // where the clock fell: New's work() four times Base's.
    const QString newRun = m_dir.filePath(QStringLiteral("known-new"));
    const QString baseRun = m_dir.filePath(QStringLiteral("known-base"));
    QFile::remove(newRun);
    QFile::remove(baseRun);
    QVERIFY(QFile::copy(m_dir.filePath("run1"), newRun));
    QVERIFY(QFile::copy(m_dir.filePath("run2"), baseRun));
    QString error = setRunSamples(m_exe, newRun, {{"work", 400}, {"ping", 30}, {"c1", 20}});
    QVERIFY2(error.isEmpty(), qPrintable(error));
    error = setRunSamples(m_exe, baseRun, {{"work", 100}, {"ping", 30}, {"c1", 20}});
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(m_exe, {newRun});
    QVERIFY(waitForLoad(w, loaded, 1));
    ComparePanel *panel = w.comparePanel();
    QVERIFY(panel);
    QSignalSpy compared(panel, &ComparePanel::comparisonChanged);
    w.compareWith({m_exe, baseRun});
    QVERIFY(QTest::qWaitFor([&] { return panel->comparison() != nullptr; }, 30000));
    QTableView *table = panel->table();
    QVERIFY(table->isVisible());
    QVERIFY(!view(w, "flatProfile")->isVisible());
    const QAbstractItemModel *model = table->model();
    QVERIFY(model->rowCount() > 3);

    // The hottest function of New, as the comparison computed it, is slower
    // and tinted so; its row says by how much, with an interval.
    const Comparison &c = *panel->comparison();
    const auto hottest = std::max_element(
        c.functions.begin(), c.functions.end(),
        [](const FunctionDelta &a, const FunctionDelta &b) { return a.newSeconds < b.newSeconds; });
    QVERIFY(hottest != c.functions.end());
    QVERIFY2(hottest->significant && hottest->status == DeltaStatus::Slower, hottest->name.c_str());
    int row = -1;
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->index(r, CompareModel::Name).data().toString() ==
            QString::fromStdString(hottest->name))
            row = r;
    QVERIFY(row >= 0);
    QVERIFY(model->index(row, CompareModel::Interval).data().toString().contains(QChar(0x2026)));
    QVERIFY(model->index(row, CompareModel::Delta).data().toString().startsWith(QLatin1Char('+')));
    // The legend names the tint and the counts.
    auto *legend = panel->findChild<QLabel *>(QStringLiteral("compareLegend"));
    QVERIFY(legend && legend->isVisible());
    QVERIFY2(legend->text().contains(QStringLiteral("slower")), qPrintable(legend->text()));

    // On a small screen the graph's legend and controls still do not
    // overlap one another.
    w.resize(800, 600);
    QTRY_COMPARE(w.size(), QSize(800, 600));
    // The layouts the resize asked for, done now rather than waited for.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QList<QWidget *> parts;
    for (QWidget *part : w.callGraphView()->findChildren<QWidget *>())
        if (part->isVisible() &&
            (qobject_cast<QAbstractButton *>(part) || qobject_cast<QAbstractSpinBox *>(part) ||
             qobject_cast<QComboBox *>(part) ||
             (qobject_cast<QLineEdit *>(part) &&
              !qobject_cast<QAbstractSpinBox *>(part->parentWidget()) &&
              !qobject_cast<QComboBox *>(part->parentWidget())) ||
             (qobject_cast<QLabel *>(part) && !part->objectName().isEmpty())))
            parts << part;
    QVERIFY(parts.size() > 5);
    auto rectOf = [&](QWidget *part) {
        return QRect(part->mapTo(w.callGraphView(), QPoint(0, 0)), part->size());
    };
    for (int i = 0; i < parts.size(); ++i)
        for (int j = i + 1; j < parts.size(); ++j)
            if (!parts[i]->isAncestorOf(parts[j]) && !parts[j]->isAncestorOf(parts[i]))
                QVERIFY2(!rectOf(parts[i]).intersects(rectOf(parts[j])),
                         qPrintable(parts[i]->objectName() + QStringLiteral(" / ") +
                                    parts[j]->objectName() + QLatin1Char(' ') +
                                    parts[i]->metaObject()->className() + QLatin1Char(' ') +
                                    parts[j]->metaObject()->className()));
    w.resize(1200, 800);

    // A row leads the views; the views lead the table.
    table->setFocus();
    table->selectionModel()->setCurrentIndex(
        model->index(row, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QCOMPARE(w.currentSymbol(), hottest->newSymbol);
    const int other = model->index(row == 0 ? 1 : 0, 0).data(CompareModel::SymbolRole).toInt();
    QVERIFY(other >= 0);
    emit w.callGraphView()->functionActivated(other);
    QCOMPARE(table->currentIndex().data(CompareModel::SymbolRole).toInt(), other);
    // Not selected now, the slower row shows its tint.
    const QRect cell = table->visualRect(model->index(row, CompareModel::Delta));
    const QColor painted =
        table->viewport()->grab().toImage().pixelColor(cell.topLeft() + QPoint(2, 2));
    QCOMPARE(painted, ink::slowerBackground(table->palette()));

    // Base's runs: a tab of their own; a run dropped there joins Base.
    QTableView *baseRuns = panel->baseRunsView();
    auto *tabs = w.findChild<QTabWidget *>();
    QVERIFY(tabs->indexOf(baseRuns) >= 0);
    tabs->setCurrentWidget(baseRuns);
    QCOMPARE(baseRuns->model()->rowCount(), 1);
    const int before = compared.count();
    const QPoint onBase = baseRuns->mapTo(&w, baseRuns->rect().center());
    auto *mime = new QMimeData;
    mime->setUrls({QUrl::fromLocalFile(m_dir.filePath("run3"))});
    QDragEnterEvent enter(onBase, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&w, &enter);
    QDropEvent dropEvent(QPointF(onBase), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&w, &dropEvent);
    delete mime;
    // A comparison can come before the one that covers the dropped run
    // (one was under way): wait for the one that does.
    QVERIFY(QTest::qWaitFor(
        [&] {
            return compared.count() > before && panel->comparison() &&
                   panel->comparison()->base.runs.size() == 2;
        },
        30000));
    QCOMPARE(baseRuns->model()->rowCount(), 2);
    QCOMPARE(view(w, "runs")->model()->rowCount(), 1); // New's are as they were

    // A run moves from Base to New by its list's context menu.
    QAction *toNew = nullptr;
    for (QAction *a : baseRuns->actions())
        if (a->text() == QStringLiteral("Move to &New"))
            toNew = a;
    QVERIFY(toNew);
    baseRuns->setCurrentIndex(baseRuns->model()->index(1, 0));
    const QString moved = baseRuns->model()->index(1, RunsModel::File).data().toString();
    const int beforeMove = compared.count();
    toNew->trigger();
    QVERIFY(QTest::qWaitFor(
        [&] {
            return compared.count() > beforeMove && panel->comparison() &&
                   panel->comparison()->next.runs.size() == 2 &&
                   panel->comparison()->base.runs.size() == 1;
        },
        30000));
    QCOMPARE(view(w, "runs")->model()->rowCount(), 2);
    QCOMPARE(view(w, "runs")->model()->index(1, RunsModel::File).data().toString(), moved);

    // Stop: the flat profile is back, Base's tab gone.
    QAction *stop = nullptr;
    for (QAction *a : w.findChildren<QAction *>())
        if (a->text() == QStringLiteral("S&top Comparing"))
            stop = a;
    QVERIFY(stop && stop->isEnabled());
    stop->trigger();
    QVERIFY(view(w, "flatProfile")->isVisible());
    QVERIFY(!table->isVisible());
    QCOMPARE(tabs->indexOf(baseRuns), -1);
}

namespace {

// RFC 4180 records: fields split at commas outside quotes, "" for a quote.
QList<QStringList> parseCsv(const QString &text)
{
    QList<QStringList> records;
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"'))
                field += c, ++i;
            else if (c == QLatin1Char('"'))
                quoted = false;
            else
                field += c;
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            fields << field, field.clear();
        } else if (c == QLatin1Char('\r') && i + 1 < text.size() &&
                   text[i + 1] == QLatin1Char('\n')) {
            fields << field, field.clear();
            records << fields, fields.clear();
            ++i;
        } else {
            field += c;
        }
    }
    return records;
}

QAction *actionNamed(const QWidget *w, const QString &text)
{
    for (QAction *a : w->actions())
        if (a->text() == text)
            return a;
    return nullptr;
}

} // namespace

// Every list copies its selected rows (Ctrl+C as text, or as CSV) with the
// whole names, and its context menu goes from a row's function to its
// callers and callees, its source and the graph.
void tst_MainWindow::tablesCopyRowsAndGoPlaces()
{
    const QString exe = m_dir.filePath(QStringLiteral("cxx-copy"));
    QCOMPARE(compileProgram(QStringLiteral("templates.cpp"), {"-pg", "-O0"}, exe).exitCode, 0);
    QCOMPARE(profileRun(exe, {}, m_dir.path(), QStringLiteral("cxx-copy.gmon")).exitCode, 0);
    MainWindow w;
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(exe, {m_dir.filePath("cxx-copy.gmon")});
    QVERIFY(waitForLoad(w, loaded, 1));
    QVERIFY(QTest::qWaitFor([&] { return !w.document()->isBusy(); }, 20000)); // lines too
    QTableView *flat = view(w, "flatProfile");
    const QAbstractItemModel *model = flat->model();
    // Two rows, one of them with a name shown shortened and holding a comma.
    int shortRow = -1;
    for (int r = 0; r < model->rowCount() && shortRow < 0; ++r) {
        const QModelIndex name = model->index(r, FlatProfileModel::Name);
        const QString full = name.data(Qt::ToolTipRole).toString();
        if (name.data().toString().size() < full.size() && full.contains(QLatin1Char(',')))
            shortRow = r;
    }
    QVERIFY(shortRow >= 0);
    const int otherRow = shortRow == 0 ? 1 : 0;
    flat->setFocus();
    // (Not the view's setCurrentIndex: it reads the keyboard's modifiers,
    // which an earlier test's Ctrl may have left pressed.)
    flat->selectionModel()->setCurrentIndex(
        model->index(otherRow, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    flat->selectionModel()->select(model->index(shortRow, 0),
                                   QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QCOMPARE(flat->selectionModel()->selectedRows().size(), 2);
    QList<int> columns; // on screen, in their order
    for (int v = 0; v < flat->horizontalHeader()->count(); ++v)
        if (!flat->horizontalHeader()->isSectionHidden(flat->horizontalHeader()->logicalIndex(v)))
            columns << flat->horizontalHeader()->logicalIndex(v);
    QVERIFY(flat->isColumnHidden(FlatProfileModel::RunSd)); // one run: no spread to copy
    const QList<int> rows = {std::min(shortRow, otherRow), std::max(shortRow, otherRow)};
    // Numbers as numbers: a spreadsheet reads every cell but the name as
    // one (no "±", "%" or unit in it; the header names the unit), and each
    // is the figure shown.
    auto expectRows = [&](const QList<QStringList> &lines) {
        QCOMPARE(lines.size(), 3);
        for (int i = 0; i < columns.size(); ++i)
            QCOMPARE(lines[0][i], model->headerData(columns[i], Qt::Horizontal,
                                                    FlatProfileModel::FullTextRole)
                                      .toString());
        int numbers = 0;
        for (int k = 0; k < 2; ++k) {
            QCOMPARE(lines[k + 1].size(), columns.size());
            for (int i = 0; i < columns.size(); ++i) {
                const QModelIndex cell = model->index(rows[k], columns[i]);
                if (columns[i] == FlatProfileModel::Name) {
                    QCOMPARE(lines[k + 1][i], cell.data(Qt::ToolTipRole).toString());
                    continue;
                }
                const QString copied = lines[k + 1][i];
                const QString shown = cell.data().toString();
                QCOMPARE(copied.isEmpty(), shown.isEmpty());
                if (copied.isEmpty())
                    continue;
                bool isNumber = false;
                const double value = copied.toDouble(&isNumber);
                QVERIFY2(isNumber, qPrintable(copied + QStringLiteral(" shown as ") + shown));
                ++numbers;
                // The copied number is the one shown, in the header's unit.
                const double readable = parseReadableQuantity(shown);
                if (readable >= 0) {
                    QVERIFY2(std::abs(value - readable) <= 0.006 * readable + 1e-12,
                             qPrintable(copied + QStringLiteral(" vs ") + shown));
                } else {
                    QString digits = shown;
                    digits.remove(QRegularExpression(QStringLiteral("[^0-9.]")));
                    QCOMPARE(value, digits.toDouble());
                }
            }
        }
        QVERIFY(numbers >= 2 * 6); // %, cumulative, self, samples, ±, ± % at least
    };

    QGuiApplication::clipboard()->clear();
    QTest::keyClick(flat, Qt::Key_C, Qt::ControlModifier);
    const QString text = QGuiApplication::clipboard()->text();
    QVERIFY(text.endsWith(QLatin1Char('\n')));
    QList<QStringList> lines;
    for (const QString &line : text.chopped(1).split(QLatin1Char('\n')))
        lines << line.split(QLatin1Char('\t'));
    expectRows(lines);

    // A right-click inside the selection opens the menu on it, as a file
    // manager does: both rows stay selected and Copy as CSV copies both.
    // (On the selected row that is not current: the click makes it current.)
    QCOMPARE(flat->currentIndex().row(), otherRow);
    const QRect second = flat->visualRect(model->index(shortRow, FlatProfileModel::Name));
    QVERIFY(second.isValid());
    bool menuShown = false;
    QTimer closer; // the menu runs its own event loop: close it from there
    connect(&closer, &QTimer::timeout, this, [&] {
        if (QWidget *popup = QApplication::activePopupWidget()) {
            menuShown = true;
            popup->close();
        }
    });
    closer.start(10);
    QTest::mousePress(flat->viewport(), Qt::RightButton, Qt::NoModifier, second.center());
    QTest::mouseRelease(flat->viewport(), Qt::RightButton, Qt::NoModifier, second.center());
    if (!menuShown) { // a platform that opens it on release, or on the event alone
        QContextMenuEvent rightClick(QContextMenuEvent::Mouse, second.center(),
                                     flat->viewport()->mapToGlobal(second.center()));
        QApplication::sendEvent(flat->viewport(), &rightClick);
    }
    closer.stop();
    // The menu had the keyboard: the window takes it back for the focus
    // checks below.
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(menuShown);
    QCOMPARE(flat->currentIndex().row(), shortRow);
    QCOMPARE(flat->selectionModel()->selectedRows().size(), 2);
    QAction *csv = actionNamed(flat, QStringLiteral("Copy as CS&V"));
    QVERIFY(csv);
    csv->trigger();
    expectRows(parseCsv(QGuiApplication::clipboard()->text()));

    // The context menus: the actions of each list, and where they lead.
    QCOMPARE(flat->contextMenuPolicy(), Qt::ActionsContextMenu);
    QTableView *callers = view(w, "callers");
    QTableView *callees = view(w, "callees");
    QVERIFY(actionNamed(view(w, "runs"), QStringLiteral("&Copy")));
    auto *tabs = w.findChild<QTabWidget *>();
    QVERIFY(tabs);
    // Each go starts from a function with other functions among both its
    // callers and its callees (the function first shown depends on the
    // samples, and from some of them the lists run dry).
    auto *navigator = w.findChild<Navigator *>();
    auto hasOther = [&](const QTableView *list) {
        for (int r = 0; r < list->model()->rowCount(); ++r) {
            const int symbol = static_cast<const CallListModel *>(list->model())->symbolAt(r);
            if (symbol >= 0 && symbol != w.currentSymbol())
                return true;
        }
        return false;
    };
    int hub = -1;
    for (int s = 0; s < int(w.profile()->symbols.size()) && hub < 0; ++s) {
        navigator->setCurrent(s);
        if (w.currentSymbol() == s && hasOther(callers) && hasOther(callees))
            hub = s;
    }
    QVERIFY(hub >= 0);
    int gone = 0;
    for (QTableView *list : {callers, callees}) {
        QVERIFY(actionNamed(list, QStringLiteral("&Copy")));
        for (const QString &place :
             {QStringLiteral("Go to &Source"), QStringLiteral("Show in &Graph"),
              QStringLiteral("Show Callers and C&allees")}) {
            navigator->setCurrent(hub);
            // A row whose function is not the current one.
            const int current = w.currentSymbol();
            int row = -1;
            for (int r = 0; r < list->model()->rowCount() && row < 0; ++r) {
                const int symbol = static_cast<const CallListModel *>(list->model())->symbolAt(r);
                if (symbol >= 0 && symbol != current)
                    row = r;
            }
            QVERIFY(row >= 0);
            const int symbol = static_cast<const CallListModel *>(list->model())->symbolAt(row);
            list->setCurrentIndex(list->model()->index(row, 0));
            QAction *go = actionNamed(list, place);
            QVERIFY(go);
            go->trigger();
            QCOMPARE(w.currentSymbol(), symbol);
            if (place == QStringLiteral("Go to &Source"))
                QCOMPARE(tabs->currentWidget(), w.sourceView());
            else if (place == QStringLiteral("Show in &Graph"))
                QVERIFY(w.callGraphView()->hasFocus() ||
                        w.callGraphView()->isAncestorOf(QApplication::focusWidget()));
            else
                QCOMPARE(tabs->currentIndex(), 0);
            ++gone;
        }
    }
    QCOMPARE(gone, 6); // each place from each list
}

void tst_MainWindow::cxxNamesShortAndDistinct()
{
    const QString exe = m_dir.filePath(QStringLiteral("cxx"));
    QCOMPARE(compileProgram(QStringLiteral("templates.cpp"), {"-pg", "-O0"}, exe).exitCode, 0);
    QCOMPARE(profileRun(exe, {}, m_dir.path(), QStringLiteral("cxx.gmon")).exitCode, 0);
    MainWindow w;
    w.resize(800, 600);
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(exe, {m_dir.filePath("cxx.gmon")});
    QVERIFY(waitForLoad(w, loaded, 1));
    const QAbstractItemModel *flat = view(w, "flatProfile")->model();
    for (QAction *a : w.findChildren<QAction *>())
        if (a->text() == QStringLiteral("Show &Unused Functions"))
            a->setChecked(true); // every function, so that the names are many
    QMap<QString, QString> fullOf;
    int shortened = 0, longest = 0, longestRow = -1;
    for (int row = 0; row < flat->rowCount(); ++row) {
        const QModelIndex name = flat->index(row, FlatProfileModel::Name);
        const QString shown = name.data().toString();
        const QString full = name.data(Qt::ToolTipRole).toString();
        QVERIFY2(!fullOf.contains(shown) || fullOf[shown] == full,
                 qPrintable(shown + QStringLiteral(" stands for two names")));
        fullOf[shown] = full;
        shortened += shown.size() < full.size();
        if (full.size() > longest)
            longest = int(full.size()), longestRow = row;
    }
    QVERIFY(flat->rowCount() > 100);
    QVERIFY2(shortened > flat->rowCount() / 2, qPrintable(QString::number(shortened)));
    // Going to a function keeps its name in sight, even with a name column
    // wider than the table (it comes first on screen, gprof's columns after).
    QTableView *table = view(w, "flatProfile");
    table->setColumnWidth(FlatProfileModel::Name, table->viewport()->width() + 50);
    QTableView *callers = view(w, "callers");
    QVERIFY(callers->model()->rowCount() > 0);
    const QModelIndex before = table->currentIndex();
    emit callers->activated(callers->model()->index(0, CallListModel::Name));
    QVERIFY(table->currentIndex().row() != before.row());
    const QRect nameCell =
        table->visualRect(table->currentIndex().siblingAtColumn(FlatProfileModel::Name));
    QVERIFY2(table->viewport()->rect().intersects(nameCell),
             qPrintable(QStringLiteral("name cell at x %1").arg(nameCell.x())));
    QVERIFY(longest > 150);

    // The longest name current: the window keeps its width and can shrink.
    view(w, "flatProfile")->setCurrentIndex(flat->index(longestRow, 0));
    QCoreApplication::processEvents();
    QCOMPARE(w.width(), 800);
    QVERIFY2(w.minimumSizeHint().width() <= 800,
             qPrintable(QString::number(w.minimumSizeHint().width())));

    for (QAction *a : w.findChildren<QAction *>())
        if (a->text() == QStringLiteral("&Whole"))
            a->trigger();
    for (int row = 0; row < flat->rowCount(); ++row) {
        const QModelIndex name = flat->index(row, FlatProfileModel::Name);
        QVERIFY(name.data(Qt::ToolTipRole).toString().startsWith(name.data().toString()));
    }
}

// With no saved geometry the window opens within the screen's available
// area, whatever its size and scale (fitsAtScaleTwo runs this at scale 2).
void tst_MainWindow::firstWindowFitsTheScreen()
{
    QSettings().remove(settingsKey::geometry);
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QRect available = w.screen()->availableGeometry();
    QVERIFY2(w.width() <= available.width() && w.height() <= available.height(),
             qPrintable(QStringLiteral("%1x%2 on %3x%4")
                            .arg(w.width())
                            .arg(w.height())
                            .arg(available.width())
                            .arg(available.height())));
    // And it can be made 800 pixels wide (or the screen's width, if less).
    QVERIFY2(w.minimumSizeHint().width() <= std::min(800, available.width()),
             qPrintable(QString::number(w.minimumSizeHint().width())));
}

// A geometry saved on a bigger screen (or at a smaller scale) is brought
// back within this one.
void tst_MainWindow::restoredGeometryIsClamped()
{
    {
        MainWindow big;
        big.setGeometry(QRect(3000, 2000, 5000, 4000));
        QSettings().setValue(settingsKey::geometry, big.saveGeometry());
    }
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QRect available = w.screen()->availableGeometry();
    QVERIFY2(w.width() <= available.width() && w.height() <= available.height(),
             qPrintable(QStringLiteral("%1x%2").arg(w.width()).arg(w.height())));
    QVERIFY(available.intersects(w.frameGeometry()));
    QSettings().remove(settingsKey::geometry);
}

// The same at QT_SCALE_FACTOR=2, in a process of its own (the factor is
// read when the application starts).
void tst_MainWindow::fitsAtScaleTwo()
{
    const ProcessResult r =
        runProcess(QCoreApplication::applicationFilePath(), {"firstWindowFitsTheScreen"},
                   QDir::currentPath(), {"QT_SCALE_FACTOR=2", "QT_QPA_PLATFORM=offscreen"});
    QVERIFY2(r.exitCode == 0, r.out.constData());
    QVERIFY(r.out.contains("PASS   : tst_MainWindow::firstWindowFitsTheScreen()"));
}

// Typing in the filter changes neither the current function nor the
// history; a bad regular expression says what is wrong; Escape clears.
void tst_MainWindow::filteringGoesNowhere()
{
    MainWindow w;
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(m_exe, {m_dir.filePath("run1")});
    QVERIFY(waitForLoad(w, loaded, 1));
    auto *filter = w.findChild<QLineEdit *>(QStringLiteral("filter"));
    auto *header = w.findChild<QLabel *>(QStringLiteral("currentFunction"));
    QAction *back = nullptr;
    for (QAction *a : w.findChildren<QAction *>())
        if (a->text() == QStringLiteral("&Back"))
            back = a;
    QVERIFY(filter && header && back);
    const QString current = header->text();
    QVERIFY(!current.isEmpty());
    filter->setFocus();
    QTest::keyClicks(filter, QStringLiteral("c"));  // many rows, the first one moves
    QTest::keyClicks(filter, QStringLiteral("2"));  // one row
    QTest::keyClicks(filter, QStringLiteral("zz")); // none
    QCOMPARE(view(w, "flatProfile")->model()->rowCount(), 0);
    QCOMPARE(header->text(), current);
    QVERIFY(!back->isEnabled());
    QTest::keyClick(filter, Qt::Key_Escape);
    QVERIFY(filter->text().isEmpty());
    QCOMPARE(header->text(), current);
    QVERIFY(!back->isEnabled());

    for (QAction *a : w.findChildren<QAction *>())
        if (a->text() == QStringLiteral("Filter by Regular E&xpression"))
            a->setChecked(true);
    QTest::keyClicks(filter, QStringLiteral("c(1"));
    QVERIFY2(filter->toolTip().startsWith(QStringLiteral("Not a regular expression: ")),
             qPrintable(filter->toolTip()));
    QVERIFY(filter->toolTip().contains(QStringLiteral("character 4")));
    QVERIFY(w.statusBar()->currentMessage().startsWith(QStringLiteral("Not a regular")));
    QTest::keyClick(filter, Qt::Key_Escape);
    QCOMPARE(filter->toolTip(), QStringLiteral("Escape clears the filter"));
    QVERIFY(view(w, "flatProfile")->model()->rowCount() > 0);
}

// A first click on a column of numbers puts the largest first; a second
// turns it round; the names sort A to Z first.
void tst_MainWindow::numbersSortLargestFirst()
{
    MainWindow w;
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(m_exe, {m_dir.filePath("run1")});
    QVERIFY(waitForLoad(w, loaded, 1));
    QTableView *table = view(w, "flatProfile");
    QHeaderView *header = table->horizontalHeader();
    const QAbstractItemModel *model = table->model();
    auto click = [&](int column) {
        const int x = header->sectionViewportPosition(column) + header->sectionSize(column) / 2;
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(x, header->height() / 2));
    };
    auto calls = [&](int row) {
        return model->index(row, FlatProfileModel::Calls)
            .data(FlatProfileModel::SortRole)
            .toDouble();
    };
    QVERIFY(model->rowCount() > 3);
    click(FlatProfileModel::Calls);
    QCOMPARE(header->sortIndicatorOrder(), Qt::DescendingOrder);
    for (int row = 1; row < model->rowCount(); ++row)
        QVERIFY(calls(row - 1) >= calls(row));
    QVERIFY(calls(0) > calls(model->rowCount() - 1));
    click(FlatProfileModel::Calls);
    QCOMPARE(header->sortIndicatorOrder(), Qt::AscendingOrder);
    QVERIFY(calls(0) < calls(model->rowCount() - 1));
    click(FlatProfileModel::Name);
    QCOMPARE(header->sortIndicatorOrder(), Qt::AscendingOrder);
}

// The runs list names each run's folder; Delete (or the list's context
// menu) takes a run off it; a run dropped again is refused by name.
void tst_MainWindow::runsListShowsFoldersAndRemoves()
{
    MainWindow w;
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(m_exe, {m_dir.filePath("run1"), m_dir.filePath("run2")});
    QVERIFY(waitForLoad(w, loaded, 1));
    QTableView *runs = view(w, "runs");
    QCOMPARE(runs->model()->rowCount(), 2);
    QCOMPARE(runs->model()->index(0, RunsModel::Folder).data().toString(),
             QDir::toNativeSeparators(m_dir.path()));
    drop(w, {m_dir.filePath("run2")});
    QVERIFY(waitForLoad(w, loaded, 2));
    QCOMPARE(runs->model()->rowCount(), 2);
    QVERIFY2(w.lastMessage().contains(QStringLiteral("is summed already")),
             qPrintable(w.lastMessage()));

    QTest::keyClick(&w, Qt::Key_5, Qt::ControlModifier); // the Runs tab
    QCOMPARE(QApplication::focusWidget(), runs);
    QCOMPARE(runs->contextMenuPolicy(), Qt::ActionsContextMenu);
    QVERIFY(!runs->actions().isEmpty());
    runs->setCurrentIndex(runs->model()->index(1, RunsModel::File));
    QTest::keyClick(runs, Qt::Key_Delete);
    QVERIFY(waitForLoad(w, loaded, 3));
    QCOMPARE(runs->model()->rowCount(), 1);
    QCOMPARE(runs->model()->index(0, RunsModel::File).data().toString(), QStringLiteral("run1"));
}

// An empty window says how to open or drop files; files dragged over it
// light it up, and leaving or dropping puts it back; a profile hides it.
void tst_MainWindow::emptyWindowSaysHowToOpen()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *hint = w.findChild<QLabel *>(QStringLiteral("emptyHint"));
    QVERIFY(hint);
    QVERIFY(hint->isVisible());
    QVERIFY(hint->text().contains(QStringLiteral("File > Open")));
    QVERIFY(hint->width() > 100 && hint->height() > 50);
    const QString idle = hint->text();

    auto *mime = new QMimeData;
    mime->setUrls({QUrl::fromLocalFile(m_exe), QUrl::fromLocalFile(m_dir.filePath("run1"))});
    QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&w, &enter);
    QVERIFY(enter.isAccepted());
    QVERIFY(hint->text().startsWith(QStringLiteral("Drop ")));
    QCOMPARE(hint->backgroundRole(), QPalette::Highlight);
    QVERIFY(hint->autoFillBackground());
    QDragLeaveEvent leave;
    QApplication::sendEvent(&w, &leave);
    QCOMPARE(hint->text(), idle);
    QVERIFY(!hint->autoFillBackground());

    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    QApplication::sendEvent(&w, &enter);
    QDropEvent dropEvent(QPointF(50, 50), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&w, &dropEvent);
    delete mime;
    QVERIFY(waitForLoad(w, loaded, 1));
    QVERIFY(w.profile());
    QVERIFY(!hint->isVisible());
}

// The % bar stands out from the table on light and dark palettes alike
// (1.5:1 against the base) and the number on it stays readable (4.5:1).
void tst_MainWindow::percentBarShowsOnLightAndDark()
{
    RestorePalette restore;
    MainWindow w;
    w.resize(900, 600);
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(m_exe, {m_dir.filePath("run1")});
    QVERIFY(waitForLoad(w, loaded, 1));
    QTableView *table = view(w, "flatProfile");
    for (const auto &[which, palette] : lightAndDarkPalettes()) {
        QApplication::setPalette(palette);
        QCoreApplication::processEvents();
        // (The delegate draws with the group of the window's state.)
        QPalette p = table->palette();
        p.setCurrentColorGroup(table->isActiveWindow() ? QPalette::Active : QPalette::Inactive);
        const QColor bar = ink::percentBar(p);
        const double againstBase = ink::contrastRatio(bar, p.color(QPalette::Base));
        const double text = ink::contrastRatio(bar, p.color(QPalette::Text));
        QVERIFY2(againstBase >= 1.5, qPrintable(which + QStringLiteral(": %1").arg(againstBase)));
        QVERIFY2(text >= 4.5, qPrintable(which + QStringLiteral(": %1").arg(text)));
    }
}

// In German the status bar says "Sekunden", and the graph's cycle nodes
// "<Zyklus N als Ganzes>", where English says seconds and <cycle N as a whole>.
void tst_MainWindow::unitsAndCyclesInGerman()
{
    QVERIFY(installTranslations(QLocale(QLocale::German, QLocale::Germany)));
    QString status, cycleTips;
    {
        MainWindow w;
        w.show();
        QSignalSpy loaded(&w, &MainWindow::loadFinished);
        w.openProfile(m_exe, {m_dir.filePath("run1")});
        QVERIFY(waitForLoad(w, loaded, 1));
        CallGraphView *graph = w.callGraphView();
        QVERIFY(QTest::qWaitFor([&] { return !graph->isLayingOut(); }, 20000));
        for (QLabel *label : w.statusBar()->findChildren<QLabel *>())
            status += label->text();
        auto *canvas = graph->findChild<QGraphicsView *>(QStringLiteral("callGraphCanvas"));
        for (QGraphicsItem *item : canvas->scene()->items())
            if (item->toolTip().contains(QStringLiteral("Zyklus")) ||
                item->toolTip().contains(QStringLiteral("cycle")))
                cycleTips += item->toolTip() + QLatin1Char('\n');
    }
    installTranslations(QLocale(QLocale::Japanese)); // back to English
    QVERIFY2(status.contains(QStringLiteral("Sekunden")), qPrintable(status));
    QVERIFY2(!status.contains(QStringLiteral("seconds")), qPrintable(status));
    QVERIFY2(cycleTips.contains(QStringLiteral("Zyklus 1 als Ganzes")), qPrintable(cycleTips));
    QVERIFY2(!cycleTips.contains(QStringLiteral("as a whole")), qPrintable(cycleTips));
}

// Issue 24: the calls found in the code arrive after the profile (a second
// pass), and the call lists take the profile again: the rows the user had
// selected, and the current one, stay (by the function they name), where
// the lists used to come back with nothing selected.
void tst_MainWindow::callListSelectionSurvivesStaticArcs()
{
    MainWindow w;
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(m_exe, {m_dir.filePath("run1")});
    QVERIFY(waitForLoad(w, loaded));
    QTableView *flat = view(w, "flatProfile");
    QTableView *callees = view(w, "callees");
    QVERIFY(flat && callees);
    int c1 = -1;
    for (int r = 0; r < flat->model()->rowCount(); ++r)
        if (flat->model()->index(r, FlatProfileModel::Name).data().toString().startsWith("c1"))
            c1 = r;
    QVERIFY(c1 >= 0);
    flat->setCurrentIndex(flat->model()->index(c1, 0));
    QVERIFY(callees->model()->rowCount() >= 2);
    // The last two callees selected, the last one current.
    auto *selection = callees->selectionModel();
    const int last = callees->model()->rowCount() - 1;
    selection->select(QItemSelection(callees->model()->index(last - 1, 0),
                                     callees->model()->index(last, 0)),
                      QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    selection->setCurrentIndex(callees->model()->index(last, 0), QItemSelectionModel::NoUpdate);
    auto names = [&] {
        QStringList out;
        for (const QModelIndex &row : callees->selectionModel()->selectedRows())
            out << row.data().toString();
        out.sort();
        return out;
    };
    const QStringList before = names();
    QCOMPARE(before.size(), 2);
    const QString current = callees->currentIndex().data().toString();
    // The second pass's result, as the document announces it.
    emit w.document()->staticArcsFound();
    QCOMPARE(names(), before);
    QCOMPARE(callees->currentIndex().data().toString(), current);
}

QTEST_MAIN(tst_MainWindow)
#include "tst_mainwindow.moc"
