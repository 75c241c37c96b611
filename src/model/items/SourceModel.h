// SPDX-License-Identifier: MIT
#pragma once

#include "model/coverage/CoverageIndex.h"
#include "model/engine/InstructionProfile.h"
#include "model/engine/SourceProfile.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <functional>
#include <map>
#include <optional>
#include <vector>

namespace gmonview {

// One source file, line by line, with the samples credited to each line
// (gprof -l), its share of the time, and its basic-block counts as gprof -A
// shows them ("a,b,c"). Lines without code are marked; without the text,
// the figures are still listed by line number.
//
// A line with code of the current function can be expanded (as pprof's
// weblist does): its instructions then follow it as rows of their own,
// each with its address and text (in the Code column), samples, calls and
// the function inlined there; where the line's code is in several places,
// each place is introduced by a row with its address. Only line rows are
// lines: rowOfLine and lineOfRow map between the two.
class SourceModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Line,
        Samples,
        Share,
        Blocks,       // gmon.out's basic-block counts (gprof -A), from old GCCs only
        Executions,   // gcov's exact count of the line (coverage data)
        Branches,     // gcov's branches: taken / not taken; loops' iterations per entry
        PerExecution, // the line's time over its executions, ns, with its interval
        Calls,        // made from the line's instructions, exact
        Delta,        // New - Base, samples per run; while comparing
        Code,
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1,
        HeatRole, // the line's samples against the busiest line, 0..1
        HasCodeRole,
        InlinedRole,    // bool: code inlined from elsewhere is on the line, or a call inlined
        RowKindRole,    // RowKind
        LineNumberRole, // int: the line the row is, or whose instruction it shows
        AddressRole,    // qulonglong: an instruction's (or a place's first) address
        ExpandableRole, // bool: a line with instructions of the current function
        ExpandedRole,   // bool: a line whose instructions show
        UnexecutedRole, // bool: a line with code that gcov says never ran
    };
    enum RowKind
    {
        LineKind,
        InstructionKind,
        PlaceKind, // where one of several places of a line's code starts
    };

    // Calls made from a line's instructions to CALLEE, COUNT times in all.
    struct LineCall
    {
        QString callee;
        uint64_t count = 0;
    };

    explicit SourceModel(QObject *parent = nullptr);

    // TEXT may be empty (source not found). TOTAL is gprof's total time in
    // samples, RATE the samples per second.
    void setFile(const QString &path, const QStringList &text, std::vector<SourceLine> lines,
                 double total, long rate);
    QString path() const { return m_path; }
    // The calls made from each line (by line number), exact, from the
    // runs' call sites placed on their call instructions; until setFile.
    void setCalls(std::map<int, std::vector<LineCall>> calls);
    uint64_t callCount(int row) const; // from line ROW + 1
    const std::map<int, std::vector<LineCall>> &calls() const { return m_calls; }
    // gcov's counts of this file's lines (null: no coverage data), of
    // GCOV_RUNS runs, beside samples of SAMPLE_RUNS runs; BUILD says which
    // build the samples were taken on (for the tooltips). Until setFile.
    void setCoverage(const std::map<uint32_t, LineCounts> *counts, int gcovRuns, int sampleRuns,
                     const QString &build);
    bool hasCoverage() const { return m_hasCoverage; }
    bool hasBlockCounts() const;                 // gmon.out's basic-block counts, on any line
    const LineCounts *lineCounts(int row) const; // of line ROW + 1
    // Nanoseconds per execution of line ROW + 1 and its sampling error.
    std::optional<std::pair<double, double>> nsPerExecution(int row) const;
    std::optional<LoopTrips> loopTripsOf(int row) const;
    // Whose code the figures count, for the headers' tooltips: FUNCTION's
    // own, or (empty) the whole file's.
    void setScopeName(const QString &function);
    bool hasText() const { return !m_text.isEmpty(); }
    double samples(int row) const; // on line ROW + 1

    // Base against New: BASE, the lines of the same file in Base's build
    // (BASE_PATH as its debug information names it; empty, with no lines,
    // when Base has no such file), each side's samples divided by its runs.
    // The Delta column then gives New - Base per run where both have code
    // on the line. Lines are matched by number. Until setFile: a new file
    // is not compared until it is given its Base.
    void setBase(const QString &basePath, std::vector<SourceLine> base, int baseRuns, int newRuns);
    bool isComparing() const { return m_comparing; }
    // New - Base samples per run on line ROW + 1, if both have code there.
    std::optional<double> delta(int row) const;
    // The nearest line row after row FROM with samples (before it when
    // BACKWARD), going on from the other end of the file when WRAP; -1 when
    // no line (or, without WRAP, no line that way) has samples. Instruction
    // rows are passed over.
    int nextHotRow(int from, bool backward, bool wrap = true) const;

    // The current function's instructions, that lines can be expanded to:
    // PROFILE's rows on this file's lines, TEXTS the instructions as shown
    // (one per row of PROFILE), CALLEE_NAME names a callee, FUNCTION the
    // function as shown. Lines expanded stay so where they still have
    // instructions. Until setFile.
    void setInstructions(const InstructionProfile &profile, const QStringList &texts,
                         const std::function<QString(int)> &calleeName, const QString &function);
    bool isExpandable(int line) const { return m_code.count(line) > 0; }
    bool isExpanded(int line) const;
    void setExpanded(int line, bool expanded);
    void collapseAll();
    std::vector<int> expandedLines() const;
    std::vector<int> expandableLines() const;
    // The row of LINE, -1 beyond the file; the line of ROW (or whose
    // instruction ROW shows), 0 beyond the rows.
    int rowOfLine(int line) const;
    int lineOfRow(int row) const;
    bool isLineRow(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    // One row of an expanded line: an instruction, or where a place starts.
    struct CodeRow
    {
        RowKind kind = InstructionKind;
        uint64_t address = 0;
        double samples = 0;
        bool guess = false; // its bin also covers other code
        uint64_t calls = 0;
        QString text;      // the Code column
        QString callsText; // "N to callee"
        QString toolTip;   // the calls, the inline chain, or the place
        bool inlined = false;
    };
    // An expanded line: its row and how many rows follow it.
    struct Expansion
    {
        int line = 0;
        int row = 0;
        int count = 0;
    };
    // Line LINE's row (-1: none) or instruction CODE of it.
    struct RowPlace
    {
        int line = 0;
        int code = -1;
    };
    RowPlace place(int row) const;
    // R's row, TEXT its instruction, padded to WIDTH when a name follows.
    static CodeRow instructionRow(const InstructionRow &r, const QString &text, int width,
                                  const std::function<QString(int)> &name);
    void renumber(); // each expansion's row, from the lines above it
    void collapseEverything();
    QVariant lineData(int row, int column, int role) const; // line ROW + 1
    QVariant lineToolTip(int row, int column) const;
    QVariant codeData(const CodeRow &code, int line, int column, int role) const;
    QString expanderToolTip(int row) const;
    QString deltaToolTip(int row) const;
    QString inlinedToolTip(int row) const;
    QString callsToolTip(int row) const;
    QVariant coverageData(int row, int column, int role) const;
    QVariant coverageHeaderToolTip(int section) const;

    QString m_path;
    QString m_scopeName;
    QStringList m_text;
    std::vector<SourceLine> m_lines;
    std::map<int, std::vector<LineCall>> m_calls;
    double m_total = 1;
    double m_max = 0;
    long m_rate = 100;
    bool m_comparing = false;
    QString m_basePath;
    std::vector<SourceLine> m_base;
    int m_baseRuns = 1;
    int m_newRuns = 1;
    std::map<int, std::vector<CodeRow>> m_code; // the lines that expand, by number
    QString m_codeFunction;
    std::vector<Expansion> m_expanded; // by line
    int m_extraRows = 0;
    bool m_hasCoverage = false;
    std::map<uint32_t, LineCounts> m_counts;
    int m_gcovRuns = 0;
    int m_sampleRuns = 0;
    QString m_build;
};

} // namespace gmonview
