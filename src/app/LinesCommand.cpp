// SPDX-License-Identifier: MIT
#include "app/LinesCommand.h"

#include "app/CommandText.h"

#include "io/Demangle.h"
#include "io/dwarf/DwarfFunctionTable.h"
#include "model/coverage/Coverage.h"
#include "model/engine/ProfilePipeline.h"
#include "model/engine/SourceProfile.h"
#include "model/export/JsonWriter.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>
#include <optional>
#include <set>

namespace gmonview {

namespace {

const char *kLinesUsage =
    "Usage: gmonview lines EXE GMON... [--coverage-dir DIR]... [--format text|json|csv]\n"
    "Each source line with its samples, seconds and their sampling error (sqrt of the\n"
    "samples), and, from GCC's coverage data (a program built with -pg --coverage:\n"
    "the .gcda files under each DIR, by default the program's folder, read by the\n"
    "gcov of the GCC that wrote them), its exact executions, the times its branches\n"
    "were taken and not taken, and nanoseconds per execution; hottest first. gcov's\n"
    "counts add up over every run that wrote the .gcda files; when none can be read\n"
    "(another compilation, no gcov of their GCC) the samples are printed alone, with\n"
    "a warning. JSON: an array of objects; absent figures are null. Exit status: 0;\n"
    "2 on bad input.\n";

struct LinesArgs
{
    std::vector<std::string> files; // the program, then its runs
    std::vector<std::string> coverageDirs;
    std::string format = "text";
};

std::optional<ReportOutput> parse(const std::vector<std::string> &args, LinesArgs &out)
{
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (a == "--help" || a == "-h") {
            ReportOutput r;
            r.out = kLinesUsage;
            return r;
        }
        for (const char *option : {"--coverage-dir", "--format"}) {
            std::string value;
            if (a == option && i + 1 < args.size())
                value = args[++i];
            else if (a.starts_with(std::string(option) + "="))
                value = a.substr(std::string(option).size() + 1);
            else if (a == option)
                return cli::failure("lines", "option '" + a + "' needs a value", kLinesUsage);
            else
                continue;
            (std::string(option) == "--format" ? out.format = value
                                               : out.coverageDirs.emplace_back(value));
            goto next;
        }
        if (a.size() > 1 && a[0] == '-')
            return cli::failure("lines", "unrecognized option '" + a + "'", kLinesUsage);
        out.files.push_back(a);
    next:;
    }
    if (out.format != "text" && out.format != "json" && out.format != "csv")
        return cli::failure("lines", "unknown format '" + out.format +
                                         "'; the formats are: text, json, csv");
    if (out.files.empty())
        return cli::failure("lines", "no executable given", kLinesUsage);
    return std::nullopt;
}

// One source line's figures.
struct Line
{
    std::string file;
    uint32_t line = 0;
    std::string function;
    double samples = 0;
    std::optional<uint64_t> executions;
    std::optional<uint64_t> taken, notTaken; // branches; none without branches
};

using LineKey = std::pair<std::string, uint32_t>;

// The line profile's samples by file and line (the code of a line in
// several places, inlined, summed).
std::map<LineKey, Line> sampledLines(const ProfileResult &lines)
{
    std::map<LineKey, Line> out;
    for (const ProfileSymbol &s : lines.symbols) {
        if (s.isFunction || s.file < 0 || s.samples <= 0)
            continue; // code with no line
        Line &l = out[{lines.files[size_t(s.file)], s.line}];
        l.file = lines.files[size_t(s.file)];
        l.line = s.line;
        if (l.function.empty())
            l.function = s.displayName;
        l.samples += s.samples;
    }
    return out;
}

void addCoverage(const CoverageData &coverage, const std::vector<std::string> &files,
                 std::map<LineKey, Line> &lines)
{
    for (const CoverageFile &f : coverage.files) {
        const std::string file = sourceFileOf(f.path, files);
        for (const CoverageLine &c : f.lines) {
            auto found = lines.find({file, c.line});
            if (found == lines.end() && c.count == 0)
                continue; // neither sampled nor run
            Line &l = lines[{file, c.line}];
            l.file = file;
            l.line = c.line;
            if (l.function.empty())
                l.function = demangle(c.function);
            l.executions = l.executions.value_or(0) + c.count;
            for (const CoverageLine::Branch &b : c.branches) {
                if (b.isThrow)
                    continue;
                (b.fallthrough ? l.notTaken : l.taken) =
                    (b.fallthrough ? l.notTaken : l.taken).value_or(0) + b.count;
            }
            if (!c.branches.empty()) {
                l.taken = l.taken.value_or(0);
                l.notTaken = l.notTaken.value_or(0);
            }
        }
    }
}

std::string number(double v, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, v);
    return text;
}

// Nanoseconds per execution of L at RATE samples per second, if it ran.
std::optional<double> nsPerExecution(const Line &l, double rate)
{
    if (!l.executions || *l.executions == 0 || !(rate > 0))
        return std::nullopt;
    return l.samples / rate * 1e9 / double(*l.executions);
}

std::string asText(const std::vector<Line> &lines, double rate)
{
    std::string out = "samples\tseconds\t±\texecutions\tbranches taken/not\tns/execution\t"
                      "line\tfunction\n";
    for (const Line &l : lines) {
        const auto ns = nsPerExecution(l, rate);
        out += number(l.samples, 2) + "\t" + number(l.samples / rate, 2) + "\t" +
               number(std::sqrt(l.samples) / rate, 2) + "\t" +
               (l.executions ? std::to_string(*l.executions) : "-") + "\t" +
               (l.taken ? std::to_string(*l.taken) + "/" + std::to_string(*l.notTaken) : "-") +
               "\t" + (ns ? number(*ns, 1) : "-") + "\t" + l.file + ":" + std::to_string(l.line) +
               "\t" + l.function + "\n";
    }
    return out;
}

std::string csvField(const std::string &s)
{
    if (s.find_first_of(",\"\r\n") == std::string::npos)
        return s;
    std::string out = "\"";
    for (char c : s)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

std::string asCsv(const std::vector<Line> &lines, double rate)
{
    std::string out = "file,line,function,samples,seconds,error_seconds,executions,"
                      "branches_taken,branches_not_taken,ns_per_execution\r\n";
    auto count = [](const std::optional<uint64_t> &v) {
        return v ? std::to_string(*v) : std::string();
    };
    for (const Line &l : lines) {
        const auto ns = nsPerExecution(l, rate);
        out += csvField(l.file) + "," + std::to_string(l.line) + "," + csvField(l.function) + "," +
               number(l.samples, 6) + "," + number(l.samples / rate, 9) + "," +
               number(std::sqrt(l.samples) / rate, 9) + "," + count(l.executions) + "," +
               count(l.taken) + "," + count(l.notTaken) + "," + (ns ? number(*ns, 3) : "") + "\r\n";
    }
    return out;
}

std::string asJson(const std::vector<Line> &lines, double rate)
{
    json::Value out = json::Value::array();
    auto count = [](const std::optional<uint64_t> &v) {
        return v ? json::Value(*v) : json::Value();
    };
    for (const Line &l : lines) {
        const auto ns = nsPerExecution(l, rate);
        json::Value &o = out.emplace_back(json::object(10));
        o["file"] = json::text(l.file);
        o["line"] = l.line;
        o["function"] = l.function.empty() ? json::Value() : json::text(l.function);
        o["samples"] = json::number(l.samples);
        o["seconds"] = json::number(l.samples / rate);
        o["error_seconds"] = json::number(std::sqrt(l.samples) / rate);
        o["executions"] = count(l.executions);
        o["branches_taken"] = count(l.taken);
        o["branches_not_taken"] = count(l.notTaken);
        o["ns_per_execution"] = ns ? json::number(*ns) : json::Value();
    }
    return json::write(out);
}

// The honesty check: mcount's and gcov's counts of each function that is
// not inlined anywhere agree when both come from the same runs.
std::string mismatchText(const Analysis &analysed, const std::string &path,
                         const CoverageData &coverage)
{
    std::set<std::string> inlined;
    if (auto functions = DwarfFunctionTable::read(*analysed.executable->elf, path))
        for (const DwarfFunctionTable::Function &f : functions->functions())
            if (f.inlined)
                inlined.insert(f.name);
    const auto mismatches = callCountMismatches(*analysed.profile, coverage, inlined);
    if (mismatches.empty())
        return {};
    std::string out = "gmonview lines: warning: mcount and gcov count the calls of " +
                      std::to_string(mismatches.size()) +
                      " function(s) differently, so the executions are not from the runs "
                      "whose samples are shown (other runs, or another build):";
    for (size_t i = 0; i < mismatches.size() && i < 5; ++i)
        out += std::string(i ? "," : "") + " " + mismatches[i].function + " (" +
               std::to_string(mismatches[i].mcount) + " calls, " +
               std::to_string(mismatches[i].gcov) + " executions)";
    return out + (mismatches.size() > 5 ? ", ...\n" : "\n");
}

} // namespace

ReportOutput runLines(const std::vector<std::string> &args)
{
    LinesArgs parsed;
    if (auto early = parse(args, parsed))
        return std::move(*early);
    AnalysisRequest request;
    request.executablePath = parsed.files.front();
    request.runs.assign(parsed.files.begin() + 1, parsed.files.end());
    if (request.runs.empty())
        request.runs.push_back("gmon.out");
    // As the window and the exports read it: GCC's clone pieces credited
    // to the functions they were split from. gprof folds a piece into
    // whatever function precedes it, whose calls would then hold the
    // piece's and differ from gcov's count of its entries.
    request.program.creditClonePieces = true;
    auto analysed = analyze(request);
    if (!analysed)
        return cli::failure("lines", analysed.error().message);
    if (!analysed->profile)
        return cli::failure("lines", "no run could be read");
    // The same runs by line, where samples fell.
    AnalysisRequest byLine = request;
    byLine.executable = analysed->executable;
    byLine.program = sampledLineOptions(*analysed->sum);
    auto lined = analyze(byLine);
    if (!lined || !lined->profile)
        return cli::failure("lines",
                            request.executablePath +
                                ": no line information to place the samples by (build it with -g)");
    const ProfileResult &lineProfile = *lined->profile;
    std::map<LineKey, Line> lines = sampledLines(lineProfile);

    ReportOutput result;
    if (parsed.coverageDirs.empty())
        parsed.coverageDirs.push_back(
            std::filesystem::path(request.executablePath).parent_path().string().empty()
                ? std::string(".")
                : std::filesystem::path(request.executablePath).parent_path().string());
    std::vector<std::string> data;
    for (const std::string &dir : parsed.coverageDirs) {
        const auto found = findCoverageData(dir);
        data.insert(data.end(), found.begin(), found.end());
    }
    if (data.empty()) {
        result.err += "gmonview lines: no coverage data (.gcda) under " +
                      parsed.coverageDirs.front() +
                      ": samples only (build with -pg --coverage for executions)\n";
    } else if (auto coverage = readCoverage(data); !coverage) {
        // The samples stay: the executions are what cannot be read.
        result.err += "gmonview lines: warning: " + coverage.error().message +
                      ": samples only, no executions\n";
    } else {
        for (const Message &w : coverage->warnings)
            result.err += "gmonview lines: warning: " + w.text() + "\n";
        result.err += "gmonview lines: executions from " + std::to_string(coverage->runs) +
                      " run(s) (" + coverage->gcov + ", GCC " + coverage->gccVersion + "), " +
                      "samples from " + std::to_string(request.runs.size()) + " run(s)\n";
        addCoverage(*coverage, lineProfile.files, lines);
        result.err += mismatchText(*analysed, request.executablePath, *coverage);
    }

    std::vector<Line> ordered;
    for (auto &[key, line] : lines)
        ordered.push_back(std::move(line));
    std::stable_sort(ordered.begin(), ordered.end(), [](const Line &a, const Line &b) {
        if (a.samples != b.samples)
            return a.samples > b.samples;
        return a.executions.value_or(0) > b.executions.value_or(0);
    });
    const double rate = lineProfile.rate > 0 ? double(lineProfile.rate) : NAN;
    result.out = parsed.format == "json"  ? asJson(ordered, rate)
                 : parsed.format == "csv" ? asCsv(ordered, rate)
                                          : asText(ordered, rate);
    return result;
}

} // namespace gmonview
