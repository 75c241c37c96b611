// SPDX-License-Identifier: MIT
#include "io/dwarf/DwarfSections.h"

#include "io/ByteCursor.h"
#include "io/Hex.h"

#include <elf.h>

namespace gmonview {

namespace {

// A list table header (DWARF 5, 7.28 and 7.29): unit_length, version 5,
// address size, segment selector size, offset_entry_count, then the offsets.
std::optional<Error> checkListTables(const ElfImage &elf, const char *name)
{
    const ElfSection *section = elf.sectionByName(name);
    if (!section || section->type == SHT_NOBITS || (section->flags & SHF_COMPRESSED))
        return {};
    const auto bytes = elf.sectionBytes(*section);
    ByteCursor c(bytes, elf.isBigEndian());
    while (c.remaining() > 0) {
        const uint64_t start = c.offset();
        // "x: malformed .debug_rnglists (table at offset 0x0): <what is wrong>"
        auto malformed = [&](Message what) {
            return Error{
                GMONVIEW_TR_NOOP("gmonview::io", "%1: malformed %2 (table at offset %3): %4"),
                elf.displayName(), name, hexString(start), std::move(what)};
        };
        uint64_t length = c.u32();
        unsigned offsetSize = 4;
        if (length == 0xffffffff) {
            length = c.u64();
            offsetSize = 8;
        }
        if (c.failed() || length > c.remaining())
            return malformed(
                Message(GMONVIEW_TR_NOOP("gmonview::io", "its length runs past the section")));
        const uint64_t end = c.offset() + length;
        const uint16_t version = c.u16();
        const uint8_t addressSize = c.u8();
        const uint8_t segmentSize = c.u8();
        const uint32_t offsetCount = c.u32();
        if (c.failed() || c.offset() > end)
            return malformed(
                Message(GMONVIEW_TR_NOOP("gmonview::io", "its header runs past its end")));
        if (version != 5)
            return malformed(
                Message(GMONVIEW_TR_NOOP("gmonview::io", "version %1 (5 expected)"), version));
        if (addressSize != 4 && addressSize != 8)
            return malformed(Message(GMONVIEW_TR_NOOP("gmonview::io", "address size %1"),
                                     unsigned(addressSize)));
        if (segmentSize != 0)
            return malformed(Message(GMONVIEW_TR_NOOP("gmonview::io", "segment selector size %1"),
                                     unsigned(segmentSize)));
        if (uint64_t(offsetCount) * offsetSize > end - c.offset())
            return malformed(
                Message(GMONVIEW_TR_NOOP("gmonview::io", "its offset array runs past its end")));
        c.seek(end);
    }
    return {};
}

} // namespace

std::optional<Error> malformedForLibdwarf(const ElfImage &elf)
{
    const uint64_t fileSize = elf.bytes().size();
    for (const ElfSection &s : elf.sections()) {
        if (s.type == SHT_NOBITS || s.size == 0)
            continue;
        if (s.fileOffset > fileSize || s.size > fileSize - s.fileOffset)
            return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                          "%1: section %2 claims %3 bytes at offset %4, beyond "
                                          "the end of the file (%5 bytes)"),
                         elf.displayName(),
                         std::to_string(s.index) + " (" + s.name + ")",
                         s.size,
                         hexString(s.fileOffset),
                         fileSize};
    }
    for (const char *name : {".debug_rnglists", ".debug_loclists"})
        if (auto error = checkListTables(elf, name))
            return error;
    return {};
}

} // namespace gmonview
