#pragma once

#include "ProfileData.h"
#include "Result.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace gmonview {

class ElfImage;
class DwarfLineTable;
class DwarfFunctionTable;

// One line of a gprof -R map file ("file.o:ADDRESS T function", as nm -A
// prints it): FUNCTION lives in FILE.
struct FunctionMapEntry
{
    std::string file;
    std::string function;
    bool isFirst = false; // the first line of its file, in the map's order

    bool operator==(const FunctionMapEntry &) const = default;
};

// Reads a -R map file; errors name the file and the line.
Result<std::vector<FunctionMapEntry>> readFunctionMap(const std::string &path);

struct SymbolTableOptions
{
    bool ignoreStaticFunctions = false; // gprof -a
    bool ignoreNonFunctions = false;    // gprof -D
    // gprof -R: the first function of each mapped file stands for the whole
    // file, under the file's name; the file's other functions are dropped.
    const std::vector<FunctionMapEntry> *functionMap = nullptr; // sorted by function
};

// The functions of an executable as gprof counts them (its section 2.1
// rules): global and static text symbols, weak symbols, GCC clone names
// only of the ".N", ".constprop.N" and ".clone.N" kinds, sorted by address
// with duplicates resolved, each owning the bytes up to the next one.
struct SymbolTable
{
    std::vector<ProfileSymbol> symbols; // sorted by address
    std::vector<std::string> files;     // source files, in order of first use
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

// Sets SYMBOL's file and line from LINES, adding the file to FILES (the
// source files in order of first use) where it is new.
void attachSourceFile(ProfileSymbol &symbol, std::vector<std::string> &files,
                      const DwarfLineTable &lines);

// Sorts by address and removes duplicates exactly as gprof's symtab_finalize,
// setting each end address to the next symbol's start less one; the last
// gets LAST_END unless it has one.
void finalizeSymbols(std::vector<ProfileSymbol> &symbols, uint64_t lastEnd);

} // namespace gmonview
