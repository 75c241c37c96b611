// SPDX-License-Identifier: MIT
#pragma once

#include "model/estimate/CallStacks.h"

#include <QAbstractItemModel>

#include <memory>
#include <vector>

namespace gmonview {

// The top-down or the bottom-up call tree of CallStacks, filled as it is
// expanded (a node's children are worked out the first time anyone asks
// for them, without signals: they were always there), so that a program
// of any size opens at once.
//
// Top-down, a node is a function reached along a path from a root; its
// times are the share of the function's time (self, and self + children)
// that path carries. Bottom-up, the roots are the functions with self
// time, and a node is a chain of callers; its times are the share of the
// root function's time that chain carries. Only the first call level is
// gprof's own figure; deeper shares are estimated (EstimatedRole), as gprof
// shares a function's time among its callers by their calls.
class CallTreeModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum class Direction
    {
        TopDown,
        BottomUp
    };
    enum Column
    {
        Name,
        Total,
        Self,
        Calls,
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1,
        SymbolRole,    // symbol index; -1 for a cycle as a whole
        EstimatedRole, // the times are an estimate (beyond gprof's one level)
        FractionRole,  // Total as a share of the program's time, 0..1
    };

    explicit CallTreeModel(Direction direction, QObject *parent = nullptr);
    ~CallTreeModel() override;

    Direction direction() const { return m_direction; }
    void setProfile(std::shared_ptr<const ProfileResult> profile);
    const ProfileResult *profile() const { return m_profile.get(); }
    // The names shown, one per symbol (shortenNames), when they are of the
    // profile shown; otherwise, and in the tooltip, the full names.
    void setDisplayNames(std::shared_ptr<const std::vector<std::string>> names);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The first node of SYMBOL in breadth-first order, working out at most
    // BUDGET nodes on the way; invalid if none was found.
    QModelIndex find(int symbol, int budget = 5000) const;

private:
    struct Item
    {
        CallStacks::Node node;
        int parent = -1; // item index; -1 for the roots
        int row = 0;
        int depth = 0;
        int bottom = -1; // bottom-up: the root function whose time is shared
        bool fetched = false;
        bool estimated = false;
        std::vector<int> children;
    };

    const Item *itemOf(const QModelIndex &index) const;
    void fetch(int item) const; // fills m_items[item].children
    double totalOf(const Item &item) const;
    double selfOf(const Item &item) const;
    QString nameOf(const Item &item, bool full) const;

    Direction m_direction;
    std::shared_ptr<const ProfileResult> m_profile;
    std::unique_ptr<CallStacks> m_stacks;
    std::shared_ptr<const std::vector<std::string>> m_names;
    // The items, made lazily (const fetching keeps rowCount honest).
    mutable std::vector<Item> m_items;
    std::vector<int> m_roots;
    double m_programTotal = 0;
};

} // namespace gmonview
