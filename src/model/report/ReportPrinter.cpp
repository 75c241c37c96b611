// SPDX-License-Identifier: MIT
#include "model/report/ReportPrinter.h"

#include "model/engine/RunSum.h"
#include "model/report/FunctionOrdering.h"

namespace gmonview {

ReportText printReport(const Analysis &analysis, const ReportRequest &request)
{
    ReportText text;
    const ProfileResult &profile = *analysis.profile;
    const ReportOptions &options = request.options;
    unsigned sections = request.sections;
    // Nothing asked for: the sections the data has.
    if (sections == 0) {
        if (profile.hasHistogram || profile.hasCallGraph) {
            if (profile.hasHistogram)
                sections |= FlatProfileSection;
            if (profile.hasCallGraph)
                sections |= CallGraphSection;
        } else {
            sections = ExecCountsSection;
        }
        sections &= ~request.named;
    }

    GprofReport printer(options);
    if (sections & FileInfoSection)
        for (const RunInfo &info : analysis.runInfos)
            printer.fileInfo(info);
    printer.setProfile(profile, *analysis.executable->specs);
    const std::string firstRun = analysis.runInfos.empty() ? "" : analysis.runInfos[0].path;
    // A section asked for that the data cannot give: what was printed, and why.
    std::optional<Error> missing;
    if ((sections & FlatProfileSection) && !profile.hasHistogram)
        missing = Error{GMONVIEW_TR_NOOP("gmonview::model",
                                         "the profile has no histogram, so there is no flat "
                                         "profile (%1 has only call-graph data)"),
                        firstRun};
    else if ((sections & CallGraphSection) && !profile.hasCallGraph)
        missing = Error{GMONVIEW_TR_NOOP("gmonview::model",
                                         "the profile has no call-graph data (%1 has no arcs: "
                                         "was the program compiled and linked with -pg?)"),
                        firstRun};
    if (missing) {
        text.out = printer.takeText();
        text.error = std::move(missing);
        return text;
    }

    if ((sections & CallGraphSection) && options.bsdStyle)
        printer.callGraph();
    if (sections & FlatProfileSection)
        printer.flatProfile();
    if (sections & CallGraphSection) {
        if (!options.bsdStyle)
            printer.callGraph();
        printer.index();
    }
    if (sections & ExecCountsSection)
        printer.execCounts();
    if (sections & AnnotatedSourceSection)
        text.files = printer.annotatedSource(text.notes);
    text.out = printer.takeText();
    if (sections & FunctionOrderSection)
        text.out += functionOrdering(profile, (sections & CallGraphSection) != 0,
                                     options.ignoreZeros, options.lineGranularity);
    if (sections & FileOrderSection)
        text.out += fileOrdering(profile, analysis.executable->options.functionMap);
    return text;
}

} // namespace gmonview
