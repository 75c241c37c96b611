// The source pane: per-line samples from the line-level profile against
// gprof -l, the source model under QAbstractItemModelTester, a missing
// source file, the address strip, and the line toggle of the flat profile.
#include "ElfImage.h"
#include "FlatProfileModel.h"
#include "GmonFile.h"
#include "MainWindow.h"
#include "SourceModel.h"
#include "SourceProfile.h"
#include "SourceView.h"
#include "TestSupport.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <map>

using namespace gmonview;
using namespace gmonview::test;

class tst_Source : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void linesMatchGprof();
    void modelAndMissingFile();
    void addressIntervals();
    void blockCountsAsGprof();
    void windowShowsLinesAndSource();
    void longFilesShowWholeNumbers();
    void resummingKeepsTheTables();

private:
    QTemporaryDir m_dir;
    QString m_exe;
    QString m_source;
    std::shared_ptr<const Executable> m_executable;
    LineProfile m_lines;
};

void tst_Source::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(m_dir.isValid());
    QDir().mkpath(m_dir.filePath("src"));
    m_source = m_dir.filePath("src/hot.c");
    QVERIFY(QFile::copy(QDir(programsDir()).filePath("recursion.c"), m_source));
    m_exe = m_dir.filePath("prog");
    QCOMPARE(runProcess("gcc", {"-pg", "-g", "-O0", "-o", m_exe, m_source}, m_dir.path()).exitCode,
             0);
    QCOMPARE(profileRun(m_exe, {"20"}, m_dir.path(), QStringLiteral("gmon.out")).exitCode, 0);
    auto exe = Executable::load(m_exe.toStdString());
    QVERIFY(exe.ok());
    m_executable = *exe;
    m_lines = loadLineProfile(m_executable, {m_dir.filePath("gmon.out").toStdString()});
    QVERIFY2(!m_lines.error, m_lines.error ? m_lines.error->message.c_str() : "");
    QVERIFY(m_lines.profile && m_lines.lines);
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
    const auto ours = sourceLines(*m_lines.profile, *m_lines.lines, m_source.toStdString());
    const double hz = double(m_lines.profile->rate);
    double total = 0;
    for (const auto &[line, seconds] : theirs) {
        QVERIFY(size_t(line) <= ours.size());
        const double mine = ours[size_t(line) - 1].samples / hz;
        // gprof rounds each of the line's symbols to hundredths.
        QVERIFY2(
            std::fabs(mine - seconds) <= 0.005 * symbolsOnLine[line] + 1e-9,
            qPrintable(QStringLiteral("line %1: %2 against %3").arg(line).arg(mine).arg(seconds)));
        QVERIFY(ours[size_t(line) - 1].hasCode);
        total += ours[size_t(line) - 1].samples;
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
    auto function = std::make_shared<const ProfileResult>(*m_lines.profile);
    view.setProfiles(function, m_lines);
    view.showLine(m_source, 10);
    SourceModel *model = view.model();
    QVERIFY(model->hasText());
    QVERIFY(model->rowCount() > 40);
    QVERIFY(model->index(0, SourceModel::Code).data().toString().startsWith(QStringLiteral("/*")));
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
    QVERIFY(QFile::rename(m_source, m_dir.filePath("moved/hot.c")));
    view.showLine(m_source, 10);
    QVERIFY(!model->hasText());
    QVERIFY2(view.note().contains(QStringLiteral("hot.c")), qPrintable(view.note()));
    QVERIFY(model->rowCount() >= hottest + 1);
    QCOMPARE(model->index(hottest, SourceModel::Samples).data(SourceModel::SortRole).toDouble(),
             best);
    view.setSourceFolders({m_dir.filePath("moved")});
    QVERIFY(model->hasText());
    QVERIFY(view.note().isEmpty());
    QVERIFY(QFile::rename(m_dir.filePath("moved/hot.c"), m_source));
}

// The strip's intervals hold the function's samples.
void tst_Source::addressIntervals()
{
    auto exe = Executable::load(m_exe.toStdString());
    ProfileAccumulator sum((*exe)->symbols, (*exe)->specs);
    auto run = readGmonFile(m_dir.filePath("gmon.out").toStdString(), (*exe)->target);
    QVERIFY(sum.add(*run).ok());
    const ProfileResult profile = analyzeProfile(sum);
    int spin = -1;
    for (size_t i = 0; i < profile.symbols.size(); ++i)
        if (profile.symbols[i].name == "spin")
            spin = int(i);
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
    w.openProfile(m_exe, {m_dir.filePath("gmon.out")});
    QVERIFY(QTest::qWaitFor([&] { return loaded.count() > 0 && lines.count() > 0; }, 30000));
    QVERIFY(w.lineProfile().profile);
    // The source pane follows the current function (the busiest: spin).
    SourceView *source = w.sourceView();
    QCOMPARE(source->model()->path(), m_source);
    auto *intervals = source->findChild<QSpinBox *>();
    QVERIFY(intervals);
    QCOMPARE(int(source->intervals().size()), intervals->value());
    // More intervals: the strip follows, the file stays as it is.
    const SourceModel *shownModel = source->model();
    const int rowsBefore = shownModel->rowCount();
    intervals->setValue(intervals->value() + 7);
    QCOMPARE(int(source->intervals().size()), intervals->value());
    QCOMPARE(shownModel->path(), m_source);
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
    QCOMPARE(profileRun(m_exe, {"20"}, secondDir, QStringLiteral("second.out")).exitCode, 0);
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
    auto elf = ElfImage::fromFile(m_exe.toStdString());
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
        loadLineProfile(m_executable, {m_dir.filePath("bb.out").toStdString()});
    QVERIFY2(!lines.error, lines.error ? lines.error->message.c_str() : "");
    SourceView view;
    QAbstractItemModelTester tester(view.model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    view.setProfiles(lines.profile, lines);
    view.showLine(m_source, 1);
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
    view.resize(900, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setProfiles(std::make_shared<const ProfileResult>(*lines.profile), lines);
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
    const LineProfile fresh = loadLineProfile(m_executable, runs);
    // The program read at line granularity is used as it is.
    const LineProfile again = loadLineProfile(m_lines.executable, runs);
    QVERIFY(fresh.profile && again.profile);
    QVERIFY(fresh.executable != m_lines.executable);
    QCOMPARE(again.executable.get(), m_lines.executable.get());
    QCOMPARE(again.lines.get(), m_lines.lines.get());
    QVERIFY(again.profile != m_lines.profile);
    QCOMPARE(again.profile->symbols.size(), fresh.profile->symbols.size());
    for (size_t i = 0; i < fresh.profile->symbols.size(); ++i) {
        QCOMPARE(again.profile->symbols[i].name, fresh.profile->symbols[i].name);
        QCOMPARE(again.profile->symbols[i].time, fresh.profile->symbols[i].time);
        QCOMPARE(again.profile->symbols[i].calls, fresh.profile->symbols[i].calls);
    }
    // Two runs of the same file: twice the one run's samples.
    QCOMPARE(again.profile->totalTime, 2 * m_lines.profile->totalTime);
}

QTEST_MAIN(tst_Source)
#include "tst_source.moc"
