// SPDX-License-Identifier: MIT
#include "app/StatsCommand.h"

#include "app/CommandText.h"
#include "model/export/JsonWriter.h"
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

std::string printJson(const RunStatistics &s)
{
    using json::count, json::number, json::text;
    json::Value root = {{"executable", text(s.executablePath)},
                        {"alpha", number(s.options.alpha)},
                        {"rate", s.rate}};
    json::Value runs = json::Value::array();
    for (const RunSummary &r : s.runs)
        runs.push_back({{"file", text(r.file)},
                        {"samples", count(r.samples)},
                        {"seconds", number(r.seconds)},
                        {"calls", count(r.calls)},
                        {"odd_samples", r.oddSamples},
                        {"odd_calls", r.oddCalls}});
    root["runs"] = std::move(runs);
    json::Value functions = json::Value::array();
    for (const FunctionRuns &f : s.functions) {
        json::Value o = {{"name", text(f.name)}};
        if (!f.file.empty())
            o["file"] = text(f.file);
        json::Value seconds = json::Value::array();
        for (const double v : f.seconds)
            seconds.push_back(number(v));
        o["seconds"] = std::move(seconds);
        o["mean"] = number(f.meanSeconds);
        o["stddev"] = number(f.stddevSeconds);
        o["cv"] = number(f.cv);
        o["dispersion"] = number(f.spread.dispersion);
        o["stability"] = stabilityName(f.spread.stability);
        json::Value outliers = json::Value::array();
        for (const int k : f.spread.outliers)
            outliers.push_back(text(s.runs[size_t(k)].file));
        o["outlier_runs"] = std::move(outliers);
        o["runs_needed_5pct"] = count(f.spread.runsNeeded5);
        o["runs_needed_1pct"] = count(f.spread.runsNeeded1);
        o["seconds_needed_5pct"] = number(f.secondsNeeded5);
        o["seconds_needed_1pct"] = number(f.secondsNeeded1);
        functions.push_back(std::move(o));
    }
    root["functions"] = std::move(functions);
    return json::write(root);
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
