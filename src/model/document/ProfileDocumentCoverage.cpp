// SPDX-License-Identifier: MIT
// The document's coverage data: GCC's .gcda files read by gcov in the
// background, gcov's counts by the line profile's sources, and the checks of
// those counts against the runs summed.
#include "model/document/ProfileDocument.h"

#include "io/dwarf/DwarfFunctionTable.h"
#include "model/document/MessageText.h"
#include "model/stats/CoverageChecks.h"

#include <QFileInfo>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <set>

namespace gmonview {

struct ProfileDocument::CoverageJob
{
    std::shared_ptr<const CoverageData> data;
    QStringList files; // what was read
    QString error;     // none of them could be
};

bool ProfileDocument::isCoverageFile(const QString &path)
{
    return path.endsWith(QLatin1String(".gcda"));
}

void ProfileDocument::addCoverage(const QStringList &paths)
{
    QStringList files;
    for (const QString &p : paths) {
        const QFileInfo info(p);
        if (info.isDir()) {
            const auto found = findCoverageData(info.absoluteFilePath().toStdString());
            if (found.empty()) {
                emit coverageFailed(
                    tr("No coverage data (.gcda) under %1: build the program with -pg "
                       "--coverage and run it, then add the folder it was built in.")
                        .arg(p));
                continue;
            }
            for (const std::string &f : found)
                files << QString::fromStdString(f);
        } else {
            files << info.absoluteFilePath();
        }
    }
    if (files.isEmpty())
        return;
    if (isLoading() && m_pendingIntent == Intent::Open) {
        m_pendingCoverage += files; // for the program being opened
        return;
    }
    QStringList all = m_coverageFiles;
    for (const QString &f : files)
        if (!all.contains(f))
            all << f;
    startCoverage(all);
}

void ProfileDocument::startCoverage(QStringList files)
{
    files.removeDuplicates();
    emit jobStarted(Job::Coverage);
    auto work = [files](QPromise<CoverageJob> &promise) {
        CoverageJob job;
        std::vector<std::string> paths;
        for (const QString &f : files)
            paths.push_back(f.toStdString());
        try {
            auto read = readCoverage(paths);
            if (read) {
                for (const std::string &f : read->dataFiles)
                    job.files << QString::fromStdString(f);
                job.data = std::make_shared<const CoverageData>(std::move(*read));
            } else {
                job.error = displayText(read.error());
            }
        } catch (...) {
            job.error = failureText(std::current_exception());
        }
        if (!promise.isCanceled())
            promise.addResult(std::move(job));
    };
    cancelCoverageJob(); // superseded: FILES has its files too
    auto *watcher = new QFutureWatcher<CoverageJob>(this);
    m_coverageJob = watcher;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        if (m_coverageJob == watcher)
            m_coverageJob = nullptr;
        watcher->deleteLater();
        const QFuture<CoverageJob> future = watcher->future();
        if (future.isCanceled() || future.resultCount() == 0)
            return;
        const CoverageJob job = future.result();
        if (!job.data) {
            emit coverageFailed(job.error); // what was shown stays
            return;
        }
        m_coverageFiles = job.files;
        m_coverageData = job.data;
        m_coverageIndex = nullptr;
        updateFindings();
        emit coverageChanged();
        emit findingsChanged();
        emit warningsChanged();
    });
    watcher->setFuture(QtConcurrent::run(std::move(work)));
}

void ProfileDocument::cancelCoverageJob()
{
    if (QFutureWatcher<CoverageJob> *old = std::exchange(m_coverageJob, nullptr)) {
        old->disconnect();
        old->cancel();
        if (old->isFinished())
            old->deleteLater();
        else
            connect(old, &QFutureWatcherBase::finished, old, &QObject::deleteLater);
    }
}

void ProfileDocument::dropCoverage()
{
    cancelCoverageJob();
    if (!m_coverageData)
        return;
    m_coverageFiles.clear();
    m_coverageData = nullptr;
    m_coverageIndex = nullptr;
    emit coverageChanged();
}

std::shared_ptr<const CoverageIndex> ProfileDocument::coverage() const
{
    if (!m_coverageData)
        return nullptr;
    if (!m_coverageIndex || m_coverageIndexOf != m_lineProfile.profile) {
        m_coverageIndexOf = m_lineProfile.profile;
        m_coverageIndex = std::make_shared<const CoverageIndex>(
            m_coverageData,
            m_coverageIndexOf ? m_coverageIndexOf->files : std::vector<std::string>());
    }
    return m_coverageIndex;
}

void ProfileDocument::updateFindings()
{
    m_findings = m_doctorFindings;
    if (!m_coverageData || !m_profile || !m_executable)
        return;
    std::set<std::string> inlined;
    if (m_lineProgram && m_lineProgram->functions)
        for (const DwarfFunctionTable::Function &f : m_lineProgram->functions->functions())
            if (f.inlined)
                inlined.insert(f.name);
    int summed = 0;
    for (const DocumentRun &r : m_runs)
        summed += r.enabled ? 1 : 0;
    for (Finding &f : examineCoverage(*m_executable, *m_profile, *m_coverageData, inlined, summed,
                                      int(m_runs.size())))
        m_findings.push_back(std::move(f));
}

} // namespace gmonview
