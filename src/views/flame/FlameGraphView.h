// SPDX-License-Identifier: MIT
#pragma once

#include "model/estimate/CallStacks.h"
#include "views/common/ProfileView.h"

#include <QRectF>
#include <QString>
#include <QWidget>

#include <array>
#include <memory>
#include <unordered_map>
#include <vector>

class QColor;
class QComboBox;
class QLabel;
class QLineEdit;
class QPainter;
class QPushButton;
class QScrollArea;
class QVBoxLayout;

namespace gmonview {

class FlameCanvas;

// Every call path at once, as a flame graph: top-down (an icicle, the
// program's entry points at the top) or bottom-up (where the self time is
// spent at the top, its callers below). gmon.out records no stacks, so
// beyond the first call level the widths are gprof's estimate (CallStacks);
// the view says so, and its tooltips say which figure is counted, which
// sampled and which estimated.
class FlameGraphView : public QWidget, public ProfileView
{
    Q_OBJECT

public:
    enum Mode
    {
        TopDown,
        BottomUp,
    };
    Q_ENUM(Mode)
    enum ColourBy
    {
        BySelfTime,
        BySourceFile,
    };
    Q_ENUM(ColourBy)

    explicit FlameGraphView(QWidget *parent = nullptr);
    ~FlameGraphView() override;

    // Null clears the view.
    void setProfile(std::shared_ptr<const ProfileResult> profile);
    // Outlines every frame of SYMBOL (-1: none); emits nothing.
    void setCurrent(int symbol);
    int current() const { return m_current; }

    void setMode(Mode mode);
    Mode mode() const { return m_mode; }
    void setColourBy(ColourBy colourBy);
    ColourBy colourBy() const { return m_colourBy; }
    // Case-insensitive substring of the frames' names; empty: no search.
    void setSearch(const QString &text);
    QString search() const { return m_searchText; }

    // FRAME spans the width, its ancestors above it; -1: everything.
    void zoomTo(int frame);
    void resetZoom() { zoomTo(-1); }
    int zoomRoot() const { return m_zoom; }

    // The frames of the current mode, depth-first (CallStacks::Flattened).
    const CallStacks::Flattened &flattened() const;
    int frameCount() const { return int(flattened().frames.size()); }
    // Where FRAME is drawn, in canvas() coordinates; empty when it is not
    // (outside the zoom root). Frames under a pixel wide are drawn merged.
    QRectF frameRect(int frame) const;
    // The frame drawn at POS (canvas coordinates), -1 if none.
    int frameAt(QPoint pos) const;
    // The frames that match the search, and the share of the time they
    // carry (frames under another match not counted twice), 0..1.
    int matchCount() const { return m_matchCount; }
    double matchShare() const { return m_matchShare; }
    // What the canvas's tooltip says about FRAME (rich text).
    QString frameToolTip(int frame) const;

    QWidget *canvas() const;

signals:
    // A function's frame was clicked.
    void functionActivated(int symbol);

protected:
    void doUpdate(Changes what) override;

private:
    friend class FlameCanvas;

    // The frames of one mode with what drawing them needs.
    struct Layout
    {
        bool built = false;
        CallStacks::Flattened flat;
        std::vector<int> end;      // per frame: the index after its subtree
        std::vector<double> start; // per frame: its left edge, in samples
        std::vector<int> name;     // per frame: index into m_names
        int maxDepth = -1;
    };
    // A run of sibling frames each under a pixel wide, drawn as one block.
    struct Merged
    {
        int parent = -1;
        int first = -1;
        int count = 0;
        int depth = 0;
        double x0 = 0;
        double x1 = 0;
        double total = 0;
    };

    QWidget *createControls();
    void createNotes(QVBoxLayout *layout);
    void connectControls();
    Layout &layout();
    const Layout &layout() const;
    void buildLayout(Mode mode);
    void applySearch();
    void relayout();
    void updateStatus();
    int rowHeight() const;
    // The samples-to-pixels scale and the left edge (in samples) of the zoom.
    double scale() const;
    double origin() const;
    // The frame or the merged run at POS; frame -1 when none.
    int hitTest(QPoint pos, Merged *merged) const;
    QString mergedToolTip(const Merged &merged) const;
    void paintCanvas(QPainter &painter, const QRect &exposed) const;
    // paintCanvas's steps: the frames within EXPOSED (the current
    // function's boxes into CURRENT_BOXES, to outline over everything),
    // one frame, one run of frames merged.
    void paintFrames(QPainter &painter, const QRect &exposed,
                     std::vector<QRectF> &currentBoxes) const;
    void paintFrame(QPainter &painter, int frame, const QRectF &rect, bool ancestor,
                    std::vector<QRectF> &currentBoxes) const;
    void paintMerged(QPainter &painter, const Merged &run) const;
    QColor frameColour(int frame, bool ancestor) const; // ANCESTOR: above the zoomed frame
    void clickCanvas(QPoint pos);
    QString timeText(double samples) const;
    QString fileOf(int frame) const;
    // The share of the unit's time that is its own, 0..1.
    double selfShare(CallStacks::Kind kind, int id) const;
    // NAME shortened to fit WIDTH pixels; empty when too little of it would.
    QString labelFor(int name, double width) const;

    std::shared_ptr<const ProfileResult> m_profile;
    std::unique_ptr<CallStacks> m_stacks; // refers to *m_profile: goes first
    std::array<Layout, 2> m_layouts;
    std::vector<QString> m_names; // one per unit shown
    std::unordered_map<quint64, int> m_nameOfUnit;
    // Per name: shortened forms, the shortest first (a function's filled
    // as it is drawn).
    mutable std::vector<std::vector<QString>> m_shortNames;

    Mode m_mode = TopDown;
    ColourBy m_colourBy = BySelfTime;
    int m_zoom = -1;
    int m_current = -1;
    QString m_searchText;
    std::vector<char> m_match; // per frame of the current mode
    int m_matchCount = 0;
    double m_matchShare = 0;

    QComboBox *m_modeBox = nullptr;
    QComboBox *m_colourBox = nullptr;
    QLineEdit *m_search = nullptr;
    QLabel *m_matches = nullptr;
    QPushButton *m_reset = nullptr;
    QLabel *m_note = nullptr;
    QLabel *m_leftOut = nullptr;
    QScrollArea *m_scroll = nullptr;
    FlameCanvas *m_canvas = nullptr;
};

} // namespace gmonview
