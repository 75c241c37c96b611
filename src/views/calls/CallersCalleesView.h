// SPDX-License-Identifier: MIT
#pragma once

#include "views/common/ProfileView.h"

#include <QWidget>

class QLabel;
class QSplitter;
class QTableView;

namespace gmonview {

class CallListModel;

// The current function's callers and callees, side by side under a line
// with its figures: gprof's call-graph entry of the function, in two lists.
class CallersCalleesView : public QWidget, public ProfileView
{
    Q_OBJECT

public:
    explicit CallersCalleesView(QWidget *parent = nullptr);

    QTableView *callersTable() const { return m_callersView; }
    QTableView *calleesTable() const { return m_calleesView; }
    QSplitter *splitter() const { return m_splitter; } // (its state is the window's to keep)

signals:
    // A row was activated: its function should become the current one.
    void functionActivated(int symbol);

protected:
    void doUpdate(Changes what) override;

private:
    // The lists over a profile with the same functions (the calls found in
    // the code added): the rows the user selected stay selected (by the
    // function at the other end), with the current one and the scroll.
    void refine(QTableView *view);
    void showHeader(); // the current function's figures
    // The current function's name for the header: as the lists show it
    // while it fits, else shorter by the same rules, never cut.
    QString headerName(int symbol) const;

    CallListModel *m_callers = nullptr;
    CallListModel *m_callees = nullptr;
    QLabel *m_header = nullptr;
    QSplitter *m_splitter = nullptr;
    QTableView *m_callersView = nullptr;
    QTableView *m_calleesView = nullptr;
};

} // namespace gmonview
