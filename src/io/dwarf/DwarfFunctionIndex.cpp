// SPDX-License-Identifier: MIT
// The function table's queries: the pieces its ranges cut the code into,
// each with its innermost function, and a piece's clone origins.
#include "io/dwarf/DwarfFunctionTable.h"

#include <algorithm>
#include <set>
#include <tuple>
#include <vector>

namespace gmonview {

// Sweeps the boundaries in order with the ranges holding each piece between
// them, ordered by length (the later function first among equals): the
// first is the answer for the piece. Each range enters and leaves once, so
// this is O(n log n), where asking each piece afresh was quadratic for a
// program with one large function (the ranges inside it all had to be seen).
void DwarfFunctionTable::indexPieces()
{
    std::vector<uint64_t> points = boundaries();
    std::sort(points.begin(), points.end());
    points.erase(std::unique(points.begin(), points.end()), points.end());
    std::vector<size_t> byHigh(m_ranges.size());
    for (size_t i = 0; i < byHigh.size(); ++i)
        byHigh[i] = i;
    std::sort(byHigh.begin(), byHigh.end(),
              [&](size_t a, size_t b) { return m_ranges[a].high < m_ranges[b].high; });
    // (length, the function reversed, the range): begin() is the innermost.
    std::set<std::tuple<uint64_t, int64_t, size_t>> holding;
    auto key = [&](size_t i) {
        const Range &r = m_ranges[i];
        return std::tuple<uint64_t, int64_t, size_t>(r.high - r.low, -int64_t(r.function), i);
    };
    size_t nextLow = 0, nextHigh = 0;
    m_pieces.clear();
    m_pieces.reserve(points.size());
    for (const uint64_t at : points) {
        for (; nextHigh < byHigh.size() && m_ranges[byHigh[nextHigh]].high <= at; ++nextHigh)
            holding.erase(key(byHigh[nextHigh]));
        for (; nextLow < m_ranges.size() && m_ranges[nextLow].low <= at; ++nextLow)
            if (m_ranges[nextLow].high > at)
                holding.insert(key(nextLow));
        m_pieces.push_back(
            {at, holding.empty() ? -1 : int(m_ranges[std::get<2>(*holding.begin())].function)});
    }
}

std::vector<uint64_t> DwarfFunctionTable::boundaries() const
{
    std::vector<uint64_t> out;
    out.reserve(m_ranges.size() * 2);
    for (const Range &r : m_ranges) {
        out.push_back(r.low);
        out.push_back(r.high);
    }
    return out;
}

std::vector<uint64_t> DwarfFunctionTable::cloneOrigins(uint64_t address) const
{
    std::vector<uint64_t> out;
    int holder = -1;
    for (const Range &r : m_ranges) {
        if (r.low > address)
            break;
        if (address < r.high && !m_functions[r.function].inlined)
            holder = int(r.function);
    }
    if (holder < 0)
        return out;
    const Function &piece = m_functions[size_t(holder)];
    if (piece.firstLow != address) {
        out.push_back(piece.firstLow);
        return out;
    }
    if (piece.abstractOrigin == 0)
        return out;
    for (const Function &f : m_functions)
        if (&f != &piece && !f.inlined && f.abstractOrigin == piece.abstractOrigin &&
            f.firstLow != address)
            out.push_back(f.firstLow);
    return out;
}

int DwarfFunctionTable::innermost(uint64_t address) const
{
    auto after = std::upper_bound(m_pieces.begin(), m_pieces.end(), address,
                                  [](uint64_t a, const Piece &p) { return a < p.start; });
    return after == m_pieces.begin() ? -1 : (after - 1)->function;
}

} // namespace gmonview
