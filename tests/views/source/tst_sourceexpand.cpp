// SPDX-License-Identifier: MIT
// Source lines expanded to their instructions in place, as pprof's weblist
// does (issue 28): on a real -O2 program with known inlining, built and run
// here, a hot line's instruction rows are the function's instructions on
// that line (number, addresses, samples), their samples add up to the
// line's, collapsing gives the rows back, F3 passes over instruction rows,
// the keys, the mark and the menu work, another function drops the
// expansions, and the model passes QAbstractItemModelTester throughout. A
// model made by hand checks a line whose code is in two places, and that
// the Δ column stays with its lines.
#include "TestSupport.h"
#include "model/document/ProfileDocument.h"
#include "model/engine/InstructionReader.h"
#include "model/engine/RunSum.h"
#include "model/items/FlatProfileModel.h"
#include "model/items/SourceModel.h"
#include "views/source/DisassemblyView.h"
#include "views/source/SourceView.h"
#include "views/window/MainWindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace gmonview;
using namespace gmonview::test;

namespace {

// The rows of MODEL below line row ROW, up to the next line: the line's
// expansion (instructions, and the places they start at).
std::vector<int> rowsBelow(const SourceModel &model, int row)
{
    std::vector<int> rows;
    for (int r = row + 1; r < model.rowCount() && !model.isLineRow(r); ++r)
        rows.push_back(r);
    return rows;
}

int kindOf(const SourceModel &model, int row)
{
    return model.index(row, 0).data(SourceModel::RowKindRole).toInt();
}

// The samples of the histograms of SUM on [LOW, HIGH), in the histogram's
// units (two bytes), each bin's count shared by overlap as gprof does.
double credited(const RunSum &sum, double low, double high)
{
    const double scale = sum.histogramScale();
    double samples = 0;
    for (const MergedHistogram &h : sum.histograms()) {
        const double lowpc = double(h.lowPc / 2);
        for (size_t i = 0; i < h.samples.size(); ++i) {
            const double binLow = lowpc + std::floor(scale * double(i));
            const double binHigh = lowpc + std::floor(scale * double(i + 1));
            const double overlap = std::min(binHigh, high) - std::max(binLow, low);
            if (h.samples[i] && binHigh > binLow && overlap > 0)
                samples += overlap * double(h.samples[i]) / (binHigh - binLow);
        }
    }
    return samples;
}

QAction *actionNamed(const QWidget *widget, const QString &text)
{
    for (QAction *a : widget->actions())
        if (a->text().remove(QLatin1Char('&')) == text)
            return a;
    return nullptr;
}

} // namespace

class tst_SourceExpand : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void hotLineShowsItsInstructions();
    void linesAndInstructionsAgree();
    void hotLineKeysPassOverInstructions();
    void newFunctionDropsExpansions();
    void placesAndDeltaByHand();

private:
    // Opens the program in W, shows the source pane (its instructions pane
    // hidden: the lines expand without it) and makes NAME current; its
    // symbol, or -1.
    int open(MainWindow &w, const QString &name);

    QTemporaryDir m_dir;
    QString m_exe;
};

void tst_SourceExpand::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_exe = m_dir.filePath(QStringLiteral("inlined"));
    QCOMPARE(compileProgram(QStringLiteral("inlined.c"), {"-pg", "-O2", "-g"}, m_exe).exitCode, 0);
    QCOMPARE(profileRun(m_exe, {}, m_dir.path(), QStringLiteral("gmon.out")).exitCode, 0);
}

int tst_SourceExpand::open(MainWindow &w, const QString &name)
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
    source->setShowInstructions(false);
    return w.currentSymbol();
}

// spin's hottest line (where the pane opens), expanded with Right: its rows
// are spin's instructions on that line, as the engine reads them; Left
// gives the rows back.
void tst_SourceExpand::hotLineShowsItsInstructions()
{
    MainWindow w;
    const int spin = open(w, QStringLiteral("spin"));
    QVERIFY(spin >= 0);
    SourceView *source = w.sourceView();
    SourceModel *model = source->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto *table = source->findChild<QTableView *>(QStringLiteral("sourceTable"));
    const int line = source->currentLine();
    QVERIFY(line > 0);
    const double lineSamples =
        model->index(line - 1, SourceModel::Samples).data(SourceModel::SortRole).toDouble();
    QVERIFY(lineSamples > 0);
    QVERIFY(model->index(line - 1, 0).data(SourceModel::ExpandableRole).toBool());

    // What the engine says is on the line, read here on our own.
    const InstructionReader *reader = source->instructions()->reader();
    QVERIFY(reader);
    const InstructionProfile ip = reader->read(spin);
    std::vector<size_t> expected;
    for (size_t i = 0; i < ip.rows.size(); ++i)
        if (int(ip.rows[i].line) == line &&
            QString::fromStdString(ip.rows[i].file) == model->path())
            expected.push_back(i);
    QVERIFY(!expected.empty());
    // The places of the line's code: runs of consecutive instructions.
    std::vector<uint64_t> places;
    for (size_t k = 0; k < expected.size(); ++k)
        if (k == 0 || expected[k] != expected[k - 1] + 1)
            places.push_back(ip.rows[expected[k]].instruction.address);

    const int rowsBefore = model->rowCount();
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Right);
    QVERIFY(model->isExpanded(line));
    QCOMPARE(source->currentLine(), line);
    const int lineRow = model->rowOfLine(line);
    QCOMPARE(lineRow, line - 1); // nothing above it is expanded
    std::vector<uint64_t> addresses, placeRows;
    std::vector<double> samples;
    double sum = 0;
    for (int r : rowsBelow(*model, lineRow)) {
        QCOMPARE(model->lineOfRow(r), line);
        const qulonglong address = model->index(r, 0).data(SourceModel::AddressRole).toULongLong();
        if (kindOf(*model, r) == SourceModel::PlaceKind) {
            placeRows.push_back(address);
            continue;
        }
        QCOMPARE(kindOf(*model, r), int(SourceModel::InstructionKind));
        addresses.push_back(address);
        const double s =
            model->index(r, SourceModel::Samples).data(SourceModel::SortRole).toDouble();
        samples.push_back(s);
        sum += s;
        // The address and the instruction as the engine gives them.
        const QString code = model->index(r, SourceModel::Code).data().toString();
        QVERIFY2(code.contains(QStringLiteral("0x%1").arg(address, 0, 16)), qPrintable(code));
    }
    QCOMPARE(addresses.size(), expected.size());
    for (size_t k = 0; k < expected.size(); ++k) {
        const InstructionRow &r = ip.rows[expected[k]];
        QCOMPARE(addresses[k], r.instruction.address);
        QCOMPARE(samples[k], r.samples);
    }
    // Places are introduced only where the line's code is in more than one.
    QCOMPARE(placeRows, places.size() > 1 ? places : std::vector<uint64_t>());
    QCOMPARE(model->rowCount(), rowsBefore + int(addresses.size() + placeRows.size()));
    // The instructions' samples and the line's: see linesAndInstructionsAgree.
    QVERIFY(sum > 0);

    // Left, on one of its instructions: collapsed, the line current again.
    table->setCurrentIndex(model->index(lineRow + 1, SourceModel::Code));
    QCOMPARE(source->currentLine(), line);
    QTest::keyClick(table, Qt::Key_Left);
    QVERIFY(!model->isExpanded(line));
    QCOMPARE(model->rowCount(), rowsBefore);
    QCOMPARE(table->currentIndex().row(), line - 1);
    // + and - as Right and Left.
    QTest::keyClick(table, Qt::Key_Plus);
    QVERIFY(model->isExpanded(line));
    QTest::keyClick(table, Qt::Key_Minus);
    QCOMPARE(model->rowCount(), rowsBefore);

    // A click on the mark expands; another collapses.
    table->scrollTo(model->index(line - 1, 0));
    const QRect cell = table->visualRect(model->index(line - 1, SourceModel::Line));
    const QPoint mark(cell.left() + 1 + table->fontMetrics().height() / 2, cell.center().y());
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, mark);
    QVERIFY(model->isExpanded(line));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, mark);
    QVERIFY(!model->isExpanded(line));
    QCOMPARE(model->rowCount(), rowsBefore);
}

// Every line of spin expanded: its instructions' samples against the
// line's. They are not always equal, and need not be: both share each bin
// of the histogram among what it covers by overlap, but gprof -l's line
// symbols (the line column's, as gprof's) are placed in gprof's units of
// two bytes, their addresses halved in integers, so a line whose code
// starts (or whose next line starts) at an odd address takes (or gives up)
// the byte before it, of its neighbour's instruction; the instructions are
// shared by their exact bytes (InstructionProfile: so that they add up to
// the function). Checked here from the histogram itself: each line's
// instructions add up to its places' exact bytes' share, the line column
// to the same places' share with their ends rounded down to even, the
// two equal where no end is odd, and the function's total the same.
void tst_SourceExpand::linesAndInstructionsAgree()
{
    MainWindow w;
    const int spin = open(w, QStringLiteral("spin"));
    QVERIFY(spin >= 0);
    SourceView *source = w.sourceView();
    SourceModel *model = source->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const RunSum &sum = *w.document()->analysis()->sum;
    const InstructionProfile ip = source->instructions()->reader()->read(spin);
    for (int line : model->expandableLines())
        source->setLineExpanded(line, true);
    QVERIFY(model->expandedLines().size() >= 5);
    int odd = 0, even = 0, differ = 0;
    double lineTotal = 0, instructionTotal = 0;
    for (int line : model->expandedLines()) {
        const int row = model->rowOfLine(line);
        const double lineSamples =
            model->index(row, SourceModel::Samples).data(SourceModel::SortRole).toDouble();
        double shown = 0;
        for (int r : rowsBelow(*model, row))
            shown += model->index(r, SourceModel::Samples).data(SourceModel::SortRole).toDouble();
        // The line's places: [first, end) of each run of its instructions.
        double exact = 0, rounded = 0;
        bool oddEnd = false;
        for (size_t i = 0; i < ip.rows.size(); ++i) {
            if (int(ip.rows[i].line) != line || (i > 0 && int(ip.rows[i - 1].line) == line))
                continue;
            size_t last = i;
            while (last + 1 < ip.rows.size() && int(ip.rows[last + 1].line) == line)
                ++last;
            const uint64_t low = ip.rows[i].instruction.address;
            const uint64_t high =
                last + 1 < ip.rows.size() ? ip.rows[last + 1].instruction.address : ip.high;
            exact += credited(sum, double(low) / 2, double(high) / 2);
            rounded += credited(sum, double(low / 2), double(high / 2));
            oddEnd = oddEnd || low % 2 || high % 2;
        }
        QVERIFY2(
            std::abs(shown - exact) < 1e-6,
            qPrintable(QStringLiteral("line %1: %2 against %3").arg(line).arg(shown).arg(exact)));
        QVERIFY2(
            std::abs(lineSamples - rounded) < 1e-6,
            qPrintable(
                QStringLiteral("line %1: %2 against %3").arg(line).arg(lineSamples).arg(rounded)));
        if (!oddEnd)
            QVERIFY(std::abs(shown - lineSamples) < 1e-6);
        (oddEnd ? odd : even) += 1;
        differ += std::abs(shown - lineSamples) >= 1e-6;
        lineTotal += lineSamples;
        instructionTotal += shown;
    }
    qInfo("%d lines with an odd end, %d without; %d differ", odd, even, differ);
    QVERIFY(std::abs(lineTotal - instructionTotal) < 1e-6);
    QVERIFY(std::abs(instructionTotal - w.profile()->symbol(spin).samples) < 1e-6);
}

// With every hot line expanded, F3 and Shift+F3 go through the same lines
// as with none, always to a line's row. Lines without code of spin do not
// expand, and their tooltip says so; the rows follow the syntax chosen.
void tst_SourceExpand::hotLineKeysPassOverInstructions()
{
    MainWindow w;
    const int spin = open(w, QStringLiteral("spin"));
    QVERIFY(spin >= 0);
    SourceView *source = w.sourceView();
    SourceModel *model = source->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto *table = source->findChild<QTableView *>(QStringLiteral("sourceTable"));
    table->setFocus();
    // From spin's first hot line, so that F3 (which stops at the function's
    // last hot line) has somewhere to go whichever line the samples favour.
    int start = 0;
    for (int line = 1; line <= model->rowCount() && !start; ++line)
        start = model->samples(line - 1) > 0 && model->isExpandable(line) ? line : 0;
    QVERIFY(start > 0);
    auto walk = [&](bool backward) {
        std::vector<int> lines;
        source->setLineExpanded(start, false);
        table->setCurrentIndex(model->index(model->rowOfLine(start), SourceModel::Code));
        for (int i = 0; i < 12; ++i) {
            QTest::keyClick(table, Qt::Key_F3, backward ? Qt::ShiftModifier : Qt::NoModifier);
            if (!model->isLineRow(table->currentIndex().row()))
                return std::vector<int>{-1};
            lines.push_back(source->currentLine());
        }
        return lines;
    };
    const std::vector<int> forward = walk(false), backward = walk(true);
    QVERIFY(forward.size() == 12 && forward.front() > 0);
    QVERIFY(forward.front() != start);

    actionNamed(table, QStringLiteral("Expand Hot Lines"))->trigger();
    int hot = 0;
    for (int line = 1; line <= int(model->rowCount()); ++line)
        if (model->samples(line - 1) > 0 && model->isExpandable(line)) {
            QVERIFY(model->isExpanded(line));
            ++hot;
        }
    QVERIFY(hot >= 2);
    QCOMPARE(int(model->expandedLines().size()), hot);
    const int expandedRows = model->rowCount();
    // (walk collapses the start line to start on its row; F3 goes on from it)
    QCOMPARE(walk(false), forward);
    QCOMPARE(walk(true), backward);
    QVERIFY(model->rowCount() < expandedRows && model->rowCount() > expandedRows - 100);

    // The current line stays current when all collapse.
    table->setCurrentIndex(model->index(model->rowOfLine(forward.back()) + 1, 0));
    actionNamed(table, QStringLiteral("Collapse All"))->trigger();
    QVERIFY(model->expandedLines().empty());
    QCOMPARE(source->currentLine(), forward.back());

    // Lines of main have code, not spin's: they do not expand, and say why.
    int mainLine = 0;
    for (int line = 1; line <= model->rowCount() && !mainLine; ++line)
        if (model->index(line - 1, 0).data(SourceModel::HasCodeRole).toBool() &&
            !model->isExpandable(line) &&
            model->index(line - 1, SourceModel::Code).data().toString().contains("atoi"))
            mainLine = line;
    QVERIFY(mainLine > 0);
    const QString tip =
        model->index(mainLine - 1, SourceModel::Line).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("spin has no code on this line")), qPrintable(tip));
    const int rows = model->rowCount();
    table->setCurrentIndex(model->index(mainLine - 1, SourceModel::Code));
    QTest::keyClick(table, Qt::Key_Right);
    QCOMPARE(model->rowCount(), rows);
    QVERIFY(!model->isExpanded(mainLine));

    // AT&T, chosen in the instructions pane: the expanded rows follow.
    source->setLineExpanded(start, true);
    source->instructions()->setSyntax(AsmSyntax::Att);
    QVERIFY(model->isExpanded(start));
    bool att = false;
    for (int r : rowsBelow(*model, model->rowOfLine(start)))
        att = att || model->index(r, SourceModel::Code).data().toString().contains('%');
    QVERIFY(att);
    source->instructions()->setSyntax(AsmSyntax::Intel);
}

// Another function drops the expansions; Whole File keeps them.
void tst_SourceExpand::newFunctionDropsExpansions()
{
    MainWindow w;
    const int spin = open(w, QStringLiteral("spin"));
    QVERIFY(spin >= 0);
    SourceView *source = w.sourceView();
    SourceModel *model = source->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    source->expandHotLines();
    const std::vector<int> expanded = model->expandedLines();
    QVERIFY(!expanded.empty());
    source->setWholeFile(true);
    QCOMPARE(model->expandedLines(), expanded);
    source->setWholeFile(false);
    QCOMPARE(model->expandedLines(), expanded);
    int main = -1;
    for (size_t i = 0; i < w.profile()->symbols.size(); ++i)
        if (w.profile()->symbols[i].name == "main")
            main = int(i);
    QVERIFY(main >= 0);
    source->setFunction(main);
    QVERIFY(model->expandedLines().empty());
    source->setFunction(spin);
    QVERIFY(model->expandedLines().empty());
}

// By hand: line 3's code in two places, line 4's between them; the places
// introduced by their addresses; Δ stays with the lines while comparing.
void tst_SourceExpand::placesAndDeltaByHand()
{
    SourceModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    std::vector<SourceLine> lines(6);
    for (SourceLine &l : lines)
        l.hasCode = true;
    lines[2].samples = 6;
    lines[3].samples = 2;
    const QStringList text = {"a", "b", "c", "d", "e", "f"};
    model.setFile(QStringLiteral("/x.c"), text, lines, 8, 100);
    std::vector<SourceLine> base = lines;
    base[2].samples = 2;
    model.setBase(QStringLiteral("/x.c"), base, 1, 1);
    InstructionProfile ip;
    const std::pair<int, double> code[] = {{3, 1}, {3, 2}, {4, 2}, {3, 3}};
    uint64_t address = 0x1000;
    for (const auto &[line, samples] : code) {
        InstructionRow r;
        r.instruction.address = address;
        r.instruction.size = 4;
        address += 4;
        r.file = "/x.c";
        r.line = uint32_t(line);
        r.samples = samples;
        ip.rows.push_back(r);
    }
    model.setInstructions(ip, {"i0", "i1", "i2", "i3"}, {}, QStringLiteral("f"));
    QCOMPARE(model.expandableLines(), std::vector<int>({3, 4}));
    model.setExpanded(4, true);
    model.setExpanded(3, true);
    model.setExpanded(1, true); // no code of f: stays
    // 1 2 3 [at 0x1000] i0 i1 [at 0x100c] i3 4 i2 5 6
    QCOMPARE(model.rowCount(), 6 + 5 + 1);
    const int kinds[] = {0, 0, 0, 2, 1, 1, 2, 1, 0, 1, 0, 0};
    const int owners[] = {1, 2, 3, 3, 3, 3, 3, 3, 4, 4, 5, 6};
    for (int r = 0; r < model.rowCount(); ++r) {
        QCOMPARE(kindOf(model, r), kinds[r]);
        QCOMPARE(model.lineOfRow(r), owners[r]);
        QCOMPARE(model.index(r, 0).data(SourceModel::LineNumberRole).toInt(), owners[r]);
        if (kinds[r] == SourceModel::LineKind)
            QCOMPARE(model.rowOfLine(owners[r]), r);
        else
            QVERIFY(model.index(r, SourceModel::Delta).data().toString().isEmpty());
    }
    QCOMPARE(model.index(3, 0).data(SourceModel::AddressRole).toULongLong(), 0x1000ULL);
    QCOMPARE(model.index(6, 0).data(SourceModel::AddressRole).toULongLong(), 0x100cULL);
    QVERIFY(model.index(6, SourceModel::Code).data().toString().contains("0x100c"));
    QCOMPARE(model.index(7, SourceModel::Samples).data().toString(), QStringLiteral("3"));
    // Δ on line 3's row: 6 - 2.
    QCOMPARE(model.index(2, SourceModel::Delta).data(SourceModel::SortRole).toDouble(), 4.0);
    // F3's rows: lines 3 and 4 only, from any row.
    QCOMPARE(model.nextHotRow(-1, false, false), 2);
    QCOMPARE(model.nextHotRow(2, false, false), 8);
    QCOMPARE(model.nextHotRow(5, false, false), 8);
    QCOMPARE(model.nextHotRow(9, false, false), -1);
    QCOMPARE(model.nextHotRow(9, true, false), 2);
    QCOMPARE(model.nextHotRow(8, false, true), 2);
    // Read again (another syntax): still expanded, the new texts.
    model.setInstructions(ip, {"j0", "j1", "j2", "j3"}, {}, QStringLiteral("f"));
    QCOMPARE(model.expandedLines(), std::vector<int>({3, 4}));
    QVERIFY(model.index(4, SourceModel::Code).data().toString().contains("j0"));
    model.setExpanded(3, false);
    QCOMPARE(model.rowCount(), 6 + 1);
    QCOMPARE(model.rowOfLine(4), 3);
    model.collapseAll();
    QCOMPARE(model.rowCount(), 6);
}

QTEST_MAIN(tst_SourceExpand)
#include "tst_sourceexpand.moc"
