// SPDX-License-Identifier: MIT
#include "model/items/CompareModel.h"

#include "model/estimate/NameShortener.h"
#include "model/items/DisplayFormat.h"

#include <cmath>

namespace gmonview {

namespace {

QString seconds(double s)
{
    return fixedFigure(s, 3);
}

QString signedSeconds(double s)
{
    return signedFigure(s, 3);
}

QString calls(double c)
{
    // Per run: whole when every run made the same calls; as the command prints them.
    return QString::fromStdString(callsText(c));
}

QString pValue(double p)
{
    return QString::fromStdString(pValueText(p));
}

// The intervals' level, in percent: the level the verdicts imply.
QString confidence(const Comparison &c)
{
    return QString::fromStdString(
        confidenceText(std::isnan(c.intervalAlpha) ? c.options.alpha : c.intervalAlpha));
}

} // namespace

CompareModel::CompareModel(QObject *parent) : QAbstractTableModel(parent)
{}

void CompareModel::setComparison(std::shared_ptr<const Comparison> comparison)
{
    beginResetModel();
    m_comparison = std::move(comparison);
    m_shownNames.clear();
    if (m_comparison) {
        std::vector<std::string> full;
        full.reserve(m_comparison->functions.size());
        for (const FunctionDelta &d : m_comparison->functions)
            full.push_back(d.name);
        m_shownNames = shortenNames(full, NameShortening{});
    }
    endResetModel();
}

int CompareModel::rowOfSymbol(int symbol) const
{
    if (!m_comparison || symbol < 0)
        return -1;
    const auto &f = m_comparison->functions;
    for (size_t i = 0; i < f.size(); ++i)
        if (f[i].newSymbol == symbol)
            return int(i);
    return -1;
}

int CompareModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_comparison ? 0 : int(m_comparison->functions.size());
}

int CompareModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString CompareModel::verdictText(const FunctionDelta &d)
{
    switch (d.status) {
    case DeltaStatus::Slower:
        return tr("slower");
    case DeltaStatus::Faster:
        return tr("faster");
    case DeltaStatus::New:
        return tr("new");
    case DeltaStatus::Removed:
        return tr("removed");
    case DeltaStatus::Unchanged:
        break;
    }
    return d.tooFewSamples ? tr("too few samples") : tr("no significant change");
}

QVariant CompareModel::data(const QModelIndex &index, int role) const
{
    if (!m_comparison || !index.isValid() || index.row() >= rowCount())
        return {};
    const FunctionDelta &d = m_comparison->functions[size_t(index.row())];
    const bool tested = !std::isnan(d.pValue);
    switch (role) {
    case StatusRole:
        return int(d.status);
    case SignificantRole:
        return d.significant;
    case SymbolRole:
        return d.newSymbol;
    case Qt::TextAlignmentRole:
        return index.column() == Name || index.column() == Verdict
                   ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case SortRole:
        switch (index.column()) {
        case Name:
            return QString::fromStdString(d.name);
        case Base:
            return d.baseSeconds;
        case New:
            return d.newSeconds;
        case Delta:
            return d.deltaSeconds;
        case DeltaPercent:
            return std::isnan(d.deltaPercent) ? 0.0 : d.deltaPercent;
        case Interval:
            return std::isnan(d.ciHigh) ? 0.0 : d.ciHigh - d.ciLow;
        case PValue:
            return tested ? d.adjustedP : 2.0;
        case Verdict:
            return int(d.status) * 2 + (d.significant ? 0 : 1);
        case BaseCalls:
            return d.baseCalls;
        case NewCalls:
            return d.newCalls;
        }
        return {};
    case FullTextRole:
        return index.column() == Name ? QString::fromStdString(d.name)
                                      : data(index, Qt::DisplayRole);
    case Qt::DisplayRole:
        switch (index.column()) {
        case Name:
            return QString::fromStdString(size_t(index.row()) < m_shownNames.size()
                                              ? m_shownNames[size_t(index.row())]
                                              : d.name);
        case Base:
            return d.baseSymbol >= 0 ? seconds(d.baseSeconds) : QString();
        case New:
            return d.newSymbol >= 0 ? seconds(d.newSeconds) : QString();
        case Delta:
            return signedSeconds(d.deltaSeconds);
        case DeltaPercent:
            return std::isnan(d.deltaPercent)
                       ? QString()
                       : QStringLiteral("%1%2%")
                             .arg(d.deltaPercent > 0 ? QStringLiteral("+") : QString())
                             .arg(d.deltaPercent, 0, 'f', 1);
        case Interval:
            return std::isnan(d.ciLow) ? QString()
                                       : QStringLiteral("%1 … %2").arg(signedSeconds(d.ciLow),
                                                                       signedSeconds(d.ciHigh));
        case PValue:
            return tested ? pValue(d.adjustedP) : QString();
        case Verdict:
            return verdictText(d);
        case BaseCalls:
            return d.baseSymbol >= 0 ? calls(d.baseCalls) : QString();
        case NewCalls: {
            if (d.newSymbol < 0)
                return QString();
            return d.callsChanged && d.baseSymbol >= 0
                       ? QStringLiteral("%1 (%2)").arg(
                             calls(d.newCalls),
                             QString::fromStdString(callsChangeText(d.newCalls - d.baseCalls)))
                       : calls(d.newCalls);
        }
        }
        return {};
    case Qt::ToolTipRole: {
        QString tip =
            QStringLiteral("<b>%1</b><br>").arg(QString::fromStdString(d.name).toHtmlEscaped());
        if (d.status == DeltaStatus::New)
            return tip + tr("Only in New: %1 s per run.").arg(seconds(d.newSeconds));
        if (d.status == DeltaStatus::Removed)
            return tip + tr("Only in Base: %1 s per run.").arg(seconds(d.baseSeconds));
        tip += tr("Self time per run: %1 s in Base, %2 s in New.")
                   .arg(seconds(d.baseSeconds), seconds(d.newSeconds));
        if (!std::isnan(d.ciLow))
            tip += QStringLiteral("<br>") +
                   tr("The difference is %1 s per run; with %2% confidence it lies between "
                      "%3 s and %4 s.")
                       .arg(signedSeconds(d.deltaSeconds), confidence(*m_comparison),
                            signedSeconds(d.ciLow), signedSeconds(d.ciHigh));
        if (d.tooFewSamples)
            tip += QStringLiteral("<br>") +
                   tr("Too few samples on both sides: no difference could be told from noise.");
        else if (tested)
            tip += QStringLiteral("<br>") +
                   tr("p = %1, adjusted for the number of functions compared: %2.")
                       .arg(pValue(d.pValue), pValue(d.adjustedP));
        if (d.callsChanged)
            tip += QStringLiteral("<br>") + tr("Calls per run: %1 in Base, %2 in New (exact).")
                                                .arg(calls(d.baseCalls), calls(d.newCalls));
        return tip;
    }
    default:
        return {};
    }
}

QVariant CompareModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Name:
            return tr("function");
        case Base:
            return tr("base s");
        case New:
            return tr("new s");
        case Delta:
            return tr("Δ s");
        case DeltaPercent:
            return tr("Δ %");
        case Interval:
            return tr("interval");
        case PValue:
            return tr("p (adj.)");
        case Verdict:
            return tr("verdict");
        case BaseCalls:
            return tr("base calls");
        case NewCalls:
            return tr("new calls");
        }
    } else if (role == Qt::ToolTipRole) {
        switch (section) {
        case Base:
        case New:
            return tr("Self seconds per run: the mean over the side's runs");
        case Delta:
            return tr("New minus Base, in self seconds per run");
        case DeltaPercent:
            return tr("The difference as a share of Base's time for the function");
        case Interval:
            return tr("Where the difference lies with %1% confidence (sampling noise and "
                      "run-to-run spread)")
                .arg(m_comparison ? confidence(*m_comparison) : QStringLiteral("95"));
        case PValue:
            return tr("The chance of a difference this large from noise alone, adjusted for "
                      "the number of functions compared (Benjamini-Hochberg)");
        case Verdict:
            return tr("Slower or faster when the difference is significant; see the user guide");
        case BaseCalls:
        case NewCalls:
            return tr("Calls per run; exact counts, so any change is real");
        }
    }
    return {};
}

} // namespace gmonview
