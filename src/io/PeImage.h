// SPDX-License-Identifier: MIT
#pragma once

#include "io/Result.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

// A PE/COFF executable as MinGW-w64 links it (PE32 for i686, PE32+ for
// x86-64): its headers, sections and COFF symbol table, read from bytes in
// memory with every read bounds-checked (the reader is fuzzed, see
// tests/fuzz/fuzz_pe.cpp). It is our own rather than LLVM's Object library
// because we measured that linking libLLVM-14.so costs about 16.5 ms on every
// process start; tests/io/tst_pereader.cpp checks that both read the same.

namespace gmonview {

// IMAGE_FILE_MACHINE_* values of the COFF file header.
inline constexpr uint16_t kPeMachineI386 = 0x14c;
inline constexpr uint16_t kPeMachineAmd64 = 0x8664;

// IMAGE_SYM_CLASS_* storage classes a profiler cares about.
inline constexpr uint8_t kPeSymbolClassExternal = 2; // a global
inline constexpr uint8_t kPeSymbolClassStatic = 3;   // a file-local (or a section's own symbol)

// IMAGE_DLLCHARACTERISTICS_DYNAMIC_BASE: the loader may move the image (ASLR),
// so the addresses a run records need not be those of the file.
inline constexpr uint16_t kPeDllDynamicBase = 0x40;

struct PeSection
{
    std::string name;     // long names ("/123") resolved through the COFF string table
    uint64_t address = 0; // absolute: image base + RVA
    uint64_t virtualSize = 0;
    uint64_t rawOffset = 0; // PointerToRawData
    uint64_t rawSize = 0;   // SizeOfRawData (a multiple of the file alignment)
    uint32_t characteristics = 0;

    bool isExecutable() const; // IMAGE_SCN_MEM_EXECUTE
};

struct PeSymbol
{
    std::string name;          // short names and string-table names
    uint64_t value = 0;        // the raw COFF value: for section symbols, the offset in it
    int32_t sectionNumber = 0; // 1-based; 0 undefined, -1 absolute, -2 debug
    uint16_t type = 0;
    uint8_t storageClass = 0;

    bool isFunction() const; // (type >> 4) == 2, DT_FCN
};

struct PeImage
{
    uint16_t machine = 0; // kPeMachineAmd64, kPeMachineI386 or another IMAGE_FILE_MACHINE_*
    bool is64 = false;    // PE32+ (optional header magic 0x20b)
    uint64_t imageBase = 0;
    uint16_t characteristics = 0;    // the COFF header's IMAGE_FILE_* flags
    uint16_t dllCharacteristics = 0; // the optional header's IMAGE_DLLCHARACTERISTICS_* flags
    std::vector<PeSection> sections;
    // The COFF symbol table in table order, auxiliary records skipped; empty
    // when the image has none (it was stripped): the caller decides whether
    // that is an error.
    std::vector<PeSymbol> symbols;

    // imageBase + the section's RVA + value for a symbol in a section
    // (parsePe checks every sectionNumber names a section); the raw value
    // for undefined, absolute and debug symbols.
    uint64_t addressOf(const PeSymbol &symbol) const;
    // The section a symbol lies in, null for undefined, absolute and debug ones.
    const PeSection *sectionOf(const PeSymbol &symbol) const;
    const PeSection *sectionByName(std::string_view name) const;
    bool isRelocatable() const { return (dllCharacteristics & kPeDllDynamicBase) != 0; }
    std::string machineName() const;
};

// Reads the PE image in BYTES. DISPLAY_NAME (normally the path) begins every
// error message, which names the structure at fault and its offset.
Result<PeImage> parsePe(std::span<const std::byte> bytes, const std::string &displayName);

// Whether BYTES start with a DOS header ("MZ") whose e_lfanew points at a
// "PE\0\0" signature: a cheap first look before parsing.
bool hasPeMagic(std::span<const std::byte> bytes);

// The initialised contents of SECTION within BYTES, the file parsePe read:
// the smaller of its virtual and raw sizes, since the raw size is rounded up
// to the file alignment (LLVM reads it so too). Empty if out of range.
std::span<const std::byte> peSectionContents(std::span<const std::byte> bytes,
                                             const PeSection &section);

} // namespace gmonview
