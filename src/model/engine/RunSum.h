// SPDX-License-Identifier: MIT
#pragma once

#include "io/GmonFile.h"
#include "io/Result.h"
#include "model/engine/ProfileData.h"
#include "model/engine/SymbolSpecs.h"
#include "model/engine/SymbolTable.h"

#include <array>
#include <cstdint>
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

// Sums gmon files into one profile by gprof's rules: histograms over the
// same range add up, disjoint ranges with the same scale, dimension and
// unit stay separate, anything else is refused; arcs are tallied onto the
// symbols as they are read. A refused file leaves the sum as it was.
class RunSum
{
public:
    RunSum(std::shared_ptr<const SymbolTable> symbols,
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

    // The calls as the runs recorded them, summed per site: each (return
    // address in the caller, return address of the callee's call to mcount)
    // pair that became an arc, with its callee and its arc (into arcs()).
    struct CallSite
    {
        uint64_t fromPc = 0;
        uint64_t selfPc = 0;
        int child = -1;
        int arc = -1;
        uint64_t count = 0;
    };
    // By FROM_PC, then SELF_PC.
    std::vector<CallSite> callSites() const;

private:
    // The three checks a run passes before it joins the sum, each changing
    // nothing: its addresses are this executable's; a BSD file's one
    // histogram matches the sum's; a GNU file's histograms can be added to
    // the sum's (same unit and scale, each range the same or apart).
    Result<void> checkInText(const GmonFile &file) const;
    Result<void> checkBsdHistogram(const GmonFile &file) const;
    Result<void> checkGnuHistograms(const GmonFile &file) const;
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
        uint64_t count = 0; // the pair's calls, while it has an arc
    };
    std::unordered_map<PcPair, Tallied, PcPairHash> m_tallied;
    std::vector<uint64_t> m_calls;                // per symbol, self-calls included
    std::vector<BasicBlockCount> m_blocks;
    uint32_t m_lastGnuVersion = 0;
    int m_runs = 0;
};

// Bytes per bin of a histogram over [LOW, HIGH) in BINS bins, halved, as
// gprof computes it (in 2-byte units first, in integers).
double binScale(uint64_t lowPc, uint64_t highPc, uint64_t bins);

} // namespace gmonview
