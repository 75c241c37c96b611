// SPDX-License-Identifier: MIT
// The source model's coverage columns: gcov's exact executions of each line,
// its branches (and a loop's iterations per entry), and the line's time per
// execution from its samples.
#include "model/items/SourceModel.h"

#include <cmath>

namespace gmonview {

namespace {

// NS (nanoseconds) to three significant figures or so.
QString nanoseconds(double ns)
{
    const int decimals = ns >= 100 ? 0 : ns >= 10 ? 1 : 2;
    return QString::number(ns, 'f', decimals);
}

} // namespace

void SourceModel::setCoverage(const std::map<uint32_t, LineCounts> *counts, int gcovRuns,
                              int sampleRuns, const QString &build)
{
    m_hasCoverage = counts != nullptr;
    m_counts = counts ? *counts : std::map<uint32_t, LineCounts>();
    m_gcovRuns = gcovRuns;
    m_sampleRuns = sampleRuns;
    m_build = build;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit headerDataChanged(Qt::Horizontal, Executions, PerExecution);
}

bool SourceModel::hasBlockCounts() const
{
    return std::any_of(m_lines.begin(), m_lines.end(),
                       [](const SourceLine &l) { return !l.executions.empty(); });
}

const LineCounts *SourceModel::lineCounts(int row) const
{
    const auto found = m_counts.find(uint32_t(row + 1));
    return found == m_counts.end() ? nullptr : &found->second;
}

std::optional<std::pair<double, double>> SourceModel::nsPerExecution(int row) const
{
    const LineCounts *c = lineCounts(row);
    const double n = samples(row);
    if (!c || c->executions == 0 || n <= 0)
        return std::nullopt;
    const double perSample = 1e9 / double(m_rate) / double(c->executions);
    return std::pair{n * perSample, std::sqrt(n) * perSample};
}

std::optional<LoopTrips> SourceModel::loopTripsOf(int row) const
{
    if (row < 0 || row >= m_text.size() || !startsTestFirstLoop(m_text[row].toStdString()))
        return std::nullopt;
    return loopTrips(m_counts, uint32_t(row + 1));
}

QVariant SourceModel::coverageData(int row, int column, int role) const
{
    const LineCounts *c = lineCounts(row);
    if (role == UnexecutedRole)
        return c && c->executions == 0;
    if (!c)
        return {};
    const auto ns = column == PerExecution ? nsPerExecution(row) : std::nullopt;
    const auto loop = column == Branches ? loopTripsOf(row) : std::nullopt;
    switch (role) {
    case SortRole:
        switch (column) {
        case Executions:
            return qulonglong(c->executions);
        case Branches:
            return qulonglong(c->taken + c->notTaken);
        case PerExecution:
            return ns ? ns->first : 0.0;
        }
        return {};
    case Qt::DisplayRole:
        switch (column) {
        case Executions:
            // gcov's mark: code on the line that never ran, the line ran.
            return QString::number(qulonglong(c->executions)) +
                   (c->partlyUnexecuted && c->executions > 0 ? QStringLiteral("*") : QString());
        case Branches:
            if (c->arcs.empty())
                return QString();
            return QStringLiteral("%1 / %2").arg(c->taken).arg(c->notTaken) +
                   (loop ? QStringLiteral("  ↻%1").arg(loop->perEntry(), 0, 'f',
                                                       loop->perEntry() < 10 ? 1 : 0)
                         : QString());
        case PerExecution:
            return ns ? tr("%1 ±%2").arg(nanoseconds(ns->first), nanoseconds(ns->second))
                      : QString();
        }
        return {};
    case Qt::ToolTipRole:
        switch (column) {
        case Executions:
            if (c->executions == 0)
                return tr("Never ran in the %n run(s) gcov's counts are of.", nullptr, m_gcovRuns);
            return (c->partlyUnexecuted
                        ? tr("Ran %1 times in %n run(s); some of its code never ran.", nullptr,
                             m_gcovRuns)
                        : tr("Ran %1 times in %n run(s).", nullptr, m_gcovRuns))
                .arg(c->executions);
        case Branches: {
            if (c->arcs.empty())
                return {};
            QString tip = tr("%n branch(es) on the line: taken (jumps) %1 times, not taken "
                             "(falling through) %2 times, as gcov counts them.",
                             nullptr, int(c->arcs.size()))
                              .arg(c->taken)
                              .arg(c->notTaken);
            if (loop)
                tip += QLatin1Char('\n') +
                       tr("Loop header: the condition sent control into the body %1 times and "
                          "out of the loop %2 times, %3 iterations per entry (exact for a loop "
                          "left only through its condition; a break or return leaves entries "
                          "uncounted).")
                           .arg(loop->iterations)
                           .arg(loop->entries)
                           .arg(loop->perEntry(), 0, 'f', 2);
            return tip;
        }
        case PerExecution:
            if (!ns)
                return c->executions > 0 ? tr("No samples on the line: too fast to time.")
                                         : QVariant();
            return tr("%1 samples (%2 s) over %3 executions: %4 ns each, ±%5 ns (√N of the "
                      "samples). %6")
                .arg(samples(row), 0, 'f', 1)
                .arg(samples(row) / double(m_rate), 0, 'f', 3)
                .arg(c->executions)
                .arg(nanoseconds(ns->first), nanoseconds(ns->second), m_build);
        }
        return {};
    default:
        return {};
    }
}

QVariant SourceModel::coverageHeaderToolTip(int section) const
{
    switch (section) {
    case Blocks:
        return tr("Basic-block counts from gmon.out, as gprof -A shows them: only GCCs of "
                  "before 2005 wrote them. For exact counts from a current GCC, build with "
                  "-pg --coverage and add the .gcda files (File > Add Coverage).");
    case Executions:
        return m_hasCoverage
                   ? tr("Exact executions of the line, from GCC's coverage data read by gcov: "
                        "%n run(s) of the coverage build (the samples are of %1). Lines that "
                        "never ran are marked; * marks code on the line that never ran.",
                        nullptr, m_gcovRuns)
                         .arg(tr("%n run(s)", nullptr, m_sampleRuns))
                   : tr("Exact executions from GCC's coverage data: build with -pg --coverage, "
                        "run, and add the .gcda files (File > Add Coverage).");
    case Branches:
        return tr("The line's branches as gcov counts them: taken / not taken. On a loop's "
                  "header, ↻ gives its iterations per entry.");
    case PerExecution:
        return tr("The line's time (its samples) over its exact executions, in nanoseconds, "
                  "with the sampling error (√N). %1")
            .arg(m_build);
    }
    return {};
}

} // namespace gmonview
