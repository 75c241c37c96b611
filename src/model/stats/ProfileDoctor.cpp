// SPDX-License-Identifier: MIT
#include "model/stats/ProfileDoctor.h"

#include "io/CallSites.h"
#include "io/Demangle.h"
#include "io/ElfImage.h"
#include "io/Hex.h"
#include "io/LibraryProfile.h"
#include "model/engine/PrintfText.h"
#include "model/engine/ProfileSession.h"
#include "model/engine/SymbolTable.h"
#include "model/stats/LibraryChecks.h"
#include "model/stats/ProfileDoctorCauses.h"

#include <algorithm>
#include <cmath>
#include <elf.h>
#include <optional>
#include <unordered_set>

namespace gmonview {

namespace {

// Where the executable's code lies: from its lowest section to the end of its
// last executable one.
struct CodeSpan
{
    uint64_t low = UINT64_MAX;
    uint64_t high = 0;
};

CodeSpan codeSpan(const ElfImage &elf)
{
    CodeSpan span;
    for (const ElfSection &s : elf.sections()) {
        if (!s.address)
            continue;
        span.low = std::min(span.low, s.address);
        if (s.isExecutable())
            span.high = std::max(span.high, s.address + s.size);
    }
    return span;
}

Finding foreign(const GmonFile &run, Message why)
{
    return {
        FindingKind::ForeignRun, run.path,
        Message(GMONVIEW_TR_NOOP("gmonview::model", "%1 was not written by this executable: %2"),
                run.path, std::move(why)),
        Message(GMONVIEW_TR_NOOP("gmonview::model",
                                 "Its addresses are read against another program's code, so the "
                                 "samples and calls land on the wrong functions: the profile "
                                 "looks plausible and is wrong. gprof does the same, silently.")),
        Message(GMONVIEW_TR_NOOP("gmonview::model",
                                 "Open the run with the executable that wrote it: the very build "
                                 "that ran (rebuilding, even from the same source, moves the "
                                 "code)."))};
}

// The histogram's range against the executable's profiled range: glibc's
// monstartup samples __executable_start to etext (in 4-byte steps), other
// C libraries (MinGW) some start to etext.
std::optional<Finding> checkHistogram(const ElfImage &elf, const GmonFile &run)
{
    uint64_t low = UINT64_MAX, high = 0;
    for (const HistogramRecord &h : run.histograms) {
        if (h.lowPc >= h.highPc)
            continue;
        low = std::min(low, h.lowPc);
        high = std::max(high, h.highPc);
    }
    if (high == 0)
        return std::nullopt;
    const CodeSpan span = codeSpan(elf);
    const ProfiledRange range = profiledRange(elf);
    const auto &start = range.start, &end = range.etext;
    const uint64_t wantLow = start ? range.low() : 0;
    const uint64_t wantHigh = end ? range.high() : 0;
    auto fits = [&](uint64_t shift) {
        const uint64_t l = low - shift, h = high - shift;
        if (end && h != wantHigh && h != *end)
            return false;
        if (start && l != wantLow)
            return false;
        // Without the symbols (or for the low end with MinGW's): inside the
        // code, give or take a page.
        return l + 4096 >= span.low && h <= span.high + 4096 && l < h;
    };
    if (fits(0))
        return std::nullopt;
    // The same range moved by whole pages: absolute (load) addresses read
    // against a position-independent executable's, or the other way round.
    const uint64_t shift = end ? high - wantHigh : (start ? low - wantLow : 0);
    if (shift && shift % 4096 == 0 && fits(shift))
        return Finding{
            FindingKind::AddressShift, run.path,
            Message(GMONVIEW_TR_NOOP(
                        "gmonview::model",
                        "%1 holds addresses %2 away from this executable's: its histogram covers "
                        "%3 to %4, the program's code %5 to %6"),
                    run.path, hexString(shift), hexString(low), hexString(high),
                    hexString(low - shift), hexString(high - shift)),
            Message(GMONVIEW_TR_NOOP(
                "gmonview::model",
                "The run recorded where the code was loaded, not the addresses in the file "
                "(C libraries before glibc 2.27 do this for position-independent "
                "executables), or the other way round. No sample lands where it belongs.")),
            Message(GMONVIEW_TR_NOOP(
                "gmonview::model",
                "Build with -no-pie (gcc -pg -no-pie), or profile with a C library "
                "that records link-time addresses (glibc 2.27 or later, for -static-pie "
                "builds too)."))};
    std::string program =
        hexString(start ? wantLow : span.low) + "–" + hexString(end ? wantHigh : span.high);
    return foreign(
        run,
        Message(GMONVIEW_TR_NOOP("gmonview::model",
                                 "its histogram covers %1 to %2, this executable's profiled code "
                                 "%3"),
                hexString(low), hexString(high), program));
}

// Each arc holds two return addresses: the caller's, after its call, and the
// callee's, after its call to mcount. In the program that wrote the run
// both follow a call, and a direct call goes to a function's entry.
std::optional<Finding> checkArcs(const GmonFile &run, const CallSiteChecks &checks,
                                 const StopRequested &stop)
{
    size_t checked = 0, bad = 0;
    const ArcRecord *example = nullptr;
    StopCheck stopped(stop);
    for (const ArcRecord &a : run.arcs) {
        if (stopped())
            return std::nullopt; // not wanted
        ++checked;
        if (!checks.arcIsPlausible(a.fromPc, a.selfPc) && !bad++)
            example = &a;
    }
    // A stray arc can be right (a signal handler entered anywhere); a share
    // of them cannot, nor every arc there is.
    if (bad == 0 || (bad < 2 && bad < checked) || bad * 5 < checked)
        return std::nullopt;
    return foreign(
        run, checks.decodes()
                 ? Message(GMONVIEW_TR_NOOP("gmonview::model",
                                            "%1 of its %2 calls do not come from a call "
                                            "instruction into a function of this executable "
                                            "(the first from %3 to %4)"),
                           bad, checked, hexString(example->fromPc), hexString(example->selfPc))
                 : Message(GMONVIEW_TR_NOOP("gmonview::model",
                                            "%1 of its %2 calls go to addresses outside this "
                                            "executable's code (the first from %3 to %4)"),
                           bad, checked, hexString(example->fromPc), hexString(example->selfPc)));
}

// Functions with samples that were never seen called or calling: built
// without -pg, or built with it and never called, a sample of theirs
// coming from a histogram bin shared with the function before. Where
// capstone decodes the code, only those whose code does not call the
// profiling hook are named (decoded here, lazily: a profile built with -pg
// throughout has no such function to decode).
std::optional<Finding> builtWithoutPg(const Executable &exe, const ProfileResult &profile)
{
    std::unique_ptr<ProfilingHook> hook;
    bool hookRead = false;
    std::vector<std::string> names;
    long long count = 0;
    for (size_t i = 0; i < profile.symbols.size(); ++i) {
        const ProfileSymbol &s = profile.symbols[i];
        if (s.samples < 1 || s.calls || s.selfCalls || !profile.parentArcs[i].empty() ||
            !profile.childArcs[i].empty())
            continue;
        if (!hookRead) {
            hook = ProfilingHook::forImage(*exe.elf);
            hookRead = true;
        }
        if (hook && hook->calledIn(s.address, s.endAddress + 1))
            continue;
        if (++count <= 5)
            names.push_back(s.displayName);
    }
    if (!count)
        return std::nullopt;
    std::string list;
    for (const std::string &n : names)
        list += (list.empty() ? "" : ", ") + n;
    if (count > static_cast<long long>(names.size()))
        list += ", …";
    return Finding{
        FindingKind::NoCallCounts,
        {},
        hook ? Message::counted(GMONVIEW_TR_N_NOOP("gmonview::model",
                                                   "%n function(s) with samples built without -pg "
                                                   "(no call to %1 in the code): %2"),
                                count, hook->name(), list)
             : Message::counted(GMONVIEW_TR_N_NOOP("gmonview::model",
                                                   "%n function(s) with samples seemingly built "
                                                   "without -pg (never seen called or calling): "
                                                   "%1"),
                                count, list),
        Message(GMONVIEW_TR_NOOP("gmonview::model",
                                 "Code built without -pg (a library linked in, a file compiled "
                                 "without it) has its own time counted, but not its calls, so "
                                 "time is not propagated through it and its callers look cheaper "
                                 "than they are.")),
        Message(GMONVIEW_TR_NOOP("gmonview::model",
                                 "Compile that code with -pg too, or read its time as self time "
                                 "only."))};
}

// GCC's clone pieces that gprof takes no symbol for (foo.part.0, foo.isra.0,
// foo.cold, a .constprop name it reads past), whose samples and calls it
// therefore counts under the function before them: a finding where that
// function is not the one the piece was split from (the name before the
// first dot) and shows samples or calls.
std::optional<Finding> foldedClones(const Executable &exe, const ProfileResult &profile)
{
    const auto &symbols = profile.symbols;
    std::vector<std::pair<double, std::string>> folds; // the piece's samples, the text
    size_t count = 0;
    for (const ElfSymbol &s : exe.elf->symbols()) {
        if (s.type != STT_FUNC || s.bind != STB_LOCAL || s.sectionIndex == SHN_UNDEF ||
            s.reservedIndex)
            continue;
        const size_t dot = s.name.find('.');
        if (dot == 0 || dot == std::string_view::npos)
            continue;
        const ElfSection *section = exe.elf->sectionByIndex(s.sectionIndex);
        if (!section || !section->isExecutable())
            continue;
        auto after =
            std::upper_bound(symbols.begin(), symbols.end(), s.value,
                             [](uint64_t a, const ProfileSymbol &p) { return a < p.address; });
        if (after == symbols.begin())
            continue;
        // Where the window gave the piece a symbol of its own, gprof's
        // holder is the last function before it that is not a piece.
        const bool split = (after - 1)->address == s.value && (after - 1)->clonePiece;
        auto held = after - 1;
        while (held != symbols.begin() && held->clonePiece)
            --held;
        const ProfileSymbol &holder = *held;
        if (holder.clonePiece ||
            (!split && (holder.address == s.value || s.value > holder.endAddress)))
            continue; // a symbol of its own, or outside every function
        const std::string_view origin = s.name.substr(0, dot);
        if (std::string_view(holder.name).substr(0, holder.name.find('.')) == origin)
            continue; // counted under the function it was split from
        const double own =
            histogramSamplesIn(profile, s.value, s.value + std::max<uint64_t>(s.size, 1));
        auto counted = [](const ProfileSymbol &p) {
            return p.samples > 0 || p.calls != 0 || p.selfCalls != 0;
        };
        if (own <= 0 && !counted(holder) && !(split && counted(*(after - 1))))
            continue; // nothing was counted there
        ++count;
        folds.emplace_back(own, demangle(s.name) + " → " + holder.displayName);
    }
    if (!count)
        return std::nullopt;
    // The busiest pieces first.
    std::stable_sort(folds.begin(), folds.end(),
                     [](const auto &a, const auto &b) { return a.first > b.first; });
    std::string list;
    for (size_t i = 0; i < folds.size() && i < 5; ++i)
        list += (list.empty() ? "" : ", ") + folds[i].second;
    if (count > 5)
        list += ", …";
    return Finding{
        FindingKind::FoldedClones,
        {},
        Message::counted(GMONVIEW_TR_N_NOOP("gmonview::model",
                                            "gprof counts %n piece(s) of functions that GCC split "
                                            "off or cloned under unrelated functions: %1"),
                         static_cast<long long>(count), list),
        Message(GMONVIEW_TR_NOOP(
            "gmonview::model",
            "gprof takes no symbol for the pieces named .part, .isra or .cold (nor for a "
            ".constprop name followed in the symbol table by one of those), so each piece's "
            "samples and calls land on the function before it in memory: that function's time "
            "and calls include the piece's, and calls into the piece show as calls to it. "
            "gmonview report prints gprof's text, with the same error; the window credits "
            "each piece to the function it was split from, or shows it on a row of its own "
            "where that function was inlined away.")),
        Message(GMONVIEW_TR_NOOP(
            "gmonview::model",
            "Read those rows as the functions the pieces were split from (the name before the "
            "first dot). To give every function one symbol, build with -fno-partial-inlining "
            "-fno-ipa-sra -fno-ipa-cp -fno-reorder-blocks-and-partition."))};
}

// Samples of the histogram that no function's range holds, when there are
// many (a twentieth or more).
std::optional<Finding> outsideSamples(const ProfileResult &profile)
{
    if (!profile.hasHistogram || profile.binSamples <= 0)
        return std::nullopt;
    const double share = double(profile.outsideSamples) / double(profile.binSamples);
    if (share < 0.05)
        return std::nullopt;
    return Finding{
        FindingKind::OutsideSamples,
        {},
        Message(
            GMONVIEW_TR_NOOP("gmonview::model",
                             "%1 % of the samples (%2 of %3) fall outside every function of the "
                             "executable"),
            fixedText(100 * share, 1), profile.outsideSamples, profile.binSamples),
        Message(GMONVIEW_TR_NOOP(
            "gmonview::model",
            "gprof and gmonview leave them out: the times and percentages are of "
            "the rest. They are usually time in the PLT stubs that lead into shared "
            "libraries, or in code without symbols (a stripped part).")),
        Message(GMONVIEW_TR_NOOP("gmonview::model",
                                 "Time in shared libraries is not profiled by gprof at all: "
                                 "link statically (-static) to see the library's functions, "
                                 "or use a sampling profiler (perf) for them."))};
}

// A sampled profile without call counts at all, or with functions that
// have samples and no calls (builtWithoutPg).
std::optional<Finding> missingCalls(const Executable &exe, const ProfileResult &profile)
{
    if (!profile.hasHistogram)
        return std::nullopt;
    if (profile.hasCallGraph)
        return builtWithoutPg(exe, profile);
    if (auto clang = clangRecordsNoCalls(exe))
        return clang;
    return Finding{
        FindingKind::NoCallCounts,
        {},
        Message(
            GMONVIEW_TR_NOOP("gmonview::model", "The runs hold samples but no call counts at all")),
        Message(GMONVIEW_TR_NOOP("gmonview::model",
                                 "Without calls there is no call graph, and times cannot be "
                                 "propagated to callers. Either nothing was built with -pg, or "
                                 "the C library does not count calls on this target (m68k).")),
        Message(GMONVIEW_TR_NOOP("gmonview::model", "Compile and link every file with -pg."))};
}

// Too few samples on the busiest function for its time to be known to
// ±5 %.
std::optional<Finding> fewSamples(const ProfileResult &profile)
{
    // (No sample at all is a run's finding: EmptyRun, CallsWithoutSamples.)
    if (!profile.hasHistogram || profile.binSamples == 0)
        return std::nullopt;
    const double hz = profile.rate > 0 ? double(profile.rate) : 100.0;
    double top = 0;
    std::string topName;
    for (const ProfileSymbol &s : profile.symbols)
        if (s.samples > top) {
            top = s.samples;
            topName = s.displayName;
        }
    if (top >= kEnoughSamples)
        return std::nullopt;
    const double n = std::max(top, 1.0);
    const double seconds = double(profile.binSamples) / hz;
    const double factor = kEnoughSamples / n;
    return Finding{
        FindingKind::FewSamples,
        {},
        Message(GMONVIEW_TR_NOOP("gmonview::model",
                                 "Few samples: %1 in all (%2 s); the busiest function, %3, has %4, "
                                 "so its time is known only to ±%5 %"),
                profile.binSamples, fixedText(seconds, 2),
                topName.empty() ? std::string("-") : topName, fixedText(top, 0),
                fixedText(100 / std::sqrt(n), 0)),
        Message(GMONVIEW_TR_NOOP("gmonview::model",
                                 "Each sample is 1/%1 s, and a count of N samples varies by about "
                                 "√N from run to run: differences smaller than that are noise."),
                fixedText(hz, 0)),
        Message(GMONVIEW_TR_NOOP("gmonview::model",
                                 "For ±5 % on the busiest function it needs 400 samples: run about "
                                 "%1 times as long (%2 s of profile), or sum several runs."),
                fixedText(factor, factor < 10 ? 1 : 0), fixedText(seconds * factor, 1))};
}

} // namespace

std::vector<Finding> examineRun(const Executable &exe, const GmonFile &run,
                                const CallSiteChecks &checks, const StopRequested &stop)
{
    std::vector<Finding> out;
    const ElfImage &elf = *exe.elf;
    if (auto f = checkHistogram(elf, run))
        out.push_back(std::move(*f));
    // A library profile's calls come from outside the library or through
    // its PLT: LibraryChecks looks at them.
    if (out.empty() && run.version != kLibraryProfileVersion)
        if (auto f = checkArcs(run, checks, stop))
            out.push_back(std::move(*f));
    for (Finding &f : examineLibraryRun(exe, run))
        out.push_back(std::move(f));
    const bool sampled =
        std::any_of(run.histograms.begin(), run.histograms.end(), [](const auto &h) {
            return std::any_of(h.bins.begin(), h.bins.end(), [](uint16_t bin) { return bin != 0; });
        });
    if (!sampled && run.arcs.empty() && run.blocks.empty() && !run.trailingBytes)
        out.push_back(
            {FindingKind::EmptyRun, run.path,
             Message(GMONVIEW_TR_NOOP("gmonview::model",
                                      "%1 holds no sample and no call: nothing was profiled"),
                     run.path),
             Message(GMONVIEW_TR_NOOP(
                 "gmonview::model",
                 "Every time and count from it is zero. The program stopped before it ran "
                 "anything profiled (it exited or failed at once), or ran too briefly for a "
                 "clock tick and called no function built with -pg.")),
             Message(GMONVIEW_TR_NOOP("gmonview::model",
                                      "Check that the program did its work (its output and exit "
                                      "status), that its files were compiled and linked with "
                                      "-pg, and run it longer."))});
    if (auto f = callsWithoutSamples(elf, run); f && !run.trailingBytes)
        out.push_back(std::move(*f));
    if (run.trailingBytes)
        out.push_back(
            {FindingKind::TruncatedRun, run.path,
             Message::counted(
                 GMONVIEW_TR_N_NOOP("gmonview::model",
                                    "%1 ends early: its last record was cut off after %n "
                                    "byte(s)"),
                 static_cast<long long>(run.trailingBytes), run.path),
             Message(GMONVIEW_TR_NOOP(
                 "gmonview::model", "The program stopped while it wrote the file (a crash, a kill, "
                                    "a full disk): the calls after the cut are missing, and the "
                                    "call graph counts too few.")),
             Message(GMONVIEW_TR_NOOP("gmonview::model",
                                      "Run the program again and let it exit normally (return from "
                                      "main or call exit)."))});
    return out;
}

std::vector<Finding> examineProfile(const Executable &exe, const ProfileResult &profile)
{
    std::vector<Finding> out;
    auto add = [&](std::optional<Finding> f) {
        if (f)
            out.push_back(std::move(*f));
    };
    add(outsideSamples(profile));
    add(hookCost(exe, profile));
    add(counterCost(exe, profile));
    // glibc's library profiles count calls at the PLT, with no -pg anywhere.
    if (!exe.options.outsideCaller) {
        add(missingCalls(exe, profile));
        add(clangMisplacesCalls(exe, profile));
    }
    add(threadsFinding(*exe.elf));
    add(foldedClones(exe, profile));
    add(histogramGrain(profile));
    add(fewSamples(profile));
    return out;
}

AnalysisRequest DoctorCollector::attach(AnalysisRequest request)
{
    m_seen = std::make_shared<Seen>();
    auto previous = std::move(request.runRead);
    request.runRead = [seen = m_seen, previous](const Executable &exe, const GmonFile &run) {
        if (previous)
            previous(exe, run);
        if (seen->elf != exe.elf) {
            seen->checks.reset();
            seen->elf = exe.elf;
            seen->checks = std::make_unique<CallSiteChecks>(*exe.elf);
        }
        auto found = examineRun(exe, run, *seen->checks);
        seen->runFindings.insert(seen->runFindings.end(), std::make_move_iterator(found.begin()),
                                 std::make_move_iterator(found.end()));
    };
    return request;
}

std::vector<Finding> DoctorCollector::findings(const Analysis &analysis) const
{
    std::vector<Finding> out = m_seen->runFindings;
    if (analysis.executable && analysis.profile) {
        auto found = examineProfile(*analysis.executable, *analysis.profile);
        out.insert(out.end(), std::make_move_iterator(found.begin()),
                   std::make_move_iterator(found.end()));
    }
    return out;
}

std::optional<std::vector<Finding>> examineAfterwards(const Analysis &analysis,
                                                      const std::vector<std::string> &runs,
                                                      const StopRequested &stop)
{
    std::vector<Finding> out;
    if (!analysis.executable)
        return out;
    const Executable &exe = *analysis.executable;
    std::optional<CallSiteChecks> checks; // made for the first run read
    for (const std::string &path : runs) {
        if (stop && stop())
            return std::nullopt;
        auto run = readGmonFile(path, exe.target, GmonFormatChoice::Auto, stop);
        if (!run)
            continue;
        if (!checks)
            checks.emplace(*exe.elf);
        auto found = examineRun(exe, *run, *checks, stop);
        out.insert(out.end(), std::make_move_iterator(found.begin()),
                   std::make_move_iterator(found.end()));
    }
    if (stop && stop())
        return std::nullopt;
    if (analysis.profile) {
        auto found = examineProfile(exe, *analysis.profile);
        out.insert(out.end(), std::make_move_iterator(found.begin()),
                   std::make_move_iterator(found.end()));
    }
    return out;
}

} // namespace gmonview
