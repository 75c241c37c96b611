// SPDX-License-Identifier: MIT
#include "views/window/MainWindow.h"

#include "io/ElfImage.h"
#include "model/document/MessageText.h"
#include "model/document/ProfileDocument.h"
#include "model/engine/InlineProfile.h"
#include "model/estimate/NameShortener.h"
#include "model/items/FlatProfileModel.h"
#include "model/items/RunsModel.h"
#include "views/callgraph/CallGraphView.h"
#include "views/calls/CallersCalleesView.h"
#include "views/calltree/CallTreeView.h"
#include "views/common/EmptyHint.h"
#include "views/common/Icons.h"
#include "views/common/MessageBar.h"
#include "views/common/ShortcutsFirst.h"
#include "views/common/Tables.h"
#include "views/common/WindowSettings.h"
#include "views/compare/ComparePanel.h"
#include "views/flame/FlameGraphView.h"
#include "views/flat/FlatProfileDelegate.h"
#include "views/runs/RunChooser.h"
#include "views/runs/RunMatrixView.h"
#include "views/source/SourceView.h"
#include "views/treemap/TreemapView.h"
#include "views/window/Navigator.h"
#include "views/window/UserGuide.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QCompleter>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHeaderView>
#include <QItemSelection>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QScrollBar>
#include <QSet>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <functional>
#include <utility>

namespace gmonview {

MainWindow::MainWindow(QWidget *parent) : MainWindow(QStringList(), parent)
{}

MainWindow::MainWindow(const QStringList &commandLine, QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("gmonview"));
    // Scalable, so sharp at any device pixel ratio.
    setWindowIcon(themedIcon(QStringLiteral("gmonview")));
    setAcceptDrops(true);

    m_document = new ProfileDocument(this);
    // The program and its runs are read in the background while the views
    // are built (the views were a fifth of the time to the first profile of
    // bench/check.sh's 20,000 functions, by perf's timestamps): the load's
    // end comes through the event loop, after the connections below; its
    // start is shown once they are made.
    int runsLoading = 0;
    auto loading = connect(m_document, &ProfileDocument::loadStarted, this,
                           [&runsLoading](int runs) { runsLoading = runs; });
    openCommandLine(commandLine);
    disconnect(loading);
    m_flatModel = new FlatProfileModel(this);
    m_flatFilter = new FlatProfileFilter(this);
    m_flatFilter->setSourceModel(m_flatModel);
    m_runsModel = new RunsModel(this);
    m_navigator = new Navigator(this);

    createWidgets();
    createActions();
    new ShortcutsFirst(this); // the window's keys work in its text fields too
    restoreSettings();
    showRunStatistics(); // none yet: the spread columns hidden, whatever was saved
    connectDocument();
    if (m_document->isLoading())
        showLoadStarted(runsLoading);

    connect(m_navigator, &Navigator::currentChanged, this, &MainWindow::showCurrent);
    connect(m_navigator, &Navigator::historyChanged, this, [this] {
        m_backAction->setEnabled(m_navigator->canGoBack());
        m_forwardAction->setEnabled(m_navigator->canGoForward());
    });
    connect(m_runsModel, &RunsModel::runEnabledChanged, m_document,
            &ProfileDocument::setRunEnabled);
    updateStatus();
}

MainWindow::~MainWindow() = default;

void MainWindow::createWidgets()
{
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    // Inline bars: refusals and errors, and what reading recovered from,
    // without blocking.
    m_messageBar = new MessageBar(MessageBar::Kind::Error, central);
    m_messageBar->setObjectName(QStringLiteral("messageBar"));
    layout->addWidget(m_messageBar);
    m_warningBar = new MessageBar(MessageBar::Kind::Warnings, central);
    m_warningBar->setObjectName(QStringLiteral("warningBar"));
    layout->addWidget(m_warningBar);

    m_mainSplitter = new QSplitter(Qt::Vertical, central);
    createTopPanes();
    createLowerTabs();
    m_mainSplitter->addWidget(m_topSplitter);
    m_mainSplitter->addWidget(m_lowerTabs);
    // The lower tabs keep their height when the window grows or shrinks:
    // the flat profile and the graph take the difference (maximised, the
    // room goes to them). The handle still sets the share.
    m_mainSplitter->setStretchFactor(0, 1);
    m_mainSplitter->setStretchFactor(1, 0);
    layout->addWidget(m_mainSplitter, 1);
    setCentralWidget(central);
    createStatusBar();
    // At most 1400x900, and at most nine tenths of the screen it opens on.
    resize(QSize(1400, 900).boundedTo(screen()->availableGeometry().size() * 0.9));
    m_mainSplitter->setSizes({height() - height() / 4, height() / 4}); // a quarter below
}

void MainWindow::createTopPanes()
{
    // The flat profile (or, in compare mode, the comparison) beside the graph.
    m_topSplitter = new QSplitter(Qt::Horizontal, m_mainSplitter);
    m_flatView = makeTable(m_topSplitter);
    m_flatView->setObjectName(QStringLiteral("flatProfile"));
    m_flatView->setAccessibleName(tr("Flat profile"));
    m_flatView->setModel(m_flatFilter);
    m_flatView->setItemDelegate(new FlatProfileDelegate(m_flatView));
    m_flatView->setSortingEnabled(true);
    m_flatView->sortByColumn(FlatProfileModel::Percent, Qt::DescendingOrder);
    sortNumbersLargestFirst(m_flatView, {FlatProfileModel::Name});
    m_emptyHint = new EmptyHint(m_flatView->viewport());
    m_flatView->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_flatView->horizontalHeader()->setSectionsMovable(true);
    // The name first on screen, unlike gprof's text: it is what people scan.
    m_flatView->horizontalHeader()->moveSection(FlatProfileModel::Name, 0);
    m_flatView->horizontalHeader()->setStretchLastSection(false);
    connect(m_flatView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &MainWindow::flatRowActivated);

    m_graphView = new CallGraphView(m_topSplitter);
    m_graphView->setObjectName(QStringLiteral("callGraph"));
    connect(m_graphView, &CallGraphView::functionActivated, m_navigator, &Navigator::setCurrent);
    m_topSplitter->addWidget(m_flatView);
    m_topSplitter->addWidget(m_graphView);
    m_topSplitter->setStretchFactor(0, 1);
    m_topSplitter->setStretchFactor(1, 1);
    m_topSplitter->setSizes({560, 500});
}

void MainWindow::createLowerTabs()
{
    m_lowerTabs = new QTabWidget(m_mainSplitter);
    m_lowerTabs->setObjectName(QStringLiteral("lowerTabs"));
    m_calls = new CallersCalleesView(m_lowerTabs);
    m_calls->setObjectName(QStringLiteral("callersAndCallees"));
    m_callersView = m_calls->callersTable();
    m_calleesView = m_calls->calleesTable();
    connect(m_calls, &CallersCalleesView::functionActivated, m_navigator, &Navigator::setCurrent);
    m_sourceView = new SourceView(m_lowerTabs);
    m_sourceView->setObjectName(QStringLiteral("source"));
    connect(m_sourceView, &SourceView::functionActivated, m_navigator, &Navigator::setCurrent);
    connect(m_sourceView, &SourceView::locateRequested, this, [this] {
        QSettings().setValue(settingsKey::sourceFolders, m_sourceView->sourceFolders());
    });
    m_lowerTabs->addTab(m_calls, tr("Callers and Callees"));
    m_lowerTabs->addTab(m_sourceView, tr("Source"));
    // The runs share the lower pane with the lists and the source: a column
    // of their own cost a third of a small screen's width.
    m_runsView = makeTable(m_lowerTabs);
    m_runsView->setObjectName(QStringLiteral("runs"));
    m_runsView->setAccessibleName(tr("Runs"));
    m_runsView->setModel(m_runsModel);
    m_runsView->setToolTip(tr("The runs summed into the profile. Uncheck one to leave it out; "
                              "drop gmon files on the window to add more."));
    m_lowerTabs->addTab(m_runsView, tr("Runs"));
    createRunMatrix();
    createDiagnostics();
    createEstimatedViews();
    m_views = {m_calls,       m_graphView,    m_sourceView, m_runMatrix,
               m_topDownView, m_bottomUpView, m_flameView,  m_treemapView};
    // A view that waited while hidden catches up when its tab is chosen.
    connect(m_lowerTabs, &QTabWidget::currentChanged, this, [this] {
        for (ProfileView *view : m_views)
            view->catchUp();
    });
}

void MainWindow::createStatusBar()
{
    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(QStringLiteral("statusLabel"));
    statusBar()->addWidget(m_statusLabel, 1);
    m_shownCount = new QLabel(this);
    m_shownCount->setObjectName(QStringLiteral("shownCount"));
    statusBar()->addPermanentWidget(m_shownCount);
    connect(m_flatFilter, &QAbstractItemModel::modelReset, this, &MainWindow::updateShownCount);
    connect(m_flatFilter, &QAbstractItemModel::layoutChanged, this, &MainWindow::updateShownCount);
    connect(m_flatFilter, &QAbstractItemModel::rowsInserted, this, &MainWindow::updateShownCount);
    connect(m_flatFilter, &QAbstractItemModel::rowsRemoved, this, &MainWindow::updateShownCount);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("loadProgress"));
    m_progress->setMaximumWidth(220);
    m_progress->hide();
    m_cancelButton = new QToolButton(this);
    m_cancelButton->setText(tr("Cancel"));
    m_cancelButton->hide();
    connect(m_cancelButton, &QToolButton::clicked, m_document, &ProfileDocument::cancelLoad);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancelButton);
}

void MainWindow::keepOnScreen()
{
    const QRect available = screen()->availableGeometry();
    if (width() > available.width() || height() > available.height())
        resize(size().boundedTo(available.size() * 0.9));
    QRect frame = frameGeometry();
    if (!available.contains(frame)) {
        frame.moveLeft(std::clamp(frame.left(), available.left(),
                                  std::max(available.left(), available.right() - frame.width())));
        frame.moveTop(std::clamp(frame.top(), available.top(),
                                 std::max(available.top(), available.bottom() - frame.height())));
        move(frame.topLeft());
    }
}

void MainWindow::flatRowActivated(const QModelIndex &current)
{
    if (m_selecting || !current.isValid())
        return;
    const QModelIndex source = m_flatFilter->mapToSource(current);
    const int symbol = source.isValid() ? m_flatModel->symbolAt(source.row()) : -1;
    if (symbol < 0)
        return;
    if (m_showingLines) {
        // A line: open it in the source pane.
        const ProfileResult &lines = *lineProfile().profile;
        const ProfileSymbol &s = lines.symbol(symbol);
        if (s.file >= 0) {
            m_sourceView->showLine(QString::fromStdString(lines.files[size_t(s.file)]),
                                   int(s.line));
            m_lowerTabs->setCurrentWidget(m_sourceView);
        }
        return;
    }
    // An inlined function's row: the function its code is in.
    m_navigator->setCurrent(inlineContainer(*m_flatModel->profile(), symbol));
}

void MainWindow::showCurrent(int symbol)
{
    updateViews(ProfileView::CurrentChanged);
    if (m_document->profile() && symbol >= 0)
        selectSymbolInTable(symbol);
}

void MainWindow::updateViews(ProfileView::Changes what)
{
    ViewContext context;
    context.document = m_document;
    context.profile = m_document->profile();
    context.names = m_names;
    context.inlined = m_showingInlined;
    context.comparison = m_comparePanel ? m_comparePanel->comparison() : nullptr;
    context.base = context.comparison ? m_comparePanel->baseDocument() : nullptr;
    // (While a new profile is applied the navigator may still hold the old
    // one's function; it is reset right after.)
    const int current = m_navigator->current();
    context.current =
        context.profile && current < int(context.profile->symbols.size()) ? current : -1;
    for (ProfileView *view : m_views)
        view->notify(context, what);
}

void MainWindow::selectSymbolInTable(int symbol)
{
    if (m_showingLines)
        return; // the table lists lines, not functions
    const int sourceRow = m_flatModel->rowOfSymbol(symbol);
    if (sourceRow < 0)
        return;
    QModelIndex index = m_flatFilter->mapFromSource(m_flatModel->index(sourceRow, 0));
    if (!index.isValid()) {
        // Hidden by the filter: show everything rather than lose the place.
        m_filterEdit->clear();
        m_cutoff->setValue(100);
        if (m_flatModel->data(m_flatModel->index(sourceRow, 0), FlatProfileModel::UnusedRole)
                .toBool())
            m_showUnusedAction->setChecked(true);
        index = m_flatFilter->mapFromSource(m_flatModel->index(sourceRow, 0));
    }
    if (!index.isValid())
        return;
    m_selecting = true;
    makeRowCurrent(m_flatView, index);
    // The name is shown first. Hidden while comparing, the table has no
    // width to scroll in: it scrolls when it is back.
    if (!m_flatView->isHidden())
        m_flatView->scrollTo(index.siblingAtColumn(FlatProfileModel::Name));
    m_selecting = false;
}

void MainWindow::fitNumberColumns()
{
    // The rows QTableView::sizeHintForColumn looks at (the first thousand,
    // from the top shown), each text measured in the font the delegate
    // gives it, plus the room the style keeps around one: asking the
    // delegate for every row made a dozen model look-ups and a text layout
    // each, a fifth of opening a 20,000-function profile (bench/check.sh).
    const QAbstractItemModel *model = m_flatView->model();
    const int rows = model->rowCount();
    const int first = std::max(0, m_flatView->rowAt(0));
    const int last = std::min(rows, first + 1000);
    QFont italic = m_flatView->font();
    italic.setItalic(true); // (rows with too few samples)
    const QFontMetrics plain(m_flatView->font()), slanted(italic);
    for (int c = 0; c < FlatProfileModel::ColumnCount; ++c) {
        if (c == FlatProfileModel::Name || c == FlatProfileModel::Percent ||
            m_flatView->isColumnHidden(c))
            continue;
        int widest = -1, widestRow = -1;
        QSet<QString> seen;
        for (int r = first; r < last; ++r) {
            const QString text = model->index(r, c).data().toString();
            if (seen.contains(text))
                continue;
            seen.insert(text);
            const int w = std::max(plain.horizontalAdvance(text), slanted.horizontalAdvance(text));
            if (w > widest) {
                widest = w;
                widestRow = r;
            }
        }
        int wanted = m_flatView->horizontalHeader()->sectionSizeHint(c);
        if (widestRow >= 0) {
            // The style's room around the text, from the widest row itself.
            const QModelIndex at = model->index(widestRow, c);
            const QString text = at.data().toString();
            const bool slant = at.data(FlatProfileModel::LowConfidenceRole).toBool();
            const int room = m_flatView->sizeHintForIndex(at).width() -
                             (slant ? slanted : plain).horizontalAdvance(text);
            wanted = std::max(wanted, widest + room + 1); // (+1: rounding)
        }
        if (m_flatView->columnWidth(c) < wanted)
            m_flatView->setColumnWidth(c, wanted);
    }
}

void MainWindow::filterApplied()
{
    // The current function, where the filter keeps it; else the top (not
    // the row Qt made current in its place, nor the old scroll position).
    const int row = m_showingLines ? -1 : m_flatModel->rowOfSymbol(m_navigator->current());
    const QModelIndex current =
        row >= 0 ? m_flatFilter->mapFromSource(m_flatModel->index(row, 0)) : QModelIndex();
    const bool selecting = std::exchange(m_selecting, true);
    if (current.isValid()) {
        makeRowCurrent(m_flatView, current);
        m_flatView->scrollTo(current.siblingAtColumn(FlatProfileModel::Name));
    } else if (!m_showingLines) {
        m_flatView->selectionModel()->clear();
        m_flatView->scrollToTop();
    }
    m_selecting = selecting;
    updateShownCount();
}

void MainWindow::updateShownCount()
{
    const int shown = m_flatFilter->rowCount();
    int all = 0; // what shows with no filter and no cutoff
    const bool unused = m_showUnusedAction->isChecked();
    for (int r = 0; r < m_flatModel->rowCount(); ++r)
        if (unused ||
            !m_flatModel->data(m_flatModel->index(r, 0), FlatProfileModel::UnusedRole).toBool())
            ++all;
    if (!m_flatModel->profile()) {
        m_shownCount->clear();
        return;
    }
    // (Named counts: lupdate 6.4 hangs on a cast among tr()'s arguments.)
    if (shown == all)
        m_shownCount->setText(m_showingLines ? tr("%n line(s)", nullptr, all)
                                             : tr("%n function(s)", nullptr, all));
    else
        m_shownCount->setText(m_showingLines ? tr("%1 of %n line(s)", nullptr, all).arg(shown)
                                             : tr("%1 of %n function(s)", nullptr, all).arg(shown));
}

void MainWindow::updateStatus()
{
    const std::shared_ptr<const ProfileResult> profile = m_document->profile();
    m_saveSumAction->setEnabled(profile != nullptr);
    m_exportAction->setEnabled(profile != nullptr);
    m_addRunsAction->setEnabled(m_document->executable() != nullptr);
    m_addCoverageAction->setEnabled(m_document->executable() != nullptr);
    if (!profile) {
        m_statusLabel->setText(m_document->executable() ? tr("No runs summed")
                                                        : tr("No profile open"));
        return;
    }
    const double hz = double(profile->rate);
    // gprof's own unit in the reader's language; another dimension as it is.
    const QString dim = profile->dimension == "seconds"
                            ? tr("seconds")
                            : QString::fromStdString(profile->dimension);
    m_statusLabel->setText(
        tr("%1 samples in %n run(s) · %2 Hz · %3 %4 in all · %5 samples outside any function",
           nullptr, int(m_document->runPaths(true).size()))
            .arg(qulonglong(profile->binSamples))
            .arg(profile->rate)
            .arg(profile->totalTime / hz, 0, 'f', 2)
            .arg(dim)
            .arg(qulonglong(profile->outsideSamples)) +
        (m_document->coverage()
             ? QStringLiteral(" · ") + tr("executions of %n run(s) (gcov)", nullptr,
                                          int(m_document->coverage()->data().runs))
             : QString()));
}

// --- drag and drop -------------------------------------------------------------

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls()) {
        for (const QUrl &url : event->mimeData()->urls()) {
            if (url.isLocalFile()) {
                event->acceptProposedAction();
                m_emptyHint->setDragging(true);
                return;
            }
        }
    }
}

void MainWindow::dragLeaveEvent(QDragLeaveEvent *)
{
    m_emptyHint->setDragging(false);
}

void MainWindow::dropEvent(QDropEvent *event)
{
    m_emptyHint->setDragging(false);
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls())
        if (url.isLocalFile())
            paths << url.toLocalFile();
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    if (!dropOnBase(event->position().toPoint(), paths))
        openDroppedFiles(paths);
}

// --- settings ------------------------------------------------------------------

void MainWindow::restoreSettings()
{
    QSettings settings;
    restoreGeometry(settings.value(settingsKey::geometry).toByteArray());
    keepOnScreen(); // saved on a bigger screen, or at another scale
    restoreState(settings.value(settingsKey::state).toByteArray());
    m_mainSplitter->restoreState(settings.value(settingsKey::mainSplitter).toByteArray());
    m_calls->splitter()->restoreState(settings.value(settingsKey::callSplitter).toByteArray());
    m_sourceView->restoreState(settings.value(settingsKey::sourcePane).toByteArray());
    m_topSplitter->restoreState(settings.value(settingsKey::topSplitter).toByteArray());
    m_compareTopState = settings.value(settingsKey::compareSplitter).toByteArray();
    m_showUnusedAction->setChecked(settings.value(settingsKey::showUnused, false).toBool());
    m_regexAction->setChecked(settings.value(settingsKey::regex, false).toBool());
    m_cutoff->setValue(settings.value(settingsKey::cutoff, 100.0).toDouble());
    const int depth = settings.value(settingsKey::templateDepth, 1).toInt();
    for (QAction *a : m_namesMenu->actions())
        if (a->data().toInt() == depth)
            a->trigger();
    m_sourceView->setSourceFolders(settings.value(settingsKey::sourceFolders).toStringList());
    const QByteArray header = settings.value(settingsKey::flatHeader).toByteArray();
    if (!header.isEmpty() && m_flatView->horizontalHeader()->restoreState(header))
        m_columnsSized = true;
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(settingsKey::geometry, saveGeometry());
    settings.setValue(settingsKey::state, saveState());
    settings.setValue(settingsKey::mainSplitter, m_mainSplitter->saveState());
    settings.setValue(settingsKey::callSplitter, m_calls->splitter()->saveState());
    settings.setValue(settingsKey::sourcePane, m_sourceView->saveState());
    // Each mode's layout under its own key: the flat profile never comes
    // back shut because the window was closed while comparing.
    const bool comparing = m_comparePanel->isVisibleTo(this);
    const QByteArray top = m_topSplitter->saveState();
    settings.setValue(settingsKey::topSplitter, comparing ? m_plainTopState : top);
    if (comparing || !m_compareTopState.isEmpty())
        settings.setValue(settingsKey::compareSplitter, comparing ? top : m_compareTopState);
    settings.setValue(settingsKey::showUnused, m_showUnusedAction->isChecked());
    settings.setValue(settingsKey::regex, m_regexAction->isChecked());
    settings.setValue(settingsKey::cutoff, m_cutoff->value());
    settings.setValue(settingsKey::templateDepth,
                      m_shortening.enabled ? m_shortening.templateDepth : -1);
    settings.setValue(settingsKey::flatHeader, m_flatView->horizontalHeader()->saveState());
}

void MainWindow::updateRecentMenu()
{
    fillRecentMenu(m_recentMenu,
                   [this](const QStringList &entry) { openProfile(entry.first(), entry.mid(1)); });
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    // Laid out now: a table restored shut (as a version that saved compare
    // mode's layout for both modes left it) opens to be read.
    revealPane(mainTable());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveSettings();
    QMainWindow::closeEvent(event);
}

} // namespace gmonview
