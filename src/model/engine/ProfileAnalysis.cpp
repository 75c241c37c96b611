// SPDX-License-Identifier: MIT
#include "model/engine/ProfileAnalysis.h"

#include "model/engine/CallGraphAnalysis.h"
#include "model/engine/GmonSum.h"
#include "model/engine/HistogramCredit.h"

#include <algorithm>
#include <unordered_map>

namespace gmonview {

std::vector<ProfileArc> findStaticArcs(const ProfileResult &profile,
                                       const std::vector<DirectCall> &calls)
{
    std::vector<ProfileArc> out;
    const auto &syms = profile.symbols;
    const auto &ranges = profile.histogramRanges;
    auto inHistogram = [&](uint64_t a) {
        for (const auto &[lo, hi] : ranges)
            if (a >= lo && a < hi)
                return true;
        return false;
    };
    std::unordered_map<uint64_t, int> existing;
    for (const ProfileArc &a : profile.arcs)
        existing.emplace((uint64_t(uint32_t(a.parent)) << 32) | uint32_t(a.child), 1);
    // A symbol table for the look-up of targets.
    auto lookup = [&](uint64_t addr) -> int {
        auto it =
            std::upper_bound(syms.begin(), syms.end(), addr,
                             [](uint64_t v, const ProfileSymbol &s) { return v < s.address; });
        if (it == syms.begin())
            return -1;
        --it;
        return addr <= it->endAddress ? int(it - syms.begin()) : -1;
    };
    for (size_t p = 0; p + 1 < syms.size(); ++p) {
        // The caller's bytes up to the next symbol, clipped to a histogram.
        uint64_t lo = syms[p].address, hi = syms[p + 1].address;
        bool clipped = false;
        for (const auto &[hlo, hhi] : ranges) {
            const uint64_t a = std::max(lo, hlo), b = std::min(hi, hhi);
            if (a < b) {
                lo = a;
                hi = b;
                clipped = true;
                break;
            }
        }
        if (!clipped)
            continue;
        auto it = std::lower_bound(calls.begin(), calls.end(), lo,
                                   [](const DirectCall &c, uint64_t v) { return c.site < v; });
        for (; it != calls.end() && it->site < hi; ++it) {
            if (!inHistogram(it->target))
                continue;
            const int child = lookup(it->target);
            if (child < 0 || syms[size_t(child)].address != it->target)
                continue;
            const uint64_t key = (uint64_t(uint32_t(p)) << 32) | uint32_t(child);
            if (!existing.emplace(key, 1).second)
                continue;
            ProfileArc arc;
            arc.parent = int(p);
            arc.child = child;
            arc.isStatic = true;
            out.push_back(arc);
        }
    }
    return out;
}

ProfileResult analyzeProfile(const RunSum &sum,
                             const std::vector<DirectCall> *staticCalls)
{
    ProfileResult out;
    const SymbolTable &symtab = sum.symbolTable();
    out.symbols = symtab.symbols;
    out.nameRanks = out.ranksOfNames();
    out.files = symtab.files;
    out.hasHistogram = sum.hasHistogram();
    out.hasCallGraph = sum.hasCallGraph();
    out.rate = sum.rate();
    out.histogramScale = sum.histogramScale();
    out.dimension = sum.dimensionName();
    out.dimensionAbbrev = sum.dimensionAbbrev();
    for (size_t i = 0; i < out.symbols.size(); ++i)
        out.symbols[i].calls = sum.callCounts()[i];

    for (const MergedHistogram &h : sum.histograms())
        out.histogramRanges.emplace_back(h.lowPc, h.highPc);
    out.histograms = sum.histograms();
    out.arcs = sum.arcs();
    if (staticCalls && out.hasCallGraph) {
        const std::vector<ProfileArc> found = findStaticArcs(out, *staticCalls);
        out.arcs.insert(out.arcs.end(), found.begin(), found.end());
    }
    out.childArcs.assign(out.symbols.size(), {});
    out.parentArcs.assign(out.symbols.size(), {});
    // gprof prepends each new arc to both lists: newest first.
    for (size_t a = out.arcs.size(); a-- > 0;) {
        out.childArcs[size_t(out.arcs[a].parent)].push_back(static_cast<int>(a));
        out.parentArcs[size_t(out.arcs[a].child)].push_back(static_cast<int>(a));
    }

    if (out.hasHistogram)
        creditHistograms(sum, out);
    // Basic-block counts are kept only at line granularity, as in gprof.
    if (symtab.lineGranular && sum.hasBlockCounts()) {
        const auto blocks = blocksBySymbol(sum);
        for (size_t i = 0; i < out.symbols.size(); ++i)
            for (const BasicBlockCount &b : blocks[i])
                out.symbols[i].blocks.emplace_back(b.address, b.count);
    }
    analyzeCallGraph(sum.specs(), out);
    return out;
}

std::shared_ptr<const ProfileResult> withSourceFiles(const ProfileResult &profile,
                                                     const DwarfLineTable &lines)
{
    auto named = std::make_shared<ProfileResult>(profile);
    for (ProfileSymbol &s : named->symbols)
        attachSourceFile(s, named->files, lines);
    return named;
}

} // namespace gmonview
