// SPDX-License-Identifier: MIT
#include "model/engine/HistogramCredit.h"

#include "model/engine/ProfileResult.h"
#include "model/engine/RunSum.h"

#include <algorithm>
#include <cmath>

namespace gmonview {

namespace {

// gprof's crediting of one histogram: each bin's count shared
// among the symbols it overlaps. VISIT gets, per bin with a count,
// bin(count), then overlap(symbol, credit, share) for each symbol it
// touches (CREDIT as gprof's TIME, SHARE the true samples), then
// untouched(count) when it touches none.
template <typename Bins, typename Visitor>
void creditBins(const std::vector<uint64_t> &scaled, uint64_t lowPc, double histScale,
                const Bins &bins, Visitor &visit)
{
    const size_t len = scaled.size() - 1;
    const uint64_t lowpc = lowPc / 2;
    // A scale that is not a positive number (the sum's first histogram
    // record covered no addresses: 0/0) puts every bin past the end of the
    // address space, so gprof credits nothing; do the same, without
    // converting what no integer can hold.
    const bool usable = histScale > 0 && std::isfinite(histScale);
    auto offset = [](double at) { return at < 0x1p64 ? static_cast<uint64_t>(at) : UINT64_MAX; };
    size_t k = 1;
    for (size_t i = 0; i < bins.size(); ++i) {
        const int64_t binCount = int64_t(bins[i]);
        if (!binCount)
            continue;
        if (!usable) {
            visit.bin(binCount);
            visit.untouched(binCount);
            continue;
        }
        const uint64_t binLow = lowpc + offset(histScale * double(i));
        const uint64_t binHigh = lowpc + offset(histScale * double(i + 1));
        const double countTime = double(binCount);
        visit.bin(binCount);
        bool touched = false;
        for (size_t j = k - 1; j < len; k = ++j) {
            const uint64_t symLow = scaled[j];
            const uint64_t symHigh = scaled[j + 1];
            if (binHigh < symLow)
                break;
            if (binLow >= symHigh)
                continue;
            const uint64_t overlap = std::min(binHigh, symHigh) - std::max(binLow, symLow);
            if (overlap > 0) {
                touched = true;
                visit.overlap(j, double(overlap) * countTime / histScale,
                              double(overlap) * countTime / double(binHigh - binLow));
            }
        }
        if (!touched)
            visit.untouched(binCount);
    }
}

} // namespace

HistogramCredit::HistogramCredit(const std::vector<ProfileSymbol> &symbols,
                                 const SymbolSpecs &specs, std::vector<int> creditTo)
    : m_creditTo(std::move(creditTo))
{
    const size_t len = symbols.size();
    m_scaled.resize(len + 1);
    for (size_t j = 0; j < len; ++j)
        m_scaled[j] = symbols[j].address / 2;
    // gprof reads one entry past its table for the last symbol's end. That
    // entry is stale or fresh memory whose scaled address is zero, so the last
    // symbol never gets samples; do the same, on purpose.
    m_scaled[len] = 0;
    m_credited.resize(len);
    for (size_t j = 0; j < len; ++j)
        m_credited[j] =
            specs.selected(SpecTable::InclFlat, SpecTable::ExclFlat, symbols[j].address);
}

HistogramCredit::RunSamples HistogramCredit::samples(const GmonFile &run) const
{
    RunSamples out;
    out.symbols.assign(m_credited.size(), 0.0);
    struct Visitor
    {
        const HistogramCredit &credit;
        RunSamples &out;
        void bin(int64_t count) { out.total += double(count); }
        void overlap(size_t j, double, double share)
        {
            if (credit.credited(j))
                out.symbols[credit.creditedTo(j)] += share;
        }
        void untouched(int64_t) {}
    } visit{*this, out};
    for (const HistogramRecord &h : run.histograms)
        creditBins(m_scaled, h.lowPc, binScale(h.lowPc, h.highPc, h.bins.size()), h.bins, visit);
    return out;
}

void creditHistograms(const RunSum &sum, ProfileResult &out)
{
    if (out.symbols.empty())
        return;
    const HistogramCredit credit(out.symbols, sum.specs(), sum.symbolTable().sampleCredit());
    struct Visitor
    {
        const HistogramCredit &credit;
        ProfileResult &out;
        double total = 0;
        double samples = 0;
        void bin(int64_t count)
        {
            total += double(count);
            samples += double(count);
            out.binSamples += uint64_t(count);
        }
        void overlap(size_t j, double time, double share)
        {
            if (credit.credited(j)) {
                out.symbols[credit.creditedTo(j)].time += time;
                out.symbols[credit.creditedTo(j)].samples += share;
            } else {
                total -= time;
                samples -= share;
            }
        }
        void untouched(int64_t count) { out.outsideSamples += uint64_t(count); }
    } visit{credit, out};
    for (const MergedHistogram &h : sum.histograms())
        creditBins(credit.scaledAddresses(), h.lowPc, sum.histogramScale(), h.samples, visit);
    out.totalTime = visit.total;
    out.totalSamples = visit.samples;
}

PieceCredit creditPieces(const RunSum &sum, const std::vector<uint64_t> &scaled)
{
    PieceCredit out;
    if (scaled.size() < 2)
        return out;
    out.time.assign(scaled.size() - 1, 0.0);
    out.samples.assign(scaled.size() - 1, 0.0);
    struct Visitor
    {
        PieceCredit &out;
        void bin(int64_t) {}
        void overlap(size_t j, double time, double share)
        {
            out.time[j] += time;
            out.samples[j] += share;
        }
        void untouched(int64_t) {}
    } visit{out};
    for (const MergedHistogram &h : sum.histograms())
        creditBins(scaled, h.lowPc, sum.histogramScale(), h.samples, visit);
    return out;
}

} // namespace gmonview
