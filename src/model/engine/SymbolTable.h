// SPDX-License-Identifier: MIT
#pragma once

#include "io/Result.h"
#include "io/Stop.h"
#include "model/engine/ProfileData.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
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
    // buildLineGranular only, the window's reading (never the report's): see
    // SymbolTable::markClonePieceLines.
    bool creditClonePieces = false;
    // buildLineGranular only: line symbols only where their code meets one
    // of these address ranges ([low, high), sorted); see
    // ProgramOptions::linesOnlyIn.
    const std::vector<std::pair<uint64_t, uint64_t>> *linesOnlyIn = nullptr;
    // build only: files and lines for the static functions alone (what the
    // report's index prints).
    bool filesOfStaticsOnly = false;
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
    // The character the target's C names start with in the symbol table
    // ('_' on 32-bit Windows), 0 for none. Names keep it, as gprof sorts
    // and prints them with --no-demangle; the display names drop it.
    char leadingChar = 0;

    static SymbolTable build(const ElfImage &elf, const DwarfLineTable *lines,
                             const SymbolTableOptions &options);

    // gprof's line granularity (-l, implied by -s): the function symbols plus
    // a symbol wherever the (file, function, line) of the text changes.
    // FUNCTIONS (DWARF functions and inlined functions) name the lines as
    // binutils names them; without it the enclosing ELF symbol is used.
    static SymbolTable buildLineGranular(const ElfImage &elf, const DwarfLineTable &lines,
                                         const DwarfFunctionTable *functions,
                                         const SymbolTableOptions &options,
                                         const StopRequested &stop = {});
    bool lineGranular = false;

    // A first symbol, "<outside the library>", at kOutsideCaller (address
    // 0, where a shared library has its headers, never code): the caller
    // of the calls into a library from outside it, as glibc's library
    // profiles record them. The indices the table holds move one on.
    void addOutsideCaller();

    // The symbol whose [address, endAddress] holds ADDR, as gprof finds it.
    int lookup(uint64_t addr) const;

    // Not gprof's: each GCC clone piece that gprof folds into an unrelated
    // function before it (foo.part.0, foo.isra.0, foo.cold, a .constprop
    // name it reads past; see ProfileDoctor's finding) gets a symbol of its
    // own, marked clonePiece, and creditTo sends its samples and calls to
    // the function it was split from where the table has that, else to the
    // piece itself. That function is the one DWARF names
    // (DwarfFunctionTable::cloneOrigins: the piece's abstract origin), the
    // one of the name before the first dot among several; without DWARF
    // there, the first function of that name. DWARF, asked for only when
    // some piece is split off, may give null. Function-level tables only;
    // the window reads programs so, the report never.
    void splitClonePieces(const ElfImage &elf,
                          const std::function<const DwarfFunctionTable *()> &dwarf = {});
    // The same at line level (buildLineGranular with creditClonePieces):
    // the first line of each such piece, where the function symbols give it
    // to an unrelated function, is marked clonePiece and stands for the
    // piece as a callee; creditTo sends the calls into it to its origin's
    // function symbol. No symbol is added, and lines keep their samples.
    void markClonePieceLines(const ElfImage &elf, const DwarfFunctionTable *functions);
    // The function a piece at ADDRESS named NAME came from (see above), or -1.
    int cloneOriginOf(uint64_t address, std::string_view name,
                      const DwarfFunctionTable *functions) const;
    // Per symbol, the symbol its samples and calls are credited to; empty
    // when no piece was split off (each symbol its own). In a line table only
    // the calls into a piece move (to its origin's first line): each line
    // keeps its samples, and a call keeps the line it was made from.
    std::vector<int> creditTo;
    int creditedTo(int symbol) const
    {
        return creditTo.empty() || symbol < 0 ? symbol : creditTo[size_t(symbol)];
    }
    // What HistogramCredit takes: creditTo for functions, nothing for lines.
    std::vector<int> sampleCredit() const { return lineGranular ? std::vector<int>{} : creditTo; }
};

// Sets SYMBOL's file and line from LINES, adding the file to FILES (the
// source files in order of first use) where it is new.
void attachSourceFile(ProfileSymbol &symbol, std::vector<std::string> &files,
                      const DwarfLineTable &lines);

// gprof's ordering and merging of symbols, for the symbol table and for the
// tables of symbol specs alike (SYMBOL: anything with address,
// isFunction, isStatic, name).
// The order: by address, then functions first, then globals first; equal
// symbols keep their order, as in gprof's merge sort.
template <class Symbol> int compareSymbolsByAddress(const Symbol &left, const Symbol &right)
{
    if (left.address != right.address)
        return left.address > right.address ? 1 : -1;
    if (left.isFunction != right.isFunction)
        return int(right.isFunction) - int(left.isFunction);
    return int(left.isStatic) - int(right.isStatic);
}

// Which of two symbols at one address gprof keeps: whether CANDIDATE, met
// after KEPT in that order, takes its place. A global beats a static, then a
// function beats anything else, then a name without a leading '_' beats one
// with it, and "_name" beats "__name".
template <class Symbol> bool replacesDuplicate(const Symbol &candidate, const Symbol &kept)
{
    if (candidate.isStatic != kept.isStatic)
        return !candidate.isStatic;
    if (candidate.isFunction != kept.isFunction)
        return candidate.isFunction;
    const std::string &c = candidate.name, &k = kept.name;
    if (k[0] != '_')
        return false;
    return c[0] != '_' || (k[1] == '_' && c[1] != '_');
}

// Sorts by address and removes duplicates exactly as gprof does,
// setting each end address to the next symbol's start less one; the last
// gets LAST_END unless it has one.
void finalizeSymbols(std::vector<ProfileSymbol> &symbols, uint64_t lastEnd);

} // namespace gmonview
