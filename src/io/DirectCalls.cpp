// SPDX-License-Identifier: MIT
#include "io/DirectCalls.h"

#include "io/CallSites.h"
#include "io/Capstone.h"
#include "io/ElfImage.h"

#include <elf.h>

namespace gmonview {

Result<std::vector<DirectCall>> findDirectCalls(const ElfImage &elf, const StopRequested &stop)
{
    const auto target = capstoneTarget(elf);
    if (!target)
        return Error{
            GMONVIEW_TR_NOOP("gmonview::io", "%1: finding static calls is not supported on %2"),
            elf.displayName(), elf.machineName()};
    const cs_arch arch = cs_arch(target->arch);
    const cs_mode mode = cs_mode(target->mode);
    const ElfSection *text = elf.textSection();
    if (!text)
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: has no .text section"),
                     elf.displayName()};
    const auto bytes = elf.sectionBytes(*text);

    const capstone::Api *cs = capstone::api();
    if (!cs)
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: capstone cannot be loaded: %2"),
                     elf.displayName(), capstone::loadError()};
    csh handle;
    if (cs->open(arch, mode, &handle) != CS_ERR_OK)
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: capstone cannot decode %2"),
                     elf.displayName(), elf.machineName()};
    cs->option(handle, CS_OPT_DETAIL, CS_OPT_ON);
    cs->option(handle, CS_OPT_SKIPDATA, CS_OPT_ON); // step over bytes that do not decode
    cs_insn *insn = cs->malloc(handle);
    std::vector<DirectCall> calls;
    const uint8_t *code = reinterpret_cast<const uint8_t *>(bytes.data());
    size_t size = bytes.size();
    uint64_t address = text->address;
    StopCheck stopped(stop);
    while (!stopped() && cs->disasmIter(handle, &code, &size, &address, insn)) {
        if (!insn->detail)
            continue;
        if (arch == CS_ARCH_X86 && insn->id == X86_INS_CALL) {
            const cs_x86 &x86 = insn->detail->x86;
            if (x86.op_count == 1 && x86.operands[0].type == X86_OP_IMM)
                calls.push_back({insn->address, uint64_t(x86.operands[0].imm)});
        } else if (arch == CS_ARCH_ARM64 && insn->id == ARM64_INS_BL) {
            const cs_arm64 &a64 = insn->detail->arm64;
            if (a64.op_count == 1 && a64.operands[0].type == ARM64_OP_IMM)
                calls.push_back({insn->address, uint64_t(a64.operands[0].imm)});
        }
    }
    cs->free(insn, 1);
    cs->close(&handle);
    return calls;
}

} // namespace gmonview
