// SPDX-License-Identifier: MIT
#pragma once

#include "app/ReportCommand.h"

#include <string>
#include <vector>

namespace gmonview {

// `gmonview disasm [--att] EXE GMON... FUNCTION`: the instructions of
// FUNCTION with the runs' samples and the calls made at each, one per
// line, tab-separated (address, samples, calls, instruction), with the
// source lines and inline chains as `#` comment lines between them (see
// model/engine/InstructionProfile.h). Exit status 0; 2 on bad input (an
// executable or run that cannot be read, a function it does not have, a
// machine that is not disassembled). ARGS excludes "disasm".
ReportOutput runDisasm(const std::vector<std::string> &args);

} // namespace gmonview
