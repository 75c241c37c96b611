// SPDX-License-Identifier: MIT
#include "model/stats/LibraryChecks.h"

#include "io/ElfImage.h"
#include "io/Hex.h"
#include "io/LibraryProfile.h"
#include "model/engine/ProfileSession.h"
#include "model/engine/SymbolTable.h"

#include <algorithm>

namespace gmonview {

namespace {

Finding foreignLibraryRun(const GmonFile &run, Message why)
{
    return {FindingKind::ForeignRun, run.path,
            Message(GMONVIEW_TR_NOOP("gmonview::model", "%1 was not written for this library: %2"),
                    run.path, std::move(why)),
            Message(GMONVIEW_TR_NOOP("gmonview::model",
                                     "Its addresses are read against another library's code, so "
                                     "the samples and calls land on the wrong functions.")),
            Message(GMONVIEW_TR_NOOP("gmonview::model",
                                     "Open the profile with the very library the program loaded "
                                     "(ldd shows which; a rebuild moves its code), or remove the "
                                     "profile and run the program again."))};
}

// glibc's _dl_mcount finds an arc by the callee's span (its offset shifted
// right by log2 of twice its record of a caller: a pointer and a 16-bit
// link, 16 bytes on 64-bit targets) and then by the caller alone.
std::optional<Finding> mergedOutsideCalls(const Executable &exe, const GmonFile &run)
{
    const unsigned shift = exe.target.addressSize == 8 ? 5 : 4;
    const uint64_t low = run.histograms.front().lowPc;
    const auto &symbols = exe.symbols->symbols;
    std::vector<std::string> pairs;
    for (const ArcRecord &a : run.arcs) {
        if (a.fromPc != kOutsideCaller)
            continue;
        const uint64_t span = (a.selfPc - low) >> shift;
        for (const ProfileSymbol &s : symbols) {
            if (s.address == a.selfPc || s.address < low || s.isStatic || !s.isFunction ||
                ((s.address - low) >> shift) != span)
                continue;
            const int at = exe.symbols->lookup(a.selfPc);
            pairs.push_back((at >= 0 ? symbols[size_t(at)].displayName : hexString(a.selfPc)) +
                            " and " + s.displayName);
        }
    }
    if (pairs.empty())
        return std::nullopt;
    std::string named;
    for (size_t i = 0; i < pairs.size() && i < 5; ++i)
        named += (i ? ", " : "") + pairs[i];
    return Finding{
        FindingKind::LibraryCallsMerged, run.path,
        Message(GMONVIEW_TR_NOOP("gmonview::model",
                                 "glibc may have merged the calls from outside the library into "
                                 "functions that start within %1 bytes of each other: %2"),
                std::to_string(1u << shift), named),
        Message(
            GMONVIEW_TR_NOOP(
                "gmonview::model",
                "glibc files a call into the library under the callee's %1-byte span and the "
                "caller, and every caller outside the library is the same one: calls from "
                "outside into the second function of a span are counted as calls into whichever "
                "was called first, and the other shows none. The samples are not affected."),
            std::to_string(1u << shift)),
        Message(GMONVIEW_TR_NOOP("gmonview::model",
                                 "Read those functions' call counts as their sum. To count them "
                                 "apart, align the library's exported functions to %1 bytes "
                                 "(-falign-functions=%1) and profile again."),
                std::to_string(1u << shift))};
}

} // namespace

std::vector<Finding> examineLibraryRun(const Executable &exe, const GmonFile &run)
{
    std::vector<Finding> out;
    if (run.version != kLibraryProfileVersion || run.histograms.empty())
        return out;
    const ElfImage &elf = *exe.elf;
    const HistogramRecord &h = run.histograms.front();
    const ElfSection *text = elf.textSection();
    if (text && (h.lowPc > text->address || h.highPc < text->address + text->size)) {
        out.push_back(foreignLibraryRun(
            run, Message(GMONVIEW_TR_NOOP("gmonview::model",
                                          "its histogram covers %1-%2, and the library's code "
                                          "is at %3-%4"),
                         hexString(h.lowPc), hexString(h.highPc), hexString(text->address),
                         hexString(text->address + text->size))));
    } else {
        // Calls enter the library where its exported functions start
        // (glibc counts them at the PLT's target).
        const auto &symbols = exe.symbols->symbols;
        for (const ArcRecord &a : run.arcs) {
            const int at = exe.symbols->lookup(a.selfPc);
            // Only an exported function can be called through a PLT.
            if (at >= 0 && symbols[size_t(at)].address == a.selfPc &&
                !symbols[size_t(at)].isStatic)
                continue;
            out.push_back(foreignLibraryRun(
                run, Message(GMONVIEW_TR_NOOP("gmonview::model",
                                              "it counts calls entering the library at %1, "
                                              "where none of its exported functions starts"),
                             hexString(a.selfPc))));
            break;
        }
    }
    out.push_back(
        {FindingKind::LibraryProfile, run.path,
         Message(GMONVIEW_TR_NOOP("gmonview::model",
                                  "%1 is glibc's profile of the shared library %2 (LD_PROFILE)"),
                 run.path, exe.path),
         Message(GMONVIEW_TR_NOOP(
             "gmonview::model",
             "Its samples are exact for the library's code. Calls are counted only where they "
             "enter the library through its PLT (its exported functions, called from outside "
             "or through the PLT from inside): calls inside the library are not recorded, so "
             "its functions' call counts leave them out, and every caller outside the library "
             "is one, <outside the library>. The file is shared by every process that used "
             "the same output folder and is not reset between runs: it holds their sum.")),
         Message(GMONVIEW_TR_NOOP(
             "gmonview::model",
             "For the figures of one run, remove the file (or give LD_PROFILE_OUTPUT a new "
             "folder) before running. For calls inside the library, build it into a program "
             "with -pg instead."))});
    if (auto merged = mergedOutsideCalls(exe, run))
        out.push_back(std::move(*merged));
    const auto mapping = processesMapping(run.path);
    if (!mapping.empty())
        out.push_back(
            {FindingKind::LibraryProfileOpen, run.path,
             Message(GMONVIEW_TR_NOOP("gmonview::model",
                                      "%1 is still being written: process %2 (%3) has "
                                      "it mapped"),
                     run.path, std::to_string(mapping.front().first), mapping.front().second),
             Message(GMONVIEW_TR_NOOP("gmonview::model",
                                      "A program running with LD_PROFILE updates the "
                                      "file in place: the figures shown are of a "
                                      "moment, and change while it runs.")),
             Message(GMONVIEW_TR_NOOP("gmonview::model", "Open the file again once the program has "
                                                         "exited."))});
    return out;
}

std::optional<Message> whyNoLibraryProfile(const ElfImage &library, const std::string &path)
{
    if (library.sectionByName(".rela.plt") || library.sectionByName(".rel.plt"))
        return std::nullopt;
    return Message(GMONVIEW_TR_NOOP("gmonview::model",
                                    "glibc writes no profile of %1, and says nothing: it has no "
                                    "PLT relocations, the places LD_PROFILE counts calls at "
                                    "(nothing calls its functions through a PLT). Profile it "
                                    "built into a program with -pg instead."),
                   path);
}

} // namespace gmonview
