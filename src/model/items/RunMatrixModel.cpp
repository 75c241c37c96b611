// SPDX-License-Identifier: MIT
#include "model/items/RunMatrixModel.h"

#include "model/items/DisplayFormat.h"
#include "model/items/FlatProfileModel.h"

#include <QFileInfo>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace gmonview {

namespace {

QString count(double runs)
{
    return std::isnan(runs) ? QString() : QString::number(qulonglong(runs));
}

QVariant number(double v)
{
    // NaN sorts as the smallest: "no figure" last in a largest-first sort.
    return std::isnan(v) ? -1e300 : v;
}

QString stabilityText(Stability s)
{
    switch (s) {
    case Stability::Stable:
        return RunMatrixModel::tr("stable");
    case Stability::Noisy:
        return RunMatrixModel::tr("noisier than sampling");
    case Stability::TooFewSamples:
        return RunMatrixModel::tr("too few samples");
    case Stability::SingleRun:
        return RunMatrixModel::tr("one run");
    }
    return {};
}

QString stabilityTip(const CountSpread &s)
{
    switch (s.stability) {
    case Stability::Stable:
        return RunMatrixModel::tr("Its time varies from run to run no more than sampling alone "
                                  "explains (dispersion %1).")
            .arg(s.dispersion, 0, 'f', 2);
    case Stability::Noisy:
        return RunMatrixModel::tr(
                   "Its time varies from run to run %1 times as much as sampling alone explains: "
                   "something else changes between runs (input, machine load, caches).")
            .arg(s.dispersion, 0, 'f', 1);
    case Stability::TooFewSamples:
        return RunMatrixModel::tr("Under 10 samples a run: too few to tell its spread from "
                                  "sampling's.");
    case Stability::SingleRun:
        break;
    }
    return {};
}

double maxMinusMean(const std::vector<double> &x, double mean)
{
    return x.empty() ? kNoValue : *std::max_element(x.begin(), x.end()) - mean;
}

} // namespace

RunMatrixModel::RunMatrixModel(QObject *parent) : QAbstractTableModel(parent)
{}

void RunMatrixModel::setStatistics(std::shared_ptr<const RunStatistics> statistics)
{
    beginResetModel();
    m_statistics = std::move(statistics);
    m_labels.clear();
    m_rowOfSymbol.clear();
    m_imbalance.clear();
    m_runSeconds.clear();
    m_summaryMean = m_summarySd = m_summaryImbalance = 0;
    if (m_statistics) {
        const RunStatistics &s = *m_statistics;
        m_labels = runLabels(s.runs);
        for (size_t row = 0; row < s.functions.size(); ++row) {
            const FunctionRuns &f = s.functions[row];
            if (f.symbol >= 0) {
                if (size_t(f.symbol) >= m_rowOfSymbol.size())
                    m_rowOfSymbol.resize(size_t(f.symbol) + 1, -1);
                m_rowOfSymbol[size_t(f.symbol)] = int(row) + 1;
            }
            m_imbalance.push_back(maxMinusMean(f.seconds, f.meanSeconds));
        }
        for (const RunSummary &r : s.runs)
            m_runSeconds.push_back(r.seconds);
        const double perSecond = s.rate > 0 ? double(s.rate) : 1.0;
        m_summaryMean = s.total.mean / perSecond;
        m_summarySd = s.total.stddev / perSecond;
        m_summaryImbalance = maxMinusMean(m_runSeconds, m_summaryMean);
    }
    const int runs = runCount();
    m_runOfColumn.resize(size_t(runs));
    std::iota(m_runOfColumn.begin(), m_runOfColumn.end(), 0);
    m_columnOfRun = m_runOfColumn;
    m_order = RunOrder::AsGiven;
    endResetModel();
}

void RunMatrixModel::setDisplayNames(std::shared_ptr<const std::vector<std::string>> names)
{
    m_names = std::move(names);
    if (rowCount() > 0)
        emit dataChanged(index(0, Name), index(rowCount() - 1, Name));
}

void RunMatrixModel::setRunOrder(RunOrder order, int row)
{
    if (!m_statistics)
        return;
    const RunStatistics &s = *m_statistics;
    std::vector<int> columns(s.runs.size());
    std::iota(columns.begin(), columns.end(), 0);
    const FunctionRuns *f =
        row >= 1 && row <= int(s.functions.size()) ? &s.functions[size_t(row - 1)] : nullptr;
    auto departure = [&](int run) {
        const std::vector<double> &d = f ? f->spread.departure : s.total.departure;
        const double v = size_t(run) < d.size() ? d[size_t(run)] : kNoValue;
        return std::isnan(v) ? -1e300 : v;
    };
    if (order == RunOrder::ByTime)
        std::stable_sort(columns.begin(), columns.end(), [&](int a, int b) {
            return s.runs[size_t(a)].seconds > s.runs[size_t(b)].seconds;
        });
    else if (order == RunOrder::ByDeparture)
        std::stable_sort(columns.begin(), columns.end(),
                         [&](int a, int b) { return departure(a) > departure(b); });
    emit layoutAboutToBeChanged({}, QAbstractItemModel::HorizontalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<int> oldRunOfColumn = m_runOfColumn;
    m_order = order;
    m_runOfColumn = columns;
    for (size_t c = 0; c < columns.size(); ++c)
        m_columnOfRun[size_t(columns[c])] = int(c);
    QModelIndexList after;
    for (const QModelIndex &i : before) {
        const int run = i.column() >= FirstRun ? oldRunOfColumn[size_t(i.column() - FirstRun)] : -1;
        after << index(i.row(), run >= 0 ? columnOfRun(run) : i.column());
    }
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::HorizontalSortHint);
}

int RunMatrixModel::runCount() const
{
    return m_statistics ? int(m_statistics->runs.size()) : 0;
}

int RunMatrixModel::runAtColumn(int column) const
{
    const int c = column - FirstRun;
    return c >= 0 && c < int(m_runOfColumn.size()) ? m_runOfColumn[size_t(c)] : -1;
}

int RunMatrixModel::columnOfRun(int run) const
{
    return run >= 0 && run < int(m_columnOfRun.size()) ? FirstRun + m_columnOfRun[size_t(run)] : -1;
}

int RunMatrixModel::symbolAt(int row) const
{
    if (!m_statistics || row < 1 || row > int(m_statistics->functions.size()))
        return -1;
    return m_statistics->functions[size_t(row - 1)].symbol;
}

int RunMatrixModel::rowOfSymbol(int symbol) const
{
    return symbol >= 0 && size_t(symbol) < m_rowOfSymbol.size() ? m_rowOfSymbol[size_t(symbol)]
                                                                : -1;
}

QStringList RunMatrixModel::runLabels(const std::vector<RunSummary> &runs)
{
    QStringList names;
    for (const RunSummary &r : runs)
        names << QFileInfo(QString::fromStdString(r.file)).fileName();
    auto numbered = [&] {
        QStringList out;
        for (int i = 0; i < names.size(); ++i)
            out << QString::number(i + 1);
        return out;
    };
    if (names.size() < 2)
        return names;
    // The common prefix and suffix, cut back to a separator so that numbers
    // stay whole (gmon.out.1234 and gmon.out.1299 share "gmon.out.12").
    auto isSeparator = [](QChar c) { return !c.isLetterOrNumber(); };
    qsizetype prefix = names[0].size(), suffix = names[0].size();
    for (const QString &n : std::as_const(names)) {
        qsizetype p = 0;
        while (p < prefix && p < n.size() && n[p] == names[0][p])
            ++p;
        prefix = p;
        qsizetype q = 0;
        while (q < suffix && q < n.size() &&
               n[n.size() - 1 - q] == names[0][names[0].size() - 1 - q])
            ++q;
        suffix = q;
    }
    while (prefix > 0 && !isSeparator(names[0][prefix - 1]))
        --prefix;
    while (suffix > 0 && !isSeparator(names[0][names[0].size() - suffix]))
        --suffix;
    QStringList out;
    QSet<QString> seen;
    for (const QString &n : std::as_const(names)) {
        const QString part = n.mid(prefix, std::max<qsizetype>(0, n.size() - prefix - suffix));
        if (part.isEmpty() || seen.contains(part))
            return numbered();
        seen.insert(part);
        out << part;
    }
    return out;
}

int RunMatrixModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_statistics)
        return 0;
    return 1 + int(m_statistics->functions.size());
}

int RunMatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstRun + runCount();
}

QString RunMatrixModel::shownName(const FunctionRuns &f) const
{
    if (m_names && f.symbol >= 0 && size_t(f.symbol) < m_names->size() &&
        !(*m_names)[size_t(f.symbol)].empty())
        return QString::fromStdString((*m_names)[size_t(f.symbol)]);
    return QString::fromStdString(f.name);
}

QVariant RunMatrixModel::data(const QModelIndex &index, int role) const
{
    if (!m_statistics || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (role == SummaryRole)
        return index.row() == 0;
    if (role == RunRole)
        return index.column() >= FirstRun ? QVariant(runAtColumn(index.column())) : QVariant();
    if (index.row() == 0)
        return summaryData(index.column(), role);
    return functionData(m_statistics->functions[size_t(index.row() - 1)], index.column(), role);
}

QVariant RunMatrixModel::runCell(const FunctionRuns *f, int run, int role) const
{
    const RunStatistics &s = *m_statistics;
    const RunSummary &r = s.runs[size_t(run)];
    const double value = f ? f->seconds[size_t(run)] : r.seconds;
    const std::vector<double> &departures = f ? f->spread.departure : s.total.departure;
    const double departure = size_t(run) < departures.size() ? departures[size_t(run)] : kNoValue;
    const bool outlier =
        f ? std::binary_search(f->spread.outliers.begin(), f->spread.outliers.end(), run)
          : r.oddSamples || r.oddCalls;
    switch (role) {
    case Qt::DisplayRole:
    case FullTextRole:
        return fixedFigure(value, 2);
    case SortRole:
        return value;
    case Qt::TextAlignmentRole:
        return int(Qt::AlignRight | Qt::AlignVCenter);
    case DepartureRole:
        return std::isnan(departure) ? QVariant() : QVariant(departure);
    case OutlierRole:
        return outlier;
    case SymbolRole:
        return f ? f->symbol : -1;
    case Qt::ToolTipRole: {
        const QString file = QString::fromStdString(r.file).toHtmlEscaped();
        const double perSecond = s.rate > 0 ? double(s.rate) : 1.0;
        QString tip = f ? tr("<b>%1</b><br>in run %2:")
                              .arg(QString::fromStdString(f->name).toHtmlEscaped(), file)
                        : tr("<b>Run %1</b>").arg(file);
        tip += QStringLiteral("<br>") +
               tr("%1 s (%2 samples)").arg(fixedFigure(value, 3)).arg(value * perSecond, 0, 'f', 0);
        if (!f)
            tip += QStringLiteral("<br>") + tr("%1 calls").arg(r.calls, 0, 'f', 0);
        const size_t n = s.runs.size();
        if (n > 1) {
            const double others =
                ((f ? f->meanSeconds : m_summaryMean) * double(n) - value) / double(n - 1);
            tip += QStringLiteral("<br>") +
                   tr("the other runs: %1 s on average").arg(fixedFigure(others, 3));
        }
        if (!std::isnan(departure))
            tip += QStringLiteral("<br>") +
                   (departure >= 0 ? tr("%1 standard deviations above the other runs")
                                   : tr("%1 standard deviations below the other runs"))
                       .arg(std::fabs(departure), 0, 'f', 1);
        if (f && outlier)
            tip += QStringLiteral("<br><b>") +
                   tr("An outlier: this run is unlike the others here.") + QStringLiteral("</b>");
        if (!f && r.oddSamples)
            tip += QStringLiteral("<br><b>") +
                   (departure >= 0 ? tr("Odd: much longer than the other runs.")
                                   : tr("Odd: much shorter than the other runs.")) +
                   QStringLiteral("</b>");
        if (!f && r.oddCalls)
            tip += QStringLiteral("<br><b>") +
                   tr("Odd: its calls differ where the other runs agree (another input?).") +
                   QStringLiteral("</b>");
        return tip;
    }
    default:
        return {};
    }
}

QVariant RunMatrixModel::functionData(const FunctionRuns &f, int column, int role) const
{
    if (column >= FirstRun)
        return runCell(&f, runAtColumn(column), role);
    const double imbalance = m_imbalance[size_t(&f - m_statistics->functions.data())];
    if (role == SymbolRole)
        return f.symbol;
    if (role == NoisyRole)
        return f.spread.stability == Stability::Noisy;
    if (role == Qt::TextAlignmentRole)
        return column == Name || column == Spread ? int(Qt::AlignLeft | Qt::AlignVCenter)
                                                  : int(Qt::AlignRight | Qt::AlignVCenter);
    const bool display = role == Qt::DisplayRole || role == FullTextRole;
    auto figure = [&](double value, const QString &text) -> QVariant {
        if (display)
            return text;
        if (role == SortRole)
            return number(value);
        return {};
    };
    switch (column) {
    case Name:
        if (role == Qt::DisplayRole)
            return shownName(f);
        if (role == FullTextRole || role == SortRole)
            return QString::fromStdString(f.name);
        if (role == Qt::ToolTipRole)
            return f.file.empty()
                       ? QString::fromStdString(f.name)
                       : tr("%1 (static, in %2)")
                             .arg(QString::fromStdString(f.name), QString::fromStdString(f.file));
        break;
    case Mean:
        return figure(f.meanSeconds, fixedFigure(f.meanSeconds, 3));
    case StdDev:
        return figure(f.stddevSeconds, fixedFigure(f.stddevSeconds, 3));
    case Cv:
        return figure(f.cv, percentFigure(f.cv));
    case Spread:
        if (display || role == SortRole)
            return stabilityText(f.spread.stability);
        if (role == Qt::ToolTipRole)
            return stabilityTip(f.spread);
        break;
    case Imbalance:
        if (role == Qt::ToolTipRole)
            return tr("The slowest run spent %1 s more here than the runs' mean (%2 s).")
                .arg(fixedFigure(imbalance, 3), fixedFigure(f.meanSeconds, 3));
        return figure(imbalance, fixedFigure(imbalance, 3));
    case RunsFor5:
    case RunsFor1: {
        const bool five = column == RunsFor5;
        const double runs = five ? f.spread.runsNeeded5 : f.spread.runsNeeded1;
        if (role == Qt::ToolTipRole && !std::isnan(runs))
            return tr("%1 runs like these (%2 s of profile) would bring this function's error "
                      "under ±%3 % at 95 %; there are %4.")
                .arg(count(runs), fixedFigure(five ? f.secondsNeeded5 : f.secondsNeeded1, 1),
                     five ? QStringLiteral("5") : QStringLiteral("1"))
                .arg(runCount());
        return figure(runs, count(runs));
    }
    default:
        break;
    }
    return {};
}

QVariant RunMatrixModel::summaryData(int column, int role) const
{
    const RunStatistics &s = *m_statistics;
    if (column >= FirstRun)
        return runCell(nullptr, runAtColumn(column), role);
    if (role == SymbolRole)
        return -1;
    if (role == NoisyRole)
        return s.total.stability == Stability::Noisy;
    if (role == Qt::TextAlignmentRole)
        return column == Name || column == Spread ? int(Qt::AlignLeft | Qt::AlignVCenter)
                                                  : int(Qt::AlignRight | Qt::AlignVCenter);
    const bool display = role == Qt::DisplayRole || role == FullTextRole;
    switch (column) {
    case Name:
        if (display || role == SortRole)
            return tr("Whole run");
        if (role == Qt::ToolTipRole)
            return tr("Each run's every sample: how long the runs were, and whether one is odd.");
        break;
    case Mean:
        return display ? QVariant(fixedFigure(m_summaryMean, 3)) : QVariant();
    case StdDev:
        return display ? QVariant(fixedFigure(m_summarySd, 3)) : QVariant();
    case Cv:
        return display && s.total.mean > 0 ? QVariant(percentFigure(s.total.stddev / s.total.mean))
                                           : QVariant();
    case Spread:
        if (display)
            return stabilityText(s.total.stability);
        if (role == Qt::ToolTipRole)
            return stabilityTip(s.total);
        break;
    case Imbalance:
        return display ? QVariant(fixedFigure(m_summaryImbalance, 3)) : QVariant();
    case RunsFor5:
        return display ? QVariant(count(s.total.runsNeeded5)) : QVariant();
    case RunsFor1:
        return display ? QVariant(count(s.total.runsNeeded1)) : QVariant();
    default:
        break;
    }
    return {};
}

QVariant RunMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return {};
    if (section >= FirstRun) {
        const int run = runAtColumn(section);
        if (role == Qt::DisplayRole)
            return m_labels.value(run);
        if (role == Qt::ToolTipRole) {
            const RunSummary &r = m_statistics->runs[size_t(run)];
            return tr("%1: %2 s, %3 calls")
                .arg(QString::fromStdString(r.file), fixedFigure(r.seconds, 2))
                .arg(r.calls, 0, 'f', 0);
        }
        if (role == RunRole)
            return run;
        return {};
    }
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Name:
            return tr("Function");
        case Mean:
            return tr("mean s");
        case StdDev:
            return tr("sd s");
        case Cv:
            return tr("CV");
        case Spread:
            return tr("spread");
        case Imbalance:
            return tr("imbalance s");
        case RunsFor5:
            return tr("runs ±5%");
        case RunsFor1:
            return tr("runs ±1%");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Mean:
            return tr("Seconds per run, averaged over the runs");
        case StdDev:
            return tr("Standard deviation of the seconds per run");
        case Cv:
            return tr("Coefficient of variation: the standard deviation as a share of the mean");
        case Spread:
            return tr("Whether the runs differ more than sampling alone explains (√N per run)");
        case Imbalance:
            return tr("How much longer the slowest run was than the mean: sort by it to find "
                      "the functions whose time varies most across runs");
        case RunsFor5:
        case RunsFor1:
            return tr("Runs needed for the mean to be within ±%1 % at 95 %, from the samples "
                      "per run and the spread seen")
                .arg(section == RunsFor5 ? 5 : 1);
        }
    }
    return {};
}

// --- the filter --------------------------------------------------------------------

RunMatrixFilter::RunMatrixFilter(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(RunMatrixModel::SortRole);
}

void RunMatrixFilter::setFlatProfile(const FlatProfileModel *model,
                                     const QSortFilterProxyModel *filter)
{
    m_flatModel = model;
    m_flatFilter = filter;
    flatProfileChanged();
}

void RunMatrixFilter::followFlatOrder()
{
    m_follow = true;
    m_sortingToFollow = true;
    sort(RunMatrixModel::Name, Qt::AscendingOrder);
    m_sortingToFollow = false;
}

void RunMatrixFilter::flatProfileChanged()
{
    invalidate();
    if (m_follow)
        followFlatOrder();
}

void RunMatrixFilter::sort(int column, Qt::SortOrder order)
{
    if (!m_sortingToFollow)
        m_follow = false;
    QSortFilterProxyModel::sort(column, order);
}

int RunMatrixFilter::flatRank(int sourceRow) const
{
    const auto *matrix = static_cast<const RunMatrixModel *>(sourceModel());
    if (!m_flatModel || !m_flatFilter || !matrix)
        return sourceRow;
    const int flatRow = m_flatModel->rowOfSymbol(matrix->symbolAt(sourceRow));
    if (flatRow < 0)
        return -1;
    return m_flatFilter->mapFromSource(m_flatModel->index(flatRow, 0)).row();
}

bool RunMatrixFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    return sourceRow == 0 || sourceParent.isValid() || flatRank(sourceRow) >= 0;
}

bool RunMatrixFilter::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    // The summary row first, in either order.
    const bool ascending = sortOrder() == Qt::AscendingOrder;
    if (left.row() == 0 || right.row() == 0)
        return (left.row() == 0) == ascending && left.row() != right.row();
    if (m_follow)
        return flatRank(left.row()) < flatRank(right.row());
    return QSortFilterProxyModel::lessThan(left, right);
}

} // namespace gmonview
