// SPDX-License-Identifier: MIT
#include "model/engine/GmonSum.h"

namespace gmonview {

namespace {
constexpr size_t kMaxBlocksPerSymbol = 10; // gprof's NBBS
constexpr long kBsdDefaultRate = 100;
} // namespace

std::vector<std::vector<BasicBlockCount>> blocksBySymbol(const RunSum &sum)
{
    const SymbolTable &symtab = sum.symbolTable();
    std::vector<std::vector<BasicBlockCount>> out(symtab.symbols.size());
    for (const BasicBlockCount &b : sum.blocks()) {
        const int sym = symtab.lookup(b.address);
        if (sym < 0)
            continue;
        auto &slots = out[size_t(sym)];
        bool placed = false;
        for (auto &slot : slots) {
            if (slot.address == b.address) {
                slot.count += b.count;
                placed = true;
                break;
            }
        }
        if (!placed && slots.size() < kMaxBlocksPerSymbol && b.address != 0)
            slots.push_back(b);
    }
    return out;
}

std::vector<std::byte> writeGmonSum(const RunSum &sum, GmonFormatChoice format,
                                    const GmonTarget &target)
{
    GmonWriter w(target);
    const SymbolTable &symtab = sum.symbolTable();
    // Arcs leave in gprof's order: by caller symbol, then newest first.
    std::vector<std::vector<int>> children(symtab.symbols.size());
    for (size_t a = sum.arcs().size(); a-- > 0;)
        children[size_t(sum.arcs()[a].parent)].push_back(static_cast<int>(a));

    if (format == GmonFormatChoice::Bsd || format == GmonFormatChoice::Bsd44) {
        const MergedHistogram *h = sum.histograms().empty() ? nullptr : &sum.histograms().front();
        const bool bsd44 = format == GmonFormatChoice::Bsd44 || sum.rate() != kBsdDefaultRate;
        std::vector<uint16_t> bins;
        if (h)
            for (int64_t s : h->samples)
                bins.push_back(static_cast<uint16_t>(s));
        w.bsdHeader(h ? h->lowPc : 0, h ? h->highPc : 0, static_cast<uint32_t>(bins.size()), bsd44,
                    static_cast<uint32_t>(sum.rate()));
        w.bsdBins(bins);
        for (size_t s = 0; s < children.size(); ++s)
            for (int a : children[s]) {
                const ProfileArc &arc = sum.arcs()[size_t(a)];
                w.bsdArc(symtab.symbols[size_t(arc.parent)].address,
                         symtab.symbols[size_t(arc.child)].address, arc.count);
            }
        return w.bytes();
    }

    w.header(1);
    if (sum.hasHistogram()) {
        for (const MergedHistogram &h : sum.histograms()) {
            std::vector<uint16_t> bins;
            bins.reserve(h.samples.size());
            for (int64_t s : h.samples)
                bins.push_back(static_cast<uint16_t>(s)); // gprof writes 16 bits, wrapping
            w.histogram(h.lowPc, h.highPc, static_cast<uint32_t>(sum.rate()), sum.dimension(),
                        sum.dimensionAbbrev(), bins);
        }
    }
    if (sum.hasCallGraph()) {
        for (size_t s = 0; s < children.size(); ++s)
            for (int a : children[s]) {
                const ProfileArc &arc = sum.arcs()[size_t(a)];
                w.arc(symtab.symbols[size_t(arc.parent)].address,
                      symtab.symbols[size_t(arc.child)].address,
                      static_cast<uint32_t>(arc.count));
            }
    }
    if (sum.hasBlockCounts()) {
        std::vector<BasicBlockCount> all;
        for (const auto &slots : blocksBySymbol(sum))
            all.insert(all.end(), slots.begin(), slots.end());
        w.basicBlocks(all);
    }
    return w.bytes();
}

} // namespace gmonview
