#pragma once

#include "ProfileData.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace gmonview {

class ElfImage;
class DwarfLineTable;
class DwarfFunctionTable;

struct SymbolTableOptions
{
    bool ignoreStaticFunctions = false; // gprof -a
    bool ignoreNonFunctions = false; // gprof -D
};

// The functions of an executable as gprof counts them (its section 2.1
// rules): global and static text symbols, weak symbols, GCC clone names
// only of the ".N", ".constprop.N" and ".clone.N" kinds, sorted by address
// with duplicates resolved, each owning the bytes up to the next one.
struct SymbolTable
{
    std::vector<ProfileSymbol> symbols; // sorted by address
    std::vector<std::string> files; // source files, in order of first use
    uint64_t textStart = 0;
    uint64_t textEnd = 0; // one past the end of .text

    static SymbolTable build(const ElfImage &elf, const DwarfLineTable *lines,
                             const SymbolTableOptions &options);

    // gprof's line granularity (-l, implied by -s): the function symbols plus
    // a symbol wherever the (file, function, line) of the text changes.
    // FUNCTIONS (DWARF functions and inlined functions) name the lines as
    // binutils names them; without it the enclosing ELF symbol is used.
    static SymbolTable buildLineGranular(const ElfImage &elf, const DwarfLineTable &lines,
                                         const DwarfFunctionTable *functions,
                                         const SymbolTableOptions &options);
    bool lineGranular = false;

    // gprof's sym_lookup: the symbol whose [address, endAddress] holds ADDR.
    int lookup(uint64_t addr) const;
};

// Sorts by address and removes duplicates exactly as gprof's symtab_finalize,
// setting each end address to the next symbol's start less one; the last
// gets LAST_END unless it has one.
void finalizeSymbols(std::vector<ProfileSymbol> &symbols, uint64_t lastEnd);

} // namespace gmonview
