#include "ReportCommand.h"

#include "DirectCalls.h"
#include "DwarfFunctionTable.h"
#include "DwarfLineTable.h"
#include "ElfImage.h"
#include "FileBytes.h"
#include "GmonFile.h"
#include "FunctionOrdering.h"
#include "GmonSum.h"
#include "GprofReport.h"
#include "Profile.h"
#include "SymbolSpecs.h"
#include "SymbolTable.h"

#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>

namespace gmonview {

namespace {

enum Style : unsigned {
    FlatProfile = 1 << 0,
    CallGraph = 1 << 1,
    SummaryFile = 1 << 2,
    ExecCounts = 1 << 3,
    AnnotatedSource = 1 << 4,
    GmonInfo = 1 << 5,
    FunctionOrder = 1 << 6,
    FileOrder = 1 << 7,
};

enum class ArgKind { None, Required, Optional };

struct OptionDef
{
    char shortName; // 0 for long-only
    const char *longName; // nullptr for short-only
    ArgKind arg;
    int code; // the short letter, or a code above 255 for long-only ones
};

constexpr int kDemangle = 300, kNoDemangle = 301, kInlineFileNames = 302;

const OptionDef kOptions[] = {
    {'a', "no-static", ArgKind::None, 'a'},
    {'A', "annotated-source", ArgKind::Optional, 'A'},
    {'b', "brief", ArgKind::None, 'b'},
    {'B', nullptr, ArgKind::None, 'B'},
    {'c', "static-call-graph", ArgKind::None, 'c'},
    {'C', "exec-counts", ArgKind::Optional, 'C'},
    {'d', "debug", ArgKind::Optional, 'd'},
    {'D', "ignore-non-functions", ArgKind::None, 'D'},
    {'e', nullptr, ArgKind::Required, 'e'},
    {'E', nullptr, ArgKind::Required, 'E'},
    {'f', nullptr, ArgKind::Required, 'f'},
    {'F', nullptr, ArgKind::Required, 'F'},
    {'h', "help", ArgKind::None, 'h'},
    {'i', "file-info", ArgKind::None, 'i'},
    {'I', "directory-path", ArgKind::Required, 'I'},
    {'J', "no-annotated-source", ArgKind::Optional, 'J'},
    {'k', nullptr, ArgKind::Required, 'k'},
    {'l', "line", ArgKind::None, 'l'},
    {'L', "print-path", ArgKind::None, 'L'},
    {'m', "min-count", ArgKind::Required, 'm'},
    {'n', "time", ArgKind::Optional, 'n'},
    {'N', "no-time", ArgKind::Optional, 'N'},
    {'O', "file-format", ArgKind::Required, 'O'},
    {'p', "flat-profile", ArgKind::Optional, 'p'},
    {'P', "no-flat-profile", ArgKind::Optional, 'P'},
    {'q', "graph", ArgKind::Optional, 'q'},
    {'Q', "no-graph", ArgKind::Optional, 'Q'},
    {'r', "function-ordering", ArgKind::None, 'r'},
    {'R', "file-ordering", ArgKind::Required, 'R'},
    {'s', "sum", ArgKind::None, 's'},
    {'S', "external-symbol-table", ArgKind::Required, 'S'},
    {'t', "table-length", ArgKind::Required, 't'},
    {'T', "traditional", ArgKind::None, 'T'},
    {'v', "version", ArgKind::None, 'v'},
    {'w', "width", ArgKind::Required, 'w'},
    {'x', "all-lines", ArgKind::None, 'x'},
    {'y', "separate-files", ArgKind::None, 'y'},
    {'z', "display-unused-functions", ArgKind::None, 'z'},
    {'Z', "no-exec-counts", ArgKind::Optional, 'Z'},
    {0, "demangle", ArgKind::Optional, kDemangle},
    {0, "no-demangle", ArgKind::None, kNoDemangle},
    {0, "inline-file-names", ArgKind::None, kInlineFileNames},
};

const char *kUsage
    = "Usage: gmonview report [-[abDhilLsTvwxyz]] [-[ACeEfFJnNOpPqQZ][name]]\n"
      "\t[-k from/to] [-m min-count] [-t table-length] [-w width]\n"
      "\t[--brief] [--flat-profile[=name]] [--graph[=name]] [--sum] [--file-info]\n"
      "\t[--traditional] [--display-unused-functions] [--no-static]\n"
      "\t[--[no-]demangle] [--print-path] [--file-format=a|m|b|4]\n"
      "\t[image-file] [profile-file...]\n"
      "Prints GNU gprof's report for a profiled program: with -b, the same text\n"
      "as gprof 2.40. Several profile files are summed.\n";

struct ParsedArgs
{
    std::vector<std::pair<int, std::optional<std::string>>> options; // in order
    std::vector<std::string> operands;
};

// GNU getopt_long: options and operands may mix, "--" ends options, long
// names may be abbreviated when unambiguous, and an optional argument must
// be attached (-pname, --flat-profile=name).
std::optional<ParsedArgs> parseArgs(const std::vector<std::string> &args, std::string &error)
{
    ParsedArgs parsed;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (a == "--") {
            for (++i; i < args.size(); ++i)
                parsed.operands.push_back(args[i]);
            break;
        }
        if (a.size() > 2 && a[0] == '-' && a[1] == '-') {
            std::string name = a.substr(2);
            std::optional<std::string> value;
            if (const size_t eq = name.find('='); eq != std::string::npos) {
                value = name.substr(eq + 1);
                name = name.substr(0, eq);
            }
            const OptionDef *match = nullptr;
            int matches = 0;
            for (const OptionDef &o : kOptions) {
                if (!o.longName)
                    continue;
                if (name == o.longName) {
                    match = &o;
                    matches = 1;
                    break;
                }
                if (std::strncmp(o.longName, name.c_str(), name.size()) == 0) {
                    match = &o;
                    ++matches;
                }
            }
            if (!match) {
                error = "unrecognized option '" + a + "'";
                return std::nullopt;
            }
            if (matches > 1) {
                error = "option '" + a + "' is ambiguous";
                return std::nullopt;
            }
            if (match->arg == ArgKind::None && value) {
                error = "option '--" + std::string(match->longName) + "' doesn't allow an argument";
                return std::nullopt;
            }
            if (match->arg == ArgKind::Required && !value) {
                if (i + 1 >= args.size()) {
                    error = "option '--" + std::string(match->longName) + "' requires an argument";
                    return std::nullopt;
                }
                value = args[++i];
            }
            parsed.options.emplace_back(match->code, value);
            continue;
        }
        if (a.size() > 1 && a[0] == '-') {
            for (size_t k = 1; k < a.size(); ++k) {
                const char c = a[k];
                const OptionDef *def = nullptr;
                for (const OptionDef &o : kOptions)
                    if (o.shortName == c)
                        def = &o;
                if (!def) {
                    error = std::string("invalid option -- '") + c + "'";
                    return std::nullopt;
                }
                if (def->arg == ArgKind::None) {
                    parsed.options.emplace_back(def->code, std::nullopt);
                    continue;
                }
                std::optional<std::string> value;
                if (k + 1 < a.size())
                    value = a.substr(k + 1);
                else if (def->arg == ArgKind::Required) {
                    if (i + 1 >= args.size()) {
                        error = std::string("option requires an argument -- '") + c + "'";
                        return std::nullopt;
                    }
                    value = args[++i];
                }
                parsed.options.emplace_back(def->code, value);
                break;
            }
            continue;
        }
        parsed.operands.push_back(a);
    }
    return parsed;
}

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

} // namespace

ReportOutput runReport(const std::vector<std::string> &args)
{
    return runReport(args, "gmon.sum");
}

std::string writeSumFile(const std::string &executable, const std::vector<std::string> &runs,
                         const std::string &output)
{
    std::vector<std::string> args{"-s", "--", executable};
    args.insert(args.end(), runs.begin(), runs.end());
    const ReportOutput r = runReport(args, output);
    if (r.exitCode == 0)
        return {};
    std::string err = r.err;
    while (!err.empty() && err.back() == '\n')
        err.pop_back();
    return err.empty() ? "could not write " + output : err;
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
    auto parsed = parseArgs(args, parseError);
    if (!parsed) {
        result.err = "gmonview report: " + parseError + "\n" + kUsage;
        result.exitCode = 1;
        return result;
    }

    unsigned outputStyle = 0, userSpecified = 0;
    ReportOptions report;
    SymbolTableOptions symbolOptions;
    std::vector<SymbolSpec> specs;
    GmonFormatChoice format = GmonFormatChoice::Auto;
    bool lineGranularity = false;
    bool staticCallGraph = false;
    std::string mapPath;
    auto addSpec = [&](const std::optional<std::string> &v, SpecTable t) {
        specs.push_back({v.value_or(""), t});
    };

    for (const auto &[code, value] : parsed->options) {
        switch (code) {
        case 'a': symbolOptions.ignoreStaticFunctions = true; break;
        case 'b': report.brief = true; break;
        case 'B':
            outputStyle |= CallGraph;
            userSpecified |= CallGraph;
            break;
        case 'D': symbolOptions.ignoreNonFunctions = true; break;
        case 'E':
            addSpec(value, SpecTable::ExclTime);
            addSpec(value, SpecTable::ExclGraph);
            break;
        case 'e': addSpec(value, SpecTable::ExclGraph); break;
        case 'F':
            addSpec(value, SpecTable::InclTime);
            addSpec(value, SpecTable::InclGraph);
            break;
        case 'f': addSpec(value, SpecTable::InclGraph); break;
        case 'h': result.out = kUsage; return result;
        case 'i':
            outputStyle |= GmonInfo;
            userSpecified |= GmonInfo;
            break;
        case 'I': appendSearchPath(report.searchPaths, *value); break;
        case 'm': report.minCount = std::strtoul(value->c_str(), nullptr, 10); break;
        case 't':
            report.tableLength = std::atoi(value->c_str());
            if (report.tableLength < 0)
                report.tableLength = 0;
            break;
        case 'x': report.annotateAllLines = true; break;
        case 'y': report.separateFiles = true; break;
        case 'd': break; // gprof's debugging, not built in
        case 'k': addSpec(value, SpecTable::ExclArcs); break;
        case 'L': report.printPath = true; break;
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
            case 'a': format = GmonFormatChoice::Auto; break;
            case 'm': format = GmonFormatChoice::Magic; break;
            case 'b': format = GmonFormatChoice::Bsd; break;
            case '4': format = GmonFormatChoice::Bsd44; break;
            case 'p': return fail("file format 'prof' is not supported");
            default: return fail("unknown file format " + *value);
            }
            break;
        case 'p':
            if (value)
                addSpec(value, SpecTable::InclFlat);
            outputStyle |= FlatProfile;
            userSpecified |= FlatProfile;
            break;
        case 'P':
            if (value) {
                addSpec(value, SpecTable::ExclFlat);
                outputStyle |= FlatProfile;
            } else {
                outputStyle &= ~FlatProfile;
            }
            userSpecified |= FlatProfile;
            break;
        case 'q':
            if (value)
                addSpec(value, value->find('/') != std::string::npos ? SpecTable::InclArcs
                                                                      : SpecTable::InclGraph);
            outputStyle |= CallGraph;
            userSpecified |= CallGraph;
            break;
        case 'Q':
            if (value) {
                addSpec(value, value->find('/') != std::string::npos ? SpecTable::ExclArcs
                                                                      : SpecTable::ExclGraph);
                outputStyle |= CallGraph;
            } else {
                outputStyle &= ~CallGraph;
            }
            userSpecified |= CallGraph;
            break;
        case 's':
            outputStyle |= SummaryFile;
            userSpecified |= SummaryFile;
            break;
        case 'T': report.bsdStyle = true; break;
        case 'v':
            result.out = "gmonview report " GMONVIEW_VERSION
                         " (GNU gprof 2.40 compatible)\n";
            return result;
        case 'w': {
            report.outputWidth = std::atoi(value->c_str());
            if (report.outputWidth < 1)
                report.outputWidth = 1;
            break;
        }
        case 'z': report.ignoreZeros = false; break;
        case kDemangle: report.demangle = true; break;
        case kNoDemangle: report.demangle = false; break;
        case kInlineFileNames: report.inlineFileNames = true; break;
        case 'l': lineGranularity = true; break;
        case 'c': staticCallGraph = true; break;
        case 'r':
            outputStyle |= FunctionOrder;
            userSpecified |= FunctionOrder;
            break;
        case 'R':
            outputStyle |= FileOrder;
            userSpecified |= FileOrder;
            mapPath = *value;
            break;
        case 'C':
            if (value)
                addSpec(value, SpecTable::InclExec);
            outputStyle |= ExecCounts;
            userSpecified |= ExecCounts;
            break;
        case 'Z':
            if (value) {
                addSpec(value, SpecTable::ExclExec);
                outputStyle |= ExecCounts;
            } else {
                outputStyle &= ~ExecCounts;
            }
            userSpecified |= AnnotatedSource; // sic: gprof 2.40 does this
            break;
        case 'A':
            if (value)
                addSpec(value, SpecTable::InclAnno);
            outputStyle |= AnnotatedSource;
            userSpecified |= AnnotatedSource;
            break;
        case 'J':
            if (value) {
                addSpec(value, SpecTable::ExclAnno);
                outputStyle |= AnnotatedSource;
            } else {
                outputStyle &= ~AnnotatedSource;
            }
            userSpecified |= AnnotatedSource;
            break;
        case 'S':
            return fail("option -S (an external symbol table) is not supported by gmonview report");
        default: break;
        }
    }
    if (const char *env = std::getenv("GPROF_PATH"))
        appendSearchPath(report.searchPaths, env);
    if ((userSpecified & FunctionOrder) && (userSpecified & FileOrder))
        return fail("only one of --function-ordering (-r) and --file-ordering (-R) may be given");
    std::vector<FunctionMapEntry> functionMap;
    if (!mapPath.empty()) {
        auto map = readFunctionMap(mapPath);
        if (!map)
            return fail(map.error().message);
        functionMap = std::move(*map);
        symbolOptions.functionMap = &functionMap;
    }
    if (outputStyle & SummaryFile)
        lineGranularity = true; // --sum implies --line, as in gprof
    report.lineGranularity = lineGranularity;

    std::string exePath = "a.out";
    std::vector<std::string> gmonPaths;
    size_t op = 0;
    if (op < parsed->operands.size())
        exePath = parsed->operands[op++];
    for (; op < parsed->operands.size(); ++op)
        gmonPaths.push_back(parsed->operands[op]);
    if (gmonPaths.empty())
        gmonPaths.push_back("gmon.out");

    {
        std::vector<SymbolSpec> defaults = defaultExclusionSpecs();
        specs.insert(specs.end(), defaults.begin(), defaults.end());
    }

    auto elf = ElfImage::fromFile(exePath);
    if (!elf)
        return fail(elf.error().message);
    if (!(*elf)->textSection())
        return fail(exePath + ": has no .text section");

    std::optional<DwarfLineTable> lines;
    {
        auto table = DwarfLineTable::read(**elf, exePath);
        if (!table)
            result.err += "gmonview: warning: " + table.error().message + "\n";
        else
            lines = std::move(*table);
    }
    std::optional<DwarfFunctionTable> functions;
    if (lineGranularity && lines && !lines->empty()) {
        auto table = DwarfFunctionTable::read(**elf, exePath);
        if (!table)
            result.err += "gmonview: warning: " + table.error().message + "\n";
        else
            functions = std::move(*table);
    }
    auto symtab = std::make_shared<SymbolTable>(
        lineGranularity && lines
            ? SymbolTable::buildLineGranular(**elf, *lines, functions ? &*functions : nullptr,
                                             symbolOptions)
            : SymbolTable::build(**elf, lines ? &*lines : nullptr, symbolOptions));
    if (symtab->symbols.empty())
        return fail(exePath + ": has no function symbols");
    auto resolved = std::make_shared<SymbolSpecs>(SymbolSpecs::resolve(specs, *symtab));

    GprofReport printer(report);
    ProfileAccumulator sum(symtab, resolved);
    const GmonTarget target{(*elf)->addressSize(), (*elf)->isBigEndian()};
    for (const std::string &path : gmonPaths) {
        auto file = readGmonFile(path, target, format);
        if (!file)
            return fail(file.error().message);
        auto info = sum.add(*file);
        if (!info)
            return fail(info.error().message);
        if (outputStyle & GmonInfo)
            printer.fileInfo(*info);
    }
    if (sum.hasBlockCounts() && !lineGranularity)
        result.err += "gmonview: warning: ignoring basic-block execution counts (use -l)\n";

    // Nothing asked for: the sections the data has.
    if (outputStyle == 0) {
        if (sum.hasHistogram() || sum.hasCallGraph()) {
            if (sum.hasHistogram())
                outputStyle |= FlatProfile;
            if (sum.hasCallGraph())
                outputStyle |= CallGraph;
        } else {
            outputStyle = ExecCounts;
        }
        outputStyle &= ~userSpecified;
    }

    if (outputStyle & SummaryFile) {
        auto written = writeFileAtomically(sumPath, writeGmonSum(sum, format, target));
        if (!written)
            return fail(written.error().message);
    }

    std::vector<DirectCall> directCalls;
    if (staticCallGraph) {
        auto calls = findDirectCalls(**elf);
        if (!calls)
            return fail(calls.error().message);
        directCalls = std::move(*calls);
    }
    const ProfileResult profile = analyzeProfile(sum, staticCallGraph ? &directCalls : nullptr);
    printer.setProfile(profile, *resolved);

    if ((outputStyle & FlatProfile) && !sum.hasHistogram()) {
        result.out = printer.takeText();
        return fail("the profile has no histogram, so there is no flat profile (" + gmonPaths[0]
                    + " has only call-graph data)");
    }
    if ((outputStyle & CallGraph) && !sum.hasCallGraph()) {
        result.out = printer.takeText();
        return fail("the profile has no call-graph data (" + gmonPaths[0]
                    + " has no arcs: was the program compiled and linked with -pg?)");
    }

    const bool printsCallGraph = (outputStyle & CallGraph) != 0 && sum.hasCallGraph();
    if ((outputStyle & CallGraph) && report.bsdStyle)
        printer.callGraph();
    if (outputStyle & FlatProfile)
        printer.flatProfile();
    if (outputStyle & CallGraph) {
        if (!report.bsdStyle)
            printer.callGraph();
        printer.index();
    }
    if (outputStyle & ExecCounts)
        printer.execCounts();
    if (outputStyle & AnnotatedSource) {
        std::string warnings;
        for (const AnnotatedFile &file : printer.annotatedSource(warnings)) {
            auto written = writeFileAtomically(file.name, std::string_view(file.text));
            if (!written)
                result.err += "gmonview: " + written.error().message + "\n";
        }
        result.err += warnings;
    }
    result.out = printer.takeText();
    if (outputStyle & FunctionOrder)
        result.out += functionOrdering(profile, printsCallGraph, report.ignoreZeros,
                                       lineGranularity);
    if (outputStyle & FileOrder)
        result.out += fileOrdering(profile, functionMap);
    return result;
}

} // namespace gmonview
