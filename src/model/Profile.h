// SPDX-License-Identifier: MIT
#pragma once

#include "DirectCalls.h"
#include "GmonFile.h"
#include "ProfileData.h"
#include "Result.h"
#include "SymbolSpecs.h"
#include "SymbolTable.h"

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace gmonview {

// What gprof's -i prints about one input file.
struct RunInfo
{
    std::string path;
    GmonFormat format = GmonFormat::Gnu;
    uint32_t version = 0; // as gprof reports it
    int histogramRecords = 0;
    int arcRecords = 0;
    int blockRecords = 0;
};

struct MergedHistogram
{
    uint64_t lowPc = 0;
    uint64_t highPc = 0;
    std::vector<int64_t> samples; // summed; each run's bins are 16-bit
};

// Sums gmon files into one profile by gprof's rules: histograms over the
// same range add up, disjoint ranges with the same scale, dimension and
// unit stay separate, anything else is refused; arcs are tallied onto the
// symbols as they are read. A refused file leaves the sum as it was.
class ProfileAccumulator
{
public:
    ProfileAccumulator(std::shared_ptr<const SymbolTable> symbols,
                       std::shared_ptr<const SymbolSpecs> specs);

    Result<RunInfo> add(const GmonFile &file);

    const SymbolTable &symbolTable() const { return *m_symbols; }
    const SymbolSpecs &specs() const { return *m_specs; }
    bool hasHistogram() const { return m_hasHistogram; }
    bool hasCallGraph() const { return m_hasCallGraph; }
    bool hasBlockCounts() const { return m_hasBlocks; }
    long rate() const { return m_hz; }
    double histogramScale() const { return m_histScale; }
    const std::array<char, 15> &dimension() const { return m_dimension; }
    std::string dimensionName() const;
    char dimensionAbbrev() const { return m_dimensionAbbrev; }
    const std::vector<MergedHistogram> &histograms() const { return m_histograms; }
    const std::vector<ProfileArc> &arcs() const { return m_arcs; }
    const std::vector<uint64_t> &callCounts() const { return m_calls; }
    const std::vector<BasicBlockCount> &blocks() const { return m_blocks; }
    int runCount() const { return m_runs; }

private:
    Result<void> checkHistograms(const GmonFile &file) const;
    void tally(uint64_t fromPc, uint64_t selfPc, uint64_t count);

    std::shared_ptr<const SymbolTable> m_symbols;
    std::shared_ptr<const SymbolSpecs> m_specs;
    bool m_hasHistogram = false;
    bool m_hasCallGraph = false;
    bool m_hasBlocks = false;
    long m_hz = 0;
    double m_histScale = 0;
    std::array<char, 15> m_dimension{'s', 'e', 'c', 'o', 'n', 'd', 's'};
    char m_dimensionAbbrev = 's';
    std::vector<MergedHistogram> m_histograms;
    std::vector<ProfileArc> m_arcs;               // in order of creation
    std::unordered_map<uint64_t, int> m_arcIndex; // (parent, child) -> arc
    // What each (from, self) address pair already tallied came to: the
    // callee and its arc, or -1 for a pair gprof drops. Runs of one program
    // repeat their pairs, and the answer depends on the addresses alone (the
    // symbols' binary searches and the arc's look-up were half of summing
    // 10,000 runs).
    struct PcPair
    {
        uint64_t from = 0;
        uint64_t self = 0;
        bool operator==(const PcPair &) const = default;
    };
    struct PcPairHash
    {
        size_t operator()(const PcPair &p) const
        {
            return std::hash<uint64_t>{}(p.from * 0x9E3779B97F4A7C15ull ^ p.self);
        }
    };
    struct Tallied
    {
        int child = -1;
        int arc = -1;
    };
    std::unordered_map<PcPair, Tallied, PcPairHash> m_tallied;
    std::vector<uint64_t> m_calls;                // per symbol, self-calls included
    std::vector<BasicBlockCount> m_blocks;
    uint32_t m_lastGnuVersion = 0;
    int m_runs = 0;
};

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
    double totalTime = 0;        // samples, as gprof's total_time
    double totalSamples = 0;     // as total_time, from each symbol's SAMPLES
    uint64_t binSamples = 0;     // every histogram count, credited or not
    uint64_t outsideSamples = 0; // counts in bins that touch no function
    double printTime = 0;        // propagated, as gprof's print_time
    // What the analysis recovered from (gprof stops there instead).
    std::vector<Message> warnings;
    // Each symbol's name as its rank in strcmp's order (strcmpRanks), made
    // once by analyzeProfile for gprof's three sorts by name.
    std::vector<uint32_t> nameRanks;

    const ProfileSymbol &symbol(int i) const { return symbols[size_t(i)]; }
    // nameRanks, or made now where the symbols came from elsewhere.
    std::vector<uint32_t> ranksOfNames() const;
};

// gprof's sharing of histogram bins among symbols,
// set up once for a symbol table: analyzeProfile credits the summed
// histograms with it, and samples() one run's alone, without the call
// graph, for numbers per run (gmonview diff).
class HistogramCredit
{
public:
    // CREDIT_TO: SymbolTable::creditTo (samples of a clone piece go to its
    // origin), empty for each symbol its own.
    HistogramCredit(const std::vector<ProfileSymbol> &symbols, const SymbolSpecs &specs,
                    std::vector<int> creditTo = {});

    struct RunSamples
    {
        std::vector<double> symbols; // per symbol: ProfileSymbol::samples of RUN alone
        double total = 0;            // every count in RUN's histograms, credited or not
    };
    // RUN must be one the sum accepted (same bin scale).
    RunSamples samples(const GmonFile &run) const;

    bool credited(size_t symbol) const { return m_credited[symbol] != 0; }
    size_t creditedTo(size_t symbol) const
    {
        return m_creditTo.empty() ? symbol : size_t(m_creditTo[symbol]);
    }
    // Each symbol's address halved, and a zero past the last (gprof's).
    const std::vector<uint64_t> &scaledAddresses() const { return m_scaled; }

private:
    std::vector<uint64_t> m_scaled;
    std::vector<char> m_credited;
    std::vector<int> m_creditTo;
};

// Runs gprof's analysis (bins credited to symbols, the call graph built
// and its time propagated). With
// STATIC_CALLS (gprof -c), the direct calls found in the code are added as
// arcs with no count before cycles are found, where gprof adds them, except
// that backward calls are found too.
ProfileResult analyzeProfile(const ProfileAccumulator &sum,
                             const std::vector<DirectCall> *staticCalls = nullptr);

// PROFILE with each symbol's source file and line from LINES (as gprof
// names them: attachSourceFile), for the views and exports that show files.
std::shared_ptr<const ProfileResult> withSourceFiles(const ProfileResult &profile,
                                                     const DwarfLineTable &lines);

// The arcs gprof's -c would add for CALLS to a profile: one per caller and
// callee, in gprof's order, each a call to the very start of a function
// from within a histogram. Arcs the profile already has are left out.
std::vector<ProfileArc> findStaticArcs(const ProfileResult &profile,
                                       const std::vector<DirectCall> &calls);

} // namespace gmonview
