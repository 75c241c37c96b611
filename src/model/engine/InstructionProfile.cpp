// SPDX-License-Identifier: MIT
#include "model/engine/InstructionProfile.h"

#include "io/Demangle.h"
#include "io/dwarf/DwarfFunctionTable.h"
#include "io/dwarf/DwarfLineTable.h"

#include <algorithm>
#include <cmath>

namespace gmonview {

uint64_t InstructionRow::callCount() const
{
    uint64_t n = 0;
    for (const Call &c : calls)
        n += c.count;
    return n;
}

namespace {

// The innermost inlined function at ROW, empty for the function's own code.
const std::string &innermostInlined(const InstructionRow &row)
{
    static const std::string none;
    return row.inlineChain.empty() ? none : row.inlineChain.back().function;
}

// Shares each bin with samples among the rows by overlap, in the units
// the histogram is credited in (two bytes), so that the rows of a function
// add up to what its symbol was credited; marks the rows whose bin also
// covers code outside the function or of another inlined function (the
// chains are placed already). Row I covers [START[I], START[I+1]); START
// has one more entry than ROWS.
void shareBins(const RunSum &sum, const std::vector<double> &start, InstructionProfile &out)
{
    const double scale = sum.histogramScale();
    if (!(scale > 0) || !std::isfinite(scale) || out.rows.empty())
        return;
    out.bytesPerBin = 2 * scale;
    const double first = start.front(), last = start.back();
    for (const MergedHistogram &h : sum.histograms()) {
        const double lowpc = double(h.lowPc / 2);
        const double from = std::max(0.0, std::floor((first - lowpc) / scale) - 1);
        size_t row = 0;
        for (size_t i = size_t(from); i < h.samples.size(); ++i) {
            const double binLow = lowpc + std::floor(scale * double(i));
            const double binHigh = lowpc + std::floor(scale * double(i + 1));
            if (binLow >= last)
                break;
            if (binHigh <= first || !h.samples[i] || binHigh <= binLow)
                continue;
            const double count = double(h.samples[i]);
            const bool outside = binLow < first || binHigh > last;
            while (row < out.rows.size() && start[row + 1] <= binLow)
                ++row;
            size_t end = row;
            bool acrossInlined = false;
            for (; end < out.rows.size() && start[end] < binHigh; ++end) {
                const double overlap =
                    std::min(binHigh, start[end + 1]) - std::max(binLow, start[end]);
                if (overlap <= 0)
                    continue;
                out.rows[end].samples += overlap * count / (binHigh - binLow);
                acrossInlined = acrossInlined ||
                                innermostInlined(out.rows[end]) != innermostInlined(out.rows[row]);
            }
            for (size_t r = row; r < end; ++r) {
                if (std::min(binHigh, start[r + 1]) <= std::max(binLow, start[r]))
                    continue; // no byte of it in the bin
                out.rows[r].binOutsideFunction = out.rows[r].binOutsideFunction || outside;
                out.rows[r].binAcrossInlined = out.rows[r].binAcrossInlined || acrossInlined;
            }
        }
    }
    for (const InstructionRow &r : out.rows)
        out.samples += r.samples;
}

// The call instructions of OUT that return into the slot from FROM and
// reach CALLEE: those that call it directly, else the indirect calls, else
// (TAIL set) the calls of other functions, one of which went on to CALLEE
// by a tail call: its jump leaves the return address, and mcount takes it
// for CALLEE's caller.
std::vector<InstructionRow *> callersIn(InstructionProfile &out, uint64_t from, uint64_t slot,
                                        const ProfileSymbol &callee, bool &tail)
{
    std::vector<InstructionRow *> direct, indirect, others;
    auto it = std::lower_bound(out.rows.begin(), out.rows.end(), from,
                               [](const InstructionRow &r, uint64_t pc) {
                                   return r.instruction.address + r.instruction.size < pc;
                               });
    for (; it != out.rows.end() && it->instruction.address + it->instruction.size < from + slot;
         ++it) {
        const Instruction &i = it->instruction;
        if (i.flow != Instruction::Flow::Call)
            continue;
        if (!i.target)
            indirect.push_back(&*it);
        else if (*i.target >= callee.address && *i.target <= callee.endAddress)
            direct.push_back(&*it);
        else
            others.push_back(&*it);
    }
    tail = direct.empty() && indirect.empty() && !others.empty();
    return !direct.empty() ? direct : !indirect.empty() ? indirect : others;
}

// Each recorded call site of the function on the instruction it follows.
void placeCalls(const ProfileResult &profile, const std::vector<RunSum::CallSite> &sites,
                int symbol, uint64_t slot, InstructionProfile &out)
{
    auto site =
        std::lower_bound(sites.begin(), sites.end(), out.low,
                         [](const RunSum::CallSite &s, uint64_t pc) { return s.fromPc < pc; });
    for (; site != sites.end() && site->fromPc < out.high; ++site) {
        if (profile.arcs[size_t(site->arc)].parent != symbol)
            continue;
        bool tail = false;
        const auto rows = callersIn(out, site->fromPc, std::max<uint64_t>(slot, 1),
                                    profile.symbol(site->child), tail);
        if (rows.empty()) {
            out.unplacedCalls += site->count;
            continue;
        }
        for (InstructionRow *r : rows)
            r->sharedSite = r->sharedSite || rows.size() > 1;
        auto &calls = rows.front()->calls;
        auto call = std::find_if(calls.begin(), calls.end(), [&](const auto &c) {
            return c.callee == site->child && c.throughTailCall == tail;
        });
        if (call == calls.end())
            calls.push_back({site->child, site->count, tail});
        else
            call->count += site->count;
    }
}

// The lines and inline chains of the rows.
void placeSource(const InstructionSources &sources, InstructionProfile &out)
{
    if (sources.lines)
        for (InstructionRow &r : out.rows)
            if (const SourceLocation at = sources.lines->lookup(r.instruction.address)) {
                r.file = *at.file;
                r.line = at.line;
            }
    if (!sources.functions)
        return;
    const DwarfFunctionTable &table = *sources.functions;
    std::vector<DwarfFunctionTable::Range> inlined;
    for (const auto &range : table.ranges())
        if (range.low < out.high && range.high > out.low &&
            table.functions()[range.function].inlined)
            inlined.push_back(range);
    // Outermost first: the longer range holds the shorter.
    std::stable_sort(inlined.begin(), inlined.end(),
                     [](const auto &a, const auto &b) { return a.high - a.low > b.high - b.low; });
    // Each range's frame (its name demangled once) on the rows it covers,
    // found by address: the rows are in address order.
    for (const auto &range : inlined) {
        const auto &f = table.functions()[range.function];
        InlineFrame frame;
        frame.function = demangle(f.name);
        if (f.callFile >= 0 && size_t(f.callFile) < table.callFiles().size())
            frame.callFile = table.callFiles()[size_t(f.callFile)];
        frame.callLine = f.callLine;
        auto r = std::lower_bound(out.rows.begin(), out.rows.end(), range.low,
                                  [](const InstructionRow &row, uint64_t address) {
                                      return row.instruction.address < address;
                                  });
        for (; r != out.rows.end() && r->instruction.address < range.high; ++r)
            r->inlineChain.push_back(frame);
    }
}

} // namespace

InstructionProfile instructionProfile(const ProfileResult &profile, const RunSum &sum, int symbol,
                                      const InstructionSources &sources)
{
    InstructionProfile out;
    out.symbol = symbol;
    const ProfileSymbol &s = profile.symbol(symbol);
    out.low = s.address;
    // Up to the next symbol, as the histogram is credited.
    out.high = size_t(symbol) + 1 < profile.symbols.size()
                   ? profile.symbols[size_t(symbol) + 1].address
                   : s.endAddress + 1;
    std::vector<Instruction> decoded;
    if (sources.disassembler)
        decoded = sources.disassembler->decode(out.low, out.high, sources.thumb);
    out.rows.reserve(decoded.size());
    for (Instruction &i : decoded) {
        out.undecoded += i.undecoded ? 1 : 0;
        out.rows.emplace_back().instruction = std::move(i);
    }
    // The rows' extents in two-byte units, the first and last clipped to the
    // symbol's as its credit has them.
    std::vector<double> start;
    for (const InstructionRow &r : out.rows)
        start.push_back(double(r.instruction.address) / 2);
    if (!out.rows.empty()) {
        start.front() = double(out.low / 2);
        start.push_back(double(out.high / 2));
    }
    placeSource(sources, out);
    shareBins(sum, start, out);
    if (sources.callSites)
        placeCalls(profile, *sources.callSites, symbol, sources.callSlot, out);
    else
        placeCalls(profile, sum.callSites(), symbol, sources.callSlot, out);
    return out;
}

} // namespace gmonview
