// SPDX-License-Identifier: MIT
#pragma once

#include "model/engine/ProfileResult.h"

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace gmonview {

// Call paths estimated from a gmon profile, which records no stacks: only
// each arc's call count (exact) and each function's samples. Beyond one
// call level a path's time is gprof's assumption: a function's time
// (self and children, as gprof propagates it) is shared among its callers
// in proportion to their calls. Recursion cycles are one unit, "<cycle N
// as a whole>", under which their members are listed; so no path loops.
//
// Summed over every path, each function's self and total time are gprof's
// (its flat profile self time and its call graph self + children).
//
// A profile with inlined functions (withInlinedFunctions) has them as
// frames under the function they are inlined into, on each of its paths,
// sharing its own time as they share it; named "NAME [inlined]", with no
// calls into them, and no callers but that function.
class CallStacks
{
public:
    enum class Kind : uint8_t
    {
        Function, // a function outside any cycle
        Cycle,    // a cycle as a whole
        Member,   // a member of a cycle, under its cycle
    };

    // A node of the top-down tree: a unit reached along one path. FRACTION
    // is the share of the unit's own time (self + children) this path
    // carries; 1 for a function only ever called from one path.
    struct Node
    {
        Kind kind = Kind::Function;
        int id = -1;         // symbol index; cycle number for Kind::Cycle
        double fraction = 0; // estimated, 0..1
        uint64_t calls = 0;  // calls along the arc(s) into it: exact (0 for roots and members)
    };

    explicit CallStacks(const ProfileResult &profile);

    const ProfileResult &profile() const { return m_profile; }

    // Top-down. The roots are the units with time not called from a known
    // caller (main, spontaneous functions, the part of a function's calls
    // whose caller is unknown), busiest first.
    std::vector<Node> roots() const;
    // NODE's callees, a cycle's members, merged by unit, busiest first.
    std::vector<Node> children(const Node &node) const;

    // Bottom-up: NODE's callers, with FRACTION the share of the bottom
    // function's time the longer path carries. The callers of a member are
    // its cycle as a whole; the callers of a cycle its outside callers.
    std::vector<Node> callers(const Node &node) const;
    // The bottom-up roots: every function with time, with fraction 1,
    // busiest (by self time) first.
    std::vector<Node> bottomUpRoots() const;

    // In samples, as ProfileSymbol::time: the unit's whole self and total
    // time times FRACTION.
    double self(const Node &node) const;
    double total(const Node &node) const;
    // The unit's whole self and total time (fraction 1).
    double unitSelf(Kind kind, int id) const;
    double unitTotal(Kind kind, int id) const;
    // "<cycle N as a whole>" or the function's demangled name.
    std::string name(Kind kind, int id) const;

    // Every path at once, for the flame graph and the collapsed stacks, in
    // depth-first order (a frame's children follow it, busiest first).
    // Paths carrying less than MIN_TOTAL samples are left out; their time
    // stays in their parent's width (so widths still add up) and is
    // counted in Flattened::leftOut.
    struct Frame
    {
        Kind kind = Kind::Function;
        int id = -1;
        int parent = -1; // index into frames, -1 for a root
        int depth = 0;
        double total = 0; // samples, estimated beyond the first level
        double self = 0;
        uint64_t calls = 0; // exact, along the arc(s) into the frame
    };
    struct Flattened
    {
        std::vector<Frame> frames;
        double total = 0;   // sum of the roots' totals: the program's time
        double leftOut = 0; // samples in paths under MIN_TOTAL
    };
    // What topDown's and bottomUp's roots add up to, without making them
    // (to choose MIN_TOTAL as a share of it).
    double topDownTotal() const;
    double bottomUpTotal() const;
    // Top-down (the icicle: roots are the program's entry points).
    Flattened topDown(double minTotal = 0) const;
    // Bottom-up (the inverted flame graph: roots are where time is spent,
    // width the self time; children the callers carrying it).
    Flattened bottomUp(double minTotal = 0) const;

private:
    struct Unit
    {
        Kind kind;
        int id;
    };
    Unit unitOf(int symbol) const;
    // Share of the unit of arc's child carried by ARC: count / calls into the unit.
    double arcShare(const ProfileArc &arc) const;

    const ProfileResult &m_profile;
    std::vector<double> m_rootShare;      // per symbol outside cycles
    std::vector<double> m_cycleRootShare; // per cycle (index number-1)
    std::vector<double> m_cycleSelf;      // ProfileResult::membersSelf, per cycle
    // Per symbol, the inlined functions whose code is in it
    // (ProfileSymbol::inlinedInto); empty when there are none.
    std::vector<std::vector<int>> m_inlined;
};

// The collapsed stack format of Brendan Gregg's flamegraph.pl: one line
// per path, "root;caller;callee WEIGHT", the weight the path's self time in
// whole microseconds (its readers, inferno's and speedscope's, take integer
// weights; the samples at RATE per second, shared out as estimates, are
// rarely whole). A path under half a microsecond is left out (the estimate
// spreads a function's time over every path to it, most of them
// negligible). Cycles appear as "<cycle N as a whole>;member". ';' in a
// name is written as ':'.
struct CollapsedLeftOut
{
    long long paths = 0;
    double micros = 0; // their time in all
};
CollapsedLeftOut writeCollapsed(std::ostream &out, const CallStacks &stacks,
                                const CallStacks::Flattened &flat, long rate);

} // namespace gmonview
