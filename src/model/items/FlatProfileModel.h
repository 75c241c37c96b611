// SPDX-License-Identifier: MIT
#pragma once

#include "model/coverage/CoverageIndex.h"
#include "model/engine/ProfileResult.h"
#include "model/report/GprofReport.h"
#include "model/stats/RunStatistics.h"

#include <QAbstractTableModel>
#include <QRegularExpression>
#include <QSortFilterProxyModel>

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace gmonview {

// The flat profile as a table: gprof's columns, plus the self samples and
// their sampling error. Values are gprof's, times with its two decimals,
// times per call each in its own readable unit ("12.3 µs": gprof's one unit
// a column reads 0.00 for most functions of a big program); SortRole gives
// the raw numbers for sorting, GprofTextRole gprof's own text.
class FlatProfileModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Percent,
        Cumulative,
        Self,
        Calls,
        SelfPerCall,
        TotalPerCall,
        Samples,
        Error,
        ErrorShare,
        RunSd, // over the runs summed (RunStatistics); blank with one run
        RunCv,
        // With coverage data (gcov's counts): a function's entries and a
        // line's executions, time per execution, a function's lines run.
        Executions,
        PerExecution,
        LinesRun,
        Name,
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1,
        SymbolRole,                // index into ProfileResult::symbols
        FractionRole,              // share of the total time, 0..1, for the bar
        LowConfidenceRole,         // true when the sampling error is 20% or more
        UnusedRole,                // no samples and no calls: gprof leaves these out
        CumulativeShareBeforeRole, // share of time of the rows above it in gprof's order
        FullTextRole,              // what a copy holds: the whole name, plain numbers
        GprofTextRole,             // the cell as gprof's report prints it (%time, per call)
        NoisyRole,                 // its time varies from run to run more than sampling explains
    };

    // Below this many samples a function's time is uncertain by 20% or more.
    static constexpr double kLowConfidenceSamples = 25.0;

    explicit FlatProfileModel(QObject *parent = nullptr);

    // LINES: the profile is at line granularity; every row names its line.
    void setProfile(std::shared_ptr<const ProfileResult> profile, bool lines = false);
    const ProfileResult *profile() const { return m_profile.get(); }
    // The names shown, one per symbol (shortenNames); without them, the full
    // names. The full name is always the tooltip and the sort key.
    void setDisplayNames(std::shared_ptr<const std::vector<std::string>> names);
    // The runs summed, as a sample, for the spread columns: of the same
    // profile (its symbols), or null.
    void setRunStatistics(std::shared_ptr<const RunStatistics> statistics);
    bool hasRunStatistics() const { return m_statistics && !m_lines; }
    // gcov's counts beside the profile's functions (by mangled name) or
    // lines (by file and line), or null.
    void setCoverage(std::shared_ptr<const CoverageIndex> coverage);
    bool hasCoverage() const { return m_coverage != nullptr; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    // SortRole's number for ROW in a number COLUMN, without a QVariant.
    double sortKey(int row, int column) const;
    // UnusedRole and CumulativeShareBeforeRole of ROW, the same way.
    bool isUnused(int row) const;
    double shareBefore(int row) const { return m_rows[size_t(row)].shareBefore; }
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    int symbolAt(int row) const;
    int rowOfSymbol(int symbol) const;

private:
    struct Row
    {
        int symbol;
        double cumulative; // in samples, gprof's order
        double shareBefore;
    };
    std::shared_ptr<const ProfileResult> m_profile;
    std::shared_ptr<const std::vector<std::string>> m_names;
    std::shared_ptr<const RunStatistics> m_statistics;
    std::vector<int> m_spreadOfSymbol; // its function in m_statistics, or -1
    const FunctionRuns *spreadOf(int symbol) const;
    QString shownName(int symbol) const;
    // The profile's unit ("s"), for times in a readable unit.
    QString dimensionUnit() const;
    // The name column's text; with FULL, the whole name however names are shown.
    QString nameText(int symbol, bool full) const;
    // The coverage columns of the row of SYMBOL.
    const LineCounts *lineCountsOf(const ProfileSymbol &s) const;
    std::optional<double> nsPerExecution(const ProfileSymbol &s) const;
    QVariant coverageData(const ProfileSymbol &s, int column, int role) const;
    double coverageSortKey(const ProfileSymbol &s, int column) const;
    void indexLineSamples();
    QVariant coverageHeader(int section, int role) const;
    std::shared_ptr<const CoverageIndex> m_coverage;
    // The samples of each line in all its places (a line's code can be in
    // several), for its time per execution.
    std::map<std::pair<int, uint32_t>, double> m_lineSamples;
    bool m_lines = false;
    std::vector<Row> m_rows; // in gprof's order
    std::vector<int> m_rowOfSymbol;
    PerCallUnit m_unit;
    double m_total = 1;        // gprof's flat-profile total, 1 when there is none
    double m_samplesTotal = 1; // the same from the samples, for the true %time
};

// Filters the flat profile by name (substring or regular expression), by a
// cutoff (the functions making up the top N percent of time), and hides
// functions with neither samples nor calls unless asked.
class FlatProfileFilter : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit FlatProfileFilter(QObject *parent = nullptr);

    void setNameFilter(const QString &text, bool regularExpression);
    bool nameFilterValid() const { return m_valid; }
    // What is wrong with the regular expression, or nothing.
    QString nameFilterError() const;
    void setCutoffPercent(double percent); // 100 shows everything
    void setShowUnused(bool show);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QString m_text;
    QRegularExpression m_regex;
    bool m_useRegex = false;
    bool m_valid = true;
    double m_cutoff = 100;
    bool m_showUnused = false;
};

// For a tooltip: the GCC clone pieces whose samples and calls are counted
// under SYMBOL (a paragraph naming them), or, for a piece, the function it
// is counted under; empty for any other symbol. HTML when RICH.
QString clonePiecesNote(const ProfileResult &profile, int symbol, bool rich = false);

} // namespace gmonview
