#pragma once

#include "ElfImage.h"

#include <string>

namespace gmonview {

// Checks the DWARF 5 range and location list tables (.debug_rnglists,
// .debug_loclists) of ELF before libdwarf sees them: libdwarf 20210528
// frees twice on some malformed headers (found by tools/fuzz.sh). Returns
// what is wrong, naming the file and the section, or an empty string.
std::string malformedListSections(const ElfImage &elf);

} // namespace gmonview
