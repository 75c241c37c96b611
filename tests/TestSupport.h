#pragma once

#include "ReportCommand.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

class QAbstractItemModel;

namespace gmonview::test {

// tests/programs in the source tree.
QString programsDir();

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

// A readable first difference between two texts, for failure messages.
QString firstDifference(const QByteArray &expected, const QByteArray &actual);

} // namespace gmonview::test
