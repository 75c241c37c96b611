// SPDX-License-Identifier: MIT
#include "app/ReportArgs.h"

#include <cstring>

namespace gmonview {

namespace {

enum class ArgKind
{
    None,
    Required,
    Optional
};

struct OptionDef
{
    char shortName;       // 0 for long-only
    const char *longName; // nullptr for short-only
    ArgKind arg;
    int code; // the short letter, or a code above 255 for long-only ones
};

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

// The option whose long name is NAME, or begins with NAME; AMBIGUOUS when
// NAME begins several and none is NAME. Null when none matches.
const OptionDef *longOption(const std::string &name, bool &ambiguous)
{
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
    ambiguous = matches > 1;
    return match;
}

// The long option ARGS[I] (--name or --name=value) added to PARSED; a
// required argument may be the next one, and I moves past it. False with
// ERROR when it is not understood.
bool parseLongOption(const std::vector<std::string> &args, size_t &i, ParsedArgs &parsed,
                     std::string &error)
{
    const std::string &a = args[i];
    std::string name = a.substr(2);
    std::optional<std::string> value;
    if (const size_t eq = name.find('='); eq != std::string::npos) {
        value = name.substr(eq + 1);
        name = name.substr(0, eq);
    }
    bool ambiguous = false;
    const OptionDef *match = longOption(name, ambiguous);
    if (!match) {
        error = "unrecognized option '" + a + "'";
        return false;
    }
    if (ambiguous) {
        error = "option '" + a + "' is ambiguous";
        return false;
    }
    if (match->arg == ArgKind::None && value) {
        error = "option '--" + std::string(match->longName) + "' doesn't allow an argument";
        return false;
    }
    if (match->arg == ArgKind::Required && !value) {
        if (i + 1 >= args.size()) {
            error = "option '--" + std::string(match->longName) + "' requires an argument";
            return false;
        }
        value = args[++i];
    }
    parsed.options.emplace_back(match->code, value);
    return true;
}

// The short options in ARGS[I] (-abc, -pname, -t 10) added to PARSED: the
// first that takes an argument takes the rest of ARGS[I] or, when it needs
// one, the next argument, and I moves past it. False with ERROR when one is
// not understood.
bool parseShortOptions(const std::vector<std::string> &args, size_t &i, ParsedArgs &parsed,
                       std::string &error)
{
    const std::string &a = args[i];
    for (size_t k = 1; k < a.size(); ++k) {
        const char c = a[k];
        const OptionDef *def = nullptr;
        for (const OptionDef &o : kOptions)
            if (o.shortName == c)
                def = &o;
        if (!def) {
            error = std::string("invalid option -- '") + c + "'";
            return false;
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
                return false;
            }
            value = args[++i];
        }
        parsed.options.emplace_back(def->code, value);
        break;
    }
    return true;
}

} // namespace

std::optional<ParsedArgs> parseReportArgs(const std::vector<std::string> &args, std::string &error)
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
            if (!parseLongOption(args, i, parsed, error))
                return std::nullopt;
            continue;
        }
        if (a.size() > 1 && a[0] == '-') {
            if (!parseShortOptions(args, i, parsed, error))
                return std::nullopt;
            continue;
        }
        parsed.operands.push_back(a);
    }
    return parsed;
}

} // namespace gmonview
