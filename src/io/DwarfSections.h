#pragma once

#include "ElfImage.h"

#include "Result.h"

#include <optional>

namespace gmonview {

// Checks the DWARF 5 range and location list tables (.debug_rnglists,
// .debug_loclists) of ELF before libdwarf sees them: libdwarf 20210528
// frees twice on some malformed headers (found by tools/fuzz.sh). Returns
// what is wrong, naming the file and the section, or nothing.
std::optional<Error> malformedListSections(const ElfImage &elf);

} // namespace gmonview
