// SPDX-License-Identifier: MIT
#pragma once

#include "model/coverage/Coverage.h"
#include "model/stats/ProfileDoctor.h"

#include <set>
#include <string>
#include <vector>

namespace gmonview {

// Whether EXE was built with --coverage: it carries gcov's counters (the
// symbols of libgcov that write .gcda files at exit).
bool hasCoverageCounters(const Executable &exe);

// The doctor's findings about COVERAGE (gcov's counts) beside PROFILE, the
// sum of RUNS_SUMMED of the RUNS_LISTED runs read with EXE. INLINED names the
// functions DWARF has inlined copies of (left out of the count check).
// - CoverageOtherRuns: mcount's calls into a function and gcov's entries
//   into it differ (callCountMismatches), so the counts are of other runs
//   or another build; the functions are named.
// - CoverageBuild: which build the samples were taken on (the coverage
//   build, whose counters cost time and can change how GCC optimises, or
//   a build without them), and how many runs each side holds; gcov's
//   counts cannot follow runs left out of the sum.
std::vector<Finding> examineCoverage(const Executable &exe, const ProfileResult &profile,
                                     const CoverageData &coverage,
                                     const std::set<std::string> &inlined, int runsSummed,
                                     int runsListed);

} // namespace gmonview
