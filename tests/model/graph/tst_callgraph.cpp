// SPDX-License-Identifier: MIT
// The call graph: what is drawn for given depths, thresholds and expanded
// cycles; DOT export escaping (read back by Graphviz itself); the layout;
// SVG export; and clicking in the view.
#include "PaletteSupport.h"
#include "TestSupport.h"
#include "model/document/ProfileDocument.h"
#include "model/engine/ProfileAnalysis.h"
#include "model/engine/ProfileSession.h"
#include "model/engine/RunSum.h"
#include "model/export/Exporters.h"
#include "model/graph/CallGraph.h"
#include "model/graph/CallGraphLayout.h"
#include "model/items/FlatProfileModel.h"
#include "views/callgraph/CallGraphView.h"
#include "views/callgraph/SceneLayout.h"
#include "views/window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QFile>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGraphicsItem>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsView>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleOptionGraphicsItem>
#include <QSvgRenderer>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QXmlStreamReader>

#include <graphviz/cgraph.h>

using namespace gmonview;
using namespace gmonview::test;

class tst_CallGraph : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void neighbourhoodDepths();
    void thresholdHidesAndCounts();
    void cyclesCollapseAndExpand();
    void cycleNobodyCallsHoldsItsMembers();
    void expandedCycleMembersPastTheBudget();
    void wholeProgram();
    void staticArcsDashed();
    void dotEscaping();
    void layoutPlacesEveryNode();
    void viewExportsAndNavigates();
    void cxxNamesSurviveSvg();
    void cycleByKeyboard();
    void bigGraphsOpenReadable();
    void relayoutKeepsTheZoom();
    void readsOnLightAndDarkPalettes();
    void callCountsDrawnWhole();
    void largeGraphsKeepAReadableShape();
    void statusSaysWhichLimitActed();
    void layoutCanBeCancelled();
    void controlsShownAtEveryWidth();
    void nodeContextMenu();
    void comparisonColoursNodesAndEdges();

private:
    int symbolNamed(const char *name) const;
    // The collapsed node of the cycle FUNCTION belongs to.
    std::string cycleNodeOf(const char *function) const;
    // Opens the test program in W, shown, and waits for the profile and graph.
    bool showProfile(MainWindow &w) const;
    // Opens EXE and its GMON in W, shown, and waits for the profile and graph.
    static bool openInWindow(MainWindow &w, const QString &exe, const QString &gmon);
    // Compiles and runs tests/programs/SOURCE with ARGS in DIR, and opens it in W.
    static bool openProgram(MainWindow &w, const QTemporaryDir &dir, const QString &source,
                            const QStringList &args);
    // Draws the whole program, no threshold, and waits for the layout.
    static bool showWholeProgram(CallGraphView *view);
    // Lays the view out with O, and waits for it.
    static bool showOptions(CallGraphView *view, const CallGraphOptions &o);
    std::set<std::string> names(const CallGraph &g) const;

    QTemporaryDir m_dir;
    std::shared_ptr<const ProfileResult> m_profile;
};

void tst_CallGraph::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    const QString exe = m_dir.filePath(QStringLiteral("prog"));
    QCOMPARE(compileProgram(QStringLiteral("cycles.c"), {"-pg", "-O0"}, exe).exitCode, 0);
    QCOMPARE(profileRun(exe, {"20"}, m_dir.path(), QStringLiteral("gmon.out")).exitCode, 0);
    auto loaded = Executable::load(exe.toStdString());
    QVERIFY(loaded.ok());
    RunSum sum((*loaded)->symbols, (*loaded)->specs);
    auto run = readGmonFile(m_dir.filePath("gmon.out").toStdString(), (*loaded)->target);
    QVERIFY(run.ok());
    QVERIFY(sum.add(*run).ok());
    m_profile = std::make_shared<const ProfileResult>(analyzeProfile(sum));
}

int tst_CallGraph::symbolNamed(const char *name) const
{
    for (size_t i = 0; i < m_profile->symbols.size(); ++i)
        if (m_profile->symbols[i].name == name)
            return int(i);
    return -1;
}

std::string tst_CallGraph::cycleNodeOf(const char *function) const
{
    return "<cycle " + std::to_string(m_profile->symbol(symbolNamed(function)).cycle) +
           " as a whole>";
}

bool tst_CallGraph::showProfile(MainWindow &w) const
{
    return openInWindow(w, m_dir.filePath("prog"), m_dir.filePath("gmon.out"));
}

bool tst_CallGraph::openProgram(MainWindow &w, const QTemporaryDir &dir, const QString &source,
                                const QStringList &args)
{
    const QString exe = dir.filePath(QFileInfo(source).baseName());
    return compileProgram(source, {"-pg", "-O0"}, exe).exitCode == 0 &&
           profileRun(exe, args, dir.path(), QStringLiteral("gmon.out")).exitCode == 0 &&
           openInWindow(w, exe, dir.filePath("gmon.out"));
}

bool tst_CallGraph::showOptions(CallGraphView *view, const CallGraphOptions &o)
{
    view->setOptions(o);
    return QTest::qWaitFor([&] { return !view->isLayingOut(); }, 20000);
}

bool tst_CallGraph::showWholeProgram(CallGraphView *view)
{
    CallGraphOptions o = view->options();
    o.scope = CallGraphOptions::Scope::WholeProgram;
    o.threshold = 0;
    return showOptions(view, o);
}

bool tst_CallGraph::openInWindow(MainWindow &w, const QString &exe, const QString &gmon)
{
    w.resize(1400, 900);
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(exe, {gmon});
    if (!QTest::qWaitFor([&] { return loaded.count() > 0 && !w.isLoading(); }, 20000))
        return false;
    CallGraphView *view = w.callGraphView();
    return QTest::qWaitFor([&] { return !view->isLayingOut() && !view->graph().nodes.empty(); },
                           20000);
}

std::set<std::string> tst_CallGraph::names(const CallGraph &g) const
{
    std::set<std::string> out;
    for (const auto &n : g.nodes)
        out.insert(n.name);
    return out;
}

void tst_CallGraph::neighbourhoodDepths()
{
    // cycles.c: main -> c1 (cycle c1->c2->c3), c1 -> ping (cycle ping<->pong),
    // everything -> work; main <-> helper is a cycle with no outside caller.
    CallGraphOptions o;
    o.threshold = 0;
    o.center = symbolNamed("work");
    o.callerDepth = 0;
    o.calleeDepth = 0;
    CallGraph g = buildCallGraph(*m_profile, o);
    QCOMPARE(g.nodes.size(), size_t(1));
    QCOMPARE(g.nodes[0].name, std::string("work"));
    QVERIFY(g.nodes[0].isCenter);
    QCOMPARE(g.center, 0);

    o.callerDepth = 1;
    g = buildCallGraph(*m_profile, o);
    // work's callers, cycles collapsed: ping/pong, c1..c3 and main/helper.
    const std::set<std::string> expected{"work", cycleNodeOf("ping"), cycleNodeOf("c1"),
                                         cycleNodeOf("main")};
    QCOMPARE(names(g), expected);
    // One edge into work per caller group (a cycle or a function); the others
    // join the callers among themselves.
    std::set<int> callerGroups;
    for (const ProfileArc &a : m_profile->arcs)
        if (a.child == symbolNamed("work") && a.parent >= 0)
            callerGroups.insert(
                m_profile->symbol(a.parent).cycle ? -m_profile->symbol(a.parent).cycle : a.parent);
    int intoWork = 0;
    for (const CallGraphEdge &e : g.edges)
        if (g.nodes[size_t(e.to)].name == "work")
            ++intoWork;
    QCOMPARE(intoWork, int(callerGroups.size()));
    // The edge from the c1..c3 cycle carries the calls of all three members.
    const int c1 = symbolNamed("c1"), c3 = symbolNamed("c3"), work = symbolNamed("work");
    uint64_t fromCycle2 = 0;
    for (const ProfileArc &a : m_profile->arcs)
        if (a.child == work && (a.parent == c1 || a.parent == c3))
            fromCycle2 += a.count;
    bool found = false;
    for (const CallGraphEdge &e : g.edges)
        if (g.nodes[size_t(e.from)].name == "<cycle 2 as a whole>" &&
            g.nodes[size_t(e.to)].name == "work") {
            QCOMPARE(e.count, fromCycle2);
            found = true;
        }
    QVERIFY(found);

    // Callees of main to depth 1: the cycle main is in is the center itself.
    o.center = symbolNamed("main");
    o.callerDepth = 0;
    o.calleeDepth = 1;
    g = buildCallGraph(*m_profile, o);
    QVERIFY(names(g).count("<cycle 2 as a whole>"));
    QVERIFY(names(g).count("work"));
}

void tst_CallGraph::thresholdHidesAndCounts()
{
    CallGraphOptions o;
    o.center = symbolNamed("work");
    o.callerDepth = 3;
    o.calleeDepth = 3;
    o.threshold = 0;
    const CallGraph all = buildCallGraph(*m_profile, o);
    QCOMPARE(all.hiddenNodes, 0);
    // A threshold above every node but the busiest hides the others and says how many.
    o.threshold = 0.999;
    const CallGraph few = buildCallGraph(*m_profile, o);
    QVERIFY(few.nodes.size() < all.nodes.size());
    QVERIFY(few.hiddenNodes > 0);
    QVERIFY(few.nodeOf(symbolNamed("work")) >= 0); // the center stays
    for (const CallGraphNode &n : few.nodes)
        QVERIFY(n.isCenter || n.totalShare >= 0.999);
    // A node budget keeps the busiest.
    o.threshold = 0;
    o.nodeBudget = 2;
    const CallGraph budget = buildCallGraph(*m_profile, o);
    QCOMPARE(budget.nodes.size(), size_t(2));
    QCOMPARE(budget.hiddenNodes, int(all.nodes.size()) - 2);
}

void tst_CallGraph::cyclesCollapseAndExpand()
{
    CallGraphOptions o;
    o.threshold = 0;
    o.center = symbolNamed("work");
    o.callerDepth = 1;
    o.calleeDepth = 0;
    const int cycle = m_profile->symbol(symbolNamed("c1")).cycle;
    QVERIFY(cycle > 0);
    o.expandedCycles.insert(cycle);
    const CallGraph g = buildCallGraph(*m_profile, o);
    const std::set<std::string> shown = names(g);
    QVERIFY(!shown.count("<cycle " + std::to_string(cycle) + " as a whole>"));
    // c1 and c3 call work; c2 does not, so only its members that do are callers.
    QVERIFY(shown.count("c1"));
    QVERIFY(shown.count("c3"));
    for (const CallGraphNode &n : g.nodes)
        if (n.name == "c1" || n.name == "c3") {
            QVERIFY(n.inExpandedCycle);
            QCOMPARE(n.cycle, cycle);
        }
    // With callers to depth 2 the whole cycle appears, with its inner arcs.
    o.callerDepth = 2;
    const CallGraph deeper = buildCallGraph(*m_profile, o);
    QVERIFY(names(deeper).count("c2"));
    int inner = 0;
    for (const CallGraphEdge &e : deeper.edges)
        if (e.insideCycle)
            ++inner;
    int memberArcs = 0; // c1->c2, c2->c3, c3->c1 in the run
    for (const ProfileArc &a : m_profile->arcs)
        if (a.parent >= 0 && a.parent != a.child && m_profile->symbol(a.parent).cycle == cycle &&
            m_profile->symbol(a.child).cycle == cycle)
            ++memberArcs;
    QCOMPARE(inner, memberArcs);
    // The DOT text puts them in a cluster.
    QVERIFY(callGraphDot(deeper, CallGraphOptions(), "prog")
                .find("subgraph \"cluster_cycle" + std::to_string(cycle) + "\"") !=
            std::string::npos);
}

// main's own cycle (main <-> helper) is called by nothing outside it, so
// gprof gives the cycle as a whole no self time; its node carries its
// members' samples all the same, and everything they call.
void tst_CallGraph::cycleNobodyCallsHoldsItsMembers()
{
    const QString exe = m_dir.filePath(QStringLiteral("cycles-synthetic"));
    QCOMPARE(compileProgram(QStringLiteral("cycles.c"), {"-pg", "-O0"}, exe).exitCode, 0);
    const SyntheticProfile planned = cyclesProfile();
    QCOMPARE(writeSyntheticRun(exe, exe + QStringLiteral(".out"), planned), QString());
    const auto p = profileOf(exe, exe + QStringLiteral(".out"));
    QVERIFY(p);
    const int main = functionNamed(*p, "main");
    QVERIFY(main >= 0 && p->symbol(main).cycle > 0);
    const int cycle = p->symbol(main).cycle;
    QCOMPARE(p->cycles[size_t(cycle - 1)].propSelf, 0.0); // gprof's figure

    CallGraphOptions o;
    o.threshold = 0;
    o.center = main;
    const CallGraph g = buildCallGraph(*p, o);
    const std::string name = "<cycle " + std::to_string(cycle) + " as a whole>";
    const auto node = std::find_if(g.nodes.begin(), g.nodes.end(),
                                   [&](const CallGraphNode &n) { return n.name == name; });
    QVERIFY(node != g.nodes.end());
    const double ownSamples = planned.samples.at("main") + planned.samples.at("helper");
    QVERIFY(std::abs(node->selfShare * p->printTime - ownSamples) < 1e-9);
    // Every sample of the run is under main.
    QVERIFY(std::abs(node->totalShare - 1.0) < 1e-9);
}

// Issue 24.8: the members of an expanded cycle that the node budget leaves
// out are one node that says how many; every call between a function drawn
// and them is drawn into or out of that node.
void tst_CallGraph::expandedCycleMembersPastTheBudget()
{
    CallGraphOptions o;
    o.scope = CallGraphOptions::Scope::WholeProgram;
    o.threshold = 0;
    o.showStaticArcs = false;
    const int cycle = m_profile->symbol(symbolNamed("c1")).cycle;
    QVERIFY(cycle > 0);
    o.expandedCycles.insert(cycle);
    const std::vector<int> &members = m_profile->cycles[size_t(cycle - 1)].members;
    const CallGraph all = buildCallGraph(*m_profile, o);
    for (int m : members)
        QVERIFY(all.nodeOf(m) >= 0);
    for (const CallGraphNode &n : all.nodes)
        QCOMPARE(n.hiddenMembers, 0);

    // One node fewer: the least busy goes, a member (c2 does nothing itself).
    o.nodeBudget = all.nodes.size() - 1;
    const CallGraph cut = buildCallGraph(*m_profile, o);
    QCOMPARE(cut.overBudget, 1);
    std::vector<int> left;
    for (int m : members)
        if (cut.nodeOf(m) < 0)
            left.push_back(m);
    QVERIFY2(left.size() == 1, "the budget left out one member of the cycle");
    int hidden = -1;
    for (size_t i = 0; i < cut.nodes.size(); ++i)
        if (cut.nodes[i].kind == CallGraphNode::Kind::Cycle && cut.nodes[i].cycle == cycle)
            hidden = int(i);
    QVERIFY(hidden >= 0);
    const CallGraphNode &node = cut.nodes[size_t(hidden)];
    QCOMPARE(node.hiddenMembers, int(left.size()));
    QVERIFY(node.inExpandedCycle); // drawn in the cycle's frame
    const std::string says = "+" + std::to_string(left.size()) + " member";
    QVERIFY2(node.label.find(says) != std::string::npos, node.label.c_str());
    QVERIFY(callGraphDot(cut, CallGraphOptions(), "prog").find(says) != std::string::npos);
    int checked = 0;
    for (const ProfileArc &a : m_profile->arcs) {
        if (a.parent < 0 || a.parent == a.child)
            continue;
        const bool intoLeft = std::count(left.begin(), left.end(), a.child) > 0;
        const bool outOfLeft = std::count(left.begin(), left.end(), a.parent) > 0;
        const int other = intoLeft != outOfLeft ? cut.nodeOf(intoLeft ? a.parent : a.child) : -1;
        if (other < 0)
            continue;
        const int from = intoLeft ? other : hidden, to = intoLeft ? hidden : other;
        const bool drawn = std::any_of(cut.edges.begin(), cut.edges.end(), [&](const auto &e) {
            return e.from == from && e.to == to && e.insideCycle;
        });
        QVERIFY2(drawn,
                 qPrintable(QStringLiteral("%1 -> %2")
                                .arg(QString::fromStdString(m_profile->symbol(a.parent).name),
                                     QString::fromStdString(m_profile->symbol(a.child).name))));
        ++checked;
    }
    QVERIFY(checked >= 2); // into it and out of it: c2 sits between c1 and c3
}

void tst_CallGraph::wholeProgram()
{
    CallGraphOptions o;
    o.scope = CallGraphOptions::Scope::WholeProgram;
    o.threshold = 0;
    const CallGraph g = buildCallGraph(*m_profile, o);
    // work, three cycles.
    QCOMPARE(names(g), (std::set<std::string>{"work", cycleNodeOf("ping"), cycleNodeOf("c1"),
                                              cycleNodeOf("main")}));
    QCOMPARE(g.center, -1);
}

// Calls found in the code but never taken are drawn dashed, and hidden on
// request. A graph bigger than a limit leaves them out, says so, and the
// box is clear; ticked, they are drawn whatever the size.
void tst_CallGraph::staticArcsDashed()
{
    QTemporaryDir dir; // profileRun clears gmon.out where it runs
    const QString exe = dir.filePath(QStringLiteral("forward"));
    QCOMPARE(compileProgram(QStringLiteral("forward.c"), {"-pg", "-O0"}, exe).exitCode, 0);
    QCOMPARE(profileRun(exe, {"50"}, dir.path(), QStringLiteral("forward.gmon")).exitCode, 0);
    auto loaded = Executable::load(exe.toStdString());
    QVERIFY(loaded.ok());
    const auto calls = findDirectCalls(*(*loaded)->elf);
    QVERIFY(calls.ok() && !calls->empty());
    RunSum sum((*loaded)->symbols, (*loaded)->specs);
    auto run = readGmonFile(dir.filePath("forward.gmon").toStdString(), (*loaded)->target);
    QVERIFY(run.ok());
    QVERIFY(sum.add(*run).ok());
    ProfileResult profile = analyzeProfile(sum);
    profile.staticOnlyArcs = findStaticArcs(profile, *calls);
    QVERIFY(!profile.staticOnlyArcs.empty());
    int middle = -1;
    for (size_t i = 0; i < profile.symbols.size(); ++i)
        if (profile.symbols[i].name == "middle")
            middle = int(i);
    CallGraphOptions o;
    o.center = middle;
    o.threshold = 0;
    o.callerDepth = 1;
    o.calleeDepth = 1;
    const CallGraph with = buildCallGraph(profile, o);
    bool dashedToRare = false;
    for (const CallGraphEdge &e : with.edges)
        if (with.nodes[size_t(e.to)].name == "rare") {
            QVERIFY(e.isStatic);
            QCOMPARE(e.count, uint64_t(0));
            dashedToRare = true;
        }
    QVERIFY(dashedToRare);
    QVERIFY(callGraphDot(with, CallGraphOptions(), "prog").find("style=dashed") !=
            std::string::npos);
    o.showStaticArcs = false;
    const CallGraph without = buildCallGraph(profile, o);
    for (const CallGraphNode &n : without.nodes)
        QVERIFY(n.name != "rare");
    for (const CallGraphEdge &e : without.edges)
        QVERIFY(!e.isStatic);

    // The window shows the profile first and finds the static arcs after,
    // in the background; then the graph draws them, the same as above.
    MainWindow w;
    QSignalSpy shown(&w, &MainWindow::loadFinished);
    w.openProfile(exe, {dir.filePath("forward.gmon")});
    QVERIFY(QTest::qWaitFor([&] { return shown.count() > 0 && !w.isLoading(); }, 20000));
    QVERIFY(QTest::qWaitFor([&] { return w.profile() && !w.profile()->staticOnlyArcs.empty(); },
                            20000));
    QCOMPARE(w.profile()->staticOnlyArcs.size(), profile.staticOnlyArcs.size());
    CallGraphView *view = w.callGraphView();
    CallGraphOptions shownOptions = o; // as above, static arcs on
    shownOptions.showStaticArcs = true;
    view->setOptions(shownOptions);
    QVERIFY(QTest::qWaitFor([&] { return !view->isLayingOut(); }, 20000));
    bool drawnToRare = false;
    for (const CallGraphEdge &e : view->graph().edges)
        drawnToRare =
            drawnToRare || (e.isStatic && view->graph().nodes[size_t(e.to)].name == "rare");
    QVERIFY(drawnToRare);

    // A graph bigger than the limit leaves them out, says so, and the box
    // is clear; ticked, they are drawn whatever the size.
    auto staticEdges = [&] {
        return std::count_if(view->graph().edges.begin(), view->graph().edges.end(),
                             [](const CallGraphEdge &e) { return e.isStatic; });
    };
    QVERIFY(without.nodes.size() <= CallGraphOptions::kStaticArcsUpTo); // so drawn above
    const size_t nodes = without.nodes.size();
    CallGraphOptions big = shownOptions;
    big.staticArcsUpTo = nodes - 1; // as if the graph were bigger than the limit
    QVERIFY(showOptions(view, big));
    QVERIFY(view->graph().staticArcsLeftOut);
    QCOMPARE(staticEdges(), 0);
    auto *status = view->findChild<QLabel *>(QStringLiteral("graphStatus"));
    QVERIFY(status);
    QVERIFY2(status->text().contains(QStringLiteral("static arcs off above %1").arg(nodes - 1)),
             qPrintable(status->text()));
    QCheckBox *box = nullptr;
    for (auto *b : view->findChildren<QCheckBox *>())
        if (b->text() == QStringLiteral("static arcs"))
            box = b;
    QVERIFY(box);
    QVERIFY(!box->isChecked());
    box->click();
    QVERIFY(QTest::qWaitFor([&] { return !view->isLayingOut(); }, 20000));
    QVERIFY(!view->graph().staticArcsLeftOut);
    QVERIFY(staticEdges() > 0);
    QVERIFY(box->isChecked());
    QVERIFY(!status->text().contains(QStringLiteral("static arcs off")));
}

// Names with quotes, backslashes, angle brackets, commas and long templates
// survive DOT export: Graphviz reads them back unchanged.
void tst_CallGraph::dotEscaping()
{
    CallGraph g;
    const std::vector<std::string> tricky = {
        "say \"hello\"",
        "path\\to\\fn",
        "std::map<int, std::vector<char>>::at(int const&)",
        "operator<<(std::ostream&, Foo const&)",
        "a,b;c{d}[e]",
        "void std::vector<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >, "
        "std::allocator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> > > >"
        "::_M_realloc_insert<std::unique_ptr<geo::Shape> >(int)"};
    for (const std::string &name : tricky) {
        CallGraphNode n;
        n.name = name;
        n.label = name;
        g.nodes.push_back(n);
    }
    g.edges.push_back({0, 1, 7, 0.5, false, false});
    g.edges.push_back({2, 3, 0, 0.0, true, false});
    const std::string dot = callGraphDot(g, CallGraphOptions(), "prog");
    Agraph_t *parsed = agmemread(dot.c_str());
    QVERIFY2(parsed, dot.c_str());
    int nodes = 0;
    for (Agnode_t *n = agfstnode(parsed); n; n = agnxtnode(parsed, n)) {
        // Graphviz keeps label escapes (\\, \n) and entities (&amp;) in
        // the attribute and interprets them when it draws; decode them the
        // same way.
        const std::string raw = agget(n, const_cast<char *>("label"));
        std::string label;
        for (size_t k = 0; k < raw.size(); ++k) {
            if (raw.compare(k, 5, "&amp;") == 0) {
                label += '&';
                k += 4;
            } else if (raw[k] == '\\' && k + 1 < raw.size() &&
                       (raw[k + 1] == '\\' || raw[k + 1] == 'n')) {
                label += raw[k + 1] == 'n' ? '\n' : '\\';
                ++k;
            } else {
                label += raw[k];
            }
        }
        const int i = std::stoi(std::string(agnameof(n)).substr(1));
        QVERIFY2(label.rfind(tricky[size_t(i)] + "\n", 0) == 0, raw.c_str());
        ++nodes;
    }
    QCOMPARE(nodes, int(tricky.size()));
    QCOMPARE(agnedges(parsed), 2);
    agclose(parsed);
    // Long names are elided in the middle for nodes, and kept whole elsewhere.
    const std::string shortName = elideName(tricky.back());
    QVERIFY(shortName.size() <= 48);
    QVERIFY(shortName.find("...") != std::string::npos);
    QCOMPARE(elideName("main"), std::string("main"));
}

void tst_CallGraph::layoutPlacesEveryNode()
{
    CallGraphOptions o;
    o.threshold = 0;
    o.center = symbolNamed("work");
    o.callerDepth = 3;
    o.calleeDepth = 3;
    o.expandedCycles.insert(m_profile->symbol(symbolNamed("c1")).cycle);
    const CallGraph g = buildCallGraph(*m_profile, o);
    // The layout itself, without Qt: every node where asked, of the size asked.
    const CallGraphLayout r = layoutCallGraph(g, std::vector<GraphSize>(g.nodes.size(), {90, 30}));
    QVERIFY2(!r.failed, r.error.c_str());
    QCOMPARE(r.nodes.size(), g.nodes.size());
    QCOMPARE(r.edges.size(), g.edges.size());
    QCOMPARE(r.clusters.size(), size_t(1));
    for (size_t i = 0; i < r.nodes.size(); ++i) {
        QVERIFY(r.bounds.adjusted(-1, -1, 1, 1).contains(r.nodes[i].rect));
        QCOMPARE(r.nodes[i].rect.width, 90.0);
        QCOMPARE(r.nodes[i].rect.height, 30.0);
        for (size_t j = i + 1; j < r.nodes.size(); ++j)
            QVERIFY(!r.nodes[i].rect.intersects(r.nodes[j].rect));
    }
    // Members of the expanded cycle lie inside its cluster.
    for (size_t i = 0; i < g.nodes.size(); ++i)
        if (g.nodes[i].inExpandedCycle)
            QVERIFY(r.clusters[0].rect.adjusted(-1, -1, 1, 1).contains(r.nodes[i].rect));
    // Each edge is a run of cubic curves from near its caller to its
    // arrow, whose tip is at its callee's border.
    for (size_t i = 0; i < r.edges.size(); ++i) {
        const CallGraphLayout::Edge &e = r.edges[i];
        QVERIFY(e.curve.size() >= 4);
        QCOMPARE((e.curve.size() - 1) % 3, size_t(0));
        const GraphRect to = r.nodes[size_t(g.edges[i].to)].rect.adjusted(-2, -2, 2, 2);
        QVERIFY(to.contains(GraphRect{e.arrowTip.x, e.arrowTip.y, 0, 0}));
    }
}

void tst_CallGraph::viewExportsAndNavigates()
{
    MainWindow w;
    QVERIFY(showProfile(w));
    CallGraphView *view = w.callGraphView();
    QCOMPARE(view->graph().nodes[size_t(view->graph().center)].name, std::string("work"));

    // Exports: SVG that Qt can read, PNG, DOT.
    QTemporaryDir out;
    QCOMPARE(view->exportSvg(out.filePath("g.svg")), QString());
    QSvgRenderer svg(out.filePath("g.svg"));
    QVERIFY(svg.isValid());
    QVERIFY(svg.defaultSize().width() > 10);
    QCOMPARE(view->exportPng(out.filePath("g.png")), QString());
    QVERIFY(QImage(out.filePath("g.png")).width() > 10);
    QCOMPARE(view->exportDot(out.filePath("g.dot")), QString());
    // The DOT file is Graphviz's to read: every node drawn is in it.
    const QByteArray dot = readFile(out.filePath("g.dot"));
    Agraph_t *parsed = agmemread(dot.constData());
    QVERIFY2(parsed, dot.constData());
    QCOMPARE(agnnodes(parsed), int(view->graph().nodes.size()));
    QCOMPARE(agnedges(parsed), int(view->graph().edges.size()));
    agclose(parsed);

    // Clicking a node makes it current everywhere.
    auto *canvas = view->findChild<QGraphicsView *>(QStringLiteral("callGraphCanvas"));
    QVERIFY(canvas);
    QGraphicsItem *cycleNode = nullptr;
    QString before = w.findChild<QLabel *>(QStringLiteral("currentFunction"))->text();
    const int cycle = m_profile->symbol(symbolNamed("c1")).cycle;
    for (QGraphicsItem *item : canvas->scene()->items())
        if (item->toolTip().contains(QStringLiteral("cycle %1 as a whole").arg(cycle)))
            cycleNode = item;
    QVERIFY(cycleNode);
    // Double-click on a cycle node expands it.
    const QPoint at = canvas->mapFromScene(cycleNode->sceneBoundingRect().center());
    QTest::mouseDClick(canvas->viewport(), Qt::LeftButton, {}, at);
    QVERIFY(QTest::qWaitFor(
        [&] { return !view->isLayingOut() && !view->options().expandedCycles.empty(); }, 20000));
    QVERIFY(QTest::qWaitFor([&] { return !view->layout().clusters.empty(); }, 20000));
    // Click a member: it becomes current.
    QGraphicsItem *member = nullptr;
    for (QGraphicsItem *item : canvas->scene()->items())
        if (item->type() == QGraphicsItem::UserType + 1 &&
            item->toolTip().startsWith(QStringLiteral("<b>c")))
            member = item;
    QVERIFY(member);
    QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {},
                      canvas->mapFromScene(member->sceneBoundingRect().center()));
    const QString after = w.findChild<QLabel *>(QStringLiteral("currentFunction"))->text();
    QVERIFY2(after != before && after.contains(QStringLiteral("<b>c")), qPrintable(after));

    // The search box highlights matching nodes.
    auto *search = view->findChild<QLineEdit *>();
    QVERIFY(search);
    search->setText(QStringLiteral("c"));
    QVERIFY(view->highlighted() >= 2);
    search->setText(QStringLiteral("no such function"));
    QCOMPARE(view->highlighted(), 0);

    // Collapsing brings the single cycle node back.
    view->setCycleExpanded(cycle, false);
    QVERIFY(QTest::qWaitFor([&] { return !view->isLayingOut() && view->layout().clusters.empty(); },
                            20000));
    bool cycleNodeBack = false;
    for (const CallGraphNode &n : view->graph().nodes)
        cycleNodeBack = cycleNodeBack || (n.kind == CallGraphNode::Kind::Cycle && n.cycle == cycle);
    QVERIFY(cycleNodeBack);
}

// C++ names (templates, angle brackets, commas) survive the SVG export:
// elided in the nodes, read back as text by an XML parser.
void tst_CallGraph::cxxNamesSurviveSvg()
{
    QTemporaryDir dir;
    const QString exe = dir.filePath(QStringLiteral("cxx"));
    QCOMPARE(compileProgram(QStringLiteral("templates.cpp"), {"-pg", "-O0"}, exe).exitCode, 0);
    QCOMPARE(profileRun(exe, {}, dir.path(), QStringLiteral("gmon.out")).exitCode, 0);
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(exe, {dir.filePath("gmon.out")});
    QVERIFY(QTest::qWaitFor([&] { return loaded.count() > 0 && !w.isLoading(); }, 20000));
    CallGraphView *view = w.callGraphView();
    CallGraphOptions o = view->options();
    o.scope = CallGraphOptions::Scope::WholeProgram;
    o.threshold = 0;
    view->setOptions(o);
    QVERIFY(QTest::qWaitFor([&] { return !view->isLayingOut() && view->graph().nodes.size() > 3; },
                            20000));
    bool templated = false;
    for (const CallGraphNode &n : view->graph().nodes)
        templated = templated || n.name.find("accumulate<") != std::string::npos;
    QVERIFY(templated);
    QCOMPARE(view->exportSvg(dir.filePath("g.svg")), QString());
    QFile f(dir.filePath("g.svg"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&f);
    QString text;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::Characters)
            text += xml.text();
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY2(text.contains(QStringLiteral("geo::accumulate<")), qPrintable(text.left(400)));
    // Shortened as on screen; whole with shortening off.
    QVERIFY2(text.contains(QStringLiteral("Circle::area(\u2026) const")),
             qPrintable(text.left(400)));
    QVERIFY(!text.contains(QStringLiteral("geo::Circle::area(int) const")));
    QVERIFY(QSvgRenderer(dir.filePath("g.svg")).isValid());
    o.shortening.enabled = false;
    view->setOptions(o);
    QVERIFY(QTest::qWaitFor([&] { return !view->isLayingOut(); }, 20000));
    QCOMPARE(view->exportSvg(dir.filePath("whole.svg")), QString());
    QFile whole(dir.filePath("whole.svg"));
    QVERIFY(whole.open(QIODevice::ReadOnly));
    QXmlStreamReader wholeXml(&whole);
    QString wholeText;
    while (!wholeXml.atEnd())
        if (wholeXml.readNext() == QXmlStreamReader::Characters)
            wholeText += wholeXml.text();
    QVERIFY(wholeText.contains(QStringLiteral("geo::Circle::area(int) const")));
}

// The keyboard opens the current function's cycle: Graph > Show Cycle
// Members (Ctrl+M) expands it, and again collapses it; it is off for a
// function in no cycle.
void tst_CallGraph::cycleByKeyboard()
{
    MainWindow w;
    QVERIFY(showProfile(w));
    QVERIFY(QTest::qWaitForWindowActive(&w));
    CallGraphView *view = w.callGraphView();
    QAction *action = nullptr;
    for (QAction *a : view->menuActions())
        if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_M))
            action = a;
    QVERIFY(action);
    auto *flat = w.findChild<QTableView *>(QStringLiteral("flatProfile"));
    QVERIFY(flat);
    auto select = [&](const QString &name) {
        for (int r = 0; r < flat->model()->rowCount(); ++r)
            if (flat->model()->index(r, FlatProfileModel::Name).data().toString() == name)
                flat->setCurrentIndex(flat->model()->index(r, 0));
    };
    const int cycle = m_profile->symbol(symbolNamed("c1")).cycle;
    QVERIFY(cycle > 0);

    select(QStringLiteral("c1 <cycle %1>").arg(cycle));
    QVERIFY(action->isEnabled());
    QVERIFY(!action->isChecked());
    QTest::keyClick(&w, Qt::Key_M, Qt::ControlModifier);
    QVERIFY(view->options().expandedCycles.count(cycle));
    QVERIFY(QTest::qWaitFor(
        [&] { return !view->isLayingOut() && !view->layout().clusters.empty(); }, 20000));
    QVERIFY(action->isChecked());
    QTest::keyClick(&w, Qt::Key_M, Qt::ControlModifier);
    QVERIFY(!view->options().expandedCycles.count(cycle));
    QVERIFY(QTest::qWaitFor([&] { return !view->isLayingOut() && view->layout().clusters.empty(); },
                            20000));

    QCOMPARE(m_profile->symbol(symbolNamed("work")).cycle, 0);
    select(QStringLiteral("work"));
    QVERIFY(!action->isEnabled());
}

// A graph too big for its pane at a readable scale opens on the current
// function at that scale instead of shrinking to an unreadable overview;
// Fit to Window (Ctrl+0) still shows all of it.
void tst_CallGraph::bigGraphsOpenReadable()
{
    MainWindow w;
    QVERIFY(showProfile(w));
    CallGraphView *view = w.callGraphView();
    auto *canvas = view->findChild<QGraphicsView *>(QStringLiteral("callGraphCanvas"));
    QVERIFY(canvas);
    auto visible = [&] { return canvas->mapToScene(canvas->viewport()->rect()).boundingRect(); };
    auto allNodes = [&] {
        QRectF all;
        for (const auto &n : view->layout().nodes)
            all |= n.rect;
        return all;
    };
    // Small enough that the whole neighbourhood fits only below the readable scale.
    w.resize(640, 480);
    view->setCurrent(symbolNamed("work"));
    CallGraphOptions o = view->options();
    o.callerDepth = 3;
    view->setOptions(o);
    QVERIFY(QTest::qWaitFor([&] { return !view->isLayingOut(); }, 20000));
    const QRectF center = view->layout().nodes[size_t(view->graph().center)].rect;
    const QSize pane = canvas->viewport()->size();
    QVERIFY2(allNodes().width() * 0.7 > pane.width() || allNodes().height() * 0.7 > pane.height(),
             "the graph fits at a readable scale anyway: make the window smaller");
    QVERIFY2(canvas->transform().m11() >= 0.7 - 1e-9,
             qPrintable(QString::number(canvas->transform().m11())));
    QVERIFY(visible().contains(center.center()));

    QAction *fit = view->menuActions().first();
    QCOMPARE(fit->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_0));
    fit->trigger();
    QVERIFY(canvas->transform().m11() < 0.7);
    // The zoomed view had scroll bars; they go once the view lays itself out.
    QCoreApplication::processEvents();
    auto rectText = [](const QRectF &r) {
        return QStringLiteral("%1,%2 %3x%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
    };
    QVERIFY2(
        visible().contains(allNodes()),
        qPrintable(rectText(visible()) + QStringLiteral(" does not hold ") + rectText(allNodes())));

    // The whole program has no center: it opens on the current function.
    o.scope = CallGraphOptions::Scope::WholeProgram;
    o.threshold = 0;
    view->setOptions(o);
    QVERIFY(QTest::qWaitFor([&] { return !view->isLayingOut(); }, 20000));
    QCOMPARE(view->graph().center, -1);
    QVERIFY(allNodes().width() * 0.7 > pane.width() || allNodes().height() * 0.7 > pane.height());
    QVERIFY(canvas->transform().m11() >= 0.7 - 1e-9);
    const auto &nodes = view->graph().nodes;
    const auto work = std::find_if(nodes.begin(), nodes.end(),
                                   [&](const CallGraphNode &n) { return n.name == "work"; });
    QVERIFY(work != nodes.end());
    QVERIFY(visible().contains(view->layout().nodes[size_t(work - nodes.begin())].rect.center()));
}

// Opening a cycle or changing a depth lays the same function out again: the
// zoom the user chose stays, and the function is brought back into view.
void tst_CallGraph::relayoutKeepsTheZoom()
{
    MainWindow w;
    QVERIFY(showProfile(w));
    CallGraphView *view = w.callGraphView();
    auto *canvas = view->findChild<QGraphicsView *>(QStringLiteral("callGraphCanvas"));
    QVERIFY(canvas);
    view->setCurrent(symbolNamed("c1"));
    QVERIFY(QTest::qWaitFor([&] { return !view->isLayingOut(); }, 20000));
    const QList<QAction *> actions = view->menuActions();
    QAction *zoomIn = actions.at(1);
    QCOMPARE(zoomIn->shortcut(), QKeySequence(QKeySequence::ZoomIn));
    zoomIn->trigger();
    zoomIn->trigger();
    const double zoomed = canvas->transform().m11();

    QAction *cycle = nullptr;
    for (QAction *a : actions)
        if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_M))
            cycle = a;
    QVERIFY(cycle && cycle->isEnabled());
    cycle->trigger();
    QVERIFY(QTest::qWaitFor(
        [&] { return !view->isLayingOut() && !view->layout().clusters.empty(); }, 20000));
    QCOMPARE(canvas->transform().m11(), zoomed);
    const QRectF center = view->layout().nodes[size_t(view->graph().center)].rect;
    QVERIFY(
        canvas->mapToScene(canvas->viewport()->rect()).boundingRect().contains(center.center()));

    // Another function is placed afresh.
    view->setCurrent(symbolNamed("work"));
    QVERIFY(QTest::qWaitFor([&] { return !view->isLayingOut(); }, 20000));
    QVERIFY(canvas->transform().m11() != zoomed);
}

// Edges, arrows and labels stand out from the background, on screen and in
// the PNG export, with the light palette and with a dark one: the strongest
// ink outside the nodes has WCAG's 4.5:1 contrast against the background.
void tst_CallGraph::readsOnLightAndDarkPalettes()
{
    RestorePalette restore;
    MainWindow w; // one window: the desktop switches between them while it is open
    QVERIFY(showProfile(w));
    CallGraphView *view = w.callGraphView();
    for (const auto &[which, palette] : lightAndDarkPalettes()) {
        QApplication::setPalette(palette);
        QCoreApplication::processEvents();
        auto *canvas = view->findChild<QGraphicsView *>(QStringLiteral("callGraphCanvas"));
        QVERIFY(canvas);
        const QRectF sceneRect = canvas->scene()->sceneRect();
        QList<QRectF> nodes; // in scene coordinates, with a margin for their borders
        for (QGraphicsItem *item : canvas->scene()->items())
            if (item->type() == QGraphicsItem::UserType + 1)
                nodes << item->sceneBoundingRect().adjusted(-3, -3, 3, 3);
        QVERIFY(!nodes.isEmpty());
        // The strongest contrast against BACKGROUND among pixels outside the nodes.
        auto strongestInk = [&](const QImage &image, const QColor &background,
                                const std::function<QPointF(QPoint)> &toScene) {
            double best = 1;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x) {
                    const QPointF at = toScene(QPoint(x, y));
                    if (!sceneRect.contains(at))
                        continue;
                    bool inNode = false;
                    for (const QRectF &n : nodes)
                        inNode = inNode || n.contains(at);
                    if (!inNode)
                        best =
                            std::max(best, ink::contrastRatio(image.pixelColor(x, y), background));
                }
            return best;
        };
        const QColor base = palette.color(QPalette::Base);

        QTemporaryDir out;
        QCOMPARE(view->exportPng(out.filePath("g.png")), QString());
        const QImage png(out.filePath("g.png"));
        const double scale = png.width() / sceneRect.width();
        const double exported = strongestInk(png, png.pixelColor(0, 0), [&](QPoint p) {
            return sceneRect.topLeft() + QPointF(p) / scale;
        });
        QVERIFY2(exported >= 4.5,
                 qPrintable(which + QStringLiteral(" export: ") + QString::number(exported)));
        QCOMPARE(png.pixelColor(0, 0).rgb(), base.rgb()); // as on screen

        const QImage screen = canvas->viewport()->grab().toImage();
        QCOMPARE(screen.pixelColor(0, 0).rgb(), base.rgb());
        const double shown =
            strongestInk(screen, base, [&](QPoint p) { return canvas->mapToScene(p); });
        QVERIFY2(shown >= 4.5,
                 qPrintable(which + QStringLiteral(" screen: ") + QString::number(shown)));
    }
}

namespace {

// What ITEM paints in AREA (item coordinates), on a transparent image.
QImage paintedIn(QGraphicsItem *item, const QRectF &area)
{
    QImage image(area.size().toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.translate(-area.topLeft());
    QStyleOptionGraphicsItem option;
    option.exposedRect = area;
    item->paint(&p, &option, nullptr);
    return image;
}

// Pixels ITEM paints outside its bounding rect: the view repaints only
// inside it, so there such ink is cut off or left behind.
int inkOutsideBounds(QGraphicsItem *item)
{
    const QRectF bounds = item->boundingRect();
    const QRectF area = bounds.adjusted(-80, -80, 80, 80);
    const QImage image = paintedIn(item, area);
    const QRectF allowed = bounds.adjusted(-1, -1, 1, 1);
    int outside = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (qAlpha(image.pixel(x, y)) > 0 && !allowed.contains(area.topLeft() + QPointF(x, y)))
                ++outside;
    return outside;
}

} // namespace

// After a cycle is expanded, every call count is drawn whole at any zoom: an
// item of its own holding all of its text, in the room Graphviz kept for it,
// clear of the nodes and of the other counts; and no item paints outside its
// bounds (a count painted past them was cut until the view repainted all).
void tst_CallGraph::callCountsDrawnWhole()
{
    QTemporaryDir dir;
    // fib calls itself about 1200 times a round: counts of six digits.
    MainWindow w;
    QVERIFY(openProgram(w, dir, QStringLiteral("recursion.c"), {"200"}));
    CallGraphView *view = w.callGraphView();
    QVERIFY(showWholeProgram(view));
    int cycle = 0;
    for (const CallGraphNode &n : view->graph().nodes)
        if (n.kind == CallGraphNode::Kind::Cycle)
            cycle = n.cycle;
    QVERIFY(cycle > 0); // is_even and is_odd
    view->setCycleExpanded(cycle, true);
    QVERIFY(QTest::qWaitFor(
        [&] { return !view->isLayingOut() && !view->layout().clusters.empty(); }, 20000));

    auto *canvas = view->findChild<QGraphicsView *>(QStringLiteral("callGraphCanvas"));
    QVERIFY(canvas);
    QStringList expected;
    for (const CallGraphEdge &e : view->graph().edges)
        expected << QString::number(qulonglong(e.count));
    QVERIFY(std::any_of(expected.begin(), expected.end(),
                        [](const QString &t) { return t.size() >= 6; }));
    QStringList drawn;
    QList<QRectF> counts;
    for (QGraphicsItem *item : canvas->scene()->items()) {
        QVERIFY2(inkOutsideBounds(item) == 0, qPrintable(item->toolTip()));
        auto *text = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(item);
        if (!text || item->data(0) != QStringLiteral("callCount"))
            continue;
        drawn << text->text();
        const QRectF rect = item->sceneBoundingRect();
        QVERIFY2(rect.width() >= QFontMetricsF(text->font()).horizontalAdvance(text->text()),
                 qPrintable(text->text()));
        for (const auto &node : view->layout().nodes)
            QVERIFY2(!rect.intersects(node.rect), qPrintable(text->text()));
        for (const QRectF &other : std::as_const(counts))
            QVERIFY2(!rect.intersects(other), qPrintable(text->text()));
        counts << rect;
    }
    expected.sort();
    drawn.sort();
    QCOMPARE(drawn, expected);
}

// The whole program of a program with many functions is laid out in a shape
// one can read, not a strip many times wider than high, and with every
// count clear of the nodes.
void tst_CallGraph::largeGraphsKeepAReadableShape()
{
    QTemporaryDir dir;
    MainWindow w;
    QVERIFY(openProgram(w, dir, QStringLiteral("many.c"), {"600"}));
    CallGraphView *view = w.callGraphView();
    view->setNodeBudget(int(CallGraphOptions::kNodeBudget));
    QVERIFY(showWholeProgram(view));
    QSettings().remove(QStringLiteral("graph/nodeBudget"));
    const SceneLayout &layout = view->layout();
    const size_t nodes = view->graph().nodes.size();
    QVERIFY(nodes > 50);
    const double aspect = std::max(layout.bounds.width() / layout.bounds.height(),
                                   layout.bounds.height() / layout.bounds.width());
    QVERIFY2(aspect <= SceneLayout::kReadableAspect, qPrintable(QString::number(aspect)));
    for (const auto &e : layout.edges)
        for (const auto &n : layout.nodes)
            QVERIFY(!e.label.intersects(n.rect));
    // main calling most of them would make a strip from top to bottom: that
    // is foreseen, and dot runs once, from left to right.
    QVERIFY(layout.leftToRight);
    QCOMPARE(layout.passes, 1);
    // A small neighbourhood keeps the usual direction, in one run too.
    CallGraphOptions o = view->options();
    o.scope = CallGraphOptions::Scope::Neighbourhood;
    o.threshold = 0.05;
    const auto &symbols = w.profile()->symbols;
    o.center = int(std::find_if(symbols.begin(), symbols.end(),
                                [](const ProfileSymbol &s) { return s.name == "main"; }) -
                   symbols.begin());
    QVERIFY(showOptions(view, o));
    QVERIFY(view->graph().nodes.size() < 20);
    QVERIFY(!view->layout().leftToRight);
    QCOMPARE(view->layout().passes, 1);
}

// The status says which limit left functions out: the threshold or the
// node budget; the budget can be raised from there, and stays raised.
void tst_CallGraph::statusSaysWhichLimitActed()
{
    QTemporaryDir dir;
    MainWindow w;
    QVERIFY(openProgram(w, dir, QStringLiteral("many.c"), {"600"}));
    CallGraphView *view = w.callGraphView();
    auto *status = view->findChild<QLabel *>(QStringLiteral("graphStatus"));
    QVERIFY(status);
    CallGraphOptions o = view->options();
    o.scope = CallGraphOptions::Scope::WholeProgram;
    o.threshold = 0;
    o.nodeBudget = 5000;
    QVERIFY(showOptions(view, o));
    const int all = int(view->graph().nodes.size());
    QVERIFY(all > 20);
    QCOMPARE(view->graph().hiddenNodes, 0);
    QVERIFY2(!status->text().contains(QStringLiteral("hidden")), qPrintable(status->text()));

    // A threshold above the quietest: they are hidden below it.
    std::vector<double> shares;
    for (const CallGraphNode &n : view->graph().nodes)
        shares.push_back(n.totalShare);
    std::sort(shares.begin(), shares.end());
    const auto above = std::upper_bound(shares.begin(), shares.end(), shares.front());
    QVERIFY(above != shares.end());
    o.threshold = *above;

    QVERIFY(showOptions(view, o));
    QVERIFY(view->graph().belowThreshold > 0);
    QCOMPARE(view->graph().overBudget, 0);
    QVERIFY2(status->text().contains(QStringLiteral("%1 hidden below %2 %")
                                         .arg(view->graph().belowThreshold)
                                         .arg(100 * o.threshold, 0, 'f', 1)),
             qPrintable(status->text()));
    QVERIFY(!status->text().contains(QStringLiteral("at most")));

    // No threshold, a budget of a third: the budget hid them, and says so.
    o.threshold = 0;
    o.nodeBudget = size_t(all / 3);
    QVERIFY(showOptions(view, o));
    QCOMPARE(int(view->graph().nodes.size()), all / 3);
    QCOMPARE(view->graph().overBudget, all - all / 3);
    QCOMPARE(view->graph().belowThreshold, 0);
    QVERIFY2(status->text().contains(QStringLiteral("%1 hidden: the graph shows at most %2 "
                                                    "functions")
                                         .arg(all - all / 3)
                                         .arg(all / 3)),
             qPrintable(status->text()));
    QVERIFY(!status->text().contains(QStringLiteral("below")));
    QVERIFY(status->text().contains(QStringLiteral("href=\"more\"")));

    // Show more: twice the budget, more nodes, kept for the next window.
    emit status->linkActivated(QStringLiteral("more"));
    QVERIFY(QTest::qWaitFor([&] { return !view->isLayingOut(); }, 20000));
    QCOMPARE(view->options().nodeBudget, size_t(2 * (all / 3)));
    QCOMPARE(int(view->graph().nodes.size()), 2 * (all / 3));
    QCOMPARE(QSettings().value(QStringLiteral("graph/nodeBudget")).toInt(), 2 * (all / 3));
    // Raised again, it shows them all, and no more than there are.
    emit status->linkActivated(QStringLiteral("more"));
    QVERIFY(QTest::qWaitFor([&] { return !view->isLayingOut(); }, 20000));
    QCOMPARE(int(view->graph().nodes.size()), all);
    QCOMPARE(view->graph().hiddenNodes, 0);
    QCOMPARE(view->options().nodeBudget, size_t(all));
    MainWindow again;
    QCOMPARE(again.callGraphView()->options().nodeBudget, size_t(all));
    QSettings().remove(QStringLiteral("graph/nodeBudget"));
}

// A layout in progress can be cancelled (Escape, or the button beside the
// status): the graph shown stays, the controls say what it shows, and the
// result that comes late is dropped.
void tst_CallGraph::layoutCanBeCancelled()
{
    MainWindow w;
    QVERIFY(showProfile(w));
    CallGraphView *view = w.callGraphView();
    const CallGraphOptions shown = view->options();
    QCOMPARE(shown.scope, CallGraphOptions::Scope::Neighbourhood);
    auto *cancel = view->findChild<QToolButton *>(QStringLiteral("graphCancel"));
    QVERIFY(cancel);
    QVERIFY(!cancel->isVisible());
    auto *status = view->findChild<QLabel *>(QStringLiteral("graphStatus"));
    QVERIFY(status);
    auto *scope = view->findChild<QComboBox *>();
    QVERIFY(scope);
    QVERIFY(QTest::qWaitForWindowActive(&w));
    auto *canvas = view->findChild<QGraphicsView *>(QStringLiteral("callGraphCanvas"));
    QVERIFY(canvas);
    canvas->setFocus();
    // The static arcs, found in the background, lay the graph out again: first that.
    QVERIFY(QTest::qWaitFor([&] { return !w.document()->isBusy() && view->layoutsRunning() == 0; },
                            20000));
    QSignalSpy finished(view, &CallGraphView::layoutFinished);
    const std::set<std::string> before = names(view->graph());

    // Escape, while the whole program is laid out.
    scope->setCurrentIndex(1);
    QVERIFY(view->isLayingOut());
    QVERIFY(cancel->isVisible());
    QTest::keyClick(canvas, Qt::Key_Escape);
    QVERIFY(!view->isLayingOut());
    QVERIFY(!cancel->isVisible());
    QCOMPARE(names(view->graph()), before);
    QCOMPARE(view->options().scope, CallGraphOptions::Scope::Neighbourhood);
    QCOMPARE(scope->currentIndex(), 0);
    QVERIFY2(status->text().contains(QStringLiteral("cancelled")), qPrintable(status->text()));
    // The late result is dropped.
    QVERIFY(QTest::qWaitFor([&] { return view->layoutsRunning() == 0; }, 20000));
    QCoreApplication::processEvents();
    QCOMPARE(finished.count(), 0);
    QCOMPARE(names(view->graph()), before);
    QCOMPARE(view->options().scope, CallGraphOptions::Scope::Neighbourhood);

    // The button does the same; then a layout asked for again is drawn.
    CallGraphOptions whole = shown;
    whole.scope = CallGraphOptions::Scope::WholeProgram;
    view->setOptions(whole);
    QVERIFY(cancel->isVisible());
    cancel->click();
    QVERIFY(!view->isLayingOut());
    QCOMPARE(names(view->graph()), before);
    QVERIFY(showOptions(view, whole));
    QCOMPARE(finished.count(), 1);
    QCOMPARE(view->graph().center, -1); // the whole program has none
    QCOMPARE(scope->currentIndex(), 1);
}

// Every control of the graph (the Highlight field, static arcs, Fit and
// Export included) is shown at the window's default size, at 1000 pixels
// and on an 800x600 screen: none is hidden behind an overflow button, none
// is cut by the pane's edge, none covers another.
void tst_CallGraph::controlsShownAtEveryWidth()
{
    MainWindow w;
    QVERIFY(showProfile(w));
    CallGraphView *view = w.callGraphView();
    auto *bar = view->findChild<QWidget *>(QStringLiteral("graphControls"));
    QVERIFY(bar);
    QWidgetList controls;
    for (QObject *child : bar->children())
        if (child->isWidgetType())
            controls << static_cast<QWidget *>(child);
    QVERIFY(controls.size() >= 9);
    const QSize defaultSize = MainWindow().size();
    for (const QSize size : {defaultSize, QSize(1000, 700), QSize(800, 600)}) {
        w.resize(size);
        QVERIFY(QTest::qWaitFor([&] { return w.size() == size; }, 5000));
        QCoreApplication::processEvents();
        const QString at = QStringLiteral("%1x%2: ").arg(size.width()).arg(size.height());
        QVERIFY2(view->rect().contains(bar->geometry()), qPrintable(at));
        for (QWidget *c : std::as_const(controls)) {
            const QString what =
                at + c->metaObject()->className() + QLatin1Char(' ') + c->toolTip().left(40);
            QVERIFY2(c->isVisible(), qPrintable(what));
            QVERIFY2(bar->rect().contains(c->geometry()), qPrintable(what));
            QVERIFY2(c->width() >= c->minimumSizeHint().width(), qPrintable(what));
            for (QWidget *other : std::as_const(controls))
                QVERIFY2(other == c || !other->geometry().intersects(c->geometry()),
                         qPrintable(what));
        }
        // The graph keeps most of the pane.
        QVERIFY2(bar->height() * 3 < view->height(), qPrintable(at));
    }
}

// A node's context menu expands its cycle, hides it (and the status offers
// to show it again), focuses on it, opens its source, and copies its name;
// right-clicking a node opens the same menu.
void tst_CallGraph::nodeContextMenu()
{
    MainWindow w;
    QVERIFY(showProfile(w));
    CallGraphView *view = w.callGraphView();
    auto nodeNamed = [&](const std::string &name) {
        for (size_t i = 0; i < view->graph().nodes.size(); ++i)
            if (view->graph().nodes[i].name == name)
                return int(i);
        return -1;
    };
    auto trigger = [&](int node, const QString &text) {
        std::unique_ptr<QMenu> menu(view->createNodeMenu(node, nullptr));
        for (QAction *a : menu->actions())
            if (a->text().remove(QLatin1Char('&')).startsWith(text) && a->isEnabled()) {
                a->trigger();
                return QTest::qWaitFor([&] { return !view->isLayingOut(); }, 20000);
            }
        return false;
    };
    const int cycle = m_profile->symbol(symbolNamed("c1")).cycle;
    QVERIFY(nodeNamed(cycleNodeOf("c1")) >= 0);

    // Right-click on the cycle node: its menu.
    auto *canvas = view->findChild<QGraphicsView *>(QStringLiteral("callGraphCanvas"));
    QVERIFY(canvas);
    const QPoint at = canvas->mapFromScene(
        view->layout().nodes[size_t(nodeNamed(cycleNodeOf("c1")))].rect.center());
    QStringList offered;
    QTimer::singleShot(0, this, [&] {
        if (auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) {
            for (QAction *a : menu->actions())
                offered << a->text().remove(QLatin1Char('&'));
            menu->close();
        }
    });
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, canvas->viewport()->mapToGlobal(at));
    QApplication::sendEvent(canvas->viewport(), &event);
    QVERIFY2(offered.contains(QStringLiteral("Expand Cycle %1").arg(cycle)),
             qPrintable(offered.join(QLatin1Char('|'))));

    // Expand.
    QVERIFY(trigger(nodeNamed(cycleNodeOf("c1")), QStringLiteral("Expand Cycle")));
    QVERIFY(view->options().expandedCycles.count(cycle));
    QVERIFY(nodeNamed("c1") >= 0);
    QCOMPARE(nodeNamed(cycleNodeOf("c1")), -1);

    // Hide a member; the status offers it back.
    QVERIFY(trigger(nodeNamed("c3"), QStringLiteral("Hide This Function")));
    QCOMPARE(nodeNamed("c3"), -1);
    QCOMPARE(view->graph().hiddenByUser, 1);
    auto *status = view->findChild<QLabel *>(QStringLiteral("graphStatus"));
    QVERIFY2(status->text().contains(QStringLiteral("1 hidden by you")),
             qPrintable(status->text()));
    emit status->linkActivated(QStringLiteral("unhide"));
    QVERIFY(QTest::qWaitFor([&] { return !view->isLayingOut(); }, 20000));
    QVERIFY(nodeNamed("c3") >= 0);
    QCOMPARE(view->graph().hiddenByUser, 0);

    // Collapse from a member.
    QVERIFY(trigger(nodeNamed("c1"), QStringLiteral("Collapse Cycle")));
    QVERIFY(!view->options().expandedCycles.count(cycle));
    QVERIFY(nodeNamed(cycleNodeOf("c1")) >= 0);

    // Copy the name.
    const int work = nodeNamed("work");
    QVERIFY(work >= 0);
    QVERIFY(trigger(work, QStringLiteral("Copy Name")));
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("work"));

    // Focus on a caller of the center: it becomes current and the center.
    auto *current = w.findChild<QLabel *>(QStringLiteral("currentFunction"));
    QVERIFY(current);
    const int ping = nodeNamed(cycleNodeOf("ping"));
    QVERIFY(ping >= 0);
    QVERIFY(trigger(ping, QStringLiteral("Expand Cycle")));
    QVERIFY(trigger(nodeNamed("pong"), QStringLiteral("Focus Here")));
    QVERIFY2(current->text().contains(QStringLiteral("pong")), qPrintable(current->text()));
    QCOMPARE(view->graph().nodes[size_t(view->graph().center)].name, std::string("pong"));

    // Go to source: work becomes current and the source pane is shown.
    auto *tabs = w.findChild<QTabWidget *>();
    QVERIFY(tabs);
    QVERIFY(trigger(nodeNamed("work"), QStringLiteral("Go to Source")));
    QVERIFY2(current->text().contains(QStringLiteral("work")), qPrintable(current->text()));
    QCOMPARE(tabs->currentWidget()->objectName(), QStringLiteral("source"));

    // The menu key: the current function's menu, wherever the mouse is.
    QGuiApplication::clipboard()->clear();
    bool opened = false;
    QTimer::singleShot(0, this, [&] {
        if (auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) {
            opened = true;
            for (QAction *a : menu->actions())
                if (a->text().remove(QLatin1Char('&')) == QStringLiteral("Copy Name"))
                    a->trigger();
            menu->close();
        }
    });
    QContextMenuEvent key(QContextMenuEvent::Keyboard, QPoint(1, 1));
    QApplication::sendEvent(canvas->viewport(), &key);
    QVERIFY(opened);
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("work"));
}

namespace {

// The fill a node item paints: left of its text, halfway down.
QColor nodeFill(QGraphicsItem *node)
{
    const QRectF bounds = node->boundingRect();
    return paintedIn(node, bounds).pixelColor(QPoint(2 + 3, int(bounds.height() / 2)));
}

} // namespace

// Base against New over New's graph: a significantly slower function red,
// a faster one green, an unchanged one grey, each tooltip with its change;
// the arrow whose calls per run changed labelled "base → new"; a legend.
// Cleared, the graph is drawn as before. A comparison of another profile
// is not drawn.
void tst_CallGraph::comparisonColoursNodesAndEdges()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto [base, next] = profileComparedBuilds(dir.path());
    QVERIFY(base && next);
    auto comparison = std::make_shared<const Comparison>(handBuiltComparison(
        base, 1, next, 1, {{"grows", DeltaStatus::Slower}, {"shrinks", DeltaStatus::Faster}}));
    auto deltaOf = [&](const std::string &name) -> const FunctionDelta & {
        for (const FunctionDelta &d : comparison->functions)
            if (d.name == name)
                return d;
        qFatal("no delta for %s", name.c_str());
    };

    CallGraphView view;
    view.resize(900, 700);
    view.show();
    view.setProfile(next);
    QVERIFY(showWholeProgram(&view));
    auto *canvas = view.findChild<QGraphicsView *>(QStringLiteral("callGraphCanvas"));
    auto *legend = view.findChild<QLabel *>(QStringLiteral("graphLegend"));
    QVERIFY(canvas && legend);
    auto nodeNamed = [&](const std::string &name) -> QGraphicsItem * {
        const QString start = QStringLiteral("<b>%1</b>").arg(QString::fromStdString(name));
        for (QGraphicsItem *item : canvas->scene()->items())
            if (item->type() == QGraphicsItem::UserType + 1 && item->toolTip().startsWith(start))
                return item;
        return nullptr;
    };
    auto labels = [&] {
        QStringList out;
        for (QGraphicsItem *item : canvas->scene()->items())
            if (item->data(0) == QStringLiteral("callCount"))
                out << static_cast<QGraphicsSimpleTextItem *>(item)->text();
        out.sort();
        return out;
    };
    const std::vector<std::string> functions{"grows", "shrinks", "steady", "often", "main"};
    std::map<std::string, QRgb> plain;
    for (const std::string &f : functions) {
        QVERIFY2(nodeNamed(f), f.c_str());
        plain[f] = nodeFill(nodeNamed(f)).rgb();
    }
    const QStringList plainLabels = labels();
    QVERIFY(legend->isHidden());

    view.setComparison(comparison);
    QVERIFY(QTest::qWaitFor([&] { return !view.isLayingOut(); }, 20000));
    QVERIFY(view.activeComparison() == comparison.get());
    QVERIFY(!legend->isHidden());
    QVERIFY(legend->text().contains(QStringLiteral("slower")));

    const QColor slower = nodeFill(nodeNamed("grows"));
    const QColor faster = nodeFill(nodeNamed("shrinks"));
    const QColor steady = nodeFill(nodeNamed("steady"));
    QVERIFY2(slower.hsvSaturationF() > 0.15 &&
                 (slower.hsvHueF() <= 20 / 360.0 || slower.hsvHueF() >= 340 / 360.0),
             qPrintable(slower.name()));
    QVERIFY2(faster.hsvSaturationF() > 0.15 && faster.hsvHueF() >= 90 / 360.0 &&
                 faster.hsvHueF() <= 160 / 360.0,
             qPrintable(faster.name()));
    QVERIFY2(steady.hsvSaturationF() < 0.05, qPrintable(steady.name()));
    // often's calls changed, its time did not: grey too.
    QVERIFY(nodeFill(nodeNamed("often")).hsvSaturationF() < 0.05);

    // Arrows into a significantly changed function take its direction's
    // colour: as many red arrows as calls into grows, green into shrinks.
    auto inkedEdges = [&](double lowHue, double highHue) {
        int count = 0;
        for (QGraphicsItem *item : canvas->scene()->items()) {
            if (item->type() != QGraphicsItem::UserType + 2) // an edge
                continue;
            const QImage image = paintedIn(item, item->boundingRect());
            QColor most(Qt::white);
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x) {
                    const QColor c = image.pixelColor(x, y);
                    if (c.alpha() > 200 && c.hsvSaturationF() > most.hsvSaturationF())
                        most = c;
                }
            const double hue = most.hsvHueF() * 360;
            count += most.hsvSaturationF() > 0.5 &&
                     (lowHue <= highHue ? hue >= lowHue && hue <= highHue
                                        : hue >= lowHue || hue <= highHue);
        }
        return count;
    };
    auto callsInto = [&](const std::string &name) {
        int count = 0;
        for (const CallGraphEdge &e : view.graph().edges)
            count += view.graph().nodes[size_t(e.to)].name == name && !e.isStatic;
        return count;
    };
    QVERIFY(callsInto("grows") > 0);
    QCOMPARE(inkedEdges(340, 20), callsInto("grows"));
    QCOMPARE(inkedEdges(90, 160), callsInto("shrinks"));

    // The tooltip: both sides' seconds and the change, its interval and p.
    const FunctionDelta &grows = deltaOf("grows");
    const QString tip = nodeNamed("grows")->toolTip();
    for (const QString &part :
         {QString::number(grows.baseSeconds, 'f', 3), QString::number(grows.newSeconds, 'f', 3),
          QLatin1Char('+') + QString::number(grows.deltaSeconds, 'f', 3),
          QLatin1Char('+') + QString::number(grows.deltaPercent, 'f', 1) + QLatin1Char('%'),
          QString::number(grows.ciLow, 'f', 3), QString::number(grows.ciHigh, 'f', 3),
          QStringLiteral("p = ") + QString::number(grows.pValue, 'g', 2),
          QStringLiteral("estimated")})
        QVERIFY2(tip.contains(part), qPrintable(part + QStringLiteral(" not in ") + tip));

    // main -> often: twice the calls per run, both counts on its arrow.
    const ArcDelta *often = nullptr;
    for (const ArcDelta &a : comparison->arcs)
        if (a.caller == "main" && a.callee == "often")
            often = &a;
    QVERIFY(often && often->baseCalls > 0 && often->newCalls == 2 * often->baseCalls);
    const QString changed = QStringLiteral("%1 → %2")
                                .arg(qulonglong(often->baseCalls))
                                .arg(qulonglong(often->newCalls));
    QVERIFY2(labels().contains(changed), qPrintable(labels().join(QLatin1Char(' '))));
    QCOMPARE(labels().filter(QStringLiteral("→")).size(), 1); // the others did not change
    // Still whole, in the room kept for it, clear of the nodes.
    for (QGraphicsItem *item : canvas->scene()->items()) {
        auto *text = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(item);
        if (!text || text->text() != changed)
            continue;
        QVERIFY(text->toolTip().contains(QStringLiteral("per run")));
        const QRectF rect = item->sceneBoundingRect();
        QVERIFY(rect.width() >= QFontMetricsF(text->font()).horizontalAdvance(changed));
        for (const auto &node : view.layout().nodes)
            QVERIFY(!rect.intersects(node.rect));
    }

    // The comparison is of New: over Base's graph it is not drawn.
    view.setProfile(base);
    QVERIFY(showWholeProgram(&view));
    QVERIFY(!view.activeComparison());
    QVERIFY(legend->isHidden());
    QCOMPARE(labels().filter(QStringLiteral("→")).size(), 0);

    view.setProfile(next);
    QVERIFY(showWholeProgram(&view));
    QVERIFY(view.activeComparison());
    QVERIFY(labels().contains(changed));
    view.setComparison(nullptr);
    QVERIFY(QTest::qWaitFor([&] { return !view.isLayingOut(); }, 20000));
    QVERIFY(legend->isHidden());
    for (const std::string &f : functions)
        QCOMPARE(nodeFill(nodeNamed(f)).rgb(), plain.at(f));
    QCOMPARE(labels(), plainLabels);
    QCOMPARE(inkedEdges(340, 20) + inkedEdges(90, 160), 0);
    QVERIFY(!nodeNamed("grows")->toolTip().contains(QStringLiteral("Base")));
}

QTEST_MAIN(tst_CallGraph)
#include "tst_callgraph.moc"
