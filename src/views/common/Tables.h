// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

class QAbstractItemView;
class QModelIndex;
class QTableView;
class QWidget;

namespace gmonview {

// A table as every list of the window is: whole rows selected one at a
// time, alternating rows, no row numbers, no wrapping.
QTableView *makeTable(QWidget *parent);

// A first click on a column of numbers sorts it largest first, as people
// look for the biggest; the TEXT_COLUMNS (names) sort A to Z first. A
// second click on the same column turns the order round, as usual.
void sortNumbersLargestFirst(QTableView *view, const QList<int> &textColumns);

// INDEX's row becomes VIEW's current row, selected alone, unless it is one
// of several rows selected already: a right-click inside a selection (which
// makes its row current) keeps the selection for the menu's Copy.
void makeRowCurrent(QAbstractItemView *view, const QModelIndex &index);

enum class RowsFormat
{
    Text, // tab-separated, for a terminal, a mail or a spreadsheet's paste
    Csv,  // RFC 4180
};

// The selected rows of VIEW (its current row when none is), in the columns
// on screen and their order on screen, under the header. Where the model
// answers FULL_TEXT_ROLE, that is a cell's text: a whole name where a
// shortened one is shown.
QString rowsText(const QTableView *view, RowsFormat format, int fullTextRole = -1);

// Copy (Ctrl+C, the rows as text) and Copy as CSV in VIEW's context menu,
// which then shows VIEW's actions.
void addCopyActions(QTableView *view, int fullTextRole = -1);

} // namespace gmonview
