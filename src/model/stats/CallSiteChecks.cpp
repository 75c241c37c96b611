// SPDX-License-Identifier: MIT
#include "model/stats/CallSiteChecks.h"

#include "io/CallSites.h"
#include "io/ElfImage.h"

#include <algorithm>
#include <elf.h>

namespace gmonview {

bool inCode(const ElfImage &elf, uint64_t address)
{
    for (const ElfSection &s : elf.sections())
        if (s.isExecutable() && address >= s.address && address < s.address + s.size)
            return true;
    return false;
}

CallSiteChecks::CallSiteChecks(const ElfImage &elf)
    : m_elf(elf), m_decoder(CallSiteDecoder::forImage(elf))
{
    for (const ElfSymbol &s : elf.symbols())
        if (s.type == STT_FUNC && s.sectionIndex != SHN_UNDEF)
            m_entries.push_back(s.value);
    std::sort(m_entries.begin(), m_entries.end());
    for (const ElfSection &s : elf.sections())
        if (s.name.starts_with(".plt") || s.name == ".iplt" || s.name == ".MIPS.stubs")
            m_plt.emplace_back(s.address, s.address + s.size);
}

CallSiteChecks::~CallSiteChecks() = default;

bool CallSiteChecks::isCallTarget(uint64_t address) const
{
    if (std::binary_search(m_entries.begin(), m_entries.end(), address))
        return true;
    for (const auto &[low, high] : m_plt)
        if (address >= low && address < high)
            return true;
    return false;
}

bool CallSiteChecks::callEndsAt(uint64_t returnAddress) const
{
    return m_decoder && m_decoder->callEndingAt(returnAddress).has_value();
}

bool CallSiteChecks::inCode(uint64_t address) const
{
    return gmonview::inCode(m_elf, address);
}

bool CallSiteChecks::arcIsPlausible(uint64_t fromPc, uint64_t selfPc) const
{
    const std::pair<uint64_t, uint64_t> arc{fromPc, selfPc};
    if (auto known = m_arcs.find(arc); known != m_arcs.end())
        return known->second;
    bool ok = inCode(selfPc);
    if (ok && decodes()) {
        ok = callEndsAt(selfPc);
        if (ok && inCode(fromPc))
            ok = callsAFunctionFrom(fromPc);
    }
    return m_arcs[arc] = ok;
}

bool CallSiteChecks::callsAFunctionFrom(uint64_t slotStart) const
{
    if (!m_decoder)
        return false;
    if (auto known = m_slots.find(slotStart); known != m_slots.end())
        return known->second;
    const uint64_t slot = 4 * m_elf.addressSize();
    const bool found = m_decoder->anyCallEndingIn(
        slotStart, slot, [this](const CallSiteDecoder::Call &call) {
            return !call.target || isCallTarget(*call.target);
        });
    return m_slots[slotStart] = found;
}

} // namespace gmonview
