// SPDX-License-Identifier: MIT
// Inlined functions in the window (issue 28, point 3): on a real -O2
// program whose work is in an inlined function, View > Show Inlined
// Functions lists it with no calls, where it is inlined, the container
// keeping the rest of its self time; choosing its row goes to the
// container; the call tree and flame graph have it as a frame under its
// container; unticked, the flat profile is gprof's again.
#include "TestSupport.h"
#include "model/document/ProfileDocument.h"
#include "model/engine/InlineProfile.h"
#include "model/items/FlatProfileModel.h"
#include "views/calltree/CallTreeView.h"
#include "views/flame/FlameGraphView.h"
#include "views/window/MainWindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <cmath>

using namespace gmonview;
using namespace gmonview::test;

class tst_InlinedWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void inlinedRowsTreesAndFlameGraph();

private:
    QTemporaryDir m_dir;
    QString m_exe;
};

void tst_InlinedWindow::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_exe = m_dir.filePath(QStringLiteral("inlined"));
    QCOMPARE(compileProgram(QStringLiteral("inlined.c"), {"-pg", "-O2", "-g"}, m_exe).exitCode, 0);
    QCOMPARE(profileRun(m_exe, {}, m_dir.path(), QStringLiteral("gmon.out")).exitCode, 0);
}

namespace {

// The rows of the flat profile's table: name, self seconds (its sort key)
// and calls as shown.
struct FlatRow
{
    QString name;
    double self = 0;
    QString calls;
};

std::vector<FlatRow> flatRows(const QAbstractItemModel *model)
{
    std::vector<FlatRow> rows;
    for (int r = 0; r < model->rowCount(); ++r)
        rows.push_back(
            {model->index(r, FlatProfileModel::Name).data().toString(),
             model->index(r, FlatProfileModel::Self).data(FlatProfileModel::SortRole).toDouble(),
             model->index(r, FlatProfileModel::Calls).data().toString()});
    return rows;
}

// Whether the tree under PARENT has a row whose name is NAME, under a row
// whose name is UNDER.
bool treeHas(QAbstractItemModel *model, const QString &name, const QString &under,
             const QModelIndex &parent = {})
{
    if (model->canFetchMore(parent))
        model->fetchMore(parent);
    for (int r = 0; r < model->rowCount(parent); ++r) {
        const QModelIndex i = model->index(r, 0, parent);
        if (i.data().toString() == name && parent.data().toString() == under)
            return true;
        if (treeHas(model, name, under, i))
            return true;
    }
    return false;
}

} // namespace

void tst_InlinedWindow::inlinedRowsTreesAndFlameGraph()
{
    MainWindow w;
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    QSignalSpy lines(&w, &MainWindow::linesReady);
    w.openProfile(m_exe, {m_dir.filePath(QStringLiteral("gmon.out"))});
    QVERIFY(QTest::qWaitFor([&] { return loaded.count() > 0 && lines.count() > 0; }, 30000));
    auto *action = w.findChild<QAction *>(QStringLiteral("showInlined"));
    QVERIFY(action);
    QVERIFY(action->isEnabled());
    QVERIFY(!action->isChecked()); // gprof's figures by default

    auto *flat = w.findChild<QTableView *>(QStringLiteral("flatProfile"));
    QAbstractItemModelTester tester(flat->model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    const std::vector<FlatRow> plain = flatRows(flat->model());
    const auto spinPlain =
        std::find_if(plain.begin(), plain.end(), [](const FlatRow &r) { return r.name == "spin"; });
    QVERIFY(spinPlain != plain.end());

    action->trigger();
    const std::vector<FlatRow> shown = flatRows(flat->model());
    const auto inlined = w.document()->inlinedProfile();
    QVERIFY(inlined && hasInlinedFunctions(*inlined));
    // spin's own row and the rows of what is inlined into it add up to
    // spin's self time as gprof has it.
    double spinAll = 0;
    int mixRows = 0;
    for (const FlatRow &r : shown) {
        if (r.name == QLatin1String("spin"))
            spinAll += r.self;
        if (r.name.startsWith(QLatin1String("mix, inlined into spin at inlined.c:"))) {
            ++mixRows;
            spinAll += r.self;
            QCOMPARE(r.calls, QStringLiteral("inlined"));
        }
    }
    QCOMPARE(mixRows, 2);
    QVERIFY2(std::abs(spinAll - spinPlain->self) <= 1e-9,
             qPrintable(QStringLiteral("%1 against %2").arg(spinAll).arg(spinPlain->self)));
    const auto spinShown =
        std::find_if(shown.begin(), shown.end(), [](const FlatRow &r) { return r.name == "spin"; });
    QVERIFY(spinShown != shown.end() && spinShown->self < spinPlain->self);
    // The calls column says why there is no count.
    for (int r = 0; r < flat->model()->rowCount(); ++r)
        if (shown[size_t(r)].calls == QLatin1String("inlined"))
            QVERIFY(flat->model()
                        ->index(r, FlatProfileModel::Calls)
                        .data(Qt::ToolTipRole)
                        .toString()
                        .contains(QStringLiteral("no call count")));

    // Choosing an inlined function's row goes to spin.
    const int spin = functionNamed(*w.profile(), "spin");
    for (int r = 0; r < flat->model()->rowCount(); ++r)
        if (shown[size_t(r)].name.startsWith(QLatin1String("mix, inlined"))) {
            flat->setCurrentIndex(flat->model()->index(r, 0));
            break;
        }
    QCOMPARE(w.currentSymbol(), spin);

    // The trees and the flame graph: mix a frame under spin.
    auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("lowerTabs"));
    auto *topDown = w.findChild<CallTreeView *>(QStringLiteral("topDown"));
    tabs->setCurrentWidget(topDown);
    QTreeView *tree = topDown->findChild<QTreeView *>();
    QVERIFY(tree);
    QVERIFY(treeHas(tree->model(), QStringLiteral("mix [inlined]"), QStringLiteral("spin")));
    auto *flame = w.findChild<FlameGraphView *>(QStringLiteral("flameGraph"));
    tabs->setCurrentWidget(flame);
    int mixFrames = 0;
    for (const CallStacks::Frame &f : flame->flattened().frames)
        if (f.kind != CallStacks::Kind::Cycle && size_t(f.id) < inlined->symbols.size() &&
            inlined->symbol(f.id).inlinedInto == spin) {
            QCOMPARE(flame->flattened().frames[size_t(f.parent)].id, spin);
            ++mixFrames;
        }
    QVERIFY(mixFrames >= 2);

    // Unticked: gprof's flat profile again, and no inlined frames.
    action->trigger();
    const std::vector<FlatRow> again = flatRows(flat->model());
    QCOMPARE(again.size(), plain.size());
    for (const FlatRow &r : again)
        QVERIFY(!r.name.contains(QLatin1String("inlined into")));
    tabs->setCurrentWidget(topDown); // (a hidden tree catches up when shown)
    QVERIFY(!treeHas(tree->model(), QStringLiteral("mix [inlined]"), QStringLiteral("spin")));
}

QTEST_MAIN(tst_InlinedWindow)
#include "tst_inlinedwindow.moc"
