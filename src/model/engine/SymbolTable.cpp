// SPDX-License-Identifier: MIT
#include "model/engine/SymbolTable.h"

#include "model/engine/SymbolClass.h"

#include "io/Demangle.h"
#include "io/ElfImage.h"
#include "io/FileBytes.h"
#include "io/LibraryProfile.h"
#include "io/dwarf/DwarfFunctionTable.h"
#include "io/dwarf/DwarfLineTable.h"
#include "model/engine/GnuMergeSort.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <elf.h>

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

} // namespace

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

std::string displayNameOf(std::string_view name, char leading)
{
    if (leading && name.starts_with(leading))
        name.remove_prefix(1);
    return demangle(name);
}

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

void SymbolTable::addOutsideCaller()
{
    ProfileSymbol outside;
    outside.name = "<outside the library>";
    outside.displayName = outside.name;
    outside.address = kOutsideCaller;
    outside.endAddress = kOutsideCaller;
    symbols.insert(symbols.begin(), std::move(outside));
    // Indices into the table move one on.
    for (ProfileSymbol &s : symbols)
        if (s.cloneOrigin >= 0)
            ++s.cloneOrigin;
    if (!creditTo.empty()) {
        for (int &to : creditTo)
            if (to >= 0)
                ++to;
        creditTo.insert(creditTo.begin(), 0);
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
