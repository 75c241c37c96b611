// SPDX-License-Identifier: MIT
#pragma once

#include "model/engine/ProfileResult.h"
#include "model/estimate/NameShortener.h"

#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace gmonview {

// What part of the call graph to draw.
struct CallGraphOptions
{
    static constexpr size_t kStaticArcsUpTo = 100;
    static constexpr size_t kNodeBudget = 300;

    enum class Scope
    {
        Neighbourhood,
        WholeProgram
    };
    Scope scope = Scope::Neighbourhood;
    int center = -1; // symbol; for the neighbourhood
    int callerDepth = 2;
    int calleeDepth = 3;
    double threshold = 0.005;     // drop nodes under this share of the time
    std::set<int> expandedCycles; // cycle numbers shown member by member
    bool showStaticArcs = true;   // arcs found in the code (-c), never taken
    // ... while the graph has at most this many nodes without them: past
    // that they are mostly dashed noise. SIZE_MAX: whatever the size.
    size_t staticArcsUpTo = kStaticArcsUpTo;
    size_t nodeBudget = kNodeBudget; // at most this many nodes, the busiest kept
    std::set<int> hiddenSymbols;     // functions the user left out
    std::set<int> hiddenCycles;      // collapsed cycles the user left out
    NameShortening shortening;       // of the function nodes' labels, among the nodes drawn
};

struct CallGraphNode
{
    enum class Kind
    {
        Function,
        Cycle
    };
    Kind kind = Kind::Function;
    int symbol = -1; // for functions
    int cycle = 0;   // the cycle number: of the cycle node, or of the cycle a member is in
    bool inExpandedCycle = false; // a member drawn inside its cycle's cluster
    std::string name;             // demangled; "<cycle N as a whole>" for cycles
    std::string label;            // NAME shortened as CallGraphOptions::shortening says
    double selfShare = 0;         // of gprof's propagated time, 0..1
    double totalShare = 0;
    uint64_t calls = 0;
    uint64_t selfCalls = 0;
    int members = 0; // for cycles
    // For the node of an expanded cycle's members that are not drawn one by
    // one (under the threshold or past the budget): how many it stands for.
    // Calls into and out of them end there. 0 for every other node.
    int hiddenMembers = 0;
    bool isCenter = false;
};

struct CallGraphEdge
{
    int from = -1; // node indices
    int to = -1;
    uint64_t count = 0;       // calls along the arc(s)
    double share = 0;         // time carried (self + children), share of the total
    bool isStatic = false;    // every arc behind it was found in the code only
    bool insideCycle = false; // between members of one expanded cycle
};

struct CallGraph
{
    std::vector<CallGraphNode> nodes;
    std::vector<CallGraphEdge> edges;
    int hiddenNodes = 0;            // left out, for any of the three reasons below
    int belowThreshold = 0;         // under CallGraphOptions::threshold
    int overBudget = 0;             // past CallGraphOptions::nodeBudget
    int hiddenByUser = 0;           // in CallGraphOptions::hiddenSymbols or hiddenCycles
    bool staticArcsLeftOut = false; // past CallGraphOptions::staticArcsUpTo
    int center = -1;                // node index of the center, if shown

    int nodeOf(int symbol) const; // the function node of SYMBOL, -1 if none (or collapsed)
};

// Builds the nodes and edges for OPTIONS: every cycle collapsed into one
// node unless expanded, arcs into and out of a cycle attached to it. An
// expanded cycle is still one step of the neighbourhood's depth, and its
// members not drawn are one node ("+N members hidden"), so calls from
// outside into any member stay drawn.
CallGraph buildCallGraph(const ProfileResult &profile, const CallGraphOptions &options);

// A name shortened for a node: beyond MAX characters, its middle is elided
// (long C++ names keep their start and end).
std::string elideName(const std::string &name, size_t max = 48);

} // namespace gmonview
