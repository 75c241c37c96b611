// SPDX-License-Identifier: MIT
#pragma once

#include "io/ElfImage.h"
#include "io/Message.h"
#include "io/Result.h"

#include <cstddef>
#include <cstdint>
#include <gelf.h>
#include <span>
#include <string>
#include <vector>

// What ElfImage's two files share: the file as libelf opened it, and the
// reading of its symbol table once its sections are read.
namespace gmonview {

// The ELF file as libelf opened it, with what the messages need to name its
// sections.
struct ElfFile
{
    Elf *elf = nullptr;
    const std::string &name;
    size_t sectionCount = 0;
    size_t shstrndx = 0;

    // "34 (.symtab)", as the messages name a section.
    std::string label(size_t index) const;
};

// A symbol table's symbols after the null symbol, and the string table their
// names point into.
struct ElfSymbolTable
{
    // Raw, inside the image's own bytes (elf_memory does not copy).
    std::span<const std::byte> names;
    std::vector<ElfSymbol> symbols;
};

// FILE's symbol table (.symtab), the section SYMTAB with header SHDR (null
// where the file has none), checked and read as the target's binutils read
// it. SECTIONS are the file's and MACHINE its e_machine; WARNINGS gets the
// damage read past.
Result<ElfSymbolTable> readElfSymbolTable(const ElfFile &file, Elf_Scn *symtab,
                                          const GElf_Shdr &shdr,
                                          const std::vector<ElfSection> &sections, uint16_t machine,
                                          std::vector<Message> &warnings);

} // namespace gmonview
