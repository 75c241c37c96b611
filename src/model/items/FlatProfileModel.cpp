// SPDX-License-Identifier: MIT
#include "model/items/FlatProfileModel.h"

#include "io/Paths.h"
#include "model/engine/InlineProfile.h"
#include "model/items/DisplayFormat.h"

#include <cmath>

namespace gmonview {

FlatProfileModel::FlatProfileModel(QObject *parent) : QAbstractTableModel(parent)
{}

void FlatProfileModel::setDisplayNames(std::shared_ptr<const std::vector<std::string>> names)
{
    m_names = std::move(names);
    if (!m_rows.empty())
        emit dataChanged(index(0, Name), index(rowCount() - 1, Name), {Qt::DisplayRole});
}

QString clonePiecesNote(const ProfileResult &profile, int symbol, bool rich)
{
    if (symbol < 0 || size_t(symbol) >= profile.symbols.size())
        return {};
    const ProfileSymbol &s = profile.symbols[size_t(symbol)];
    auto name = [rich](const std::string &text) {
        const QString q = QString::fromStdString(text);
        return rich ? q.toHtmlEscaped() : q;
    };
    if (s.clonePiece && s.cloneOrigin >= 0)
        return FlatProfileModel::tr("A piece GCC split off from %1: its samples and calls are "
                                    "counted under %1.")
            .arg(name(profile.symbols[size_t(s.cloneOrigin)].displayName));
    QStringList pieces;
    for (const ProfileSymbol &p : profile.symbols)
        if (p.clonePiece && p.cloneOrigin == symbol)
            pieces << name(p.displayName);
    if (pieces.isEmpty())
        return {};
    return FlatProfileModel::tr("Counted here with what GCC split off from it (gprof's report "
                                "counts each piece under the function before it): %1")
        .arg(pieces.join(QStringLiteral(", ")));
}

QString FlatProfileModel::shownName(int symbol) const
{
    // Names for this profile's symbols, not the lines' (line granularity).
    // (With inlined functions the profile's first symbols are the
    // functions the names are of.)
    if (!m_lines && m_names && size_t(symbol) < m_names->size() &&
        (m_names->size() == m_profile->symbols.size() || hasInlinedFunctions(*m_profile)))
        return QString::fromStdString((*m_names)[size_t(symbol)]);
    return QString::fromStdString(m_profile->symbol(symbol).displayName);
}

QString FlatProfileModel::dimensionUnit() const
{
    return m_profile ? QString(QChar::fromLatin1(m_profile->dimensionAbbrev)) : QStringLiteral("s");
}

QString FlatProfileModel::nameText(int symbol, bool full) const
{
    const ProfileSymbol &s = m_profile->symbol(symbol);
    QString name = full ? QString::fromStdString(s.displayName) : shownName(symbol);
    // An inlined function: where it is inlined, out to its container.
    for (const ProfileSymbol *at = &s; at->inlinedInto >= 0;) {
        const int into = at->inlinedInto;
        const QString site =
            at->callFile < 0 ? QString()
            : at->callLine
                ? QStringLiteral("%1:%2")
                      .arg(QString::fromStdString(baseName(m_profile->files[size_t(at->callFile)])))
                      .arg(at->callLine)
                : QString::fromStdString(baseName(m_profile->files[size_t(at->callFile)]));
        const QString intoName =
            full ? QString::fromStdString(m_profile->symbol(into).displayName) : shownName(into);
        name = at == &s
                   ? (site.isEmpty() ? tr("%1, inlined into %2").arg(name, intoName)
                                     : tr("%1, inlined into %2 at %3").arg(name, intoName, site))
                   : (site.isEmpty() ? tr("%1, into %2").arg(name, intoName)
                                     : tr("%1, into %2 at %3").arg(name, intoName, site));
        at = &m_profile->symbol(into);
    }
    if (m_lines && s.file >= 0) // a line, at line granularity
        name += QStringLiteral(" (%1:%2)")
                    .arg(QString::fromStdString(baseName(m_profile->files[size_t(s.file)])))
                    .arg(s.line);
    if (s.cycle)
        name += QStringLiteral(" <cycle %1>").arg(s.cycle);
    return name;
}

void FlatProfileModel::setProfile(std::shared_ptr<const ProfileResult> profile, bool lines)
{
    beginResetModel();
    m_profile = std::move(profile);
    m_lines = lines;
    m_rows.clear();
    m_rowOfSymbol.clear();
    if (m_profile) {
        m_unit = perCallUnit(*m_profile);
        m_total = m_profile->totalTime > 0 ? m_profile->totalTime : 1.0;
        m_samplesTotal = m_profile->totalSamples > 0 ? m_profile->totalSamples : 1.0;
        const std::vector<int> order = flatProfileOrder(*m_profile);
        m_rowOfSymbol.assign(m_profile->symbols.size(), -1);
        double cumulative = 0;
        double samplesBefore = 0;
        for (int sym : order) {
            const double before = samplesBefore / m_samplesTotal;
            samplesBefore += m_profile->symbol(sym).samples;
            cumulative += m_profile->symbol(sym).time;
            m_rowOfSymbol[size_t(sym)] = static_cast<int>(m_rows.size());
            m_rows.push_back({sym, cumulative, before});
        }
    }
    indexLineSamples();
    endResetModel();
}

void FlatProfileModel::setRunStatistics(std::shared_ptr<const RunStatistics> statistics)
{
    m_statistics = std::move(statistics);
    m_spreadOfSymbol.clear();
    if (m_statistics)
        for (size_t i = 0; i < m_statistics->functions.size(); ++i) {
            const int symbol = m_statistics->functions[i].symbol;
            if (symbol < 0)
                continue;
            if (size_t(symbol) >= m_spreadOfSymbol.size())
                m_spreadOfSymbol.resize(size_t(symbol) + 1, -1);
            m_spreadOfSymbol[size_t(symbol)] = int(i);
        }
    if (!m_rows.empty())
        emit dataChanged(index(0, RunSd), index(rowCount() - 1, RunCv));
}

const FunctionRuns *FlatProfileModel::spreadOf(int symbol) const
{
    if (m_lines || !m_statistics || symbol < 0 || size_t(symbol) >= m_spreadOfSymbol.size() ||
        m_spreadOfSymbol[size_t(symbol)] < 0)
        return nullptr;
    return &m_statistics->functions[size_t(m_spreadOfSymbol[size_t(symbol)])];
}

int FlatProfileModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int FlatProfileModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int FlatProfileModel::symbolAt(int row) const
{
    return row >= 0 && row < static_cast<int>(m_rows.size()) ? m_rows[size_t(row)].symbol : -1;
}

int FlatProfileModel::rowOfSymbol(int symbol) const
{
    return symbol >= 0 && symbol < static_cast<int>(m_rowOfSymbol.size())
               ? m_rowOfSymbol[size_t(symbol)]
               : -1;
}

QVariant FlatProfileModel::data(const QModelIndex &index, int role) const
{
    if (!m_profile || !index.isValid() || index.row() >= static_cast<int>(m_rows.size()))
        return {};
    const Row &row = m_rows[size_t(index.row())];
    const ProfileSymbol &s = m_profile->symbol(row.symbol);
    const double hz = double(m_profile->rate);
    const double samples = s.samples;
    const double error = std::sqrt(samples);
    const bool lowConfidence = samples < kLowConfidenceSamples;
    const FunctionRuns *spread = spreadOf(row.symbol);
    if (index.column() == Executions || index.column() == PerExecution ||
        index.column() == LinesRun) {
        if (role == SortRole)
            return coverageSortKey(s, index.column());
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole || role == FullTextRole)
            return coverageData(s, index.column(), role);
    }

    switch (role) {
    case SymbolRole:
        return row.symbol;
    case FractionRole:
        return samples / m_samplesTotal;
    case LowConfidenceRole:
        return lowConfidence;
    case UnusedRole:
        return isUnused(index.row());
    case CumulativeShareBeforeRole:
        return row.shareBefore;
    case GprofTextRole:
        switch (index.column()) {
        case Percent:
            return gprofFigure(100 * s.time / m_total);
        case SelfPerCall:
            return s.calls ? gprofFigure(m_unit.scale * s.time / hz / double(s.calls)) : QString();
        case TotalPerCall:
            return s.calls
                       ? gprofFigure(m_unit.scale * (s.time + s.childTime) / hz / double(s.calls))
                       : QString();
        default:
            return data(index, Qt::DisplayRole);
        }
    case NoisyRole:
        return spread && spread->spread.stability == Stability::Noisy;
    case Qt::TextAlignmentRole:
        return index.column() == Name ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                      : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (index.column() == Name) {
            // With a note, as rich text, which a tooltip wraps.
            const QString pieces = clonePiecesNote(*m_profile, row.symbol, true);
            // (An inlined function's with where it is inlined.)
            const QString name = s.inlinedInto >= 0 ? nameText(row.symbol, true)
                                                    : QString::fromStdString(s.displayName);
            return pieces.isEmpty()
                       ? name
                       : QStringLiteral("<p>%1</p><p>%2</p>").arg(name.toHtmlEscaped(), pieces);
        }
        if (s.inlinedInto >= 0 && (index.column() == Calls || index.column() == SelfPerCall ||
                                   index.column() == TotalPerCall))
            return tr("Inlined code: mcount never runs for it, so there is no call count. "
                      "Its time is the samples in its code, taken from the function it is "
                      "part of.");
        if (index.column() == Error || index.column() == ErrorShare || index.column() == Samples)
            return tr("%1 samples: the time is known to about ±%2 samples (±%3%)%4")
                .arg(samples, 0, 'f', 1)
                .arg(error, 0, 'f', 1)
                .arg(samples > 0 ? 100.0 / error : 100.0, 0, 'f', 0)
                .arg(lowConfidence ? tr(", too few samples to trust") : QString());
        if (index.column() == Percent) {
            const QString shown = gprofFigure(100 * samples / m_samplesTotal);
            const QString gprof = data(index, GprofTextRole).toString();
            if (shown == gprof)
                return tr("%1% of the samples, as gprof's report says").arg(shown);
            return tr("%1% of the samples. gprof's report says %2%: it shares each bin's "
                      "samples out over a bin width rounded down, so its shares can add up to "
                      "more than 100%.")
                .arg(shown, gprof);
        }
        if ((index.column() == RunSd || index.column() == RunCv) && spread) {
            const int runs = static_cast<int>(spread->seconds.size());
            QString tip =
                tr("%1 s a run on average, %2 s standard deviation over %n run(s)", nullptr, runs)
                    .arg(spread->meanSeconds, 0, 'f', 3)
                    .arg(spread->stddevSeconds, 0, 'f', 3);
            if (spread->spread.stability == Stability::Noisy)
                tip += QStringLiteral(". ") +
                       tr("Noisier than sampling: its time varies %1 times as much as sampling "
                          "alone explains.")
                           .arg(spread->spread.dispersion, 0, 'f', 1);
            else if (spread->spread.stability == Stability::TooFewSamples)
                tip += QStringLiteral(". ") + tr("Too few samples a run to judge its spread.");
            return tip;
        }
        return {};
    case SortRole:
        switch (index.column()) {
        case Calls:
            return qulonglong(s.calls);
        case Name:
            return QString::fromStdString(s.displayName);
        default:
            return index.column() < ColumnCount ? sortKey(index.row(), index.column()) : QVariant();
        }
    case Qt::DisplayRole:
        switch (index.column()) {
        case Percent:
            return gprofFigure(100 * samples / m_samplesTotal);
        case Cumulative:
            return gprofFigure(row.cumulative / hz);
        case Self:
            return gprofFigure(s.time / hz);
        case Calls:
            if (s.inlinedInto >= 0)
                return tr("inlined");
            return s.calls ? QString::number(qulonglong(s.calls)) : QString();
        case SelfPerCall:
            return s.calls ? readableQuantity(s.time / hz / double(s.calls), dimensionUnit())
                           : QString();
        case TotalPerCall:
            return s.calls ? readableQuantity((s.time + s.childTime) / hz / double(s.calls),
                                              dimensionUnit())
                           : QString();
        case Samples:
            return samples == std::floor(samples) ? QString::number(samples, 'f', 0)
                                                  : QString::number(samples, 'f', 1);
        case Error:
            return samples > 0 ? QStringLiteral("±") + gprofFigure(error / hz) : QString();
        case ErrorShare:
            return samples > 0 ? QStringLiteral("±%1%").arg(100.0 / error, 0, 'f', 0) : QString();
        case RunSd:
            return spread ? QString::number(spread->stddevSeconds, 'f', 3) : QString();
        case RunCv:
            if (!spread || std::isnan(spread->cv))
                return QString();
            return spread->spread.stability == Stability::Noisy
                       ? tr("%1% noisy").arg(100 * spread->cv, 0, 'f', 0)
                       : QStringLiteral("%1%").arg(100 * spread->cv, 0, 'f', 0);
        case Name:
            return nameText(row.symbol, false);
        }
        return {};
    case FullTextRole:
        // Numbers as numbers for a spreadsheet: no sign or unit in the cell
        // (the copied header names the unit), per-call times in the base unit.
        switch (index.column()) {
        case Name:
            return nameText(row.symbol, true);
        case SelfPerCall:
        case TotalPerCall:
            return s.calls ? QString::number(data(index, SortRole).toDouble() / hz, 'g', 6)
                           : QString();
        case Error:
            return samples > 0 ? gprofFigure(error / hz) : QString();
        case ErrorShare:
            return samples > 0 ? QString::number(100.0 / error, 'f', 0) : QString();
        case RunCv:
            return spread && !std::isnan(spread->cv) ? QString::number(100 * spread->cv, 'f', 0)
                                                     : QString();
        default:
            return data(index, Qt::DisplayRole);
        }
    default:
        return {};
    }
}

QVariant FlatProfileModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (section == Executions || section == PerExecution || section == LinesRun)
        return coverageHeader(section, role);
    const QString dim =
        m_profile ? QString::fromStdString(m_profile->dimension) : QStringLiteral("seconds");
    const QChar abbrev =
        m_profile ? QChar::fromLatin1(m_profile->dimensionAbbrev) : QLatin1Char('s');
    if (role == FullTextRole) {
        // A copy's header: the unit of the plain numbers below it.
        switch (section) {
        case SelfPerCall:
            return tr("self %1/call").arg(abbrev);
        case TotalPerCall:
            return tr("total %1/call").arg(abbrev);
        case ErrorShare:
            return tr("± %");
        case RunCv:
            return tr("CV %");
        default:
            return headerData(section, orientation, Qt::DisplayRole);
        }
    }
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Percent:
            return tr("% time");
        case Cumulative:
            return tr("cumul. %1").arg(abbrev);
        case Self:
            return tr("self %1").arg(abbrev);
        case Calls:
            return tr("calls");
        case SelfPerCall:
            return tr("self/call");
        case TotalPerCall:
            return tr("total/call");
        case Samples:
            return tr("samples");
        case Error:
            return tr("± %1").arg(abbrev);
        case ErrorShare:
            return tr("± %");
        case RunSd:
            return tr("sd/run %1").arg(abbrev);
        case RunCv:
            return tr("CV");
        case Name:
            return tr("function");
        }
    } else if (role == Qt::ToolTipRole) {
        switch (section) {
        case Percent:
            return tr("Share of all samples spent in the function itself");
        case Cumulative:
            return tr("Running total of self time in %1, in gprof's order").arg(dim);
        case Self:
            return tr("Time in the function itself, in %1, from the samples").arg(dim);
        case Calls:
            return tr("Calls from other functions (blank if it was not compiled with -pg)");
        case SelfPerCall:
            return tr("Self time per call");
        case TotalPerCall:
            return tr("Self time plus callees' time, per call");
        case Samples:
            return tr("Profiling clock ticks that landed in the function");
        case Error:
            return tr("Sampling error: about √N samples for N samples, in %1").arg(dim);
        case ErrorShare:
            return tr("Sampling error as a share of the time; italic rows have "
                      "fewer than %1 samples")
                .arg(kLowConfidenceSamples);
        case RunSd:
            return tr("How much the function's time varies from run to run: the standard "
                      "deviation of its %1 per run, over the runs summed")
                .arg(dim);
        case RunCv:
            return tr("Coefficient of variation: the standard deviation from run to run as a "
                      "share of the mean. \"noisy\" marks functions whose time varies more "
                      "than sampling alone explains.");
        case Name:
            return tr("Function");
        }
    }
    return {};
}

bool FlatProfileModel::isUnused(int row) const
{
    const ProfileSymbol &s = m_profile->symbol(m_rows[size_t(row)].symbol);
    return s.calls == 0 && s.time == 0;
}

double FlatProfileModel::sortKey(int rowIndex, int column) const
{
    const Row &row = m_rows[size_t(rowIndex)];
    const ProfileSymbol &s = m_profile->symbol(row.symbol);
    const double samples = s.samples;
    switch (column) {
    case Percent:
    case Samples:
        return samples;
    case Self:
        return s.time;
    case Cumulative:
        return row.cumulative;
    case Calls:
        return double(s.calls);
    case SelfPerCall:
        return s.calls ? s.time / double(s.calls) : -1.0;
    case TotalPerCall:
        return s.calls ? (s.time + s.childTime) / double(s.calls) : -1.0;
    case Error:
        return std::sqrt(samples);
    case ErrorShare:
        return samples > 0 ? 1.0 / std::sqrt(samples) : 1e300;
    case RunSd:
    case RunCv: {
        const FunctionRuns *spread = spreadOf(row.symbol);
        if (column == RunSd)
            return spread ? spread->stddevSeconds : -1.0;
        return spread && !std::isnan(spread->cv) ? spread->cv : -1.0;
    }
    case Executions:
    case PerExecution:
    case LinesRun:
        return coverageSortKey(s, column);
    }
    return 0;
}

// --- filter -------------------------------------------------------------------

FlatProfileFilter::FlatProfileFilter(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(FlatProfileModel::SortRole);
    setDynamicSortFilter(true);
}

void FlatProfileFilter::setNameFilter(const QString &text, bool regularExpression)
{
    m_text = text;
    m_useRegex = regularExpression;
    m_regex = QRegularExpression(text, QRegularExpression::CaseInsensitiveOption);
    m_valid = !regularExpression || m_regex.isValid();
    invalidateFilter();
}

QString FlatProfileFilter::nameFilterError() const
{
    if (m_valid)
        return {};
    return tr("Not a regular expression: %1 at character %2")
        .arg(m_regex.errorString())
        .arg(m_regex.patternErrorOffset() + 1);
}

void FlatProfileFilter::setCutoffPercent(double percent)
{
    m_cutoff = percent;
    invalidateFilter();
}

void FlatProfileFilter::setShowUnused(bool show)
{
    m_showUnused = show;
    invalidateFilter();
}

// The numbers straight from the model: a QVariant for each side of each
// comparison was most of the time the first sort of 20,000 rows took.
bool FlatProfileFilter::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const auto *model = qobject_cast<const FlatProfileModel *>(sourceModel());
    if (!model || sortRole() != FlatProfileModel::SortRole || left.column() != right.column() ||
        left.column() == FlatProfileModel::Name || left.column() < 0 ||
        left.column() >= FlatProfileModel::ColumnCount || !left.isValid() || !right.isValid() ||
        left.row() >= model->rowCount() || right.row() >= model->rowCount())
        return QSortFilterProxyModel::lessThan(left, right);
    return model->sortKey(left.row(), left.column()) < model->sortKey(right.row(), right.column());
}

bool FlatProfileFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    // (The model's answers without QVariants where it is the model.)
    const auto *model = qobject_cast<const FlatProfileModel *>(sourceModel());
    const bool direct =
        model && !sourceParent.isValid() && sourceRow >= 0 && sourceRow < model->rowCount();
    const QModelIndex index = sourceModel()->index(sourceRow, FlatProfileModel::Name, sourceParent);
    if (!m_showUnused &&
        (direct ? model->isUnused(sourceRow) : index.data(FlatProfileModel::UnusedRole).toBool()))
        return false;
    if (m_cutoff < 100 &&
        (direct ? model->shareBefore(sourceRow)
                : index.data(FlatProfileModel::CumulativeShareBeforeRole).toDouble()) *
                100 >=
            m_cutoff)
        return false;
    if (m_text.isEmpty())
        return true;
    const QString name = index.data(Qt::DisplayRole).toString();
    if (m_useRegex)
        return m_valid && m_regex.match(name).hasMatch();
    return name.contains(m_text, Qt::CaseInsensitive);
}

} // namespace gmonview
