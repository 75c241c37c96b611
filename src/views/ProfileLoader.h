#pragma once

#include "Profile.h"
#include "ProfileSession.h"

#include <QFutureWatcher>
#include <QObject>
#include <QStringList>

#include <memory>
#include <vector>

namespace gmonview {

// What a load produced. A job that was superseded or cancelled never arrives.
struct LoadResult
{
    std::shared_ptr<const Executable> executable;
    std::shared_ptr<const ProfileResult> profile; // null when no run was summed
    std::vector<RunStats> accepted;               // in the order asked
    QStringList refused;                          // one message per refused run, naming it
    QString error;             // the executable could not be read, or none was found
    QString executablePath;    // the program read: the one asked for, or the one found
    bool programFound = false; // it was looked for beside the first run
};

// Reads an executable and sums runs off the GUI thread (Qt Concurrent),
// reporting progress. A new request supersedes the one under way; the
// destructor cancels and waits.
class ProfileLoader : public QObject
{
    Q_OBJECT

public:
    explicit ProfileLoader(QObject *parent = nullptr);
    ~ProfileLoader() override;

    // EXECUTABLE may be null: then it is read from EXECUTABLE_PATH; and
    // that may be empty: then the program is looked for beside the first run
    // (findProgramsFor), in the background too.
    void load(std::shared_ptr<const Executable> executable, const QString &executablePath,
              const QStringList &runs);
    void cancel();
    bool isBusy() const { return m_watcher != nullptr; }

signals:
    void progressChanged(int done, int total);
    void finished(const gmonview::LoadResult &result);
    void canceled();

private:
    // The job under way; a superseded job's watcher is cancelled and deleted,
    // and nothing it reports reaches the window.
    QFutureWatcher<LoadResult> *m_watcher = nullptr;
};

} // namespace gmonview
