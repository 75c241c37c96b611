// SPDX-License-Identifier: MIT
#pragma once

#include <QGraphicsView>

#include <functional>

namespace gmonview {

class NodeItem;

// The scene's view: wheel zoom, drag to pan, clicks on nodes.
class GraphCanvas : public QGraphicsView
{
public:
    explicit GraphCanvas(QWidget *parent);
    std::function<void(NodeItem *)> onClick;
    std::function<void(NodeItem *)> onDoubleClick;
    std::function<void(int node, QPoint)> onNodeMenu;
    std::function<void()> onKeyboardMenu;
    std::function<void(int cycle, QPoint)> onCycleMenu; // an expanded cycle's frame; 0: none

    void fit();

    // Below this scale node labels are too small to read.
    static constexpr double kReadableScale = 0.7;
    // ... and yet below it they can be made out: the callers down to the
    // current function are worth that much.
    static constexpr double kLegibleScale = 0.55;

    // After a layout: the whole graph where it fits at a readable scale,
    // else FOCUS (the current function) with the top of the graph (its
    // callers) at the largest scale that shows both, down to a legible one,
    // else FOCUS in the middle at the readable scale; Fit to Window still
    // shows everything. Until the user zooms or scrolls, a resized view
    // (the window laid out, maximised) is placed again: what opens at one
    // size is not left cut off at another.
    void place(const QRectF &focus);
    void userMoved() { m_placed = false; }
    // The same function laid out again: where it is now, for a resize.
    void setPlacedFocus(const QRectF &focus) { m_placedFocus = focus; }

    // Zooms by FACTOR keeping the scene point ANCHOR where it is in the
    // viewport, as far as the scroll bars allow.
    void zoomAround(double factor, const QPointF &anchor);

protected:
    void wheelEvent(QWheelEvent *e) override;
    void resizeEvent(QResizeEvent *e) override;
    void keyPressEvent(QKeyEvent *e) override;
    void mousePressEvent(QMouseEvent *e) override;
    void mouseReleaseEvent(QMouseEvent *e) override;
    void mouseDoubleClickEvent(QMouseEvent *e) override;
    void contextMenuEvent(QContextMenuEvent *e) override;

private:
    NodeItem *nodeAt(const QPoint &pos) const;
    QPoint m_pressPos;
    QRectF m_placedFocus;
    bool m_placed = false; // by place(), and not moved by the user since
};

} // namespace gmonview
