// SPDX-License-Identifier: MIT
#include "model/document/ProfileDocument.h"

#include "io/ElfImage.h"

#include "io/FileBytes.h"
#include "io/dwarf/DwarfLineTable.h"
#include "model/document/MessageText.h"
#include "model/document/RunFiles.h"
#include "model/engine/ProfileAnalysis.h"
#include "model/engine/RunSum.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <exception>
#include <functional>

namespace gmonview {

struct ProfileDocument::LoadJob
{
    QString error;          // nothing was loaded
    QString executablePath; // the program read: the one asked for, or the one found
    bool programFound = false;
    std::shared_ptr<const Analysis> analysis;
    std::shared_ptr<const RunStatistics> statistics; // with two runs or more
    QStringList refused;
};

struct ProfileDocument::DoctorJob
{
    std::vector<Finding> findings;
    QString failure; // the doctor could not look
};

struct ProfileDocument::LineJob
{
    LineProfile lines;
    std::vector<std::string> runs; // what it summed
};

namespace {

// Cancels the job in SLOT, unawaited: it reports nothing more, stops at its
// next check, and is deleted when it ends.
template <typename T> void cancelJob(QFutureWatcher<T> *&slot)
{
    if (QFutureWatcher<T> *w = std::exchange(slot, nullptr)) {
        w->disconnect();
        w->cancel();
        if (w->isFinished())
            w->deleteLater();
        else
            QObject::connect(w, &QFutureWatcherBase::finished, w, &QObject::deleteLater);
    }
}

// Runs WORK in the thread pool as the job in SLOT, superseding the one
// there. DONE gets the result of a job that ran to the end, on the owner's
// thread; CANCELED is called when it was cancelled by cancel() on the slot's
// watcher, PROGRESS as it reports.
template <typename T, typename Work, typename Done>
void startJob(QObject *owner, QFutureWatcher<T> *&slot, Work work, Done done,
              std::function<void()> canceled = {}, std::function<void(int, int)> progress = {})
{
    cancelJob(slot);
    auto *watcher = new QFutureWatcher<T>(owner);
    slot = watcher;
    if (progress)
        QObject::connect(
            watcher, &QFutureWatcherBase::progressValueChanged, owner,
            [watcher, progress](int value) { progress(value, watcher->progressMaximum()); });
    QObject::connect(watcher, &QFutureWatcherBase::finished, owner,
                     [&slot, watcher, done, canceled] {
                         if (slot == watcher)
                             slot = nullptr;
                         watcher->deleteLater();
                         const QFuture<T> future = watcher->future();
                         if (!future.isCanceled() && future.resultCount() > 0)
                             done(future.result());
                         else if (canceled)
                             canceled();
                     });
    watcher->setFuture(QtConcurrent::run(std::move(work)));
}

// Progress for analyze(): reported to PROMISE, which says when to stop.
template <typename T> AnalysisProgress progressOf(QPromise<T> &promise)
{
    return [&promise](int done, int total) {
        promise.setProgressRange(0, total);
        promise.setProgressValue(done);
        return !promise.isCanceled();
    };
}

// What a load says when no program was given and none beside the first of
// the RUNS could have written it.
QString noProgramText(const std::vector<std::string> &runs)
{
    return QCoreApplication::translate(
               "gmonview::MainWindow",
               "No program beside %1 could have written it. Open the program "
               "with File > Open, or drop it together with its gmon files: a gmon "
               "file cannot be read without its executable.")
        .arg(runs.empty() ? QString() : QFileInfo(QString::fromStdString(runs.front())).fileName());
}

} // namespace

ProfileDocument::ProfileDocument(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<LoadOutcome>();
}

ProfileDocument::~ProfileDocument()
{
    // Cancelled, not awaited: each job holds what it reads, and stops at its
    // next check.
    cancelJob(m_load);
    cancelJob(m_lineProgramJob);
    cancelJob(m_lineSumJob);
    cancelJob(m_directCallsJob);
    cancelJob(m_staticJob);
    cancelJob(m_doctorJob);
    cancelCoverageJob();
}

// --- loading -------------------------------------------------------------------

void ProfileDocument::open(const QString &executable, const QStringList &runs)
{
    std::vector<std::pair<QString, bool>> list;
    for (const QString &r : runs)
        list.emplace_back(QFileInfo(r).absoluteFilePath(), true);
    QStringList beside;
    if (runs.isEmpty() && !executable.isEmpty()) {
        const QDir dir = QFileInfo(executable).absoluteDir();
        for (const char *name : {"gmon.out", "gmon.sum"})
            if (QFileInfo::exists(dir.filePath(QLatin1String(name)))) {
                list.emplace_back(dir.filePath(QLatin1String(name)), true);
                break;
            }
        if (list.empty()) {
            beside = runsBeside(executable);
            if (beside.size() == 1)
                list.emplace_back(beside.takeFirst(), true);
        }
    }
    startLoad(Intent::Open, nullptr,
              executable.isEmpty() ? QString() : QFileInfo(executable).absoluteFilePath(),
              std::move(list));
    m_pendingRunsBeside = beside; // (startLoad clears them)
    m_pendingGuessed = runs.isEmpty() && !executable.isEmpty();
}

void ProfileDocument::addRuns(const QStringList &runs)
{
    if (!m_executable) {
        open(QString(), runs); // the program is looked for beside them
        return;
    }
    std::vector<std::pair<QString, bool>> list;
    for (const DocumentRun &r : m_runs)
        list.emplace_back(QString::fromStdString(r.stats.path), r.enabled);
    for (const QString &r : runs)
        list.emplace_back(QFileInfo(r).absoluteFilePath(), true);
    startLoad(Intent::Add, m_executable, m_executablePath, std::move(list));
}

void ProfileDocument::setRunEnabled(int index, bool enabled)
{
    if (index < 0 || size_t(index) >= m_runs.size())
        return;
    m_runs[size_t(index)].enabled = enabled;
    std::vector<std::pair<QString, bool>> list;
    for (const DocumentRun &r : m_runs)
        list.emplace_back(QString::fromStdString(r.stats.path), r.enabled);
    startLoad(Intent::Resum, m_executable, m_executablePath, std::move(list));
}

void ProfileDocument::removeRun(int index)
{
    if (index < 0 || size_t(index) >= m_runs.size())
        return;
    m_runs.erase(m_runs.begin() + index);
    std::vector<std::pair<QString, bool>> list;
    for (const DocumentRun &r : m_runs)
        list.emplace_back(QString::fromStdString(r.stats.path), r.enabled);
    startLoad(Intent::Resum, m_executable, m_executablePath, std::move(list));
}

void ProfileDocument::cancelLoad()
{
    if (m_load)
        m_load->cancel();
}

bool ProfileDocument::isLoading() const
{
    return m_load != nullptr;
}

bool ProfileDocument::isBusy() const
{
    return m_load || m_lineProgramJob || m_lineSumJob || m_directCallsJob || m_staticJob ||
           m_doctorJob || m_coverageJob;
}

void ProfileDocument::startLoad(Intent intent, std::shared_ptr<const Executable> executable,
                                const QString &executablePath,
                                std::vector<std::pair<QString, bool>> runs)
{
    m_pendingIntent = intent;
    m_pendingRuns = std::move(runs);
    m_pendingRunsBeside.clear();
    m_pendingGuessed = false;
    std::vector<std::string> enabled;
    for (const auto &[path, on] : m_pendingRuns)
        if (on)
            enabled.push_back(path.toStdString());
    emit loadStarted(int(enabled.size()));

    auto work = [executable = std::move(executable), programPath = executablePath.toStdString(),
                 enabled](QPromise<LoadJob> &promise) {
        load(promise, executable, programPath, enabled);
    };

    emit jobStarted(Job::Load);
    startJob(
        this, m_load, std::move(work), [this](const LoadJob &job) { finishLoad(job); },
        [this] { emit loadCanceled(); },
        [this](int done, int total) {
            emit loadProgress(done, total);
            emit jobProgress(Job::Load, done, total);
        });
}

// In the thread pool: the program (EXECUTABLE, else read from PROGRAM_PATH,
// else looked for beside the first run) and the sum of the ENABLED runs.
void ProfileDocument::load(QPromise<LoadJob> &promise,
                           const std::shared_ptr<const Executable> &executable,
                           const std::string &programPath, const std::vector<std::string> &enabled)
{
    LoadJob job;
    try {
        std::string program = programPath;
        if (!executable && program.empty()) {
            const std::vector<std::string> found =
                enabled.empty() ? std::vector<std::string>() : findProgramsFor(enabled.front());
            if (found.empty()) {
                job.error = noProgramText(enabled);
                promise.addResult(std::move(job));
                return;
            }
            program = found.front();
            job.programFound = true;
        }
        job.executablePath = QString::fromStdString(program);
        if (!analyzeRuns(promise, job, executable, program, enabled))
            return; // no result: the watcher reports a cancellation
    } catch (...) {
        job.error = failureText(std::current_exception());
    }
    promise.addResult(std::move(job));
}

// The analysis of a load, in JOB: the ENABLED runs summed over PROGRAM
// (read unless EXECUTABLE is given), and as a sample when there are
// several. False when it was cancelled.
bool ProfileDocument::analyzeRuns(QPromise<LoadJob> &promise, LoadJob &job,
                                  const std::shared_ptr<const Executable> &executable,
                                  const std::string &program,
                                  const std::vector<std::string> &enabled)
{
    AnalysisRequest request;
    request.executable = executable;
    request.executablePath = program;
    request.runs = enabled;
    request.skipRefusedRuns = true;
    request.refuseRepeatedRuns = true;
    // GCC's clone pieces credited to the functions they came from,
    // where gprof (and the report) folds them into unrelated ones.
    request.program.creditClonePieces = true;
    // The runs as a sample, in the same pass as their sum. (The
    // doctor looks at them once the profile is shown: it decodes the
    // call site of every arc, a quarter of this job under callgrind
    // on bench/check.sh's program of 20,000 functions.)
    RunSampleCollector collector;
    const bool sample = enabled.size() > 1;
    auto analysis = analyze(sample ? collector.attach(request) : request, progressOf(promise));
    if (!analysis) {
        job.error = displayText(analysis.error());
    } else if (analysis->canceled) {
        return false;
    } else {
        for (const Error &e : analysis->refused)
            job.refused << displayText(e);
        if (sample && analysis->accepted.size() > 1)
            job.statistics = std::make_shared<const RunStatistics>(collector.summarize(*analysis));
        job.analysis = std::make_shared<const Analysis>(std::move(*analysis));
    }
    return true;
}

void ProfileDocument::finishLoad(const LoadJob &job)
{
    LoadOutcome outcome;
    if (!job.error.isEmpty()) {
        outcome.error = job.error;
        m_pendingCoverage.clear(); // it was for the program that could not be opened
        emit loadFinished(outcome);
        return;
    }
    const Analysis &analysis = *job.analysis;
    bool anyEnabled = false;
    for (const auto &[path, on] : m_pendingRuns)
        anyEnabled = anyEnabled || on;
    if (m_pendingIntent == Intent::Open && anyEnabled && analysis.accepted.empty() &&
        !m_pendingGuessed) {
        // Nothing of the new profile could be read: keep what was open. (A
        // run found beside a program opened alone is only a guess: the
        // program opens, and the run is refused by name.)
        outcome.error = job.refused.join(QLatin1Char('\n'));
        m_pendingCoverage.clear();
        emit loadFinished(outcome);
        return;
    }

    // The accepted runs (in order) matched to the list asked for; refused
    // runs leave the list, runs left out keep their place.
    std::vector<DocumentRun> runs;
    size_t next = 0;
    for (const auto &[path, on] : m_pendingRuns) {
        if (!on) {
            for (const DocumentRun &old : m_runs)
                if (QString::fromStdString(old.stats.path) == path && !old.enabled) {
                    runs.push_back(old);
                    break;
                }
            continue;
        }
        if (next < analysis.accepted.size() &&
            QString::fromStdString(analysis.accepted[next].path) == path)
            runs.push_back({analysis.accepted[next++], true});
    }
    outcome.sameExecutable = m_executable == analysis.executable;
    outcome.programFound = job.programFound;
    outcome.refused = job.refused;
    outcome.noRuns = m_pendingIntent == Intent::Open && !anyEnabled;
    if (outcome.noRuns)
        outcome.runsBeside = m_pendingRunsBeside;

    m_executable = analysis.executable;
    m_executablePath = job.executablePath;
    m_runs = std::move(runs);
    m_analysis = job.analysis;
    m_profile = analysis.profile;
    m_runStatistics = job.statistics;
    m_doctorFindings.clear(); // the doctor's for this profile come afterwards
    if (!outcome.sameExecutable)
        dropCoverage(); // of the program before
    updateFindings();   // the coverage checks against the new sum
    m_lineProfile = {};
    cancelJob(m_lineSumJob);
    cancelJob(m_staticJob);
    cancelJob(m_doctorJob);
    emit profileChanged(outcome.sameExecutable);
    emit lineProfileChanged();
    emit warningsChanged();
    std::vector<std::string> asked; // the refused runs too: the doctor says why
    for (const auto &[path, on] : m_pendingRuns)
        if (on)
            asked.push_back(path.toStdString());
    startDoctor(std::move(asked));
    startLineProgram();
    startStaticArcs();
    emit loadFinished(outcome);
    if (!m_pendingCoverage.isEmpty())
        startCoverage(m_coverageFiles + std::exchange(m_pendingCoverage, {}));
}

// --- the line profile ------------------------------------------------------------

// The line-level sum of RUNS over PROGRAM, for a line job.
void ProfileDocument::sumLines(QPromise<LineJob> &promise,
                               const std::shared_ptr<const Executable> &program,
                               const std::vector<std::string> &runs)
{
    LineJob job{{}, runs};
    try {
        job.lines = loadLineProfile(program, runs, progressOf(promise));
    } catch (...) {
        job.lines.error =
            Error{Message::verbatim(failureText(std::current_exception()).toStdString())};
    }
    if (!promise.isCanceled())
        promise.addResult(std::move(job));
}

void ProfileDocument::startLineProgram()
{
    if (!m_profile || !m_executable)
        return;
    if (m_lineProgramOf == m_executable) {
        // Read, or being read: a re-sum shares it.
        if (!m_lineProgramJob)
            startLineSum();
        return;
    }
    m_lineProgramOf = m_executable;
    m_lineProgram = nullptr;
    const std::vector<std::string> runs = enabledRunList();
    emit jobStarted(Job::LineProgram);
    startJob(
        this, m_lineProgramJob,
        [executable = m_executable, runs](QPromise<LineJob> &promise) {
            sumLines(promise, executable, runs);
        },
        [this](const LineJob &job) {
            m_lineProgram = job.lines.executable;
            if (!m_lineProgram)
                m_lineProgramError = job.lines.error;
            finishLineJob(job);
        },
        {}, [this](int done, int total) { emit jobProgress(Job::LineProgram, done, total); });
}

void ProfileDocument::startLineSum()
{
    const std::vector<std::string> runs = enabledRunList();
    if (!m_lineProgram) {
        // The program could not be read at line granularity: say why again.
        m_lineProfile.error = m_lineProgramError;
        emit lineProfileChanged();
        return;
    }
    emit jobStarted(Job::LineSum);
    startJob(
        this, m_lineSumJob,
        [program = m_lineProgram, runs](QPromise<LineJob> &promise) {
            sumLines(promise, program, runs);
        },
        [this](const LineJob &job) { finishLineJob(job); }, {},
        [this](int done, int total) { emit jobProgress(Job::LineSum, done, total); });
}

void ProfileDocument::finishLineJob(const LineJob &job)
{
    if (job.runs != enabledRunList()) {
        startLineSum(); // the runs changed while the DWARF was read
        return;
    }
    m_lineProfile = job.lines;
    emit lineProfileChanged();
    if (m_coverageData) {
        updateFindings();       // the inlined functions are known now
        emit coverageChanged(); // named by the line profile's sources
        emit findingsChanged();
    }
    emit warningsChanged();
}

std::vector<Message> ProfileDocument::warnings() const
{
    std::vector<Message> out;
    auto add = [&out](const std::vector<Message> &more) {
        for (const Message &m : more) {
            const std::string text = m.text();
            if (std::none_of(out.begin(), out.end(),
                             [&](const Message &o) { return o.text() == text; }))
                out.push_back(m);
        }
    };
    if (m_analysis)
        add(m_analysis->warnings);
    add(m_lineProfile.warnings);
    if (m_coverageData)
        add(m_coverageData->warnings);
    // What makes the numbers wrong is a warning too (Diagnostics says more).
    std::vector<Message> wrong;
    for (const Finding &f : m_findings) {
        if (f.numbersWrong() || f.kind == FindingKind::CoverageOtherRuns ||
            f.kind == FindingKind::LibraryProfileOpen || f.kind == FindingKind::LibraryCallsMerged)
            wrong.push_back(f.what);
        // What a library profile counts, said when it is opened.
        if (f.kind == FindingKind::LibraryProfile) {
            wrong.push_back(f.what);
            wrong.push_back(f.meaning);
        }
    }
    if (!m_doctorFailure.isEmpty())
        wrong.push_back(Message::verbatim(m_doctorFailure.toStdString()));
    add(wrong);
    return out;
}

// --- the doctor ---------------------------------------------------------------------

void ProfileDocument::startDoctor(std::vector<std::string> runs)
{
    m_doctorFailure.clear();
    if (!m_analysis)
        return;
    emit jobStarted(Job::Doctor);
    startJob(
        this, m_doctorJob,
        [analysis = m_analysis, runs = std::move(runs)](QPromise<DoctorJob> &promise) {
            DoctorJob job;
            try {
                auto found =
                    examineAfterwards(*analysis, runs, [&promise] { return promise.isCanceled(); });
                if (!found)
                    return; // cancelled
                job.findings = std::move(*found);
            } catch (...) {
                // The profile stands without the doctor; the warning bar
                // says what failed.
                job.failure = failureText(std::current_exception());
            }
            promise.addResult(std::move(job));
        },
        [this](const DoctorJob &job) {
            m_doctorFindings = job.findings;
            updateFindings();
            m_doctorFailure = job.failure;
            emit findingsChanged();
            emit warningsChanged();
        });
}

// --- calls found in the code -------------------------------------------------------

void ProfileDocument::startStaticArcs()
{
    if (!m_profile || !m_executable)
        return;
    if (m_directCallsOf != m_executable) {
        m_directCallsOf = m_executable;
        m_directCalls = nullptr;
        emit jobStarted(Job::DirectCalls);
        startJob(
            this, m_directCallsJob,
            [executable =
                 m_executable](QPromise<std::shared_ptr<const std::vector<DirectCall>>> &promise) {
                std::vector<DirectCall> calls;
                try {
                    // None where unsupported; stopped when no longer wanted.
                    if (auto found = findDirectCalls(*executable->elf,
                                                     [&promise] { return promise.isCanceled(); }))
                        calls = std::move(*found);
                } catch (...) {
                }
                if (!promise.isCanceled())
                    promise.addResult(
                        std::make_shared<const std::vector<DirectCall>>(std::move(calls)));
            },
            [this](std::shared_ptr<const std::vector<DirectCall>> calls) {
                m_directCalls = std::move(calls);
                startStaticArcs();
            });
        return;
    }
    if (!m_directCalls)
        return; // being decoded: this comes back when they are
    emit jobStarted(Job::StaticArcs);
    startJob(
        this, m_staticJob,
        [profile = m_profile,
         calls = m_directCalls](QPromise<std::shared_ptr<const ProfileResult>> &promise) {
            std::shared_ptr<const ProfileResult> out;
            try {
                std::vector<ProfileArc> arcs = findStaticArcs(*profile, *calls);
                if (!arcs.empty()) {
                    auto copy = std::make_shared<ProfileResult>(*profile);
                    copy->staticOnlyArcs = std::move(arcs); // for drawing only, as gprof without -c
                    out = std::move(copy);
                }
            } catch (...) {
            }
            promise.addResult(std::move(out));
        },
        [this](std::shared_ptr<const ProfileResult> withArcs) {
            if (!withArcs)
                return;
            m_profile = std::move(withArcs); // the same numbers, with the static arcs
            emit staticArcsFound();
        });
}

} // namespace gmonview
