// SPDX-License-Identifier: MIT
#pragma once

#include "model/graph/CallGraph.h"
#include "model/stats/ProfileCompare.h"
#include "views/callgraph/SceneLayout.h"

#include <QColor>
#include <QGraphicsItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

// The call graph's scene items: functions and cycles (NodeItem), calls
// (EdgeItem) and their counts (CallCountItem), expanded cycles' frames
// (ClusterItem).
namespace gmonview {

// What a comparison adds to a graph: per node its function's delta, per
// edge the label drawn and what its tooltip adds. Measured for the layout
// and drawn after it from the same marks, so the room kept fits the text.
struct GraphMarks
{
    bool comparing = false;
    double alpha = 0.05;                             // the intervals' (Comparison::intervalAlpha)
    std::vector<std::optional<FunctionDelta>> nodes; // as CallGraph::nodes
    std::vector<QString> edgeLabels;                 // as CallGraph::edges
    std::vector<QString> edgeTips;                   // empty: nothing to add
    std::vector<QColor> edgeInks; // into a significantly changed function; invalid: as usual
};

// The label drawn on edge I: the count, or what the comparison says.
QString edgeLabel(const CallGraph &graph, size_t i, const GraphMarks &marks);

enum ItemType
{
    NodeType = QGraphicsItem::UserType + 1,
    EdgeType,
    ClusterType
};

class NodeItem : public QGraphicsItem
{
public:
    // DELTA: the node's function compared (ALPHA the comparison's), or none.
    // PIECES: the GCC clone pieces counted under the node (HTML), or none.
    NodeItem(const CallGraphNode &node, int index, const QRectF &rect, bool comparing,
             const FunctionDelta *delta, double alpha, const QString &pieces);
    int type() const override { return NodeType; }
    QRectF boundingRect() const override { return m_rect.adjusted(-2, -2, 2, 2); }
    const CallGraphNode &node() const { return m_node; }
    int index() const { return m_index; }
    void setHighlighted(bool on);
    bool highlighted() const { return m_highlighted; }

    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    CallGraphNode m_node;
    int m_index;
    QRectF m_rect;
    QStringList m_lines;
    QColor m_fill;
    bool m_isNew = false;
    bool m_highlighted = false;
};

class EdgeItem : public QGraphicsItem
{
public:
    EdgeItem(const CallGraphEdge &edge, const SceneLayout::Edge &geometry);
    int type() const override { return EdgeType; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override;

    void setInk(const QColor &ink) { m_ink = ink; } // invalid: the usual ink

private:
    CallGraphEdge m_edge;
    SceneLayout::Edge m_geometry;
    qreal m_width;
    QColor m_ink;
};

// An edge's call count, whole, in the place the layout gave it. A plain
// text item: its bounding rect is the text's, so the view repaints all of
// it at any zoom and scroll position. (Painted by the edge, the count ran
// past the edge's bounds and was cut where only those were repainted.)
class CallCountItem : public QGraphicsSimpleTextItem
{
public:
    CallCountItem(const QString &text, const QString &tip);
    // The room a count needs, for the layout.
    static QSizeF sizeFor(const QString &text);
    static constexpr qreal kLabelGap = 2; // between the text and what is around it

    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override;
};

class ClusterItem : public QGraphicsRectItem
{
public:
    ClusterItem(int cycle, const QRectF &rect);
    int type() const override { return ClusterType; }
    int cycle() const { return m_cycle; }
    void paint(QPainter *p, const QStyleOptionGraphicsItem *o, QWidget *w) override;

private:
    int m_cycle;
};

} // namespace gmonview
