// SPDX-License-Identifier: MIT
#pragma once

#include "io/Message.h"
#include "model/engine/ProfileData.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace gmonview {

// An entry of the call graph listing: a symbol or a whole cycle.
struct GraphEntry
{
    bool isCycle = false;
    int id = 0; // symbol index, or cycle index into ProfileResult::cycles
};

// Everything gprof computes from a summed profile: the flat profile numbers,
// the propagated call graph with its cycles, and gprof's ordering and index
// numbers. Plain values, safe to hand to another thread.
struct ProfileResult
{
    std::vector<ProfileSymbol> symbols; // in address order
    std::vector<std::string> files;
    std::vector<ProfileArc> arcs;            // in order of creation
    std::vector<std::vector<int>> childArcs; // per symbol, gprof's list order
    std::vector<std::vector<int>> parentArcs;
    std::vector<ProfileCycle> cycles;   // cycle N is cycles[N-1]
    std::vector<GraphEntry> graphOrder; // by propagated time, gprof's [index] order
    bool hasHistogram = false;
    bool hasCallGraph = false;
    long rate = 0;
    double histogramScale = 0;
    std::string dimension = "seconds";
    char dimensionAbbrev = 's';
    std::vector<std::pair<uint64_t, uint64_t>> histogramRanges; // [low, high)
    std::vector<MergedHistogram> histograms;                    // the summed bins, for finer views
    // Calls found in the code that the run never took (-c), for drawing:
    // not part of the analysis unless it was asked for.
    std::vector<ProfileArc> staticOnlyArcs;
    double totalTime = 0;        // samples, the flat profile's total as gprof counts it
    double totalSamples = 0;     // as total_time, from each symbol's SAMPLES
    uint64_t binSamples = 0;     // every histogram count, credited or not
    uint64_t outsideSamples = 0; // counts in bins that touch no function
    double printTime = 0;        // propagated: what gprof's call graph takes as 100 %
    // What the analysis recovered from (gprof stops there instead).
    std::vector<Message> warnings;
    // Each symbol's name as its rank in strcmp's order (strcmpRanks), made
    // once by analyzeProfile for gprof's three sorts by name.
    std::vector<uint32_t> nameRanks;

    const ProfileSymbol &symbol(int i) const { return symbols[size_t(i)]; }
    // The self time of cycle NUMBER as its members' self times added up,
    // for drawing it as one unit. gprof's own figure (ProfileCycle::propSelf)
    // is 0 for a cycle that nothing outside it calls (one main is part of),
    // while its members hold samples; for any other cycle they are the same.
    double membersSelf(int number) const;
    // nameRanks, or made now where the symbols came from elsewhere.
    std::vector<uint32_t> ranksOfNames() const;
};

} // namespace gmonview
