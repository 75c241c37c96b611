// SPDX-License-Identifier: MIT
#pragma once

#include "io/GmonFile.h"
#include "io/Result.h"
#include "model/engine/ProfileResult.h"
#include "model/engine/SymbolSpecs.h"
#include "model/engine/SymbolTable.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gmonview {

class DwarfLineTable;
class ElfImage;

// What shapes an executable's symbol table: gprof's options that change
// which symbols there are, the user's symbol specs, and the granularity.
struct ProgramOptions
{
    bool ignoreStaticFunctions = false;        // -a
    bool ignoreNonFunctions = false;           // -D
    std::vector<FunctionMapEntry> functionMap; // -R, as readFunctionMap gives it
    std::vector<SymbolSpec> specs;             // the user's, in order; gprof's defaults follow
    bool lineGranularity = false;              // -l (and -s): a symbol per source line
    // Which functions are given their file and line from the DWARF line
    // table: none (the window's first picture), the static ones (gprof's
    // index names their files: the report's default, which reads no line
    // table when .debug_aranges shows none holds a static function), or
    // all (the report's -L, -C, -A and FILE specs, the source pane).
    enum class FileNames
    {
        None,
        OfStatics,
        All
    };
    FileNames fileNames = FileNames::None;
    // The window's: GCC clone pieces credited to the functions they were
    // split from (SymbolTable::splitClonePieces), not gprof's text.
    bool creditClonePieces = false;
    // At line granularity: line symbols only where their code meets one of
    // these address ranges ([low, high), sorted), the rest by function, and
    // no inlined frames read. The same samples per source line for a
    // fraction of the work, when the ranges hold every sample (the
    // exports; see sampledLineOptions). Unset: every line.
    std::optional<std::vector<std::pair<uint64_t, uint64_t>>> linesOnlyIn;
    // The runs are glibc's profiles of this shared library (LD_PROFILE):
    // a symbol "<outside the library>" at kOutsideCaller stands for the
    // callers outside it (analyze sets it).
    bool outsideCaller = false;

    bool operator==(const ProgramOptions &) const = default;
};

// An executable read once (ELF, symbols by gprof's rules, the specs), ready
// to take runs. Shared, immutable, safe across threads.
struct Executable
{
    std::string path;
    ProgramOptions options; // what it was read with
    std::shared_ptr<const ElfImage> elf;
    std::shared_ptr<const DwarfLineTable> lines; // null unless read and readable
    // The DWARF functions and their inlined copies, read with the lines at
    // line granularity (null otherwise, or when unreadable).
    std::shared_ptr<const DwarfFunctionTable> functions;
    std::shared_ptr<const SymbolTable> symbols;
    std::shared_ptr<const SymbolSpecs> specs;
    GmonTarget target;
    std::vector<Message> warnings; // what reading it recovered from

    // STOP ends the reading early (see Stop.h), with a result to drop.
    static Result<std::shared_ptr<const Executable>> load(const std::string &path,
                                                          const ProgramOptions &options = {},
                                                          const StopRequested &stop = {});
    // Reads the same file with OPTIONS, reusing the ELF (and the DWARF line
    // table when this one has it) instead of reading them again.
    Result<std::shared_ptr<const Executable>> withOptions(const ProgramOptions &options,
                                                          const StopRequested &stop = {}) const;
};

// One gmon file as the runs list shows it.
struct RunStats
{
    std::string path;
    GmonFormat format = GmonFormat::Gnu;
    uint64_t samples = 0; // histogram counts, all records
    uint64_t arcs = 0;    // arc records
    uint64_t calls = 0;   // sum of arc counts
    int64_t modified = 0; // seconds since the epoch
    // A fingerprint of what the run measured (FNV-1a over its histograms,
    // arcs and block counts): two files with the same are the same run.
    uint64_t contentHash = 0;
};

RunStats statsOf(const GmonFile &file);

// The range the C library samples, from ELF's symbols: glibc's monstartup
// takes __executable_start to etext in 4-byte steps; MinGW-w64 also ends
// at etext. Each end is unknown when its symbol is missing.
struct ProfiledRange
{
    std::optional<uint64_t> start; // __executable_start
    std::optional<uint64_t> etext; // etext, _etext or __etext
    uint64_t low() const { return *start & ~uint64_t(3); }
    uint64_t high() const { return (*etext + 3) & ~uint64_t(3); }
};
ProfiledRange profiledRange(const ElfImage &elf);

// The programs in the folder of GMON_PATH that could have written it, best
// first: executables built with -pg (they call mcount) whose code holds the
// run's addresses; those whose profiled range the run spans exactly lead,
// then the newest built before the run. For a gmon file
// opened from a file manager, which names no program. Looks at no more than
// MAX_CANDIDATES executables.
std::vector<std::string> findProgramsFor(const std::string &gmonPath, int maxCandidates = 64);

} // namespace gmonview
