#include "SourceModel.h"

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
    m_total = total > 0 ? total : 1;
    m_rate = rate > 0 ? rate : 1;
    m_max = 0;
    for (const SourceLine &l : m_lines)
        m_max = std::max(m_max, l.samples);
    endResetModel();
}

double SourceModel::samples(int row) const
{
    return row >= 0 && size_t(row) < m_lines.size() ? m_lines[size_t(row)].samples : 0.0;
}

int SourceModel::nextHotRow(int from, bool backward) const
{
    const int rows = int(m_lines.size()); // rows beyond have no figures
    if (rows == 0)
        return -1;
    const int step = backward ? -1 : 1;
    // From no row, or from beyond the figures: from the end they start at.
    int row = from >= 0 && from < rows ? from : (backward ? rows : -1);
    for (int i = 0; i < rows; ++i) {
        row = ((row + step) % rows + rows) % rows;
        if (m_lines[size_t(row)].samples > 0)
            return row;
    }
    return -1;
}

int SourceModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return int(std::max<size_t>(size_t(m_text.size()), m_lines.size()));
}

int SourceModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SourceModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const int row = index.row();
    const SourceLine *l = size_t(row) < m_lines.size() ? &m_lines[size_t(row)] : nullptr;
    const double samples = l ? l->samples : 0;
    switch (role) {
    case HasCodeRole:
        return l && l->hasCode;
    case HeatRole:
        return m_max > 0 ? samples / m_max : 0.0;
    case Qt::TextAlignmentRole:
        return index.column() == Code ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                      : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (index.column() == Samples || index.column() == Share)
            return samples > 0 ? tr("%1 samples, %2 s, %3% of the time")
                                     .arg(samples, 0, 'f', 1)
                                     .arg(samples / double(m_rate), 0, 'f', 2)
                                     .arg(100 * samples / m_total, 0, 'f', 2)
                               : QVariant();
        if (index.column() == Blocks && l && !l->executions.empty())
            return tr("Executions, as gprof -C lists them: the calls of a function starting "
                      "on this line, then the counts of the %n basic block(s) starting on it",
                      nullptr, int(l->blocks));
        return {};
    case SortRole:
        switch (index.column()) {
        case Line:
            return row + 1;
        case Samples:
        case Share:
            return samples;
        case Blocks:
            return l && !l->executions.empty() ? qulonglong(l->executions.front()) : 0ULL;
        case Code:
            return row < m_text.size() ? m_text[row] : QString();
        }
        return {};
    case Qt::DisplayRole:
        switch (index.column()) {
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
        return tr("executions");
    case Code:
        return tr("source");
    }
    return {};
}

} // namespace gmonview
