// SPDX-License-Identifier: MIT
#include "views/callgraph/CallGraphItems.h"

#include "views/callgraph/CallGraphStyle.h"

#include <QApplication>
#include <QPainter>
#include <QPainterPathStroker>
#include <QPalette>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace gmonview {

using namespace graphstyle;

// The label drawn on edge I: the count, or what the comparison says.
QString edgeLabel(const CallGraph &graph, size_t i, const GraphMarks &marks)
{
    return i < marks.edgeLabels.size() ? marks.edgeLabels[i] : QString::fromStdString(callCountText(graph.edges[i]));
}

NodeItem::NodeItem(const CallGraphNode &node, int index, const QRectF &rect, bool comparing,
                   const FunctionDelta *delta, double alpha, const QString &pieces)
    : m_node(node), m_index(index), m_rect(rect), m_lines(nodeLines(node, delta)),
      m_fill(comparing ? deltaFill(delta) : colour(heat(node.totalShare))),
      m_isNew(delta && delta->status == DeltaStatus::New)
{
    setAcceptHoverEvents(true);
    setCursor(Qt::PointingHandCursor);
    setZValue(2);
    QString tip = shownName(node, false).toHtmlEscaped();
    tip = QObject::tr("<b>%1</b><br>%2% of the time with its callees, %3% in itself")
              .arg(tip)
              .arg(100 * node.totalShare, 0, 'f', 2)
              .arg(100 * node.selfShare, 0, 'f', 2);
    if (node.calls || node.selfCalls)
        tip += QObject::tr("<br>called %1 times").arg(qulonglong(node.calls)) +
               (node.selfCalls ? QObject::tr(" (+%1 by itself)").arg(qulonglong(node.selfCalls))
                               : QString());
    if (node.kind == CallGraphNode::Kind::Cycle && node.hiddenMembers > 0)
        tip += QObject::tr("<br>The functions of cycle %1 not drawn one by one (under the "
                           "threshold or past the node budget): calls into and out of "
                           "them end here.")
                   .arg(node.cycle);
    else if (node.kind == CallGraphNode::Kind::Cycle)
        tip += QObject::tr("<br>A cycle: %1 functions calling each other, drawn as one node. "
                           "Double-click or use the context menu to expand it.")
                   .arg(node.members);
    if (!pieces.isEmpty())
        tip += QStringLiteral("<br>") + pieces;
    if (delta)
        tip += deltaTip(*delta, alpha);
    else if (comparing && node.kind == CallGraphNode::Kind::Function)
        tip += QObject::tr("<br>Not compared: no match in Base.");
    setToolTip(tip);
}

void NodeItem::setHighlighted(bool on)
{
    m_highlighted = on;
    update();
}

void NodeItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    QPen pen(colour(m_node.isCenter ? kCenterBorder : kNodeBorder),
             m_node.isCenter ? kCenterBorderWidth : kNodeBorderWidth);
    if (m_node.kind == CallGraphNode::Kind::Cycle)
        pen.setStyle(Qt::DashLine);
    if (m_isNew) // a function only New has: a thicker dashed border
        pen = QPen(colour(kCenterBorder), 2.0, Qt::DashLine);
    if (m_highlighted)
        pen = QPen(colour(kHighlightBorder), 3);
    p->setPen(pen);
    p->setBrush(m_fill);
    p->drawRoundedRect(m_rect, 5, 5);
    p->setPen(Qt::black);
    QFont f = nodeFont();
    const QFontMetricsF fm(f);
    qreal y = m_rect.top() + kPadding + fm.ascent();
    for (int i = 0; i < m_lines.size(); ++i) {
        f.setBold(i == 0);
        p->setFont(f);
        p->drawText(QPointF(m_rect.left() + kPadding, y), m_lines[i]);
        y += fm.lineSpacing();
    }
}

EdgeItem::EdgeItem(const CallGraphEdge &edge, const SceneLayout::Edge &geometry)
    : m_edge(edge), m_geometry(geometry)
{
    m_width = edgeWidth(edge);
    setToolTip(QObject::tr("%1 calls, carrying %2% of the time%3")
                   .arg(qulonglong(edge.count))
                   .arg(100 * edge.share, 0, 'f', 2)
                   .arg(edge.isStatic ? QObject::tr("; found in the code, never taken in the run")
                                      : QString()));
    setZValue(1);
}

QRectF EdgeItem::boundingRect() const
{
    const qreal head = 5 + m_width; // the arrow head reaches this far beside the shaft
    return m_geometry.path.boundingRect()
        .united(QRectF(m_geometry.arrowTip, m_geometry.arrowBase).normalized())
        .adjusted(-m_width - 2 * head, -m_width - 2 * head, m_width + 2 * head, m_width + 2 * head);
}

QPainterPath EdgeItem::shape() const
{
    QPainterPathStroker s;
    s.setWidth(m_width + 6);
    return s.createStroke(m_geometry.path);
}

void EdgeItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    const QColor color = m_ink.isValid() ? m_ink : m_edge.insideCycle ? cycleInk() : edgeInk();
    QPen pen(color, m_width);
    if (m_edge.isStatic)
        pen.setStyle(Qt::DashLine);
    p->setPen(pen);
    p->setBrush(Qt::NoBrush);
    p->drawPath(m_geometry.path);
    // Arrow head from the end of the spline to the node.
    QLineF shaft(m_geometry.arrowBase, m_geometry.arrowTip);
    if (shaft.length() < 1)
        shaft = QLineF(m_geometry.path.pointAtPercent(0.95), m_geometry.arrowTip);
    if (shaft.length() >= 1) {
        const QLineF unit = shaft.unitVector();
        const QPointF dir = unit.p2() - unit.p1();
        const QPointF normal(-dir.y(), dir.x());
        const qreal size = 5 + m_width;
        const QPointF tip = m_geometry.arrowTip;
        QPolygonF head{tip, tip - dir * size * 1.6 + normal * size * 0.6,
                       tip - dir * size * 1.6 - normal * size * 0.6};
        p->setPen(QPen(color, 1));
        p->setBrush(color);
        p->drawPolygon(head);
    }
}

CallCountItem::CallCountItem(const QString &text, const QString &tip)
    : QGraphicsSimpleTextItem(text)
{
    setFont(callCountFont());
    setToolTip(tip);
    setZValue(1);
    setData(0, QStringLiteral("callCount"));
}

QSizeF CallCountItem::sizeFor(const QString &text)
{
    QGraphicsSimpleTextItem probe(text);
    probe.setFont(callCountFont());
    return probe.boundingRect().size() + QSizeF(2 * kLabelGap, 2 * kLabelGap);
}

void CallCountItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    // The ink follows the palette when the desktop switches themes.
    p->setFont(font());
    p->setPen(QApplication::palette().color(QPalette::Text));
    p->drawText(boundingRect(), Qt::AlignLeft | Qt::AlignTop | Qt::TextSingleLine, text());
}

ClusterItem::ClusterItem(int cycle, const QRectF &rect) : QGraphicsRectItem(rect), m_cycle(cycle)
{
    setPen(QPen(cycleInk(), 1.2, Qt::DashLine));
    QColor fill = cycleInk();
    fill.setAlpha(darkPalette() ? 36 : 18);
    setBrush(fill);
    setZValue(0);
    setToolTip(QObject::tr("Cycle %1, expanded; right-click to collapse it").arg(cycle));
}

void ClusterItem::paint(QPainter *p, const QStyleOptionGraphicsItem *o, QWidget *w)
{
    QGraphicsRectItem::paint(p, o, w);
    p->setPen(cycleInk());
    p->drawText(rect().topLeft() + QPointF(6, 13), QObject::tr("cycle %1").arg(m_cycle));
}

} // namespace gmonview
