// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/ProfileDocument.h"

#include <QAbstractTableModel>

#include <vector>

namespace gmonview {

// The runs summed into the profile: file, samples, arcs, calls and date,
// with a check box to leave a run out of the sum.
class RunsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        File,
        Samples,
        Arcs,
        Calls,
        Modified,
        Folder,
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1
    };

    using Run = DocumentRun;

    explicit RunsModel(QObject *parent = nullptr);

    void setRuns(std::vector<Run> runs);
    const std::vector<Run> &runs() const { return m_runs; }
    QStringList enabledPaths() const;
    QStringList allPaths() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    // The check box of ROW changed: the sum must be made again.
    void runEnabledChanged(int row, bool enabled);

private:
    std::vector<Run> m_runs;
};

} // namespace gmonview
