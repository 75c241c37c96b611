// SPDX-License-Identifier: MIT
#include "model/export/HtmlGraph.h"

#include "model/engine/PrintfText.h"
#include "model/export/ExportText.h"
#include "model/graph/CallGraphLayout.h"
#include "model/graph/CallGraphStyle.h"

#include <algorithm>
#include <cmath>

namespace gmonview {

namespace {

using namespace graphstyle;
using exporttext::htmlText;

// The page's fonts are the reader's: sizes are measured generously, in
// pixels, from the number of characters (the page's style sets the sizes
// these assume: 11 px bold for a node's name, 10 px under it, 9 px counts).
constexpr double kCharWidth = 7.2;
constexpr double kLineHeight = 14;
constexpr double kCountCharWidth = 6;
constexpr double kCountHeight = 11;
constexpr double kMargin = 16;

// The length of S in characters (UTF-8), for a label's width.
size_t characters(std::string_view s)
{
    size_t n = 0;
    for (const char c : s)
        n += (static_cast<unsigned char>(c) & 0xc0) != 0x80;
    return n;
}

GraphSize nodeSize(const CallGraphNode &n)
{
    size_t widest = 0;
    const std::vector<std::string> lines = nodeLines(n);
    for (const std::string &l : lines)
        widest = std::max(widest, characters(l));
    return {std::max(60.0, 14 + kCharWidth * double(widest)),
            8 + kLineHeight * double(lines.size())};
}

std::string point(GraphPoint p)
{
    return fixedText(p.x + kMargin, 1) + "," + fixedText(p.y + kMargin, 1);
}

// The layout for the page's sizes: each node's lines, each count's text.
CallGraphLayout pageLayout(const CallGraph &g)
{
    std::vector<GraphSize> sizes, countSizes;
    for (const CallGraphNode &n : g.nodes)
        sizes.push_back(nodeSize(n));
    for (const CallGraphEdge &e : g.edges)
        countSizes.push_back(
            e.isStatic
                ? GraphSize{}
                : GraphSize{4 + kCountCharWidth * double(callCountText(e).size()), kCountHeight});
    return layoutCallGraph(g, sizes, countSizes);
}

// The <svg> element's start and its arrow heads, of either ink.
void writeSvgStart(std::string &out, const CallGraphLayout &layout)
{
    const double width = std::ceil(layout.bounds.right() + 2 * kMargin);
    const double height = std::ceil(layout.bounds.bottom() + 2 * kMargin);
    const std::string ink = hex(kEdgeInk), cycleInk = hex(kCycleInk);
    out += "<div class=\"graph\"><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
           fixedText(width, 0) + "\" height=\"" + fixedText(height, 0) + "\" viewBox=\"0 0 " +
           fixedText(width, 0) + " " + fixedText(height, 0) +
           "\" role=\"img\" aria-label=\"call graph\">\n";
    out += "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" "
           "markerWidth=\"9\" markerHeight=\"9\" markerUnits=\"userSpaceOnUse\" orient=\"auto\">"
           "<path d=\"M0,0L10,5L0,10z\" fill=\"" +
           ink +
           "\"/></marker>"
           "<marker id=\"arrow-cycle\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" "
           "markerWidth=\"9\" markerHeight=\"9\" markerUnits=\"userSpaceOnUse\" orient=\"auto\">"
           "<path d=\"M0,0L10,5L0,10z\" fill=\"" +
           cycleInk + "\"/></marker></defs>\n";
}

// Expanded cycles' clusters, drawn under everything.
void writeClusters(std::string &out, const CallGraphLayout &layout)
{
    const std::string cycleInk = hex(kCycleInk);
    for (const CallGraphLayout::Cluster &c : layout.clusters)
        out += "<g><rect x=\"" + fixedText(c.rect.x + kMargin, 1) + "\" y=\"" +
               fixedText(c.rect.y + kMargin, 1) + "\" width=\"" + fixedText(c.rect.width, 1) +
               "\" height=\"" + fixedText(c.rect.height, 1) +
               "\" rx=\"8\" fill=\"none\" stroke=\"" + cycleInk +
               "\" stroke-dasharray=\"6 4\"/><text class=\"count\" x=\"" +
               fixedText(c.rect.x + kMargin + 6, 1) + "\" y=\"" +
               fixedText(c.rect.y + kMargin + 11, 1) + "\" fill=\"" + cycleInk + "\">cycle " +
               std::to_string(c.cycle) + "</text></g>\n";
}

// The edges in a group, then their call counts in another, over them.
void writeEdges(std::string &out, const CallGraph &g, const CallGraphLayout &layout)
{
    const std::string ink = hex(kEdgeInk), cycleInk = hex(kCycleInk);
    out += "<g fill=\"none\" stroke=\"" + ink + "\" stroke-opacity=\"0.75\">\n";
    std::string counts;
    for (size_t i = 0; i < g.edges.size(); ++i) {
        const CallGraphEdge &e = g.edges[i];
        const CallGraphLayout::Edge &geometry = layout.edges[i];
        if (geometry.curve.empty())
            continue;
        // dot's curve ends where the arrow head starts: the line goes on to
        // its tip, where the marker draws the head.
        std::string d = "M" + point(geometry.curve[0]);
        for (size_t k = 1; k + 2 < geometry.curve.size(); k += 3)
            d += "C" + point(geometry.curve[k]) + " " + point(geometry.curve[k + 1]) + " " +
                 point(geometry.curve[k + 2]);
        d += "L" + point(geometry.arrowTip);
        out += "<path d=\"" + d + "\" stroke-width=\"" + fixedText(edgeWidth(e), 2) + "\"";
        if (e.insideCycle)
            out += " stroke=\"" + cycleInk + "\" marker-end=\"url(#arrow-cycle)\"";
        else
            out += " marker-end=\"url(#arrow)\"";
        if (e.isStatic)
            out += " stroke-dasharray=\"5 4\"";
        out += "><title>" + htmlText(edgeTip(g, e)) + "</title></path>\n";
        if (!geometry.label.isNull()) {
            const GraphPoint c = geometry.label.center();
            counts += "<text class=\"count\" text-anchor=\"middle\" x=\"" +
                      fixedText(c.x + kMargin, 1) + "\" y=\"" + fixedText(c.y + kMargin + 3, 1) +
                      "\">" + callCountText(e) + "</text>\n";
        }
    }
    out += "</g>\n<g>\n" + counts + "</g>\n";
}

// The nodes in a group, on top: each a link to its entry of the call graph
// below, its box in the colour of its time and its lines of text.
void writeNodes(std::string &out, const CallGraph &g, const CallGraphLayout &layout)
{
    out += "<g>\n";
    for (size_t i = 0; i < g.nodes.size(); ++i) {
        const CallGraphNode &n = g.nodes[i];
        const GraphRect &b = layout.nodes[i].rect;
        const std::string target = n.kind == CallGraphNode::Kind::Cycle
                                       ? "cycle-" + std::to_string(n.cycle)
                                       : "f" + std::to_string(n.symbol);
        out += "<a href=\"#" + target + "\"><g><title>" + htmlText(nodeTip(n)) + "</title>";
        out += "<rect x=\"" + fixedText(b.x + kMargin, 1) + "\" y=\"" +
               fixedText(b.y + kMargin, 1) + "\" width=\"" + fixedText(b.width, 1) +
               "\" height=\"" + fixedText(b.height, 1) + "\" rx=\"5\" fill=\"" +
               hex(heat(n.totalShare)) + "\" stroke=\"" +
               hex(n.isCenter ? kCenterBorder : kNodeBorder) + "\" stroke-width=\"" +
               fixedText(n.isCenter ? kCenterBorderWidth : kNodeBorderWidth, 1) + "\"" +
               (n.kind == CallGraphNode::Kind::Cycle ? " stroke-dasharray=\"5 3\"" : "") + "/>";
        const std::vector<std::string> lines = nodeLines(n);
        for (size_t l = 0; l < lines.size(); ++l)
            out += "<text class=\"" + std::string(l == 0 ? "l1" : "l2") + "\" x=\"" +
                   fixedText(b.x + kMargin + 7, 1) + "\" y=\"" +
                   fixedText(b.y + kMargin + 4 + kLineHeight * double(l + 1) - 3, 1) + "\">" +
                   htmlText(lines[l]) + "</text>";
        out += "</g></a>\n";
    }
    out += "</g>\n";
}

} // namespace

void writeHtmlCallGraph(std::string &out, const CallGraph &g)
{
    const CallGraphLayout layout = pageLayout(g);
    if (layout.failed) {
        out += "<p class=\"note\">The call graph could not be laid out";
        if (!layout.error.empty())
            out += ": " + htmlText(layout.error);
        out += ".</p>\n";
        return;
    }
    writeSvgStart(out, layout);
    writeClusters(out, layout);
    writeEdges(out, g, layout);
    writeNodes(out, g, layout);
    out += "</svg></div>\n";
}

} // namespace gmonview
