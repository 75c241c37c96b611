// SPDX-License-Identifier: MIT
#pragma once

#include "io/Result.h"
#include "model/engine/ProfilePipeline.h"
#include "model/report/GprofReport.h"

#include <optional>
#include <string>
#include <vector>

namespace gmonview {

// The parts of gprof's output, as its options ask for them.
enum ReportSection : unsigned
{
    FlatProfileSection = 1 << 0,     // -p
    CallGraphSection = 1 << 1,       // -q
    SummaryFileSection = 1 << 2,     // -s
    ExecCountsSection = 1 << 3,      // -C
    AnnotatedSourceSection = 1 << 4, // -A
    FileInfoSection = 1 << 5,        // -i
    FunctionOrderSection = 1 << 6,   // -r
    FileOrderSection = 1 << 7,       // -R
};

struct ReportRequest
{
    ReportOptions options;
    unsigned sections = 0; // asked for; none: the sections the data has
    unsigned named = 0;    // named on the command line, asked for or left out
};

struct ReportText
{
    std::string out;                  // standard output
    std::vector<AnnotatedFile> files; // -A with -y: the FILE-ann files to write
    std::string notes;                // lines for standard error (-A's files not found)
    std::optional<Error> error;       // a section asked for that the data cannot give
};

// gprof's text for an analysed profile. The sections come in gprof's order;
// OUT holds what was printed before an error too, as gprof prints it.
ReportText printReport(const Analysis &analysis, const ReportRequest &request);

} // namespace gmonview
