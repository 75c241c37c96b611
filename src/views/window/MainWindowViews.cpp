// SPDX-License-Identifier: MIT
// The main window's estimated views, among the lower tabs: the top-down and
// bottom-up call trees, the flame graph and the treemap (with the flat
// profile by group), and the export menu. The views wait while hidden
// (ProfileView): each takes a new profile once it is on screen.

#include "views/window/MainWindow.h"

#include "model/document/ProfileDocument.h"
#include "model/export/Exporters.h"
#include "model/items/GroupedProfileModel.h"
#include "views/callgraph/CallGraphView.h"
#include "views/calltree/CallTreeView.h"
#include "views/common/WindowSettings.h"
#include "views/flame/FlameGraphView.h"
#include "views/source/SourceView.h"
#include "views/treemap/TreemapView.h"
#include "views/window/Navigator.h"

#include <QComboBox>
#include <QFileInfo>
#include <QMenu>
#include <QHeaderView>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTreeView>

namespace gmonview {

void MainWindow::createEstimatedViews()
{
    m_topDownView = new CallTreeView(CallTreeModel::Direction::TopDown, m_lowerTabs);
    m_topDownView->setObjectName(QStringLiteral("topDown"));
    m_bottomUpView = new CallTreeView(CallTreeModel::Direction::BottomUp, m_lowerTabs);
    m_bottomUpView->setObjectName(QStringLiteral("bottomUp"));
    m_flameView = new FlameGraphView(m_lowerTabs);
    m_treemapView = new TreemapView(m_lowerTabs);
    // After the callers and callees and the source: the same function, more
    // levels, then the whole program at a glance.
    int at = m_lowerTabs->indexOf(m_sourceView);
    m_lowerTabs->insertTab(++at, m_topDownView, tr("Top-Down"));
    m_lowerTabs->insertTab(++at, m_bottomUpView, tr("Bottom-Up"));
    m_lowerTabs->insertTab(++at, m_flameView, tr("Flame Graph"));
    // The flat profile by group beside the treemap, over the treemap's own
    // model: one "Group by" drives both.
    auto *grouped = new QSplitter(Qt::Horizontal, m_lowerTabs);
    grouped->setObjectName(QStringLiteral("groupedPane"));
    auto *groupedTable = new QTreeView(grouped);
    groupedTable->setObjectName(QStringLiteral("groupedProfile"));
    groupedTable->setAccessibleName(tr("Flat profile by group"));
    auto *sorted = new QSortFilterProxyModel(groupedTable);
    sorted->setSourceModel(m_treemapView->model());
    sorted->setSortRole(GroupedProfileModel::SortRole);
    groupedTable->setModel(sorted);
    groupedTable->setSortingEnabled(true);
    groupedTable->sortByColumn(GroupedProfileModel::Self, Qt::DescendingOrder);
    groupedTable->setUniformRowHeights(true);
    groupedTable->header()->setStretchLastSection(false);
    groupedTable->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    groupedTable->header()->setSectionResizeMode(GroupedProfileModel::Name, QHeaderView::Stretch);
    connect(groupedTable, &QTreeView::activated, this, [this](const QModelIndex &index) {
        const int symbol = index.data(GroupedProfileModel::SymbolRole).toInt();
        if (symbol >= 0)
            m_navigator->setCurrent(symbol);
    });
    grouped->addWidget(groupedTable);
    grouped->addWidget(m_treemapView);
    grouped->setStretchFactor(1, 2);
    grouped->setSizes({500, 700});
    m_lowerTabs->insertTab(++at, grouped, tr("Treemap"));

    // The grouping and the flame graph's direction are remembered.
    const int groupBy = QSettings().value(settingsKey::treemapGroupBy, int(GroupBy::File)).toInt();
    if (groupBy >= int(GroupBy::File) && groupBy <= int(GroupBy::Class))
        m_treemapView->setGroupBy(GroupBy(groupBy));
    connect(m_treemapView->model(), &QAbstractItemModel::modelReset, this, [this] {
        QSettings().setValue(settingsKey::treemapGroupBy, int(m_treemapView->groupBy()));
    });
    if (QSettings().value(settingsKey::flameMode).toInt() == FlameGraphView::BottomUp)
        m_flameView->setMode(FlameGraphView::BottomUp);
    if (auto *mode = m_flameView->findChild<QComboBox *>(QStringLiteral("flameMode")))
        connect(mode, &QComboBox::currentIndexChanged, this, [this] {
            QSettings().setValue(settingsKey::flameMode, int(m_flameView->mode()));
        });

    connect(m_flameView, &FlameGraphView::functionActivated, m_navigator, &Navigator::setCurrent);
    connect(m_treemapView, &TreemapView::functionActivated, m_navigator, &Navigator::setCurrent);
    for (CallTreeView *tree : {m_topDownView, m_bottomUpView})
        connect(tree, &CallTreeView::functionActivated, m_navigator, &Navigator::setCurrent);
}

void MainWindow::createExportMenu(QMenu *file)
{
    QMenu *menu = file->addMenu(tr("Export &Profile As"));
    menu->setObjectName(QStringLiteral("exportMenu"));
    menu->setToolTip(tr("The profile shown (the runs ticked, the graph as drawn) in another "
                        "tool's format"));
    for (const ExportFormatInfo &f : exportFormats()) {
        const ExportFormat format = f.format;
        const QString name = QString::fromLatin1(f.name);
        const QString extension = QString::fromLatin1(f.extension);
        QAction *a = menu->addAction(QStringLiteral("%1...").arg(name));
        a->setObjectName(QStringLiteral("export-") + name);
        a->setToolTip(QString::fromLatin1(f.summary));
        connect(a, &QAction::triggered, this, [this, format, name, extension] {
            writeWithDialog(
                tr("Export as %1").arg(name),
                QFileInfo(executablePath()).fileName() + QLatin1Char('.') + extension,
                tr("%1 (*.%2);;All files (*)").arg(name, extension),
                [this, format](const QString &path) {
                    return m_document->exportProfile(format, path, m_graphView->options());
                },
                tr("Exported %1"));
        });
    }
    // Only with a profile to export, like the report.
    connect(file, &QMenu::aboutToShow, menu,
            [this, menu] { menu->setEnabled(m_document->profile() != nullptr); });
}

} // namespace gmonview
