#pragma once

#include "GmonFile.h"
#include "Profile.h"
#include "Result.h"
#include "SymbolSpecs.h"
#include "SymbolTable.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace gmonview {

class ElfImage;

// An executable read once (ELF, symbols by gprof's rules, default
// exclusions), ready to take runs. Shared, immutable, safe across threads.
struct Executable
{
    std::string path;
    std::shared_ptr<const ElfImage> elf;
    std::shared_ptr<const SymbolTable> symbols;
    std::shared_ptr<const SymbolSpecs> specs;
    GmonTarget target;

    static Result<std::shared_ptr<const Executable>> load(const std::string &path);
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
};

RunStats statsOf(const GmonFile &file);

// The programs in the folder of GMON_PATH that could have written it, best
// first: executables built with -pg (they call mcount) whose code holds the
// run's addresses; those whose profiled range the run spans exactly lead,
// then the newest built before the run. For a gmon file
// opened from a file manager, which names no program. Looks at no more than
// MAX_CANDIDATES executables.
std::vector<std::string> findProgramsFor(const std::string &gmonPath, int maxCandidates = 64);

} // namespace gmonview
