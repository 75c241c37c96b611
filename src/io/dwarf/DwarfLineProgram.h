// SPDX-License-Identifier: MIT
#pragma once

#include "io/dwarf/DwarfLineTable.h"
#include "io/Result.h"
#include "io/Stop.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace gmonview {

// Decodes one line-number program of .debug_line (DWARF 2 to 5) from the
// section bytes, without allocating per row.
//
// libdwarf 20210528 allocates and tracks every row it returns; on a 5 MB
// binary that was 86% of a whole report (measured in bench/). The report
// only needs (address, file, line) per row, so libdwarf still finds the
// compilation units, their directories and line-program offsets, and this
// decoder runs the line-program state machine itself.
struct LineProgramInput
{
    std::span<const std::byte> debugLine;
    std::span<const std::byte> debugLineStr; // DWARF 5 DW_FORM_line_strp
    std::span<const std::byte> debugStr;     // DW_FORM_strp
    uint64_t offset = 0;                     // the unit's DW_AT_stmt_list
    std::string compDir;                     // the unit's DW_AT_comp_dir, if any
    unsigned addressSize = 8;
    bool bigEndian = false;
};

struct LineProgram
{
    std::vector<std::string> files; // full names, as binutils builds them
    std::vector<LineRow> rows;      // LineRow::file indexes `files`
};

// Errors begin with lineProgramName(in.offset). STOP is asked every few
// thousand opcodes: a program of a whole large unit takes tens of ms, and a
// window closing waits for the read to end. Once it says stop the rows so
// far come back, for the caller, who knows it asked, to drop.
Result<LineProgram> decodeLineProgram(const LineProgramInput &in,
                                      const StopRequested &stop = {});

// "line program at offset 0x1a2 of .debug_line", for messages.
Message lineProgramName(uint64_t offset);

} // namespace gmonview
