#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <unordered_map>

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

} // namespace gmonview
