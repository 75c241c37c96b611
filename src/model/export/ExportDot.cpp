// SPDX-License-Identifier: MIT
// The call graph in Graphviz's DOT language, as the window draws it: the
// same nodes and edges (buildCallGraph with the window's options), the same
// heat colours, labels and line widths (CallGraphStyle). One file, whether
// the command line, File > Export or Graph > Export as DOT wrote it.
#include "model/export/Exporters.h"

#include "model/engine/PrintfText.h"
#include "model/export/ExportText.h"
#include "model/graph/CallGraphStyle.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace gmonview {

namespace {

using namespace graphstyle;

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

std::string nodeId(size_t i)
{
    return "\"n" + std::to_string(i) + "\"";
}

} // namespace

std::string callGraphDot(const CallGraph &graph, const CallGraphOptions &options,
                        std::string_view program)
{
    const std::string ink = hex(kEdgeInk), cycleInk = hex(kCycleInk);
    std::string out = "// The call graph of " + dotString(program) +
                      " by gmonview: each function's share of the time with its callees\n"
                      "// (and in itself), the calls along each arc.\n";
    out += "digraph \"call graph\" {\n";
    out += "  graph [fontname=\"Helvetica\", fontsize=10";
    // What is not drawn is said on the drawing, as the window says it.
    if (const std::string note = hiddenNote(graph, options); !note.empty())
        out += ", labelloc=b, label=" + dotString(note);
    out += "];\n";
    out += "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=9, "
           "color=\"" + hex(kNodeBorder) + "\"];\n";
    out += "  edge [fontname=\"Helvetica\", fontsize=8, color=\"" + ink + "\", arrowsize=0.7];\n";

    auto nodeLine = [&](size_t i, const char *indent) {
        const CallGraphNode &n = graph.nodes[i];
        std::string label;
        for (const std::string &line : nodeLines(n))
            label += (label.empty() ? "" : "\n") + line;
        out += indent + nodeId(i) + " [label=" + dotString(label) +
               ", tooltip=" + dotString(nodeTip(n)) + ", fillcolor=\"" + hex(heat(n.totalShare)) +
               "\"";
        if (n.kind == CallGraphNode::Kind::Cycle)
            out += ", style=\"rounded,filled,dashed\"";
        if (n.isCenter)
            out += ", color=\"" + hex(kCenterBorder) + "\", penwidth=" +
                   fixedText(kCenterBorderWidth, 1);
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
               cycleInk + "\"; fontcolor=\"" + cycleInk + "\"; style=dashed;\n";
        for (size_t m : members)
            nodeLine(m, "    ");
        out += "  }\n";
    }
    for (size_t i = 0; i < graph.nodes.size(); ++i)
        if (!graph.nodes[i].inExpandedCycle)
            nodeLine(i, "  ");

    for (const CallGraphEdge &e : graph.edges) {
        out += "  " + nodeId(size_t(e.from)) + " -> " + nodeId(size_t(e.to)) + " [";
        if (e.isStatic) // found in the code, never taken: no count to show
            out += "style=dashed, penwidth=1";
        else
            out += "label=" + dotString(callCountText(e)) +
                   ", penwidth=" + fixedText(edgeWidth(e), 2);
        out += ", tooltip=" + dotString(edgeTip(graph, e));
        if (e.insideCycle)
            out += ", color=\"" + cycleInk + "\"";
        out += "];\n";
    }
    return out + "}\n";
}

std::string exportDot(const ExportInput &input)
{
    const ProfileResult &profile = *input.profile;
    CallGraphOptions options = input.graph;
    // A neighbourhood needs a function in its middle; without one (the
    // command line names none) the graph is the whole program's.
    if (options.scope == CallGraphOptions::Scope::Neighbourhood &&
        (options.center < 0 || options.center >= int(profile.symbols.size())))
        options.scope = CallGraphOptions::Scope::WholeProgram;
    return callGraphDot(buildCallGraph(profile, options), options, input.program);
}

} // namespace gmonview
