// SPDX-License-Identifier: MIT
// The window and its document: loading runs, what a load found, and a new
// profile handed to the views.
#include "views/window/MainWindow.h"

#include "model/document/MessageText.h"
#include "model/document/ProfileDocument.h"
#include "model/estimate/NameShortener.h"
#include "model/items/FlatProfileModel.h"
#include "model/items/RunsModel.h"
#include "views/callgraph/CallGraphView.h"
#include "views/common/EmptyHint.h"
#include "views/common/Icons.h"
#include "views/common/MessageBar.h"
#include "views/common/ShortcutsFirst.h"
#include "views/common/Tables.h"
#include "views/common/WindowSettings.h"
#include "views/compare/ComparePanel.h"
#include "views/flat/FlatProfileDelegate.h"
#include "views/runs/RunChooser.h"
#include "views/source/SourceView.h"
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

#include <functional>
#include <utility>

namespace gmonview {

// --- the document ----------------------------------------------------------------

void MainWindow::connectDocument()
{
    connect(m_document, &ProfileDocument::loadStarted, this, &MainWindow::showLoadStarted);
    connect(m_document, &ProfileDocument::loadProgress, this, [this](int done, int total) {
        m_progress->setRange(0, std::max(total, 1));
        m_progress->setValue(done);
    });
    connect(m_document, &ProfileDocument::loadCanceled, this, [this] {
        m_progress->hide();
        m_cancelButton->hide();
        m_messageBar->showMessage(tr("Loading was cancelled; the profile shown is the one before."),
                                  false);
        emit loadFinished();
    });
    connect(m_document, &ProfileDocument::profileChanged, this, &MainWindow::applyProfile);
    connect(m_document, &ProfileDocument::loadFinished, this, &MainWindow::showLoadOutcome);
    // The same numbers, with the calls found in the code (for drawing).
    connect(m_document, &ProfileDocument::staticArcsFound, this,
            [this] { updateViews(ProfileView::ProfileRefined); });
    connect(m_document, &ProfileDocument::lineProfileChanged, this, [this] {
        const LineProfile &lines = lineProfile();
        updateViews(ProfileView::LinesChanged);
        m_showLinesAction->setEnabled(lines.profile != nullptr);
        const bool inlined = lines.executable && lines.executable->functions &&
                             !lines.executable->functions->functions().empty();
        m_showInlinedAction->setEnabled(inlined);
        if (m_showingLines && !lines.profile)
            setShowLines(false);
        else if (m_showingInlined && !m_showingLines)
            setShowInlined(true); // of these runs, now that they are read
        if (lines.profile || lines.error)
            emit linesReady();
    });
    connect(m_document, &ProfileDocument::warningsChanged, this, &MainWindow::showWarnings);
    connect(m_document, &ProfileDocument::coverageChanged, this, [this] {
        updateViews(ProfileView::CoverageChanged);
        showRunStatistics(); // the flat profile's coverage columns
        updateStatus();
    });
    connect(m_document, &ProfileDocument::coverageFailed, this,
            [this](const QString &error) { m_messageBar->showMessage(error, true); });
    connect(m_document, &ProfileDocument::findingsChanged, this, &MainWindow::showFindings);
}

void MainWindow::showLoadStarted(int runs)
{
    m_progress->setRange(0, std::max(1, runs));
    m_progress->setValue(0);
    m_progress->show();
    m_cancelButton->show();
}

void MainWindow::showWarnings()
{
    QStringList list;
    for (const Message &w : m_document->warnings())
        list << displayText(w);
    // And while comparing, the comparison's (Base's reading, programs that
    // do not look alike); New's are the document's already.
    if (const auto comparison = m_comparePanel->comparison())
        for (const Message &w : comparison->warnings)
            if (const QString text = displayText(w); !list.contains(text))
                list << text;
    m_warningBar->setWarnings(list);
}

void MainWindow::openProfile(const QString &executable, const QStringList &gmonFiles)
{
    m_document->open(executable, gmonFiles);
}

void MainWindow::addRuns(const QStringList &gmonFiles)
{
    m_document->addRuns(gmonFiles);
}

// --- files chosen or dropped, and coverage data -------------------------------------

void MainWindow::openFiles(const QStringList &paths)
{
    openChosen(paths, false);
}

void MainWindow::openDroppedFiles(const QStringList &paths)
{
    openChosen(paths, true);
}

void MainWindow::openChosen(const QStringList &paths, bool dropped)
{
    QStringList others, coverage;
    for (const QString &p : paths)
        (ProfileDocument::isCoverageFile(p) ? coverage : others) << p;
    const auto [program, runs] = ProfileDocument::splitProgram(others);
    if (!program.isEmpty())
        openProfile(program, runs);
    else if (!runs.isEmpty() && dropped)
        addRuns(runs);
    else if (!runs.isEmpty())
        m_document->open(QString(), runs);
    if (!coverage.isEmpty())
        addCoverage(coverage); // for the program being opened, or the one open
}

void MainWindow::addCoverage(const QStringList &paths)
{
    if (!m_document->executable() && !m_document->isLoading()) {
        m_messageBar->showMessage(
            tr("Open the program first: coverage data (%1) gives counts of a program's lines, "
               "shown beside its profile.")
                .arg(QFileInfo(paths.first()).fileName()),
            true);
        return;
    }
    m_document->addCoverage(paths);
}

QAction *MainWindow::createCoverageAction(QMenu *file)
{
    QAction *action = file->addAction(tr("Add &Coverage..."), this, &MainWindow::addCoverageDialog);
    action->setObjectName(QStringLiteral("addCoverage"));
    action->setToolTip(tr("Add GCC's coverage data (.gcda files of a -pg --coverage build): exact "
                          "executions beside the samples"));
    action->setEnabled(false); // until a program is open
    return action;
}

void MainWindow::addCoverageDialog()
{
    // Where the program is: GCC writes the .gcda files beside the objects.
    const QString dir = QFileInfo(executablePath()).absolutePath();
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Add Coverage"), dir, tr("Coverage data (*.gcda);;All files (*)"));
    if (!files.isEmpty())
        addCoverage(files);
}

void MainWindow::showLoadOutcome(const LoadOutcome &outcome)
{
    m_progress->hide();
    m_cancelButton->hide();
    if (!outcome.error.isEmpty()) {
        m_messageBar->showMessage(outcome.error, true);
        emit loadFinished();
        return;
    }
    const QString program = m_document->executablePath();
    const QString notice = std::exchange(m_compareNotice, QString()); // compare mode ended
    if (outcome.programFound)
        statusBar()->showMessage(
            tr("Opened with %1, the program beside the run that could have written it")
                .arg(program),
            10000);
    if (!outcome.refused.isEmpty())
        m_messageBar->showMessage(
            tr("Not summed:\n%1").arg(outcome.refused.join(QLatin1Char('\n'))), true);
    else if (outcome.noRuns && !outcome.runsBeside.isEmpty()) {
        // GMON_OUT_PREFIX's runs and no gmon.out: which to sum is the user's
        // to say (all ticked), without blocking the window.
        m_messageBar->showMessage(
            tr("No gmon.out beside %1, but %n gmon files: tick the runs to sum, or add them "
               "later with File > Add Runs.",
               nullptr, int(outcome.runsBeside.size()))
                .arg(QFileInfo(program).fileName()),
            false);
        auto *chooser = new RunChooser(program, outcome.runsBeside, this);
        connect(chooser, &RunChooser::runsChosen, this, &MainWindow::addRuns);
        chooser->open();
    } else if (outcome.noRuns)
        m_messageBar->showMessage(tr("No gmon.out or other gmon file beside %1: drop gmon files "
                                     "on the window to add runs.")
                                      .arg(QFileInfo(program).fileName()),
                                  false);
    else if (!notice.isEmpty())
        m_messageBar->showMessage(notice, false);
    else
        m_messageBar->hide();
    if (!notice.isEmpty() && (!outcome.refused.isEmpty() || outcome.noRuns))
        statusBar()->showMessage(notice, 10000);
    setWindowTitle(tr("%1 - gmonview").arg(QFileInfo(program).fileName()));
    rememberRecent(QStringList{program} + m_document->runPaths(false));
    updateRecentMenu();
    updateStatus();
    emit loadFinished();
}

void MainWindow::applyProfile(bool sameExecutable)
{
    const std::shared_ptr<const ProfileResult> profile = m_document->profile();
    const int keep = sameExecutable ? m_navigator->current() : -1;
    m_runsModel->setRuns(m_document->runs());
    m_flatModel->setProfile(flatFunctions());
    const bool renamed = updateDisplayNames();
    updateViews(ProfileView::ProfileChanged | (renamed ? ProfileView::NamesChanged : 0u));
    m_emptyHint->setEmpty(!profile);
    m_showingLines = false;
    showRunStatistics();
    showFindings();
    m_showLinesAction->setChecked(false);
    m_showLinesAction->setEnabled(false);
    if (profile)
        fitNumberColumns();
    if (!m_columnsSized && profile) {
        // Fit the name and the bar once; afterwards the user's widths stay.
        const int em = m_flatView->fontMetrics().horizontalAdvance(QLatin1Char('M'));
        m_flatView->setColumnWidth(
            FlatProfileModel::Name,
            std::clamp(m_flatView->columnWidth(FlatProfileModel::Name), 18 * em,
                       std::clamp(m_flatView->viewport()->width() / 2, 18 * em, 40 * em)));
        m_flatView->setColumnWidth(FlatProfileModel::Percent, 9 * em);
        m_runsView->resizeColumnsToContents();
        m_columnsSized = true;
    }
    int current = keep;
    if (current < 0 && profile && m_flatFilter->rowCount() > 0)
        current = m_flatModel->symbolAt(m_flatFilter->mapToSource(m_flatFilter->index(0, 0)).row());
    if (!profile)
        current = -1;
    // The same program summed again (a run ticked or unticked, added or
    // removed): its symbols are the same, and so is the way back.
    if (!sameExecutable || !profile || current != m_navigator->current())
        m_navigator->reset(current);
    showCurrent(current);
}

void MainWindow::setShowLines(bool lines)
{
    const LineProfile &lineProfile = m_document->lineProfile();
    if (lines && !lineProfile.profile)
        lines = false;
    m_showingLines = lines;
    if (m_showLinesAction->isChecked() != lines)
        m_showLinesAction->setChecked(lines);
    m_flatModel->setProfile(lines ? lineProfile.profile : flatFunctions(), lines);
    showRunStatistics();
    fitNumberColumns();
    updateShownCount();
    if (!lines && m_document->profile())
        selectSymbolInTable(m_navigator->current());
}

std::shared_ptr<const ProfileResult> MainWindow::flatFunctions() const
{
    if (m_showingInlined)
        if (auto inlined = m_document->inlinedProfile())
            return inlined;
    return m_document->profile();
}

void MainWindow::setShowInlined(bool inlined)
{
    m_showingInlined = inlined;
    if (m_showInlinedAction->isChecked() != inlined)
        m_showInlinedAction->setChecked(inlined);
    if (!m_showingLines && m_document->profile()) {
        m_flatModel->setProfile(flatFunctions());
        fitNumberColumns();
        updateShownCount();
        selectSymbolInTable(m_navigator->current());
    }
    updateViews(ProfileView::InlinedChanged);
}

} // namespace gmonview
