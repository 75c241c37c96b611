// SPDX-License-Identifier: MIT
#include "model/items/RunsModel.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>

namespace gmonview {

RunsModel::RunsModel(QObject *parent) : QAbstractTableModel(parent)
{}

void RunsModel::setRuns(std::vector<Run> runs)
{
    beginResetModel();
    m_runs = std::move(runs);
    endResetModel();
}

QStringList RunsModel::enabledPaths() const
{
    QStringList out;
    for (const Run &r : m_runs)
        if (r.enabled)
            out << QString::fromStdString(r.stats.path);
    return out;
}

QStringList RunsModel::allPaths() const
{
    QStringList out;
    for (const Run &r : m_runs)
        out << QString::fromStdString(r.stats.path);
    return out;
}

int RunsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_runs.size());
}

int RunsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= static_cast<int>(m_runs.size()))
        return {};
    const Run &run = m_runs[size_t(index.row())];
    const RunStats &s = run.stats;
    const QString path = QString::fromStdString(s.path);
    switch (role) {
    case Qt::CheckStateRole:
        return index.column() == File ? QVariant(run.enabled ? Qt::Checked : Qt::Unchecked)
                                      : QVariant();
    case Qt::ToolTipRole:
        return path;
    case Qt::TextAlignmentRole:
        return index.column() == File ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                      : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::DisplayRole:
        switch (index.column()) {
        case File:
            return QFileInfo(path).fileName();
        case Samples:
            return QString::number(qulonglong(s.samples));
        case Arcs:
            return QString::number(qulonglong(s.arcs));
        case Calls:
            return QString::number(qulonglong(s.calls));
        case Modified:
            return s.modified ? QLocale().toString(QDateTime::fromSecsSinceEpoch(s.modified),
                                                   QLocale::ShortFormat)
                              : QString();
        case Folder:
            return QDir::toNativeSeparators(QFileInfo(path).absolutePath());
        }
        return {};
    case SortRole:
        switch (index.column()) {
        case File:
            return path;
        case Samples:
            return qulonglong(s.samples);
        case Arcs:
            return qulonglong(s.arcs);
        case Calls:
            return qulonglong(s.calls);
        case Modified:
            return qlonglong(s.modified);
        case Folder:
            return QFileInfo(path).absolutePath();
        }
        return {};
    default:
        return {};
    }
}

bool RunsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::CheckStateRole || index.column() != File)
        return false;
    Run &run = m_runs[size_t(index.row())];
    const bool enabled = value.toInt() == Qt::Checked;
    if (enabled == run.enabled)
        return true;
    run.enabled = enabled;
    emit dataChanged(index, index, {Qt::CheckStateRole});
    emit runEnabledChanged(index.row(), enabled);
    return true;
}

Qt::ItemFlags RunsModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == File)
        f |= Qt::ItemIsUserCheckable;
    return f;
}

QVariant RunsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case File:
        return tr("run");
    case Samples:
        return tr("samples");
    case Arcs:
        return tr("arcs");
    case Calls:
        return tr("calls");
    case Modified:
        return tr("date");
    case Folder:
        return tr("folder");
    }
    return {};
}

} // namespace gmonview
