#pragma once

#include "DwarfLineTable.h"
#include "Paths.h" // baseName, which callers found here before it moved to io
#include "Profile.h"
#include "ProfileSession.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gmonview {

// The profile at line granularity (gprof -l) with the line tables behind it,
// for the line-level flat profile and the source pane.
struct LineProfile
{
    std::shared_ptr<const ProfileResult> profile;
    std::shared_ptr<const DwarfLineTable> lines;
    // The line-granular symbols the runs are summed over, from the DWARF.
    std::shared_ptr<const SymbolTable> symbols;
    std::shared_ptr<const SymbolSpecs> specs;
    std::optional<Error> error; // none when it worked
};

// Reads EXECUTABLE's DWARF and sums RUNS at line granularity. With SAME, a
// line profile of the same executable, its tables are reused and only the
// runs are summed again (ticking a run must not re-read the DWARF).
LineProfile loadLineProfile(const Executable &executable, const std::vector<std::string> &runs,
                            const LineProfile *same = nullptr);

struct SourceLine
{
    double samples = 0; // credited to the line, gprof's -l numbers
    size_t blocks = 0;  // basic blocks starting on it
    // What gprof -C lists for the line, in its order: per symbol on the line,
    // its calls (when called) then its basic-block counts.
    std::vector<uint64_t> executions;
    bool hasCode = false; // the line table maps code to it
};

// Per-line figures of one source file (index 0 is line 1).
std::vector<SourceLine> sourceLines(const ProfileResult &lineProfile, const DwarfLineTable &lines,
                                    const std::string &file);

// Samples in COUNT equal intervals of [LOW, HIGH] (inclusive), from the
// summed histograms, each bin shared by overlap.
std::vector<double> addressIntervals(const ProfileResult &profile, uint64_t low, uint64_t high,
                                     int count);

// Where the source file NAME (as the debug information gives it) is, as
// gprof -I looks: NAME itself; then, for a relative NAME, each folder with
// NAME; then each folder with NAME's last component. Empty when none exists.
std::string locateSource(const std::string &name, const std::vector<std::string> &folders);

} // namespace gmonview
