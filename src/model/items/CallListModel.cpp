// SPDX-License-Identifier: MIT
#include "model/items/CallListModel.h"

#include "model/items/DisplayFormat.h"

#include "model/report/GprofReport.h"

#include <cmath>

namespace gmonview {

QString graphName(const ProfileResult &profile, int symbol, const std::vector<std::string> *names)
{
    const ProfileSymbol &s = profile.symbol(symbol);
    return graphName(profile, symbol,
                     QString::fromStdString(names && names->size() == profile.symbols.size()
                                                ? (*names)[size_t(symbol)]
                                                : s.displayName));
}

QString graphName(const ProfileResult &profile, int symbol, const QString &shown)
{
    const ProfileSymbol &s = profile.symbol(symbol);
    QString name = shown;
    if (s.cycle)
        name += QStringLiteral(" <cycle %1>").arg(s.cycle);
    if (s.index)
        name += s.printFlag ? QStringLiteral(" [%1]").arg(s.index)
                            : QStringLiteral(" (%1)").arg(s.index);
    return name;
}

CallListModel::CallListModel(Direction direction, QObject *parent)
    : QAbstractTableModel(parent), m_direction(direction)
{}

void CallListModel::setDisplayNames(std::shared_ptr<const std::vector<std::string>> names)
{
    beginResetModel();
    m_names = std::move(names);
    endResetModel();
}

void CallListModel::setProfile(std::shared_ptr<const ProfileResult> profile)
{
    beginResetModel();
    m_profile = std::move(profile);
    m_symbol = -1;
    m_arcs.clear();
    endResetModel();
}

void CallListModel::setComparison(std::shared_ptr<const Comparison> comparison)
{
    beginResetModel();
    m_comparison = std::move(comparison);
    m_arcDeltas.clear();
    m_comparedNames.clear();
    if (m_comparison) {
        for (const ArcDelta &a : m_comparison->arcs)
            m_arcDeltas[{a.caller, a.callee}] = &a;
        for (const FunctionDelta &d : m_comparison->functions)
            if (d.newSymbol >= 0)
                m_comparedNames[d.newSymbol] = d.name;
    }
    endResetModel();
}

std::string CallListModel::comparedName(int symbol) const
{
    const auto found = m_comparedNames.find(symbol);
    return found != m_comparedNames.end() ? found->second : m_profile->symbol(symbol).displayName;
}

const ArcDelta *CallListModel::arcDelta(const ProfileArc &arc) const
{
    // Symbol indices are New's: compared over that profile only.
    if (!m_comparison || m_comparison->next.profile != m_profile)
        return nullptr;
    const auto found = m_arcDeltas.find({comparedName(arc.parent), comparedName(arc.child)});
    return found != m_arcDeltas.end() ? found->second : nullptr;
}

void CallListModel::setFunction(int symbol)
{
    beginResetModel();
    m_symbol = m_profile && symbol >= 0 && symbol < int(m_profile->symbols.size()) ? symbol : -1;
    rebuild();
    endResetModel();
}

void CallListModel::rebuild()
{
    m_arcs.clear();
    if (!m_profile || m_symbol < 0 || !m_profile->hasCallGraph)
        return;
    if (m_direction == Direction::Callers) {
        m_arcs = sortedCallerArcs(*m_profile, m_symbol);
        if (m_arcs.empty())
            m_arcs.push_back(-1);
    } else {
        m_arcs = sortedCalleeArcs(*m_profile, m_symbol);
    }
}

int CallListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_arcs.size());
}

int CallListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int CallListModel::symbolAt(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_arcs.size()) || m_arcs[size_t(row)] < 0)
        return -1;
    const ProfileArc &arc = m_profile->arcs[size_t(m_arcs[size_t(row)])];
    return m_direction == Direction::Callers ? arc.parent : arc.child;
}

QVariant CallListModel::data(const QModelIndex &index, int role) const
{
    if (!m_profile || !index.isValid() || index.row() >= static_cast<int>(m_arcs.size()))
        return {};
    const int arcIndex = m_arcs[size_t(index.row())];
    if (role == SymbolRole)
        return symbolAt(index.row());
    if (role == Qt::TextAlignmentRole)
        return index.column() == Name ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                      : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == FullTextRole)
        return index.column() == Name && arcIndex >= 0
                   ? graphName(*m_profile, symbolAt(index.row()))
                   : data(index, Qt::DisplayRole);
    if (arcIndex < 0) {
        if (role == Qt::DisplayRole && index.column() == Name)
            return tr("<spontaneous>");
        if (role == Qt::ToolTipRole)
            return tr("No recorded caller: called from code without -pg (such as the C "
                      "library calling main) or from outside the profiled range");
        return {};
    }
    const ProfileArc &arc = m_profile->arcs[size_t(arcIndex)];
    const int other = m_direction == Direction::Callers ? arc.parent : arc.child;
    const ProfileSymbol &self = m_profile->symbol(m_symbol);
    const ProfileSymbol &o = m_profile->symbol(other);
    const bool recursive = other == m_symbol;
    const bool sameCycle = self.cycle != 0 && o.cycle == self.cycle;
    // gprof's total: calls into the callee (or into its whole cycle).
    const ProfileSymbol &callee = m_profile->symbol(arc.child);
    const uint64_t total =
        callee.cycle ? m_profile->cycles[size_t(callee.cycle - 1)].calls : callee.calls;
    const double hz = double(m_profile->rate);
    const ArcDelta *delta = arcDelta(arc);
    const bool callsChanged = delta && delta->baseCalls != delta->newCalls;

    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Self:
            return recursive || sameCycle ? QString() : QString::asprintf("%.2f", arc.time / hz);
        case Children:
            return recursive || sameCycle ? QString()
                                          : QString::asprintf("%.2f", arc.childTime / hz);
        case Called:
            if (callsChanged)
                return tr("%1 → %2").arg(perRunFigure(delta->baseCalls),
                                         perRunFigure(delta->newCalls));
            if (recursive || sameCycle)
                return QString::number(qulonglong(arc.count));
            return QStringLiteral("%1/%2").arg(qulonglong(arc.count)).arg(qulonglong(total));
        case Name:
            return graphName(*m_profile, other, m_names.get());
        }
        return {};
    case SortRole:
        switch (index.column()) {
        case Self:
            return arc.time;
        case Children:
            return arc.childTime;
        case Called:
            return qulonglong(arc.count);
        case Name:
            return QString::fromStdString(o.displayName);
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == Called && m_comparison && m_comparison->next.profile == m_profile)
            return delta ? tr("Calls per run: %1 in Base, %2 in New. Calls are counted, not "
                              "estimated.")
                               .arg(perRunFigure(delta->baseCalls), perRunFigure(delta->newCalls))
                         : tr("No such call in Base; %1 calls in New, over its %n run(s).", nullptr,
                              int(m_comparison->next.runs.size()))
                               .arg(qulonglong(arc.count));
        if (recursive)
            return tr("Recursive calls of the function to itself");
        if (sameCycle)
            return tr("A call inside cycle %1; no time is propagated between its members")
                .arg(self.cycle);
        return QString::fromStdString(o.displayName);
    default:
        return {};
    }
}

QVariant CallListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Self:
        return tr("self");
    case Children:
        return tr("children");
    case Called:
        return tr("called");
    case Name:
        return m_direction == Direction::Callers ? tr("caller") : tr("callee");
    }
    return {};
}

} // namespace gmonview
