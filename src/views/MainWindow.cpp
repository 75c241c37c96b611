#include "MainWindow.h"

#include "CallGraphView.h"
#include "CallListModel.h"
#include "ElfImage.h"
#include "FileBytes.h"
#include "FlatProfileDelegate.h"
#include "FlatProfileModel.h"
#include "Icons.h"
#include "MessageText.h"
#include "Navigator.h"
#include "Palette.h"
#include "ReportCommand.h"
#include "RunsModel.h"
#include "SourceView.h"
#include "UserGuide.h"

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
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <functional>

namespace gmonview {

namespace {

constexpr int kMaxRecent = 8;

QTableView *makeTable(QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setAlternatingRowColors(true);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setHighlightSections(false);
    view->horizontalHeader()->setStretchLastSection(true);
    view->setWordWrap(false);
    view->setTabKeyNavigation(false);
    return view;
}

} // namespace

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("gmonview"));
    // Scalable, so sharp at any device pixel ratio.
    setWindowIcon(themedIcon(QStringLiteral("gmonview")));
    setAcceptDrops(true);

    m_flatModel = new FlatProfileModel(this);
    m_flatFilter = new FlatProfileFilter(this);
    m_flatFilter->setSourceModel(m_flatModel);
    m_callers = new CallListModel(CallListModel::Direction::Callers, this);
    m_callees = new CallListModel(CallListModel::Direction::Callees, this);
    m_runsModel = new RunsModel(this);
    m_navigator = new Navigator(this);
    m_loader = new ProfileLoader(this);

    createWidgets();
    createActions();
    restoreSettings();

    connect(m_navigator, &Navigator::currentChanged, this, &MainWindow::showCurrent);
    connect(m_navigator, &Navigator::historyChanged, this, [this] {
        m_backAction->setEnabled(m_navigator->canGoBack());
        m_forwardAction->setEnabled(m_navigator->canGoForward());
    });
    connect(m_loader, &ProfileLoader::progressChanged, this, [this](int done, int total) {
        m_progress->setRange(0, std::max(total, 1));
        m_progress->setValue(done);
    });
    connect(m_loader, &ProfileLoader::finished, this, &MainWindow::loadFinishedWith);
    connect(m_loader, &ProfileLoader::canceled, this, [this] {
        m_progress->hide();
        m_cancelButton->hide();
        showMessage(tr("Loading was cancelled; the profile shown is the one before."), false);
        emit loadFinished();
    });
    connect(m_runsModel, &RunsModel::enabledRunsChanged, this, [this] {
        std::vector<std::pair<QString, bool>> runs;
        for (const auto &r : m_runsModel->runs())
            runs.emplace_back(QString::fromStdString(r.stats.path), r.enabled);
        startLoad(Intent::Resum, m_executable, m_executablePath, runs);
    });
    updateStatus();
}

MainWindow::~MainWindow() = default;

void MainWindow::createWidgets()
{
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);

    // An inline message bar: refusals and errors, without blocking.
    m_messageBar = new QFrame(central);
    m_messageBar->setObjectName(QStringLiteral("messageBar"));
    m_messageBar->setAutoFillBackground(true);
    {
        auto *bar = new QHBoxLayout(m_messageBar);
        bar->setContentsMargins(8, 4, 4, 4);
        m_messageLabel = new QLabel(m_messageBar);
        m_messageLabel->setWordWrap(true);
        m_messageLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
        auto *close = new QToolButton(m_messageBar);
        close->setAutoRaise(true);
        // Not the style's title-bar icon: 11 pixels, blurred at scale 2.
        close->setIcon(themedIcon(QStringLiteral("window-close")));
        close->setToolTip(tr("Dismiss"));
        connect(close, &QToolButton::clicked, m_messageBar, &QWidget::hide);
        bar->addWidget(m_messageLabel, 1);
        bar->addWidget(close, 0, Qt::AlignTop);
    }
    m_messageBar->hide();
    layout->addWidget(m_messageBar);

    m_mainSplitter = new QSplitter(Qt::Vertical, central);
    m_topSplitter = new QSplitter(Qt::Horizontal, m_mainSplitter);
    m_flatView = makeTable(m_topSplitter);
    m_flatView->setObjectName(QStringLiteral("flatProfile"));
    m_flatView->setAccessibleName(tr("Flat profile"));
    m_flatView->setModel(m_flatFilter);
    m_flatView->setItemDelegate(new FlatProfileDelegate(m_flatView));
    m_flatView->setSortingEnabled(true);
    m_flatView->sortByColumn(FlatProfileModel::Percent, Qt::DescendingOrder);
    m_flatView->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_flatView->horizontalHeader()->setSectionsMovable(true);
    // The name first on screen, unlike gprof's text: it is what people scan.
    m_flatView->horizontalHeader()->moveSection(FlatProfileModel::Name, 0);
    m_flatView->horizontalHeader()->setStretchLastSection(false);
    connect(m_flatView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (m_selecting || !current.isValid())
                    return;
                const int symbol =
                    m_flatFilter->mapToSource(current).isValid()
                        ? m_flatModel->symbolAt(m_flatFilter->mapToSource(current).row())
                        : -1;
                if (symbol < 0)
                    return;
                if (m_showingLines) {
                    // A line: open it in the source pane.
                    const ProfileSymbol &s = m_lineProfile.profile->symbol(symbol);
                    if (s.file >= 0) {
                        m_sourceView->showLine(
                            QString::fromStdString(m_lineProfile.profile->files[size_t(s.file)]),
                            int(s.line));
                        m_lowerTabs->setCurrentWidget(m_sourceView);
                    }
                    return;
                }
                m_navigator->setCurrent(symbol);
            });

    m_lowerTabs = new QTabWidget(m_mainSplitter);
    auto *lower = new QWidget(m_lowerTabs);
    auto *lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 4, 0, 0);
    m_entryLabel = new QLabel(lower);
    m_entryLabel->setObjectName(QStringLiteral("currentFunction"));
    m_entryLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_entryLabel->setContentsMargins(6, 0, 6, 0);
    lowerLayout->addWidget(m_entryLabel);
    m_callSplitter = new QSplitter(Qt::Horizontal, lower);
    m_callersView = makeTable(m_callSplitter);
    m_callersView->setObjectName(QStringLiteral("callers"));
    m_callersView->setAccessibleName(tr("Callers"));
    m_callersView->setModel(m_callers);
    m_calleesView = makeTable(m_callSplitter);
    m_calleesView->setObjectName(QStringLiteral("callees"));
    m_calleesView->setAccessibleName(tr("Callees"));
    m_calleesView->setModel(m_callees);
    for (QTableView *v : {m_callersView, m_calleesView}) {
        v->horizontalHeader()->moveSection(CallListModel::Name, 0);
        v->horizontalHeader()->setStretchLastSection(false);
        v->horizontalHeader()->setSectionResizeMode(CallListModel::Name, QHeaderView::Stretch);
        for (int c = 0; c < CallListModel::Name; ++c)
            v->setColumnWidth(c, v->fontMetrics().horizontalAdvance(
                                     c == CallListModel::Called ? QStringLiteral("0000000/0000000 ")
                                                                : QStringLiteral("children ")));
        // Call counts run to many digits in a long run: widen, never cut.
        connect(v->model(), &QAbstractItemModel::modelReset, v, [v] {
            const int before = v->columnWidth(CallListModel::Called);
            v->resizeColumnToContents(CallListModel::Called);
            if (v->columnWidth(CallListModel::Called) < before)
                v->setColumnWidth(CallListModel::Called, before);
        });
        connect(v, &QTableView::activated, this, [this, v](const QModelIndex &index) {
            const auto *model = static_cast<const CallListModel *>(v->model());
            const int symbol = model->symbolAt(index.row());
            if (symbol >= 0)
                m_navigator->setCurrent(symbol);
        });
    }
    lowerLayout->addWidget(m_callSplitter, 1);
    m_graphView = new CallGraphView(m_topSplitter);
    m_graphView->setObjectName(QStringLiteral("callGraph"));
    connect(m_graphView, &CallGraphView::functionActivated, m_navigator, &Navigator::setCurrent);
    m_topSplitter->addWidget(m_flatView);
    m_topSplitter->addWidget(m_graphView);
    m_topSplitter->setStretchFactor(0, 1);
    m_topSplitter->setStretchFactor(1, 1);
    m_topSplitter->setSizes({560, 500});
    m_sourceView = new SourceView(m_lowerTabs);
    m_sourceView->setObjectName(QStringLiteral("source"));
    connect(m_sourceView, &SourceView::locateRequested, this, [this] {
        QSettings().setValue(QStringLiteral("sourceFolders"), m_sourceView->sourceFolders());
    });
    m_lowerTabs->addTab(lower, tr("Callers and Callees"));
    m_lowerTabs->addTab(m_sourceView, tr("Source"));
    m_mainSplitter->addWidget(m_topSplitter);
    m_mainSplitter->addWidget(m_lowerTabs);
    m_mainSplitter->setStretchFactor(0, 3);
    m_mainSplitter->setStretchFactor(1, 2);
    layout->addWidget(m_mainSplitter, 1);
    setCentralWidget(central);

    auto *runsDock = new QDockWidget(tr("Runs"), this);
    useScalableTitleIcons(runsDock);
    runsDock->setObjectName(QStringLiteral("runsDock"));
    m_runsView = makeTable(runsDock);
    m_runsView->setObjectName(QStringLiteral("runs"));
    m_runsView->setAccessibleName(tr("Runs"));
    m_runsView->setModel(m_runsModel);
    m_runsView->setToolTip(tr("The runs summed into the profile. Uncheck one to leave it out; "
                              "drop gmon files on the window to add more."));
    runsDock->setWidget(m_runsView);
    addDockWidget(Qt::RightDockWidgetArea, runsDock);
    resizeDocks({runsDock}, {330}, Qt::Horizontal);

    m_statusLabel = new QLabel(this);
    statusBar()->addWidget(m_statusLabel, 1);
    m_progress = new QProgressBar(this);
    m_progress->setMaximumWidth(220);
    m_progress->hide();
    m_cancelButton = new QToolButton(this);
    m_cancelButton->setText(tr("Cancel"));
    m_cancelButton->hide();
    connect(m_cancelButton, &QToolButton::clicked, m_loader, &ProfileLoader::cancel);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancelButton);
    resize(1400, 900);
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(style()->standardIcon(QStyle::SP_DialogOpenButton),
                                    tr("&Open..."), this, &MainWindow::openDialog);
    open->setShortcut(QKeySequence::Open);
    open->setToolTip(tr("Open a program and its gmon files"));
    m_addRunsAction = file->addAction(style()->standardIcon(QStyle::SP_FileDialogNewFolder),
                                      tr("&Add Runs..."), this, &MainWindow::addRunsDialog);
    m_addRunsAction->setShortcut(QKeySequence(tr("Ctrl+Shift+O")));
    m_addRunsAction->setToolTip(tr("Add gmon files to the sum"));
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addSeparator();
    m_saveSumAction = file->addAction(tr("&Save Sum As..."), this, &MainWindow::saveSumAs);
    m_saveSumAction->setShortcut(QKeySequence(tr("Ctrl+Shift+S")));
    m_exportAction = file->addAction(tr("&Export Report..."), this, &MainWindow::exportReportAs);
    m_exportAction->setShortcut(QKeySequence(tr("Ctrl+E")));
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    m_showUnusedAction = view->addAction(tr("Show &Unused Functions"));
    m_showUnusedAction->setCheckable(true);
    m_showUnusedAction->setToolTip(tr("Also list functions with no samples and no calls"));
    connect(m_showUnusedAction, &QAction::toggled, m_flatFilter, &FlatProfileFilter::setShowUnused);
    m_showLinesAction = view->addAction(tr("Show &Lines"));
    m_showLinesAction->setCheckable(true);
    m_showLinesAction->setShortcut(QKeySequence(tr("Ctrl+L")));
    m_showLinesAction->setToolTip(tr("List source lines instead of functions (gprof -l)"));
    connect(m_showLinesAction, &QAction::toggled, this, &MainWindow::setShowLines);
    m_regexAction = view->addAction(tr("Filter by Regular E&xpression"));
    m_regexAction->setCheckable(true);
    view->addSeparator();
    for (QDockWidget *dock : findChildren<QDockWidget *>()) {
        QAction *toggle = dock->toggleViewAction();
        toggle->setText(tr("Show &%1 Panel").arg(dock->windowTitle()));
        view->addAction(toggle);
    }

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
    // The keyboard's way between the panes, in the order they are laid out.
    go->addSeparator();
    const std::pair<QString, std::function<QWidget *()>> panes[] = {
        {tr("Flat &Profile"), [this] { return m_flatView; }},
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
             m_runsView->parentWidget()->show(); // the dock, if it was closed
             return m_runsView;
         }},
    };
    int key = Qt::Key_1;
    for (const auto &entry : panes) { // (clang 14 cannot capture a structured binding)
        const std::function<QWidget *()> pane = entry.second;
        QAction *a =
            go->addAction(entry.first, this, [pane] { pane()->setFocus(Qt::ShortcutFocusReason); });
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(key++)));
    }

    QMenu *graph = menuBar()->addMenu(tr("G&raph"));
    graph->addActions(m_graphView->menuActions());

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
        m_flatFilter->setNameFilter(m_filterEdit->text(), m_regexAction->isChecked());
        m_filterEdit->setStyleSheet(m_flatFilter->nameFilterValid()
                                        ? QString()
                                        : QStringLiteral("color: white; background: %1;")
                                              .arg(ink::errorBackground(palette()).name()));
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
    connect(m_cutoff, &QDoubleSpinBox::valueChanged, m_flatFilter,
            &FlatProfileFilter::setCutoffPercent);
    tools->addWidget(m_cutoff);
    tools->addSeparator();
    tools->addAction(m_showUnusedAction);
    tools->addAction(m_showLinesAction);
    updateRecentMenu();
}

// --- opening and loading -------------------------------------------------------

void MainWindow::openProfile(const QString &executable, const QStringList &gmonFiles)
{
    QStringList runs = gmonFiles;
    if (runs.isEmpty()) {
        const QDir dir = QFileInfo(executable).absoluteDir();
        for (const char *name : {"gmon.out", "gmon.sum"}) {
            if (QFileInfo::exists(dir.filePath(QLatin1String(name)))) {
                runs << dir.filePath(QLatin1String(name));
                break;
            }
        }
    }
    std::vector<std::pair<QString, bool>> list;
    for (const QString &r : runs)
        list.emplace_back(QFileInfo(r).absoluteFilePath(), true);
    startLoad(Intent::Open, nullptr, QFileInfo(executable).absoluteFilePath(), list);
}

void MainWindow::addRuns(const QStringList &gmonFiles)
{
    if (!m_executable) {
        // Nothing open (a gmon file from the file manager, or dropped alone):
        // the loader looks for the program that wrote it, beside it.
        std::vector<std::pair<QString, bool>> list;
        for (const QString &r : gmonFiles)
            list.emplace_back(QFileInfo(r).absoluteFilePath(), true);
        startLoad(Intent::Open, nullptr, QString(), list);
        return;
    }
    std::vector<std::pair<QString, bool>> runs;
    for (const auto &r : m_runsModel->runs())
        runs.emplace_back(QString::fromStdString(r.stats.path), r.enabled);
    for (const QString &f : gmonFiles)
        runs.emplace_back(QFileInfo(f).absoluteFilePath(), true);
    startLoad(Intent::Add, m_executable, m_executablePath, runs);
}

void MainWindow::openCommandLine(const QStringList &args)
{
    if (args.isEmpty())
        return;
    // "gmonview gmon.out", as a file manager runs it: runs only.
    if (QFileInfo(args.first()).isFile() && !hasElfMagic(args.first().toStdString()))
        openDroppedFiles(args);
    else
        openProfile(args.first(), args.mid(1));
}

void MainWindow::openDroppedFiles(const QStringList &paths)
{
    QString executable;
    QStringList others;
    for (const QString &p : paths) {
        if (executable.isEmpty() && hasElfMagic(p.toStdString()))
            executable = p;
        else
            others << p;
    }
    if (!executable.isEmpty())
        openProfile(executable, others);
    else if (!others.isEmpty())
        addRuns(others);
}

void MainWindow::startLoad(Intent intent, std::shared_ptr<const Executable> executable,
                           const QString &executablePath,
                           const std::vector<std::pair<QString, bool>> &runs)
{
    m_pendingIntent = intent;
    m_pendingRuns = runs;
    QStringList enabled;
    for (const auto &[path, on] : runs)
        if (on)
            enabled << path;
    m_progress->setRange(0, std::max<int>(1, int(enabled.size())));
    m_progress->setValue(0);
    m_progress->show();
    m_cancelButton->show();
    m_loader->load(std::move(executable), executablePath, enabled);
}

bool MainWindow::isLoading() const
{
    return m_loader->isBusy();
}

void MainWindow::loadFinishedWith(const LoadResult &result)
{
    m_progress->hide();
    m_cancelButton->hide();
    if (!result.error.isEmpty()) {
        showMessage(result.error, true);
        emit loadFinished();
        return;
    }
    bool anyEnabled = false;
    for (const auto &[path, on] : m_pendingRuns)
        anyEnabled = anyEnabled || on;
    if (m_pendingIntent == Intent::Open && anyEnabled && result.accepted.empty()) {
        // Nothing of the new profile could be read: keep what was open.
        showMessage(result.refused.join(QLatin1Char('\n')), true);
        emit loadFinished();
        return;
    }

    // Match the accepted runs (in order) to the list asked for; refused runs
    // leave the list.
    std::vector<RunsModel::Run> runs;
    size_t next = 0;
    for (const auto &[path, on] : m_pendingRuns) {
        if (!on) {
            for (const auto &old : m_runsModel->runs())
                if (QString::fromStdString(old.stats.path) == path && !old.enabled) {
                    runs.push_back(old);
                    break;
                }
            continue;
        }
        if (next < result.accepted.size() &&
            QString::fromStdString(result.accepted[next].path) == path) {
            runs.push_back({result.accepted[next], true});
            ++next;
        }
    }
    const bool sameExecutable = m_executable == result.executable;
    m_executable = result.executable;
    m_executablePath = result.executablePath;
    if (result.programFound)
        statusBar()->showMessage(
            tr("Opened with %1, the program beside the run that could have written it")
                .arg(m_executablePath),
            10000);
    m_runsModel->setRuns(std::move(runs));
    if (!result.refused.isEmpty())
        showMessage(tr("Not summed:\n%1").arg(result.refused.join(QLatin1Char('\n'))), true);
    else if (m_pendingIntent == Intent::Open && !anyEnabled)
        showMessage(tr("No gmon.out or gmon.sum beside %1: drop gmon files on the window to "
                       "add runs.")
                        .arg(QFileInfo(m_executablePath).fileName()),
                    false);
    else
        m_messageBar->hide();

    const int keep = sameExecutable ? m_navigator->current() : -1;
    applyProfile(result.profile);
    if (keep >= 0 && m_profile)
        m_navigator->reset(keep), showCurrent(keep);
    setWindowTitle(tr("%1 - gmonview").arg(QFileInfo(m_executablePath).fileName()));
    rememberRecent();
    updateStatus();
    emit loadFinished();
}

void MainWindow::applyProfile(std::shared_ptr<const ProfileResult> profile)
{
    m_profile = std::move(profile);
    m_flatModel->setProfile(m_profile);
    m_callers->setProfile(m_profile);
    m_callees->setProfile(m_profile);
    m_graphView->setProfile(m_profile);
    m_lineProfile = {};
    m_sourceView->setProfiles(m_profile, {});
    if (m_showingLines)
        setShowLines(false);
    startLineProfile();
    startStaticArcs();
    if (!m_columnsSized && m_profile) {
        // Fit numbers and headers once; afterwards the user's widths stay.
        m_flatView->resizeColumnsToContents();
        const int em = m_flatView->fontMetrics().horizontalAdvance(QLatin1Char('M'));
        m_flatView->setColumnWidth(
            FlatProfileModel::Name,
            std::clamp(m_flatView->columnWidth(FlatProfileModel::Name), 18 * em, 40 * em));
        m_flatView->setColumnWidth(FlatProfileModel::Percent, 9 * em);
        m_runsView->resizeColumnsToContents();
        m_columnsSized = true;
    }
    int first = -1;
    if (m_profile && m_flatFilter->rowCount() > 0)
        first = m_flatModel->symbolAt(m_flatFilter->mapToSource(m_flatFilter->index(0, 0)).row());
    m_navigator->reset(first);
    showCurrent(first);
}

void MainWindow::startStaticArcs()
{
    const quint64 job = ++m_staticJob;
    if (!m_profile || !m_executable)
        return;
    const std::shared_ptr<const Executable> executable = m_executable;
    const std::shared_ptr<const ProfileResult> profile = m_profile;
    auto known = m_directCalls.first == executable ? m_directCalls.second : nullptr;
    struct Found
    {
        std::shared_ptr<const std::vector<DirectCall>> calls;
        std::shared_ptr<const ProfileResult> profile; // null when no arc is new
    };
    auto *watcher = new QFutureWatcher<Found>(this);
    connect(watcher, &QFutureWatcher<Found>::finished, this, [this, watcher, job, executable] {
        watcher->deleteLater();
        if (job != m_staticJob)
            return; // a newer profile came meanwhile
        const Found found = watcher->future().result();
        m_directCalls = {executable, found.calls};
        if (!found.profile)
            return;
        m_profile = found.profile; // the same numbers, with the static arcs
        m_graphView->updateProfile(m_profile);
    });
    watcher->setFuture(QtConcurrent::run([executable, profile, known] {
        Found out;
        out.calls = known;
        if (!out.calls) {
            auto calls = findDirectCalls(*executable->elf); // none where unsupported
            out.calls = std::make_shared<const std::vector<DirectCall>>(
                calls ? std::move(*calls) : std::vector<DirectCall>());
        }
        std::vector<ProfileArc> arcs = findStaticArcs(*profile, *out.calls);
        if (!arcs.empty()) {
            auto copy = std::make_shared<ProfileResult>(*profile);
            copy->staticOnlyArcs = std::move(arcs); // for drawing only, as gprof without -c
            out.profile = std::move(copy);
        }
        return out;
    }));
}

void MainWindow::startLineProfile()
{
    const quint64 job = ++m_lineJob; // an older job still running is dropped
    if (!m_profile || !m_executable)
        return;
    std::vector<std::string> runs;
    for (const QString &r : m_runsModel->enabledPaths())
        runs.push_back(r.toStdString());
    // The same program: keep its DWARF tables and only sum the runs again.
    const std::shared_ptr<const Executable> executable = m_executable;
    // (m_lineProfile is cleared with each new profile; the tables are kept.)
    LineProfile same = m_lineTables.first == executable ? m_lineTables.second : LineProfile();
    auto *watcher = new QFutureWatcher<LineProfile>(this);
    connect(watcher, &QFutureWatcher<LineProfile>::finished, this,
            [this, watcher, job, executable] {
                watcher->deleteLater();
                if (job != m_lineJob)
                    return; // a newer profile came meanwhile
                m_lineProfile = watcher->future().result();
                m_lineTables = {executable, m_lineProfile};
                m_sourceView->setProfiles(m_profile, m_lineProfile);
                m_showLinesAction->setEnabled(m_lineProfile.profile != nullptr);
                emit linesReady();
            });
    watcher->setFuture(QtConcurrent::run([executable, runs, same = std::move(same)] {
        return loadLineProfile(*executable, runs, &same);
    }));
}

void MainWindow::setShowLines(bool lines)
{
    if (lines && !m_lineProfile.profile)
        lines = false;
    m_showingLines = lines;
    if (m_showLinesAction->isChecked() != lines)
        m_showLinesAction->setChecked(lines);
    m_flatModel->setProfile(lines ? m_lineProfile.profile : m_profile, lines);
    if (!lines && m_profile)
        selectSymbolInTable(m_navigator->current());
}

void MainWindow::showCurrent(int symbol)
{
    m_graphView->setCurrent(symbol);
    m_sourceView->setFunction(symbol);
    m_callers->setFunction(symbol);
    m_callees->setFunction(symbol);
    if (!m_profile || symbol < 0) {
        m_entryLabel->setText(m_profile ? tr("No function selected") : QString());
        return;
    }
    const ProfileSymbol &s = m_profile->symbol(symbol);
    const double hz = double(m_profile->rate);
    const double printTime = m_profile->printTime > 0 ? m_profile->printTime : 1.0;
    QString called;
    if (s.calls + s.selfCalls)
        called =
            s.selfCalls
                ? tr("called %1+%2 times").arg(qulonglong(s.calls)).arg(qulonglong(s.selfCalls))
                : tr("called %1 times").arg(qulonglong(s.calls));
    else
        called = tr("no calls recorded");
    QString text = tr("<b>%1</b> &nbsp; %2% of the time with its callees &nbsp; self %3 s, "
                      "children %4 s, %5")
                       .arg(graphName(*m_profile, symbol).toHtmlEscaped())
                       .arg(100 * (s.propSelf + s.propChild) / printTime, 0, 'f', 1)
                       .arg(s.propSelf / hz, 0, 'f', 2)
                       .arg(s.propChild / hz, 0, 'f', 2)
                       .arg(called);
    if (s.cycle)
        text += tr(" &nbsp; member of cycle %1").arg(s.cycle);
    m_entryLabel->setText(text);
    selectSymbolInTable(symbol);
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
    m_flatView->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                             QItemSelectionModel::Rows);
    m_flatView->scrollTo(index);
    m_selecting = false;
}

void MainWindow::updateStatus()
{
    m_saveSumAction->setEnabled(m_profile != nullptr);
    m_exportAction->setEnabled(m_profile != nullptr);
    m_addRunsAction->setEnabled(m_executable != nullptr);
    if (!m_profile) {
        m_statusLabel->setText(m_executable ? tr("No runs summed") : tr("No profile open"));
        return;
    }
    const double hz = double(m_profile->rate);
    const QString dim = QString::fromStdString(m_profile->dimension);
    m_statusLabel->setText(
        tr("%1 samples in %n run(s) · %2 Hz · %3 %4 in all · %5 samples outside any function",
           nullptr, int(m_runsModel->enabledPaths().size()))
            .arg(qulonglong(m_profile->binSamples))
            .arg(m_profile->rate)
            .arg(m_profile->totalTime / hz, 0, 'f', 2)
            .arg(dim)
            .arg(qulonglong(m_profile->outsideSamples)));
}

void MainWindow::showMessage(const QString &text, bool error)
{
    m_lastMessage = text;
    m_messageIsError = error;
    paintMessageBar();
    m_messageLabel->setText(text);
    m_messageBar->show();
}

void MainWindow::paintMessageBar()
{
    QPalette p = palette();
    p.setColor(QPalette::Window, ink::messageBackground(palette(), m_messageIsError));
    p.setColor(QPalette::WindowText, ink::messageText(palette()));
    m_messageBar->setPalette(p);
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) // the desktop went dark or light
        paintMessageBar();
}

// --- dialogs -------------------------------------------------------------------

void MainWindow::openDialog()
{
    QSettings settings;
    const QString exe = QFileDialog::getOpenFileName(
        this, tr("Open Program"), settings.value(QStringLiteral("dirs/executable")).toString(),
        tr("Programs (*);;All files (*)"));
    if (exe.isEmpty())
        return;
    settings.setValue(QStringLiteral("dirs/executable"), QFileInfo(exe).absolutePath());
    const QString startDir =
        settings.value(QStringLiteral("dirs/gmon"), QFileInfo(exe).absolutePath()).toString();
    const QStringList runs = QFileDialog::getOpenFileNames(
        this, tr("Choose Runs (gmon files) of %1").arg(QFileInfo(exe).fileName()), startDir,
        tr("Profiles (gmon.out gmon.sum *.gmon gmon.out.* *.out);;All files (*)"));
    if (!runs.isEmpty())
        settings.setValue(QStringLiteral("dirs/gmon"), QFileInfo(runs.first()).absolutePath());
    openProfile(exe, runs);
}

void MainWindow::addRunsDialog()
{
    QSettings settings;
    const QStringList runs = QFileDialog::getOpenFileNames(
        this, tr("Add Runs"), settings.value(QStringLiteral("dirs/gmon")).toString(),
        tr("Profiles (gmon.out gmon.sum *.gmon gmon.out.* *.out);;All files (*)"));
    if (runs.isEmpty())
        return;
    settings.setValue(QStringLiteral("dirs/gmon"), QFileInfo(runs.first()).absolutePath());
    addRuns(runs);
}

void MainWindow::saveSumAs()
{
    if (!m_profile)
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Sum As"),
        QFileInfo(m_executablePath).absoluteDir().filePath(QStringLiteral("gmon.sum")));
    if (path.isEmpty())
        return;
    const QString error = saveSum(path);
    if (!error.isEmpty())
        showMessage(error, true);
    else
        statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
}

QString MainWindow::saveSum(const QString &path)
{
    if (!m_profile)
        return tr("No profile is open");
    std::vector<std::string> runs;
    for (const QString &r : m_runsModel->enabledPaths())
        runs.push_back(r.toStdString());
    return QString::fromStdString(
        writeSumFile(m_executablePath.toStdString(), runs, path.toStdString()));
}

void MainWindow::exportReportAs()
{
    if (!m_profile)
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Report"),
        QFileInfo(m_executablePath)
            .absoluteDir()
            .filePath(QFileInfo(m_executablePath).fileName() + QStringLiteral(".txt")),
        tr("Text (*.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    const QString error = exportReport(path);
    if (!error.isEmpty())
        showMessage(error, true);
    else
        statusBar()->showMessage(tr("Exported %1").arg(path), 5000);
}

QString MainWindow::exportReport(const QString &path)
{
    if (!m_profile)
        return tr("No profile is open");
    std::vector<std::string> args{"--", m_executablePath.toStdString()};
    for (const QString &r : m_runsModel->enabledPaths())
        args.push_back(r.toStdString());
    const ReportOutput report = runReport(args);
    if (report.exitCode != 0)
        return QString::fromStdString(report.err).trimmed();
    auto written = writeFileAtomically(path.toStdString(), std::string_view(report.out));
    return written ? QString() : displayText(written.error());
}

void MainWindow::goToFunction()
{
    if (!m_profile)
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Go To Function"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *edit = new QLineEdit(&dialog);
    edit->setPlaceholderText(tr("Function name"));
    QStringList names;
    for (const ProfileSymbol &s : m_profile->symbols)
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
    for (size_t i = 0; i < m_profile->symbols.size(); ++i) {
        if (m_profile->symbols[i].displayName == wanted) {
            m_navigator->setCurrent(int(i));
            return;
        }
    }
    showMessage(tr("No function named %1").arg(edit->text()), true);
}

// --- drag and drop -------------------------------------------------------------

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls()) {
        for (const QUrl &url : event->mimeData()->urls()) {
            if (url.isLocalFile()) {
                event->acceptProposedAction();
                return;
            }
        }
    }
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls())
        if (url.isLocalFile())
            paths << url.toLocalFile();
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    openDroppedFiles(paths);
}

// --- settings ------------------------------------------------------------------

void MainWindow::restoreSettings()
{
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_mainSplitter->restoreState(
        settings.value(QStringLiteral("window/mainSplitter")).toByteArray());
    m_callSplitter->restoreState(
        settings.value(QStringLiteral("window/callSplitter")).toByteArray());
    m_topSplitter->restoreState(settings.value(QStringLiteral("window/topSplitter")).toByteArray());
    m_showUnusedAction->setChecked(
        settings.value(QStringLiteral("view/showUnused"), false).toBool());
    m_regexAction->setChecked(settings.value(QStringLiteral("view/regex"), false).toBool());
    m_cutoff->setValue(settings.value(QStringLiteral("view/cutoff"), 100.0).toDouble());
    m_sourceView->setSourceFolders(settings.value(QStringLiteral("sourceFolders")).toStringList());
    const QByteArray header = settings.value(QStringLiteral("view/flatHeader")).toByteArray();
    if (!header.isEmpty() && m_flatView->horizontalHeader()->restoreState(header))
        m_columnsSized = true;
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/mainSplitter"), m_mainSplitter->saveState());
    settings.setValue(QStringLiteral("window/callSplitter"), m_callSplitter->saveState());
    settings.setValue(QStringLiteral("window/topSplitter"), m_topSplitter->saveState());
    settings.setValue(QStringLiteral("view/showUnused"), m_showUnusedAction->isChecked());
    settings.setValue(QStringLiteral("view/regex"), m_regexAction->isChecked());
    settings.setValue(QStringLiteral("view/cutoff"), m_cutoff->value());
    settings.setValue(QStringLiteral("view/flatHeader"),
                      m_flatView->horizontalHeader()->saveState());
}

void MainWindow::rememberRecent()
{
    if (m_executablePath.isEmpty())
        return;
    QStringList entry{m_executablePath};
    entry << m_runsModel->allPaths();
    QSettings settings;
    QVariantList recent = settings.value(QStringLiteral("recent")).toList();
    for (qsizetype i = recent.size() - 1; i >= 0; --i)
        if (recent[i].toStringList() == entry)
            recent.removeAt(i);
    recent.prepend(entry);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    settings.setValue(QStringLiteral("recent"), recent);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QVariantList recent = QSettings().value(QStringLiteral("recent")).toList();
    int n = 0;
    for (const QVariant &v : recent) {
        const QStringList entry = v.toStringList();
        if (entry.isEmpty())
            continue;
        const QString label = tr("&%1 %2 (%n run(s))", nullptr, int(entry.size() - 1))
                                  .arg(++n)
                                  .arg(QFileInfo(entry.first()).fileName());
        QAction *a = m_recentMenu->addAction(
            label, this, [this, entry] { openProfile(entry.first(), entry.mid(1)); });
        a->setToolTip(entry.join(QLatin1Char('\n')));
    }
    m_recentMenu->setEnabled(n > 0);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveSettings();
    QMainWindow::closeEvent(event);
}

} // namespace gmonview
