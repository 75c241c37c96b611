// SPDX-License-Identifier: MIT
// The source pane's instructions: shown or not, linked with the lines both
// ways, and the calls of each line.
#include "model/engine/InstructionReader.h"
#include "model/items/SourceModel.h"
#include "views/source/DisassemblyView.h"
#include "views/source/SourceView.h"

#include <QCheckBox>
#include <QDataStream>
#include <QHeaderView>
#include <QIODevice>
#include <QSplitter>
#include <QTableView>

#include <algorithm>
#include <map>

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

void SourceView::placeCalls()
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
    const InstructionReader *reader = m_file.isEmpty() ? nullptr : m_disassembly->reader();
    const bool makesCalls =
        reader && m_symbol >= 0 && m_symbol < int(reader->profile().symbols.size()) &&
        std::any_of(reader->profile().arcs.begin(), reader->profile().arcs.end(),
                    [this](const ProfileArc &a) { return a.parent == m_symbol && a.count > 0; });
    if (makesCalls) {
        const std::string file = m_file.toStdString();
        for (const InstructionRow &row : reader->read(m_symbol).rows) {
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
    }
    m_model->setCalls(std::move(calls));
}

void SourceView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_callsStale) {
        placeCalls();
        fitCallsColumn();
    }
}

void SourceView::fitCallsColumn()
{
    int widest = m_table->horizontalHeader()->sectionSizeHint(SourceModel::Calls);
    const QFontMetrics metrics(m_table->font());
    for (const auto &[line, calls] : m_model->calls())
        widest =
            std::max(widest, metrics.horizontalAdvance(
                                 m_model->index(line - 1, SourceModel::Calls).data().toString()) +
                                 2 * metrics.averageCharWidth());
    m_table->setColumnWidth(SourceModel::Calls, std::min(widest, 40 * metrics.averageCharWidth()));
}

void SourceView::lineRowChanged(int row)
{
    if (!m_linking)
        m_disassembly->selectLine(m_file, row + 1);
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
