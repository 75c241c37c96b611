// SPDX-License-Identifier: MIT
#pragma once

#include "io/Result.h"
#include "model/engine/ProfileResult.h"
#include "model/graph/CallGraph.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gmonview {

struct CoverageData;

// The formats gmonview writes a profile in, for other tools.
enum class ExportFormat
{
    Collapsed,  // flamegraph.pl's collapsed stacks (estimated beyond one level)
    Callgrind,  // KCachegrind, callgrind_annotate
    Pprof,      // gzipped profile.proto (pprof, Perfetto)
    Speedscope, // speedscope's JSON file format
    Json,       // the flat profile, the call graph and the runs
    Csv,        // the flat profile
    Dot,        // the call graph as the window draws it
    Html,       // one self-contained report
};

struct ExportFormatInfo
{
    ExportFormat format;
    const char *name;      // as --format takes it
    const char *extension; // of the file, without the dot
    const char *summary;   // one line, for --help (English)
};

// Every format, in --help's order.
const std::vector<ExportFormatInfo> &exportFormats();
std::optional<ExportFormat> exportFormatNamed(std::string_view name);

// What an export reads. PROFILE's symbols carry their source file and line
// where the line tables name them (attachSourceFile), so that formats with
// file and line fields fill them.
struct ExportInput
{
    const ProfileResult *profile = nullptr;
    // The same runs at line granularity (gprof -l's symbols: one per source
    // line), for formats with costs per line; null when the program has no
    // line tables.
    const ProfileResult *lineProfile = nullptr;
    std::string program;           // the executable's path, as given
    std::vector<std::string> runs; // the gmon files summed, in order
    // The call graph as the window shows it (its threshold, the cycles
    // opened), for dot and html.
    CallGraphOptions graph;
    // The html page embeds the text of source files under these folders
    // only (the program's own, DwarfLineTable::unitFolders, and those the
    // user gave), none without WITH_SOURCE: the debug information may name
    // any file.
    std::vector<std::string> sourceFolders;
    bool withSource = true;
    // Where a format says what it left out (collapsed: paths too small to
    // weigh; html: source files outside the folders), for the user; may be
    // null.
    std::vector<Message> *notes = nullptr;
    // GCC's coverage data of the program (gcov's counts), for callgrind's
    // second event and pprof's executions; may be null.
    const CoverageData *coverage = nullptr;
};

// The bytes of PROFILE in FORMAT, or why it cannot be written.
Result<std::string> exportProfile(ExportFormat format, const ExportInput &input);

// One writer per format (Export*.cpp).
std::string exportCollapsed(const ExportInput &input);
std::string exportCallgrind(const ExportInput &input);
Result<std::string> exportPprof(const ExportInput &input);
std::string exportSpeedscope(const ExportInput &input);
std::string exportJson(const ExportInput &input);
std::string exportCsv(const ExportInput &input);
std::string exportDot(const ExportInput &input);

// GRAPH (built with OPTIONS) in Graphviz's DOT language, as the window
// draws it: what exportDot writes, and the window's Graph > Export as DOT.
std::string callGraphDot(const CallGraph &graph, const CallGraphOptions &options,
                         std::string_view program);
Result<std::string> exportHtml(const ExportInput &input);

} // namespace gmonview
