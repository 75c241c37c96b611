// SPDX-License-Identifier: MIT
// The callgrind format (valgrind's "Callgrind Format Specification",
// version 1), for KCachegrind and callgrind_annotate.
#include "model/export/Exporters.h"

#include "model/coverage/Coverage.h"
#include "model/engine/InlineProfile.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <map>
#include <sstream>
#include <unordered_map>
#include <utility>

namespace gmonview {

namespace {

// Callgrind costs are integers. Samples are often fractional (gprof shares a
// bin between the functions it overlaps, and a call's inclusive cost is a
// share of the callee's time), so they are written as microseconds of CPU
// time: at 100 Hz a sample is 10000, and a fraction of 1e-4 sample survives.
// A profile whose histogram does not count seconds is written in
// thousandths of a sample.
struct CostUnit
{
    double perSample;
    std::string event;
    std::string longName;
};

CostUnit costUnitOf(const ProfileResult &p)
{
    if (p.rate > 0 && p.dimension == "seconds")
        return {1e6 / double(p.rate), "us", "CPU time (microseconds)"};
    return {1000, "mSamples", "Samples (thousandths of a sample)"};
}

// A name or path runs to the end of its line: no line breaks in it, and no
// leading blank (readers skip the blanks after "(id)").
std::string oneLine(const std::string &text)
{
    std::string out = text;
    for (char &c : out)
        if (c == '\n' || c == '\r' || c == '\0')
            c = ' ';
    const size_t start = out.find_first_not_of(" \t");
    if (start == std::string::npos)
        return "???";
    return out.substr(start);
}

// Name compression ("(id) name" once, "(id)" after), one table per kind as
// the format has it: files (fl, fi, fe, cfl) and functions (fn, cfn).
class NameIds
{
public:
    std::string operator()(const std::string &name)
    {
        auto [it, inserted] = m_ids.emplace(name, int(m_ids.size()) + 1);
        std::string out = "(" + std::to_string(it->second) + ")";
        if (inserted)
            out += " " + name;
        return out;
    }

private:
    std::unordered_map<std::string, int> m_ids;
};

// NameIds for things numbered 0..N-1 (symbols, files) whose names NAME(i)
// gives: each name made and looked up once.
class IndexedNameIds
{
public:
    IndexedNameIds(size_t count, std::function<std::string(int)> name)
        : m_name(std::move(name)), m_ids(count, 0)
    {}
    std::string operator()(int i)
    {
        if (int &id = m_ids[size_t(i)]; id > 0)
            return "(" + std::to_string(id) + ")";
        std::string out = m_names(m_name(i));
        m_ids[size_t(i)] = std::stoi(out.substr(1));
        return out;
    }

private:
    std::function<std::string(int)> m_name;
    NameIds m_names;
    std::vector<int> m_ids;
};

// Rounds a stream of costs to integers so that every prefix sum is the
// rounded exact sum: the self costs add up to the rounded total, and no
// function is off by more than one unit.
class RunningRound
{
public:
    int64_t operator()(double cost)
    {
        m_exact += cost;
        const auto target = static_cast<int64_t>(std::llround(m_exact));
        const int64_t step = target - m_written;
        m_written = target;
        return step;
    }
    int64_t written() const { return m_written; }

private:
    double m_exact = 0;
    int64_t m_written = 0;
};

struct LineCost
{
    std::string file;
    uint32_t line = 0;
    double samples = 0;
    uint64_t executions = 0; // gcov's, with coverage data
};

std::string fileName(const ProfileResult &p, int file)
{
    return file >= 0 && size_t(file) < p.files.size() ? oneLine(p.files[size_t(file)]) : "???";
}

// Each function's samples per source line, from the line profile (gprof
// -l's symbols): a line symbol belongs to the function whose address range
// holds it. Per function of PROFILE, in order of file (its own first) and
// line; empty for a function the line profile has nothing for.
std::vector<std::vector<LineCost>> linesPerFunction(const ProfileResult &profile,
                                                    const ProfileResult &lines)
{
    std::vector<int> byAddress;
    // (An inlined function's code is inside the function it is inlined
    // into, not at an address range of its own.)
    for (size_t i = 0; i < profile.symbols.size(); ++i)
        if (profile.symbols[i].isFunction && profile.symbols[i].inlinedInto < 0)
            byAddress.push_back(int(i));
    std::sort(byAddress.begin(), byAddress.end(),
              [&](int a, int b) { return profile.symbol(a).address < profile.symbol(b).address; });
    auto functionAt = [&](uint64_t address) {
        auto it =
            std::upper_bound(byAddress.begin(), byAddress.end(), address,
                             [&](uint64_t a, int s) { return a < profile.symbol(s).address; });
        if (it == byAddress.begin())
            return -1;
        const ProfileSymbol &f = profile.symbol(*--it);
        return address <= f.endAddress ? *it : -1;
    };

    std::vector<std::map<std::pair<std::string, uint32_t>, double>> merged(profile.symbols.size());
    for (const ProfileSymbol &l : lines.symbols) {
        if (l.time <= 0)
            continue;
        const int f = functionAt(l.address);
        if (f < 0)
            continue;
        // A function symbol of the line profile holds code with no line:
        // it counts at the function's own line.
        const ProfileSymbol &fn = profile.symbol(f);
        auto key = l.isFunction ? std::make_pair(fileName(profile, fn.file), fn.line)
                                : std::make_pair(fileName(lines, l.file), l.line);
        merged[size_t(f)][key] += l.time;
    }
    std::vector<std::vector<LineCost>> out(profile.symbols.size());
    for (size_t f = 0; f < merged.size(); ++f) {
        const std::string own = fileName(profile, profile.symbols[f].file);
        for (const auto &[key, samples] : merged[f])
            out[f].push_back({key.first, key.second, samples});
        std::stable_sort(out[f].begin(), out[f].end(), [&](const LineCost &a, const LineCost &b) {
            return (a.file != own) < (b.file != own);
        });
    }
    return out;
}

// COVERAGE's executions on each function's lines (gcov names the function
// of each line), added to LINES, one vector per symbol of PROFILE.
void addExecutions(const ProfileResult &profile, const CoverageData &coverage,
                   std::vector<std::vector<LineCost>> &lines)
{
    lines.resize(profile.symbols.size());
    std::unordered_map<std::string, int> byName;
    for (size_t i = 0; i < profile.symbols.size(); ++i)
        if (profile.symbols[i].isFunction && profile.symbols[i].inlinedInto < 0)
            byName.emplace(profile.symbols[i].name, int(i));
    for (const CoverageFile &f : coverage.files) {
        const std::string file = oneLine(sourceFileOf(f.path, profile.files));
        for (const CoverageLine &c : f.lines) {
            const auto symbol = byName.find(c.function);
            if (c.count == 0 || symbol == byName.end())
                continue;
            std::vector<LineCost> &costs = lines[size_t(symbol->second)];
            auto at = std::find_if(costs.begin(), costs.end(), [&](const LineCost &l) {
                return l.line == c.line && l.file == file;
            });
            if (at == costs.end())
                costs.push_back({file, c.line, 0, c.count});
            else
                at->executions += c.count;
        }
    }
}

std::string hex(uint64_t value)
{
    std::ostringstream s;
    s << "0x" << std::hex << value;
    return s.str();
}

// How many of the functions named (written or called) have each file and
// name.
using NameCount = std::map<std::pair<int, std::string_view>, int>;

struct WrittenFunctions
{
    std::vector<int> functions;
    NameCount names;
};

// The file SYMBOL is written in: an inlined function's where it is inlined.
int fileOfSymbol(const ProfileSymbol &s)
{
    return s.inlinedInto >= 0 ? s.callFile : s.file;
}

// The line it is written at: an inlined function's call site.
uint32_t lineOfSymbol(const ProfileSymbol &s)
{
    return s.inlinedInto >= 0 ? s.callLine : s.line;
}

// The functions written: those with samples or calls out. KCachegrind
// and callgrind_annotate tell functions apart by file and name, so a
// name given twice in one file (two static functions of objects with
// no line tables, say) gets its address.
WrittenFunctions writtenFunctions(const ProfileResult &p,
                                  const std::vector<std::vector<LineCost>> &lines)
{
    WrittenFunctions out;
    for (size_t i = 0; i < p.symbols.size(); ++i) {
        const ProfileSymbol &s = p.symbols[i];
        const bool calls = std::any_of(p.childArcs[i].begin(), p.childArcs[i].end(),
                                       [&](int a) { return p.arcs[size_t(a)].count > 0; });
        const bool called = std::any_of(p.parentArcs[i].begin(), p.parentArcs[i].end(),
                                        [&](int a) { return p.arcs[size_t(a)].count > 0; });
        // (An inlined function with nothing of its own may hold another;
        // a function with no samples, executions.)
        const bool executed =
            i < lines.size() && std::any_of(lines[i].begin(), lines[i].end(),
                                            [](const LineCost &l) { return l.executions > 0; });
        if (s.time > 0 || calls || executed || (s.inlinedInto >= 0 && s.propChild > 0))
            out.functions.push_back(int(i));
        if (s.time > 0 || calls || called)
            ++out.names[{fileOfSymbol(s), s.displayName}];
    }
    return out;
}

std::string functionName(const ProfileResult &p, const NameCount &names, int i)
{
    const ProfileSymbol &s = p.symbol(i);
    std::string name = oneLine(s.displayName.empty() ? s.name : s.displayName);
    if (s.inlinedInto >= 0)
        name += " [inlined]";
    if (const auto n = names.find({fileOfSymbol(s), s.displayName});
        n != names.end() && n->second > 1)
        name += " [" + hex(s.address) + "]";
    return name;
}

// Per cycle number: its time and the calls it is shared by.
using CycleShares = std::map<int, std::pair<double, double>>;

// A call within a recursion cycle, where gprof shares no time: its
// share of the cycle's time by calls, counting the calls into the cycle
// and those between its members. gprof2dot shares a cycle's cost among
// its members by these calls' costs (and divides zero by zero where
// they are all nought), so each carries at least one unit.
CycleShares cycleSharesOf(const ProfileResult &p)
{
    CycleShares shares;
    for (const ProfileCycle &c : p.cycles) {
        double internal = 0;
        for (int m : c.members)
            for (int a : p.childArcs[size_t(m)]) {
                const ProfileArc &arc = p.arcs[size_t(a)];
                if (arc.child != m && p.symbol(arc.child).cycle == c.number)
                    internal += double(arc.count);
            }
        if (internal + double(c.calls) > 0)
            shares[c.number] = {c.time + c.childTime, internal + double(c.calls)};
    }
    return shares;
}

// The part after the header: each function written with its self costs
// and its calls, the names compressed across them all.
class CallgrindBody
{
public:
    CallgrindBody(const ProfileResult &p, const CostUnit &unit,
                  const std::vector<std::vector<LineCost>> &lines, NameCount names, bool executions)
        : m_p(p), m_unit(unit), m_lines(lines), m_names(std::move(names)),
          m_withExecutions(executions), m_cycleShares(cycleSharesOf(p)),
          m_functions(p.symbols.size(), [this](int i) { return functionName(m_p, m_names, i); })
    {
        for (int f = -1; f < int(p.files.size()); ++f)
            m_fileNames.push_back(fileName(p, f));
    }

    void writeFunction(int i)
    {
        const ProfileSymbol &s = m_p.symbol(i);
        const std::string &own = fileOf(fileOfSymbol(s));
        m_out << "\nfl=" << m_files(own) << "\nfn=" << m_functions(i) << "\n";
        writeSelfCosts(i, own);
        writeCalls(i);
    }

    // The self costs written, in all.
    int64_t selfTotal() const { return m_self.written(); }
    uint64_t executionsTotal() const { return m_executions; }
    std::string text() const { return m_out.str(); }

private:
    const std::string &fileOf(int f) const
    {
        return m_fileNames[f >= 0 && size_t(f) < m_p.files.size() ? size_t(f) + 1 : 0];
    }

    // Self cost, per source line where the line profile has them. Its
    // lines are scaled to the function's flat profile time, which they
    // equal but for the rounding of bins shared at the function's ends,
    // so that the functions' costs are gprof -p's.
    std::vector<LineCost> selfCosts(int i, const std::string &own) const
    {
        const ProfileSymbol &s = m_p.symbol(i);
        std::vector<LineCost> costs =
            m_lines.empty() ? std::vector<LineCost>{} : m_lines[size_t(i)];
        double lineSum = 0;
        for (const LineCost &c : costs)
            lineSum += c.samples;
        if (lineSum <= 0) // (lines with executions only keep them)
            costs.insert(costs.begin(), {own, lineOfSymbol(s), s.time, 0});
        else
            for (LineCost &c : costs)
                c.samples *= s.time / lineSum;
        return costs;
    }

    void writeSelfCosts(int i, const std::string &own)
    {
        std::string current = own;
        for (const LineCost &c : selfCosts(i, own)) {
            const int64_t cost = m_self(c.samples * m_unit.perSample);
            if (cost == 0 && c.executions == 0)
                continue;
            if (c.file != current) {
                m_out << (c.file == own ? "fe=" : "fi=") << m_files(c.file) << "\n";
                current = c.file;
            }
            m_out << c.line << " " << cost;
            if (m_withExecutions)
                m_out << " " << c.executions;
            m_out << "\n";
            m_executions += c.executions;
        }
        if (current != own)
            m_out << "fe=" << m_files(own) << "\n";
    }

    // Calls: counts exact; the inclusive cost gprof's share of the
    // callee's self and children time (none within a cycle). gmon.out
    // keeps no call site, so the call is at the caller's line.
    void writeCalls(int i)
    {
        const ProfileSymbol &s = m_p.symbol(i);
        for (int a : m_p.childArcs[size_t(i)]) {
            const ProfileArc &arc = m_p.arcs[size_t(a)];
            if (arc.count == 0)
                continue; // found in the code (-c), never taken
            const ProfileSymbol &callee = m_p.symbol(arc.child);
            m_out << "cfl=" << m_files(fileOf(callee.file)) << "\n"
                  << "cfn=" << m_functions(arc.child) << "\n"
                  << "calls=" << arc.count << " " << callee.line << "\n"
                  << s.line << " " << callCost(arc, s, callee) << "\n";
        }
    }

    int64_t callCost(const ProfileArc &arc, const ProfileSymbol &caller,
                     const ProfileSymbol &callee) const
    {
        auto cost =
            static_cast<int64_t>(std::llround((arc.time + arc.childTime) * m_unit.perSample));
        if (const auto cycle = m_cycleShares.find(caller.cycle);
            cycle != m_cycleShares.end() && caller.cycle == callee.cycle) {
            const auto [time, calls] = cycle->second;
            cost = time > 0 ? std::max<int64_t>(1, std::llround(time * double(arc.count) /
                                                                double(calls) * m_unit.perSample))
                            : 0;
        }
        return cost;
    }

    const ProfileResult &m_p;
    const CostUnit &m_unit;
    const std::vector<std::vector<LineCost>> &m_lines;
    const NameCount m_names;
    const bool m_withExecutions; // a second event: gcov's executions
    const CycleShares m_cycleShares;
    std::vector<std::string> m_fileNames; // of P's files, -1 first
    NameIds m_files;
    IndexedNameIds m_functions;
    RunningRound m_self;
    uint64_t m_executions = 0;
    std::ostringstream m_out;
};

// The header: what the costs are, the program and its runs, and the
// events; SUMMARY is the self costs' total, EXECUTIONS the executions'
// (with coverage data).
void writeHeader(std::ostringstream &out, const ExportInput &input, const CostUnit &unit,
                 int64_t summary, uint64_t executions)
{
    const ProfileResult &p = *input.profile;
    char perSample[64];
    std::snprintf(perSample, sizeof perSample, "%.10g", unit.perSample);
    out << "# callgrind format\n"
        << "version: 1\n"
        << "creator: gmonview\n"
        << "# Written by gmonview from gprof's data (gmon.out), which has no call stacks.\n"
        << "# Self costs are the histogram's samples as gprof -p credits them"
        << (input.lineProfile ? ", per source line\n# as gprof -l credits them.\n" : ".\n")
        << "# Call counts are exact. The inclusive cost of a call is gprof's estimate:\n"
        << "# the callee's self and children time shared among its callers by their\n"
        << "# calls (the call graph's self + children of the arc). A call within a\n"
        << "# recursion cycle, where gprof shares none, carries the cycle's self and\n"
        << "# children time shared among all the calls into and within the cycle by\n"
        << "# their counts, and at least one unit. Call sites are unknown: each call\n"
        << "# is at the caller's first line.\n"
        << (hasInlinedFunctions(p)
                ? "# Inlined functions (--inline) are functions of their own, with the samples\n"
                  "# in their code (DWARF's inlined subroutines), at the line they are inlined\n"
                  "# at. Nothing calls them: mcount never counts an inlined call, and the\n"
                  "# format has no call without a count (a count of 0 is read as no call), so\n"
                  "# their time is not in the inclusive cost of the function they are inlined\n"
                  "# into. That function keeps the rest of its samples, spread over its lines\n"
                  "# as all of them were.\n"
                : "")
        << (input.coverage
                ? "# Executions (ex) are gcov's exact counts of each line, from the coverage\n"
                  "# data (.gcda) of every run that wrote it; the calls carry none.\n"
                : "")
        << "# Costs are " << unit.longName << ": one sample is " << perSample << ".\n"
        << "cmd: " << oneLine(input.program) << "\n";
    if (!input.runs.empty()) {
        out << "desc: Runs:";
        for (const std::string &r : input.runs)
            out << " " << oneLine(r);
        out << "\n";
    }
    // (A description's type is one word.)
    if (p.rate > 0)
        out << "desc: Rate: " << p.rate << " samples per second\n";
    out << "desc: Estimated: the inclusive costs of calls (gprof's call graph)\n"
        << "positions: line\n"
        << "event: " << unit.event << " : " << unit.longName << "\n";
    if (input.coverage)
        out << "event: ex : Executions (gcov, exact)\n"
            << "events: " << unit.event << " ex\n"
            << "summary: " << summary << " " << executions << "\n";
    else
        out << "events: " << unit.event << "\n"
            << "summary: " << summary << "\n";
    out << "\nob=(1) " << oneLine(input.program) << "\n";
}

} // namespace

std::string exportCallgrind(const ExportInput &input)
{
    const ProfileResult &p = *input.profile;
    const CostUnit unit = costUnitOf(p);
    std::vector<std::vector<LineCost>> lines;
    if (input.lineProfile)
        lines = linesPerFunction(p, *input.lineProfile);
    if (input.coverage)
        addExecutions(p, *input.coverage, lines);
    WrittenFunctions written = writtenFunctions(p, lines);
    CallgrindBody body(p, unit, lines, std::move(written.names), input.coverage != nullptr);
    for (int i : written.functions)
        body.writeFunction(i);
    std::ostringstream out;
    writeHeader(out, input, unit, body.selfTotal(), body.executionsTotal());
    out << body.text();
    return out.str();
}

} // namespace gmonview
