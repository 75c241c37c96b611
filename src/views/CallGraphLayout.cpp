#include "CallGraphLayout.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>
#include <graphviz/gvplugin.h>

#include <cmath>
#include <map>
#include <mutex>
#include <string>

extern "C" {
extern gvplugin_library_t gvplugin_dot_layout_LTX_library;
extern gvplugin_library_t gvplugin_core_LTX_library;
}

namespace gmonview {

namespace {

// Built-in plugins: no config6a file is needed at run time.
lt_symlist_t kBuiltins[] = {
    {"gvplugin_dot_layout_LTX_library", &gvplugin_dot_layout_LTX_library},
    {"gvplugin_core_LTX_library", &gvplugin_core_LTX_library},
    {nullptr, nullptr},
};

std::mutex g_graphvizMutex; // Graphviz is not thread-safe

// Graphviz's API takes char*.
char *cstr(const char *s)
{
    return const_cast<char *>(s);
}

void set(void *object, const char *name, const std::string &value)
{
    agsafeset(object, cstr(name), cstr(value.c_str()), cstr(""));
}

constexpr int kLimitAbove = 150; // nodes: past this dot runs with effort limits

// One run of dot, ranks from top to bottom or from left to right.
CallGraphLayoutResult runDot(const CallGraph &graph, const std::vector<QSizeF> &nodeSizes,
                             const std::vector<QSizeF> &edgeLabelSizes, bool leftToRight)
{
    CallGraphLayoutResult result;
    GVC_t *gvc = gvContextPlugins(kBuiltins, 0);
    Agraph_t *g = agopen(cstr("callgraph"), Agdirected, nullptr);
    set(g, "rankdir", leftToRight ? "LR" : "TB");
    result.leftToRight = leftToRight;
    set(g, "nodesep", "0.25");
    set(g, "ranksep", "0.45");
    set(g, "splines", "spline");
    if (graph.nodes.size() > kLimitAbove) {
        // Measured: 500 nodes take 7.6 s by default, 1.2 s with these.
        set(g, "nslimit", "1");
        set(g, "nslimit1", "1");
        set(g, "mclimit", "0.2");
        set(g, "searchsize", "10");
        result.limited = true;
    }

    std::map<int, Agraph_t *> clusters;
    std::vector<Agnode_t *> nodes(graph.nodes.size());
    for (size_t i = 0; i < graph.nodes.size(); ++i) {
        const CallGraphNode &n = graph.nodes[i];
        Agraph_t *parent = g;
        if (n.inExpandedCycle) {
            auto &c = clusters[n.cycle];
            if (!c) {
                const std::string name = "cluster_cycle" + std::to_string(n.cycle);
                c = agsubg(g, cstr(name.c_str()), 1);
                set(c, "margin", "12");
            }
            parent = c;
        }
        const std::string name = "n" + std::to_string(i);
        Agnode_t *node = agnode(parent, cstr(name.c_str()), 1);
        const QSizeF size = i < nodeSizes.size() ? nodeSizes[i] : QSizeF(72, 36);
        set(node, "shape", "box");
        set(node, "fixedsize", "true");
        set(node, "label", "");
        set(node, "width", std::to_string(size.width() / 72.0));
        set(node, "height", std::to_string(size.height() / 72.0));
        nodes[i] = node;
    }
    std::vector<Agedge_t *> edges(graph.edges.size());
    for (size_t i = 0; i < graph.edges.size(); ++i) {
        const CallGraphEdge &e = graph.edges[i];
        const std::string key = "e" + std::to_string(i);
        edges[i] = agedge(g, nodes[size_t(e.from)], nodes[size_t(e.to)], cstr(key.c_str()), 1);
        if (i < edgeLabelSizes.size() && !edgeLabelSizes[i].isEmpty()) {
            // Graphviz cannot measure our font: an empty table of the size
            // the caller measured keeps exactly that room.
            const QSizeF size = edgeLabelSizes[i];
            const std::string table =
                "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"0\" "
                "FIXEDSIZE=\"TRUE\" WIDTH=\"" +
                std::to_string(int(std::ceil(size.width()))) + "\" HEIGHT=\"" +
                std::to_string(int(std::ceil(size.height()))) + "\"><TR><TD></TD></TR></TABLE>";
            agsafeset(edges[i], cstr("label"), agstrdup_html(g, cstr(table.c_str())), cstr(""));
        }
    }

    if (gvLayout(gvc, g, "dot") != 0) {
        result.error = QCoreApplication::translate("gmonview::CallGraphView",
                                                   "Graphviz could not lay the graph out");
        agclose(g);
        gvFreeContext(gvc);
        return result;
    }

    // Graphviz works in points with y upwards: flip it.
    const boxf bb = GD_bb(g);
    const double top = bb.UR.y;
    auto flip = [&](pointf p) { return QPointF(p.x - bb.LL.x, top - p.y); };
    result.bounds = QRectF(0, 0, bb.UR.x - bb.LL.x, bb.UR.y - bb.LL.y);
    for (size_t i = 0; i < nodes.size(); ++i) {
        const pointf c = ND_coord(nodes[i]);
        const double w = ND_width(nodes[i]) * 72, h = ND_height(nodes[i]) * 72;
        const QPointF center = flip(c);
        result.nodes.push_back({QRectF(center.x() - w / 2, center.y() - h / 2, w, h)});
    }
    for (size_t i = 0; i < edges.size(); ++i) {
        CallGraphLayoutResult::Edge out;
        const splines *spl = ED_spl(edges[i]);
        if (spl && spl->size > 0) {
            const bezier &bz = spl->list[0];
            if (bz.size > 0) {
                out.path.moveTo(flip(bz.list[0]));
                for (int k = 1; k + 2 < bz.size; k += 3)
                    out.path.cubicTo(flip(bz.list[k]), flip(bz.list[k + 1]), flip(bz.list[k + 2]));
                out.arrowBase = flip(bz.list[bz.size - 1]);
                out.arrowTip = bz.eflag ? flip(bz.ep) : out.arrowBase;
                out.middle = out.path.pointAtPercent(0.5);
            }
        }
        if (const textlabel_t *label = ED_label(edges[i]); label && label->set) {
            const QPointF center = flip(label->pos);
            out.label = QRectF(center.x() - label->dimen.x / 2, center.y() - label->dimen.y / 2,
                               label->dimen.x, label->dimen.y);
        }
        result.edges.push_back(out);
    }
    for (const auto &[cycle, sub] : clusters) {
        const boxf cb = GD_bb(sub);
        const QPointF ll = flip(cb.LL), ur = flip(cb.UR);
        result.clusters.push_back(
            {cycle, QRectF(QPointF(ll.x(), ur.y()), QPointF(ur.x(), ll.y()))});
    }

    gvFreeLayout(gvc, g);
    agclose(g);
    gvFreeContext(gvc);
    return result;
}

// How far from square: 1 for a square, 13 for a 13:1 strip either way.
double elongation(const QRectF &r)
{
    if (r.width() <= 0 || r.height() <= 0)
        return 1;
    return std::max(r.width() / r.height(), r.height() / r.width());
}

} // namespace

double CallGraphLayoutResult::aspect() const
{
    return elongation(bounds);
}

CallGraphLayoutResult layoutCallGraph(const CallGraph &graph, const std::vector<QSizeF> &nodeSizes,
                                      const std::vector<QSizeF> &edgeLabelSizes)
{
    if (graph.nodes.empty())
        return {};
    std::lock_guard<std::mutex> lock(g_graphvizMutex);
    QElapsedTimer timer;
    timer.start();
    CallGraphLayoutResult result = runDot(graph, nodeSizes, edgeLabelSizes, false);
    // Many callees of one function, or many calls across the ranks, make
    // dot's ranks wide: a strip. Ranks from left to right stack them
    // instead; keep whichever is nearer a square.
    if (result.error.isEmpty() && result.aspect() > CallGraphLayoutResult::kReadableAspect) {
        CallGraphLayoutResult across = runDot(graph, nodeSizes, edgeLabelSizes, true);
        if (across.error.isEmpty() && across.aspect() < result.aspect())
            result = std::move(across);
    }
    result.milliseconds = double(timer.nsecsElapsed()) / 1e6;
    return result;
}

} // namespace gmonview
