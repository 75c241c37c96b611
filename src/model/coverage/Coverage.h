// SPDX-License-Identifier: MIT
#pragma once

#include "io/GcovFile.h"
#include "io/Message.h"
#include "io/Result.h"
#include "model/engine/ProfileResult.h"

#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace gmonview {

// Exact execution counts from GCC's coverage data (a program built with
// --coverage, beside -pg), as the real gcov reads them: `gcov --json-format
// --stdout --branch-counts`, one run of the gcov of the GCC that wrote the
// files. gcov's counts add up over every run that wrote a .gcda file.
struct CoverageLine
{
    uint32_t line = 0;
    uint64_t count = 0;
    bool unexecutedBlock = false; // some code on it never ran
    std::string function;         // the function gcov names it in (mangled)
    struct Branch
    {
        uint64_t count = 0;
        bool fallthrough = false;
        bool isThrow = false;
    };
    std::vector<Branch> branches;
};

struct CoverageFunction
{
    std::string name;          // mangled
    std::string demangledName; // as gcov gives it
    uint32_t startLine = 0;
    uint32_t endLine = 0;
    uint64_t executionCount = 0; // times it was entered
    uint32_t blocks = 0;
    uint32_t blocksExecuted = 0;
};

struct CoverageFile
{
    // As gcov names it (the compiler's name for the source), from the
    // folder the compiler ran in when that name is relative.
    std::string path;
    std::vector<CoverageLine> lines; // by line; only lines with code
    std::vector<CoverageFunction> functions;
};

struct CoverageData
{
    std::string gcov;                   // the gcov run
    std::string gccVersion;             // of the files, as gcov says it
    uint32_t runs = 0;                  // the most runs any .gcda file holds
    std::vector<std::string> dataFiles; // the .gcda files read
    std::vector<CoverageFile> files;    // merged over the data files, by path
    std::vector<Message> warnings;      // files that could not be read
};

// The gcov for coverage files written by GCC MAJOR: gcov-MAJOR, or gcov
// when its --version is MAJOR's. The error names the version missing.
Result<std::string> gcovFor(int major);

// The counts of the .gcda files DATA_FILES (each beside its .gcno, as the
// compiler left them), read by the gcov of the GCC that wrote them. Files
// that cannot be read are left out with a warning naming them and why;
// the error says why none could be.
Result<CoverageData> readCoverage(const std::vector<std::string> &dataFiles);

// A function whose calls mcount counted and whose entries gcov counted
// differ: the two come from different runs or builds.
struct CountMismatch
{
    std::string function; // demangled
    uint64_t mcount = 0;  // calls into it, its own included (the profile's)
    uint64_t gcov = 0;    // times it was entered (the coverage data's)
};

// The functions of PROFILE whose calls (from others and from itself, as
// mcount counts them) differ from gcov's execution count, matched by
// mangled name. Functions gcov counts inlined somewhere (INLINED: their
// names, as DWARF's inlined copies give them) are left out: mcount never
// runs for inlined code. Functions mcount saw no call into (main, called
// from the C library's unprofiled code) are left out too. By name.
std::vector<CountMismatch> callCountMismatches(const ProfileResult &profile,
                                               const CoverageData &coverage,
                                               const std::set<std::string> &inlined);

// The name among FILES (as the debug information names sources) of gcov's
// source PATH: the same path, or the one file with its base name; PATH
// itself when there is none.
std::string sourceFileOf(const std::string &path, const std::vector<std::string> &files);

// The .gcda files under FOLDER (and its subfolders), sorted.
std::vector<std::string> findCoverageData(const std::string &folder);

} // namespace gmonview
