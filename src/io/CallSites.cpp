#include "CallSites.h"

#include "ElfImage.h"

#include <capstone/capstone.h>
#include <elf.h>

namespace gmonview {

std::optional<CapstoneTarget> capstoneTarget(const ElfImage &elf)
{
    switch (elf.machine()) {
    case EM_X86_64:
        return CapstoneTarget{CS_ARCH_X86, CS_MODE_64};
    case EM_386:
        return CapstoneTarget{CS_ARCH_X86, CS_MODE_32};
    case EM_AARCH64:
        return CapstoneTarget{CS_ARCH_ARM64,
                              elf.isBigEndian() ? int(CS_MODE_BIG_ENDIAN) : int(CS_MODE_ARM)};
    default:
        return std::nullopt;
    }
}

std::unique_ptr<CallSiteDecoder> CallSiteDecoder::forImage(const ElfImage &elf)
{
    const auto target = capstoneTarget(elf);
    csh handle;
    if (!target || cs_open(cs_arch(target->arch), cs_mode(target->mode), &handle) != CS_ERR_OK)
        return nullptr;
    cs_option(handle, CS_OPT_DETAIL, CS_OPT_ON);
    return std::unique_ptr<CallSiteDecoder>(
        new CallSiteDecoder(elf, size_t(handle), target->arch == CS_ARCH_X86));
}

CallSiteDecoder::CallSiteDecoder(const ElfImage &elf, size_t handle, bool x86)
    : m_elf(elf), m_handle(handle), m_x86(x86)
{}

CallSiteDecoder::~CallSiteDecoder()
{
    csh handle = m_handle;
    cs_close(&handle);
}

std::optional<CallSiteDecoder::Call> CallSiteDecoder::callEndingAt(uint64_t returnAddress) const
{
    if (auto known = m_known.find(returnAddress); known != m_known.end())
        return known->second;
    return m_known[returnAddress] = decodeCallEndingAt(returnAddress);
}

std::optional<CallSiteDecoder::Call>
CallSiteDecoder::decodeCallEndingAt(uint64_t returnAddress) const
{
    const ElfSection *section = nullptr;
    for (const ElfSection &s : m_elf.sections())
        if (s.isExecutable() && returnAddress > s.address && returnAddress <= s.address + s.size)
            section = &s;
    if (!section)
        return std::nullopt;
    const auto bytes = m_elf.sectionBytes(*section);
    const uint64_t end = returnAddress - section->address;
    if (end > bytes.size())
        return std::nullopt;
    // x86 calls are 2 to 8 bytes long (a REX prefix and a SIB with a 32-bit
    // displacement at most); try each length that would end at the address.
    // AArch64's BL and BLR are 4.
    const uint64_t shortest = m_x86 ? 2 : 4, longest = m_x86 ? 8 : 4;
    for (uint64_t length = shortest; length <= longest && length <= end; ++length) {
        const uint8_t *code = reinterpret_cast<const uint8_t *>(bytes.data()) + (end - length);
        cs_insn *insn = nullptr;
        const size_t n = cs_disasm(m_handle, code, length, returnAddress - length, 1, &insn);
        std::optional<Call> found;
        if (n == 1 && insn->size == length && insn->detail) {
            if (m_x86 && insn->id == X86_INS_CALL) {
                found = Call{};
                const cs_x86 &x86 = insn->detail->x86;
                if (x86.op_count == 1 && x86.operands[0].type == X86_OP_IMM)
                    found->target = uint64_t(x86.operands[0].imm);
            } else if (!m_x86 && (insn->id == ARM64_INS_BL || insn->id == ARM64_INS_BLR)) {
                found = Call{};
                const cs_arm64 &a64 = insn->detail->arm64;
                if (insn->id == ARM64_INS_BL && a64.op_count == 1 &&
                    a64.operands[0].type == ARM64_OP_IMM)
                    found->target = uint64_t(a64.operands[0].imm);
            }
        }
        if (n)
            cs_free(insn, n);
        if (found)
            return found;
    }
    return std::nullopt;
}

} // namespace gmonview
