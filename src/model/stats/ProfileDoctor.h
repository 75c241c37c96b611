// SPDX-License-Identifier: MIT
#pragma once

#include "io/Message.h"
#include "model/engine/ProfilePipeline.h"
#include "model/stats/CallSiteChecks.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gmonview {

// What the doctor can find in a profile that it cannot show right, or not
// well. The first five make its numbers wrong; the others are cautions.
enum class FindingKind
{
    ForeignRun,          // the gmon file was not written by this executable
    AddressShift,        // its addresses are the executable's, moved (PIE/non-PIE)
    ClangCallsWrong,     // calls recorded by clang's -pg on s390x: wrong callers
    TruncatedRun,        // the run's file ends early
    EmptyRun,            // no sample and no call at all: the program did nothing profiled
    CallsWithoutSamples, // calls and no sample: the profiling clock never sampled
    OutsideSamples,      // many samples fall outside every function
    HookCost,            // many samples in mcount's own code: -pg's cost
    CounterCost,         // many samples on gcov's counter updates: coverage's cost
    NoCallCounts,        // functions with samples but no calls: built without -pg
    Threads,             // a multi-threaded program
    FewSamples,          // too few samples for the times to mean much
    FoldedClones,        // GCC clone pieces gprof counts under unrelated functions
    HistogramGrain,      // a rate other than 100 Hz, or bins coarser than glibc's 4 bytes
    // With GCC's coverage data beside the runs (CoverageChecks.h):
    CoverageOtherRuns, // gcov's counts are not of the runs summed (mcount disagrees)
    CoverageBuild,     // which build the samples were taken on, and gcov's runs
    // glibc's profiles of a shared library (LibraryChecks.h):
    LibraryProfile,     // what it counts, and that the file sums every process
    LibraryProfileOpen, // a process still has it mapped
    LibraryCallsMerged, // glibc merges outside calls into functions of one span
};

// The samples a function needs for its time to be known to ±5 % (√N / N):
// below this on the busiest function, the doctor finds too few samples.
inline constexpr double kEnoughSamples = 400;

struct Finding
{
    FindingKind kind = FindingKind::FewSamples;
    std::string file; // the gmon file it is about; empty: the profile as a whole
    Message what;     // what was found (naming the file)
    Message meaning;  // what it means for the numbers
    Message fix;      // what to do

    // The report prints these on standard error: its numbers are wrong.
    bool numbersWrong() const
    {
        return kind == FindingKind::ForeignRun || kind == FindingKind::AddressShift ||
               kind == FindingKind::TruncatedRun || kind == FindingKind::EmptyRun ||
               kind == FindingKind::ClangCallsWrong;
    }
};

// The findings about one run read with EXE: whether EXE wrote it (its
// histogram's range against EXE's code; its arcs' return addresses against
// the calls in EXE's code, asked of CHECKS, made for EXE), whether it
// ends early, and whether it holds nothing or calls without a sample. Once
// STOP says stop, what it returns is to be dropped.
std::vector<Finding> examineRun(const Executable &exe, const GmonFile &run,
                                const CallSiteChecks &checks, const StopRequested &stop = {});

// The findings about the profile of runs summed: samples outside every
// function or in the instrumentation's own code (mcount, gcov's counters),
// functions without call counts (and clang's -pg where it records none, or
// the wrong callers), threads, clone pieces (foo.part.0, foo.cold, ...) that
// gprof counts under the unrelated function before them, a histogram's
// rate or grain, too few samples.
std::vector<Finding> examineProfile(const Executable &exe, const ProfileResult &profile);

// Every finding about RUNS (read again from their files, with ANALYSIS's
// program; those that cannot be read are left to the load, which said why)
// and then about ANALYSIS's profile, in DoctorCollector's order: for a
// window that shows the profile first and the findings when they come.
// Null once STOP says stop.
std::optional<std::vector<Finding>> examineAfterwards(const Analysis &analysis,
                                                      const std::vector<std::string> &runs,
                                                      const StopRequested &stop = {});

// Examines each run as the pipeline reads it (once, keeping no copy, the
// runs the sum refuses too), then the profile.
class DoctorCollector
{
public:
    // Keeps any runRead REQUEST has, and calls it first.
    [[nodiscard]] AnalysisRequest attach(AnalysisRequest request);
    // Every finding about the runs read for ANALYSIS, then about its profile.
    std::vector<Finding> findings(const Analysis &analysis) const;
    // The findings about the runs alone (every one that makes the numbers
    // wrong is about a run), for readers that keep no Analysis.
    const std::vector<Finding> &runFindings() const { return m_seen->runFindings; }

private:
    struct Seen
    {
        std::vector<Finding> runFindings;
        std::shared_ptr<const ElfImage> elf; // the checks'
        std::unique_ptr<CallSiteChecks> checks;
    };
    // The attached request holds this, shared: the collector may move.
    std::shared_ptr<Seen> m_seen = std::make_shared<Seen>();
};

} // namespace gmonview
