// SPDX-License-Identifier: MIT
#pragma once

#include "model/graph/CallGraph.h"
#include "views/callgraph/SceneLayout.h"
#include "views/common/ProfileView.h"

#include <QFutureWatcher>
#include <QGraphicsView>
#include <QList>
#include <QThreadPool>
#include <QWidget>

class QAction;

#include <atomic>
#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QMenu;
class QSpinBox;
class QToolButton;

namespace gmonview {

struct Comparison;
class GraphCanvas;
struct GraphMarks;

// The call graph around the current function (or of the whole program),
// laid out by Graphviz in a background thread and drawn in a scene.
class CallGraphView : public QWidget, public ProfileView
{
    Q_OBJECT

public:
    explicit CallGraphView(QWidget *parent = nullptr);
    ~CallGraphView() override;

    void setProfile(std::shared_ptr<const ProfileResult> profile);
    // The same profile with more to draw (its static arcs): laid out again,
    // keeping the view's options, opened cycles and zoom.
    void updateProfile(std::shared_ptr<const ProfileResult> profile);
    void setCurrent(int symbol);
    // Base against New, drawn over the graph while the view shows
    // COMPARISON->next.profile: nodes coloured where self time changed
    // significantly, new functions dashed, calls per run on the arrows as
    // "base → new" where they changed, and a legend. Null: the usual graph.
    void setComparison(std::shared_ptr<const Comparison> comparison);
    // The comparison drawn: set, and about the profile shown; else null.
    const Comparison *activeComparison() const;

    CallGraphOptions options() const { return m_options; }
    void setOptions(const CallGraphOptions &options);
    void setCycleExpanded(int cycle, bool expanded);
    // Draws at most BUDGET functions, now and in later sessions.
    void setNodeBudget(int budget);
    // Fit, zoom, cycle and export, for the window's Graph menu.
    QList<QAction *> menuActions() const { return m_menuActions; }

    // The graph shown (after the last finished layout) and its layout.
    const CallGraph &graph() const { return m_graph; }
    const SceneLayout &layout() const { return m_layout; }
    bool isLayingOut() const { return m_layingOut; }
    // Layouts still running in the background, cancelled ones included.
    int layoutsRunning() const { return m_pending; }
    // Stops waiting for the layout in progress: the graph shown stays, and
    // the controls go back to what it shows. (Escape, or the Cancel button.)
    void cancelLayout();
    int highlighted() const; // nodes matching the search

    // The context menu of node INDEX of graph(): expand or collapse its
    // cycle, focus on it, its source, hide it, copy its name.
    QMenu *createNodeMenu(int index, QWidget *parent);
    void showHidden(); // the functions the user hid, again

    // Exports never replace these (the program and its runs).
    void setFilesRead(std::vector<std::string> files) { m_filesRead = std::move(files); }
    // The program's path, as the DOT export names it.
    void setProgram(std::string path) { m_program = std::move(path); }
    QString exportSvg(const QString &path) const;
    QString exportPng(const QString &path) const;
    QString exportDot(const QString &path) const;

signals:
    void functionActivated(int symbol); // clicked: make current
    void layoutFinished();
    void sourceRequested(int symbol); // "Go to Source": make current and show its source

protected:
    void doUpdate(Changes what) override;

private:
    void createActions();
    QWidget *createControlBar();
    QHBoxLayout *createStatusRow();
    void connectControls();
    void connectCanvas();
    void relayout();
    void focusOn(int symbol); // make current, in the neighbourhood scope
    void addShowHidden(QMenu *menu);
    void showOptions(); // in the controls
    void clearGraph();
    void setLayingOut(bool on);
    void showLayout(const CallGraph &graph, const SceneLayout &layout,
                    const std::shared_ptr<const GraphMarks> &marks);
    // What the comparison adds to GRAPH's nodes and edges (none without one).
    std::shared_ptr<const GraphMarks> marksFor(const CallGraph &graph) const;
    void updateLegend();
    // Where the view opens when the graph is too big to read whole.
    QRectF focusOf(const CallGraph &graph, const SceneLayout &layout) const;
    // The node of GRAPH the current function is drawn in, -1 if none.
    int currentNodeIn(const CallGraph &graph) const;
    // Zoom In and Out: around the current function's node while it is in view.
    void zoomBy(double factor);
    void updateSearch();
    QString statusText(const CallGraph &graph, const SceneLayout &layout) const;
    int raisedBudget() const; // what "show more" raises the node budget to
    void readControls();
    int currentCycle() const; // of the current function, 0 when none
    void updateCycleAction();

    std::shared_ptr<const ProfileResult> m_profile;
    std::vector<std::string> m_filesRead;
    std::string m_program;
    std::shared_ptr<const Comparison> m_comparison;
    CallGraphOptions m_options;
    CallGraphOptions m_shownOptions;  // of the graph on screen
    bool m_shownSymbolsValid = false; // its symbols are the profile's
    CallGraph m_graph;
    SceneLayout m_layout;
    QThreadPool m_pool; // one thread: Graphviz is not thread-safe
    std::shared_ptr<std::atomic<quint64>> m_latest;
    quint64 m_job = 0;
    int m_pending = 0;
    bool m_layingOut = false;
    bool m_updatingControls = false;

    GraphCanvas *m_canvas = nullptr;
    QComboBox *m_scope = nullptr;
    QSpinBox *m_callerDepth = nullptr;
    QSpinBox *m_calleeDepth = nullptr;
    QDoubleSpinBox *m_threshold = nullptr;
    QSpinBox *m_budget = nullptr;
    QCheckBox *m_staticArcs = nullptr;
    QLineEdit *m_search = nullptr;
    QLabel *m_info = nullptr;
    QLabel *m_legend = nullptr;
    QAction *m_cycleAction = nullptr;
    QAction *m_fitAction = nullptr;
    QMenu *m_exportMenu = nullptr;
    QAction *m_cancelAction = nullptr;
    QToolButton *m_cancelButton = nullptr;
    // The function and scope the view was last placed for.
    std::pair<int, CallGraphOptions::Scope> m_placedFor{-2, CallGraphOptions::Scope::Neighbourhood};
    QList<QAction *> m_menuActions;
};

} // namespace gmonview
