// SPDX-License-Identifier: MIT
#pragma once

#include "app/ReportCommand.h"
#include "io/ElfImage.h"
#include "model/stats/ProfileCompare.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <vector>

class QAbstractItemModel;

namespace gmonview::test {

// tests/programs in the source tree.
QString programsDir();
// The folder this test run uses as its home (settings, caches): its own,
// made at start-up and removed at exit.
QString settingsHome();

struct ProcessResult
{
    QByteArray out;
    QByteArray err;
    int exitCode = -1; // -1: crashed or killed
    bool started = false;
    bool timedOut = false;
};

// Runs PROGRAM in CWD with LC_ALL=C and EXTRA_ENV ("NAME=value"). A child
// still running after TIMEOUT_MS is killed: timedOut, exit code -1, and a
// line on err that says so.
ProcessResult runProcess(const QString &program, const QStringList &args, const QString &cwd,
                         const QStringList &extraEnv = {}, int timeoutMs = 120000);

// Compiles tests/programs/SOURCE with FLAGS into OUTPUT, with COMPILER or
// else gcc for .c and g++ otherwise. SOURCE: one file of tests/programs, or
// several joined by '+'.
ProcessResult compileProgram(const QString &source, const QStringList &flags, const QString &output,
                             const QString &compiler = {});

// Runs EXE in DIR (which receives gmon.out) and moves gmon.out to DIR/GMON_NAME.
ProcessResult profileRun(const QString &exe, const QStringList &args, const QString &dir,
                         const QString &gmonName);

ProcessResult runGprof(const QStringList &args, const QString &cwd);
ReportOutput runOurs(const QStringList &args, const QString &cwd);

QByteArray readFile(const QString &path);
bool writeFile(const QString &path, const QByteArray &bytes);

// gprof's flat profile lines rebuilt from a flat-profile model's cells (rows
// in the model's order, functions with neither samples nor calls left out
// as gprof leaves them out; %time as gprof prints it, from its role), and
// the same lines cut from a -b -p report.
QStringList flatProfileLines(const QAbstractItemModel *model);
QStringList reportFlatLines(const std::string &reportText);

// A copy of EXE at OUTPUT whose first DWARF line program ends in an
// extended opcode of length 0 instead of 1 (same size): libdwarf reads it,
// our decoder refuses it, so reading its lines gives one warning. Empty
// string on success, else what failed.
QString makeDecoderRefusedCopy(const QString &exe, const QString &output);

// Compiles tests/programs/SOURCE with FLAGS into EXE, runs it once with ARGS (its
// gmon.out moved to EXE.out) and analyses that run; null if any step fails.
std::shared_ptr<const ProfileResult> profileProgram(const QString &source, const QStringList &flags,
                                                    const QString &exe,
                                                    const QStringList &args = {});
// The profile of EXE with the one run GMON.
std::shared_ptr<const ProfileResult> profileOf(const QString &exe, const QString &gmon);
// Rewrites the run GMON of EXE with SAMPLES in every bin of its histogram
// and its arcs as they were: a run whose every function and line has time,
// whatever the clock did (for tests whose verdict needs samples somewhere).
// The error, or nothing.
QString sampleEveryBin(const QString &exe, const QString &gmon, quint16 samples = 1);
// The same with SAMPLES(i) in bin I of each histogram record.
QString setBinSamples(const QString &exe, const QString &gmon,
                      const std::function<quint16(size_t bin)> &samples);

// tests/programs/compare_lines.c built in DIR as Base (NEW=0) and New (NEW=1),
// with FLAGS besides -DNEW, each given a synthetic run (writeSyntheticRun)
// of its 30 rounds' calls with the difference planted: grows 100 -> 400
// samples, shrinks 400 -> 100, steady 200 both, often called twice as often;
// analysed; nulls on failure. So that "grows got slower" never hangs on
// where two real runs' samples fell.
struct ComparedBuilds
{
    std::shared_ptr<const ProfileResult> base;
    std::shared_ptr<const ProfileResult> next;
};
ComparedBuilds profileComparedBuilds(const QString &dir, const QStringList &flags = {"-pg", "-O0"});

// The function of PROFILE whose demangled name is NAME, -1 if none.
int functionNamed(const ProfileResult &profile, const std::string &name);

// A comparison as compareRuns would give it, built by hand from BASE and
// NEXT (each the sum of BASE_RUNS and NEXT_RUNS runs): every function of
// either side matched by demangled name, its self time and calls per run
// from the profiles, Slower or Faster (significant) where STATUSES says
// so and Unchanged (not significant) elsewhere, New and Removed where one
// side lacks it; the interval and p-values are made up to fit the status.
// Every call matched by the names at its ends, with its count per run.
Comparison handBuiltComparison(std::shared_ptr<const ProfileResult> base, int baseRuns,
                               std::shared_ptr<const ProfileResult> next, int nextRuns,
                               const std::map<std::string, DeltaStatus> &statuses);

// The doctor's findings that make the numbers wrong (ProfileDoctor.h) about
// EXE and RUNS (relative to DIR), one per line; empty when there are none.
QString wrongFindings(const QString &dir, const QString &exe, const QStringList &runs);

// Checks a callgrind file of ours the way readers that share a callee's
// inclusive cost among its callers by the calls' costs (gprof2dot) use it:
// outside recursion cycles (found here from the file's calls), a function's
// incoming call costs add up to its self cost plus its outgoing ones; a
// cycle's incoming costs add up to its members' self costs plus their calls
// out of it; and every call within a cycle that has a cost carries some.
// Each cost is rounded to a unit on its own: sums may differ by half a unit
// per term. Returns what is wrong, or an empty string; COMPARED counts the
// functions and cycles checked.
QString callgrindCostsAddUp(const std::string &callgrind, int *compared = nullptr);

// The npm package NAME@VERSION, fetched with `npm pack` at test time into the
// build directory (once) and extracted: the path of its "package" folder, or
// an empty string with ERROR set.
QString npmPackage(const QString &name, const QString &version, QString *error);

// Chromium (or Chrome) on this machine; empty when there is none.
QString chromiumPath();
// URL's DOM as headless Chromium leaves it after VIRTUAL_MS of virtual time
// for its scripts, with WebGL in software (SwiftShader) and a window of
// 1280x800; PROFILE_DIR is its own settings folder.
ProcessResult chromiumDom(const QString &url, const QString &profileDir, int virtualMs = 20000);

// A readable first difference between two texts, for failure messages.
QString firstDifference(const QByteArray &expected, const QByteArray &actual);

// The upper limit a share of TRIALS may reach when the promise is RATE:
// RATE plus 3 standard errors.
double limitFor(double rate, int trials);

// RUNS counts drawn from Poisson(MEAN), or with DISPERSION > 1 from a
// gamma-Poisson mixture with variance DISPERSION * MEAN.
std::vector<double> drawCounts(std::mt19937_64 &rng, int runs, double mean, double dispersion);

// A run of a program compiled here, written from a description instead of
// a real run's clock (issue 27, point 6): for tests whose verdict depends on
// the shape of a profile (which functions have samples, how many, which is
// slower). SAMPLES[name] self samples in the function NAME (its demangled
// name), all in the histogram's bin at the middle of its code; each arc's
// calls from CALLER to CALLEE, as mcount records them: from the return
// address of CALLER's direct call to CALLEE, to the return address of
// CALLEE's call to mcount. The histogram spans what glibc's monstartup
// samples (__executable_start to etext, a bin of two bytes per four bytes
// of code) at RATE samples a second, so gmonview's doctor takes the run for
// the program's own. tst_syntheticrun checks it against gprof.
struct SyntheticArc
{
    std::string caller, callee;
    uint32_t count = 0;
};
struct SyntheticProfile
{
    std::map<std::string, int> samples = {};
    std::vector<SyntheticArc> arcs = {};
    uint32_t rate = 100;
};
// Writes PROFILE as the run GMON of EXE (built with -pg, x86-64, i386 or
// AArch64). The error, naming what it could not place, or nothing.
QString writeSyntheticRun(const QString &exe, const QString &gmon, const SyntheticProfile &profile);

// What `cycles 20` (tests/programs/cycles.c built with -pg -O0) calls, with
// known samples in place of its clock's: SAMPLES of work, a tenth as many
// in c1, ping and pong each, five in c3, one in main and two in helper
// (main's own cycle, which nothing outside it calls), at RATE. None in c2
// (it only calls).
SyntheticProfile cyclesProfile(int samples = 300, uint32_t rate = 100);

// Rewrites the real run GMON of EXE with known samples: SAMPLES[name] in
// the function NAME (demangled), none elsewhere; its histogram's range and
// its arcs as they were, so it still sums with the program's other runs.
// The error, or nothing.
QString setRunSamples(const QString &exe, const QString &gmon,
                      const std::map<std::string, int> &samples);

// Rewrites the real run GMON of EXE keeping the samples of the bins that lie
// wholly inside one of FUNCTIONS (demangled names), none elsewhere: the
// real distribution within them, without the odd clock tick that landed in
// start-up code under load. The error, or nothing.
QString keepSamplesIn(const QString &exe, const QString &gmon,
                      const std::set<std::string> &functions);

// Whether this run may skip what needs WHAT ("graphviz", "chromium"): only
// when GMONVIEW_TESTS_MAY_SKIP names it (a comma-separated list, or "all").
// Otherwise a missing tool fails the test: a skip nobody asked for would
// hide that the check did not run.
bool maySkipWithout(const char *what);

// The ELF symbol of EXECUTABLE named NAME (the first), or null.
const ElfSymbol *elfSymbolNamed(const Executable &executable, std::string_view name);

// gcov's own text output (gcov -t) for the coverage data file DATA, run in
// its folder: per source file it names, line -> count for the lines with
// code (the first count of a line: of all its functions).
std::map<QString, std::map<uint32_t, uint64_t>> gcovTextCounts(const QString &data);

// The real coverage data file DATA and the notes beside it, copied into
// DIR/gccMAJOR with their headers naming GCC MAJOR instead of the GCC that
// wrote them (their minor version, stamp and records as they were): the
// files of a GCC whose gcov is not here, MAJOR being the first above
// theirs that gcovFor refuses. The copy of DATA and MAJOR, or the error.
struct OtherGccCopy
{
    QString data;
    int major = 0;
    QString error;
};
OtherGccCopy copyAsOtherGcc(const QString &data, const QString &dir);

} // namespace gmonview::test
