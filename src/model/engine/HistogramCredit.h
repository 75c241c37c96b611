// SPDX-License-Identifier: MIT
#pragma once

#include "io/GmonFile.h"
#include "model/engine/ProfileData.h"
#include "model/engine/SymbolSpecs.h"

#include <cstdint>
#include <vector>

namespace gmonview {

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

class RunSum;
struct ProfileResult;
// Credits SUM's histograms to OUT's symbols (time and samples), and sets
// OUT's totals: what analyzeProfile does first.
void creditHistograms(const RunSum &sum, ProfileResult &out);

// SUM's histograms shared among pieces of code as creditHistograms shares
// them among symbols. SCALED holds the pieces' starts in the histogram's
// units (addresses halved), in order, with one more entry ending the last.
// Per piece, gprof's time (ProfileSymbol::time) and the samples
// (ProfileSymbol::samples); pieces that cut symbols up add up to them.
struct PieceCredit
{
    std::vector<double> time;
    std::vector<double> samples;
};
PieceCredit creditPieces(const RunSum &sum, const std::vector<uint64_t> &scaled);

} // namespace gmonview
