#include "DwarfSections.h"

#include "ByteCursor.h"
#include "Hex.h"

#include <elf.h>

namespace gmonview {

namespace {

// A list table header (DWARF 5, 7.28 and 7.29): unit_length, version 5,
// address size, segment selector size, offset_entry_count, then the offsets.
std::string checkListTables(const ElfImage &elf, const char *name)
{
    const ElfSection *section = elf.sectionByName(name);
    if (!section || section->type == SHT_NOBITS || (section->flags & SHF_COMPRESSED))
        return {};
    const auto bytes = elf.sectionBytes(*section);
    ByteCursor c(bytes, elf.isBigEndian());
    while (c.remaining() > 0) {
        const uint64_t start = c.offset();
        const std::string where = elf.displayName() + ": malformed " + name + " (table at offset " +
                                  hexString(start) + "): ";
        uint64_t length = c.u32();
        unsigned offsetSize = 4;
        if (length == 0xffffffff) {
            length = c.u64();
            offsetSize = 8;
        }
        if (c.failed() || length > c.remaining())
            return where + "its length runs past the section";
        const uint64_t end = c.offset() + length;
        const uint16_t version = c.u16();
        const uint8_t addressSize = c.u8();
        const uint8_t segmentSize = c.u8();
        const uint32_t offsetCount = c.u32();
        if (c.failed() || c.offset() > end)
            return where + "its header runs past its end";
        if (version != 5)
            return where + "version " + std::to_string(version) + " (5 expected)";
        if (addressSize != 4 && addressSize != 8)
            return where + "address size " + std::to_string(addressSize);
        if (segmentSize != 0)
            return where + "segment selector size " + std::to_string(segmentSize);
        if (uint64_t(offsetCount) * offsetSize > end - c.offset())
            return where + "its offset array runs past its end";
        c.seek(end);
    }
    return {};
}

} // namespace

std::string malformedListSections(const ElfImage &elf)
{
    for (const char *name : {".debug_rnglists", ".debug_loclists"})
        if (std::string error = checkListTables(elf, name); !error.empty())
            return error;
    return {};
}

} // namespace gmonview
