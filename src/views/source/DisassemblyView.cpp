// SPDX-License-Identifier: MIT
#include "views/source/DisassemblyView.h"

#include "model/document/MessageText.h"
#include "model/engine/InstructionReader.h"
#include "model/items/InstructionModel.h"
#include "views/common/Tables.h"
#include "views/source/SourceWidgets.h"

#include <QComboBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

namespace gmonview {

namespace {

// Heat marks behind the samples; inlined code in italics.
class InstructionDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *p, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        if (index.column() == InstructionModel::Samples ||
            index.column() == InstructionModel::Share ||
            index.column() == InstructionModel::Address)
            paintHeat(p, option.rect, index.data(InstructionModel::HeatRole).toDouble());
        QStyledItemDelegate::paint(p, option, index);
    }

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.column() == InstructionModel::Source &&
            index.data(InstructionModel::InlinedRole).toBool())
            option->font.setItalic(true);
    }
};

} // namespace

DisassemblyView::DisassemblyView(QWidget *parent) : QWidget(parent)
{
    m_model = new InstructionModel(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 2, 0, 0);
    auto *top = new QHBoxLayout;
    top->setContentsMargins(6, 0, 6, 0);
    m_title = new ElidedLabel(this);
    m_title->setObjectName(QStringLiteral("instructionsTitle"));
    top->addWidget(m_title, 1);
    m_syntaxBox = new QComboBox(this);
    m_syntaxBox->setObjectName(QStringLiteral("asmSyntax"));
    m_syntaxBox->addItem(tr("Intel"), int(AsmSyntax::Intel));
    m_syntaxBox->addItem(tr("AT&T"), int(AsmSyntax::Att));
    m_syntaxBox->setToolTip(tr("The syntax of x86 instructions"));
    connect(m_syntaxBox, &QComboBox::activated, this,
            [this](int index) { setSyntax(AsmSyntax(m_syntaxBox->itemData(index).toInt())); });
    top->addWidget(m_syntaxBox);
    layout->addLayout(top);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("instructionsNote"));
    m_note->setWordWrap(true);
    m_note->setContentsMargins(6, 0, 6, 0);
    m_note->hide();
    layout->addWidget(m_note);

    m_table = makeCodeTable(this, QStringLiteral("instructionTable"), tr("Instructions"));
    setFocusProxy(m_table);
    m_table->setModel(m_model);
    m_table->setItemDelegate(new InstructionDelegate(m_table));
    addCopyActions(m_table);
    layout->addWidget(m_table, 1);
    connect(m_table, &QTableView::activated, this, &DisassemblyView::follow);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &DisassemblyView::currentRowChanged);
}

DisassemblyView::~DisassemblyView() = default;

void DisassemblyView::setProgram(std::shared_ptr<const Analysis> analysis,
                                 std::shared_ptr<const Executable> debugInfo)
{
    if (analysis == m_analysis && debugInfo == m_debugInfo)
        return;
    m_analysis = std::move(analysis);
    m_debugInfo = std::move(debugInfo);
    m_reader.reset();
    m_readerError.clear();
    m_shown = -1;
    refresh();
    emit readerChanged();
}

void DisassemblyView::setFunction(int symbol, std::function<QString(int)> name)
{
    m_name = std::move(name);
    if (symbol == m_symbol)
        return;
    m_symbol = symbol;
    refresh();
}

void DisassemblyView::setSyntax(AsmSyntax syntax)
{
    m_syntaxBox->setCurrentIndex(m_syntaxBox->findData(int(syntax)));
    if (syntax == m_syntax)
        return;
    m_syntax = syntax;
    m_reader.reset();
    m_readerError.clear();
    m_shown = -1;
    refresh();
    emit readerChanged();
}

void DisassemblyView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

bool DisassemblyView::makeReader()
{
    if (m_reader)
        return true;
    if (!m_readerError.isEmpty())
        return false;
    auto reader =
        InstructionReader::create(*m_analysis, m_debugInfo ? m_debugInfo->lines : nullptr,
                                  m_debugInfo ? m_debugInfo->functions : nullptr, m_syntax);
    if (!reader) {
        m_readerError = displayText(reader.error());
        return false;
    }
    m_reader = std::move(*reader);
    return true;
}

const InstructionReader *DisassemblyView::reader()
{
    const bool hasProfile = m_analysis && m_analysis->profile && m_analysis->sum &&
                            m_analysis->executable && m_analysis->executable->elf;
    return hasProfile && makeReader() ? m_reader.get() : nullptr;
}

void DisassemblyView::setNote(const QString &text)
{
    m_note->setText(text);
    m_note->setVisible(!text.isEmpty());
}

QString DisassemblyView::note() const
{
    return m_note->text();
}

void DisassemblyView::refresh()
{
    if (!isVisible())
        return; // read when shown
    if (!m_analysis || !m_analysis->profile || m_symbol < 0 ||
        m_symbol >= int(m_analysis->profile->symbols.size())) {
        m_shown = -1;
        m_model->clear();
        m_title->setFullText(QString(), QString());
        setNote(QString());
        return;
    }
    if (m_shown == m_symbol)
        return;
    if (!reader()) {
        m_shown = -1;
        m_model->clear();
        m_title->setFullText(m_name ? m_name(m_symbol) : QString(), QString());
        setNote(m_readerError);
        m_syntaxBox->hide();
        return;
    }
    m_syntaxBox->setVisible(m_reader->hasSyntaxChoice());
    InstructionProfile p = m_reader->read(m_symbol);
    QStringList texts;
    texts.reserve(qsizetype(p.rows.size()));
    for (const InstructionRow &r : p.rows)
        texts.append(QString::fromStdString(m_reader->text(r.instruction)));
    const ProfileResult &profile = m_reader->profile();
    QString title = tr("%1: %n instruction(s), 0x%2-0x%3", nullptr, int(p.rows.size()))
                        .arg(m_name ? m_name(m_symbol) : QString::number(m_symbol))
                        .arg(p.low, 0, 16)
                        .arg(p.high, 0, 16);
    title += p.bytesPerBin > 0 ? tr(", %1 bytes per bin").arg(p.bytesPerBin, 0, 'g', 3)
                               : tr(", no histogram");
    QStringList notes;
    if (!m_reader->hasLines())
        notes << tr("No line information (built without -g, or stripped): no source lines.");
    else if (!m_reader->hasInlined())
        notes << tr("No DWARF functions: inlined functions are not shown.");
    if (p.undecoded)
        notes << tr("%n byte(s) are not instructions: data in the code, or an executable "
                    "that is not the one that wrote the runs.",
                    nullptr, int(p.undecoded));
    if (p.unplacedCalls)
        notes << tr("%1 calls were recorded where no call instruction returns: an executable "
                    "that is not the one that wrote the runs.")
                     .arg(p.unplacedCalls);
    m_model->setInstructions(std::move(p), std::move(texts), m_name, profile.totalSamples,
                             profile.rate);
    m_shown = m_symbol;
    m_title->setFullText(title, QString());
    setNote(notes.join(QLatin1Char(' ')));
    // Laid out now, or the scroll below is clamped to the old rows.
    m_table->doItemsLayout();
    m_table->resizeColumnsToContents();
    if (!m_model->rowsOfLine(m_selectedFile, m_selectedLine).isEmpty()) {
        selectLine(m_selectedFile, m_selectedLine);
        return;
    }
    // At the hottest instruction.
    int hottest = -1;
    double most = 0;
    for (int row = 0; row < m_model->rowCount(); ++row)
        if (const double s = m_model->instructions().rows[size_t(row)].samples; s > most) {
            most = s;
            hottest = row;
        }
    if (hottest >= 0)
        m_table->scrollTo(m_model->index(hottest, 0), QAbstractItemView::PositionAtCenter);
}

void DisassemblyView::selectLine(const QString &file, int line)
{
    m_selectedFile = file;
    m_selectedLine = line;
    const QList<int> rows = m_model->rowsOfLine(file, line);
    const QSignalBlocker quiet(this);
    m_selecting = true;
    QItemSelection selection;
    for (int row : rows)
        selection.select(m_model->index(row, 0),
                         m_model->index(row, InstructionModel::ColumnCount - 1));
    if (!rows.isEmpty()) {
        m_table->selectionModel()->setCurrentIndex(m_model->index(rows.front(), 0),
                                                   QItemSelectionModel::NoUpdate);
        // The first in the middle, with the rows after it in sight, unless
        // the first and the last are in sight already.
        const QRect view = m_table->viewport()->rect();
        if (!view.contains(m_table->visualRect(m_model->index(rows.front(), 0))) ||
            !view.contains(m_table->visualRect(m_model->index(rows.back(), 0))))
            m_table->scrollTo(m_model->index(rows.front(), 0), QAbstractItemView::PositionAtCenter);
    }
    m_table->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    m_selecting = false;
}

void DisassemblyView::currentRowChanged(const QModelIndex &current)
{
    if (m_selecting || !current.isValid())
        return;
    const int line = current.data(InstructionModel::LineRole).toInt();
    if (line > 0)
        emit lineSelected(current.data(InstructionModel::FileRole).toString(), line);
}

void DisassemblyView::follow(const QModelIndex &index)
{
    const QVariant target = index.data(InstructionModel::TargetRole);
    if (!target.isValid() || !m_reader)
        return;
    const uint64_t address = target.toULongLong();
    const InstructionProfile &p = m_model->instructions();
    if (address >= p.low && address < p.high) {
        if (const int row = m_model->rowAt(address); row >= 0) {
            m_table->setCurrentIndex(m_model->index(row, index.column()));
            m_table->scrollTo(m_model->index(row, 0), QAbstractItemView::PositionAtCenter);
        }
        return;
    }
    if (const int symbol = m_reader->functionAt(address); symbol >= 0)
        emit functionRequested(symbol);
}

} // namespace gmonview
