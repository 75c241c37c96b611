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

} // namespace gmonview
