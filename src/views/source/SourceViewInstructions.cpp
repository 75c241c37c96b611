// SPDX-License-Identifier: MIT
// The source pane's instructions: shown or not, linked with the lines both
// ways, the calls of each line, and the lines expanded to their
// instructions in place.
#include "model/engine/InstructionReader.h"
#include "model/items/SourceModel.h"
#include "views/source/DisassemblyView.h"
#include "views/source/SourceView.h"

#include <QAction>
#include <QCheckBox>
#include <QCoreApplication>
#include <QDataStream>
#include <QHeaderView>
#include <QIODevice>
#include <QSplitter>
#include <QStatusTipEvent>
#include <QTableView>

#include <algorithm>
#include <map>
#include <utility>

namespace gmonview {

bool SourceView::showsInstructions() const
{
    return m_instructionsBox->isChecked();
}

void SourceView::setShowInstructions(bool show)
{
    {
        const QSignalBlocker quiet(m_instructionsBox);
        m_instructionsBox->setChecked(show);
    }
    m_disassembly->setVisible(show);
    if (show && currentLine() > 0)
        m_disassembly->selectLine(m_file, currentLine());
}

QByteArray SourceView::saveState() const
{
    QByteArray state;
    QDataStream out(&state, QIODevice::WriteOnly);
    out << qint32(1) << showsInstructions() << qint32(m_disassembly->syntax())
        << m_splitter->saveState();
    return state;
}

void SourceView::restoreState(const QByteArray &state)
{
    QDataStream in(state);
    qint32 version = 0, syntax = 0;
    bool show = false;
    QByteArray split;
    in >> version >> show >> syntax >> split;
    if (in.status() != QDataStream::Ok || version != 1)
        return;
    m_splitter->restoreState(split);
    m_disassembly->setSyntax(syntax == qint32(AsmSyntax::Att) ? AsmSyntax::Att : AsmSyntax::Intel);
    setShowInstructions(show);
}

const InstructionProfile *SourceView::functionCode()
{
    const InstructionReader *reader = m_disassembly->reader();
    if (!reader || m_symbol < 0 || m_symbol >= int(reader->profile().symbols.size()))
        return nullptr;
    if (m_codeSymbol != m_symbol || !m_code) {
        m_code = reader->read(m_symbol);
        m_codeSymbol = m_symbol;
        m_codeTexts.clear();
        m_codeTexts.reserve(qsizetype(m_code->rows.size()));
        for (const InstructionRow &r : m_code->rows)
            m_codeTexts.append(QString::fromStdString(reader->text(r.instruction)));
    }
    return &*m_code;
}

void SourceView::placeInstructions()
{
    // Read when the pane shows: a function's instructions are decoded for
    // them (25 ms for SQLite's largest), not for every function the user
    // passes through in another tab.
    m_callsStale = !isVisible();
    if (m_callsStale)
        return;
    // The current function's calls, on its lines in the file shown (code
    // inlined from another file has its calls on that file's lines).
    std::map<int, std::vector<SourceModel::LineCall>> calls;
    const InstructionProfile *code = m_file.isEmpty() ? nullptr : functionCode();
    const auto name = [this](int s) { return functionName(s); };
    const std::string file = m_file.toStdString();
    for (const InstructionRow &row : code ? code->rows : std::vector<InstructionRow>()) {
        if (row.calls.empty() || row.file != file)
            continue;
        auto &line = calls[int(row.line)];
        for (const InstructionRow::Call &c : row.calls) {
            const QString callee = c.throughTailCall
                                       ? tr("%1 (by a tail call)").arg(functionName(c.callee))
                                       : functionName(c.callee);
            auto same = std::find_if(line.begin(), line.end(),
                                     [&](const auto &l) { return l.callee == callee; });
            if (same == line.end())
                line.push_back({callee, c.count});
            else
                same->count += c.count;
        }
    }
    m_model->setCalls(std::move(calls));
    m_model->setInstructions(code ? *code : InstructionProfile(), m_codeTexts, name,
                             code ? functionName(m_symbol) : QString());
    m_placedSymbol = code ? m_symbol : -1;
    for (int line : std::exchange(m_keptExpansions, {}))
        m_model->setExpanded(line, true);
}

void SourceView::keepExpansions(const QString &path)
{
    m_keptExpansions = path == m_model->path() && m_placedSymbol == m_symbol
                           ? m_model->expandedLines()
                           : std::vector<int>();
}

void SourceView::addExpandActions()
{
    auto *separator = new QAction(this);
    separator->setSeparator(true);
    // On the table only: elsewhere Right, Left, + and - are their own.
    auto *expand = new QAction(tr("&Expand Line"), this);
    expand->setShortcuts({QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_Plus)});
    expand->setToolTip(tr("The line's instructions below it, in the table"));
    connect(expand, &QAction::triggered, this, [this] { expandCurrent(true); });
    auto *collapse = new QAction(tr("C&ollapse Line"), this);
    collapse->setShortcuts({QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Minus)});
    connect(collapse, &QAction::triggered, this, [this] { expandCurrent(false); });
    auto *hot = new QAction(tr("Expand &Hot Lines"), this);
    hot->setToolTip(tr("Every line with samples shows its instructions"));
    connect(hot, &QAction::triggered, this, &SourceView::expandHotLines);
    auto *all = new QAction(tr("Collapse &All"), this);
    connect(all, &QAction::triggered, this, &SourceView::collapseAllLines);
    for (QAction *a : {expand, collapse})
        a->setShortcutContext(Qt::WidgetShortcut);
    m_table->addActions({separator, expand, collapse, hot, all});
}

void SourceView::setLineExpanded(int line, bool expanded)
{
    if (!m_model->isExpandable(line) || m_model->isExpanded(line) == expanded)
        return;
    const int current = m_table->currentIndex().row();
    const bool inLine = m_model->lineOfRow(current) == line;
    m_model->setExpanded(line, expanded);
    const int row = m_model->rowOfLine(line);
    if (!expanded && inLine) // its instruction was current: the line is
        m_table->setCurrentIndex(m_model->index(row, SourceModel::Code));
    if (expanded) {
        // Its instructions in sight, and the line above them.
        int end = row;
        while (end + 1 < m_model->rowCount() && !m_model->isLineRow(end + 1))
            ++end;
        m_table->scrollTo(m_model->index(end, 0), QAbstractItemView::EnsureVisible);
        m_table->scrollTo(m_model->index(row, 0), QAbstractItemView::EnsureVisible);
    }
}

void SourceView::expandCurrent(bool expand)
{
    const int line = currentLine();
    if (line <= 0)
        return;
    if (expand && !m_model->isExpandable(line)) {
        QStatusTipEvent tip(m_placedSymbol < 0
                                ? tr("No instructions to show: the program cannot be read.")
                                : tr("%1 has no code on line %2: nothing to expand.")
                                      .arg(functionName(m_placedSymbol))
                                      .arg(line));
        QCoreApplication::sendEvent(this, &tip);
        return;
    }
    setLineExpanded(line, expand);
}

void SourceView::expandHotLines()
{
    for (int line : m_model->expandableLines())
        if (m_model->samples(line - 1) > 0)
            m_model->setExpanded(line, true);
}

void SourceView::collapseAllLines()
{
    const int line = currentLine();
    m_model->collapseAll();
    if (const int row = m_model->rowOfLine(line); row >= 0)
        m_table->scrollTo(m_model->index(row, 0), QAbstractItemView::EnsureVisible);
}

void SourceView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_callsStale) {
        placeInstructions();
        fitCallsColumn();
    }
}

void SourceView::fitCallsColumn()
{
    int widest = m_table->horizontalHeader()->sectionSizeHint(SourceModel::Calls);
    const QFontMetrics metrics(m_table->font());
    for (const auto &[line, calls] : m_model->calls())
        widest = std::max(
            widest,
            metrics.horizontalAdvance(
                m_model->index(m_model->rowOfLine(line), SourceModel::Calls).data().toString()) +
                2 * metrics.averageCharWidth());
    m_table->setColumnWidth(SourceModel::Calls, std::min(widest, 40 * metrics.averageCharWidth()));
}

void SourceView::lineRowChanged(int row)
{
    if (!m_linking)
        m_disassembly->selectLine(m_file, m_model->lineOfRow(row));
}

void SourceView::instructionLineSelected(const QString &file, int line)
{
    m_linking = true;
    if (file != m_file)
        openFile(file, line);
    else
        selectLine(line);
    m_linking = false;
}

} // namespace gmonview
