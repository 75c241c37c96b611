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

using namespace graphstyle;

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
