// SPDX-License-Identifier: MIT
// glibc's profiles of a shared library (issue 30, points 1-3), on a real
// library built at test time and profiled with LD_PROFILE, for 64-bit and
// 32-bit x86: gmonview's flat profile is gprof's report of the same library
// given the same histogram and arcs rewritten as a standard gmon file (gprof
// is the oracle); the calls equal the program's known calls through the PLT,
// with the outside callers as <outside the library> and the calls inside the
// library not recorded (and said so), on x86-64, i386 and big-endian s390x
// (under qemu-user); glibc's merging of outside calls into
// two functions of one span is found where it happens and not elsewhere;
// two runs' files sum; bad input (cut short, empty, another build, a file
// still being written, a library glibc writes nothing for) is named; the
// window opens a .profile alone, finding its library by the file's name.
#include "TestSupport.h"
#include "app/DoctorCommand.h"
#include "io/ElfImage.h"
#include "io/GmonFile.h"
#include "io/LibraryProfile.h"
#include "model/document/ProfileDocument.h"
#include "model/engine/ProfilePipeline.h"
#include "model/items/FlatProfileModel.h"
#include "model/stats/LibraryChecks.h"
#include "model/stats/ProfileDoctor.h"
#include "views/window/MainWindow.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace gmonview;
using namespace gmonview::test;

namespace {

// How libprof_main runs: lib_work kWork times, lib_leaf kLeaf times,
// lib_outer kOuter times (each calling lib_leaf twice through the PLT),
// lib_tiny_a and lib_tiny_b kTiny times each.
const int kWork = 20, kIterations = 300000, kLeaf = 5, kOuter = 3, kTiny = 4;

const QStringList kRunArgs{QString::number(kWork), QString::number(kIterations),
                           QString::number(kLeaf), QString::number(kOuter), QString::number(kTiny)};

struct Built
{
    QString dir, library, program;
    QString triplet; // a cross build's, run under qemu-user; empty: this machine's
};

// The rows of a flat profile with samples, by name: "%time cumulative self".
std::map<QString, QString> timedRows(const QStringList &lines)
{
    std::map<QString, QString> rows;
    for (const QString &l : lines) {
        const QStringList f = l.simplified().split(' ');
        if (f.size() >= 4 && f[2].toDouble() > 0)
            rows[f.last()] = f.mid(0, 3).join(' ');
    }
    return rows;
}

} // namespace

class tst_LibraryProfile : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void flatProfileIsGprofs_data();
    void flatProfileIsGprofs();
    void callsAreThePrograms_data();
    void callsAreThePrograms();
    void runsSum();
    void badInput();
    void stillBeingWritten();
    void noPltNoProfile();
    void windowOpensItAlone();

private:
    // The library and its program built with FLAGS into folder NAME.
    Built build(const QString &name, const QStringList &flags, const QString &triplet = {});
    // PROGRAM run with LD_PROFILE into OUT (made afresh): the .profile.
    QString profile(const Built &b, const QString &out, const QStringList &args = kRunArgs);
    std::map<QString, Built> m_built;
    std::map<QString, QString> m_profile; // by build
    QTemporaryDir m_dir;
};

Built tst_LibraryProfile::build(const QString &name, const QStringList &flags,
                                const QString &triplet)
{
    Built b;
    b.triplet = triplet;
    const QString gcc = triplet.isEmpty() ? QStringLiteral("gcc") : triplet + "-gcc";
    b.dir = m_dir.filePath(name);
    QDir().mkpath(b.dir);
    b.library = QDir(b.dir).filePath(QStringLiteral("libprof.so.1"));
    b.program = QDir(b.dir).filePath(QStringLiteral("main"));
    const ProcessResult lib =
        runProcess(gcc,
                   flags + QStringList{"-g", "-O1", "-fPIC", "-shared", "-Wl,-soname,libprof.so.1",
                                       "-o", b.library, QDir(programsDir()).filePath("libprof.c")},
                   b.dir);
    const ProcessResult main = runProcess(
        gcc,
        flags + QStringList{"-g", "-o", b.program, QDir(programsDir()).filePath("libprof_main.c"),
                            "-L" + b.dir, "-l:libprof.so.1"},
        b.dir);
    if (lib.exitCode || main.exitCode) {
        qWarning("%s%s", lib.err.constData(), main.err.constData());
        return {};
    }
    return b;
}

QString tst_LibraryProfile::profile(const Built &b, const QString &out, const QStringList &args)
{
    QDir(out).removeRecursively();
    QDir().mkpath(out);
    const QStringList env{"LD_LIBRARY_PATH=" + b.dir, "LD_PROFILE=libprof.so.1",
                          "LD_PROFILE_OUTPUT=" + out};
    // Under qemu-user, the environment is the emulated program's by
    // QEMU_SET_ENV (the loader it runs reads LD_PROFILE).
    const ProcessResult ran =
        b.triplet.isEmpty()
            ? runProcess(b.program, args, b.dir, env)
            : runProcess(QStringLiteral("qemu-%1-static").arg(b.triplet.section('-', 0, 0)),
                         QStringList{b.program} + args, b.dir,
                         {"QEMU_LD_PREFIX=/usr/" + b.triplet, "QEMU_SET_ENV=" + env.join(',')},
                         600000);
    const QString file = QDir(out).filePath(QStringLiteral("libprof.so.1.profile"));
    return ran.exitCode == 0 && QFile::exists(file) ? file : QString();
}

void tst_LibraryProfile::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // Both word sizes, and a big-endian target (s390x, under qemu).
    for (const auto &[name, flags, triplet] :
         std::vector<std::tuple<QString, QStringList, QString>>{
             {"x86-64", {}, {}}, {"i386", {"-m32"}, {}}, {"s390x", {}, "s390x-linux-gnu"}}) {
        const Built b = build(name, flags, triplet);
        QVERIFY2(!b.dir.isEmpty(), qPrintable(name));
        m_built[name] = b;
        m_profile[name] = profile(b, QDir(b.dir).filePath("out"));
        QVERIFY2(!m_profile[name].isEmpty(), qPrintable(name));
        QVERIFY(isLibraryProfile(m_profile[name].toStdString()));
    }
}

void tst_LibraryProfile::flatProfileIsGprofs_data()
{
    QTest::addColumn<QString>("build");
    QTest::newRow("x86-64") << "x86-64";
    QTest::newRow("i386") << "i386";
    QTest::newRow("s390x") << "s390x";
}

// The same histogram and arcs written by the test as a standard gmon file
// (absolute addresses; outside callers at 0, which gprof leaves out), read
// by gprof: the functions with time and their figures are ours.
void tst_LibraryProfile::flatProfileIsGprofs()
{
    QFETCH(QString, build);
    const Built &b = m_built[build];
    const auto elf = ElfImage::fromFile(b.library.toStdString());
    QVERIFY(elf);
    auto read = readGmonFile(m_profile[build].toStdString(), (*elf)->gmonTarget());
    QVERIFY2(read, read ? "" : read.error().message.c_str());
    QCOMPARE(read->histograms.size(), size_t(1));
    GmonWriter writer((*elf)->gmonTarget());
    writer.header();
    const HistogramRecord &h = read->histograms.front();
    writer.histogram(h.lowPc, h.highPc, h.rate, h.dimension, h.dimensionAbbrev, h.bins);
    for (const ArcRecord &a : read->arcs)
        writer.arc(a.fromPc, a.selfPc, uint32_t(a.count));
    const QString standard = QDir(b.dir).filePath(QStringLiteral("standard.gmon"));
    const auto &bytes = writer.bytes();
    QVERIFY(writeFile(standard, QByteArray(reinterpret_cast<const char *>(bytes.data()),
                                           qsizetype(bytes.size()))));
    // The target's own gprof (its binutils).
    const ProcessResult gprof =
        b.triplet.isEmpty()
            ? runGprof({"-b", "-p", b.library, standard}, b.dir)
            : runProcess(b.triplet + "-gprof", {"-b", "-p", b.library, standard}, b.dir);
    QCOMPARE(gprof.exitCode, 0);
    const ReportOutput ours = runOurs({"-b", "-p", b.library, m_profile[build]}, b.dir);
    QCOMPARE(ours.exitCode, 0);
    const auto theirs = timedRows(reportFlatLines(gprof.out.toStdString()));
    const auto mine = timedRows(reportFlatLines(ours.out));
    QVERIFY(!theirs.empty());
    QVERIFY(theirs.count(QStringLiteral("spin")));
    QCOMPARE(mine, theirs);
    // What is not counted, said before the figures.
    QVERIFY(QString::fromStdString(ours.out).startsWith(
        QStringLiteral("Profile of the shared library ")));
    QVERIFY(QString::fromStdString(ours.out).contains(QStringLiteral("not recorded")));

    // By line (-l): the same note, and the calls from outside on the
    // function's first line.
    const ReportOutput lines = runOurs({"-b", "-l", "-p", b.library, m_profile[build]}, b.dir);
    QCOMPARE(lines.exitCode, 0);
    QVERIFY(QString::fromStdString(lines.out).startsWith(
        QStringLiteral("Profile of the shared library ")));
    bool workCalls = false;
    for (const QString &l : reportFlatLines(lines.out))
        workCalls = workCalls || (l.contains(QStringLiteral(" lib_work (")) &&
                                  l.simplified().split(' ').value(3) == QString::number(kWork));
    QVERIFY2(workCalls, lines.out.c_str());
}

void tst_LibraryProfile::callsAreThePrograms_data()
{
    flatProfileIsGprofs_data();
}

// The calls are the program's through the PLT: from <outside the library>
// into lib_work, lib_leaf and lib_outer, from lib_outer into lib_leaf;
// spin, called directly inside the library, has no count. On x86-64 the
// two tiny functions share a 32-byte span, and glibc counts the calls into
// the second as calls into the first (the doctor says so); on i386 the
// span is 16 bytes and they are counted apart.
void tst_LibraryProfile::callsAreThePrograms()
{
    QFETCH(QString, build);
    const Built &b = m_built[build];
    AnalysisRequest request;
    request.executablePath = b.library.toStdString();
    request.runs = {m_profile[build].toStdString()};
    DoctorCollector doctor;
    auto analysed = analyze(doctor.attach(request));
    QVERIFY2(analysed, analysed ? "" : analysed.error().message.c_str());
    const ProfileResult &p = *analysed->profile;
    auto calls = [&](const char *name) {
        const int s = functionNamed(p, name);
        return s < 0 ? uint64_t(-1) : p.symbol(s).calls;
    };
    auto arc = [&](const char *from, const char *to) {
        for (const ProfileArc &a : p.arcs)
            if (p.symbol(a.parent).name == from && p.symbol(a.child).name == to)
                return a.count;
        return uint64_t(0);
    };
    QCOMPARE(calls("lib_work"), uint64_t(kWork));
    QCOMPARE(calls("lib_leaf"), uint64_t(kLeaf + 2 * kOuter));
    QCOMPARE(calls("lib_outer"), uint64_t(kOuter));
    QCOMPARE(arc("<outside the library>", "lib_work"), uint64_t(kWork));
    QCOMPARE(arc("<outside the library>", "lib_leaf"), uint64_t(kLeaf));
    QCOMPARE(arc("lib_outer", "lib_leaf"), uint64_t(2 * kOuter));
    QCOMPARE(calls("spin"), uint64_t(0));
    QVERIFY(p.symbol(functionNamed(p, "spin")).samples > 0);

    const std::vector<Finding> findings = doctor.findings(*analysed);
    auto found = [&](FindingKind kind) {
        return std::find_if(findings.begin(), findings.end(),
                            [&](const Finding &f) { return f.kind == kind; });
    };
    QVERIFY(found(FindingKind::LibraryProfile) != findings.end());
    QVERIFY(found(FindingKind::LibraryProfile)->what.text().find(m_profile[build].toStdString()) !=
            std::string::npos);
    QVERIFY(found(FindingKind::NoCallCounts) == findings.end());
    QVERIFY(found(FindingKind::ForeignRun) == findings.end());
    const bool sharedSpan = build != "i386"; // 64-bit targets
    if (sharedSpan) {
        QCOMPARE(calls("lib_tiny_a") + calls("lib_tiny_b"), uint64_t(2 * kTiny));
        QVERIFY(calls("lib_tiny_a") != uint64_t(kTiny)); // glibc's merging, as it happens
        QVERIFY(found(FindingKind::LibraryCallsMerged) != findings.end());
        QVERIFY(
            found(FindingKind::LibraryCallsMerged)->what.text().find("lib_tiny_a and lib_tiny_b") !=
            std::string::npos);
    } else {
        QCOMPARE(calls("lib_tiny_a"), uint64_t(kTiny));
        QCOMPARE(calls("lib_tiny_b"), uint64_t(kTiny));
        QVERIFY(found(FindingKind::LibraryCallsMerged) == findings.end());
    }
}

// Two runs' files (one per output folder) sum like runs.
void tst_LibraryProfile::runsSum()
{
    const Built &b = m_built["x86-64"];
    const QString second = profile(b, QDir(b.dir).filePath("second"));
    QVERIFY(!second.isEmpty());
    AnalysisRequest one, two;
    one.executablePath = two.executablePath = b.library.toStdString();
    one.runs = {m_profile["x86-64"].toStdString()};
    two.runs = {m_profile["x86-64"].toStdString(), second.toStdString()};
    AnalysisRequest other = one;
    other.runs = {second.toStdString()};
    auto a = analyze(one), c = analyze(two), more = analyze(other);
    QVERIFY(a && c && more);
    const int work = functionNamed(*c->profile, "lib_work");
    QCOMPARE(c->profile->symbol(work).calls, uint64_t(2 * kWork));
    QCOMPARE(c->profile->totalSamples, a->profile->totalSamples + more->profile->totalSamples);
}

// Bad input names the file: cut short, empty, another build of the library
// (its code elsewhere: the calls enter where no function starts).
void tst_LibraryProfile::badInput()
{
    const Built &b = m_built["x86-64"];
    const QByteArray bytes = readFile(m_profile["x86-64"]);
    QTemporaryDir dir;
    const QString cut = dir.filePath(QStringLiteral("cut.profile"));
    QVERIFY(writeFile(cut, bytes.left(100)));
    const ReportOutput cutReport = runOurs({"-b", b.library, cut}, dir.path());
    QVERIFY(cutReport.exitCode != 0);
    QVERIFY2(QString::fromStdString(cutReport.err).contains(cut) &&
                 QString::fromStdString(cutReport.err).contains(QStringLiteral("cut short")),
             cutReport.err.c_str());
    const QString empty = dir.filePath(QStringLiteral("empty.profile"));
    QVERIFY(writeFile(empty, {}));
    const ReportOutput emptyReport = runOurs({"-b", b.library, empty}, dir.path());
    QVERIFY(emptyReport.exitCode != 0);
    QVERIFY(QString::fromStdString(emptyReport.err).contains(empty));

    // Another build of the library, its functions aligned to 128 bytes: the
    // calls enter at the starts of other functions, one of them static.
    const QString other = dir.filePath(QStringLiteral("libprof.so.1"));
    QCOMPARE(runProcess(QStringLiteral("gcc"),
                        {"-g", "-O1", "-fPIC", "-shared", "-Wl,-soname,libprof.so.1",
                         "-falign-functions=128", "-o", other,
                         QDir(programsDir()).filePath("libprof.c")},
                        dir.path())
                 .exitCode,
             0);
    const ReportOutput doctor = runDoctor({other.toStdString(), m_profile["x86-64"].toStdString()});
    QVERIFY2(QString::fromStdString(doctor.out)
                 .simplified()
                 .contains(QStringLiteral("was not written for this library")),
             doctor.out.c_str());
}

// A program still running with LD_PROFILE has the file mapped: the doctor
// says it is being written, naming the process.
void tst_LibraryProfile::stillBeingWritten()
{
    const Built &b = m_built["x86-64"];
    const QString out = QDir(b.dir).filePath("running");
    QDir(out).removeRecursively();
    QDir().mkpath(out);
    QProcess running;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("LD_LIBRARY_PATH", b.dir);
    env.insert("LD_PROFILE", "libprof.so.1");
    env.insert("LD_PROFILE_OUTPUT", out);
    running.setProcessEnvironment(env);
    running.start(b.program, {"1", "10", "1", "1", "0", "30"});
    QVERIFY(running.waitForStarted());
    const QString file = QDir(out).filePath(QStringLiteral("libprof.so.1.profile"));
    QVERIFY(QTest::qWaitFor([&] { return !processesMapping(file.toStdString()).empty(); }, 10000));
    const auto mapping = processesMapping(file.toStdString());
    const qint64 pid = running.processId();
    QCOMPARE(mapping.front().first, int(pid));
    const ReportOutput doctor = runDoctor({b.library.toStdString(), file.toStdString()});
    running.kill();
    running.waitForFinished();
    const QString said = QString::fromStdString(doctor.out).simplified();
    QVERIFY2(said.contains(QStringLiteral("still being written")), doctor.out.c_str());
    QVERIFY(said.contains(QStringLiteral("process %1 (main)").arg(pid)));
    QVERIFY(processesMapping(file.toStdString()).empty());
}

// A library with no PLT relocations: glibc writes nothing (checked), and
// the doctor, given the library alone, says why.
void tst_LibraryProfile::noPltNoProfile()
{
    QTemporaryDir dir;
    const QString lib = dir.filePath(QStringLiteral("libnoplt.so"));
    QCOMPARE(runProcess(QStringLiteral("gcc"),
                        {"-O1", "-fPIC", "-shared", "-Wl,-soname,libnoplt.so", "-o", lib,
                         QDir(programsDir()).filePath("libnoplt.c")},
                        dir.path())
                 .exitCode,
             0);
    const QString prog = dir.filePath(QStringLiteral("np"));
    QVERIFY(writeFile(dir.filePath("np.c"),
                      "int noplt_twice(int);\nint main(void) { return noplt_twice(1) - 2; }\n"));
    QCOMPARE(runProcess(QStringLiteral("gcc"),
                        {"-o", prog, dir.filePath("np.c"), "-L" + dir.path(), "-lnoplt"},
                        dir.path())
                 .exitCode,
             0);
    const QString out = dir.filePath(QStringLiteral("out"));
    QDir().mkpath(out);
    QCOMPARE(runProcess(prog, {}, dir.path(),
                        {"LD_LIBRARY_PATH=" + dir.path(), "LD_PROFILE=libnoplt.so",
                         "LD_PROFILE_OUTPUT=" + out})
                 .exitCode,
             0);
    QVERIFY(QDir(out).entryList(QDir::Files).isEmpty()); // glibc wrote nothing
    const ReportOutput doctor = runDoctor({lib.toStdString()});
    QCOMPARE(doctor.exitCode, 2);
    QVERIFY2(QString::fromStdString(doctor.err).contains(QStringLiteral("no PLT relocations")) &&
                 QString::fromStdString(doctor.err).contains(lib),
             doctor.err.c_str());
    // The test library has them: nothing to say.
    const auto elf = ElfImage::fromFile(m_built["x86-64"].library.toStdString());
    QVERIFY(elf && !whyNoLibraryProfile(**elf, "libprof.so.1"));
}

// The window opens a .profile alone: its library is found beside it by the
// file's name; the flat profile has its functions, lib_work called from
// <outside the library>; the warning bar says what is counted.
void tst_LibraryProfile::windowOpensItAlone()
{
    const Built &b = m_built["x86-64"];
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("libprof.so.1.profile"));
    QVERIFY(QFile::copy(m_profile["x86-64"], file));
    QVERIFY(QFile::copy(b.library, dir.filePath(QStringLiteral("libprof.so.1"))));
    MainWindow w;
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openCommandLine({file});
    QVERIFY(QTest::qWaitFor([&] { return loaded.count() > 0 && !w.document()->isBusy(); }, 30000));
    QCOMPARE(QFileInfo(w.executablePath()).fileName(), QStringLiteral("libprof.so.1"));
    const ProfileResult *p = w.profile();
    QVERIFY(p);
    bool outsideCallsWork = false;
    for (const ProfileArc &a : p->arcs)
        outsideCallsWork = outsideCallsWork ||
                           (p->symbol(a.parent).name == "<outside the library>" &&
                            p->symbol(a.child).name == "lib_work" && a.count == uint64_t(kWork));
    QVERIFY(outsideCallsWork);
    const QString warnings = w.warnings().join('\n');
    QVERIFY2(warnings.contains(QStringLiteral("glibc's profile of the shared library")) &&
                 warnings.contains(QStringLiteral("not recorded")),
             qPrintable(warnings));
}

QTEST_MAIN(tst_LibraryProfile)
#include "tst_libraryprofile.moc"
