// SPDX-License-Identifier: MIT
#pragma once

#include "model/stats/ProfileCompare.h"

#include <QAbstractTableModel>

#include <memory>
#include <string>
#include <vector>

namespace gmonview {

// A comparison of two sets of runs as a table: per function, Base and New
// self seconds per run, the difference with its interval, the adjusted
// p-value and the verdict, and the calls per run on both sides. Rows in the
// comparison's order (significant first, by the size of the change).
class CompareModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Name,
        Base,
        New,
        Delta,
        DeltaPercent,
        Interval,
        PValue,
        Verdict,
        BaseCalls,
        NewCalls,
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1,
        StatusRole,      // DeltaStatus, as an int
        SignificantRole, // bool
        SymbolRole,      // the function in New's profile, -1 when removed
        FullTextRole,    // what a copy holds: the whole name where a short one shows
    };

    explicit CompareModel(QObject *parent = nullptr);

    void setComparison(std::shared_ptr<const Comparison> comparison);
    const Comparison *comparison() const { return m_comparison.get(); }
    // The row of New's SYMBOL, or -1.
    int rowOfSymbol(int symbol) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // "slower", "faster"... in the reader's language.
    static QString verdictText(const FunctionDelta &delta);

private:
    std::shared_ptr<const Comparison> m_comparison;
    // Each row's name as shown: C++ names shortened (shortenNames), still
    // distinct; the whole name is in the tooltip and the copy.
    std::vector<std::string> m_shownNames;
};

} // namespace gmonview
