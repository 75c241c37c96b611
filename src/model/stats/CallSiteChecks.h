// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <memory>
#include <unordered_map>
#include <utility>
#include <vector>

namespace gmonview {

class CallSiteDecoder;
class ElfImage;

// Whether ADDRESS is in one of ELF's executable sections.
bool inCode(const ElfImage &elf, uint64_t address);

// What the doctor learns once about an executable's code and keeps for
// every run read with it: where its functions start, its PLT, and the call
// before each return address asked about (the runs of one program repeat
// their arcs). Not thread-safe: one per reader.
class CallSiteChecks
{
public:
    explicit CallSiteChecks(const ElfImage &elf);
    ~CallSiteChecks();
    CallSiteChecks(const CallSiteChecks &) = delete;
    CallSiteChecks &operator=(const CallSiteChecks &) = delete;

    // Whether the calls are decoded (x86-64, i386, AArch64): without that,
    // only whether an address is in the code can be asked.
    bool decodes() const { return bool(m_decoder); }
    // Whether a call ends at RETURN_ADDRESS.
    bool callEndsAt(uint64_t returnAddress) const;
    // Whether a call into a function (its entry, a PLT stub, or anywhere
    // for an indirect call) ends within the arc table's slot that starts
    // at SLOT_START (glibc and MinGW-w64 record the caller's address only
    // to its slot of 2 pointers' width).
    bool callsAFunctionFrom(uint64_t slotStart) const;
    // Whether an arc from FROM_PC to SELF_PC can be the executable's: a call
    // ends at SELF_PC, in the code, made from FROM_PC's slot where that is
    // in the code (without decoding, only that SELF_PC is in the code).
    // Decided once per arc: the runs of one program share most of theirs.
    bool arcIsPlausible(uint64_t fromPc, uint64_t selfPc) const;

private:
    bool isCallTarget(uint64_t address) const;
    bool inCode(uint64_t address) const;

    struct ArcHash
    {
        size_t operator()(const std::pair<uint64_t, uint64_t> &arc) const
        {
            return std::hash<uint64_t>()(arc.first * 0x9e3779b97f4a7c15ULL ^ arc.second);
        }
    };

    const ElfImage &m_elf;
    std::unique_ptr<CallSiteDecoder> m_decoder;
    std::vector<uint64_t> m_entries; // sorted
    std::vector<std::pair<uint64_t, uint64_t>> m_plt; // [low, high)
    mutable std::unordered_map<uint64_t, bool> m_slots;
    mutable std::unordered_map<std::pair<uint64_t, uint64_t>, bool, ArcHash> m_arcs;
};

} // namespace gmonview
