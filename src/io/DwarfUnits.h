#pragma once

#include <libdwarf.h>

namespace gmonview::dwarf {

// Advances libdwarf to the next compilation unit of .debug_info, reporting
// its DWARF version and address size. Returns DW_DLV_OK, DW_DLV_NO_ENTRY at
// the end, or DW_DLV_ERROR.
inline int nextUnit(Dwarf_Debug dbg, Dwarf_Half &version, Dwarf_Half &addressSize,
                    Dwarf_Error &err)
{
    Dwarf_Unsigned headerLength = 0, abbrevOffset = 0, typeOffset = 0, nextHeader = 0;
    Dwarf_Half lengthSize = 0, extensionSize = 0, headerType = 0;
    Dwarf_Sig8 signature;
    return dwarf_next_cu_header_d(dbg, true, &headerLength, &version, &abbrevOffset, &addressSize,
                                  &lengthSize, &extensionSize, &signature, &typeOffset,
                                  &nextHeader, &headerType, &err);
}

} // namespace gmonview::dwarf
