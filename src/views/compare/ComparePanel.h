// SPDX-License-Identifier: MIT
#pragma once

#include "model/stats/ProfileCompare.h"

#include <QFutureWatcher>
#include <QWidget>

#include <memory>

class QLabel;
class QTableView;
class QSortFilterProxyModel;

namespace gmonview {

class CompareModel;
class ProfileDocument;
class RunsModel;

// Compare mode: the runs open in the window (New) against a second set of
// runs (Base, a document of its own). Shows the functions' differences with
// their intervals and verdicts, most significant first, with a legend; owns
// Base's document and runs list, and compares again whenever either side's
// sum changes.
struct CompareJob
{
    std::shared_ptr<const Comparison> comparison;
    QString error; // why there is none
};

class ComparePanel : public QWidget
{
    Q_OBJECT

public:
    ComparePanel(ProfileDocument *next, QWidget *parent = nullptr);
    ~ComparePanel() override;

    // Base: a program and its runs, or runs alone (their program is looked
    // for beside them), as File > Open takes them.
    void openBase(const QStringList &files);
    void addBaseRuns(const QStringList &runs);
    void stop(); // leaves compare mode: Base is closed

    bool isComparing() const; // Base is open
    ProfileDocument *baseDocument() const { return m_base; }
    QTableView *baseRunsView() const { return m_baseRunsView; }
    QTableView *table() const { return m_table; }
    std::shared_ptr<const Comparison> comparison() const { return m_comparison; }
    void setCurrent(int symbol); // New's function, selected without a signal

signals:
    void functionActivated(int symbol); // in New's profile
    void comparisonChanged(std::shared_ptr<const gmonview::Comparison> comparison); // null: none
    void message(const QString &text, bool error);
    void baseLinesChanged(); // Base's line profile is ready (for the source pane)
    // Compare mode ended by itself, and why: New became another program
    // (Base was compared with a build of the one no longer open).
    void stopped(const QString &why);

private:
    void connectBase();
    void compare();
    void showComparison(std::shared_ptr<const Comparison> comparison);

    ProfileDocument *m_next;
    QString m_nextProgram; // New's program when Base was opened
    ProfileDocument *m_base;
    RunsModel *m_baseRuns;
    QTableView *m_baseRunsView;
    CompareModel *m_model;
    QSortFilterProxyModel *m_sorted;
    QTableView *m_table;
    QLabel *m_title;
    QLabel *m_legend;
    std::shared_ptr<const Comparison> m_comparison;
    QFutureWatcher<CompareJob> *m_job = nullptr;
    bool m_selecting = false;
};

} // namespace gmonview
