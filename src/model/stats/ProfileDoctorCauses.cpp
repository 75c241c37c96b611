// SPDX-License-Identifier: MIT
#include "model/stats/ProfileDoctorCauses.h"

#include "io/Disassembler.h"
#include "io/ElfImage.h"
#include "io/GmonFile.h"
#include "io/Hex.h"
#include "model/engine/PrintfText.h"

#include <algorithm>
#include <elf.h>

#ifndef EM_LOONGARCH
#define EM_LOONGARCH 258
#endif

namespace gmonview {

namespace {

std::string_view baseName(std::string_view symbol)
{
    return symbol.substr(0, symbol.find('@'));
}

// The first function of NAMES that ELF's symbol table holds (defined or
// imported), or empty.
std::string_view firstSymbolOf(const ElfImage &elf, std::initializer_list<std::string_view> names)
{
    for (const ElfSymbol &s : elf.symbols()) {
        const std::string_view n = baseName(s.name);
        if (std::find(names.begin(), names.end(), n) != names.end())
            return n;
    }
    return {};
}

// Whether ELF's .comment section (each compiler that built a part of it
// leaves its name there) says clang.
bool builtByClang(const ElfImage &elf)
{
    const ElfSection *comment = elf.sectionByName(".comment");
    if (!comment || comment->type == SHT_NOBITS)
        return false;
    const auto bytes = elf.bytes();
    if (comment->fileOffset > bytes.size() || comment->size > bytes.size() - comment->fileOffset)
        return false;
    const std::string_view text(reinterpret_cast<const char *>(bytes.data()) + comment->fileOffset,
                                comment->size);
    return text.find("clang version") != std::string_view::npos;
}

} // namespace

// The samples of PROFILE's histograms in [LOW, HIGH), each bin's shared by
// overlap.
double histogramSamplesIn(const ProfileResult &profile, uint64_t low, uint64_t high)
{
    double sum = 0;
    for (const MergedHistogram &h : profile.histograms) {
        if (h.samples.empty() || high <= h.lowPc || low >= h.highPc)
            continue;
        const double width = double(h.highPc - h.lowPc) / double(h.samples.size());
        const double from = (double(std::max(low, h.lowPc)) - double(h.lowPc)) / width;
        const double to = (double(std::min(high, h.highPc)) - double(h.lowPc)) / width;
        for (size_t i = size_t(from); i < h.samples.size() && double(i) < to; ++i) {
            const double overlap = std::min(to, double(i + 1)) - std::max(from, double(i));
            if (overlap > 0)
                sum += overlap * double(h.samples[i]);
        }
    }
    return sum;
}

std::optional<Finding> callsWithoutSamples(const ElfImage &elf, const GmonFile &run)
{
    if (run.arcs.empty())
        return std::nullopt;
    uint32_t rate = 0;
    for (const HistogramRecord &h : run.histograms) {
        rate = std::max(rate, h.rate);
        if (std::any_of(h.bins.begin(), h.bins.end(), [](uint16_t bin) { return bin != 0; }))
            return std::nullopt;
    }
    uint64_t calls = 0;
    for (const ArcRecord &a : run.arcs)
        calls += a.count;
    // A program that masks signals or sets timers may have kept SIGPROF
    // from the profiling clock: the evidence the executable gives.
    const std::string_view masks =
        firstSymbolOf(elf, {"sigprocmask", "pthread_sigmask", "setitimer", "sigblock", "sighold"});
    Message what =
        run.histograms.empty()
            ? Message::counted(GMONVIEW_TR_N_NOOP("gmonview::model",
                                                  "%1 holds %n call(s) and no histogram: no time "
                                                  "was sampled"),
                               static_cast<long long>(calls), run.path)
            : Message::counted(GMONVIEW_TR_N_NOOP("gmonview::model",
                                                  "%1 holds %n call(s) and no sample: its "
                                                  "histogram is all zeros"),
                               static_cast<long long>(calls), run.path);
    const std::string tick = fixedText(1000.0 / double(rate ? rate : 100), 0);
    return Finding{
        FindingKind::CallsWithoutSamples,
        run.path,
        std::move(what),
        masks.empty()
            ? Message(GMONVIEW_TR_NOOP(
                          "gmonview::model",
                          "The call counts are right, but every time is zero: the profiling "
                          "clock (SIGPROF from ITIMER_PROF, one sample per %1 ms of CPU time) "
                          "never sampled the program. It used less CPU time than one tick, or "
                          "SIGPROF was blocked or taken over while it worked, or the C library "
                          "has no profil on this target (some embedded ones)."),
                      tick)
            : Message(GMONVIEW_TR_NOOP(
                          "gmonview::model",
                          "The call counts are right, but every time is zero: the profiling "
                          "clock (SIGPROF from ITIMER_PROF, one sample per %1 ms of CPU time) "
                          "never sampled the program. The program calls %2, so it may have "
                          "blocked SIGPROF or replaced the profiling timer while it worked; or "
                          "it used less CPU time than one tick."),
                      tick, std::string(masks)),
        Message(GMONVIEW_TR_NOOP(
            "gmonview::model",
            "Compare with the program's CPU time (time ./program): below one tick, run it "
            "longer or sum several runs. Leave SIGPROF out of the masks given to sigprocmask "
            "and pthread_sigmask, and do not use ITIMER_PROF or a SIGPROF handler in a "
            "profiled program. Without profil on the target, use a sampling profiler (perf).")),
    };
}

std::optional<Finding> clangRecordsNoCalls(const Executable &exe)
{
    const ElfImage &elf = *exe.elf;
    // The target's name, and the Debian GCC cross compiler for it.
    const char *target = nullptr, *gcc = nullptr;
    switch (elf.machine()) {
    case EM_AARCH64:
        target = "AArch64", gcc = "aarch64-linux-gnu-gcc";
        break;
    case EM_RISCV:
        target = "RISC-V", gcc = elf.is64Bit() ? "riscv64-linux-gnu-gcc" : "riscv32-linux-gnu-gcc";
        break;
    case EM_LOONGARCH:
        target = "LoongArch", gcc = "loongarch64-linux-gnu-gcc";
        break;
    case EM_ARM:
        target = "ARM", gcc = "arm-linux-gnueabihf-gcc";
        break;
    case EM_S390:
        target = "s390x", gcc = "s390x-linux-gnu-gcc";
        break;
    default:
        return std::nullopt;
    }
    if (elf.isPe() || !builtByClang(elf))
        return std::nullopt;
    return Finding{
        FindingKind::NoCallCounts,
        {},
        Message(GMONVIEW_TR_NOOP("gmonview::model",
                                 "The runs hold samples but no call counts at all: %1 was built "
                                 "by clang for %2 (its .comment section says clang), whose -pg "
                                 "records no calls"),
                exe.path, std::string(target)),
        Message(GMONVIEW_TR_NOOP(
            "gmonview::model",
            "On this target clang's -pg calls the C library's _mcount without the caller's "
            "address that glibc's _mcount takes, so every call is dropped as coming from "
            "outside the program. The samples, and so the self times, are right; there is no "
            "call graph, and no time is propagated to callers.")),
        Message(GMONVIEW_TR_NOOP("gmonview::model",
                                 "For call counts, build with GCC (%1 -pg); otherwise read the "
                                 "times as self time only."),
                std::string(gcc)),
    };
}

std::optional<Finding> clangMisplacesCalls(const Executable &exe, const ProfileResult &profile)
{
    const ElfImage &elf = *exe.elf;
    if (!profile.hasCallGraph || elf.machine() != EM_S390 || !builtByClang(elf))
        return std::nullopt;
    return Finding{
        FindingKind::ClangCallsWrong,
        {},
        Message(GMONVIEW_TR_NOOP("gmonview::model",
                                 "%1 was built by clang for s390x (its .comment section says "
                                 "clang), whose -pg records calls with the wrong callers"),
                exe.path),
        Message(GMONVIEW_TR_NOOP(
            "gmonview::model",
            "glibc's _mcount on s390x reads the caller's return address where GCC's -pg code "
            "saves it (8 bytes above the stack pointer); clang's -pg code does not save it "
            "there, so each call is credited to whatever address was left in that slot: most "
            "calls are dropped as coming from outside the program, and the rest land on "
            "arbitrary callers. The call counts and the call graph are wrong; the samples, "
            "and so the self times, are right.")),
        Message(GMONVIEW_TR_NOOP("gmonview::model",
                                 "For call counts, build with GCC (%1 -pg); otherwise read the "
                                 "times as self time only."),
                std::string("s390x-linux-gnu-gcc")),
    };
}

std::optional<Finding> hookCost(const Executable &exe, const ProfileResult &profile)
{
    if (!profile.hasHistogram || profile.binSamples == 0)
        return std::nullopt;
    // The profiling hook's own code, where it is in the executable (a
    // static link): glibc's mcount and the function it calls, and the
    // hooks of -mfentry, ARM and MinGW. Aliases share an address.
    std::vector<std::pair<uint64_t, uint64_t>> ranges;
    std::vector<std::string> names;
    for (const ElfSymbol &s : exe.elf->symbols()) {
        const std::string_view n = baseName(s.name);
        if (s.type != STT_FUNC || !s.size || s.sectionIndex == SHN_UNDEF || s.reservedIndex ||
            (n != "mcount" && n != "_mcount" && n != "__mcount_internal" && n != "__fentry__" &&
             n != "__gnu_mcount_nc" && n != "_mcount_private"))
            continue;
        const std::pair<uint64_t, uint64_t> range{s.value, s.value + s.size};
        if (std::find(ranges.begin(), ranges.end(), range) != ranges.end())
            continue;
        ranges.push_back(range);
        names.emplace_back(n);
    }
    double inHook = 0;
    for (const auto &[low, high] : ranges)
        inHook += histogramSamplesIn(profile, low, high);
    const double share = inHook / double(profile.binSamples);
    if (share < 0.05)
        return std::nullopt;
    std::string list;
    for (const std::string &n : names)
        list += (list.empty() ? "" : ", ") + n;
    return Finding{
        FindingKind::HookCost,
        {},
        Message(GMONVIEW_TR_NOOP("gmonview::model",
                                 "%1 % of the samples (%2 of %3) are in the profiling hook's own "
                                 "code (%4): the cost of -pg itself"),
                fixedText(100 * share, 1), fixedText(inHook, 0), profile.binSamples, list),
        Message(GMONVIEW_TR_NOOP(
            "gmonview::model",
            "Every call of a function built with -pg first calls the hook, which looks the call "
            "up and counts it. gprof and gmonview credit the hook's samples to no function, so "
            "the profile's times leave that cost out while the program ran that much slower; "
            "for small functions called very often it can be most of the run. In a program "
            "linked dynamically the hook is in the C library and its time is not sampled at "
            "all.")),
        Message(GMONVIEW_TR_NOOP(
            "gmonview::model",
            "Read the times as those of the code without its instrumentation. To see where the "
            "calls cost most, look at the call counts; to measure without the hook, build "
            "without -pg and use a sampling profiler (perf), or mark the tiny hot functions "
            "inline or no_instrument_function.")),
    };
}

namespace {

// The address an x86-64 instruction's RIP-relative operand reads or
// writes ("[rip + 0x4dbe]" in capstone's Intel syntax), if it has one.
std::optional<uint64_t> ripTarget(const Instruction &insn)
{
    const size_t at = insn.operands.find("[rip ");
    if (at == std::string::npos || at + 8 > insn.operands.size())
        return std::nullopt;
    const char sign = insn.operands[at + 5];
    if (sign != '+' && sign != '-')
        return std::nullopt;
    const uint64_t disp = std::strtoull(insn.operands.c_str() + at + 7, nullptr, 0);
    const uint64_t next = insn.address + insn.size;
    return sign == '+' ? next + disp : next - disp;
}

} // namespace

std::optional<Finding> counterCost(const Executable &exe, const ProfileResult &profile)
{
    const ElfImage &elf = *exe.elf;
    if (!profile.hasHistogram || profile.binSamples == 0 || elf.machine() != EM_X86_64 ||
        elf.isPe())
        return std::nullopt;
    // gcov's counters: one array per function, __gcov0.NAME.
    std::vector<std::pair<uint64_t, uint64_t>> counters;
    for (const ElfSymbol &s : elf.symbols())
        if (s.type == STT_OBJECT && s.size && s.name.substr(0, 8) == "__gcov0.")
            counters.emplace_back(s.value, s.value + s.size);
    if (counters.empty())
        return std::nullopt;
    std::sort(counters.begin(), counters.end());
    // The busiest functions only: decoding is what costs.
    std::vector<const ProfileSymbol *> busiest;
    for (const ProfileSymbol &s : profile.symbols)
        if (s.isFunction && s.samples > 0)
            busiest.push_back(&s);
    constexpr size_t kDecoded = 8;
    const size_t decoded = std::min(busiest.size(), kDecoded);
    std::partial_sort(
        busiest.begin(), busiest.begin() + ptrdiff_t(decoded), busiest.end(),
        [](const ProfileSymbol *a, const ProfileSymbol *b) { return a->samples > b->samples; });
    busiest.resize(decoded);
    if (busiest.empty())
        return std::nullopt;
    auto disassembler = Disassembler::forImage(elf, exe.path);
    if (!disassembler)
        return std::nullopt;
    auto counterAt = [&](const Instruction &insn) -> std::optional<uint64_t> {
        const auto target = ripTarget(insn);
        if (!target)
            return std::nullopt;
        auto after =
            std::upper_bound(counters.begin(), counters.end(), std::make_pair(*target, UINT64_MAX));
        if (after == counters.begin() || *target >= (after - 1)->second)
            return std::nullopt;
        return target;
    };
    double onCounters = 0;
    for (const ProfileSymbol *s : busiest) {
        const auto code = (*disassembler)->decode(s->address, s->endAddress + 1);
        for (size_t i = 0; i < code.size(); ++i) {
            // An instruction that reads or writes a counter, or (unoptimised
            // code) the one that adds to it between its load and its store.
            const bool between = i > 0 && i + 1 < code.size() && counterAt(code[i - 1]) &&
                                 counterAt(code[i - 1]) == counterAt(code[i + 1]) &&
                                 !ripTarget(code[i]);
            if (between || counterAt(code[i]))
                onCounters +=
                    histogramSamplesIn(profile, code[i].address, code[i].address + code[i].size);
        }
    }
    const double share = onCounters / double(profile.binSamples);
    if (share < 0.05)
        return std::nullopt;
    return Finding{
        FindingKind::CounterCost,
        {},
        Message(GMONVIEW_TR_NOOP("gmonview::model",
                                 "%1 % of the samples (%2 of %3) are on instructions that update "
                                 "gcov's counters (in the %4 busiest functions): the cost of "
                                 "coverage itself"),
                fixedText(100 * share, 1), fixedText(onCounters, 0), profile.binSamples, decoded),
        Message(GMONVIEW_TR_NOOP(
            "gmonview::model",
            "The program was built with coverage (-fprofile-arcs or --coverage): each branch "
            "it takes adds one to a counter in memory, and those instructions take samples of "
            "their own. The functions' and lines' times include that cost, which the program "
            "built without coverage does not pay; only counters updated in memory are found "
            "(at -O2 GCC keeps some in registers through a loop).")),
        Message(GMONVIEW_TR_NOOP(
            "gmonview::model",
            "Take the times from a build without coverage (profile it too, and compare the two "
            "with File > Compare) and the execution counts from the coverage build; or read "
            "these times as those of the coverage build.")),
    };
}

std::optional<Finding> threadsFinding(const ElfImage &elf)
{
    // (MinGW's CRT imports CreateThread for its sampling thread, so on
    // Windows only the C runtime's thread functions tell.)
    std::string_view n;
    for (const ElfSymbol &s : elf.symbols()) {
        const std::string_view name = baseName(s.name);
        if (name == "pthread_create" || name == "thrd_create" || name == "_beginthreadex" ||
            name == "_beginthread" || (name == "CreateThread" && !elf.isPe())) {
            n = name;
            break;
        }
    }
    if (n.empty())
        return std::nullopt;
    return Finding{
        FindingKind::Threads,
        {},
        Message(GMONVIEW_TR_NOOP("gmonview::model", "The program starts threads (it calls %1)"),
                std::string(n)),
        Message(GMONVIEW_TR_NOOP(
            "gmonview::model",
            "gprof measures the process, not a thread: on Linux, glibc's profiling clock "
            "(ITIMER_PROF) counts the CPU time of every thread, so the samples of all threads "
            "are summed into one histogram, and a function's time is its time in all threads "
            "together (the total can exceed the time on the clock). The call counters are "
            "shared without locks: glibc's mcount drops a call that comes while another "
            "thread is counting, so call counts may be low. There is no per-thread view; C "
            "libraries with per-thread timers (LinuxThreads, before 2003) sampled only the "
            "main thread.")),
        Message(GMONVIEW_TR_NOOP(
            "gmonview::model",
            "For time per thread, use perf (perf record -g, then perf report --sort "
            "tid,symbol). With gprof, profile a run with one thread (a -pthread build told to "
            "use a single worker) and compare the profile's total time with the program's "
            "CPU time (time ./program).")),
    };
}

std::optional<Finding> histogramGrain(const ProfileResult &profile)
{
    if (!profile.hasHistogram)
        return std::nullopt;
    double bytesPerBin = 0;
    const MergedHistogram *coarsest = nullptr;
    for (const MergedHistogram &h : profile.histograms) {
        if (h.samples.empty() || h.highPc <= h.lowPc)
            continue;
        const double b = double(h.highPc - h.lowPc) / double(h.samples.size());
        if (b > bytesPerBin) {
            bytesPerBin = b;
            coarsest = &h;
        }
    }
    const long rate = profile.rate > 0 ? profile.rate : 100;
    // glibc keeps one 16-bit counter for every 4 bytes of code (HISTFRACTION
    // 2), whatever the program's size: that is the finest gprof gets, and
    // what is usual.
    const bool coarse = coarsest && bytesPerBin > 4.05;
    if (rate == 100 && !coarse)
        return std::nullopt;
    Message what =
        coarse ? Message(GMONVIEW_TR_NOOP("gmonview::model",
                                          "The histogram was sampled %1 times a second, and "
                                          "each of its bins covers %2 bytes of code (%3 bins "
                                          "for %4 to %5)"),
                         rate, fixedText(bytesPerBin, 1), coarsest->samples.size(),
                         hexString(coarsest->lowPc), hexString(coarsest->highPc))
               : Message(GMONVIEW_TR_NOOP("gmonview::model",
                                          "The histogram was sampled %1 times a second, not "
                                          "gprof's usual 100: each sample counts as %2 ms"),
                         rate, fixedText(1000.0 / double(rate), 2));
    return Finding{
        FindingKind::HistogramGrain,
        {},
        std::move(what),
        coarse ? Message(GMONVIEW_TR_NOOP(
                             "gmonview::model",
                             "A bin's samples are shared by overlap among the lines and "
                             "instructions it covers, as gprof shares them among functions: "
                             "with %1 bytes a bin spans several instructions (glibc's bins "
                             "cover 4 bytes), so the time of a line or an instruction is "
                             "spread over its neighbours, and functions share the bins at "
                             "their edges. Function totals are right to within a bin; "
                             "line-level figures are not exact."),
                         fixedText(bytesPerBin, 1))
               : Message(GMONVIEW_TR_NOOP(
                             "gmonview::model",
                             "Times are samples divided by the rate the file gives (%1 Hz), as "
                             "gprof does: right if the C library sampled at that rate. A lower "
                             "rate means fewer samples for the same run, and so noisier "
                             "times."),
                         rate),
        coarse ? Message(GMONVIEW_TR_NOOP("gmonview::model",
                                          "Read line- and instruction-level times as shares of "
                                          "whole bins; for exact addresses, use a profiler that "
                                          "records each sample's address (perf record, then perf "
                                          "annotate)."))
               : Message(GMONVIEW_TR_NOOP("gmonview::model",
                                          "Check the rate against the C library's profiling "
                                          "clock; for more samples, run longer or sum several "
                                          "runs.")),
    };
}

} // namespace gmonview
