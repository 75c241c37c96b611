// SPDX-License-Identifier: MIT
#pragma once

#include "app/ReportCommand.h"

#include <string>
#include <vector>

namespace gmonview {

// `gmonview diff [--alpha A] [--fail-above PCT] [--normalize]
// [--format text|json] BASE-EXE BASE-GMON... -- NEW-EXE NEW-GMON...`: two
// sets of runs compared (see docs/user-guide.md, "Comparing runs"). Exit
// status 0; 1 when --fail-above is given and a function is significantly
// slower by at least PCT percent of Base's time per run; 2 on bad input,
// with nothing on standard output. ARGS excludes the program name and "diff".
ReportOutput runDiff(const std::vector<std::string> &args);

} // namespace gmonview
