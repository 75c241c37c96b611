// SPDX-License-Identifier: MIT
#include "io/CallSites.h"

#include "io/ByteCursor.h"
#include "io/Capstone.h"
#include "io/ElfImage.h"

#include <algorithm>
#include <cstring>
#include <elf.h>
#include <iterator>
#include <string_view>
#include <utility>

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

namespace {

// A capstone handle for ELF's code, with each instruction's details, and
// the target it decodes; none for a machine we do not decode, or when
// capstone cannot be loaded.
std::optional<std::pair<csh, CapstoneTarget>> openDecoder(const ElfImage &elf)
{
    const auto target = capstoneTarget(elf);
    const capstone::Api *cs = capstone::api();
    csh handle;
    if (!target || !cs ||
        cs->open(cs_arch(target->arch), cs_mode(target->mode), &handle) != CS_ERR_OK)
        return std::nullopt;
    cs->option(handle, CS_OPT_DETAIL, CS_OPT_ON);
    return std::pair{handle, *target};
}

} // namespace

std::unique_ptr<CallSiteDecoder> CallSiteDecoder::forImage(const ElfImage &elf, Decoding decoding)
{
    const auto opened = openDecoder(elf);
    if (!opened)
        return nullptr; // nothing decoded
    const auto &[handle, target] = *opened;
    return std::unique_ptr<CallSiteDecoder>(new CallSiteDecoder(
        elf, size_t(handle), target.arch == CS_ARCH_X86, decoding == Decoding::Fast));
}

CallSiteDecoder::CallSiteDecoder(const ElfImage &elf, size_t handle, bool x86, bool fast)
    : m_elf(elf), m_handle(handle), m_x86(x86), m_fast(fast)
{
    m_x86_64 = x86 && elf.machine() == EM_X86_64;
    // Only little-endian code is read by hand: AArch64's big-endian images
    // go to capstone, as they did.
    m_fast = m_fast && !elf.isBigEndian();
    for (const ElfSection &s : elf.sections())
        if (s.isExecutable())
            m_code.push_back({s.address, s.size, elf.sectionBytes(s)});
    for (size_t i = 0; i < m_code.size(); ++i)
        for (size_t j = i + 1; j < m_code.size(); ++j)
            m_overlapping =
                m_overlapping || (m_code[i].address < m_code[j].address + m_code[j].size &&
                                  m_code[j].address < m_code[i].address + m_code[i].size);
}

CallSiteDecoder::~CallSiteDecoder()
{
    csh handle = m_handle;
    capstone::api()->close(&handle);
}

const CallSiteDecoder::Code *CallSiteDecoder::codeEndingAt(uint64_t returnAddress,
                                                           uint64_t &end) const
{
    // The last executable section that holds the address (they may overlap
    // in a damaged file).
    const Code *section = nullptr;
    for (const Code &c : m_code)
        if (returnAddress > c.address && returnAddress - c.address <= c.size)
            section = &c;
    if (!section)
        return nullptr;
    end = returnAddress - section->address;
    return end > section->bytes.size() ? nullptr : section;
}

bool CallSiteDecoder::anyCallEndingIn(uint64_t first, uint64_t count,
                                      const std::function<bool(const Call &)> &accept) const
{
    constexpr uint64_t kMost = 64;
    uint64_t end = 0;
    const Code *section = codeEndingAt(first, end);
    // Only a range in one section, which no other overlaps (as in every
    // file not damaged), is read here; any other asks address by address.
    const bool oneSection = section && count <= kMost && !m_overlapping &&
                            end + count - 1 <= section->bytes.size() &&
                            end + count - 1 <= section->size;
    if (!oneSection) {
        for (uint64_t k = 0; k < count; ++k)
            if (const auto call = callEndingAt(first + k); call && accept(*call))
                return true;
        return false;
    }
    // Any order gives the same answer: on x86 the addresses 5 bytes after
    // an E8 (CALL rel32, most calls) are asked first, then the others,
    // each by its bytes where they tell, and capstone last.
    const auto *bytes = reinterpret_cast<const uint8_t *>(section->bytes.data());
    bool asked[kMost] = {};
    uint64_t unknown[kMost];
    size_t unknowns = 0;
    for (const bool likely : {true, false}) {
        if (likely && !(m_x86 && m_fast))
            continue;
        for (uint64_t k = 0; k < count; ++k) {
            const uint64_t at = end + k; // the call would end AT bytes into SECTION
            if (asked[k] || (likely && (at < 5 || bytes[at - 5] != 0xe8)))
                continue;
            asked[k] = true;
            if (m_fast) {
                const Quick quick = quickCallEndingAt(*section, at);
                if (quick.known) {
                    if (quick.call && accept(*quick.call))
                        return true;
                    continue;
                }
            }
            unknown[unknowns++] = first + k;
        }
    }
    for (size_t i = 0; i < unknowns; ++i)
        if (const auto call = callEndingAt(unknown[i]); call && accept(*call))
            return true;
    return false;
}

std::optional<CallSiteDecoder::Call> CallSiteDecoder::callEndingAt(uint64_t returnAddress) const
{
    uint64_t end = 0;
    const Code *section = codeEndingAt(returnAddress, end);
    if (!section)
        return std::nullopt;
    if (m_fast)
        if (const Quick quick = quickCallEndingAt(*section, end); quick.known)
            return quick.call;
    if (auto known = m_known.find(returnAddress); known != m_known.end())
        return known->second;
    return m_known[returnAddress] = decodeCallEndingAt(*section, end);
}

std::optional<CallSiteDecoder::Call> CallSiteDecoder::decodeCallEndingAt(const Code &section,
                                                                         uint64_t end) const
{
    const auto bytes = section.bytes;
    const uint64_t returnAddress = section.address + end;
    // x86 calls are 2 to 8 bytes long (a REX prefix and a SIB with a 32-bit
    // displacement at most); try each length that would end at the address.
    // AArch64's BL and BLR are 4.
    const uint64_t shortest = m_x86 ? 2 : 4, longest = m_x86 ? 8 : 4;
    for (uint64_t length = shortest; length <= longest && length <= end; ++length) {
        const uint8_t *code = reinterpret_cast<const uint8_t *>(bytes.data()) + (end - length);
        cs_insn *insn = nullptr;
        const size_t n =
            capstone::api()->disasm(m_handle, code, length, returnAddress - length, 1, &insn);
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
            capstone::api()->free(insn, n);
        if (found)
            return found;
    }
    return std::nullopt;
}

// Capstone tries the lengths that end at the address from the shortest, so
// an answer read by hand must be the one capstone would find first. x86's
// calls are E8 rel32, 66 E8 rel16 and FF /2 (after prefixes, before a
// ModRM byte whose reg field is 2 and up to 5 bytes more): where none of
// these can end at the address, no call does; anything shorter than five
// bytes is FF /2 (indirect, no target) or 66 E8 rel16, which is left to
// capstone. AArch64's calls are BL and BLR, one word each.
CallSiteDecoder::Quick CallSiteDecoder::quickCallEndingAt(const Code &code, uint64_t end) const
{
    const auto *at = reinterpret_cast<const uint8_t *>(code.bytes.data()) + end; // past the call
    const uint64_t returnAddress = code.address + end;
    if (!m_x86) {
        if (end < 4)
            return {true, std::nullopt};
        const uint32_t word = uint32_t(at[-4]) | uint32_t(at[-3]) << 8 | uint32_t(at[-2]) << 16 |
                              uint32_t(at[-1]) << 24;
        if ((word & 0xfc000000u) == 0x94000000u) { // BL imm26
            const int64_t words = int64_t(int32_t(word << 6) >> 6);
            return {true, Call{returnAddress - 4 + uint64_t(words * 4)}};
        }
        if ((word & 0xfffffc1fu) == 0xd63f0000u) // BLR Xn
            return {true, Call{}};
        return {true, std::nullopt};
    }
    const uint64_t reach = std::min<uint64_t>(end, 8); // bytes a call may take
    auto byte = [&](uint64_t back) { return at[-int64_t(back)]; };
    bool indirect = false, shorterIndirect = false;
    for (uint64_t back = 2; back <= reach; ++back)
        if (byte(back) == 0xff && ((byte(back - 1) >> 3) & 7) == 2) {
            indirect = true;
            shorterIndirect |= back <= 4;
        }
    bool near16 = false; // E8 rel16, after a 66 prefix among others
    if (reach >= 4 && byte(3) == 0xe8)
        for (uint64_t back = 4; back <= reach; ++back)
            near16 |= byte(back) == 0x66;
    const bool near32 = reach >= 5 && byte(5) == 0xe8;
    if (!indirect && !near16 && !near32)
        return {true, std::nullopt};
    if (near16)
        return {};
    if (near32) { // CALL rel32
        if (shorterIndirect)
            return {};
        const int32_t rel = int32_t(uint32_t(at[-4]) | uint32_t(at[-3]) << 8 |
                                    uint32_t(at[-2]) << 16 | uint32_t(at[-1]) << 24);
        uint64_t target = returnAddress + uint64_t(int64_t(rel));
        if (!m_x86_64)
            target &= 0xffffffffu;
        return {true, Call{target}};
    }
    // CALL [rip + disp32] (x86-64), CALL [disp32] (i386): indirect, as any
    // shorter call found first would be.
    if (reach >= 6 && byte(6) == 0xff && byte(5) == 0x15)
        return {true, Call{}};
    return {};
}

namespace {

// The hook's names, in the order the finding prefers them: a static glibc
// defines several at one address (mcount, _mcount, __fentry__), and gcc's
// code calls mcount or _mcount unless built with -mfentry.
constexpr std::string_view kHookNames[] = {"mcount",  "_mcount",         "__mcount",
                                           ".mcount", "__gnu_mcount_nc", "__fentry__"};

// Its rank in kHookNames, or -1 when NAME is not the hook's.
int hookRank(std::string_view name)
{
    name = name.substr(0, name.find('@'));
    for (size_t i = 0; i < std::size(kHookNames); ++i)
        if (name == kHookNames[i])
            return int(i);
    return -1;
}

} // namespace

std::unique_ptr<ProfilingHook> ProfilingHook::forImage(const ElfImage &elf)
{
    const auto opened = openDecoder(elf);
    if (!opened)
        return nullptr; // nothing decoded
    const auto &[handle, target] = *opened;
    // Step over bytes that do not decode.
    capstone::api()->option(handle, CS_OPT_SKIPDATA, CS_OPT_ON);
    return std::unique_ptr<ProfilingHook>(
        new ProfilingHook(elf, size_t(handle), target.arch == CS_ARCH_X86));
}

ProfilingHook::ProfilingHook(const ElfImage &elf, size_t handle, bool x86)
    : m_elf(elf), m_handle(handle), m_x86(x86)
{
    int named = int(std::size(kHookNames)); // the rank of m_name's
    auto name = [&](std::string_view n, int rank) {
        if (rank < named) {
            m_name = std::string(n.substr(0, n.find('@')));
            named = rank;
        }
    };
    for (const ElfSymbol &s : elf.symbols()) {
        const int rank = hookRank(s.name);
        if (rank >= 0 && s.sectionIndex != SHN_UNDEF && s.value) {
            m_entries.insert(s.value);
            name(s.name, rank);
        }
    }
    if (const ElfSection *got = elf.sectionByName(".got.plt"))
        m_gotPlt = got->address;
    // The dynamic relocations that fill a GOT slot with the hook's address.
    const ElfSection *dynsym = elf.sectionByName(".dynsym");
    const ElfSection *dynstr = elf.sectionByName(".dynstr");
    if (!dynsym || !dynstr)
        return;
    const auto symbols = elf.sectionBytes(*dynsym);
    const auto strings = elf.sectionBytes(*dynstr);
    const bool wide = elf.is64Bit();
    auto symbolName = [&](uint64_t index) -> std::string_view {
        ByteCursor c(symbols, elf.isBigEndian());
        c.seek(size_t(index * (wide ? 24 : 16)));
        const uint32_t offset = c.u32();
        if (c.failed() || offset >= strings.size())
            return {};
        const char *begin = reinterpret_cast<const char *>(strings.data()) + offset;
        const auto *end = static_cast<const char *>(std::memchr(begin, 0, strings.size() - offset));
        return end ? std::string_view(begin, size_t(end - begin)) : std::string_view();
    };
    for (const ElfSection &s : elf.sections()) {
        if ((s.type != SHT_RELA && s.type != SHT_REL) || !(s.flags & SHF_ALLOC))
            continue;
        const size_t word = wide ? 8 : 4;
        const size_t entry = (s.type == SHT_RELA ? 3 : 2) * word;
        ByteCursor c(elf.sectionBytes(s), elf.isBigEndian());
        while (c.remaining() >= entry) {
            const uint64_t offset = c.readUnsigned(word);
            const uint64_t info = c.readUnsigned(word);
            if (s.type == SHT_RELA)
                c.readUnsigned(word);
            const std::string_view symbol = symbolName(wide ? info >> 32 : info >> 8);
            if (const int rank = hookRank(symbol); rank >= 0) {
                m_slots.insert(offset);
                name(symbol, rank);
            }
        }
    }
}

ProfilingHook::~ProfilingHook()
{
    csh handle = m_handle;
    capstone::api()->close(&handle);
}

std::optional<uint64_t> ProfilingHook::slotRead(const void *instruction) const
{
    const auto *insn = static_cast<const cs_insn *>(instruction);
    if (!m_x86 || !insn->detail)
        return std::nullopt;
    const cs_x86 &x86 = insn->detail->x86;
    if (x86.op_count != 1 || x86.operands[0].type != X86_OP_MEM)
        return std::nullopt;
    const x86_op_mem &m = x86.operands[0].mem;
    if (m.index != X86_REG_INVALID)
        return std::nullopt;
    const uint64_t mask = m_elf.is64Bit() ? UINT64_MAX : UINT32_MAX;
    if (m.base == X86_REG_RIP)
        return insn->address + insn->size + uint64_t(m.disp);
    if (m.base == X86_REG_INVALID)
        return uint64_t(m.disp) & mask;
    if (m.base == X86_REG_EBX && !m_elf.is64Bit() && m_gotPlt)
        return (m_gotPlt + uint64_t(m.disp)) & mask;
    return std::nullopt;
}

bool ProfilingHook::reachesHook(uint64_t target) const
{
    if (m_entries.count(target))
        return true;
    if (m_slots.empty())
        return false;
    if (auto known = m_stubs.find(target); known != m_stubs.end())
        return known->second;
    bool found = false;
    // A PLT stub: a jump through the hook's GOT slot within its first few
    // instructions (x86: [endbr] jmp *slot; AArch64: adrp x16, page;
    // ldr x17, [x16, #offset]).
    for (const ElfSection &s : m_elf.sections()) {
        if (!s.isExecutable() || target < s.address || target >= s.address + s.size)
            continue;
        const auto bytes = m_elf.sectionBytes(s);
        if (target - s.address >= bytes.size())
            break;
        const auto *code = reinterpret_cast<const uint8_t *>(bytes.data()) + (target - s.address);
        size_t size = std::min<size_t>(bytes.size() - (target - s.address), 32);
        uint64_t address = target;
        cs_insn *insn = capstone::api()->malloc(m_handle);
        std::unordered_map<unsigned, uint64_t> pages; // AArch64 registers set by adrp
        for (int n = 0;
             n < 4 && !found && capstone::api()->disasmIter(m_handle, &code, &size, &address, insn);
             ++n) {
            if (!insn->detail)
                break;
            if (m_x86) {
                if (insn->id == X86_INS_JMP) {
                    const auto slot = slotRead(insn);
                    found = slot && m_slots.count(*slot);
                    break;
                }
            } else {
                const cs_arm64 &a = insn->detail->arm64;
                if (insn->id == ARM64_INS_ADRP && a.op_count == 2 &&
                    a.operands[0].type == ARM64_OP_REG && a.operands[1].type == ARM64_OP_IMM)
                    pages[a.operands[0].reg] = uint64_t(a.operands[1].imm);
                else if (insn->id == ARM64_INS_LDR && a.op_count == 2 &&
                         a.operands[1].type == ARM64_OP_MEM && pages.count(a.operands[1].mem.base))
                    found = m_slots.count(pages[a.operands[1].mem.base] +
                                          uint64_t(int64_t(a.operands[1].mem.disp))) != 0;
            }
        }
        capstone::api()->free(insn, 1);
        break;
    }
    return m_stubs[target] = found;
}

bool ProfilingHook::calledIn(uint64_t low, uint64_t high) const
{
    for (const ElfSection &s : m_elf.sections()) {
        if (!s.isExecutable() || low < s.address || low >= s.address + s.size)
            continue;
        const auto bytes = m_elf.sectionBytes(s);
        if (low - s.address >= bytes.size())
            return false;
        const uint64_t end = std::min<uint64_t>(high, s.address + bytes.size());
        const auto *code = reinterpret_cast<const uint8_t *>(bytes.data()) + (low - s.address);
        size_t size = end > low ? size_t(end - low) : 0;
        uint64_t address = low;
        cs_insn *insn = capstone::api()->malloc(m_handle);
        bool found = false;
        while (!found && capstone::api()->disasmIter(m_handle, &code, &size, &address, insn)) {
            if (!insn->detail)
                continue;
            if (m_x86 && insn->id == X86_INS_CALL) {
                const cs_x86 &x86 = insn->detail->x86;
                if (x86.op_count == 1 && x86.operands[0].type == X86_OP_IMM)
                    found = reachesHook(uint64_t(x86.operands[0].imm));
                else if (const auto slot = slotRead(insn))
                    found = m_slots.count(*slot) != 0;
            } else if (!m_x86 && insn->id == ARM64_INS_BL) {
                const cs_arm64 &a = insn->detail->arm64;
                if (a.op_count == 1 && a.operands[0].type == ARM64_OP_IMM)
                    found = reachesHook(uint64_t(a.operands[0].imm));
            }
        }
        capstone::api()->free(insn, 1);
        return found;
    }
    return false;
}

} // namespace gmonview
