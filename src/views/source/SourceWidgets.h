// SPDX-License-Identifier: MIT
#pragma once

#include "model/items/SourceModel.h"
#include "views/common/Palette.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QHelpEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QToolTip>
#include <QWidget>

#include <functional>
#include <vector>

// The source pane's own widgets: the strip of the function's address range,
// the title that elides, the tables of code and the delegate that draws a
// line's heat.
namespace gmonview {

// A table of code, a line or an instruction a row: a fixed font in compact
// rows, whole rows selected, no grid, the last column (the code) stretched.
inline QTableView *makeCodeTable(QWidget *parent, const QString &name,
                                 const QString &accessibleName)
{
    auto *table = new QTableView(parent);
    table->setObjectName(name);
    table->setAccessibleName(accessibleName);
    table->verticalHeader()->hide();
    table->setShowGrid(false);
    table->setWordWrap(false);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 2);
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

// The heat mark of a row with HEAT (0..1 of the busiest) behind RECT.
inline void paintHeat(QPainter *p, const QRect &rect, double heat)
{
    if (heat <= 0)
        return;
    QColor c = ink::heat();
    c.setAlphaF(float(0.15 + 0.65 * heat));
    p->fillRect(rect, c);
}

// The function's address range as a row of bars, one per interval.
class AddressStrip : public QWidget
{
public:
    // CLICKED: an interval was clicked, by index.
    AddressStrip(QWidget *parent, std::function<void(int)> clicked)
        : QWidget(parent), m_clicked(std::move(clicked))
    {
        setMinimumHeight(34);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        setCursor(Qt::PointingHandCursor);
    }
    void setData(std::vector<double> counts, uint64_t low, uint64_t high)
    {
        m_counts = std::move(counts);
        m_low = low;
        m_high = high;
        update();
    }
    const std::vector<double> &counts() const { return m_counts; }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        p.fillRect(rect(), palette().base());
        if (m_counts.empty())
            return;
        double max = 0;
        for (double c : m_counts)
            max = std::max(max, c);
        const double w = double(width()) / double(m_counts.size());
        for (size_t i = 0; i < m_counts.size(); ++i) {
            const QRectF cell(w * double(i), 0, w, height() - 1);
            p.setPen(palette().mid().color());
            p.setBrush(Qt::NoBrush);
            p.drawRect(cell);
            if (max > 0 && m_counts[i] > 0) {
                const double h = (height() - 4) * m_counts[i] / max;
                p.fillRect(QRectF(cell.left() + 1, cell.bottom() - h, w - 2, h), ink::heat());
            }
        }
    }
    bool event(QEvent *e) override
    {
        if (e->type() == QEvent::ToolTip && !m_counts.empty()) {
            auto *help = static_cast<QHelpEvent *>(e);
            const int i = intervalAt(help->pos().x());
            const auto [first, last] = intervalAddresses(m_low, m_high, int(m_counts.size()), i);
            QToolTip::showText(help->globalPos(),
                               tr("0x%1-0x%2: %3 samples")
                                       .arg(qulonglong(first), 0, 16)
                                       .arg(qulonglong(last), 0, 16)
                                       .arg(m_counts[size_t(i)], 0, 'f', 1) +
                                   QLatin1Char('\n') + tr("Click to show its hottest line."),
                               this);
            return true;
        }
        return QWidget::event(e);
    }
    void mousePressEvent(QMouseEvent *e) override
    {
        if (e->button() == Qt::LeftButton && !m_counts.empty())
            m_clicked(intervalAt(e->position().toPoint().x()));
    }

private:
    int intervalAt(int x) const
    {
        return std::clamp(int(x * double(m_counts.size()) / std::max(width(), 1)), 0,
                          int(m_counts.size()) - 1);
    }

    std::function<void(int)> m_clicked;
    std::vector<double> m_counts;
    uint64_t m_low = 0, m_high = 0;
};

// One line that never widens the pane: its text elided in the middle to the
// width it is given, the whole text in its tooltip.
class ElidedLabel : public QLabel
{
public:
    explicit ElidedLabel(QWidget *parent) : QLabel(parent)
    {
        setTextFormat(Qt::PlainText);
        setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    }
    void setFullText(const QString &text, const QString &toolTip)
    {
        m_full = text;
        setToolTip(toolTip.isEmpty() ? text : toolTip);
        elide();
    }

protected:
    void resizeEvent(QResizeEvent *e) override
    {
        QLabel::resizeEvent(e);
        elide();
    }

private:
    void elide()
    {
        setText(fontMetrics().elidedText(m_full, Qt::ElideMiddle, contentsRect().width()));
    }

    QString m_full;
};

// The width of the mark that expands a line to its instructions.
inline int expanderWidth(const QWidget *widget)
{
    return widget->fontMetrics().height();
}

// Heat marks behind the samples and time columns; lines without code
// dimmed; lines that never ran (by gcov's counts) tinted red. A line that expands to its
// instructions has a mark at the left of its number (a click on it calls TOGGLE with the line's
// row); the instructions' rows are indented, muted, on the alternate background.
class SourceDelegate : public QStyledItemDelegate
{
public:
    SourceDelegate(QObject *parent, std::function<void(int)> toggle)
        : QStyledItemDelegate(parent), m_toggle(std::move(toggle))
    {}
    void paint(QPainter *p, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        const bool code = index.data(SourceModel::RowKindRole).toInt() != SourceModel::LineKind;
        if (code)
            p->fillRect(option.rect, option.palette.alternateBase());
        if (index.column() == SourceModel::Samples || index.column() == SourceModel::Share ||
            (index.column() == SourceModel::Line && !code))
            paintHeat(p, option.rect, index.data(SourceModel::HeatRole).toDouble());
        // Code that never ran (gcov's #####): a red tint on its count and number.
        if (!code &&
            (index.column() == SourceModel::Executions || index.column() == SourceModel::Line) &&
            index.data(SourceModel::UnexecutedRole).toBool())
            p->fillRect(option.rect,
                        ink::blend(option.palette.color(QPalette::Base), QColor(220, 40, 40), 0.3));
        QStyledItemDelegate::paint(p, option, index);
        if (index.column() == SourceModel::Line && index.data(SourceModel::ExpandableRole).toBool())
            paintExpander(p, option, index.data(SourceModel::ExpandedRole).toBool());
    }
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        if (index.column() == SourceModel::Line && option.widget)
            size.rwidth() += expanderWidth(option.widget);
        return size;
    }
    bool editorEvent(QEvent *event, QAbstractItemModel *model, const QStyleOptionViewItem &option,
                     const QModelIndex &index) override
    {
        // A press on the mark toggles the line; its release and a double
        // click there do nothing more.
        const bool mouse = event->type() == QEvent::MouseButtonPress ||
                           event->type() == QEvent::MouseButtonRelease ||
                           event->type() == QEvent::MouseButtonDblClick;
        if (mouse && index.column() == SourceModel::Line &&
            index.data(SourceModel::ExpandableRole).toBool() &&
            expanderRect(option).contains(
                static_cast<QMouseEvent *>(event)->position().toPoint())) {
            if (event->type() == QEvent::MouseButtonPress &&
                static_cast<QMouseEvent *>(event)->button() == Qt::LeftButton && m_toggle)
                m_toggle(index.row());
            return true;
        }
        return QStyledItemDelegate::editorEvent(event, model, option, index);
    }

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        const QPalette &palette = option->palette;
        if (index.data(SourceModel::RowKindRole).toInt() != SourceModel::LineKind) {
            option->palette.setColor(
                QPalette::Text,
                ink::blend(palette.color(QPalette::Text), palette.color(QPalette::Base), 0.35));
            option->backgroundBrush = Qt::NoBrush;
        } else if (!index.data(SourceModel::HasCodeRole).toBool())
            option->palette.setColor(QPalette::Text,
                                     palette.color(QPalette::Disabled, QPalette::Text));
        // Inlined code, or a call inlined: in italics (the tooltip says which).
        if ((index.column() == SourceModel::Code || index.column() == SourceModel::Line) &&
            index.data(SourceModel::InlinedRole).toBool())
            option->font.setItalic(true);
    }

private:
    static QRect expanderRect(const QStyleOptionViewItem &option)
    {
        const int side = option.widget
                             ? std::min(option.rect.height(), expanderWidth(option.widget))
                             : option.rect.height();
        return {option.rect.left() + 1, option.rect.top() + (option.rect.height() - side) / 2, side,
                side};
    }
    static void paintExpander(QPainter *p, const QStyleOptionViewItem &option, bool expanded)
    {
        QStyleOption mark;
        mark.rect = expanderRect(option);
        mark.palette = option.palette;
        mark.state = QStyle::State_Children | QStyle::State_Enabled |
                     (expanded ? QStyle::State_Open : QStyle::State_None);
        const QStyle *style = option.widget ? option.widget->style() : nullptr;
        if (style)
            style->drawPrimitive(QStyle::PE_IndicatorBranch, &mark, p, option.widget);
    }

    std::function<void(int)> m_toggle;
};

} // namespace gmonview
