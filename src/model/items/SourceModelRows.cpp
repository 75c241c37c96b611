// SPDX-License-Identifier: MIT
// The source model's expanded lines: each line's instructions as rows of
// their own below it, and the mapping between rows and lines.
#include "model/items/DisplayFormat.h"
#include "model/items/SourceModel.h"

#include <algorithm>

namespace gmonview {

namespace {

// The rows of PROFILE on FILE's lines, by line, in the function's order:
// each line's instructions in runs of consecutive rows of PROFILE (one run
// per place of the line's code).
std::map<int, std::vector<std::vector<size_t>>> placesByLine(const InstructionProfile &profile,
                                                             const std::string &file)
{
    std::map<int, std::vector<std::vector<size_t>>> places;
    std::map<int, size_t> last; // each line's last row so far
    for (size_t i = 0; i < profile.rows.size(); ++i) {
        const InstructionRow &r = profile.rows[i];
        if (r.line == 0 || r.file != file)
            continue;
        auto &runs = places[int(r.line)];
        const auto previous = last.find(int(r.line));
        if (previous == last.end() || previous->second + 1 != i)
            runs.emplace_back();
        runs.back().push_back(i);
        last[int(r.line)] = i;
    }
    return places;
}

} // namespace

void SourceModel::setInstructions(const InstructionProfile &profile, const QStringList &texts,
                                  const std::function<QString(int)> &calleeName,
                                  const QString &function)
{
    const std::vector<int> expanded = expandedLines();
    collapseEverything();
    m_code.clear();
    m_codeFunction = function;
    const std::function<QString(int)> name = [&](int callee) {
        return calleeName ? calleeName(callee) : QString::number(callee);
    };
    // The instructions' texts padded to the longest, so that the functions
    // inlined there line up.
    qsizetype width = 0;
    for (const QString &t : texts)
        width = std::max(width, std::min<qsizetype>(t.size(), 48));
    for (const auto &[line, runs] : placesByLine(profile, m_path.toStdString())) {
        std::vector<CodeRow> &rows = m_code[line];
        for (size_t at = 0; at < runs.size(); ++at) {
            if (runs.size() > 1) {
                CodeRow start;
                start.kind = PlaceKind;
                start.address = profile.rows[runs[at].front()].instruction.address;
                start.text = QStringLiteral("  ") + tr("at 0x%1, place %2 of %3")
                                                        .arg(qulonglong(start.address), 0, 16)
                                                        .arg(at + 1)
                                                        .arg(runs.size());
                start.toolTip =
                    tr("The line's code is in %n places of the function (the compiler moved, "
                       "duplicated or inlined it more than once): each place's instructions "
                       "follow its address.",
                       nullptr, int(runs.size()));
                rows.push_back(std::move(start));
            }
            for (size_t i : runs[at])
                rows.push_back(instructionRow(
                    profile.rows[i], i < size_t(texts.size()) ? texts[qsizetype(i)] : QString(),
                    int(width), name));
        }
    }
    if (rowCount() > 0)
        emit dataChanged(index(0, Line), index(rowCount() - 1, Line));
    for (int line : expanded)
        setExpanded(line, true);
}

SourceModel::CodeRow SourceModel::instructionRow(const InstructionRow &r, const QString &text,
                                                 int width, const std::function<QString(int)> &name)
{
    CodeRow code;
    code.address = r.instruction.address;
    code.samples = r.samples;
    code.guess = r.samples > 0 && (r.binOutsideFunction || r.binAcrossInlined);
    code.calls = r.callCount();
    code.inlined = !r.inlineChain.empty();
    code.text = QStringLiteral("    0x%1  %2")
                    .arg(qulonglong(code.address), 0, 16)
                    .arg(text, code.inlined ? -width : 0);
    if (code.inlined)
        code.text += QStringLiteral("  ") +
                     tr("(in %1)").arg(QString::fromStdString(r.inlineChain.back().function));
    if (r.calls.size() == 1)
        code.callsText =
            tr("%1 to %2").arg(QString::number(code.calls), name(r.calls.front().callee));
    else if (!r.calls.empty())
        code.callsText =
            tr("%1 to %n functions", nullptr, int(r.calls.size())).arg(QString::number(code.calls));
    QStringList tip;
    for (const InstructionRow::Call &c : r.calls)
        tip << (c.throughTailCall ? tr("%1 calls to %2 (by a tail call)") : tr("%1 calls to %2"))
                   .arg(c.count)
                   .arg(name(c.callee));
    for (auto f = r.inlineChain.rbegin(); f != r.inlineChain.rend(); ++f)
        tip << tr("in %1, inlined at %2:%3")
                   .arg(QString::fromStdString(f->function),
                        f->callFile.empty() ? QStringLiteral("?")
                                            : QString::fromStdString(f->callFile))
                   .arg(f->callLine);
    code.toolTip = tip.join(QLatin1Char('\n'));
    return code;
}

bool SourceModel::isExpanded(int line) const
{
    return std::binary_search(
        m_expanded.begin(), m_expanded.end(), Expansion{line, 0, 0},
        [](const Expansion &a, const Expansion &b) { return a.line < b.line; });
}

void SourceModel::setExpanded(int line, bool expanded)
{
    const auto byLine = [](const Expansion &a, const Expansion &b) { return a.line < b.line; };
    const auto at =
        std::lower_bound(m_expanded.begin(), m_expanded.end(), Expansion{line, 0, 0}, byLine);
    const bool now = at != m_expanded.end() && at->line == line;
    if (now == expanded || (expanded && !isExpandable(line)))
        return;
    const int row = rowOfLine(line);
    if (expanded) {
        const int count = int(m_code.at(line).size());
        beginInsertRows({}, row + 1, row + count);
        m_expanded.insert(at, Expansion{line, row, count});
        m_extraRows += count;
        renumber();
        endInsertRows();
    } else {
        beginRemoveRows({}, row + 1, row + at->count);
        m_extraRows -= at->count;
        m_expanded.erase(at);
        renumber();
        endRemoveRows();
    }
    const QModelIndex mark = index(row, Line);
    emit dataChanged(mark, mark, {ExpandedRole});
}

void SourceModel::collapseAll()
{
    collapseEverything();
}

void SourceModel::collapseEverything()
{
    // From the last, so that the rows above keep their numbers.
    while (!m_expanded.empty())
        setExpanded(m_expanded.back().line, false);
}

std::vector<int> SourceModel::expandedLines() const
{
    std::vector<int> lines;
    for (const Expansion &e : m_expanded)
        lines.push_back(e.line);
    return lines;
}

std::vector<int> SourceModel::expandableLines() const
{
    std::vector<int> lines;
    for (const auto &[line, rows] : m_code)
        lines.push_back(line);
    return lines;
}

void SourceModel::renumber()
{
    int extra = 0;
    for (Expansion &e : m_expanded) {
        e.row = e.line - 1 + extra;
        extra += e.count;
    }
}

SourceModel::RowPlace SourceModel::place(int row) const
{
    // The last expansion starting at or above ROW.
    const auto after = std::upper_bound(m_expanded.begin(), m_expanded.end(), row,
                                        [](int r, const Expansion &e) { return r < e.row; });
    if (after == m_expanded.begin())
        return {row + 1, -1};
    const Expansion &e = *(after - 1);
    if (row - e.row <= e.count)
        return {e.line, row - e.row - 1};
    return {e.line + (row - e.row - e.count), -1};
}

int SourceModel::rowOfLine(int line) const
{
    const int lines = int(std::max<size_t>(size_t(m_text.size()), m_lines.size()));
    if (line < 1 || line > lines)
        return -1;
    const auto after = std::upper_bound(m_expanded.begin(), m_expanded.end(), line,
                                        [](int l, const Expansion &e) { return l < e.line; });
    if (after == m_expanded.begin())
        return line - 1;
    const Expansion &e = *(after - 1);
    return e.line == line ? e.row : e.row + e.count + (line - e.line);
}

int SourceModel::lineOfRow(int row) const
{
    return row >= 0 && row < rowCount() ? place(row).line : 0;
}

bool SourceModel::isLineRow(int row) const
{
    return row >= 0 && row < rowCount() && place(row).code < 0;
}

QString SourceModel::expanderToolTip(int row) const
{
    QStringList parts;
    if (const QString inlined = inlinedToolTip(row); !inlined.isEmpty())
        parts << inlined;
    const int line = row + 1;
    const bool hasCode = size_t(row) < m_lines.size() && m_lines[size_t(row)].hasCode;
    if (isExpandable(line))
        parts << (isExpanded(line) ? tr("Left or - hides the line's instructions.")
                                   : tr("Click the mark, or press Right or +, to show the line's "
                                        "instructions of %1 below it.")
                                         .arg(m_codeFunction));
    else if (hasCode && !m_code.empty())
        parts << tr("%1 has no code on this line (the code here is another function's, or "
                    "inlined into another function): nothing to expand.")
                     .arg(m_codeFunction);
    return parts.join(QLatin1Char('\n'));
}

QVariant SourceModel::codeData(const CodeRow &code, int line, int column, int role) const
{
    switch (role) {
    case RowKindRole:
        return int(code.kind);
    case LineNumberRole:
        return line;
    case AddressRole:
        return qulonglong(code.address);
    case ExpandableRole:
    case ExpandedRole:
        return false;
    case HasCodeRole:
        return true;
    case InlinedRole:
        return code.inlined;
    case HeatRole:
        return m_max > 0 ? code.samples / m_max : 0.0;
    case Qt::TextAlignmentRole:
        return column == Code ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                              : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (code.kind == PlaceKind || column == Code || column == Calls)
            return code.toolTip;
        if ((column == Samples || column == Share) && code.samples > 0) {
            QString tip = tr("%1 samples, %2 s, %3% of the time")
                              .arg(code.samples, 0, 'f', 2)
                              .arg(code.samples / double(m_rate), 0, 'f', 3)
                              .arg(100 * code.samples / m_total, 0, 'f', 2);
            if (code.guess)
                tip += QLatin1Char('\n') +
                       tr("Its bin also covers other code: its share of the bin's samples is "
                          "a guess, by bytes.");
            return tip;
        }
        return {};
    case SortRole:
        switch (column) {
        case Line:
            return line;
        case Samples:
        case Share:
            return code.samples;
        case Calls:
            return qulonglong(code.calls);
        case Code:
            return code.text;
        }
        return {};
    case Qt::DisplayRole:
        switch (column) {
        case Samples:
            return samplesFigure(code.samples) + (code.guess ? QStringLiteral("*") : QString());
        case Share:
            return code.samples > 0 ? QString::asprintf("%.2f%%", 100 * code.samples / m_total)
                                    : QString();
        case Calls:
            return code.callsText;
        case Code:
            return code.text;
        }
        return QString();
    }
    return {};
}

} // namespace gmonview
