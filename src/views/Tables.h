#pragma once

#include <QList>

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

} // namespace gmonview
