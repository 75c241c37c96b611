// SPDX-License-Identifier: MIT
#include "app/StatsCommand.h"

#include "app/CommandText.h"
#include "model/stats/ProfileDoctor.h"
#include "model/stats/RunStatistics.h"

#include <cmath>
#include <optional>

namespace gmonview {

namespace {

using namespace cli;

const char *kStatsUsage =
    "Usage: gmonview stats [--alpha A] [--format text|json] EXE GMON...\n"
    "Treats the runs of one program as a sample: per function, its self seconds in\n"
    "each run, their mean, standard deviation and coefficient of variation, whether\n"
    "the spread is more than sampling explains, the runs that stand out (at A,\n"
    "default 0.05, for each function) and how many runs would bring the mean within\n"
    "5% and 1% at 95% confidence; per run, its samples, seconds and calls.\n"
    "Exit status: 0; 2 on bad input.\n";

struct StatsArgs
{
    RunStatsOptions options;
    bool json = false;
    std::vector<std::string> files; // EXE then runs
};

std::optional<StatsArgs> parseStatsArgs(const std::vector<std::string> &args, std::string &error)
{
    StatsArgs parsed;
    bool optionsDone = false;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (!optionsDone && a == "--") {
            optionsDone = true;
            continue;
        }
        if (auto option = optionsDone ? std::nullopt : longOption(a)) {
            if (option->name != "alpha" && option->name != "format") {
                error = "unrecognized option '" + a + "'";
                return std::nullopt;
            }
            const auto value = optionValue(*option, args, i, error);
            if (!value)
                return std::nullopt;
            if (option->name == "alpha") {
                const auto alpha = alphaValue(*value, error);
                if (!alpha)
                    return std::nullopt;
                parsed.options.alpha = *alpha;
            } else {
                const auto json = jsonFormat(*value, error);
                if (!json)
                    return std::nullopt;
                parsed.json = *json;
            }
            continue;
        }
        parsed.files.push_back(a);
    }
    if (parsed.files.empty()) {
        error = "no executable given";
        return std::nullopt;
    }
    return parsed;
}

std::string jsonNumbers(const std::vector<double> &values)
{
    std::string out = "[";
    for (size_t i = 0; i < values.size(); ++i)
        out += (i ? ", " : "") + jsonNumber(values[i]);
    return out + "]";
}

std::string printJson(const RunStatistics &s)
{
    std::string out = "{\n  \"executable\": " + jsonString(s.executablePath) + ",\n";
    out += "  \"alpha\": " + jsonNumber(s.options.alpha) + ",\n";
    out += "  \"rate\": " + jsonNumber(double(s.rate)) + ",\n";
    out += "  \"runs\": [";
    for (size_t i = 0; i < s.runs.size(); ++i) {
        const RunSummary &r = s.runs[i];
        out += i ? ",\n    {" : "\n    {";
        out += "\"file\": " + jsonString(r.file);
        out += ", \"samples\": " + jsonNumber(r.samples);
        out += ", \"seconds\": " + jsonNumber(r.seconds);
        out += ", \"calls\": " + jsonNumber(r.calls);
        out += ", \"odd_samples\": " + std::string(r.oddSamples ? "true" : "false");
        out += ", \"odd_calls\": " + std::string(r.oddCalls ? "true" : "false") + "}";
    }
    out += s.runs.empty() ? "],\n" : "\n  ],\n";
    out += "  \"functions\": [";
    for (size_t i = 0; i < s.functions.size(); ++i) {
        const FunctionRuns &f = s.functions[i];
        out += i ? ",\n    {" : "\n    {";
        out += "\"name\": " + jsonString(f.name);
        if (!f.file.empty())
            out += ", \"file\": " + jsonString(f.file);
        out += ", \"seconds\": " + jsonNumbers(f.seconds);
        out += ", \"mean\": " + jsonNumber(f.meanSeconds);
        out += ", \"stddev\": " + jsonNumber(f.stddevSeconds);
        out += ", \"cv\": " + jsonNumber(f.cv);
        out += ", \"dispersion\": " + jsonNumber(f.spread.dispersion);
        out += ", \"stability\": " + jsonString(stabilityName(f.spread.stability));
        out += ", \"outlier_runs\": [";
        for (size_t k = 0; k < f.spread.outliers.size(); ++k)
            out += (k ? ", " : "") + jsonString(s.runs[size_t(f.spread.outliers[k])].file);
        out += "]";
        out += ", \"runs_needed_5pct\": " + jsonNumber(f.spread.runsNeeded5);
        out += ", \"runs_needed_1pct\": " + jsonNumber(f.spread.runsNeeded1);
        out += ", \"seconds_needed_5pct\": " + jsonNumber(f.secondsNeeded5);
        out += ", \"seconds_needed_1pct\": " + jsonNumber(f.secondsNeeded1) + "}";
    }
    out += s.functions.empty() ? "]\n}\n" : "\n  ]\n}\n";
    return out;
}

std::string countText(double v)
{
    return std::isfinite(v) ? format("%.0f", v) : std::string("-");
}

std::string printText(const RunStatistics &s)
{
    std::string out = s.executablePath + ", " + std::to_string(s.runs.size()) +
                      (s.runs.size() == 1 ? " run" : " runs") + ", " + std::to_string(s.rate) +
                      " samples per second\n\n";
    out += "Runs (! odd: far shorter or longer than the others, or other calls):\n";
    out += "     samples    seconds        calls    file\n";
    for (const RunSummary &r : s.runs) {
        std::string mark = std::string(r.oddSamples ? "!s" : "") + (r.oddCalls ? "!c" : "");
        out += pad(format("%.0f", r.samples), 12) + " " + pad(format("%.2f", r.seconds), 10) + " " +
               pad(format("%.0f", r.calls), 12) + " " + pad(mark, 4) + " " + r.file + "\n";
    }
    out += "\nSelf seconds per run; spread: " + std::string(stabilityName(Stability::Stable)) +
           ", noisy (noisier than sampling), few (too few samples); runs needed for the\n"
           "mean within 5% and 1% at 95%. Each run's seconds follow, outliers (at " +
           format("%g", s.options.alpha) + ") in [brackets].\n\n";
    out += "      mean    stddev     cv%  spread   runs 5%   runs 1%  name\n";
    for (const FunctionRuns &f : s.functions) {
        const char *spread = f.spread.stability == Stability::Stable          ? "stable"
                             : f.spread.stability == Stability::Noisy         ? "noisy"
                             : f.spread.stability == Stability::TooFewSamples ? "few"
                                                                              : "one";
        out += pad(format("%.4f", f.meanSeconds), 10) + " " +
               pad(format("%.4f", f.stddevSeconds), 9) + " " +
               pad(std::isfinite(f.cv) ? format("%.1f", 100 * f.cv) : "-", 7) + " " +
               pad(spread, 7) + " " + pad(countText(f.spread.runsNeeded5), 9) + " " +
               pad(countText(f.spread.runsNeeded1), 9) + "  " + f.name +
               (f.file.empty() ? "" : " (" + f.file + ")") + "\n";
        std::string line = "           ";
        size_t next = 0;
        for (size_t r = 0; r < f.seconds.size(); ++r) {
            const bool outlier =
                next < f.spread.outliers.size() && size_t(f.spread.outliers[next]) == r;
            next += outlier;
            line += outlier ? " [" + format("%.4f", f.seconds[r]) + "]"
                            : " " + format("%.4f", f.seconds[r]);
        }
        out += line + "\n";
    }
    return out;
}

} // namespace

ReportOutput runStats(const std::vector<std::string> &args)
{
    ReportOutput result;
    auto fail = [&](const std::string &message, bool usage) {
        result.err = "gmonview stats: " + message + "\n" + (usage ? kStatsUsage : "");
        result.exitCode = 2;
        return result;
    };
    if (args.size() == 1 && (args[0] == "--help" || args[0] == "-h")) {
        result.out = kStatsUsage;
        return result;
    }
    std::string error;
    const auto parsed = parseStatsArgs(args, error);
    if (!parsed)
        return fail(error, true);
    AnalysisRequest request;
    request.executablePath = parsed->files.front();
    request.runs.assign(parsed->files.begin() + 1, parsed->files.end());
    DoctorCollector doctor;
    const auto stats = runStatistics(doctor.attach(request), parsed->options);
    if (!stats)
        return fail(stats.error().message, false);
    for (const Message &w : stats->warnings)
        result.err += "gmonview stats: warning: " + w.text() + "\n";
    for (const Finding &f : doctor.runFindings())
        if (f.numbersWrong())
            result.err += "gmonview stats: warning: " + f.what.text() + "\n";
    result.out = parsed->json ? printJson(*stats) : printText(*stats);
    return result;
}

} // namespace gmonview
