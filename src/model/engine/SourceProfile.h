// SPDX-License-Identifier: MIT
#pragma once

#include "io/dwarf/DwarfFunctionTable.h"
#include "io/dwarf/DwarfLineTable.h"
#include "io/Paths.h" // baseName, which callers found here before it moved to io
#include "model/engine/ProfilePipeline.h"
#include "model/engine/ProfileResult.h"
#include "model/engine/RunSum.h"

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gmonview {

// The profile at line granularity (gprof -l) with the line tables behind it,
// for the line-level flat profile, the source pane and gmon.sum.
struct LineProfile
{
    // The program read at line granularity: its DWARF tables and the
    // line-granular symbols the runs are summed over.
    std::shared_ptr<const Executable> executable;
    std::shared_ptr<const DwarfLineTable> lines; // executable->lines
    // The runs summed over those symbols (what gprof -s writes), even when
    // the program has no line information and there is no line profile.
    std::shared_ptr<const RunSum> sum;
    std::shared_ptr<const ProfileResult> profile; // null without line information
    std::optional<Error> error;                   // why there is no line profile
    std::vector<Message> warnings;
};

// How the line view reads a program: gprof -l's symbols (as with -s).
ProgramOptions lineProgramOptions();
// The same, with line symbols only where SUM's histograms counted samples:
// the same samples per source line (what the exports write) for a fraction
// of the work on a large program.
ProgramOptions sampledLineOptions(const RunSum &sum);

// Sums RUNS over EXECUTABLE at line granularity, through analyze(). An
// executable already read at line granularity (LineProfile::executable) is
// used as it is: ticking a run must not read the DWARF again.
// PROGRESS as for analyze(): a cancelled load comes back empty.
LineProfile loadLineProfile(std::shared_ptr<const Executable> executable,
                            const std::vector<std::string> &runs,
                            const AnalysisProgress &progress = {});

// Code of an inlined function: its (demangled) name and the samples in it.
struct InlinedCode
{
    std::string function;
    double samples = 0;
};

// What a file's line figures count: the code in [LOW, HIGH] (inclusive),
// one function's, or by default all of it (the file's totals). LOW above
// HIGH: none of it (a function the build does not have).
struct SourceScope
{
    uint64_t low = 0;
    uint64_t high = UINT64_MAX;
    bool contains(uint64_t address) const { return address >= low && address <= high; }
};

struct SourceLine
{
    double samples = 0;      // the samples in its code (ProfileSymbol::samples)
    double gprofSamples = 0; // as gprof -l credits them (ProfileSymbol::time)
    size_t blocks = 0;  // basic blocks starting on it
    // What gprof -C lists for the line, in its order: per symbol on the line,
    // its calls (when called) then its basic-block counts.
    std::vector<uint64_t> executions;
    bool hasCode = false; // the line table maps code to it
    // Its code in the scope that is an inlined copy of a function
    // (DW_TAG_inlined_subroutine), by function: inlined from elsewhere.
    std::vector<InlinedCode> inlinedFrom;
    // Calls inlined on this line (DW_AT_call_file and _line): the functions
    // inlined here, and the samples in their code in the scope (credited to
    // their own lines, maybe in another file).
    std::vector<InlinedCode> inlinedHere;
};

// Per-line figures of one source file (index 0 is line 1), of the code in
// SCOPE only. FUNCTIONS (may be null) tell which code is inlined.
std::vector<SourceLine> sourceLines(const ProfileResult &lineProfile, const DwarfLineTable &lines,
                                    const std::string &file,
                                    const DwarfFunctionTable *functions = nullptr,
                                    SourceScope scope = {});

// The file of LINES that is FILE of another build (two builds compared):
// FILE itself where LINES names it, else the one file of LINES with FILE's
// base name (the other build was made in another folder). Empty when LINES
// has no such file, or several with that base name.
std::string matchSourceFile(const DwarfLineTable &lines, const std::string &file);

// The line of FILE (as LINE_PROFILE names it) whose code in [LOW, HIGH]
// (inclusive) has the most samples, the first of equals; 0 when no code of
// FILE there has samples. Only that code counts: a line whose code is also
// elsewhere (inlined, a macro) is not hot here for samples taken there.
uint32_t hottestLine(const ProfileResult &lineProfile, const std::string &file, uint64_t low,
                     uint64_t high);

// Samples in COUNT equal intervals of [LOW, HIGH] (inclusive), from the
// summed histograms, each bin shared by overlap.
std::vector<double> addressIntervals(const ProfileResult &profile, uint64_t low, uint64_t high,
                                     int count);

// The first and the last address of interval INDEX of COUNT equal
// intervals of [LOW, HIGH], as addressIntervals splits them.
std::pair<uint64_t, uint64_t> intervalAddresses(uint64_t low, uint64_t high, int count, int index);

// Where the source file NAME (as the debug information gives it) is, as
// gprof -I looks: NAME itself; then, for a relative NAME, each folder with
// NAME; then each folder with NAME's last component. Empty when none exists.
std::string locateSource(const std::string &name, const std::vector<std::string> &folders);

} // namespace gmonview
