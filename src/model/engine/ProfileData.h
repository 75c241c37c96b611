// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace gmonview {

// A function (or, with line granularity, a source line) as gprof sees it,
// with everything the analysis computes for it. Plain values: results are
// copied to whoever reads them, including other threads.
struct ProfileSymbol
{
    std::string name;        // raw, as in the symbol table (mangled for C++)
    std::string displayName; // demangled
    uint64_t address = 0;
    uint64_t endAddress = 0; // inclusive
    bool isFunction = true;
    bool isStatic = false;
    bool mapped = false; // stands for an object file (gprof -R)
    // A GCC clone piece (foo.part.0, foo.cold, ...) that gprof folds into the
    // function before it, given a symbol of its own by
    // SymbolTable::splitClonePieces (the window's reading, never the report's).
    bool clonePiece = false;
    // For such a piece: the symbol its samples and calls are credited to
    // (the function it was split from), -1 when it keeps them itself.
    int cloneOrigin = -1;
    int file = -1; // index into Profile::files, -1 when unknown
    uint32_t line = 0;
    // A function inlined into another (withInlinedFunctions): the symbol
    // whose code holds this copy (the out-of-line function, or the inlined
    // function it is inlined into), and the call site there (an index into
    // files, -1 when DWARF does not say, and a line, 0 when unknown). Its
    // time is samples only: mcount never runs for it, so it has no calls.
    int inlinedInto = -1;
    int callFile = -1;
    uint32_t callLine = 0;

    // Flat profile.
    double time = 0; // in samples (ticks), possibly fractional: gprof's credit
    // The samples in its range: each bin's count shared by overlap. gprof's
    // TIME divides by its bin width rounded down (so the sum can pass the
    // count of samples taken); this divides by the width the bin has.
    double samples = 0;
    uint64_t calls = 0; // calls from others; self-calls excluded
    uint64_t selfCalls = 0;

    // Call graph.
    double childTime = 0; // unscaled, as in the flat profile's total/call
    double propFraction = 0;
    double propSelf = 0;
    double propChild = 0;
    bool printFlag = false;
    int topOrder = 0;
    int cycle = 0; // cycle number, 0 when not in a cycle
    int index = 0; // gprof's [index]

    // Basic-block counts on this symbol (gprof keeps at most 10).
    std::vector<std::pair<uint64_t, uint64_t>> blocks;
};

struct ProfileArc
{
    int parent = -1; // symbol indices
    int child = -1;
    uint64_t count = 0;
    double time = 0;
    double childTime = 0;
    bool isStatic = false; // found in the machine code (-c), not in the run
};

// A cycle: the strongly connected component gprof collapses into one entry.
struct ProfileCycle
{
    int number = 0;
    std::vector<int> members; // symbol indices, in gprof's printing order
    uint64_t calls = 0;       // from outside the cycle
    uint64_t selfCalls = 0;   // between members
    double time = 0;
    double childTime = 0;
    double propFraction = 0;
    double propSelf = 0;
    double propChild = 0;
    bool printFlag = false;
    int index = 0;
};

// A histogram of the sum: one range's bins, added up over the runs.
struct MergedHistogram
{
    uint64_t lowPc = 0;
    uint64_t highPc = 0;
    std::vector<int64_t> samples; // summed; each run's bins are 16-bit
};

} // namespace gmonview
