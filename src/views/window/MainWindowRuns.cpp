// SPDX-License-Identifier: MIT
// The main window's runs as a sample (the runs x functions tab and the flat
// profile's spread columns) and what the doctor found in them.

#include "views/window/MainWindow.h"

#include "model/document/ProfileDocument.h"
#include "model/items/FlatProfileModel.h"
#include "views/diagnostics/DiagnosticsView.h"
#include "views/runs/RunMatrixView.h"
#include "views/window/Navigator.h"

#include <QHeaderView>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>

namespace gmonview {

void MainWindow::createRunMatrix()
{
    m_runMatrix = new RunMatrixView(m_lowerTabs);
    m_runMatrix->setObjectName(QStringLiteral("runMatrix"));
    m_runMatrix->setFlatProfile(m_flatModel, m_flatFilter);
    m_lowerTabs->addTab(m_runMatrix, tr("Runs × Functions"));
    // It follows the flat profile's filter and order.
    auto follow = [this] { m_runMatrix->flatProfileChanged(); };
    connect(m_flatFilter, &QAbstractItemModel::layoutChanged, m_runMatrix, follow);
    connect(m_flatFilter, &QAbstractItemModel::modelReset, m_runMatrix, follow);
    connect(m_flatFilter, &QAbstractItemModel::rowsInserted, m_runMatrix, follow);
    connect(m_flatFilter, &QAbstractItemModel::rowsRemoved, m_runMatrix, follow);
    connect(m_runMatrix, &RunMatrixView::functionActivated, m_navigator, &Navigator::setCurrent);
    // A run's cell selects the run in the runs list: the run-th summed.
    connect(m_runMatrix, &RunMatrixView::runActivated, this, [this](int run) {
        int enabled = -1;
        for (size_t i = 0; i < m_document->runs().size(); ++i)
            if (m_document->runs()[i].enabled && ++enabled == run) {
                m_runsView->selectRow(int(i));
                return;
            }
    });
}

void MainWindow::showRunStatistics()
{
    const std::shared_ptr<const RunStatistics> statistics = m_document->runStatistics();
    m_flatModel->setRunStatistics(statistics);
    // Lines have no statistics of their own: the function rows are shown,
    // all of them, by mean.
    m_runMatrix->setFlatProfile(m_showingLines ? nullptr : m_flatModel,
                                m_showingLines ? nullptr : m_flatFilter);
    m_runMatrix->setStatistics(statistics);
    m_runMatrix->setDisplayNames(m_names);
    const bool spread = m_flatModel->hasRunStatistics();
    m_flatView->setColumnHidden(FlatProfileModel::RunSd, !spread);
    m_flatView->setColumnHidden(FlatProfileModel::RunCv, !spread);
    if (spread && m_flatView->columnWidth(FlatProfileModel::RunCv) == 0) {
        m_flatView->resizeColumnToContents(FlatProfileModel::RunSd);
        m_flatView->resizeColumnToContents(FlatProfileModel::RunCv);
    }
    // And gcov's counts beside them, with coverage data.
    m_flatModel->setCoverage(m_document->coverage());
    const bool counts = m_flatModel->hasCoverage();
    for (const int column : {FlatProfileModel::Executions, FlatProfileModel::PerExecution,
                             FlatProfileModel::LinesRun}) {
        m_flatView->setColumnHidden(
            column, !counts || (column == FlatProfileModel::LinesRun && m_showingLines));
        if (counts && m_flatView->columnWidth(column) == 0)
            m_flatView->resizeColumnToContents(column);
    }
}

void MainWindow::createDiagnostics()
{
    m_diagnostics = new DiagnosticsView(m_lowerTabs);
    m_diagnostics->setObjectName(QStringLiteral("diagnostics"));
    m_lowerTabs->addTab(m_diagnostics, tr("Diagnostics"));
    connect(m_diagnostics, &DiagnosticsView::functionActivated, m_navigator,
            &Navigator::setCurrent);
}

void MainWindow::showFindings()
{
    m_diagnostics->setFindings(m_document->findings(), m_document->profile(), m_names);
    const int count = m_diagnostics->findingCount();
    const int tab = m_lowerTabs->indexOf(m_diagnostics);
    m_lowerTabs->setTabText(tab, count ? tr("Diagnostics (%1)").arg(count) : tr("Diagnostics"));
    bool wrong = false;
    for (const Finding &f : m_document->findings())
        wrong = wrong || f.numbersWrong();
    m_lowerTabs->setTabIcon(tab,
                            wrong ? style()->standardIcon(QStyle::SP_MessageBoxWarning) : QIcon());
}

} // namespace gmonview
