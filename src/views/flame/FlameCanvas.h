// SPDX-License-Identifier: MIT
#pragma once

#include "views/flame/FlameGraphView.h"

#include <QApplication>
#include <QEvent>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QToolTip>

#include <cmath>

namespace gmonview {

// The drawing surface: paints and reports clicks and tooltips to the view,
// which keeps the frames and their layout.
class FlameCanvas : public QWidget
{
public:
    explicit FlameCanvas(FlameGraphView *view) : QWidget(view), m_view(view)
    {
        setObjectName(QStringLiteral("flameCanvas"));
        setAttribute(Qt::WA_OpaquePaintEvent);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    }

    QSize sizeHint() const override { return {400, 200}; }

protected:
    void changeEvent(QEvent *event) override
    {
        if (event->type() == QEvent::FontChange)
            m_view->relayout(); // the rows follow the font
        QWidget::changeEvent(event);
    }
    void paintEvent(QPaintEvent *event) override
    {
        QPainter painter(this);
        m_view->paintCanvas(painter, event->rect());
    }
    void mousePressEvent(QMouseEvent *event) override
    {
        if (event->button() == Qt::LeftButton)
            m_pressPos = event->position().toPoint();
        QWidget::mousePressEvent(event);
    }
    void mouseReleaseEvent(QMouseEvent *event) override
    {
        const QPoint pos = event->position().toPoint();
        if (event->button() == Qt::LeftButton &&
            (pos - m_pressPos).manhattanLength() < QApplication::startDragDistance())
            m_view->clickCanvas(pos);
        QWidget::mouseReleaseEvent(event);
    }
    bool event(QEvent *event) override
    {
        if (event->type() != QEvent::ToolTip)
            return QWidget::event(event);
        auto *help = static_cast<QHelpEvent *>(event);
        FlameGraphView::Merged merged;
        const int frame = m_view->hitTest(help->pos(), &merged);
        if (frame >= 0) {
            QToolTip::showText(help->globalPos(), m_view->frameToolTip(frame), this,
                               m_view->frameRect(frame).toAlignedRect());
        } else if (merged.count > 0) {
            const QRect area(
                QPoint(int(merged.x0), merged.depth * m_view->rowHeight()),
                QPoint(int(std::ceil(merged.x1)), (merged.depth + 1) * m_view->rowHeight() - 1));
            QToolTip::showText(help->globalPos(), m_view->mergedToolTip(merged), this, area);
        } else {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }

private:
    FlameGraphView *m_view;
    QPoint m_pressPos;
};

} // namespace gmonview
