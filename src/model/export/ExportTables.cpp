// SPDX-License-Identifier: MIT
// The flat profile and the call graph as tables for other programs: JSON
// (the flat profile, the call graph and the runs) and CSV (the flat profile).
// The rows are gprof's: its order, its numbers, the functions it lists,
// at full precision instead of its two decimals.
#include "model/export/ExportText.h"
#include "model/export/Exporters.h"
#include "model/export/JsonWriter.h"

#include "model/engine/InlineProfile.h"

#include "model/report/GprofReport.h"

#include <charconv>
#include <cmath>

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

} // namespace exporttext

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
json::Value indexOf(const ProfileSymbol &s)
{
    return json::countOrNull(uint64_t(s.index));
}

// The flat profile's rows (flatRows) as JSON objects.
json::Value jsonFlatProfile(const ProfileResult &p)
{
    const bool inlined = hasInlinedFunctions(p);
    using json::countOrNull, json::number, json::text;
    json::Value flat = json::Value::array();
    for (const FlatRow &r : flatRows(p)) {
        json::Value &o = flat.emplace_back(json::object(9));
        o["name"] = text(p.symbol(r.symbol).displayName);
        o["self_seconds"] = number(r.selfSeconds);
        o["cumulative_seconds"] = number(r.cumulativeSeconds);
        o["calls"] = countOrNull(r.calls);
        o["self_ms_per_call"] = number(r.selfMsPerCall);
        o["total_ms_per_call"] = number(r.totalMsPerCall);
        o["percent"] = number(r.percent);
        o["samples"] = number(r.samples);
        o["error_samples"] = number(r.errorSamples);
        if (inlined) {
            // Where an inlined function's code is (--inline); null for the
            // others. It has samples only: calls stays null.
            const ProfileSymbol &s = p.symbol(r.symbol);
            const bool in = s.inlinedInto >= 0;
            o["inlined_into"] = in ? text(p.symbol(s.inlinedInto).displayName) : json::Value();
            o["call_file"] =
                in && s.callFile >= 0 ? text(p.files[size_t(s.callFile)]) : json::Value();
            o["call_line"] = in ? countOrNull(s.callLine) : json::Value();
        }
    }
    return flat;
}

// The call graph's functions: the entries gprof -q prints, in its [index]
// order. HZ is the sampling rate, PRINT_TIME the time percentages are of.
json::Value jsonGraphFunctions(const ProfileResult &p, double hz, double printTime)
{
    using json::countOrNull, json::number, json::text;
    json::Value functions = json::Value::array();
    for (const GraphEntry &e : p.graphOrder) {
        if (e.isCycle)
            continue;
        const ProfileSymbol &s = p.symbol(e.id);
        if ((s.calls == 0 && s.selfCalls == 0 && s.propSelf == 0 && s.propChild == 0) ||
            !s.printFlag)
            continue;
        json::Value &o = functions.emplace_back(json::object(8));
        o["index"] = indexOf(s);
        o["name"] = text(s.displayName);
        o["percent"] = number(100 * (s.propSelf + s.propChild) / printTime);
        o["self_seconds"] = number(s.propSelf / hz);
        o["children_seconds"] = number(s.propChild / hz);
        // Blank in gprof when neither kind of call was counted.
        o["called"] = s.calls + s.selfCalls ? json::Value(s.calls) : json::Value(nullptr);
        o["self_calls"] = s.selfCalls;
        o["cycle"] = countOrNull(uint64_t(s.cycle));
    }
    return functions;
}

json::Value jsonArcs(const ProfileResult &p, double hz)
{
    using json::number, json::text;
    json::Value arcs = json::Value::array();
    for (const ProfileArc &a : p.arcs) {
        const ProfileSymbol &caller = p.symbol(a.parent), &callee = p.symbol(a.child);
        json::Value &o = arcs.emplace_back(json::object(7));
        o["caller"] = text(caller.displayName);
        o["callee"] = text(callee.displayName);
        o["caller_index"] = indexOf(caller);
        o["callee_index"] = indexOf(callee);
        o["count"] = a.count;
        o["self_seconds"] = number(a.time / hz);
        o["children_seconds"] = number(a.childTime / hz);
    }
    return arcs;
}

json::Value jsonCycles(const ProfileResult &p, double hz, double printTime)
{
    using json::countOrNull, json::number, json::text;
    json::Value cycles = json::Value::array();
    for (const ProfileCycle &c : p.cycles) {
        json::Value members = json::Value::array();
        for (const int m : c.members)
            members.push_back(text(p.symbol(m).displayName));
        cycles.push_back({{"number", c.number},
                          {"index", countOrNull(uint64_t(c.index))},
                          {"members", std::move(members)},
                          {"percent", number(100 * (c.propSelf + c.propChild) / printTime)},
                          {"self_seconds", number(c.propSelf / hz)},
                          {"children_seconds", number(c.propChild / hz)},
                          {"called", c.calls},
                          {"self_calls", c.selfCalls}});
    }
    return cycles;
}

} // namespace

std::string exportJson(const ExportInput &input)
{
    using json::number, json::text;
    const ProfileResult &p = *input.profile;
    const double hz = p.rate > 0 ? double(p.rate) : NAN;
    const double printTime = p.printTime > 0 ? p.printTime : 1.0;
    json::Value root = json::Value::object();
    root["program"] = text(input.program);
    json::Value runs = json::Value::array();
    for (const std::string &run : input.runs)
        runs.push_back(text(run));
    root["runs"] = std::move(runs);
    root["rate"] = p.rate;
    root["total_seconds"] = number(p.totalTime / hz);
    root["flat_profile"] = jsonFlatProfile(p);
    root["call_graph"] = {{"functions", jsonGraphFunctions(p, hz, printTime)},
                          {"arcs", jsonArcs(p, hz)},
                          {"cycles", jsonCycles(p, hz, printTime)}};
    return json::write(root);
}

std::string exportCsv(const ExportInput &input)
{
    const ProfileResult &p = *input.profile;
    // RFC 4180: CRLF after every record.
    const bool inlined = hasInlinedFunctions(p);
    std::string out = "name,self_seconds,cumulative_seconds,calls,self_ms_per_call,"
                      "total_ms_per_call,percent,samples,error_samples";
    out += inlined ? ",inlined_into,call_file,call_line\r\n" : "\r\n";
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
        if (const ProfileSymbol &s = p.symbol(r.symbol); inlined && s.inlinedInto >= 0) {
            out += ',' + csvField(validUtf8(p.symbol(s.inlinedInto).displayName));
            out += ',' + (s.callFile >= 0 ? csvField(validUtf8(p.files[size_t(s.callFile)]))
                                          : std::string());
            out += ',' + (s.callLine ? std::to_string(s.callLine) : std::string());
        } else if (inlined) {
            out += ",,,";
        }
        out += "\r\n";
    }
    return out;
}

} // namespace gmonview
