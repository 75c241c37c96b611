// The call graph in the real window (issue 24, point 8): an expanded cycle
// keeps the calls from outside into its members.
#include "CallGraph.h"
#include "CallGraphView.h"
#include "MainWindow.h"
#include "RunsModel.h"
#include "TestSupport.h"

#include <QAction>
#include <QApplication>
#include <QGraphicsItem>
#include <QGraphicsView>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace gmonview;
using namespace gmonview::test;

class tst_GraphWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void expandedCycleKeepsItsCallers();

private:
    // Opens EXE with RUNS in W (shown) and waits for the profile and its graph.
    static bool open(MainWindow &w, const QString &exe, const QStringList &runs);
    // Lays the graph out with O, and waits for it.
    static bool showOptions(CallGraphView *view, const CallGraphOptions &o);
    // Makes SYMBOL current as a click on its node does, and waits for the graph.
    static bool makeCurrent(CallGraphView *view, int symbol);
    static QGraphicsView *canvas(const MainWindow &w);
    // The current function's node in the graph shown, as the viewport shows it.
    static QRectF currentNodeInViewport(const MainWindow &w);

    QTemporaryDir m_dir;
    QString m_cycles;  // cycles.c
    QString m_callers; // cycle_callers.c
};

void tst_GraphWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    m_cycles = m_dir.filePath(QStringLiteral("cycles"));
    QCOMPARE(compileProgram(QStringLiteral("cycles.c"), {"-pg", "-O0"}, m_cycles).exitCode, 0);
    QCOMPARE(profileRun(m_cycles, {"20"}, m_dir.path(), QStringLiteral("cycles1")).exitCode, 0);
    QCOMPARE(profileRun(m_cycles, {"9"}, m_dir.path(), QStringLiteral("cycles2")).exitCode, 0);
    m_callers = m_dir.filePath(QStringLiteral("cycle_callers"));
    QCOMPARE(compileProgram(QStringLiteral("cycle_callers.c"), {"-pg", "-O0"}, m_callers).exitCode,
             0);
    QCOMPARE(profileRun(m_callers, {"20"}, m_dir.path(), QStringLiteral("callers1")).exitCode, 0);
}

void tst_GraphWindow::init()
{
    QSettings().clear(); // every test from the defaults: no saved splitters or geometry
}

bool tst_GraphWindow::open(MainWindow &w, const QString &exe, const QStringList &runs)
{
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return false;
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(exe, runs);
    if (!QTest::qWaitFor([&] { return loaded.count() > 0 && !w.isLoading(); }, 20000) ||
        !w.profile())
        return false;
    CallGraphView *view = w.callGraphView();
    return QTest::qWaitFor([&] { return !view->isLayingOut() && !view->graph().nodes.empty(); },
                           20000);
}

bool tst_GraphWindow::showOptions(CallGraphView *view, const CallGraphOptions &o)
{
    view->setOptions(o);
    return QTest::qWaitFor([&] { return !view->isLayingOut(); }, 20000);
}

bool tst_GraphWindow::makeCurrent(CallGraphView *view, int symbol)
{
    emit view->functionActivated(symbol);
    return QTest::qWaitFor([&] { return !view->isLayingOut() && view->options().center == symbol; },
                           20000);
}

QGraphicsView *tst_GraphWindow::canvas(const MainWindow &w)
{
    return w.callGraphView()->findChild<QGraphicsView *>(QStringLiteral("callGraphCanvas"));
}

QRectF tst_GraphWindow::currentNodeInViewport(const MainWindow &w)
{
    const CallGraphView *view = w.callGraphView();
    // The neighbourhood's center (the function, or its collapsed cycle), or
    // the function's node in the whole program.
    const int node = view->graph().center >= 0 ? view->graph().center
                                                : view->graph().nodeOf(view->options().center);
    if (node < 0)
        return {};
    const QGraphicsView *c = canvas(w);
    return c->viewportTransform().mapRect(view->layout().nodes[size_t(node)].rect);
}

// Issue 24.8: a cycle entered through a member that does next to nothing
// itself (enter), from two functions outside it. Expanded, the calls from
// outside still reach the cycle: into the member where it is drawn, into
// the node of the members not drawn ("+N members hidden") where it is not;
// and the neighbourhood of a member reaches the cycle's callers as the
// collapsed cycle's does.
void tst_GraphWindow::expandedCycleKeepsItsCallers()
{
    MainWindow w;
    w.resize(1000, 700);
    QVERIFY(open(w, m_callers, {m_dir.filePath(QStringLiteral("callers1"))}));
    const ProfileResult &p = *w.profile();
    const int enter = functionNamed(p, "enter"), deep = functionNamed(p, "deep");
    const int outerA = functionNamed(p, "outer_a"), outerB = functionNamed(p, "outer_b");
    QVERIFY(enter >= 0 && deep >= 0 && outerA >= 0 && outerB >= 0);
    const int cycle = p.symbol(enter).cycle;
    QVERIFY(cycle > 0);
    QCOMPARE(p.symbol(deep).cycle, cycle);
    QCOMPARE(p.symbol(outerA).cycle, 0);
    auto share = [&](int s) {
        return (p.symbol(s).propSelf + p.symbol(s).propChild) / p.printTime;
    };
    // A threshold that hides enter and nothing else on the way.
    double lowest = std::min(share(outerA), share(outerB));
    for (int m : p.cycles[size_t(cycle - 1)].members)
        if (m != enter)
            lowest = std::min(lowest, share(m));
    QVERIFY2(share(enter) < lowest, "enter does nothing itself: its share is the smallest");
    const double threshold = (share(enter) + lowest) / 2;
    int under = 0; // members under the threshold: enter
    for (int m : p.cycles[size_t(cycle - 1)].members)
        under += share(m) < threshold ? 1 : 0;
    QCOMPARE(under, 1);
    // "+1 member hidden" in the graph, "+1 member(s) hidden" on screen.
    const QString hiddenText = QStringLiteral("+%1 member").arg(under);

    CallGraphView *view = w.callGraphView();
    const CallGraph &g = view->graph();
    auto nodeOfName = [&](const std::string &name) {
        for (size_t i = 0; i < g.nodes.size(); ++i)
            if (g.nodes[i].name == name)
                return int(i);
        return -1;
    };
    // An edge from FROM's node into the cycle (a member or a node of it).
    auto callsIntoCycle = [&](int from) {
        const int f = g.nodeOf(from);
        for (const CallGraphEdge &e : g.edges)
            if (e.from == f && g.nodes[size_t(e.to)].cycle == cycle)
                return true;
        return false;
    };
    auto hasEdge = [&](int from, int to) {
        for (const CallGraphEdge &e : g.edges)
            if (e.from == from && e.to == to)
                return true;
        return false;
    };
    // The node of the expanded cycle's members not drawn, or -1.
    auto hiddenMembersNode = [&] {
        for (size_t i = 0; i < g.nodes.size(); ++i)
            if (g.nodes[i].kind == CallGraphNode::Kind::Cycle && g.nodes[i].cycle == cycle &&
                g.nodes[i].hiddenMembers > 0)
                return int(i);
        return -1;
    };
    // The tooltip of node INDEX in the scene.
    auto tipOf = [&](int index) {
        for (QGraphicsItem *item : canvas(w)->scene()->items())
            if (item->type() == QGraphicsItem::UserType + 1 &&
                item->sceneBoundingRect().contains(view->layout().nodes[size_t(index)].rect))
                return item->toolTip();
        return QString();
    };
    const std::string whole = "<cycle " + std::to_string(cycle) + " as a whole>";

    // The neighbourhood of deep, two levels of callers, the cycle collapsed:
    // its callers call the cycle's node.
    QVERIFY(makeCurrent(view, deep));
    CallGraphOptions o = view->options();
    o.scope = CallGraphOptions::Scope::Neighbourhood;
    o.callerDepth = 2;
    o.calleeDepth = 1;
    o.threshold = threshold;
    QVERIFY(showOptions(view, o));
    QVERIFY(nodeOfName(whole) >= 0);
    QVERIFY(hasEdge(g.nodeOf(outerA), nodeOfName(whole)));
    QVERIFY(hasEdge(g.nodeOf(outerB), nodeOfName(whole)));

    // Expanded: the same callers, calling into the cycle; enter, under the
    // threshold, is in the node of the hidden members, which says so.
    view->setCycleExpanded(cycle, true);
    QVERIFY(QTest::qWaitFor([&] { return !view->isLayingOut(); }, 20000));
    QCOMPARE(nodeOfName(whole), -1);
    QVERIFY(g.nodeOf(deep) >= 0);
    QVERIFY2(g.nodeOf(outerA) >= 0 && g.nodeOf(outerB) >= 0, "the callers stay");
    QVERIFY(callsIntoCycle(outerA));
    QVERIFY(callsIntoCycle(outerB));
    QCOMPARE(g.nodeOf(enter), -1);
    int hidden = hiddenMembersNode();
    QVERIFY(hidden >= 0);
    QCOMPARE(g.nodes[size_t(hidden)].hiddenMembers, under);
    QVERIFY(hasEdge(g.nodeOf(outerA), hidden));
    QVERIFY2(QString::fromStdString(g.nodes[size_t(hidden)].label).contains(hiddenText),
             g.nodes[size_t(hidden)].label.c_str());
    QVERIFY2(tipOf(hidden).contains(hiddenText), qPrintable(tipOf(hidden)));

    // The whole program at that threshold: the callers are no island.
    o = view->options();
    o.scope = CallGraphOptions::Scope::WholeProgram;
    QVERIFY(showOptions(view, o));
    QCOMPARE(nodeOfName(whole), -1);
    QVERIFY(g.nodeOf(outerA) >= 0 && g.nodeOf(outerB) >= 0);
    QCOMPARE(g.nodeOf(enter), -1);
    hidden = hiddenMembersNode();
    QVERIFY(hidden >= 0);
    QCOMPARE(g.nodes[size_t(hidden)].hiddenMembers, under);
    QVERIFY(hasEdge(g.nodeOf(outerA), hidden));
    QVERIFY(hasEdge(g.nodeOf(outerB), hidden));
    QVERIFY2(tipOf(hidden).contains(hiddenText), qPrintable(tipOf(hidden)));

    // With no threshold every member is drawn: the callers call enter, and
    // nothing is hidden.
    o.threshold = 0;
    QVERIFY(showOptions(view, o));
    QVERIFY(g.nodeOf(enter) >= 0);
    QVERIFY(hasEdge(g.nodeOf(outerA), g.nodeOf(enter)));
    QVERIFY(hasEdge(g.nodeOf(outerB), g.nodeOf(enter)));
    QCOMPARE(hiddenMembersNode(), -1);

    // Collapsed again: into the cycle's node.
    view->setCycleExpanded(cycle, false);
    QVERIFY(QTest::qWaitFor([&] { return !view->isLayingOut(); }, 20000));
    QVERIFY(nodeOfName(whole) >= 0);
    QVERIFY(hasEdge(g.nodeOf(outerA), nodeOfName(whole)));
    QVERIFY(hasEdge(g.nodeOf(outerB), nodeOfName(whole)));
}

QTEST_MAIN(tst_GraphWindow)
#include "tst_graphwindow.moc"
