// SPDX-License-Identifier: MIT
#pragma once

#include "model/engine/InstructionProfile.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <functional>

namespace gmonview {

// One function's instructions (InstructionProfile), a row each: its
// address, the samples of the histogram's bins on its bytes and their share
// of the time, the calls made from it (exact, from the runs' call sites),
// the instruction, and its source line with the function inlined there.
class InstructionModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Address,
        Samples,
        Share,
        Calls,
        Text,
        Source,
        ColumnCount
    };
    enum Role
    {
        HeatRole = Qt::UserRole + 1, // the row's samples against the busiest row's, 0..1
        TargetRole,  // qulonglong: a direct call's or jump's destination; invalid without
        FileRole,    // QString: the source file, as DWARF names it
        LineRole,    // int: the source line, 0 without
        GuessRole,   // bool: its bin also covers other code (its share is a guess)
        InlinedRole, // bool: the code of a function inlined here
    };

    explicit InstructionModel(QObject *parent = nullptr);

    // PROFILE's rows with TEXTS, the instructions as shown (one per row);
    // CALLEE_NAME names a callee (a symbol of the profile). TOTAL is the
    // profile's time in samples, RATE the samples per second.
    void setInstructions(InstructionProfile profile, QStringList texts,
                         std::function<QString(int)> calleeName, double total, long rate);
    void clear();
    const InstructionProfile &instructions() const { return m_profile; }

    // The rows of FILE's LINE (its instructions, inlined ones included).
    QList<int> rowsOfLine(const QString &file, int line) const;
    // The row of the instruction at ADDRESS, -1 when none starts there.
    int rowAt(uint64_t address) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QString callsText(const InstructionRow &row) const;
    QString callsToolTip(const InstructionRow &row) const;
    QString sourceText(const InstructionRow &row) const;
    QString sourceToolTip(const InstructionRow &row) const;
    QString samplesToolTip(const InstructionRow &row) const;

    InstructionProfile m_profile;
    QStringList m_texts;
    std::vector<QString> m_files; // per row, converted once
    std::function<QString(int)> m_calleeName;
    double m_total = 1;
    double m_max = 0;
    long m_rate = 100;
};

} // namespace gmonview
