// SPDX-License-Identifier: MIT
// The symbol table at line granularity (gprof -l): a symbol per source line
// of each function, from the line table.
#include "model/engine/SymbolClass.h"

#include "io/Demangle.h"
#include "io/ElfImage.h"
#include "io/dwarf/DwarfFunctionTable.h"
#include "io/dwarf/DwarfLineTable.h"

#include <algorithm>
#include <cstdint>
#include <elf.h>
#include <optional>
#include <string>
#include <utility>
#include <vector>

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

// gprof asks binutils for the source of every byte of .text and starts a
// line symbol when the (file, function, line) answer changes. The answer is
// constant between line rows, function ranges and symbol starts, so visiting
// those boundaries in order gives the same symbols: here they are, from
// TEXTSTART on, sorted, each once.
std::vector<uint64_t> sourceBoundaries(uint64_t textStart, const DwarfLineTable &lines,
                                       const SymbolTable &functionTable,
                                       const ElfFunctionSymbols &elfFunctions,
                                       const DwarfFunctionTable *functions)
{
    // Each source comes (nearly) sorted: sorted alone and merged in, which
    // was a twentieth of a line-level report as one sort of them all.
    std::vector<uint64_t> cuts{textStart};
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
    return cuts;
}

// The name binutils gives the function at an address, for a line there.
class LineFunctionNames
{
public:
    LineFunctionNames(const ElfImage &elf, const ElfFunctionSymbols &elfFunctions,
                      const DwarfFunctionTable *functions)
        : m_elfFunctions(elfFunctions), m_functions(functions), m_dwarfNamesOnly(elf.isPe())
    {
        if (functions) {
            for (const auto &f : functions->functions()) {
                m_dwarfNames.push_back(f.name);
                m_settled.push_back(f.isLinkage);
            }
        }
    }

    // On PE files binutils names lines only from the DWARF functions (its
    // ELF symbol search does not apply), and a line outside them gets none.
    bool dwarfNamesOnly() const { return m_dwarfNamesOnly; }

    // binutils names a function without a linkage name after the ELF symbol
    // the first time it is looked up, and remembers the answer.
    const std::string *at(uint64_t address)
    {
        const int f = m_functions ? m_functions->innermost(address) : -1;
        if (f >= 0) {
            if (!m_settled[size_t(f)] && !m_dwarfNamesOnly) {
                m_settled[size_t(f)] = true;
                if (const auto *sym = m_elfFunctions.at(address)) {
                    if (sym->address == m_functions->functions()[size_t(f)].firstLow)
                        m_dwarfNames[size_t(f)] = sym->name;
                    return &sym->name;
                }
            }
            return &m_dwarfNames[size_t(f)];
        }
        if (m_dwarfNamesOnly && m_functions)
            return nullptr;
        const auto *sym = m_elfFunctions.at(address);
        return sym ? &sym->name : nullptr;
    }

    // Before its scan, gprof looked up the source of every function symbol
    // it kept, in symbol-table order; those look-ups already settled the
    // names.
    void settleAsGprofDid(const ElfImage &elf, const SymbolTableOptions &options)
    {
        for (const ElfSymbol &sym : elf.symbols())
            if (gprofClass(elf, sym, options))
                at(sym.value);
    }

private:
    const ElfFunctionSymbols &m_elfFunctions;
    const DwarfFunctionTable *m_functions;
    const bool m_dwarfNamesOnly;
    std::vector<std::string> m_dwarfNames;
    std::vector<char> m_settled;
};

using AddressRanges = std::vector<std::pair<uint64_t, uint64_t>>;

// With linesOnlyIn, lines only in the functions whose code meets one of its
// ranges: those ranges widened to the functions they meet, sorted.
std::optional<AddressRanges> linesWithin(const SymbolTable &functionTable,
                                         const SymbolTableOptions &options)
{
    std::optional<AddressRanges> within;
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
    return within;
}

// The scan over the boundaries: into SYMBOLS, the function symbols in their
// place and a line symbol where the (file, function, line) answer changes;
// new source files into TABLE's.
class LineScan
{
public:
    LineScan(SymbolTable &table, const SymbolTable &functionTable, const DwarfLineTable &lines,
             const DwarfFunctionTable *functions, LineFunctionNames &names,
             const AddressRanges *within, std::vector<ProfileSymbol> &symbols)
        : m_table(table), m_functionTable(functionTable), m_lines(lines), m_functions(functions),
          m_names(names), m_within(within), m_symbols(symbols)
    {
        if (within)
            m_range = within->cbegin();
    }

    // Up to STOPPED (the symbols so far are then not wanted).
    void scan(const std::vector<uint64_t> &cuts, StopCheck &stopped)
    {
        for (size_t k = 0; k < cuts.size(); ++k) {
            const uint64_t at = cuts[k];
            if (stopped())
                break; // the table is not wanted
            functionsUpTo(at);

            if (at < m_table.textStart || at >= m_table.textEnd)
                continue;
            // With linesOnlyIn, a stretch between two cuts elsewhere starts
            // no line symbol, the symbol before covers it, and as the ranges
            // hold every sample, no symbol's samples change. (Those
            // functions' lines are all there, as without it.)
            if (m_within && !wanted(at, k + 1 < cuts.size() ? cuts[k + 1] : m_table.textEnd)) {
                m_prev = -1;
                continue;
            }
            lineAt(at);
        }
    }

    // The function symbols come with the end addresses they already have,
    // so one past .text (data_start, say) is dropped, as in gprof. On PE
    // files one outside the DWARF functions has no name for binutils, so
    // gprof gives it no source line either. Each goes in before the lines
    // from its address on, where finalizeSymbols's order puts it (function
    // first on a tie), so that sort finds them in order and moves nothing.
    void functionsUpTo(uint64_t at)
    {
        for (; m_nextFunction < m_functionTable.symbols.size() &&
               m_functionTable.symbols[m_nextFunction].address <= at;
             ++m_nextFunction) {
            ProfileSymbol s = m_functionTable.symbols[m_nextFunction];
            if (m_names.dwarfNamesOnly() && m_functions && m_functions->innermost(s.address) < 0) {
                s.file = -1;
                s.line = 0;
            }
            m_symbols.push_back(std::move(s));
        }
    }

private:
    // Whether [FROM, TO) meets a range of linesOnlyIn (asked in order).
    bool wanted(uint64_t from, uint64_t to)
    {
        for (; m_range != m_within->cend() && m_range->second <= from; ++m_range) {
        }
        return m_range != m_within->cend() && m_range->first < to;
    }

    // A line symbol at AT, unless it has no source or continues the last.
    void lineAt(uint64_t at)
    {
        const std::string *name = m_names.at(at);
        const SourceLocation loc = m_lines.lookup(at);
        if (!loc || !name)
            return;
        const int file = fileId(*loc.file);
        if (m_prev >= 0) {
            const ProfileSymbol &p = m_symbols[size_t(m_prev)];
            if (p.line == loc.line && p.name == *name && p.file == file)
                return;
        }
        ProfileSymbol s;
        s.name = *name;
        s.address = at;
        s.isFunction = false;
        s.isStatic = lineIsStatic(at, *name, file);
        s.file = file;
        s.line = loc.line;
        m_symbols.push_back(std::move(s));
        m_prev = static_cast<long>(m_symbols.size() - 1);
    }

    // Static as the line before in that function and file, if there is one.
    bool lineIsStatic(uint64_t at, const std::string &name, int file) const
    {
        if (m_prev >= 0 && m_symbols[size_t(m_prev)].file == file &&
            m_symbols[size_t(m_prev)].name == name)
            return m_symbols[size_t(m_prev)].isStatic;
        // Else static as the function symbol holding it, whatever its name:
        // the first line of a kept .constprop clone, which DWARF names after
        // the function cloned, stays static and so leaves the clone's symbol
        // its place (SQLite, tst_sqliteparity). On PE files MinGW's gprof
        // makes it static only under its function's own name (tst_mingw,
        // i686).
        const int fn = m_functionTable.lookup(at);
        return fn >= 0 && m_functionTable.symbols[size_t(fn)].isStatic &&
               (!m_names.dwarfNamesOnly() || m_functionTable.symbols[size_t(fn)].name == name);
    }

    int fileId(const std::string &path)
    {
        for (size_t k = m_table.files.size(); k-- > 0;)
            if (m_table.files[k] == path)
                return static_cast<int>(k);
        m_table.files.push_back(path);
        return static_cast<int>(m_table.files.size() - 1);
    }

    SymbolTable &m_table;
    const SymbolTable &m_functionTable;
    const DwarfLineTable &m_lines;
    const DwarfFunctionTable *m_functions;
    LineFunctionNames &m_names;
    const AddressRanges *m_within;
    AddressRanges::const_iterator m_range{};
    std::vector<ProfileSymbol> &m_symbols;
    size_t m_nextFunction = 0;
    long m_prev = -1; // the last line symbol made
};

// The display names: the lines of a function follow one another, so each
// name is demangled once.
void nameLines(std::vector<ProfileSymbol> &symbols, char leadingChar)
{
    const ProfileSymbol *named = nullptr;
    for (auto &s : symbols) {
        if (named && !s.mapped && !named->mapped && s.name == named->name)
            s.displayName = named->displayName;
        else
            s.displayName = s.mapped ? s.name : displayNameOf(s.name, leadingChar);
        named = &s;
    }
}

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
    const std::vector<uint64_t> cuts =
        sourceBoundaries(table.textStart, lines, functionTable, elfFunctions, functions);
    if (stopped.now())
        return table;

    LineFunctionNames names(elf, elfFunctions, functions);
    names.settleAsGprofDid(elf, options);
    std::vector<ProfileSymbol> symbols;
    symbols.reserve(cuts.size() + functionTable.symbols.size());
    const std::optional<AddressRanges> within = linesWithin(functionTable, options);
    LineScan scan(table, functionTable, lines, functions, names, within ? &*within : nullptr,
                  symbols);
    scan.scan(cuts, stopped);
    if (stopped.now())
        return table; // the symbols so far are dropped, unsorted
    scan.functionsUpTo(UINT64_MAX);
    finalizeSymbols(symbols, table.textEnd);
    table.leadingChar = functionTable.leadingChar;
    nameLines(symbols, table.leadingChar);
    table.symbols = std::move(symbols);
    if (options.creditClonePieces)
        table.markClonePieceLines(elf, functions);
    return table;
}

} // namespace gmonview
