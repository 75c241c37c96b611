// SPDX-License-Identifier: MIT
#pragma once

#include "model/estimate/SymbolGroups.h"
#include "model/items/GroupedProfileModel.h"
#include "views/common/ProfileView.h"

#include <QRectF>
#include <QWidget>

#include <memory>
#include <unordered_map>
#include <vector>

class QColor;
class QComboBox;
class QLabel;
class QPainter;
class QPalette;

namespace gmonview {

class TreemapCanvas;

// Lays VALUES (each > 0, best in descending order) out in RECT as a
// squarified treemap (Bruls, Huizing and van Wijk, 2000): each rectangle's
// area is its value's share of RECT's area, and they tile RECT. The
// rectangles come back in the order of VALUES; a value <= 0 gets an empty
// one.
std::vector<QRectF> squarify(const std::vector<double> &values, const QRectF &rect);

// The sampled self time as a treemap: a rectangle per group (source file,
// directory, namespace or class; GroupedProfileModel) holding a rectangle
// per function, each area the time's share of the whole. The grouping is
// exact: the areas of the groups are sums of samples; only each function's
// own time is an estimate (±√N). Functions whose rectangle would be thinner
// than kMinSide pixels are not drawn one by one: they are the hatched rest
// of their group.
class TreemapView : public QWidget, public ProfileView
{
    Q_OBJECT

public:
    static constexpr double kMinSide = 2.0;

    explicit TreemapView(QWidget *parent = nullptr);
    ~TreemapView() override;

    void setProfile(std::shared_ptr<const ProfileResult> profile);
    void setGroupBy(GroupBy by);
    GroupBy groupBy() const;
    // Outlines SYMBOL's rectangle (no signal); -1 for none.
    void setCurrent(int symbol);
    int current() const { return m_current; }

    GroupedProfileModel *model() const { return m_model; }
    QWidget *canvas() const;
    QComboBox *groupByBox() const { return m_groupBy; }
    // In the canvas' coordinates, for the current size; empty when SYMBOL
    // is not drawn on its own (no time, or too small).
    QRectF functionRect(int symbol) const;
    QRectF groupRect(int group) const; // GROUP indexes model()->groups()
    int groupCount() const;
    // What hovering POS (canvas coordinates) shows; empty over nothing.
    QString toolTipAt(const QPointF &pos) const;

signals:
    void functionActivated(int symbol);

protected:
    void doUpdate(Changes what) override;

private:
    friend class TreemapCanvas;

    struct GroupBox
    {
        QRectF rect;
        QRectF rest;         // the functions too small to draw, together; may be empty
        int restCount = 0;   // how many
        double restSelf = 0; // their samples
        int firstFunction = 0, functionCount = 0; // into Layout::functions
    };
    struct FunctionBox
    {
        QRectF rect;
        int symbol = -1;
        int group = -1;
        int rank = 0; // in its group, busiest first
    };

    // The rectangles for the canvas' size, computed when first needed.
    struct Layout
    {
        bool valid = false;
        QSizeF size;
        std::vector<GroupBox> groups; // as model()->groups()
        std::vector<FunctionBox> functions;
        std::unordered_map<int, int> functionOfSymbol; // symbol -> into functions
    };

    void invalidateLayout();
    const Layout &laidOut() const;
    Layout computeLayout(const QSizeF &size) const;
    double bandHeight() const; // of a group's label band
    bool hasBand(const GroupBox &box) const;
    int functionAt(const QPointF &pos) const; // into the layout's functions, -1 for none
    int groupAt(const QPointF &pos) const;
    void paintCanvas(QPainter &painter) const;
    // paintCanvas's steps (TreemapPainting.cpp).
    struct PaintContext;
    void paintGroup(QPainter &painter, const Layout &l, size_t group, const PaintContext &c) const;
    void paintFunction(QPainter &painter, const GroupBox &box, const FunctionBox &fn,
                       const QColor &fill, bool labelled, const PaintContext &c) const;
    void paintBand(QPainter &painter, const SymbolGroup &group, const GroupBox &box,
                   const QColor &fill, const PaintContext &c) const;
    void paintCurrent(QPainter &painter, const Layout &l, const QPalette &palette) const;
    void canvasClicked(const QPointF &pos);
    QString groupToolTip(int group) const;
    QString functionToolTip(int symbol) const;

    GroupedProfileModel *m_model;
    QComboBox *m_groupBy;
    QLabel *m_note;
    TreemapCanvas *m_canvas;
    int m_current = -1;
    mutable Layout m_layout;
    std::shared_ptr<const ProfileResult> m_shown; // what the window last gave
};

} // namespace gmonview
