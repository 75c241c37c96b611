// SPDX-License-Identifier: MIT
// The document's files: what it is asked to open (as the command line and
// File > Open give them), the files it read, and each function's source file.
#include "model/document/ProfileDocument.h"

#include "model/engine/InlineProfile.h"

#include "io/ElfImage.h"
#include "model/engine/ProfileAnalysis.h"

#include <QFileInfo>

namespace gmonview {

void ProfileDocument::openCommandLine(const QStringList &arguments)
{
    // --coverage-dir DIR (or =DIR), and .gcda files: coverage data.
    QStringList args, coverage;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &a = arguments[i];
        if (a == QLatin1String("--coverage-dir") && i + 1 < arguments.size())
            coverage << arguments[++i];
        else if (a.startsWith(QLatin1String("--coverage-dir=")))
            coverage << a.mid(qsizetype(sizeof "--coverage-dir=") - 1);
        else if (isCoverageFile(a))
            coverage << a;
        else
            args << a;
    }
    if (args.isEmpty())
        return;
    // "gmonview gmon.out", as a file manager runs it: runs only.
    if (QFileInfo(args.first()).isFile() && !hasExecutableMagic(args.first().toStdString()))
        openFiles(args);
    else
        open(args.first(), args.mid(1));
    if (!coverage.isEmpty())
        addCoverage(coverage); // once the program is open
}

std::pair<QString, QStringList> ProfileDocument::splitProgram(const QStringList &files)
{
    QString program;
    QStringList runs;
    for (const QString &f : files) {
        if (program.isEmpty() && hasExecutableMagic(f.toStdString()))
            program = f;
        else
            runs << f;
    }
    return {program, runs};
}

void ProfileDocument::openFiles(const QStringList &files)
{
    QStringList others, coverage;
    for (const QString &f : files)
        (isCoverageFile(f) ? coverage : others) << f;
    if (!others.isEmpty()) {
        const auto [program, runs] = splitProgram(others);
        open(program, runs);
    }
    if (!coverage.isEmpty())
        addCoverage(coverage); // once the program is open
}

std::vector<std::string> ProfileDocument::enabledRunList() const
{
    std::vector<std::string> out;
    for (const DocumentRun &r : m_runs)
        if (r.enabled)
            out.push_back(r.stats.path);
    return out;
}

std::vector<std::string> ProfileDocument::filesRead() const
{
    std::vector<std::string> files;
    for (const QString &run : runPaths(false))
        files.push_back(run.toStdString());
    if (!m_executablePath.isEmpty())
        files.push_back(m_executablePath.toStdString());
    return files;
}

QStringList ProfileDocument::runPaths(bool enabledOnly) const
{
    QStringList out;
    for (const DocumentRun &r : m_runs)
        if (r.enabled || !enabledOnly)
            out << QString::fromStdString(r.stats.path);
    return out;
}

std::shared_ptr<const ProfileResult> ProfileDocument::profileWithSourceFiles() const
{
    const std::shared_ptr<const DwarfLineTable> &lines = m_lineProfile.lines;
    if (m_withFilesOf != m_profile || m_withFilesLines != lines) {
        m_withFilesOf = m_profile;
        m_withFilesLines = lines;
        m_withFiles = m_profile && lines ? withSourceFiles(*m_profile, *lines) : m_profile;
    }
    return m_withFiles;
}

std::shared_ptr<const ProfileResult> ProfileDocument::inlinedProfile() const
{
    const std::shared_ptr<const ProfileResult> profile = profileWithSourceFiles();
    const std::shared_ptr<const Executable> &program = m_lineProfile.executable;
    std::shared_ptr<const DwarfFunctionTable> functions = program ? program->functions : nullptr;
    if (m_inlinedOf != profile || m_inlinedFunctions != functions) {
        m_inlinedOf = profile;
        m_inlinedFunctions = functions;
        m_inlined =
            profile && functions && !functions->functions().empty() && m_analysis && m_analysis->sum
                ? withInlinedFunctions(*profile, *m_analysis->sum, *functions)
                : nullptr;
    }
    return m_inlined;
}

} // namespace gmonview
