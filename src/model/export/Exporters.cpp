// SPDX-License-Identifier: MIT
#include "model/export/Exporters.h"

#include "model/estimate/CallStacks.h"

#include <cstdio>
#include <sstream>

namespace gmonview {

const std::vector<ExportFormatInfo> &exportFormats()
{
    static const std::vector<ExportFormatInfo> formats = {
        {ExportFormat::Collapsed, "collapsed", "txt",
         "the flame graph's stacks, \"main;f;g WEIGHT\" per path (flamegraph.pl, inferno)"},
        {ExportFormat::Callgrind, "callgrind", "out",
         "callgrind format (KCachegrind, callgrind_annotate)"},
        {ExportFormat::Pprof, "pprof", "pb.gz", "gzipped profile.proto (pprof, Perfetto)"},
        {ExportFormat::Speedscope, "speedscope", "speedscope.json",
         "speedscope's file format (https://www.speedscope.app)"},
        {ExportFormat::Json, "json", "json", "the flat profile, the call graph and the runs"},
        {ExportFormat::Csv, "csv", "csv", "the flat profile, a row per function"},
        {ExportFormat::Dot, "dot", "dot", "the call graph as the window draws it (Graphviz)"},
        {ExportFormat::Html, "html", "html", "one self-contained report for any browser"},
    };
    return formats;
}

std::optional<ExportFormat> exportFormatNamed(std::string_view name)
{
    for (const ExportFormatInfo &f : exportFormats())
        if (name == f.name)
            return f.format;
    return std::nullopt;
}

std::string exportCollapsed(const ExportInput &input)
{
    std::ostringstream out;
    const CallStacks stacks(*input.profile);
    const CollapsedLeftOut left =
        writeCollapsed(out, stacks, stacks.topDown(), input.profile->rate);
    if (left.paths && input.notes) {
        char micros[32];
        std::snprintf(micros, sizeof micros, "%.3f", left.micros);
        input.notes->push_back(Message::counted(
            GMONVIEW_TR_N_NOOP("gmonview::model",
                               "%n estimated path(s) under half a microsecond left out (%1 µs "
                               "in all); the weights are microseconds"),
            left.paths, std::string(micros)));
    }
    return out.str();
}

Result<std::string> exportProfile(ExportFormat format, const ExportInput &input)
{
    switch (format) {
    case ExportFormat::Collapsed:
        return exportCollapsed(input);
    case ExportFormat::Callgrind:
        return exportCallgrind(input);
    case ExportFormat::Pprof:
        return exportPprof(input);
    case ExportFormat::Speedscope:
        return exportSpeedscope(input);
    case ExportFormat::Json:
        return exportJson(input);
    case ExportFormat::Csv:
        return exportCsv(input);
    case ExportFormat::Dot:
        return exportDot(input);
    case ExportFormat::Html:
        return exportHtml(input);
    }
    return exportCollapsed(input);
}

} // namespace gmonview
