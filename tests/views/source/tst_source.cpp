// SPDX-License-Identifier: MIT
// The source pane: per-line samples from the line-level profile against
// gprof -l, the source model under QAbstractItemModelTester, a missing
// source file, the address strip, and the line toggle of the flat profile.
#include "TestSupport.h"
#include "io/ElfImage.h"
#include "io/GmonFile.h"
#include "model/document/ProfileDocument.h"
#include "model/engine/ProfileAnalysis.h"
#include "model/engine/RunSum.h"
#include "model/engine/SourceProfile.h"
#include "model/items/FlatProfileModel.h"
#include "model/items/SourceModel.h"
#include "views/callgraph/CallGraphView.h"
#include "views/compare/ComparePanel.h"
#include "views/source/SourceView.h"
#include "views/window/MainWindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMainWindow>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <tuple>

using namespace gmonview;
using namespace gmonview::test;

namespace {

int symbolNamed(const ProfileResult &profile, const std::string &name)
{
    for (size_t i = 0; i < profile.symbols.size(); ++i)
        if (profile.symbols[i].name == name)
            return int(i);
    return -1;
}

// The first and the last line of FUNCTION's code in FILE, from the line
// table; 0 when it has none there.
std::pair<int, int> functionLines(const DwarfLineTable &lines, const ProfileSymbol &function,
                                  const QString &file)
{
    int first = 0, last = 0;
    for (const LineRow &r : lines.rows())
        if (!r.endSequence && r.line > 0 && r.address >= function.address &&
            r.address <= function.endAddress &&
            QString::fromStdString(lines.files()[r.file]) == file) {
            first = first ? std::min(first, int(r.line)) : int(r.line);
            last = std::max(last, int(r.line));
        }
    return {first, last};
}

// VIEW on screen, WIDTH wide, on LINES; false when it did not show.
bool showPane(SourceView &view, const LineProfile &lines,
              std::shared_ptr<const ProfileResult> functions, int width = 900)
{
    view.resize(width, 400);
    view.show();
    view.setProfiles(std::move(functions), lines);
    return QTest::qWaitForWindowExposed(&view);
}

// The first line of FILE whose text contains TEXT (from 1), 0 when none.
int lineOf(const QString &file, const QString &text)
{
    const QList<QByteArray> lines = readFile(file).split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i)
        if (QString::fromUtf8(lines[i]).contains(text))
            return int(i + 1);
    return 0;
}

// The function-level profile of RUNS over EXECUTABLE.
std::shared_ptr<const ProfileResult> functionProfile(const Executable &executable,
                                                     const std::vector<std::string> &runs)
{
    RunSum sum(executable.symbols, executable.specs);
    for (const std::string &gmon : runs) {
        auto run = readGmonFile(gmon, executable.target);
        if (!run.ok() || !sum.add(*run).ok())
            return nullptr;
    }
    return std::make_shared<const ProfileResult>(analyzeProfile(sum));
}

// gprof -b -l -p's self seconds of FILE's line symbols (by base name), by
// line and then by the symbol's address.
std::map<int, std::map<uint64_t, double>> gprofLineSeconds(const QString &dir, const QString &exe,
                                                           const QString &run, const QString &file)
{
    std::map<int, std::map<uint64_t, double>> out;
    const ProcessResult gprof = runGprof({"-b", "-l", "-p", exe, run}, dir);
    if (gprof.exitCode != 0)
        return out;
    const QRegularExpression row(QStringLiteral("^\\s*[\\d.]+\\s+[\\d.]+\\s+([\\d.]+)\\s.*\\(") +
                                 QRegularExpression::escape(QFileInfo(file).fileName()) +
                                 QStringLiteral(":(\\d+) @ ([0-9a-f]+)\\)\\s*$"));
    for (const QByteArray &l : gprof.out.split('\n'))
        if (const auto m = row.match(QString::fromLatin1(l)); m.hasMatch())
            out[m.captured(2).toInt()][m.captured(3).toULongLong(nullptr, 16)] +=
                m.captured(1).toDouble();
    return out;
}

// LINE is on screen, whole.
bool shown(const SourceView &view, int line)
{
    const auto *table = view.findChild<QTableView *>(QStringLiteral("sourceTable"));
    const int top = table->rowViewportPosition(line - 1);
    return top >= 0 && top + table->rowHeight(line - 1) <= table->viewport()->height();
}

} // namespace

class tst_Source : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void linesMatchGprof();
    void modelAndMissingFile();
    void sharesOfTheSamples();
    void addressIntervals();
    void blockCountsAsGprof();
    void windowShowsLinesAndSource();
    void longFilesShowWholeNumbers();
    void resummingKeepsTheTables();
    void opensAtTheHottestLine_data();
    void opensAtTheHottestLine();
    void keysStepThroughHotLines();
    void stripClickShowsItsLine();
    void headerShowsWhereTheFileIs();
    void comparedLines();
    void functionsOwnFiguresInTheWindow();
    void hotLineKeysStayInTheFunction();
    void hotRowsStopAtTheEnds();
    void inlinedLinesAreMarked_data();
    void inlinedLinesAreMarked();
    void windowComparesLines_data();
    void windowComparesLines();

private:
    // tests/programs/shared_line.cpp built, and a run of it rewritten with
    // known samples: on the line the two instances of scale share, 65 in
    // scale<int> and 55 in scale<double>; 30 on scale<int>'s loop line; 20
    // on a line of main. Built once.
    void buildSharedLine();
    struct SharedLine
    {
        QString exe;
        QString run; // the rewritten run
        QString source;
        int loopLine = 0, sharedLine = 0, mainLine = 0;
    } m_shared;
    QTemporaryDir m_sharedDir;
    // The window with it open, on screen, scale<int> current; its symbol.
    int openSharedLine(MainWindow &w);

    // A program compiled with -pg and run once, read at both granularities.
    struct Program
    {
        QString source;
        QString exe;
        std::shared_ptr<const Executable> executable;
        LineProfile lines;
        std::shared_ptr<const ProfileResult> functions;
    };
    // Compiles PROGRAM's source to EXE, with FLAGS besides -pg -g -O0, and
    // runs it RUNS times with ARGS beside it (into gmon.out, or gmon1.out
    // and on for several): the runs summed.
    void build(Program &program, const QString &exe, const QStringList &args,
               const QStringList &flags = {}, int runs = 1);

    QTemporaryDir m_dir;
    QTemporaryDir m_hotDir;
    Program m_rec; // tests/programs/recursion.c as src/hot.c
    Program m_hot; // tests/programs/hotlines.c: several hot loops
};

void tst_Source::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(m_dir.isValid());
    QVERIFY(m_hotDir.isValid());
    QDir().mkpath(m_dir.filePath("src"));
    m_rec.source = m_dir.filePath("src/hot.c");
    QVERIFY(QFile::copy(QDir(programsDir()).filePath("recursion.c"), m_rec.source));
    build(m_rec, m_dir.filePath("prog"), {"20"});
    if (QTest::currentTestFailed())
        return;
    m_hot.source = m_hotDir.filePath("hotlines.c");
    QVERIFY(QFile::copy(QDir(programsDir()).filePath("hotlines.c"), m_hot.source));
    // 800 rounds (about 60 samples in hot()): with the default 200, a run
    // now and then put its few samples on fewer than three lines.
    build(m_hot, m_hotDir.filePath("hotlines"), {"800"});
}

void tst_Source::build(Program &program, const QString &exe, const QStringList &args,
                       const QStringList &flags, int runs)
{
    program.exe = exe;
    const QString dir = QFileInfo(exe).absolutePath();
    QCOMPARE(
        runProcess("gcc",
                   QStringList{"-pg", "-g", "-O0"} + flags + QStringList{"-o", exe, program.source},
                   dir)
            .exitCode,
        0);
    std::vector<std::string> gmons;
    for (int i = 1; i <= runs; ++i) {
        const QString name =
            runs == 1 ? QStringLiteral("gmon.out") : QStringLiteral("gmon%1.out").arg(i);
        QCOMPARE(profileRun(exe, args, dir, name).exitCode, 0);
        gmons.push_back(QDir(dir).filePath(name).toStdString());
    }
    auto loaded = Executable::load(exe.toStdString());
    QVERIFY(loaded.ok());
    program.executable = *loaded;
    program.lines = loadLineProfile(program.executable, gmons);
    QVERIFY2(!program.lines.error, program.lines.error ? program.lines.error->message.c_str() : "");
    QVERIFY(program.lines.profile && program.lines.lines);
    RunSum sum(program.executable->symbols, program.executable->specs);
    for (const std::string &gmon : gmons) {
        auto run = readGmonFile(gmon, program.executable->target);
        QVERIFY(run.ok());
        QVERIFY(sum.add(*run).ok());
    }
    program.functions = std::make_shared<const ProfileResult>(analyzeProfile(sum));
}

// Summed per source line, our samples are gprof -l's self seconds.
void tst_Source::linesMatchGprof()
{
    const ProcessResult gprof = runGprof({"-b", "-l", "-p", "prog", "gmon.out"}, m_dir.path());
    QCOMPARE(gprof.exitCode, 0);
    std::map<int, double> theirs; // line -> seconds
    std::map<int, int> symbolsOnLine;
    const QRegularExpression row(
        QStringLiteral("^\\s*[\\d.]+\\s+[\\d.]+\\s+([\\d.]+)\\s.*\\(hot\\.c:(\\d+) @"));
    for (const QByteArray &l : gprof.out.split('\n')) {
        const auto m = row.match(QString::fromLatin1(l));
        if (m.hasMatch()) {
            theirs[m.captured(2).toInt()] += m.captured(1).toDouble();
            ++symbolsOnLine[m.captured(2).toInt()];
        }
    }
    QVERIFY(theirs.size() >= 3);
    const auto ours =
        sourceLines(*m_rec.lines.profile, *m_rec.lines.lines, m_rec.source.toStdString());
    const double hz = double(m_rec.lines.profile->rate);
    double total = 0;
    for (const auto &[line, seconds] : theirs) {
        QVERIFY(size_t(line) <= ours.size());
        const double mine = ours[size_t(line) - 1].gprofSamples / hz;
        // gprof rounds each of the line's symbols to hundredths.
        QVERIFY2(
            std::fabs(mine - seconds) <= 0.005 * symbolsOnLine[line] + 1e-9,
            qPrintable(QStringLiteral("line %1: %2 against %3").arg(line).arg(mine).arg(seconds)));
        QVERIFY(ours[size_t(line) - 1].hasCode);
        total += ours[size_t(line) - 1].gprofSamples;
    }
    QVERIFY(total > 0);
    // Comments have no code.
    QVERIFY(!ours[0].hasCode);
}

void tst_Source::modelAndMissingFile()
{
    SourceView view;
    QAbstractItemModelTester tester(view.model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto function = std::make_shared<const ProfileResult>(*m_rec.lines.profile);
    view.setProfiles(function, m_rec.lines);
    view.showLine(m_rec.source, 10);
    SourceModel *model = view.model();
    QVERIFY(model->hasText());
    QVERIFY(model->rowCount() > 40);
    // The file's own text, line by line.
    QFile sourceFile(m_rec.source);
    QVERIFY(sourceFile.open(QIODevice::ReadOnly | QIODevice::Text));
    const QStringList sourceLines =
        QString::fromUtf8(sourceFile.readAll()).split(QLatin1Char('\n'));
    for (int r : {0, 1, 9})
        QCOMPARE(model->index(r, SourceModel::Code).data().toString(), sourceLines[r]);
    QVERIFY(view.note().isEmpty());
    // The busiest line carries the strongest heat.
    int hottest = -1;
    double best = 0;
    for (int r = 0; r < model->rowCount(); ++r) {
        const double s =
            model->index(r, SourceModel::Samples).data(SourceModel::SortRole).toDouble();
        if (s > best) {
            best = s;
            hottest = r;
        }
    }
    QVERIFY(hottest >= 0);
    QCOMPARE(model->index(hottest, 0).data(SourceModel::HeatRole).toDouble(), 1.0);
    QVERIFY(model->index(hottest, SourceModel::Share).data().toString().endsWith(QLatin1Char('%')));

    // Moved away: a note, figures still by line number; then found by folder.
    QDir().mkpath(m_dir.filePath("moved"));
    QVERIFY(QFile::rename(m_rec.source, m_dir.filePath("moved/hot.c")));
    view.showLine(m_rec.source, 10);
    QVERIFY(!model->hasText());
    QVERIFY2(view.note().contains(QStringLiteral("hot.c")), qPrintable(view.note()));
    QVERIFY(model->rowCount() >= hottest + 1);
    QCOMPARE(model->index(hottest, SourceModel::Samples).data(SourceModel::SortRole).toDouble(),
             best);
    view.setSourceFolders({m_dir.filePath("moved")});
    QVERIFY(model->hasText());
    QVERIFY(view.note().isEmpty());
    QVERIFY(QFile::rename(m_dir.filePath("moved/hot.c"), m_rec.source));
}

// The pane's shares are of the samples taken, as the flat profile's: gprof
// -l credits a line more than its samples (a bin width rounded down).
void tst_Source::sharesOfTheSamples()
{
    SourceView view;
    view.setProfiles(std::make_shared<const ProfileResult>(*m_rec.lines.profile), m_rec.lines);
    view.showLine(m_rec.source, 10);
    const SourceModel *model = view.model();
    const ProfileResult &lines = *m_rec.lines.profile;
    QVERIFY(lines.binSamples > 0);
    double shares = 0, gprofShares = 0;
    const auto ours = sourceLines(lines, *m_rec.lines.lines, m_rec.source.toStdString());
    for (int r = 0; r < model->rowCount(); ++r) {
        const double samples =
            model->index(r, SourceModel::Samples).data(SourceModel::SortRole).toDouble();
        if (samples <= 0)
            continue;
        const QString share = model->index(r, SourceModel::Share).data().toString();
        QCOMPARE(share, QString::asprintf("%.2f%%", 100 * samples / double(lines.binSamples)));
        shares += 100 * samples / double(lines.binSamples);
        gprofShares += 100 * ours[size_t(r)].gprofSamples / lines.totalTime;
    }
    QVERIFY(shares > 0);
    QVERIFY2(shares <= 100.0 + 1e-9, qPrintable(QString::number(shares)));
    QVERIFY2(gprofShares > shares, qPrintable(QString::number(gprofShares))); // gprof's quirk
}

// The strip's intervals hold the function's samples.
void tst_Source::addressIntervals()
{
    const ProfileResult &profile = *m_rec.functions;
    const int spin = symbolNamed(profile, "spin");
    QVERIFY(spin >= 0);
    const ProfileSymbol &s = profile.symbol(spin);
    for (int n : {1, 7, 25}) {
        const auto counts = gmonview::addressIntervals(profile, s.address, s.endAddress, n);
        QCOMPARE(int(counts.size()), n);
        double total = 0;
        for (double c : counts)
            total += c;
        // gprof credits a bin by overlap in 2-byte units; within a bin of it.
        QVERIFY2(std::fabs(total - s.time) <= 2.0,
                 qPrintable(QStringLiteral("%1 vs %2").arg(total).arg(s.time)));
    }
}

void tst_Source::windowShowsLinesAndSource()
{
    MainWindow w;
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    QSignalSpy lines(&w, &MainWindow::linesReady);
    w.openProfile(m_rec.exe, {m_dir.filePath("gmon.out")});
    QVERIFY(QTest::qWaitFor([&] { return loaded.count() > 0 && lines.count() > 0; }, 30000));
    QVERIFY(w.lineProfile().profile);
    // The source pane follows the current function (the busiest: spin).
    SourceView *source = w.sourceView();
    QCOMPARE(source->model()->path(), m_rec.source);
    // At spin's hottest line, which is the file's (its loop has the time).
    double most = 0;
    for (int r = 0; r < source->model()->rowCount(); ++r)
        most = std::max(most, source->model()->samples(r));
    QVERIFY(most > 0);
    QCOMPARE(source->model()->samples(source->currentLine() - 1), most);
    auto *intervals = source->findChild<QSpinBox *>();
    QVERIFY(intervals);
    QCOMPARE(int(source->intervals().size()), intervals->value());
    // More intervals: the strip follows, the file stays as it is.
    const SourceModel *shownModel = source->model();
    const int rowsBefore = shownModel->rowCount();
    intervals->setValue(intervals->value() + 7);
    QCOMPARE(int(source->intervals().size()), intervals->value());
    QCOMPARE(shownModel->path(), m_rec.source);
    QCOMPARE(shownModel->rowCount(), rowsBefore);
    // Lines in the flat profile; choosing one opens it in the source pane.
    w.setShowLines(true);
    auto *flat = w.findChild<QTableView *>(QStringLiteral("flatProfile"));
    QVERIFY(flat->model()
                ->index(0, FlatProfileModel::Name)
                .data()
                .toString()
                .contains(QStringLiteral("(hot.c:")));
    // Every row names its line; open the second one.
    int pick = -1;
    int line = 0;
    const QRegularExpression lineName(QStringLiteral("hot\\.c:(\\d+)"));
    for (int r = 1; r < flat->model()->rowCount() && pick < 0; ++r) {
        const auto m =
            lineName.match(flat->model()->index(r, FlatProfileModel::Name).data().toString());
        if (m.hasMatch()) {
            pick = r;
            line = m.captured(1).toInt();
        }
    }
    QVERIFY(pick > 0 && line > 0);
    flat->setCurrentIndex(flat->model()->index(pick, 0));
    auto *tabs = w.findChild<QTabWidget *>();
    QCOMPARE(tabs->currentWidget(), source);
    auto *table = source->findChild<QTableView *>(QStringLiteral("sourceTable"));
    QCOMPARE(table->currentIndex().row(), line - 1);
    w.setShowLines(false);
    QVERIFY(!flat->model()
                 ->index(0, FlatProfileModel::Name)
                 .data()
                 .toString()
                 .contains(QStringLiteral("(hot.c:")));

    // A second run of the same program: the line profile is summed again over
    // the DWARF tables already read, and counts both runs.
    const std::shared_ptr<const DwarfLineTable> tables = w.lineProfile().lines;
    const double oneRun = w.lineProfile().profile->totalTime;
    // (In a folder of its own: a run replaces the gmon.out beside it.)
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("second")));
    const QString secondDir = m_dir.filePath(QStringLiteral("second"));
    QCOMPARE(profileRun(m_rec.exe, {"20"}, secondDir, QStringLiteral("second.out")).exitCode, 0);
    const QString secondRun = QDir(secondDir).filePath(QStringLiteral("second.out"));
    const LineProfile second =
        loadLineProfile(w.lineProfile().executable, {secondRun.toStdString()});
    QVERIFY(second.profile);
    w.addRuns({secondRun});
    QVERIFY(QTest::qWaitFor([&] { return loaded.count() > 1 && lines.count() > 1; }, 30000));
    QVERIFY(w.lineProfile().profile);
    QCOMPARE(w.lineProfile().lines.get(), tables.get());
    QCOMPARE(w.lineProfile().profile->totalTime, oneRun + second.profile->totalTime);
}

// Basic-block records added to the real gmon.out (modern gcc no longer
// writes them): the Executions column lists, per line, the counts gprof -l -C
// prints for it, in its order ("a,b,c", as gprof -A annotates).
void tst_Source::blockCountsAsGprof()
{
    auto elf = ElfImage::fromFile(m_rec.exe.toStdString());
    QVERIFY(elf.ok());
    std::vector<BasicBlockCount> blocks;
    for (const ElfSymbol &s : (*elf)->symbols())
        if (s.name == "fib" || s.name == "spin")
            for (uint64_t j = 0; j < 4; ++j)
                blocks.push_back({s.value + 4 + j * 3, 100 * (j + 1) + s.value % 7});
    QCOMPARE(int(blocks.size()), 8);
    GmonWriter w({8, false});
    w.basicBlocks(blocks);
    QByteArray bytes = readFile(m_dir.filePath("gmon.out"));
    bytes.append(reinterpret_cast<const char *>(w.bytes().data()), qsizetype(w.bytes().size()));
    QVERIFY(writeFile(m_dir.filePath("bb.out"), bytes));

    const ProcessResult gprof = runGprof({"-b", "-l", "-C", "prog", "bb.out"}, m_dir.path());
    QCOMPARE(gprof.exitCode, 0);
    std::map<int, QStringList> theirs; // line -> counts
    const QRegularExpression row(
        QStringLiteral("hot\\.c:(\\d+): \\(\\w+:0x[0-9a-f]+\\) (\\d+) executions"));
    for (const QByteArray &l : gprof.out.split('\n'))
        if (const auto m = row.match(QString::fromLatin1(l)); m.hasMatch())
            theirs[m.captured(1).toInt()] << m.captured(2);
    QVERIFY(theirs.size() >= 3);

    const LineProfile lines =
        loadLineProfile(m_rec.executable, {m_dir.filePath("bb.out").toStdString()});
    QVERIFY2(!lines.error, lines.error ? lines.error->message.c_str() : "");
    SourceView view;
    QAbstractItemModelTester tester(view.model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    view.setProfiles(lines.profile, lines);
    view.showLine(m_rec.source, 1);
    SourceModel *model = view.model();
    int withBlocks = 0;
    for (int r = 0; r < model->rowCount(); ++r) {
        const QString shown = model->index(r, SourceModel::Blocks).data().toString();
        const QString expected =
            theirs.count(r + 1) ? theirs[r + 1].join(QLatin1Char(',')) : QString();
        QVERIFY2(
            shown == expected,
            qPrintable(
                QStringLiteral("line %1: %2 against gprof's %3").arg(r + 1).arg(shown, expected)));
        withBlocks += shown.contains(QLatin1Char(','));
    }
    QCOMPARE(withBlocks, 2); // the lines of fib and spin
}

// Deep in a long file (SQLite's runs to 250,000 lines) the line numbers and
// the figures of the function shown are whole, not cut to "973...".
void tst_Source::longFilesShowWholeNumbers()
{
    QTemporaryDir dir;
    const QString source = dir.filePath("long.c");
    QByteArray text(12000, '\n');
    text += "volatile double sink;\n"
            "void busy(int n) {\n"
            "    for (int i = 0; i < n * 40000; i++)\n"
            "        sink += i * 0.5;\n"
            "}\n"
            "int main(void) { for (int k = 0; k < 400; k++) busy(k % 7 + 1); return 0; }\n";
    QVERIFY(writeFile(source, text));
    const QString exe = dir.filePath("long");
    QCOMPARE(runProcess("gcc", {"-pg", "-g", "-O0", "-o", exe, source}, dir.path()).exitCode, 0);
    QCOMPARE(profileRun(exe, {}, dir.path(), QStringLiteral("gmon.out")).exitCode, 0);
    auto executable = Executable::load(exe.toStdString());
    QVERIFY(executable.ok());
    LineProfile lines = loadLineProfile(*executable, {dir.filePath("gmon.out").toStdString()});
    QVERIFY(lines.profile && lines.lines);

    SourceView view;
    QVERIFY(showPane(view, lines, std::make_shared<const ProfileResult>(*lines.profile)));
    view.showLine(source, 12002);
    auto *table = view.findChild<QTableView *>(QStringLiteral("sourceTable"));
    QVERIFY(table);
    int checked = 0;
    const int first = table->rowAt(0), last = table->rowAt(table->viewport()->height() - 1);
    QVERIFY2(first > 11000, qPrintable(QStringLiteral("first %1 rows %2 sb %3/%4")
                                           .arg(first)
                                           .arg(view.model()->rowCount())
                                           .arg(table->verticalScrollBar()->value())
                                           .arg(table->verticalScrollBar()->maximum())));
    for (int row = first; row <= last && row >= 0; ++row)
        for (int column : {int(SourceModel::Line), int(SourceModel::Samples),
                           int(SourceModel::Share), int(SourceModel::Blocks)}) {
            const QString cell = view.model()->index(row, column).data().toString();
            if (cell.isEmpty())
                continue;
            QVERIFY2(
                table->fontMetrics().horizontalAdvance(cell) + 6 <= table->columnWidth(column),
                qPrintable(QStringLiteral("row %1, column %2: %3").arg(row).arg(column).arg(cell)));
            ++checked;
        }
    QVERIFY(checked > 8);
}

// Ticking a run re-sums the line profile over the tables already read: the
// same DWARF tables, and the numbers a fresh read gives.
void tst_Source::resummingKeepsTheTables()
{
    const std::vector<std::string> runs{m_dir.filePath("gmon.out").toStdString(),
                                        m_dir.filePath("gmon.out").toStdString()};
    const LineProfile fresh = loadLineProfile(m_rec.executable, runs);
    // The program read at line granularity is used as it is.
    const LineProfile again = loadLineProfile(m_rec.lines.executable, runs);
    QVERIFY(fresh.profile && again.profile);
    QVERIFY(fresh.executable != m_rec.lines.executable);
    QCOMPARE(again.executable.get(), m_rec.lines.executable.get());
    QCOMPARE(again.lines.get(), m_rec.lines.lines.get());
    QVERIFY(again.profile != m_rec.lines.profile);
    QCOMPARE(again.profile->symbols.size(), fresh.profile->symbols.size());
    for (size_t i = 0; i < fresh.profile->symbols.size(); ++i) {
        QCOMPARE(again.profile->symbols[i].name, fresh.profile->symbols[i].name);
        QCOMPARE(again.profile->symbols[i].time, fresh.profile->symbols[i].time);
        QCOMPARE(again.profile->symbols[i].calls, fresh.profile->symbols[i].calls);
    }
    // Two runs of the same file: twice the one run's samples.
    QCOMPARE(again.profile->totalTime, 2 * m_rec.lines.profile->totalTime);
}

// A function opens at its line with the most samples (the first of equals),
// at its first line when none has samples; both show.
void tst_Source::opensAtTheHottestLine_data()
{
    QTest::addColumn<bool>("hotLines");
    QTest::newRow("recursion") << false;
    QTest::newRow("hotlines") << true;
}

void tst_Source::opensAtTheHottestLine()
{
    QFETCH(bool, hotLines);
    const Program &program = hotLines ? m_hot : m_rec;
    SourceView view;
    QVERIFY(showPane(view, program.lines, program.functions));
    const SourceModel *model = view.model();
    int checked = 0, movedOff = 0;
    for (size_t symbol = 0; symbol < program.functions->symbols.size(); ++symbol) {
        const ProfileSymbol &function = program.functions->symbols[symbol];
        const auto [first, last] = functionLines(*program.lines.lines, function, program.source);
        if (!first)
            continue; // not in the program's source (crt files)
        view.setFunction(int(symbol));
        QCOMPARE(model->path(), program.source);
        int expected = first;
        double most = 0;
        for (int line = first; line <= last; ++line) {
            const double samples =
                model->index(line - 1, SourceModel::Samples).data(SourceModel::SortRole).toDouble();
            if (samples > most) {
                most = samples;
                expected = line;
            }
        }
        QVERIFY2(view.currentLine() == expected,
                 qPrintable(QStringLiteral("%1: line %2, expected %3")
                                .arg(QString::fromStdString(function.name))
                                .arg(view.currentLine())
                                .arg(expected)));
        QVERIFY(shown(view, first) && shown(view, expected));
        ++checked;
        movedOff += expected != first;
    }
    QVERIFY(checked >= 3);
    QVERIFY(movedOff > 0); // a loop, at least, is below its function's first line
}

// F3 and Shift+F3 go through the lines with samples in the order of the file,
// on from the other end, and the status bar says when they went round.
void tst_Source::keysStepThroughHotLines()
{
    QMainWindow window;
    auto *view = new SourceView(&window);
    window.setCentralWidget(view);
    window.resize(900, 500);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    view->setProfiles(m_hot.functions, m_hot.lines);
    view->setFunction(symbolNamed(*m_hot.functions, "hot"));
    view->setWholeFile(true); // through the file (hotLineKeysStayInTheFunction: in one)
    const SourceModel *model = view->model();
    std::vector<int> hot; // lines with samples, from the model
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->index(r, SourceModel::Samples).data(SourceModel::SortRole).toDouble() > 0)
            hot.push_back(r + 1);
    QVERIFY2(hot.size() >= 3, qPrintable(QString::number(hot.size())));
    const auto start = std::find(hot.begin(), hot.end(), view->currentLine());
    QVERIFY(start != hot.end());
    const size_t at = size_t(start - hot.begin());
    auto *table = view->findChild<QTableView *>(QStringLiteral("sourceTable"));
    table->setFocus();
    // What the status bar was told by a key, whatever comes after (a hover
    // on a loaded machine may clear it before it is read).
    auto hintOf = [&](auto press) {
        QSignalSpy said(window.statusBar(), &QStatusBar::messageChanged);
        press();
        QString hint;
        for (const QList<QVariant> &message : said)
            if (!message.first().toString().isEmpty())
                hint = message.first().toString();
        return hint;
    };
    for (size_t i = 1; i <= hot.size(); ++i) {
        const QString hint = hintOf([&] { QTest::keyClick(table, Qt::Key_F3); });
        const size_t k = (at + i) % hot.size();
        QCOMPARE(view->currentLine(), hot[k]);
        // The hint when it went on from the first line, and only then.
        QCOMPARE(hint.isEmpty(), k != 0);
        QVERIFY(shown(*view, hot[k]));
    }
    for (size_t i = 1; i <= hot.size(); ++i) {
        const QString hint = hintOf([&] { QTest::keyClick(table, Qt::Key_F3, Qt::ShiftModifier); });
        const size_t k = (at + hot.size() - i) % hot.size();
        QCOMPARE(view->currentLine(), hot[k]);
        QCOMPARE(hint.isEmpty(), k != hot.size() - 1);
    }
    // The same from the text's context menu.
    QCOMPARE(table->contextMenuPolicy(), Qt::ActionsContextMenu);
    // (then the lines' instructions: expanded, collapsed, the hot lines,
    // all collapsed; after a separator)
    QStringList shortcuts;
    for (const QAction *a : table->actions())
        shortcuts << QKeySequence::listToString(a->shortcuts());
    QCOMPARE(shortcuts, QStringList({QStringLiteral("F3"), QStringLiteral("Shift+F3"), QString(),
                                     QStringLiteral("Right; +"), QStringLiteral("Left; -"),
                                     QString(), QString()}));
}

// A click on an interval of the strip shows a line whose code is in it: the
// one with the most samples there, if any has samples.
void tst_Source::stripClickShowsItsLine()
{
    SourceView view;
    QVERIFY(showPane(view, m_hot.lines, m_hot.functions));
    const int hot = symbolNamed(*m_hot.functions, "hot");
    view.setFunction(hot);
    const ProfileSymbol &function = m_hot.functions->symbol(hot);
    const ProfileResult &lines = *m_hot.lines.profile;
    auto *strip = view.findChild<QWidget *>(QStringLiteral("addressStrip"));
    auto *table = view.findChild<QTableView *>(QStringLiteral("sourceTable"));
    QVERIFY(strip && table);
    const std::vector<double> counts = view.intervals();
    const int n = int(counts.size());
    QVERIFY(n > 1);
    const int hottest = int(std::max_element(counts.begin(), counts.end()) - counts.begin());
    QVERIFY(counts[size_t(hottest)] > 0);
    for (int i = 0; i < n; ++i) {
        table->setCurrentIndex(view.model()->index(0, 0)); // the comment at the top
        const int x = int((i + 0.5) * strip->width() / n);
        QTest::mouseClick(strip, Qt::LeftButton, {}, QPoint(x, strip->height() / 2));
        const auto [first, last] = intervalAddresses(function.address, function.endAddress, n, i);
        const int line = view.currentLine();
        double samples = 0; // of the line's code in the interval
        bool inside = false;
        for (const ProfileSymbol &s : lines.symbols)
            if (int(s.line) == line && s.file >= 0 &&
                QString::fromStdString(lines.files[size_t(s.file)]) == m_hot.source &&
                s.address <= last && s.endAddress >= first) {
                inside = true;
                samples += s.time;
            }
        QVERIFY2(inside, qPrintable(QStringLiteral("interval %1 (0x%2-0x%3): line %4")
                                        .arg(i)
                                        .arg(qulonglong(first), 0, 16)
                                        .arg(qulonglong(last), 0, 16)
                                        .arg(line)));
        QVERIFY(shown(view, line));
        if (i == hottest)
            QVERIFY(samples > 0);
    }
}

// The header names the file where it was found, elided in the middle when
// the pane is narrow and whole in the tooltip; for a file not found, where
// it was looked for. A long function name there never widens the pane.
void tst_Source::headerShowsWhereTheFileIs()
{
    SourceView view;
    QVERIFY(showPane(view, m_hot.lines, m_hot.functions, 1200));
    auto *title = view.findChild<QLabel *>(QStringLiteral("sourcePath"));
    QVERIFY(title);
    const QString recorded = m_hot.source; // as the debug information names it
    view.setFunction(symbolNamed(*m_hot.functions, "hot"));
    QVERIFY(view.model()->hasText());
    QCOMPARE(title->text(), QFileInfo(recorded).absoluteFilePath());
    QCOMPARE(title->toolTip(), title->text());

    // Moved to a deep folder and found there: that path, in the middle
    // elided when narrow.
    QTemporaryDir elsewhere;
    const QString folder =
        elsewhere.filePath(QString(50, QLatin1Char('d')) + QStringLiteral("/src"));
    QVERIFY(QDir().mkpath(folder));
    const QString moved = QFileInfo(QDir(folder).filePath("hotlines.c")).absoluteFilePath();
    QVERIFY(QFile::rename(recorded, moved));
    const auto restore = qScopeGuard([&] { QFile::rename(moved, recorded); });
    view.setSourceFolders({folder});
    QVERIFY(view.model()->hasText());
    QVERIFY2(title->toolTip().contains(moved), qPrintable(title->toolTip()));
    QVERIFY(title->toolTip().contains(recorded));
    QCOMPARE(title->text(), moved);
    view.resize(520, 400);
    QTRY_VERIFY(title->text() != moved);
    QVERIFY2(title->text().contains(QChar(0x2026)) &&
                 title->text().endsWith(QStringLiteral("hotlines.c")) &&
                 title->text().startsWith(moved.left(4)),
             qPrintable(title->text()));
    QVERIFY(title->geometry().right() < view.width());
    QVERIFY(title->toolTip().contains(moved));

    // Not found: where it was looked for.
    view.resize(1200, 400);
    view.setSourceFolders({});
    QVERIFY(!view.model()->hasText());
    QVERIFY2(title->text().endsWith(recorded), qPrintable(title->text()));
    QVERIFY(title->text() != recorded); // it says it is not there
    QVERIFY(title->toolTip().contains(recorded));

    // A function without line information, under a name longer than any
    // screen: the pane stays as narrow as it was.
    const int narrowest = view.minimumSizeHint().width();
    int bare = -1;
    for (size_t i = 0; i < m_hot.functions->symbols.size() && bare < 0; ++i)
        if (!m_hot.lines.lines->lookup(m_hot.functions->symbols[i].address))
            bare = int(i);
    QVERIFY2(bare >= 0, "every function has line information");
    auto names = std::make_shared<std::vector<std::string>>();
    for (const ProfileSymbol &s : m_hot.functions->symbols)
        names->push_back(s.displayName);
    const std::string longName = std::string(300, 'n') + "::" + names->at(size_t(bare));
    names->at(size_t(bare)) = longName;
    view.setDisplayNames(names);
    view.setFunction(bare);
    QVERIFY(title->text().contains(QChar(0x2026)));
    QVERIFY(title->text().contains(QString::fromStdString(longName.substr(0, 10))));
    QVERIFY(title->toolTip().contains(
        QString::fromStdString(m_hot.functions->symbols[size_t(bare)].displayName)));
    QCOMPARE(view.minimumSizeHint().width(), narrowest);
    QVERIFY(title->geometry().right() < view.width());
}

// Base against New, two builds of compare_lines.c from copies in folders of their
// own (so the debug information names different paths with one base name),
// New run twice: the Δ column gives each line's samples per run, New - Base,
// where both builds have code on it, and nothing elsewhere; its tooltip
// gives both sides and says lines are matched by number. Cleared, the column
// goes.
void tst_Source::comparedLines()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Program base, next;
    for (auto [program, name] : {std::pair{&base, "base"}, std::pair{&next, "new"}}) {
        QVERIFY(QDir(dir.path()).mkpath(QLatin1String(name)));
        program->source = dir.filePath(QLatin1String(name) + QStringLiteral("/compare.c"));
        QVERIFY(QFile::copy(QDir(programsDir()).filePath("compare_lines.c"), program->source));
    }
    build(base, dir.filePath("base/prog"), {}, {"-DNEW=0"});
    build(next, dir.filePath("new/prog"), {}, {"-DNEW=1"}, 2);
    if (QTest::currentTestFailed())
        return;
    const std::string baseFile = base.source.toStdString(), newFile = next.source.toStdString();
    QCOMPARE(matchSourceFile(*base.lines.lines, newFile), baseFile); // by its base name
    QCOMPARE(matchSourceFile(*base.lines.lines, baseFile), baseFile);
    QCOMPARE(matchSourceFile(*base.lines.lines, "/elsewhere/other.c"), std::string());
    auto comparison = std::make_shared<const Comparison>(
        handBuiltComparison(base.functions, 1, next.functions, 2, {}));

    SourceView view;
    QVERIFY(showPane(view, next.lines, next.functions));
    view.setComparison(comparison, base.lines);
    view.setWholeFile(true); // the file's totals (windowComparesLines: a function's)
    view.setFunction(functionNamed(*next.functions, "grows"));
    SourceModel *model = view.model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model->path(), next.source);
    QVERIFY(model->isComparing());
    auto *table = view.findChild<QTableView *>(QStringLiteral("sourceTable"));
    QVERIFY(!table->isColumnHidden(SourceModel::Delta));

    const std::vector<SourceLine> baseLines =
        sourceLines(*base.lines.profile, *base.lines.lines, baseFile);
    const std::vector<SourceLine> newLines =
        sourceLines(*next.lines.profile, *next.lines.lines, newFile);
    int compared = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex cell = model->index(row, SourceModel::Delta);
        const bool both = size_t(row) < baseLines.size() && size_t(row) < newLines.size() &&
                          baseLines[size_t(row)].hasCode && newLines[size_t(row)].hasCode;
        if (!both) {
            QVERIFY2(cell.data().toString().isEmpty(), qPrintable(QString::number(row + 1)));
            continue;
        }
        ++compared;
        const double perRunBase = baseLines[size_t(row)].samples;
        const double perRunNew = newLines[size_t(row)].samples / 2;
        QCOMPARE(cell.data(SourceModel::SortRole).toDouble(), perRunNew - perRunBase);
        QVERIFY(!cell.data().toString().isEmpty());
        const QString tip = cell.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("matched by number")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("estimated")), qPrintable(tip));
    }
    QVERIFY(compared > 10);
    // grows' loop does four times the work in New, shrinks' a quarter: at
    // -O0 the samples fall on the loops' bodies.
    auto lineWith = [&](const QString &text) {
        for (int row = 0; row < model->rowCount(); ++row)
            if (model->index(row, SourceModel::Code).data().toString().contains(text))
                return row;
        return -1;
    };
    const int grows = lineWith(QStringLiteral("sink += i * 0.5;"));
    const int shrinks = lineWith(QStringLiteral("sink -= i * 0.25;"));
    QVERIFY(grows >= 0 && shrinks >= 0);
    QVERIFY(model->delta(grows).value_or(0) > 0);
    QVERIFY(model->delta(shrinks).value_or(0) < 0);
    // The tooltip's figures are the two sides' per run.
    const QString tip = model->index(grows, SourceModel::Delta).data(Qt::ToolTipRole).toString();
    const double growsBase = baseLines[size_t(grows)].samples;
    const QString shownBase = growsBase == std::floor(growsBase)
                                  ? QString::number(qint64(growsBase))
                                  : QString::number(growsBase, 'f', 1);
    QVERIFY2(tip.contains(QStringLiteral("Base %1,").arg(shownBase)), qPrintable(tip));
    QVERIFY(model->headerData(SourceModel::Delta, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("estimate")));

    view.setComparison(nullptr, {});
    QVERIFY(!model->isComparing());
    QVERIFY(table->isColumnHidden(SourceModel::Delta));
    QVERIFY(model->index(grows, SourceModel::Delta).data().toString().isEmpty());
}

void tst_Source::buildSharedLine()
{
    if (!m_shared.exe.isEmpty())
        return;
    QVERIFY(m_sharedDir.isValid());
    const QString exe = m_sharedDir.filePath("shared");
    const QString source = QDir(programsDir()).filePath("shared_line.cpp");
    const ProcessResult built = compileProgram("shared_line.cpp", {"-pg", "-g", "-O0"}, exe);
    QVERIFY2(built.exitCode == 0, built.err.constData());
    QCOMPARE(profileRun(exe, {"10"}, m_sharedDir.path(), "real.out").exitCode, 0);
    const std::string real = m_sharedDir.filePath("real.out").toStdString();
    auto executable = Executable::load(exe.toStdString());
    QVERIFY(executable.ok());
    const LineProfile lines = loadLineProfile(*executable, {real});
    QVERIFY(lines.profile && lines.lines);
    const auto functions = functionProfile(**executable, {real});
    QVERIFY(functions);
    auto run = readGmonFile(real, (*executable)->target);
    QVERIFY(run.ok());
    QCOMPARE(int(run->histograms.size()), 1);
    HistogramRecord &h = run->histograms.front();
    std::fill(h.bins.begin(), h.bins.end(), uint16_t(0));
    const double width = double(h.highPc - h.lowPc) / double(h.bins.size());

    const int scaleInt = functionNamed(*functions, "int scale<int>(int)");
    const int scaleDouble = functionNamed(*functions, "double scale<double>(int)");
    const int mainFunction = functionNamed(*functions, "main");
    QVERIFY(scaleInt >= 0 && scaleDouble >= 0 && mainFunction >= 0);
    m_shared.source = source;
    m_shared.loopLine = lineOf(source, "for (int i = 0; i < n; ++i)");
    m_shared.sharedLine = lineOf(source, "s += T(i) * T(3);");
    m_shared.mainLine = lineOf(source, "sink += scale<int>(n)");
    QVERIFY(m_shared.loopLine > 0 && m_shared.sharedLine > m_shared.loopLine &&
            m_shared.mainLine > m_shared.sharedLine);
    // COUNT samples in a bin that lies whole in FUNCTION's code of LINE.
    auto place = [&](int function, int line, uint16_t count) {
        const ProfileSymbol &f = functions->symbol(function);
        for (const ProfileSymbol &s : lines.profile->symbols) {
            if (int(s.line) != line || s.address < f.address || s.address > f.endAddress ||
                s.file < 0 || baseName(lines.profile->files[size_t(s.file)]) != "shared_line.cpp")
                continue;
            const auto bin = size_t(std::ceil(double(s.address - h.lowPc) / width));
            if (bin < h.bins.size() &&
                double(h.lowPc) + width * double(bin + 1) <= double(s.endAddress) + 1) {
                h.bins[bin] = count;
                return true;
            }
        }
        return false;
    };
    QVERIFY(place(scaleInt, m_shared.sharedLine, 65));
    QVERIFY(place(scaleDouble, m_shared.sharedLine, 55));
    QVERIFY(place(scaleInt, m_shared.loopLine, 30));
    QVERIFY(place(mainFunction, m_shared.mainLine, 20));
    GmonWriter w((*executable)->target);
    w.header();
    w.histogram(h.lowPc, h.highPc, h.rate, h.dimension, h.dimensionAbbrev, h.bins);
    for (const ArcRecord &a : run->arcs)
        w.arc(a.fromPc, a.selfPc, uint32_t(a.count));
    m_shared.run = m_sharedDir.filePath("known.out");
    QVERIFY(writeFile(m_shared.run, QByteArray(reinterpret_cast<const char *>(w.bytes().data()),
                                               qsizetype(w.bytes().size()))));
    m_shared.exe = exe;
}

int tst_Source::openSharedLine(MainWindow &w)
{
    w.resize(1200, 800);
    w.show();
    w.activateWindow();
    if (!QTest::qWaitForWindowActive(&w))
        return -1;
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    QSignalSpy lines(&w, &MainWindow::linesReady);
    w.openProfile(m_shared.exe, {m_shared.run});
    if (!QTest::qWaitFor([&] { return loaded.count() > 0 && lines.count() > 0; }, 30000) ||
        !w.profile() || !w.lineProfile().profile)
        return -1;
    const int symbol = functionNamed(*w.profile(), "int scale<int>(int)");
    if (symbol < 0)
        return -1;
    emit w.callGraphView()->functionActivated(symbol);
    if (w.currentSymbol() != symbol)
        return -1;
    w.findChild<QTabWidget *>(QStringLiteral("lowerTabs"))->setCurrentWidget(w.sourceView());
    return symbol;
}

// Two instances of a template share a line, each with samples there: the
// pane gives the current function's own samples and share (as gprof -l
// credits its line symbols in that function), and with Whole File the
// file's sum.
void tst_Source::functionsOwnFiguresInTheWindow()
{
    buildSharedLine();
    if (QTest::currentTestFailed())
        return;
    const auto seconds =
        gprofLineSeconds(m_sharedDir.path(), m_shared.exe, m_shared.run, m_shared.source);
    QVERIFY(seconds.count(m_shared.sharedLine) && seconds.at(m_shared.sharedLine).size() >= 2);

    MainWindow w;
    const int symbol = openSharedLine(w);
    QVERIFY(symbol >= 0);
    const ProfileSymbol &function = w.profile()->symbol(symbol);
    const double rate = double(w.lineProfile().profile->rate);
    double total = 0; // gprof's, in samples
    for (const auto &[line, symbols] : seconds)
        for (const auto &[address, s] : symbols)
            total += s * rate;
    QVERIFY(total > 0);
    // LINE's samples as gprof -l gives them: the function's own, or all.
    auto gprofSamples = [&](int line, bool own) {
        double sum = 0;
        if (seconds.count(line))
            for (const auto &[address, s] : seconds.at(line))
                if (!own || (address >= function.address && address <= function.endAddress))
                    sum += s * rate;
        return sum;
    };
    SourceView *source = w.sourceView();
    const SourceModel *model = source->model();
    QCOMPARE(QFileInfo(model->path()).fileName(), QStringLiteral("shared_line.cpp"));
    auto *wholeFile = source->findChild<QCheckBox *>(QStringLiteral("wholeFile"));
    QVERIFY(wholeFile && wholeFile->isVisible() && !wholeFile->isChecked());
    auto check = [&](bool own) {
        for (int line : {m_shared.loopLine, m_shared.sharedLine, m_shared.mainLine}) {
            const double expected = gprofSamples(line, own);
            const double shown =
                model->index(line - 1, SourceModel::Samples).data(SourceModel::SortRole).toDouble();
            QVERIFY2(std::fabs(shown - expected) < 0.5,
                     qPrintable(QStringLiteral("line %1 (%2): %3 against gprof's %4")
                                    .arg(line)
                                    .arg(own ? "own" : "file")
                                    .arg(shown)
                                    .arg(expected)));
            QCOMPARE(model->index(line - 1, SourceModel::Share).data().toString(),
                     expected > 0 ? QString::asprintf("%.2f%%", 100 * expected / total)
                                  : QString());
        }
    };
    check(true);
    if (QTest::currentTestFailed())
        return;
    // The header says whose code counts.
    auto headerTip = [&] {
        return model->headerData(SourceModel::Samples, Qt::Horizontal, Qt::ToolTipRole).toString();
    };
    QVERIFY2(headerTip().contains(QStringLiteral("scale<int>")), qPrintable(headerTip()));
    // The function's own figures are less than the line's (both instances
    // have samples there), and it opens at its own hottest line.
    QVERIFY(gprofSamples(m_shared.sharedLine, true) < gprofSamples(m_shared.sharedLine, false));
    QCOMPARE(source->currentLine(), m_shared.sharedLine);
    QTest::mouseClick(wholeFile, Qt::LeftButton, {}, QPoint(8, wholeFile->height() / 2));
    QVERIFY(wholeFile->isChecked() && source->isWholeFile());
    check(false);
    QVERIFY2(headerTip().contains(QStringLiteral("whole file")), qPrintable(headerTip()));
    QCOMPARE(source->currentLine(), m_shared.sharedLine); // where it was
    wholeFile->setChecked(false);
    check(true);
}

// F3 and Shift+F3 stop at the function's last and first hot lines and the
// status bar says so; with Whole File they go through the file and round.
void tst_Source::hotLineKeysStayInTheFunction()
{
    buildSharedLine();
    if (QTest::currentTestFailed())
        return;
    MainWindow w;
    QVERIFY(openSharedLine(w) >= 0);
    SourceView *source = w.sourceView();
    auto *table = source->findChild<QTableView *>(QStringLiteral("sourceTable"));
    table->setFocus();
    auto hintOf = [&](Qt::KeyboardModifiers modifiers) {
        QSignalSpy said(w.statusBar(), &QStatusBar::messageChanged);
        QTest::keyClick(table, Qt::Key_F3, modifiers);
        QString hint;
        for (const QList<QVariant> &message : said)
            if (!message.first().toString().isEmpty())
                hint = message.first().toString();
        return hint;
    };
    const int loop = m_shared.loopLine, shared = m_shared.sharedLine, inMain = m_shared.mainLine;
    QCOMPARE(source->currentLine(), shared); // the function's last hot line
    QString hint = hintOf({});
    QCOMPARE(source->currentLine(), shared); // not on to main's line
    QVERIFY2(hint.contains(QStringLiteral("last hot line")) &&
                 hint.contains(QStringLiteral("scale")),
             qPrintable(hint));
    QVERIFY(hintOf(Qt::ShiftModifier).isEmpty());
    QCOMPARE(source->currentLine(), loop);
    hint = hintOf(Qt::ShiftModifier);
    QCOMPARE(source->currentLine(), loop);
    QVERIFY2(hint.contains(QStringLiteral("first hot line")), qPrintable(hint));
    // Whole File: through the file (main's line too), and round.
    source->findChild<QCheckBox *>(QStringLiteral("wholeFile"))->setChecked(true);
    table->setFocus();
    QCOMPARE(source->currentLine(), loop);
    QVERIFY(hintOf({}).isEmpty());
    QCOMPARE(source->currentLine(), shared);
    QVERIFY(hintOf({}).isEmpty());
    QCOMPARE(source->currentLine(), inMain);
    hint = hintOf({});
    QCOMPARE(source->currentLine(), loop);
    QVERIFY2(hint.contains(QStringLiteral("back at the file's first")), qPrintable(hint));
}

// The model's steps without going round: none past the last (first) hot
// row, nor from below the figures; with it, round from the other end.
void tst_Source::hotRowsStopAtTheEnds()
{
    std::vector<SourceLine> lines(8);
    for (SourceLine &l : lines)
        l.hasCode = true;
    lines[1].samples = 3; // rows 1 and 4 are hot
    lines[4].samples = 1;
    SourceModel model;
    model.setFile(QStringLiteral("f.c"), {}, lines, 4, 100);
    QCOMPARE(model.nextHotRow(1, false, false), 4);
    QCOMPARE(model.nextHotRow(4, false, false), -1);
    QCOMPARE(model.nextHotRow(6, false, false), -1);
    QCOMPARE(model.nextHotRow(20, false, false), -1);
    QCOMPARE(model.nextHotRow(20, true, false), 4);
    QCOMPARE(model.nextHotRow(4, true, false), 1);
    QCOMPARE(model.nextHotRow(1, true, false), -1);
    QCOMPARE(model.nextHotRow(0, true, false), -1);
    QCOMPARE(model.nextHotRow(-1, false, false), 1);
    QCOMPARE(model.nextHotRow(-1, true, false), 4);
    QCOMPARE(model.nextHotRow(4, false, true), 1);
    QCOMPARE(model.nextHotRow(1, true, true), 4);
}

// At -O2 the static functions churn (from the header inheader.h) and stir
// are inlined into main: with main current, stir's lines (inlined from
// elsewhere) and the line calling churn are in italics, their tooltips
// naming the function; main's own lines are not. churn's lines in the
// header are marked too. DWARF 5 numbers the files a call is in from 0,
// DWARF 4 from 1.
void tst_Source::inlinedLinesAreMarked_data()
{
    QTest::addColumn<QString>("debug");
    QTest::newRow("DWARF 5") << QStringLiteral("-gdwarf-5");
    QTest::newRow("DWARF 4") << QStringLiteral("-gdwarf-4");
}

void tst_Source::inlinedLinesAreMarked()
{
    QFETCH(QString, debug);
    QTemporaryDir dir;
    const QString exe = dir.filePath("inheader");
    const ProcessResult built = compileProgram("inheader.c", {"-pg", debug, "-O2"}, exe);
    QVERIFY2(built.exitCode == 0, built.err.constData());
    QCOMPARE(profileRun(exe, {"20"}, dir.path(), "gmon.out").exitCode, 0);
    // The premise, from the debug information as binutils reads it.
    const ProcessResult info = runProcess("objdump", {"--dwarf=info", exe}, dir.path());
    QVERIFY(info.out.contains("DW_TAG_inlined_subroutine"));

    MainWindow w;
    w.resize(1200, 800);
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    QSignalSpy lines(&w, &MainWindow::linesReady);
    w.openProfile(exe, {dir.filePath("gmon.out")});
    QVERIFY(QTest::qWaitFor([&] { return loaded.count() > 0 && lines.count() > 0; }, 30000));
    QVERIFY(w.lineProfile().profile);
    const int mainFunction = functionNamed(*w.profile(), "main");
    QVERIFY(mainFunction >= 0);
    QVERIFY2(functionNamed(*w.profile(), "churn") < 0, "churn was not inlined");
    emit w.callGraphView()->functionActivated(mainFunction);
    const SourceModel *model = w.sourceView()->model();
    const QString source = QDir(programsDir()).filePath("inheader.c");
    QCOMPARE(QFileInfo(model->path()).fileName(), QStringLiteral("inheader.c"));
    auto marked = [&](int line, const QString &name) {
        const QModelIndex code = model->index(line - 1, SourceModel::Code);
        const QString tip = code.data(Qt::ToolTipRole).toString();
        return code.data(SourceModel::InlinedRole).toBool() && tip.contains(name);
    };
    const int churnCall = lineOf(source, "churn(100);");
    const int stirLoop = lineOf(source, "sink += i * 0.25;");
    const int ownLine = lineOf(source, "for (int k = 0; k < rounds; k++)");
    QVERIFY(churnCall > 0 && stirLoop > 0 && ownLine > 0);
    QVERIFY2(marked(churnCall, QStringLiteral("churn")),
             qPrintable(
                 model->index(churnCall - 1, SourceModel::Code).data(Qt::ToolTipRole).toString()));
    QVERIFY2(
        marked(stirLoop, QStringLiteral("stir")),
        qPrintable(model->index(stirLoop - 1, SourceModel::Code).data(Qt::ToolTipRole).toString()));
    QVERIFY(!model->index(ownLine - 1, SourceModel::Code).data(SourceModel::InlinedRole).toBool());
    QVERIFY(
        model->index(ownLine - 1, SourceModel::Code).data(Qt::ToolTipRole).toString().isEmpty());

    // The header, as the debug information names it: churn's lines.
    QString header;
    for (const std::string &f : w.lineProfile().lines->files())
        if (baseName(f) == "inheader.h")
            header = QString::fromStdString(f);
    QVERIFY(!header.isEmpty());
    const int churnLoop = lineOf(QDir(programsDir()).filePath("inheader.h"), "a += i * 0.5;");
    w.sourceView()->showLine(header, churnLoop);
    QCOMPARE(model->path(), header);
    QVERIFY2(marked(churnLoop, QStringLiteral("churn")),
             qPrintable(
                 model->index(churnLoop - 1, SourceModel::Code).data(Qt::ToolTipRole).toString()));
}

// Compare mode in the window, as --compare-with opens it: two builds of
// compare_lines.c (New does four times grows' work), real runs, two a
// side (three in another row). With grows current the Source pane has the
// Δ/run column, each line's New - Base samples per run of grows' own code;
// with Whole File, of the file's.
void tst_Source::windowComparesLines_data()
{
    QTest::addColumn<int>("runs");
    QTest::newRow("2 runs a side") << 2;
    QTest::newRow("3 runs a side") << 3;
}

void tst_Source::windowComparesLines()
{
    QFETCH(int, runs);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    struct Side
    {
        QString exe;
        QStringList runs;
        QString source;
    } base, next;
    for (auto [side, name, flag] :
         {std::tuple{&base, "base", "-DNEW=0"}, std::tuple{&next, "new", "-DNEW=1"}}) {
        const QString folder = dir.filePath(QLatin1String(name));
        QVERIFY(QDir().mkpath(folder));
        side->source = QDir(folder).filePath("compare.c");
        QVERIFY(QFile::copy(QDir(programsDir()).filePath("compare_lines.c"), side->source));
        side->exe = QDir(folder).filePath("prog");
        QCOMPARE(
            runProcess("gcc", {"-pg", "-g", "-O0", flag, "-o", side->exe, side->source}, folder)
                .exitCode,
            0);
        for (int i = 1; i <= runs; ++i) {
            const QString run = QStringLiteral("run%1.out").arg(i);
            QCOMPARE(profileRun(side->exe, {"20"}, folder, run).exitCode, 0);
            side->runs << QDir(folder).filePath(run);
        }
    }

    MainWindow w;
    w.resize(1200, 800);
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    QSignalSpy lines(&w, &MainWindow::linesReady);
    w.openProfile(next.exe, next.runs);
    QVERIFY(QTest::qWaitFor([&] { return loaded.count() > 0 && lines.count() > 0; }, 30000));
    w.compareWith(QStringList{base.exe} + base.runs);
    ComparePanel *panel = w.comparePanel();
    SourceView *source = w.sourceView();
    QVERIFY(QTest::qWaitFor(
        [&] {
            return panel->comparison() && panel->baseDocument()->lineProfile().profile &&
                   w.lineProfile().profile && !w.isLoading();
        },
        30000));
    const int grows = functionNamed(*w.profile(), "grows");
    QVERIFY(grows >= 0);
    emit w.callGraphView()->functionActivated(grows);
    w.findChild<QTabWidget *>(QStringLiteral("lowerTabs"))->setCurrentWidget(source);
    const SourceModel *model = source->model();
    auto *table = source->findChild<QTableView *>(QStringLiteral("sourceTable"));
    QTRY_VERIFY_WITH_TIMEOUT(model->isComparing(), 30000);
    QVERIFY(!table->isColumnHidden(SourceModel::Delta));
    QVERIFY(table->columnWidth(SourceModel::Delta) > 0);
    QCOMPARE(model->headerData(SourceModel::Delta, Qt::Horizontal).toString(),
             QStringLiteral("Δ/run"));

    // Each side's lines, read here from its program and runs: samples per
    // line of the file, of grows' code (by its address range) or all.
    struct Lines
    {
        std::map<int, double> own, all;
        std::set<int> code;
    };
    auto linesOf = [](const Side &side) {
        Lines out;
        auto executable = Executable::load(side.exe.toStdString());
        if (!executable.ok())
            return out;
        std::vector<std::string> gmons;
        for (const QString &r : side.runs)
            gmons.push_back(r.toStdString());
        const LineProfile lines = loadLineProfile(*executable, gmons);
        const auto functions = functionProfile(**executable, gmons);
        if (!lines.profile || !functions)
            return out;
        const ProfileSymbol &grows = functions->symbol(functionNamed(*functions, "grows"));
        for (const LineRow &r : lines.lines->rows())
            if (!r.endSequence && r.line > 0 &&
                QString::fromStdString(lines.lines->files()[r.file]) == side.source)
                out.code.insert(int(r.line));
        for (const ProfileSymbol &s : lines.profile->symbols) {
            if (s.file < 0 ||
                QString::fromStdString(lines.profile->files[size_t(s.file)]) != side.source)
                continue;
            out.all[int(s.line)] += s.samples;
            if (s.address >= grows.address && s.address <= grows.endAddress)
                out.own[int(s.line)] += s.samples;
        }
        return out;
    };
    const Lines before = linesOf(base), after = linesOf(next);
    QVERIFY(!before.code.empty() && !after.code.empty());
    auto check = [&](bool own) {
        int compared = 0, changed = 0;
        for (int row = 0; row < model->rowCount(); ++row) {
            const int line = row + 1;
            const QModelIndex cell = model->index(row, SourceModel::Delta);
            if (!before.code.count(line) || !after.code.count(line)) {
                QVERIFY2(cell.data().toString().isEmpty(), qPrintable(QString::number(line)));
                continue;
            }
            const auto &b = own ? before.own : before.all;
            const auto &a = own ? after.own : after.all;
            const double expected = (a.count(line) ? a.at(line) : 0.0) / next.runs.size() -
                                    (b.count(line) ? b.at(line) : 0.0) / base.runs.size();
            QVERIFY2(std::fabs(cell.data(SourceModel::SortRole).toDouble() - expected) < 1e-9,
                     qPrintable(QStringLiteral("line %1: %2 against %3")
                                    .arg(line)
                                    .arg(cell.data(SourceModel::SortRole).toDouble())
                                    .arg(expected)));
            QVERIFY(!cell.data().toString().isEmpty());
            ++compared;
            changed += expected != 0;
        }
        QVERIFY(compared > 10);
        QVERIFY(changed > 0);
    };
    check(true);
    if (QTest::currentTestFailed())
        return;
    source->setWholeFile(true);
    QVERIFY(!table->isColumnHidden(SourceModel::Delta));
    check(false);
}

QTEST_MAIN(tst_Source)
#include "tst_source.moc"
