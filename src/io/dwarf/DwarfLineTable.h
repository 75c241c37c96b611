// SPDX-License-Identifier: MIT
#pragma once

#include "io/Result.h"
#include "io/Stop.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace gmonview {

struct LineRow
{
    uint64_t address = 0;
    uint32_t line = 0;
    uint32_t file = 0; // index into DwarfLineTable::files()
    bool endSequence = false;
};

struct SourceLocation
{
    const std::string *file = nullptr; // full path as the DWARF names it
    uint32_t line = 0;
    explicit operator bool() const { return file != nullptr && line != 0; }
};

class DwarfSession;
class ElfImage;

// The executable's DWARF line tables (DWARF 2-5, every compilation unit),
// read once through libdwarf and kept sorted by address for binary search.

class DwarfLineTable
{
public:
    enum class Method
    {
        // libdwarf finds the compilation units; their line programs are
        // decoded by decodeLineProgram (fast; libdwarf for what it cannot).
        Fast,
        // libdwarf's dwarf_srclines_b for everything (the reference).
        Libdwarf,
    };

    // Reads the tables of ELF, whose file is at PATH. A file without debug
    // information gives an empty table, not an error; a unit whose table
    // cannot be read is left out with a warning.
    // STOP skips the units not read yet (see Stop.h).
    static Result<DwarfLineTable> read(const ElfImage &elf, const std::string &path,
                                       Method method = Method::Fast,
                                       const StopRequested &stop = {});
    static Result<DwarfLineTable> fromFile(const std::string &path, Method method = Method::Fast);
    static Result<DwarfLineTable> fromBytes(std::span<const std::byte> bytes,
                                            const std::string &displayName,
                                            Method method = Method::Fast);

    // Whether ELF's line tables may name a line at one of ADDRESSES, told
    // from .debug_aranges without decoding a line program: false only when
    // every compilation unit lists its code there and none holds any of
    // them (then read() would find no line for any). The report's index
    // names the file of each static function, and most programs' static
    // functions with no debugging information are the C library's start-up
    // code: reading every line table for those took a fifth of the report
    // of a 20,000-function program.
    static bool mayHoldLines(const ElfImage &elf, const std::string &path,
                             std::span<const uint64_t> addresses);

    bool empty() const { return m_rows.empty(); }
    const std::vector<std::string> &files() const { return m_files; }
    const std::vector<LineRow> &rows() const { return m_rows; }
    // The program's own folders, once each, in unit order: each compilation
    // unit's DW_AT_comp_dir and the folder of its main source file
    // (DW_AT_name, which #line directives do not change).
    const std::vector<std::string> &unitFolders() const { return m_unitFolders; }
    // What the reading recovered from, one sentence per compilation unit
    // naming the file and the unit's line program: a program our decoder
    // refused and libdwarf read, or one that neither could read (its lines
    // are missing from rows()).
    const std::vector<Message> &warnings() const { return m_warnings; }

    // The row covering ADDRESS within its sequence; where several rows share
    // an address the last one counts, as in binutils.
    SourceLocation lookup(uint64_t address) const;

private:
    static Result<DwarfLineTable> fromSession(DwarfSession &session, const ElfImage &elf,
                                              Method method, const StopRequested &stop = {});

    std::vector<std::string> m_files;
    std::vector<LineRow> m_rows; // sorted by address; sequences kept contiguous
    std::vector<Message> m_warnings;
    std::vector<std::string> m_unitFolders;
};

} // namespace gmonview
