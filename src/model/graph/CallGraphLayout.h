// SPDX-License-Identifier: MIT
#pragma once

#include "model/graph/CallGraph.h"

#include <string>
#include <vector>

namespace gmonview {

// Points, y downwards, as Graphviz's points (1/72 inch) turned upside down.
struct GraphPoint
{
    double x = 0, y = 0;
};

struct GraphSize
{
    double width = 0, height = 0;
    bool isEmpty() const { return width <= 0 || height <= 0; }
};

struct GraphRect
{
    double x = 0, y = 0, width = 0, height = 0;

    double right() const { return x + width; }
    double bottom() const { return y + height; }
    GraphPoint center() const { return {x + width / 2, y + height / 2}; }
    bool isNull() const { return width == 0 && height == 0; }
    // Overlapping with some area: rectangles that only touch do not.
    bool intersects(const GraphRect &r) const;
    bool contains(const GraphRect &r) const;
    GraphRect united(const GraphRect &r) const;
    GraphRect adjusted(double left, double top, double right, double bottom) const;
};

struct CallGraphLayout
{
    struct Node
    {
        GraphRect rect;
    };
    struct Edge
    {
        // The first point, then three per cubic Bézier segment (two control
        // points and its end); empty when dot drew nothing.
        std::vector<GraphPoint> curve;
        GraphPoint arrowTip; // where the arrow head points
        GraphPoint arrowBase;
        GraphPoint middle; // of the curve, halfway along its length
        GraphRect label;   // where the call count goes, clear of the nodes; null if none asked
    };
    struct Cluster
    {
        int cycle = 0;
        GraphRect rect;
    };
    GraphRect bounds;
    std::vector<Node> nodes; // as CallGraph::nodes
    std::vector<Edge> edges; // as CallGraph::edges
    std::vector<Cluster> clusters;
    double milliseconds = 0;
    bool limited = false;     // dot ran with its effort limits
    bool leftToRight = false; // ranks from left to right: top to bottom was a strip
    int passes = 0;           // runs of dot it took: 2 when the first was a strip
    bool failed = false;      // Graphviz could not lay it out ...
    std::string error;        // ... or could not be loaded: why

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
CallGraphShapeGuess guessCallGraphShape(const CallGraph &graph,
                                        const std::vector<GraphSize> &nodeSizes,
                                        const std::vector<GraphSize> &edgeLabelSizes = {});

// Lays GRAPH out with Graphviz's dot, in this process: the one layout of
// the window and the HTML report. NODE_SIZES and EDGE_LABEL_SIZES (points,
// as CallGraph's nodes and edges; an edge without a size gets no label)
// come from the caller, who draws the labels itself: after dot's layout
// each gets a place of that size beside its edge, clear of the nodes and
// the other labels. Safe from any thread: layouts run one at a time.
CallGraphLayout layoutCallGraph(const CallGraph &graph, const std::vector<GraphSize> &nodeSizes,
                                const std::vector<GraphSize> &edgeLabelSizes = {});

} // namespace gmonview
