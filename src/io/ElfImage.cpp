// SPDX-License-Identifier: MIT
#include "io/ElfImage.h"

#include "io/Hex.h"

#include "io/FileBytes.h"
#include "io/PeImage.h"

#include <cstdio>
#include <cstring>
#include <optional>
#include <gelf.h>
#include <libelf.h>

namespace gmonview {

namespace {

struct ElfHandle
{
    Elf *elf = nullptr;
    ~ElfHandle()
    {
        if (elf)
            elf_end(elf);
    }
};

// The ELF ABIs' mapping symbols, which mark where code of an instruction set
// or data begins in a section: "$a", "$t", "$d" (ARM), "$x", "$d" (AArch64,
// RISC-V), each optionally followed by ".anything"; RISC-V also writes the
// instruction set after "$x" ("$xrv64i2p1_m2p0").
bool isMappingSymbol(uint16_t machine, std::string_view name)
{
    if (name.size() < 2 || name[0] != '$')
        return false;
    std::string_view kinds;
    switch (machine) {
    case EM_ARM:
        kinds = "atd";
        break;
    case EM_AARCH64:
    case EM_RISCV:
        kinds = "xd";
        break;
    default:
        return false;
    }
    if (kinds.find(name[1]) == std::string_view::npos)
        return false;
    const std::string_view rest = name.substr(2);
    return rest.empty() || rest[0] == '.' ||
           (machine == EM_RISCV && name[1] == 'x' && rest.starts_with("rv"));
}

} // namespace

bool ElfSection::isExecutable() const
{
    return (flags & SHF_EXECINSTR) != 0;
}

bool hasExecutableMagic(const std::string &path)
{
    const std::vector<std::byte> head = readFileHead(path, 4096);
    return (head.size() >= SELFMAG && std::memcmp(head.data(), ELFMAG, SELFMAG) == 0) ||
           hasPeMagic(head);
}

Result<std::shared_ptr<const ElfImage>> ElfImage::fromFile(const std::string &path,
                                                          const StopRequested &stop)
{
    // Large programs with debug information run to a few GiB; anything
    // larger is not an executable worth reading into memory.
    constexpr uint64_t maxExecutableSize = uint64_t(8) << 30;
    auto bytes = readFileBytes(path, maxExecutableSize, stop);
    if (!bytes)
        return bytes.error();
    return fromBytes(std::move(*bytes), path);
}

Result<std::shared_ptr<const ElfImage>> ElfImage::fromBytes(std::vector<std::byte> bytes,
                                                            const std::string &displayName)
{
    std::shared_ptr<ElfImage> image(new ElfImage);
    image->m_bytes = std::move(bytes);
    image->m_displayName = displayName;
    const std::string &name = image->m_displayName;

    if (hasPeMagic(image->m_bytes))
        return fromPe(std::move(image));
    if (image->m_bytes.size() < EI_NIDENT ||
        std::memcmp(image->m_bytes.data(), ELFMAG, SELFMAG) != 0)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: not an executable (neither ELF nor PE: no ELF magic "
                                      "at offset 0x0)"),
                     name};

    elf_version(EV_CURRENT);
    ElfHandle handle;
    handle.elf = elf_memory(reinterpret_cast<char *>(image->m_bytes.data()), image->m_bytes.size());
    if (!handle.elf || elf_kind(handle.elf) != ELF_K_ELF)
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: not an ELF executable: %2"), name,
                     elf_errmsg(-1)};

    GElf_Ehdr ehdr;
    if (!gelf_getehdr(handle.elf, &ehdr))
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: unreadable ELF header: %2"), name,
                     elf_errmsg(-1)};
    const int elfClass = gelf_getclass(handle.elf);
    if (elfClass != ELFCLASS32 && elfClass != ELFCLASS64)
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: unknown ELF class %2"), name, elfClass};
    image->m_is64 = elfClass == ELFCLASS64;
    image->m_bigEndian = ehdr.e_ident[EI_DATA] == ELFDATA2MSB;
    image->m_machine = ehdr.e_machine;
    image->m_fileType = ehdr.e_type;
    if (ehdr.e_type == ET_REL)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: is a relocatable object file, not a linked executable"),
                     name};
    if (ehdr.e_type == ET_CORE)
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: is a core dump, not an executable"),
                     name};
    if (ehdr.e_type != ET_EXEC && ehdr.e_type != ET_DYN)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: its ELF file type %2 is neither an executable nor a "
                                      "shared object (the file is damaged)"),
                     name, hexString(ehdr.e_type)};

    // The file's structure as binutils checks it before gprof reads a
    // symbol (gprof says "not in executable format" where it fails): what
    // passes here can be read one way only.
    const uint64_t fileSize = image->m_bytes.size();
    size_t sectionCount = 0;
    if (elf_getshdrnum(handle.elf, &sectionCount) != 0)
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: unreadable section count: %2"), name,
                     elf_errmsg(-1)};
    if (sectionCount > 0 &&
        ehdr.e_shentsize != gelf_fsize(handle.elf, ELF_T_SHDR, 1, EV_CURRENT))
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: its section headers are %2 bytes each where ELF's are "
                                      "%3 (the file is damaged)"),
                     name, ehdr.e_shentsize, gelf_fsize(handle.elf, ELF_T_SHDR, 1, EV_CURRENT)};
    // Program headers as binutils reads them: e_phnum entries of ELF's size
    // from e_phoff (more than 65,534 are counted in section 0).
    size_t programHeaderCount = ehdr.e_phnum;
    if (ehdr.e_phnum == PN_XNUM && elf_getphdrnum(handle.elf, &programHeaderCount) != 0)
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: unreadable program header count: %2"),
                     name, elf_errmsg(-1)};
    if (const size_t size = gelf_fsize(handle.elf, ELF_T_PHDR, 1, EV_CURRENT);
        programHeaderCount > 0 &&
        (ehdr.e_phoff > fileSize || programHeaderCount > (fileSize - ehdr.e_phoff) / size))
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: its %2 program headers at offset %3 run past the end of "
                                      "the file (%4 bytes; the file is damaged)"),
                     name, programHeaderCount, hexString(ehdr.e_phoff), fileSize};

    size_t shstrndx = 0;
    if (elf_getshdrstrndx(handle.elf, &shstrndx) != 0)
        return Error{
            GMONVIEW_TR_NOOP("gmonview::io", "%1: unreadable section header string table: %2"),
            name, elf_errmsg(-1)};

    // "34 (.symtab)", as the messages name a section.
    auto label = [&](size_t index) {
        std::string text = std::to_string(index);
        GElf_Shdr h;
        Elf_Scn *scn = index < sectionCount ? elf_getscn(handle.elf, index) : nullptr;
        const char *n = scn && gelf_getshdr(scn, &h) ? elf_strptr(handle.elf, shstrndx, h.sh_name)
                                                      : nullptr;
        if (n && *n)
            text += std::string(" (") + n + ")";
        return text;
    };
    auto entrySizeOf = [&](uint32_t type) -> size_t {
        switch (type) {
        case SHT_SYMTAB:
        case SHT_DYNSYM:
            return gelf_fsize(handle.elf, ELF_T_SYM, 1, EV_CURRENT);
        case SHT_REL:
            return gelf_fsize(handle.elf, ELF_T_REL, 1, EV_CURRENT);
        case SHT_RELA:
            return gelf_fsize(handle.elf, ELF_T_RELA, 1, EV_CURRENT);
        default:
            return 0;
        }
    };

    Elf_Scn *symtabScn = nullptr;
    GElf_Shdr symtabShdr{};
    for (Elf_Scn *scn = elf_nextscn(handle.elf, nullptr); scn; scn = elf_nextscn(handle.elf, scn)) {
        GElf_Shdr shdr;
        if (!gelf_getshdr(scn, &shdr))
            return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: unreadable section header: %2"),
                         name, elf_errmsg(-1)};
        ElfSection section;
        const char *sectionName = elf_strptr(handle.elf, shstrndx, shdr.sh_name);
        // Without names the DWARF sections cannot be checked before libdwarf
        // (which reads names more leniently) sees them; refuse the file.
        if (!sectionName && elf_ndxscn(scn) != 0)
            return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                          "%1: the name of section %2 is unreadable (corrupt "
                                          "section-name table)"),
                         name, elf_ndxscn(scn)};
        const size_t index = elf_ndxscn(scn);
        // Solaris writes SHN_BEFORE and SHN_AFTER in sh_link of ordered
        // sections; binutils accepts them, so do we.
        if (shdr.sh_link >= sectionCount && shdr.sh_link != SHN_BEFORE &&
            shdr.sh_link != SHN_AFTER)
            return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                          "%1: section %2 links to section %3, but the file has "
                                          "%4 sections (the file is damaged)"),
                         name, label(index), shdr.sh_link, sectionCount};
        if ((shdr.sh_type == SHT_REL || shdr.sh_type == SHT_RELA ||
             (shdr.sh_flags & SHF_INFO_LINK)) &&
            shdr.sh_info >= sectionCount)
            return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                          "%1: section %2 applies to section %3, but the file has "
                                          "%4 sections (the file is damaged)"),
                         name, label(index), shdr.sh_info, sectionCount};
        if (const size_t entrySize = entrySizeOf(shdr.sh_type);
            entrySize && shdr.sh_entsize != entrySize)
            return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                          "%1: section %2 holds entries of %3 bytes where ELF's "
                                          "are %4 (the file is damaged)"),
                         name, label(index), shdr.sh_entsize, entrySize};
        section.name = sectionName ? sectionName : "";
        section.index = static_cast<uint32_t>(index);
        section.type = shdr.sh_type;
        section.flags = shdr.sh_flags;
        section.address = shdr.sh_addr;
        section.size = shdr.sh_size;
        section.fileOffset = shdr.sh_offset;
        image->m_sections.push_back(std::move(section));
        if (shdr.sh_type == SHT_SYMTAB && !symtabScn) {
            symtabScn = scn;
            symtabShdr = shdr;
        }
    }

    if (!symtabScn)
        return Error{
            GMONVIEW_TR_NOOP("gmonview::io", "%1: has no symbol table (.symtab); was it stripped?"),
            name};
    const size_t symtabIndex = elf_ndxscn(symtabScn);
    const size_t entrySize = gelf_fsize(handle.elf, ELF_T_SYM, 1, EV_CURRENT);
    if (symtabShdr.sh_size % entrySize != 0)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: section %2 is %3 bytes, not a whole number of %4-byte "
                                      "symbols (the file is damaged)"),
                     name, label(symtabIndex), symtabShdr.sh_size, entrySize};
    if (symtabShdr.sh_info > symtabShdr.sh_size / entrySize)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: section %2 says its first global symbol is number %3, "
                                      "but it holds %4 (the file is damaged)"),
                     name, label(symtabIndex), symtabShdr.sh_info,
                     symtabShdr.sh_size / entrySize};

    Elf_Scn *strScn = elf_getscn(handle.elf, symtabShdr.sh_link);
    GElf_Shdr strShdr{};
    if (strScn && gelf_getshdr(strScn, &strShdr) && strShdr.sh_type != SHT_STRTAB)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: the names of section %2 are said to be in section %3, "
                                      "which is not a string table (the file is damaged)"),
                     name, label(symtabIndex), label(symtabShdr.sh_link)};
    Elf_Data *strData = strScn ? elf_rawdata(strScn, nullptr) : nullptr;
    if (!strData || !strData->d_buf)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: symbol table at offset %2 has no readable string table"),
                     name, hexString(symtabShdr.sh_offset)};
    // The raw string table lies inside our own bytes (elf_memory does not copy).
    const auto *strBegin = static_cast<const std::byte *>(strData->d_buf);
    image->m_symbolStrings = std::span<const std::byte>(strBegin, strData->d_size);
    if (strData->d_size > 0 && strBegin[strData->d_size - 1] != std::byte{0})
        image->m_warnings.emplace_back(GMONVIEW_TR_NOOP("gmonview::io",
                                                        "%1: string table %2 does not end in a "
                                                        "NUL byte, so its last name may be cut "
                                                        "short (the file is damaged)"),
                                       name, label(symtabShdr.sh_link));

    Elf_Data *symData = elf_getdata(symtabScn, nullptr);
    if (!symData)
        return Error{
            GMONVIEW_TR_NOOP("gmonview::io", "%1: unreadable symbol table at offset %2: %3"), name,
            hexString(symtabShdr.sh_offset), elf_errmsg(-1)};
    // Where a section index does not fit in 16 bits (more than 65,279
    // sections), the symbol says SHN_XINDEX and this section holds it.
    Elf_Data *extendedIndices = nullptr;
    for (Elf_Scn *scn = elf_nextscn(handle.elf, nullptr); scn; scn = elf_nextscn(handle.elf, scn)) {
        GElf_Shdr shdr;
        if (gelf_getshdr(scn, &shdr) && shdr.sh_type == SHT_SYMTAB_SHNDX &&
            shdr.sh_link == symtabIndex) {
            extendedIndices = elf_getdata(scn, nullptr);
            if (!extendedIndices)
                return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                              "%1: unreadable extended section indices in "
                                              "section %2: %3"),
                             name, label(elf_ndxscn(scn)), elf_errmsg(-1)};
            break;
        }
    }

    // Damage that binutils reads past (with gprof's result), told once per
    // kind with the first symbol it was found in and how many share it.
    struct Damage
    {
        size_t count = 0;
        std::optional<Message> first;
    };
    Damage badNames, badSections, outsideSections;
    auto note = [](Damage &d, auto &&makeMessage) {
        if (d.count++ == 0)
            d.first = makeMessage();
    };

    const size_t count = symData->d_size / entrySize;
    image->m_symbols.reserve(count);
    for (size_t i = 1; i < count; ++i) { // entry 0 is the null symbol
        GElf_Sym sym;
        Elf32_Word extendedIndex = 0;
        if (!gelf_getsymshndx(symData, extendedIndices, static_cast<int>(i), &sym,
                              &extendedIndex))
            return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: unreadable symbol %2 in %3"), name,
                         i, label(symtabIndex)};
        ElfSymbol symbol;
        symbol.nameOffset = sym.st_name;
        if (sym.st_name < image->m_symbolStrings.size()) {
            const char *s = reinterpret_cast<const char *>(strBegin) + sym.st_name;
            symbol.name = std::string_view(s, strnlen(s, strData->d_size - sym.st_name));
        } else {
            // What gprof calls such a symbol, so that the report stays its.
            symbol.name = "(null)";
            note(badNames, [&] {
                return Message(GMONVIEW_TR_NOOP("gmonview::io",
                                                "symbol %1 in section %2 names its name at "
                                                "offset %3 of string table %4, which is %5 bytes "
                                                "long; it is called \"(null)\", as gprof calls it"),
                               i, label(symtabIndex), sym.st_name, label(symtabShdr.sh_link),
                               strData->d_size);
            });
        }
        symbol.value = sym.st_value;
        symbol.size = sym.st_size;
        symbol.bind = GELF_ST_BIND(sym.st_info);
        symbol.type = GELF_ST_TYPE(sym.st_info);
        symbol.sectionIndex = sym.st_shndx;
        symbol.reservedIndex = sym.st_shndx >= SHN_LORESERVE && sym.st_shndx != SHN_XINDEX;
        if (sym.st_shndx == SHN_XINDEX) {
            if (!extendedIndices)
                return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                              "%1: symbol %2 (%3) in section %4 keeps its "
                                              "section's index in an SHT_SYMTAB_SHNDX section, "
                                              "but the file has none (the file is damaged)"),
                             name, i, std::string(symbol.name), label(symtabIndex)};
            symbol.sectionIndex = extendedIndex;
        }
        const bool inSection = symbol.sectionIndex != SHN_UNDEF && !symbol.reservedIndex;
        if (inSection && symbol.sectionIndex >= sectionCount) {
            note(badSections, [&] {
                return Message(GMONVIEW_TR_NOOP("gmonview::io",
                                                "symbol %1 (%2) in section %3 belongs to section "
                                                "%4, but the file has %5 sections"),
                               i, std::string(symbol.name), label(symtabIndex),
                               symbol.sectionIndex, sectionCount);
            });
        } else if (inSection && symbol.type == STT_FUNC) {
            const ElfSection &home = image->m_sections[symbol.sectionIndex - 1];
            const uint64_t at = symbol.value & (image->m_machine == EM_ARM ? ~uint64_t(1) : ~0ull);
            if (home.type != SHT_NOBITS && (at < home.address || at - home.address > home.size))
                note(outsideSections, [&] {
                    return Message(GMONVIEW_TR_NOOP("gmonview::io",
                                                    "function %1 lies at %2, outside its section "
                                                    "%3 (%4-%5)"),
                                   std::string(symbol.name), hexString(at),
                                   label(symbol.sectionIndex), hexString(home.address),
                                   hexString(home.address + home.size));
                });
        }
        if (image->m_machine == EM_ARM && symbol.type == STT_FUNC && (symbol.value & 1)) {
            symbol.value &= ~uint64_t(1);
            symbol.thumb = true;
        }
        symbol.targetSpecial = isMappingSymbol(image->m_machine, symbol.name);
        image->m_symbols.push_back(symbol);
    }
    for (Damage *d : {&badNames, &badSections, &outsideSections}) {
        if (d->count == 1)
            image->m_warnings.emplace_back(
                GMONVIEW_TR_NOOP("gmonview::io", "%1: %2 (the file is damaged)"), name, *d->first);
        else if (d->count > 1)
            image->m_warnings.push_back(Message::counted(
                GMONVIEW_TR_N_NOOP("gmonview::io",
                                   "%1: %2, and so do %n other symbol(s) (the file is damaged)"),
                static_cast<long long>(d->count - 1), name, *d->first));
    }
    if (image->m_symbols.empty())
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: symbol table (.symtab) is empty"), name};

    return std::shared_ptr<const ElfImage>(std::move(image));
}

// A PE/COFF executable (MinGW-w64) in ELF's terms: sections numbered from 1
// as COFF numbers them, addresses absolute (image base included), COFF
// storage classes as bindings (external: global, static: local, weak
// external: weak) and DT_FCN as STT_FUNC, so that gprof's rules read it as
// the MinGW gprof reads it.
Result<std::shared_ptr<const ElfImage>> ElfImage::fromPe(std::shared_ptr<ElfImage> image)
{
    const std::string &name = image->m_displayName;
    auto pe = parsePe(image->m_bytes, name);
    if (!pe)
        return pe.error();
    if (pe->machine != kPeMachineAmd64 && pe->machine != kPeMachineI386)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: a PE executable for %2, which gmonview does not read "
                                      "(only x86-64 and i386)"),
                     name, pe->machineName()};
    image->m_isPe = true;
    image->m_is64 = pe->is64;
    image->m_bigEndian = false;
    image->m_machine = pe->machine == kPeMachineAmd64 ? EM_X86_64 : EM_386;
    image->m_fileType = ET_EXEC;
    image->m_imageBase = pe->imageBase;
    for (size_t i = 0; i < pe->sections.size(); ++i) {
        const PeSection &p = pe->sections[i];
        ElfSection s;
        s.name = p.name;
        s.index = uint32_t(i + 1);
        s.type = p.rawSize ? SHT_PROGBITS : SHT_NOBITS;
        s.flags = SHF_ALLOC | (p.isExecutable() ? SHF_EXECINSTR : 0);
        s.address = p.address;
        s.size = p.rawSize ? std::min(p.virtualSize, p.rawSize) : p.virtualSize;
        s.fileOffset = p.rawOffset;
        image->m_sections.push_back(std::move(s));
    }
    if (pe->symbols.empty())
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: has no symbol table (it was stripped); build it "
                                      "again without -s"),
                     name};
    // The names, NUL-separated, as an ELF string table would hold them.
    std::vector<uint32_t> offsets;
    for (const PeSymbol &p : pe->symbols) {
        offsets.push_back(uint32_t(image->m_ownedStrings.size()));
        for (char c : p.name)
            image->m_ownedStrings.push_back(std::byte(c));
        image->m_ownedStrings.push_back(std::byte{0});
    }
    image->m_symbolStrings = image->m_ownedStrings;
    const char *strings = reinterpret_cast<const char *>(image->m_ownedStrings.data());
    for (size_t i = 0; i < pe->symbols.size(); ++i) {
        const PeSymbol &p = pe->symbols[i];
        if (p.sectionNumber == -2)
            continue; // a debugging symbol
        ElfSymbol symbol;
        symbol.nameOffset = offsets[i];
        symbol.name = std::string_view(strings + offsets[i], p.name.size());
        symbol.value = pe->addressOf(p);
        symbol.sectionIndex = p.sectionNumber > 0    ? uint16_t(p.sectionNumber)
                              : p.sectionNumber == 0 ? uint16_t(SHN_UNDEF)
                                                     : uint16_t(SHN_ABS);
        symbol.reservedIndex = p.sectionNumber < 0;
        switch (p.storageClass) {
        case kPeSymbolClassExternal:
            symbol.bind = STB_GLOBAL;
            break;
        case 105: // IMAGE_SYM_CLASS_WEAK_EXTERNAL
            symbol.bind = STB_WEAK;
            break;
        default:
            symbol.bind = STB_LOCAL;
        }
        const PeSection *section = pe->sectionOf(p);
        if (p.storageClass == 103) // IMAGE_SYM_CLASS_FILE
            symbol.type = STT_FILE;
        else if (p.storageClass == kPeSymbolClassStatic && section && p.name == section->name &&
                 p.value == 0 && !p.isFunction())
            symbol.type = STT_SECTION;
        else
            symbol.type = p.isFunction() ? STT_FUNC : STT_NOTYPE;
        image->m_symbols.push_back(symbol);
    }
    return std::shared_ptr<const ElfImage>(std::move(image));
}

const ElfSection *ElfImage::sectionByIndex(uint32_t index) const
{
    // Sections are kept in the order of their indices, from 1.
    if (index >= 1 && index <= m_sections.size() && m_sections[index - 1].index == index)
        return &m_sections[index - 1];
    for (const auto &s : m_sections)
        if (s.index == index)
            return &s;
    return nullptr;
}

const ElfSection *ElfImage::sectionByName(std::string_view name) const
{
    for (const auto &s : m_sections)
        if (s.name == name)
            return &s;
    return nullptr;
}

std::span<const std::byte> ElfImage::sectionBytes(const ElfSection &section) const
{
    if (section.type == SHT_NOBITS || section.fileOffset > m_bytes.size() ||
        section.size > m_bytes.size() - section.fileOffset)
        return {};
    return std::span<const std::byte>(m_bytes).subspan(section.fileOffset, section.size);
}

std::string ElfImage::machineName() const
{
    switch (m_machine) {
    case EM_X86_64:
        return "x86-64";
    case EM_386:
        return "i386";
    case EM_AARCH64:
        return "aarch64";
    case EM_ARM:
        return "arm";
    case EM_RISCV:
        return "riscv";
    case EM_PPC:
        return "powerpc";
    case EM_PPC64:
        return "powerpc64";
    case EM_MIPS:
        return "mips";
    case EM_S390:
        return "s390";
    case EM_SPARC:
        return "sparc";
    case EM_SPARCV9:
        return "sparc64";
    default:
        return "machine " + std::to_string(m_machine);
    }
}

} // namespace gmonview
