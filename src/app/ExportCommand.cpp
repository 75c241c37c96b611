#include "ExportCommand.h"

#include "CallStacks.h"
#include "FileBytes.h"
#include "ProfilePipeline.h"

#include <sstream>

namespace gmonview {

namespace {

const char *kExportUsage =
    "Usage: gmonview export --format FORMAT [-o FILE] EXE [GMON...]\n"
    "Writes the profile of EXE and its runs (summed; GMON defaults to gmon.out)\n"
    "in another tool's format, to standard output or atomically to FILE.\n"
    "Formats:\n"
    "  collapsed  the flame graph's stacks, one \"main;f;g WEIGHT\" line per path,\n"
    "             the weight in samples (for flamegraph.pl, speedscope, inferno).\n"
    "             gmon.out records no call stacks: beyond one call level each\n"
    "             path's weight is estimated, as gprof shares a function's time\n"
    "             among its callers by their calls.\n"
    "Exit status: 0; 2 on bad input or a failed write.\n";

const char *const kFormats[] = {"collapsed"};

std::string knownFormats()
{
    std::string out;
    for (const char *f : kFormats)
        out += std::string(out.empty() ? "" : ", ") + f;
    return out;
}

ReportOutput failure(const std::string &message, bool usage = false)
{
    ReportOutput r;
    r.err = "gmonview export: " + message + "\n" + (usage ? kExportUsage : "");
    r.exitCode = 2;
    return r;
}

} // namespace

ReportOutput runExport(const std::vector<std::string> &args)
{
    std::string format, output;
    std::vector<std::string> files;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        auto value = [&](const std::string &option, std::string &into) {
            if (a == option) {
                if (i + 1 >= args.size())
                    return false;
                into = args[++i];
                return true;
            }
            if (a.starts_with(option + "=")) {
                into = a.substr(option.size() + 1);
                return true;
            }
            return false;
        };
        if (a == "--help" || a == "-h") {
            ReportOutput r;
            r.out = kExportUsage;
            return r;
        }
        if (value("--format", format) || value("-o", output) || value("--output", output))
            continue;
        if (a == "--format" || a == "-o" || a == "--output")
            return failure("option '" + a + "' needs a value", true);
        if (a.size() > 1 && a[0] == '-')
            return failure("unrecognized option '" + a + "'", true);
        files.push_back(a);
    }
    if (format.empty())
        return failure("no --format given; the formats are: " + knownFormats(), true);
    if (format != "collapsed")
        return failure("unknown format '" + format + "'; the formats are: " + knownFormats());
    if (files.empty())
        return failure("no executable given", true);

    AnalysisRequest request;
    request.executablePath = files.front();
    request.runs.assign(files.begin() + 1, files.end());
    if (request.runs.empty())
        request.runs.push_back("gmon.out");
    const auto analysed = analyze(request);
    if (!analysed)
        return failure(analysed.error().message);
    if (!analysed->profile)
        return failure("no run could be read");

    std::ostringstream text;
    const CallStacks stacks(*analysed->profile);
    writeCollapsed(text, stacks, stacks.topDown());

    ReportOutput result;
    for (const Message &w : analysed->warnings)
        result.err += "gmonview export: warning: " + w.text() + "\n";
    if (output.empty()) {
        result.out = text.str();
        return result;
    }
    if (auto written = writeFileAtomically(output, text.str()); !written)
        return failure(written.error().message);
    return result;
}

} // namespace gmonview
