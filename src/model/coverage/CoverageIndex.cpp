// SPDX-License-Identifier: MIT
#include "model/coverage/CoverageIndex.h"

#include <cctype>

namespace gmonview {

CoverageIndex::CoverageIndex(std::shared_ptr<const CoverageData> data,
                             const std::vector<std::string> &files)
    : m_data(std::move(data))
{
    for (const CoverageFile &f : m_data->files) {
        std::map<uint32_t, LineCounts> &lines = m_files[sourceFileOf(f.path, files)];
        for (const CoverageLine &c : f.lines) {
            LineCounts &l = lines[c.line];
            l.executions += c.count;
            l.partlyUnexecuted = l.partlyUnexecuted || c.unexecutedBlock;
            for (const CoverageLine::Branch &b : c.branches) {
                if (b.isThrow)
                    continue;
                l.arcs.push_back(b.count);
                (b.fallthrough ? l.notTaken : l.taken) += b.count;
            }
        }
        for (const CoverageFunction &fn : f.functions) {
            FunctionExecutions &counts = m_functions[fn.name];
            counts.entries += fn.executionCount;
            for (auto it = lines.lower_bound(fn.startLine);
                 it != lines.end() && it->first <= fn.endLine; ++it) {
                ++counts.lines;
                counts.linesExecuted += it->second.executions > 0 ? 1 : 0;
            }
        }
    }
}

const std::map<uint32_t, LineCounts> *CoverageIndex::file(const std::string &file) const
{
    const auto found = m_files.find(file);
    return found == m_files.end() ? nullptr : &found->second;
}

const LineCounts *CoverageIndex::line(const std::string &file, uint32_t line) const
{
    const auto *lines = this->file(file);
    if (!lines)
        return nullptr;
    const auto found = lines->find(line);
    return found == lines->end() ? nullptr : &found->second;
}

const FunctionExecutions *CoverageIndex::function(const std::string &mangled) const
{
    const auto found = m_functions.find(mangled);
    return found == m_functions.end() ? nullptr : &found->second;
}

bool startsTestFirstLoop(std::string_view text)
{
    size_t i = 0;
    auto skipSpace = [&] {
        while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])))
            ++i;
    };
    skipSpace();
    if (text.substr(i, 1) == "}")
        return false; // "} while (...);" ends a do-while
    for (std::string_view keyword : {std::string_view("for"), std::string_view("while")}) {
        if (text.substr(i, keyword.size()) != keyword)
            continue;
        i += keyword.size();
        skipSpace();
        return text.substr(i, 1) == "(";
    }
    return false;
}

std::optional<LoopTrips> loopTrips(const std::map<uint32_t, LineCounts> &file, uint32_t line)
{
    const auto header = file.find(line);
    if (header == file.end() || header->second.arcs.size() != 2)
        return std::nullopt;
    const auto body = std::next(header);
    if (body == file.end())
        return std::nullopt;
    const uint64_t a = header->second.arcs[0], b = header->second.arcs[1];
    LoopTrips trips;
    if (body->second.executions == a)
        trips = {a, b};
    else if (body->second.executions == b)
        trips = {b, a};
    else
        return std::nullopt;
    if (trips.entries == 0)
        return std::nullopt;
    return trips;
}

} // namespace gmonview
