// SPDX-License-Identifier: MIT
#pragma once

#include "model/graph/CallGraph.h"

#include <string>

namespace gmonview {

// GRAPH as inline SVG for the HTML report, appended to OUT: laid out by
// layoutCallGraph and drawn in CallGraphStyle's colours and texts, as the
// window draws it. Each node links to "#f<symbol>" (a cycle to
// "#cycle-<number>"). Where Graphviz cannot be loaded, a note says why.
void writeHtmlCallGraph(std::string &out, const CallGraph &graph);

} // namespace gmonview
