#include "DwarfLineTable.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <map>
#include <sys/mman.h>
#include <unistd.h>

#include <dwarf.h>
#include <libdwarf.h>

namespace gmonview {

namespace {

struct Sequence
{
    std::vector<LineRow> rows;
};

std::string dwarfMessage(Dwarf_Debug dbg, Dwarf_Error err)
{
    std::string msg = err ? dwarf_errmsg(err) : "unknown libdwarf error";
    if (err)
        dwarf_dealloc(dbg, err, DW_DLA_ERROR);
    return msg;
}

Result<DwarfLineTable> readFromDescriptor(int fd, const std::string &name,
                                          std::vector<std::string> &files,
                                          std::vector<LineRow> &out)
{
    Dwarf_Debug dbg = nullptr;
    Dwarf_Error err = nullptr;
    const int rc = dwarf_init_b(fd, DW_DLC_READ, DW_GROUPNUMBER_ANY, nullptr, nullptr, &dbg, &err);
    if (rc == DW_DLV_NO_ENTRY)
        return DwarfLineTable{};
    if (rc != DW_DLV_OK)
        return Error{name + ": cannot read its DWARF debug information: " + dwarfMessage(dbg, err)};

    std::vector<Sequence> sequences;
    std::map<std::string, uint32_t> fileIds;
    for (;;) {
        Dwarf_Unsigned headerLength = 0, abbrevOffset = 0, typeOffset = 0, nextHeader = 0;
        Dwarf_Half version = 0, addressSize = 0, lengthSize = 0, extensionSize = 0, headerType = 0;
        Dwarf_Sig8 signature;
        const int cuRc = dwarf_next_cu_header_d(dbg, true, &headerLength, &version, &abbrevOffset,
                                                &addressSize, &lengthSize, &extensionSize,
                                                &signature, &typeOffset, &nextHeader,
                                                &headerType, &err);
        if (cuRc == DW_DLV_NO_ENTRY)
            break;
        if (cuRc != DW_DLV_OK) {
            const std::string msg = dwarfMessage(dbg, err);
            dwarf_finish(dbg, nullptr);
            return Error{name + ": malformed DWARF compilation unit header: " + msg};
        }
        Dwarf_Die cu = nullptr;
        if (dwarf_siblingof_b(dbg, nullptr, true, &cu, &err) != DW_DLV_OK) {
            if (err)
                dwarf_dealloc(dbg, err, DW_DLA_ERROR);
            err = nullptr;
            continue;
        }
        Dwarf_Unsigned lineVersion = 0;
        Dwarf_Small tableCount = 0;
        Dwarf_Line_Context context = nullptr;
        if (dwarf_srclines_b(cu, &lineVersion, &tableCount, &context, &err) != DW_DLV_OK) {
            if (err)
                dwarf_dealloc(dbg, err, DW_DLA_ERROR);
            err = nullptr;
            dwarf_dealloc_die(cu);
            continue;
        }
        Dwarf_Line *lines = nullptr;
        Dwarf_Signed lineCount = 0;
        if (dwarf_srclines_from_linecontext(context, &lines, &lineCount, &err) == DW_DLV_OK) {
            std::map<Dwarf_Unsigned, uint32_t> cuFiles; // DWARF file number -> our id
            Sequence current;
            for (Dwarf_Signed i = 0; i < lineCount; ++i) {
                Dwarf_Addr address = 0;
                Dwarf_Unsigned lineNo = 0, fileNo = 0;
                Dwarf_Bool endSeq = false;
                if (dwarf_lineaddr(lines[i], &address, &err) != DW_DLV_OK
                    || dwarf_lineno(lines[i], &lineNo, &err) != DW_DLV_OK
                    || dwarf_line_srcfileno(lines[i], &fileNo, &err) != DW_DLV_OK
                    || dwarf_lineendsequence(lines[i], &endSeq, &err) != DW_DLV_OK) {
                    if (err)
                        dwarf_dealloc(dbg, err, DW_DLA_ERROR);
                    err = nullptr;
                    continue;
                }
                auto known = cuFiles.find(fileNo);
                uint32_t fileId;
                if (known != cuFiles.end()) {
                    fileId = known->second;
                } else {
                    char *src = nullptr;
                    std::string path = "<unknown>";
                    if (dwarf_linesrc(lines[i], &src, &err) == DW_DLV_OK && src) {
                        path = src;
                        dwarf_dealloc(dbg, src, DW_DLA_STRING);
                    } else if (err) {
                        dwarf_dealloc(dbg, err, DW_DLA_ERROR);
                        err = nullptr;
                    }
                    auto [it, inserted] = fileIds.emplace(path, static_cast<uint32_t>(files.size()));
                    if (inserted)
                        files.push_back(path);
                    fileId = it->second;
                    cuFiles.emplace(fileNo, fileId);
                }
                LineRow row{address, static_cast<uint32_t>(lineNo), fileId, endSeq != 0};
                auto &rows = current.rows;
                // Several rows at one address: binutils keeps the last.
                if (!rows.empty() && rows.back().address == address && !rows.back().endSequence
                    && !row.endSequence)
                    rows.back() = row;
                else
                    rows.push_back(row);
                if (row.endSequence) {
                    if (rows.size() > 1)
                        sequences.push_back(std::move(current));
                    current = Sequence{};
                }
            }
        } else if (err) {
            dwarf_dealloc(dbg, err, DW_DLA_ERROR);
            err = nullptr;
        }
        dwarf_srclines_dealloc_b(context);
        dwarf_dealloc_die(cu);
    }
    dwarf_finish(dbg, nullptr);

    std::stable_sort(sequences.begin(), sequences.end(), [](const Sequence &a, const Sequence &b) {
        return a.rows.front().address < b.rows.front().address;
    });
    size_t total = 0;
    for (const auto &s : sequences)
        total += s.rows.size();
    out.reserve(total);
    for (auto &s : sequences)
        out.insert(out.end(), s.rows.begin(), s.rows.end());
    return DwarfLineTable{};
}

} // namespace

Result<DwarfLineTable> DwarfLineTable::fromFile(const std::string &path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return Error{path + ": cannot open: " + std::strerror(errno)};
    std::vector<std::string> files;
    std::vector<LineRow> rows;
    auto result = readFromDescriptor(fd, path, files, rows);
    ::close(fd);
    if (!result)
        return result;
    DwarfLineTable table;
    table.m_files = std::move(files);
    table.m_rows = std::move(rows);
    return table;
}

Result<DwarfLineTable> DwarfLineTable::fromBytes(std::span<const std::byte> bytes,
                                                 const std::string &displayName)
{
    // libdwarf 20210528 reads from a descriptor; an anonymous memory file
    // keeps this reader free of paths, for tests and fuzzing.
    const int fd = ::memfd_create("gmonview-dwarf", MFD_CLOEXEC);
    if (fd < 0)
        return Error{displayName + ": cannot create a memory file: " + std::strerror(errno)};
    size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n <= 0) {
            ::close(fd);
            return Error{displayName + ": cannot copy to a memory file: " + std::strerror(errno)};
        }
        done += static_cast<size_t>(n);
    }
    ::lseek(fd, 0, SEEK_SET);
    std::vector<std::string> files;
    std::vector<LineRow> rows;
    auto result = readFromDescriptor(fd, displayName, files, rows);
    ::close(fd);
    if (!result)
        return result;
    DwarfLineTable table;
    table.m_files = std::move(files);
    table.m_rows = std::move(rows);
    return table;
}

SourceLocation DwarfLineTable::lookup(uint64_t address) const
{
    // Last row whose address is <= ADDRESS; it must not end its sequence.
    auto it = std::upper_bound(m_rows.begin(), m_rows.end(), address,
                               [](uint64_t a, const LineRow &r) { return a < r.address; });
    if (it == m_rows.begin())
        return {};
    --it;
    if (it->endSequence)
        return {};
    return SourceLocation{&m_files[it->file], it->line};
}

} // namespace gmonview
