// SPDX-License-Identifier: MIT
#pragma once

#include "model/engine/ProfileResult.h"
#include "model/stats/ProfileCompare.h"

#include <QAbstractTableModel>

#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace gmonview {

// The callers or the callees of one function: the lines above or below its
// line in gprof's call graph entry, in gprof's order.
class CallListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum class Direction
    {
        Callers,
        Callees
    };
    enum Column
    {
        Self,
        Children,
        Called,
        Name,
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1,
        SymbolRole,   // the function at the other end, -1 for <spontaneous>
        FullTextRole, // the text shown, with the whole name (for copying)
    };

    explicit CallListModel(Direction direction, QObject *parent = nullptr);

    void setProfile(std::shared_ptr<const ProfileResult> profile);
    // The names shown, one per symbol (shortenNames); without them, the full
    // names. The full name is always the tooltip.
    void setDisplayNames(std::shared_ptr<const std::vector<std::string>> names);
    void setFunction(int symbol); // -1 for none
    // Base against New, while the model shows COMPARISON->next.profile: the
    // "called" cell of a call whose count per run changed reads "base → new"
    // (calls matched by the names at both ends). Null: no comparison.
    void setComparison(std::shared_ptr<const Comparison> comparison);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    int symbolAt(int row) const;

private:
    void rebuild();
    // The comparison's figures for the call of row's ARC, or null.
    const ArcDelta *arcDelta(const ProfileArc &arc) const;
    std::string comparedName(int symbol) const;

    Direction m_direction;
    std::shared_ptr<const ProfileResult> m_profile;
    std::shared_ptr<const std::vector<std::string>> m_names;
    int m_symbol = -1;
    std::vector<int> m_arcs; // -1: the <spontaneous> row
    std::shared_ptr<const Comparison> m_comparison;
    std::map<std::pair<std::string, std::string>, const ArcDelta *> m_arcDeltas;
    std::map<int, std::string> m_comparedNames; // New's symbol -> its delta's name
};

// gprof's name of a symbol in the call graph: "name <cycle N> [index]",
// with NAMES[symbol] for the name where NAMES (one per symbol) is given.
QString graphName(const ProfileResult &profile, int symbol,
                  const std::vector<std::string> *names = nullptr);
// The same with NAME for the name.
QString graphName(const ProfileResult &profile, int symbol, const QString &name);

} // namespace gmonview
