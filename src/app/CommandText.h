// SPDX-License-Identifier: MIT
#pragma once

// What the command-line subcommands (diff, stats) print numbers with, and
// read their shared options with; their JSON is model/export/JsonWriter's.
#include "app/ReportCommand.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

namespace gmonview::cli {

// What a COMMAND ("disasm") prints when its input is bad: MESSAGE on
// standard error, then USAGE when given; exit status 2.
inline ReportOutput failure(const char *command, const std::string &message,
                            const std::string &usage = {})
{
    ReportOutput out;
    out.err = std::string("gmonview ") + command + ": " + message + "\n" + usage;
    out.exitCode = 2;
    return out;
}

// TEXT as a finite number, or nothing.
inline std::optional<double> parseNumber(const std::string &text)
{
    if (text.empty())
        return std::nullopt;
    char *end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (*end != '\0' || !std::isfinite(v))
        return std::nullopt;
    return v;
}

// VALUE through printf's PATTERN.
inline std::string format(const char *pattern, double value)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, pattern, value);
    return buf;
}

// S right-aligned in WIDTH.
inline std::string pad(const std::string &s, size_t width)
{
    return s.size() >= width ? s : std::string(width - s.size(), ' ') + s;
}

// A "--name" or "--name=value" argument.
struct LongOption
{
    std::string name;
    std::optional<std::string> value; // given after '='
};

// ARG as a long option, or nothing ("--" alone is not one).
inline std::optional<LongOption> longOption(const std::string &arg)
{
    if (arg.size() <= 2 || !arg.starts_with("--"))
        return std::nullopt;
    LongOption o{arg.substr(2), std::nullopt};
    if (const size_t eq = o.name.find('='); eq != std::string::npos) {
        o.value = o.name.substr(eq + 1);
        o.name.resize(eq);
    }
    return o;
}

// OPTION's value: after its '=', else the next of ARGS (I moves on to it).
inline std::optional<std::string> optionValue(const LongOption &option,
                                              const std::vector<std::string> &args, size_t &i,
                                              std::string &error)
{
    if (option.value)
        return option.value;
    if (i + 1 >= args.size()) {
        error = "option '--" + option.name + "' requires an argument";
        return std::nullopt;
    }
    return args[++i];
}

// --alpha's VALUE: a level strictly between 0 and 1.
inline std::optional<double> alphaValue(const std::string &value, std::string &error)
{
    const auto v = parseNumber(value);
    if (!v || *v <= 0 || *v >= 1) {
        error = "--alpha wants a number between 0 and 1, not '" + value + "'";
        return std::nullopt;
    }
    return v;
}

// --format's VALUE: true for json, false for text.
inline std::optional<bool> jsonFormat(const std::string &value, std::string &error)
{
    if (value != "text" && value != "json") {
        error = "--format is text or json, not '" + value + "'";
        return std::nullopt;
    }
    return value == "json";
}

} // namespace gmonview::cli
