// SPDX-License-Identifier: MIT
#pragma once

#include "model/stats/RunStatistics.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>
#include <QStringList>

#include <memory>
#include <vector>

namespace gmonview {

class FlatProfileModel;

// The runs as a sample, as a table: a row per function with samples, a
// column per run (seconds), and before the runs the function's figures
// over them (mean, spread, imbalance, runs needed). The first row is the
// runs' summary: each run's whole time. Each run cell knows how far its run
// departs from the others for that function (DepartureRole) and whether it
// is an outlier; the view colours by them.
class RunMatrixModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Name,
        Mean,
        StdDev,
        Cv,
        Spread,
        Imbalance,
        RunsFor5,
        RunsFor1,
        FirstRun, // and one more per run
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1,
        SymbolRole,    // the function's symbol; -1 on the summary row
        RunRole,       // a run column's run: its index in the statistics' runs
        DepartureRole, // a run cell's departure from the other runs, in SDs
        OutlierRole,   // a run cell that is an outlier (or, in the summary, an odd run)
        SummaryRole,   // true on the summary row
        NoisyRole,     // true where the spread is more than sampling explains
        FullTextRole,  // the text shown, with the whole name (for copying)
    };
    // The order of the run columns.
    enum class RunOrder
    {
        AsGiven,     // the order they were summed in
        ByTime,      // the longest run first
        ByDeparture, // for one row: the run departing most above the others first
    };

    explicit RunMatrixModel(QObject *parent = nullptr);

    void setStatistics(std::shared_ptr<const RunStatistics> statistics);
    const RunStatistics *statistics() const { return m_statistics.get(); }
    // The names shown, one per symbol (the flat profile's); the full name
    // is always the tooltip and the copied text.
    void setDisplayNames(std::shared_ptr<const std::vector<std::string>> names);
    // ROW's runs, for ByDeparture (the summary row when ROW is not a row).
    void setRunOrder(RunOrder order, int row = -1);
    RunOrder runOrder() const { return m_order; }

    int runCount() const;
    int runAtColumn(int column) const; // an index into statistics()->runs, or -1
    int columnOfRun(int run) const;    // -1 when RUN is not a run
    int symbolAt(int row) const;       // -1 for the summary row
    int rowOfSymbol(int symbol) const; // -1 when SYMBOL has no samples in any run
    // A label per run, short and distinct: the part of the file names that
    // differs (gmon.out.1234 and gmon.out.1299 give 1234 and 1299), else
    // the run's number.
    static QStringList runLabels(const std::vector<RunSummary> &runs);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QVariant functionData(const FunctionRuns &f, int column, int role) const;
    QVariant summaryData(int column, int role) const;
    QVariant runCell(const FunctionRuns *f, int run, int role) const;
    QString shownName(const FunctionRuns &f) const;

    std::shared_ptr<const RunStatistics> m_statistics;
    std::shared_ptr<const std::vector<std::string>> m_names;
    QStringList m_labels;
    std::vector<int> m_runOfColumn; // per run column, in order
    std::vector<int> m_columnOfRun;
    std::vector<int> m_rowOfSymbol;
    std::vector<double> m_imbalance;  // per function: max - mean seconds
    std::vector<double> m_runSeconds; // summary: per run, its seconds
    double m_summaryMean = 0, m_summarySd = 0, m_summaryImbalance = 0;
    RunOrder m_order = RunOrder::AsGiven;
};

// The runs x functions table's rows as the flat profile has them: under
// its filter (name, cutoff) and, until a column is sorted, in its order;
// the summary row first whatever the order.
class RunMatrixFilter : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit RunMatrixFilter(QObject *parent = nullptr);

    // The flat profile to follow, of the same profile as the statistics;
    // nulls (a profile of lines, say) show every function, by mean.
    void setFlatProfile(const FlatProfileModel *model, const QSortFilterProxyModel *filter);
    // Back to the flat profile's order (a column sort leaves it).
    void followFlatOrder();
    bool followsFlatOrder() const { return m_follow; }
    // The flat profile's filter or order changed.
    void flatProfileChanged();

    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    // The row of SOURCE_ROW's function in the flat profile on screen, or -1.
    int flatRank(int sourceRow) const;

    const FlatProfileModel *m_flatModel = nullptr;
    const QSortFilterProxyModel *m_flatFilter = nullptr;
    bool m_follow = true;
    bool m_sortingToFollow = false;
};

} // namespace gmonview
