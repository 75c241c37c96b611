// SPDX-License-Identifier: MIT
#pragma once

#include "app/ReportCommand.h"

#include <string>
#include <vector>

namespace gmonview {

// `gmonview lines EXE GMON... [--coverage-dir DIR]... [--format
// text|json|csv]`: each source line with its samples (the histogram's, as
// the line profile credits them), its seconds and their sampling error
// (√N), and, from GCC's coverage data (.gcda files under each DIR, by
// default the program's folder, read by the real gcov), its exact
// executions, branches taken and not taken, and the time per execution;
// hottest first. ARGS excludes "lines". Exit status 0; 2 on bad input.
ReportOutput runLines(const std::vector<std::string> &args);

} // namespace gmonview
