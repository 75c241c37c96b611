// SPDX-License-Identifier: MIT
#include "app/ExportCommand.h"

#include "io/FileBytes.h"
#include "io/dwarf/DwarfFunctionTable.h"
#include "model/coverage/Coverage.h"
#include "model/engine/InlineProfile.h"
#include "model/engine/ProfilePipeline.h"
#include "model/engine/SourceProfile.h"
#include "model/export/Exporters.h"
#include "model/stats/ProfileDoctor.h"

#include <optional>
#include <variant>

namespace gmonview {

namespace {

std::string usage()
{
    std::string text =
        "Usage: gmonview export --format FORMAT [-o FILE] [--source-dir DIR]...\n"
        "                       [--no-source] [--inline] [--coverage-dir DIR]... EXE [GMON...]\n"
        "Writes the profile of EXE and its runs (summed; GMON defaults to gmon.out)\n"
        "in another tool's format, to standard output (FILE -) or to FILE: a regular\n"
        "file is replaced atomically, a device or FIFO written, an input refused.\n"
        "Formats:\n";
    for (const ExportFormatInfo &f : exportFormats()) {
        std::string name = f.name;
        name.resize(12, ' ');
        text += "  " + name + f.summary + "\n";
    }
    text += "gmon.out records no call stacks: the collapsed, pprof and speedscope stacks\n"
            "and callgrind's inclusive costs are estimated beyond one call level, as gprof\n"
            "shares a function's time among its callers by their calls; each file says so.\n"
            "html embeds the source of the hottest functions only from the program's own\n"
            "folders (each unit's build folder and main source file's folder) and each\n"
            "--source-dir; --no-source embeds none.\n"
            "--inline (json, csv, callgrind, pprof, collapsed, speedscope) adds the functions\n"
            "inlined into others (DWARF's inlined subroutines) as entries of their own, with\n"
            "the samples in their code taken from their container's: samples only, no\n"
            "calls (mcount never runs for inlined code). It needs the program's -g.\n"
            "--coverage-dir (callgrind, pprof) adds gcov's exact executions of each line, from\n"
            "the .gcda files under DIR (a program built with -pg --coverage): callgrind's\n"
            "second event, ex; pprof's sample type executions.\n"
            "Exit status: 0; 2 on bad input or a failed write.\n";
    return text;
}

std::string knownFormats()
{
    std::string out;
    for (const ExportFormatInfo &f : exportFormats())
        out += std::string(out.empty() ? "" : ", ") + f.name;
    return out;
}

ReportOutput failure(const std::string &message, bool withUsage = false)
{
    ReportOutput r;
    r.err = "gmonview export: " + message + "\n" + (withUsage ? usage() : "");
    r.exitCode = 2;
    return r;
}

// What the command line asks for.
struct ExportArgs
{
    ExportFormat format = ExportFormat::Json;
    std::string output;             // empty or "-": standard output
    std::vector<std::string> files; // the program, then its runs
    std::vector<std::string> sourceFolders;
    bool withSource = true;
    bool inlined = false;                  // --inline
    std::vector<std::string> coverageDirs; // --coverage-dir
};

// ARGS as export takes them, or what to print instead: the usage, asked
// for, or why they are wrong.
std::variant<ExportArgs, ReportOutput> parseExportArgs(const std::vector<std::string> &args)
{
    ExportArgs parsed;
    std::string formatName, folder;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        auto value = [&](const std::string &option, std::string &into) {
            if (a == option && i + 1 < args.size()) {
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
            r.out = usage();
            return r;
        }
        if (value("--format", formatName) || value("-o", parsed.output) ||
            value("--output", parsed.output))
            continue;
        if (value("--source-dir", folder)) {
            parsed.sourceFolders.push_back(folder);
            continue;
        }
        if (value("--coverage-dir", folder)) {
            parsed.coverageDirs.push_back(folder);
            continue;
        }
        if (a == "--no-source") {
            parsed.withSource = false;
            continue;
        }
        if (a == "--inline") {
            parsed.inlined = true;
            continue;
        }
        if (a == "--format" || a == "-o" || a == "--output" || a == "--source-dir" ||
            a == "--coverage-dir")
            return failure("option '" + a + "' needs a value", true);
        if (a.size() > 1 && a[0] == '-')
            return failure("unrecognized option '" + a + "'", true);
        parsed.files.push_back(a);
    }
    if (formatName.empty())
        return failure("no --format given; the formats are: " + knownFormats(), true);
    const std::optional<ExportFormat> format = exportFormatNamed(formatName);
    if (!format)
        return failure("unknown format '" + formatName + "'; the formats are: " + knownFormats());
    if (parsed.files.empty())
        return failure("no executable given", true);
    parsed.format = *format;
    if (!parsed.coverageDirs.empty() && *format != ExportFormat::Callgrind &&
        *format != ExportFormat::Pprof)
        return failure("--coverage-dir applies to callgrind and pprof only (their executions), "
                       "not to " +
                       formatName);
    if (parsed.inlined && (*format == ExportFormat::Dot || *format == ExportFormat::Html))
        return failure("--inline does not apply to " + formatName +
                       ": inlined functions are not in the call graph");
    return parsed;
}

// The same runs as ANALYSED at line granularity, for the formats with
// costs per line; null for the others, or when there are no lines.
std::shared_ptr<const ProfileResult>
lineProfileFor(ExportFormat format, const AnalysisRequest &request, const Analysis &analysed)
{
    if (format != ExportFormat::Callgrind && format != ExportFormat::Pprof &&
        format != ExportFormat::Html)
        return nullptr;
    AnalysisRequest byLine = request;
    byLine.executable = analysed.executable;
    // Lines only where samples fell: the exports write nothing else.
    byLine.program = sampledLineOptions(*analysed.sum);
    if (auto read = analyze(byLine); read && read->profile)
        return read->profile;
    return nullptr;
}

// The profile of ANALYSED with the functions inlined into others, from
// the DWARF of the program at PATH.
Result<std::shared_ptr<const ProfileResult>> inlinedProfile(const Analysis &analysed,
                                                            const std::string &path)
{
    // Inlined copies only in the code with samples: nothing else is split.
    const auto sampled = sampledLineOptions(*analysed.sum).linesOnlyIn;
    auto functions = DwarfFunctionTable::read(*analysed.executable->elf, path, {},
                                              DwarfFunctionTable::Depth::Everything,
                                              sampled ? &*sampled : nullptr);
    if (!functions)
        return Error{GMONVIEW_TR_NOOP("gmonview::app", "--inline: %1"), functions.error().what};
    if (functions->functions().empty())
        return Error{GMONVIEW_TR_NOOP("gmonview::app",
                                      "--inline: %1 has no DWARF function entries to find "
                                      "inlined code by (build it with -g)"),
                     path};
    return withInlinedFunctions(*analysed.profile, *analysed.sum, *functions);
}

} // namespace

ReportOutput runExport(const std::vector<std::string> &args)
{
    auto parsedOrOutput = parseExportArgs(args);
    if (auto *output = std::get_if<ReportOutput>(&parsedOrOutput))
        return std::move(*output);
    const ExportArgs &parsed = std::get<ExportArgs>(parsedOrOutput);

    // The profile with each function's file and line, and the same runs at
    // line granularity for the formats with costs per line.
    AnalysisRequest request;
    request.executablePath = parsed.files.front();
    request.runs.assign(parsed.files.begin() + 1, parsed.files.end());
    if (request.runs.empty())
        request.runs.push_back("gmon.out");
    request.program.fileNames = ProgramOptions::FileNames::All;
    // As the window reads it: GCC's clone pieces credited to the functions
    // they were split from, where gprof folds them into unrelated ones.
    request.program.creditClonePieces = true;
    DoctorCollector doctor; // what makes the numbers wrong, said as the report says it
    const auto analysed = analyze(doctor.attach(request));
    if (!analysed)
        return failure(analysed.error().message);
    if (!analysed->profile)
        return failure("no run could be read");
    const std::shared_ptr<const ProfileResult> lines =
        lineProfileFor(parsed.format, request, *analysed);

    std::shared_ptr<const ProfileResult> profile = analysed->profile;
    if (parsed.inlined) {
        auto withInlined = inlinedProfile(*analysed, request.executablePath);
        if (!withInlined)
            return failure(withInlined.error().message);
        profile = std::move(*withInlined);
    }

    // gcov's counts, for callgrind's second event and pprof's executions.
    std::optional<CoverageData> coverage;
    if (!parsed.coverageDirs.empty()) {
        std::vector<std::string> data;
        for (const std::string &dir : parsed.coverageDirs) {
            const auto found = findCoverageData(dir);
            data.insert(data.end(), found.begin(), found.end());
        }
        if (data.empty())
            return failure("no coverage data (.gcda) under " + parsed.coverageDirs.front());
        auto read = readCoverage(data);
        if (!read)
            return failure(read.error().message);
        coverage = std::move(*read);
    }

    ExportInput input;
    input.profile = profile.get();
    input.coverage = coverage ? &*coverage : nullptr;
    input.lineProfile = lines.get();
    input.program = request.executablePath;
    input.runs = request.runs;
    // No function is current on the command line: the whole program's graph
    // at the window's default threshold.
    input.graph.scope = CallGraphOptions::Scope::WholeProgram;
    // The page embeds sources from the program's build folders and those
    // given, none with --no-source.
    if (analysed->executable->lines)
        input.sourceFolders = analysed->executable->lines->unitFolders();
    input.sourceFolders.insert(input.sourceFolders.end(), parsed.sourceFolders.begin(),
                               parsed.sourceFolders.end());
    input.withSource = parsed.withSource;
    std::vector<Message> notes;
    input.notes = &notes;
    auto bytes = exportProfile(parsed.format, input);
    if (!bytes)
        return failure(bytes.error().message);

    ReportOutput result;
    for (const Message &w : analysed->warnings)
        result.err += "gmonview export: warning: " + w.text() + "\n";
    for (const Finding &f : doctor.runFindings())
        if (f.numbersWrong())
            result.err += "gmonview export: warning: " + f.what.text() + "\n";
    for (const Message &n : notes)
        result.err += "gmonview export: " + n.text() + "\n";
    if (coverage)
        for (const Message &w : coverage->warnings)
            result.err += "gmonview export: warning: " + w.text() + "\n";
    if (parsed.output.empty() || parsed.output == "-") {
        result.out = std::move(*bytes);
        return result;
    }
    // Never over what was read.
    std::vector<std::string> inputs = request.runs;
    inputs.push_back(request.executablePath);
    if (auto written = writeFileAtomically(parsed.output, std::string_view(*bytes), inputs);
        !written)
        return failure(written.error().message);
    return result;
}

} // namespace gmonview
