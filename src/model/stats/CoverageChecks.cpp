// SPDX-License-Identifier: MIT
#include "model/stats/CoverageChecks.h"

#include "io/ElfImage.h"
#include "model/engine/ProfileSession.h"

namespace gmonview {

bool hasCoverageCounters(const Executable &exe)
{
    if (!exe.elf)
        return false;
    for (const ElfSymbol &s : exe.elf->symbols())
        if (s.name.starts_with("__gcov_"))
            return true;
    return false;
}

std::vector<Finding> examineCoverage(const Executable &exe, const ProfileResult &profile,
                                     const CoverageData &coverage,
                                     const std::set<std::string> &inlined, int runsSummed,
                                     int runsListed)
{
    std::vector<Finding> out;
    const auto mismatches = callCountMismatches(profile, coverage, inlined);
    if (!mismatches.empty()) {
        std::string named;
        for (size_t i = 0; i < mismatches.size() && i < 5; ++i)
            named += (i ? ", " : "") + mismatches[i].function + " (" +
                     std::to_string(mismatches[i].mcount) + " / " +
                     std::to_string(mismatches[i].gcov) + ")";
        if (mismatches.size() > 5)
            named += ", ...";
        out.push_back(Finding{
            FindingKind::CoverageOtherRuns,
            {},
            Message::counted(GMONVIEW_TR_N_NOOP("gmonview::model",
                                                "The execution counts are not of the runs "
                                                "summed: mcount and gcov count the calls of %n "
                                                "function(s) differently (calls / executions): "
                                                "%1"),
                             static_cast<long long>(mismatches.size()), named),
            Message(GMONVIEW_TR_NOOP("gmonview::model",
                                     "gcov adds every run of the coverage build to its .gcda "
                                     "files, while each gmon file holds one run; counts from "
                                     "other runs or another build are set against these "
                                     "samples, so times per execution are wrong by the ratio "
                                     "of the two.")),
            Message(GMONVIEW_TR_NOOP("gmonview::model",
                                     "Delete the .gcda files, run the program once, and open "
                                     "the gmon.out and the .gcda files that run wrote together "
                                     "(the same runs on both sides)."))});
    }
    const std::string program = exe.path;
    const long long gcovRuns = coverage.runs;
    Message what =
        hasCoverageCounters(exe)
            ? Message(GMONVIEW_TR_NOOP("gmonview::model",
                                       "The samples were taken on the coverage build (%1 has "
                                       "gcov's counters); the execution counts are of %2 run(s) "
                                       "and the samples of %3 run(s)"),
                      program, std::to_string(gcovRuns), std::to_string(runsSummed))
            : Message(GMONVIEW_TR_NOOP("gmonview::model",
                                       "The samples were taken on a build without coverage (%1 "
                                       "has no gcov counters); the execution counts come from "
                                       "another build, of %2 run(s), and the samples of %3 "
                                       "run(s)"),
                      program, std::to_string(gcovRuns), std::to_string(runsSummed));
    Message meaning =
        hasCoverageCounters(exe)
            ? Message(GMONVIEW_TR_NOOP("gmonview::model",
                                       "The counters cost time on every line they count, and "
                                       "GCC can optimise a coverage build differently (a call "
                                       "hoisted out of a loop in the plain build can run on "
                                       "every iteration in this one): times per execution hold "
                                       "for this build."))
            : Message(GMONVIEW_TR_NOOP("gmonview::model",
                                       "Lines and counts match only when both builds compile "
                                       "the same source with the same options; GCC can "
                                       "optimise the coverage build differently, so a line's "
                                       "time per execution mixes two builds."));
    Message fix = runsSummed < runsListed
                      ? Message(GMONVIEW_TR_NOOP("gmonview::model",
                                                 "gcov's counts cannot leave runs out: they stay "
                                                 "those of every run the .gcda files hold while "
                                                 "%1 of %2 runs are summed."),
                                std::to_string(runsSummed), std::to_string(runsListed))
                      : Message(GMONVIEW_TR_NOOP("gmonview::model",
                                                 "To time the plain build, profile it too and "
                                                 "compare the two (File > Compare); take counts "
                                                 "and samples from the same runs of one build."));
    out.push_back(Finding{
        FindingKind::CoverageBuild, {}, std::move(what), std::move(meaning), std::move(fix)});
    return out;
}

} // namespace gmonview
