// SPDX-License-Identifier: MIT
#include "model/items/InstructionModel.h"

#include "model/items/DisplayFormat.h"

#include <QFileInfo>

#include <algorithm>

namespace gmonview {

InstructionModel::InstructionModel(QObject *parent) : QAbstractTableModel(parent)
{}

void InstructionModel::setInstructions(InstructionProfile profile, QStringList texts,
                                       std::function<QString(int)> calleeName, double total,
                                       long rate)
{
    beginResetModel();
    m_profile = std::move(profile);
    m_texts = std::move(texts);
    while (m_texts.size() < qsizetype(m_profile.rows.size()))
        m_texts.append(QString());
    m_calleeName = std::move(calleeName);
    m_total = total > 0 ? total : 1;
    m_rate = rate > 0 ? rate : 1;
    m_max = 0;
    m_files.clear();
    m_files.reserve(m_profile.rows.size());
    const std::string *last = nullptr;
    for (const InstructionRow &r : m_profile.rows) {
        m_max = std::max(m_max, r.samples);
        if (!last || *last != r.file)
            m_files.push_back(QString::fromStdString(r.file));
        else
            m_files.push_back(m_files.back());
        last = &r.file;
    }
    endResetModel();
}

void InstructionModel::clear()
{
    setInstructions({}, {}, {}, 1, 100);
}

QList<int> InstructionModel::rowsOfLine(const QString &file, int line) const
{
    QList<int> rows;
    for (size_t i = 0; i < m_profile.rows.size(); ++i)
        if (int(m_profile.rows[i].line) == line && m_files[i] == file)
            rows.append(int(i));
    return rows;
}

int InstructionModel::rowAt(uint64_t address) const
{
    const auto &rows = m_profile.rows;
    const auto it = std::lower_bound(
        rows.begin(), rows.end(), address,
        [](const InstructionRow &r, uint64_t a) { return r.instruction.address < a; });
    return it != rows.end() && it->instruction.address == address ? int(it - rows.begin()) : -1;
}

int InstructionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_profile.rows.size());
}

int InstructionModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString InstructionModel::callsText(const InstructionRow &row) const
{
    if (row.calls.empty())
        return QString();
    const QString count = QString::number(row.callCount());
    if (row.calls.size() > 1)
        return tr("%1 to %n functions", nullptr, int(row.calls.size())).arg(count);
    return m_calleeName ? tr("%1 to %2").arg(count, m_calleeName(row.calls.front().callee)) : count;
}

QString InstructionModel::callsToolTip(const InstructionRow &row) const
{
    if (row.calls.empty())
        return QString();
    QStringList lines;
    for (const InstructionRow::Call &c : row.calls) {
        const QString callee = m_calleeName ? m_calleeName(c.callee) : QString::number(c.callee);
        lines << (c.throughTailCall ? tr("%1 calls to %2, entered by a tail call (a jump) of the "
                                         "function called here: the runs record them here")
                                    : tr("%1 calls to %2"))
                     .arg(c.count)
                     .arg(callee);
    }
    lines << tr("Exact: the runs recorded each call with the place it returns to.");
    if (row.sharedSite)
        lines << tr("The runs recorded these calls in one place with calls from the next "
                    "instructions (the same callee): the count is for all of them.");
    return lines.join(QLatin1Char('\n'));
}

QString InstructionModel::sourceText(const InstructionRow &row) const
{
    if (row.file.empty())
        return QString();
    QString text = QStringLiteral("%1:%2")
                       .arg(QFileInfo(QString::fromStdString(row.file)).fileName())
                       .arg(row.line);
    if (!row.inlineChain.empty())
        text += tr(" (in %1)").arg(QString::fromStdString(row.inlineChain.back().function));
    return text;
}

QString InstructionModel::sourceToolTip(const InstructionRow &row) const
{
    QStringList lines;
    if (!row.file.empty())
        lines << QStringLiteral("%1:%2").arg(QString::fromStdString(row.file)).arg(row.line);
    // Innermost first, as a stack reads.
    for (auto f = row.inlineChain.rbegin(); f != row.inlineChain.rend(); ++f)
        lines << tr("in %1, inlined at %2:%3")
                     .arg(QString::fromStdString(f->function),
                          f->callFile.empty() ? QStringLiteral("?")
                                              : QString::fromStdString(f->callFile))
                     .arg(f->callLine);
    return lines.join(QLatin1Char('\n'));
}

QString InstructionModel::samplesToolTip(const InstructionRow &row) const
{
    QStringList lines;
    if (row.samples > 0)
        lines << tr("%1 samples, %2 s, %3% of the time")
                     .arg(row.samples, 0, 'f', 2)
                     .arg(row.samples / double(m_rate), 0, 'f', 3)
                     .arg(100 * row.samples / m_total, 0, 'f', 2);
    if (row.binOutsideFunction)
        lines << tr("Its bin also covers code outside the function: its share of the bin's "
                    "samples is a guess, by bytes.");
    if (row.binAcrossInlined)
        lines << tr("Its bin also covers code of another inlined function: its share of the "
                    "bin's samples is a guess, by bytes.");
    return lines.join(QLatin1Char('\n'));
}

QVariant InstructionModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || size_t(index.row()) >= m_profile.rows.size())
        return {};
    const InstructionRow &row = m_profile.rows[size_t(index.row())];
    switch (role) {
    case HeatRole:
        return m_max > 0 ? row.samples / m_max : 0.0;
    case TargetRole:
        return row.instruction.target ? QVariant(qulonglong(*row.instruction.target)) : QVariant();
    case FileRole:
        return m_files[size_t(index.row())];
    case LineRole:
        return int(row.line);
    case GuessRole:
        return row.samples > 0 && (row.binOutsideFunction || row.binAcrossInlined);
    case InlinedRole:
        return !row.inlineChain.empty();
    case Qt::TextAlignmentRole:
        return index.column() == Samples || index.column() == Share || index.column() == Calls
                   ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        switch (index.column()) {
        case Samples:
        case Share:
            return samplesToolTip(row);
        case Calls:
            return callsToolTip(row);
        case Source:
            return sourceToolTip(row);
        case Text:
            return row.instruction.undecoded
                       ? tr("Not an instruction: data in the code, or an executable that is "
                            "not the one that wrote the runs.")
                       : QVariant();
        }
        return {};
    case Qt::DisplayRole:
        switch (index.column()) {
        case Address:
            return QStringLiteral("0x%1").arg(row.instruction.address, 0, 16);
        case Samples:
            return samplesFigure(row.samples) +
                   (row.samples > 0 && (row.binOutsideFunction || row.binAcrossInlined)
                        ? QStringLiteral("*")
                        : QString());
        case Share:
            return row.samples > 0 ? QString::asprintf("%.2f%%", 100 * row.samples / m_total)
                                   : QString();
        case Calls:
            return callsText(row);
        case Text:
            return m_texts[index.row()];
        case Source:
            return sourceText(row);
        }
        return {};
    }
    return {};
}

QVariant InstructionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole)
        switch (section) {
        case Address:
            return tr("address");
        case Samples:
            return tr("samples");
        case Share:
            return tr("time");
        case Calls:
            return tr("calls");
        case Text:
            return tr("instruction");
        case Source:
            return tr("source");
        }
    if (role == Qt::ToolTipRole)
        switch (section) {
        case Samples:
            return m_profile.bytesPerBin > 0
                       ? tr("The histogram's samples on the instruction's bytes. A bin covers "
                            "%1 bytes: a bin over several instructions is shared among them by "
                            "bytes, and * marks a share where the bin also covers other code.")
                             .arg(m_profile.bytesPerBin, 0, 'g', 3)
                       : tr("The runs have no histogram.");
        case Calls:
            return tr("The calls made from the instruction, exact: the runs recorded each "
                      "call with where it returns to. Functions inlined here have none of "
                      "their own: mcount never runs for them.");
        case Source:
            return tr("The source line (DWARF's line table), and the function inlined there");
        }
    return {};
}

} // namespace gmonview
