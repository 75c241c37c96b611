// SPDX-License-Identifier: MIT
#include "io/dwarf/DwarfLineProgram.h"

#include "io/Hex.h"

#include "io/ByteCursor.h"

#include <cstdio>
#include <cstring>
#include <dwarf.h>

namespace gmonview {

namespace {

uint64_t uleb(ByteCursor &c)
{
    uint64_t result = 0;
    unsigned shift = 0;
    for (;;) {
        const uint8_t b = c.u8();
        if (c.failed())
            return 0;
        if (shift < 64)
            result |= uint64_t(b & 0x7f) << shift;
        shift += 7;
        if (!(b & 0x80))
            return result;
    }
}

std::string stringAt(std::span<const std::byte> section, uint64_t offset)
{
    if (offset >= section.size())
        return {};
    const char *s = reinterpret_cast<const char *>(section.data()) + offset;
    return std::string(s, strnlen(s, section.size() - offset));
}

bool isAbsolute(const std::string &p)
{
    return !p.empty() && p[0] == '/';
}

// Reads one attribute value of a DWARF 5 entry format; strings come back in
// TEXT, numbers in NUMBER. Returns false for a form it cannot skip.
bool readForm(ByteCursor &c, uint64_t form, bool dwarf64, const LineProgramInput &in,
              std::string &text, uint64_t &number)
{
    switch (form) {
    case DW_FORM_string:
        text = c.cString();
        return true;
    case DW_FORM_line_strp:
        text = stringAt(in.debugLineStr, dwarf64 ? c.u64() : c.u32());
        return true;
    case DW_FORM_strp:
        text = stringAt(in.debugStr, dwarf64 ? c.u64() : c.u32());
        return true;
    case DW_FORM_udata:
        number = uleb(c);
        return true;
    case DW_FORM_data1:
        number = c.u8();
        return true;
    case DW_FORM_data2:
        number = c.u16();
        return true;
    case DW_FORM_data4:
        number = c.u32();
        return true;
    case DW_FORM_data8:
        number = c.u64();
        return true;
    case DW_FORM_data16:
        c.bytes(16);
        return true;
    case DW_FORM_block:
        c.bytes(uleb(c));
        return true;
    default:
        return false;
    }
}

} // namespace

Message lineProgramName(uint64_t offset)
{
    return Message(GMONVIEW_TR_NOOP("gmonview::io", "line program at offset %1 of .debug_line"),
                   hexString(offset));
}

Result<LineProgram> decodeLineProgram(const LineProgramInput &in, const StopRequested &stop)
{
    const Message where = lineProgramName(in.offset);
    ByteCursor c(in.debugLine, in.bigEndian);
    c.seek(in.offset);
    uint64_t unitLength = c.u32();
    bool dwarf64 = false;
    if (unitLength == 0xffffffff) {
        dwarf64 = true;
        unitLength = c.u64();
    }
    const uint64_t unitStart = c.offset();
    if (c.failed() || unitLength > c.remaining())
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: its length runs past the section"),
                     where};
    const uint64_t unitEnd = unitStart + unitLength;
    const uint16_t version = c.u16();
    if (version < 2 || version > 5)
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: unsupported version %2"), where,
                     version};
    unsigned addressSize = in.addressSize;
    if (version >= 5) {
        addressSize = c.u8();
        c.u8(); // segment selector size
    }
    const uint64_t headerLength = dwarf64 ? c.u64() : c.u32();
    if (c.failed() || c.offset() > unitEnd || headerLength > unitEnd - c.offset())
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: malformed header"), where};
    const uint64_t programStart = c.offset() + headerLength;
    const uint8_t minInstLength = c.u8();
    uint8_t maxOps = 1;
    if (version >= 4)
        maxOps = c.u8();
    const bool defaultIsStmt = c.u8() != 0;
    const int8_t lineBase = static_cast<int8_t>(c.u8());
    const uint8_t lineRange = c.u8();
    const uint8_t opcodeBase = c.u8();
    std::vector<uint8_t> opcodeLengths(opcodeBase ? opcodeBase - 1 : 0);
    for (auto &l : opcodeLengths)
        l = c.u8();
    if (c.failed() || lineRange == 0 || maxOps == 0) // programStart <= unitEnd: checked above
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: malformed header"), where};
    (void)defaultIsStmt;

    std::vector<std::string> dirs;
    struct FileEntry
    {
        std::string name;
        uint64_t dir = 0;
    };
    std::vector<FileEntry> fileEntries;
    if (version >= 5) {
        auto readEntries = [&](bool files) -> bool {
            const uint8_t formatCount = c.u8();
            std::vector<std::pair<uint64_t, uint64_t>> format(formatCount);
            for (auto &[type, form] : format) {
                type = uleb(c);
                form = uleb(c);
            }
            const uint64_t count = uleb(c);
            if (c.failed() || count > c.remaining())
                return false;
            for (uint64_t i = 0; i < count; ++i) {
                FileEntry e;
                for (const auto &[type, form] : format) {
                    std::string text;
                    uint64_t number = 0;
                    if (!readForm(c, form, dwarf64, in, text, number))
                        return false;
                    if (type == DW_LNCT_path)
                        e.name = text;
                    else if (type == DW_LNCT_directory_index)
                        e.dir = number;
                }
                if (files)
                    fileEntries.push_back(std::move(e));
                else
                    dirs.push_back(std::move(e.name));
            }
            return !c.failed();
        };
        if (!readEntries(false) || !readEntries(true))
            return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: malformed directory or file table"),
                         where};
    } else {
        for (;;) {
            std::string d = c.cString();
            if (c.failed())
                return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: malformed include directories"),
                             where};
            if (d.empty())
                break;
            dirs.push_back(std::move(d));
        }
        for (;;) {
            std::string f = c.cString();
            if (c.failed())
                return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: malformed file table"), where};
            if (f.empty())
                break;
            FileEntry e{std::move(f), uleb(c)};
            uleb(c);
            uleb(c);
            fileEntries.push_back(std::move(e));
        }
    }

    // A file's full name as binutils builds it. DWARF 5 numbers files and
    // directories from 0, earlier versions from 1 (0 meaning unknown).
    const bool zeroBased = version >= 5;
    LineProgram out;
    std::vector<int> fileIds; // DWARF file number -> index in out.files, built lazily
    auto fileName = [&](uint64_t file) -> std::string {
        if (!zeroBased) {
            if (file == 0)
                return "<unknown>";
            --file;
        }
        if (file >= fileEntries.size())
            return "<unknown>";
        const FileEntry &f = fileEntries[file];
        if (isAbsolute(f.name))
            return f.name;
        uint64_t dir = f.dir;
        if (!zeroBased)
            --dir; // 0 wraps: no subdirectory
        const std::string *subdir = dir < dirs.size() ? &dirs[dir] : nullptr;
        const std::string *dirName = nullptr;
        if (!subdir || !isAbsolute(*subdir))
            dirName = in.compDir.empty() ? nullptr : &in.compDir;
        if (!dirName) {
            dirName = subdir;
            subdir = nullptr;
        }
        if (!dirName)
            return f.name;
        if (subdir)
            return *dirName + "/" + *subdir + "/" + f.name;
        return *dirName + "/" + f.name;
    };
    auto fileId = [&](uint64_t file) -> uint32_t {
        if (file >= fileIds.size() && file < (1u << 20))
            fileIds.resize(file + 1, -1);
        if (file < fileIds.size() && fileIds[file] >= 0)
            return uint32_t(fileIds[file]);
        out.files.push_back(fileName(file));
        const auto id = uint32_t(out.files.size() - 1);
        if (file < fileIds.size())
            fileIds[file] = int(id);
        return id;
    };

    c.seek(programStart);
    uint64_t address = 0, opIndex = 0, file = 1;
    // Unsigned, so that hostile advances wrap instead of overflowing.
    uint64_t line = 1;
    // The file's index in out.files, looked up when the file changes rather
    // than for every row (files are still added in the order rows use them).
    uint64_t idOfFile = 0;
    uint32_t id = 0;
    bool idKnown = false;
    auto emit = [&](bool endSequence) {
        if (!idKnown || idOfFile != file) {
            id = fileId(file);
            idOfFile = file;
            idKnown = true;
        }
        const LineRow row{address, static_cast<uint32_t>(line), id, endSequence};
        auto &rows = out.rows;
        // Several rows at one address: binutils keeps the last of them.
        if (!rows.empty() && rows.back().address == address && !rows.back().endSequence &&
            !endSequence)
            rows.back() = row;
        else
            rows.push_back(row);
    };
    auto advance = [&](uint64_t operationAdvance) {
        if (maxOps == 1) {
            address += minInstLength * operationAdvance;
        } else {
            address += minInstLength * ((opIndex + operationAdvance) / maxOps);
            opIndex = (opIndex + operationAdvance) % maxOps;
        }
    };
    auto reset = [&] {
        address = 0;
        opIndex = 0;
        file = 1;
        line = 1;
    };

    // The common opcodes read the bytes directly: through ByteCursor, one
    // byte at a time, they were two thirds of decoding SQLite's 229,000
    // rows (bench/README). A read past the section's end fails the cursor,
    // as ByteCursor's own reads do; the rare opcodes still go through it.
    const auto *base = reinterpret_cast<const uint8_t *>(in.debugLine.data());
    const uint8_t *sectionEnd = base + in.debugLine.size();
    const uint8_t *const programEnd = base + unitEnd;
    const uint8_t *p = base + c.offset();
    bool failed = c.failed();
    auto fastUleb = [&]() -> uint64_t {
        uint64_t result = 0;
        unsigned shift = 0;
        for (;;) {
            if (p == sectionEnd) {
                failed = true;
                return 0;
            }
            const uint8_t b = *p++;
            if (shift < 64)
                result |= uint64_t(b & 0x7f) << shift;
            shift += 7;
            if (!(b & 0x80))
                return result;
        }
    };
    auto fastSleb = [&]() -> int64_t {
        int64_t result = 0;
        unsigned shift = 0;
        uint8_t b;
        do {
            if (p == sectionEnd) {
                failed = true;
                return 0;
            }
            b = *p++;
            if (shift < 64)
                result |= int64_t(b & 0x7f) << shift;
            shift += 7;
        } while (b & 0x80);
        if (shift < 64 && (b & 0x40))
            result |= int64_t(~uint64_t(0) << shift);
        return result;
    };

    StopCheck stopped(stop, 4096);
    while (p < programEnd && !failed && !stopped()) {
        const uint8_t op = *p++; // p < programEnd <= sectionEnd
        if (op >= opcodeBase) {
            const uint8_t adjusted = op - opcodeBase;
            advance(adjusted / lineRange);
            line += uint64_t(int64_t(lineBase) + adjusted % lineRange);
            emit(false);
            continue;
        }
        switch (op) {
        case 0: { // extended
            const uint64_t len = fastUleb();
            const uint64_t at = uint64_t(p - base);
            if (len == 0 || failed || at > unitEnd || len > unitEnd - at)
                return Error{
                    GMONVIEW_TR_NOOP("gmonview::io", "%1: malformed extended opcode at offset %2"),
                    where, hexString(at)};
            const uint64_t next = at + len; // within the unit, checked above
            c.seek(at);
            const uint8_t sub = c.u8();
            if (sub == DW_LNE_end_sequence) {
                emit(true);
                reset();
            } else if (sub == DW_LNE_set_address) {
                address = c.readUnsigned(len - 1 <= 8 ? len - 1 : addressSize);
                opIndex = 0;
            }
            c.seek(next);
            failed = c.failed();
            p = base + next;
            break;
        }
        case DW_LNS_copy:
            emit(false);
            break;
        case DW_LNS_advance_pc:
            advance(fastUleb());
            break;
        case DW_LNS_advance_line:
            line += uint64_t(fastSleb());
            break;
        case DW_LNS_set_file:
            file = fastUleb();
            break;
        case DW_LNS_set_column:
            fastUleb();
            break;
        case DW_LNS_negate_stmt:
            break;
        case DW_LNS_set_basic_block:
            break;
        case DW_LNS_const_add_pc:
            advance((255 - opcodeBase) / lineRange);
            break;
        case DW_LNS_fixed_advance_pc:
            c.seek(uint64_t(p - base));
            address += c.u16();
            opIndex = 0;
            failed = c.failed();
            p = base + c.offset();
            break;
        case DW_LNS_set_prologue_end:
            break;
        case DW_LNS_set_epilogue_begin:
            break;
        case DW_LNS_set_isa:
            fastUleb();
            break;
        default:
            for (uint8_t k = 0; k < opcodeLengths[op - 1] && !failed; ++k)
                fastUleb();
            break;
        }
    }
    if (failed)
        c.seek(in.debugLine.size() + 1); // fails the cursor: reported below
    if (c.failed())
        return Error{
            GMONVIEW_TR_NOOP("gmonview::io", "%1: the program runs past the end of the section"),
            where};
    return out;
}

} // namespace gmonview
