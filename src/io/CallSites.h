#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>

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
    // Null for machines whose calls are not decoded here: only x86-64, i386
    // and AArch64 are, where a return address follows the call at once.
    static std::unique_ptr<CallSiteDecoder> forImage(const ElfImage &elf);
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

private:
    CallSiteDecoder(const ElfImage &elf, size_t handle, bool x86);
    std::optional<Call> decodeCallEndingAt(uint64_t returnAddress) const;

    const ElfImage &m_elf;
    size_t m_handle; // capstone's csh
    bool m_x86;
    // Runs of one program repeat their arcs: each address is decoded once.
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
