// SPDX-License-Identifier: MIT
#pragma once

#include "model/items/RunMatrixModel.h"
#include "views/common/ProfileView.h"

#include <QWidget>

#include <memory>
#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QSortFilterProxyModel;
class QSplitter;
class QStackedWidget;
class QTableView;
class QToolButton;

namespace gmonview {

class FlatProfileModel;
class RunHeader;

// The runs as a sample: functions as rows (the flat profile's, under its
// filter and in its order until a column is sorted), runs as columns, each
// cell coloured by how far its run departs from the others for that
// function and framed where it is an outlier; the first row is each run as
// a whole. The function's figures over the runs stay on the left while the
// runs scroll. For hundreds of runs the columns compress to a strip of
// colour, and the runs can be put in order of time or of departure.
class RunMatrixView : public QWidget, public ProfileView
{
    Q_OBJECT

public:
    explicit RunMatrixView(QWidget *parent = nullptr);

    RunMatrixModel *model() const { return m_model; }
    RunMatrixFilter *filter() const { return m_filter; }
    QTableView *figuresTable() const { return m_figures; } // names and figures
    QTableView *runsTable() const { return m_runs; }       // a column per run
    // What the keyboard goes to: the runs, or the hint while there are none.
    QWidget *focusTarget() const;

    void setStatistics(std::shared_ptr<const RunStatistics> statistics);
    void setDisplayNames(std::shared_ptr<const std::vector<std::string>> names);
    // The flat profile on screen, to follow (nulls: a profile of lines).
    void setFlatProfile(const FlatProfileModel *model, const QSortFilterProxyModel *filter);
    void flatProfileChanged();

    // Selects SYMBOL's row (no signal); nothing when it has no samples.
    void setCurrentFunction(int symbol);
    int currentFunction() const;
    int currentRun() const; // an index into the statistics' runs, or -1

    // A strip of colour per run (no numbers) instead of a column of seconds.
    void setCompact(bool compact);
    bool isCompact() const;
    // Functions whose time varies most across runs first.
    void sortByImbalance();
    void followFlatOrder();
    void setRunOrder(RunMatrixModel::RunOrder order);

signals:
    void functionActivated(int symbol);
    void runActivated(int run); // an index into the statistics' runs

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

protected:
    void doUpdate(Changes what) override;

private:
    QWidget *createControls(); // the orders and the compression
    QWidget *createTables();   // the functions' figures beside the runs' cells, one scroll
    void applyColumns();
    void shareWidth(); // between the figures and the runs
    void figuresRowChanged(const QModelIndex &current);
    void runCellChanged(const QModelIndex &current);
    void updateLegend();
    int runWidth() const;

    RunMatrixModel *m_model;
    RunMatrixFilter *m_filter;
    QStackedWidget *m_stack;
    QSplitter *m_splitter;
    QLabel *m_emptyLabel;
    QTableView *m_figures;
    QTableView *m_runs;
    RunHeader *m_runHeader;
    QCheckBox *m_compact;
    QComboBox *m_runOrder;
    QToolButton *m_flatOrder;
    QToolButton *m_imbalance;
    QLabel *m_legend;
    bool m_compactChosen = false; // the user set it; until then it follows the run count
    bool m_syncing = false;
    bool m_sized = false;
    bool m_splitShared = false;
};

} // namespace gmonview
