// SPDX-License-Identifier: MIT
#pragma once

#include "io/Disassembler.h"
#include "io/Result.h"
#include "model/engine/InstructionProfile.h"
#include "model/engine/ProfilePipeline.h"

#include <memory>
#include <string>
#include <vector>

namespace gmonview {

// One analysis's functions read at the instruction level, one function at a
// time as a pane asks: the disassembler is made once, the call sites sorted
// once, and the program's DWARF (when read) gives lines and inline chains.
class InstructionReader
{
public:
    // ANALYSIS: the runs summed over the program at function level (its
    // profile, sum and executable). LINES and FUNCTIONS: the program's
    // DWARF tables, or null (the rows then have no lines, or no inline
    // chains). An error names the file when capstone cannot decode its
    // machine.
    static Result<std::unique_ptr<InstructionReader>>
    create(const Analysis &analysis, std::shared_ptr<const DwarfLineTable> lines,
           std::shared_ptr<const DwarfFunctionTable> functions,
           AsmSyntax syntax = AsmSyntax::Intel);

    InstructionProfile read(int symbol) const;

    const ProfileResult &profile() const { return *m_profile; }
    AsmSyntax syntax() const { return m_syntax; }
    bool hasSyntaxChoice() const { return m_disassembler->hasSyntaxChoice(); } // x86
    bool hasLines() const { return m_sources.lines != nullptr; }
    bool hasInlined() const { return m_sources.functions != nullptr; }
    // The function named FUNCTION (raw or demangled), -1 if none.
    int functionNamed(const std::string &function) const;
    // The function of the profile whose code holds ADDRESS, or -1.
    int functionAt(uint64_t address) const;
    // INSTRUCTION as text, its direct target named "<function+0xoff>".
    std::string text(const Instruction &instruction) const;

private:
    InstructionReader() = default;

    std::shared_ptr<const Executable> m_executable;
    std::shared_ptr<const DwarfLineTable> m_lines;
    std::shared_ptr<const DwarfFunctionTable> m_functions;
    std::shared_ptr<const ProfileResult> m_profile;
    std::shared_ptr<const RunSum> m_sum;
    std::unique_ptr<Disassembler> m_disassembler;
    std::vector<RunSum::CallSite> m_callSites;
    InstructionSources m_sources;
    AsmSyntax m_syntax = AsmSyntax::Intel;
};

// Whether the ELF symbol at ADDRESS is ARM Thumb code.
bool isThumbCode(const ElfImage &elf, uint64_t address);

} // namespace gmonview
