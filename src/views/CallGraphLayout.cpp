#include "CallGraphLayout.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>
#include <graphviz/gvplugin.h>

#include <algorithm>
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
// dot's nodesep and ranksep below, in points; the width dot gives the
// virtual node of an edge passing a rank, roughly.
constexpr double kNodeSep = 0.25 * 72;
constexpr double kRankSep = 0.45 * 72;
constexpr double kVirtualWidth = 4;

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
double elongation(double width, double height)
{
    if (width <= 0 || height <= 0)
        return 1;
    return std::max(width / height, height / width);
}

double elongation(const QRectF &r)
{
    return elongation(r.width(), r.height());
}

// Each node's rank: the longest path of calls to it, over the calls left
// once a depth-first walk has turned its back edges round (as dot breaks
// the cycles of recursion).
std::vector<int> longestPathRanks(const CallGraph &graph)
{
    const size_t n = graph.nodes.size();
    std::vector<std::vector<int>> out(n);
    for (size_t e = 0; e < graph.edges.size(); ++e)
        if (graph.edges[e].from != graph.edges[e].to)
            out[size_t(graph.edges[e].from)].push_back(int(e));
    // Depth-first, iteratively: 0 unseen, 1 on the stack, 2 done.
    std::vector<char> state(n, 0);
    std::vector<char> reversed(graph.edges.size(), 0);
    for (size_t root = 0; root < n; ++root) {
        if (state[root])
            continue;
        std::vector<std::pair<int, size_t>> stack{{int(root), 0}};
        state[root] = 1;
        while (!stack.empty()) {
            auto &[v, next] = stack.back();
            if (next == out[size_t(v)].size()) {
                state[size_t(v)] = 2;
                stack.pop_back();
                continue;
            }
            const int e = out[size_t(v)][next++];
            const int to = graph.edges[size_t(e)].to;
            if (state[size_t(to)] == 1)
                reversed[size_t(e)] = 1;
            else if (state[size_t(to)] == 0) {
                state[size_t(to)] = 1;
                stack.push_back({to, 0});
            }
        }
    }
    // Longest paths in topological order (Kahn).
    std::vector<std::vector<int>> next(n);
    std::vector<int> incoming(n, 0), rank(n, 0);
    for (size_t e = 0; e < graph.edges.size(); ++e) {
        int from = graph.edges[e].from, to = graph.edges[e].to;
        if (from == to)
            continue;
        if (reversed[e])
            std::swap(from, to);
        next[size_t(from)].push_back(to);
        ++incoming[size_t(to)];
    }
    std::vector<int> ready;
    for (size_t v = 0; v < n; ++v)
        if (incoming[v] == 0)
            ready.push_back(int(v));
    while (!ready.empty()) {
        const int v = ready.back();
        ready.pop_back();
        for (int to : next[size_t(v)]) {
            rank[size_t(to)] = std::max(rank[size_t(to)], rank[size_t(v)] + 1);
            if (--incoming[size_t(to)] == 0)
                ready.push_back(to);
        }
    }
    return rank;
}

} // namespace

CallGraphShapeGuess guessCallGraphShape(const CallGraph &graph, const std::vector<QSizeF> &nodeSizes,
                                        const std::vector<QSizeF> &edgeLabelSizes)
{
    CallGraphShapeGuess guess;
    if (graph.nodes.empty())
        return guess;
    const std::vector<int> rank = longestPathRanks(graph);
    const bool labels = !edgeLabelSizes.empty();
    // With counts, dot puts each between the ranks of its edge's ends:
    // ranks twice as many, the counts on the odd ones.
    const int step = labels ? 2 : 1;
    const int ranks = (*std::max_element(rank.begin(), rank.end())) * step + 1;
    // Per rank: the sum of the sizes along it and the largest across it,
    // with ranks from top to bottom (along is width) and from left to right.
    std::vector<double> alongTB(size_t(ranks), 0), acrossTB(size_t(ranks), 0);
    std::vector<double> alongLR(size_t(ranks), 0), acrossLR(size_t(ranks), 0);
    auto add = [&](int r, QSizeF size) {
        alongTB[size_t(r)] += size.width() + kNodeSep;
        acrossTB[size_t(r)] = std::max(acrossTB[size_t(r)], size.height());
        alongLR[size_t(r)] += size.height() + kNodeSep;
        acrossLR[size_t(r)] = std::max(acrossLR[size_t(r)], size.width());
    };
    for (size_t v = 0; v < graph.nodes.size(); ++v)
        add(rank[v] * step, v < nodeSizes.size() ? nodeSizes[v] : QSizeF(72, 36));
    for (size_t e = 0; e < graph.edges.size(); ++e) {
        const int a = rank[size_t(graph.edges[e].from)] * step;
        const int b = rank[size_t(graph.edges[e].to)] * step;
        const int low = std::min(a, b), high = std::max(a, b);
        // A count in the middle, an edge's thin virtual node in each other
        // rank it passes.
        for (int r = low + 1; r < high; ++r) {
            const bool middle = labels && r == (low + high) / 2 && e < edgeLabelSizes.size();
            add(r, middle ? edgeLabelSizes[e] : QSizeF(kVirtualWidth, kVirtualWidth));
        }
    }
    double widthTB = 0, heightTB = 0, widthLR = 0, heightLR = 0;
    for (int r = 0; r < ranks; ++r) {
        widthTB = std::max(widthTB, alongTB[size_t(r)]);
        heightTB += acrossTB[size_t(r)] + (r > 0 ? kRankSep : 0);
        heightLR = std::max(heightLR, alongLR[size_t(r)]);
        widthLR += acrossLR[size_t(r)] + (r > 0 ? kRankSep : 0);
    }
    guess.topToBottom = elongation(widthTB, heightTB);
    guess.leftToRight = elongation(widthLR, heightLR);
    return guess;
}

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
    // Many callees of one function, or many calls across the ranks, make
    // dot's ranks wide: a strip. Ranks from left to right stack them
    // instead. The shape is guessed first, so that dot runs once where
    // the guess is plain; where the first layout is a strip all the same,
    // the other direction is tried and the one nearer a square kept. (Two
    // runs of dot where one would do were half of opening a graph.)
    const CallGraphShapeGuess guess = guessCallGraphShape(graph, nodeSizes, edgeLabelSizes);
    // dot's ranks come out wider than the guess's sums (measured on the
    // graphs of bench/graph_layout on SQLite, 39 to 300 nodes: 1.1 to 1.9
    // times as elongated from top to bottom): a strip is guessed from 3:1
    // over this factor.
    constexpr double kWiderThanGuessed = 1.7;
    const double topToBottom = kWiderThanGuessed * guess.topToBottom;
    const bool acrossFirst = topToBottom > CallGraphLayoutResult::kReadableAspect &&
                             guess.leftToRight < topToBottom;
    CallGraphLayoutResult result = runDot(graph, nodeSizes, edgeLabelSizes, acrossFirst);
    int passes = 1;
    if (result.error.isEmpty() && result.aspect() > CallGraphLayoutResult::kReadableAspect) {
        CallGraphLayoutResult other = runDot(graph, nodeSizes, edgeLabelSizes, !acrossFirst);
        ++passes;
        if (other.error.isEmpty() && other.aspect() < result.aspect())
            result = std::move(other);
    }
    result.passes = passes;
    result.milliseconds = double(timer.nsecsElapsed()) / 1e6;
    return result;
}

} // namespace gmonview
