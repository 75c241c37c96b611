// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

class QMenu;

namespace gmonview {

// The keys the window keeps in QSettings, in one place.
namespace settingsKey {
inline const QString geometry = QStringLiteral("window/geometry");
inline const QString state = QStringLiteral("window/state");
inline const QString mainSplitter = QStringLiteral("window/mainSplitter");
inline const QString callSplitter = QStringLiteral("window/callSplitter");
inline const QString sourcePane = QStringLiteral("window/sourcePane");
inline const QString topSplitter = QStringLiteral("window/topSplitter"); // not comparing
// The same splitter in compare mode (the comparison in the flat profile's place).
inline const QString compareSplitter = QStringLiteral("window/compareSplitter");
inline const QString showUnused = QStringLiteral("view/showUnused");
inline const QString regex = QStringLiteral("view/regex");
inline const QString cutoff = QStringLiteral("view/cutoff");
inline const QString templateDepth = QStringLiteral("view/templateDepth"); // -1: full names
// 2: with the spread columns, which a state saved before lacks.
inline const QString flatHeader = QStringLiteral("view/flatHeader2");
inline const QString graphNodeBudget = QStringLiteral("graph/nodeBudget");
inline const QString treemapGroupBy = QStringLiteral("treemap/groupBy"); // GroupBy
inline const QString flameMode = QStringLiteral("flame/mode");           // FlameGraphView::Mode
inline const QString sourceFolders = QStringLiteral("sourceFolders");
inline const QString recent = QStringLiteral("recent");
inline const QString gmonDir = QStringLiteral("dirs/gmon");
} // namespace settingsKey

// The programs opened lately with their runs (the program first), newest
// first, at most eight.
QList<QStringList> recentFiles();
void rememberRecent(const QStringList &entry);
// How the Open Recent menu names ENTRY (the program, then its runs) among
// ALL: the program and its folder, the runs' count, and the runs' names
// where another entry would read the same.
QString recentLabel(const QStringList &entry, const QList<QStringList> &all);
// Fills MENU with the recent entries; choosing one calls OPEN with it.
void fillRecentMenu(QMenu *menu, const std::function<void(const QStringList &)> &open);

} // namespace gmonview
