// SPDX-License-Identifier: MIT
// The call graph in Graphviz's DOT language, as the window draws it: the
// same nodes and edges (buildCallGraph with the window's options), the same
// heat colours, labels and line widths.
#include "model/export/Exporters.h"
#include "model/export/ExportText.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace gmonview {

namespace exporttext {

// The window's heat scale (CallGraphView's heat()): pale yellow for little
// of the time to red for all of it, as "#rrggbb". Shared with ExportHtml.cpp.
std::string heatColour(double share)
{
    const double s = std::sqrt(std::clamp(share, 0.0, 1.0));
    // HSV to RGB, the hue within the first sextant (red to yellow: 0 to 55 degrees).
    const double f = (1.0 - s) * 55.0 / 60.0;
    const double saturation = 0.15 + 0.6 * s;
    const double r = 1.0, g = 1.0 - saturation * (1.0 - f), b = 1.0 - saturation;
    char buf[8];
    std::snprintf(buf, sizeof buf, "#%02x%02x%02x", int(std::lround(r * 255)),
                  int(std::lround(g * 255)), int(std::lround(b * 255)));
    return buf;
}

} // namespace exporttext

namespace {

using exporttext::heatColour;

constexpr const char *kCycleInk = "#8e44ad";  // the window's cycle colour (light palette)
constexpr const char *kCenterInk = "#1f4e99"; // the border of the function in the middle

// S as a DOT quoted string. Backslashes are doubled (in labels they start
// escapes such as \N), ampersands written as entities (Graphviz reads
// "&lt;" as "<"); a line break becomes a centred one; other control
// characters show as their Unicode pictures (U+2400...), so that names
// that differ in one still read differently.
std::string dotString(std::string_view s)
{
    std::string out = "\"";
    for (const char c : exporttext::validUtf8(s)) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '&') { // Graphviz reads entities in labels: "&amp;" stays as written
            out += "&amp;";
        } else if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (c == '\n') {
            out += "\\n";
        } else if (u < 0x20 && c != '\t') {
            out += "\xe2\x90";
            out += char(0x80 + u);
        } else if (u == 0x7f) {
            out += "\xe2\x90\xa1";
        } else {
            out += c;
        }
    }
    return out + "\"";
}

std::string percent(double share, int decimals)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.*f%%", decimals, 100 * share);
    return buf;
}

std::string nodeId(size_t i)
{
    return "\"n" + std::to_string(i) + "\"";
}

} // namespace

std::string exportDot(const ExportInput &input)
{
    const ProfileResult &profile = *input.profile;
    CallGraphOptions options = input.graph;
    // A neighbourhood needs a function in its middle; without one (the
    // command line names none) the graph is the whole program's.
    if (options.scope == CallGraphOptions::Scope::Neighbourhood &&
        (options.center < 0 || options.center >= int(profile.symbols.size())))
        options.scope = CallGraphOptions::Scope::WholeProgram;
    const CallGraph graph = buildCallGraph(profile, options);

    std::string out = "// The call graph of " + dotString(input.program) +
                      " by gmonview: each function's share of the time with its callees\n"
                      "// (and in itself), the calls along each arc.\n";
    out += "digraph \"call graph\" {\n";
    out += "  graph [fontname=\"Helvetica\", fontsize=10";
    if (graph.hiddenNodes > 0) {
        // What is not drawn is said on the drawing, as the window says it.
        std::string note = std::to_string(graph.hiddenNodes) +
                           (graph.hiddenNodes == 1 ? " function" : " functions") + " not drawn";
        std::vector<std::string> why;
        if (graph.belowThreshold)
            why.push_back(std::to_string(graph.belowThreshold) + " under " +
                          percent(options.threshold, 1) + " of the time");
        if (graph.overBudget)
            why.push_back(std::to_string(graph.overBudget) + " past " +
                          std::to_string(options.nodeBudget) + " nodes");
        if (graph.hiddenByUser)
            why.push_back(std::to_string(graph.hiddenByUser) + " hidden");
        for (size_t i = 0; i < why.size(); ++i)
            note += (i ? ", " : ": ") + why[i];
        out += ", labelloc=b, label=" + dotString(note);
    }
    out += "];\n";
    out += "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=9, "
           "color=\"#555555\"];\n";
    out += "  edge [fontname=\"Helvetica\", fontsize=8, color=\"#444444\", arrowsize=0.7];\n";

    auto nodeLine = [&](size_t i, const char *indent) {
        const CallGraphNode &n = graph.nodes[i];
        std::string label =
            n.label + "\n" + percent(n.totalShare, 1) + " (" + percent(n.selfShare, 1) + " self)";
        if (n.kind == CallGraphNode::Kind::Cycle)
            label +=
                "\n" + std::to_string(n.members) + (n.members == 1 ? " function" : " functions");
        std::string tip = n.name + "\n" + percent(n.totalShare, 2) +
                          " of the time with its callees, " + percent(n.selfShare, 2) +
                          " in itself";
        if (n.calls || n.selfCalls)
            tip += "\ncalled " + std::to_string(n.calls) + " times" +
                   (n.selfCalls ? " (+" + std::to_string(n.selfCalls) + " by itself)" : "");
        out += indent + nodeId(i) + " [label=" + dotString(label) + ", tooltip=" + dotString(tip) +
               ", fillcolor=\"" + heatColour(n.totalShare) + "\"";
        if (n.kind == CallGraphNode::Kind::Cycle)
            out += ", style=\"rounded,filled,dashed\"";
        if (n.isCenter)
            out += std::string(", color=\"") + kCenterInk + "\", penwidth=2.5";
        out += "];\n";
    };

    // Members of an expanded cycle in a cluster of their own, as the window
    // draws them.
    std::map<int, std::vector<size_t>> clusters;
    for (size_t i = 0; i < graph.nodes.size(); ++i)
        if (graph.nodes[i].inExpandedCycle)
            clusters[graph.nodes[i].cycle].push_back(i);
    for (const auto &[cycle, members] : clusters) {
        out += "  subgraph \"cluster_cycle" + std::to_string(cycle) + "\" {\n";
        out += "    label=" + dotString("cycle " + std::to_string(cycle)) + "; color=\"" +
               kCycleInk + "\"; fontcolor=\"" + kCycleInk + "\"; style=dashed;\n";
        for (size_t m : members)
            nodeLine(m, "    ");
        out += "  }\n";
    }
    for (size_t i = 0; i < graph.nodes.size(); ++i)
        if (!graph.nodes[i].inExpandedCycle)
            nodeLine(i, "  ");

    for (const CallGraphEdge &e : graph.edges) {
        char width[32];
        std::snprintf(width, sizeof width, "%.2f",
                      1.0 + 7.0 * std::sqrt(std::clamp(e.share, 0.0, 1.0)));
        out += "  " + nodeId(size_t(e.from)) + " -> " + nodeId(size_t(e.to)) + " [";
        if (e.isStatic) // found in the code, never taken: no count to show
            out += "style=dashed, penwidth=1";
        else
            out += "label=" + dotString(std::to_string(e.count)) + ", penwidth=" + width;
        out += ", tooltip=" + dotString(graph.nodes[size_t(e.from)].name + " -> " +
                                        graph.nodes[size_t(e.to)].name +
                                        (e.isStatic ? ": a call in the code, never taken"
                                                    : ": " + std::to_string(e.count) + " calls, " +
                                                          percent(e.share, 2) + " of the time"));
        if (e.insideCycle)
            out += std::string(", color=\"") + kCycleInk + "\"";
        out += "];\n";
    }
    return out + "}\n";
}

} // namespace gmonview
