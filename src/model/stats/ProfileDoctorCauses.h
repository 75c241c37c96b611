// SPDX-License-Identifier: MIT
#pragma once

// The doctor's findings about why a profile is empty, thin, coarse or
// weighed down by its own instrumentation (issue 30): each names the cause
// it can tell from the run and the executable, and the fix.
// ProfileDoctor.cpp calls them; kept apart to keep each file short.

#include "model/stats/ProfileDoctor.h"

namespace gmonview {

// A run that holds calls and no sample: the profiling clock never sampled
// the program (too brief, SIGPROF blocked, no profil on the target).
std::optional<Finding> callsWithoutSamples(const ElfImage &elf, const GmonFile &run);

// Runs with samples and no call at all from a program built by clang for a
// target where clang's -pg records none (AArch64, RISC-V, LoongArch, ARM,
// s390x); null for any other program.
std::optional<Finding> clangRecordsNoCalls(const Executable &exe);

// Runs with calls from a program built by clang for s390x, where clang's
// -pg code leaves glibc's _mcount a stale caller address.
std::optional<Finding> clangMisplacesCalls(const Executable &exe, const ProfileResult &profile);

// The samples of PROFILE's histograms in [LOW, HIGH), each bin's shared by
// overlap.
double histogramSamplesIn(const ProfileResult &profile, uint64_t low, uint64_t high);

// Many samples in the profiling hook's own code (mcount and the function
// it calls, linked into the executable): the instrumentation's cost.
std::optional<Finding> hookCost(const Executable &exe, const ProfileResult &profile);

// Many samples on x86-64 instructions that update gcov's counters
// (__gcov0.*), in the few busiest functions (decoded only for a coverage
// build): the cost of coverage itself.
std::optional<Finding> counterCost(const Executable &exe, const ProfileResult &profile);

// A program that starts threads, told by the first thread-starting
// function it imports.
std::optional<Finding> threadsFinding(const ElfImage &elf);

// A histogram sampled at another rate than 100 Hz, or whose bins cover
// more bytes than glibc's 4.
std::optional<Finding> histogramGrain(const ProfileResult &profile);

} // namespace gmonview
