// SPDX-License-Identifier: MIT
// The flat profile's coverage columns: gcov's exact entries into each
// function and executions of each line (Show Lines), the time per execution
// with its sampling error, and how many of a function's lines ran.
#include "model/items/FlatProfileModel.h"

#include <cmath>

namespace gmonview {

void FlatProfileModel::setCoverage(std::shared_ptr<const CoverageIndex> coverage)
{
    m_coverage = std::move(coverage);
    indexLineSamples();
    if (!m_rows.empty())
        emit dataChanged(index(0, Executions), index(rowCount() - 1, LinesRun));
}

void FlatProfileModel::indexLineSamples()
{
    m_lineSamples.clear();
    if (!m_coverage || !m_lines || !m_profile)
        return;
    for (const ProfileSymbol &s : m_profile->symbols)
        if (!s.isFunction && s.file >= 0)
            m_lineSamples[{s.file, s.line}] += s.samples;
}

const LineCounts *FlatProfileModel::lineCountsOf(const ProfileSymbol &s) const
{
    if (!m_coverage || !m_lines || s.isFunction || s.file < 0 ||
        size_t(s.file) >= m_profile->files.size())
        return nullptr;
    return m_coverage->line(m_profile->files[size_t(s.file)], s.line);
}

std::optional<double> FlatProfileModel::nsPerExecution(const ProfileSymbol &s) const
{
    if (!m_coverage || !(m_profile->rate > 0))
        return std::nullopt;
    double samples = s.samples;
    uint64_t executions = 0;
    if (const LineCounts *line = lineCountsOf(s)) {
        const auto all = m_lineSamples.find({s.file, s.line});
        samples = all != m_lineSamples.end() ? all->second : s.samples;
        executions = line->executions;
    } else if (s.isFunction && s.inlinedInto < 0) {
        if (const FunctionExecutions *f = m_coverage->function(s.name))
            executions = f->entries;
    }
    if (executions == 0 || samples <= 0)
        return std::nullopt;
    return samples / double(m_profile->rate) * 1e9 / double(executions);
}

double FlatProfileModel::coverageSortKey(const ProfileSymbol &s, int column) const
{
    if (!m_coverage)
        return -1;
    const FunctionExecutions *f =
        s.isFunction && s.inlinedInto < 0 ? m_coverage->function(s.name) : nullptr;
    switch (column) {
    case Executions:
        if (const LineCounts *line = lineCountsOf(s))
            return double(line->executions);
        return f ? double(f->entries) : -1.0;
    case PerExecution:
        return nsPerExecution(s).value_or(-1.0);
    case LinesRun:
        return f && f->lines ? double(f->linesExecuted) / double(f->lines) : -1.0;
    }
    return -1;
}

QVariant FlatProfileModel::coverageData(const ProfileSymbol &s, int column, int role) const
{
    if (!m_coverage)
        return {};
    const LineCounts *line = lineCountsOf(s);
    const FunctionExecutions *f =
        s.isFunction && s.inlinedInto < 0 ? m_coverage->function(s.name) : nullptr;
    const auto ns = nsPerExecution(s);
    const bool plain = role == FullTextRole;
    switch (column) {
    case Executions: {
        if (!line && !f)
            return role == Qt::ToolTipRole && s.inlinedInto >= 0
                       ? tr("Inlined code: gcov counts its lines, not entries into it (Show "
                            "Lines gives them).")
                       : QVariant();
        const uint64_t n = line ? line->executions : f->entries;
        if (role == Qt::ToolTipRole)
            return line ? tr("The line ran %1 times (gcov, %n run(s)).", nullptr,
                             int(m_coverage->data().runs))
                              .arg(n)
                        : tr("Entered %1 times (gcov, %n run(s)).", nullptr,
                             int(m_coverage->data().runs))
                              .arg(n);
        return QString::number(qulonglong(n));
    }
    case PerExecution: {
        if (!ns)
            return {};
        const double samples =
            *ns * double(m_profile->rate) / 1e9 * double(line ? line->executions : f->entries);
        const double error = samples > 0 ? *ns / std::sqrt(samples) : 0;
        if (plain)
            return QString::number(*ns, 'g', 6);
        if (role == Qt::ToolTipRole)
            return tr("%1 samples over %2 executions: %3 ns each, ±%4 ns from sampling (√N)%5")
                .arg(samples, 0, 'f', 1)
                .arg(line ? line->executions : f->entries)
                .arg(*ns, 0, 'f', 1)
                .arg(error, 0, 'f', 1)
                .arg(line ? tr("; the line's samples in all its places") : QString());
        return tr("%1 ±%2")
            .arg(*ns, 0, 'f', *ns >= 100 ? 0 : 1)
            .arg(error, 0, 'f', error >= 100 ? 0 : 1);
    }
    case LinesRun:
        if (!f || f->lines == 0)
            return {};
        if (role == Qt::ToolTipRole)
            return tr("%1 of its %2 lines with code ran at least once (gcov).")
                .arg(f->linesExecuted)
                .arg(f->lines);
        return plain ? QStringLiteral("%1/%2").arg(f->linesExecuted).arg(f->lines)
                     : tr("%1/%2 lines").arg(f->linesExecuted).arg(f->lines);
    }
    return {};
}

QVariant FlatProfileModel::coverageHeader(int section, int role) const
{
    if (role == Qt::DisplayRole || role == FullTextRole) {
        switch (section) {
        case Executions:
            return tr("executions");
        case PerExecution:
            return role == FullTextRole ? tr("ns/execution") : tr("ns/exec.");
        case LinesRun:
            return tr("lines run");
        }
    } else if (role == Qt::ToolTipRole) {
        switch (section) {
        case Executions:
            return tr("Exact counts from GCC's coverage data (gcov): times a function was "
                      "entered, or (Show Lines) a line ran");
        case PerExecution:
            return tr("Self time over the exact executions, in nanoseconds, with the sampling "
                      "error (√N of the samples). It holds for the build the samples were "
                      "taken on (Diagnostics says which).");
        case LinesRun:
            return tr("Lines with code that ran at least once, of the function's lines with "
                      "code (gcov)");
        }
    }
    return {};
}

} // namespace gmonview
