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

// Sums RUNS of EXECUTABLE into OUTPUT exactly as `gmonview report -s` (and
// gprof -s) would write gmon.sum. Returns an empty string, or what failed.
std::string writeSumFile(const std::string &executable, const std::vector<std::string> &runs,
                         const std::string &output);

} // namespace gmonview
