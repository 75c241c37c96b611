// SPDX-License-Identifier: MIT
#pragma once

#include "model/graph/CallGraph.h"

#include <cstdint>
#include <string>
#include <vector>

// How the call graph is drawn, wherever it is drawn (the window, the DOT
// export and the HTML report): its colours, line widths and texts. The
// window adds what depends on its palette and its reader's language.
namespace gmonview::graphstyle {

struct Rgb
{
    uint8_t red = 0, green = 0, blue = 0;
};

// Heat: pale yellow for little of the time to red for all of it (SHARE,
// 0..1, as a node's share with its callees).
Rgb heat(double share);

// "#rrggbb".
std::string hex(Rgb colour);

inline constexpr Rgb kNodeBorder{0x55, 0x55, 0x55};
inline constexpr Rgb kCenterBorder{0x1f, 0x4e, 0x99}; // the function in the middle
inline constexpr Rgb kHighlightBorder{0xe6, 0x7e, 0x22};
inline constexpr Rgb kEdgeInk{0x44, 0x44, 0x44};      // on a light background
inline constexpr Rgb kCycleInk{0x8e, 0x44, 0xad};     // cycles' arcs and clusters, on light
inline constexpr Rgb kCycleInkDark{0xc3, 0x9b, 0xd3}; // ... and on a dark background
inline constexpr double kNodeBorderWidth = 1.0;
inline constexpr double kCenterBorderWidth = 2.5;

// An arc's width in points: 1 for no time to 8 for all of it.
double edgeWidth(const CallGraphEdge &edge);

// A node's second line: "12.3% (4.5% self)".
std::string shareLine(const CallGraphNode &node);

// A cycle's third line: "3 functions".
std::string membersLine(const CallGraphNode &node);

// A node's text as the exports draw it: its label, its shares, and for a
// cycle its members.
std::vector<std::string> nodeLines(const CallGraphNode &node);

// A node's tooltip: its full name, shares to two decimals and its calls.
std::string nodeTip(const CallGraphNode &node);

// An arc's tooltip: who calls whom, how often, with what share of the time.
std::string edgeTip(const CallGraph &graph, const CallGraphEdge &edge);

// What an arc's label says: its calls.
std::string callCountText(const CallGraphEdge &edge);

// What is not drawn and why, "" when everything is: "3 functions not
// drawn: 2 under 0.5% of the time, 1 hidden".
std::string hiddenNote(const CallGraph &graph, const CallGraphOptions &options);

} // namespace gmonview::graphstyle
