// SPDX-License-Identifier: MIT
#pragma once

#include "io/Result.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

namespace gmonview {

// The header of a GCC coverage file: the notes the compiler writes (.gcno)
// or the counts a run adds to (.gcda). Both start with a magic number,
// the version of GCC that wrote them and a stamp shared by the notes and
// the data of one compilation; their counters are for gcov to read (we
// ask the real gcov for them: no maintained library reads GCC 12's files).
struct GcovHeader
{
    enum class Kind
    {
        Notes,
        Data
    };
    Kind kind = Kind::Data;
    bool bigEndian = false;
    uint32_t version = 0; // as written: four characters, "B22*" for GCC 12.2
    uint32_t stamp = 0;
    int major = 0; // GCC's version, from VERSION
    int minor = 0;
    // "12.2"
    std::string versionText() const;
};

// A .gcda file's header and the number of runs it holds (its object
// summary): gcov's counts add up over every run that wrote the file.
struct GcovData
{
    GcovHeader header;
    uint32_t runs = 0;
};

// The header of the coverage file at PATH. Errors name the file: not a
// GCC coverage file (the magic), too short, unreadable.
Result<GcovHeader> readGcovHeader(const std::string &path);
// The same for a .gcda file, with its runs; a file whose records run past
// its end is refused as truncated.
Result<GcovData> readGcovData(const std::string &path);
// The same from BYTES in memory, the errors naming PATH.
Result<GcovHeader> parseGcovHeader(std::span<const std::byte> bytes, const std::string &path);
Result<GcovData> parseGcovData(std::span<const std::byte> bytes, const std::string &path);

} // namespace gmonview
