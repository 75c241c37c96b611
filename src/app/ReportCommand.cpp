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
// printer, read by kind of option: each kind's apply returns Unknown for an
// option of another kind, and Stop where the command ends there: -h and -v
// (with their text in RESULT), or an option in error (RESULT says which).
class Interpreter
{
public:
    enum Outcome
    {
        Done,
        Stop,
        Unknown
    };

    Interpreter(AnalysisRequest &analysis, ReportRequest &report, ReportOutput &result)
        : m_analysis(analysis), m_report(report), m_result(result), m_program(analysis.program),
          m_options(report.options)
    {}

    // False where the command ends here.
    bool interpret(const ParsedArgs &parsed)
    {
        for (const auto &[code, value] : parsed.options)
            if (apply(code, value) == Stop)
                return false;
        if (finish() == Stop)
            return false;
        takeOperands(parsed.operands);
        return true;
    }

private:
    // An option is of one kind only: the order of the kinds is no matter.
    Outcome apply(int code, const std::optional<std::string> &value)
    {
        for (auto step : {&Interpreter::applySection, &Interpreter::applyOtherSection,
                          &Interpreter::applySymbol, &Interpreter::applyReportOption,
                          &Interpreter::applyProgramOption, &Interpreter::applyCommand}) {
            if (const Outcome o = (this->*step)(code, value); o != Unknown)
                return o;
        }
        return Done; // -d, gprof's debugging, is not built in
    }

    // The options that name a section with a symbol or none: -p, -q and so
    // on ask for it, the capital ones leave it out (or, with a symbol, ask
    // for it with an exclusion).
    Outcome applySection(int code, const std::optional<std::string> &value)
    {
        switch (code) {
        case 'p':
            if (value)
                addSpec(value, SpecTable::InclFlat);
            ask(FlatProfileSection);
            return Done;
        case 'P':
            askOrDrop(value, FlatProfileSection, SpecTable::ExclFlat);
            return Done;
        case 'q':
            if (value)
                addSpec(value, arcsOrGraph(*value, SpecTable::InclArcs, SpecTable::InclGraph));
            ask(CallGraphSection);
            return Done;
        case 'Q':
            askOrDrop(value, CallGraphSection,
                      value ? arcsOrGraph(*value, SpecTable::ExclArcs, SpecTable::ExclGraph)
                            : SpecTable::ExclGraph);
            return Done;
        case 'C':
            if (value)
                addSpec(value, SpecTable::InclExec);
            ask(ExecCountsSection);
            return Done;
        case 'Z':
            if (value) {
                addSpec(value, SpecTable::ExclExec);
                m_report.sections |= ExecCountsSection;
            } else {
                m_report.sections &= ~ExecCountsSection;
            }
            m_report.named |= AnnotatedSourceSection; // sic: gprof 2.40 does this
            return Done;
        case 'A':
            if (value)
                addSpec(value, SpecTable::InclAnno);
            ask(AnnotatedSourceSection);
            return Done;
        case 'J':
            askOrDrop(value, AnnotatedSourceSection, SpecTable::ExclAnno);
            return Done;
        default:
            return Unknown;
        }
    }

    // The sections asked for by an option of their own.
    Outcome applyOtherSection(int code, const std::optional<std::string> &value)
    {
        switch (code) {
        case 'B':
            ask(CallGraphSection);
            return Done;
        case 'i':
            ask(FileInfoSection);
            return Done;
        case 's':
            ask(SummaryFileSection);
            return Done;
        case 'r':
            ask(FunctionOrderSection);
            return Done;
        case 'R':
            ask(FileOrderSection);
            m_mapPath = *value;
            return Done;
        default:
            return Unknown;
        }
    }

    // The options that include or exclude a symbol from some tables.
    Outcome applySymbol(int code, const std::optional<std::string> &value)
    {
        switch (code) {
        case 'E':
            addSpec(value, SpecTable::ExclTime);
            addSpec(value, SpecTable::ExclGraph);
            return Done;
        case 'e':
            addSpec(value, SpecTable::ExclGraph);
            return Done;
        case 'F':
            addSpec(value, SpecTable::InclTime);
            addSpec(value, SpecTable::InclGraph);
            return Done;
        case 'f':
            addSpec(value, SpecTable::InclGraph);
            return Done;
        case 'k':
            addSpec(value, SpecTable::ExclArcs);
            return Done;
        case 'n':
            if (!value)
                return fail("-n needs a symbol attached, as in -nNAME");
            addSpec(value, SpecTable::InclTime);
            return Done;
        case 'N':
            if (!value)
                return fail("-N needs a symbol attached, as in -NNAME");
            addSpec(value, SpecTable::ExclTime);
            return Done;
        default:
            return Unknown;
        }
    }

    // The options of the printing.
    Outcome applyReportOption(int code, const std::optional<std::string> &value)
    {
        switch (code) {
        case 'b':
            m_options.brief = true;
            return Done;
        case 'I':
            appendSearchPath(m_options.searchPaths, *value);
            return Done;
        case 'm':
            m_options.minCount = std::strtoul(value->c_str(), nullptr, 10);
            return Done;
        case 't':
            m_options.tableLength = std::max(std::atoi(value->c_str()), 0);
            return Done;
        case 'x':
            m_options.annotateAllLines = true;
            return Done;
        case 'y':
            m_options.separateFiles = true;
            return Done;
        case 'L':
            m_options.printPath = true;
            return Done;
        case 'T':
            m_options.bsdStyle = true;
            return Done;
        case 'w':
            m_options.outputWidth = std::max(std::atoi(value->c_str()), 1);
            return Done;
        case 'z':
            m_options.ignoreZeros = false;
            return Done;
        case kDemangle:
        case kNoDemangle:
            m_options.demangle = code == kDemangle;
            return Done;
        case kInlineFileNames:
            m_options.inlineFileNames = true;
            return Done;
        default:
            return Unknown;
        }
    }

    // The options of the analysis: which symbols, which arcs, which format.
    Outcome applyProgramOption(int code, const std::optional<std::string> &value)
    {
        switch (code) {
        case 'a':
            m_program.ignoreStaticFunctions = true;
            return Done;
        case 'D':
            m_program.ignoreNonFunctions = true;
            return Done;
        case 'l':
            m_program.lineGranularity = true;
            return Done;
        case 'c':
            m_analysis.staticCalls = true;
            return Done;
        case 'O':
            return applyFormat(*value);
        default:
            return Unknown;
        }
    }

    // -O: the format of the profile files.
    Outcome applyFormat(const std::string &value)
    {
        switch (value.empty() ? '\0' : value[0]) {
        case 'a':
            m_analysis.format = GmonFormatChoice::Auto;
            return Done;
        case 'm':
            m_analysis.format = GmonFormatChoice::Magic;
            return Done;
        case 'b':
            m_analysis.format = GmonFormatChoice::Bsd;
            return Done;
        case '4':
            m_analysis.format = GmonFormatChoice::Bsd44;
            return Done;
        case 'p':
            return fail("file format 'prof' is not supported");
        default:
            return fail("unknown file format " + value);
        }
    }

    // The options that end the command.
    Outcome applyCommand(int code, const std::optional<std::string> &)
    {
        switch (code) {
        case 'h':
            m_result.out = kUsage;
            return Stop;
        case 'v':
            m_result.out = "gmonview report " GMONVIEW_VERSION " (GNU gprof 2.40 compatible)\n";
            return Stop;
        case 'S':
            return fail("option -S (an external symbol table) is not supported by gmonview report");
        default:
            return Unknown;
        }
    }

    // What the options imply together, once all are read.
    Outcome finish()
    {
        if (const char *env = std::getenv("GPROF_PATH"))
            appendSearchPath(m_options.searchPaths, env);
        if ((m_report.named & FunctionOrderSection) && (m_report.named & FileOrderSection))
            return fail("only one of --function-ordering (-r) and --file-ordering (-R) may be "
                        "given");
        if (!m_mapPath.empty()) {
            auto map = readFunctionMap(m_mapPath);
            if (!map)
                return fail(map.error().message);
            m_program.functionMap = std::move(*map);
        }
        if (m_report.sections & SummaryFileSection)
            m_program.lineGranularity = true; // --sum implies --line, as in gprof
        m_options.lineGranularity = m_program.lineGranularity;
        chooseFileNames();
        return Done;
    }

    // Every function's file and line where they are printed (-C, -A,
    // --inline-file-names) or matched (FILE:FUNC and FILE specs); else only
    // the static functions', whose files the index names.
    void chooseFileNames()
    {
        bool allFiles =
            m_options.inlineFileNames || ((m_report.sections | m_report.named) &
                                          (ExecCountsSection | AnnotatedSourceSection)) != 0;
        for (const SymbolSpec &spec : m_program.specs)
            allFiles |= spec.text.find_first_of(":.") != std::string::npos;
        m_program.fileNames =
            allFiles ? ProgramOptions::FileNames::All : ProgramOptions::FileNames::OfStatics;
    }

    // The program, then its runs (gmon.out when none is named).
    void takeOperands(const std::vector<std::string> &operands)
    {
        size_t op = 0;
        m_analysis.executablePath = op < operands.size() ? operands[op++] : "a.out";
        m_analysis.runs.assign(operands.begin() + std::ptrdiff_t(op), operands.end());
        if (m_analysis.runs.empty())
            m_analysis.runs.push_back("gmon.out");
    }

    Outcome fail(const std::string &message)
    {
        m_result.err += "gmonview: " + message + "\n";
        m_result.exitCode = 1;
        return Stop;
    }

    void addSpec(const std::optional<std::string> &v, SpecTable t)
    {
        m_program.specs.push_back({v.value_or(""), t});
    }

    void ask(unsigned section)
    {
        m_report.sections |= section;
        m_report.named |= section;
    }

    void askOrDrop(const std::optional<std::string> &value, unsigned section, SpecTable exclusion)
    {
        if (value) {
            addSpec(value, exclusion);
            m_report.sections |= section;
        } else {
            m_report.sections &= ~section;
        }
        m_report.named |= section;
    }

    static SpecTable arcsOrGraph(const std::string &v, SpecTable arcs, SpecTable graph)
    {
        return v.find('/') != std::string::npos ? arcs : graph;
    }

    AnalysisRequest &m_analysis;
    ReportRequest &m_report;
    ReportOutput &m_result;
    ProgramOptions &m_program;
    ReportOptions &m_options;
    std::string m_mapPath;
};

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
    if (!Interpreter(analysis, report, result).interpret(*parsed))
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
    if (analysed->executable->options.outsideCaller) // glibc's profile of a shared library
        result.out = "Profile of the shared library " + analysed->executable->path +
                     " written by glibc (LD_PROFILE): calls are counted only where they enter "
                     "the library through its PLT; calls inside the library are not recorded "
                     "(their counts are unknown, not zero), and the callers outside it are one, "
                     "<outside the library>.\n\n" +
                     result.out;
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
