// SPDX-License-Identifier: MIT
#pragma once

#include "io/Result.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include <libdwarf.h>

namespace gmonview {

class ElfImage;

// One reading of an executable's DWARF through libdwarf: owns the file
// descriptor and the Dwarf_Debug, and closes both when it goes. Every
// reader of DWARF debugging entries opens one, so no path can leak either
// or let libdwarf see sections it must not (see DwarfSections.h).
class DwarfSession
{
public:
    struct Unit
    {
        Dwarf_Die die = nullptr; // the unit's entry, valid during the visit; null if unreadable
        std::string dieError;    // libdwarf's reason, when die is null
        uint64_t offset = 0;     // of the unit's header in .debug_info
        Dwarf_Half version = 0;
        Dwarf_Half addressSize = 0;
    };

    // libdwarf reading the file at PATH, whose image is ELF. A file
    // without DWARF gives a session with no units, not an error.
    [[nodiscard]] static Result<DwarfSession> open(const ElfImage &elf, const std::string &path);
    // libdwarf reading ELF's own bytes: libdwarf 20210528 reads only from a
    // descriptor, so they go through an anonymous memory file. Keeps the
    // readers free of paths, for tests and fuzzing.
    [[nodiscard]] static Result<DwarfSession> inMemory(const ElfImage &elf);

    DwarfSession(DwarfSession &&other) noexcept;
    DwarfSession &operator=(DwarfSession &&other) noexcept;
    DwarfSession(const DwarfSession &) = delete;
    DwarfSession &operator=(const DwarfSession &) = delete;
    ~DwarfSession();

    // The file's name for messages.
    const std::string &name() const { return m_name; }
    // Null when the file has no DWARF.
    Dwarf_Debug debug() const { return m_debug; }

    // Visits each compilation unit of .debug_info in order. Stops at a unit
    // header libdwarf cannot read and returns why, naming the file; the
    // units before it have been visited.
    [[nodiscard]] std::optional<Error> forEachUnit(const std::function<void(const Unit &)> &visit);

    // The unit CU's DW_AT_stmt_list: where its line program starts in
    // .debug_line; none without it.
    std::optional<uint64_t> lineProgramOffset(Dwarf_Die cu) const;

    // libdwarf's message for ERR; frees ERR and clears it.
    std::string takeError(Dwarf_Error &err) const;
    // Frees ERR, if set, and clears it.
    void dropError(Dwarf_Error &err) const;

private:
    DwarfSession(int fd, std::string name) : m_fd(fd), m_name(std::move(name)) {}
    // Hands SESSION's descriptor to libdwarf.
    [[nodiscard]] static Result<DwarfSession> begin(DwarfSession session);
    void close();

    int m_fd = -1;
    Dwarf_Debug m_debug = nullptr;
    std::string m_name;
};

} // namespace gmonview
