// SPDX-License-Identifier: MIT
#pragma once

#include "model/engine/SourceProfile.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <map>
#include <optional>
#include <vector>

namespace gmonview {

// One source file, line by line, with the samples credited to each line
// (gprof -l), its share of the time, and its basic-block counts as gprof -A
// shows them ("a,b,c"). Lines without code are marked; without the text,
// the figures are still listed by line number.
class SourceModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Line,
        Samples,
        Share,
        Blocks,
        Calls, // made from the line's instructions, exact
        Delta, // New - Base, samples per run; while comparing
        Code,
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1,
        HeatRole, // the line's samples against the busiest line, 0..1
        HasCodeRole,
        InlinedRole, // bool: code inlined from elsewhere is on the line, or a call inlined
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
    // The nearest row after FROM with samples (before it when BACKWARD),
    // going on from the other end of the file when WRAP; -1 when no row
    // (or, without WRAP, no row that way) has samples.
    int nextHotRow(int from, bool backward, bool wrap = true) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QString deltaToolTip(int row) const;
    QString inlinedToolTip(int row) const;
    QString callsToolTip(int row) const;

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
};

} // namespace gmonview
