// SPDX-License-Identifier: MIT
#include "model/stats/ProfileCompare.h"

#include "model/engine/PrintfText.h"

#include "io/ElfImage.h"
#include "model/engine/HistogramCredit.h"
#include "model/engine/RunSum.h"
#include "model/stats/Distributions.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <map>
#include <numeric>
#include <optional>
#include <unordered_map>

namespace gmonview {

const char *statusName(DeltaStatus status)
{
    switch (status) {
    case DeltaStatus::Slower:
        return "slower";
    case DeltaStatus::Faster:
        return "faster";
    case DeltaStatus::Unchanged:
        return "unchanged";
    case DeltaStatus::New:
        return "new";
    case DeltaStatus::Removed:
        return "removed";
    }
    return "unchanged";
}

namespace {

std::string printed(const char *pattern, double v)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, pattern, v);
    return buffer;
}

} // namespace

std::string pValueText(double p)
{
    return std::isnan(p) ? std::string("-") : printed("%.2g", p);
}

namespace {

// printf's "%.0f" of a whole number, "%+.0f" with SIGN, and "%.2f" or
// "%+.2f" of any other, without printf's general path (a tenth of `gmonview
// diff` of 20,000 functions, under callgrind).
std::string callCountText(double calls, bool sign)
{
    std::string out;
    if (sign && !std::signbit(calls))
        out += '+';
    if (calls == std::floor(calls) && std::fabs(calls) < 9.0e15) {
        char digits[24];
        if (std::signbit(calls))
            out += '-';
        const auto end =
            std::to_chars(digits, digits + sizeof digits, static_cast<long long>(std::fabs(calls)));
        out.append(digits, end.ptr);
    } else {
        appendFixed(out, calls, 0, calls == std::floor(calls) ? 0 : 2);
    }
    return out;
}

} // namespace

std::string callsText(double calls)
{
    if (std::isnan(calls))
        return {};
    return callCountText(calls, false);
}

std::string callsChangeText(double change)
{
    if (std::isnan(change))
        return {};
    return callCountText(change, true);
}

std::string confidenceText(double alpha)
{
    // As many decimals as keep the level from rounding towards 100: two
    // significant digits of 100 alpha.
    const double rest = 100 * alpha;
    const int decimals = rest >= 10 ? 0 : std::min(8, int(std::ceil(-std::log10(rest))) + 1);
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", std::max(decimals, 0), 100 - rest);
    std::string text = buffer;
    if (text.find('.') != std::string::npos) {
        while (text.back() == '0')
            text.pop_back();
        if (text.back() == '.')
            text.pop_back();
    }
    return text;
}

namespace {

// How functions meet across the two programs: by demangled name, and a
// static one by its source file too (when the program says which).
std::string matchKey(const ProfileResult &profile, const ProfileSymbol &s)
{
    std::string key = s.displayName.empty() ? s.name : s.displayName;
    if (s.isStatic && s.file >= 0 && size_t(s.file) < profile.files.size()) {
        key += '\x1f';
        key += profile.files[size_t(s.file)];
    }
    return key;
}

struct SideSymbols
{
    std::vector<int> symbols; // all of one key: a name can stand for several
};

// Side S of OUT: 0 Base, 1 New.
const CompareSide &sideOf(const Comparison &out, int s)
{
    return s == 0 ? out.base : out.next;
}

// One side's runs analysed as `gmonview report` does, each run's samples per
// symbol kept in SIDE and its every sample in RUNTOTALS; OUT gets the
// warnings, and canceled when PROGRESS said stop.
Result<void> analyseSide(const AnalysisRequest &given, int offset, int total,
                         const AnalysisProgress &progress, CompareSide &side,
                         std::vector<double> &runTotals, Comparison &out)
{
    const std::string exePath = given.executable ? given.executable->path : given.executablePath;
    if (given.runs.empty())
        return Error{GMONVIEW_TR_NOOP("gmonview::model",
                                      "%1: no runs to compare; give its gmon files after it"),
                     exePath};
    std::vector<double> totals;
    const AnalysisRequest r =
        creditingEachRun(given, [&](HistogramCredit::RunSamples &&samples, const GmonFile &) {
            side.runSamples.push_back(std::move(samples.symbols));
            totals.push_back(samples.total);
        });
    AnalysisProgress sideProgress;
    if (progress)
        sideProgress = [&](int done, int) { return progress(offset + done, total); };
    auto analysed = analyze(r, sideProgress);
    if (!analysed)
        return analysed.error();
    if (analysed->canceled) {
        out.canceled = true;
        return {};
    }
    if (!analysed->profile)
        return Error{GMONVIEW_TR_NOOP("gmonview::model",
                                      "%1: none of its runs could be read, nothing to compare"),
                     exePath};
    side.executable = analysed->executable;
    side.executablePath = analysed->executable->path;
    for (const RunInfo &info : analysed->runInfos)
        side.runs.push_back(info.path);
    side.profile = analysed->profile;
    side.rate = analysed->profile->rate;
    runTotals = std::move(totals);
    side.samplesPerRun =
        std::accumulate(runTotals.begin(), runTotals.end(), 0.0) / double(side.runs.size());
    out.warnings.insert(out.warnings.end(), analysed->warnings.begin(), analysed->warnings.end());
    return {};
}

// The error when the two programs are for different architectures.
std::optional<Error> architectureMismatch(const Comparison &out)
{
    const ElfImage &baseElf = *out.base.executable->elf;
    const ElfImage &nextElf = *out.next.executable->elf;
    const GmonTarget &bt = out.base.executable->target, &nt = out.next.executable->target;
    if (baseElf.machine() == nextElf.machine() && bt.addressSize == nt.addressSize &&
        bt.bigEndian == nt.bigEndian)
        return std::nullopt;
    return Error{GMONVIEW_TR_NOOP("gmonview::model",
                                  "%1 and %2 are programs for different architectures (%3 "
                                  "and %4): compare builds of one program"),
                 out.base.executablePath, out.next.executablePath,
                 baseElf.machineName() + ", " + std::to_string(bt.addressSize * 8) + "-bit",
                 nextElf.machineName() + ", " + std::to_string(nt.addressSize * 8) + "-bit"};
}

// Matching: each key, and the symbols of each side that have it.
struct Matching
{
    std::map<std::string, size_t> keyIndex;
    std::vector<std::string> keys;
    std::vector<SideSymbols> bySide[2];
};

Matching matchSymbols(const Comparison &out)
{
    Matching m;
    for (int s = 0; s < 2; ++s) {
        const ProfileResult &profile = *sideOf(out, s).profile;
        for (size_t i = 0; i < profile.symbols.size(); ++i) {
            const std::string key = matchKey(profile, profile.symbols[i]);
            auto [it, added] = m.keyIndex.emplace(key, m.keys.size());
            if (added) {
                m.keys.push_back(key);
                m.bySide[0].emplace_back();
                m.bySide[1].emplace_back();
            }
            m.bySide[s][it->second].symbols.push_back(int(i));
        }
    }
    return m;
}

// Exposure of a run: its length in samples per second (so rates come out in
// seconds per run), or with NORMALIZE its every sample (shares), turned back
// into seconds at Base's length by the caller.
void runExposures(const Comparison &out, const std::vector<double> (&runTotals)[2], bool normalize,
                  std::vector<double> (&exposure)[2])
{
    for (int s = 0; s < 2; ++s) {
        const double rate = sideOf(out, s).rate > 0 ? double(sideOf(out, s).rate) : 1.0;
        for (double runTotal : runTotals[s])
            exposure[s].push_back(normalize ? std::max(runTotal, 1.0) : rate);
    }
}

// A warning when the two sides sample at different rates.
void warnIfRatesDiffer(Comparison &out)
{
    if (out.base.rate != out.next.rate)
        out.warnings.push_back(Message(
            GMONVIEW_TR_NOOP("gmonview::model",
                             "the two sides sample at different rates (%1 and %2 per second); "
                             "compared in seconds"),
            out.base.rate, out.next.rate));
}

// One key's samples per run and calls on each side, summed over its symbols.
struct KeyCounts
{
    std::vector<double> counts[2];
    double calls[2] = {0, 0};
    uint64_t callTotals[2] = {0, 0};
    bool active = false; // samples or calls on either side
};

KeyCounts countKey(const Comparison &out, const std::vector<int> &syms0,
                   const std::vector<int> &syms1)
{
    KeyCounts c;
    for (int s = 0; s < 2; ++s) {
        const std::vector<int> &syms = s == 0 ? syms0 : syms1;
        const CompareSide &side = sideOf(out, s);
        c.counts[s].assign(side.runSamples.size(), 0.0);
        for (size_t run = 0; run < side.runSamples.size(); ++run)
            for (int i : syms)
                c.counts[s][run] += side.runSamples[run][size_t(i)];
        for (int i : syms) {
            const ProfileSymbol &sym = side.profile->symbol(i);
            c.callTotals[s] += sym.calls + sym.selfCalls;
        }
        c.calls[s] = double(c.callTotals[s]) / double(side.runs.size());
        for (double n : c.counts[s])
            c.active = c.active || n > 0;
        c.active = c.active || c.callTotals[s] > 0;
    }
    return c;
}

// One key's delta before its test: name, seconds and calls on each side,
// and New or Removed when it is on one side only.
FunctionDelta deltaOf(const Comparison &out, const std::vector<int> &syms0,
                      const std::vector<int> &syms1, const KeyCounts &c,
                      const std::vector<double> (&exposure)[2], double toSeconds)
{
    FunctionDelta d;
    const ProfileResult &named = syms0.empty() ? *out.next.profile : *out.base.profile;
    const ProfileSymbol &first = named.symbol(syms0.empty() ? syms1.front() : syms0.front());
    d.name = first.displayName.empty() ? first.name : first.displayName;
    if (first.isStatic && first.file >= 0)
        d.file = named.files[size_t(first.file)];
    d.baseSymbol = syms0.empty() ? -1 : syms0.front();
    d.newSymbol = syms1.empty() ? -1 : syms1.front();
    d.baseSamples = std::accumulate(c.counts[0].begin(), c.counts[0].end(), 0.0);
    d.newSamples = std::accumulate(c.counts[1].begin(), c.counts[1].end(), 0.0);
    const double eb = std::accumulate(exposure[0].begin(), exposure[0].end(), 0.0);
    const double en = std::accumulate(exposure[1].begin(), exposure[1].end(), 0.0);
    d.baseSeconds = d.baseSamples / eb * toSeconds;
    d.newSeconds = d.newSamples / en * toSeconds;
    d.deltaSeconds = d.newSeconds - d.baseSeconds;
    if (d.baseSeconds > 0)
        d.deltaPercent = 100 * d.deltaSeconds / d.baseSeconds;
    d.baseCalls = c.calls[0];
    d.newCalls = c.calls[1];
    // Exact: the means differ unless total_b / n_b == total_n / n_n.
    d.callsChanged = c.callTotals[0] * uint64_t(out.next.runs.size()) !=
                     c.callTotals[1] * uint64_t(out.base.runs.size());
    if (syms0.empty() || syms1.empty())
        d.status = syms0.empty() ? DeltaStatus::New : DeltaStatus::Removed;
    return d;
}

// The deltas of the keys with samples or calls: those on both sides in
// TESTED, with their counts in TESTEDCOUNTS in the same order, the others
// (New or Removed) in OTHERS.
void deltasByKey(const Comparison &out, const Matching &m, const std::vector<double> (&exposure)[2],
                 double toSeconds, std::vector<FunctionDelta> &tested,
                 std::vector<FunctionDelta> &others, std::vector<CountsByRun> &testedCounts)
{
    for (size_t k = 0; k < m.keys.size(); ++k) {
        const std::vector<int> &syms0 = m.bySide[0][k].symbols, &syms1 = m.bySide[1][k].symbols;
        const KeyCounts c = countKey(out, syms0, syms1);
        if (!c.active)
            continue;
        FunctionDelta d = deltaOf(out, syms0, syms1, c, exposure, toSeconds);
        if (syms0.empty() || syms1.empty()) {
            others.push_back(std::move(d));
            continue;
        }
        testedCounts.push_back({c.counts[0], exposure[0], c.counts[1], exposure[1]});
        tested.push_back(std::move(d));
    }
}

// Each tested delta's p-value, interval and verdict from FAMILY.
void applyTests(std::vector<FunctionDelta> &tested, const FamilyTest &family, double toSeconds)
{
    for (size_t i = 0; i < tested.size(); ++i) {
        FunctionDelta &d = tested[i];
        const CountTest &t = family.tests[i];
        d.pValue = t.pValue;
        d.ciLow = t.ciLow * toSeconds;
        d.ciHigh = t.ciHigh * toSeconds;
        d.tooFewSamples = t.tooFewSamples;
        d.adjustedP = family.adjustedP[i];
        d.significant = family.significant[i];
        d.status = !d.significant       ? DeltaStatus::Unchanged
                   : d.deltaSeconds > 0 ? DeltaStatus::Slower
                                        : DeltaStatus::Faster;
    }
}

// OUT's functions: the tested ones, then the others, each significant first
// and then by |delta|.
void listFunctions(Comparison &out, std::vector<FunctionDelta> &tested,
                   std::vector<FunctionDelta> &others)
{
    auto byDelta = [](const FunctionDelta &a, const FunctionDelta &b) {
        if (a.significant != b.significant)
            return a.significant;
        const double da = std::fabs(a.deltaSeconds), db = std::fabs(b.deltaSeconds);
        if (da != db)
            return da > db;
        return a.name < b.name;
    };
    std::sort(tested.begin(), tested.end(), byDelta);
    std::sort(others.begin(), others.end(), byDelta);
    out.functions = std::move(tested);
    out.functions.insert(out.functions.end(), std::make_move_iterator(others.begin()),
                         std::make_move_iterator(others.end()));
}

// Builds of one program share most of their functions; unrelated programs
// share main and little else, and everything else would be "new" or
// "removed" with no word of why.
void warnIfUnrelated(Comparison &out)
{
    size_t inBoth = 0;
    for (const FunctionDelta &d : out.functions)
        inBoth += d.baseSymbol >= 0 && d.newSymbol >= 0;
    if (inBoth * 2 < out.functions.size())
        out.warnings.push_back(Message(
            GMONVIEW_TR_NOOP("gmonview::model",
                             "%1 and %2 look like different programs: only %3 of the %4 "
                             "functions compared are in both, the others are listed as "
                             "new or removed"),
            out.base.executablePath, out.next.executablePath, inBoth, out.functions.size()));
}

// Calls between functions, by the names at both ends.
void matchArcs(Comparison &out, const Matching &m)
{
    std::map<std::pair<size_t, size_t>, std::pair<uint64_t, uint64_t>> arcs;
    for (int s = 0; s < 2; ++s) {
        const ProfileResult &profile = *sideOf(out, s).profile;
        for (const ProfileArc &a : profile.arcs) {
            if (a.isStatic)
                continue;
            const size_t caller = m.keyIndex.at(matchKey(profile, profile.symbol(a.parent)));
            const size_t callee = m.keyIndex.at(matchKey(profile, profile.symbol(a.child)));
            auto &counts = arcs[{caller, callee}];
            (s == 0 ? counts.first : counts.second) += a.count;
        }
    }
    auto nameOf = [&](size_t key) {
        const int s = m.bySide[0][key].symbols.empty() ? 1 : 0;
        const ProfileSymbol &sym = sideOf(out, s).profile->symbol(m.bySide[s][key].symbols.front());
        return sym.displayName.empty() ? sym.name : sym.displayName;
    };
    for (const auto &[ends, counts] : arcs)
        out.arcs.push_back({nameOf(ends.first), nameOf(ends.second),
                            double(counts.first) / double(out.base.runs.size()),
                            double(counts.second) / double(out.next.runs.size())});
}

} // namespace

Result<Comparison> compareRuns(const CompareRequest &request, const AnalysisProgress &progress)
{
    Comparison out;
    out.options = request.options;
    const int total = int(request.base.runs.size() + request.next.runs.size());
    std::vector<double> runTotals[2];
    for (int s = 0; s < 2; ++s) {
        const AnalysisRequest &given = s == 0 ? request.base : request.next;
        CompareSide &side = s == 0 ? out.base : out.next;
        const int offset = s == 0 ? 0 : int(request.base.runs.size());
        const Result<void> read =
            analyseSide(given, offset, total, progress, side, runTotals[s], out);
        if (!read)
            return read.error();
        if (out.canceled)
            return out;
    }
    if (std::optional<Error> mismatch = architectureMismatch(out))
        return *std::move(mismatch);

    const Matching matching = matchSymbols(out);
    std::vector<double> exposure[2];
    runExposures(out, runTotals, request.options.normalize, exposure);
    const double toSeconds = request.options.normalize ? out.base.secondsPerRun() : 1.0;
    warnIfRatesDiffer(out);

    std::vector<FunctionDelta> tested, others;
    std::vector<CountsByRun> testedCounts; // of TESTED, in its order
    deltasByKey(out, matching, exposure, toSeconds, tested, others, testedCounts);
    // Together: the dispersion prior, Benjamini-Hochberg, and intervals at
    // the level of the verdicts.
    const FamilyTest family = testFamily(testedCounts, request.options.alpha);
    out.intervalAlpha = family.intervalAlpha;
    out.prior = family.prior;
    applyTests(tested, family, toSeconds);
    listFunctions(out, tested, others);
    warnIfUnrelated(out);
    matchArcs(out, matching);
    return out;
}

} // namespace gmonview
