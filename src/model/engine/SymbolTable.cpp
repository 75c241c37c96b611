// SPDX-License-Identifier: MIT
#include "model/engine/SymbolTable.h"

#include "io/Demangle.h"
#include "io/dwarf/DwarfFunctionTable.h"
#include "io/dwarf/DwarfLineTable.h"
#include "io/ElfImage.h"
#include "io/FileBytes.h"
#include "model/engine/GnuMergeSort.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <elf.h>
#include <numeric>

namespace gmonview {

namespace {

// BFD's one-letter symbol class (as nm prints it), for the letters gprof
// cares about; anything else is '?'.
char symbolClass(const ElfImage &elf, const ElfSymbol &sym)
{
    if (sym.sectionIndex == SHN_UNDEF)
        return 'U';
    if (sym.reservedIndex && sym.sectionIndex == SHN_COMMON)
        return 'C';
    if (sym.type == STT_GNU_IFUNC)
        return 'i';
    if (sym.bind == STB_WEAK)
        return sym.type == STT_OBJECT ? 'V' : 'W';
    if (sym.bind == STB_GNU_UNIQUE)
        return 'u';
    if (sym.bind != STB_GLOBAL && sym.bind != STB_LOCAL)
        return '?';
    if (sym.reservedIndex && sym.sectionIndex == SHN_ABS)
        return sym.bind == STB_GLOBAL ? 'A' : 'a';
    if (sym.reservedIndex)
        return '?';
    const ElfSection *section = elf.sectionByIndex(sym.sectionIndex);
    if (!section)
        return '?';
    if (!section->isExecutable())
        return '?'; // data, bss, read-only: never a function for gprof
    return sym.bind == STB_GLOBAL ? 'T' : 't';
}

// gprof's test of a static symbol's name: no '$', and a '.' only as in
// "name.N", "name.constprop.N" or "name.clone.N". Like gprof it may read
// past the terminating NUL into the next string of the string table when a
// name ends in such a suffix, and reject it for what it finds there.
bool acceptableStaticName(std::span<const std::byte> strtab, uint32_t offset)
{
    const char *base = reinterpret_cast<const char *>(strtab.data());
    const size_t size = strtab.size();
    auto at = [&](size_t i) -> char { return i < size ? base[i] : '\0'; };
    auto remainingLength = [&](size_t i) {
        size_t n = 0;
        while (at(i + n) != '\0')
            ++n;
        return n;
    };
    static constexpr std::string_view kClone = ".clone.";
    static constexpr std::string_view kConstprop = ".constprop.";
    auto startsWith = [&](size_t i, std::string_view prefix) {
        for (size_t k = 0; k < prefix.size(); ++k)
            if (at(i + k) != prefix[k])
                return false;
        return true;
    };

    size_t i = offset;
    for (; at(i) != '\0' && i < size; ++i) {
        if (at(i) == '$')
            return false;
        while (at(i) == '.') {
            bool digitSeen = false;
            if (remainingLength(i) > kClone.size() && startsWith(i, kClone))
                i += kClone.size() - 1;
            else if (remainingLength(i) > kConstprop.size() && startsWith(i, kConstprop))
                i += kConstprop.size() - 1;
            for (++i; at(i) != '\0'; ++i) {
                if (digitSeen && at(i) == '.')
                    break;
                if (std::isdigit(static_cast<unsigned char>(at(i))))
                    digitSeen = true;
                else
                    return false;
            }
        }
        if (i >= size)
            break;
    }
    return true;
}

// Returns 'T' (a global function gprof profiles), 't' (a static one) or 0
// (a symbol gprof leaves out).
char gprofClass(const ElfImage &elf, const ElfSymbol &sym, const SymbolTableOptions &options)
{
    if (sym.type == STT_SECTION || sym.type == STT_FILE)
        return 0; // BFD marks these as debugging symbols
    if (sym.targetSpecial)
        return 0;
    if (options.ignoreStaticFunctions && sym.bind == STB_LOCAL)
        return 0;
    const char c = symbolClass(elf, sym);
    if (c == 'T' || c == 'W')
        return 'T';
    if (c != 't')
        return 0;
    if (sym.name.empty())
        return 0;
    if (!acceptableStaticName(elf.symbolStrings(), sym.nameOffset))
        return 0;
    if (sym.name.starts_with("__gnu_compiled") || sym.name.starts_with("___gnu_compiled"))
        return 0;
    if (options.ignoreNonFunctions && sym.type != STT_FUNC)
        return 0;
    return 't';
}

// As binutils' demangler names a symbol: without the target's leading
// character, demangled where the rest is a mangled name.
std::string displayNameOf(std::string_view name, char leading)
{
    if (leading && name.starts_with(leading))
        name.remove_prefix(1);
    return demangle(name);
}

} // namespace

void finalizeSymbols(std::vector<ProfileSymbol> &symbols, uint64_t lastEnd)
{
    if (symbols.empty())
        return;
    // (A consistent order: the runs of symbols already in it are kept.)
    sortConsistent(symbols, compareSymbolsByAddress<ProfileSymbol>);
    uint64_t prevAddr = symbols[0].address - 1;
    size_t dst = 0;
    for (size_t src = 0; src < symbols.size(); ++src) {
        ProfileSymbol &s = symbols[src];
        if (dst > 0 && s.address == prevAddr) {
            if (replacesDuplicate(s, symbols[dst - 1]))
                symbols[dst - 1] = std::move(s);
        } else {
            if (dst > 0 && symbols[dst - 1].endAddress == 0)
                symbols[dst - 1].endAddress = s.address - 1;
            if (!s.endAddress || s.address <= s.endAddress) {
                prevAddr = s.address;
                if (dst != src)
                    symbols[dst] = std::move(s);
                ++dst;
            }
        }
    }
    symbols.resize(dst);
    if (!symbols.empty() && symbols.back().endAddress == 0)
        symbols.back().endAddress = lastEnd - 1;
}

Result<std::vector<FunctionMapEntry>> readFunctionMap(const std::string &path)
{
    auto bytes = readFileBytes(path);
    if (!bytes)
        return bytes.error();
    const std::string text(reinterpret_cast<const char *>(bytes->data()), bytes->size());
    std::vector<FunctionMapEntry> map;
    size_t lineNo = 0;
    for (size_t at = 0; at < text.size();) {
        size_t end = text.find('\n', at);
        if (end == std::string::npos)
            end = text.size();
        const std::string line = text.substr(at, end - at);
        at = end + 1;
        ++lineNo;
        if (line.empty() || line.starts_with("No symbols in "))
            continue;
        const size_t colon = line.find(':');
        const size_t space = line.rfind(' ');
        if (colon == std::string::npos || space == std::string::npos || space < colon)
            return Error{GMONVIEW_TR_NOOP("gmonview::model",
                                          "%1: line %2: not of the form FILE:ADDRESS "
                                          "TYPE FUNCTION (as nm -A prints)"),
                         path, lineNo};
        map.push_back({line.substr(0, colon), line.substr(space + 1), false});
    }
    // The first line of each file (in the map's order) stands for the file.
    // gprof 2.40 means to do the same, but never clears the flag of the other
    // lines in its malloc'd table, so on a reused heap it keeps some of them
    // too; we follow its intent, which is its output on a fresh heap.
    for (size_t i = 0; i < map.size(); ++i)
        map[i].isFirst = i == 0 || map[i].file != map[i - 1].file;
    // gprof looks functions up by binary search over the map sorted by name.
    gnuMergeSort(map, [](const FunctionMapEntry &a, const FunctionMapEntry &b) {
        return a.function.compare(b.function);
    });
    return map;
}

namespace {
// glibc's bsearch, so that a function listed twice resolves as in gprof.
const FunctionMapEntry *findMapped(const std::vector<FunctionMapEntry> &map, std::string_view name)
{
    size_t l = 0, u = map.size();
    while (l < u) {
        const size_t idx = (l + u) / 2;
        const int c = name.compare(map[idx].function);
        if (c < 0)
            u = idx;
        else if (c > 0)
            l = idx + 1;
        else
            return &map[idx];
    }
    return nullptr;
}
} // namespace

void attachSourceFile(ProfileSymbol &symbol, std::vector<std::string> &files,
                      const DwarfLineTable &lines)
{
    const SourceLocation loc = lines.lookup(symbol.address);
    if (!loc)
        return;
    auto it = std::find(files.rbegin(), files.rend(), *loc.file);
    if (it == files.rend()) {
        files.push_back(*loc.file);
        symbol.file = static_cast<int>(files.size() - 1);
    } else {
        symbol.file = static_cast<int>(files.rend() - it - 1);
    }
    symbol.line = loc.line;
}

SymbolTable SymbolTable::build(const ElfImage &elf, const DwarfLineTable *lines,
                               const SymbolTableOptions &options)
{
    SymbolTable table;
    if (const ElfSection *text = elf.textSection()) {
        table.textStart = text->address;
        table.textEnd = text->address + text->size;
    }
    std::vector<ProfileSymbol> symbols;
    for (const ElfSymbol &sym : elf.symbols()) {
        const char cls = gprofClass(elf, sym, options);
        if (!cls)
            continue;
        ProfileSymbol s;
        s.name = std::string(sym.name);
        if (options.functionMap && !options.functionMap->empty()) {
            if (const FunctionMapEntry *m = findMapped(*options.functionMap, sym.name)) {
                if (!m->isFirst)
                    continue;
                s.name = m->file;
                s.mapped = true;
            }
        }
        s.address = sym.value;
        s.isFunction = sym.type == STT_FUNC;
        s.isStatic = cls == 't';
        if (lines && (s.isStatic || !options.filesOfStaticsOnly))
            attachSourceFile(s, table.files, *lines);
        symbols.push_back(std::move(s));
    }
    finalizeSymbols(symbols, table.textEnd);
    table.leadingChar = elf.symbolLeadingChar();
    for (auto &s : symbols)
        s.displayName = s.mapped ? s.name : displayNameOf(s.name, table.leadingChar);
    table.symbols = std::move(symbols);
    return table;
}

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

int SymbolTable::lookup(uint64_t addr) const
{
    auto it = std::upper_bound(symbols.begin(), symbols.end(), addr,
                               [](uint64_t a, const ProfileSymbol &s) { return a < s.address; });
    if (it == symbols.begin())
        return -1;
    --it;
    if (addr > it->endAddress)
        return -1;
    return static_cast<int>(it - symbols.begin());
}

} // namespace gmonview
