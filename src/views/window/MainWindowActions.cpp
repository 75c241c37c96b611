// SPDX-License-Identifier: MIT
#include "views/window/MainWindow.h"

#include "model/document/ProfileDocument.h"
#include "model/document/RunFiles.h"
#include "model/engine/InlineProfile.h"
#include "model/items/CallListModel.h"
#include "model/items/FlatProfileModel.h"
#include "views/callgraph/CallGraphView.h"
#include "views/calltree/CallTreeView.h"
#include "views/common/Icons.h"
#include "views/common/MessageBar.h"
#include "views/common/Palette.h"
#include "views/common/Tables.h"
#include "views/common/WindowSettings.h"
#include "views/diagnostics/DiagnosticsView.h"
#include "views/flame/FlameGraphView.h"
#include "views/runs/RunMatrixView.h"
#include "views/source/SourceView.h"
#include "views/treemap/TreemapView.h"
#include "views/window/Navigator.h"
#include "views/window/UserGuide.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCompleter>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QTreeView>
#include <QVBoxLayout>

#include <functional>

// The window's menus, tool bar and dialogs (the rest: MainWindow.cpp).

namespace gmonview {

namespace {
// The name patterns of gmon files, with those of the runs in DIR told by
// their contents (GMON_OUT_PREFIX's run.<pid> gives run.*).
QString profileFilter(const QString &dir)
{
    return profileNamePatterns(dir.isEmpty() ? QDir::currentPath() : dir).join(QLatin1Char(' '));
}
} // namespace

void MainWindow::createActions()
{
    QAction *open = createFileMenu();
    QMenu *view = createViewMenu();
    createGoMenu();
    createGraphAndHelpMenus();
    createToolBar(open, view);
    updateRecentMenu();
}

QAction *MainWindow::createFileMenu()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(style()->standardIcon(QStyle::SP_DialogOpenButton),
                                    tr("&Open..."), this, &MainWindow::openDialog);
    open->setShortcut(QKeySequence::Open);
    open->setToolTip(tr("Open a program, its gmon files, or both"));
    m_addRunsAction = file->addAction(style()->standardIcon(QStyle::SP_FileDialogNewFolder),
                                      tr("&Add Runs..."), this, &MainWindow::addRunsDialog);
    m_addRunsAction->setShortcut(QKeySequence(tr("Ctrl+Shift+O")));
    m_addRunsAction->setToolTip(tr("Add gmon files to the sum"));
    m_addCoverageAction = createCoverageAction(file);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addSeparator();
    createCompareMode(file);
    file->addSeparator();
    m_saveSumAction = file->addAction(tr("&Save Sum As..."), this, [this] {
        writeWithDialog(
            tr("Save Sum As"), QStringLiteral("gmon.sum"), QString(),
            [this](const QString &path) { return saveSum(path); }, tr("Saved %1"));
    });
    m_saveSumAction->setShortcut(QKeySequence(tr("Ctrl+Shift+S")));
    m_exportAction = file->addAction(tr("&Export Report..."), this, [this] {
        writeWithDialog(
            tr("Export Report"), QFileInfo(executablePath()).fileName() + QStringLiteral(".txt"),
            tr("Text (*.txt);;All files (*)"),
            [this](const QString &path) { return exportReport(path); }, tr("Exported %1"));
    });
    m_exportAction->setShortcut(QKeySequence(tr("Ctrl+E")));
    createExportMenu(file);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    return open;
}

QMenu *MainWindow::createViewMenu()
{
    QMenu *view = menuBar()->addMenu(tr("&View"));
    m_showUnusedAction = view->addAction(tr("Show &Unused Functions"));
    m_showUnusedAction->setCheckable(true);
    m_showUnusedAction->setToolTip(tr("Also list functions with no samples and no calls"));
    connect(m_showUnusedAction, &QAction::toggled, this, [this](bool show) {
        m_selecting = true; // as for the name filter
        m_flatFilter->setShowUnused(show);
        m_selecting = false;
    });
    m_showLinesAction = view->addAction(tr("Show &Lines"));
    m_showLinesAction->setCheckable(true);
    m_showLinesAction->setObjectName(QStringLiteral("showLines"));
    m_showLinesAction->setShortcut(QKeySequence(tr("Ctrl+L")));
    m_showLinesAction->setToolTip(tr("List source lines instead of functions (gprof -l)"));
    connect(m_showLinesAction, &QAction::toggled, this, &MainWindow::setShowLines);
    m_showInlinedAction = view->addAction(tr("Show &Inlined Functions"));
    m_showInlinedAction->setObjectName(QStringLiteral("showInlined"));
    m_showInlinedAction->setCheckable(true);
    m_showInlinedAction->setEnabled(false);
    m_showInlinedAction->setShortcut(QKeySequence(tr("Ctrl+Shift+I")));
    m_showInlinedAction->setToolTip(
        tr("List the functions inlined into others as rows of their own, and show them as "
           "frames in the trees and the flame graph: samples only, no call counts (needs the "
           "program's debug information)"));
    connect(m_showInlinedAction, &QAction::toggled, this, &MainWindow::setShowInlined);
    createRunsActions();
    createTableMenus();

    // C++ names: template arguments beyond a depth collapsed, or whole.
    m_namesMenu = view->addMenu(tr("C++ &Names"));
    auto *depths = new QActionGroup(m_namesMenu);
    const std::pair<QString, int> choices[] = {{tr("&Whole"), -1},
                                               {tr("Templates to Depth &0"), 0},
                                               {tr("Templates to Depth &1"), 1},
                                               {tr("Templates to Depth &2"), 2}};
    for (const auto &[label, depth] : choices) {
        QAction *a = m_namesMenu->addAction(label);
        a->setCheckable(true);
        a->setData(depth);
        a->setChecked(depth == 1);
        depths->addAction(a);
        const int d = depth; // (clang 14 cannot capture a structured binding)
        connect(a, &QAction::triggered, this, [this, d] {
            NameShortening s;
            s.enabled = d >= 0;
            s.templateDepth = std::max(d, 0);
            setNameShortening(s);
        });
    }
    m_namesMenu->setToolTip(tr("How long C++ names are shown; the whole name is in each tooltip"));
    m_regexAction = view->addAction(tr("Filter by Regular E&xpression"));
    m_regexAction->setCheckable(true);
    view->addSeparator();
    for (QDockWidget *dock : findChildren<QDockWidget *>()) {
        QAction *toggle = dock->toggleViewAction();
        toggle->setText(tr("Show &%1 Panel").arg(dock->windowTitle()));
        view->addAction(toggle);
    }
    return view;
}

void MainWindow::createRunsActions()
{
    // Runs leave the list by Delete or the list's context menu.
    auto *removeRun = new QAction(tr("&Remove Run"), m_runsView);
    removeRun->setShortcut(QKeySequence::Delete);
    removeRun->setShortcutContext(Qt::WidgetShortcut);
    removeRun->setToolTip(tr("Take the selected run off the list and sum the others"));
    connect(removeRun, &QAction::triggered, this, [this] {
        const QModelIndex current = m_runsView->currentIndex();
        if (current.isValid())
            m_document->removeRun(current.row());
    });
    m_runsView->addAction(removeRun);
    addCopyActions(m_runsView);
}

void MainWindow::createGoMenu()
{
    QMenu *go = menuBar()->addMenu(tr("&Go"));
    m_backAction = go->addAction(style()->standardIcon(QStyle::SP_ArrowBack), tr("&Back"),
                                 m_navigator, &Navigator::back);
    m_backAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    m_backAction->setEnabled(false);
    m_forwardAction = go->addAction(style()->standardIcon(QStyle::SP_ArrowForward), tr("&Forward"),
                                    m_navigator, &Navigator::forward);
    m_forwardAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    m_forwardAction->setEnabled(false);
    QAction *goTo = go->addAction(tr("&Go To Function..."), this, &MainWindow::goToFunction);
    goTo->setShortcut(QKeySequence(tr("Ctrl+K")));
    go->addSeparator();
    createPaneActions(go);
}

void MainWindow::createPaneActions(QMenu *go)
{
    // The keyboard's way between the panes, in the order they are laid out.
    const std::pair<QString, std::function<QWidget *()>> panes[] = {
        // In compare mode, the comparison in its place.
        {tr("Flat &Profile"), [this] { return mainTable(); }},
        {tr("&Callers and Callees"),
         [this] {
             m_lowerTabs->setCurrentIndex(0);
             return m_calleesView;
         }},
        {tr("Call G&raph"), [this] { return m_graphView; }},
        {tr("&Source"),
         [this] {
             m_lowerTabs->setCurrentWidget(m_sourceView);
             return m_sourceView;
         }},
        {tr("R&uns"),
         [this] {
             m_lowerTabs->setCurrentWidget(m_runsView);
             return m_runsView;
         }},
        {tr("Runs × Fu&nctions"),
         [this]() -> QWidget * {
             m_lowerTabs->setCurrentWidget(m_runMatrix);
             return m_runMatrix->focusTarget();
         }},
        {tr("&Diagnostics"),
         [this]() -> QWidget * {
             m_lowerTabs->setCurrentWidget(m_diagnostics);
             return m_diagnostics->focusTarget();
         }},
        {tr("F&lame Graph"),
         [this]() -> QWidget * {
             m_lowerTabs->setCurrentWidget(m_flameView);
             return m_flameView;
         }},
        {tr("&Top-Down Tree"),
         [this]() -> QWidget * {
             m_lowerTabs->setCurrentWidget(m_topDownView);
             return m_topDownView->tree();
         }},
        {tr("Bott&om-Up Tree"),
         [this]() -> QWidget * {
             m_lowerTabs->setCurrentWidget(m_bottomUpView);
             return m_bottomUpView->tree();
         }},
        {tr("Tree&map"),
         [this]() -> QWidget * {
             m_lowerTabs->setCurrentWidget(m_treemapView->parentWidget());
             return m_treemapView;
         }},
    };
    int key = Qt::Key_1;
    for (const auto &entry : panes) { // (clang 14 cannot capture a structured binding)
        const std::function<QWidget *()> pane = entry.second;
        QAction *a = go->addAction(entry.first, this, [this, pane] {
            QWidget *shown = pane();
            revealPane(shown); // even one dragged shut
            shown->setFocus(Qt::ShortcutFocusReason);
        });
        if (key <= Qt::Key_9) // Ctrl+1 to Ctrl+9, then the menu alone
            a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(key++)));
        if (!m_goMainTableAction)
            m_goMainTableAction = a; // the first: renamed in compare mode
    }
}

void MainWindow::createGraphAndHelpMenus()
{
    QMenu *graph = menuBar()->addMenu(tr("G&raph"));
    graph->addActions(m_graphView->menuActions());
    connect(m_graphView, &CallGraphView::sourceRequested, this, [this](int symbol) {
        m_navigator->setCurrent(symbol);
        m_lowerTabs->setCurrentWidget(m_sourceView);
    });

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *guide = help->addAction(tr("&User Guide"), this, [this] { showUserGuide(this); });
    guide->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&About gmonview"), this, [this] {
        QMessageBox::about(this, tr("About gmonview"),
                           tr("<p><b>gmonview</b> %1</p><p>A viewer for GNU gprof profiles. "
                              "Its numbers are gprof's: <tt>gmonview report -b</tt> prints what "
                              "<tt>gprof -b</tt> prints.</p><p>MIT licence.</p>")
                               .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::revealPane(QWidget *pane)
{
    for (QWidget *child = pane; child && child != this; child = child->parentWidget()) {
        auto *splitter = qobject_cast<QSplitter *>(child->parentWidget());
        const int at = splitter ? splitter->indexOf(child) : -1;
        if (at < 0)
            continue;
        QList<int> sizes = splitter->sizes();
        qint64 total = 0;
        for (int i = 0; i < sizes.size(); ++i)
            if (!splitter->widget(i)->isHidden())
                total += sizes[i];
        if (total <= 0 || sizes[at] >= total / 5)
            continue;
        // A third, taken from the others in proportion to their sizes.
        const qint64 others = total - sizes[at];
        const qint64 need = total / 3 - sizes[at];
        for (int i = 0; i < sizes.size(); ++i)
            if (i != at && others > 0)
                sizes[i] -= int(need * sizes[i] / others);
        sizes[at] = int(total / 3);
        splitter->setSizes(sizes);
    }
}

int MainWindow::currentSymbol() const
{
    return m_navigator->current();
}

int MainWindow::symbolOfRow(const QTableView *view) const
{
    const QModelIndex current = view->currentIndex();
    if (!current.isValid())
        return -1;
    if (view == m_flatView) {
        if (m_showingLines)
            return -1; // a line, not a function
        const QModelIndex source = m_flatFilter->mapToSource(current);
        // An inlined function's row: the function its code is in.
        return source.isValid()
                   ? inlineContainer(*m_flatModel->profile(), m_flatModel->symbolAt(source.row()))
                   : -1;
    }
    return static_cast<const CallListModel *>(view->model())->symbolAt(current.row());
}

void MainWindow::createTableMenus()
{
    addCopyActions(m_flatView, FlatProfileModel::FullTextRole);
    for (QTableView *view : {m_callersView, m_calleesView})
        addCopyActions(view, CallListModel::FullTextRole);
    for (QTableView *view : {m_flatView, m_callersView, m_calleesView}) {
        auto *separator = new QAction(view);
        separator->setSeparator(true);
        view->addAction(separator);
        // Each makes the row's function current, then shows it where asked.
        const std::pair<QString, std::function<void()>> places[] = {
            {tr("Show Callers and C&allees"),
             [this] {
                 m_lowerTabs->setCurrentIndex(0);
                 m_calleesView->setFocus(Qt::OtherFocusReason);
             }},
            {tr("Go to &Source"),
             [this] {
                 m_lowerTabs->setCurrentWidget(m_sourceView);
                 m_sourceView->setFocus(Qt::OtherFocusReason);
             }},
            {tr("Show in &Graph"), [this] { m_graphView->setFocus(Qt::OtherFocusReason); }},
        };
        for (const auto &entry : places) { // (clang 14 cannot capture a structured binding)
            auto *a = new QAction(entry.first, view);
            const std::function<void()> show = entry.second;
            connect(a, &QAction::triggered, this, [this, view, show] {
                const int symbol = symbolOfRow(view);
                if (symbol < 0)
                    return;
                m_navigator->setCurrent(symbol);
                show();
            });
            view->addAction(a);
        }
    }
}

void MainWindow::createToolBar(QAction *open, QMenu *view)
{
    QToolBar *tools = addToolBar(tr("Main"));
    tools->setObjectName(QStringLiteral("mainToolBar"));
    tools->addAction(open);
    tools->addAction(m_addRunsAction);
    tools->addSeparator();
    tools->addAction(m_backAction);
    tools->addAction(m_forwardAction);
    tools->addSeparator();
    m_filterEdit = new QLineEdit(tools);
    m_filterEdit->setObjectName(QStringLiteral("filter"));
    m_filterEdit->setPlaceholderText(tr("Filter functions"));
    addClearButton(m_filterEdit);
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), m_filterEdit);
    escape->setContext(Qt::WidgetShortcut);
    connect(escape, &QShortcut::activated, m_filterEdit, &QLineEdit::clear);
    m_filterEdit->setMaximumWidth(320);
    tools->addWidget(m_filterEdit);
    QAction *findAction = view->addAction(tr("&Filter Functions"), this, [this] {
        m_filterEdit->setFocus(Qt::ShortcutFocusReason);
        m_filterEdit->selectAll();
    });
    findAction->setShortcut(QKeySequence::Find);
    tools->addAction(m_regexAction);
    m_regexAction->setIconText(tr(".*")); // the toolbar shows this; the menu the full name
    m_regexAction->setToolTip(tr("Filter by regular expression"));
    auto applyFilter = [this] {
        // Filtering moves no selection and goes nowhere: a click or Enter does.
        m_selecting = true;
        m_flatFilter->setNameFilter(m_filterEdit->text(), m_regexAction->isChecked());
        m_selecting = false;
        const QString error = m_flatFilter->nameFilterError();
        m_filterEdit->setStyleSheet(error.isEmpty()
                                        ? QString()
                                        : QStringLiteral("color: white; background: %1;")
                                              .arg(ink::errorBackground(palette()).name()));
        m_filterEdit->setToolTip(error.isEmpty() ? tr("Escape clears the filter") : error);
        if (!error.isEmpty())
            statusBar()->showMessage(error, 10000);
        filterApplied();
    };
    connect(m_filterEdit, &QLineEdit::textChanged, this, applyFilter);
    connect(m_regexAction, &QAction::toggled, this, applyFilter);
    tools->addSeparator();
    auto *cutoffLabel = new QLabel(tr(" Top "), tools);
    tools->addWidget(cutoffLabel);
    m_cutoff = new QDoubleSpinBox(tools);
    m_cutoff->setObjectName(QStringLiteral("cutoff"));
    m_cutoff->setRange(1, 100);
    m_cutoff->setDecimals(0);
    m_cutoff->setValue(100);
    m_cutoff->setSuffix(tr(" %"));
    m_cutoff->setToolTip(tr("Show only the functions that make up this share of the time"));
    cutoffLabel->setBuddy(m_cutoff);
    connect(m_cutoff, &QDoubleSpinBox::valueChanged, this, [this](double percent) {
        m_selecting = true; // as for the name filter
        m_flatFilter->setCutoffPercent(percent);
        m_selecting = false;
        filterApplied();
    });
    tools->addWidget(m_cutoff);
    tools->addSeparator();
    tools->addAction(m_showUnusedAction);
    tools->addAction(m_showLinesAction);
}

// --- dialogs -------------------------------------------------------------------

void MainWindow::openDialog()
{
    // One step: the program, its runs, or both. Runs are told by content, not
    // by name (run.<pid> files included), and a program is looked for beside
    // runs chosen alone, as on the command line.
    QSettings settings;
    const QString dir = settings.value(settingsKey::gmonDir).toString();
    const QStringList files =
        QFileDialog::getOpenFileNames(this, tr("Open a Program or Its Runs"), dir,
                                      tr("All files (*);;Profiles (%1)").arg(profileFilter(dir)));
    if (files.isEmpty())
        return;
    settings.setValue(settingsKey::gmonDir, QFileInfo(files.first()).absolutePath());
    openFiles(files);
}

void MainWindow::addRunsDialog()
{
    QSettings settings;
    // Where runs were last taken from, or else the program's folder.
    QString dir = settings.value(settingsKey::gmonDir).toString();
    if (dir.isEmpty() && !executablePath().isEmpty())
        dir = QFileInfo(executablePath()).absolutePath();
    const QStringList runs = QFileDialog::getOpenFileNames(
        this, tr("Add Runs"), dir, tr("Profiles (%1);;All files (*)").arg(profileFilter(dir)));
    if (runs.isEmpty())
        return;
    settings.setValue(settingsKey::gmonDir, QFileInfo(runs.first()).absolutePath());
    addRuns(runs);
}

void MainWindow::writeWithDialog(const QString &title, const QString &suggested,
                                 const QString &filter,
                                 const std::function<QFuture<QString>(const QString &)> &write,
                                 const QString &done)
{
    if (!m_document->profile())
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, title, QFileInfo(executablePath()).absoluteDir().filePath(suggested), filter);
    if (path.isEmpty())
        return;
    // Written in the background; the window stays responsive meanwhile.
    auto *watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, path, done] {
        watcher->deleteLater();
        const QString error = watcher->result();
        if (!error.isEmpty())
            m_messageBar->showMessage(error, true);
        else
            statusBar()->showMessage(done.arg(path), 5000);
    });
    watcher->setFuture(write(path));
}

void MainWindow::goToFunction()
{
    const std::shared_ptr<const ProfileResult> profile = m_document->profile();
    if (!profile)
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Go To Function"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *edit = new QLineEdit(&dialog);
    edit->setPlaceholderText(tr("Function name"));
    QStringList names;
    for (const ProfileSymbol &s : profile->symbols)
        names << QString::fromStdString(s.displayName);
    names.removeDuplicates();
    auto *completer = new QCompleter(names, edit);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    edit->setCompleter(completer);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(edit);
    layout->addWidget(buttons);
    dialog.resize(480, dialog.sizeHint().height());
    if (dialog.exec() != QDialog::Accepted)
        return;
    const std::string wanted = edit->text().trimmed().toStdString();
    for (size_t i = 0; i < profile->symbols.size(); ++i) {
        if (profile->symbols[i].displayName == wanted) {
            m_navigator->setCurrent(int(i));
            return;
        }
    }
    m_messageBar->showMessage(tr("No function named %1").arg(edit->text()), true);
}

void MainWindow::setNameShortening(const NameShortening &shortening)
{
    m_shortening = shortening;
    CallGraphOptions options = m_graphView->options();
    options.shortening = shortening;
    m_graphView->setOptions(options);
    if (updateDisplayNames())
        updateViews(ProfileView::NamesChanged);
}

bool MainWindow::updateDisplayNames()
{
    // The names depend on the program's symbols and the shortening only: a
    // re-sum of the same program keeps them (shortening 20,000 names is not
    // free, and this runs on the GUI thread).
    const std::shared_ptr<const ProfileResult> profile = m_document->profile();
    const std::shared_ptr<const Executable> program = profile ? m_document->executable() : nullptr;
    if (program && program == m_namesFor && m_names && m_names->size() == profile->symbols.size() &&
        m_namesShortening.enabled == m_shortening.enabled &&
        m_namesShortening.templateDepth == m_shortening.templateDepth)
        return false; // the views have them already
    m_names = nullptr;
    m_namesFor = program;
    m_namesShortening = m_shortening;
    if (profile) {
        std::vector<std::string> full;
        full.reserve(profile->symbols.size());
        for (const ProfileSymbol &s : profile->symbols)
            full.push_back(s.displayName);
        m_names =
            std::make_shared<const std::vector<std::string>>(shortenNames(full, m_shortening));
    }
    m_flatModel->setDisplayNames(m_names);
    return true;
}

} // namespace gmonview
