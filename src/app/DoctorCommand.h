// SPDX-License-Identifier: MIT
#pragma once

#include "app/ReportCommand.h"

#include <string>
#include <vector>

namespace gmonview {

// `gmonview doctor EXE [GMON...]`: every finding of the profile doctor (see
// ProfileDoctor.h) about EXE and its runs (gmon.out when none is given), one
// paragraph each: what was found, what it means, what to do. A run that
// cannot be read is reported the same way, and left out. Exit status 0;
// 2 when the executable cannot be read or the arguments are wrong. ARGS
// excludes the program name and "doctor".
ReportOutput runDoctor(const std::vector<std::string> &args);

} // namespace gmonview
