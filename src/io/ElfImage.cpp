#include "ElfImage.h"

#include "Hex.h"

#include "FileBytes.h"
#include "PeImage.h"

#include <cstdio>
#include <cstring>
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

Result<std::shared_ptr<const ElfImage>> ElfImage::fromFile(const std::string &path)
{
    // Large programs with debug information run to a few GiB; anything
    // larger is not an executable worth reading into memory.
    constexpr uint64_t maxExecutableSize = uint64_t(8) << 30;
    auto bytes = readFileBytes(path, maxExecutableSize);
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

    size_t shstrndx = 0;
    if (elf_getshdrstrndx(handle.elf, &shstrndx) != 0)
        return Error{
            GMONVIEW_TR_NOOP("gmonview::io", "%1: unreadable section header string table: %2"),
            name, elf_errmsg(-1)};

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
        section.name = sectionName ? sectionName : "";
        section.index = static_cast<uint32_t>(elf_ndxscn(scn));
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

    Elf_Scn *strScn = elf_getscn(handle.elf, symtabShdr.sh_link);
    Elf_Data *strData = strScn ? elf_rawdata(strScn, nullptr) : nullptr;
    if (!strData || !strData->d_buf)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: symbol table at offset %2 has no readable string table"),
                     name, hexString(symtabShdr.sh_offset)};
    // The raw string table lies inside our own bytes (elf_memory does not copy).
    const auto *strBegin = static_cast<const std::byte *>(strData->d_buf);
    image->m_symbolStrings = std::span<const std::byte>(strBegin, strData->d_size);

    Elf_Data *symData = elf_getdata(symtabScn, nullptr);
    if (!symData)
        return Error{
            GMONVIEW_TR_NOOP("gmonview::io", "%1: unreadable symbol table at offset %2: %3"), name,
            hexString(symtabShdr.sh_offset), elf_errmsg(-1)};
    const size_t entrySize = gelf_fsize(handle.elf, ELF_T_SYM, 1, EV_CURRENT);
    const size_t count = entrySize ? symData->d_size / entrySize : 0;
    image->m_symbols.reserve(count);
    for (size_t i = 1; i < count; ++i) { // entry 0 is the null symbol
        GElf_Sym sym;
        if (!gelf_getsym(symData, static_cast<int>(i), &sym))
            return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: unreadable symbol %2 in .symtab"),
                         name, i};
        ElfSymbol symbol;
        symbol.nameOffset = sym.st_name;
        if (sym.st_name < image->m_symbolStrings.size()) {
            const char *s = reinterpret_cast<const char *>(strBegin) + sym.st_name;
            symbol.name = std::string_view(s, strnlen(s, strData->d_size - sym.st_name));
        }
        symbol.value = sym.st_value;
        symbol.size = sym.st_size;
        symbol.bind = GELF_ST_BIND(sym.st_info);
        symbol.type = GELF_ST_TYPE(sym.st_info);
        symbol.sectionIndex = sym.st_shndx;
        if (image->m_machine == EM_ARM && symbol.type == STT_FUNC && (symbol.value & 1)) {
            symbol.value &= ~uint64_t(1);
            symbol.thumb = true;
        }
        symbol.targetSpecial = isMappingSymbol(image->m_machine, symbol.name);
        image->m_symbols.push_back(symbol);
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
