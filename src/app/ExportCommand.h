#pragma once

#include "ReportCommand.h"

#include <string>
#include <vector>

namespace gmonview {

// `gmonview export --format FORMAT [-o FILE] EXE [GMON...]`: the profile of
// EXE and its runs (summed; gmon.out when none is given) in another tool's
// format, on standard output or, with -o, written to FILE atomically (a
// failed write leaves no partial file). Formats:
//   collapsed  the flame graph's stacks, "main;f;g WEIGHT" per line, the
//              weight in samples: estimated beyond one call level (gprof's
//              assumption that a function's time is shared among its
//              callers by their calls).
// Exit status 0; 2 on bad input or a failed write. ARGS excludes the
// program name and "export".
ReportOutput runExport(const std::vector<std::string> &args);

} // namespace gmonview
