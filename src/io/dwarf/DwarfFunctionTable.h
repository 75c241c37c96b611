// SPDX-License-Identifier: MIT
#pragma once

#include "io/ElfImage.h"
#include "io/Result.h"
#include "io/Stop.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace gmonview {

class ElfImage;

// Functions and inlined functions with their address ranges, from the
// DWARF debug information entries (read through libdwarf), for naming the
// function at an address as binutils does: the innermost (smallest) range
// holding the address, the later entry winning ties.
class DwarfFunctionTable
{
public:
    struct Range
    {
        uint64_t low = 0;
        uint64_t high = 0;     // exclusive
        uint32_t function = 0; // index into functions()
    };
    struct Function
    {
        std::string name; // linkage name if any, else DW_AT_name
        // binutils takes the DWARF name as final when it is a linkage name or
        // the unit is C-like; otherwise it asks the ELF symbol table.
        bool isLinkage = false;
        uint64_t firstLow = 0; // low end of the first range
        // A DW_TAG_inlined_subroutine: this copy of the function is inlined
        // into another, called from CALL_FILE (into callFiles(), -1 when
        // unknown) at CALL_LINE (0 when unknown).
        bool inlined = false;
        int32_t callFile = -1;
        uint32_t callLine = 0;
        // The entry's DW_AT_abstract_origin (a section offset), 0 for none:
        // GCC's clones of one function (foo, foo.part.0, foo.isra.0) each
        // point at the function's one abstract entry.
        uint64_t abstractOrigin = 0;
        // The entry whose body holds this one in the DIE tree (an inlined
        // copy's caller: the subprogram, or the inlined copy it is inlined
        // into), -1 for none or when it has no range.
        int32_t parent = -1;
    };

    // What to read: every function and inlined copy, or the out-of-line
    // functions alone, for cloneOrigins (no walk through their bodies: 7 ms
    // on SQLite built -O2 -g, where everything takes 62).
    enum class Depth
    {
        Everything,
        OutOfLine
    };
    // ELF is the image of the file at PATH.
    // STOP ends the walk early (see Stop.h).
    // BODIES_IN ([low, high) ranges, sorted): the inlined copies are read
    // only in the functions whose code meets one of them (the code with
    // samples, for the inlined functions of a profile: a fraction of the
    // walk on a large program); null: in every function.
    using AddressRanges = std::vector<std::pair<uint64_t, uint64_t>>;
    static Result<DwarfFunctionTable> read(const ElfImage &elf, const std::string &path,
                                           const StopRequested &stop = {},
                                           Depth depth = Depth::Everything,
                                           const AddressRanges *bodiesIn = nullptr);

    const std::vector<Function> &functions() const { return m_functions; }
    // The files inlined functions are called from, as the units' line
    // program headers name them (with their folders).
    const std::vector<std::string> &callFiles() const { return m_callFiles; }
    // Every range, by low end.
    const std::vector<Range> &ranges() const { return m_ranges; }

    // All range boundaries (lows and highs), for splitting text into pieces
    // in which the answer of innermost() is constant.
    std::vector<uint64_t> boundaries() const;
    // The innermost function at ADDRESS, or -1.
    int innermost(uint64_t address) const;
    // The code cut at every range boundary, by start: each piece up to the
    // next one's start, with its innermost function (-1 for none).
    struct Piece
    {
        uint64_t start = 0;
        int function = -1;
    };
    const std::vector<Piece> &pieces() const { return m_pieces; }
    // Where the code at ADDRESS, the start of a GCC clone piece, was split
    // from, as DWARF says: the entry address of the subprogram whose ranges
    // hold ADDRESS when that starts elsewhere (foo.cold is a range of foo's
    // own entry), else of each other out-of-line subprogram with the same
    // abstract origin (foo.part.0's and foo's). Empty when DWARF does not
    // say (no entry there, or the origin has no out-of-line copy).
    std::vector<uint64_t> cloneOrigins(uint64_t address) const;

private:
    std::vector<Function> m_functions;
    std::vector<std::string> m_callFiles;
    void indexPieces();

    std::vector<Range> m_ranges;
    std::vector<Piece> m_pieces; // by start: one per boundary
};

} // namespace gmonview
