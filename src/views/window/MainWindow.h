// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/ProfileDocument.h"
#include "model/engine/ProfileResult.h"
#include "model/engine/SourceProfile.h"
#include "model/estimate/NameShortener.h"
#include "views/common/MessageBar.h"
#include "views/common/ProfileView.h"

#include <QFuture>
#include <QMainWindow>

#include <functional>
#include <memory>

class QAction;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QMenu;
class QProgressBar;
class QSplitter;
class QTabWidget;
class QTableView;
class QToolButton;

namespace gmonview {

class ComparePanel;
struct Comparison;
class CallGraphView;
class CallersCalleesView;
class FlatProfileFilter;
class FlatProfileModel;
class Navigator;
class FlameGraphView;
class TreemapView;
class CallTreeView;
struct ProfileResult;
class RunsModel;
class SourceView;

// The main window over one ProfileDocument: it lays out the views (flat
// profile, call graph, callers and callees, source, runs), holds the actions,
// and tells every view (ProfileView) what changed: the profile, the names,
// the comparison, the current function.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    // Starts reading COMMAND_LINE (as openCommandLine takes it) before the
    // window's views are built, so that the two go on side by side.
    explicit MainWindow(const QStringList &commandLine, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens EXECUTABLE with GMON_FILES (gmon.out or gmon.sum beside it when
    // none are given), replacing what is open. The work runs in the
    // background; what was open stays open if nothing can be read.
    void openProfile(const QString &executable, const QStringList &gmonFiles);
    // Adds runs to the sum; runs that do not fit are refused with a message.
    void addRuns(const QStringList &gmonFiles);
    // The command line, as ProfileDocument::openCommandLine takes it.
    void openCommandLine(const QStringList &args) { m_document->openCommandLine(args); }
    // Handles dropped files as a drop on the window does: a program among
    // them is opened with the others as its runs; runs alone are added;
    // coverage data (.gcda files) is added to the program's.
    void openDroppedFiles(const QStringList &paths);
    // What File > Open does with the files chosen: as a drop, but runs alone
    // replace what is open, with their program looked for beside them.
    void openFiles(const QStringList &paths);
    // Adds GCC's coverage data (.gcda files, or folders of them), as File >
    // Add Coverage does; with no program open, says to open it first.
    void addCoverage(const QStringList &paths);

    // What File > Save Sum As and File > Export Report write, without the
    // dialogs, off the GUI thread: empty, or the reason it failed.
    QFuture<QString> saveSum(const QString &path) { return m_document->saveSum(path); }
    QFuture<QString> exportReport(const QString &path) { return m_document->exportReport(path); }

    ProfileDocument *document() const { return m_document; }
    bool isLoading() const { return m_document->isLoading(); }
    QString lastMessage() const { return m_messageBar->text(); }
    QStringList warnings() const { return m_warningBar->warnings(); } // as the bar lists them
    const ProfileResult *profile() const { return m_document->profile().get(); }
    // The names shown for the profile's symbols (shortened), or null.
    std::shared_ptr<const std::vector<std::string>> displayNames() const { return m_names; }
    QString executablePath() const { return m_document->executablePath(); }
    int currentSymbol() const; // the function shown, or -1
    // Compare mode: what is open (New) against FILES (Base: a program and
    // its runs, or runs alone), as File > Compare With Base does.
    void compareWith(const QStringList &files);
    ComparePanel *comparePanel() const { return m_comparePanel; }
    CallGraphView *callGraphView() const { return m_graphView; }
    SourceView *sourceView() const { return m_sourceView; }
    // The line-level profile (for lines and the source pane), computed in
    // the background after each load; empty until then.
    const LineProfile &lineProfile() const { return m_document->lineProfile(); }
    void setShowLines(bool lines);
    // Inlined functions as rows of the flat profile and frames of the trees
    // and flame graph (ProfileDocument::inlinedProfile), when there are.
    void setShowInlined(bool inlined);
    // How C++ names are shortened in every view (View > C++ Names).
    void setNameShortening(const NameShortening &shortening);

signals:
    void linesReady();
    // A load finished (successfully or not) and the window shows its outcome.
    void loadFinished();

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void createWidgets();
    void createTopPanes();     // the flat profile and the graph
    void createLowerTabs();    // callers and callees, source, runs and the others
    void createStatusBar();    // what is open, what shows, a load's progress
    void createActions();      // the menus, their actions and the tool bar
    QAction *createFileMenu(); // returns Open, for the tool bar
    QMenu *createViewMenu();
    void createRunsActions(); // the runs list's: remove, copy
    void createGoMenu();
    void createPaneActions(QMenu *go); // Ctrl+1 to Ctrl+9: a pane each
    void createGraphAndHelpMenus();
    void createToolBar(QAction *open, QMenu *view);
    // Each list's context menu: copy its rows; go from a row's function to
    // its callers and callees, its source or its place in the graph.
    void createTableMenus();
    int symbolOfRow(const QTableView *view) const; // the current row's function, or -1
    void connectDocument();
    void createCompareMode(QMenu *file);
    void createRunMatrix();
    void showRunStatistics(); // the document's, in the flat profile and the runs x functions
    // After the filter or the cutoff changed: the current row in view (the
    // top when it is filtered out), and how many rows of how many show.
    void filterApplied();
    void updateShownCount();
    // Numbers and their headers whole: each numeric column at least as wide
    // as its content (sums grow as runs are added).
    void fitNumberColumns();
    void createDiagnostics();
    // The estimated views among the lower tabs: the top-down and bottom-up
    // trees, the flame graph and the treemap. Each waits while hidden.
    void createEstimatedViews();
    // What the views show now (ViewContext), changed in WHAT, to each view.
    void updateViews(ProfileView::Changes what);
    void showFindings(); // the doctor's, in the Diagnostics tab (its title counts them)
    void showComparison(const std::shared_ptr<const Comparison> &comparison);
    bool dropOnBase(const QPoint &at, const QStringList &paths); // true when taken
    void showFlatProfileFromTheStart(); // scrolled to its first column (the names)
    // The table the top splitter shows: the flat profile, or the comparison.
    QWidget *mainTable() const;
    // PANE made readable: each splitter on the way gives it a third of its
    // space where it had less than a fifth (dragged shut, or restored so).
    void revealPane(QWidget *pane);
    void showLoadStarted(int runs); // the progress of a load of RUNS
    void showWarnings();            // the document's, and the comparison's
    void restoreSettings();
    void keepOnScreen(); // the window fits the screen it is on
    void saveSettings() const;
    void showLoadOutcome(const LoadOutcome &outcome);
    void applyProfile(bool sameExecutable);
    void showCurrent(int symbol);
    void updateStatus();
    void updateRecentMenu();
    void openDialog();
    void addRunsDialog();
    void addCoverageDialog();
    // Files chosen in File > Open, or DROPPED (runs alone are then added).
    void openChosen(const QStringList &paths, bool dropped);
    QAction *createCoverageAction(QMenu *file);
    // Asks for a file name and writes it with WRITE in the background, then
    // says DONE (with %1 the file) or what failed.
    void writeWithDialog(const QString &title, const QString &suggested, const QString &filter,
                         const std::function<QFuture<QString>(const QString &)> &write,
                         const QString &done);
    void createExportMenu(QMenu *file); // File > Export Profile As, a format each
    void goToFunction();
    void selectSymbolInTable(int symbol);
    void flatRowActivated(const QModelIndex &current);

    ProfileDocument *m_document = nullptr;
    FlatProfileModel *m_flatModel = nullptr;
    FlatProfileFilter *m_flatFilter = nullptr;
    RunsModel *m_runsModel = nullptr;
    Navigator *m_navigator = nullptr;

    QTableView *m_flatView = nullptr;
    QTableView *m_callersView = nullptr;
    QTableView *m_calleesView = nullptr;
    QTableView *m_runsView = nullptr;
    QSplitter *m_mainSplitter = nullptr;
    QSplitter *m_topSplitter = nullptr;
    QTabWidget *m_lowerTabs = nullptr;
    FlameGraphView *m_flameView = nullptr;
    TreemapView *m_treemapView = nullptr;
    CallTreeView *m_topDownView = nullptr;
    CallTreeView *m_bottomUpView = nullptr;
    CallersCalleesView *m_calls = nullptr;
    std::vector<ProfileView *> m_views; // every view of the profile, told of each change
    CallGraphView *m_graphView = nullptr;
    SourceView *m_sourceView = nullptr;
    QLineEdit *m_filterEdit = nullptr;
    QDoubleSpinBox *m_cutoff = nullptr;
    QAction *m_regexAction = nullptr;
    QAction *m_showUnusedAction = nullptr;
    QAction *m_showLinesAction = nullptr;
    QAction *m_showInlinedAction = nullptr;
    QAction *m_backAction = nullptr;
    QAction *m_forwardAction = nullptr;
    QAction *m_saveSumAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_addRunsAction = nullptr;
    QAction *m_addCoverageAction = nullptr;
    QMenu *m_recentMenu = nullptr;
    ComparePanel *m_comparePanel = nullptr;
    class RunMatrixView *m_runMatrix = nullptr;
    class DiagnosticsView *m_diagnostics = nullptr;
    QAction *m_stopCompareAction = nullptr;
    QAction *m_goMainTableAction = nullptr; // Go > Flat Profile, or Comparison
    QMenu *m_namesMenu = nullptr;           // View > C++ Names
    class EmptyHint *m_emptyHint = nullptr;
    MessageBar *m_messageBar = nullptr;
    MessageBar *m_warningBar = nullptr;
    QProgressBar *m_progress = nullptr;
    QToolButton *m_cancelButton = nullptr;
    QLabel *m_statusLabel = nullptr;
    QLabel *m_shownCount = nullptr; // "12 of 680 functions" under a filter

    // The names for the profile's symbols, made again when the program or
    // the shortening changed: true when they did (the flat profile has them).
    bool updateDisplayNames();
    NameShortening m_shortening;
    std::shared_ptr<const std::vector<std::string>> m_names; // shortened, per symbol
    std::shared_ptr<const Executable> m_namesFor;            // the program they are of
    NameShortening m_namesShortening;                        // and how they were shortened

    // The top splitter's layout in each mode, kept while the other is shown
    // (and saved apart): the flat profile beside the graph, or the comparison.
    QByteArray m_plainTopState;
    QByteArray m_compareTopState;
    QString m_compareNotice; // why compare mode ended during a load, for its outcome

    bool m_selecting = false; // the window moves the table's selection itself
    bool m_showingLines = false;
    bool m_showingInlined = false; // asked for: shown once the DWARF is read
    // The profile the flat profile lists functions of: with inlined
    // functions when they are asked for and read.
    std::shared_ptr<const ProfileResult> flatFunctions() const;
    bool m_columnsSized = false;
};

} // namespace gmonview
