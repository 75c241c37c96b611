// SPDX-License-Identifier: MIT
// The call graph view's controls: its actions (in the window's Graph menu
// too), the bar of scope, depths, threshold, budget, static arcs, search,
// fit and export, and the layout's status row.
#include "views/callgraph/CallGraphView.h"

#include "views/callgraph/GraphCanvas.h"
#include "views/common/FlowLayout.h"
#include "views/common/Icons.h"
#include "views/common/WindowSettings.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>
#include <QSpinBox>
#include <QToolButton>

#include <algorithm>

namespace gmonview {

// The graph's actions, shown in the window's Graph menu with their
// shortcuts too, and the export menu.
void CallGraphView::createActions()
{
    m_fitAction = new QAction(tr("&Fit to Window"), this);
    m_fitAction->setIconText(tr("Fit"));
    m_fitAction->setToolTip(tr("Fit the graph to the window"));
    m_fitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    auto *zoomIn = new QAction(tr("Zoom &In"), this);
    zoomIn->setShortcut(QKeySequence::ZoomIn);
    auto *zoomOut = new QAction(tr("Zoom &Out"), this);
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    m_exportMenu = new QMenu(this);
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
    QAction *svg = m_exportMenu->addAction(tr("Export as &SVG..."), this, [=] {
        exportTo(tr("SVG (*.svg)"), QStringLiteral("svg"), &CallGraphView::exportSvg);
    });
    QAction *png = m_exportMenu->addAction(tr("Export as &PNG..."), this, [=] {
        exportTo(tr("PNG (*.png)"), QStringLiteral("png"), &CallGraphView::exportPng);
    });
    QAction *dot = m_exportMenu->addAction(tr("Export as &DOT..."), this, [=] {
        exportTo(tr("Graphviz DOT (*.dot *.gv)"), QStringLiteral("dot"), &CallGraphView::exportDot);
    });
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
    m_menuActions = {m_fitAction,   zoomIn, zoomOut, separator(), m_cycleAction,
                     separator(), svg,    png,     dot};
}

// The scope, depths, threshold, budget, static arcs, search, fit and export.
QWidget *CallGraphView::createControlBar()
{
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
    auto *fit = new QToolButton(this);
    fit->setAutoRaise(true);
    fit->setDefaultAction(m_fitAction);
    auto *exportButton = new QToolButton(this);
    exportButton->setText(tr("Export"));
    exportButton->setPopupMode(QToolButton::InstantPopup);
    exportButton->setAutoRaise(true);
    exportButton->setToolTip(tr("Save the graph as SVG, PNG or Graphviz DOT"));
    exportButton->setMenu(m_exportMenu);
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_scope, m_callerDepth, m_calleeDepth, m_threshold,
                                          m_budget, m_staticArcs, m_search, fit, exportButton})
        flow->addWidget(w);
    return bar;
}

// The layout's status, with its links, and the button that cancels it.
QHBoxLayout *CallGraphView::createStatusRow()
{
    m_info = new QLabel(this);
    m_info->setObjectName(QStringLiteral("graphStatus"));
    m_info->setTextFormat(Qt::RichText);
    connect(m_info, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link == QLatin1String("more"))
            setNodeBudget(raisedBudget());
        else if (link == QLatin1String("unhide"))
            showHidden();
    });
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
    return statusRow;
}

void CallGraphView::connectControls()
{
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
    connect(m_fitAction, &QAction::triggered, this, [this] {
        m_canvas->userMoved();
        m_canvas->fit();
    });
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

} // namespace gmonview
