#include "ProfileLoader.h"

#include "MessageText.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

namespace gmonview {

namespace {

void loadJob(QPromise<LoadResult> &promise, std::shared_ptr<const Executable> executable,
             const std::string &executablePath, const std::vector<std::string> &runs)
{
    LoadResult result;
    result.executablePath = QString::fromStdString(executablePath);
    promise.setProgressRange(0, int(runs.size()));
    std::string programPath = executablePath;
    if (!executable && programPath.empty()) {
        const std::vector<std::string> programs =
            runs.empty() ? std::vector<std::string>() : findProgramsFor(runs.front());
        if (programs.empty()) {
            result.error =
                QCoreApplication::translate(
                    "gmonview::MainWindow",
                    "No program beside %1 could have written it. Open the program "
                    "with File > Open, or drop it together with its gmon files: a gmon "
                    "file cannot be read without its executable.")
                    .arg(runs.empty() ? QString()
                                      : QFileInfo(QString::fromStdString(runs.front())).fileName());
            promise.addResult(std::move(result));
            return;
        }
        programPath = programs.front();
        result.executablePath = QString::fromStdString(programPath);
        result.programFound = true;
    }
    if (!executable) {
        auto loaded = Executable::load(programPath);
        if (!loaded) {
            result.error = displayText(loaded.error());
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
            result.refused << displayText(file.error());
        } else if (auto added = sum.add(*file); !added) {
            result.refused << displayText(added.error());
        } else {
            result.accepted.push_back(statsOf(*file));
        }
        promise.setProgressValue(++done);
    }
    if (promise.isCanceled())
        return;
    if (!result.accepted.empty()) {
        // Static arcs (decoding all of .text) come later, off the path to the
        // first picture: MainWindow::startStaticArcs.
        result.profile = std::make_shared<const ProfileResult>(analyzeProfile(sum));
    }
    promise.addResult(std::move(result));
}

} // namespace

ProfileLoader::ProfileLoader(QObject *parent) : QObject(parent)
{}

ProfileLoader::~ProfileLoader()
{
    if (m_watcher) {
        m_watcher->cancel();
        m_watcher->waitForFinished();
    }
}

void ProfileLoader::load(std::shared_ptr<const Executable> executable,
                         const QString &executablePath, const QStringList &runs)
{
    if (m_watcher) {
        // Superseded: it reports nothing more, stops at its next check, and
        // goes when it ends. Not waited for: the window stays responsive.
        QFutureWatcher<LoadResult> *old = m_watcher;
        old->disconnect(this);
        connect(old, &QFutureWatcher<LoadResult>::finished, old, &QObject::deleteLater);
        old->cancel();
        m_watcher = nullptr;
    }
    std::vector<std::string> paths;
    for (const QString &r : runs)
        paths.push_back(r.toStdString());
    auto *watcher = new QFutureWatcher<LoadResult>(this);
    m_watcher = watcher;
    connect(
        watcher, &QFutureWatcher<LoadResult>::progressValueChanged, this,
        [this, watcher](int value) { emit progressChanged(value, watcher->progressMaximum()); });
    connect(watcher, &QFutureWatcher<LoadResult>::finished, this, [this, watcher] {
        m_watcher = nullptr;
        watcher->deleteLater();
        const QFuture<LoadResult> future = watcher->future();
        if (future.isCanceled() || future.resultCount() == 0) {
            emit canceled();
            return;
        }
        emit finished(future.result());
    });
    watcher->setFuture(QtConcurrent::run(loadJob, std::move(executable),
                                         executablePath.toStdString(), std::move(paths)));
}

void ProfileLoader::cancel()
{
    if (m_watcher)
        m_watcher->cancel();
}

} // namespace gmonview
