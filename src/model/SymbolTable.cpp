#include "SymbolTable.h"

#include "Demangle.h"
#include "DwarfLineTable.h"
#include "ElfImage.h"
#include "GnuMergeSort.h"

#include <algorithm>
#include <cctype>
#include <elf.h>

namespace gmonview {

namespace {

// BFD's one-letter symbol class (as nm prints it), for the letters gprof
// cares about; anything else is '?'.
char symbolClass(const ElfImage &elf, const ElfSymbol &sym)
{
    if (sym.sectionIndex == SHN_UNDEF)
        return 'U';
    if (sym.sectionIndex == SHN_COMMON)
        return 'C';
    if (sym.type == STT_GNU_IFUNC)
        return 'i';
    if (sym.bind == STB_WEAK)
        return sym.type == STT_OBJECT ? 'V' : 'W';
    if (sym.bind == STB_GNU_UNIQUE)
        return 'u';
    if (sym.bind != STB_GLOBAL && sym.bind != STB_LOCAL)
        return '?';
    if (sym.sectionIndex == SHN_ABS)
        return sym.bind == STB_GLOBAL ? 'A' : 'a';
    if (sym.sectionIndex >= SHN_LORESERVE)
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

// Returns 'T', 't' or 0, as gprof's core_sym_class.
char gprofClass(const ElfImage &elf, const ElfSymbol &sym, const SymbolTableOptions &options)
{
    if (sym.type == STT_SECTION || sym.type == STT_FILE)
        return 0; // BFD marks these as debugging symbols
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

int compareByAddress(const ProfileSymbol &left, const ProfileSymbol &right)
{
    if (left.address > right.address)
        return 1;
    if (left.address < right.address)
        return -1;
    if (left.isFunction != right.isFunction)
        return int(right.isFunction) - int(left.isFunction);
    return int(left.isStatic) - int(right.isStatic);
}

} // namespace

void finalizeSymbols(std::vector<ProfileSymbol> &symbols, uint64_t lastEnd)
{
    if (symbols.empty())
        return;
    gnuMergeSort(symbols, compareByAddress);
    uint64_t prevAddr = symbols[0].address - 1;
    size_t dst = 0;
    for (size_t src = 0; src < symbols.size(); ++src) {
        ProfileSymbol &s = symbols[src];
        if (dst > 0 && s.address == prevAddr) {
            const ProfileSymbol &d = symbols[dst - 1];
            const bool prefer
                = (!s.isStatic && d.isStatic)
                  || (s.isStatic == d.isStatic
                      && ((s.isFunction && !d.isFunction)
                          || (s.isFunction == d.isFunction
                              && ((s.name[0] != '_' && d.name[0] == '_')
                                  || (s.name[0] == '_' && d.name[0] == '_' && s.name[1] != '_'
                                      && d.name[1] == '_')))));
            if (prefer)
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
        s.address = sym.value;
        s.isFunction = sym.type == STT_FUNC;
        s.isStatic = cls == 't';
        if (lines) {
            if (const SourceLocation loc = lines->lookup(s.address)) {
                auto it = std::find(table.files.rbegin(), table.files.rend(), *loc.file);
                if (it == table.files.rend()) {
                    table.files.push_back(*loc.file);
                    s.file = static_cast<int>(table.files.size() - 1);
                } else {
                    s.file = static_cast<int>(table.files.rend() - it - 1);
                }
                s.line = loc.line;
            }
        }
        symbols.push_back(std::move(s));
    }
    finalizeSymbols(symbols, table.textEnd);
    for (auto &s : symbols)
        s.displayName = demangle(s.name);
    table.symbols = std::move(symbols);
    return table;
}

SymbolTable SymbolTable::buildLineGranular(const ElfImage &elf, const DwarfLineTable &lines,
                                           const SymbolTableOptions &options)
{
    SymbolTable functions = build(elf, &lines, options);
    SymbolTable table;
    table.textStart = functions.textStart;
    table.textEnd = functions.textEnd;
    table.files = functions.files;
    table.lineGranular = true;

    // gprof asks binutils for the source of every byte of .text and starts a
    // line symbol when the answer changes. The answer is constant between
    // line-table rows and function starts, so walking those boundaries gives
    // the same symbols without visiting each byte.
    std::vector<uint64_t> cuts;
    for (const LineRow &r : lines.rows())
        if (r.address >= table.textStart && r.address < table.textEnd)
            cuts.push_back(r.address);
    for (const ProfileSymbol &s : functions.symbols)
        if (s.address >= table.textStart && s.address < table.textEnd)
            cuts.push_back(s.address);
    cuts.push_back(table.textStart);
    std::sort(cuts.begin(), cuts.end());
    cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());

    auto fileId = [&](const std::string &path) {
        for (size_t k = table.files.size(); k-- > 0;)
            if (table.files[k] == path)
                return static_cast<int>(k);
        table.files.push_back(path);
        return static_cast<int>(table.files.size() - 1);
    };

    std::vector<ProfileSymbol> symbols;
    long prev = -1; // the last line symbol made
    for (uint64_t at : cuts) {
        const SourceLocation loc = lines.lookup(at);
        if (!loc)
            continue;
        const int fn = functions.lookup(at);
        int owner = fn;
        if (owner < 0) { // in padding: binutils names the preceding symbol
            auto it = std::upper_bound(
                functions.symbols.begin(), functions.symbols.end(), at,
                [](uint64_t a, const ProfileSymbol &s) { return a < s.address; });
            if (it == functions.symbols.begin())
                continue;
            owner = static_cast<int>(it - functions.symbols.begin() - 1);
        }
        const ProfileSymbol &f = functions.symbols[size_t(owner)];
        const int file = fileId(*loc.file);
        if (prev >= 0 && symbols[size_t(prev)].line == loc.line
            && symbols[size_t(prev)].name == f.name && symbols[size_t(prev)].file == file)
            continue;
        ProfileSymbol s;
        s.name = f.name;
        s.address = at;
        s.isFunction = false;
        s.isStatic = fn >= 0 ? functions.symbols[size_t(fn)].isStatic : f.isStatic;
        s.file = file;
        s.line = loc.line;
        symbols.push_back(std::move(s));
        prev = static_cast<long>(symbols.size() - 1);
    }
    for (ProfileSymbol &s : functions.symbols) {
        s.endAddress = 0;
        symbols.push_back(std::move(s));
    }
    finalizeSymbols(symbols, table.textEnd);
    for (auto &s : symbols)
        s.displayName = demangle(s.name);
    table.symbols = std::move(symbols);
    return table;
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
