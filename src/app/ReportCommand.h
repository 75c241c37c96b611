// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

namespace gmonview {

struct ReportOutput
{
    std::string out; // standard output
    std::string err; // standard error
    int exitCode = 0;
};

// `gmonview report [options] [EXE [GMON...]]`: gprof's command line, its
// text on standard output. ARGS excludes the program name and "report".
ReportOutput runReport(const std::vector<std::string> &args);

// The same, writing what -s writes to SUM_PATH instead of ./gmon.sum.
ReportOutput runReport(const std::vector<std::string> &args, const std::string &sumPath);

} // namespace gmonview
