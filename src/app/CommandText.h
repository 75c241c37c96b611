#pragma once

// What the command-line subcommands (diff, stats) print numbers and JSON
// with.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>

namespace gmonview::cli {

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

// S as a JSON string, quoted and escaped.
inline std::string jsonString(const std::string &s)
{
    std::string out = "\"";
    for (const char c : s) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                out += buf;
            } else {
                out += c;
            }
        }
    }
    return out + "\"";
}

// V as a JSON number; null when it is not finite.
inline std::string jsonNumber(double v)
{
    return std::isfinite(v) ? format("%.9g", v) : std::string("null");
}

// S right-aligned in WIDTH.
inline std::string pad(const std::string &s, size_t width)
{
    return s.size() >= width ? s : std::string(width - s.size(), ' ') + s;
}

} // namespace gmonview::cli
