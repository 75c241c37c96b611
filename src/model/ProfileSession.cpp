#include "ProfileSession.h"

#include "ElfImage.h"

#include <sys/stat.h>

namespace gmonview {

Result<std::shared_ptr<const Executable>> Executable::load(const std::string &path)
{
    auto elf = ElfImage::fromFile(path);
    if (!elf)
        return elf.error();
    if (!(*elf)->textSection())
        return Error{GMONVIEW_TR_NOOP("Profile", "%1: has no .text section"), path};
    auto exe = std::make_shared<Executable>();
    exe->path = path;
    exe->elf = *elf;
    exe->target = GmonTarget{(*elf)->addressSize(), (*elf)->isBigEndian()};
    auto symbols = std::make_shared<SymbolTable>(SymbolTable::build(**elf, nullptr, {}));
    if (symbols->symbols.empty())
        return Error{GMONVIEW_TR_NOOP("Profile", "%1: has no function symbols"), path};
    std::vector<SymbolSpec> specs;
    for (const std::string &name : defaultExcludedFunctions()) {
        specs.push_back({name, SpecTable::ExclTime});
        specs.push_back({name, SpecTable::ExclGraph});
        specs.push_back({name, SpecTable::ExclFlat});
    }
    exe->specs = std::make_shared<SymbolSpecs>(SymbolSpecs::resolve(specs, *symbols));
    exe->symbols = std::move(symbols);
    if (auto calls = findDirectCalls(**elf))
        exe->directCalls = std::move(*calls);
    return std::shared_ptr<const Executable>(std::move(exe));
}

RunStats statsOf(const GmonFile &file)
{
    RunStats s;
    s.path = file.path;
    s.format = file.format;
    for (const HistogramRecord &h : file.histograms)
        for (uint16_t b : h.bins)
            s.samples += b;
    s.arcs = file.arcs.size();
    for (const ArcRecord &a : file.arcs)
        s.calls += a.count;
    struct stat st
    {};
    if (::stat(file.path.c_str(), &st) == 0)
        s.modified = st.st_mtime;
    return s;
}

AddOutcome addRuns(ProfileAccumulator &sum, const std::vector<GmonFile> &runs)
{
    AddOutcome out;
    for (const GmonFile &run : runs) {
        auto added = sum.add(run);
        if (added)
            out.accepted.push_back(statsOf(run));
        else
            out.refused.push_back(added.error());
    }
    return out;
}

} // namespace gmonview
