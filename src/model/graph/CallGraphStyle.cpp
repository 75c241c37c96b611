// SPDX-License-Identifier: MIT
#include "model/graph/CallGraphStyle.h"

#include "model/engine/PrintfText.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace gmonview::graphstyle {

namespace {

std::string percent(double share, int decimals)
{
    return fixedText(100 * share, decimals) + "%";
}

uint8_t byte(double v)
{
    return uint8_t(std::lround(std::clamp(v, 0.0, 1.0) * 255));
}

} // namespace

Rgb heat(double share)
{
    const double s = std::sqrt(std::clamp(share, 0.0, 1.0));
    // A hue from red (0 degrees) to yellow (55 degrees), whose saturation
    // grows with the share, at full value: within HSV's first sextant.
    const double f = (1.0 - s) * 55.0 / 60.0;
    const double saturation = 0.15 + 0.6 * s;
    return {byte(1.0), byte(1.0 - saturation * (1.0 - f)), byte(1.0 - saturation)};
}

std::string hex(Rgb colour)
{
    char buf[8];
    std::snprintf(buf, sizeof buf, "#%02x%02x%02x", colour.red, colour.green, colour.blue);
    return buf;
}

double edgeWidth(const CallGraphEdge &edge)
{
    return 1.0 + 7.0 * std::sqrt(std::clamp(edge.share, 0.0, 1.0));
}

std::string shareLine(const CallGraphNode &node)
{
    return percent(node.totalShare, 1) + " (" + percent(node.selfShare, 1) + " self)";
}

std::string membersLine(const CallGraphNode &node)
{
    return std::to_string(node.members) + (node.members == 1 ? " function" : " functions");
}

std::vector<std::string> nodeLines(const CallGraphNode &node)
{
    std::vector<std::string> lines{node.label, shareLine(node)};
    if (node.kind == CallGraphNode::Kind::Cycle)
        lines.push_back(membersLine(node));
    return lines;
}

std::string nodeTip(const CallGraphNode &node)
{
    std::string tip = node.name + "\n" + percent(node.totalShare, 2) +
                      " of the time with its callees, " + percent(node.selfShare, 2) + " in itself";
    if (node.calls || node.selfCalls)
        tip += "\ncalled " + std::to_string(node.calls) + " times" +
               (node.selfCalls ? " (+" + std::to_string(node.selfCalls) + " by itself)" : "");
    return tip;
}

std::string edgeTip(const CallGraph &graph, const CallGraphEdge &edge)
{
    return graph.nodes[size_t(edge.from)].name + " -> " + graph.nodes[size_t(edge.to)].name +
           (edge.isStatic ? ": a call in the code, never taken"
                          : ": " + std::to_string(edge.count) + " calls, " +
                                percent(edge.share, 2) + " of the time");
}

std::string callCountText(const CallGraphEdge &edge)
{
    return std::to_string(edge.count);
}

std::string hiddenNote(const CallGraph &graph, const CallGraphOptions &options)
{
    if (graph.hiddenNodes <= 0)
        return {};
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
    return note;
}

} // namespace gmonview::graphstyle
