// SPDX-License-Identifier: MIT
// Compare mode in the real window (issue 24): the layout each mode keeps
// across sessions, leaving compare mode when another program is opened, a
// warning when Base and New are different programs, the call lists'
// "base → new" counts, and the flat profile as it was after Stop Comparing.
// Every test drives MainWindow with programs built and run here (gcc -pg)
// and QSettings kept in a temporary folder.
#include "model/items/CallListModel.h"
#include "model/items/CompareModel.h"
#include "model/items/FlatProfileModel.h"
#include "TestSupport.h"
#include "views/common/WindowSettings.h"
#include "views/compare/ComparePanel.h"
#include "views/window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace gmonview;
using namespace gmonview::test;

class tst_CompareWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void layoutKeptPerMode();
    void shutTableRestoredOpen();
    void goActionsShowWhatTheyName();
    void anotherProgramEndsCompareMode();
    void differentProgramsAreWarned();
    void callListsShowBaseToNew();
    void stopComparingShowsTheNames();

private:
    bool waitForLoad(MainWindow &w, QSignalSpy &spy, int count = 1);
    // Opens NEW_SIDE, then compares it with BASE_SIDE; false if either fails.
    bool openComparing(MainWindow &w, const QStringList &newSide, const QStringList &baseSide);
    static QTableView *view(MainWindow &w, const char *name);
    static QSplitter *topSplitter(MainWindow &w);
    static QAction *action(MainWindow &w, const QString &text);
    // A width the table can be read at: a fifth of the splitter it is in.
    static bool saneWidth(QWidget *table, QSplitter *splitter);

    QTemporaryDir m_dir;
    QString m_exe;       // cycles.c, with run1..run3
    QString m_other;     // recursion.c, another program, with other.gmon
    QString m_baseBuild; // compare_lines.c with NEW=0, with base1..base3
    QString m_newBuild;  // compare_lines.c with NEW=1, with new1, new2
};

void tst_CompareWindow::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // Real settings, in a folder of this test's own.
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.filePath("settings"));
    QCOMPARE(QSettings().fileName().startsWith(m_dir.path()), true);

    m_exe = m_dir.filePath(QStringLiteral("prog"));
    QCOMPARE(compileProgram(QStringLiteral("cycles.c"), {"-pg", "-O0"}, m_exe).exitCode, 0);
    const char *args[] = {"20", "9", "4"};
    for (int i = 0; i < 3; ++i)
        QCOMPARE(profileRun(m_exe, {QString::fromLatin1(args[i])}, m_dir.path(),
                            QStringLiteral("run%1").arg(i + 1))
                     .exitCode,
                 0);
    m_other = m_dir.filePath(QStringLiteral("other"));
    QCOMPARE(compileProgram(QStringLiteral("recursion.c"), {"-pg", "-O2"}, m_other).exitCode, 0);
    QCOMPARE(profileRun(m_other, {"5"}, m_dir.path(), QStringLiteral("other.gmon")).exitCode, 0);

    // Two builds of one program: New calls often() twice as often per round.
    m_baseBuild = m_dir.filePath(QStringLiteral("lines-base"));
    m_newBuild = m_dir.filePath(QStringLiteral("lines-new"));
    QCOMPARE(
        compileProgram(QStringLiteral("compare_lines.c"), {"-pg", "-O0", "-DNEW=0"}, m_baseBuild)
            .exitCode,
        0);
    QCOMPARE(
        compileProgram(QStringLiteral("compare_lines.c"), {"-pg", "-O0", "-DNEW=1"}, m_newBuild)
            .exitCode,
        0);
    for (int i = 1; i <= 3; ++i)
        QCOMPARE(
            profileRun(m_baseBuild, {"4"}, m_dir.path(), QStringLiteral("base%1").arg(i)).exitCode,
            0);
    for (int i = 1; i <= 2; ++i)
        QCOMPARE(
            profileRun(m_newBuild, {"4"}, m_dir.path(), QStringLiteral("new%1").arg(i)).exitCode,
            0);
}

void tst_CompareWindow::init()
{
    QSettings().clear(); // each test starts from the defaults
}

bool tst_CompareWindow::waitForLoad(MainWindow &w, QSignalSpy &spy, int count)
{
    return QTest::qWaitFor([&] { return spy.count() >= count && !w.isLoading(); }, 30000);
}

bool tst_CompareWindow::openComparing(MainWindow &w, const QStringList &newSide,
                                      const QStringList &baseSide)
{
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(newSide.first(), newSide.mid(1));
    if (!waitForLoad(w, loaded) || !w.profile())
        return false;
    w.compareWith(baseSide);
    return QTest::qWaitFor([&] { return w.comparePanel()->comparison() != nullptr; }, 30000);
}

QTableView *tst_CompareWindow::view(MainWindow &w, const char *name)
{
    return w.findChild<QTableView *>(QLatin1String(name));
}

QSplitter *tst_CompareWindow::topSplitter(MainWindow &w)
{
    return qobject_cast<QSplitter *>(view(w, "flatProfile")->parentWidget());
}

QAction *tst_CompareWindow::action(MainWindow &w, const QString &text)
{
    for (QAction *a : w.findChildren<QAction *>())
        if (a->text() == text)
            return a;
    return nullptr;
}

bool tst_CompareWindow::saneWidth(QWidget *table, QSplitter *splitter)
{
    return table->isVisible() && table->width() >= splitter->width() / 5;
}

// Quitting while comparing saves compare mode's layout apart from the plain
// one: the next plain session shows its flat profile as wide as before,
// and the next comparison its table as wide as it was left.
void tst_CompareWindow::layoutKeptPerMode()
{
    int flatBefore = 0;
    int compareWidth = 0;
    {
        MainWindow w; // as large as it opens: the next one opens as large
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QSignalSpy loaded(&w, &MainWindow::loadFinished);
        w.openProfile(m_exe, {m_dir.filePath("run1")});
        QVERIFY(waitForLoad(w, loaded));
        QSplitter *top = topSplitter(w);
        QVERIFY(top);
        flatBefore = view(w, "flatProfile")->width();
        QVERIFY(saneWidth(view(w, "flatProfile"), top));
        w.compareWith({m_exe, m_dir.filePath("run2")});
        QVERIFY(QTest::qWaitFor([&] { return w.comparePanel()->comparison() != nullptr; }, 30000));
        QVERIFY(!view(w, "flatProfile")->isVisible());
        // The comparison made wider than the flat profile was.
        QList<int> sizes = top->sizes();
        const int total = sizes[0] + sizes[1] + sizes[2];
        top->setSizes({total * 2 / 3, 0, total - total * 2 / 3});
        compareWidth = w.comparePanel()->width();
        QVERIFY(compareWidth > flatBefore + top->width() / 10);
        w.close(); // saves, comparing
    }

    MainWindow again;
    again.show();
    QVERIFY(QTest::qWaitForWindowActive(&again));
    QSignalSpy loaded(&again, &MainWindow::loadFinished);
    again.openProfile(m_exe, {m_dir.filePath("run1")});
    QVERIFY(waitForLoad(again, loaded));
    QTableView *flat = view(again, "flatProfile");
    QSplitter *top = topSplitter(again);
    QVERIFY2(saneWidth(flat, top),
             qPrintable(
                 QStringLiteral("flat profile %1 px of %2").arg(flat->width()).arg(top->width())));
    // As wide as it was, give or take what the graph's controls ask for
    // (the two widths differ by more).
    const auto near = [top](int width, int wanted) {
        return qAbs(width - wanted) <= top->width() / 50;
    };
    QVERIFY2(near(flat->width(), flatBefore),
             qPrintable(QStringLiteral("%1, was %2").arg(flat->width()).arg(flatBefore)));
    QVERIFY(!again.comparePanel()->isVisible());
    QTest::keyClick(&again, Qt::Key_1, Qt::ControlModifier); // Go > Flat Profile
    QCOMPARE(QApplication::focusWidget(), flat);
    QVERIFY(near(flat->width(), flatBefore));

    // Comparing again: the table as wide as it was left; stopping, the flat
    // profile as wide as before.
    again.compareWith({m_exe, m_dir.filePath("run2")});
    QVERIFY(QTest::qWaitFor([&] { return again.comparePanel()->comparison() != nullptr; }, 30000));
    QTRY_VERIFY2(
        near(again.comparePanel()->width(), compareWidth),
        qPrintable(
            QStringLiteral("%1, was %2").arg(again.comparePanel()->width()).arg(compareWidth)));
    QAction *stop = action(again, QStringLiteral("S&top Comparing"));
    QVERIFY(stop && stop->isEnabled());
    stop->trigger();
    QTRY_VERIFY(flat->isVisible());
    QVERIFY2(near(flat->width(), flatBefore),
             qPrintable(QStringLiteral("%1, was %2").arg(flat->width()).arg(flatBefore)));
}

// A layout saved with the flat profile shut (as versions before saved
// compare mode's for both modes) opens with the flat profile readable.
void tst_CompareWindow::shutTableRestoredOpen()
{
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QSplitter *top = topSplitter(w);
        const QList<int> sizes = top->sizes();
        top->setCollapsible(top->indexOf(view(w, "flatProfile")), true); // as it was
        top->setSizes({0, 0, sizes[0] + sizes[1] + sizes[2]});
        QCOMPARE(view(w, "flatProfile")->width(), 0);
        QSettings().setValue(settingsKey::topSplitter, top->saveState());
    }
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(m_exe, {m_dir.filePath("run1")});
    QVERIFY(waitForLoad(w, loaded));
    QVERIFY2(saneWidth(view(w, "flatProfile"), topSplitter(w)),
             qPrintable(QString::number(view(w, "flatProfile")->width())));
}

// Each Go action shows the pane it names, even one dragged shut; in
// compare mode Go > Flat Profile goes to the table in its place.
void tst_CompareWindow::goActionsShowWhatTheyName()
{
    MainWindow w;
    w.resize(1200, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(m_exe, {m_dir.filePath("run1")});
    QVERIFY(waitForLoad(w, loaded));
    QTableView *flat = view(w, "flatProfile");
    QSplitter *top = topSplitter(w);

    // The flat profile and the graph each dragged as far shut as they go.
    const QList<int> sizes = top->sizes();
    const int total = sizes[0] + sizes[1] + sizes[2];
    top->setSizes({0, 0, total});
    QVERIFY(!saneWidth(flat, top));
    QTest::keyClick(&w, Qt::Key_1, Qt::ControlModifier);
    QTRY_VERIFY2(saneWidth(flat, top), qPrintable(QString::number(flat->width())));
    QCOMPARE(QApplication::focusWidget(), flat);

    QWidget *graph = top->widget(2);
    top->setSizes({0, total, 0});
    QVERIFY(!saneWidth(graph, top));
    QTest::keyClick(&w, Qt::Key_3, Qt::ControlModifier);
    QTRY_VERIFY2(saneWidth(graph, top), qPrintable(QString::number(graph->width())));
    QVERIFY(graph->isAncestorOf(QApplication::focusWidget()));

    // The lower pane dragged shut: Ctrl+2 opens it on the callers and callees.
    auto *main = qobject_cast<QSplitter *>(top->parentWidget());
    QVERIFY(main);
    const QList<int> heights = main->sizes();
    main->setSizes({heights[0] + heights[1], 0});
    QTest::keyClick(&w, Qt::Key_2, Qt::ControlModifier);
    QTRY_VERIFY(view(w, "callees")->isVisible() &&
                view(w, "callees")->height() > view(w, "callees")->fontMetrics().height() * 3);
    QCOMPARE(QApplication::focusWidget(), view(w, "callees"));

    // Comparing: Ctrl+1 goes to the comparison, which has the flat
    // profile's place, and says so.
    QAction *first = nullptr;
    for (QAction *a : w.findChildren<QAction *>())
        if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_1))
            first = a;
    QVERIFY(first);
    QCOMPARE(first->text(), QStringLiteral("Flat &Profile"));
    w.compareWith({m_exe, m_dir.filePath("run2")});
    QVERIFY(QTest::qWaitFor([&] { return w.comparePanel()->comparison() != nullptr; }, 30000));
    QCOMPARE(first->text(), QStringLiteral("Com&parison"));
    top->setSizes({0, 0, total});
    QTest::keyClick(&w, Qt::Key_1, Qt::ControlModifier);
    QTRY_VERIFY(saneWidth(w.comparePanel(), top));
    QCOMPARE(QApplication::focusWidget(), w.comparePanel()->table());
    action(w, QStringLiteral("S&top Comparing"))->trigger();
    QCOMPARE(first->text(), QStringLiteral("Flat &Profile"));
    QTest::keyClick(&w, Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(QApplication::focusWidget(), flat);
}

// Opening another program while comparing ends compare mode: Base was a
// build of the program that is no longer open.
void tst_CompareWindow::anotherProgramEndsCompareMode()
{
    MainWindow w;
    w.resize(1200, 800);
    w.show();
    QVERIFY(openComparing(w, {m_exe, m_dir.filePath("run1")}, {m_exe, m_dir.filePath("run2")}));
    ComparePanel *panel = w.comparePanel();
    auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("lowerTabs"));
    QVERIFY(tabs->indexOf(panel->baseRunsView()) >= 0);

    // Runs added to New's program: still comparing.
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.addRuns({m_dir.filePath("run3")});
    QVERIFY(waitForLoad(w, loaded));
    QVERIFY(panel->isComparing());

    w.openProfile(m_other, {m_dir.filePath("other.gmon")});
    QVERIFY(waitForLoad(w, loaded, 2));
    QCOMPARE(w.executablePath(), m_other);
    QTRY_VERIFY(!panel->isComparing());
    QVERIFY(!panel->comparison());
    QTRY_VERIFY(view(w, "flatProfile")->isVisible());
    QVERIFY(!panel->isVisible());
    QCOMPARE(tabs->indexOf(panel->baseRunsView()), -1);
    QVERIFY(!action(w, QStringLiteral("S&top Comparing"))->isEnabled());
    // Said, with both programs' names.
    QVERIFY2(w.lastMessage().contains(QStringLiteral("other")) &&
                 w.lastMessage().contains(QStringLiteral("prog")),
             qPrintable(w.lastMessage()));
}

// Base and New of unrelated programs: few functions in common, every other
// one new or removed. The warning bar says so, naming both; two builds of
// one program draw no such warning.
void tst_CompareWindow::differentProgramsAreWarned()
{
    const auto mismatch = [](const MainWindow &w) {
        QString found;
        for (const QString &warning : w.warnings())
            if (warning.contains(QStringLiteral("different programs")))
                found = warning;
        return found;
    };
    {
        MainWindow w;
        w.show();
        QVERIFY(openComparing(w, {m_newBuild, m_dir.filePath("new1")},
                              {m_baseBuild, m_dir.filePath("base1")}));
        QVERIFY2(mismatch(w).isEmpty(), qPrintable(mismatch(w)));
    }
    MainWindow w;
    w.show();
    QVERIFY(
        openComparing(w, {m_exe, m_dir.filePath("run1")}, {m_other, m_dir.filePath("other.gmon")}));
    // As the comparison counts them: most functions on one side only.
    const Comparison &c = *w.comparePanel()->comparison();
    size_t both = 0;
    for (const FunctionDelta &d : c.functions)
        both += d.baseSymbol >= 0 && d.newSymbol >= 0;
    QVERIFY2(both * 2 < c.functions.size(),
             qPrintable(QStringLiteral("%1 of %2").arg(both).arg(c.functions.size())));
    QTRY_VERIFY(!mismatch(w).isEmpty());
    const QString warning = mismatch(w);
    QVERIFY2(warning.contains(QStringLiteral("prog")) && warning.contains(QStringLiteral("other")),
             qPrintable(warning));
    QVERIFY(w.findChild<QWidget *>(QStringLiteral("warningBar"))->isVisible());
    // It goes with the comparison.
    action(w, QStringLiteral("S&top Comparing"))->trigger();
    QTRY_VERIFY(mismatch(w).isEmpty());
}

namespace {

// The calls per run from CALLER to CALLEE in PROFILE, the sum of RUNS runs.
double callsPerRun(const ProfileResult &profile, int runs, const std::string &caller,
                   const std::string &callee)
{
    const int from = functionNamed(profile, caller), to = functionNamed(profile, callee);
    uint64_t calls = 0;
    for (const ProfileArc &a : profile.arcs)
        if (a.parent == from && a.child == to && !a.isStatic)
            calls += a.count;
    return double(calls) / runs;
}

// The row of the call list in VIEW whose function is SYMBOL, or -1.
int rowOf(const QTableView *view, int symbol)
{
    for (int r = 0; r < view->model()->rowCount(); ++r)
        if (view->model()->index(r, 0).data(CallListModel::SymbolRole).toInt() == symbol)
            return r;
    return -1;
}

} // namespace

// Two builds of one program, three runs of Base and two of New: the
// callers and callees of a function whose calls per run changed read
// "base → new", as the graph's edge does, not New's summed count.
void tst_CompareWindow::callListsShowBaseToNew()
{
    MainWindow w;
    w.resize(1200, 800);
    w.show();
    QVERIFY(openComparing(
        w, {m_newBuild, m_dir.filePath("new1"), m_dir.filePath("new2")},
        {m_baseBuild, m_dir.filePath("base1"), m_dir.filePath("base2"), m_dir.filePath("base3")}));
    ComparePanel *panel = w.comparePanel();
    // Settled: both sides hold the runs given (Base can be idle between its
    // runs), every background job is done, and the comparison is of what
    // both sides show (one made while Base had two of its runs is replaced
    // once the third is summed).
    QVERIFY(QTest::qWaitFor(
        [&] {
            return w.document()->runs().size() == 2 && panel->baseDocument()->runs().size() == 3 &&
                   !w.document()->isBusy() && !panel->baseDocument()->isBusy() &&
                   panel->comparison() && panel->comparison()->next.profile.get() == w.profile() &&
                   panel->comparison()->base.runs.size() == panel->baseDocument()->runs().size();
        },
        60000));
    QCOMPARE(panel->comparison()->base.runs.size(), size_t(3));
    QCOMPARE(panel->comparison()->next.runs.size(), size_t(2));

    const double base = callsPerRun(*panel->baseDocument()->profile(), 3, "main", "often");
    const double next = callsPerRun(*w.profile(), 2, "main", "often");
    QVERIFY(base > 0 && next > base);
    const QString expected = QStringLiteral("%1 → %2").arg(qulonglong(base)).arg(qulonglong(next));

    // often() made current from the comparison's table.
    QTableView *table = panel->table();
    int row = -1;
    for (int r = 0; r < table->model()->rowCount(); ++r)
        if (table->model()->index(r, CompareModel::Name).data().toString() ==
            QStringLiteral("often"))
            row = r;
    QVERIFY(row >= 0);
    table->setFocus();
    table->setCurrentIndex(table->model()->index(row, 0));
    const int often = functionNamed(*w.profile(), "often");
    const int main = functionNamed(*w.profile(), "main");
    QCOMPARE(w.currentSymbol(), often);

    QTableView *callers = view(w, "callers");
    const int caller = rowOf(callers, main);
    QVERIFY(caller >= 0);
    const QModelIndex called = callers->model()->index(caller, CallListModel::Called);
    QCOMPARE(called.data().toString(), expected);
    QVERIFY2(called.data(Qt::ToolTipRole).toString().contains(QStringLiteral("in Base")),
             qPrintable(called.data(Qt::ToolTipRole).toString()));

    // And main's callees, reached by the callers list's row.
    callers->setFocus();
    QAction *show = nullptr;
    for (QAction *a : callers->actions())
        if (a->text() == QStringLiteral("Show Callers and C&allees"))
            show = a;
    QVERIFY(show);
    callers->setCurrentIndex(callers->model()->index(caller, 0));
    show->trigger();
    QCOMPARE(w.currentSymbol(), main);
    QTableView *callees = view(w, "callees");
    const int callee = rowOf(callees, often);
    QVERIFY(callee >= 0);
    QCOMPARE(callees->model()->index(callee, CallListModel::Called).data().toString(), expected);
}

// Stop Comparing brings the flat profile back as it was: its names in view,
// the current function's row among the rows shown.
void tst_CompareWindow::stopComparingShowsTheNames()
{
    MainWindow w;
    w.resize(1200, 800);
    w.show();
    QVERIFY(openComparing(w, {m_exe, m_dir.filePath("run1")}, {m_exe, m_dir.filePath("run2")}));
    ComparePanel *panel = w.comparePanel();
    // A function made current from the comparison, while the flat profile
    // is hidden.
    QTableView *table = panel->table();
    table->setFocus();
    table->setCurrentIndex(table->model()->index(table->model()->rowCount() / 2, 0));
    const int current = w.currentSymbol();
    QVERIFY(current >= 0);

    action(w, QStringLiteral("S&top Comparing"))->trigger();
    QTableView *flat = view(w, "flatProfile");
    QTRY_VERIFY(flat->isVisible());
    QTRY_VERIFY2(flat->horizontalScrollBar()->value() == flat->horizontalScrollBar()->minimum(),
                 qPrintable(QString::number(flat->horizontalScrollBar()->value())));
    const int name = flat->columnViewportPosition(FlatProfileModel::Name);
    QVERIFY2(name >= 0 && name < flat->viewport()->width(), qPrintable(QString::number(name)));
    const QModelIndex index = flat->currentIndex();
    QCOMPARE(index.data(FlatProfileModel::SymbolRole).toInt(), current);
    QVERIFY(flat->viewport()->rect().intersects(flat->visualRect(index)));
}

QTEST_MAIN(tst_CompareWindow)
#include "tst_comparewindow.moc"
