// SPDX-License-Identifier: MIT
// The document's files: what it is asked to open (as the command line and
// File > Open give them), the files it read, and each function's source file.
#include "model/document/ProfileDocument.h"

#include "model/engine/InlineProfile.h"

#include "io/ElfImage.h"
#include "model/engine/ProfileAnalysis.h"

#include <QFileInfo>

namespace gmonview {

void ProfileDocument::openCommandLine(const QStringList &args)
{
    if (args.isEmpty())
        return;
    // "gmonview gmon.out", as a file manager runs it: runs only.
    if (QFileInfo(args.first()).isFile() && !hasExecutableMagic(args.first().toStdString()))
        openFiles(args);
    else
        open(args.first(), args.mid(1));
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
    const auto [program, runs] = splitProgram(files);
    open(program, runs);
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
