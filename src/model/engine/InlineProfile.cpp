// SPDX-License-Identifier: MIT
#include "model/engine/InlineProfile.h"

#include "io/Demangle.h"
#include "io/Paths.h"
#include "io/dwarf/DwarfFunctionTable.h"
#include "model/engine/HistogramCredit.h"
#include "model/engine/RunSum.h"

#include <algorithm>
#include <map>
#include <tuple>
#include <unordered_map>

namespace gmonview {

namespace {

// The code of the profile's symbols cut where DWARF's innermost function
// changes, in the histogram's units: as HistogramCredit's scaled addresses,
// with more starts inside the symbols whose samples are counted.
struct Pieces
{
    std::vector<uint64_t> scaled;  // starts, and one more ending the last
    std::vector<uint64_t> address; // each start's address
    std::vector<int> owner;        // the symbol credited with each, -1 for none
    std::vector<int> function;     // its innermost DWARF function, -1 for none
};

Pieces cutPieces(const ProfileResult &profile, const RunSum &sum,
                 const DwarfFunctionTable &functions)
{
    const HistogramCredit credit(profile.symbols, sum.specs(), sum.symbolTable().sampleCredit());
    const std::vector<uint64_t> &scaled = credit.scaledAddresses();
    const auto &dwarf = functions.pieces();
    Pieces out;
    const size_t len = profile.symbols.size();
    auto add = [&](uint64_t start, int owner, int function) {
        out.scaled.push_back(start / 2);
        out.address.push_back(start);
        out.owner.push_back(owner);
        out.function.push_back(function);
    };
    for (size_t j = 0; j < len; ++j) {
        const int owner = credit.credited(j) ? int(credit.creditedTo(j)) : -1;
        const uint64_t address = profile.symbols[j].address;
        // Past the last symbol gprof's table ends in 0: no piece has samples.
        const bool counted =
            owner >= 0 && profile.symbol(owner).samples > 0 && scaled[j + 1] > scaled[j];
        add(address, owner, counted ? functions.innermost(address) : -1);
        if (!counted)
            continue;
        const uint64_t end = scaled[j + 1] * 2;
        auto p = std::upper_bound(dwarf.begin(), dwarf.end(), address,
                                  [](uint64_t a, const auto &piece) { return a < piece.start; });
        for (; p != dwarf.end() && p->start < end; ++p) {
            if (p->start / 2 == out.scaled.back())
                out.function.back() = p->function; // within the same unit
            else
                add(p->start, owner, p->function);
        }
    }
    out.scaled.push_back(scaled[len]);
    return out;
}

// Appends to OUT one symbol per inlined function and call site, found by
// the DWARF function's chain of callers under the piece's owner.
class Appender
{
public:
    Appender(ProfileResult &out, const DwarfFunctionTable &functions)
        : m_out(out), m_functions(functions)
    {
        for (size_t i = 0; i < out.files.size(); ++i)
            m_fileIds.emplace(out.files[i], int(i));
    }

    // The symbol of FUNCTION (a DWARF index) under OWNER; OWNER itself
    // when FUNCTION is not inlined.
    int symbolOf(int owner, int function)
    {
        if (function < 0 || !m_functions.functions()[size_t(function)].inlined)
            return owner;
        const uint64_t key = (uint64_t(uint32_t(owner)) << 32) | uint32_t(function);
        if (const auto it = m_byFunction.find(key); it != m_byFunction.end())
            return it->second;
        const auto &f = m_functions.functions()[size_t(function)];
        const int parent = symbolOf(owner, f.parent);
        const int callFile = fileId(f.callFile);
        const auto site = std::make_tuple(parent, f.name, callFile, f.callLine);
        auto [at, added] = m_bySite.emplace(site, int(m_out.symbols.size()));
        if (added) {
            ProfileSymbol s;
            s.name = f.name;
            s.displayName = demangle(f.name);
            s.address = s.endAddress = f.firstLow;
            s.inlinedInto = parent;
            s.callFile = callFile;
            s.callLine = f.callLine;
            m_out.symbols.push_back(std::move(s));
        }
        m_byFunction.emplace(key, at->second);
        return at->second;
    }

private:
    int fileId(int32_t callFile)
    {
        const auto &names = m_functions.callFiles();
        if (callFile < 0 || size_t(callFile) >= names.size())
            return -1;
        auto [it, added] = m_fileIds.emplace(names[size_t(callFile)], int(m_out.files.size()));
        if (added)
            m_out.files.push_back(names[size_t(callFile)]);
        return it->second;
    }

    ProfileResult &m_out;
    const DwarfFunctionTable &m_functions;
    std::unordered_map<std::string, int> m_fileIds;
    std::unordered_map<uint64_t, int> m_byFunction; // (owner, DWARF function)
    std::map<std::tuple<int, std::string, int, uint32_t>, int> m_bySite;
};

} // namespace

std::shared_ptr<const ProfileResult> withInlinedFunctions(const ProfileResult &profile,
                                                          const RunSum &sum,
                                                          const DwarfFunctionTable &functions)
{
    auto out = std::make_shared<ProfileResult>(profile);
    if (profile.symbols.empty() || !profile.hasHistogram)
        return out;
    const Pieces pieces = cutPieces(profile, sum, functions);
    const PieceCredit credit = creditPieces(sum, pieces.scaled);
    const size_t first = out->symbols.size();
    Appender appender(*out, functions);
    std::vector<char> placed;
    for (size_t i = 0; i < credit.samples.size(); ++i) {
        const int owner = pieces.owner[i];
        if (owner < 0 || (credit.samples[i] <= 0 && credit.time[i] <= 0))
            continue;
        const int to = appender.symbolOf(owner, pieces.function[i]);
        if (to == owner)
            continue;
        // Its address: the first of its code with samples.
        placed.resize(out->symbols.size() - first);
        ProfileSymbol &code = out->symbols[size_t(to)];
        if (!placed[size_t(to) - first] || pieces.address[i] < code.address)
            code.address = code.endAddress = pieces.address[i];
        placed[size_t(to) - first] = true;
        ProfileSymbol &container = out->symbols[size_t(owner)];
        container.time -= credit.time[i];
        container.samples -= credit.samples[i];
        out->symbols[size_t(to)].time += credit.time[i];
        out->symbols[size_t(to)].samples += credit.samples[i];
    }
    // The call graph's figures, for the trees: gprof's propagated self time
    // is the flat profile's scaled by the share of the function printed, the
    // same for the function's inlined code; what the function no longer
    // holds itself its inlined functions do, as its children.
    auto printedShare = [&](int symbol) {
        const ProfileSymbol &s = profile.symbol(symbol);
        return s.time > 0 ? s.propSelf / s.time : 0.0;
    };
    for (size_t j = 0; j < first; ++j) {
        ProfileSymbol &s = out->symbols[j];
        // What is left of a function whose code is all inlined is rounding.
        const ProfileSymbol &before = profile.symbols[j];
        if (s.time < 1e-9 * before.time)
            s.time = 0;
        if (s.samples < 1e-9 * before.samples)
            s.samples = 0;
        if (s.time == profile.symbols[j].time)
            continue;
        const double propSelf = s.time * printedShare(int(j));
        s.propChild += s.propSelf - propSelf;
        s.propSelf = propSelf;
    }
    for (size_t j = out->symbols.size(); j-- > first;) {
        ProfileSymbol &s = out->symbols[j];
        s.propSelf = s.time * printedShare(inlineContainer(*out, int(j)));
        if (s.inlinedInto >= int(first))
            out->symbols[size_t(s.inlinedInto)].propChild += s.propSelf + s.propChild;
    }
    out->childArcs.resize(out->symbols.size());
    out->parentArcs.resize(out->symbols.size());
    out->nameRanks.clear();
    out->nameRanks = out->ranksOfNames();
    return out;
}

int inlineContainer(const ProfileResult &profile, int symbol)
{
    while (symbol >= 0 && profile.symbol(symbol).inlinedInto >= 0)
        symbol = profile.symbol(symbol).inlinedInto;
    return symbol;
}

std::string inlinedName(const ProfileResult &profile, int symbol)
{
    const ProfileSymbol &s = profile.symbol(symbol);
    std::string out = s.displayName;
    for (const ProfileSymbol *at = &s; at->inlinedInto >= 0;) {
        const ProfileSymbol &into = profile.symbol(at->inlinedInto);
        out += (at == &s ? ", inlined into " : ", into ") + into.displayName;
        if (at->callFile >= 0) {
            out += " at " + baseName(profile.files[size_t(at->callFile)]);
            if (at->callLine)
                out += ':' + std::to_string(at->callLine);
        }
        at = &into;
    }
    return out;
}

} // namespace gmonview
