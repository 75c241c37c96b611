// SPDX-License-Identifier: MIT
#pragma once

#include "app/ReportCommand.h"

#include <string>
#include <vector>

namespace gmonview {

// `gmonview export --format FORMAT [-o FILE] EXE [GMON...]`: the profile of
// EXE and its runs (summed; gmon.out when none is given) in another tool's
// format (Exporters.h), on standard output or, with -o, written to FILE
// atomically (a failed write leaves no partial file). Exit status 0; 2 on
// bad input or a failed write. ARGS excludes the program name and "export".
ReportOutput runExport(const std::vector<std::string> &args);

} // namespace gmonview
