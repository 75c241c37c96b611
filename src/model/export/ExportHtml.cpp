// SPDX-License-Identifier: MIT
// One self-contained HTML report: the summary, gprof's flat profile as a
// sortable table, the call graph as inline SVG (HtmlGraph.cpp), and the
// hottest functions' source with the samples of each line. Nothing is
// fetched: the styles and the script are inline, the fonts the reader's.
//
// The file is also well-formed XML (every element closed, the script in a
// CDATA section, no entity but XML's), so that XML tools read it too.
#include "model/export/Exporters.h"
#include "model/export/ExportText.h"
#include "model/export/HtmlGraph.h"
#include "model/export/HtmlPage.h"

#include "io/FileBytes.h"
#include "io/Paths.h"
#include "model/engine/PrintfText.h"
#include "model/engine/SourceProfile.h"
#include "model/estimate/NameShortener.h"
#include "model/report/GprofReport.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
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

// Up to this many of gprof's rows are listed (with the functions the rest
// of the report links to): what keeps a program of SQLite's size in a file
// of less than 2 MB.
constexpr size_t kMaxFlatRows = 2000;
constexpr size_t kHotFunctions = 5;      // whose source is shown
constexpr uint32_t kMaxSourceSpan = 200; // lines of one function shown in full
constexpr uint64_t kMaxSourceFile = 16 << 20;

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

std::string samplesText(double samples)
{
    return samples == std::floor(samples) ? fixed(samples, 0) : fixed(samples, 1);
}

std::string functionAnchor(int symbol)
{
    return "f" + std::to_string(symbol);
}


// --- the hottest functions' source ----------------------------------------

// Which source files the page may embed: a page is made to be shared, and
// the debug information can name any file (#line "/etc/passwd"), so only
// files under the allowed folders, whatever links lead there.
class SourcePolicy
{
public:
    explicit SourcePolicy(const ExportInput &input) : m_embed(input.withSource)
    {
        for (const std::string &folder : input.sourceFolders)
            if (char *real = ::realpath(folder.c_str(), nullptr)) {
                std::string f = real;
                std::free(real);
                m_folders.push_back(f == "/" ? f : f + "/");
            }
    }
    bool embeds() const { return m_embed; }
    bool allows(const std::string &file) const
    {
        char *real = ::realpath(file.c_str(), nullptr);
        if (!real)
            return false;
        const std::string f = real;
        std::free(real);
        return std::any_of(m_folders.begin(), m_folders.end(),
                           [&](const std::string &folder) { return f.starts_with(folder); });
    }
    std::set<std::string> leftOut; // found, but outside the folders

private:
    bool m_embed;
    std::vector<std::string> m_folders; // real paths, ending in '/'
};

// The lines of the file at PATH (as the debug information names it), or
// nothing when it cannot be found or read, or POLICY does not allow it.
std::optional<std::vector<std::string>> sourceText(const std::string &path, SourcePolicy &policy)
{
    if (!policy.embeds())
        return std::nullopt;
    const std::string found = locateSource(path, {});
    if (found.empty())
        return std::nullopt;
    if (!policy.allows(found)) {
        policy.leftOut.insert(path);
        return std::nullopt;
    }
    const auto bytes = readFileBytes(found, kMaxSourceFile);
    if (!bytes)
        return std::nullopt;
    std::vector<std::string> lines;
    std::string line;
    for (const std::byte b : *bytes) {
        const char c = char(b);
        if (c == '\n') {
            lines.push_back(std::move(line));
            line.clear();
        } else if (c != '\r') {
            line += c;
        }
    }
    if (!line.empty())
        lines.push_back(std::move(line));
    return lines;
}

std::string barSpan(double fraction)
{
    return "<span class=\"bar\"><i style=\"width:" +
           fixed(100 * std::clamp(fraction, 0.0, 1.0), 1) + "%\"></i></span>";
}

// The section on HOT's source; returns the functions it shows.
std::set<int> writeSource(std::string &out, const ProfileResult &profile,
                          const ProfileResult *lines, const std::vector<int> &hot,
                          SourcePolicy &policy)
{
    std::set<int> shown;
    out += "<section id=\"source\"><h2>Source of the hottest functions</h2>\n";
    if (!lines) {
        out += "<p class=\"note\">The program has no line information (build it with -g to see "
               "the samples of each source line).</p></section>\n";
        return shown;
    }
    out += "<p class=\"note\">The samples that fell in each source line's code within the "
           "function; lines away from its body are code inlined into it.</p>\n";
    std::map<std::string, std::optional<std::vector<std::string>>> texts; // by file, read once
    for (const int sym : hot) {
        const ProfileSymbol &f = profile.symbol(sym);
        // Samples per file and line of the code within the function.
        std::map<int, std::map<uint32_t, double>> byFile;
        for (const ProfileSymbol &l : lines->symbols)
            if (l.file >= 0 && l.line > 0 && l.address >= f.address && l.address <= f.endAddress)
                byFile[l.file][l.line] += l.samples;
        if (byFile.empty())
            continue;
        const std::string ownFile = f.file >= 0 ? profile.files[size_t(f.file)] : std::string();
        // The function's own file first, then by samples.
        std::vector<std::pair<int, double>> files;
        for (const auto &[file, counts] : byFile) {
            double sum = 0;
            for (const auto &[line, samples] : counts)
                sum += samples;
            const bool own = lines->files[size_t(file)] == ownFile;
            files.push_back({file, own ? INFINITY : sum});
        }
        std::stable_sort(files.begin(), files.end(),
                         [](const auto &a, const auto &b) { return a.second > b.second; });
        shown.insert(sym);
        double most = 0;
        for (const auto &[file, counts] : byFile)
            for (const auto &[line, samples] : counts)
                most = std::max(most, samples);

        out += "<h3 id=\"src-" + std::to_string(sym) + "\"><a href=\"#" + functionAnchor(sym) +
               "\">" + htmlText(shortenName(f.displayName, NameShortening{}.templateDepth, 0)) +
               "</a> <span class=\"note\">" +
               htmlText(ownFile.empty() ? std::string()
                                    : baseName(ownFile) + ":" + std::to_string(f.line)) +
               " \xc2\xb7 " + samplesText(f.samples) + " samples</span></h3>\n";
        out += "<table class=\"src\">\n";
        for (const auto &[file, order] : files) {
            const std::string &path = lines->files[size_t(file)];
            const std::map<uint32_t, double> &counts = byFile[file];
            auto text = texts.find(path);
            if (text == texts.end())
                text = texts.emplace(path, sourceText(path, policy)).first;
            const std::vector<std::string> *source = text->second ? &*text->second : nullptr;
            uint32_t first = counts.begin()->first, last = counts.rbegin()->first;
            if (path == ownFile && f.line > 0 && f.line < first)
                first = f.line;
            const char *why = !policy.embeds()          ? " (its text not embedded: no source)"
                              : policy.leftOut.count(path) ? " (its text left out: outside the "
                                                             "folders allowed)"
                                                           : " (not found: its lines without "
                                                             "their text)";
            out += "<tr><td colspan=\"4\" class=\"code\"><b>" + htmlText(path) + "</b>" +
                   (source ? "" : why) + "</td></tr>\n";
            // The whole span with its text where it is short and readable,
            // with the signature above and a line of air below. A long
            // function (or one whose text is missing): the lines with
            // samples and the two lines around each, gaps marked.
            std::set<uint32_t> shownLines;
            if (source && last - first < kMaxSourceSpan) {
                first = first > 2 ? first - 2 : 1;
                if (last < source->size())
                    ++last;
                for (uint32_t line = first; line <= last; ++line)
                    shownLines.insert(line);
            } else {
                for (const auto &[line, samples] : counts) {
                    if (samples <= 0)
                        continue;
                    for (uint32_t near = line > 2 ? line - 2 : 1; near <= line + 2; ++near)
                        if (counts.count(near) || (source && near <= source->size()))
                            shownLines.insert(near);
                }
                if (shownLines.empty()) // code, but no samples in this file
                    for (const auto &[line, samples] : counts)
                        shownLines.insert(line);
            }
            auto row = [&](uint32_t line) {
                const auto c = counts.find(line);
                const double samples = c != counts.end() ? c->second : 0;
                out +=
                    std::string(samples > 0 ? "<tr class=\"hot\">" : "<tr>") + "<td class=\"ln\">" +
                    std::to_string(line) + "</td><td class=\"n\">" +
                    (c != counts.end() ? samplesText(samples) : std::string()) + "</td><td>" +
                    (samples > 0 && most > 0 ? barSpan(samples / most) : std::string()) +
                    "</td><td class=\"code\">" +
                    (source && line <= source->size() ? htmlText((*source)[line - 1]) : std::string()) +
                    "</td></tr>\n";
            };
            uint32_t previous = 0;
            for (const uint32_t line : shownLines) {
                if (previous && line > previous + 1)
                    out +=
                        "<tr><td class=\"ln\">\xe2\x8b\xae</td><td></td><td></td><td></td></tr>\n";
                row(line);
                previous = line;
            }
        }
        out += "</table>\n";
    }
    if (shown.empty())
        out += "<p class=\"note\">No source line of the busiest functions has samples.</p>\n";
    out += "</section>\n";
    return shown;
}

} // namespace

Result<std::string> exportHtml(const ExportInput &input)
{
    if (!input.profile)
        return Error(Message::verbatim("html export: no profile"));
    const ProfileResult &p = *input.profile;
    const double hz = p.rate > 0 ? double(p.rate) : NAN;

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
           htmlText("Profile of " + baseName(input.program)) + "</title>\n<style>" + htmlpage::kStyle +
           "</style>\n</head>\n<body>\n";
    out += "<h1>Profile of <code>" + htmlText(input.program) + "</code></h1>\n";

    // Summary.
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

    // Flat profile.
    const PerCallUnit unit = perCallUnit(p);
    const std::string perCall = (unit.prefix == ' ' ? std::string() : std::string(1, unit.prefix)) +
                                p.dimensionAbbrev + "/call";
    const double samplesTotal = p.totalSamples > 0 ? p.totalSamples : 1.0;
    double topPercent = 0;
    for (const int sym : order)
        topPercent =
            std::max(topPercent, p.totalTime > 0 ? 100 * p.symbol(sym).time / p.totalTime : 0);
    const double barScale = topPercent > 0 ? 100 / topPercent : 1; // the busiest fills its bar

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
               (std::string_view(key) == "name" ? "text" : "num") + "\">" + htmlText(title) + "</th>";
    out += "</tr></thead>\n<tbody>\n";

    std::string source;
    SourcePolicy policy(input);
    const std::set<int> withSource = writeSource(source, p, input.lineProfile, hot, policy);
    if (input.notes && !policy.leftOut.empty()) {
        std::string files;
        for (const std::string &f : policy.leftOut)
            files += (files.empty() ? "" : ", ") + f;
        input.notes->push_back(Message::counted(
            GMONVIEW_TR_N_NOOP("gmonview::model",
                               "the text of %n source file(s) outside the program's build "
                               "folders and the folders given was left out of the page: %1"),
            static_cast<long long>(policy.leftOut.size()), files));
    }
    // Names as the window shows them (C++ templates shortened, yet told
    // apart), the whole name on hover: long names must not widen the page.
    std::vector<std::string> fullNames;
    fullNames.reserve(p.symbols.size());
    for (const ProfileSymbol &sym : p.symbols)
        fullNames.push_back(sym.displayName);
    const std::vector<std::string> shortNames = shortenNames(fullNames, NameShortening{});
    auto nameHtml = [&](int sym) {
        const std::string &full = fullNames[size_t(sym)], &shown = shortNames[size_t(sym)];
        return shown == full ? htmlText(full)
                             : "<span title=\"" + htmlText(full) + "\">" + htmlText(shown) + "</span>";
    };
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
                          fixed(std::min(100.0, high * barScale) - std::min(100.0, low * barScale),
                                1) +
                          "%\"></b>"
                    : std::string()) +
               "</span>" + fixed(pct, 2) + "</td>";
        out += cell(accum / hz, fixed(accum / hz, 2));
        out += cell(s.time / hz, fixed(s.time / hz, 2));
        if (s.calls) {
            const double calls = double(s.calls);
            out += "<td data-v=\"" + std::to_string(s.calls) + "\">" + std::to_string(s.calls) +
                   "</td>";
            const double self = unit.scale * s.time / hz / calls;
            const double total = unit.scale * (s.time + s.childTime) / hz / calls;
            out += cell(self, fixed(self, 2)) + cell(total, fixed(total, 2));
        } else {
            out += "<td></td><td></td><td></td>";
        }
        out += cell(s.samples, samplesText(s.samples));
        out += cell(err, s.samples > 0 ? fixed(err, 1) : std::string());
        out += "<td class=\"name\">" + nameHtml(sym) +
               (withSource.count(sym)
                    ? "<a class=\"src\" href=\"#src-" + std::to_string(sym) + "\">source</a>"
                    : std::string()) +
               "</td></tr>\n";
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
            out += "<li id=\"" + functionAnchor(sym) + "\">" + nameHtml(sym) + "</li>";
        out += "</ul>\n";
    }
    out += "</section>\n";

    // Call graph.
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

    out += source;

    out += "<script>" + std::string(htmlpage::kScript) + "</script>\n</body>\n</html>\n";
    return out;
}

} // namespace gmonview
