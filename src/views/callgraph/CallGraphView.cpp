// SPDX-License-Identifier: MIT
#include "views/callgraph/CallGraphView.h"

#include "model/document/MessageText.h"
#include "model/items/FlatProfileModel.h"
#include "model/stats/ProfileCompare.h"
#include "views/common/FlowLayout.h"
#include "views/common/Icons.h"
#include "views/common/Palette.h"
#include "views/common/WindowSettings.h"

#include "io/FileBytes.h"

#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStyleOptionGraphicsItem>
#include <QSvgGenerator>
#include <QToolButton>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>
#include <map>
#include <optional>

namespace gmonview {

// What a comparison adds to a graph: per node its function's delta, per
// edge the label drawn and what its tooltip adds. Measured for the layout
// and drawn after it from the same marks, so the room kept fits the text.
struct GraphMarks
{
    bool comparing = false;
    double alpha = 0.05; // the intervals' (Comparison::intervalAlpha)
    std::vector<std::optional<FunctionDelta>> nodes; // as CallGraph::nodes
    std::vector<QString> edgeLabels;                 // as CallGraph::edges
    std::vector<QString> edgeTips;                   // empty: nothing to add
    std::vector<QColor> edgeInks; // into a significantly changed function; invalid: as usual
};

namespace {

constexpr qreal kPadding = 6;

QFont nodeFont()
{
    QFont f;
    f.setPointSizeF(9);
    return f;
}

// Heat: pale yellow for little time to red for most of it.
QColor heat(double share)
{
    const double s = std::clamp(share, 0.0, 1.0);
    return QColor::fromHsvF(float((1.0 - std::sqrt(s)) * 55.0 / 360.0),
                            float(0.15 + 0.6 * std::sqrt(s)), 1.0f);
}

// A node's fill while comparing: a red for significantly slower, a green
// for significantly faster, stronger the bigger the change (a change from
// nothing at full strength); light grey for everything else. Light fills
// under black text, as heat's: they read on light and dark palettes alike.
QColor deltaFill(const FunctionDelta *delta)
{
    if (!delta || !delta->significant ||
        (delta->status != DeltaStatus::Slower && delta->status != DeltaStatus::Faster))
        return QColor(0xdc, 0xdc, 0xdc);
    const double strength = std::isnan(delta->deltaPercent)
                                ? 1.0
                                : std::clamp(std::abs(delta->deltaPercent) / 100.0, 0.0, 1.0);
    const float saturation = float(0.2 + 0.55 * std::sqrt(strength));
    if (delta->status == DeltaStatus::Slower)
        return QColor::fromHsvF(0.0f, saturation, 1.0f);
    return QColor::fromHsvF(125.0f / 360.0f, saturation, 0.93f);
}

// The ink of a call into a significantly slower (red) or faster (green)
// function: the way to the change. Invalid for any other call.
QColor deltaInk(const FunctionDelta *delta)
{
    if (!delta || !delta->significant)
        return {};
    if (delta->status == DeltaStatus::Slower)
        return QColor::fromHsvF(0.0f, 0.85f, 0.85f);
    if (delta->status == DeltaStatus::Faster)
        return QColor::fromHsvF(125.0f / 360.0f, 0.85f, 0.6f);
    return {};
}

QString signedNumber(double value, int decimals)
{
    const QString number = QString::number(value, 'f', decimals);
    return value > 0 ? QLatin1Char('+') + number : number;
}

// Calls per run: whole when they are, else to a tenth.
QString perRun(double calls)
{
    return calls == std::floor(calls) ? QString::number(qulonglong(calls))
                                      : QString::number(calls, 'f', 1);
}

// The line a compared node adds under its share: what changed (nothing
// for a function without samples on either side).
QString deltaLine(const FunctionDelta &d)
{
    if (d.baseSeconds == 0 && d.newSeconds == 0)
        return {};
    if (d.status == DeltaStatus::New)
        return QObject::tr("new in New");
    if (std::isnan(d.deltaPercent))
        return QObject::tr("self Δ ≈ %1 s").arg(signedNumber(d.deltaSeconds, 3));
    return QObject::tr("self Δ ≈ %1%").arg(signedNumber(d.deltaPercent, 1));
}

// The comparison's figures of a node, for its tooltip.
QString deltaTip(const FunctionDelta &d, double alpha)
{
    auto seconds = [](double s) { return QString::number(s, 'f', 3); };
    if (d.status == DeltaStatus::New)
        return QObject::tr("<br><b>New:</b> not in Base; %1 s self time per run in New "
                           "(estimated from samples)")
            .arg(seconds(d.newSeconds));
    QString tip =
        QObject::tr("<br><b>Base → New</b>, self time per run (estimated from "
                    "samples): %1 s → %2 s, Δ %3 s")
            .arg(seconds(d.baseSeconds), seconds(d.newSeconds), signedNumber(d.deltaSeconds, 3));
    if (!std::isnan(d.deltaPercent))
        tip += QObject::tr(" (%1%)").arg(signedNumber(d.deltaPercent, 1));
    if (!std::isnan(d.ciLow) && !std::isnan(d.ciHigh))
        tip += QObject::tr("<br>%1% interval of Δ: %2 s to %3 s")
                   .arg(QString::fromStdString(confidenceText(alpha)), signedNumber(d.ciLow, 3),
                        signedNumber(d.ciHigh, 3));
    if (!std::isnan(d.pValue))
        tip += QObject::tr("<br>p = %1, adjusted for all functions p = %2")
                   .arg(QString::fromStdString(pValueText(d.pValue)),
                        QString::fromStdString(pValueText(d.adjustedP)));
    if (d.tooFewSamples)
        tip += QObject::tr("<br>Too few samples to tell either way.");
    else
        tip += d.significant ? QObject::tr("<br>A significant change.")
                             : QObject::tr("<br>No significant change.");
    if (d.callsChanged)
        tip +=
            QObject::tr("<br>Calls per run: %1 → %2").arg(perRun(d.baseCalls), perRun(d.newCalls));
    return tip;
}

// Ink for edges and their labels, and the cycle colour, from the palette,
// so that the graph reads on light and dark desktops alike.
bool darkPalette()
{
    return ink::isDark(QApplication::palette());
}

// Exports carry the background the inks were chosen for.
QColor backgroundInk()
{
    return QApplication::palette().color(QPalette::Base);
}

QColor edgeInk()
{
    QColor c = QApplication::palette().color(QPalette::Text);
    c.setAlphaF(0.8f);
    return c;
}

QColor cycleInk()
{
    return darkPalette() ? QColor(0xc3, 0x9b, 0xd3) : QColor(0x8e, 0x44, 0xad);
}

// A node's name as the window shows it: a cycle's in the reader's language.
QString shownName(const CallGraphNode &n, bool shortened)
{
    if (n.kind == CallGraphNode::Kind::Cycle && n.hiddenMembers > 0)
        return QObject::tr("<cycle %1: +%n member(s) hidden>", nullptr, n.hiddenMembers)
            .arg(n.cycle);
    if (n.kind == CallGraphNode::Kind::Cycle)
        return QObject::tr("<cycle %1 as a whole>").arg(n.cycle);
    // Shortened (CallGraphOptions::shortening); cut only past 96 characters,
    // which shortening leaves to names that differ only far inside.
    return QString::fromStdString(shortened ? elideName(n.label, 96) : n.name);
}

QStringList nodeLines(const CallGraphNode &n, const FunctionDelta *delta)
{
    QStringList lines{shownName(n, true)};
    lines << QObject::tr("%1% (%2% self)")
                 .arg(100 * n.totalShare, 0, 'f', 1)
                 .arg(100 * n.selfShare, 0, 'f', 1);
    if (n.kind == CallGraphNode::Kind::Cycle && n.hiddenMembers == 0)
        lines << QObject::tr("%n function(s), double-click to expand", nullptr, n.members);
    if (const QString line = delta ? deltaLine(*delta) : QString(); !line.isEmpty())
        lines << line;
    return lines;
}

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
             const FunctionDelta *delta, double alpha, const QString &pieces)
        : m_node(node), m_index(index), m_rect(rect), m_lines(nodeLines(node, delta)),
          m_fill(comparing ? deltaFill(delta) : heat(node.totalShare)),
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
    int type() const override { return NodeType; }
    QRectF boundingRect() const override { return m_rect.adjusted(-2, -2, 2, 2); }
    const CallGraphNode &node() const { return m_node; }
    int index() const { return m_index; }
    void setHighlighted(bool on)
    {
        m_highlighted = on;
        update();
    }
    bool highlighted() const { return m_highlighted; }

    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        p->setRenderHint(QPainter::Antialiasing);
        QPen pen(m_node.isCenter ? QColor(0x1f, 0x4e, 0x99) : QColor(0x55, 0x55, 0x55),
                 m_node.isCenter ? 2.5 : 1.0);
        if (m_node.kind == CallGraphNode::Kind::Cycle)
            pen.setStyle(Qt::DashLine);
        if (m_isNew) // a function only New has: a thicker dashed border
            pen = QPen(QColor(0x1f, 0x4e, 0x99), 2.0, Qt::DashLine);
        if (m_highlighted)
            pen = QPen(QColor(0xe6, 0x7e, 0x22), 3);
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
    EdgeItem(const CallGraphEdge &edge, const CallGraphLayoutResult::Edge &geometry)
        : m_edge(edge), m_geometry(geometry)
    {
        m_width = 1.0 + 7.0 * std::sqrt(std::clamp(edge.share, 0.0, 1.0));
        setToolTip(QObject::tr("%1 calls, carrying %2% of the time%3")
                       .arg(qulonglong(edge.count))
                       .arg(100 * edge.share, 0, 'f', 2)
                       .arg(edge.isStatic
                                ? QObject::tr("; found in the code, never taken in the run")
                                : QString()));
        setZValue(1);
    }
    int type() const override { return EdgeType; }
    QRectF boundingRect() const override
    {
        const qreal head = 5 + m_width; // the arrow head reaches this far beside the shaft
        return m_geometry.path.boundingRect()
            .united(QRectF(m_geometry.arrowTip, m_geometry.arrowBase).normalized())
            .adjusted(-m_width - 2 * head, -m_width - 2 * head, m_width + 2 * head,
                      m_width + 2 * head);
    }
    QPainterPath shape() const override
    {
        QPainterPathStroker s;
        s.setWidth(m_width + 6);
        return s.createStroke(m_geometry.path);
    }
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override
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

    void setInk(const QColor &ink) { m_ink = ink; } // invalid: the usual ink

private:
    CallGraphEdge m_edge;
    CallGraphLayoutResult::Edge m_geometry;
    qreal m_width;
    QColor m_ink;
};

QFont callCountFont()
{
    QFont f = nodeFont();
    f.setPointSizeF(8);
    return f;
}

QString callCountText(const CallGraphEdge &edge)
{
    return QString::number(qulonglong(edge.count));
}

// The label drawn on edge I: the count, or what the comparison says.
QString edgeLabel(const CallGraph &graph, size_t i, const GraphMarks &marks)
{
    return i < marks.edgeLabels.size() ? marks.edgeLabels[i] : callCountText(graph.edges[i]);
}

// An edge's call count, whole, in the place the layout gave it. A plain
// text item: its bounding rect is the text's, so the view repaints all of
// it at any zoom and scroll position. (Painted by the edge, the count ran
// past the edge's bounds and was cut where only those were repainted.)
class CallCountItem : public QGraphicsSimpleTextItem
{
public:
    CallCountItem(const QString &text, const QString &tip) : QGraphicsSimpleTextItem(text)
    {
        setFont(callCountFont());
        setToolTip(tip);
        setZValue(1);
        setData(0, QStringLiteral("callCount"));
    }
    // The room a count needs, for the layout.
    static QSizeF sizeFor(const QString &text)
    {
        QGraphicsSimpleTextItem probe(text);
        probe.setFont(callCountFont());
        return probe.boundingRect().size() + QSizeF(2 * kLabelGap, 2 * kLabelGap);
    }
    static constexpr qreal kLabelGap = 2; // between the text and what is around it

    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        // The ink follows the palette when the desktop switches themes.
        p->setFont(font());
        p->setPen(QApplication::palette().color(QPalette::Text));
        p->drawText(boundingRect(), Qt::AlignLeft | Qt::AlignTop | Qt::TextSingleLine, text());
    }
};

class ClusterItem : public QGraphicsRectItem
{
public:
    ClusterItem(int cycle, const QRectF &rect) : QGraphicsRectItem(rect), m_cycle(cycle)
    {
        setPen(QPen(cycleInk(), 1.2, Qt::DashLine));
        QColor fill = cycleInk();
        fill.setAlpha(darkPalette() ? 36 : 18);
        setBrush(fill);
        setZValue(0);
        setToolTip(QObject::tr("Cycle %1, expanded; right-click to collapse it").arg(cycle));
    }
    int type() const override { return ClusterType; }
    int cycle() const { return m_cycle; }
    void paint(QPainter *p, const QStyleOptionGraphicsItem *o, QWidget *w) override
    {
        QGraphicsRectItem::paint(p, o, w);
        p->setPen(cycleInk());
        p->drawText(rect().topLeft() + QPointF(6, 13), QObject::tr("cycle %1").arg(m_cycle));
    }

private:
    int m_cycle;
};

} // namespace

// The scene's view: wheel zoom, drag to pan, clicks on nodes.
class GraphCanvas : public QGraphicsView
{
public:
    explicit GraphCanvas(QWidget *parent) : QGraphicsView(parent)
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
    std::function<void(NodeItem *)> onClick;
    std::function<void(NodeItem *)> onDoubleClick;
    std::function<void(int node, QPoint)> onNodeMenu;
    std::function<void()> onKeyboardMenu;
    std::function<void(int cycle, QPoint)> onCycleMenu; // an expanded cycle's frame; 0: none

    void fit()
    {
        if (scene()->items().isEmpty())
            return;
        fitInView(scene()->itemsBoundingRect().adjusted(-10, -10, 10, 10), Qt::KeepAspectRatio);
        if (transform().m11() > 1.0) // small graphs at their natural size
            setTransform(QTransform());
    }

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
    void place(const QRectF &focus)
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
    void userMoved() { m_placed = false; }
    // The same function laid out again: where it is now, for a resize.
    void setPlacedFocus(const QRectF &focus) { m_placedFocus = focus; }

    // Zooms by FACTOR keeping the scene point ANCHOR where it is in the
    // viewport, as far as the scroll bars allow.
    void zoomAround(double factor, const QPointF &anchor)
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
        verticalScrollBar()->setValue(verticalScrollBar()->value() +
                                      qRound(after.y() - before.y()));
    }

protected:
    void wheelEvent(QWheelEvent *e) override
    {
        userMoved();
        const double factor = std::pow(1.0015, e->angleDelta().y());
        scale(factor, factor);
    }
    void resizeEvent(QResizeEvent *e) override
    {
        QGraphicsView::resizeEvent(e);
        if (m_placed)
            place(m_placedFocus);
    }
    void keyPressEvent(QKeyEvent *e) override
    {
        userMoved(); // arrow keys and pages scroll
        QGraphicsView::keyPressEvent(e);
    }
    void mousePressEvent(QMouseEvent *e) override
    {
        userMoved();
        m_pressPos = e->pos();
        QGraphicsView::mousePressEvent(e);
    }
    void mouseReleaseEvent(QMouseEvent *e) override
    {
        QGraphicsView::mouseReleaseEvent(e);
        if (e->button() == Qt::LeftButton && (e->pos() - m_pressPos).manhattanLength() < 4)
            if (auto *node = nodeAt(e->pos()); node && onClick)
                onClick(node);
    }
    void mouseDoubleClickEvent(QMouseEvent *e) override
    {
        if (auto *node = nodeAt(e->pos()); node && onDoubleClick) {
            onDoubleClick(node);
            return;
        }
        QGraphicsView::mouseDoubleClickEvent(e);
    }
    void contextMenuEvent(QContextMenuEvent *e) override
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

private:
    NodeItem *nodeAt(const QPoint &pos) const
    {
        for (QGraphicsItem *item : items(pos))
            if (item->type() == NodeType)
                return static_cast<NodeItem *>(item);
        return nullptr;
    }
    QPoint m_pressPos;
    QRectF m_placedFocus;
    bool m_placed = false; // by place(), and not moved by the user since
};

CallGraphView::CallGraphView(QWidget *parent)
    : QWidget(parent), m_latest(std::make_shared<std::atomic<quint64>>(0))
{
    m_pool.setMaxThreadCount(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto *bar = new QWidget(this);
    bar->setObjectName(QStringLiteral("graphControls"));
    auto *flow = new FlowLayout(bar);
    m_scope = new QComboBox(this);
    m_scope->addItem(tr("Neighbourhood"));
    m_scope->addItem(tr("Whole program"));
    m_scope->setToolTip(tr("Draw the callers and callees of the current function, or every "
                           "function above the threshold"));
    m_callerDepth = new QSpinBox(this);
    m_callerDepth->setRange(0, 20);
    m_callerDepth->setPrefix(tr("callers "));
    m_callerDepth->setToolTip(tr("Levels of callers to draw"));
    m_calleeDepth = new QSpinBox(this);
    m_calleeDepth->setRange(0, 20);
    m_calleeDepth->setPrefix(tr("callees "));
    m_calleeDepth->setToolTip(tr("Levels of callees to draw"));
    m_threshold = new QDoubleSpinBox(this);
    m_threshold->setRange(0, 50);
    m_threshold->setDecimals(1);
    m_threshold->setSingleStep(0.5);
    m_threshold->setSuffix(tr(" %"));
    m_threshold->setPrefix(tr("hide under "));
    m_threshold->setToolTip(tr("Leave out functions with less than this share of the time"));
    m_budget = new QSpinBox(this);
    m_budget->setObjectName(QStringLiteral("graphNodeBudget"));
    m_budget->setRange(10, 5000);
    m_budget->setSingleStep(50);
    m_budget->setPrefix(tr("at most "));
    m_budget->setToolTip(tr("Draw at most this many functions, the busiest; a bigger graph "
                            "takes longer to lay out"));
    m_options.nodeBudget = std::clamp<size_t>(
        QSettings()
            .value(settingsKey::graphNodeBudget, int(CallGraphOptions::kNodeBudget))
            .toUInt(),
        size_t(m_budget->minimum()), size_t(m_budget->maximum()));
    m_staticArcs = new QCheckBox(tr("static arcs"), this);
    m_staticArcs->setToolTip(
        tr("Show calls found in the machine code that the run never took (dashed). Off by "
           "default for graphs of more than %n function(s).",
           nullptr, int(CallGraphOptions::kStaticArcsUpTo)));
    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Highlight"));
    addClearButton(m_search);
    m_search->setMaximumWidth(160);
    // Actions, shown in the window's Graph menu with their shortcuts too.
    auto *fitAction = new QAction(tr("&Fit to Window"), this);
    fitAction->setIconText(tr("Fit"));
    fitAction->setToolTip(tr("Fit the graph to the window"));
    fitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    auto *zoomIn = new QAction(tr("Zoom &In"), this);
    zoomIn->setShortcut(QKeySequence::ZoomIn);
    auto *zoomOut = new QAction(tr("Zoom &Out"), this);
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    auto *fit = new QToolButton(this);
    fit->setAutoRaise(true);
    fit->setDefaultAction(fitAction);
    auto *exportButton = new QToolButton(this);
    exportButton->setText(tr("Export"));
    exportButton->setPopupMode(QToolButton::InstantPopup);
    exportButton->setAutoRaise(true);
    exportButton->setToolTip(tr("Save the graph as SVG, PNG or Graphviz DOT"));
    m_info = new QLabel(this);
    m_info->setObjectName(QStringLiteral("graphStatus"));
    m_info->setTextFormat(Qt::RichText);
    connect(m_info, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link == QLatin1String("more"))
            setNodeBudget(raisedBudget());
        else if (link == QLatin1String("unhide"))
            showHidden();
    });
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_scope, m_callerDepth, m_calleeDepth, m_threshold,
                                          m_budget, m_staticArcs, m_search, fit, exportButton})
        flow->addWidget(w);
    layout->addWidget(bar);
    m_info->setContentsMargins(6, 0, 6, 0);
    // Escape or the button beside the status drops a layout in progress.
    m_cancelAction = new QAction(tr("Cancel Layout"), this);
    m_cancelAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_cancelAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_cancelAction->setToolTip(tr("Stop waiting for the layout and keep the graph shown (Esc)"));
    addAction(m_cancelAction);
    connect(m_cancelAction, &QAction::triggered, this, &CallGraphView::cancelLayout);
    m_cancelButton = new QToolButton(this);
    m_cancelButton->setObjectName(QStringLiteral("graphCancel"));
    m_cancelButton->setDefaultAction(m_cancelAction);
    m_cancelButton->setText(tr("Cancel"));
    auto *statusRow = new QHBoxLayout;
    statusRow->setContentsMargins(0, 0, 6, 0);
    statusRow->addWidget(m_info, 1);
    statusRow->addWidget(m_cancelButton);
    layout->addLayout(statusRow);
    // While comparing: what the colours and the arrows' counts mean.
    m_legend = new QLabel(this);
    m_legend->setObjectName(QStringLiteral("graphLegend"));
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setWordWrap(true);
    m_legend->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_legend->setContentsMargins(6, 0, 6, 0);
    m_legend->hide();
    layout->addWidget(m_legend);
    m_canvas = new GraphCanvas(this);
    setFocusProxy(m_canvas); // arrow keys scroll, Ctrl+0 fits
    m_canvas->setObjectName(QStringLiteral("callGraphCanvas"));
    m_canvas->setAccessibleName(tr("Call graph"));
    layout->addWidget(m_canvas, 1);

    auto *menu = new QMenu(exportButton);
    auto exportTo = [this](const QString &filter, const QString &suffix,
                           QString (CallGraphView::*fn)(const QString &) const) {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export Call Graph"), QStringLiteral("callgraph.") + suffix, filter);
        if (path.isEmpty())
            return;
        const QString error = (this->*fn)(path);
        if (!error.isEmpty())
            m_info->setText(error.toHtmlEscaped());
    };
    QAction *svg = menu->addAction(tr("Export as &SVG..."), this, [=] {
        exportTo(tr("SVG (*.svg)"), QStringLiteral("svg"), &CallGraphView::exportSvg);
    });
    QAction *png = menu->addAction(tr("Export as &PNG..."), this, [=] {
        exportTo(tr("PNG (*.png)"), QStringLiteral("png"), &CallGraphView::exportPng);
    });
    QAction *dot = menu->addAction(tr("Export as &DOT..."), this, [=] {
        exportTo(tr("Graphviz DOT (*.dot *.gv)"), QStringLiteral("dot"), &CallGraphView::exportDot);
    });
    exportButton->setMenu(menu);
    connect(zoomIn, &QAction::triggered, this, [this] { zoomBy(1.25); });
    connect(zoomOut, &QAction::triggered, this, [this] { zoomBy(0.8); });
    // The keyboard's way to open a cycle: the current function's.
    m_cycleAction = new QAction(tr("Show Cycle &Members"), this);
    m_cycleAction->setCheckable(true);
    m_cycleAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    m_cycleAction->setToolTip(tr("Draw the functions of the current function's cycle instead "
                                 "of one node for the cycle"));
    connect(m_cycleAction, &QAction::triggered, this, [this](bool on) {
        if (const int cycle = currentCycle())
            setCycleExpanded(cycle, on);
    });
    auto separator = [this] {
        auto *a = new QAction(this);
        a->setSeparator(true);
        return a;
    };
    m_menuActions = {fitAction,   zoomIn, zoomOut, separator(), m_cycleAction,
                     separator(), svg,    png,     dot};

    setLayingOut(false);
    setOptions(m_options);
    connect(m_scope, &QComboBox::currentIndexChanged, this, &CallGraphView::readControls);
    connect(m_callerDepth, &QSpinBox::valueChanged, this, &CallGraphView::readControls);
    connect(m_calleeDepth, &QSpinBox::valueChanged, this, &CallGraphView::readControls);
    connect(m_threshold, &QDoubleSpinBox::valueChanged, this, &CallGraphView::readControls);
    connect(m_budget, &QSpinBox::valueChanged, this, &CallGraphView::readControls);
    connect(m_staticArcs, &QCheckBox::toggled, this, [this](bool on) {
        if (m_updatingControls)
            return;
        // Asked for: whatever the size of the graph.
        CallGraphOptions o = m_options;
        o.showStaticArcs = on;
        o.staticArcsUpTo = on ? SIZE_MAX : CallGraphOptions::kStaticArcsUpTo;
        setOptions(o);
    });
    connect(m_search, &QLineEdit::textChanged, this, &CallGraphView::updateSearch);
    connect(fitAction, &QAction::triggered, this, [this] {
        m_canvas->userMoved();
        m_canvas->fit();
    });

    m_canvas->onClick = [this](NodeItem *node) {
        if (node->node().symbol >= 0)
            emit functionActivated(node->node().symbol);
    };
    m_canvas->onDoubleClick = [this](NodeItem *node) {
        if (node->node().kind != CallGraphNode::Kind::Cycle)
            focusOn(node->node().symbol);
        else if (node->node().hiddenMembers == 0) // not the hidden members of an open one
            setCycleExpanded(node->node().cycle, true);
    };
    m_canvas->onNodeMenu = [this](int node, QPoint at) {
        std::unique_ptr<QMenu> menu(createNodeMenu(node, this));
        menu->exec(at);
    };
    m_canvas->onKeyboardMenu = [this] {
        const int center = m_options.center;
        const int cycle = currentCycle();
        for (QGraphicsItem *item : m_canvas->scene()->items()) {
            if (item->type() != NodeType)
                continue;
            auto *node = static_cast<NodeItem *>(item);
            const bool isCurrent = node->node().kind == CallGraphNode::Kind::Cycle
                                       ? cycle > 0 && node->node().cycle == cycle &&
                                             !m_options.expandedCycles.count(cycle)
                                       : node->node().symbol == center;
            if (!isCurrent)
                continue;
            const QPoint at = m_canvas->mapFromScene(node->sceneBoundingRect().center());
            m_canvas->onNodeMenu(node->index(), m_canvas->viewport()->mapToGlobal(at));
            return;
        }
    };
    m_canvas->onCycleMenu = [this](int cycle, QPoint at) {
        QMenu menu;
        if (cycle > 0)
            menu.addAction(tr("Collapse Cycle %1").arg(cycle), this,
                           [this, cycle] { setCycleExpanded(cycle, false); });
        addShowHidden(&menu);
        if (!menu.isEmpty())
            menu.exec(at);
    };
}

void CallGraphView::focusOn(int symbol)
{
    if (symbol < 0)
        return;
    // Re-centre: in the whole-program scope, switch to the neighbourhood.
    if (m_options.scope == CallGraphOptions::Scope::WholeProgram)
        m_scope->setCurrentIndex(0);
    emit functionActivated(symbol);
}

void CallGraphView::showHidden()
{
    m_options.hiddenSymbols.clear();
    m_options.hiddenCycles.clear();
    relayout();
}

void CallGraphView::addShowHidden(QMenu *menu)
{
    const int hidden = int(m_options.hiddenSymbols.size() + m_options.hiddenCycles.size());
    if (hidden == 0)
        return;
    menu->addSeparator();
    menu->addAction(tr("Show %n Hidden Function(s)", nullptr, hidden), this,
                    &CallGraphView::showHidden);
}

QMenu *CallGraphView::createNodeMenu(int index, QWidget *parent)
{
    auto *menu = new QMenu(parent);
    if (index < 0 || size_t(index) >= m_graph.nodes.size())
        return menu;
    const CallGraphNode &node = m_graph.nodes[size_t(index)];
    const int cycle = node.cycle;
    if (node.kind == CallGraphNode::Kind::Cycle && node.hiddenMembers > 0) {
        menu->addAction(tr("&Collapse Cycle %1").arg(cycle), this,
                        [this, cycle] { setCycleExpanded(cycle, false); });
    } else if (node.kind == CallGraphNode::Kind::Cycle) {
        menu->addAction(tr("&Expand Cycle %1").arg(cycle), this,
                        [this, cycle] { setCycleExpanded(cycle, true); });
        QAction *hide = menu->addAction(tr("&Hide Cycle %1").arg(cycle), this, [this, cycle] {
            m_options.hiddenCycles.insert(cycle);
            relayout();
        });
        hide->setEnabled(!node.isCenter);
    } else {
        const int symbol = node.symbol;
        menu->addAction(tr("&Focus Here"), this, [this, symbol] { focusOn(symbol); })
            ->setToolTip(tr("Make this the current function and draw its neighbourhood"));
        menu->addAction(tr("Go to &Source"), this,
                        [this, symbol] { emit sourceRequested(symbol); });
        QAction *hide = menu->addAction(tr("&Hide This Function"), this, [this, symbol] {
            m_options.hiddenSymbols.insert(symbol);
            relayout();
        });
        hide->setEnabled(!node.isCenter); // the neighbourhood is drawn around it
        if (node.inExpandedCycle)
            menu->addAction(tr("&Collapse Cycle %1").arg(cycle), this,
                            [this, cycle] { setCycleExpanded(cycle, false); });
    }
    const QString name = shownName(node, false);
    menu->addAction(tr("Copy &Name"), this,
                    [name] { QGuiApplication::clipboard()->setText(name); });
    addShowHidden(menu);
    return menu;
}

CallGraphView::~CallGraphView()
{
    m_latest->store(~quint64(0)); // queued layouts skip their work
    m_pool.waitForDone();
}

void CallGraphView::setOptions(const CallGraphOptions &options)
{
    m_options = options;
    showOptions();
    relayout();
}

void CallGraphView::showOptions()
{
    const CallGraphOptions &options = m_options;
    m_updatingControls = true;
    m_scope->setCurrentIndex(options.scope == CallGraphOptions::Scope::WholeProgram ? 1 : 0);
    m_callerDepth->setValue(options.callerDepth);
    m_calleeDepth->setValue(options.calleeDepth);
    m_threshold->setValue(options.threshold * 100);
    m_staticArcs->setChecked(options.showStaticArcs);
    m_budget->setValue(int(options.nodeBudget));
    m_callerDepth->setEnabled(options.scope == CallGraphOptions::Scope::Neighbourhood);
    m_calleeDepth->setEnabled(options.scope == CallGraphOptions::Scope::Neighbourhood);
    m_updatingControls = false;
}

void CallGraphView::readControls()
{
    if (m_updatingControls)
        return;
    CallGraphOptions o = m_options;
    o.scope = m_scope->currentIndex() == 1 ? CallGraphOptions::Scope::WholeProgram
                                           : CallGraphOptions::Scope::Neighbourhood;
    o.callerDepth = m_callerDepth->value();
    o.calleeDepth = m_calleeDepth->value();
    o.threshold = m_threshold->value() / 100;
    if (size_t(m_budget->value()) != o.nodeBudget) {
        o.nodeBudget = size_t(m_budget->value());
        QSettings().setValue(settingsKey::graphNodeBudget, m_budget->value());
    }
    setOptions(o);
}

void CallGraphView::setProfile(std::shared_ptr<const ProfileResult> profile)
{
    m_profile = std::move(profile);
    m_shownSymbolsValid = false; // the graph on screen has another program's symbols
    m_options.expandedCycles.clear();
    m_placedFor.first = -2; // a new profile is placed afresh
    updateLegend();
    relayout();
}

void CallGraphView::setComparison(std::shared_ptr<const Comparison> comparison)
{
    m_comparison = std::move(comparison);
    updateLegend();
    relayout(); // the nodes' lines and the labels change size
}

const Comparison *CallGraphView::activeComparison() const
{
    // Symbol indices are the New profile's: drawn over that profile only.
    return m_comparison && m_profile && m_comparison->next.profile == m_profile ? m_comparison.get()
                                                                                : nullptr;
}

void CallGraphView::updateLegend()
{
    const Comparison *comparison = activeComparison();
    m_legend->setVisible(comparison != nullptr);
    if (!comparison)
        return;
    auto swatch = [](const QColor &fill) {
        return QStringLiteral("<span style=\"background-color:%1; color:%1\">"
                              "&nbsp;&nbsp;&nbsp;&nbsp;</span>")
            .arg(fill.name());
    };
    FunctionDelta slower, faster;
    slower.status = DeltaStatus::Slower;
    faster.status = DeltaStatus::Faster;
    slower.significant = faster.significant = true;
    slower.deltaPercent = faster.deltaPercent = 50;
    const QString slowerSwatch = swatch(deltaFill(&slower));
    const QString fasterSwatch = swatch(deltaFill(&faster));
    const QString plainSwatch = swatch(deltaFill(nullptr));
    // One line under the controls (a small screen has no room for more);
    // the whole key in its tooltip.
    m_legend->setText(tr("%1 slower %2 faster %3 no significant change; Δ ≈ estimated")
                          .toHtmlEscaped()
                          .arg(slowerSwatch, fasterSwatch, plainSwatch));
    m_legend->setToolTip(
        tr("Base → New, self time per run: %1 significantly slower, %2 significantly faster, "
           "%3 no significant change or not compared; dashed: new in New. Δ ≈ is estimated "
           "from samples. Arrows: calls per run, base → new where they changed; in the "
           "colour of the function they lead to when it changed significantly.")
            .toHtmlEscaped()
            .arg(slowerSwatch, fasterSwatch, plainSwatch) +
        QStringLiteral("<br><br>") +
        tr("Only changes that are significant after the correction for testing every "
           "function (Benjamini-Hochberg, false discovery rate %1%) are coloured; the "
           "stronger the colour, the bigger the change in per cent. Hover a function for "
           "its interval and p-value.")
            .toHtmlEscaped()
            .arg(QString::number(100 * comparison->options.alpha, 'g', 3)));
}

std::shared_ptr<const GraphMarks> CallGraphView::marksFor(const CallGraph &graph) const
{
    auto marks = std::make_shared<GraphMarks>();
    const Comparison *comparison = activeComparison();
    if (!comparison)
        return marks;
    marks->comparing = true;
    marks->alpha = std::isnan(comparison->intervalAlpha) ? comparison->options.alpha
                                                         : comparison->intervalAlpha;
    const ProfileResult &profile = *m_profile;
    std::vector<const FunctionDelta *> bySymbol(profile.symbols.size(), nullptr);
    for (const FunctionDelta &d : comparison->functions)
        if (d.newSymbol >= 0 && size_t(d.newSymbol) < bySymbol.size())
            bySymbol[size_t(d.newSymbol)] = &d;
    // The name a function is compared by: its delta's, else the one shown.
    auto nameOf = [&](const CallGraphNode &n) -> std::optional<std::string> {
        if (n.kind != CallGraphNode::Kind::Function || n.symbol < 0 ||
            size_t(n.symbol) >= bySymbol.size())
            return std::nullopt;
        const FunctionDelta *d = bySymbol[size_t(n.symbol)];
        return d ? d->name : profile.symbol(n.symbol).displayName;
    };
    for (const CallGraphNode &n : graph.nodes) {
        const FunctionDelta *d = n.kind == CallGraphNode::Kind::Function && n.symbol >= 0 &&
                                         size_t(n.symbol) < bySymbol.size()
                                     ? bySymbol[size_t(n.symbol)]
                                     : nullptr;
        marks->nodes.push_back(d ? std::optional<FunctionDelta>(*d) : std::nullopt);
    }
    std::map<std::pair<std::string, std::string>, const ArcDelta *> arcs;
    for (const ArcDelta &a : comparison->arcs)
        arcs[{a.caller, a.callee}] = &a;
    const double runs = double(std::max<size_t>(comparison->next.runs.size(), 1));
    for (const CallGraphEdge &e : graph.edges) {
        const auto &callee = marks->nodes[size_t(e.to)];
        marks->edgeInks.push_back(e.isStatic ? QColor() : deltaInk(callee ? &*callee : nullptr));
        if (e.isStatic) { // never taken: nothing to compare
            marks->edgeLabels.push_back(callCountText(e));
            marks->edgeTips.emplace_back();
            continue;
        }
        const auto from = nameOf(graph.nodes[size_t(e.from)]);
        const auto to = nameOf(graph.nodes[size_t(e.to)]);
        const auto arc = from && to ? arcs.find({*from, *to}) : arcs.end();
        if (arc == arcs.end()) {
            marks->edgeLabels.push_back(perRun(double(e.count) / runs));
            marks->edgeTips.push_back(
                from && to ? tr("%1 calls per run in New; no such call in Base")
                                 .arg(perRun(double(e.count) / runs))
                           : tr("%1 calls per run in New, into or out of a cycle drawn as "
                                "one node: not compared")
                                 .arg(perRun(double(e.count) / runs)));
            continue;
        }
        const ArcDelta &a = *arc->second;
        marks->edgeLabels.push_back(
            a.baseCalls == a.newCalls ? perRun(a.newCalls)
                                      : tr("%1 → %2").arg(perRun(a.baseCalls), perRun(a.newCalls)));
        marks->edgeTips.push_back(tr("Calls per run: %1 in Base, %2 in New (counted, not "
                                     "estimated)")
                                      .arg(perRun(a.baseCalls), perRun(a.newCalls)));
    }
    return marks;
}

void CallGraphView::updateProfile(std::shared_ptr<const ProfileResult> profile)
{
    m_profile = std::move(profile);
    updateLegend();
    relayout();
}

void CallGraphView::setCurrent(int symbol)
{
    if (symbol == m_options.center)
        return;
    m_options.center = symbol;
    updateCycleAction();
    if (m_options.scope == CallGraphOptions::Scope::Neighbourhood)
        relayout();
    else
        updateSearch();
}

void CallGraphView::setCycleExpanded(int cycle, bool expanded)
{
    if (expanded)
        m_options.expandedCycles.insert(cycle);
    else
        m_options.expandedCycles.erase(cycle);
    relayout();
}

int CallGraphView::currentCycle() const
{
    if (!m_profile || m_options.center < 0 || size_t(m_options.center) >= m_profile->symbols.size())
        return 0;
    return m_profile->symbols[size_t(m_options.center)].cycle;
}

void CallGraphView::updateCycleAction()
{
    const int cycle = currentCycle();
    m_cycleAction->setEnabled(cycle > 0);
    m_cycleAction->setChecked(cycle > 0 && m_options.expandedCycles.count(cycle) > 0);
}

void CallGraphView::relayout()
{
    updateCycleAction();
    if (!m_profile) {
        clearGraph();
        m_info->clear();
        return;
    }
    CallGraph graph = buildCallGraph(*m_profile, m_options);
    std::shared_ptr<const GraphMarks> marks = marksFor(graph);
    // Node sizes from the labels, measured here where fonts live.
    const QFontMetricsF fm(nodeFont());
    QFont bold = nodeFont();
    bold.setBold(true);
    const QFontMetricsF bm(bold);
    std::vector<QSizeF> sizes;
    for (size_t i = 0; i < graph.nodes.size(); ++i) {
        const CallGraphNode &n = graph.nodes[i];
        const auto &delta = i < marks->nodes.size() ? marks->nodes[i] : std::nullopt;
        const QStringList lines = nodeLines(n, delta ? &*delta : nullptr);
        qreal width = 0;
        for (int i = 0; i < lines.size(); ++i)
            width = std::max(width, (i == 0 ? bm : fm).horizontalAdvance(lines[i]));
        sizes.emplace_back(width + 2 * kPadding + 2,
                           lines.size() * fm.lineSpacing() + 2 * kPadding);
    }
    std::vector<QSizeF> labelSizes;
    for (size_t i = 0; i < graph.edges.size(); ++i)
        labelSizes.push_back(CallCountItem::sizeFor(edgeLabel(graph, i, *marks)));
    const quint64 job = ++m_job;
    m_latest->store(job);
    ++m_pending;
    setLayingOut(true);
    m_info->setText(tr("laying out %n node(s)...", nullptr, int(graph.nodes.size())));
    auto latest = m_latest;
    auto *watcher = new QFutureWatcher<CallGraphLayoutResult>(this);
    connect(watcher, &QFutureWatcher<CallGraphLayoutResult>::finished, this,
            [this, watcher, graph, marks, job] {
                watcher->deleteLater();
                --m_pending;
                if (job != m_job)
                    return; // superseded or cancelled
                showLayout(graph, watcher->future().result(), marks);
            });
    watcher->setFuture(QtConcurrent::run(&m_pool, [graph, sizes, labelSizes, job, latest] {
        if (latest->load() != job)
            return CallGraphLayoutResult{}; // a newer request came first
        return layoutCallGraph(graph, sizes, labelSizes);
    }));
}

void CallGraphView::clearGraph()
{
    m_canvas->scene()->clear();
    m_graph = {};
    m_layout = {};
}

void CallGraphView::setLayingOut(bool on)
{
    m_layingOut = on;
    m_cancelAction->setEnabled(on);
    m_cancelButton->setVisible(on);
}

void CallGraphView::cancelLayout()
{
    if (!m_layingOut)
        return;
    // dot cannot be stopped midway: its result is dropped when it comes,
    // and the next layout waits for it.
    ++m_job;
    m_latest->store(m_job); // queued layouts skip their work
    setLayingOut(false);
    // The controls say what the graph shows again.
    m_options = m_shownOptions;
    showOptions();
    updateCycleAction();
    if (!m_shownSymbolsValid)
        clearGraph();
    m_info->setText(m_graph.nodes.empty()
                        ? tr("Layout cancelled.")
                        : tr("Layout cancelled: the graph shows what it showed before."));
}

int CallGraphView::currentNodeIn(const CallGraph &graph) const
{
    if (graph.center >= 0)
        return graph.center;
    // The whole program: the current function, or the cycle node it is
    // drawn in (its collapsed cycle's, or its expanded cycle's hidden members').
    if (const int node = graph.nodeOf(m_options.center); node >= 0)
        return node;
    const int cycle = currentCycle();
    for (size_t i = 0; i < graph.nodes.size(); ++i)
        if (graph.nodes[i].kind == CallGraphNode::Kind::Cycle && cycle > 0 &&
            graph.nodes[i].cycle == cycle)
            return int(i);
    return -1;
}

QRectF CallGraphView::focusOf(const CallGraph &graph, const CallGraphLayoutResult &layout) const
{
    if (graph.nodes.empty() || layout.nodes.size() < graph.nodes.size())
        return {};
    if (const int node = currentNodeIn(graph); node >= 0)
        return layout.nodes[size_t(node)].rect;
    // Else the busiest node.
    size_t best = 0;
    for (size_t i = 0; i < graph.nodes.size(); ++i)
        if (graph.nodes[i].totalShare > graph.nodes[best].totalShare)
            best = i;
    return layout.nodes[best].rect;
}

void CallGraphView::zoomBy(double factor)
{
    // Around the current function's node when it is in view (the keys
    // zoom into what is being looked at), else around the middle.
    const QRectF shown = m_canvas->mapToScene(m_canvas->viewport()->rect()).boundingRect();
    const int node = m_layout.nodes.size() >= m_graph.nodes.size() ? currentNodeIn(m_graph) : -1;
    const QPointF current = node >= 0 ? m_layout.nodes[size_t(node)].rect.center() : QPointF();
    m_canvas->zoomAround(factor, node >= 0 && shown.contains(current) ? current : shown.center());
}

void CallGraphView::showLayout(const CallGraph &graph, const CallGraphLayoutResult &layout,
                               const std::shared_ptr<const GraphMarks> &marks)
{
    QGraphicsScene *scene = m_canvas->scene();
    scene->clear();
    m_graph = graph;
    m_layout = layout;
    m_shownOptions = m_options;
    m_shownSymbolsValid = true;
    setLayingOut(false);
    if (!layout.error.isEmpty()) {
        m_info->setText(layout.error.toHtmlEscaped());
        emit layoutFinished();
        return;
    }
    for (const auto &c : layout.clusters)
        scene->addItem(new ClusterItem(c.cycle, c.rect));
    for (size_t i = 0; i < graph.edges.size() && i < layout.edges.size(); ++i) {
        auto *edge = new EdgeItem(graph.edges[i], layout.edges[i]);
        if (i < marks->edgeTips.size() && !marks->edgeTips[i].isEmpty())
            edge->setToolTip(edge->toolTip() + QLatin1Char('\n') + marks->edgeTips[i]);
        if (i < marks->edgeInks.size())
            edge->setInk(marks->edgeInks[i]);
        scene->addItem(edge);
        if (const QRectF room = layout.edges[i].label; !room.isNull()) {
            auto *count = new CallCountItem(edgeLabel(graph, i, *marks), edge->toolTip());
            count->setPos(room.center() - count->boundingRect().center());
            scene->addItem(count);
        }
    }
    for (size_t i = 0; i < graph.nodes.size() && i < layout.nodes.size(); ++i) {
        const auto &delta = i < marks->nodes.size() ? marks->nodes[i] : std::nullopt;
        const CallGraphNode &node = graph.nodes[i];
        const QString pieces = m_profile && node.kind == CallGraphNode::Kind::Function
                                   ? clonePiecesNote(*m_profile, node.symbol, true)
                                   : QString();
        scene->addItem(new NodeItem(node, int(i), layout.nodes[i].rect, marks->comparing,
                                    delta ? &*delta : nullptr, marks->alpha, pieces));
    }
    scene->setSceneRect(layout.bounds.adjusted(-20, -20, 20, 20));
    m_info->setText(statusText(graph, layout));
    m_updatingControls = true; // what is drawn: static arcs may be left out
    m_staticArcs->setChecked(m_options.showStaticArcs && !graph.staticArcsLeftOut);
    m_updatingControls = false;
    // A new function or scope: place the view afresh. The same one laid out
    // again (a cycle opened, a depth changed): keep the user's zoom and
    // bring the focus back into the middle.
    const QRectF focus = focusOf(graph, layout);
    const std::pair<int, CallGraphOptions::Scope> placedFor{m_options.center, m_options.scope};
    if (placedFor != m_placedFor || focus.isNull())
        m_canvas->place(focus);
    else {
        m_canvas->centerOn(focus.center());
        m_canvas->setPlacedFocus(focus);
    }
    m_placedFor = placedFor;
    updateSearch();
    emit layoutFinished();
}

QString CallGraphView::statusText(const CallGraph &graph, const CallGraphLayoutResult &layout) const
{
    // Says which limit left functions out, and offers to lift it.
    auto link = [](const QString &href, const QString &text) {
        return QStringLiteral(" <a href=\"%1\">%2</a>").arg(href, text.toHtmlEscaped());
    };
    QStringList parts{tr("%n node(s)", nullptr, int(graph.nodes.size()))};
    if (graph.belowThreshold)
        parts << tr("%n hidden below %1 %", nullptr, graph.belowThreshold)
                     .arg(locale().toString(100 * m_options.threshold, 'f', 1))
                     .toHtmlEscaped();
    if (graph.overBudget)
        parts << tr("%n hidden: the graph shows at most %1 functions", nullptr, graph.overBudget)
                         .arg(m_options.nodeBudget)
                         .toHtmlEscaped() +
                     link(QStringLiteral("more"), tr("show up to %1").arg(raisedBudget()));
    if (graph.hiddenByUser)
        parts << tr("%n hidden by you", nullptr, graph.hiddenByUser).toHtmlEscaped() +
                     link(QStringLiteral("unhide"), tr("show again"));
    if (graph.staticArcsLeftOut)
        parts << tr("static arcs off above %n function(s)", nullptr, int(m_options.staticArcsUpTo))
                     .toHtmlEscaped();
    QString info = parts.join(QStringLiteral(", "));
    info += tr(" · %1 ms").arg(layout.milliseconds, 0, 'f', 0).toHtmlEscaped();
    if (layout.limited)
        info += tr(" (dot's effort limited)").toHtmlEscaped();
    return info;
}

int CallGraphView::raisedBudget() const
{
    // Twice the budget at most: a layout's time grows faster than its nodes.
    const int budget = int(m_options.nodeBudget);
    return std::min({budget * 2, budget + m_graph.overBudget, m_budget->maximum()});
}

void CallGraphView::setNodeBudget(int budget)
{
    m_budget->setValue(budget); // lays out again, and is kept for the next time
}

void CallGraphView::updateSearch()
{
    const QString text = m_search->text();
    for (QGraphicsItem *item : m_canvas->scene()->items()) {
        if (item->type() != NodeType)
            continue;
        auto *node = static_cast<NodeItem *>(item);
        const bool match =
            !text.isEmpty() &&
            QString::fromStdString(node->node().name).contains(text, Qt::CaseInsensitive);
        node->setHighlighted(match);
    }
}

int CallGraphView::highlighted() const
{
    int n = 0;
    for (QGraphicsItem *item : m_canvas->scene()->items())
        if (item->type() == NodeType && static_cast<NodeItem *>(item)->highlighted())
            ++n;
    return n;
}

namespace {

// Every export is made in memory and then written beside PATH and renamed
// over it: a failure leaves the old file as it was.
QString writeExport(const QString &path, const QByteArray &bytes,
                    const std::vector<std::string> &filesRead)
{
    auto written = writeFileAtomically(
        path.toStdString(), std::string_view(bytes.constData(), size_t(bytes.size())), filesRead);
    return written ? QString() : displayText(written.error());
}

} // namespace

QString CallGraphView::exportSvg(const QString &path) const
{
    QBuffer out;
    out.open(QIODevice::WriteOnly);
    {
        QSvgGenerator svg;
        svg.setOutputDevice(&out);
        const QRectF r = m_canvas->scene()->sceneRect();
        svg.setSize(r.size().toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), r.size()));
        svg.setTitle(tr("Call graph"));
        QPainter p(&svg);
        p.fillRect(QRectF(QPointF(0, 0), r.size()), backgroundInk());
        m_canvas->scene()->render(&p, QRectF(QPointF(0, 0), r.size()), r);
    }
    return writeExport(path, out.data(), m_filesRead);
}

QString CallGraphView::exportPng(const QString &path) const
{
    const QRectF r = m_canvas->scene()->sceneRect();
    QImage image((r.size() * 2).toSize(), QImage::Format_ARGB32);
    image.fill(backgroundInk());
    {
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        m_canvas->scene()->render(&p, QRectF(QPointF(0, 0), r.size() * 2), r);
    }
    QBuffer out;
    out.open(QIODevice::WriteOnly);
    if (!image.save(&out, "PNG"))
        return tr("Cannot write %1").arg(path);
    return writeExport(path, out.data(), m_filesRead);
}

QString CallGraphView::exportDot(const QString &path) const
{
    return writeExport(path, QByteArray::fromStdString(toDot(m_graph)), m_filesRead);
}

} // namespace gmonview
