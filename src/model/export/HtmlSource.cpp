// SPDX-License-Identifier: MIT
// The HTML report's section on the hottest functions' source: each with the
// samples of its lines, embedded only from the folders allowed.
#include "model/export/HtmlSource.h"

#include "model/export/ExportText.h"
#include "model/export/HtmlPage.h"

#include "io/FileBytes.h"
#include "io/Paths.h"
#include "model/engine/PrintfText.h"
#include "model/engine/SourceProfile.h"
#include "model/estimate/NameShortener.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <optional>

namespace gmonview {

namespace {

using exporttext::htmlText;
using htmlpage::functionAnchor;
using htmlpage::samplesText;

constexpr uint32_t kMaxSourceSpan = 200; // lines of one function shown in full
constexpr uint64_t kMaxSourceFile = 16 << 20;

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
           fixedText(100 * std::clamp(fraction, 0.0, 1.0), 1) + "%\"></i></span>";
}

// Which lines of a file to show, of those with code in the function
// (COUNTS, FIRST to LAST): the whole span with its text where it is short
// and readable, with the signature above and a line of air below. A long
// function (or one whose text is missing): the lines with samples and the
// two lines around each.
std::set<uint32_t> linesShown(const std::map<uint32_t, double> &counts,
                              const std::vector<std::string> *source, uint32_t first, uint32_t last)
{
    std::set<uint32_t> shownLines;
    if (source && last - first < kMaxSourceSpan) {
        first = first > 2 ? first - 2 : 1;
        if (last < source->size())
            ++last;
        for (uint32_t line = first; line <= last; ++line)
            shownLines.insert(line);
        return shownLines;
    }
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
    return shownLines;
}

// A row per line of LINES (gaps marked) with its samples, a bar against the
// MOST of any line, and its text where SOURCE has it.
void writeSourceRows(std::string &out, const std::set<uint32_t> &lines,
                     const std::map<uint32_t, double> &counts,
                     const std::vector<std::string> *source, double most)
{
    auto row = [&](uint32_t line) {
        const auto c = counts.find(line);
        const double samples = c != counts.end() ? c->second : 0;
        out += std::string(samples > 0 ? "<tr class=\"hot\">" : "<tr>") + "<td class=\"ln\">" +
               std::to_string(line) + "</td><td class=\"n\">" +
               (c != counts.end() ? samplesText(samples) : std::string()) + "</td><td>" +
               (samples > 0 && most > 0 ? barSpan(samples / most) : std::string()) +
               "</td><td class=\"code\">" +
               (source && line <= source->size() ? htmlText((*source)[line - 1]) : std::string()) +
               "</td></tr>\n";
    };
    uint32_t previous = 0;
    for (const uint32_t line : lines) {
        if (previous && line > previous + 1)
            out += "<tr><td class=\"ln\">\xe2\x8b\xae</td><td></td><td></td><td></td></tr>\n";
        row(line);
        previous = line;
    }
}

} // namespace

std::set<int> writeHtmlSource(std::string &out, const ExportInput &input,
                              const ProfileResult &profile, const std::vector<int> &hot,
                              std::set<std::string> &leftOut)
{
    const ProfileResult *lines = input.lineProfile;
    SourcePolicy policy(input);
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
            const char *why = !policy.embeds()             ? " (its text not embedded: no source)"
                              : policy.leftOut.count(path) ? " (its text left out: outside the "
                                                             "folders allowed)"
                                                           : " (not found: its lines without "
                                                             "their text)";
            out += "<tr><td colspan=\"4\" class=\"code\"><b>" + htmlText(path) + "</b>" +
                   (source ? "" : why) + "</td></tr>\n";
            writeSourceRows(out, linesShown(counts, source, first, last), counts, source, most);
        }
        out += "</table>\n";
    }
    if (shown.empty())
        out += "<p class=\"note\">No source line of the busiest functions has samples.</p>\n";
    out += "</section>\n";
    leftOut.insert(policy.leftOut.begin(), policy.leftOut.end());
    return shown;
}

} // namespace gmonview
