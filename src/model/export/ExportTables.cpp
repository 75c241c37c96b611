// SPDX-License-Identifier: MIT
// The flat profile and the call graph as tables for other programs: JSON
// (the flat profile, the call graph and the runs) and CSV (the flat profile).
// The rows are gprof's: its order, its numbers, the functions it lists,
// at full precision instead of its two decimals.
#include "model/export/Exporters.h"
#include "model/export/ExportText.h"

#include "model/report/GprofReport.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace gmonview {

namespace exporttext {

// S with every byte that is not part of well-formed UTF-8 replaced by
// U+FFFD, so that JSON, DOT, HTML and protobuf readers take it.
std::string validUtf8(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    size_t i = 0;
    while (i < s.size()) {
        const auto c = static_cast<unsigned char>(s[i]);
        size_t length = 0;
        uint32_t min = 0;
        if (c < 0x80)
            length = 1;
        else if (c >= 0xc2 && c <= 0xdf)
            length = 2, min = 0x80;
        else if (c >= 0xe0 && c <= 0xef)
            length = 3, min = 0x800;
        else if (c >= 0xf0 && c <= 0xf4)
            length = 4, min = 0x10000;
        bool ok = length > 0 && i + length <= s.size();
        uint32_t code = length == 1 ? c : c & (0x7f >> length);
        for (size_t k = 1; ok && k < length; ++k) {
            const auto d = static_cast<unsigned char>(s[i + k]);
            ok = (d & 0xc0) == 0x80;
            code = (code << 6) | (d & 0x3f);
        }
        // Overlong forms, UTF-16 surrogates and code points past U+10FFFF.
        ok = ok && code >= min && (code < 0xd800 || code > 0xdfff) && code <= 0x10ffff;
        if (ok) {
            out.append(s.substr(i, length));
            i += length;
        } else {
            out += "\xef\xbf\xbd";
            ++i;
        }
    }
    return out;
}

// S as a JSON string, quoted and escaped.
std::string jsonString(std::string_view s)
{
    std::string out = "\"";
    for (const char c : validUtf8(s)) {
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
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", unsigned(static_cast<unsigned char>(c)));
                out += buf;
            } else {
                out += c;
            }
        }
    }
    return out + "\"";
}

} // namespace exporttext

using exporttext::jsonString;

namespace {

using exporttext::validUtf8;

// The shortest text that reads back as V exactly; empty when V is not finite.
std::string number(double v)
{
    if (!std::isfinite(v))
        return {};
    char buf[32];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
    return ec == std::errc() ? std::string(buf, end) : std::string();
}

std::string jsonNumber(double v)
{
    const std::string text = number(v);
    return text.empty() ? "null" : text;
}


// A row of gprof's flat profile, in its units: seconds (NaN without a
// sampling rate), milliseconds per call (NaN where gprof leaves the column
// blank: no calls).
struct FlatRow
{
    int symbol = -1;
    double selfSeconds = 0;
    double cumulativeSeconds = 0;
    uint64_t calls = 0; // 0: blank
    double selfMsPerCall = NAN;
    double totalMsPerCall = NAN;
    double percent = 0;
    double samples = 0;
    double errorSamples = 0; // one standard deviation of the count: sqrt(samples)
};

// The functions gprof -p lists (not those with neither time nor calls), in
// its order, with its numbers.
std::vector<FlatRow> flatRows(const ProfileResult &p)
{
    std::vector<FlatRow> rows;
    const double hz = p.rate > 0 ? double(p.rate) : NAN;
    double accum = 0;
    for (const int i : flatProfileOrder(p)) {
        const ProfileSymbol &s = p.symbol(i);
        if (s.calls == 0 && s.time == 0)
            continue;
        accum += s.time;
        FlatRow r;
        r.symbol = i;
        r.selfSeconds = s.time / hz;
        r.cumulativeSeconds = accum / hz;
        r.calls = s.calls;
        if (s.calls != 0) {
            r.selfMsPerCall = 1000 * s.time / hz / double(s.calls);
            r.totalMsPerCall = 1000 * (s.time + s.childTime) / hz / double(s.calls);
        }
        r.percent = p.totalTime > 0 ? 100 * s.time / p.totalTime : 0;
        r.samples = s.samples;
        r.errorSamples = std::sqrt(s.samples);
        rows.push_back(r);
    }
    return rows;
}

// A field of RFC 4180: quoted when it holds a comma, a quote or a line
// break, its quotes doubled.
std::string csvField(std::string_view s)
{
    if (s.find_first_of(",\"\r\n") == std::string_view::npos)
        return std::string(s);
    std::string out = "\"";
    for (const char c : s) {
        if (c == '"')
            out += '"';
        out += c;
    }
    return out + "\"";
}

// gprof's [index] of SYMBOL as JSON, null when gprof gives it none.
std::string indexOf(const ProfileSymbol &s)
{
    return s.index != 0 ? std::to_string(s.index) : std::string("null");
}

} // namespace

std::string exportJson(const ExportInput &input)
{
    const ProfileResult &p = *input.profile;
    const double hz = p.rate > 0 ? double(p.rate) : NAN;
    const double printTime = p.printTime > 0 ? p.printTime : 1.0;
    std::string out = "{\n";
    out += "  \"program\": " + jsonString(input.program) + ",\n";
    out += "  \"runs\": [";
    for (size_t i = 0; i < input.runs.size(); ++i)
        out += (i ? ", " : "") + jsonString(input.runs[i]);
    out += "],\n";
    out += "  \"rate\": " + std::to_string(p.rate) + ",\n";
    out += "  \"total_seconds\": " + jsonNumber(p.totalTime / hz) + ",\n";

    out += "  \"flat_profile\": [";
    const std::vector<FlatRow> rows = flatRows(p);
    for (size_t i = 0; i < rows.size(); ++i) {
        const FlatRow &r = rows[i];
        out += i ? ",\n    {" : "\n    {";
        out += "\"name\": " + jsonString(p.symbol(r.symbol).displayName);
        out += ", \"self_seconds\": " + jsonNumber(r.selfSeconds);
        out += ", \"cumulative_seconds\": " + jsonNumber(r.cumulativeSeconds);
        out += ", \"calls\": " + (r.calls ? std::to_string(r.calls) : std::string("null"));
        out += ", \"self_ms_per_call\": " + jsonNumber(r.selfMsPerCall);
        out += ", \"total_ms_per_call\": " + jsonNumber(r.totalMsPerCall);
        out += ", \"percent\": " + jsonNumber(r.percent);
        out += ", \"samples\": " + jsonNumber(r.samples);
        out += ", \"error_samples\": " + jsonNumber(r.errorSamples) + "}";
    }
    out += rows.empty() ? "],\n" : "\n  ],\n";

    // The call graph: the entries gprof -q prints, in its [index] order.
    out += "  \"call_graph\": {\n    \"functions\": [";
    bool first = true;
    for (const GraphEntry &e : p.graphOrder) {
        if (e.isCycle)
            continue;
        const ProfileSymbol &s = p.symbol(e.id);
        if ((s.calls == 0 && s.selfCalls == 0 && s.propSelf == 0 && s.propChild == 0) ||
            !s.printFlag)
            continue;
        out += first ? "\n      {" : ",\n      {";
        first = false;
        out += "\"index\": " + indexOf(s);
        out += ", \"name\": " + jsonString(s.displayName);
        out += ", \"percent\": " + jsonNumber(100 * (s.propSelf + s.propChild) / printTime);
        out += ", \"self_seconds\": " + jsonNumber(s.propSelf / hz);
        out += ", \"children_seconds\": " + jsonNumber(s.propChild / hz);
        // Blank in gprof when neither kind of call was counted.
        out += ", \"called\": " +
               (s.calls + s.selfCalls ? std::to_string(s.calls) : std::string("null"));
        out += ", \"self_calls\": " + std::to_string(s.selfCalls);
        out += ", \"cycle\": " + (s.cycle ? std::to_string(s.cycle) : std::string("null")) + "}";
    }
    out += first ? "],\n" : "\n    ],\n";

    out += "    \"arcs\": [";
    for (size_t i = 0; i < p.arcs.size(); ++i) {
        const ProfileArc &a = p.arcs[i];
        const ProfileSymbol &caller = p.symbol(a.parent), &callee = p.symbol(a.child);
        out += i ? ",\n      {" : "\n      {";
        out += "\"caller\": " + jsonString(caller.displayName);
        out += ", \"callee\": " + jsonString(callee.displayName);
        out += ", \"caller_index\": " + indexOf(caller);
        out += ", \"callee_index\": " + indexOf(callee);
        out += ", \"count\": " + std::to_string(a.count);
        out += ", \"self_seconds\": " + jsonNumber(a.time / hz);
        out += ", \"children_seconds\": " + jsonNumber(a.childTime / hz) + "}";
    }
    out += p.arcs.empty() ? "],\n" : "\n    ],\n";

    out += "    \"cycles\": [";
    for (size_t i = 0; i < p.cycles.size(); ++i) {
        const ProfileCycle &c = p.cycles[i];
        out += i ? ",\n      {" : "\n      {";
        out += "\"number\": " + std::to_string(c.number);
        out += ", \"index\": " + (c.index ? std::to_string(c.index) : std::string("null"));
        out += ", \"members\": [";
        for (size_t m = 0; m < c.members.size(); ++m)
            out += (m ? ", " : "") + jsonString(p.symbol(c.members[m]).displayName);
        out += "]";
        out += ", \"percent\": " + jsonNumber(100 * (c.propSelf + c.propChild) / printTime);
        out += ", \"self_seconds\": " + jsonNumber(c.propSelf / hz);
        out += ", \"children_seconds\": " + jsonNumber(c.propChild / hz);
        out += ", \"called\": " + std::to_string(c.calls);
        out += ", \"self_calls\": " + std::to_string(c.selfCalls) + "}";
    }
    out += p.cycles.empty() ? "]\n" : "\n    ]\n";
    out += "  }\n}\n";
    return out;
}

std::string exportCsv(const ExportInput &input)
{
    const ProfileResult &p = *input.profile;
    // RFC 4180: CRLF after every record.
    std::string out = "name,self_seconds,cumulative_seconds,calls,self_ms_per_call,"
                      "total_ms_per_call,percent,samples,error_samples\r\n";
    for (const FlatRow &r : flatRows(p)) {
        out += csvField(validUtf8(p.symbol(r.symbol).displayName));
        out += ',' + number(r.selfSeconds);
        out += ',' + number(r.cumulativeSeconds);
        out += ',' + (r.calls ? std::to_string(r.calls) : std::string());
        out += ',' + number(r.selfMsPerCall);
        out += ',' + number(r.totalMsPerCall);
        out += ',' + number(r.percent);
        out += ',' + number(r.samples);
        out += ',' + number(r.errorSamples);
        out += "\r\n";
    }
    return out;
}

} // namespace gmonview
