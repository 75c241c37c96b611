// SPDX-License-Identifier: MIT
// The document's writes: the sum of its runs (gprof -s), gprof's report and
// the export formats, each made on a pool thread and written atomically,
// never over a file it read.
#include "model/document/ProfileDocument.h"

#include "io/FileBytes.h"
#include "io/dwarf/DwarfLineTable.h"
#include "model/document/MessageText.h"
#include "model/engine/GmonSum.h"
#include "model/engine/ProfileAnalysis.h"
#include "model/engine/RunSum.h"
#include "model/engine/SourceProfile.h"
#include "model/report/ReportPrinter.h"

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include <exception>

namespace gmonview {

// --- writing ------------------------------------------------------------------------

QFuture<QString> ProfileDocument::saveSum(const QString &path) const
{
    if (!m_analysis || !m_analysis->profile)
        return QtFuture::makeReadyFuture(tr("No profile is open"));
    // gprof -s writes the sum at line granularity: the line profile's, or,
    // when it is not there yet, one made now over the program as far as it
    // has been read.
    return QtConcurrent::run([lines = m_lineProfile,
                              program = m_lineProgram ? m_lineProgram : m_executable,
                              runs = enabledRunList(), read = filesRead(),
                              file = path.toStdString()]() -> QString {
        try {
            LineProfile sum = lines;
            if (!sum.sum)
                sum = loadLineProfile(program, runs);
            if (!sum.sum)
                return displayText(*sum.error);
            auto written = writeFileAtomically(
                file, writeGmonSum(*sum.sum, GmonFormatChoice::Auto, sum.executable->target), read);
            return written ? QString() : displayText(written.error());
        } catch (...) {
            return failureText(std::current_exception());
        }
    });
}

namespace {

// ANALYSIS's profile naming each function's file and line, as the report
// and the exports print them: from LINES (the line table read for the
// line profile), or read now when it is null. The profile itself when the
// program was read with file names already or has no line table.
std::shared_ptr<const ProfileResult> profileWithFiles(const Analysis &analysis,
                                                      std::shared_ptr<const DwarfLineTable> lines)
{
    const Executable &exe = *analysis.executable;
    if (exe.options.fileNames == ProgramOptions::FileNames::All)
        return analysis.profile;
    if (!lines) {
        auto read = DwarfLineTable::read(*exe.elf, exe.path);
        if (!read)
            return analysis.profile;
        lines = std::make_shared<const DwarfLineTable>(std::move(*read));
    }
    return withSourceFiles(*analysis.profile, *lines);
}

} // namespace

QFuture<QString> ProfileDocument::exportReport(const QString &path) const
{
    if (!m_analysis || !m_analysis->profile)
        return QtFuture::makeReadyFuture(tr("No profile is open"));
    // What `gmonview report` prints for the same program and runs. The
    // report names the file of each static function, which needs the line
    // table: the one read for the line profile, or read now.
    std::shared_ptr<const DwarfLineTable> lines;
    if (m_lineProgram && m_lineProgramOf == m_executable)
        lines = m_lineProgram->lines;
    return QtConcurrent::run([analysis = m_analysis, lines, read = filesRead(),
                              file = path.toStdString()]() mutable -> QString {
        try {
            Analysis named = *analysis;
            named.profile = profileWithFiles(*analysis, std::move(lines));
            const ReportText text = printReport(named, ReportRequest{});
            if (text.error)
                return displayText(*text.error);
            auto written = writeFileAtomically(file, std::string_view(text.out), read);
            return written ? QString() : displayText(written.error());
        } catch (...) {
            return failureText(std::current_exception());
        }
    });
}

QFuture<QString> ProfileDocument::exportProfile(ExportFormat format, const QString &path,
                                                const CallGraphOptions &graph) const
{
    if (!m_analysis || !m_analysis->profile)
        return QtFuture::makeReadyFuture(tr("No profile is open"));
    // The line tables name each function's file and line; the same runs at
    // line granularity give the costs per line (summed here, as the command
    // does: the window's line profile may be of other runs or not yet there).
    // The runs are those the profile summed, whatever was ticked since.
    std::shared_ptr<const DwarfLineTable> lines;
    if (m_lineProgram && m_lineProgramOf == m_executable)
        lines = m_lineProgram->lines;
    std::vector<std::string> runs;
    for (const RunInfo &run : m_analysis->runInfos)
        runs.push_back(run.path);
    return QtConcurrent::run([analysis = m_analysis, lines, runs, graph, format, read = filesRead(),
                              file = path.toStdString()]() mutable -> QString {
        try {
            const Executable &exe = *analysis->executable;
            std::shared_ptr<const ProfileResult> lineProfile;
            // The page embeds sources from the program's build folders only.
            std::vector<std::string> buildFolders;
            if (format == ExportFormat::Callgrind || format == ExportFormat::Pprof ||
                format == ExportFormat::Html) {
                AnalysisRequest byLine;
                byLine.executable = analysis->executable;
                byLine.executablePath = exe.path;
                byLine.runs = runs;
                // Lines only where samples fell: the exports write nothing
                // else.
                byLine.program =
                    analysis->sum ? sampledLineOptions(*analysis->sum) : lineProgramOptions();
                if (auto read = analyze(byLine); read && read->profile) {
                    lineProfile = read->profile;
                    if (read->executable->lines)
                        buildFolders = read->executable->lines->unitFolders();
                }
            }
            const std::shared_ptr<const ProfileResult> profile =
                profileWithFiles(*analysis, std::move(lines));
            ExportInput input;
            input.profile = profile.get();
            input.lineProfile = lineProfile.get();
            input.program = exe.path;
            input.runs = runs;
            input.graph = graph;
            input.sourceFolders = std::move(buildFolders);
            auto bytes = gmonview::exportProfile(format, input);
            if (!bytes)
                return displayText(bytes.error());
            auto written = writeFileAtomically(file, std::string_view(*bytes), read);
            return written ? QString() : displayText(written.error());
        } catch (...) {
            return failureText(std::current_exception());
        }
    });
}

} // namespace gmonview
