// SPDX-License-Identifier: MIT
#include "io/dwarf/DwarfFunctionTable.h"

#include "io/dwarf/DwarfSession.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <tuple>

#include <dwarf.h>
#include <elf.h>
#include <libdwarf.h>

namespace gmonview {

namespace {

// Languages whose DW_AT_name is the symbol name (binutils does not demangle
// their names).
bool isCLike(Dwarf_Unsigned lang)
{
    switch (lang) {
    case DW_LANG_C89:
    case DW_LANG_C:
    case DW_LANG_Cobol74:
    case DW_LANG_Cobol85:
    case DW_LANG_Fortran77:
    case DW_LANG_Pascal83:
    case DW_LANG_PLI:
    case DW_LANG_C99:
    case DW_LANG_UPC:
    case DW_LANG_C11:
    case DW_LANG_Mips_Assembler:
        return true;
    default:
        return false;
    }
}

// Whether a DIE of TAG can hold functions (or inlined copies) among its
// children. Only what can never does is left out: parameters, variables,
// call sites and types, four fifths of the DIEs of an -O1 program, whose
// walk was most of a line-level report (bench/check.sh).
bool mayHoldFunctions(Dwarf_Half tag)
{
    switch (tag) {
    case DW_TAG_formal_parameter:
    case DW_TAG_variable:
    case DW_TAG_constant:
    case DW_TAG_call_site:
    case DW_TAG_call_site_parameter:
    case DW_TAG_GNU_call_site:
    case DW_TAG_GNU_call_site_parameter:
    case DW_TAG_label:
    case DW_TAG_unspecified_parameters:
    case DW_TAG_base_type:
    case DW_TAG_unspecified_type:
    case DW_TAG_pointer_type:
    case DW_TAG_reference_type:
    case DW_TAG_rvalue_reference_type:
    case DW_TAG_ptr_to_member_type:
    case DW_TAG_const_type:
    case DW_TAG_volatile_type:
    case DW_TAG_restrict_type:
    case DW_TAG_atomic_type:
    case DW_TAG_typedef:
    case DW_TAG_array_type:
    case DW_TAG_subrange_type:
    case DW_TAG_enumeration_type:
    case DW_TAG_enumerator:
    case DW_TAG_subroutine_type:
    case DW_TAG_member:
    case DW_TAG_inheritance:
    case DW_TAG_template_type_parameter:
    case DW_TAG_template_value_parameter:
    case DW_TAG_GNU_template_parameter_pack:
    case DW_TAG_GNU_formal_parameter_pack:
    case DW_TAG_imported_declaration:
    case DW_TAG_imported_module:
        return false;
    default:
        return true;
    }
}

bool isAddressForm(Dwarf_Half form)
{
    switch (form) {
    case DW_FORM_addr:
    case DW_FORM_addrx:
    case DW_FORM_addrx1:
    case DW_FORM_addrx2:
    case DW_FORM_addrx3:
    case DW_FORM_addrx4:
    case DW_FORM_GNU_addr_index:
        return true;
    default:
        return false;
    }
}

// The version of the line table at OFFSET of DEBUG_LINE (the section's
// bytes, uncompressed), from its header; none when it is not there.
std::optional<unsigned> lineTableVersion(std::span<const std::byte> debugLine, bool bigEndian,
                                         uint64_t offset)
{
    auto read = [&](uint64_t at, unsigned size) -> std::optional<uint64_t> {
        if (at > debugLine.size() || debugLine.size() - at < size)
            return std::nullopt;
        uint64_t value = 0;
        for (unsigned i = 0; i < size; ++i) {
            const auto byte = uint64_t(debugLine[at + (bigEndian ? i : size - 1 - i)]);
            value = value << 8 | byte;
        }
        return value;
    };
    const auto length = read(offset, 4);
    if (!length)
        return std::nullopt;
    // (The 64-bit format: 0xffffffff, then the length in eight bytes.)
    const auto version = read(offset + (*length == 0xffffffff ? 12 : 4), 2);
    return version ? std::optional<unsigned>(unsigned(*version)) : std::nullopt;
}

class Walker
{
public:
    Walker(const DwarfSession &session, std::vector<DwarfFunctionTable::Function> &functions,
           std::vector<DwarfFunctionTable::Range> &ranges, std::vector<std::string> &callFiles,
           const StopRequested &stop, bool outOfLineOnly)
        : m_session(session), m_dbg(session.debug()), m_functions(functions), m_ranges(ranges),
          m_callFiles(callFiles), m_stopped(stop, 256), m_outOfLineOnly(outOfLineOnly)
    {}

    // Bodies are walked only for functions whose code meets RANGES.
    void setBodiesIn(const DwarfFunctionTable::AddressRanges *ranges) { m_bodiesIn = ranges; }
    // The program's .debug_line, uncompressed (empty otherwise), to read the
    // version of each unit's line table from its header.
    void setDebugLine(std::span<const std::byte> bytes, bool bigEndian)
    {
        m_debugLine = bytes;
        m_bigEndian = bigEndian;
    }

    void unit(Dwarf_Die cu, Dwarf_Half version)
    {
        m_version = version;
        m_cLike = false;
        m_base = 0;
        Dwarf_Error err = nullptr;
        Dwarf_Attribute attr = nullptr;
        if (dwarf_attr(cu, DW_AT_language, &attr, &err) == DW_DLV_OK) {
            Dwarf_Unsigned lang = 0;
            if (dwarf_formudata(attr, &lang, &err) == DW_DLV_OK)
                m_cLike = isCLike(lang);
            m_session.dropError(err);
            dwarf_dealloc_attribute(attr);
        }
        m_session.dropError(err);
        Dwarf_Addr low = 0;
        if (dwarf_lowpc(cu, &low, &err) == DW_DLV_OK)
            m_base = low;
        m_session.dropError(err);
        unitFiles(cu);
        children(cu, 0);
    }

private:
    // The unit's file names, for DW_AT_call_file: numbered from 0 in a line
    // table of DWARF 5, from 1 before it (libdwarf lists them from the first
    // either way). The line table's version, not the unit's: ARM's cross
    // assembler writes a version 3 line table for a DWARF 5 unit.
    void unitFiles(Dwarf_Die cu)
    {
        m_unitFiles.clear();
        m_filesFromZero = lineTableVersionOf(cu).value_or(m_version) >= 5;
        Dwarf_Error err = nullptr;
        char **files = nullptr;
        Dwarf_Signed count = 0;
        if (dwarf_srcfiles(cu, &files, &count, &err) != DW_DLV_OK) {
            m_session.dropError(err);
            return;
        }
        for (Dwarf_Signed i = 0; i < count; ++i) {
            m_unitFiles.emplace_back(files[i] ? files[i] : "");
            dwarf_dealloc(m_dbg, files[i], DW_DLA_STRING);
        }
        dwarf_dealloc(m_dbg, files, DW_DLA_LIST);
    }

    // The version of CU's line table: from its header in .debug_line, else
    // (a compressed section, a separate debug file) as libdwarf reads the
    // whole table.
    std::optional<unsigned> lineTableVersionOf(Dwarf_Die cu)
    {
        const auto offset = m_session.lineProgramOffset(cu);
        if (!offset)
            return std::nullopt;
        if (auto version = lineTableVersion(m_debugLine, m_bigEndian, *offset))
            return version;
        Dwarf_Error err = nullptr;
        Dwarf_Unsigned version = 0;
        Dwarf_Small tables = 0;
        Dwarf_Line_Context context = nullptr;
        std::optional<unsigned> found;
        if (dwarf_srclines_b(cu, &version, &tables, &context, &err) == DW_DLV_OK) {
            found = unsigned(version);
            dwarf_srclines_dealloc_b(context);
        }
        m_session.dropError(err);
        return found;
    }

    int32_t callFileIndex(Dwarf_Unsigned number)
    {
        const Dwarf_Unsigned at = m_filesFromZero ? number : number - 1;
        if ((!m_filesFromZero && number == 0) || at >= m_unitFiles.size())
            return -1;
        const std::string &name = m_unitFiles[size_t(at)];
        const auto known = m_callFileIds.find(name);
        if (known != m_callFileIds.end())
            return known->second;
        m_callFiles.push_back(name);
        const auto id = int32_t(m_callFiles.size() - 1);
        m_callFileIds.emplace(name, id);
        return id;
    }

    void children(Dwarf_Die parent, int depth)
    {
        if (depth > 256)
            return;
        Dwarf_Error err = nullptr;
        Dwarf_Die child = nullptr;
        if (dwarf_child(parent, &child, &err) != DW_DLV_OK) {
            m_session.dropError(err);
            return;
        }
        while (child) {
            if (m_stopped()) { // the rest of the walk is not wanted
                dwarf_dealloc_die(child);
                return;
            }
            Dwarf_Half tag = 0;
            const bool tagged = dwarf_tag(child, &tag, &err) == DW_DLV_OK;
            const bool isFunction =
                tagged && (tag == DW_TAG_subprogram || tag == DW_TAG_inlined_subroutine ||
                           tag == DW_TAG_entry_point);
            int32_t added = -1;
            if (isFunction && !(m_outOfLineOnly && tag == DW_TAG_inlined_subroutine))
                added = function(child, tag == DW_TAG_inlined_subroutine);
            m_session.dropError(err);
            // Out-of-line functions only: nothing inside a function's body
            // (its inlined copies, blocks, variables) is wanted.
            const bool body = isFunction && tag == DW_TAG_subprogram;
            if (!(m_outOfLineOnly && isFunction) && (!tagged || mayHoldFunctions(tag)) &&
                !(body && m_bodiesIn && !codeIsWanted(added))) {
                const int32_t outer = m_parent;
                if (added >= 0)
                    m_parent = added;
                children(child, depth + 1);
                m_parent = outer;
            }
            Dwarf_Die next = nullptr;
            const int rc = dwarf_siblingof_b(m_dbg, child, true, &next, &err);
            m_session.dropError(err);
            dwarf_dealloc_die(child);
            child = rc == DW_DLV_OK ? next : nullptr;
        }
    }

    // Whether FUNCTION (an index, -1 for none) has code in m_bodiesIn: its
    // ranges are the last added.
    bool codeIsWanted(int32_t function) const
    {
        for (size_t r = m_ranges.size();
             function >= 0 && r-- > 0 && m_ranges[r].function == uint32_t(function);) {
            auto it = std::upper_bound(m_bodiesIn->begin(), m_bodiesIn->end(), m_ranges[r].low,
                                       [](uint64_t a, const auto &w) { return a < w.second; });
            if (it != m_bodiesIn->end() && it->first < m_ranges[r].high)
                return true;
        }
        return false;
    }

    // Name from DIE's attributes in order, following abstract origins and
    // specifications as binutils does.
    void name(Dwarf_Die die, std::string &out, bool &isLinkage, int depth)
    {
        if (depth > 16)
            return;
        Dwarf_Error err = nullptr;
        Dwarf_Attribute *attrs = nullptr;
        Dwarf_Signed count = 0;
        if (dwarf_attrlist(die, &attrs, &count, &err) != DW_DLV_OK) {
            m_session.dropError(err);
            return;
        }
        name(attrs, count, out, isLinkage, depth);
        for (Dwarf_Signed i = 0; i < count; ++i)
            dwarf_dealloc_attribute(attrs[i]);
        dwarf_dealloc(m_dbg, attrs, DW_DLA_LIST);
    }

    // The same from a DIE's ATTRS.
    void name(Dwarf_Attribute *attrs, Dwarf_Signed count, std::string &out, bool &isLinkage,
              int depth)
    {
        Dwarf_Error err = nullptr;
        for (Dwarf_Signed i = 0; i < count; ++i) {
            Dwarf_Half what = 0;
            dwarf_whatattr(attrs[i], &what, &err);
            m_session.dropError(err);
            if (what == DW_AT_abstract_origin || what == DW_AT_specification) {
                if (what == DW_AT_abstract_origin && depth > 0)
                    continue; // binutils follows only specifications below the top
                Dwarf_Off off = 0;
                if (dwarf_global_formref(attrs[i], &off, &err) == DW_DLV_OK) {
                    Dwarf_Die origin = nullptr;
                    if (dwarf_offdie_b(m_dbg, off, true, &origin, &err) == DW_DLV_OK) {
                        name(origin, out, isLinkage, depth + 1);
                        dwarf_dealloc_die(origin);
                    }
                }
                m_session.dropError(err);
            } else if (what == DW_AT_name) {
                char *s = nullptr;
                if (out.empty() && dwarf_formstring(attrs[i], &s, &err) == DW_DLV_OK && s) {
                    out = s;
                    if (m_cLike)
                        isLinkage = true;
                }
                m_session.dropError(err);
            } else if (what == DW_AT_linkage_name || what == DW_AT_MIPS_linkage_name) {
                char *s = nullptr;
                if (dwarf_formstring(attrs[i], &s, &err) == DW_DLV_OK && s) {
                    out = s;
                    isLinkage = true;
                }
                m_session.dropError(err);
            }
        }
    }

    // The attributes of a function's DIE that give its code's range.
    struct RangeAttributes
    {
        Dwarf_Attribute low = nullptr, high = nullptr, ranges = nullptr;
    };

    // The function at DIE added; its index, or -1 when it has no range.
    int32_t function(Dwarf_Die die, bool inlined)
    {
        // Every attribute from one list: each look-up by name scanned the
        // DIE's abbreviation and made an attribute again, and the function
        // DIEs were a fifth of a line-level report.
        Dwarf_Error err = nullptr;
        Dwarf_Attribute *attrs = nullptr;
        Dwarf_Signed count = 0;
        if (dwarf_attrlist(die, &attrs, &count, &err) != DW_DLV_OK) {
            m_session.dropError(err);
            return -1; // no attributes: no range either
        }
        DwarfFunctionTable::Function f;
        name(attrs, count, f.name, f.isLinkage, 0);
        f.inlined = inlined;
        const RangeAttributes range = readAttributes(attrs, count, f);
        std::vector<std::pair<uint64_t, uint64_t>> spans;
        lowHighSpan(range, spans);
        if (range.ranges)
            rangeList(die, range.ranges, spans);
        for (Dwarf_Signed i = 0; i < count; ++i)
            dwarf_dealloc_attribute(attrs[i]);
        dwarf_dealloc(m_dbg, attrs, DW_DLA_LIST);
        return addFunction(std::move(f), spans);
    }

    // F's abstract origin and (inlined) call site from its DIE's ATTRS;
    // returns those of them that give its range.
    RangeAttributes readAttributes(Dwarf_Attribute *attrs, Dwarf_Signed count,
                                   DwarfFunctionTable::Function &f)
    {
        RangeAttributes range;
        Dwarf_Error err = nullptr;
        for (Dwarf_Signed i = 0; i < count; ++i) {
            Dwarf_Half what = 0;
            dwarf_whatattr(attrs[i], &what, &err);
            m_session.dropError(err);
            if (what == DW_AT_abstract_origin) {
                Dwarf_Off off = 0;
                if (dwarf_global_formref(attrs[i], &off, &err) == DW_DLV_OK)
                    f.abstractOrigin = off;
            } else if (f.inlined && (what == DW_AT_call_line || what == DW_AT_call_file)) {
                callSite(attrs[i], what, f);
            } else if (what == DW_AT_low_pc) {
                range.low = attrs[i];
            } else if (what == DW_AT_high_pc) {
                range.high = attrs[i];
            } else if (what == DW_AT_ranges) {
                range.ranges = attrs[i];
            }
            m_session.dropError(err);
        }
        return range;
    }

    // An inlined copy's DW_AT_call_line or DW_AT_call_file (WHAT) from
    // ATTR into F.
    void callSite(Dwarf_Attribute attr, Dwarf_Half what, DwarfFunctionTable::Function &f)
    {
        // GCC gives the same value to many entries with one
        // DW_FORM_implicit_const in the abbreviation, which libdwarf
        // reads as signed data only.
        Dwarf_Error err = nullptr;
        Dwarf_Unsigned value = 0;
        Dwarf_Signed signedValue = 0;
        bool read = dwarf_formudata(attr, &value, &err) == DW_DLV_OK;
        m_session.dropError(err);
        if (!read && dwarf_formsdata(attr, &signedValue, &err) == DW_DLV_OK && signedValue >= 0) {
            value = Dwarf_Unsigned(signedValue);
            read = true;
        }
        m_session.dropError(err);
        if (read) {
            if (what == DW_AT_call_line)
                f.callLine = uint32_t(value);
            else
                f.callFile = callFileIndex(value);
        }
    }

    // The span of RANGE's DW_AT_low_pc and DW_AT_high_pc, added to SPANS.
    void lowHighSpan(const RangeAttributes &range,
                     std::vector<std::pair<uint64_t, uint64_t>> &spans)
    {
        Dwarf_Error err = nullptr;
        Dwarf_Addr low = 0, high = 0;
        if (range.low && range.high && dwarf_formaddr(range.low, &low, &err) == DW_DLV_OK) {
            // DW_AT_high_pc is an address, or (a constant) the length.
            Dwarf_Half form = 0;
            dwarf_whatform(range.high, &form, &err);
            m_session.dropError(err);
            if (isAddressForm(form)) {
                if (dwarf_formaddr(range.high, &high, &err) == DW_DLV_OK)
                    spans.push_back({low, high});
            } else {
                Dwarf_Unsigned length = 0;
                if (dwarf_formudata(range.high, &length, &err) == DW_DLV_OK)
                    spans.push_back({low, low + length});
            }
        }
        m_session.dropError(err);
    }

    // F added with its SPANS (those not empty as its ranges), inside the
    // function the walk is in; its index, or -1 (not added) when it has none.
    int32_t addFunction(DwarfFunctionTable::Function f,
                        const std::vector<std::pair<uint64_t, uint64_t>> &spans)
    {
        if (spans.empty())
            return -1;
        f.firstLow = spans.front().first;
        f.parent = m_parent;
        const auto id = static_cast<uint32_t>(m_functions.size());
        m_functions.push_back(std::move(f));
        for (const auto &[lo, hi] : spans)
            if (lo < hi)
                m_ranges.push_back({lo, hi, id});
        return int32_t(id);
    }

    void rangeList(Dwarf_Die die, Dwarf_Attribute attr,
                   std::vector<std::pair<uint64_t, uint64_t>> &spans)
    {
        Dwarf_Error err = nullptr;
        Dwarf_Half form = 0;
        dwarf_whatform(attr, &form, &err);
        m_session.dropError(err);
        if (m_version >= 5) {
            Dwarf_Unsigned value = 0;
            int rc;
            if (form == DW_FORM_rnglistx) {
                rc = dwarf_formudata(attr, &value, &err);
            } else {
                Dwarf_Off off = 0;
                rc = dwarf_global_formref(attr, &off, &err);
                value = off;
            }
            m_session.dropError(err);
            if (rc != DW_DLV_OK)
                return;
            Dwarf_Rnglists_Head head = nullptr;
            Dwarf_Unsigned entries = 0, globalOffset = 0;
            if (dwarf_rnglists_get_rle_head(attr, form, value, &head, &entries, &globalOffset,
                                            &err) != DW_DLV_OK) {
                m_session.dropError(err);
                return;
            }
            for (Dwarf_Unsigned i = 0; i < entries; ++i) {
                unsigned length = 0, code = 0;
                Dwarf_Unsigned raw1 = 0, raw2 = 0, cooked1 = 0, cooked2 = 0;
                Dwarf_Bool unavailable = false;
                if (dwarf_get_rnglists_entry_fields_a(head, i, &length, &code, &raw1, &raw2,
                                                      &unavailable, &cooked1, &cooked2,
                                                      &err) != DW_DLV_OK) {
                    m_session.dropError(err);
                    break;
                }
                if (unavailable)
                    continue;
                switch (code) {
                case DW_RLE_offset_pair:
                case DW_RLE_startx_endx:
                case DW_RLE_startx_length:
                case DW_RLE_start_end:
                case DW_RLE_start_length:
                    spans.push_back({cooked1, cooked2});
                    break;
                default:
                    break;
                }
            }
            dwarf_dealloc_rnglists_head(head);
            return;
        }
        Dwarf_Off off = 0;
        if (dwarf_global_formref(attr, &off, &err) != DW_DLV_OK) {
            m_session.dropError(err);
            return;
        }
        Dwarf_Ranges *list = nullptr;
        Dwarf_Signed count = 0;
        Dwarf_Unsigned bytes = 0;
        Dwarf_Off realOffset = 0;
        if (dwarf_get_ranges_b(m_dbg, off, die, &realOffset, &list, &count, &bytes, &err) !=
            DW_DLV_OK) {
            m_session.dropError(err);
            return;
        }
        uint64_t base = m_base;
        for (Dwarf_Signed i = 0; i < count; ++i) {
            if (list[i].dwr_type == DW_RANGES_ENTRY)
                spans.push_back({base + list[i].dwr_addr1, base + list[i].dwr_addr2});
            else if (list[i].dwr_type == DW_RANGES_ADDRESS_SELECTION)
                base = list[i].dwr_addr2;
        }
        dwarf_ranges_dealloc(m_dbg, list, count);
    }

    const DwarfSession &m_session;
    Dwarf_Debug m_dbg;
    std::vector<DwarfFunctionTable::Function> &m_functions;
    std::vector<DwarfFunctionTable::Range> &m_ranges;
    std::vector<std::string> &m_callFiles;
    std::map<std::string, int32_t> m_callFileIds;
    std::vector<std::string> m_unitFiles;
    StopCheck m_stopped;
    bool m_outOfLineOnly = false;
    int32_t m_parent = -1; // the function whose body the walk is in
    const DwarfFunctionTable::AddressRanges *m_bodiesIn = nullptr;
    Dwarf_Half m_version = 4;
    bool m_filesFromZero = false; // the unit's line table numbers its files from 0
    std::span<const std::byte> m_debugLine;
    bool m_bigEndian = false;
    bool m_cLike = false;
    uint64_t m_base = 0;
};

} // namespace

Result<DwarfFunctionTable> DwarfFunctionTable::read(const ElfImage &elf, const std::string &path,
                                                    const StopRequested &stop, Depth depth,
                                                    const AddressRanges *bodiesIn)
{
    auto session = DwarfSession::open(elf, path);
    if (!session)
        return session.error();
    DwarfFunctionTable table;
    Walker walker(*session, table.m_functions, table.m_ranges, table.m_callFiles, stop,
                  depth == Depth::OutOfLine);
    walker.setBodiesIn(bodiesIn);
    if (const ElfSection *line = elf.sectionByName(".debug_line");
        line && !(line->flags & SHF_COMPRESSED))
        walker.setDebugLine(elf.sectionBytes(*line), elf.isBigEndian());
    const auto failed = session->forEachUnit([&](const DwarfSession::Unit &unit) {
        if (unit.die)
            walker.unit(unit.die, unit.version);
    });
    if (failed)
        return *failed;
    std::stable_sort(table.m_ranges.begin(), table.m_ranges.end(),
                     [](const Range &a, const Range &b) { return a.low < b.low; });
    table.indexPieces();
    return table;
}

} // namespace gmonview
