// SPDX-License-Identifier: MIT
// The main window's compare mode: what is open (New) against Base.
#include "views/window/MainWindow.h"

#include "model/document/ProfileDocument.h"
#include "model/items/FlatProfileModel.h"
#include "views/callgraph/CallGraphView.h"
#include "views/common/MessageBar.h"
#include "views/common/WindowSettings.h"
#include "views/compare/ComparePanel.h"
#include "views/source/SourceView.h"
#include "views/window/Navigator.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <algorithm>

namespace gmonview {

void MainWindow::createCompareMode(QMenu *file)
{
    m_comparePanel = new ComparePanel(m_document, m_topSplitter);
    m_comparePanel->setObjectName(QStringLiteral("comparePanel"));
    m_topSplitter->insertWidget(0, m_comparePanel);
    m_topSplitter->setStretchFactor(0, 1); // shares a resize with the graph, as the flat view does
    m_comparePanel->hide();
    connect(m_comparePanel, &ComparePanel::functionActivated, m_navigator, &Navigator::setCurrent);
    connect(m_navigator, &Navigator::currentChanged, m_comparePanel, &ComparePanel::setCurrent);
    connect(m_comparePanel, &ComparePanel::comparisonChanged, this, &MainWindow::showComparison);
    connect(m_comparePanel, &ComparePanel::baseLinesChanged, this,
            [this] { updateViews(ProfileView::BaseLinesChanged); });
    connect(m_comparePanel, &ComparePanel::message, this,
            [this](const QString &text, bool error) { m_messageBar->showMessage(text, error); });
    // Said with the outcome of the load that opened another program.
    connect(m_comparePanel, &ComparePanel::stopped, this,
            [this](const QString &why) { m_compareNotice = why; });
    // Neither table can be dragged shut (the graph can).
    m_topSplitter->setCollapsible(m_topSplitter->indexOf(m_comparePanel), false);
    m_topSplitter->setCollapsible(m_topSplitter->indexOf(m_flatView), false);

    QAction *compare = file->addAction(tr("Compare &With Base..."), this, [this] {
        if (!m_document->profile())
            return;
        QSettings settings;
        const QStringList files = QFileDialog::getOpenFileNames(
            this, tr("Compare With: the Base Program or Its Runs"),
            settings.value(settingsKey::gmonDir).toString(), tr("All files (*)"));
        if (!files.isEmpty())
            compareWith(files);
    });
    compare->setShortcut(QKeySequence(tr("Ctrl+B")));
    compare->setToolTip(tr("Compare what is open (New) with other runs (Base): a program and "
                           "its runs, or runs alone"));
    m_stopCompareAction =
        file->addAction(tr("S&top Comparing"), m_comparePanel, &ComparePanel::stop);
    m_stopCompareAction->setEnabled(false);

    // Runs move between the groups from their lists' context menus; Base's
    // are removed as New's are.
    QTableView *baseRuns = m_comparePanel->baseRunsView();
    const auto currentPath = [](QTableView *view, const ProfileDocument *document) {
        const QModelIndex current = view->currentIndex();
        return current.isValid() && size_t(current.row()) < document->runs().size()
                   ? QString::fromStdString(document->runs()[size_t(current.row())].stats.path)
                   : QString();
    };
    auto *toBase = new QAction(tr("Move to &Base"), m_runsView);
    toBase->setToolTip(tr("Take the selected run out of New and add it to Base"));
    connect(toBase, &QAction::triggered, this, [this, currentPath] {
        const QString path = currentPath(m_runsView, m_document);
        if (path.isEmpty() || !m_comparePanel->isComparing())
            return;
        m_document->removeRun(m_runsView->currentIndex().row());
        m_comparePanel->addBaseRuns({path});
    });
    m_runsView->addAction(toBase);
    auto *removeBase = new QAction(tr("&Remove Run"), baseRuns);
    removeBase->setShortcut(QKeySequence::Delete);
    removeBase->setShortcutContext(Qt::WidgetShortcut);
    connect(removeBase, &QAction::triggered, this, [this, baseRuns] {
        if (baseRuns->currentIndex().isValid())
            m_comparePanel->baseDocument()->removeRun(baseRuns->currentIndex().row());
    });
    auto *toNew = new QAction(tr("Move to &New"), baseRuns);
    toNew->setToolTip(tr("Take the selected run out of Base and add it to New"));
    connect(toNew, &QAction::triggered, this, [this, baseRuns, currentPath] {
        ProfileDocument *base = m_comparePanel->baseDocument();
        const QString path = currentPath(baseRuns, base);
        if (path.isEmpty())
            return;
        base->removeRun(baseRuns->currentIndex().row());
        addRuns({path});
    });
    baseRuns->addAction(removeBase);
    baseRuns->addAction(toNew);
    baseRuns->setContextMenuPolicy(Qt::ActionsContextMenu);
}

void MainWindow::compareWith(const QStringList &files)
{
    m_comparePanel->openBase(files);
    if (m_lowerTabs->indexOf(m_comparePanel->baseRunsView()) < 0)
        m_lowerTabs->addTab(m_comparePanel->baseRunsView(), tr("Base Runs"));
}

void MainWindow::showComparison(const std::shared_ptr<const Comparison> &comparison)
{
    const bool comparing = comparison != nullptr;
    updateViews(ProfileView::ComparisonChanged);
    if (comparing != m_comparePanel->isVisibleTo(this)) {
        // The comparison takes the flat profile's place. Each mode keeps its
        // own layout; the first comparison takes the flat profile's width.
        (comparing ? m_plainTopState : m_compareTopState) = m_topSplitter->saveState();
        QList<int> sizes = m_topSplitter->sizes(); // the panel, the flat profile, the graph
        const int width = std::max(sizes[0], sizes[1]);
        m_comparePanel->setVisible(comparing);
        m_flatView->setVisible(!comparing);
        const QByteArray &state = comparing ? m_compareTopState : m_plainTopState;
        if (state.isEmpty() || !m_topSplitter->restoreState(state)) {
            sizes[0] = comparing ? width : 0;
            sizes[1] = comparing ? 0 : width;
            m_topSplitter->setSizes(sizes);
        }
        revealPane(mainTable());
        if (!comparing)
            showFlatProfileFromTheStart();
        // Go names the table it goes to (the same key letter).
        m_goMainTableAction->setText(comparing ? tr("Com&parison") : tr("Flat &Profile"));
    }
    if (!m_comparePanel->isComparing()) // stopped: Base's runs go with it
        m_lowerTabs->removeTab(m_lowerTabs->indexOf(m_comparePanel->baseRunsView()));
    m_stopCompareAction->setEnabled(comparing || m_comparePanel->isComparing());
    const int runsTab = m_lowerTabs->indexOf(m_runsView);
    m_lowerTabs->setTabText(runsTab, comparing ? tr("New Runs") : tr("Runs"));
    showWarnings(); // with the comparison's
    if (comparing) {
        m_comparePanel->setCurrent(m_navigator->current());
        statusBar()->showMessage(
            tr("Comparing with %1: the views show New; the table, the "
               "difference from Base")
                .arg(QFileInfo(QString::fromStdString(comparison->base.executablePath)).fileName()),
            10000);
    }
}

void MainWindow::showFlatProfileFromTheStart()
{
    // Hidden while comparing, it had no width to scroll in: back at its
    // first column (the names), on the current function's row.
    QScrollBar *sideways = m_flatView->horizontalScrollBar();
    sideways->setValue(sideways->minimum());
    const QModelIndex current = m_flatView->currentIndex();
    if (current.isValid())
        m_flatView->scrollTo(current.siblingAtColumn(FlatProfileModel::Name));
}

QWidget *MainWindow::mainTable() const
{
    if (m_comparePanel && m_comparePanel->isVisibleTo(this))
        return m_comparePanel->table();
    return m_flatView;
}

bool MainWindow::dropOnBase(const QPoint &at, const QStringList &paths)
{
    QTableView *base = m_comparePanel->baseRunsView();

    if (!base->isVisible() || !base->rect().contains(base->mapFrom(this, at)))
        return false;
    m_comparePanel->addBaseRuns(paths);
    return true;
}

} // namespace gmonview
