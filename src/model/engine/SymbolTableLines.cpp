// SPDX-License-Identifier: MIT
// The symbol table at line granularity (gprof -l): a symbol per source line
// of each function, from the line table.
#include "model/engine/SymbolClass.h"

#include "io/Demangle.h"
#include "io/dwarf/DwarfFunctionTable.h"
#include "io/dwarf/DwarfLineTable.h"
#include "io/ElfImage.h"

#include <algorithm>
#include <cstdint>
#include <elf.h>

namespace gmonview {

namespace {

// The function binutils names for an address: the function or untyped
// symbol of .text that starts last at or before it (the larger one on a tie).
class ElfFunctionSymbols
{
public:
    explicit ElfFunctionSymbols(const ElfImage &elf)
    {
        const ElfSection *text = elf.textSection();
        if (!text)
            return;
        for (const ElfSymbol &sym : elf.symbols()) {
            if (sym.reservedIndex || sym.sectionIndex != text->index)
                continue;
            if (sym.type != STT_FUNC && sym.type != STT_NOTYPE && sym.type != STT_GNU_IFUNC)
                continue;
            if (sym.targetSpecial)
                continue;
            m_symbols.push_back({sym.value, sym.size ? sym.size : 1, std::string(sym.name)});
        }
        std::stable_sort(m_symbols.begin(), m_symbols.end(), [](const Entry &a, const Entry &b) {
            return a.address != b.address ? a.address < b.address : a.size > b.size;
        });
    }

    struct Entry
    {
        uint64_t address;
        uint64_t size;
        std::string name;
    };

    const Entry *at(uint64_t address) const
    {
        auto it = std::upper_bound(m_symbols.begin(), m_symbols.end(), address,
                                   [](uint64_t a, const Entry &e) { return a < e.address; });
        if (it == m_symbols.begin())
            return nullptr;
        --it;
        // Among symbols at that address the first sorted is the largest.
        const uint64_t start = it->address;
        while (it != m_symbols.begin() && (it - 1)->address == start)
            --it;
        return &*it;
    }

    void addStarts(std::vector<uint64_t> &cuts) const
    {
        for (const Entry &e : m_symbols)
            cuts.push_back(e.address);
    }

private:
    std::vector<Entry> m_symbols;
};

} // namespace

SymbolTable SymbolTable::buildLineGranular(const ElfImage &elf, const DwarfLineTable &lines,
                                           const DwarfFunctionTable *functions,
                                           const SymbolTableOptions &options,
                                           const StopRequested &stop)
{
    // Asked between the steps too: a window that closes waits for this.
    StopCheck stopped(stop);
    SymbolTable functionTable = build(elf, &lines, options);
    SymbolTable table;
    if (stopped.now())
        return table; // not wanted
    table.textStart = functionTable.textStart;
    table.textEnd = functionTable.textEnd;
    table.files = functionTable.files;
    table.lineGranular = true;
    const ElfFunctionSymbols elfFunctions(elf);

    // gprof asks binutils for the source of every byte of .text and starts a
    // line symbol when the (file, function, line) answer changes. The answer
    // is constant between line rows, function ranges and symbol starts, so
    // visiting those boundaries in order gives the same symbols.
    // Each source comes (nearly) sorted: sorted alone and merged in, which
    // was a twentieth of a line-level report as one sort of them all.
    std::vector<uint64_t> cuts{table.textStart};
    auto mergeIn = [&cuts](std::vector<uint64_t> more) {
        if (!std::is_sorted(more.begin(), more.end()))
            std::sort(more.begin(), more.end());
        const auto middle = long(cuts.size());
        cuts.insert(cuts.end(), more.begin(), more.end());
        std::inplace_merge(cuts.begin(), cuts.begin() + middle, cuts.end());
    };
    std::vector<uint64_t> more;
    more.reserve(lines.rows().size());
    for (const LineRow &r : lines.rows())
        more.push_back(r.address);
    mergeIn(std::move(more));
    more.clear();
    for (const ProfileSymbol &s : functionTable.symbols)
        more.push_back(s.address);
    mergeIn(std::move(more));
    more.clear();
    elfFunctions.addStarts(more);
    mergeIn(std::move(more));
    if (functions)
        mergeIn(functions->boundaries());
    cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
    if (stopped.now())
        return table;

    auto fileId = [&](const std::string &path) {
        for (size_t k = table.files.size(); k-- > 0;)
            if (table.files[k] == path)
                return static_cast<int>(k);
        table.files.push_back(path);
        return static_cast<int>(table.files.size() - 1);
    };

    // binutils names a function without a linkage name after the ELF symbol
    // the first time it is looked up, and remembers the answer.
    std::vector<std::string> dwarfNames;
    std::vector<char> settled;
    if (functions) {
        for (const auto &f : functions->functions()) {
            dwarfNames.push_back(f.name);
            settled.push_back(f.isLinkage);
        }
    }
    // On PE files binutils names lines only from the DWARF functions (its
    // ELF symbol search does not apply), and a line outside them gets none.
    const bool dwarfNamesOnly = elf.isPe();
    auto functionName = [&](uint64_t at) -> const std::string * {
        const int f = functions ? functions->innermost(at) : -1;
        if (f >= 0) {
            if (!settled[size_t(f)] && !dwarfNamesOnly) {
                settled[size_t(f)] = true;
                if (const auto *sym = elfFunctions.at(at)) {
                    if (sym->address == functions->functions()[size_t(f)].firstLow)
                        dwarfNames[size_t(f)] = sym->name;
                    return &sym->name;
                }
            }
            return &dwarfNames[size_t(f)];
        }
        if (dwarfNamesOnly && functions)
            return nullptr;
        const auto *sym = elfFunctions.at(at);
        return sym ? &sym->name : nullptr;
    };

    // Before its scan, gprof looked up the source of every function symbol it
    // kept, in symbol-table order; those look-ups already settled the names.
    for (const ElfSymbol &sym : elf.symbols())
        if (gprofClass(elf, sym, options))
            functionName(sym.value);

    std::vector<ProfileSymbol> symbols;
    symbols.reserve(cuts.size() + functionTable.symbols.size());
    // The function symbols come with the end addresses they already have,
    // so one past .text (data_start, say) is dropped, as in gprof. On PE
    // files one outside the DWARF functions has no name for binutils, so
    // gprof gives it no source line either. Each goes in before the lines
    // from its address on, where finalizeSymbols's order puts it (function
    // first on a tie), so that sort finds them in order and moves nothing.
    size_t nextFunction = 0;
    auto functionsUpTo = [&](uint64_t at) {
        for (; nextFunction < functionTable.symbols.size() &&
               functionTable.symbols[nextFunction].address <= at;
             ++nextFunction) {
            ProfileSymbol s = functionTable.symbols[nextFunction];
            if (dwarfNamesOnly && functions && functions->innermost(s.address) < 0) {
                s.file = -1;
                s.line = 0;
            }
            symbols.push_back(std::move(s));
        }
    };
    long prev = -1; // the last line symbol made
    // With linesOnlyIn, lines only in the functions whose code meets one of
    // its ranges: a stretch between two cuts elsewhere starts no line
    // symbol, the symbol before covers it, and as the ranges hold every
    // sample, no symbol's samples change. (Those functions' lines are all
    // there, as without it.)
    std::optional<std::vector<std::pair<uint64_t, uint64_t>>> within;
    if (options.linesOnlyIn) {
        within.emplace();
        const auto &fns = functionTable.symbols;
        for (auto [low, high] : *options.linesOnlyIn) {
            if (high <= low)
                continue;
            const int first = functionTable.lookup(low);
            const int last = functionTable.lookup(high - 1);
            if (first >= 0)
                low = std::min(low, fns[size_t(first)].address);
            if (last >= 0 && fns[size_t(last)].endAddress != UINT64_MAX)
                high = std::max(high, fns[size_t(last)].endAddress + 1);
            within->push_back({low, high});
        }
        std::sort(within->begin(), within->end());
    }
    auto range = within ? within->cbegin() : decltype(within->cbegin()){};
    auto wanted = [&](uint64_t from, uint64_t to) { // [from, to)
        for (; range != within->cend() && range->second <= from; ++range) {
        }
        return range != within->cend() && range->first < to;
    };
    for (size_t k = 0; k < cuts.size(); ++k) {
        const uint64_t at = cuts[k];
        if (stopped())
            break; // the table is not wanted
        functionsUpTo(at);

        if (at < table.textStart || at >= table.textEnd)
            continue;
        if (within && !wanted(at, k + 1 < cuts.size() ? cuts[k + 1] : table.textEnd)) {
            prev = -1;
            continue;
        }
        const std::string *name = functionName(at);
        const SourceLocation loc = lines.lookup(at);
        if (!loc || !name)
            continue;
        const int file = fileId(*loc.file);
        if (prev >= 0) {
            const ProfileSymbol &p = symbols[size_t(prev)];
            if (p.line == loc.line && p.name == *name && p.file == file)
                continue;
        }
        ProfileSymbol s;
        s.name = *name;
        s.address = at;
        s.isFunction = false;
        if (prev >= 0 && symbols[size_t(prev)].file == file &&
            symbols[size_t(prev)].name == *name) {
            s.isStatic = symbols[size_t(prev)].isStatic;
        } else {
            // Else static as the function symbol holding it, whatever its
            // name: the first line of a kept .constprop clone, which DWARF
            // names after the function cloned, stays static and so leaves
            // the clone's symbol its place (SQLite, tst_sqliteparity). On PE
            // files MinGW's gprof makes it static only under its function's
            // own name (tst_mingw, i686).
            const int fn = functionTable.lookup(at);
            s.isStatic = fn >= 0 && functionTable.symbols[size_t(fn)].isStatic &&
                         (!dwarfNamesOnly || functionTable.symbols[size_t(fn)].name == *name);
        }
        s.file = file;
        s.line = loc.line;
        symbols.push_back(std::move(s));
        prev = static_cast<long>(symbols.size() - 1);
    }
    if (stopped.now())
        return table; // the symbols so far are dropped, unsorted
    functionsUpTo(UINT64_MAX);
    finalizeSymbols(symbols, table.textEnd);
    table.leadingChar = functionTable.leadingChar;
    // The lines of a function follow one another: each name demangled once.
    const ProfileSymbol *named = nullptr;
    for (auto &s : symbols) {
        if (named && !s.mapped && !named->mapped && s.name == named->name)
            s.displayName = named->displayName;
        else
            s.displayName = s.mapped ? s.name : displayNameOf(s.name, table.leadingChar);
        named = &s;
    }
    table.symbols = std::move(symbols);
    if (options.creditClonePieces)
        table.markClonePieceLines(elf, functions);
    return table;
}

} // namespace gmonview
