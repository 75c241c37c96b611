// SPDX-License-Identifier: MIT
#pragma once

#include "app/ReportCommand.h"

#include <string>
#include <vector>

namespace gmonview {

// `gmonview stats [--alpha A] [--format text|json] EXE GMON...`: the runs of
// one program as a sample (see docs/user-guide.md, "Runs as a sample"): per
// function its seconds in each run, mean, spread, outlier runs and the runs
// needed for +-5 % and +-1 %; per run its size and whether it is odd. Exit
// status 0; 2 on bad input, with nothing on standard output. ARGS excludes
// the program name and "stats".
ReportOutput runStats(const std::vector<std::string> &args);

} // namespace gmonview
