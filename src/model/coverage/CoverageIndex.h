// SPDX-License-Identifier: MIT
#pragma once

#include "model/coverage/Coverage.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gmonview {

// gcov's counts of one source line, as the window and the lines command show
// them: its executions, and its branches summed as taken (the jumps) and not
// taken (the fall-throughs); throws are left out.
struct LineCounts
{
    uint64_t executions = 0;
    bool partlyUnexecuted = false; // some of its code never ran
    std::vector<uint64_t> arcs;    // each branch arc's count, in gcov's order
    uint64_t taken = 0;
    uint64_t notTaken = 0;
};

// gcov's counts of one function: times entered, and its lines with code
// (between its first and last line) and those that ran.
struct FunctionExecutions
{
    uint64_t entries = 0;
    uint32_t lines = 0;
    uint32_t linesExecuted = 0;
};

// A test-first loop's iterations per entry, from its header's branches.
struct LoopTrips
{
    uint64_t iterations = 0; // times the condition sent control into the body
    uint64_t entries = 0;    // times it left the loop
    double perEntry() const { return entries ? double(iterations) / double(entries) : 0.0; }
};

// Coverage data indexed by the names the program's debug information gives
// its sources (sourceFileOf), by line, and by function (mangled name).
class CoverageIndex
{
public:
    // DATA's counts, its sources named as among FILES (the line profile's).
    CoverageIndex(std::shared_ptr<const CoverageData> data, const std::vector<std::string> &files);

    const CoverageData &data() const { return *m_data; }
    // The lines of FILE gcov has counts of, by number; null when none.
    const std::map<uint32_t, LineCounts> *file(const std::string &file) const;
    const LineCounts *line(const std::string &file, uint32_t line) const;
    // By mangled name (gcov's), summed over the files that define it.
    const FunctionExecutions *function(const std::string &mangled) const;
    const std::map<std::string, FunctionExecutions> &functions() const { return m_functions; }

private:
    std::shared_ptr<const CoverageData> m_data;
    std::map<std::string, std::map<uint32_t, LineCounts>> m_files;
    std::map<std::string, FunctionExecutions> m_functions;
};

// Whether TEXT, a source line, starts a test-first loop: `for (` or
// `while (` that does not close a do-while (`} while (...);`).
bool startsTestFirstLoop(std::string_view text);

// The iterations per entry of the test-first loop whose header is LINE of
// FILE (gcov's counts of one source): its two branch arcs are the way into
// the body, the one whose count the body's first line (the next line with
// counts) has, and the way out. None when the header has not exactly two
// arcs, the body's count matches neither, or the loop was never left
// through its condition (break, return or goto: the entries are unknown).
// Exact for a loop left only through its condition; with an early exit as
// well, the entries are undercounted.
std::optional<LoopTrips> loopTrips(const std::map<uint32_t, LineCounts> &file, uint32_t line);

} // namespace gmonview
