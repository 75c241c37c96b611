#include "ProfileLoader.h"

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

namespace gmonview {

namespace {

void loadJob(QPromise<LoadResult> &promise, quint64 job,
             std::shared_ptr<const Executable> executable, const std::string &executablePath,
             const std::vector<std::string> &runs)
{
    LoadResult result;
    result.job = job;
    promise.setProgressRange(0, int(runs.size()));
    if (!executable) {
        auto loaded = Executable::load(executablePath);
        if (!loaded) {
            result.error = QString::fromStdString(loaded.error().message);
            promise.addResult(std::move(result));
            return;
        }
        executable = *loaded;
    }
    result.executable = executable;
    ProfileAccumulator sum(executable->symbols, executable->specs);
    int done = 0;
    for (const std::string &path : runs) {
        if (promise.isCanceled())
            return;
        // One file at a time: memory stays flat however many runs there are.
        auto file = readGmonFile(path, executable->target);
        if (!file) {
            result.refused << QString::fromStdString(file.error().message);
        } else if (auto added = sum.add(*file); !added) {
            result.refused << QString::fromStdString(added.error().message);
        } else {
            result.accepted.push_back(statsOf(*file));
        }
        promise.setProgressValue(++done);
    }
    if (promise.isCanceled())
        return;
    if (!result.accepted.empty())
        result.profile = std::make_shared<const ProfileResult>(analyzeProfile(sum));
    promise.addResult(std::move(result));
}

} // namespace

ProfileLoader::ProfileLoader(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<LoadResult>::progressValueChanged, this,
            [this](int value) { emit progressChanged(value, m_watcher.progressMaximum()); });
    connect(&m_watcher, &QFutureWatcher<LoadResult>::finished, this, [this] {
        const QFuture<LoadResult> future = m_watcher.future();
        if (future.isCanceled() || future.resultCount() == 0) {
            emit canceled();
            return;
        }
        const LoadResult result = future.result();
        if (result.job == m_job)
            emit finished(result);
    });
}

ProfileLoader::~ProfileLoader()
{
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

quint64 ProfileLoader::load(std::shared_ptr<const Executable> executable,
                            const QString &executablePath, const QStringList &runs)
{
    if (m_watcher.isRunning()) {
        m_watcher.cancel();
        m_watcher.waitForFinished();
    }
    const quint64 job = ++m_job;
    std::vector<std::string> paths;
    for (const QString &r : runs)
        paths.push_back(r.toStdString());
    m_watcher.setFuture(QtConcurrent::run(loadJob, job, std::move(executable),
                                          executablePath.toStdString(), std::move(paths)));
    return job;
}

void ProfileLoader::cancel()
{
    m_watcher.cancel();
}

} // namespace gmonview
