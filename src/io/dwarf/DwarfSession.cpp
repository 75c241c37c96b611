// SPDX-License-Identifier: MIT
#include "io/dwarf/DwarfSession.h"

#include "io/ElfImage.h"
#include "io/dwarf/DwarfSections.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <mutex>
#include <sys/mman.h>
#include <unistd.h>
#include <utility>

#include <dwarf.h>

namespace gmonview {

Result<DwarfSession> DwarfSession::open(const ElfImage &elf, const std::string &path)
{
    if (auto bad = malformedForLibdwarf(elf))
        return *bad;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: cannot open: %2"), path,
                     std::strerror(errno)};
    return begin(DwarfSession(fd, path));
}

Result<DwarfSession> DwarfSession::inMemory(const ElfImage &elf)
{
    if (auto bad = malformedForLibdwarf(elf))
        return *bad;
    const std::string &name = elf.displayName();
    const int fd = ::memfd_create("gmonview-dwarf", MFD_CLOEXEC);
    if (fd < 0)
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: cannot create a memory file: %2"), name,
                     std::strerror(errno)};
    DwarfSession session(fd, name); // owns FD from here on
    const auto bytes = elf.bytes();
    size_t written = 0;
    while (written < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + written, bytes.size() - written);
        if (n <= 0)
            return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: cannot copy to a memory file: %2"),
                         name, std::strerror(errno)};
        written += static_cast<size_t>(n);
    }
    ::lseek(fd, 0, SEEK_SET);
    return begin(std::move(session));
}

Result<DwarfSession> DwarfSession::begin(DwarfSession session)
{
    // We free what we take; libdwarf need not track every allocation. The
    // flag is libdwarf's global, read by every session: set once, before the
    // first, never while another (on another thread) reads it.
    static std::once_flag deAllocOff;
    std::call_once(deAllocOff, [] { dwarf_set_de_alloc_flag(0); });
    Dwarf_Error err = nullptr;
    const int rc = dwarf_init_b(session.m_fd, DW_DLC_READ, DW_GROUPNUMBER_ANY, nullptr, nullptr,
                                &session.m_debug, &err);
    if (rc == DW_DLV_NO_ENTRY) {
        session.m_debug = nullptr;
        return session;
    }
    if (rc != DW_DLV_OK) {
        // With no Dwarf_Debug, libdwarf keeps the error on a list of its
        // own until it is freed through a null one.
        session.m_debug = nullptr;
        return Error{
            GMONVIEW_TR_NOOP("gmonview::io", "%1: cannot read its DWARF debug information: %2"),
            session.m_name, session.takeError(err)};
    }
    return session;
}

DwarfSession::DwarfSession(DwarfSession &&other) noexcept
    : m_fd(std::exchange(other.m_fd, -1)), m_debug(std::exchange(other.m_debug, nullptr)),
      m_name(std::move(other.m_name))
{}

DwarfSession &DwarfSession::operator=(DwarfSession &&other) noexcept
{
    if (this != &other) {
        close();
        m_fd = std::exchange(other.m_fd, -1);
        m_debug = std::exchange(other.m_debug, nullptr);
        m_name = std::move(other.m_name);
    }
    return *this;
}

DwarfSession::~DwarfSession()
{
    close();
}

void DwarfSession::close()
{
    if (m_debug)
        dwarf_finish(m_debug, nullptr);
    m_debug = nullptr;
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
}

std::optional<Error> DwarfSession::forEachUnit(const std::function<void(const Unit &)> &visit)
{
    if (!m_debug)
        return {};
    Dwarf_Unsigned offset = 0;
    for (;;) {
        Unit unit;
        unit.offset = offset;
        Dwarf_Unsigned headerLength = 0, abbrevOffset = 0, typeOffset = 0, nextHeader = 0;
        Dwarf_Half lengthSize = 0, extensionSize = 0, headerType = 0;
        Dwarf_Sig8 signature;
        Dwarf_Error err = nullptr;
        const int rc = dwarf_next_cu_header_d(
            m_debug, true, &headerLength, &unit.version, &abbrevOffset, &unit.addressSize,
            &lengthSize, &extensionSize, &signature, &typeOffset, &nextHeader, &headerType, &err);
        if (rc == DW_DLV_NO_ENTRY)
            return {};
        if (rc != DW_DLV_OK)
            return Error{
                GMONVIEW_TR_NOOP("gmonview::io", "%1: malformed DWARF compilation unit header: %2"),
                m_name, takeError(err)};
        offset = nextHeader;
        if (dwarf_siblingof_b(m_debug, nullptr, true, &unit.die, &err) != DW_DLV_OK) {
            unit.die = nullptr;
            unit.dieError = takeError(err);
        }
        visit(unit);
        if (unit.die)
            dwarf_dealloc_die(unit.die);
    }
}

std::string DwarfSession::takeError(Dwarf_Error &err) const
{
    std::string message = err ? dwarf_errmsg(err) : "unknown libdwarf error";
    dropError(err);
    return message;
}

std::optional<uint64_t> DwarfSession::lineProgramOffset(Dwarf_Die cu) const
{
    Dwarf_Error err = nullptr;
    Dwarf_Attribute attr = nullptr;
    if (dwarf_attr(cu, DW_AT_stmt_list, &attr, &err) != DW_DLV_OK) {
        dropError(err);
        return {};
    }
    std::optional<uint64_t> offset;
    Dwarf_Off value = 0;
    if (dwarf_global_formref(attr, &value, &err) == DW_DLV_OK)
        offset = value;
    dropError(err);
    dwarf_dealloc_attribute(attr);
    return offset;
}

void DwarfSession::dropError(Dwarf_Error &err) const
{
    if (err)
        dwarf_dealloc(m_debug, err, DW_DLA_ERROR);
    err = nullptr;
}

} // namespace gmonview
