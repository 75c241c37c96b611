// SPDX-License-Identifier: MIT
// What gmonview does with the files it is given (issue 25, points 1 to 5):
// the real `gmonview` binary, run as a user runs it, on a program profiled
// here. A FIFO or a device is never read, so no command waits on one.
// `-o` never replaces an input (by any name), writes through links, replaces
// regular files atomically with their mode and owner, writes devices and
// FIFOs in place, and takes `-` as standard output; a write that fails, to a
// file or to standard output, fails the command with exit status 2.
#include "io/FileBytes.h"
#include "io/GmonFile.h"
#include "TestSupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace gmonview;
using namespace gmonview::test;

class tst_Files : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void inputsAreNeverReplaced();
    void linksAreWrittenThrough();
    void modeAndOwnerAreKept();
    void readOnlyFilesAreRefused();
    void devicesAndFifosAreWrittenInPlace();
    void dashIsStandardOutput();
    void longestNamesFit();
    void failedStandardOutputFailsEveryCommand();
    void closedPipeFailsTheCommand();
    void fifosAndDevicesAreNeverRead();
    void mixedRatesRefusedOrWarned();
    void degenerateHistogramRecords();
    void readsStopWhenAsked();

private:
    ProcessResult gmonview(const QStringList &args) const
    {
        return runProcess(QStringLiteral(GMONVIEW_BINARY), args, m_dir.path());
    }
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QStringList exportTo(const QString &output, const QString &format = QStringLiteral("csv")) const
    {
        return {QStringLiteral("export"), QStringLiteral("--format"), format,
                QStringLiteral("-o"), output, m_exe, m_run};
    }

    QTemporaryDir m_dir;
    QString m_exe, m_run;
    QByteArray m_exeBytes, m_runBytes, m_csv;
};

void tst_Files::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_exe = path(QStringLiteral("prog"));
    QCOMPARE(compileProgram(QStringLiteral("cycles.c"), {"-pg", "-O0"}, m_exe).exitCode, 0);
    QCOMPARE(profileRun(m_exe, {"4"}, m_dir.path(), QStringLiteral("run.gmon")).exitCode, 0);
    m_run = path(QStringLiteral("run.gmon"));
    m_exeBytes = readFile(m_exe);
    m_runBytes = readFile(m_run);
    const ProcessResult csv = gmonview(
        {QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("csv"), m_exe, m_run});
    QCOMPARE(csv.exitCode, 0);
    m_csv = csv.out;
    QVERIFY(m_csv.startsWith("name,"));
}

// The run, the program, a hard link to the program and a symbolic link to
// the run: each refused with the name the user gave, nothing changed.
void tst_Files::inputsAreNeverReplaced()
{
    QVERIFY(QFile::link(m_run, path(QStringLiteral("alias.gmon"))));
    QVERIFY(::link(m_exe.toLocal8Bit().constData(), path(QStringLiteral("hard")).toLocal8Bit().constData()) == 0);
    for (const QString &target : {m_run, m_exe, path(QStringLiteral("alias.gmon")),
                                  path(QStringLiteral("hard"))}) {
        for (const QString &format : {QStringLiteral("json"), QStringLiteral("csv")}) {
            const ProcessResult r = gmonview(exportTo(target, format));
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(QFileInfo(target).fileName().toLocal8Bit()) &&
                         r.err.contains("one of the files read"),
                     r.err.constData());
        }
    }
    QCOMPARE(readFile(m_run), m_runBytes);
    QCOMPARE(readFile(m_exe), m_exeBytes);
    QVERIFY(QFileInfo(m_exe).isExecutable());
    QVERIFY(QFileInfo(path(QStringLiteral("alias.gmon"))).isSymLink());
    // And the window's writer (Save Sum, Export Report, Export Profile) is the
    // same function: tst_document checks it through ProfileDocument.
}

// A link to a file is written through: the link stays, the file it names
// (there or not yet there, in another folder) gets the export.
void tst_Files::linksAreWrittenThrough()
{
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("sub")));
    QVERIFY(writeFile(path(QStringLiteral("sub/old.csv")), "old\n"));
    QVERIFY(QFile::link(QStringLiteral("sub/old.csv"), path(QStringLiteral("to-old.csv"))));
    QVERIFY(QFile::link(QStringLiteral("sub/new.csv"), path(QStringLiteral("to-new.csv"))));
    for (const QString &link : {QStringLiteral("to-old.csv"), QStringLiteral("to-new.csv")}) {
        const ProcessResult r = gmonview(exportTo(path(link)));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(QFileInfo(path(link)).isSymLink());
    }
    QCOMPARE(readFile(path(QStringLiteral("sub/old.csv"))), m_csv);
    QCOMPARE(readFile(path(QStringLiteral("sub/new.csv"))), m_csv);
    // No temporary file is left beside either.
    QCOMPARE(QDir(path(QStringLiteral("sub"))).entryList(QDir::Files | QDir::Hidden).size(), 2);
}

// A 0600 file stays 0600 (and, as root, keeps its owner); a new file gets
// 0666 less the umask, as any program's.
void tst_Files::modeAndOwnerAreKept()
{
    const QString secret = path(QStringLiteral("secret.csv"));
    QVERIFY(writeFile(secret, "old\n"));
    QVERIFY(::chmod(secret.toLocal8Bit().constData(), 0600) == 0);
    const bool root = ::geteuid() == 0;
    if (root)
        QVERIFY(::chown(secret.toLocal8Bit().constData(), 65534, 65534) == 0);
    const ProcessResult r = gmonview(exportTo(secret));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(readFile(secret), m_csv);
    struct stat st
    {};
    QVERIFY(::stat(secret.toLocal8Bit().constData(), &st) == 0);
    QCOMPARE(int(st.st_mode & 07777), 0600);
    if (root) {
        QCOMPARE(int(st.st_uid), 65534);
        QCOMPARE(int(st.st_gid), 65534);
    } else {
        qInfo("not root: the owner cannot be another user's here, only the mode is checked");
    }
    const QString fresh = path(QStringLiteral("fresh.csv"));
    QVERIFY(gmonview(exportTo(fresh)).exitCode == 0);
    QVERIFY(::stat(fresh.toLocal8Bit().constData(), &st) == 0);
    const mode_t mask = ::umask(0);
    ::umask(mask);
    QCOMPARE(int(st.st_mode & 07777), int(0666 & ~mask));
}

// A file without write permission in a writable folder is not replaced,
// even by root, who could.
void tst_Files::readOnlyFilesAreRefused()
{
    const QString locked = path(QStringLiteral("locked.csv"));
    QVERIFY(writeFile(locked, "keep\n"));
    QVERIFY(::chmod(locked.toLocal8Bit().constData(), 0444) == 0);
    const ProcessResult r = gmonview(exportTo(locked));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("locked.csv"), r.err.constData());
    QCOMPARE(readFile(locked), QByteArray("keep\n"));
}

// A FIFO is written, not replaced by a file; so is a device node (made
// here as root, a copy of /dev/null and /dev/full, so that a regression
// cannot replace the machine's own).
void tst_Files::devicesAndFifosAreWrittenInPlace()
{
    const QString fifo = path(QStringLiteral("fifo"));
    QVERIFY(::mkfifo(fifo.toLocal8Bit().constData(), 0600) == 0);
    QProcess reader;
    reader.setStandardOutputFile(path(QStringLiteral("from-fifo.csv")));
    reader.start(QStringLiteral("cat"), {fifo});
    QVERIFY(reader.waitForStarted());
    const ProcessResult r = gmonview(exportTo(fifo));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(reader.waitForFinished(60000));
    QCOMPARE(readFile(path(QStringLiteral("from-fifo.csv"))), m_csv);
    struct stat st
    {};
    QVERIFY(::lstat(fifo.toLocal8Bit().constData(), &st) == 0 && S_ISFIFO(st.st_mode));

    if (::geteuid() != 0) {
        qInfo("not root: no device node can be made here, only the FIFO is checked");
        return;
    }
    const QString null = path(QStringLiteral("null")), full = path(QStringLiteral("full"));
    QVERIFY(::mknod(null.toLocal8Bit().constData(), S_IFCHR | 0666, makedev(1, 3)) == 0);
    QVERIFY(::mknod(full.toLocal8Bit().constData(), S_IFCHR | 0666, makedev(1, 7)) == 0);
    QCOMPARE(gmonview(exportTo(null)).exitCode, 0);
    const ProcessResult f = gmonview(exportTo(full));
    QCOMPARE(f.exitCode, 2);
    QVERIFY2(f.err.contains("full") && f.err.contains("cannot write"), f.err.constData());
    for (const QString &device : {null, full})
        QVERIFY(::lstat(device.toLocal8Bit().constData(), &st) == 0 && S_ISCHR(st.st_mode));
}

// `-o -` is standard output, as for most tools; no file named "-".
void tst_Files::dashIsStandardOutput()
{
    const ProcessResult r = gmonview(exportTo(QStringLiteral("-")));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, m_csv);
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("-"))));
}

// A name as long as the file system allows (255 bytes) is written: the
// temporary file's name does not grow with it.
void tst_Files::longestNamesFit()
{
    const long nameMax = ::pathconf(m_dir.path().toLocal8Bit().constData(), _PC_NAME_MAX);
    QVERIFY(nameMax > 10);
    const QString longest = path(QString(int(nameMax) - 4, QLatin1Char('n')) + ".csv");
    const ProcessResult r = gmonview(exportTo(longest));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(readFile(longest), m_csv);
}

// Standard output on a full disk: every command that prints says so and
// exits 2, whatever it found.
void tst_Files::failedStandardOutputFailsEveryCommand()
{
    const QList<QStringList> commands = {
        {QStringLiteral("report"), QStringLiteral("-b"), m_exe, m_run},
        {QStringLiteral("stats"), m_exe, m_run, m_run},
        {QStringLiteral("doctor"), m_exe, m_run},
        {QStringLiteral("diff"), m_exe, m_run, QStringLiteral("--"), m_exe, m_run},
        {QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("json"), m_exe, m_run},
        {QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("pprof"), m_exe, m_run},
    };
    for (const QStringList &args : commands) {
        QProcess p;
        p.setWorkingDirectory(m_dir.path());
        p.setStandardOutputFile(QStringLiteral("/dev/full"));
        p.start(QStringLiteral(GMONVIEW_BINARY), args);
        QVERIFY(p.waitForFinished(120000));
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 2,
                 qPrintable(args.join(' ') + ": " + QString::number(p.exitCode()) + " " + err));
        QVERIFY2(err.contains("standard output: cannot write"), err.constData());
    }
}

// Standard output a pipe whose reader has gone, with SIGPIPE ignored (as
// under many supervisors): the command says so and exits 2. The pipe's read
// end is closed before the command starts, so the write always fails.
void tst_Files::closedPipeFailsTheCommand()
{
    int ends[2];
    QVERIFY(::pipe(ends) == 0);
    ::close(ends[0]);
    const int errFd = ::open(path(QStringLiteral("pipe.err")).toLocal8Bit().constData(),
                             O_WRONLY | O_CREAT | O_TRUNC, 0600);
    QVERIFY(errFd >= 0);
    const QByteArray binary = GMONVIEW_BINARY, exe = m_exe.toLocal8Bit(), run = m_run.toLocal8Bit();
    const pid_t child = ::fork();
    if (child == 0) {
        ::signal(SIGPIPE, SIG_IGN);
        ::dup2(ends[1], STDOUT_FILENO);
        ::dup2(errFd, STDERR_FILENO);
        const char *argv[] = {binary.constData(), "report", "-b", exe.constData(),
                              run.constData(), nullptr};
        ::execv(argv[0], const_cast<char **>(argv));
        ::_exit(127);
    }
    ::close(ends[1]);
    ::close(errFd);
    QVERIFY(child > 0);
    int status = 0;
    QVERIFY(::waitpid(child, &status, 0) == child);
    const QByteArray err = readFile(path(QStringLiteral("pipe.err")));
    QVERIFY2(WIFEXITED(status) && WEXITSTATUS(status) == 2, err.constData());
    QVERIFY2(err.contains("standard output: cannot write: Broken pipe"), err.constData());
}

// A FIFO with no writer (as run or as program) and /dev/zero as the program:
// every command refuses at once, naming the file, where each one used to
// wait for ever or read until memory ran out. (A hang fails on the time
// limit.)
void tst_Files::fifosAndDevicesAreNeverRead()
{
    const QString fifo = path(QStringLiteral("never.gmon"));
    QVERIFY(::mkfifo(fifo.toLocal8Bit().constData(), 0600) == 0);
    const QString zero = QStringLiteral("/dev/zero");
    const QList<QStringList> commands = {
        {QStringLiteral("report"), QStringLiteral("-b"), m_exe, fifo},
        {QStringLiteral("report"), QStringLiteral("-b"), fifo, m_run},
        {QStringLiteral("report"), QStringLiteral("-b"), zero, m_run},
        {QStringLiteral("stats"), m_exe, m_run, fifo},
        {QStringLiteral("doctor"), m_exe, fifo},
        {QStringLiteral("doctor"), zero, m_run},
        {QStringLiteral("diff"), m_exe, m_run, QStringLiteral("--"), m_exe, fifo},
        {QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("json"), m_exe, fifo},
        {QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("json"), zero, m_run},
    };
    for (const QStringList &args : commands) {
        const ProcessResult r = runProcess(QStringLiteral(GMONVIEW_BINARY), args, m_dir.path(), {}, 30000);
        const bool onFifo = args.contains(fifo);
        QVERIFY2(r.exitCode == 1 || r.exitCode == 2,
                 qPrintable(args.join(' ') + ": exit " + QString::number(r.exitCode)));
        const QByteArray expected = onFifo ? "never.gmon: is a FIFO, not a regular file"
                                           : "/dev/zero: is a device, not a regular file";
        QVERIFY2(r.err.contains(expected) || r.out.contains(expected),
                 qPrintable(args.join(' ') + ": " + r.err));
    }
}

// Issue 25, point 4: a run sampled at 1000 Hz with one at 100 Hz. gprof
// sums them and times every sample at the first run's rate, so the time
// depends on the order; the report prints what gprof prints and says so on
// standard error; stats, export, diff and doctor refuse the run, naming it.
void tst_Files::mixedRatesRefusedOrWarned()
{
    QByteArray fast = m_runBytes;
    constexpr int rateAt = 20 + 1 + 8 + 8 + 4; // header, tag, low, high, size
    quint32 rate = 0;
    memcpy(&rate, fast.constData() + rateAt, 4);
    QCOMPARE(rate, quint32(100));
    rate = 1000;
    memcpy(fast.data() + rateAt, &rate, 4);
    const QString fastRun = path(QStringLiteral("fast.gmon"));
    QVERIFY(writeFile(fastRun, fast));

    for (const QStringList &order : {QStringList{m_run, fastRun}, QStringList{fastRun, m_run}}) {
        const ProcessResult ours = gmonview(QStringList{"report", "-b", m_exe} + order);
        const ProcessResult gprof = runGprof(QStringList{"-b", m_exe} + order, m_dir.path());
        QCOMPARE(ours.exitCode, 0);
        QCOMPARE(ours.out, gprof.out);
        QVERIFY2(ours.err.contains("sampled at") && ours.err.contains("times are wrong"),
                 ours.err.constData());
    }
    const QList<QStringList> refusing = {
        {QStringLiteral("stats"), m_exe, m_run, fastRun},
        {QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("json"), m_exe,
         m_run, fastRun},
        {QStringLiteral("diff"), m_exe, m_run, fastRun, QStringLiteral("--"), m_exe, m_run},
    };
    for (const QStringList &args : refusing) {
        const ProcessResult r = gmonview(args);
        QVERIFY2(r.exitCode == 2 && r.err.contains("fast.gmon: sampled at 1000 Hz, the runs "
                                                   "before it at 100 Hz"),
                 qPrintable(args.join(' ') + ": " + r.err));
    }
    const ProcessResult doctor = gmonview({QStringLiteral("doctor"), m_exe, m_run, fastRun});
    QVERIFY2(doctor.out.contains("fast.gmon: sampled at 1000 Hz"), doctor.out.constData());
}

// Issue 25, point 5: a 41-byte histogram record with no addresses and no
// bins, put first, leaves gprof no scale (0/0), so it credits no sample;
// a rate of 0 Hz makes every time infinite. The report prints what gprof
// prints, by defined arithmetic (the sanitized suite runs this), and warns;
// export leaves the empty record out (every sample kept) and refuses 0 Hz.
void tst_Files::degenerateHistogramRecords()
{
    const QString full = path(QStringLiteral("full.gmon"));
    QVERIFY(QFile::copy(m_run, full));
    QCOMPARE(sampleEveryBin(m_exe, full, 3), QString());
    const QByteArray run = readFile(full);
    constexpr int header = 20, rateAt = header + 1 + 8 + 8 + 4;
    QCOMPARE(run.at(header), char(0)); // a histogram record first
    QByteArray empty(1 + 8 + 8 + 4 + 4 + 15 + 1, '\0');
    quint32 rate = 100;
    memcpy(empty.data() + 1 + 8 + 8 + 4, &rate, 4);
    memcpy(empty.data() + 1 + 8 + 8 + 4 + 4, "seconds", 7);
    empty[empty.size() - 1] = 's';
    const QString emptyFirst = path(QStringLiteral("empty-first.gmon"));
    QVERIFY(writeFile(emptyFirst, run.left(header) + empty + run.mid(header)));

    const ProcessResult gprof = runGprof({"-b", m_exe, emptyFirst}, m_dir.path());
    const ProcessResult ours = gmonview({"report", "-b", m_exe, emptyFirst});
    QCOMPARE(ours.exitCode, 0);
    QVERIFY2(ours.out == gprof.out, qPrintable(firstDifference(gprof.out, ours.out)));
    QVERIFY(ours.out.contains("no time accumulated") || !ours.out.contains("100.0"));
    QVERIFY2(ours.err.contains("empty-first.gmon: the histogram record at offset 0x14 covers "
                               "0x0-0x0 in 0 bins") &&
                 ours.err.contains("no sample is credited"),
             ours.err.constData());
    // Export: the record left out, the samples the same as without it.
    auto samplesIn = [&](const QString &gmon, QByteArray *err) {
        const ProcessResult r = gmonview({"export", "--format", "csv", m_exe, gmon});
        if (err)
            *err = r.err;
        double total = 0;
        const QList<QByteArray> lines = r.out.split('\n');
        const int column = int(lines.value(0).split(',').indexOf("samples"));
        for (int i = 1; column >= 0 && i < lines.size(); ++i)
            total += lines[i].split(',').value(column).toDouble();
        return total;
    };
    QByteArray err;
    const double expected = samplesIn(full, nullptr);
    QVERIFY(expected > 0);
    QCOMPARE(samplesIn(emptyFirst, &err), expected);
    QVERIFY2(err.contains("in 0 bins: left out"), err.constData());

    // 0 Hz: gprof's text, but for the unit of the per-call columns, where
    // gprof reads one entry past its table of SI prefixes (no prefix fits
    // an infinite time) and prints whatever byte lies there; we print the
    // table's last, 'a'.
    QByteArray zero = run;
    memset(zero.data() + rateAt, 0, 4);
    const QString zeroRun = path(QStringLiteral("zero-hz.gmon"));
    QVERIFY(writeFile(zeroRun, zero));
    const QList<QByteArray> theirs = runGprof({"-b", "-p", m_exe, zeroRun}, m_dir.path()).out.split('\n');
    const ProcessResult zeroOurs = gmonview({"report", "-b", "-p", m_exe, zeroRun});
    const QList<QByteArray> mine = zeroOurs.out.split('\n');
    QCOMPARE(mine.size(), theirs.size());
    QVERIFY(theirs.value(2).contains("inf seconds"));
    for (int i = 0; i < mine.size(); ++i) {
        if (!theirs[i].contains("s/call")) {
            QCOMPARE(mine[i], theirs[i]);
            continue;
        }
        const int at = int(theirs[i].indexOf("s/call")) - 1;
        QVERIFY2(!QByteArray("TGMK munpfa").contains(theirs[i].at(at)), theirs[i].constData());
        QByteArray expectedLine = theirs[i];
        expectedLine.replace(at, 1, "a");
        expectedLine.replace(int(expectedLine.indexOf("s/call", at + 2)) - 1, 1, "a");
        QCOMPARE(mine[i], expectedLine);
    }
    QVERIFY2(zeroOurs.err.contains("sampling rate 0 Hz"), zeroOurs.err.constData());
    const ProcessResult refused = gmonview({"export", "--format", "json", m_exe, zeroRun});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains("zero-hz.gmon: sampling rate 0 Hz"), refused.err.constData());
}

// A read no longer wanted (the window closed, another program opened) ends
// within 16 MiB, so that closing never waits on a large file: the
// executable and the runs are read with the document's stop.
void tst_Files::readsStopWhenAsked()
{
    // A 200 MiB executable: the real one with zeros after it (sparse).
    const QString large = path(QStringLiteral("large-prog"));
    {
        QFile f(large);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(m_exeBytes), m_exeBytes.size());
        QVERIFY(f.resize(qint64(200) << 20));
    }
    int asked = 0;
    const StopRequested stopAtOnce = [&] {
        ++asked;
        return true;
    };
    const auto stopped = ElfImage::fromFile(large.toStdString(), stopAtOnce);
    QVERIFY(!stopped.ok());
    QCOMPARE(QString::fromStdString(stopped.error().message),
             large + QStringLiteral(": reading it was stopped"));
    QCOMPARE(asked, 1);
    // Asked before each read of at most 16 MiB, straight into the result:
    // 200 MiB and the byte more asked for to find the end are 13 reads, 13
    // asks.
    int asks = 0;
    const auto whole = readFileBytes(large.toStdString(), UINT64_MAX, [&] {
        ++asks;
        return false;
    });
    QVERIFY(whole.ok());
    QCOMPARE(qint64(whole->size()), qint64(200) << 20);
    const qint64 step = qint64(16) << 20;
    QCOMPARE(asks, int(((qint64(200) << 20) + 1 + step - 1) / step));
    const QString largeRun = path(QStringLiteral("large-run.gmon")); // 20 MiB
    {
        QFile f(largeRun);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(m_runBytes), m_runBytes.size());
        QVERIFY(f.resize(qint64(20) << 20));
    }
    const auto run = readGmonFile(largeRun.toStdString(), {8, false}, GmonFormatChoice::Auto,
                                  stopAtOnce);
    QVERIFY(!run.ok());
    QVERIFY(QString::fromStdString(run.error().message).endsWith("reading it was stopped"));
    // Without a stop both read as ever.
    QVERIFY(ElfImage::fromFile(m_exe.toStdString()).ok());
    QVERIFY(readGmonFile(m_run.toStdString(), {8, false}).ok());
}

QTEST_GUILESS_MAIN(tst_Files)
#include "tst_files.moc"
