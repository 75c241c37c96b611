#include "DwarfLineTable.h"

#include "DwarfLineProgram.h"
#include "DwarfSections.h"
#include "ElfImage.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <elf.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>
#include <unordered_map>

#include <dwarf.h>
#include <libdwarf.h>

#include "DwarfUnits.h"

namespace gmonview {

namespace {

std::string dwarfMessage(Dwarf_Debug dbg, Dwarf_Error err)
{
    std::string msg = err ? dwarf_errmsg(err) : "unknown libdwarf error";
    if (err)
        dwarf_dealloc(dbg, err, DW_DLA_ERROR);
    return msg;
}

void dropError(Dwarf_Debug dbg, Dwarf_Error &err)
{
    if (err)
        dwarf_dealloc(dbg, err, DW_DLA_ERROR);
    err = nullptr;
}

// Gathers rows from every unit into address-sorted sequences, files shared.
class Collector
{
public:
    uint32_t fileId(const std::string &path)
    {
        auto [it, inserted] = m_ids.emplace(path, static_cast<uint32_t>(m_files.size()));
        if (inserted)
            m_files.push_back(path);
        return it->second;
    }

    void addRow(LineRow row)
    {
        m_current.push_back(row);
        if (row.endSequence) {
            if (m_current.size() > 1)
                m_sequences.push_back(std::move(m_current));
            m_current.clear();
        }
    }

    void finish(std::vector<std::string> &files, std::vector<LineRow> &rows)
    {
        std::stable_sort(m_sequences.begin(), m_sequences.end(), [](const auto &a, const auto &b) {
            return a.front().address < b.front().address;
        });
        size_t total = 0;
        for (const auto &s : m_sequences)
            total += s.size();
        rows.clear();
        rows.reserve(total);
        for (const auto &s : m_sequences)
            rows.insert(rows.end(), s.begin(), s.end());
        files = std::move(m_files);
    }

private:
    std::unordered_map<std::string, uint32_t> m_ids;
    std::vector<std::string> m_files;
    std::vector<LineRow> m_current;
    std::vector<std::vector<LineRow>> m_sequences;
};

// One unit's table through libdwarf's dwarf_srclines_b.
void readUnitWithLibdwarf(Dwarf_Debug dbg, Dwarf_Die cu, Collector &out)
{
    Dwarf_Error err = nullptr;
    Dwarf_Unsigned lineVersion = 0;
    Dwarf_Small tableCount = 0;
    Dwarf_Line_Context context = nullptr;
    if (dwarf_srclines_b(cu, &lineVersion, &tableCount, &context, &err) != DW_DLV_OK) {
        dropError(dbg, err);
        return;
    }
    Dwarf_Line *lines = nullptr;
    Dwarf_Signed lineCount = 0;
    if (dwarf_srclines_from_linecontext(context, &lines, &lineCount, &err) == DW_DLV_OK) {
        std::unordered_map<Dwarf_Unsigned, uint32_t> unitFiles;
        LineRow previous;
        bool havePrevious = false;
        for (Dwarf_Signed i = 0; i < lineCount; ++i) {
            Dwarf_Addr address = 0;
            Dwarf_Unsigned lineNo = 0, fileNo = 0;
            Dwarf_Bool endSeq = false;
            if (dwarf_lineaddr(lines[i], &address, &err) != DW_DLV_OK ||
                dwarf_lineno(lines[i], &lineNo, &err) != DW_DLV_OK ||
                dwarf_line_srcfileno(lines[i], &fileNo, &err) != DW_DLV_OK ||
                dwarf_lineendsequence(lines[i], &endSeq, &err) != DW_DLV_OK) {
                dropError(dbg, err);
                continue;
            }
            auto known = unitFiles.find(fileNo);
            uint32_t fileId;
            if (known != unitFiles.end()) {
                fileId = known->second;
            } else {
                char *src = nullptr;
                std::string path = "<unknown>";
                if (dwarf_linesrc(lines[i], &src, &err) == DW_DLV_OK && src) {
                    path = src;
                    dwarf_dealloc(dbg, src, DW_DLA_STRING);
                } else {
                    dropError(dbg, err);
                }
                fileId = out.fileId(path);
                unitFiles.emplace(fileNo, fileId);
            }
            const LineRow row{address, static_cast<uint32_t>(lineNo), fileId, endSeq != 0};
            // Several rows at one address: binutils keeps the last of them.
            if (havePrevious && previous.address == address && !previous.endSequence &&
                !row.endSequence) {
                previous = row;
                continue;
            }
            if (havePrevious)
                out.addRow(previous);
            previous = row;
            havePrevious = true;
        }
        if (havePrevious)
            out.addRow(previous);
    } else {
        dropError(dbg, err);
    }
    dwarf_srclines_dealloc_b(context);
}

std::span<const std::byte> sectionData(const ElfImage *elf, const char *name, bool &compressed)
{
    if (!elf)
        return {};
    const ElfSection *s = elf->sectionByName(name);
    if (!s)
        return {};
    if (s->flags & SHF_COMPRESSED)
        compressed = true;
    return elf->sectionBytes(*s);
}

Result<bool> readFromDescriptor(int fd, const std::string &name, const ElfImage *elf,
                                DwarfLineTable::Method method, Collector &out)
{
    // We free what we take; libdwarf need not track every allocation.
    dwarf_set_de_alloc_flag(0);
    Dwarf_Debug dbg = nullptr;
    Dwarf_Error err = nullptr;
    const int rc = dwarf_init_b(fd, DW_DLC_READ, DW_GROUPNUMBER_ANY, nullptr, nullptr, &dbg, &err);
    if (rc == DW_DLV_NO_ENTRY)
        return true;
    if (rc != DW_DLV_OK)
        return Error{
            GMONVIEW_TR_NOOP("gmonview::io", "%1: cannot read its DWARF debug information: %2"),
            name, dwarfMessage(dbg, err)};

    bool compressed = false;
    LineProgramInput input;
    input.debugLine = sectionData(elf, ".debug_line", compressed);
    input.debugLineStr = sectionData(elf, ".debug_line_str", compressed);
    input.debugStr = sectionData(elf, ".debug_str", compressed);
    if (elf) {
        input.bigEndian = elf->isBigEndian();
        input.addressSize = elf->addressSize();
    }
    const bool decodeOurselves =
        method == DwarfLineTable::Method::Fast && elf && !compressed && !input.debugLine.empty();

    for (;;) {
        Dwarf_Half version = 0, addressSize = 0;
        const int cuRc = dwarf::nextUnit(dbg, version, addressSize, err);
        if (cuRc == DW_DLV_NO_ENTRY)
            break;
        if (cuRc != DW_DLV_OK) {
            const std::string msg = dwarfMessage(dbg, err);
            dwarf_finish(dbg, nullptr);
            return Error{
                GMONVIEW_TR_NOOP("gmonview::io", "%1: malformed DWARF compilation unit header: %2"),
                name, msg};
        }
        Dwarf_Die cu = nullptr;
        if (dwarf_siblingof_b(dbg, nullptr, true, &cu, &err) != DW_DLV_OK) {
            dropError(dbg, err);
            continue;
        }
        bool done = false;
        if (decodeOurselves) {
            Dwarf_Attribute attr = nullptr;
            Dwarf_Off stmtList = 0;
            bool haveStmtList = false;
            if (dwarf_attr(cu, DW_AT_stmt_list, &attr, &err) == DW_DLV_OK) {
                haveStmtList = dwarf_global_formref(attr, &stmtList, &err) == DW_DLV_OK;
                dropError(dbg, err);
                dwarf_dealloc_attribute(attr);
            } else {
                dropError(dbg, err);
            }
            std::string compDir;
            if (dwarf_attr(cu, DW_AT_comp_dir, &attr, &err) == DW_DLV_OK) {
                char *s = nullptr;
                if (dwarf_formstring(attr, &s, &err) == DW_DLV_OK && s)
                    compDir = s;
                dropError(dbg, err);
                dwarf_dealloc_attribute(attr);
            } else {
                dropError(dbg, err);
            }
            if (!haveStmtList) {
                done = true; // a unit without line information
            } else {
                input.offset = stmtList;
                input.compDir = compDir;
                if (addressSize)
                    input.addressSize = addressSize;
                auto program = decodeLineProgram(input);
                if (program) {
                    std::vector<uint32_t> ids;
                    ids.reserve(program->files.size());
                    for (const std::string &f : program->files)
                        ids.push_back(out.fileId(f));
                    for (LineRow row : program->rows) {
                        row.file = ids[row.file];
                        out.addRow(row);
                    }
                    done = true;
                }
            }
        }
        if (!done)
            readUnitWithLibdwarf(dbg, cu, out);
        dwarf_dealloc_die(cu);
    }
    dwarf_finish(dbg, nullptr);
    return true;
}

Result<DwarfLineTable> finishTable(Result<bool> status, Collector &collector,
                                   std::vector<std::string> &files, std::vector<LineRow> &rows)
{
    if (!status)
        return status.error();
    collector.finish(files, rows);
    return DwarfLineTable{};
}

} // namespace

Result<DwarfLineTable> DwarfLineTable::read(const ElfImage &elf, const std::string &path,
                                            Method method)
{
    if (auto bad = malformedListSections(elf))
        return *bad;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: cannot open: %2"), path,
                     std::strerror(errno)};
    Collector collector;
    auto status = readFromDescriptor(fd, path, &elf, method, collector);
    ::close(fd);
    DwarfLineTable table;
    auto done = finishTable(status, collector, table.m_files, table.m_rows);
    if (!done)
        return done;
    return table;
}

Result<DwarfLineTable> DwarfLineTable::fromFile(const std::string &path, Method method)
{
    auto elf = ElfImage::fromFile(path);
    if (!elf)
        return elf.error();
    return read(**elf, path, method);
}

Result<DwarfLineTable> DwarfLineTable::fromBytes(std::span<const std::byte> bytes,
                                                 const std::string &displayName, Method method)
{
    // libdwarf 20210528 reads from a descriptor; an anonymous memory file
    // keeps this reader free of paths, for tests and fuzzing.
    const int fd = ::memfd_create("gmonview-dwarf", MFD_CLOEXEC);
    if (fd < 0)
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: cannot create a memory file: %2"),
                     displayName, std::strerror(errno)};
    size_t written = 0;
    while (written < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + written, bytes.size() - written);
        if (n <= 0) {
            ::close(fd);
            return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: cannot copy to a memory file: %2"),
                         displayName, std::strerror(errno)};
        }
        written += static_cast<size_t>(n);
    }
    ::lseek(fd, 0, SEEK_SET);
    auto elf = ElfImage::fromBytes(std::vector<std::byte>(bytes.begin(), bytes.end()), displayName);
    if (!elf) {
        ::close(fd);
        return elf.error();
    }
    if (auto bad = malformedListSections(**elf)) {
        ::close(fd);
        return *bad;
    }
    Collector collector;
    auto status = readFromDescriptor(fd, displayName, elf->get(), method, collector);
    ::close(fd);
    DwarfLineTable table;
    auto done = finishTable(status, collector, table.m_files, table.m_rows);
    if (!done)
        return done;
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
