// SPDX-License-Identifier: MIT
#pragma once

#include "model/engine/ProfileResult.h"
#include "model/estimate/SymbolGroups.h"

#include <QAbstractItemModel>

#include <memory>
#include <vector>

namespace gmonview {

// The sampled self time by source file, directory, namespace or class
// (groupSymbols): a row per group, busiest first, whose children are its
// functions, busiest first. The sums are exact; only each function's time
// is an estimate (±√N samples), which the tooltips say.
class GroupedProfileModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column
    {
        Name,
        Self,      // seconds
        Percent,   // of the profile's total time
        Functions, // in the group; blank on a function's row
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1, // raw numbers (samples, shares, counts), the name as text
        SymbolRole,                  // index into ProfileResult::symbols; -1 on a group's row
        GroupRole,                   // index into groups()
    };

    explicit GroupedProfileModel(QObject *parent = nullptr);

    void setProfile(std::shared_ptr<const ProfileResult> profile);
    void setGroupBy(GroupBy by);
    const ProfileResult *profile() const { return m_profile.get(); }
    const std::shared_ptr<const ProfileResult> &sharedProfile() const { return m_profile; }
    GroupBy groupBy() const { return m_groupBy; }
    const std::vector<SymbolGroup> &groups() const { return m_groups; }
    // SAMPLES as a share (0..1) of the sampled self time of every function,
    // so that the groups' shares add up to 100 % (gprof's flat-profile total can
    // fall short of the functions' sum: it divides by the bin width rounded
    // down, see ProfileSymbol::samples).
    double share(double samples) const;

    // GROUP's name as shown: its key, or the translated stand-in.
    static QString groupName(const SymbolGroup &group);
    // The index of the group holding SYMBOL, -1 when it has no sampled time.
    int groupOfSymbol(int symbol) const;
    // SYMBOL's row (column 0) under its group, or invalid.
    QModelIndex indexOfSymbol(int symbol) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    void rebuild(std::shared_ptr<const ProfileResult> profile, GroupBy by);
    double seconds(double samples) const;

    std::shared_ptr<const ProfileResult> m_profile;
    GroupBy m_groupBy = GroupBy::File;
    std::vector<SymbolGroup> m_groups;
    double m_sampled = 0; // the groups' self time together
    std::vector<int> m_groupOfSymbol; // per symbol, -1 for none
    std::vector<int> m_rowOfSymbol;   // per symbol, its row in its group
};

} // namespace gmonview
