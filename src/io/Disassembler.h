// SPDX-License-Identifier: MIT
#pragma once

#include "io/Result.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gmonview {

class ElfImage;

// One machine instruction as capstone decodes it.
struct Instruction
{
    enum class Flow : uint8_t
    {
        Next,
        Call,
        Jump,
        Return
    };
    uint64_t address = 0;
    uint32_t size = 0;
    std::string mnemonic;
    std::string operands;
    Flow flow = Flow::Next;
    std::optional<uint64_t> target; // a direct call's or jump's destination
    // Bytes capstone could not decode (data in the code, or code of another
    // build): one byte, shown as `.byte`.
    bool undecoded = false;
};

enum class AsmSyntax
{
    Intel,
    Att
};

// An executable's code as instructions, through capstone: x86-64 and i386
// (Intel or AT&T syntax), AArch64, and ARM in both its instruction sets.
class Disassembler
{
public:
    // An error naming the file and its machine where capstone cannot decode
    // it (another architecture, or capstone not installed).
    static Result<std::unique_ptr<Disassembler>>
    forImage(const ElfImage &elf, const std::string &path, AsmSyntax syntax = AsmSyntax::Intel);
    ~Disassembler();
    Disassembler(const Disassembler &) = delete;
    Disassembler &operator=(const Disassembler &) = delete;

    // The instructions from LOW up to HIGH (exclusive), as far as the
    // executable sections hold bytes there: each byte capstone cannot
    // decode is an undecoded instruction of its own, and decoding goes on
    // after it. THUMB: ARM's Thumb instruction set (ElfSymbol::thumb).
    std::vector<Instruction> decode(uint64_t low, uint64_t high, bool thumb = false) const;
    // Whether AsmSyntax chooses anything: x86 only.
    bool hasSyntaxChoice() const;

private:
    Disassembler(const ElfImage &elf, size_t handle, size_t thumbHandle, int arch);

    const ElfImage &m_elf;
    int m_arch;           // capstone's cs_arch
    size_t m_handle;      // capstone's csh
    size_t m_thumbHandle; // ARM's Thumb decoder, or the same as m_handle
};

} // namespace gmonview
