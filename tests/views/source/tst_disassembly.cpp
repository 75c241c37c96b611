// SPDX-License-Identifier: MIT
// The instructions in the window (issue 28): on a real -O2 program with
// known inlining, built and run here, the pane's rows add up to the
// function's samples and calls, its model passes QAbstractItemModelTester,
// a line selects its instructions and an instruction its line, the source
// lines say the calls made from them (on the lines that make them), a call
// is followed to its callee, and the pane's settings come back after a
// restart.
#include "TestSupport.h"
#include "model/items/FlatProfileModel.h"
#include "model/items/InstructionModel.h"
#include "model/items/SourceModel.h"
#include "views/source/DisassemblyView.h"
#include "views/source/SourceView.h"
#include "views/window/MainWindow.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <map>

using namespace gmonview;
using namespace gmonview::test;

class tst_Disassembly : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void paneAddsUpAndLinksBothWays();
    void callsOnTheirLines();
    void followsACall();
    void settingsComeBack();

private:
    // Opens the program in W, shows the source pane with its instructions
    // and makes NAME current; its symbol, or -1.
    int open(MainWindow &w, const QString &name);
    uint64_t callsTo(const ProfileResult &p, int from, int to) const;

    QTemporaryDir m_dir;
    QString m_exe;
};

void tst_Disassembly::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_exe = m_dir.filePath(QStringLiteral("inlined"));
    QCOMPARE(compileProgram(QStringLiteral("inlined.c"), {"-pg", "-O2", "-g"}, m_exe).exitCode, 0);
    QCOMPARE(profileRun(m_exe, {}, m_dir.path(), QStringLiteral("gmon.out")).exitCode, 0);
}

int tst_Disassembly::open(MainWindow &w, const QString &name)
{
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    QSignalSpy lines(&w, &MainWindow::linesReady);
    w.openProfile(m_exe, {m_dir.filePath(QStringLiteral("gmon.out"))});
    if (!QTest::qWaitFor([&] { return loaded.count() > 0 && lines.count() > 0; }, 30000))
        return -1;
    auto *flat = w.findChild<QTableView *>(QStringLiteral("flatProfile"));
    for (int r = 0; r < flat->model()->rowCount(); ++r)
        if (flat->model()->index(r, FlatProfileModel::Name).data().toString() == name)
            flat->setCurrentIndex(flat->model()->index(r, 0));
    SourceView *source = w.sourceView();
    w.findChild<QTabWidget *>(QStringLiteral("lowerTabs"))->setCurrentWidget(source);
    if (!source->showsInstructions()) // (shown already when restored)
        source->setShowInstructions(true);
    return w.currentSymbol();
}

uint64_t tst_Disassembly::callsTo(const ProfileResult &p, int from, int to) const
{
    uint64_t n = 0;
    for (const ProfileArc &a : p.arcs)
        if (a.parent == from && a.child == to && !a.isStatic)
            n += a.count;
    return n;
}

void tst_Disassembly::paneAddsUpAndLinksBothWays()
{
    MainWindow w;
    const int spin = open(w, QStringLiteral("spin"));
    QVERIFY(spin >= 0);
    QCOMPARE(QString::fromStdString(w.profile()->symbol(spin).name), QStringLiteral("spin"));
    SourceView *source = w.sourceView();
    DisassemblyView *pane = source->instructions();
    QVERIFY(pane->isVisible());
    QAbstractItemModelTester tester(pane->model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    const InstructionModel *model = pane->model();
    QVERIFY(model->rowCount() > 10);
    QCOMPARE(model->instructions().symbol, spin);
    QVERIFY2(pane->note().isEmpty(), qPrintable(pane->note()));
    // The rows hold spin's samples and its calls.
    double samples = 0;
    uint64_t calls = 0, arcs = 0;
    for (const InstructionRow &r : model->instructions().rows) {
        samples += r.samples;
        calls += r.callCount();
    }
    for (const ProfileArc &a : w.profile()->arcs)
        arcs += a.parent == spin && !a.isStatic ? a.count : 0;
    QVERIFY(std::abs(samples - w.profile()->symbol(spin).samples) < 1e-6);
    QVERIFY(arcs > 0);
    QCOMPARE(calls, arcs);

    // A line selects its instructions: every row of the line, no other.
    auto *lines = source->findChild<QTableView *>(QStringLiteral("sourceTable"));
    int line = 0;
    for (const InstructionRow &r : model->instructions().rows)
        if (r.line > 0 && int(r.line) != source->currentLine() &&
            QString::fromStdString(r.file) == source->model()->path()) {
            line = int(r.line);
            break;
        }
    QVERIFY(line > 0);
    lines->setCurrentIndex(source->model()->index(line - 1, SourceModel::Code));
    const QList<int> expected = model->rowsOfLine(source->model()->path(), line);
    QVERIFY(!expected.isEmpty());
    QList<int> selected;
    for (const QModelIndex &i : pane->table()->selectionModel()->selectedRows())
        selected.append(i.row());
    std::sort(selected.begin(), selected.end());
    QCOMPARE(selected, expected);
    QCOMPARE(source->currentLine(), line); // and the line stays where it was chosen

    // An instruction selects its line: one of another line.
    int row = -1;
    for (int r = 0; r < model->rowCount() && row < 0; ++r) {
        const int at = model->index(r, 0).data(InstructionModel::LineRole).toInt();
        if (at > 0 && at != line &&
            model->index(r, 0).data(InstructionModel::FileRole).toString() ==
                source->model()->path())
            row = r;
    }
    QVERIFY(row >= 0);
    pane->table()->setCurrentIndex(model->index(row, InstructionModel::Text));
    QCOMPARE(source->currentLine(), model->index(row, 0).data(InstructionModel::LineRole).toInt());
}

// The calls of spin in the source pane, on the lines that make them: 140
// to leaf on the line that calls leaf, 40 to leaf2 on leaf2's.
void tst_Disassembly::callsOnTheirLines()
{
    MainWindow w;
    const int spin = open(w, QStringLiteral("spin"));
    QVERIFY(spin >= 0);
    const ProfileResult &p = *w.profile();
    const SourceModel *model = w.sourceView()->model();
    // Read only while the pane shows: chosen again from another tab, the
    // function's calls wait until the Source tab is chosen.
    auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("lowerTabs"));
    tabs->setCurrentIndex(0);
    QVERIFY(!w.sourceView()->isVisible());
    auto *flat = w.findChild<QTableView *>(QStringLiteral("flatProfile"));
    const QModelIndex current = flat->currentIndex();
    flat->setCurrentIndex(flat->model()->index(current.row() == 0 ? 1 : 0, 0));
    flat->setCurrentIndex(current);
    QCOMPARE(w.currentSymbol(), spin);
    QVERIFY(model->calls().empty());
    tabs->setCurrentWidget(w.sourceView());
    QVERIFY(!model->calls().empty());
    std::map<QString, uint64_t> shown;
    uint64_t total = 0;
    for (int r = 0; r < model->rowCount(); ++r) {
        const uint64_t n = model->callCount(r);
        if (!n)
            continue;
        total += n;
        const QString code = model->index(r, SourceModel::Code).data().toString();
        const QString calls = model->index(r, SourceModel::Calls).data().toString();
        for (const char *callee : {"leaf2", "leaf"})
            if (calls.endsWith(QLatin1String(callee))) {
                QVERIFY2(
                    code.contains(QLatin1String(callee) + QLatin1Char('(')),
                    qPrintable(QStringLiteral("line %1: %2 | %3").arg(r + 1).arg(calls, code)));
                shown[QLatin1String(callee)] += n;
                break;
            }
    }
    int leaf = -1, leaf2 = -1;
    for (size_t i = 0; i < p.symbols.size(); ++i) {
        leaf = p.symbols[i].name == "leaf" ? int(i) : leaf;
        leaf2 = p.symbols[i].name == "leaf2" ? int(i) : leaf2;
    }
    QVERIFY(leaf >= 0 && leaf2 >= 0);
    QVERIFY(callsTo(p, spin, leaf) > 0 && callsTo(p, spin, leaf2) > 0);
    QCOMPARE(shown[QStringLiteral("leaf")], callsTo(p, spin, leaf));
    QCOMPARE(shown[QStringLiteral("leaf2")], callsTo(p, spin, leaf2));
    QCOMPARE(total, callsTo(p, spin, leaf) + callsTo(p, spin, leaf2));
}

// Enter on a call to leaf makes leaf the current function; a jump inside
// the function goes to its row.
void tst_Disassembly::followsACall()
{
    MainWindow w;
    const int spin = open(w, QStringLiteral("spin"));
    QVERIFY(spin >= 0);
    DisassemblyView *pane = w.sourceView()->instructions();
    const InstructionModel *model = pane->model();
    const InstructionProfile &ip = model->instructions();
    int call = -1, jump = -1;
    for (size_t r = 0; r < ip.rows.size(); ++r) {
        const Instruction &i = ip.rows[r].instruction;
        if (call < 0 && i.flow == Instruction::Flow::Call && !ip.rows[r].calls.empty() && i.target)
            call = int(r);
        if (jump < 0 && i.flow == Instruction::Flow::Jump && i.target && *i.target >= ip.low &&
            *i.target < ip.high)
            jump = int(r);
    }
    QVERIFY(call >= 0 && jump >= 0);
    pane->table()->setFocus();
    pane->table()->setCurrentIndex(model->index(jump, InstructionModel::Text));
    QTest::keyClick(pane->table(), Qt::Key_Return);
    QCOMPARE(pane->table()->currentIndex().row(),
             model->rowAt(*ip.rows[size_t(jump)].instruction.target));
    QCOMPARE(w.currentSymbol(), spin);

    const int callee = ip.rows[size_t(call)].calls.front().callee;
    pane->table()->setCurrentIndex(model->index(call, InstructionModel::Text));
    QTest::keyClick(pane->table(), Qt::Key_Return);
    QCOMPARE(w.currentSymbol(), callee);
    QCOMPARE(pane->model()->instructions().symbol, callee);
}

// Instructions shown in AT&T syntax, quit, started again: the same.
void tst_Disassembly::settingsComeBack()
{
    {
        MainWindow w;
        QVERIFY(open(w, QStringLiteral("spin")) >= 0);
        auto *syntax =
            w.sourceView()->instructions()->findChild<QComboBox *>(QStringLiteral("asmSyntax"));
        QVERIFY(syntax && syntax->isVisible()); // x86
        w.sourceView()->instructions()->setSyntax(AsmSyntax::Att);
        const InstructionModel *model = w.sourceView()->instructions()->model();
        bool att = false;
        for (int r = 0; r < model->rowCount(); ++r)
            att = att || model->index(r, InstructionModel::Text).data().toString().contains('%');
        QVERIFY(att); // AT&T's registers
        w.close();
    }
    MainWindow again;
    again.show();
    QVERIFY(again.sourceView()->showsInstructions());
    QVERIFY(again.sourceView()
                ->findChild<QCheckBox *>(QStringLiteral("showInstructions"))
                ->isChecked());
    QCOMPARE(again.sourceView()->instructions()->syntax(), AsmSyntax::Att);
    // Opened again, the pane (shown from the start) holds the current
    // line's instructions selected once its tab is chosen.
    QVERIFY(open(again, QStringLiteral("spin")) >= 0);
    const SourceView *source = again.sourceView();
    QVERIFY(source->currentLine() > 0);
    QList<int> selected;
    for (const QModelIndex &i : source->instructions()->table()->selectionModel()->selectedRows())
        selected.append(i.row());
    std::sort(selected.begin(), selected.end());
    QCOMPARE(selected, source->instructions()->model()->rowsOfLine(source->model()->path(),
                                                                   source->currentLine()));
    QVERIFY(!selected.isEmpty());
    again.sourceView()->setShowInstructions(false);
    again.close();
    MainWindow third;
    QVERIFY(!third.sourceView()->showsInstructions());
}

QTEST_MAIN(tst_Disassembly)
#include "tst_disassembly.moc"
