// SPDX-License-Identifier: MIT
#include "io/dwarf/DwarfLineTable.h"

#include "io/ByteCursor.h"
#include "io/ElfImage.h"
#include "io/Hex.h"
#include "io/dwarf/DwarfLineProgram.h"
#include "io/dwarf/DwarfSession.h"

#include <algorithm>
#include <elf.h>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include <dwarf.h>
#include <libdwarf.h>

namespace gmonview {

namespace {

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
        m_rows.push_back(row);
        if (row.endSequence)
            endSequence();
    }

    // A unit's rows at once, their files given by IDS (the unit's file
    // numbers to ours).
    void addRows(std::vector<LineRow> &&rows, const std::vector<uint32_t> &ids)
    {
        const size_t from = m_rows.size();
        if (from == 0)
            m_rows = std::move(rows);
        else
            m_rows.insert(m_rows.end(), rows.begin(), rows.end());
        for (size_t i = from; i < m_rows.size(); ++i) {
            m_rows[i].file = ids[m_rows[i].file];
            if (m_rows[i].endSequence) {
                const size_t end = i + 1;
                if (end - m_start > 1) {
                    m_sequences.push_back({m_start, end});
                    m_start = end;
                } else {
                    // A sequence of its end alone: dropped.
                    m_rows.erase(m_rows.begin() + ptrdiff_t(m_start),
                                 m_rows.begin() + ptrdiff_t(end));
                    i = m_start - 1; // (m_start >= from, so i + 1 >= from)
                }
            }
        }
    }

    void finish(std::vector<std::string> &files, std::vector<LineRow> &rows)
    {
        // Sequences in address order, as they came where two start at one
        // address; a row after the last sequence's end is in none.
        std::stable_sort(m_sequences.begin(), m_sequences.end(), [&](const auto &a, const auto &b) {
            return m_rows[a.first].address < m_rows[b.first].address;
        });
        bool inPlace = true;
        for (size_t k = 0; k < m_sequences.size() && inPlace; ++k)
            inPlace = m_sequences[k].first == (k ? m_sequences[k - 1].second : 0);
        if (inPlace) {
            // Usually so: nothing to move.
            m_rows.resize(m_sequences.empty() ? 0 : m_sequences.back().second);
            rows = std::move(m_rows);
        } else {
            rows.clear();
            rows.reserve(m_start);
            for (const auto &[from, to] : m_sequences)
                rows.insert(rows.end(), m_rows.begin() + ptrdiff_t(from),
                            m_rows.begin() + ptrdiff_t(to));
        }
        files = std::move(m_files);
    }

private:
    void endSequence()
    {
        const size_t end = m_rows.size();
        if (end - m_start > 1) {
            m_sequences.push_back({m_start, end});
            m_start = end;
        } else {
            m_rows.resize(m_start); // a sequence of its end alone
        }
    }

private:
    std::unordered_map<std::string, uint32_t> m_ids;
    std::vector<std::string> m_files;
    std::vector<LineRow> m_rows;                        // every unit's, in the order read
    size_t m_start = 0;                                 // where the open sequence starts in m_rows
    std::vector<std::pair<size_t, size_t>> m_sequences; // [from, to) in m_rows
};

// One unit's table through libdwarf's dwarf_srclines_b. Returns why
// libdwarf could not read it, or nothing; a unit that has no table is read
// unless EXPECT_TABLE says it names one.
std::optional<Message> readUnitWithLibdwarf(const DwarfSession &session, Dwarf_Die cu,
                                            bool expectTable, Collector &out)
{
    Dwarf_Debug dbg = session.debug();
    Dwarf_Error err = nullptr;
    Dwarf_Unsigned lineVersion = 0;
    Dwarf_Small tableCount = 0;
    Dwarf_Line_Context context = nullptr;
    const int rc = dwarf_srclines_b(cu, &lineVersion, &tableCount, &context, &err);
    if (rc == DW_DLV_NO_ENTRY) {
        if (!expectTable)
            return {};
        return Message(GMONVIEW_TR_NOOP("gmonview::io", "no line table found"));
    }
    if (rc != DW_DLV_OK)
        return Message::verbatim(session.takeError(err));
    Dwarf_Line *lines = nullptr;
    Dwarf_Signed lineCount = 0;
    if (dwarf_srclines_from_linecontext(context, &lines, &lineCount, &err) != DW_DLV_OK) {
        dwarf_srclines_dealloc_b(context);
        return Message::verbatim(session.takeError(err));
    }
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
            session.dropError(err);
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
                session.dropError(err);
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
    dwarf_srclines_dealloc_b(context);
    return {};
}

std::string stringAttribute(const DwarfSession &session, Dwarf_Die cu, Dwarf_Half name)
{
    Dwarf_Error err = nullptr;
    Dwarf_Attribute attr = nullptr;
    std::string dir;
    if (dwarf_attr(cu, name, &attr, &err) == DW_DLV_OK) {
        char *s = nullptr;
        if (dwarf_formstring(attr, &s, &err) == DW_DLV_OK && s)
            dir = s;
        dwarf_dealloc_attribute(attr);
    }
    session.dropError(err);
    return dir;
}

std::string compilationDirectory(const DwarfSession &session, Dwarf_Die cu)
{
    return stringAttribute(session, cu, DW_AT_comp_dir);
}

std::span<const std::byte> sectionData(const ElfImage &elf, const char *name, bool &compressed)
{
    const ElfSection *s = elf.sectionByName(name);
    if (!s)
        return {};
    if (s->flags & SHF_COMPRESSED)
        compressed = true;
    return elf.sectionBytes(*s);
}

// The warning for a unit whose first entry libdwarf cannot read.
Message unreadableUnit(const DwarfSession &session, const DwarfSession::Unit &unit)
{
    const Message unitName(
        GMONVIEW_TR_NOOP("gmonview::io", "compilation unit at offset %1 of .debug_info"),
        hexString(unit.offset));
    return Message(GMONVIEW_TR_NOOP("gmonview::io", "%1: %2: libdwarf cannot read its first "
                                                    "entry (%3), so its lines are left out"),
                   session.name(), unitName, unit.dieError);
}

// The unit's folders, each added to FOLDERS unless there already: where it
// was compiled (COMP_DIR), and where its main source file is (DW_AT_name,
// which #line does not change).
void addUnitFolders(const DwarfSession &session, Dwarf_Die cu, const std::string &compDir,
                    std::vector<std::string> &folders)
{
    std::string main = stringAttribute(session, cu, DW_AT_name);
    if (!main.empty() && main[0] != '/' && !compDir.empty())
        main = compDir + "/" + main;
    const size_t slash = main.rfind('/');
    for (const std::string &folder :
         {compDir, slash == std::string::npos ? std::string() : main.substr(0, slash)})
        if (!folder.empty() && std::find(folders.begin(), folders.end(), folder) == folders.end())
            folders.push_back(folder);
}

// One unit's line program, as INPUT locates it, decoded by decodeLineProgram
// into OUT; why it was refused, or nothing.
std::optional<Error> decodeUnit(const LineProgramInput &input, const StopRequested &stop,
                                Collector &out)
{
    auto program = decodeLineProgram(input, stop);
    if (!program)
        return program.error();
    std::vector<uint32_t> ids;
    ids.reserve(program->files.size());
    for (const std::string &f : program->files)
        ids.push_back(out.fileId(f));
    out.addRows(std::move(program->rows), ids);
    return std::nullopt;
}

// What to tell of a unit whose line program (at OFFSET, if it names one)
// our decoder refused (OURS) or libdwarf could not read (THEIRS); nothing
// where it was read.
std::optional<Message> unitWarning(const DwarfSession &session, const DwarfSession::Unit &unit,
                                   std::optional<uint64_t> offset, const std::optional<Error> &ours,
                                   const std::optional<Message> &theirs)
{
    if (ours && !theirs)
        return Message(GMONVIEW_TR_NOOP("gmonview::io", "%1: %2; read through libdwarf instead"),
                       session.name(), ours->what);
    if (ours)
        return Message(GMONVIEW_TR_NOOP("gmonview::io",
                                        "%1: %2; libdwarf cannot read it either (%3), so its "
                                        "lines are left out"),
                       session.name(), ours->what, *theirs);
    if (!theirs)
        return std::nullopt;
    const Message where =
        offset ? lineProgramName(*offset)
               : Message(GMONVIEW_TR_NOOP("gmonview::io",
                                          "line table of the compilation unit at offset "
                                          "%1 of .debug_info"),
                         hexString(unit.offset));
    return Message(GMONVIEW_TR_NOOP("gmonview::io", "%1: %2: libdwarf cannot read it (%3), "
                                                    "so its lines are left out"),
                   session.name(), where, *theirs);
}

} // namespace

Result<DwarfLineTable> DwarfLineTable::read(const ElfImage &elf, const std::string &path,
                                            Method method, const StopRequested &stop)
{
    auto session = DwarfSession::open(elf, path);
    if (!session)
        return session.error();
    return fromSession(*session, elf, method, stop);
}

bool DwarfLineTable::mayHoldLines(const ElfImage &elf, const std::string &path,
                                  std::span<const uint64_t> addresses)
{
    if (addresses.empty())
        return false;
    bool compressed = false;
    const auto info = sectionData(elf, ".debug_info", compressed);
    if (info.empty())
        return false; // no unit, no line read
    if (compressed)
        return true;
    // Each unit's header, by its initial length (libdwarf would load the
    // whole section to walk them).
    std::unordered_set<uint64_t> units;
    ByteCursor cursor(info, elf.isBigEndian());
    while (!cursor.atEnd()) {
        const size_t start = cursor.offset();
        uint64_t length = cursor.u32();
        if (length == 0xffffffffu)
            length = cursor.u64();
        else if (length >= 0xfffffff0u)
            return true; // reserved: for the reader to judge
        if (cursor.failed() || length > cursor.remaining())
            return true;
        units.insert(start);
        cursor.seek(cursor.offset() + size_t(length));
    }
    auto session = DwarfSession::open(elf, path);
    if (!session || !session->debug())
        return true;
    Dwarf_Debug debug = session->debug();
    Dwarf_Arange *aranges = nullptr;
    Dwarf_Signed count = 0;
    Dwarf_Error err = nullptr;
    if (dwarf_get_aranges(debug, &aranges, &count, &err) != DW_DLV_OK) {
        session->dropError(err);
        return true; // no .debug_aranges (clang writes none by default)
    }
    bool holds = false, readable = true;
    std::unordered_set<uint64_t> listed;
    for (Dwarf_Signed i = 0; i < count; ++i) {
        Dwarf_Unsigned segment = 0, segmentSize = 0, length = 0;
        Dwarf_Addr start = 0;
        Dwarf_Off die = 0, header = 0;
        if (dwarf_get_arange_info_b(aranges[i], &segment, &segmentSize, &start, &length, &die,
                                    &err) != DW_DLV_OK ||
            dwarf_get_arange_cu_header_offset(aranges[i], &header, &err) != DW_DLV_OK) {
            session->dropError(err);
            readable = false;
        } else {
            listed.insert(header);
            for (const uint64_t a : addresses)
                holds |= a >= start && a - start < length;
        }
        dwarf_dealloc(debug, aranges[i], DW_DLA_ARANGE);
    }
    dwarf_dealloc(debug, aranges, DW_DLA_LIST);
    if (!readable || holds)
        return true;
    // A unit without ranges listed (one built by another compiler) may hold
    // any address.
    for (const uint64_t unit : units)
        if (!listed.count(unit))
            return true;
    return false;
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
    auto elf = ElfImage::fromBytes(std::vector<std::byte>(bytes.begin(), bytes.end()), displayName);
    if (!elf)
        return elf.error();
    auto session = DwarfSession::inMemory(**elf);
    if (!session)
        return session.error();
    return fromSession(*session, **elf, method);
}

Result<DwarfLineTable> DwarfLineTable::fromSession(DwarfSession &session, const ElfImage &elf,
                                                   Method method, const StopRequested &stop)
{
    bool compressed = false;
    LineProgramInput input;
    input.debugLine = sectionData(elf, ".debug_line", compressed);
    input.debugLineStr = sectionData(elf, ".debug_line_str", compressed);
    input.debugStr = sectionData(elf, ".debug_str", compressed);
    input.bigEndian = elf.isBigEndian();
    const bool decodeOurselves = method == Method::Fast && !compressed && !input.debugLine.empty();

    DwarfLineTable table;
    Collector collector;
    auto warn = [&](Message m) { table.m_warnings.push_back(std::move(m)); };
    StopCheck stopped(stop, 1);
    const auto failed = session.forEachUnit([&](const DwarfSession::Unit &unit) {
        if (stopped())
            return; // the rest is not wanted
        if (!unit.die) {
            warn(unreadableUnit(session, unit));
            return;
        }
        const std::optional<uint64_t> offset = session.lineProgramOffset(unit.die);
        std::string compDir = compilationDirectory(session, unit.die);
        addUnitFolders(session, unit.die, compDir, table.m_unitFolders);
        std::optional<Error> ours;
        if (decodeOurselves && offset) {
            input.offset = *offset;
            input.compDir = std::move(compDir);
            input.addressSize = unit.addressSize ? unit.addressSize : elf.addressSize();
            ours = decodeUnit(input, stop, collector);
            if (!ours)
                return;
        }
        const auto theirs = readUnitWithLibdwarf(session, unit.die, offset.has_value(), collector);
        if (auto warning = unitWarning(session, unit, offset, ours, theirs))
            warn(std::move(*warning));
    });
    if (failed)
        return *failed;
    if (stopped.now())
        return table; // not wanted: the rows are not sorted
    collector.finish(table.m_files, table.m_rows);
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
