// SPDX-License-Identifier: MIT
#include "views/callgraph/GraphCanvas.h"

#include "views/callgraph/CallGraphItems.h"

#include <QContextMenuEvent>
#include <QGraphicsScene>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace gmonview {

GraphCanvas::GraphCanvas(QWidget *parent) : QGraphicsView(parent)
{
    setScene(new QGraphicsScene(this));
    setDragMode(QGraphicsView::ScrollHandDrag);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    // Scroll bars moved by hand: the view is the user's (see place()).
    for (QScrollBar *bar : {horizontalScrollBar(), verticalScrollBar()})
        connect(bar, &QAbstractSlider::actionTriggered, this, [this] { userMoved(); });
    // No background brush of our own: the viewport fills with the
    // palette's Base, and so follows the desktop from light to dark.
}

void GraphCanvas::fit()
{
    if (scene()->items().isEmpty())
        return;
    fitInView(scene()->itemsBoundingRect().adjusted(-10, -10, 10, 10), Qt::KeepAspectRatio);
    if (transform().m11() > 1.0) // small graphs at their natural size
        setTransform(QTransform());
}

void GraphCanvas::place(const QRectF &focus)
{
    m_placedFocus = focus;
    m_placed = true;
    fit();
    if (transform().m11() >= kReadableScale || focus.isNull())
        return;
    const QRectF bounds = scene()->itemsBoundingRect().adjusted(-10, -10, 10, 10);
    const double down = focus.bottom() + 10 - bounds.top(); // the top to the focus
    const double scale = std::min(kReadableScale, viewport()->height() / down);
    if (scale < kLegibleScale) {
        setTransform(QTransform::fromScale(kReadableScale, kReadableScale));
        centerOn(focus.center());
        return;
    }
    setTransform(QTransform::fromScale(scale, scale));
    centerOn(focus.center().x(), bounds.top() + viewport()->height() / scale / 2);
}

void GraphCanvas::zoomAround(double factor, const QPointF &anchor)
{
    userMoved();
    const QPointF before = viewportTransform().map(anchor);
    const ViewportAnchor saved = transformationAnchor();
    setTransformationAnchor(NoAnchor);
    scale(factor, factor);
    setTransformationAnchor(saved);
    const QPointF after = viewportTransform().map(anchor);
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() +
                                    qRound(after.x() - before.x()));
    verticalScrollBar()->setValue(verticalScrollBar()->value() + qRound(after.y() - before.y()));
}

void GraphCanvas::wheelEvent(QWheelEvent *e)
{
    userMoved();
    const double factor = std::pow(1.0015, e->angleDelta().y());
    scale(factor, factor);
}

void GraphCanvas::resizeEvent(QResizeEvent *e)
{
    QGraphicsView::resizeEvent(e);
    if (m_placed)
        place(m_placedFocus);
}

void GraphCanvas::keyPressEvent(QKeyEvent *e)
{
    userMoved(); // arrow keys and pages scroll
    QGraphicsView::keyPressEvent(e);
}

void GraphCanvas::mousePressEvent(QMouseEvent *e)
{
    userMoved();
    m_pressPos = e->pos();
    QGraphicsView::mousePressEvent(e);
}

void GraphCanvas::mouseReleaseEvent(QMouseEvent *e)
{
    QGraphicsView::mouseReleaseEvent(e);
    if (e->button() == Qt::LeftButton && (e->pos() - m_pressPos).manhattanLength() < 4)
        if (auto *node = nodeAt(e->pos()); node && onClick)
            onClick(node);
}

void GraphCanvas::mouseDoubleClickEvent(QMouseEvent *e)
{
    if (auto *node = nodeAt(e->pos()); node && onDoubleClick) {
        onDoubleClick(node);
        return;
    }
    QGraphicsView::mouseDoubleClickEvent(e);
}

void GraphCanvas::contextMenuEvent(QContextMenuEvent *e)
{
    if (e->reason() == QContextMenuEvent::Keyboard && onKeyboardMenu) {
        onKeyboardMenu(); // the menu key: the current function's menu
        return;
    }
    for (QGraphicsItem *item : items(e->pos())) {
        if (item->type() == NodeType && onNodeMenu) {
            onNodeMenu(static_cast<NodeItem *>(item)->index(), e->globalPos());
            return;
        }
        if (item->type() == ClusterType && onCycleMenu) {
            onCycleMenu(static_cast<ClusterItem *>(item)->cycle(), e->globalPos());
            return;
        }
    }
    if (onCycleMenu)
        onCycleMenu(0, e->globalPos()); // the background
}

NodeItem *GraphCanvas::nodeAt(const QPoint &pos) const
{
    for (QGraphicsItem *item : items(pos))
        if (item->type() == NodeType)
            return static_cast<NodeItem *>(item);
    return nullptr;
}

} // namespace gmonview
