// SPDX-License-Identifier: MIT
// GCC's clone pieces (.cold, .part.N, .isra.N, ...): each credited to the
// function it was cut from.
#include "model/engine/SymbolClass.h"

#include "io/dwarf/DwarfFunctionTable.h"
#include "io/dwarf/DwarfLineTable.h"
#include "io/ElfImage.h"

#include <algorithm>
#include <cstdint>
#include <elf.h>
#include <numeric>

namespace gmonview {

namespace {

std::string_view originName(std::string_view name)
{
    return name.substr(0, name.find('.'));
}

// Calls F(symbol) for each local function symbol of ELF's code named as GCC
// names the pieces it splits off or clones (foo.part.0, foo.isra.0, ...).
template <class F> void forEachPieceName(const ElfImage &elf, F f)
{
    for (const ElfSymbol &s : elf.symbols()) {
        if (s.type != STT_FUNC || s.bind != STB_LOCAL || s.targetSpecial ||
            s.sectionIndex == SHN_UNDEF || s.reservedIndex)
            continue;
        const size_t dot = s.name.find('.');
        if (dot == 0 || dot == std::string_view::npos)
            continue;
        const ElfSection *section = elf.sectionByIndex(s.sectionIndex);
        if (section && section->isExecutable())
            f(s);
    }
}

} // namespace

int SymbolTable::cloneOriginOf(uint64_t address, std::string_view name,
                               const DwarfFunctionTable *functions) const
{
    auto candidate = [&](const ProfileSymbol &s) {
        return !s.clonePiece && (!lineGranular || s.isFunction);
    };
    const std::string_view origin = originName(name);
    // DWARF's candidates, the one of the origin's name first; else the
    // first function of that name.
    int chosen = -1;
    if (functions) {
        for (const uint64_t entry : functions->cloneOrigins(address)) {
            int k = lookup(entry);
            // (In a line table, the function symbol replaced its first line.)
            if (k < 0 || symbols[size_t(k)].address != entry || !candidate(symbols[size_t(k)]))
                continue;
            if (chosen < 0 || symbols[size_t(k)].name == origin)
                chosen = k;
        }
    }
    for (size_t k = 0; chosen < 0 && k < symbols.size(); ++k)
        if (candidate(symbols[k]) && symbols[k].name == origin)
            chosen = static_cast<int>(k);
    return chosen;
}

void SymbolTable::splitClonePieces(const ElfImage &elf,
                                   const std::function<const DwarfFunctionTable *()> &dwarf)
{
    if (lineGranular || symbols.empty())
        return;
    std::vector<ProfileSymbol> pieces;
    forEachPieceName(elf, [&](const ElfSymbol &s) {
        const int at = lookup(s.value);
        if (at < 0)
            return;
        const ProfileSymbol &holder = symbols[size_t(at)];
        if (holder.address == s.value || originName(holder.name) == originName(s.name))
            return; // a symbol of its own, or within the function it came from
        ProfileSymbol p;
        p.name = std::string(s.name);
        p.displayName = displayNameOf(s.name, leadingChar);
        p.address = s.value;
        p.endAddress = holder.endAddress;
        p.isFunction = true;
        p.isStatic = true;
        p.clonePiece = true;
        pieces.push_back(std::move(p));
    });
    if (pieces.empty())
        return;
    symbols.insert(symbols.end(), std::make_move_iterator(pieces.begin()),
                   std::make_move_iterator(pieces.end()));
    std::stable_sort(
        symbols.begin(), symbols.end(),
        [](const ProfileSymbol &a, const ProfileSymbol &b) { return a.address < b.address; });
    // Two pieces at one address (aliases): the first stays.
    symbols.erase(std::unique(symbols.begin(), symbols.end(),
                              [](const ProfileSymbol &a, const ProfileSymbol &b) {
                                  return a.address == b.address;
                              }),
                  symbols.end());
    for (size_t i = 0; i + 1 < symbols.size(); ++i)
        if (symbols[i].endAddress >= symbols[i + 1].address)
            symbols[i].endAddress = symbols[i + 1].address - 1;
    const DwarfFunctionTable *functions = dwarf ? dwarf() : nullptr;
    creditTo.resize(symbols.size());
    for (size_t i = 0; i < symbols.size(); ++i) {
        creditTo[i] = static_cast<int>(i);
        if (!symbols[i].clonePiece)
            continue;
        const int chosen = cloneOriginOf(symbols[i].address, symbols[i].name, functions);
        if (chosen >= 0) {
            creditTo[i] = chosen;
            symbols[i].cloneOrigin = chosen;
        }
    }
}

void SymbolTable::markClonePieceLines(const ElfImage &elf, const DwarfFunctionTable *functions)
{
    if (!lineGranular)
        return;
    std::vector<std::pair<int, std::string_view>> pieces;
    forEachPieceName(elf, [&](const ElfSymbol &s) {
        const int first = lookup(s.value);
        if (first < 0 || symbols[size_t(first)].address != s.value ||
            symbols[size_t(first)].isFunction)
            return; // no line starts there, or a function symbol of its own
        int holder = first;
        while (holder >= 0 && !symbols[size_t(holder)].isFunction)
            --holder;
        if (holder >= 0 && originName(symbols[size_t(holder)].name) == originName(s.name))
            return; // within the function it came from
        pieces.emplace_back(first, s.name);
    });
    if (pieces.empty())
        return;
    for (const auto &[first, name] : pieces)
        symbols[size_t(first)].clonePiece = true;
    creditTo.resize(symbols.size());
    std::iota(creditTo.begin(), creditTo.end(), 0);
    for (const auto &[first, name] : pieces) {
        const int chosen = cloneOriginOf(symbols[size_t(first)].address, name, functions);
        if (chosen >= 0) {
            creditTo[size_t(first)] = chosen;
            symbols[size_t(first)].cloneOrigin = chosen;
        }
    }
}

} // namespace gmonview
