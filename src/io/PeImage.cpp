// SPDX-License-Identifier: MIT
#include "io/PeImage.h"

#include "io/Hex.h"

#include "io/ByteCursor.h"

#include <algorithm>
#include <cstring>
#include <optional>

namespace gmonview {

namespace {

constexpr uint64_t kDosHeaderSize = 64;
constexpr uint64_t kLfanewOffset = 0x3c;
constexpr uint64_t kSignatureSize = 4;
constexpr uint64_t kCoffHeaderSize = 20;
constexpr uint64_t kSectionHeaderSize = 40;
constexpr uint64_t kSymbolSize = 18;
constexpr uint64_t kDataDirectorySize = 8;
constexpr uint16_t kPe32Magic = 0x10b;
constexpr uint16_t kPe32PlusMagic = 0x20b;
// The optional header's fields before its data directories.
constexpr uint64_t kPe32FieldsSize = 96;
constexpr uint64_t kPe32PlusFieldsSize = 112;
// Section numbers above this are reserved ones, stored as 16-bit negatives.
constexpr uint16_t kMaxSectionNumber = 0xfeff;
constexpr uint32_t kScnMemExecute = 0x20000000;
constexpr uint16_t kDtFunction = 2;

// The same sentence as the gmon reader's. what: the structure, translatable.
Error truncated(const std::string &name, Message what, uint64_t offset, uint64_t fileSize)
{
    return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                  "%1: truncated %2 at offset %3: the file ends at %4 "
                                  "(needed bytes from %5)"),
                 name,
                 std::move(what),
                 hexString(offset),
                 hexString(fileSize),
                 hexString(offset)};
}

// Where the COFF string table lies. Offsets into it count from its 4-byte
// size field, so the first string is at offset 4.
struct StringTable
{
    bool present = false;
    uint64_t offset = 0;
    uint64_t size = 0;
};

// The section or symbol whose name is being read, for messages.
struct NameOwner
{
    Message what;
    uint64_t offset = 0;
};

Result<std::string> tableString(std::span<const std::byte> bytes, const StringTable &table,
                                uint64_t nameOffset, const std::string &name,
                                const NameOwner &owner)
{
    if (nameOffset < 4 || nameOffset >= table.size)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: %2 at offset %3: its name's string-table offset %4 is "
                                      "outside the string table (%5 bytes at offset %6)"),
                     name,
                     owner.what,
                     hexString(owner.offset),
                     hexString(nameOffset),
                     table.size,
                     hexString(table.offset)};
    const auto *begin = reinterpret_cast<const char *>(bytes.data() + table.offset + nameOffset);
    const size_t room = table.size - nameOffset;
    const void *nul = std::memchr(begin, 0, room);
    if (!nul)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: %2 at offset %3: its name at string-table offset %4 "
                                      "has no terminating NUL before the table ends at %5"),
                     name,
                     owner.what,
                     hexString(owner.offset),
                     hexString(nameOffset),
                     hexString(table.offset + table.size)};
    return std::string(begin, static_cast<const char *>(nul));
}

// The offset in "/123" (decimal) or "//BASE64" (six digits, for tables past
// 10 MB), as binutils and LLVM write long section names; false if malformed.
bool longNameOffset(std::string_view field, uint64_t &offset)
{
    offset = 0;
    if (field.size() > 2 && field[1] == '/') {
        for (const char c : field.substr(2)) {
            unsigned digit = 0;
            if (c >= 'A' && c <= 'Z')
                digit = unsigned(c - 'A');
            else if (c >= 'a' && c <= 'z')
                digit = unsigned(c - 'a') + 26;
            else if (c >= '0' && c <= '9')
                digit = unsigned(c - '0') + 52;
            else if (c == '+')
                digit = 62;
            else if (c == '/')
                digit = 63;
            else
                return false;
            offset = offset * 64 + digit;
        }
        return offset <= UINT32_MAX;
    }
    if (field.size() < 2)
        return false;
    for (const char c : field.substr(1)) {
        if (c < '0' || c > '9')
            return false;
        offset = offset * 10 + unsigned(c - '0');
    }
    return true;
}

// The file parsePe reads, and its one cursor: a read past the end leaves it
// failed for every step after.
struct PeFile
{
    PeFile(std::span<const std::byte> contents, const std::string &displayName)
        : bytes(contents), name(displayName), fileSize(contents.size()), in(contents, false)
    {}

    std::span<const std::byte> bytes;
    const std::string &name;
    uint64_t fileSize;
    ByteCursor in;
};

// What the COFF file header says of the headers and tables after it.
struct CoffHeader
{
    uint64_t offset = 0;
    uint64_t sectionCount = 0;
    uint64_t symbolTableOffset = 0;
    uint64_t symbolCount = 0;
    uint64_t optionalSize = 0;

    uint64_t optionalOffset() const { return offset + kCoffHeaderSize; }
    // The section table follows the optional header.
    uint64_t sectionTableOffset() const { return optionalOffset() + optionalSize; }
};

// The DOS header, of which only its magic and e_lfanew matter, and the PE
// signature e_lfanew points to; the offset of that signature.
Result<uint64_t> readDosHeader(PeFile &file)
{
    const std::string &name = file.name;
    const uint64_t fileSize = file.fileSize;
    ByteCursor &in = file.in;
    if (in.u16() != 0x5a4d || in.failed())
        return Error{
            GMONVIEW_TR_NOOP("gmonview::io",
                             "%1: not a PE executable (no \"MZ\" DOS header at offset 0x0)"),
            name};
    if (fileSize < kDosHeaderSize)
        return truncated(name, Message(GMONVIEW_TR_NOOP("gmonview::io", "DOS header")), 0,
                         fileSize);
    in.seek(kLfanewOffset);
    const uint64_t peOffset = in.u32();
    if (peOffset > fileSize || fileSize - peOffset < kSignatureSize)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: the DOS header's e_lfanew (at offset 0x3c) points to "
                                      "%2, past the end of the file at %3"),
                     name, hexString(peOffset), hexString(fileSize)};
    in.seek(peOffset);
    if (in.u32() != 0x00004550)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: no PE signature at offset %2 (where the DOS header's "
                                      "e_lfanew points)"),
                     name, hexString(peOffset)};
    return peOffset;
}

// The COFF file header, after the signature at PE_OFFSET: the machine and
// characteristics go to IMAGE.
Result<CoffHeader> readCoffHeader(PeFile &file, uint64_t peOffset, PeImage &image)
{
    ByteCursor &in = file.in;
    CoffHeader coff;
    coff.offset = peOffset + kSignatureSize;
    if (file.fileSize - coff.offset < kCoffHeaderSize)
        return truncated(file.name, Message(GMONVIEW_TR_NOOP("gmonview::io", "COFF file header")),
                         coff.offset, file.fileSize);
    image.machine = in.u16();
    coff.sectionCount = in.u16();
    in.u32(); // TimeDateStamp
    coff.symbolTableOffset = in.u32();
    coff.symbolCount = in.u32();
    coff.optionalSize = in.u16();
    image.characteristics = in.u16();
    if (coff.optionalSize == 0)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: the COFF file header at offset %2 declares no optional "
                                      "header (an object file, not a linked executable?)"),
                     file.name, hexString(coff.offset)};
    return coff;
}

// The optional header: PE32 or PE32+, then its data directories. Its kind,
// image base and DLL characteristics go to IMAGE.
std::optional<Error> readOptionalHeader(PeFile &file, const CoffHeader &coff, PeImage &image)
{
    const std::string &name = file.name;
    ByteCursor &in = file.in;
    const uint64_t optionalOffset = coff.optionalOffset();
    const uint64_t optionalSize = coff.optionalSize;
    if (file.fileSize - optionalOffset < optionalSize)
        return truncated(name, Message(GMONVIEW_TR_NOOP("gmonview::io", "optional header")),
                         optionalOffset, file.fileSize);
    auto tooSmall = [&](uint64_t needed) {
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: optional header at offset %2 is %3 bytes "
                                      "(SizeOfOptionalHeader), too small for its fields and data "
                                      "directories (%4 bytes)"),
                     name, hexString(optionalOffset), optionalSize, needed};
    };
    if (optionalSize < 2)
        return tooSmall(kPe32FieldsSize);
    const uint16_t magic = in.u16();
    if (magic != kPe32Magic && magic != kPe32PlusMagic)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: optional header at offset %2 has magic %3, neither "
                                      "PE32 (0x10b) nor PE32+ (0x20b)"),
                     name, hexString(optionalOffset), hexString(magic)};
    image.is64 = magic == kPe32PlusMagic;
    const uint64_t fieldsSize = image.is64 ? kPe32PlusFieldsSize : kPe32FieldsSize;
    if (optionalSize < fieldsSize)
        return tooSmall(fieldsSize);
    if (image.is64) {
        in.seek(optionalOffset + 24);
        image.imageBase = in.u64();
    } else {
        in.seek(optionalOffset + 28);
        image.imageBase = in.u32();
    }
    in.seek(optionalOffset + 70);
    image.dllCharacteristics = in.u16();
    in.seek(optionalOffset + fieldsSize - 4);
    const uint64_t directoryCount = in.u32(); // NumberOfRvaAndSizes
    if (optionalSize < fieldsSize + directoryCount * kDataDirectorySize)
        return tooSmall(fieldsSize + directoryCount * kDataDirectorySize);
    return std::nullopt;
}

// That the section table lies within the file.
std::optional<Error> checkSectionTable(const PeFile &file, const CoffHeader &coff)
{
    const uint64_t sectionTableOffset = coff.sectionTableOffset();
    if (file.fileSize - sectionTableOffset < coff.sectionCount * kSectionHeaderSize)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: section table at offset %2 (%3 sections of 40 bytes) "
                                      "runs past the end of the file at %4"),
                     file.name, hexString(sectionTableOffset), coff.sectionCount,
                     hexString(file.fileSize)};
    return std::nullopt;
}

// The symbol table and, right after it, the string table (which long
// section names use too). Images may have neither: stripped ones.
Result<StringTable> readStringTable(PeFile &file, const CoffHeader &coff)
{
    const std::string &name = file.name;
    const uint64_t fileSize = file.fileSize;
    StringTable strings;
    if (coff.symbolTableOffset == 0)
        return strings;
    // 64-bit sums: 2^32 symbols of 18 bytes cannot wrap them.
    const uint64_t symbolTableEnd = coff.symbolTableOffset + coff.symbolCount * kSymbolSize;
    if (symbolTableEnd > fileSize)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: symbol table at offset %2 (%3 symbols of 18 bytes) "
                                      "runs past the end of the file at %4"),
                     name, hexString(coff.symbolTableOffset), coff.symbolCount,
                     hexString(fileSize)};
    strings.present = true;
    strings.offset = symbolTableEnd;
    if (fileSize - strings.offset < 4)
        return truncated(name, Message(GMONVIEW_TR_NOOP("gmonview::io", "string table size")),
                         strings.offset, fileSize);
    file.in.seek(strings.offset);
    // Some tools write 0 rather than 4 for an empty table; LLVM reads it as empty too.
    strings.size = std::max<uint64_t>(file.in.u32(), 4);
    if (fileSize - strings.offset < strings.size)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: string table at offset %2 claims %3 bytes, but the "
                                      "file ends at %4"),
                     name, hexString(strings.offset), strings.size, hexString(fileSize)};
    return strings;
}

// The name of section NUMBER, whose header at HEADER_OFFSET holds FIELD:
// the name itself, or "/offset" into the string table for a long one.
Result<std::string> sectionName(const PeFile &file, const StringTable &strings,
                                std::string_view field, uint64_t number, uint64_t headerOffset)
{
    const std::string &name = file.name;
    if (field.empty() || field[0] != '/')
        return std::string(field);
    uint64_t nameOffset = 0;
    if (!longNameOffset(field, nameOffset))
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: section %2 header at offset %3: malformed long "
                                      "name \"%4\""),
                     name, number, hexString(headerOffset), field};
    if (!strings.present)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: section %2 header at offset %3: long name "
                                      "\"%4\" needs the string table, but the file has no "
                                      "symbol table"),
                     name, number, hexString(headerOffset), field};
    const NameOwner owner{Message(GMONVIEW_TR_NOOP("gmonview::io", "section %1 header"), number),
                          headerOffset};
    return tableString(file.bytes, strings, nameOffset, name, owner);
}

// The section table into IMAGE's sections.
std::optional<Error> readSections(PeFile &file, const CoffHeader &coff, const StringTable &strings,
                                  PeImage &image)
{
    const uint64_t fileSize = file.fileSize;
    ByteCursor &in = file.in;
    image.sections.reserve(coff.sectionCount);
    for (uint64_t i = 0; i < coff.sectionCount; ++i) {
        const uint64_t headerOffset = coff.sectionTableOffset() + i * kSectionHeaderSize;
        in.seek(headerOffset);
        const auto nameField = in.bytes(8);
        PeSection section;
        section.virtualSize = in.u32();
        const uint64_t rva = in.u32();
        section.rawSize = in.u32();
        section.rawOffset = in.u32();
        in.bytes(12); // relocations and line numbers, unused in images
        section.characteristics = in.u32();
        const auto *chars = reinterpret_cast<const char *>(nameField.data());
        const std::string_view field(chars, strnlen(chars, nameField.size()));
        const uint64_t number = i + 1; // as symbols name it
        auto resolved = sectionName(file, strings, field, number, headerOffset);
        if (!resolved)
            return resolved.error();
        section.name = std::move(*resolved);
        if (section.rawSize != 0 &&
            (section.rawOffset > fileSize || section.rawSize > fileSize - section.rawOffset))
            return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                          "%1: section %2 (%3, header at offset %4): its data "
                                          "(%5 bytes at offset %6) runs past the end of the file "
                                          "at %7"),
                         file.name,
                         number,
                         section.name,
                         hexString(headerOffset),
                         section.rawSize,
                         hexString(section.rawOffset),
                         hexString(fileSize)};
        section.address = image.imageBase + rva;
        image.sections.push_back(std::move(section));
    }
    return std::nullopt;
}

// The COFF symbol table into IMAGE's symbols, auxiliary records skipped.
std::optional<Error> readSymbols(PeFile &file, const CoffHeader &coff, const StringTable &strings,
                                 PeImage &image)
{
    const std::string &name = file.name;
    const uint64_t symbolCount = coff.symbolCount;
    ByteCursor &in = file.in;
    image.symbols.reserve(symbolCount); // 18 bytes of the file each
    for (uint64_t i = 0; i < symbolCount;) {
        const uint64_t offset = coff.symbolTableOffset + i * kSymbolSize;
        in.seek(offset);
        const auto nameField = in.bytes(8);
        PeSymbol symbol;
        symbol.value = in.u32();
        const uint16_t rawSection = in.u16();
        symbol.type = in.u16();
        symbol.storageClass = in.u8();
        const uint64_t auxCount = in.u8();
        if (auxCount >= symbolCount - i)
            return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                          "%1: symbol %2 at offset %3 has %4 auxiliary records, "
                                          "past the end of the symbol table (%5 records)"),
                         name,
                         i,
                         hexString(offset),
                         auxCount,
                         symbolCount};
        symbol.sectionNumber = rawSection <= kMaxSectionNumber
                                   ? int32_t(rawSection)
                                   : int32_t(static_cast<int16_t>(rawSection));
        if (symbol.sectionNumber > 0 && uint64_t(symbol.sectionNumber) > coff.sectionCount)
            return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                          "%1: symbol %2 at offset %3 is in section %4, but the "
                                          "file has %5 sections"),
                         name,
                         i,
                         hexString(offset),
                         symbol.sectionNumber,
                         coff.sectionCount};
        ByteCursor nameCursor(nameField, false);
        if (nameCursor.u32() == 0) { // a string-table name
            const NameOwner owner{Message(GMONVIEW_TR_NOOP("gmonview::io", "symbol %1"), i),
                                  offset};
            auto resolved = tableString(file.bytes, strings, nameCursor.u32(), name, owner);
            if (!resolved)
                return resolved.error();
            symbol.name = std::move(*resolved);
        } else {
            const auto *chars = reinterpret_cast<const char *>(nameField.data());
            symbol.name = std::string(chars, strnlen(chars, nameField.size()));
        }
        image.symbols.push_back(std::move(symbol));
        i += 1 + auxCount;
    }
    return std::nullopt;
}

} // namespace

bool PeSection::isExecutable() const
{
    return (characteristics & kScnMemExecute) != 0;
}

bool PeSymbol::isFunction() const
{
    return (type >> 4) == kDtFunction;
}

const PeSection *PeImage::sectionOf(const PeSymbol &symbol) const
{
    if (symbol.sectionNumber < 1 || size_t(symbol.sectionNumber) > sections.size())
        return nullptr;
    return &sections[size_t(symbol.sectionNumber) - 1];
}

uint64_t PeImage::addressOf(const PeSymbol &symbol) const
{
    const PeSection *section = sectionOf(symbol);
    return section ? section->address + symbol.value : symbol.value;
}

const PeSection *PeImage::sectionByName(std::string_view name) const
{
    for (const PeSection &s : sections)
        if (s.name == name)
            return &s;
    return nullptr;
}

std::string PeImage::machineName() const
{
    switch (machine) {
    case kPeMachineAmd64:
        return "x86-64";
    case kPeMachineI386:
        return "i386";
    case 0xaa64:
        return "arm64";
    case 0x1c4:
        return "arm";
    default:
        return "machine " + hexString(machine);
    }
}

bool hasPeMagic(std::span<const std::byte> bytes)
{
    ByteCursor in(bytes, false);
    if (in.u16() != 0x5a4d) // "MZ"
        return false;
    in.seek(kLfanewOffset);
    in.seek(in.u32());
    return in.u32() == 0x00004550 && !in.failed(); // "PE\0\0"
}

std::span<const std::byte> peSectionContents(std::span<const std::byte> bytes,
                                             const PeSection &section)
{
    const uint64_t size = std::min(section.virtualSize, section.rawSize);
    if (section.rawOffset > bytes.size() || size > bytes.size() - section.rawOffset)
        return {};
    return bytes.subspan(section.rawOffset, size);
}

Result<PeImage> parsePe(std::span<const std::byte> bytes, const std::string &displayName)
{
    PeFile file(bytes, displayName);
    PeImage image;
    auto peOffset = readDosHeader(file);
    if (!peOffset)
        return peOffset.error();
    auto coff = readCoffHeader(file, *peOffset, image);
    if (!coff)
        return coff.error();
    if (auto error = readOptionalHeader(file, *coff, image))
        return *error;
    if (auto error = checkSectionTable(file, *coff))
        return *error;
    auto strings = readStringTable(file, *coff);
    if (!strings)
        return strings.error();
    if (auto error = readSections(file, *coff, *strings, image))
        return *error;
    if (!strings->present)
        return image;
    if (auto error = readSymbols(file, *coff, *strings, image))
        return *error;
    return image;
}

} // namespace gmonview
