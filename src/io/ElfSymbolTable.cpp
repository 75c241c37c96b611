// SPDX-License-Identifier: MIT
#include "io/ElfSymbolTable.h"

#include "io/Hex.h"

#include <cstring>
#include <optional>
#include <string_view>

namespace gmonview {

std::string ElfFile::label(size_t index) const
{
    std::string text = std::to_string(index);
    GElf_Shdr h;
    Elf_Scn *scn = index < sectionCount ? elf_getscn(elf, index) : nullptr;
    const char *n = scn && gelf_getshdr(scn, &h) ? elf_strptr(elf, shstrndx, h.sh_name) : nullptr;
    if (n && *n)
        text += std::string(" (") + n + ")";
    return text;
}

namespace {

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

// The symbol table (.symtab) and what reading its symbols needs.
struct SymbolTable
{
    GElf_Shdr shdr{};
    size_t index = 0;
    // Its string table, which lies inside the image's own bytes (elf_memory
    // does not copy).
    std::span<const std::byte> names;
    Elf_Data *symbols = nullptr;
    // Where a section index does not fit in 16 bits (more than 65,279
    // sections), the symbol says SHN_XINDEX and this section holds it.
    Elf_Data *extendedIndices = nullptr;
};

// That there is a symbol table, SYMTAB with header SHDR, of whole symbols,
// whose first global symbol is one it holds.
std::optional<Error> checkSymbolTable(const ElfFile &file, Elf_Scn *symtab, const GElf_Shdr &shdr)
{
    if (!symtab)
        return Error{
            GMONVIEW_TR_NOOP("gmonview::io", "%1: has no symbol table (.symtab); was it stripped?"),
            file.name};
    const size_t index = elf_ndxscn(symtab);
    const size_t entrySize = gelf_fsize(file.elf, ELF_T_SYM, 1, EV_CURRENT);
    if (shdr.sh_size % entrySize != 0)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: section %2 is %3 bytes, not a whole number of %4-byte "
                                      "symbols (the file is damaged)"),
                     file.name, file.label(index), shdr.sh_size, entrySize};
    if (shdr.sh_info > shdr.sh_size / entrySize)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: section %2 says its first global symbol is number %3, "
                                      "but it holds %4 (the file is damaged)"),
                     file.name, file.label(index), shdr.sh_info, shdr.sh_size / entrySize};
    return std::nullopt;
}

// The string table TABLE's names are in, raw; a last name cut short is
// reported in WARNINGS.
Result<std::span<const std::byte>> readSymbolNames(const ElfFile &file, const SymbolTable &table,
                                                   std::vector<Message> &warnings)
{
    Elf_Scn *strScn = elf_getscn(file.elf, table.shdr.sh_link);
    GElf_Shdr strShdr{};
    if (strScn && gelf_getshdr(strScn, &strShdr) && strShdr.sh_type != SHT_STRTAB)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: the names of section %2 are said to be in section %3, "
                                      "which is not a string table (the file is damaged)"),
                     file.name, file.label(table.index), file.label(table.shdr.sh_link)};
    Elf_Data *strData = strScn ? elf_rawdata(strScn, nullptr) : nullptr;
    if (!strData || !strData->d_buf)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: symbol table at offset %2 has no readable string table"),
                     file.name, hexString(table.shdr.sh_offset)};
    const auto *strBegin = static_cast<const std::byte *>(strData->d_buf);
    if (strData->d_size > 0 && strBegin[strData->d_size - 1] != std::byte{0})
        warnings.emplace_back(GMONVIEW_TR_NOOP("gmonview::io",
                                               "%1: string table %2 does not end in a "
                                               "NUL byte, so its last name may be cut "
                                               "short (the file is damaged)"),
                              file.name, file.label(table.shdr.sh_link));
    return std::span<const std::byte>(strBegin, strData->d_size);
}

// The section of extended section indices that belongs to TABLE, if any.
Result<Elf_Data *> readExtendedIndices(const ElfFile &file, const SymbolTable &table)
{
    for (Elf_Scn *scn = elf_nextscn(file.elf, nullptr); scn; scn = elf_nextscn(file.elf, scn)) {
        GElf_Shdr shdr;
        if (gelf_getshdr(scn, &shdr) && shdr.sh_type == SHT_SYMTAB_SHNDX &&
            shdr.sh_link == table.index) {
            Elf_Data *extendedIndices = elf_getdata(scn, nullptr);
            if (!extendedIndices)
                return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                              "%1: unreadable extended section indices in "
                                              "section %2: %3"),
                             file.name, file.label(elf_ndxscn(scn)), elf_errmsg(-1)};
            return extendedIndices;
        }
    }
    return nullptr;
}

// The symbol table SYMTAB with header SHDR, checked, with its names, its
// symbols and their extended section indices; WARNINGS gets what can be
// read past.
Result<SymbolTable> openSymbolTable(const ElfFile &file, Elf_Scn *symtab, const GElf_Shdr &shdr,
                                    std::vector<Message> &warnings)
{
    if (auto damaged = checkSymbolTable(file, symtab, shdr))
        return *damaged;
    SymbolTable table;
    table.shdr = shdr;
    table.index = elf_ndxscn(symtab);
    auto names = readSymbolNames(file, table, warnings);
    if (!names)
        return names.error();
    table.names = *names;
    table.symbols = elf_getdata(symtab, nullptr);
    if (!table.symbols)
        return Error{
            GMONVIEW_TR_NOOP("gmonview::io", "%1: unreadable symbol table at offset %2: %3"),
            file.name, hexString(table.shdr.sh_offset), elf_errmsg(-1)};
    auto extendedIndices = readExtendedIndices(file, table);
    if (!extendedIndices)
        return extendedIndices.error();
    table.extendedIndices = *extendedIndices;
    return table;
}

// Damage that binutils reads past (with gprof's result), told once per
// kind with the first symbol it was found in and how many share it.
struct Damage
{
    size_t count = 0;
    std::optional<Message> first;

    template <typename MakeMessage> void note(MakeMessage &&makeMessage)
    {
        if (count++ == 0)
            first = makeMessage();
    }
};

struct SymbolDamage
{
    Damage badNames, badSections, outsideSections;

    void report(const std::string &name, std::vector<Message> &warnings) const
    {
        for (const Damage *d : {&badNames, &badSections, &outsideSections}) {
            if (d->count == 1)
                warnings.emplace_back(
                    GMONVIEW_TR_NOOP("gmonview::io", "%1: %2 (the file is damaged)"), name,
                    *d->first);
            else if (d->count > 1)
                warnings.push_back(Message::counted(
                    GMONVIEW_TR_N_NOOP(
                        "gmonview::io",
                        "%1: %2, and so do %n other symbol(s) (the file is damaged)"),
                    static_cast<long long>(d->count - 1), name, *d->first));
        }
    }
};

// Symbol I of TABLE as it says: its name, value, size, binding, type and
// section index.
Result<ElfSymbol> readSymbol(const ElfFile &file, const SymbolTable &table, size_t i,
                             SymbolDamage &damage)
{
    GElf_Sym sym;
    Elf32_Word extendedIndex = 0;
    if (!gelf_getsymshndx(table.symbols, table.extendedIndices, static_cast<int>(i), &sym,
                          &extendedIndex))
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: unreadable symbol %2 in %3"), file.name,
                     i, file.label(table.index)};
    ElfSymbol symbol;
    symbol.nameOffset = sym.st_name;
    if (sym.st_name < table.names.size()) {
        const char *s = reinterpret_cast<const char *>(table.names.data()) + sym.st_name;
        symbol.name = std::string_view(s, strnlen(s, table.names.size() - sym.st_name));
    } else {
        // What gprof calls such a symbol, so that the report stays its.
        symbol.name = "(null)";
        damage.badNames.note([&] {
            return Message(GMONVIEW_TR_NOOP("gmonview::io",
                                            "symbol %1 in section %2 names its name at "
                                            "offset %3 of string table %4, which is %5 bytes "
                                            "long; it is called \"(null)\", as gprof calls it"),
                           i, file.label(table.index), sym.st_name, file.label(table.shdr.sh_link),
                           table.names.size());
        });
    }
    symbol.value = sym.st_value;
    symbol.size = sym.st_size;
    symbol.bind = GELF_ST_BIND(sym.st_info);
    symbol.type = GELF_ST_TYPE(sym.st_info);
    symbol.sectionIndex = sym.st_shndx;
    symbol.reservedIndex = sym.st_shndx >= SHN_LORESERVE && sym.st_shndx != SHN_XINDEX;
    if (sym.st_shndx == SHN_XINDEX) {
        if (!table.extendedIndices)
            return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                          "%1: symbol %2 (%3) in section %4 keeps its "
                                          "section's index in an SHT_SYMTAB_SHNDX section, "
                                          "but the file has none (the file is damaged)"),
                         file.name, i, std::string(symbol.name), file.label(table.index)};
        symbol.sectionIndex = extendedIndex;
    }
    return symbol;
}

// Notes in DAMAGE a symbol (number I of TABLE) in a section the file does
// not have, or a function outside its section.
void checkSymbolPlace(const ElfFile &file, const SymbolTable &table, size_t i,
                      const ElfSymbol &symbol, const std::vector<ElfSection> &sections,
                      uint16_t machine, SymbolDamage &damage)
{
    const bool inSection = symbol.sectionIndex != SHN_UNDEF && !symbol.reservedIndex;
    if (inSection && symbol.sectionIndex >= file.sectionCount) {
        damage.badSections.note([&] {
            return Message(GMONVIEW_TR_NOOP("gmonview::io",
                                            "symbol %1 (%2) in section %3 belongs to section "
                                            "%4, but the file has %5 sections"),
                           i, std::string(symbol.name), file.label(table.index),
                           symbol.sectionIndex, file.sectionCount);
        });
    } else if (inSection && symbol.type == STT_FUNC) {
        const ElfSection &home = sections[symbol.sectionIndex - 1];
        const uint64_t at = symbol.value & (machine == EM_ARM ? ~uint64_t(1) : ~0ull);
        if (home.type != SHT_NOBITS && (at < home.address || at - home.address > home.size))
            damage.outsideSections.note([&] {
                return Message(
                    GMONVIEW_TR_NOOP("gmonview::io", "function %1 lies at %2, outside its section "
                                                     "%3 (%4-%5)"),
                    std::string(symbol.name), hexString(at), file.label(symbol.sectionIndex),
                    hexString(home.address), hexString(home.address + home.size));
            });
    }
}

// The symbols of TABLE after the null symbol, as the target's binutils read
// them; WARNINGS gets the damage read past.
Result<std::vector<ElfSymbol>> readSymbols(const ElfFile &file, const SymbolTable &table,
                                           const std::vector<ElfSection> &sections,
                                           uint16_t machine, std::vector<Message> &warnings)
{
    SymbolDamage damage;
    const size_t entrySize = gelf_fsize(file.elf, ELF_T_SYM, 1, EV_CURRENT);
    const size_t count = table.symbols->d_size / entrySize;
    std::vector<ElfSymbol> symbols;
    symbols.reserve(count);
    for (size_t i = 1; i < count; ++i) { // entry 0 is the null symbol
        auto symbol = readSymbol(file, table, i, damage);
        if (!symbol)
            return symbol.error();
        checkSymbolPlace(file, table, i, *symbol, sections, machine, damage);
        if (machine == EM_ARM && symbol->type == STT_FUNC && (symbol->value & 1)) {
            symbol->value &= ~uint64_t(1);
            symbol->thumb = true;
        }
        symbol->targetSpecial = isMappingSymbol(machine, symbol->name);
        symbols.push_back(*symbol);
    }
    damage.report(file.name, warnings);
    if (symbols.empty())
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: symbol table (.symtab) is empty"),
                     file.name};
    return symbols;
}

} // namespace

Result<ElfSymbolTable> readElfSymbolTable(const ElfFile &file, Elf_Scn *symtab,
                                          const GElf_Shdr &shdr,
                                          const std::vector<ElfSection> &sections, uint16_t machine,
                                          std::vector<Message> &warnings)
{
    auto table = openSymbolTable(file, symtab, shdr, warnings);
    if (!table)
        return table.error();
    auto symbols = readSymbols(file, *table, sections, machine, warnings);
    if (!symbols)
        return symbols.error();
    return ElfSymbolTable{table->names, std::move(*symbols)};
}

} // namespace gmonview
