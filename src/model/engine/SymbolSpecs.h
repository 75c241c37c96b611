// SPDX-License-Identifier: MIT
#pragma once

#include "model/engine/ProfileData.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace gmonview {

struct SymbolTable;

// gprof's symbol tables for the include/exclude options (-p -P -q -Q -e -E
// -f -F -n -N -k ...), in its order: INCL before EXCL for each subject.
enum class SpecTable
{
    InclGraph,
    ExclGraph,
    InclArcs,
    ExclArcs,
    InclFlat,
    ExclFlat,
    InclTime,
    ExclTime,
    InclAnno,
    ExclAnno,
    InclExec,
    ExclExec,
    Count
};

struct SymbolSpec
{
    std::string text; // FILE:FUNC, FUNC, FILE, LINE, or any of these as FROM/TO
    SpecTable table;

    bool operator==(const SymbolSpec &) const = default;
};

// The specs matched against a symbol table: runs of consecutive matching
// symbols coalesced into address ranges, exactly as gprof matches its specs.
class SymbolSpecs
{
public:
    // SPECS in the order given on the command line.
    static SymbolSpecs resolve(const std::vector<SymbolSpec> &specs, const SymbolTable &symtab);

    bool isEmpty(SpecTable t) const { return table(t).empty(); }
    bool contains(SpecTable t, uint64_t addr) const;
    // Whether the arc table T (InclArcs or ExclArcs) names the arc FROM -> TO,
    // as gprof decides it.
    bool arcPresent(SpecTable t, const ProfileSymbol &from, const ProfileSymbol &to) const;

    // The rule gprof applies everywhere: in INCL, or INCL empty and not in EXCL.
    bool selected(SpecTable incl, SpecTable excl, uint64_t addr) const
    {
        return contains(incl, addr) || (isEmpty(incl) && !contains(excl, addr));
    }

private:
    class Resolver; // resolve's steps (SymbolSpecs.cpp)
    struct Range
    {
        uint64_t address = 0;
        uint64_t endAddress = 0;
        std::string name;
        bool isStatic = false;
        bool isFunction = false;
        std::vector<std::pair<uint64_t, uint64_t>> arcTargets; // child ranges
    };
    const std::vector<Range> &table(SpecTable t) const { return m_tables[size_t(t)]; }

    std::array<std::vector<Range>, size_t(SpecTable::Count)> m_tables;
};

// The functions gprof always leaves out of time, graph and flat profile.
const std::vector<std::string> &defaultExcludedFunctions();
// Those exclusions as specs, one per table, ahead of the user's own.
std::vector<SymbolSpec> defaultExclusionSpecs();

} // namespace gmonview
