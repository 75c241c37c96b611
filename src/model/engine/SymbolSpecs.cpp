// SPDX-License-Identifier: MIT
#include "model/engine/SymbolSpecs.h"

#include "io/Paths.h"
#include "model/engine/GnuMergeSort.h"
#include "model/engine/SymbolTable.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <list>
#include <string_view>
#include <unordered_set>

namespace gmonview {

namespace {

struct Pattern
{
    int file = -1; // -1: any; -2: a file that does not exist
    bool hasFile = false;
    uint32_t line = 0;
    std::string name;
    bool hasName = false;
};

// The basename of each known source file is compared with the spec; like
// gprof, the file seen last wins when several share a basename.
int lookupFileByName(const SymbolTable &symtab, const std::string &spec)
{
    for (size_t k = symtab.files.size(); k-- > 0;) {
        if (baseName(symtab.files[k]) == spec)
            return static_cast<int>(k);
    }
    return -2;
}

Pattern parseSpec(std::string spec, const SymbolTable &symtab)
{
    Pattern p;
    const size_t colon = spec.rfind(':');
    if (colon != std::string::npos) {
        if (colon > 0) {
            p.hasFile = true;
            p.file = lookupFileByName(symtab, spec.substr(0, colon));
        }
        spec = spec.substr(colon + 1);
        if (!spec.empty()) {
            if (std::isdigit(static_cast<unsigned char>(spec[0])))
                p.line = static_cast<uint32_t>(std::atoi(spec.c_str()));
            else {
                p.name = spec;
                p.hasName = true;
            }
        }
    } else if (!spec.empty()) {
        if (spec.find('.') != std::string::npos) {
            p.hasFile = true;
            p.file = lookupFileByName(symtab, spec);
        } else if (std::isdigit(static_cast<unsigned char>(spec[0]))) {
            p.line = static_cast<uint32_t>(std::atoi(spec.c_str()));
        } else {
            p.name = spec;
            p.hasName = true;
        }
    }
    return p;
}

// A name given by the user is the C name: without the target's leading
// character ("main" is "_main" on 32-bit Windows).
bool matches(const Pattern &p, const ProfileSymbol &sym, char leading)
{
    if (p.hasFile && p.file != sym.file)
        return false;
    if (p.line && p.line != sym.line)
        return false;
    if (p.hasName) {
        std::string_view name = sym.name;
        if (leading && !sym.mapped && name.starts_with(leading))
            name.remove_prefix(1);
        if (p.name != name)
            return false;
    }
    return true;
}

// Where every pattern names a function (the default exclusions, most
// specs), a symbol of no such name matches none: one look-up settles it
// (24 comparisons per symbol were a twentieth of a line-level report).
class NameFilter
{
public:
    void add(const Pattern &p)
    {
        m_byNameOnly = m_byNameOnly && p.hasName;
        m_names.insert(p.name);
    }

    // Whether SYM may match a pattern; symbols come in table order, and a
    // name is looked up once for a run of symbols that share it.
    bool mayMatch(const ProfileSymbol &sym, char leading)
    {
        if (!m_byNameOnly)
            return true;
        if (sym.mapped || !m_lastName || *m_lastName != sym.name) {
            std::string_view name = sym.name;
            if (leading && !sym.mapped && name.starts_with(leading))
                name.remove_prefix(1);
            m_lastNamed = m_names.count(name) > 0;
            m_lastName = sym.mapped ? nullptr : &sym.name; // (mapped: not stripped)
        }
        return m_lastNamed;
    }

private:
    bool m_byNameOnly = true;
    std::unordered_set<std::string_view> m_names;
    const std::string *m_lastName = nullptr;
    bool m_lastNamed = true;
};

} // namespace

// resolve's steps, a member for the ranges (SymbolSpecs' own type): the
// specs parsed, matched against the symbols in turn, the arcs' targets
// joined and the tables sorted.
class SymbolSpecs::Resolver
{
public:
    Resolver(const std::vector<SymbolSpec> &specs, const SymbolTable &symtab) : m_symtab(symtab)
    {
        // gprof prepends each spec to its list, so the last given comes first.
        for (auto it = specs.rbegin(); it != specs.rend(); ++it) {
            Id id;
            id.table = it->table;
            std::string text = it->text;
            const size_t slash = text.find('/');
            if (slash != std::string::npos) {
                id.right.pattern = parseSpec(text.substr(slash + 1), symtab);
                id.hasRight = true;
                text = text.substr(0, slash);
            }
            id.left.pattern = parseSpec(text, symtab);
            m_ids.push_back(std::move(id));
        }
    }

    void matchSymbols()
    {
        NameFilter filter;
        for (const Id &id : m_ids)
            for (const Side *side : {&id.left, id.hasRight ? &id.right : nullptr})
                if (side)
                    filter.add(side->pattern);
        const char leading = m_symtab.leadingChar;
        for (long s = 0; s < static_cast<long>(m_symtab.symbols.size()); ++s) {
            const ProfileSymbol &sym = m_symtab.symbols[size_t(s)];
            if (!filter.mayMatch(sym, leading))
                continue;
            for (Id &id : m_ids) {
                if (matches(id.left.pattern, sym, leading))
                    extend(id.left, s, m_result.m_tables[size_t(id.table)]);
                if (id.hasRight && matches(id.right.pattern, sym, leading))
                    extend(id.right, s, m_rightRanges);
            }
        }
    }

    // A FROM/TO spec: each range of FROM calls into each range of TO.
    void linkArcs()
    {
        for (Id &id : m_ids) {
            if (!id.hasRight)
                continue;
            auto &table = m_result.m_tables[size_t(id.table)];
            for (long left : id.left.chain)
                for (long right : id.right.chain) {
                    auto &targets = table[size_t(left)].arcTargets;
                    targets.insert(targets.begin(), {m_rightRanges[size_t(right)].address,
                                                     m_rightRanges[size_t(right)].endAddress});
                }
        }
    }

    // Sort and remove duplicates as gprof does with every table.
    SymbolSpecs sortedTables()
    {
        for (auto &table : m_result.m_tables) {
            if (table.empty())
                continue;
            gnuMergeSort(table, compareSymbolsByAddress<Range>);
            std::vector<Range> kept;
            uint64_t prevAddr = table[0].address - 1;
            for (auto &r : table) {
                if (!kept.empty() && r.address == prevAddr) {
                    if (replacesDuplicate(r, kept.back()))
                        kept.back() = std::move(r);
                } else if (!r.endAddress || r.address <= r.endAddress) {
                    prevAddr = r.address;
                    kept.push_back(std::move(r));
                }
            }
            table = std::move(kept);
        }
        return std::move(m_result);
    }

private:
    struct Side
    {
        Pattern pattern;
        long prevMatch = -2;     // symbol index of the previous match
        long prevEntry = -1;     // its range in the table
        std::vector<long> chain; // ranges of this side, most recent first
    };
    struct Id
    {
        SpecTable table;
        Side left;
        Side right;
        bool hasRight = false;
    };

    // Symbol SYM_INDEX matched SIDE: a range of its own in TABLE, or the
    // end of the range of the symbol before it.
    void extend(Side &side, long symIndex, std::vector<Range> &table)
    {
        const ProfileSymbol &sym = m_symtab.symbols[size_t(symIndex)];
        if (side.prevMatch != symIndex - 1) {
            Range r;
            r.address = sym.address;
            r.name = sym.name;
            r.isStatic = sym.isStatic;
            r.isFunction = sym.isFunction;
            table.push_back(std::move(r));
            side.prevEntry = static_cast<long>(table.size() - 1);
            side.chain.insert(side.chain.begin(), side.prevEntry);
        }
        table[size_t(side.prevEntry)].endAddress = sym.endAddress;
        side.prevMatch = symIndex;
    }

    const SymbolTable &m_symtab;
    std::vector<Id> m_ids;
    SymbolSpecs m_result;
    std::vector<Range> m_rightRanges; // of the TO sides
};

const std::vector<std::string> &defaultExcludedFunctions()
{
    static const std::vector<std::string> names = {
        "_gprof_mcount",     "mcount",     "_mcount",  "__mcount",
        "__mcount_internal", "__mcleanup", "<locore>", "<hicore>"};
    return names;
}

std::vector<SymbolSpec> defaultExclusionSpecs()
{
    std::vector<SymbolSpec> specs;
    for (const std::string &name : defaultExcludedFunctions())
        for (SpecTable t : {SpecTable::ExclTime, SpecTable::ExclGraph, SpecTable::ExclFlat})
            specs.push_back({name, t});
    return specs;
}

SymbolSpecs SymbolSpecs::resolve(const std::vector<SymbolSpec> &specs, const SymbolTable &symtab)
{
    Resolver resolver(specs, symtab);
    resolver.matchSymbols();
    resolver.linkArcs();
    return resolver.sortedTables();
}

bool SymbolSpecs::contains(SpecTable t, uint64_t addr) const
{
    const auto &tab = table(t);
    auto it = std::upper_bound(tab.begin(), tab.end(), addr,
                               [](uint64_t a, const Range &r) { return a < r.address; });
    if (it == tab.begin())
        return false;
    --it;
    return addr <= it->endAddress;
}

bool SymbolSpecs::arcPresent(SpecTable t, const ProfileSymbol &from, const ProfileSymbol &to) const
{
    for (const Range &r : table(t)) {
        if (from.address < r.address || from.address > r.endAddress)
            continue;
        for (const auto &[lo, hi] : r.arcTargets)
            if (to.address >= lo && to.endAddress <= hi)
                return true;
    }
    return false;
}

} // namespace gmonview
