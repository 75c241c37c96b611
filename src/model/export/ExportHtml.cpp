// SPDX-License-Identifier: MIT
// One self-contained HTML report: the summary, gprof's flat profile as a
// sortable table, the call graph as inline SVG (HtmlGraph.cpp), and the
// hottest functions' source with the samples of each line (HtmlSource.cpp). Nothing is
// fetched: the styles and the script are inline, the fonts the reader's.
//
// The file is also well-formed XML (every element closed, the script in a
// CDATA section, no entity but XML's), so that XML tools read it too.
#include "model/export/ExportText.h"
#include "model/export/Exporters.h"
#include "model/export/HtmlGraph.h"
#include "model/export/HtmlPage.h"
#include "model/export/HtmlSource.h"

#include "io/Paths.h"
#include "model/engine/PrintfText.h"
#include "model/estimate/NameShortener.h"
#include "model/report/GprofReport.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>

namespace gmonview {

namespace exporttext {

std::string htmlText(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    for (const char c : validUtf8(s)) {
        const auto u = static_cast<unsigned char>(c);
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        case '\'':
            out += "&#39;";
            break;
        default:
            if ((u < 0x20 && c != '\t' && c != '\n') || u == 0x7f) {
                out += "\xe2\x90";
                out += char(u == 0x7f ? 0xa1 : 0x80 + u);
            } else {
                out += c;
            }
        }
    }
    return out;
}

} // namespace exporttext

namespace {

using exporttext::htmlText;
using exporttext::validUtf8;
using htmlpage::functionAnchor;
using htmlpage::samplesText;

// Up to this many of gprof's rows are listed (with the functions the rest
// of the report links to): what keeps a program of SQLite's size in a file
// of less than 2 MB.
constexpr size_t kMaxFlatRows = 2000;
constexpr size_t kHotFunctions = 5; // whose source is shown

// The page's figures: fixedText's (blank when there is none), under the
// short name the page's many calls use.
std::string fixed(double v, int decimals)
{
    return fixedText(v, decimals);
}

// A number for sorting (data-v): six significant digits are plenty.
std::string sortKey(double v)
{
    if (!std::isfinite(v))
        return {};
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

// The report's summary: the program, its runs, the sampling, the samples.
void writeSummary(std::string &out, const ExportInput &input, const ProfileResult &p)
{
    const double hz = p.rate > 0 ? double(p.rate) : NAN;
    out += "<section id=\"summary\"><h2>Summary</h2>\n<table class=\"summary\">\n";
    out += "<tr><th>Program</th><td><code>" + htmlText(input.program) + "</code></td></tr>\n";
    out += "<tr><th>Runs</th><td>" + std::to_string(input.runs.size()) + ": ";
    for (size_t i = 0; i < input.runs.size(); ++i)
        out += (i ? ", " : "") + std::string("<code>") + htmlText(input.runs[i]) + "</code>";
    out += "</td></tr>\n";
    out +=
        "<tr><th>Sampling rate</th><td>" +
        (p.rate > 0 ? std::to_string(p.rate) + " Hz (a sample every " + fixed(1000 / hz, 3) + " ms)"
                    : std::string("none (no histogram)")) +
        "</td></tr>\n";
    out += "<tr><th>Total samples</th><td>" + std::to_string(p.binSamples) + "</td></tr>\n";
    out += "<tr><th>Samples in functions</th><td>" + samplesText(p.totalSamples) + " (" +
           fixed(p.totalTime / hz, 2) + " " + htmlText(p.dimension) + ")</td></tr>\n";
    out += "<tr><th>Samples outside functions</th><td>" + std::to_string(p.outsideSamples) +
           (p.binSamples
                ? " (" + fixed(100.0 * double(p.outsideSamples) / double(p.binSamples), 2) + "%)"
                : std::string()) +
           "</td></tr>\n";
    out += "</table>\n";
    if (!p.warnings.empty()) {
        out += "<ul class=\"warnings\">\n";
        for (const Message &w : p.warnings)
            out += "<li>" + htmlText(w.text()) + "</li>\n";
        out += "</ul>\n";
    }
    out += "</section>\n";
}

// Names as the window shows them (C++ templates shortened, yet told apart),
// the whole name on hover: long names must not widen the page.
class PageNames
{
public:
    explicit PageNames(const ProfileResult &p)
    {
        m_full.reserve(p.symbols.size());
        for (const ProfileSymbol &sym : p.symbols)
            m_full.push_back(sym.displayName);
        m_short = shortenNames(m_full, NameShortening{});
    }
    std::string html(int sym) const
    {
        const std::string &full = m_full[size_t(sym)], &shown = m_short[size_t(sym)];
        return shown == full
                   ? htmlText(full)
                   : "<span title=\"" + htmlText(full) + "\">" + htmlText(shown) + "</span>";
    }

private:
    std::vector<std::string> m_full, m_short;
};

// What every row of the flat profile is drawn against.
struct FlatScale
{
    double hz;
    double samplesTotal;
    double barScale; // the busiest function fills its bar
    PerCallUnit unit;
};

// One function's row of the flat profile; ACCUM is the cumulative time so far.
void writeFlatRow(std::string &out, const ProfileResult &p, int sym, double accum,
                  const FlatScale &scale, const std::string &name)
{
    const ProfileSymbol &s = p.symbol(sym);
    const double hz = scale.hz, samplesTotal = scale.samplesTotal, barScale = scale.barScale;
    const PerCallUnit &unit = scale.unit;
    const double pct = p.totalTime > 0 ? 100 * s.time / p.totalTime : 0;
    const double err = std::sqrt(s.samples);
    const double low = 100 * std::max(0.0, s.samples - err) / samplesTotal;
    const double high = 100 * (s.samples + err) / samplesTotal;
    auto cell = [&](double value, const std::string &text) {
        return "<td data-v=\"" + sortKey(value) + "\">" + text + "</td>";
    };
    out += "<tr id=\"" + functionAnchor(sym) + "\">";
    out += "<td class=\"p\" data-v=\"" + sortKey(pct) + "\" title=\"" + fixed(pct, 2) +
           "% of the time; \xc2\xb1" + fixed(s.samples > 0 ? 100 * err / samplesTotal : 0, 2) +
           "% from sampling\"><span class=\"bar\"><i style=\"width:" +
           fixed(std::min(100.0, pct * barScale), 1) + "%\"></i>" +
           (s.samples > 0
                ? "<b style=\"left:" + fixed(std::min(100.0, low * barScale), 1) + "%;width:" +
                      fixed(std::min(100.0, high * barScale) - std::min(100.0, low * barScale), 1) +
                      "%\"></b>"
                : std::string()) +
           "</span>" + fixed(pct, 2) + "</td>";
    out += cell(accum / hz, fixed(accum / hz, 2));
    out += cell(s.time / hz, fixed(s.time / hz, 2));
    if (s.calls) {
        const double calls = double(s.calls);
        out +=
            "<td data-v=\"" + std::to_string(s.calls) + "\">" + std::to_string(s.calls) + "</td>";
        const double self = unit.scale * s.time / hz / calls;
        const double total = unit.scale * (s.time + s.childTime) / hz / calls;
        out += cell(self, fixed(self, 2)) + cell(total, fixed(total, 2));
    } else {
        out += "<td></td><td></td><td></td>";
    }
    out += cell(s.samples, samplesText(s.samples));
    out += cell(err, s.samples > 0 ? fixed(err, 1) : std::string());
    out += "<td class=\"name\">" + name + "</td></tr>\n";
}

// gprof's flat profile, in its order, sortable; functions the page links to
// (LINKED) have a row even past the rows shown, and those gprof leaves out
// are listed after it.
void writeFlatProfile(std::string &out, const ProfileResult &p, const std::vector<int> &order,
                      const std::set<int> &linked, const std::set<int> &withSource,
                      const PageNames &names)
{
    const PerCallUnit unit = perCallUnit(p);
    const std::string perCall = (unit.prefix == ' ' ? std::string() : std::string(1, unit.prefix)) +
                                p.dimensionAbbrev + "/call";
    const double samplesTotal = p.totalSamples > 0 ? p.totalSamples : 1.0;
    double topPercent = 0;
    for (const int sym : order)
        topPercent =
            std::max(topPercent, p.totalTime > 0 ? 100 * p.symbol(sym).time / p.totalTime : 0);
    const FlatScale scale{p.rate > 0 ? double(p.rate) : NAN, samplesTotal,
                          topPercent > 0 ? 100 / topPercent : 1, unit};

    out += "<section id=\"flat\"><h2>Flat profile</h2>\n<p class=\"note\">gprof's flat profile, "
           "in its order: click a column's header to sort by it. The bar is the share of the "
           "time, the busiest function's full; the whisker across it spans \xc2\xb1\xe2\x88\x9aN "
           "for N samples, the sampling error.</p>\n";
    out += "<table class=\"flat\" id=\"flat-table\">\n<thead><tr>";
    const std::pair<const char *, std::string> columns[] = {
        {"percent", "% time"},
        {"cumulative", "cumulative " + std::string(1, p.dimensionAbbrev)},
        {"self", "self " + std::string(1, p.dimensionAbbrev)},
        {"calls", "calls"},
        {"self_per_call", "self " + perCall},
        {"total_per_call", "total " + perCall},
        {"samples", "samples"},
        {"error", "\xc2\xb1 samples"},
        {"name", "name"},
    };
    for (const auto &[key, title] : columns)
        out += "<th tabindex=\"0\" data-key=\"" + std::string(key) + "\" data-type=\"" +
               (std::string_view(key) == "name" ? "text" : "num") + "\">" + htmlText(title) +
               "</th>";
    out += "</tr></thead>\n<tbody>\n";

    double accum = 0;
    size_t listed = 0, leftOut = 0;
    // The functions the page links to that gprof's flat profile leaves out
    // (no time, no calls: main, say): listed after it, not in it.
    std::vector<int> outsideFlat;
    for (const int sym : order) {
        const ProfileSymbol &s = p.symbol(sym);
        const bool gprofs = s.calls != 0 || s.time != 0;
        if (!gprofs) {
            if (linked.count(sym))
                outsideFlat.push_back(sym);
            continue;
        }
        if (listed >= kMaxFlatRows && !linked.count(sym)) {
            ++leftOut;
            continue;
        }
        ++listed;
        accum += s.time;
        const std::string source = withSource.count(sym) ? "<a class=\"src\" href=\"#src-" +
                                                               std::to_string(sym) + "\">source</a>"
                                                         : std::string();
        writeFlatRow(out, p, sym, accum, scale, names.html(sym) + source);
    }
    out += "</tbody>\n</table>\n";
    if (leftOut)
        out += "<p class=\"note\">" + std::to_string(leftOut) +
               " functions with less time are not listed here; the JSON and CSV exports have "
               "them all.</p>\n";
    if (!outsideFlat.empty()) {
        out += "<p class=\"note\">In the call graph but not in gprof's flat profile (no "
               "time of their own, never called by profiled code):</p>\n<ul class=\"zero\">";
        for (const int sym : outsideFlat)
            out += "<li id=\"" + functionAnchor(sym) + "\">" + names.html(sym) + "</li>";
        out += "</ul>\n";
    }
    out += "</section>\n";
}

// The call graph as Graphviz lays it out, what is not drawn, and the cycles.
void writeCallGraphSection(std::string &out, const ProfileResult &p, const CallGraph &graph,
                           const CallGraphOptions &graphOptions)
{
    out += "<section id=\"call-graph\"><h2>Call graph</h2>\n<p class=\"note\">Each function with "
           "its share of the time with its callees (and in itself), coloured from pale yellow "
           "to red by the first; arrows carry the calls, thicker for more time. Click a "
           "function for its row.";
    if (graph.hiddenNodes > 0) {
        // What is not drawn is said, as the window says it.
        std::vector<std::string> why;
        if (graph.belowThreshold)
            why.push_back(std::to_string(graph.belowThreshold) + " under " +
                          fixed(100 * graphOptions.threshold, 1) + "% of the time");
        if (graph.overBudget)
            why.push_back(std::to_string(graph.overBudget) + " past " +
                          std::to_string(graphOptions.nodeBudget) + " nodes");
        if (graph.hiddenByUser)
            why.push_back(std::to_string(graph.hiddenByUser) + " hidden");
        out += " " + std::to_string(graph.hiddenNodes) +
               (graph.hiddenNodes == 1 ? " function is" : " functions are") + " not drawn";
        for (size_t i = 0; i < why.size(); ++i)
            out += (i ? ", " : ": ") + why[i];
        out += ".";
    }
    out += "</p>\n";
    if (graph.nodes.empty())
        out += "<p class=\"note\">No call graph: the program was not built with -pg, or no call "
               "was recorded.</p>\n";
    else
        writeHtmlCallGraph(out, graph);
    if (!p.cycles.empty()) {
        out += "<ul class=\"cycles\">\n";
        for (const ProfileCycle &c : p.cycles) {
            out += "<li id=\"cycle-" + std::to_string(c.number) + "\">&lt;cycle " +
                   std::to_string(c.number) + " as a whole&gt;: ";
            for (size_t m = 0; m < c.members.size(); ++m)
                out += (m ? ", " : "") + std::string("<a href=\"#") + functionAnchor(c.members[m]) +
                       "\">" + htmlText(p.symbol(c.members[m]).displayName) + "</a>";
            out += "</li>\n";
        }
        out += "</ul>\n";
    }
    out += "</section>\n";
}

} // namespace

Result<std::string> exportHtml(const ExportInput &input)
{
    if (!input.profile)
        return Error(Message::verbatim("html export: no profile"));
    const ProfileResult &p = *input.profile;

    CallGraphOptions graphOptions = input.graph;
    if (graphOptions.scope == CallGraphOptions::Scope::Neighbourhood &&
        (graphOptions.center < 0 || graphOptions.center >= int(p.symbols.size())))
        graphOptions.scope = CallGraphOptions::Scope::WholeProgram;
    const CallGraph graph = buildCallGraph(p, graphOptions);

    const std::vector<int> order = flatProfileOrder(p);
    std::vector<int> hot; // the busiest functions, for their source
    for (const int sym : order)
        if (hot.size() < kHotFunctions && p.symbol(sym).time > 0 && p.symbol(sym).isFunction)
            hot.push_back(sym);

    // Functions the report links to have a row, even those gprof leaves out.
    std::set<int> linked(hot.begin(), hot.end());
    for (const CallGraphNode &n : graph.nodes)
        if (n.kind == CallGraphNode::Kind::Function)
            linked.insert(n.symbol);
    for (const ProfileCycle &c : p.cycles)
        linked.insert(c.members.begin(), c.members.end());

    std::string out;
    out.reserve(256 << 10);
    out += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
           "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
           "<meta name=\"generator\" content=\"gmonview\"/>\n<title>" +
           htmlText("Profile of " + baseName(input.program)) + "</title>\n<style>" +
           htmlpage::kStyle + "</style>\n</head>\n<body>\n";
    out += "<h1>Profile of <code>" + htmlText(input.program) + "</code></h1>\n";

    writeSummary(out, input, p);
    std::string source;
    std::set<std::string> leftOut; // source files not embedded, outside the folders allowed
    const std::set<int> withSource = writeHtmlSource(source, input, p, hot, leftOut);
    if (input.notes && !leftOut.empty()) {
        std::string files;
        for (const std::string &f : leftOut)
            files += (files.empty() ? "" : ", ") + f;
        input.notes->push_back(Message::counted(
            GMONVIEW_TR_N_NOOP("gmonview::model",
                               "the text of %n source file(s) outside the program's build "
                               "folders and the folders given was left out of the page: %1"),
            static_cast<long long>(leftOut.size()), files));
    }
    writeFlatProfile(out, p, order, linked, withSource, PageNames(p));
    writeCallGraphSection(out, p, graph, graphOptions);
    out += source;

    out += "<script>" + std::string(htmlpage::kScript) + "</script>\n</body>\n</html>\n";
    return out;
}

} // namespace gmonview
