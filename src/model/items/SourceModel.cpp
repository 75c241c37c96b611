// SPDX-License-Identifier: MIT
#include "model/items/SourceModel.h"

#include "model/items/DisplayFormat.h"

#include <algorithm>

namespace gmonview {

SourceModel::SourceModel(QObject *parent) : QAbstractTableModel(parent)
{}

void SourceModel::setFile(const QString &path, const QStringList &text,
                          std::vector<SourceLine> lines, double total, long rate)
{
    beginResetModel();
    m_path = path;
    m_text = text;
    m_lines = std::move(lines);
    m_calls.clear();
    m_total = total > 0 ? total : 1;
    m_rate = rate > 0 ? rate : 1;
    m_comparing = false;
    m_basePath.clear();
    m_base.clear();
    m_code.clear();
    m_codeFunction.clear();
    m_expanded.clear();
    m_extraRows = 0;
    m_hasCoverage = false;
    m_counts.clear();
    m_max = 0;
    for (const SourceLine &l : m_lines)
        m_max = std::max(m_max, l.samples);
    endResetModel();
}

void SourceModel::setCalls(std::map<int, std::vector<LineCall>> calls)
{
    m_calls = std::move(calls);
    if (rowCount() > 0)
        emit dataChanged(index(0, Calls), index(rowCount() - 1, Calls));
}

uint64_t SourceModel::callCount(int row) const
{
    const auto it = m_calls.find(row + 1);
    uint64_t n = 0;
    if (it != m_calls.end())
        for (const LineCall &c : it->second)
            n += c.count;
    return n;
}

QString SourceModel::callsToolTip(int row) const
{
    const auto it = m_calls.find(row + 1);
    if (it == m_calls.end())
        return {};
    QStringList lines;
    for (const LineCall &c : it->second)
        lines << tr("%1 calls to %2").arg(c.count).arg(c.callee);
    lines << tr("Exact: the runs recorded each call with the place it returns to, and the "
                "call instruction there is on this line (the instructions show which).");
    return lines.join(QLatin1Char('\n'));
}

void SourceModel::setScopeName(const QString &function)
{
    if (function == m_scopeName)
        return;
    m_scopeName = function;
    emit headerDataChanged(Qt::Horizontal, Samples, Share);
}

void SourceModel::setBase(const QString &basePath, std::vector<SourceLine> base, int baseRuns,
                          int newRuns)
{
    beginResetModel();
    m_comparing = true;
    m_basePath = basePath;
    m_base = std::move(base);
    m_baseRuns = std::max(baseRuns, 1);
    m_newRuns = std::max(newRuns, 1);
    endResetModel();
}

std::optional<double> SourceModel::delta(int row) const
{
    if (!m_comparing || row < 0 || size_t(row) >= m_lines.size() || size_t(row) >= m_base.size())
        return std::nullopt;
    const SourceLine &next = m_lines[size_t(row)], &base = m_base[size_t(row)];
    if (!next.hasCode || !base.hasCode)
        return std::nullopt;
    return next.samples / m_newRuns - base.samples / m_baseRuns;
}

QString SourceModel::deltaToolTip(int row) const
{
    if (!m_comparing)
        return {};
    if (m_basePath.isEmpty())
        return tr("Base's build has no source file of this name: nothing to compare.");
    const bool newCode = size_t(row) < m_lines.size() && m_lines[size_t(row)].hasCode;
    const bool baseCode = size_t(row) < m_base.size() && m_base[size_t(row)].hasCode;
    if (!newCode && !baseCode)
        return {};
    if (!baseCode)
        return tr("Base has no code on line %1 of %2: not compared.").arg(row + 1).arg(m_basePath);
    if (!newCode)
        return tr("New has no code on this line: not compared.");
    const double base = m_base[size_t(row)].samples / m_baseRuns;
    const double next = m_lines[size_t(row)].samples / m_newRuns;
    return tr("Samples per run, estimated: Base %1, New %2, New - Base %3.\nLines are matched by "
              "number (Base's from %4): where the two sources differ, this compares "
              "different code.")
        .arg(perRunFigure(base, false), perRunFigure(next, false), perRunFigure(next - base, true),
             m_basePath);
}

double SourceModel::samples(int row) const
{
    return row >= 0 && size_t(row) < m_lines.size() ? m_lines[size_t(row)].samples : 0.0;
}

int SourceModel::nextHotRow(int from, bool backward, bool wrap) const
{
    const int rows = int(m_lines.size()); // lines beyond have no figures
    if (rows == 0)
        return -1;
    // From the line of row FROM (an instruction's: its line's).
    if (from >= rowCount())
        from = std::max(rows, rowCount());
    else if (from >= 0)
        from = lineOfRow(from) - 1;
    const int step = backward ? -1 : 1;
    // From no line, or from beyond the figures: from the end they start at.
    int row = from >= 0 && from < rows ? from : (backward ? rows : -1);
    if (!wrap && from >= rows)
        row = rows; // below them all: nothing further on
    for (int i = 0; i < rows; ++i) {
        if (!wrap && (row + step < 0 || row + step >= rows))
            return -1;
        row = ((row + step) % rows + rows) % rows;
        if (m_lines[size_t(row)].samples > 0)
            return rowOfLine(row + 1);
    }
    return -1;
}

QString SourceModel::inlinedToolTip(int row) const
{
    if (row < 0 || size_t(row) >= m_lines.size())
        return {};
    const SourceLine &l = m_lines[size_t(row)];
    QStringList parts;
    for (const InlinedCode &c : l.inlinedFrom)
        parts << tr("Inlined from elsewhere: code of %1 inlined here, %2 samples.")
                     .arg(QString::fromStdString(c.function))
                     .arg(c.samples, 0, 'f', 1);
    for (const InlinedCode &c : l.inlinedHere)
        parts << tr("%1 is inlined on this line: %2 samples in its code, credited to its own "
                    "lines.")
                     .arg(QString::fromStdString(c.function))
                     .arg(c.samples, 0, 'f', 1);
    return parts.join(QLatin1Char('\n'));
}

int SourceModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return int(std::max<size_t>(size_t(m_text.size()), m_lines.size())) + m_extraRows;
}

int SourceModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SourceModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const RowPlace at = place(index.row());
    if (at.code >= 0)
        return codeData(m_code.at(at.line)[size_t(at.code)], at.line, index.column(), role);
    return lineData(at.line - 1, index.column(), role);
}

QVariant SourceModel::lineToolTip(int row, int column) const
{
    const SourceLine *l = size_t(row) < m_lines.size() ? &m_lines[size_t(row)] : nullptr;
    const double samples = l ? l->samples : 0;
    if (column == Delta)
        return deltaToolTip(row);
    if (column == Samples || column == Share)
        return samples > 0 ? tr("%1 samples, %2 s, %3% of the time")
                                 .arg(samples, 0, 'f', 1)
                                 .arg(samples / double(m_rate), 0, 'f', 2)
                                 .arg(100 * samples / m_total, 0, 'f', 2)
                           : QVariant();
    if (column == Line)
        return expanderToolTip(row);
    if (column == Code && l && (!l->inlinedFrom.empty() || !l->inlinedHere.empty()))
        return inlinedToolTip(row);
    if (column == Calls)
        return callsToolTip(row);
    if (column == Executions || column == Branches || column == PerExecution)
        return coverageData(row, column, Qt::ToolTipRole);
    if (column == Blocks && l && !l->executions.empty())
        return tr("Executions, as gprof -C lists them: the calls of a function starting "
                  "on this line, then the counts of the %n basic block(s) starting on it",
                  nullptr, int(l->blocks));
    return {};
}

QVariant SourceModel::lineData(int row, int column, int role) const
{
    const SourceLine *l = size_t(row) < m_lines.size() ? &m_lines[size_t(row)] : nullptr;
    const double samples = l ? l->samples : 0;
    switch (role) {
    case RowKindRole:
        return int(LineKind);
    case LineNumberRole:
        return row + 1;
    case ExpandableRole:
        return isExpandable(row + 1);
    case ExpandedRole:
        return isExpanded(row + 1);
    case UnexecutedRole:
        return coverageData(row, Executions, role);
    case HasCodeRole:
        return l && l->hasCode;
    case InlinedRole:
        return l && (!l->inlinedFrom.empty() || !l->inlinedHere.empty());
    case HeatRole:
        return m_max > 0 ? samples / m_max : 0.0;
    case Qt::TextAlignmentRole:
        return column == Code ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                              : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        return lineToolTip(row, column);
    case SortRole:
        switch (column) {
        case Line:
            return row + 1;
        case Samples:
        case Share:
            return samples;
        case Blocks:
            return l && !l->executions.empty() ? qulonglong(l->executions.front()) : 0ULL;
        case Executions:
        case Branches:
        case PerExecution:
            return coverageData(row, column, role);
        case Calls:
            return qulonglong(callCount(row));
        case Delta:
            return delta(row).value_or(0.0);
        case Code:
            return row < m_text.size() ? m_text[row] : QString();
        }
        return {};
    case Qt::DisplayRole:
        switch (column) {
        case Line:
            return row + 1;
        case Samples:
            if (samples <= 0)
                return QString();
            return samples == double(qint64(samples)) ? QString::number(qint64(samples))
                                                      : QString::number(samples, 'f', 1);
        case Share:
            return samples > 0 ? QString::asprintf("%.2f%%", 100 * samples / m_total) : QString();
        case Blocks: {
            if (!l)
                return QString();
            QStringList counts;
            for (uint64_t n : l->executions)
                counts << QString::number(qulonglong(n));
            return counts.join(QLatin1Char(','));
        }
        case Executions:
        case Branches:
        case PerExecution:
            return coverageData(row, column, role);
        case Calls: {
            const auto it = m_calls.find(row + 1);
            if (it == m_calls.end())
                return QString();
            const QString count = QString::number(callCount(row));
            return it->second.size() == 1
                       ? tr("%1 to %2").arg(count, it->second.front().callee)
                       : tr("%1 to %n functions", nullptr, int(it->second.size())).arg(count);
        }
        case Delta: {
            const std::optional<double> d = delta(row);
            return d ? perRunFigure(*d, true) : QString();
        }
        case Code:
            return row < m_text.size() ? m_text[row] : QString();
        }
        return {};
    default:
        return {};
    }
}

QVariant SourceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole &&
        (section == Samples || section == Share))
        return m_scopeName.isEmpty()
                   ? tr("The samples in the line's code, of every function with code on it "
                        "(the whole file's figures)")
                   : tr("The samples in the line's code that is %1's: other functions' code "
                        "on the line (another instance of a template, a macro) is not counted")
                         .arg(m_scopeName);
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == Delta)
        return tr("New - Base: the line's samples per run in New less those in Base, an "
                  "estimate from samples; only where both builds have code on the line, "
                  "matched by line number");
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole &&
        (section == Executions || section == Branches || section == PerExecution ||
         section == Blocks))
        return coverageHeaderToolTip(section);
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == Calls)
        return tr("The calls made from the line, exact: the runs recorded each call with "
                  "where it returns to, placed on the call instruction there. Calls from "
                  "code inlined from another file show on that file's lines.");
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Line:
        return tr("line");
    case Samples:
        return tr("samples");
    case Share:
        return tr("time");
    case Blocks:
        return tr("blocks");
    case Executions:
        return tr("executions");
    case Branches:
        return tr("branches");
    case PerExecution:
        return tr("ns/execution");
    case Calls:
        return tr("calls");
    case Delta:
        return tr("Δ/run");
    case Code:
        return tr("source");
    }
    return {};
}

} // namespace gmonview
