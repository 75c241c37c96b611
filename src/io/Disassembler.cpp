// SPDX-License-Identifier: MIT
#include "io/Disassembler.h"

#include "io/Capstone.h"
#include "io/ElfImage.h"

#include <capstone/capstone.h>
#include <elf.h>

#include <algorithm>
#include <cstring>
#include <cstdio>

namespace gmonview {

namespace {

struct Mode
{
    cs_arch arch;
    cs_mode mode;
    cs_mode thumbMode; // ARM's; the same as MODE elsewhere
};

std::optional<Mode> modeOf(const ElfImage &elf)
{
    const cs_mode endian = elf.isBigEndian() ? CS_MODE_BIG_ENDIAN : CS_MODE_LITTLE_ENDIAN;
    switch (elf.machine()) {
    case EM_X86_64:
        return Mode{CS_ARCH_X86, CS_MODE_64, CS_MODE_64};
    case EM_386:
        return Mode{CS_ARCH_X86, CS_MODE_32, CS_MODE_32};
    case EM_AARCH64:
        return Mode{CS_ARCH_ARM64, endian, endian};
    case EM_ARM:
        return Mode{CS_ARCH_ARM, cs_mode(CS_MODE_ARM | endian), cs_mode(CS_MODE_THUMB | endian)};
    default:
        return std::nullopt;
    }
}

bool inGroup(const cs_insn &insn, uint8_t group)
{
    const cs_detail *d = insn.detail;
    return d &&
           std::find(d->groups, d->groups + d->groups_count, group) != d->groups + d->groups_count;
}

// A direct call's or jump's destination: its one immediate operand.
std::optional<uint64_t> directTarget(cs_arch arch, const cs_insn &insn)
{
    const cs_detail *d = insn.detail;
    if (!d)
        return std::nullopt;
    switch (arch) {
    case CS_ARCH_X86:
        if (d->x86.op_count == 1 && d->x86.operands[0].type == X86_OP_IMM)
            return uint64_t(d->x86.operands[0].imm);
        break;
    case CS_ARCH_ARM64:
        for (uint8_t i = 0; i < d->arm64.op_count; ++i)
            if (d->arm64.operands[i].type == ARM64_OP_IMM)
                return uint64_t(d->arm64.operands[i].imm);
        break;
    case CS_ARCH_ARM:
        if (d->arm.op_count == 1 && d->arm.operands[0].type == ARM_OP_IMM)
            return uint64_t(uint32_t(d->arm.operands[0].imm));
        break;
    default:
        break;
    }
    return std::nullopt;
}

Instruction::Flow flowOf(cs_arch arch, const cs_insn &insn)
{
    if (inGroup(insn, CS_GRP_CALL))
        return Instruction::Flow::Call;
    if (inGroup(insn, CS_GRP_RET))
        return Instruction::Flow::Return;
    // Capstone 4 puts AArch64's branches with link in the jump group only.
    if (arch == CS_ARCH_ARM64 && std::strncmp(insn.mnemonic, "bl", 2) == 0 &&
        (insn.mnemonic[2] == '\0' || insn.mnemonic[2] == 'r'))
        return Instruction::Flow::Call;
    if (inGroup(insn, CS_GRP_JUMP))
        return Instruction::Flow::Jump;
    return Instruction::Flow::Next;
}

} // namespace

Result<std::unique_ptr<Disassembler>>
Disassembler::forImage(const ElfImage &elf, const std::string &path, AsmSyntax syntax)
{
    const auto mode = modeOf(elf);
    if (!mode)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: its machine (%2) is not one gmonview disassembles "
                                      "(x86-64, i386, AArch64 and ARM)"),
                     path, elf.machineName()};
    const capstone::Api *cs = capstone::api();
    if (!cs)
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: cannot disassemble it: %2"), path,
                     capstone::loadError()};
    csh handle = 0, thumb = 0;
    if (cs->open(mode->arch, mode->mode, &handle) != CS_ERR_OK)
        return Error{
            GMONVIEW_TR_NOOP("gmonview::io", "%1: the capstone installed cannot decode %2 code"),
            path, elf.machineName()};
    thumb = handle;
    if (mode->thumbMode != mode->mode && cs->open(mode->arch, mode->thumbMode, &thumb) != CS_ERR_OK)
        thumb = handle;
    for (csh h : {handle, thumb}) {
        cs->option(h, CS_OPT_DETAIL, CS_OPT_ON);
        if (mode->arch == CS_ARCH_X86 && syntax == AsmSyntax::Att)
            cs->option(h, CS_OPT_SYNTAX, CS_OPT_SYNTAX_ATT);
    }
    return std::unique_ptr<Disassembler>(
        new Disassembler(elf, size_t(handle), size_t(thumb), int(mode->arch)));
}

Disassembler::Disassembler(const ElfImage &elf, size_t handle, size_t thumbHandle, int arch)
    : m_elf(elf), m_arch(arch), m_handle(handle), m_thumbHandle(thumbHandle)
{}

bool Disassembler::hasSyntaxChoice() const
{
    return m_arch == CS_ARCH_X86;
}

Disassembler::~Disassembler()
{
    const capstone::Api *cs = capstone::api();
    csh handle = m_handle, thumb = m_thumbHandle;
    if (thumb != handle)
        cs->close(&thumb);
    cs->close(&handle);
}

std::vector<Instruction> Disassembler::decode(uint64_t low, uint64_t high, bool thumb) const
{
    std::vector<Instruction> out;
    const capstone::Api *cs = capstone::api();
    const csh handle = thumb ? m_thumbHandle : m_handle;
    const cs_arch arch = cs_arch(m_arch);
    for (const ElfSection &s : m_elf.sections()) {
        if (!s.isExecutable() || high <= s.address || low >= s.address + s.size)
            continue;
        const auto bytes = m_elf.sectionBytes(s);
        const uint64_t from = std::max(low, s.address);
        const uint64_t to = std::min({high, s.address + s.size, s.address + bytes.size()});
        cs_insn *insn = cs->malloc(handle);
        uint64_t at = from;
        while (at < to) {
            const auto *code = reinterpret_cast<const uint8_t *>(bytes.data() + (at - s.address));
            size_t left = size_t(to - at);
            uint64_t address = at;
            if (cs->disasmIter(handle, &code, &left, &address, insn)) {
                Instruction i;
                i.address = insn->address;
                i.size = insn->size;
                i.mnemonic = insn->mnemonic;
                i.operands = insn->op_str;
                i.flow = flowOf(arch, *insn);
                if (i.flow == Instruction::Flow::Call || i.flow == Instruction::Flow::Jump)
                    i.target = directTarget(arch, *insn);
                out.push_back(std::move(i));
                at = address;
                continue;
            }
            Instruction i;
            i.address = at;
            i.size = 1;
            i.undecoded = true;
            i.mnemonic = ".byte";
            char hex[8];
            std::snprintf(hex, sizeof hex, "0x%02x", unsigned(*code));
            i.operands = hex;
            out.push_back(std::move(i));
            ++at;
        }
        cs->free(insn, 1);
        if (!out.empty())
            break; // the first section that holds the range
    }
    return out;
}

} // namespace gmonview
