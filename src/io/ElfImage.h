// SPDX-License-Identifier: MIT
#pragma once

#include "io/GmonFile.h"
#include "io/Message.h"
#include "io/Result.h"
#include "io/Stop.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gmonview {

struct ElfSection
{
    std::string name;
    uint32_t index = 0;
    uint32_t type = 0;
    uint64_t flags = 0;
    uint64_t address = 0;
    uint64_t size = 0;
    uint64_t fileOffset = 0;

    bool isExecutable() const;
};

struct ElfSymbol
{
    std::string_view name; // points into the owning image's string table
    uint32_t nameOffset = 0;
    uint64_t value = 0;
    uint64_t size = 0;
    uint8_t bind = 0;
    uint8_t type = 0;
    // As the symbol gives it (SHN_UNDEF, SHN_ABS, SHN_COMMON...), or read
    // from the SHT_SYMTAB_SHNDX section where it says SHN_XINDEX.
    uint32_t sectionIndex = 0;
    // SECTION_INDEX is one of ELF's reserved values (SHN_ABS, SHN_COMMON...),
    // not a section's: told apart from a section numbered as high.
    bool reservedIndex = false;
    // As the target's own binutils read it: an ARM Thumb function's address
    // without its low bit, and mapping symbols ($a, $t, $d on ARM; $x, $d
    // on AArch64 and RISC-V) marked, since its gprof leaves them out.
    bool thumb = false;
    bool targetSpecial = false;
};

// An executable read from bytes in memory: its class, byte order, sections
// and static symbol table. ELF is read through libelf; a PE/COFF executable
// (MinGW-w64) by PeImage and given in ELF's terms (see fromPe). The image
// owns its bytes, so the string views in its symbols stay valid as long as
// it lives.
class ElfImage
{
public:
    // DISPLAY_NAME is used in error messages (normally the path).
    static Result<std::shared_ptr<const ElfImage>> fromBytes(std::vector<std::byte> bytes,
                                                             const std::string &displayName);
    // STOP ends the reading of the file early (with an error to drop).
    static Result<std::shared_ptr<const ElfImage>> fromFile(const std::string &path,
                                                            const StopRequested &stop = {});

    const std::string &displayName() const { return m_displayName; }
    bool is64Bit() const { return m_is64; }
    bool isBigEndian() const { return m_bigEndian; }
    unsigned addressSize() const { return m_is64 ? 8 : 4; }
    uint16_t machine() const { return m_machine; }
    uint16_t fileType() const { return m_fileType; }
    std::string machineName() const;
    // A Windows executable (PE/COFF), whose C long is 32 bits wide even on
    // x86-64, and whose addresses include its image base.
    bool isPe() const { return m_isPe; }
    uint64_t imageBase() const { return m_imageBase; }
    // The character the compiler puts before C names ('_' on i386 Windows:
    // "_main"), which binutils shows without; 0 where there is none.
    char symbolLeadingChar() const { return m_isPe && !m_is64 ? '_' : 0; }
    // How its gmon files lay numbers out: they do not say.
    GmonTarget gmonTarget() const
    {
        return {addressSize(), m_bigEndian, m_isPe && m_is64 ? 4u : 0u};
    }

    const std::vector<ElfSection> &sections() const { return m_sections; }
    const ElfSection *sectionByIndex(uint32_t index) const;
    const ElfSection *sectionByName(std::string_view name) const;
    const ElfSection *textSection() const { return sectionByName(".text"); }

    const std::vector<ElfSymbol> &symbols() const { return m_symbols; }
    // The raw string table the symbol names live in (for gprof's quirk of
    // reading past a name's terminating NUL).
    std::span<const std::byte> symbolStrings() const { return m_symbolStrings; }
    // What reading it recovered from: symbols that name no string, no
    // section or an address outside their section (the file is damaged
    // where it was not built so; gprof reads such files too).
    const std::vector<Message> &warnings() const { return m_warnings; }

    // File contents of a section (empty for NOBITS or out-of-file sections).
    std::span<const std::byte> sectionBytes(const ElfSection &section) const;
    std::span<const std::byte> bytes() const { return m_bytes; }

private:
    ElfImage() = default;
    static Result<std::shared_ptr<const ElfImage>> fromPe(std::shared_ptr<ElfImage> image);

    std::vector<std::byte> m_bytes;
    std::string m_displayName;
    bool m_is64 = true;
    bool m_bigEndian = false;
    uint16_t m_machine = 0;
    uint16_t m_fileType = 0;
    std::vector<ElfSection> m_sections;
    std::vector<ElfSymbol> m_symbols;
    std::span<const std::byte> m_symbolStrings;
    std::vector<Message> m_warnings;
    std::vector<std::byte> m_ownedStrings; // a PE's names, NUL-separated
    bool m_isPe = false;
    uint64_t m_imageBase = 0;
};

// Whether the file at PATH starts as an ELF or a PE executable does (a cheap
// first look, before reading it whole).
bool hasExecutableMagic(const std::string &path);

} // namespace gmonview
