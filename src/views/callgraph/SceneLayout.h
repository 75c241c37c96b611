// SPDX-License-Identifier: MIT
#pragma once

#include "model/graph/CallGraphLayout.h"

#include <QPainterPath>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <vector>

namespace gmonview {

// A CallGraphLayout in the scene's types: what the view's items draw.
struct SceneLayout
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
    bool limited = false;
    bool leftToRight = false;
    int passes = 0;
    QString error; // in the reader's language; empty when laid out

    static constexpr double kReadableAspect = CallGraphLayout::kReadableAspect;
};

// LAYOUT in the scene's types.
SceneLayout sceneLayout(const CallGraphLayout &layout);

// layoutCallGraph with the sizes the view measured with its fonts.
SceneLayout layOutScene(const CallGraph &graph, const std::vector<QSizeF> &nodeSizes,
                        const std::vector<QSizeF> &edgeLabelSizes);

} // namespace gmonview
