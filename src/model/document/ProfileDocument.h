// SPDX-License-Identifier: MIT
#pragma once

#include "io/DirectCalls.h"
#include "model/coverage/CoverageIndex.h"
#include "model/engine/ProfilePipeline.h"
#include "model/engine/ProfileSession.h"
#include "model/engine/SourceProfile.h"
#include "model/export/Exporters.h"
#include "model/stats/ProfileDoctor.h"
#include "model/stats/RunStatistics.h"

#include <QFuture>
#include <QObject>
#include <QStringList>

#include <memory>
#include <vector>

template <typename T> class QFutureWatcher;
template <typename T> class QPromise;

namespace gmonview {

// A run as the document holds it: its figures, and whether it is summed.
struct DocumentRun
{
    RunStats stats;
    bool enabled = true;
};

// How a load ended, for the window to tell the user.
struct LoadOutcome
{
    // Nothing changed: the program could not be read or found, or none of
    // the runs asked for could be summed. One message, naming the file.
    QString error;
    QStringList refused;       // runs left out of the sum, each message naming it
    bool programFound = false; // the program was looked for beside the run
    bool noRuns = false;       // a program opened with no run to sum
    // A program opened alone, with several gmon files beside it (told by
    // their contents) and no gmon.out: none summed, for the user to choose.
    QStringList runsBeside;
    bool sameExecutable = false; // a re-sum of the program that was open
};

// One program, its runs and everything computed from them: the analysed
// profile, the line profile (for lines, the source pane and gmon.sum) and
// the calls found in the code. It owns the background jobs that make them:
// each reports by signal, a newer job supersedes an older one of its kind,
// the DWARF is read once per program however often the runs change, and
// jobs still running when the document goes are cancelled, not awaited.
// Several documents can be open at once; views observe one.
class ProfileDocument : public QObject
{
    Q_OBJECT

public:
    // The kinds of background job, each superseding its own kind only.
    enum class Job
    {
        Load,        // reading and summing the runs (and the program, when it changed)
        LineProgram, // reading the program's DWARF, once per program
        LineSum,     // summing the runs at line granularity over it
        DirectCalls, // decoding the calls in the program's code, once per program
        StaticArcs,  // the calls the runs never took, for the call graph
        Doctor,      // the profile doctor's look at the runs and the profile
        Coverage,    // GCC's coverage data read by gcov
    };
    Q_ENUM(Job)

    explicit ProfileDocument(QObject *parent = nullptr);
    ~ProfileDocument() override;

    // Opens EXECUTABLE with RUNS, replacing what is open once they are read.
    // With no EXECUTABLE, the program is looked for beside the first run;
    // with no RUNS, gmon.out (or else gmon.sum) beside the program is taken,
    // or else the one gmon file beside it (GMON_OUT_PREFIX's run.<pid>, told
    // by its contents); several are offered (LoadOutcome::runsBeside).
    void open(const QString &executable, const QStringList &runs);
    // Opens FILES as File > Open takes them: the first program among them
    // (told by content) with the others as its runs, or runs alone.
    void openFiles(const QStringList &files);
    // The command line: PROGRAM [RUN...], or runs alone (as a file manager
    // passes them), whose program is then looked for beside them; with
    // --coverage-dir DIR (or .gcda files among them), coverage data too.
    void openCommandLine(const QStringList &args);
    // The first program among FILES (an ELF file), and the others.
    static std::pair<QString, QStringList> splitProgram(const QStringList &files);
    // Adds RUNS to the sum (or, with nothing open, opens them as above).
    void addRuns(const QStringList &runs);
    // Adds GCC's coverage data: PATHS are .gcda files, or folders whose
    // .gcda files (in subfolders too) are taken. They are read by gcov in
    // the background, with the files given before; the counts shown change
    // only when they are read (coverageFailed says why not). While a
    // program is being opened, they are read once it is. A new program
    // drops the coverage of the one before.
    void addCoverage(const QStringList &paths);
    static bool isCoverageFile(const QString &path); // a .gcda file
    // Includes or leaves out the run at INDEX, and sums again.
    void setRunEnabled(int index, bool enabled);
    // Takes the run at INDEX off the list, and sums again.
    void removeRun(int index);
    void cancelLoad();
    bool isLoading() const;
    // Any background job under way (loading, the line profile, static calls).
    bool isBusy() const;

    std::shared_ptr<const Executable> executable() const { return m_executable; }
    QString executablePath() const { return m_executablePath; }
    // The analysed profile, with the calls found in the code once they are
    // (for drawing only); null while no run is summed.
    std::shared_ptr<const ProfileResult> profile() const { return m_profile; }
    const std::vector<DocumentRun> &runs() const { return m_runs; }
    // The last load's analysis: its sum of the runs and the profile of it
    // (without the calls found in the code); null while no run is summed.
    std::shared_ptr<const Analysis> analysis() const { return m_analysis; }
    // The summed runs as a sample (their spread, odd runs), in the order of
    // the enabled runs(); null with fewer than two. It changes with the
    // profile.
    std::shared_ptr<const RunStatistics> runStatistics() const { return m_runStatistics; }
    // The profile doctor's findings about the runs summed and their profile
    // (ProfileDoctor.h). They are taken after the profile is shown, in a job
    // of their own: empty until findingsChanged.
    const std::vector<Finding> &findings() const { return m_findings; }
    // The doctor has not yet looked at the profile shown.
    bool isExamining() const { return m_doctorJob != nullptr; }
    QStringList runPaths(bool enabledOnly) const;
    // The files a write must never replace: the program and every run listed.
    std::vector<std::string> filesRead() const;
    // The line-level profile of the runs; empty until it is computed.
    const LineProfile &lineProfile() const { return m_lineProfile; }
    // The profile with each function's source file once the line tables are
    // read (for grouping and colouring by file), or else the profile itself.
    // Made on first asking after either changes.
    std::shared_ptr<const ProfileResult> profileWithSourceFiles() const;
    // That profile with the functions inlined into others as symbols of
    // their own (withInlinedFunctions), once the program's DWARF is read;
    // null before, or when it has no function entries. Made on first
    // asking after either changes.
    std::shared_ptr<const ProfileResult> inlinedProfile() const;
    // What reading and analysing recovered from, for the profile shown.
    std::vector<Message> warnings() const;
    // gcov's counts of the coverage data added, by the sources' names in the
    // line profile (or as gcov names them before it is read); null without
    // coverage. Made on first asking after either changes.
    std::shared_ptr<const CoverageIndex> coverage() const;
    QStringList coverageFiles() const { return m_coverageFiles; }

    // Write what File > Save Sum and File > Export Report write, off the GUI
    // thread, atomically. The result is empty, or the reason it failed.
    QFuture<QString> saveSum(const QString &path) const;
    QFuture<QString> exportReport(const QString &path) const;
    // The profile in another tool's FORMAT (Exporters.h) at PATH, written
    // in the background and atomically; GRAPH is the call graph as shown
    // (for dot and html). The result is empty, or the reason it failed.
    QFuture<QString> exportProfile(ExportFormat format, const QString &path,
                                   const CallGraphOptions &graph) const;

signals:
    void jobStarted(gmonview::ProfileDocument::Job job);
    // DONE of TOTAL runs summed by a job (the load and the line jobs).
    void jobProgress(gmonview::ProfileDocument::Job job, int done, int total);
    void loadStarted(int runs);
    void loadProgress(int done, int total);
    // A load ended; when OUTCOME has no error, the profile, the runs and the
    // executable have changed (profileChanged came first).
    void loadFinished(const gmonview::LoadOutcome &outcome);
    void loadCanceled();
    void profileChanged(bool sameExecutable);
    void staticArcsFound(); // profile() now carries them
    void lineProfileChanged();
    void warningsChanged();
    // The doctor's findings are in for the profile shown (warningsChanged
    // comes with them).
    void findingsChanged();
    // The coverage shown changed (read, or dropped with its program).
    void coverageChanged();
    // Coverage data could not be read: ERROR names the file and why; what
    // was shown stays.
    void coverageFailed(const QString &error);

private:
    enum class Intent
    {
        Open,
        Add,
        Resum
    };
    struct LoadJob;
    struct LineJob;
    struct DoctorJob;
    struct CoverageJob;
    void startLoad(Intent intent, std::shared_ptr<const Executable> executable,
                   const QString &executablePath, std::vector<std::pair<QString, bool>> runs);
    static void load(QPromise<LoadJob> &promise,
                     const std::shared_ptr<const Executable> &executable,
                     const std::string &programPath, const std::vector<std::string> &enabled);
    static bool analyzeRuns(QPromise<LoadJob> &promise, LoadJob &job,
                            const std::shared_ptr<const Executable> &executable,
                            const std::string &program, const std::vector<std::string> &enabled);
    void finishLoad(const LoadJob &job);
    void startLineProgram();
    void startLineSum();
    void finishLineJob(const LineJob &job);
    static void sumLines(QPromise<LineJob> &promise,
                         const std::shared_ptr<const Executable> &program,
                         const std::vector<std::string> &runs);
    void startStaticArcs();
    void startDoctor(std::vector<std::string> runs);
    std::vector<std::string> enabledRunList() const;
    void startCoverage(QStringList files);
    void dropCoverage();
    void cancelCoverageJob(); // unawaited, as the others
    // The doctor's findings and the coverage checks' (examineCoverage).
    void updateFindings();

    std::shared_ptr<const Executable> m_executable;
    QString m_executablePath;
    std::shared_ptr<const Analysis> m_analysis; // the last load's, without static arcs
    std::shared_ptr<const ProfileResult> m_profile;
    std::shared_ptr<const RunStatistics> m_runStatistics;
    std::vector<Finding> m_findings;       // the doctor's, then the coverage checks'
    std::vector<Finding> m_doctorFindings; // the doctor's alone
    std::vector<DocumentRun> m_runs;
    LineProfile m_lineProfile;
    // The profile with source files, and the profile and tables it is of.
    mutable std::shared_ptr<const ProfileResult> m_withFiles;
    mutable std::shared_ptr<const ProfileResult> m_withFilesOf;
    mutable std::shared_ptr<const DwarfLineTable> m_withFilesLines;
    // The profile with inlined functions, and what it is of.
    mutable std::shared_ptr<const ProfileResult> m_inlined;
    mutable std::shared_ptr<const ProfileResult> m_inlinedOf;
    mutable std::shared_ptr<const DwarfFunctionTable> m_inlinedFunctions;

    // The load under way and what it was asked to do.
    QFutureWatcher<LoadJob> *m_load = nullptr;
    Intent m_pendingIntent = Intent::Open;
    std::vector<std::pair<QString, bool>> m_pendingRuns;
    QStringList m_pendingRunsBeside;
    bool m_pendingGuessed = false; // the run was found beside the program, not given

    // The program read at line granularity (its DWARF), once per program,
    // and the line sum of the current runs over it.
    std::shared_ptr<const Executable> m_lineProgramOf; // the program it is for
    std::shared_ptr<const Executable> m_lineProgram;   // null until read, or if unreadable
    std::optional<Error> m_lineProgramError;           // why it could not be read
    QFutureWatcher<LineJob> *m_lineProgramJob = nullptr;
    QFutureWatcher<LineJob> *m_lineSumJob = nullptr;

    // The direct calls in the program's code, once per program.
    std::shared_ptr<const Executable> m_directCallsOf;
    std::shared_ptr<const std::vector<DirectCall>> m_directCalls;
    QFutureWatcher<std::shared_ptr<const std::vector<DirectCall>>> *m_directCallsJob = nullptr;
    QFutureWatcher<std::shared_ptr<const ProfileResult>> *m_staticJob = nullptr;

    // The doctor's look at the runs asked for and the profile.
    QFutureWatcher<DoctorJob> *m_doctorJob = nullptr;
    QString m_doctorFailure; // why the doctor could not look, if it could not

    // GCC's coverage data: the .gcda files read, gcov's counts of them, and
    // files waiting for a program being opened.
    QStringList m_coverageFiles;
    std::shared_ptr<const CoverageData> m_coverageData;
    QStringList m_pendingCoverage;
    QFutureWatcher<CoverageJob> *m_coverageJob = nullptr;
    mutable std::shared_ptr<const CoverageIndex> m_coverageIndex;
    mutable std::shared_ptr<const ProfileResult> m_coverageIndexOf; // the line profile named by
};

} // namespace gmonview

Q_DECLARE_METATYPE(gmonview::LoadOutcome)
