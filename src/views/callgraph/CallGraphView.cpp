// SPDX-License-Identifier: MIT
#include "views/callgraph/CallGraphView.h"

#include "views/callgraph/CallGraphItems.h"
#include "views/callgraph/CallGraphStyle.h"
#include "views/callgraph/GraphCanvas.h"

#include "model/document/MessageText.h"
#include "model/items/FlatProfileModel.h"
#include "model/stats/ProfileCompare.h"
#include "views/common/FlowLayout.h"
#include "views/common/Icons.h"
#include "views/common/Palette.h"
#include "views/common/WindowSettings.h"

#include "io/FileBytes.h"
#include "model/document/ProfileDocument.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>
#include <map>
#include <optional>

namespace gmonview {

using namespace graphstyle;

CallGraphView::CallGraphView(QWidget *parent)
    : QWidget(parent), ProfileView(this), m_latest(std::make_shared<std::atomic<quint64>>(0))
{
    m_pool.setMaxThreadCount(1);
    createActions();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(createControlBar());
    layout->addLayout(createStatusRow());
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
    setLayingOut(false);
    setOptions(m_options);
    connectControls();
    connectCanvas();
}

// What clicks, double-clicks and menus on the canvas do.
void CallGraphView::connectCanvas()
{
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
    auto *watcher = new QFutureWatcher<SceneLayout>(this);
    connect(watcher, &QFutureWatcher<SceneLayout>::finished, this,
            [this, watcher, graph, marks, job] {
                watcher->deleteLater();
                --m_pending;
                if (job != m_job)
                    return; // superseded or cancelled
                showLayout(graph, watcher->future().result(), marks);
            });
    watcher->setFuture(QtConcurrent::run(&m_pool, [graph, sizes, labelSizes, job, latest] {
        if (latest->load() != job)
            return SceneLayout{}; // a newer request came first
        return layOutScene(graph, sizes, labelSizes);
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

QRectF CallGraphView::focusOf(const CallGraph &graph, const SceneLayout &layout) const
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

void CallGraphView::showLayout(const CallGraph &graph, const SceneLayout &layout,
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

QString CallGraphView::statusText(const CallGraph &graph, const SceneLayout &layout) const
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

void CallGraphView::doUpdate(Changes what)
{
    const ViewContext &c = context();
    if (what & ProfileChanged) {
        setProfile(c.profile);
        setFilesRead(c.document ? c.document->filesRead() : std::vector<std::string>());
        setProgram(c.document && c.document->executable() ? c.document->executable()->path : "");
    } else if (what & ProfileRefined) {
        updateProfile(c.profile);
    }
    if (what & ComparisonChanged)
        setComparison(c.comparison);
    if (what & CurrentChanged)
        setCurrent(c.current);
}

} // namespace gmonview
