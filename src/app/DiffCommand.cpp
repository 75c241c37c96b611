// SPDX-License-Identifier: MIT
#include "app/DiffCommand.h"

#include "app/CommandText.h"
#include "model/engine/PrintfText.h"
#include "model/export/JsonWriter.h"
#include "model/stats/ProfileCompare.h"
#include "model/stats/ProfileDoctor.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>

namespace gmonview {

namespace {

using namespace cli;

const char *kDiffUsage =
    "Usage: gmonview diff [--alpha A] [--fail-above PCT] [--normalize] [--format text|json]\n"
    "\tBASE-EXE BASE-GMON... -- NEW-EXE NEW-GMON...\n"
    "Compares the self time per run of each function in two sets of runs:\n"
    "Benjamini-Hochberg at A (default 0.05), p-values adjusted, and intervals at\n"
    "the level the verdicts imply (1 - R A / M for R of M functions significant).\n"
    "Exit status: 0; 1 with --fail-above when a function is significantly slower\n"
    "by at least PCT percent of the base program's time per run; 2 on bad input.\n";

struct DiffArgs
{
    CompareOptions options;
    std::optional<double> failAbove; // percent
    bool json = false;
    std::vector<std::string> groups[2];
};

// Options anywhere; "--" parts Base from New.
std::optional<DiffArgs> parseDiffArgs(const std::vector<std::string> &args, std::string &error)
{
    DiffArgs parsed;
    int group = 0;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (a == "--") {
            if (group == 1) {
                error = "'--' given twice: it parts the base runs from the new ones";
                return std::nullopt;
            }
            group = 1;
            continue;
        }
        if (const auto option = longOption(a)) {
            const std::string &name = option->name;
            std::optional<std::string> value;
            auto needValue = [&] {
                return (value = optionValue(*option, args, i, error)).has_value();
            };
            if (name == "normalize" && !option->value) {
                parsed.options.normalize = true;
            } else if (name == "alpha") {
                if (!needValue())
                    return std::nullopt;
                const auto alpha = alphaValue(*value, error);
                if (!alpha)
                    return std::nullopt;
                parsed.options.alpha = *alpha;
            } else if (name == "fail-above") {
                if (!needValue())
                    return std::nullopt;
                const auto v = parseNumber(*value);
                if (!v || *v < 0) {
                    error = "--fail-above wants a percentage, not '" + *value + "'";
                    return std::nullopt;
                }
                parsed.failAbove = *v;
            } else if (name == "format") {
                if (!needValue())
                    return std::nullopt;
                const auto json = jsonFormat(*value, error);
                if (!json)
                    return std::nullopt;
                parsed.json = *json;
            } else {
                error = "unrecognized option '" + a + "'";
                return std::nullopt;
            }
            continue;
        }
        parsed.groups[group].push_back(a);
    }
    if (group == 0) {
        error = "no '--' between the base runs and the new ones";
        return std::nullopt;
    }
    for (int g = 0; g < 2; ++g) {
        if (parsed.groups[g].empty()) {
            error = std::string("no executable for the ") + (g == 0 ? "base" : "new") + " side";
            return std::nullopt;
        }
    }
    return parsed;
}

json::Value jsonSide(const CompareSide &side)
{
    return {{"executable", json::text(side.executablePath)},
            {"runs", side.runs.size()},
            {"seconds_per_run", json::number(side.secondsPerRun())}};
}

std::string printJson(const Comparison &c)
{
    using json::number, json::text;
    json::Value root = {{"alpha", number(c.options.alpha)},
                        {"ci_level", number(1 - c.intervalAlpha)},
                        {"prior_df", number(c.prior.df)},
                        {"normalize", c.options.normalize},
                        {"base", jsonSide(c.base)},
                        {"new", jsonSide(c.next)}};
    json::Value functions = json::Value::array();
    for (const FunctionDelta &f : c.functions) {
        json::Value o = {{"name", text(f.name)}};
        if (!f.file.empty())
            o["file"] = text(f.file);
        o["status"] = statusName(f.status);
        o["significant"] = f.significant;
        o["too_few_samples"] = f.tooFewSamples;
        o["base_seconds"] = number(f.baseSeconds);
        o["new_seconds"] = number(f.newSeconds);
        o["delta_seconds"] = number(f.deltaSeconds);
        o["delta_percent"] = number(f.deltaPercent);
        o["ci_low"] = number(f.ciLow);
        o["ci_high"] = number(f.ciHigh);
        o["p_value"] = number(f.pValue);
        o["adjusted_p"] = number(f.adjustedP);
        // Calls per run: a mean, whole when every run made the same calls.
        o["base_calls"] = json::count(f.baseCalls);
        o["new_calls"] = json::count(f.newCalls);
        o["calls_changed"] = f.callsChanged;
        functions.push_back(std::move(o));
    }
    root["functions"] = std::move(functions);
    return json::write(root);
}

size_t testedCount(const Comparison &c)
{
    size_t n = 0;
    for (const FunctionDelta &f : c.functions)
        n += !std::isnan(f.pValue);
    return n;
}

// gprof's flat profile, with the difference: Base's and New's self seconds
// per run, the change with its interval, then the calls per run.
std::string printText(const Comparison &c)
{
    std::string out;
    auto side = [](const char *label, const CompareSide &s) {
        return std::string(label) + s.executablePath + ", " + std::to_string(s.runs.size()) +
               (s.runs.size() == 1 ? " run, " : " runs, ") + format("%.2f", s.secondsPerRun()) +
               " seconds per run\n";
    };
    out += side("Base: ", c.base);
    out += side("New:  ", c.next);
    out += "Self seconds per run" +
           std::string(c.options.normalize ? " (New scaled to Base's total)" : "") +
           "; * significant after Benjamini-Hochberg at " + format("%g", c.options.alpha) +
           ", ? too few samples to tell;\np (adj.) adjusted for the " +
           std::to_string(testedCount(c)) +
           (testedCount(c) == 1 ? " function" : " functions") + " tested; intervals at " +
           confidenceText(c.intervalAlpha) + "%, the level the verdicts imply.\n\n";
    out += "    base      new     delta  delta%      interval low/high     p (adj.)"
           "     calls/run (base  new)  name\n";
    // fixedText, not printf: printf's general path was a quarter of `gmonview
    // diff` of 20,000 functions, under callgrind.
    auto row = [&](const FunctionDelta &f, const std::string &mark) {
        std::string line = pad(fixedText(f.baseSeconds, 4), 8) + " " +
                           pad(fixedText(f.newSeconds, 4), 8) + " " +
                           pad(fixedText(f.deltaSeconds, 4, true), 9) + " " +
                           pad(fixedText(f.deltaPercent, 1, true), 7) + " " +
                           pad(fixedText(f.ciLow, 4, true), 10) + " " +
                           pad(fixedText(f.ciHigh, 4, true), 10) + " " +
                           pad(pValueText(f.adjustedP), 12) + " " +
                           pad(mark, 2) + " ";
        std::string calls = callsText(f.baseCalls) + " " + callsText(f.newCalls);
        if (f.callsChanged)
            calls += " (" + callsChangeText(f.newCalls - f.baseCalls) + ")";
        line += pad(calls, 22) + "  " + f.name;
        if (!f.file.empty())
            line += " (" + f.file + ")";
        return line + "\n";
    };
    bool listedOthers = false;
    for (const FunctionDelta &f : c.functions) {
        if (f.status == DeltaStatus::New || f.status == DeltaStatus::Removed) {
            if (!listedOthers)
                out += "\nNew and removed functions:\n";
            listedOthers = true;
            out += row(f, f.status == DeltaStatus::New ? "+" : "-");
            continue;
        }
        out += row(f, f.significant ? "*" : f.tooFewSamples ? "?" : "");
    }
    return out;
}

} // namespace

ReportOutput runDiff(const std::vector<std::string> &args)
{
    ReportOutput result;
    auto fail = [&](const std::string &message, bool usage) {
        result.err = "gmonview diff: " + message + "\n" + (usage ? kDiffUsage : "");
        result.exitCode = 2;
        return result;
    };
    if (args.size() == 1 && (args[0] == "--help" || args[0] == "-h")) {
        result.out = kDiffUsage;
        return result;
    }
    std::string error;
    const auto parsed = parseDiffArgs(args, error);
    if (!parsed)
        return fail(error, true);

    CompareRequest request;
    request.options = parsed->options;
    DoctorCollector doctors[2];
    for (int g = 0; g < 2; ++g) {
        AnalysisRequest &side = g == 0 ? request.base : request.next;
        side.executablePath = parsed->groups[g].front();
        side.runs.assign(parsed->groups[g].begin() + 1, parsed->groups[g].end());
        side = doctors[g].attach(std::move(side));
    }
    const auto compared = compareRuns(request);
    if (!compared)
        return fail(compared.error().message, false);
    for (const Message &w : compared->warnings)
        result.err += "gmonview diff: warning: " + w.text() + "\n";
    for (const DoctorCollector &doctor : doctors)
        for (const Finding &f : doctor.runFindings())
            if (f.numbersWrong())
                result.err += "gmonview diff: warning: " + f.what.text() + "\n";

    result.out = parsed->json ? printJson(*compared) : printText(*compared);
    if (parsed->failAbove) {
        const double limit = *parsed->failAbove / 100 * compared->base.secondsPerRun();
        for (const FunctionDelta &f : compared->functions) {
            if (f.status == DeltaStatus::Slower && f.deltaSeconds >= limit) {
                result.err +=
                    "gmonview diff: " + f.name + " is slower by " + format("%.4f", f.deltaSeconds) +
                    " s per run (" +
                    format("%.1f", 100 * f.deltaSeconds / compared->base.secondsPerRun()) +
                    "% of the base program's time), above --fail-above " +
                    format("%g", *parsed->failAbove) + "%\n";
                result.exitCode = 1;
            }
        }
    }
    return result;
}

} // namespace gmonview
