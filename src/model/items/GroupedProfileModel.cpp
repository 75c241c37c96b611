// SPDX-License-Identifier: MIT
#include "model/items/GroupedProfileModel.h"

#include "model/items/DisplayFormat.h"

#include <cmath>

namespace gmonview {

namespace {

// A function's row carries its group + 1 as internal id; a group's row 0.
constexpr quintptr kGroupRow = 0;

} // namespace

GroupedProfileModel::GroupedProfileModel(QObject *parent) : QAbstractItemModel(parent)
{}

void GroupedProfileModel::setProfile(std::shared_ptr<const ProfileResult> profile)
{
    rebuild(std::move(profile), m_groupBy);
}

void GroupedProfileModel::setGroupBy(GroupBy by)
{
    if (by != m_groupBy)
        rebuild(m_profile, by);
}

void GroupedProfileModel::rebuild(std::shared_ptr<const ProfileResult> profile, GroupBy by)
{
    // Computed first, swapped in between the reset's signals.
    std::vector<SymbolGroup> groups;
    std::vector<int> groupOf, rowOf;
    if (profile) {
        groups = groupSymbols(*profile, by);
        groupOf.assign(profile->symbols.size(), -1);
        rowOf.assign(profile->symbols.size(), -1);
        for (size_t g = 0; g < groups.size(); ++g) {
            for (size_t r = 0; r < groups[g].symbols.size(); ++r) {
                groupOf[size_t(groups[g].symbols[r])] = int(g);
                rowOf[size_t(groups[g].symbols[r])] = int(r);
            }
        }
    }
    beginResetModel();
    m_profile = std::move(profile);
    m_groupBy = by;
    m_groups.swap(groups);
    m_groupOfSymbol.swap(groupOf);
    m_rowOfSymbol.swap(rowOf);
    m_sampled = 0;
    for (const SymbolGroup &g : m_groups)
        m_sampled += g.self;
    endResetModel();
}

QString GroupedProfileModel::groupName(const SymbolGroup &group)
{
    if (!group.placeholder)
        return QString::fromStdString(group.key);
    if (group.key == kUnknownFileGroup)
        return tr("(unknown file)");
    if (group.key == kGlobalScopeGroup)
        return tr("(global)");
    return QString::fromStdString(group.key);
}

int GroupedProfileModel::groupOfSymbol(int symbol) const
{
    return symbol >= 0 && size_t(symbol) < m_groupOfSymbol.size() ? m_groupOfSymbol[size_t(symbol)]
                                                                  : -1;
}

QModelIndex GroupedProfileModel::indexOfSymbol(int symbol) const
{
    const int group = groupOfSymbol(symbol);
    if (group < 0)
        return {};
    return createIndex(m_rowOfSymbol[size_t(symbol)], 0, quintptr(group) + 1);
}

double GroupedProfileModel::seconds(double samples) const
{
    return m_profile && m_profile->rate > 0 ? samples / double(m_profile->rate) : 0.0;
}

double GroupedProfileModel::share(double samples) const
{
    return m_sampled > 0 ? samples / m_sampled : 0.0;
}

QModelIndex GroupedProfileModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < int(m_groups.size()) ? createIndex(row, column, kGroupRow) : QModelIndex();
    if (parent.internalId() != kGroupRow || parent.column() != 0 || parent.model() != this)
        return {};
    const int group = parent.row();
    if (group >= int(m_groups.size()) || row >= int(m_groups[size_t(group)].symbols.size()))
        return {};
    return createIndex(row, column, quintptr(group) + 1);
}

QModelIndex GroupedProfileModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kGroupRow)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kGroupRow);
}

int GroupedProfileModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_groups.size());
    if (parent.column() != 0 || parent.internalId() != kGroupRow ||
        parent.row() >= int(m_groups.size()))
        return 0;
    return int(m_groups[size_t(parent.row())].symbols.size());
}

int GroupedProfileModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant GroupedProfileModel::data(const QModelIndex &index, int role) const
{
    if (!m_profile || !index.isValid())
        return {};
    const bool isGroup = index.internalId() == kGroupRow;
    const int groupIndex = isGroup ? index.row() : int(index.internalId() - 1);
    if (groupIndex >= int(m_groups.size()))
        return {};
    const SymbolGroup &group = m_groups[size_t(groupIndex)];
    if (!isGroup && index.row() >= int(group.symbols.size()))
        return {};
    const int symbol = isGroup ? -1 : group.symbols[size_t(index.row())];
    const double samples = isGroup ? group.self : m_profile->symbol(symbol).time;
    const QString name =
        isGroup ? groupName(group) : QString::fromStdString(m_profile->symbol(symbol).displayName);

    switch (role) {
    case SymbolRole:
        return symbol;
    case GroupRole:
        return groupIndex;
    case Qt::TextAlignmentRole:
        return index.column() == Name ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                      : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case SortRole:
        switch (index.column()) {
        case Name:
            return name;
        case Self:
        case Percent:
            return samples;
        case Functions:
            return isGroup ? qulonglong(group.symbols.size()) : qulonglong(0);
        }
        return {};
    case Qt::DisplayRole:
        switch (index.column()) {
        case Name:
            return name;
        case Self:
            return fixedFigure(seconds(samples));
        case Percent:
            return fixedFigure(100 * share(samples));
        case Functions:
            return isGroup ? QString::number(group.symbols.size()) : QString();
        }
        return {};
    case Qt::ToolTipRole:
        if (isGroup)
            return tr("%1: %2 s of sampled self time in %n function(s), summed exactly", nullptr,
                      int(group.symbols.size()))
                .arg(name, fixedFigure(seconds(samples)));
        {
            // The sampling error of one function: √N of its N samples.
            const ProfileSymbol &s = m_profile->symbol(symbol);
            return tr("%1\n%2 s ± %3 s (sampled)")
                .arg(name, fixedFigure(seconds(s.time)),
                     fixedFigure(seconds(std::sqrt(s.samples))));
        }
    default:
        return {};
    }
}

QVariant GroupedProfileModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::TextAlignmentRole)
        return section == Name ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                               : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Name");
    case Self:
        return tr("Self (s)");
    case Percent:
        return tr("Percent");
    case Functions:
        return tr("Functions");
    }
    return {};
}

} // namespace gmonview
