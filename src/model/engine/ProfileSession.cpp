// SPDX-License-Identifier: MIT
#include "model/engine/ProfileSession.h"

#include "io/ElfImage.h"
#include "io/LibraryProfile.h"
#include "io/dwarf/DwarfFunctionTable.h"
#include "io/dwarf/DwarfLineTable.h"

#include <algorithm>
#include <cstring>
#include <elf.h>
#include <filesystem>
#include <map>
#include <optional>
#include <sys/stat.h>
#include <tuple>

namespace gmonview {

namespace {

// EXE's line table, when its options want one: LINES when given (read
// before), else read now; what reading it recovered from, or why it could
// not, goes to EXE's warnings.
void readLines(Executable &exe, std::shared_ptr<const DwarfLineTable> lines,
               const StopRequested &stop)
{
    const ProgramOptions &options = exe.options;
    const ElfImage &elf = *exe.elf;
    bool wantLines = options.lineGranularity || options.fileNames == ProgramOptions::FileNames::All;
    if (options.fileNames == ProgramOptions::FileNames::OfStatics && !wantLines) {
        std::vector<uint64_t> statics;
        for (const ElfSymbol &s : elf.symbols())
            if (s.bind == STB_LOCAL && s.type != STT_SECTION && s.type != STT_FILE)
                statics.push_back(s.value);
        wantLines = lines || DwarfLineTable::mayHoldLines(elf, exe.path, statics);
    }
    if (wantLines && !lines) {
        auto table = DwarfLineTable::read(elf, exe.path, DwarfLineTable::Method::Fast, stop);
        if (table) {
            exe.warnings.insert(exe.warnings.end(), table->warnings().begin(),
                                table->warnings().end());
            lines = std::make_shared<const DwarfLineTable>(std::move(*table));
        } else {
            exe.warnings.push_back(table.error().what);
        }
    }
    if (wantLines)
        exe.lines = lines;
}

// The options of EXE's symbol table, from its program options.
SymbolTableOptions symbolTableOptions(const Executable &exe)
{
    const ProgramOptions &options = exe.options;
    SymbolTableOptions symbolOptions;
    symbolOptions.ignoreStaticFunctions = options.ignoreStaticFunctions;
    symbolOptions.ignoreNonFunctions = options.ignoreNonFunctions;
    if (!options.functionMap.empty())
        symbolOptions.functionMap = &options.functionMap;
    symbolOptions.creditClonePieces = options.creditClonePieces;
    if (options.linesOnlyIn)
        symbolOptions.linesOnlyIn = &*options.linesOnlyIn;
    symbolOptions.filesOfStaticsOnly =
        options.fileNames == ProgramOptions::FileNames::OfStatics && !options.lineGranularity;
    return symbolOptions;
}

Error readingStopped(const std::string &path)
{
    return Error{GMONVIEW_TR_NOOP("gmonview::model", "%1: reading was stopped"), path};
}

// A symbol per source line (EXE has its line table), named after the DWARF
// functions where they can be read; those functions go to EXE.
Result<std::shared_ptr<const SymbolTable>> lineSymbols(Executable &exe,
                                                       const SymbolTableOptions &symbolOptions,
                                                       StopCheck &stopped,
                                                       const StopRequested &stop)
{
    std::shared_ptr<const DwarfFunctionTable> functions;
    if (!exe.lines->empty() && !exe.options.linesOnlyIn) {
        auto table = DwarfFunctionTable::read(*exe.elf, exe.path, stop);
        if (table)
            functions = std::make_shared<const DwarfFunctionTable>(std::move(*table));
        else
            exe.warnings.emplace_back(
                GMONVIEW_TR_NOOP("gmonview::model",
                                 "%1: source lines are named after the ELF symbols around "
                                 "them, not the DWARF functions, which could not be read: %2"),
                exe.path, table.error().what);
    }
    if (stopped.now())
        return readingStopped(exe.path); // for the caller, who asked, to drop
    SymbolTable table =
        SymbolTable::buildLineGranular(*exe.elf, *exe.lines, functions.get(), symbolOptions, stop);
    if (exe.options.outsideCaller)
        table.addOutsideCaller();
    auto symbols = std::make_shared<const SymbolTable>(std::move(table));
    exe.functions = std::move(functions);
    return symbols;
}

// A symbol per function, a clone piece credited to its function when the
// options ask for it.
std::shared_ptr<const SymbolTable> functionSymbols(const Executable &exe,
                                                   const SymbolTableOptions &symbolOptions,
                                                   const StopRequested &stop)
{
    const ElfImage &elf = *exe.elf;
    SymbolTable table = SymbolTable::build(elf, exe.lines.get(), symbolOptions);
    if (exe.options.outsideCaller)
        table.addOutsideCaller();
    if (exe.options.creditClonePieces) {
        // DWARF says which function each piece came from, read only
        // when some piece was split off; without it, the piece's name.
        std::optional<DwarfFunctionTable> dwarf;
        table.splitClonePieces(elf, [&]() -> const DwarfFunctionTable * {
            auto read =
                DwarfFunctionTable::read(elf, exe.path, stop, DwarfFunctionTable::Depth::OutOfLine);
            if (!read)
                return nullptr;
            dwarf = std::move(*read);
            return &*dwarf;
        });
    }
    return std::make_shared<const SymbolTable>(std::move(table));
}

// Builds the symbol table and specs of ELF (read from PATH) for OPTIONS.
// LINES, when given, is ELF's line table, read before.
Result<std::shared_ptr<const Executable>>
buildExecutable(const std::string &path, std::shared_ptr<const ElfImage> elf,
                std::shared_ptr<const DwarfLineTable> lines, const ProgramOptions &options,
                const StopRequested &stop)
{
    if (!elf->textSection())
        return Error{GMONVIEW_TR_NOOP("gmonview::model", "%1: has no .text section"), path};
    auto exe = std::make_shared<Executable>();
    exe->path = path;
    exe->options = options;
    exe->elf = elf;
    exe->target = elf->gmonTarget();
    exe->warnings = elf->warnings();
    readLines(*exe, std::move(lines), stop);
    StopCheck stopped(stop);

    const SymbolTableOptions symbolOptions = symbolTableOptions(*exe);
    std::shared_ptr<const SymbolTable> symbols;
    if (options.lineGranularity && exe->lines) {
        auto read = lineSymbols(*exe, symbolOptions, stopped, stop);
        if (!read)
            return read.error();
        symbols = std::move(*read);
    } else {
        symbols = functionSymbols(*exe, symbolOptions, stop);
    }
    if (stopped.now()) // what was read may be partial: never a program
        return readingStopped(path);
    if (symbols->symbols.empty())
        return Error{GMONVIEW_TR_NOOP("gmonview::model", "%1: has no function symbols"), path};
    std::vector<SymbolSpec> specs = options.specs;
    const std::vector<SymbolSpec> defaults = defaultExclusionSpecs();
    specs.insert(specs.end(), defaults.begin(), defaults.end());
    exe->specs = std::make_shared<const SymbolSpecs>(SymbolSpecs::resolve(specs, *symbols));
    exe->symbols = std::move(symbols);
    return std::shared_ptr<const Executable>(std::move(exe));
}

} // namespace

Result<std::shared_ptr<const Executable>>
Executable::load(const std::string &path, const ProgramOptions &options, const StopRequested &stop)
{
    auto elf = ElfImage::fromFile(path, stop);
    if (!elf)
        return elf.error();
    return buildExecutable(path, *elf, nullptr, options, stop);
}

Result<std::shared_ptr<const Executable>> Executable::withOptions(const ProgramOptions &opts,
                                                                  const StopRequested &stop) const
{
    return buildExecutable(path, elf, lines, opts, stop);
}

RunStats statsOf(const GmonFile &file)
{
    RunStats s;
    s.path = file.path;
    s.format = file.format;
    s.arcs = file.arcs.size();
    for (const ArcRecord &a : file.arcs)
        s.calls += a.count;
    // A word at a time, each mixed in with a multiply and a shift (the
    // finalizer of splitmix64): FNV's byte at a time was a sixth of
    // summing 10,000 runs. Only compared within one analysis.
    uint64_t hash = 0xcbf29ce484222325ULL;
    auto mix = [&hash](uint64_t v) {
        hash = (hash ^ v) * 0x9e3779b97f4a7c15ULL;
        hash ^= hash >> 29;
    };
    for (const HistogramRecord &h : file.histograms) {
        mix(h.lowPc);
        mix(h.highPc);
        mix(h.rate);
        mix(h.bins.size());
        // The bins that counted, with their place: most are zero, and
        // hashing only the others keeps this cheap (gmonview diff reads
        // hundreds of runs).
        const size_t n = h.bins.size();
        for (size_t i = 0; i < n; ++i) {
            // Four bins at a time past the zeros.
            if (i % 4 == 0 && i + 4 <= n) {
                uint64_t four;
                std::memcpy(&four, &h.bins[i], sizeof four);
                if (four == 0) {
                    i += 3;
                    continue;
                }
            }
            if (h.bins[i]) {
                s.samples += h.bins[i];
                mix(i << 16 | h.bins[i]);
            }
        }
    }
    for (const ArcRecord &a : file.arcs) {
        mix(a.fromPc);
        mix(a.selfPc);
        mix(a.count);
    }
    for (const BasicBlockCount &b : file.blocks) {
        mix(b.address);
        mix(b.count);
    }
    s.contentHash = hash;
    s.modified = file.modified;
    struct stat st
    {};
    if (s.modified == 0 && ::stat(file.path.c_str(), &st) == 0) // not read from its file
        s.modified = st.st_mtime;
    return s;
}

ProfiledRange profiledRange(const ElfImage &elf)
{
    ProfiledRange range;
    for (const ElfSymbol &symbol : elf.symbols()) {
        if (symbol.sectionIndex == SHN_UNDEF)
            continue;
        if (symbol.name == "__executable_start")
            range.start = symbol.value;
        else if (symbol.name == "etext" || symbol.name == "_etext" || symbol.name == "__etext")
            range.etext = symbol.value;
    }
    return range;
}

namespace {

// Built with -pg: it calls (or, linked statically, holds) the profiling hook.
bool callsMcount(const ElfImage &elf)
{
    for (const ElfSymbol &symbol : elf.symbols()) {
        const std::string_view name = symbol.name.substr(0, symbol.name.find('@'));
        if (name == "mcount" || name == "_mcount" || name == "__gnu_mcount_nc" ||
            name == "__fentry__")
            return true;
    }
    return false;
}

// The run's addresses (its histograms, else its arcs) fall in ELF's code.
bool holdsAddressesOf(const ElfImage &elf, const GmonFile &run)
{
    auto inCode = [&](uint64_t low, uint64_t high) {
        for (const ElfSection &s : elf.sections())
            if (s.isExecutable() && std::max(low, s.address) < std::min(high, s.address + s.size))
                return true;
        return false;
    };
    bool any = false;
    for (const HistogramRecord &h : run.histograms) {
        if (h.lowPc >= h.highPc)
            continue;
        any = true;
        if (!inCode(h.lowPc, h.highPc))
            return false;
    }
    if (any)
        return true;
    for (const ArcRecord &a : run.arcs) {
        any = true;
        if (!inCode(a.selfPc, a.selfPc + 1))
            return false;
    }
    return any;
}

// The run's histograms span exactly ELF's profiled range.
bool spansExactly(const ElfImage &elf, const GmonFile &run)
{
    const ProfiledRange range = profiledRange(elf);
    if (!range.start || !range.etext || run.histograms.empty())
        return false;
    for (const HistogramRecord &h : run.histograms)
        if (h.lowPc != range.low() || h.highPc != range.high())
            return false;
    return true;
}

} // namespace

std::vector<std::string> findProgramsFor(const std::string &gmonPath, int maxCandidates)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    // glibc's profile of a shared library names it: beside the profile,
    // then where the library path and the system keep libraries.
    if (isLibraryProfile(gmonPath)) {
        const std::string name = libraryOfProfile(gmonPath);
        std::vector<fs::path> folders{fs::absolute(gmonPath, ec).parent_path()};
        if (const char *paths = std::getenv("LD_LIBRARY_PATH"))
            for (std::string_view rest = paths; !rest.empty();) {
                const size_t colon = rest.find(':');
                folders.emplace_back(rest.substr(0, colon));
                rest = colon == std::string_view::npos ? "" : rest.substr(colon + 1);
            }
        for (const char *dir : {"/lib", "/usr/lib", "/usr/local/lib"}) {
            folders.emplace_back(dir);
            for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
                if (it->path().filename().string().find("-linux-") != std::string::npos)
                    folders.push_back(it->path());
        }
        std::vector<std::string> out;
        for (const fs::path &dir : folders)
            if (std::error_code e;
                fs::is_regular_file(dir / name, e) && hasExecutableMagic((dir / name).string()))
                out.push_back((dir / name).string());
        return out;
    }
    const fs::path gmon = fs::absolute(gmonPath, ec);
    const auto runTime = fs::last_write_time(gmon, ec);
    if (ec)
        return {};
    struct Found
    {
        std::string path;
        bool exact; // the run's range is the program's, to the byte
        bool builtAfterRun;
        fs::file_time_type built;
    };
    std::vector<Found> found;
    std::map<std::tuple<unsigned, bool, unsigned>, std::optional<GmonFile>> runs;
    int looked = 0;
    // Incremented by hand: a range-for's increment throws filesystem_error
    // (a file removed while the folder is read, a permission).
    for (fs::directory_iterator it(gmon.parent_path(), ec), end; !ec && it != end;
         it.increment(ec)) {
        const fs::directory_entry &entry = *it;
        std::error_code e;
        if (!entry.is_regular_file(e) || entry.file_size(e) > (uint64_t(256) << 20) ||
            (entry.status(e).permissions() & fs::perms::owner_exec) == fs::perms::none ||
            !hasExecutableMagic(entry.path().string()))
            continue;
        if (++looked > maxCandidates)
            break;
        auto elf = ElfImage::fromFile(entry.path().string());
        if (!elf || !callsMcount(**elf))
            continue;
        // Read once per layout, not once per candidate.
        const GmonTarget layout = (*elf)->gmonTarget();
        const std::tuple<unsigned, bool, unsigned> target{layout.addressSize, layout.bigEndian,
                                                          layout.longSize};
        auto cached = runs.find(target);
        if (cached == runs.end()) {
            auto read = readGmonFile(gmon.string(), layout);
            cached = runs.emplace(target,
                                  read ? std::optional<GmonFile>(std::move(*read)) : std::nullopt)
                         .first;
        }
        const std::optional<GmonFile> &run = cached->second;
        if (!run || !holdsAddressesOf(**elf, *run))
            continue;
        const auto built = entry.last_write_time(e);
        found.push_back({entry.path().string(), spansExactly(**elf, *run), built > runTime, built});
    }
    std::sort(found.begin(), found.end(), [](const Found &a, const Found &b) {
        if (a.exact != b.exact)
            return a.exact;
        if (a.builtAfterRun != b.builtAfterRun)
            return !a.builtAfterRun;
        if (a.built != b.built)
            return a.built > b.built;
        return a.path < b.path;
    });
    std::vector<std::string> out;
    for (const Found &f : found)
        out.push_back(f.path);
    return out;
}

} // namespace gmonview
