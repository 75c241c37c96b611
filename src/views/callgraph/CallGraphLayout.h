// SPDX-License-Identifier: MIT
#pragma once

#include "model/graph/CallGraph.h"

#include <QPainterPath>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <vector>

namespace gmonview {

struct CallGraphLayoutResult
{
    struct Node
    {
        QRectF rect; // in points, y downwards
    };
    struct Edge
    {
        QPainterPath path;
        QPointF arrowTip; // where the arrow head points
        QPointF arrowBase;
        QPointF middle; // of the path
        QRectF label;   // where the call count goes, clear of the nodes; null if none asked
    };
    struct Cluster
    {
        int cycle = 0;
        QRectF rect;
    };
    QRectF bounds;
    std::vector<Node> nodes; // as CallGraph::nodes
    std::vector<Edge> edges; // as CallGraph::edges
    std::vector<Cluster> clusters;
    double milliseconds = 0;
    bool limited = false;     // dot ran with its effort limits
    bool leftToRight = false; // ranks from left to right: top to bottom was a strip
    int passes = 0;           // runs of dot it took: 2 when the first was a strip
    QString error;

    // Past this (width to height or height to width) a graph is a strip
    // that is read only by scrolling along it.
    static constexpr double kReadableAspect = 3.0;
    double aspect() const; // of the bounds, at least 1
};

// How far from square (aspect()) GRAPH's layout would be with ranks from
// top to bottom and from left to right, estimated without dot: ranks by the
// longest path of calls (back edges of recursion reversed), each rank as
// wide as its nodes and the counts and edges passing through it.
struct CallGraphShapeGuess
{
    double topToBottom = 1;
    double leftToRight = 1;
};
CallGraphShapeGuess guessCallGraphShape(const CallGraph &graph, const std::vector<QSizeF> &nodeSizes,
                                        const std::vector<QSizeF> &edgeLabelSizes = {});

// Lays GRAPH out with Graphviz's dot, in this process. NODE_SIZES and
// EDGE_LABEL_SIZES (points, as CallGraph's nodes and edges; an edge without
// a size gets no label) come from the caller, who draws the labels itself:
// after dot's layout each gets a place of that size beside its edge, clear
// of the nodes and the other labels. Graphviz keeps global state: run at most one layout at a time,
// from one thread.
CallGraphLayoutResult layoutCallGraph(const CallGraph &graph, const std::vector<QSizeF> &nodeSizes,
                                      const std::vector<QSizeF> &edgeLabelSizes = {});

} // namespace gmonview
