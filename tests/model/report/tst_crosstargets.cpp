// SPDX-License-Identifier: MIT
// `gmonview report` against each target's own gprof: the programs are built
// with each Debian cross compiler, run under qemu-user, and both tools read
// the same gmon files. The reference for a target is `<triplet>-gprof`
// (which reads ARM Thumb addresses without their low bit and leaves out the
// mapping symbols), not the host's gprof. Every toolchain is installed by
// tools/dev.sh: a missing one fails the test rather than skip a target.
#include "io/ElfImage.h"
#include "TestSupport.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <elf.h>

using namespace gmonview;
using namespace gmonview::test;

namespace {

struct Target
{
    const char *triplet;
    const char *qemu; // qemu-<this>-static
    uint16_t machine; // e_machine its executables carry
    // Whether its -pg runs write call counts: m68k's glibc writes only the
    // histogram, so there its gprof prints no call graph, -A or -C.
    bool arcs = true;
};

// Big- and little-endian, 32- and 64-bit, and ARM's Thumb code.
const Target kTargets[] = {
    {"aarch64-linux-gnu", "aarch64", EM_AARCH64},     {"arm-linux-gnueabihf", "arm", EM_ARM},
    {"riscv64-linux-gnu", "riscv64", EM_RISCV},       {"powerpc-linux-gnu", "ppc", EM_PPC},
    {"powerpc64le-linux-gnu", "ppc64le", EM_PPC64},   {"s390x-linux-gnu", "s390x", EM_S390},
    {"m68k-linux-gnu", "m68k", EM_68K, false},        {"mips-linux-gnu", "mips", EM_MIPS},
    {"mips64el-linux-gnuabi64", "mips64el", EM_MIPS}, {"sparc64-linux-gnu", "sparc64", EM_SPARCV9},
};

struct Program
{
    const char *name;
    const char *source; // of tests/programs, several joined by '+'
    QStringList flags;
    QList<QStringList> runArgs; // run1, run2, run3
};

QList<Program> programs()
{
    return {
        {"recursion", "recursion.c", {"-pg", "-O0", "-g"}, {{"20"}, {"7"}, {"3"}}},
        // (Rounds of cycles.c's loop: its time is linear in them, and it
        // was a third of this test's, m68k's 14 s alone, for no more of the
        // cycles' structure.)
        {"cycles", "cycles.c", {"-pg", "-O0", "-g"}, {{"10"}, {"4"}, {"2"}}},
        {"units-O2", "units.c+units_filter.c", {"-pg", "-O2", "-g"}, {{"800"}, {"300"}, {"100"}}},
    };
}

// The option sets of the issue: brief, call graph, unused functions, lines,
// annotated source and execution counts; the last ones on three runs summed.
const char *const kSingleRun[] = {"-b",          "-b -q", "-b -z", "-b -l -p",
                                  "-b -z -l -p", "-b -A", "-b -C", "-b -i"};
const char *const kThreeRuns[] = {"-b", "-b -l -p", "-b -q"};

// Whether the target's gprof must print something for ARGS (else the two
// could agree on nothing): always, but for the call graph and the counts
// (-q, -A, -C) of a target whose runs have none.
bool mustPrint(const Target &t, const QStringList &args)
{
    return t.arcs || !(args.contains("-q") || args.contains("-A") || args.contains("-C"));
}

} // namespace

class tst_CrossTargets : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void reportMatchesTargetGprof_data();
    void reportMatchesTargetGprof();
    void sumReadsLikeTargetGprofs_data();
    void sumReadsLikeTargetGprofs();
    void targetSymbolsAsTheTargetReadsThem();
    void doctorFindsNothingWrong();

private:
    QString dirOf(const Target &t, const Program &p) const
    {
        return m_root.filePath(QString::fromLatin1(t.triplet) + QLatin1Char('/') +
                               QString::fromLatin1(p.name));
    }

    QTemporaryDir m_root;
    QStringList m_built; // "triplet/program", built and run by initTestCase
};

void tst_CrossTargets::initTestCase()
{
    QVERIFY(m_root.isValid());
    for (const Target &t : kTargets) {
        const QString triplet = QString::fromLatin1(t.triplet);
        const ProcessResult version =
            runProcess(triplet + QStringLiteral("-gprof"), {"--version"}, m_root.path());
        QVERIFY2(version.started && version.out.contains("2.40"),
                 qPrintable(triplet + QStringLiteral("-gprof 2.40 is missing (binutils-") +
                            triplet + QStringLiteral("; tools/dev.sh installs it)")));
        for (const Program &p : programs()) {
            const QString dir = dirOf(t, p);
            QVERIFY(QDir().mkpath(dir));
            const QString exe = QDir(dir).filePath(QStringLiteral("prog"));
            const ProcessResult c = compileProgram(QString::fromLatin1(p.source), p.flags, exe,
                                                   triplet + QStringLiteral("-gcc"));
            QVERIFY2(c.exitCode == 0, qPrintable(QStringLiteral("%1-gcc cannot build %2: %3")
                                                     .arg(triplet, QString::fromLatin1(p.name),
                                                          QString::fromLocal8Bit(c.err))));
            for (int k = 0; k < p.runArgs.size(); ++k) {
                QFile::remove(QDir(dir).filePath(QStringLiteral("gmon.out")));
                // (m68k's floating point is emulated in software: its cycles
                // run takes 14 s on an idle core, and passed two minutes
                // once with the rest of the suite and a build beside it.
                // The limit is for a hang, not for a busy machine.)
                const ProcessResult r =
                    runProcess(QStringLiteral("qemu-%1-static").arg(QString::fromLatin1(t.qemu)),
                               QStringList{exe} + p.runArgs[k], dir,
                               {QStringLiteral("QEMU_LD_PREFIX=/usr/") + triplet}, 600000);
                QVERIFY2(r.exitCode == 0, qPrintable(QStringLiteral("%1 %2 under qemu: %3")
                                                         .arg(triplet, QString::fromLatin1(p.name),
                                                              QString::fromLocal8Bit(r.err))));
                const QString run = QDir(dir).filePath(QStringLiteral("run%1").arg(k + 1));
                QVERIFY(QFile::rename(QDir(dir).filePath(QStringLiteral("gmon.out")), run));
            }
            QVERIFY(QFile::copy(QDir(dir).filePath(QStringLiteral("run1")),
                                QDir(dir).filePath(QStringLiteral("gmon.out"))));
            m_built << triplet + QLatin1Char('/') + QString::fromLatin1(p.name);
        }
    }
}

void tst_CrossTargets::reportMatchesTargetGprof_data()
{
    QTest::addColumn<QString>("triplet");
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("mustPrint");
    for (const Target &t : kTargets) {
        for (const Program &p : programs()) {
            const QString name = QString::fromLatin1(t.triplet) + QLatin1Char(' ') +
                                 QString::fromLatin1(p.name) + QLatin1Char(' ');
            for (const char *set : kSingleRun) {
                const QStringList args = QString::fromLatin1(set).split(QLatin1Char(' '));
                QTest::newRow(qPrintable(name + QString::fromLatin1(set)))
                    << QString::fromLatin1(t.triplet) << QString::fromLatin1(p.name)
                    << (args + QStringList{"prog", "gmon.out"}) << mustPrint(t, args);
            }
            for (const char *set : kThreeRuns) {
                const QStringList args = QString::fromLatin1(set).split(QLatin1Char(' '));
                QTest::newRow(
                    qPrintable(name + QStringLiteral("three runs ") + QString::fromLatin1(set)))
                    << QString::fromLatin1(t.triplet) << QString::fromLatin1(p.name)
                    << (args + QStringList{"prog", "run1", "run2", "run3"}) << mustPrint(t, args);
            }
        }
    }
}

void tst_CrossTargets::reportMatchesTargetGprof()
{
    QFETCH(QString, triplet);
    QFETCH(QString, program);
    QFETCH(QStringList, args);
    QFETCH(bool, mustPrint);
    QVERIFY2(m_built.contains(triplet + QLatin1Char('/') + program), "not built");
    const QString dir = m_root.filePath(triplet + QLatin1Char('/') + program);
    const ProcessResult theirs = runProcess(triplet + QStringLiteral("-gprof"), args, dir);
    QVERIFY(theirs.started);
    if (mustPrint)
        QVERIFY2(!theirs.out.isEmpty(), theirs.err.constData());
    const ReportOutput ours = runOurs(args, dir);
    const QByteArray ourOut = QByteArray::fromStdString(ours.out);
    QVERIFY2(ourOut == theirs.out, qPrintable(QStringLiteral("%1-gprof %2\n%3")
                                                  .arg(triplet, args.join(QLatin1Char(' ')),
                                                       firstDifference(theirs.out, ourOut))));
    QCOMPARE(ours.exitCode, theirs.exitCode);
}

void tst_CrossTargets::sumReadsLikeTargetGprofs_data()
{
    QTest::addColumn<QString>("triplet");
    for (const Target &t : kTargets)
        QTest::newRow(t.triplet) << QString::fromLatin1(t.triplet);
}

// Our gmon.sum of three runs, in the target's address size and byte order,
// reads in the target's gprof exactly as the sum it writes itself.
void tst_CrossTargets::sumReadsLikeTargetGprofs()
{
    QFETCH(QString, triplet);
    const QString dir = m_root.filePath(triplet + QStringLiteral("/recursion"));
    const QString gprof = triplet + QStringLiteral("-gprof");
    const QStringList runs{"prog", "run1", "run2", "run3"};
    QCOMPARE(runProcess(gprof, QStringList{"-s"} + runs, dir).exitCode, 0);
    QVERIFY(QFile::rename(QDir(dir).filePath("gmon.sum"), QDir(dir).filePath("theirs.sum")));
    QCOMPARE(runOurs(QStringList{"-s"} + runs, dir).exitCode, 0);
    QVERIFY(QFile::rename(QDir(dir).filePath("gmon.sum"), QDir(dir).filePath("ours.sum")));
    for (const char *set : {"-b", "-b -l -p"}) {
        const QStringList options = QString::fromLatin1(set).split(QLatin1Char(' '));
        const ProcessResult theirs =
            runProcess(gprof, options + QStringList{"prog", "theirs.sum"}, dir);
        const ProcessResult ours =
            runProcess(gprof, options + QStringList{"prog", "ours.sum"}, dir);
        QCOMPARE(ours.exitCode, 0);
        QVERIFY(!theirs.out.isEmpty());
        QVERIFY2(ours.out == theirs.out, qPrintable(firstDifference(theirs.out, ours.out)));
    }
}

// The executables are what the table says, and read as their own binutils
// read them: ARM functions at even addresses (the Thumb bit cleared, which
// -l's "@ address" shows) and no mapping symbols among the functions of
// ARM, AArch64 and RISC-V, although the files have them.
void tst_CrossTargets::targetSymbolsAsTheTargetReadsThem()
{
    for (const Target &t : kTargets) {
        const QString dir = dirOf(t, programs().first());
        auto elf = ElfImage::fromFile(QDir(dir).filePath(QStringLiteral("prog")).toStdString());
        QVERIFY2(elf.ok(), t.triplet);
        QCOMPARE((*elf)->machine(), t.machine);
        int mapping = 0, thumb = 0;
        for (const ElfSymbol &s : (*elf)->symbols()) {
            mapping += s.targetSpecial;
            thumb += s.thumb;
            if (s.thumb)
                QCOMPARE(s.value & 1, uint64_t(0));
        }
        const bool hasMapping =
            t.machine == EM_ARM || t.machine == EM_AARCH64 || t.machine == EM_RISCV;
        QVERIFY2((mapping > 0) == hasMapping, t.triplet);
        QVERIFY2((thumb > 0) == (t.machine == EM_ARM), t.triplet);
        const ReportOutput zeroes = runOurs({"-b", "-z", "-p", "prog", "gmon.out"}, dir);
        QCOMPARE(zeroes.exitCode, 0);
        QVERIFY2(!QByteArray::fromStdString(zeroes.out).contains(" $"), t.triplet);
    }
}

// The profile doctor on every target's programs and runs: nothing that
// would make the numbers wrong (on AArch64 it decodes the calls too).
void tst_CrossTargets::doctorFindsNothingWrong()
{
    QCOMPARE(m_built.size(), int(std::size(kTargets)) * int(programs().size()));
    for (const QString &built : m_built) {
        const QString wrong =
            wrongFindings(m_root.filePath(built), "prog", {"run1", "run2", "run3"});
        QVERIFY2(wrong.isEmpty(), qPrintable(built + QStringLiteral(": ") + wrong));
    }
}

QTEST_GUILESS_MAIN(tst_CrossTargets)
#include "tst_crosstargets.moc"
