// SPDX-License-Identifier: MIT
#include "app/ReportCommand.h"

#include "app/ReportArgs.h"

#include "model/stats/ProfileDoctor.h"

#include "io/FileBytes.h"
#include "model/engine/GmonSum.h"
#include "model/engine/ProfilePipeline.h"
#include "model/engine/SymbolTable.h"
#include "model/report/ReportPrinter.h"

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <optional>

namespace gmonview {

namespace {

const char *kUsage = "Usage: gmonview report [-[abDhilLsTvwxyz]] [-[ACeEfFJnNOpPqQZ][name]]\n"
                     "\t[-k from/to] [-m min-count] [-t table-length] [-w width]\n"
                     "\t[--brief] [--flat-profile[=name]] [--graph[=name]] [--sum] [--file-info]\n"
                     "\t[--traditional] [--display-unused-functions] [--no-static]\n"
                     "\t[--[no-]demangle] [--print-path] [--file-format=a|m|b|4]\n"
                     "\t[image-file] [profile-file...]\n"
                     "Prints GNU gprof's report for a profiled program: with -b, the same text\n"
                     "as gprof 2.40. Several profile files are summed.\n";

// A list of folders separated by colons (as PATH), appended to PATHS.
void appendSearchPath(std::vector<std::string> &paths, const std::string &list)
{
    size_t at = 0;
    while (at <= list.size()) {
        const size_t colon = list.find(':', at);
        const std::string dir =
            list.substr(at, colon == std::string::npos ? std::string::npos : colon - at);
        if (!dir.empty())
            paths.push_back(dir);
        if (colon == std::string::npos)
            break;
        at = colon + 1;
    }
}

// gprof's options and operands as a request to the pipeline and the
// printer. Returns false where the command ends here: -h and -v (with
// their text in RESULT), or an option in error (RESULT says which).
bool interpret(const ParsedArgs &parsed, AnalysisRequest &analysis, ReportRequest &report,
               ReportOutput &result)
{
    auto fail = [&](const std::string &message) {
        result.err += "gmonview: " + message + "\n";
        result.exitCode = 1;
        return false;
    };
    ProgramOptions &program = analysis.program;
    ReportOptions &options = report.options;
    unsigned &sections = report.sections, &named = report.named;
    std::string mapPath;
    auto addSpec = [&](const std::optional<std::string> &v, SpecTable t) {
        program.specs.push_back({v.value_or(""), t});
    };
    // Options that name a section: -p, -q and so on ask for it, the capital
    // ones leave it out (or, with a symbol, ask for it with an exclusion).
    auto ask = [&](unsigned section) {
        sections |= section;
        named |= section;
    };
    auto askOrDrop = [&](const std::optional<std::string> &value, unsigned section,
                         SpecTable exclusion) {
        if (value) {
            addSpec(value, exclusion);
            sections |= section;
        } else {
            sections &= ~section;
        }
        named |= section;
    };
    auto arcsOrGraph = [](const std::string &v, SpecTable arcs, SpecTable graph) {
        return v.find('/') != std::string::npos ? arcs : graph;
    };

    for (const auto &[code, value] : parsed.options) {
        switch (code) {
        case 'a':
            program.ignoreStaticFunctions = true;
            break;
        case 'b':
            options.brief = true;
            break;
        case 'B':
            ask(CallGraphSection);
            break;
        case 'D':
            program.ignoreNonFunctions = true;
            break;
        case 'E':
            addSpec(value, SpecTable::ExclTime);
            addSpec(value, SpecTable::ExclGraph);
            break;
        case 'e':
            addSpec(value, SpecTable::ExclGraph);
            break;
        case 'F':
            addSpec(value, SpecTable::InclTime);
            addSpec(value, SpecTable::InclGraph);
            break;
        case 'f':
            addSpec(value, SpecTable::InclGraph);
            break;
        case 'h':
            result.out = kUsage;
            return false;
        case 'i':
            ask(FileInfoSection);
            break;
        case 'I':
            appendSearchPath(options.searchPaths, *value);
            break;
        case 'm':
            options.minCount = std::strtoul(value->c_str(), nullptr, 10);
            break;
        case 't':
            options.tableLength = std::max(std::atoi(value->c_str()), 0);
            break;
        case 'x':
            options.annotateAllLines = true;
            break;
        case 'y':
            options.separateFiles = true;
            break;
        case 'd':
            break; // gprof's debugging, not built in
        case 'k':
            addSpec(value, SpecTable::ExclArcs);
            break;
        case 'L':
            options.printPath = true;
            break;
        case 'n':
            if (!value)
                return fail("-n needs a symbol attached, as in -nNAME");
            addSpec(value, SpecTable::InclTime);
            break;
        case 'N':
            if (!value)
                return fail("-N needs a symbol attached, as in -NNAME");
            addSpec(value, SpecTable::ExclTime);
            break;
        case 'O':
            switch (value->empty() ? '\0' : (*value)[0]) {
            case 'a':
                analysis.format = GmonFormatChoice::Auto;
                break;
            case 'm':
                analysis.format = GmonFormatChoice::Magic;
                break;
            case 'b':
                analysis.format = GmonFormatChoice::Bsd;
                break;
            case '4':
                analysis.format = GmonFormatChoice::Bsd44;
                break;
            case 'p':
                return fail("file format 'prof' is not supported");
            default:
                return fail("unknown file format " + *value);
            }
            break;
        case 'p':
            if (value)
                addSpec(value, SpecTable::InclFlat);
            ask(FlatProfileSection);
            break;
        case 'P':
            askOrDrop(value, FlatProfileSection, SpecTable::ExclFlat);
            break;
        case 'q':
            if (value)
                addSpec(value, arcsOrGraph(*value, SpecTable::InclArcs, SpecTable::InclGraph));
            ask(CallGraphSection);
            break;
        case 'Q':
            askOrDrop(value, CallGraphSection,
                      value ? arcsOrGraph(*value, SpecTable::ExclArcs, SpecTable::ExclGraph)
                            : SpecTable::ExclGraph);
            break;
        case 's':
            ask(SummaryFileSection);
            break;
        case 'T':
            options.bsdStyle = true;
            break;
        case 'v':
            result.out = "gmonview report " GMONVIEW_VERSION " (GNU gprof 2.40 compatible)\n";
            return false;
        case 'w':
            options.outputWidth = std::max(std::atoi(value->c_str()), 1);
            break;
        case 'z':
            options.ignoreZeros = false;
            break;
        case kDemangle:
            options.demangle = true;
            break;
        case kNoDemangle:
            options.demangle = false;
            break;
        case kInlineFileNames:
            options.inlineFileNames = true;
            break;
        case 'l':
            program.lineGranularity = true;
            break;
        case 'c':
            analysis.staticCalls = true;
            break;
        case 'r':
            ask(FunctionOrderSection);
            break;
        case 'R':
            ask(FileOrderSection);
            mapPath = *value;
            break;
        case 'C':
            if (value)
                addSpec(value, SpecTable::InclExec);
            ask(ExecCountsSection);
            break;
        case 'Z':
            if (value) {
                addSpec(value, SpecTable::ExclExec);
                sections |= ExecCountsSection;
            } else {
                sections &= ~ExecCountsSection;
            }
            named |= AnnotatedSourceSection; // sic: gprof 2.40 does this
            break;
        case 'A':
            if (value)
                addSpec(value, SpecTable::InclAnno);
            ask(AnnotatedSourceSection);
            break;
        case 'J':
            askOrDrop(value, AnnotatedSourceSection, SpecTable::ExclAnno);
            break;
        case 'S':
            return fail("option -S (an external symbol table) is not supported by gmonview report");
        default:
            break;
        }
    }
    if (const char *env = std::getenv("GPROF_PATH"))
        appendSearchPath(options.searchPaths, env);
    if ((named & FunctionOrderSection) && (named & FileOrderSection))
        return fail("only one of --function-ordering (-r) and --file-ordering (-R) may be given");
    if (!mapPath.empty()) {
        auto map = readFunctionMap(mapPath);
        if (!map)
            return fail(map.error().message);
        program.functionMap = std::move(*map);
    }
    if (sections & SummaryFileSection)
        program.lineGranularity = true; // --sum implies --line, as in gprof
    options.lineGranularity = program.lineGranularity;
    // Every function's file and line where they are printed (-C, -A,
    // --inline-file-names) or matched (FILE:FUNC and FILE specs); else only
    // the static functions', whose files the index names.
    bool allFiles = options.inlineFileNames ||
                    ((sections | named) & (ExecCountsSection | AnnotatedSourceSection)) != 0;
    for (const SymbolSpec &spec : program.specs)
        allFiles |= spec.text.find_first_of(":.") != std::string::npos;
    program.fileNames =
        allFiles ? ProgramOptions::FileNames::All : ProgramOptions::FileNames::OfStatics;

    size_t op = 0;
    analysis.executablePath = op < parsed.operands.size() ? parsed.operands[op++] : "a.out";
    analysis.runs.assign(parsed.operands.begin() + std::ptrdiff_t(op), parsed.operands.end());
    if (analysis.runs.empty())
        analysis.runs.push_back("gmon.out");

    return true;
}

} // namespace

ReportOutput runReport(const std::vector<std::string> &args)
{
    return runReport(args, "gmon.sum");
}

ReportOutput runReport(const std::vector<std::string> &args, const std::string &sumPath)
{
    ReportOutput result;
    auto fail = [&](const std::string &message) {
        result.err += "gmonview: " + message + "\n";
        result.exitCode = 1;
        return result;
    };

    std::string parseError;
    auto parsed = parseReportArgs(args, parseError);
    if (!parsed) {
        result.err = "gmonview report: " + parseError + "\n" + kUsage;
        result.exitCode = 1;
        return result;
    }

    AnalysisRequest analysis;
    ReportRequest report;
    if (!interpret(*parsed, analysis, report, result))
        return result;
    analysis.gprofSums = true; // as gprof, with a warning
    const ProgramOptions &program = analysis.program;
    const unsigned sections = report.sections;

    DoctorCollector doctor;
    const auto analysed = analyze(doctor.attach(analysis));
    if (!analysed)
        return fail(analysed.error().message);
    auto printWarnings = [&] {
        for (const Message &w : analysed->warnings)
            result.err += "gmonview: warning: " + w.text() + "\n";
        // Only what makes the numbers wrong; `gmonview doctor` says the rest.
        for (const Finding &f : doctor.findings(*analysed))
            if (f.numbersWrong())
                result.err += "gmonview: warning: " + f.what.text() + "\n";
    };
    if (analysed->sum->hasBlockCounts() && !program.lineGranularity)
        result.err += "gmonview: warning: ignoring basic-block execution counts (use -l)\n";
    if (sections & SummaryFileSection) {
        auto written = writeFileAtomically(
            sumPath, writeGmonSum(*analysed->sum, analysis.format, analysed->executable->target));
        if (!written)
            return fail(written.error().message);
    }

    ReportText text = printReport(*analysed, report);
    result.out = std::move(text.out);
    if (text.error) {
        printWarnings();
        return fail(text.error->message);
    }
    for (const AnnotatedFile &file : text.files) {
        auto written = writeFileAtomically(file.name, std::string_view(file.text));
        if (!written)
            result.err += "gmonview: " + written.error().message + "\n";
    }
    result.err += text.notes;
    // After the report, and on standard error only: standard output stays gprof's.
    printWarnings();
    return result;
}

} // namespace gmonview
