#pragma once

#include "Profile.h"
#include "ProfileLoader.h"
#include "ProfileSession.h"
#include "SourceProfile.h"

#include <QMainWindow>

#include <memory>

class QAction;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QMenu;
class QProgressBar;
class QSplitter;
class QTableView;
class QToolButton;

namespace gmonview {

class CallGraphView;
class SourceView;
class CallListModel;
class FlatProfileFilter;
class FlatProfileModel;
class Navigator;
class RunsModel;

// The main window: the flat profile, the callers and callees of the current
// function, and the runs summed into the profile.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens EXECUTABLE with GMON_FILES (gmon.out or gmon.sum beside it when
    // none are given), replacing what is open. The work runs in the
    // background; what was open stays open if nothing can be read.
    void openProfile(const QString &executable, const QStringList &gmonFiles);
    // Adds runs to the sum; runs that do not fit are refused with a message.
    void addRuns(const QStringList &gmonFiles);
    // The command line: PROGRAM [GMON...], or gmon files alone (as a file
    // manager passes them), whose program is then looked for beside them.
    void openCommandLine(const QStringList &args);
    // Handles dropped files as a drop on the window does.
    void openDroppedFiles(const QStringList &paths);

    // What File > Save Sum As and File > Export Report write, without the
    // dialogs. They return an empty string or the reason they failed.
    QString saveSum(const QString &path);
    QString exportReport(const QString &path);

    bool isLoading() const;
    QString lastMessage() const { return m_lastMessage; }
    const ProfileResult *profile() const { return m_profile.get(); }
    QString executablePath() const { return m_executablePath; }
    CallGraphView *callGraphView() const { return m_graphView; }
    SourceView *sourceView() const { return m_sourceView; }
    // The line-level profile (for lines and the source pane), computed in
    // the background after each load; null until then.
    const LineProfile &lineProfile() const { return m_lineProfile; }
    void setShowLines(bool lines);

signals:
    void linesReady();

    // A load finished (successfully or not) and the window shows its outcome.
    void loadFinished();

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    enum class Intent
    {
        Open,
        Add,
        Resum
    };
    void createActions();
    void createWidgets();
    void restoreSettings();
    void saveSettings() const;
    void startLoad(Intent intent, std::shared_ptr<const Executable> executable,
                   const QString &executablePath,
                   const std::vector<std::pair<QString, bool>> &runs);
    void loadFinishedWith(const LoadResult &result);
    void applyProfile(std::shared_ptr<const ProfileResult> profile);
    void showCurrent(int symbol);
    void updateStatus();
    void updateRecentMenu();
    void rememberRecent();
    void showMessage(const QString &text, bool error);
    void paintMessageBar(); // its colours, from the palette
    void openDialog();
    void addRunsDialog();
    void saveSumAs();
    void exportReportAs();
    void goToFunction();
    void selectSymbolInTable(int symbol);

    FlatProfileModel *m_flatModel = nullptr;
    FlatProfileFilter *m_flatFilter = nullptr;
    CallListModel *m_callers = nullptr;
    CallListModel *m_callees = nullptr;
    RunsModel *m_runsModel = nullptr;
    Navigator *m_navigator = nullptr;
    ProfileLoader *m_loader = nullptr;

    QTableView *m_flatView = nullptr;
    QTableView *m_callersView = nullptr;
    QTableView *m_calleesView = nullptr;
    QTableView *m_runsView = nullptr;
    QSplitter *m_mainSplitter = nullptr;
    QSplitter *m_callSplitter = nullptr;
    QSplitter *m_topSplitter = nullptr;
    CallGraphView *m_graphView = nullptr;
    QLabel *m_entryLabel = nullptr;
    QLineEdit *m_filterEdit = nullptr;
    QAction *m_regexAction = nullptr;
    QDoubleSpinBox *m_cutoff = nullptr;
    QAction *m_showUnusedAction = nullptr;
    QAction *m_backAction = nullptr;
    QAction *m_forwardAction = nullptr;
    QAction *m_saveSumAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_addRunsAction = nullptr;
    QMenu *m_recentMenu = nullptr;
    QLabel *m_messageLabel = nullptr;
    QWidget *m_messageBar = nullptr;
    QProgressBar *m_progress = nullptr;
    QToolButton *m_cancelButton = nullptr;
    QLabel *m_statusLabel = nullptr;

    std::shared_ptr<const Executable> m_executable;
    std::shared_ptr<const ProfileResult> m_profile;
    QString m_executablePath;
    QString m_lastMessage;
    bool m_messageIsError = false;
    // The load under way: what it was asked to do.
    Intent m_pendingIntent = Intent::Open;
    std::vector<std::pair<QString, bool>> m_pendingRuns;
    bool m_selecting = false;
    SourceView *m_sourceView = nullptr;
    class QTabWidget *m_lowerTabs = nullptr;
    QAction *m_showLinesAction = nullptr;
    LineProfile m_lineProfile;
    // The last line profile read, with the executable it is of: its DWARF
    // tables serve the next re-sum of the same program.
    std::pair<std::shared_ptr<const Executable>, LineProfile> m_lineTables;
    quint64 m_lineJob = 0;
    quint64 m_staticJob = 0;
    // The direct calls in the code of an executable, decoded once for it.
    std::pair<std::shared_ptr<const Executable>, std::shared_ptr<const std::vector<DirectCall>>>
        m_directCalls;
    bool m_showingLines = false;
    void startLineProfile();
    // Finds the calls in the machine code the run never took, in the
    // background, and gives the profile with them to the call graph.
    void startStaticArcs();
    bool m_columnsSized = false;
};

} // namespace gmonview
