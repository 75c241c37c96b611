// SPDX-License-Identifier: MIT
#pragma once

#include "io/ElfImage.h"

#include "io/Result.h"

#include <optional>

namespace gmonview {

// Checks ELF for what libdwarf 20210528 mishandles before it sees the file
// (each found by tools/fuzz.sh): a section whose bytes lie outside the file
// (libdwarf allocates what a group section claims, up to terabytes), and
// malformed DWARF 5 range and location list tables (.debug_rnglists,
// .debug_loclists: it frees twice on some headers). Returns what is wrong,
// naming the file and the section, or nothing.
std::optional<Error> malformedForLibdwarf(const ElfImage &elf);

} // namespace gmonview
