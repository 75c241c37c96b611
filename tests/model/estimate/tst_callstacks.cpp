// SPDX-License-Identifier: MIT
// The estimated call paths (CallStacks) and the call trees over them: on
// real programs, each function's self time and %time summed over every
// path are gprof's (its call graph, parsed from gprof -q); cycles never
// loop; the trees' models pass QAbstractItemModelTester; the collapsed
// stacks add up to the flat profile.
#include "TestSupport.h"
#include "app/ExportCommand.h"
#include "model/estimate/CallStacks.h"
#include "model/items/CallTreeModel.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <functional>
#include <map>
#include <set>
#include <sstream>

using namespace gmonview;
using namespace gmonview::test;

namespace {

struct GprofEntry
{
    double percent = 0;
    double self = 0;
};

// gprof -b -q's primary lines, by name (" <cycle N>" dropped); cycles as a
// whole under their "<cycle N as a whole>".
std::map<QString, GprofEntry> primaryLines(const QByteArray &callGraph)
{
    static const QRegularExpression line(QStringLiteral(
        R"(^\[(\d+)\]\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+(?:[\d+]+\s+)?(.+?)(?: <cycle \d+>)? \[\d+\]$)"));
    std::map<QString, GprofEntry> out;
    for (const QByteArray &l : callGraph.split('\n')) {
        const auto m = line.match(QString::fromLatin1(l));
        if (m.hasMatch())
            out[m.captured(5)] = {m.captured(2).toDouble(), m.captured(3).toDouble()};
    }
    return out;
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

} // namespace

class tst_CallStacks : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void totalsAreGprofs_data();
    void totalsAreGprofs();
    void cyclesDoNotLoop();
    void cycleNobodyCallsHoldsItsMembers();
    void bottomUpSharesSelfTime();
    void collapsedStacksAddUp();
    void firstLevelIsGprofsDeeperIsEstimated();
    void modelsPassTheTester();
    void smallPathsLeftOutButCounted();
    void exportCollapsed();

private:
    std::shared_ptr<const ProfileResult> profile(const QString &source) const
    {
        return m_profiles.at(source);
    }
    QTemporaryDir m_dir;
    std::map<QString, std::shared_ptr<const ProfileResult>> m_profiles;
};

void tst_CallStacks::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // The programs of the parity suite (tst_gprofparity) that run without
    // arguments, as it builds them, and many.c.
    const std::pair<const char *, QStringList> programs[] = {
        {"recursion.c", {"-pg", "-O0", "-g"}},   {"cycles.c", {"-pg", "-O0", "-g"}},
        {"compare.c", {"-pg", "-O0", "-g"}},     {"many.c", {"-pg", "-O0", "-g"}},
        {"clones.c", {"-pg", "-O2", "-g"}},      {"threads.c", {"-pg", "-O0", "-pthread"}},
        {"templates.cpp", {"-pg", "-O0", "-g"}},
    };
    for (const auto &[source, flags] : programs) {
        const QString name = QString::fromLatin1(source);
        const QString exe = m_dir.filePath(QFileInfo(name).completeBaseName());
        auto p = profileProgram(name, flags, exe);
        QVERIFY2(p, source);
        m_profiles[name] = p;
    }
}

void tst_CallStacks::totalsAreGprofs_data()
{
    QTest::addColumn<QString>("source");
    for (const char *source : {"recursion.c", "cycles.c", "compare.c", "many.c", "clones.c",
                               "threads.c", "templates.cpp"})
        QTest::newRow(source) << QString::fromLatin1(source);
}

// Each function's self and total time summed over every path of the
// top-down stacks are its propagated times, and print as gprof's call
// graph prints them.
void tst_CallStacks::totalsAreGprofs()
{
    QFETCH(QString, source);
    const auto p = profile(source);
    const CallStacks stacks(*p);
    const auto flat = stacks.topDown();
    QCOMPARE(flat.leftOut, 0.0);
    std::vector<double> self(p->symbols.size()), total(p->symbols.size());
    std::vector<double> cycleTotal(p->cycles.size());
    for (const auto &f : flat.frames) {
        if (f.kind == CallStacks::Kind::Cycle) {
            cycleTotal[size_t(f.id - 1)] += f.total;
            continue;
        }
        self[size_t(f.id)] += f.self;
        total[size_t(f.id)] += f.total;
    }
    const QString exe = QFileInfo(source).completeBaseName();
    const ProcessResult gprof = runGprof({"-b", "-q", exe, exe + ".out"}, m_dir.path());
    QCOMPARE(gprof.exitCode, 0);
    const auto theirs = primaryLines(gprof.out);
    QVERIFY(!theirs.empty());
    int compared = 0;
    for (size_t i = 0; i < p->symbols.size(); ++i) {
        const ProfileSymbol &s = p->symbols[i];
        const QString name = QString::fromStdString(s.displayName);
        QVERIFY2(near(self[i], s.propSelf), qPrintable(name));
        QVERIFY2(near(total[i], s.propSelf + s.propChild), qPrintable(name));
        const auto it = theirs.find(name);
        if (it == theirs.end())
            continue;
        const double percent = 100 * total[i] / p->printTime;
        QVERIFY2(std::abs(percent - it->second.percent) <= 0.05 + 1e-9,
                 qPrintable(QStringLiteral("%1: %2 %, gprof %3")
                                .arg(name)
                                .arg(percent)
                                .arg(it->second.percent)));
        QVERIFY2(std::abs(self[i] / double(p->rate) - it->second.self) <= 0.005 + 1e-9,
                 qPrintable(name));
        ++compared;
    }
    for (size_t c = 0; c < p->cycles.size(); ++c) {
        const ProfileCycle &cycle = p->cycles[c];
        double membersSelf = 0;
        for (int m : cycle.members)
            membersSelf += p->symbol(m).propSelf;
        QVERIFY(near(cycleTotal[c], membersSelf + cycle.propChild));
        const auto it = theirs.find(QStringLiteral("<cycle %1 as a whole>").arg(cycle.number));
        if (it == theirs.end()) {
            QVERIFY(!cycle.printFlag); // gprof leaves out a cycle with no time
            continue;
        }
        ++compared;
        QVERIFY(std::abs(100 * cycleTotal[c] / p->printTime - it->second.percent) <= 0.05 + 1e-9);
    }
    QVERIFY(compared >= 3);
}

// No path goes through the same function or cycle twice, top-down or
// bottom-up, and cycles.c has cycles to walk.
void tst_CallStacks::cyclesDoNotLoop()
{
    const auto p = profile("cycles.c");
    QVERIFY(p->cycles.size() >= 2);
    const CallStacks stacks(*p);
    for (const auto &flat : {stacks.topDown(), stacks.bottomUp()}) {
        QVERIFY(!flat.frames.empty());
        int cycleFrames = 0;
        for (size_t i = 0; i < flat.frames.size(); ++i) {
            std::set<std::pair<int, int>> seen;
            for (int at = int(i); at >= 0; at = flat.frames[size_t(at)].parent) {
                const auto &f = flat.frames[size_t(at)];
                const int unitId = f.kind == CallStacks::Kind::Member
                                       ? -p->symbol(f.id).cycle
                                       : (f.kind == CallStacks::Kind::Cycle ? -f.id : f.id);
                // A member sits right under (or, bottom-up, over) its cycle.
                if (f.kind == CallStacks::Kind::Cycle)
                    ++cycleFrames;
                const auto key =
                    std::make_pair(f.kind == CallStacks::Kind::Function ? 0 : 1, unitId);
                if (f.kind != CallStacks::Kind::Member)
                    QVERIFY2(seen.insert(key).second, "a path loops");
            }
        }
        QVERIFY(cycleFrames > 0);
    }
}

// main's own cycle (main <-> helper in cycles.c) is called by nothing
// outside it, so gprof gives the cycle as a whole no self time; its members
// have samples all the same. Its frame holds them: as wide as its members'
// self time and their calls out, and the roots add up to the whole profile.
void tst_CallStacks::cycleNobodyCallsHoldsItsMembers()
{
    const QString exe = m_dir.filePath(QStringLiteral("cycles-synthetic"));
    QCOMPARE(compileProgram(QStringLiteral("cycles.c"), {"-pg", "-O0", "-g"}, exe).exitCode, 0);
    const SyntheticProfile planned = cyclesProfile();
    QCOMPARE(writeSyntheticRun(exe, exe + QStringLiteral(".out"), planned), QString());
    const auto p = profileOf(exe, exe + QStringLiteral(".out"));
    QVERIFY(p);
    const int main = functionNamed(*p, "main");
    QVERIFY(main >= 0);
    const int cycle = p->symbol(main).cycle;
    QVERIFY(cycle > 0);
    const ProfileCycle &mainCycle = p->cycles[size_t(cycle - 1)];
    QCOMPARE(mainCycle.propSelf, 0.0); // gprof's figure for it
    double membersSelf = 0;
    for (int m : mainCycle.members)
        membersSelf += p->symbol(m).propSelf;
    QCOMPARE(membersSelf, double(planned.samples.at("main") + planned.samples.at("helper")));

    const CallStacks stacks(*p);
    const auto flat = stacks.topDown();
    double roots = 0;
    int cycleFrame = -1;
    for (size_t i = 0; i < flat.frames.size(); ++i) {
        const auto &f = flat.frames[i];
        if (f.parent >= 0)
            continue;
        roots += f.total;
        if (f.kind == CallStacks::Kind::Cycle && f.id == cycle)
            cycleFrame = int(i);
    }
    QVERIFY(cycleFrame >= 0);
    QVERIFY(near(flat.frames[size_t(cycleFrame)].total, membersSelf + mainCycle.propChild));
    QVERIFY(near(roots, p->printTime));
    double below = 0;
    for (const auto &f : flat.frames)
        if (f.parent == cycleFrame)
            below += f.total;
    QVERIFY(near(below, flat.frames[size_t(cycleFrame)].total));
}

// Bottom-up, the roots are the functions with self time, each as wide as
// it; a root's callers carry its time by their share of its calls.
void tst_CallStacks::bottomUpSharesSelfTime()
{
    const auto p = profile("recursion.c");
    const CallStacks stacks(*p);
    const auto flat = stacks.bottomUp();
    double roots = 0, selves = 0;
    for (const auto &s : p->symbols)
        selves += s.propSelf;
    for (size_t i = 0; i < flat.frames.size(); ++i) {
        const auto &f = flat.frames[i];
        if (f.parent < 0) {
            roots += f.total;
            QVERIFY(near(f.total, p->symbol(f.id).propSelf));
        }
        // A frame's callers are no wider than it.
        double callers = 0;
        for (size_t j = i + 1; j < flat.frames.size() && flat.frames[j].depth > f.depth; ++j)
            if (flat.frames[j].parent == int(i))
                callers += flat.frames[j].total;
        QVERIFY(callers <= f.total * (1 + 1e-9) + 1e-12);
        QVERIFY(near(callers + f.self, f.total));
    }
    QVERIFY(near(roots, selves));
}

// The collapsed stacks: each line "a;b;c WEIGHT", the weight a whole number
// of microseconds (inferno and speedscope read only integers; issue 25,
// point 11); summed by the last frame they are each function's self time.
void tst_CallStacks::collapsedStacksAddUp()
{
    const auto p = profile("cycles.c");
    const CallStacks stacks(*p);
    std::ostringstream out;
    const CollapsedLeftOut left = writeCollapsed(out, stacks, stacks.topDown(), p->rate);
    std::map<std::string, double> byLeaf;
    std::map<std::string, int> linesOf;
    std::istringstream in(out.str());
    std::string line;
    int lines = 0;
    bool sawCycle = false;
    while (std::getline(in, line)) {
        const size_t space = line.rfind(' ');
        QVERIFY(space != std::string::npos);
        const std::string path = line.substr(0, space);
        const std::string leaf = path.substr(path.rfind(';') + 1);
        // A whole number of microseconds, at least 1, written as digits.
        const std::string weight = line.substr(space + 1);
        QVERIFY2(!weight.empty() && weight.find_first_not_of("0123456789") == std::string::npos,
                 line.c_str());
        QVERIFY(std::stoll(weight) >= 1);
        byLeaf[leaf] += double(std::stoll(weight));
        ++linesOf[leaf];
        sawCycle |= path.find(" as a whole>;") != std::string::npos;
        ++lines;
    }
    QVERIFY(lines > 3);
    QVERIFY(sawCycle);
    // Each function's self time in microseconds, within the rounding of its
    // lines and what was left out.
    const double micros = 1e6 / double(p->rate);
    for (const auto &s : p->symbols)
        if (s.propSelf > 0)
            QVERIFY2(std::abs(byLeaf[s.displayName] - s.propSelf * micros) <=
                         0.5 * linesOf[s.displayName] + left.micros + 1e-6,
                     s.displayName.c_str());
    QVERIFY(left.micros < 0.5 * double(left.paths) + 1e-9);
}

// Under main (whose time is all on one path) a callee's figures are gprof's;
// under a function called from two places they are estimated.
void tst_CallStacks::firstLevelIsGprofsDeeperIsEstimated()
{
    const auto p = profile("many.c");
    CallTreeModel model(CallTreeModel::Direction::TopDown);
    model.setProfile(p);
    const int main = functionNamed(*p, "main");
    QVERIFY(main >= 0);
    const QModelIndex mainIndex = model.find(main);
    QVERIFY(mainIndex.isValid());
    QVERIFY(!mainIndex.parent().isValid());
    QCOMPARE(model.data(mainIndex, CallTreeModel::EstimatedRole).toBool(), false);
    QVERIFY(model.rowCount(mainIndex) > 0);
    for (int r = 0; r < model.rowCount(mainIndex); ++r)
        QCOMPARE(model.data(model.index(r, 0, mainIndex), CallTreeModel::EstimatedRole).toBool(),
                 false);
    // Below: a node's figures are gprof's when its parent's path carries all
    // of the parent's time (self + children, gprof's), else estimated; and
    // somewhere a function is reached along one of several paths.
    auto wholeTime = [&](const QModelIndex &node) {
        const int symbol = node.data(CallTreeModel::SymbolRole).toInt();
        if (symbol >= 0)
            return p->symbol(symbol).propSelf + p->symbol(symbol).propChild;
        static const QRegularExpression cycle(QStringLiteral("^<cycle (\\d+) as a whole>$"));
        const auto m = cycle.match(node.data().toString());
        const ProfileCycle &c = p->cycles[size_t(m.captured(1).toInt() - 1)];
        return c.propSelf + c.propChild;
    };
    int estimated = 0, checked = 0;
    std::function<void(const QModelIndex &, int)> walk = [&](const QModelIndex &at, int depth) {
        const bool parentWhole =
            at.isValid() && model.index(at.row(), CallTreeModel::Total, at.parent())
                                    .data(CallTreeModel::SortRole)
                                    .toDouble() >= wholeTime(at) * (1 - 1e-9);
        for (int r = 0; r < model.rowCount(at); ++r) {
            const QModelIndex child = model.index(r, 0, at);
            const bool isEstimate = model.data(child, CallTreeModel::EstimatedRole).toBool();
            if (at.isValid()) {
                QCOMPARE(isEstimate, !parentWhole);
                ++checked;
            }
            estimated += isEstimate;
            if (depth < 6)
                walk(child, depth + 1);
        }
    };
    walk({}, 0);
    QVERIFY(checked > 10);
    QVERIFY(estimated > 0);
}

void tst_CallStacks::modelsPassTheTester()
{
    for (auto direction : {CallTreeModel::Direction::TopDown, CallTreeModel::Direction::BottomUp}) {
        CallTreeModel model(direction);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setProfile(profile("cycles.c"));
        QVERIFY(model.rowCount() > 0);
        // Walk a few levels, as a view expanding would.
        std::function<void(const QModelIndex &, int)> walk = [&](const QModelIndex &at, int depth) {
            for (int r = 0; r < model.rowCount(at); ++r) {
                const QModelIndex child = model.index(r, 0, at);
                QCOMPARE(child.parent(), at);
                QVERIFY(model.data(child).isValid());
                if (depth < 5)
                    walk(child, depth + 1);
            }
        };
        walk({}, 0);
        model.setProfile(profile("many.c"));
        walk({}, 3);
        model.setProfile(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }
}

// Paths under MIN_TOTAL are not made, and their time is counted.
void tst_CallStacks::smallPathsLeftOutButCounted()
{
    const auto p = profile("many.c");
    const CallStacks stacks(*p);
    const auto all = stacks.topDown();
    const auto some = stacks.topDown(all.total * 0.01);
    QVERIFY(some.frames.size() < all.frames.size());
    QVERIFY(some.leftOut > 0);
    // Nothing is lost: what the frames kept spend themselves and what was
    // left out add up to the program's time.
    double kept = 0;
    for (const auto &f : some.frames)
        kept += f.self;
    QVERIFY(near(kept + some.leftOut, all.total));
    QVERIFY(near(all.total, some.total));
}

// gmonview export --format collapsed: the stacks on stdout or atomically
// in a file; bad input names the file and leaves the old file as it was.
void tst_CallStacks::exportCollapsed()
{
    const QString exe = m_dir.filePath("cycles"), gmon = m_dir.filePath("cycles.out");
    const ReportOutput out =
        runExport({"--format", "collapsed", exe.toStdString(), gmon.toStdString()});
    QCOMPARE(out.exitCode, 0);
    std::ostringstream expected;
    const CallStacks stacks(*profile("cycles.c"));
    writeCollapsed(expected, stacks, stacks.topDown(), profile("cycles.c")->rate);
    QCOMPARE(out.out, expected.str());
    QVERIFY(out.out.find("<cycle ") != std::string::npos);

    const QString file = m_dir.filePath("stacks.txt");
    QCOMPARE(runExport({"--format=collapsed", "-o", file.toStdString(), exe.toStdString(),
                        gmon.toStdString()})
                 .exitCode,
             0);
    QCOMPARE(readFile(file).toStdString(), expected.str());
    const ReportOutput bad = runExport(
        {"--format", "collapsed", "-o", file.toStdString(), exe.toStdString(), "nosuch.out"});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.find("nosuch.out") != std::string::npos);
    QCOMPARE(readFile(file).toStdString(), expected.str());

    const ReportOutput unknown = runExport({"--format", "svg", exe.toStdString()});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY(unknown.err.find("the formats are: collapsed") != std::string::npos);
    QVERIFY(runExport({"--help"}).out.find("estimated") != std::string::npos);
}

QTEST_GUILESS_MAIN(tst_CallStacks)
#include "tst_callstacks.moc"
