// SPDX-License-Identifier: MIT
#include "views/runs/RunMatrixView.h"

#include "model/items/FlatProfileModel.h"
#include "views/common/FlowLayout.h"
#include "views/common/Palette.h"
#include "views/common/Tables.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

namespace gmonview {

namespace {

// Above this many runs the columns start compressed.
constexpr int kCompactRuns = 24;

// A run cell: tinted by its departure, framed when an outlier, its seconds
// unless the columns are compressed.
class RunCellDelegate : public QStyledItemDelegate
{
public:
    RunCellDelegate(const RunMatrixView *view, QObject *parent)
        : QStyledItemDelegate(parent), m_view(view)
    {}

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        const bool selected = option.state & QStyle::State_Selected;
        const QVariant departure = index.data(RunMatrixModel::DepartureRole);
        if (!selected && departure.isValid())
            painter->fillRect(option.rect,
                              ink::departureBackground(option.palette, departure.toDouble()));
        if (m_view->isCompact()) {
            if (selected)
                painter->fillRect(option.rect, option.palette.color(QPalette::Highlight));
        } else {
            QStyleOptionViewItem o = option;
            if (!selected && departure.isValid())
                o.backgroundBrush = Qt::NoBrush;
            if (index.data(RunMatrixModel::OutlierRole).toBool())
                o.font.setBold(true);
            QStyledItemDelegate::paint(painter, o, index);
        }
        if (index.data(RunMatrixModel::OutlierRole).toBool()) {
            // A frame in the text colour: seen on any tint, and in a strip.
            painter->save();
            QPen pen(selected ? option.palette.color(QPalette::HighlightedText)
                              : option.palette.color(QPalette::Text));
            pen.setWidth(2);
            pen.setJoinStyle(Qt::MiterJoin);
            painter->setPen(pen);
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(QRectF(option.rect).adjusted(1, 1, -1, -1));
            painter->restore();
        }
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        if (m_view->isCompact())
            size.setWidth(3);
        return size;
    }

private:
    const RunMatrixView *m_view;
};

// The figures: "noisier than sampling" in the colour of warnings.
class FiguresDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.data(RunMatrixModel::SummaryRole).toBool())
            option->font.setBold(true);
        if (index.column() == RunMatrixModel::Spread &&
            index.data(RunMatrixModel::NoisyRole).toBool())
            option->palette.setColor(QPalette::Text, ink::warningText(option->palette));
    }
};

} // namespace

// The runs' header: their labels, or in a strip nothing but the sections.
class RunHeader : public QHeaderView
{
public:
    RunHeader(const RunMatrixView *view, QWidget *parent)
        : QHeaderView(Qt::Horizontal, parent), m_view(view)
    {}

    int labelWidth(int logicalIndex) const { return sectionSizeFromContents(logicalIndex).width(); }

protected:
    void paintSection(QPainter *painter, const QRect &rect, int logicalIndex) const override
    {
        if (!m_view->isCompact()) {
            QHeaderView::paintSection(painter, rect, logicalIndex);
            return;
        }
        QStyleOptionHeader option;
        initStyleOption(&option);
        option.rect = rect;
        option.section = logicalIndex;
        style()->drawControl(QStyle::CE_HeaderSection, &option, painter, this);
        if (model() && logicalIndex == m_view->runsTable()->currentIndex().column())
            painter->fillRect(rect.adjusted(0, rect.height() / 2, 0, 0),
                              palette().color(QPalette::Highlight));
    }

private:
    const RunMatrixView *m_view;
};

RunMatrixView::RunMatrixView(QWidget *parent)
    : QWidget(parent), ProfileView(this), m_model(new RunMatrixModel(this)),
      m_filter(new RunMatrixFilter(this))
{
    m_filter->setSourceModel(m_model);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);

    layout->addWidget(createControls());
    m_legend = new QLabel(this);
    m_legend->setObjectName(QStringLiteral("runLegend"));
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setWordWrap(true); // a narrow window wraps it rather than widening
    m_legend->setContentsMargins(6, 0, 6, 2);
    layout->addWidget(m_legend);

    m_stack = new QStackedWidget(this);
    m_emptyLabel = new QLabel(tr("Open two runs of the program or more (or drop them on the "
                                 "window) to see how they differ: which run was odd, which "
                                 "functions vary more than sampling explains, and how many runs "
                                 "are enough."),
                              m_stack);
    m_emptyLabel->setWordWrap(true);
    m_emptyLabel->setAlignment(Qt::AlignCenter);
    m_emptyLabel->setForegroundRole(QPalette::PlaceholderText);
    m_emptyLabel->setMargin(12);
    m_emptyLabel->setObjectName(QStringLiteral("runMatrixHint"));
    m_emptyLabel->setFocusPolicy(Qt::StrongFocus); // Ctrl+6 lands here while it shows
    m_emptyLabel->setAccessibleName(tr("Runs × Functions"));
    m_stack->addWidget(m_emptyLabel);

    m_stack->addWidget(createTables());
    layout->addWidget(m_stack, 1);
    followFlatOrder();
    updateLegend();
}

QWidget *RunMatrixView::createControls()
{
    auto *controls = new QWidget(this);
    auto *flow = new FlowLayout(controls);
    m_flatOrder = new QToolButton(controls);
    m_flatOrder->setText(tr("Flat Profile's Order"));
    m_flatOrder->setToolTip(tr("Functions in the flat profile's order, under its filter"));
    m_flatOrder->setCheckable(true);
    m_flatOrder->setAutoRaise(true);
    connect(m_flatOrder, &QToolButton::clicked, this, &RunMatrixView::followFlatOrder);
    flow->addWidget(m_flatOrder);
    m_imbalance = new QToolButton(controls);
    m_imbalance->setText(tr("Most Imbalanced First"));
    m_imbalance->setToolTip(tr("The functions whose time varies most across runs first: by how "
                               "much longer the slowest run was than the mean"));
    m_imbalance->setCheckable(true);
    m_imbalance->setAutoRaise(true);
    connect(m_imbalance, &QToolButton::clicked, this, &RunMatrixView::sortByImbalance);
    flow->addWidget(m_imbalance);
    auto *orderLabel = new QLabel(tr("Runs:"), controls);
    flow->addWidget(orderLabel);
    m_runOrder = new QComboBox(controls);
    m_runOrder->addItem(tr("As Summed"), int(RunMatrixModel::RunOrder::AsGiven));
    m_runOrder->addItem(tr("Longest First"), int(RunMatrixModel::RunOrder::ByTime));
    m_runOrder->addItem(tr("Most Departing First"), int(RunMatrixModel::RunOrder::ByDeparture));
    m_runOrder->setToolTip(tr("The order of the run columns. \"Most departing\" is for the "
                              "current function: the run furthest above the others first."));
    orderLabel->setBuddy(m_runOrder);
    connect(m_runOrder, &QComboBox::activated, this,
            [this] { setRunOrder(RunMatrixModel::RunOrder(m_runOrder->currentData().toInt())); });
    flow->addWidget(m_runOrder);
    m_compact = new QCheckBox(tr("Compress Columns"), controls);
    m_compact->setToolTip(tr("A narrow strip of colour per run, for many runs; the seconds are "
                             "in each cell's tooltip"));
    connect(m_compact, &QCheckBox::clicked, this, [this](bool on) {
        m_compactChosen = true;
        setCompact(on);
    });
    flow->addWidget(m_compact);
    return controls;
}

QWidget *RunMatrixView::createTables()
{
    auto *splitter = m_splitter = new QSplitter(Qt::Horizontal, m_stack);
    m_figures = makeTable(splitter);
    m_figures->setObjectName(QStringLiteral("runFigures"));
    m_figures->setAccessibleName(tr("Functions over the runs"));
    m_figures->setModel(m_filter);
    m_figures->setItemDelegate(new FiguresDelegate(m_figures));
    m_figures->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // C++ names differ at their end as often as at their start (the member).
    m_figures->setTextElideMode(Qt::ElideMiddle);
    m_figures->setSortingEnabled(true);
    sortNumbersLargestFirst(m_figures, {RunMatrixModel::Name, RunMatrixModel::Spread});
    m_figures->horizontalHeader()->setStretchLastSection(false);

    m_runs = makeTable(splitter);
    m_runs->setObjectName(QStringLiteral("runCells"));
    m_runs->setAccessibleName(tr("Seconds per run"));
    m_runHeader = new RunHeader(this, m_runs);
    m_runs->setHorizontalHeader(m_runHeader);
    m_runs->setModel(m_filter);
    m_runs->setItemDelegate(new RunCellDelegate(this, m_runs));
    m_runs->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_runs->setSortingEnabled(true);
    sortNumbersLargestFirst(m_runs, {});
    m_runHeader->setSectionsClickable(true);
    m_runHeader->setHighlightSections(true);
    m_runHeader->setMinimumSectionSize(3);
    m_runHeader->setStretchLastSection(false);
    m_runs->verticalHeader()->setDefaultSectionSize(
        m_figures->verticalHeader()->defaultSectionSize());
    splitter->addWidget(m_figures);
    splitter->addWidget(m_runs);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    addCopyActions(m_figures, RunMatrixModel::FullTextRole);
    addCopyActions(m_runs, RunMatrixModel::FullTextRole);

    // One scroll for both: the rows stay side by side.
    connect(m_runs->verticalScrollBar(), &QScrollBar::valueChanged, m_figures->verticalScrollBar(),
            &QScrollBar::setValue);
    connect(m_figures->verticalScrollBar(), &QScrollBar::valueChanged, m_runs->verticalScrollBar(),
            &QScrollBar::setValue);
    // One sort for both, shown on the table clicked.
    for (QTableView *v : {m_figures, m_runs})
        connect(v->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this, [this, v] {
            QTableView *other = v == m_figures ? m_runs : m_figures;
            other->horizontalHeader()->setSortIndicatorShown(false);
            v->horizontalHeader()->setSortIndicatorShown(!m_filter->followsFlatOrder());
            m_flatOrder->setChecked(m_filter->followsFlatOrder());
            m_imbalance->setChecked(!m_filter->followsFlatOrder() &&
                                    m_filter->sortColumn() == RunMatrixModel::Imbalance &&
                                    m_filter->sortOrder() == Qt::DescendingOrder);
        });
    connect(m_figures->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &RunMatrixView::figuresRowChanged);
    connect(m_runs->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &RunMatrixView::runCellChanged);
    m_runs->viewport()->installEventFilter(this);
    m_splitter->installEventFilter(this);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &RunMatrixView::applyColumns);
    connect(m_filter, &QAbstractItemModel::layoutChanged, this, &RunMatrixView::applyColumns);
    return splitter;
}

void RunMatrixView::setStatistics(std::shared_ptr<const RunStatistics> statistics)
{
    const int symbol = currentFunction();
    const bool any = statistics && statistics->runs.size() > 1;
    m_model->setStatistics(any ? std::move(statistics) : nullptr);
    if (!m_compactChosen)
        m_compact->setChecked(m_model->runCount() > kCompactRuns);
    m_stack->setCurrentIndex(any ? 1 : 0);
    applyColumns();
    if (!m_filter->followsFlatOrder())
        m_filter->sort(m_filter->sortColumn(), m_filter->sortOrder());
    setCurrentFunction(symbol);
    // The runs in the order chosen, over the new runs too.
    const auto order = RunMatrixModel::RunOrder(m_runOrder->currentData().toInt());
    if (order != m_model->runOrder())
        setRunOrder(order);
}

void RunMatrixView::setDisplayNames(std::shared_ptr<const std::vector<std::string>> names)
{
    m_model->setDisplayNames(std::move(names));
}

void RunMatrixView::setFlatProfile(const FlatProfileModel *model,
                                   const QSortFilterProxyModel *filter)
{
    m_filter->setFlatProfile(model, filter);
}

void RunMatrixView::flatProfileChanged()
{
    m_filter->flatProfileChanged();
}

QWidget *RunMatrixView::focusTarget() const
{
    return m_stack->currentIndex() == 0 ? static_cast<QWidget *>(m_emptyLabel) : m_runs;
}

int RunMatrixView::runWidth() const
{
    if (isCompact()) {
        // As many as fit side by side, down to 3 pixels each.
        const int fit = m_runs->viewport()->width() / std::max(1, m_model->runCount());
        return std::clamp(fit, 3, std::max(4, fontMetrics().height() / 2));
    }
    return fontMetrics().horizontalAdvance(QStringLiteral("000.00")) + 12;
}

void RunMatrixView::applyColumns()
{
    m_runs->setShowGrid(!isCompact()); // in strips of 3 pixels the grid would be a third of them
    const int columns = m_filter->columnCount();
    for (int c = 0; c < columns; ++c) {
        const bool run = c >= RunMatrixModel::FirstRun;
        m_figures->setColumnHidden(c, run);
        m_runs->setColumnHidden(c, !run);
        if (run)
            m_runs->setColumnWidth(
                c, isCompact() ? runWidth() : std::max(runWidth(), m_runHeader->labelWidth(c)));
    }
    if (m_model->rowCount() > 0 && !m_sized && m_splitter->isVisible()) {
        // Fit numbers and headers once, when first shown (measuring 1,000
        // rows is a tenth of a large profile's start); afterwards the
        // user's widths stay.
        m_sized = true;
        m_figures->resizeColumnsToContents();
        const int em = fontMetrics().horizontalAdvance(QLatin1Char('M'));
        m_figures->setColumnWidth(
            RunMatrixModel::Name,
            std::clamp(m_figures->columnWidth(RunMatrixModel::Name), 10 * em, 24 * em));
    }
    shareWidth();
    // Both headers as tall, so that the rows line up.
    const int height = std::max(m_figures->horizontalHeader()->sizeHint().height(),
                                m_runHeader->sizeHint().height());
    m_figures->horizontalHeader()->setFixedHeight(height);
    m_runHeader->setFixedHeight(height);
    updateLegend();
}

void RunMatrixView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        updateLegend(); // its swatches are the palette's tints
}

void RunMatrixView::shareWidth()
{
    // Once, when laid out: a tab filled while hidden has no width yet.
    if (m_splitShared || !m_sized || !m_splitter->isVisible() || m_splitter->width() < 100)
        return;
    m_splitShared = true;
    // The figures whole where there is room, the runs the rest.
    int figures = 2 * m_figures->frameWidth();
    for (int c = 0; c < RunMatrixModel::FirstRun; ++c)
        figures += m_figures->columnWidth(c);
    const int all = m_splitter->width();
    m_splitter->setSizes({std::min(figures, all * 3 / 5), std::max(all - figures, all * 2 / 5)});
}

bool RunMatrixView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_splitter && event->type() == QEvent::Show && !m_sized)
        applyColumns(); // fits the columns, then shares the width
    else if (watched == m_splitter &&
             (event->type() == QEvent::Resize || event->type() == QEvent::Show))
        shareWidth();
    if (watched == m_runs->viewport() && event->type() == QEvent::Resize && isCompact())
        applyColumns(); // the strips share the new width
    return QWidget::eventFilter(watched, event);
}

void RunMatrixView::setCompact(bool compact)
{
    m_compact->setChecked(compact);
    applyColumns();
    m_runs->viewport()->update();
    m_runHeader->viewport()->update();
}

bool RunMatrixView::isCompact() const
{
    return m_compact->isChecked();
}

void RunMatrixView::sortByImbalance()
{
    m_figures->sortByColumn(RunMatrixModel::Imbalance, Qt::DescendingOrder);
}

void RunMatrixView::followFlatOrder()
{
    m_filter->followFlatOrder();
    m_figures->horizontalHeader()->setSortIndicatorShown(false);
    m_runHeader->setSortIndicatorShown(false);
    m_flatOrder->setChecked(true);
    m_imbalance->setChecked(false);
}

void RunMatrixView::setRunOrder(RunMatrixModel::RunOrder order)
{
    const QModelIndex current = m_filter->mapToSource(m_figures->currentIndex());
    m_model->setRunOrder(order, current.isValid() ? current.row() : 0);
    m_runOrder->setCurrentIndex(m_runOrder->findData(int(order)));
}

void RunMatrixView::setCurrentFunction(int symbol)
{
    const int row = m_model->rowOfSymbol(symbol);
    const QModelIndex index = m_filter->mapFromSource(m_model->index(std::max(row, 0), 0));
    if (row < 0 || !index.isValid())
        return;
    m_syncing = true;
    makeRowCurrent(m_figures, index);
    m_figures->scrollTo(index);
    m_syncing = false;
    if (m_model->runOrder() == RunMatrixModel::RunOrder::ByDeparture)
        setRunOrder(RunMatrixModel::RunOrder::ByDeparture);
}

int RunMatrixView::currentFunction() const
{
    const QModelIndex current = m_filter->mapToSource(m_figures->currentIndex());
    return current.isValid() ? m_model->symbolAt(current.row()) : -1;
}

int RunMatrixView::currentRun() const
{
    return m_model->runAtColumn(m_runs->currentIndex().column());
}

void RunMatrixView::figuresRowChanged(const QModelIndex &current)
{
    if (!current.isValid())
        return;
    // The runs' table follows to the same row, in the same run.
    const QModelIndex cell = current.siblingAtColumn(
        std::max(int(RunMatrixModel::FirstRun), m_runs->currentIndex().column()));
    if (cell.isValid() && cell.row() != m_runs->currentIndex().row()) {
        const bool syncing = std::exchange(m_syncing, true);
        m_runs->selectionModel()->setCurrentIndex(cell, QItemSelectionModel::ClearAndSelect);
        m_syncing = syncing;
    }
    if (m_syncing)
        return;
    const int symbol = m_model->symbolAt(m_filter->mapToSource(current).row());
    if (symbol >= 0)
        emit functionActivated(symbol);
}

void RunMatrixView::runCellChanged(const QModelIndex &current)
{
    m_runHeader->viewport()->update();
    if (!current.isValid() || m_syncing)
        return;
    if (current.row() != m_figures->currentIndex().row()) {
        m_syncing = true;
        m_figures->selectionModel()->setCurrentIndex(current.siblingAtColumn(RunMatrixModel::Name),
                                                     QItemSelectionModel::ClearAndSelect |
                                                         QItemSelectionModel::Rows);
        m_syncing = false;
        const int symbol = m_model->symbolAt(m_filter->mapToSource(current).row());
        if (symbol >= 0)
            emit functionActivated(symbol);
    }
    const int run = m_model->runAtColumn(current.column());
    if (run >= 0)
        emit runActivated(run);
}

void RunMatrixView::updateLegend()
{
    const QPalette p = palette();
    auto swatch = [&](double departure) {
        return QStringLiteral("<span style=\"background-color:%1\">&nbsp;&nbsp;&nbsp;&nbsp;</span>")
            .arg(ink::departureBackground(p, departure).name());
    };
    m_legend->setText(tr("%1 fewer samples than the other runs %2 more; framed: an outlier")
                          .arg(swatch(-4), swatch(4)));
    m_legend->setToolTip(tr("Each cell is tinted by how far its run departs from the other runs "
                            "for that function, in standard deviations (sampling's at least): no "
                            "tint within one, full at four. An outlier is a run unlike the "
                            "others at 5 % for the function, after the number of runs is "
                            "allowed for."));
}

void RunMatrixView::doUpdate(Changes what)
{
    if (what & NamesChanged)
        setDisplayNames(context().names);
    if (what & CurrentChanged)
        setCurrentFunction(context().current);
}

} // namespace gmonview
