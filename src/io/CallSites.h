// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <span>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace gmonview {

class ElfImage;

// Capstone's architecture and mode for ELF's machine (x86-64, i386 and
// AArch64), as capstone's cs_arch and cs_mode values; nothing for others.
struct CapstoneTarget
{
    int arch = 0;
    int mode = 0;
};
std::optional<CapstoneTarget> capstoneTarget(const ElfImage &elf);

// The instruction before a return address, decoded with capstone: whether
// a call ends there, and where a direct one goes. A gmon file's arcs hold
// return addresses (the caller's, and the callee's from its call to mcount),
// so in the program that wrote them each follows a call.
class CallSiteDecoder
{
public:
    // How a call site is decoded. Fast reads the common encodings from the
    // bytes (x86's CALL rel32 and CALL [rip/abs + disp32], AArch64's BL and
    // BLR) and asks capstone only about the rest, with the same answers as
    // capstone alone (tst_doctor callSitesDecodeAsCapstoneDoes compares the
    // two at every address of real programs): capstone takes about a
    // microsecond a call, and a profile of 20,000 functions has that many
    // arcs, each checked at up to 17 addresses.
    enum class Decoding { Fast, CapstoneOnly };
    // Null for machines whose calls are not decoded here: only x86-64, i386
    // and AArch64 are, where a return address follows the call at once.
    static std::unique_ptr<CallSiteDecoder> forImage(const ElfImage &elf,
                                                     Decoding decoding = Decoding::Fast);
    ~CallSiteDecoder();
    CallSiteDecoder(const CallSiteDecoder &) = delete;
    CallSiteDecoder &operator=(const CallSiteDecoder &) = delete;

    struct Call
    {
        std::optional<uint64_t> target; // a direct call's
    };
    // The call that ends at RETURN_ADDRESS in the executable's code, if one
    // does; nothing when the address is outside the code or follows no call.
    std::optional<Call> callEndingAt(uint64_t returnAddress) const;
    // Whether a call that ACCEPT takes ends at one of the COUNT addresses
    // from FIRST: the same answer as asking callEndingAt of each, but
    // capstone is asked only where the bytes cannot tell and only when no
    // address the bytes can tell has one (a gmon arc's caller is the start
    // of a slot of 32 bytes, with a call ending somewhere in it: asked in
    // order, capstone ran at every ambiguous byte before it).
    bool anyCallEndingIn(uint64_t first, uint64_t count,
                         const std::function<bool(const Call &)> &accept) const;

private:
    struct Code
    {
        uint64_t address = 0;
        uint64_t size = 0;      // the section's, as its header says
        std::span<const std::byte> bytes; // what the file holds of it
    };
    CallSiteDecoder(const ElfImage &elf, size_t handle, bool x86, bool fast);
    // The last executable section that holds the call ending at
    // RETURN_ADDRESS, and how far into it the call ends; null if none.
    const Code *codeEndingAt(uint64_t returnAddress, uint64_t &end) const;
    // Capstone's answer for the call ending END bytes into SECTION.
    std::optional<Call> decodeCallEndingAt(const Code &section, uint64_t end) const;
    // The answer read from the bytes, known where it is capstone's.
    struct Quick
    {
        bool known = false;
        std::optional<Call> call;
    };
    Quick quickCallEndingAt(const Code &code, uint64_t end) const;

    const ElfImage &m_elf;
    size_t m_handle; // capstone's csh
    bool m_x86;
    bool m_x86_64 = false;
    bool m_fast;             // quickCallEndingAt first
    bool m_overlapping = false; // two executable sections overlap (a damaged file)
    std::vector<Code> m_code; // the executable sections' bytes
    // Runs of one program repeat their arcs: each address capstone decodes
    // is decoded once.
    mutable std::unordered_map<uint64_t, std::optional<Call>> m_known;
};

// The profiling hook that gcc -pg puts at the entry of every function it
// compiles (mcount on x86-64 and i386 glibc, _mcount on AArch64 and MinGW,
// __fentry__ with -mfentry), found in the code with capstone: a function
// whose code calls it was built with -pg, one whose code does not was not.
// Calls reach the hook directly (linked statically, MinGW), through a PLT
// stub, or through its GOT slot (gcc's -pg code on Debian).
class ProfilingHook
{
public:
    // Null where calls are not decoded (see CallSiteDecoder). Reads the
    // symbols and dynamic relocations once; decodes nothing yet.
    static std::unique_ptr<ProfilingHook> forImage(const ElfImage &elf);
    ~ProfilingHook();
    ProfilingHook(const ProfilingHook &) = delete;
    ProfilingHook &operator=(const ProfilingHook &) = delete;

    // The hook's name in this program ("mcount" when it has none).
    const std::string &name() const { return m_name; }
    // Whether the code from LOW up to HIGH (exclusive) calls the hook.
    bool calledIn(uint64_t low, uint64_t high) const;

private:
    ProfilingHook(const ElfImage &elf, size_t handle, bool x86);
    bool reachesHook(uint64_t target) const; // a call's target: the hook or its stub
    std::optional<uint64_t> slotRead(const void *insn) const; // a cs_insn's memory operand

    const ElfImage &m_elf;
    size_t m_handle; // capstone's csh
    bool m_x86;
    std::string m_name = "mcount";
    std::unordered_set<uint64_t> m_entries; // the hook's own code
    std::unordered_set<uint64_t> m_slots;   // GOT slots relocated to it
    uint64_t m_gotPlt = 0;                  // i386 PIC code reads the GOT from %ebx
    mutable std::unordered_map<uint64_t, bool> m_stubs; // PLT stubs seen
};

} // namespace gmonview
