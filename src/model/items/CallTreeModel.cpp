// SPDX-License-Identifier: MIT
#include "model/items/CallTreeModel.h"

#include <deque>

namespace gmonview {

CallTreeModel::CallTreeModel(Direction direction, QObject *parent)
    : QAbstractItemModel(parent), m_direction(direction)
{}

CallTreeModel::~CallTreeModel() = default;

void CallTreeModel::setProfile(std::shared_ptr<const ProfileResult> profile)
{
    beginResetModel();
    m_items.clear();
    m_roots.clear();
    m_stacks.reset();
    m_profile = std::move(profile);
    m_programTotal = 0;
    if (m_profile) {
        m_stacks = std::make_unique<CallStacks>(*m_profile);
        const bool topDown = m_direction == Direction::TopDown;
        const auto roots = topDown ? m_stacks->roots() : m_stacks->bottomUpRoots();
        for (const CallStacks::Node &n : roots) {
            Item item;
            item.node = n;
            item.row = int(m_roots.size());
            item.bottom = topDown ? -1 : n.id;
            // A root called from a known caller too is a share of it.
            item.estimated = n.fraction < 1 - 1e-12;
            m_roots.push_back(int(m_items.size()));
            m_items.push_back(std::move(item));
        }
        m_programTotal = m_profile->printTime > 0 ? m_profile->printTime : m_profile->totalTime;
    }
    endResetModel();
}

void CallTreeModel::setDisplayNames(std::shared_ptr<const std::vector<std::string>> names)
{
    // Only what is shown changes: the tree keeps its shape and what is open.
    emit layoutAboutToBeChanged();
    m_names = std::move(names);
    emit layoutChanged();
}

QString CallTreeModel::nameOf(const Item &item, bool full) const
{
    const bool named = !full && m_names && item.node.kind != CallStacks::Kind::Cycle &&
                       m_names->size() == m_profile->symbols.size();
    return QString::fromStdString(named ? (*m_names)[size_t(item.node.id)]
                                        : m_stacks->name(item.node.kind, item.node.id));
}

const CallTreeModel::Item *CallTreeModel::itemOf(const QModelIndex &index) const
{
    if (!index.isValid())
        return nullptr;
    return &m_items[size_t(index.internalId())];
}

void CallTreeModel::fetch(int item) const
{
    if (m_items[size_t(item)].fetched)
        return;
    const Item parent = m_items[size_t(item)];
    const auto nodes = m_direction == Direction::TopDown ? m_stacks->children(parent.node)
                                                         : m_stacks->callers(parent.node);
    std::vector<int> children;
    children.reserve(nodes.size());
    for (const CallStacks::Node &n : nodes) {
        Item child;
        child.node = n;
        child.parent = item;
        child.row = int(children.size());
        child.depth = parent.depth + 1;
        child.bottom = parent.bottom;
        // gprof's own figures reach one level: a callee's (or a caller's)
        // share of a function's time, when all of that function's time is
        // on this path. Past that the share is an estimate.
        child.estimated = parent.node.fraction < 1 - 1e-12;
        children.push_back(int(m_items.size()));
        m_items.push_back(std::move(child));
    }
    m_items[size_t(item)].children = std::move(children);
    m_items[size_t(item)].fetched = true;
}

QModelIndex CallTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid()) {
        if (row >= int(m_roots.size()))
            return {};
        return createIndex(row, column, quintptr(m_roots[size_t(row)]));
    }
    if (parent.column() != 0)
        return {};
    const int p = int(parent.internalId());
    fetch(p);
    const auto &children = m_items[size_t(p)].children;
    if (row >= int(children.size()))
        return {};
    return createIndex(row, column, quintptr(children[size_t(row)]));
}

QModelIndex CallTreeModel::parent(const QModelIndex &child) const
{
    const Item *item = itemOf(child);
    if (!item || item->parent < 0)
        return {};
    const Item &p = m_items[size_t(item->parent)];
    return createIndex(p.row, 0, quintptr(item->parent));
}

int CallTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_roots.size());
    if (parent.column() != 0)
        return 0;
    fetch(int(parent.internalId()));
    return int(m_items[size_t(parent.internalId())].children.size());
}

int CallTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

bool CallTreeModel::hasChildren(const QModelIndex &parent) const
{
    return rowCount(parent) > 0;
}

double CallTreeModel::totalOf(const Item &item) const
{
    if (m_direction == Direction::TopDown)
        return m_stacks->total(item.node);
    return item.node.fraction * m_stacks->unitTotal(CallStacks::Kind::Function, item.bottom);
}

double CallTreeModel::selfOf(const Item &item) const
{
    if (m_direction == Direction::TopDown)
        return m_stacks->self(item.node);
    return item.node.fraction * m_stacks->unitSelf(CallStacks::Kind::Function, item.bottom);
}

QVariant CallTreeModel::data(const QModelIndex &index, int role) const
{
    const Item *item = itemOf(index);
    if (!item)
        return {};
    const double rate = m_profile->rate > 0 ? double(m_profile->rate) : 1.0;
    const bool isCycle = item->node.kind == CallStacks::Kind::Cycle;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Name:
            return nameOf(*item, false);
        case Total:
            return QString::number(totalOf(*item) / rate, 'f', 2);
        case Self:
            return QString::number(selfOf(*item) / rate, 'f', 2);
        case Calls:
            return item->node.calls ? QVariant(qulonglong(item->node.calls)) : QVariant();
        }
        break;
    case SortRole:
        switch (index.column()) {
        case Name:
            return nameOf(*item, true);
        case Total:
            return totalOf(*item);
        case Self:
            return selfOf(*item);
        case Calls:
            return qulonglong(item->node.calls);
        }
        break;
    case SymbolRole:
        return isCycle ? -1 : item->node.id;
    case EstimatedRole:
        return item->estimated;
    case FractionRole:
        return m_programTotal > 0 ? totalOf(*item) / m_programTotal : 0.0;
    case Qt::TextAlignmentRole:
        if (index.column() != Name)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::ToolTipRole:
        if (index.column() == Name)
            return nameOf(*item, true);
        if (index.column() == Calls)
            return tr("Calls along this arc: exact (counted by the profiled program)");
        if (index.column() == Total || index.column() == Self)
            return item->estimated
                       ? tr("Estimated: gmon.out records no call stacks, so this path's share "
                            "is gprof's assumption (time shared among callers by their calls)")
                       : tr("gprof's figure: sampled time, shared one call level by call counts");
        break;
    }
    return {};
}

QVariant CallTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Name:
            return m_direction == Direction::TopDown ? tr("Function (callees below)")
                                                     : tr("Function (callers below)");
        case Total:
            return tr("Total (s)");
        case Self:
            return tr("Self (s)");
        case Calls:
            return tr("Calls");
        }
    }
    if (role == Qt::ToolTipRole && (section == Total || section == Self))
        return tr("Italic figures are estimates: beyond one call level gmon.out has no data");
    return {};
}

QModelIndex CallTreeModel::find(int symbol, int budget) const
{
    std::deque<int> queue(m_roots.begin(), m_roots.end());
    int seen = 0;
    while (!queue.empty() && seen < budget) {
        const int i = queue.front();
        queue.pop_front();
        ++seen;
        const Item &item = m_items[size_t(i)];
        if (item.node.kind != CallStacks::Kind::Cycle && item.node.id == symbol)
            return createIndex(item.row, 0, quintptr(i));
        fetch(i);
        for (int c : m_items[size_t(i)].children)
            queue.push_back(c);
    }
    return {};
}

} // namespace gmonview
