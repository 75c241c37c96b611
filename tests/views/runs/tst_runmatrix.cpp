// SPDX-License-Identifier: MIT
// The runs as a sample in the window: the runs x functions model under
// QAbstractItemModelTester, its run labels, the document's statistics
// against `gmonview stats`'s engine, then eight real runs of
// tests/programs/runs.c with one planted outlier driven in the window:
// colours, outlier frames, clicks, the flat profile's order and filter, the
// spread columns, compressed columns and unticking a run.
#include "model/document/ProfileDocument.h"
#include "model/items/FlatProfileModel.h"
#include "model/items/RunMatrixModel.h"
#include "model/items/RunsModel.h"
#include "TestSupport.h"
#include "views/common/Palette.h"
#include "views/common/Tables.h"
#include "views/runs/RunMatrixView.h"
#include "views/window/MainWindow.h"
#include "views/window/Navigator.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <algorithm>
#include <cmath>
#include <random>

using namespace gmonview;
using namespace gmonview::test;

namespace {

constexpr int kRuns = 8;
constexpr int kPlanted = 5;

// RUNS runs of FUNCTIONS functions drawn as the simulations draw them, the
// last function with its run PLANTED five times as long.
RunStatistics syntheticStatistics(int runs, int functions, uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::vector<RunSummary> summaries(static_cast<size_t>(runs));
    std::vector<FunctionCounts> counts(static_cast<size_t>(functions));
    for (int f = 0; f < functions; ++f) {
        FunctionCounts &c = counts[size_t(f)];
        c.name = "f" + std::to_string(f);
        c.symbol = f;
        c.counts = drawCounts(rng, runs, 20 + 30 * f, 1);
        if (f == functions - 1)
            c.counts[size_t(runs / 2)] *= 5;
        for (int r = 0; r < runs; ++r)
            summaries[size_t(r)].samples += c.counts[size_t(r)];
    }
    for (int r = 0; r < runs; ++r)
        summaries[size_t(r)].file = "/data/rank" + std::to_string(r) + "/gmon.out";
    return summarizeRuns(std::move(summaries), std::move(counts), 100);
}

} // namespace

class tst_RunMatrix : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void modelIsSound();
    void runLabelsAreShortAndDistinct();
    void documentStatisticsAreTheCommands();
    void plantedRunIsMarkedAndColoured();
    void clickSelectsRunAndFunction();
    void figuresShowWhole();
    void followsTheFlatProfile();
    void imbalanceSortAndRunOrder();
    void flatProfileSpreadColumns();
    void untickingUpdatesEverything();
    void hundredsOfRunsCompress();
    void tintsReadOnLightAndDark();
    void cxxNamesAsInTheFlatProfile();

private:
    // Shows W (once) and opens the program with RUNS in it.
    bool open(MainWindow &w, const QStringList &runs);
    RunMatrixView *matrix(MainWindow &w) const;
    int rowOf(const RunMatrixView *m, const QString &name) const; // in the view's order
    // Every cell's outlier mark and every row's "noisy" as the statistics say.
    void verifyMarks(const RunMatrixView *m) const;
    QTemporaryDir m_dir;
    QString m_exe;
    QStringList m_runs;
};

void tst_RunMatrix::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(m_dir.isValid());
    m_exe = m_dir.filePath(QStringLiteral("runs"));
    QCOMPARE(compileProgram(QStringLiteral("runs.c"), {"-pg", "-g", "-O1"}, m_exe).exitCode, 0);
    for (int i = 0; i < kRuns; ++i) {
        const QString name = QStringLiteral("gmon.out.%1").arg(4100 + 7 * i);
        QCOMPARE(profileRun(m_exe, {QString::number(kPlanted), QString::number(i), "30"},
                            m_dir.path(), name)
                     .exitCode,
                 0);
        // Known samples (the real runs' calls and ranges kept): where a
        // loaded machine's clock ticks fell made main() a fourth function
        // with samples in one run of twenty, and could make any run odd.
        // spiky() does five times the work in the planted run; the others
        // differ by a few samples from run to run, less than Poisson's
        // spread (and no two runs are the same file, which the window
        // would refuse as a repeat).
        const int rounds = 10; // runs.c's
        const QString written =
            setRunSamples(m_exe, m_dir.filePath(name),
                          {{"steady", 4 * rounds + i - kRuns / 2},
                           {"spiky", i == kPlanted ? 15 * rounds : 3 * rounds + i % 2},
                           {"other", 3 * rounds + (i + 1) % 3 - 1}});
        QVERIFY2(written.isEmpty(), qPrintable(written));
        m_runs << m_dir.filePath(name);
    }
}

bool tst_RunMatrix::open(MainWindow &w, const QStringList &runs)
{
    if (!w.isVisible()) {
        w.resize(1400, 900);
        w.show();
    }
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(m_exe, runs);
    return QTest::qWaitFor([&] { return loaded.count() > 0 && !w.isLoading(); }, 30000) &&
           w.profile();
}

RunMatrixView *tst_RunMatrix::matrix(MainWindow &w) const
{
    auto *m = w.findChild<RunMatrixView *>(QStringLiteral("runMatrix"));
    auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("lowerTabs"));
    if (m && tabs)
        tabs->setCurrentWidget(m);
    return m;
}

void tst_RunMatrix::verifyMarks(const RunMatrixView *m) const
{
    const QAbstractItemModel *cells = m->runsTable()->model();
    const RunStatistics &s = *m->model()->statistics();
    for (int r = 0; r < cells->rowCount(); ++r) {
        const QString name = cells->index(r, 0).data(RunMatrixModel::FullTextRole).toString();
        const auto f =
            std::find_if(s.functions.begin(), s.functions.end(),
                         [&](const FunctionRuns &x) { return x.name == name.toStdString(); });
        QVERIFY(r == 0 || f != s.functions.end());
        for (int run = 0; run < int(s.runs.size()); ++run) {
            const bool expected =
                r == 0 ? s.runs[size_t(run)].oddSamples || s.runs[size_t(run)].oddCalls
                       : std::count(f->spread.outliers.begin(), f->spread.outliers.end(), run) > 0;
            const QModelIndex cell = cells->index(r, m->model()->columnOfRun(run));
            QVERIFY2(cell.data(RunMatrixModel::OutlierRole).toBool() == expected,
                     qPrintable(QStringLiteral("%1, run %2").arg(name).arg(run)));
        }
        if (r > 0)
            QCOMPARE(cells->index(r, 0).data(RunMatrixModel::NoisyRole).toBool(),
                     f->spread.stability == Stability::Noisy);
    }
}

int tst_RunMatrix::rowOf(const RunMatrixView *m, const QString &name) const
{
    const QAbstractItemModel *model = m->runsTable()->model();
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->index(r, RunMatrixModel::Name).data(RunMatrixModel::FullTextRole).toString() ==
            name)
            return r;
    return -1;
}

// Resets, run reorders and the filter's sorts, under the tester.
void tst_RunMatrix::modelIsSound()
{
    RunMatrixModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    RunMatrixFilter filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester filterTester(&filter,
                                          QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto s = std::make_shared<const RunStatistics>(syntheticStatistics(12, 6, 3));
    model.setStatistics(s);
    QCOMPARE(model.rowCount(), 7);
    QCOMPARE(model.columnCount(), RunMatrixModel::FirstRun + 12);
    // Keep a persistent index on a run cell through the reorders.
    const QPersistentModelIndex cell = model.index(2, model.columnOfRun(4));
    for (auto order : {RunMatrixModel::RunOrder::ByTime, RunMatrixModel::RunOrder::ByDeparture,
                       RunMatrixModel::RunOrder::AsGiven}) {
        model.setRunOrder(order, 6);
        QCOMPARE(cell.column(), model.columnOfRun(4));
        for (int c = RunMatrixModel::FirstRun; c < model.columnCount(); ++c)
            QCOMPARE(model.columnOfRun(model.runAtColumn(c)), c);
    }
    filter.sort(RunMatrixModel::Cv, Qt::DescendingOrder);
    QVERIFY(filter.index(0, 0).data(RunMatrixModel::SummaryRole).toBool());
    filter.sort(RunMatrixModel::Cv, Qt::AscendingOrder);
    QVERIFY(filter.index(0, 0).data(RunMatrixModel::SummaryRole).toBool());
    for (int r = 2; r < filter.rowCount(); ++r)
        QVERIFY(filter.index(r - 1, RunMatrixModel::Cv).data(RunMatrixModel::SortRole).toDouble() <=
                filter.index(r, RunMatrixModel::Cv).data(RunMatrixModel::SortRole).toDouble());
    for (int r = 0; r < model.rowCount(); ++r)
        for (int c = 0; c < model.columnCount(); ++c)
            for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole),
                             int(RunMatrixModel::SortRole), int(RunMatrixModel::DepartureRole)})
                model.index(r, c).data(role);
    model.setStatistics(nullptr);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), int(RunMatrixModel::FirstRun));
}

void tst_RunMatrix::runLabelsAreShortAndDistinct()
{
    auto labels = [](std::vector<std::string> files) {
        std::vector<RunSummary> runs;
        for (std::string &f : files)
            runs.push_back({std::move(f)});
        return RunMatrixModel::runLabels(runs);
    };
    // Numbers whole: the shared "12" stays in each.
    QCOMPARE(labels({"/a/gmon.out.1234", "/a/gmon.out.1299"}), (QStringList{"1234", "1299"}));
    QCOMPARE(labels({"run1.gmon", "run2.gmon", "run10.gmon"}),
             (QStringList{"run1", "run2", "run10"}));
    // The same name in different folders: their numbers.
    QCOMPARE(labels({"/r0/gmon.out", "/r1/gmon.out"}), (QStringList{"1", "2"}));
    QCOMPARE(labels({"a.out", "a.out"}), (QStringList{"1", "2"}));
    QCOMPARE(labels({"/x/gmon.out"}), QStringList{"gmon.out"});
}

// The window's statistics (taken while the runs are summed, by
// RunSampleCollector) are the ones `gmonview stats` computes from the same
// files.
void tst_RunMatrix::documentStatisticsAreTheCommands()
{
    ProfileDocument document;
    QSignalSpy finished(&document, &ProfileDocument::loadFinished);
    document.open(m_exe, m_runs);
    QVERIFY(QTest::qWaitFor([&] { return finished.count() > 0; }, 30000));
    const auto ours = document.runStatistics();
    QVERIFY(ours);
    AnalysisRequest request;
    request.executablePath = m_exe.toStdString();
    for (const QString &r : m_runs)
        request.runs.push_back(r.toStdString());
    const auto theirs = runStatistics(request);
    QVERIFY(theirs.ok());
    QCOMPARE(ours->runs.size(), theirs->runs.size());
    for (size_t i = 0; i < ours->runs.size(); ++i) {
        QCOMPARE(ours->runs[i].file, theirs->runs[i].file);
        QCOMPARE(ours->runs[i].samples, theirs->runs[i].samples);
        QCOMPARE(ours->runs[i].oddSamples, theirs->runs[i].oddSamples);
    }
    QCOMPARE(ours->functions.size(), theirs->functions.size());
    for (size_t i = 0; i < ours->functions.size(); ++i) {
        QCOMPARE(ours->functions[i].name, theirs->functions[i].name);
        QCOMPARE(ours->functions[i].seconds, theirs->functions[i].seconds);
        QCOMPARE(ours->functions[i].spread.outliers, theirs->functions[i].spread.outliers);
        // The symbol is the document's profile's.
        QCOMPARE(document.profile()->symbol(ours->functions[i].symbol).displayName,
                 ours->functions[i].name);
    }
    // One run: no statistics.
    document.open(m_exe, {m_runs.first()});
    QVERIFY(QTest::qWaitFor([&] { return finished.count() > 1; }, 30000));
    QVERIFY(!document.runStatistics());
}

// spiky()'s planted run is its only outlier, framed and tinted as its
// departure says; steady() and other() have none; the planted run is the
// odd one as a whole.
void tst_RunMatrix::plantedRunIsMarkedAndColoured()
{
    MainWindow w;
    QVERIFY(open(w, m_runs));
    RunMatrixView *m = matrix(w);
    QVERIFY(m);
    QTableView *cells = m->runsTable();
    QCOMPARE(m->model()->runCount(), kRuns);
    QCOMPARE(cells->model()->rowCount(), 4); // the summary and three functions
    QVERIFY(cells->model()->index(0, 0).data(RunMatrixModel::SummaryRole).toBool());
    const int spiky = rowOf(m, QStringLiteral("spiky"));
    QVERIFY(spiky > 0);
    const int plantedColumn = m->model()->columnOfRun(kPlanted);
    // Each cell marked as the statistics say (with these known samples the
    // planted run is the only outlier).
    verifyMarks(m);
    const QModelIndex planted = cells->model()->index(spiky, plantedColumn);
    QVERIFY(planted.data(RunMatrixModel::OutlierRole).toBool());
    QVERIFY(cells->model()->index(0, plantedColumn).data(RunMatrixModel::OutlierRole).toBool());
    // The header names the runs by what differs in their file names.
    QCOMPARE(cells->model()->headerData(plantedColumn, Qt::Horizontal).toString(),
             QStringLiteral("%1").arg(4100 + 7 * kPlanted));

    // What is painted: each cell's tint as its departure says, and the
    // outlier's frame in the text colour.
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QImage image = cells->viewport()->grab().toImage();
    const qreal dpr = image.devicePixelRatio();
    int tinted = 0;
    for (int run = 0; run < kRuns; ++run) {
        const QModelIndex cell = cells->model()->index(spiky, m->model()->columnOfRun(run));
        if (cells->selectionModel()->isSelected(cell))
            continue;
        const QRect rect = cells->visualRect(cell);
        const double departure = cell.data(RunMatrixModel::DepartureRole).toDouble();
        // A corner inside the frame, away from the text.
        const QPoint inside = ((rect.topLeft() + QPoint(4, rect.height() / 2)) * dpr);
        QCOMPARE(image.pixelColor(inside).name(),
                 ink::departureBackground(cells->palette(), departure).name());
        tinted += std::fabs(departure) > 1;
        if (run == kPlanted) {
            QVERIFY(departure > 4);
            const QPoint frame = (rect.topLeft() + QPoint(1, rect.height() / 2)) * dpr;
            QCOMPARE(image.pixelColor(frame).name(), cells->palette().color(QPalette::Text).name());
        }
    }
    QVERIFY(tinted >= 1);
}

// A click on a cell selects its function (everywhere) and its run (in the
// runs list).
void tst_RunMatrix::clickSelectsRunAndFunction()
{
    MainWindow w;
    QVERIFY(open(w, m_runs));
    RunMatrixView *m = matrix(w);
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTableView *cells = m->runsTable();
    // Ctrl+6 puts the keyboard there.
    QTest::keyClick(&w, Qt::Key_6, Qt::ControlModifier);
    QCOMPARE(QApplication::focusWidget(), cells);
    const int steady = rowOf(m, QStringLiteral("steady"));
    const QModelIndex cell = cells->model()->index(steady, m->model()->columnOfRun(3));
    cells->scrollTo(cell);
    QTest::mouseClick(cells->viewport(), Qt::LeftButton, {}, cells->visualRect(cell).center());
    QCOMPARE(w.currentSymbol(), functionNamed(*w.profile(), "steady"));
    auto *runs = w.findChild<QTableView *>(QStringLiteral("runs"));
    QCOMPARE(runs->currentIndex().row(), 3);
    QCOMPARE(m->currentRun(), 3);
    // The function chosen elsewhere becomes the matrix's current row.
    const int spiky = functionNamed(*w.profile(), "spiky");
    w.findChild<Navigator *>()->setCurrent(spiky);
    QCOMPARE(m->currentFunction(), spiky);
    QCOMPARE(m->figuresTable()->currentIndex().row(), rowOf(m, QStringLiteral("spiky")));
    QCOMPARE(cells->currentIndex().row(), rowOf(m, QStringLiteral("spiky")));
}

// Filled while its tab was hidden, the tab shown: the figures get their
// width (all of it where it fits in three fifths), not what a hidden tab
// had.
void tst_RunMatrix::figuresShowWhole()
{
    MainWindow w;
    QVERIFY(open(w, m_runs)); // on the callers and callees tab
    RunMatrixView *m = matrix(w);
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTableView *figures = m->figuresTable();
    int columns = 0;
    for (int c = 0; c < RunMatrixModel::FirstRun; ++c)
        columns += figures->columnWidth(c);
    auto *splitter = qobject_cast<QSplitter *>(figures->parentWidget());
    QVERIFY(splitter);
    QTRY_VERIFY2(figures->width() >= std::min(columns, splitter->width() * 3 / 5) - 4,
                 qPrintable(QStringLiteral("%1 of %2").arg(figures->width()).arg(columns)));
    QVERIFY(m->runsTable()->width() >= splitter->width() * 2 / 5 - 4);
}

// Its rows are the flat profile's: its filter and, until a column of its
// own is sorted, its order.
void tst_RunMatrix::followsTheFlatProfile()
{
    MainWindow w;
    QVERIFY(open(w, m_runs));
    RunMatrixView *m = matrix(w);
    auto *flat = w.findChild<QTableView *>(QStringLiteral("flatProfile"));
    auto names = [](const QAbstractItemModel *model, int first) {
        QStringList out;
        for (int r = first; r < model->rowCount(); ++r)
            out << model->index(r, FlatProfileModel::Name)
                       .data(FlatProfileModel::SortRole)
                       .toString();
        return out;
    };
    auto matrixNames = [&] {
        QStringList out;
        const QAbstractItemModel *model = m->figuresTable()->model();
        for (int r = 1; r < model->rowCount(); ++r)
            out << model->index(r, RunMatrixModel::Name)
                       .data(RunMatrixModel::FullTextRole)
                       .toString();
        return out;
    };
    // Functions with samples, in the flat profile's order.
    auto withSamples = [&] {
        QStringList out;
        for (const QString &n : names(flat->model(), 0))
            if (n == QLatin1String("spiky") || n == QLatin1String("steady") ||
                n == QLatin1String("other"))
                out << n;
        return out;
    };
    QCOMPARE(matrixNames(), withSamples());
    flat->sortByColumn(FlatProfileModel::Name, Qt::AscendingOrder);
    QCOMPARE(matrixNames(), (QStringList{"other", "spiky", "steady"}));
    flat->sortByColumn(FlatProfileModel::Name, Qt::DescendingOrder);
    QCOMPARE(matrixNames(), (QStringList{"steady", "spiky", "other"}));
    auto *filter = w.findChild<QLineEdit *>(QStringLiteral("filter"));
    filter->setText(QStringLiteral("sp"));
    QCOMPARE(matrixNames(), QStringList{"spiky"});
    QCOMPARE(m->figuresTable()->model()->index(0, 0).data(RunMatrixModel::SummaryRole).toBool(),
             true);
    filter->clear();
    QCOMPARE(matrixNames().size(), 3);
}

// "Most Imbalanced First" puts spiky() (its planted run) first; the run
// columns go longest first, or most departing first for the current row.
void tst_RunMatrix::imbalanceSortAndRunOrder()
{
    MainWindow w;
    QVERIFY(open(w, m_runs));
    RunMatrixView *m = matrix(w);
    auto *flat = w.findChild<QTableView *>(QStringLiteral("flatProfile"));
    flat->sortByColumn(FlatProfileModel::Name, Qt::AscendingOrder); // other first
    auto *button = m->findChildren<QToolButton *>().at(1);
    QCOMPARE(button->text(), RunMatrixView::tr("Most Imbalanced First"));
    button->click();
    QVERIFY(!m->filter()->followsFlatOrder());
    const QAbstractItemModel *rows = m->figuresTable()->model();
    QCOMPARE(rows->index(1, 0).data(RunMatrixModel::FullTextRole).toString(),
             QStringLiteral("spiky"));
    for (int r = 2; r < rows->rowCount(); ++r)
        QVERIFY(
            rows->index(r - 1, RunMatrixModel::Imbalance)
                .data(RunMatrixModel::SortRole)
                .toDouble() >=
            rows->index(r, RunMatrixModel::Imbalance).data(RunMatrixModel::SortRole).toDouble());
    // The flat profile's order no longer moves it; the button brings it back.
    flat->sortByColumn(FlatProfileModel::Name, Qt::DescendingOrder);
    QCOMPARE(rows->index(1, 0).data(RunMatrixModel::FullTextRole).toString(),
             QStringLiteral("spiky"));
    m->followFlatOrder();
    QCOMPARE(rows->index(1, 0).data(RunMatrixModel::FullTextRole).toString(),
             QStringLiteral("steady"));

    m->setRunOrder(RunMatrixModel::RunOrder::ByTime);
    QCOMPARE(m->model()->runAtColumn(RunMatrixModel::FirstRun), kPlanted);
    const RunStatistics &s = *m->model()->statistics();
    for (int c = RunMatrixModel::FirstRun + 1; c < m->model()->columnCount(); ++c)
        QVERIFY(s.runs[size_t(m->model()->runAtColumn(c - 1))].seconds >=
                s.runs[size_t(m->model()->runAtColumn(c))].seconds);
    // For steady() (no outlier), the first column is its most departing run.
    w.findChild<Navigator *>()->setCurrent(functionNamed(*w.profile(), "steady"));
    m->setRunOrder(RunMatrixModel::RunOrder::ByDeparture);
    const FunctionRuns &steady =
        *std::find_if(s.functions.begin(), s.functions.end(),
                      [](const FunctionRuns &f) { return f.name == "steady"; });
    const auto most =
        std::max_element(steady.spread.departure.begin(), steady.spread.departure.end());
    QCOMPARE(m->model()->runAtColumn(RunMatrixModel::FirstRun),
             int(most - steady.spread.departure.begin()));
    // Following the current function: spiky()'s planted run first.
    w.findChild<Navigator *>()->setCurrent(functionNamed(*w.profile(), "spiky"));
    QCOMPARE(m->model()->runAtColumn(RunMatrixModel::FirstRun), kPlanted);
}

// The flat profile's sd and CV columns, from the same statistics, "noisy"
// where the spread is more than sampling explains; hidden with one run.
void tst_RunMatrix::flatProfileSpreadColumns()
{
    MainWindow w;
    auto *flat = w.findChild<QTableView *>(QStringLiteral("flatProfile"));
    QVERIFY(flat->isColumnHidden(FlatProfileModel::RunSd)); // nothing open yet
    QVERIFY(open(w, m_runs));
    QVERIFY(!flat->isColumnHidden(FlatProfileModel::RunSd));
    QVERIFY(!flat->isColumnHidden(FlatProfileModel::RunCv));
    const RunStatistics &s = *w.document()->runStatistics();
    int checked = 0;
    for (int r = 0; r < flat->model()->rowCount(); ++r) {
        const QModelIndex name = flat->model()->index(r, FlatProfileModel::Name);
        const std::string function = name.data(FlatProfileModel::SortRole).toString().toStdString();
        const auto f = std::find_if(s.functions.begin(), s.functions.end(),
                                    [&](const FunctionRuns &x) { return x.name == function; });
        const QModelIndex sd = name.siblingAtColumn(FlatProfileModel::RunSd);
        const QModelIndex cv = name.siblingAtColumn(FlatProfileModel::RunCv);
        if (f == s.functions.end()) {
            QVERIFY(sd.data().toString().isEmpty());
            continue;
        }
        ++checked;
        QCOMPARE(sd.data().toString(), QString::number(f->stddevSeconds, 'f', 3));
        const bool noisy = f->spread.stability == Stability::Noisy;
        QCOMPARE(cv.data(FlatProfileModel::NoisyRole).toBool(), noisy);
        QCOMPARE(cv.data().toString().contains(QLatin1String("noisy")), noisy);
        QVERIFY(cv.data().toString().startsWith(QString::number(100 * f->cv, 'f', 0)));
        if (function == "spiky")
            QVERIFY(noisy); // the planted run makes it noisy
    }
    QCOMPARE(checked, 3);
    QVERIFY(open(w, {m_runs.first()}));
    QVERIFY(flat->isColumnHidden(FlatProfileModel::RunSd));
    QVERIFY(flat->isColumnHidden(FlatProfileModel::RunCv));
    auto *m = matrix(w);
    QCOMPARE(m->model()->rowCount(), 0);
}

// Unticking the planted run: seven runs, marks and spread from their
// statistics, in the matrix and in the flat profile.
void tst_RunMatrix::untickingUpdatesEverything()
{
    MainWindow w;
    QVERIFY(open(w, m_runs));
    RunMatrixView *m = matrix(w);
    auto *runs = w.findChild<QTableView *>(QStringLiteral("runs"));
    m->setRunOrder(RunMatrixModel::RunOrder::ByTime);
    auto spikyCv = [&] {
        const QAbstractItemModel *rows = m->figuresTable()->model();
        return rows->index(rowOf(m, QStringLiteral("spiky")), RunMatrixModel::Cv)
            .data(RunMatrixModel::SortRole)
            .toDouble();
    };
    const double cvBefore = spikyCv();
    QSignalSpy changed(w.document(), &ProfileDocument::profileChanged);
    QVERIFY(runs->model()->setData(runs->model()->index(kPlanted, RunsModel::File), Qt::Unchecked,
                                   Qt::CheckStateRole));
    QVERIFY(QTest::qWaitFor([&] { return changed.count() > 0 && !w.isLoading(); }, 30000));
    QCOMPARE(m->model()->runCount(), kRuns - 1);
    const QAbstractItemModel *cells = m->runsTable()->model();
    // The marks are the new statistics' (without the planted run, tst_stats
    // shows none), and spiky()'s spread falls to a fraction of what it was.
    verifyMarks(m);
    QVERIFY2(spikyCv() < cvBefore / 3,
             qPrintable(QStringLiteral("%1 then %2").arg(cvBefore).arg(spikyCv())));
    auto *flat = w.findChild<QTableView *>(QStringLiteral("flatProfile"));
    for (int r = 0; r < flat->model()->rowCount(); ++r) {
        const QModelIndex name = flat->model()->index(r, FlatProfileModel::Name);
        const int row = rowOf(m, name.data(FlatProfileModel::SortRole).toString());
        if (row > 0)
            QCOMPARE(
                name.siblingAtColumn(FlatProfileModel::RunCv).data(FlatProfileModel::NoisyRole),
                cells->index(row, 0).data(RunMatrixModel::NoisyRole));
    }
    // The order chosen holds over the new runs.
    QCOMPARE(m->model()->runOrder(), RunMatrixModel::RunOrder::ByTime);
    const RunStatistics &s = *m->model()->statistics();
    for (int c = RunMatrixModel::FirstRun + 1; c < cells->columnCount(); ++c)
        QVERIFY(s.runs[size_t(m->model()->runAtColumn(c - 1))].seconds >=
                s.runs[size_t(m->model()->runAtColumn(c))].seconds);
    // The planted run's file is gone from the columns.
    for (int c = RunMatrixModel::FirstRun; c < cells->columnCount(); ++c)
        QVERIFY(cells->headerData(c, Qt::Horizontal).toString() !=
                QString::number(4100 + 7 * kPlanted));
}

// Two hundred runs (one per rank): the columns start compressed, a strip of
// colour each, so that they fit where 8 columns of seconds did; the
// outlier is still framed, and its tooltip has the seconds.
void tst_RunMatrix::hundredsOfRunsCompress()
{
    RunMatrixView m;
    m.resize(1000, 400);
    m.show();
    QVERIFY(QTest::qWaitForWindowExposed(&m));
    auto s = std::make_shared<const RunStatistics>(syntheticStatistics(200, 5, 9));
    m.setStatistics(s);
    QVERIFY(m.isCompact());
    QTableView *cells = m.runsTable();
    // All of them side by side, at 3 pixels each at least.
    auto allFit = [&] {
        int width = 0;
        for (int c = RunMatrixModel::FirstRun; c < cells->model()->columnCount(); ++c)
            width += cells->columnWidth(c);
        return width <= std::max(cells->viewport()->width(), 3 * 200);
    };
    QTRY_VERIFY(allFit()); // once laid out
    QVERIFY(cells->columnWidth(RunMatrixModel::FirstRun) >= 3);
    const int before = cells->columnWidth(RunMatrixModel::FirstRun);
    m.resize(1600, 400); // wider strips
    QTRY_VERIFY(cells->columnWidth(RunMatrixModel::FirstRun) > before);
    QVERIFY(allFit());
    const FunctionRuns &planted = s->functions.front(); // the largest, by mean
    QCOMPARE(planted.spread.outliers, std::vector<int>{100});
    const int row = rowOf(&m, QString::fromStdString(planted.name));
    const QModelIndex cell = cells->model()->index(row, m.model()->columnOfRun(100));
    QVERIFY(cell.data(RunMatrixModel::OutlierRole).toBool());
    QVERIFY(cell.data(Qt::ToolTipRole)
                .toString()
                .contains(QString::number(planted.seconds[100], 'f', 3)));
    QVERIFY(cell.data(Qt::ToolTipRole).toString().contains(QLatin1String("outlier")));
    // Back to columns of seconds on request.
    m.setCompact(false);
    QVERIFY(cells->columnWidth(RunMatrixModel::FirstRun) >=
            m.fontMetrics().horizontalAdvance(QStringLiteral("00.00")));
}

// The strongest tints keep the text on them readable (4.5:1) on a light and
// a dark palette, and differ from the base.
void tst_RunMatrix::tintsReadOnLightAndDark()
{
    for (const QPalette &p : {QApplication::palette(), ink::sampleDarkPalette()}) {
        for (double d : {-4.0, 4.0}) {
            const QColor tint = ink::departureBackground(p, d);
            QVERIFY2(ink::contrastRatio(tint, p.color(QPalette::Text)) >= 4.5,
                     qPrintable(tint.name()));
            QVERIFY(ink::contrastRatio(tint, p.color(QPalette::Base)) >= 1.3);
        }
        QCOMPARE(ink::departureBackground(p, 0.5), p.color(QPalette::Base));
    }
    // The legend's swatches follow a change of palette.
    RunMatrixView m;
    auto *legend = m.findChild<QLabel *>(QStringLiteral("runLegend"));
    const QString light = ink::departureBackground(m.palette(), 4).name();
    QVERIFY(legend->text().contains(light));
    m.setPalette(ink::sampleDarkPalette());
    QVERIFY(legend->text().contains(ink::departureBackground(m.palette(), 4).name()));
    QVERIFY(!legend->text().contains(light));
}

// A C++ program's runs on an 800x600 window: the rows carry the flat
// profile's shortened names (each row the same text as its flat row, no two
// alike), middle-elided so that the member at the end stays in sight, and
// the tab shown leaves the window its width.
void tst_RunMatrix::cxxNamesAsInTheFlatProfile()
{
    const QString exe = m_dir.filePath(QStringLiteral("cxx"));
    QCOMPARE(compileProgram(QStringLiteral("templates.cpp"), {"-pg", "-O0"}, exe).exitCode, 0);
    QStringList runs;
    for (int i = 0; i < 2; ++i) {
        const QString name = QStringLiteral("cxx%1.gmon").arg(i);
        QCOMPARE(profileRun(exe, {}, m_dir.path(), name).exitCode, 0);
        runs << m_dir.filePath(name);
    }
    MainWindow w;
    w.resize(800, 600);
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(exe, runs);
    QVERIFY(QTest::qWaitFor([&] { return loaded.count() > 0 && !w.isLoading(); }, 30000));
    RunMatrixView *m = matrix(w);
    QTableView *flat = w.findChild<QTableView *>(QStringLiteral("flatProfile"));
    const auto *flatModel = static_cast<const QSortFilterProxyModel *>(flat->model());
    QHash<int, QString> flatName;
    for (int r = 0; r < flatModel->rowCount(); ++r) {
        const QModelIndex name = flatModel->index(r, FlatProfileModel::Name);
        flatName[name.data(FlatProfileModel::SymbolRole).toInt()] = name.data().toString();
    }
    const QAbstractItemModel *rows = m->figuresTable()->model();
    QSet<QString> seen;
    int shortened = 0;
    for (int r = 1; r < rows->rowCount(); ++r) {
        const QModelIndex name = rows->index(r, RunMatrixModel::Name);
        const QString shown = name.data().toString();
        QCOMPARE(shown, flatName.value(name.data(RunMatrixModel::SymbolRole).toInt()));
        QVERIFY2(!seen.contains(shown), qPrintable(shown + QStringLiteral(" twice")));
        seen.insert(shown);
        shortened += shown.size() < name.data(RunMatrixModel::FullTextRole).toString().size();
    }
    QVERIFY(rows->rowCount() > 5);
    QVERIFY(shortened > 0);
    QCOMPARE(m->figuresTable()->textElideMode(), Qt::ElideMiddle);
    QCoreApplication::processEvents();
    QCOMPARE(w.width(), 800);
    QVERIFY2(w.minimumSizeHint().width() <= 800,
             qPrintable(QString::number(w.minimumSizeHint().width())));
}

QTEST_MAIN(tst_RunMatrix)
#include "tst_runmatrix.moc"
