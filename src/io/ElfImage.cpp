// SPDX-License-Identifier: MIT
#include "io/ElfImage.h"

#include "io/ElfSymbolTable.h"
#include "io/FileBytes.h"
#include "io/Hex.h"
#include "io/PeImage.h"

#include <cstdio>
#include <cstring>
#include <gelf.h>
#include <libelf.h>
#include <optional>

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

// The size ELF gives an entry of a section of TYPE; 0 for sections that do
// not hold entries of one size.
size_t entrySizeOf(Elf *elf, uint32_t type)
{
    switch (type) {
    case SHT_SYMTAB:
    case SHT_DYNSYM:
        return gelf_fsize(elf, ELF_T_SYM, 1, EV_CURRENT);
    case SHT_REL:
        return gelf_fsize(elf, ELF_T_REL, 1, EV_CURRENT);
    case SHT_RELA:
        return gelf_fsize(elf, ELF_T_RELA, 1, EV_CURRENT);
    default:
        return 0;
    }
}

// The ELF header: a class ELF knows and the type of a linked program.
Result<GElf_Ehdr> readHeader(Elf *elf, const std::string &name)
{
    GElf_Ehdr ehdr;
    if (!gelf_getehdr(elf, &ehdr))
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: unreadable ELF header: %2"), name,
                     elf_errmsg(-1)};
    const int elfClass = gelf_getclass(elf);
    if (elfClass != ELFCLASS32 && elfClass != ELFCLASS64)
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: unknown ELF class %2"), name, elfClass};
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
    return ehdr;
}

// The file's structure as binutils checks it before gprof reads a symbol
// (gprof says "not in executable format" where it fails): what passes here
// can be read one way only. Counts FILE's sections and finds the table of
// their names.
std::optional<Error> readStructure(const GElf_Ehdr &ehdr, uint64_t fileSize, ElfFile &file)
{
    const std::string &name = file.name;
    size_t sectionCount = 0;
    if (elf_getshdrnum(file.elf, &sectionCount) != 0)
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: unreadable section count: %2"), name,
                     elf_errmsg(-1)};
    if (sectionCount > 0 && ehdr.e_shentsize != gelf_fsize(file.elf, ELF_T_SHDR, 1, EV_CURRENT))
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: its section headers are %2 bytes each where ELF's are "
                                      "%3 (the file is damaged)"),
                     name, ehdr.e_shentsize, gelf_fsize(file.elf, ELF_T_SHDR, 1, EV_CURRENT)};
    // Program headers as binutils reads them: e_phnum entries of ELF's size
    // from e_phoff (more than 65,534 are counted in section 0).
    size_t programHeaderCount = ehdr.e_phnum;
    if (ehdr.e_phnum == PN_XNUM && elf_getphdrnum(file.elf, &programHeaderCount) != 0)
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: unreadable program header count: %2"),
                     name, elf_errmsg(-1)};
    if (const size_t size = gelf_fsize(file.elf, ELF_T_PHDR, 1, EV_CURRENT);
        programHeaderCount > 0 &&
        (ehdr.e_phoff > fileSize || programHeaderCount > (fileSize - ehdr.e_phoff) / size))
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: its %2 program headers at offset %3 run past the end of "
                                      "the file (%4 bytes; the file is damaged)"),
                     name, programHeaderCount, hexString(ehdr.e_phoff), fileSize};

    size_t shstrndx = 0;
    if (elf_getshdrstrndx(file.elf, &shstrndx) != 0)
        return Error{
            GMONVIEW_TR_NOOP("gmonview::io", "%1: unreadable section header string table: %2"),
            name, elf_errmsg(-1)};
    file.sectionCount = sectionCount;
    file.shstrndx = shstrndx;
    return std::nullopt;
}

// A section header's links to other sections and the size of its entries,
// checked as binutils checks them.
std::optional<Error> checkSectionHeader(const ElfFile &file, size_t index, const GElf_Shdr &shdr)
{
    const std::string &name = file.name;
    // Solaris writes SHN_BEFORE and SHN_AFTER in sh_link of ordered
    // sections; binutils accepts them, so do we.
    if (shdr.sh_link >= file.sectionCount && shdr.sh_link != SHN_BEFORE &&
        shdr.sh_link != SHN_AFTER)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: section %2 links to section %3, but the file has "
                                      "%4 sections (the file is damaged)"),
                     name, file.label(index), shdr.sh_link, file.sectionCount};
    if ((shdr.sh_type == SHT_REL || shdr.sh_type == SHT_RELA || (shdr.sh_flags & SHF_INFO_LINK)) &&
        shdr.sh_info >= file.sectionCount)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: section %2 applies to section %3, but the file has "
                                      "%4 sections (the file is damaged)"),
                     name, file.label(index), shdr.sh_info, file.sectionCount};
    if (const size_t entrySize = entrySizeOf(file.elf, shdr.sh_type);
        entrySize && shdr.sh_entsize != entrySize)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: section %2 holds entries of %3 bytes where ELF's "
                                      "are %4 (the file is damaged)"),
                     name, file.label(index), shdr.sh_entsize, entrySize};
    return std::nullopt;
}

// The sections in the order of their indices, and the first symbol table.
struct SectionTable
{
    std::vector<ElfSection> sections;
    Elf_Scn *symtab = nullptr;
    GElf_Shdr symtabHeader{};
};

Result<SectionTable> readSections(const ElfFile &file)
{
    SectionTable table;
    for (Elf_Scn *scn = elf_nextscn(file.elf, nullptr); scn; scn = elf_nextscn(file.elf, scn)) {
        GElf_Shdr shdr;
        if (!gelf_getshdr(scn, &shdr))
            return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: unreadable section header: %2"),
                         file.name, elf_errmsg(-1)};
        ElfSection section;
        const char *sectionName = elf_strptr(file.elf, file.shstrndx, shdr.sh_name);
        // Without names the DWARF sections cannot be checked before libdwarf
        // (which reads names more leniently) sees them; refuse the file.
        if (!sectionName && elf_ndxscn(scn) != 0)
            return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                          "%1: the name of section %2 is unreadable (corrupt "
                                          "section-name table)"),
                         file.name, elf_ndxscn(scn)};
        const size_t index = elf_ndxscn(scn);
        if (auto damaged = checkSectionHeader(file, index, shdr))
            return *damaged;
        section.name = sectionName ? sectionName : "";
        section.index = static_cast<uint32_t>(index);
        section.type = shdr.sh_type;
        section.flags = shdr.sh_flags;
        section.address = shdr.sh_addr;
        section.size = shdr.sh_size;
        section.fileOffset = shdr.sh_offset;
        table.sections.push_back(std::move(section));
        if (shdr.sh_type == SHT_SYMTAB && !table.symtab) {
            table.symtab = scn;
            table.symtabHeader = shdr;
        }
    }
    return table;
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

    const auto ehdr = readHeader(handle.elf, name);
    if (!ehdr)
        return ehdr.error();
    image->m_is64 = gelf_getclass(handle.elf) == ELFCLASS64;
    image->m_bigEndian = ehdr->e_ident[EI_DATA] == ELFDATA2MSB;
    image->m_machine = ehdr->e_machine;
    image->m_fileType = ehdr->e_type;

    ElfFile file{handle.elf, name};
    if (auto damaged = readStructure(*ehdr, image->m_bytes.size(), file))
        return *damaged;
    auto sections = readSections(file);
    if (!sections)
        return sections.error();
    image->m_sections = std::move(sections->sections);
    auto symbols = readElfSymbolTable(file, sections->symtab, sections->symtabHeader,
                                      image->m_sections, image->m_machine, image->m_warnings);
    if (!symbols)
        return symbols.error();
    image->m_symbolStrings = symbols->names;
    image->m_symbols = std::move(symbols->symbols);
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
