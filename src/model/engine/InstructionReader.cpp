// SPDX-License-Identifier: MIT
#include "model/engine/InstructionReader.h"

#include "io/ElfImage.h"
#include "io/dwarf/DwarfFunctionTable.h"
#include "io/dwarf/DwarfLineTable.h"
#include "model/engine/SymbolTable.h"

#include <cinttypes>
#include <cstdio>

namespace gmonview {

bool isThumbCode(const ElfImage &elf, uint64_t address)
{
    for (const ElfSymbol &s : elf.symbols())
        if (s.value == address && s.thumb)
            return true;
    return false;
}

Result<std::unique_ptr<InstructionReader>>
InstructionReader::create(const Analysis &analysis, std::shared_ptr<const DwarfLineTable> lines,
                          std::shared_ptr<const DwarfFunctionTable> functions, AsmSyntax syntax)
{
    auto disassembler =
        Disassembler::forImage(*analysis.executable->elf, analysis.executable->path, syntax);
    if (!disassembler)
        return disassembler.error();
    std::unique_ptr<InstructionReader> reader(new InstructionReader);
    reader->m_executable = analysis.executable;
    reader->m_profile = analysis.profile;
    reader->m_sum = analysis.sum;
    reader->m_lines = std::move(lines);
    reader->m_functions = std::move(functions);
    reader->m_disassembler = std::move(*disassembler);
    reader->m_syntax = syntax;
    reader->m_callSites = analysis.sum->callSites();
    InstructionSources &sources = reader->m_sources;
    sources.disassembler = reader->m_disassembler.get();
    sources.lines = reader->m_lines && !reader->m_lines->empty() ? reader->m_lines.get() : nullptr;
    sources.functions = reader->m_functions && !reader->m_functions->functions().empty()
                            ? reader->m_functions.get()
                            : nullptr;
    sources.callSites = &reader->m_callSites;
    sources.callSlot = 2 * analysis.executable->elf->addressSize();
    return reader;
}

InstructionProfile InstructionReader::read(int symbol) const
{
    InstructionSources sources = m_sources;
    sources.thumb = isThumbCode(*m_executable->elf, m_profile->symbol(symbol).address);
    return instructionProfile(*m_profile, *m_sum, symbol, sources);
}

int InstructionReader::functionNamed(const std::string &function) const
{
    for (size_t i = 0; i < m_profile->symbols.size(); ++i) {
        const ProfileSymbol &s = m_profile->symbols[i];
        if (s.isFunction && (s.name == function || s.displayName == function))
            return int(i);
    }
    return -1;
}

int InstructionReader::functionAt(uint64_t address) const
{
    int s = m_executable->symbols->lookup(address);
    while (s > 0 && !m_profile->symbol(s).isFunction)
        --s;
    return s >= 0 && m_profile->symbol(s).isFunction ? s : -1;
}

std::string InstructionReader::text(const Instruction &instruction) const
{
    std::string text =
        instruction.mnemonic + (instruction.operands.empty() ? "" : " " + instruction.operands);
    if (!instruction.target)
        return text;
    const int s = functionAt(*instruction.target);
    if (s < 0)
        return text;
    const ProfileSymbol &to = m_profile->symbol(s);
    char offset[24] = "";
    if (*instruction.target != to.address)
        std::snprintf(offset, sizeof offset, "+0x%" PRIx64, *instruction.target - to.address);
    return text + " <" + to.displayName + offset + ">";
}

} // namespace gmonview
