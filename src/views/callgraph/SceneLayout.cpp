// SPDX-License-Identifier: MIT
#include "views/callgraph/SceneLayout.h"

#include <QCoreApplication>

namespace gmonview {

namespace {

QRectF rect(const GraphRect &r)
{
    return {r.x, r.y, r.width, r.height};
}

QPointF point(GraphPoint p)
{
    return {p.x, p.y};
}

std::vector<GraphSize> sizes(const std::vector<QSizeF> &from)
{
    std::vector<GraphSize> out;
    out.reserve(from.size());
    for (const QSizeF &s : from)
        out.push_back({s.width(), s.height()});
    return out;
}

} // namespace

SceneLayout sceneLayout(const CallGraphLayout &layout)
{
    SceneLayout out;
    out.bounds = rect(layout.bounds);
    for (const CallGraphLayout::Node &n : layout.nodes)
        out.nodes.push_back({rect(n.rect)});
    for (const CallGraphLayout::Edge &e : layout.edges) {
        SceneLayout::Edge edge;
        if (!e.curve.empty()) {
            edge.path.moveTo(point(e.curve[0]));
            for (size_t k = 1; k + 2 < e.curve.size(); k += 3)
                edge.path.cubicTo(point(e.curve[k]), point(e.curve[k + 1]), point(e.curve[k + 2]));
        }
        edge.arrowTip = point(e.arrowTip);
        edge.arrowBase = point(e.arrowBase);
        edge.label = e.label.isNull() ? QRectF() : rect(e.label);
        out.edges.push_back(std::move(edge));
    }
    for (const CallGraphLayout::Cluster &c : layout.clusters)
        out.clusters.push_back({c.cycle, rect(c.rect)});
    out.milliseconds = layout.milliseconds;
    out.limited = layout.limited;
    out.leftToRight = layout.leftToRight;
    out.passes = layout.passes;
    if (layout.failed) {
        out.error = QCoreApplication::translate("gmonview::CallGraphView",
                                                "Graphviz could not lay the graph out");
        if (!layout.error.empty())
            out.error += QStringLiteral(": ") + QString::fromStdString(layout.error);
    }
    return out;
}

SceneLayout layOutScene(const CallGraph &graph, const std::vector<QSizeF> &nodeSizes,
                        const std::vector<QSizeF> &edgeLabelSizes)
{
    return sceneLayout(layoutCallGraph(graph, sizes(nodeSizes), sizes(edgeLabelSizes)));
}

} // namespace gmonview
