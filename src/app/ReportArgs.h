// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gmonview {

// The codes of gmonview report's options that have a long name alone (the
// others' code is their letter).
constexpr int kDemangle = 300, kNoDemangle = 301, kInlineFileNames = 302;

// gmonview report's command line: its options (code and argument) in the
// order given, and its operands.
struct ParsedArgs
{
    std::vector<std::pair<int, std::optional<std::string>>> options; // in order
    std::vector<std::string> operands;
};

// ARGS read as GNU getopt_long reads gprof's: options and operands may
// mix, "--" ends options, long names may be abbreviated when unambiguous,
// and an optional argument must be attached (-pname, --flat-profile=name).
// Nothing, with ERROR as getopt says it, when an option is not understood.
std::optional<ParsedArgs> parseReportArgs(const std::vector<std::string> &args, std::string &error);

} // namespace gmonview
