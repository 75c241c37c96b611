// SPDX-License-Identifier: MIT
// `gmonview report` against GNU gprof 2.40 on real programs: each program is
// compiled with -pg here, run, and both tools read the same gmon files. With
// -b the two outputs and exit codes must be identical, byte for byte.
#include "io/dwarf/DwarfLineTable.h"
#include "io/ElfImage.h"
#include "io/GmonFile.h"
#include "TestSupport.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <elf.h>

using namespace gmonview;
using namespace gmonview::test;

namespace {

struct Variant
{
    QString name;
    QString source;
    QStringList flags;
    QList<QStringList> runArgs; // one list per run; run 1 is gmon.out
    QString symbol;             // a function to name in symbol specs
    QString arc;                // a caller/callee pair
    QString compiler;           // empty: gcc or g++
    // A function called at least once, for -C and -A specs (%C), which
    // print only such functions; empty: the symbol.
    QString called;
};

bool hasDebugInfo(const Variant &v)
{
    return v.flags.contains(QStringLiteral("-g"));
}

QList<Variant> variants()
{
    const QStringList pg{QStringLiteral("-pg")};
    auto v = [](const char *name, const char *source, QStringList flags, QList<QStringList> runs,
                const char *symbol, const char *arc) {
        return Variant{QString::fromLatin1(name),   QString::fromLatin1(source), flags, runs,
                       QString::fromLatin1(symbol), QString::fromLatin1(arc)};
    };
    auto clang = [](Variant v) {
        v.compiler = QStringLiteral("clang");
        return v;
    };
    auto calling = [](const char *called, Variant v) {
        v.called = QString::fromLatin1(called);
        return v;
    };
    const QList<QStringList> roundRuns{{"20"}, {"7"}, {"3"}};
    return {
        v("recursion", "recursion.c", {"-pg", "-O0"}, roundRuns, "fib", "main/fib"),
        v("recursion-g", "recursion.c", {"-pg", "-O0", "-g"}, roundRuns, "is_odd",
          "is_even/is_odd"),
        v("cycles", "cycles.c", {"-pg", "-O0"}, {{"30"}, {"12"}, {"5"}}, "c1", "c1/c2"),
        v("cycles-g", "cycles.c", {"-pg", "-O0", "-g"}, {{"30"}, {"12"}, {"5"}}, "ping", "c3/c1"),
        v("clones-O2", "clones.c", {"-pg", "-O2"}, {{"30000"}, {"10000"}, {"4000"}}, "driver",
          "main/driver"),
        v("clones-O2-g", "clones.c", {"-pg", "-O2", "-g"}, {{"30000"}, {"10000"}, {"4000"}},
          "scaled.constprop.0", "driver/user1"),
        // Only .constprop clones, which gprof keeps (SQLite has many).
        v("constprop-O2-g", "constprop.c", {"-pg", "-O2", "-g"}, {{"20000"}, {"7000"}, {"3000"}},
          "driver", "driver/plain"),
        v("no-pie", "recursion.c", {"-pg", "-O0", "-no-pie"}, roundRuns, "fib", "fib/fib"),
        v("static", "recursion.c", {"-pg", "-O0", "-static"}, roundRuns, "fib", "main/square"),
        v("thread", "threads.c", {"-pg", "-O0", "-pthread"}, {{}, {}, {}}, "grind",
          "worker_step/grind"),
        calling("_ZNK3geo6Circle4areaEi",
                v("cxx", "templates.cpp", {"-pg", "-O0"}, {{}, {}, {}}, "main",
                  "main/"
                  "_ZN3geo5totalERKSt6vectorISt10unique_ptrINS_5ShapeESt14default_deleteIS2_"
                  "EESaIS5_EEi")),
        calling("_ZNK3geo6Circle4areaEi", v("cxx-O2-g", "templates.cpp", {"-pg", "-O2", "-g"},
                                            {{}, {}, {}}, "main", "main/_ZNK3geo6Circle4areaEi")),
        v("m32", "recursion.c", {"-pg", "-O0", "-m32"}, roundRuns, "fib", "main/fib"),
        v("many", "many.c", {"-pg", "-O0"}, {{"150"}, {"60"}, {"20"}}, "f17", "f0/f1"),
        calling("leaf", v("forward", "forward.c", {"-pg", "-O0"}, {{"200"}, {"50"}, {"20"}}, "rare",
                          "middle/leaf")),
        // Several compilation units; DWARF 4 and -ffunction-sections at -O2.
        v("units", "units.c+units_filter.c", {"-pg", "-O0", "-g"}, {{"1000"}, {"300"}, {"100"}},
          "smooth", "main/filter"),
        v("units-O2-dwarf4", "units.c+units_filter.c",
          {"-pg", "-O2", "-g", "-gdwarf-4", "-ffunction-sections"}, {{"3000"}, {"1000"}, {"300"}},
          "filter", "main/filter"),
        calling("hot", v("backward", "backward.c", {"-pg", "-O0"}, {{"300"}, {"80"}, {"20"}}, "bwd",
                         "caller/hot")),
        // clang 14 writes DWARF 5 line tables unlike gcc's: MD5 checksums
        // (DW_FORM_data16), directory 0 as the compilation directory,
        // prologue_end; at -O2 also line 0 and rows from inlined headers.
        clang(v("clang-g", "recursion.c", {"-pg", "-O0", "-g"}, roundRuns, "is_odd",
                "is_even/is_odd")),
        clang(v("clang-O2-g", "units.c+units_filter.c", {"-pg", "-O2", "-g"},
                {{"3000"}, {"1000"}, {"300"}}, "smooth", "main/filter")),
    };
}

Variant variantNamed(const QString &name)
{
    for (const Variant &v : variants())
        if (v.name == name)
            return v;
    return {};
}

// Option sets; %S is the variant's symbol, %A its arc, %F its source file,
// %C its called function. Sets with -A run on the variants built with -g.
const char *const kOptionSets[] = {
    "-b",
    "-b -p",
    "-b -q",
    "-b -z",
    "-b -T",
    "-b -a",
    "-b -i",
    "-b -z -T",
    "-b -w 120",
    "-b --no-demangle",
    "-b -L",
    "-b -D",
    "-b -p%S",
    "-b -P%S",
    "-b -q%S",
    "-b -Q%S",
    "-b -e %S",
    "-b -E %S",
    "-b -f %S",
    "-b -F %S",
    "-b -k %A",
    "-b -n%S",
    "-b -N%S",
    "-b -T -a -z",
    "-b -pmain -q%S",
    "-b -Pmain -Qmain",
    "-b -q%A",
    "-b -Q%A",
    "-b -T -p%S",
    "-b --inline-file-names",
    "-b --flat-profile=main",
    "-b --graph",
    "-bz",
    "-b -p%F",
    "-b -q%F",
    "-b -Om",
    "-b -E main -F %S",
    "-b -e %S -f main",
    "-b -a -D -z",
    "-r",
    "-b -r -q",
    "-b -r -z -q",
    "-b -r -T",
    "-b -l",
    "-b -l -p",
    "-b -l -q",
    "-b -l -z -p",
    "-b -l -T",
    "-b -C",
    "-b -l -C",
    "-b -C -z",
    "-b -C%C",
    "-b -p -C",
    "-b -l -L -p",
    "-b -A",
    "-b -l -A -x",
    "-b -A -t 3 -m 100",
    "-b -C -A",
    "-b -A%C",
    "-b -A -z",
};

// Whether gprof must print something for OPTIONS: annotated source (-A) and
// symbol specs (%S, %A, %F, main) select what is printed, and a row where
// the selection finds nothing would compare empty with empty.
bool selectsOutput(const QString &options)
{
    return options.contains(QLatin1String("-A")) || options.contains(QLatin1Char('%')) ||
           options.contains(QLatin1String("main"));
}

QStringList expand(const QString &options, const Variant &v)
{
    QStringList out;
    for (QString word : options.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        word.replace(QLatin1String("%S"), v.symbol);
        word.replace(QLatin1String("%A"), v.arc);
        word.replace(QLatin1String("%F"), v.source.section(QLatin1Char('+'), 0, 0));
        word.replace(QLatin1String("%C"), v.called.isEmpty() ? v.symbol : v.called);
        out << word;
    }
    return out;
}

QByteArray sha1(const QString &path)
{
    return QCryptographicHash::hash(readFile(path), QCryptographicHash::Sha1);
}

} // namespace

class tst_GprofParity : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void reportMatchesGprof_data();
    void reportMatchesGprof();
    void sumFileReadsLikeGprofs_data();
    void sumFileReadsLikeGprofs();
    void bsdFormatsMatchGprof_data();
    void bsdFormatsMatchGprof();
    void explanationsWithoutBrief();
    void arcsWithoutHistogram();
    void staticCallGraph();
    void fileOrdering();
    void annotatedSourceFiles();
    void basicBlockRecords_data();
    void basicBlockRecords();
    void severalHistogramRecords_data();
    void severalHistogramRecords();
    void lineDecoderMatchesLibdwarf_data();
    void lineDecoderMatchesLibdwarf();
    void headerRowsBeforeFirstSetFile();
    void linesOfStaticsSkippedOnlyWhenThereAreNone_data();
    void linesOfStaticsSkippedOnlyWhenThereAreNone();
    void timedOutChildIsKilled();
    void doctorFindsNothingWrong();

private:
    QString dirOf(const QString &variant) const { return m_root.filePath(variant); }
    // MUST_PRINT: gprof's output must not be empty (see selectsOutput).
    void compareWithGprof(const QString &dir, const QStringList &args, bool mustPrint = false);

    QTemporaryDir m_root;
    QStringList m_built; // every variant, built and run by initTestCase
};

void tst_GprofParity::initTestCase()
{
    QVERIFY(m_root.isValid());
    const ProcessResult version = runProcess(QStringLiteral("gprof"), {"--version"}, m_root.path());
    QVERIFY2(version.started && version.out.contains("2.40"),
             "these tests compare with GNU gprof 2.40 (Debian 12 binutils)");
    for (const Variant &v : variants()) {
        QDir().mkpath(dirOf(v.name));
        const QString exe = QDir(dirOf(v.name)).filePath(QStringLiteral("prog"));
        const ProcessResult c = compileProgram(v.source, v.flags, exe, v.compiler);
        // Every variant is built: -m32 needs gcc-12-multilib, which tools/dev.sh
        // installs; a missing toolchain fails here rather than skip coverage.
        if (c.exitCode != 0)
            QFAIL(qPrintable(QStringLiteral("cannot compile %1: %2")
                                 .arg(v.name, QString::fromLocal8Bit(c.err))));
        const char *names[] = {"run1", "run2", "run3"};
        for (int k = 0; k < v.runArgs.size(); ++k) {
            const ProcessResult r =
                profileRun(exe, v.runArgs[k], dirOf(v.name), QString::fromLatin1(names[k]));
            QVERIFY2(r.exitCode == 0, qPrintable(v.name + QStringLiteral(": run failed")));
        }
        // gmon.out is the first run again, for the single-run cases.
        QVERIFY(QFile::copy(QDir(dirOf(v.name)).filePath(QStringLiteral("run1")),
                            QDir(dirOf(v.name)).filePath(QStringLiteral("gmon.out"))));
        m_built << v.name;
    }
}

void tst_GprofParity::compareWithGprof(const QString &dir, const QStringList &args, bool mustPrint)
{
    const ProcessResult theirs = runGprof(args, dir);
    QVERIFY(theirs.started);
    if (mustPrint)
        QVERIFY2(!theirs.out.isEmpty(), qPrintable(QStringLiteral("gprof %1 prints nothing: %2")
                                                       .arg(args.join(QLatin1Char(' ')),
                                                            QString::fromLocal8Bit(theirs.err))));
    const ReportOutput ours = runOurs(args, dir);
    const QByteArray ourOut = QByteArray::fromStdString(ours.out);
    QVERIFY2(ourOut == theirs.out, qPrintable(QStringLiteral("gprof %1\n%2")
                                                  .arg(args.join(QLatin1Char(' ')),
                                                       firstDifference(theirs.out, ourOut))));
    QCOMPARE(ours.exitCode, theirs.exitCode);
    if (theirs.exitCode != 0)
        QVERIFY2(!ours.err.empty(), "a failing report must say why on standard error");
}

void tst_GprofParity::reportMatchesGprof_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("mustPrint");
    for (const Variant &v : variants()) {
        for (const char *set : kOptionSets) {
            // Without line information gprof annotates nothing.
            if (QByteArray(set).contains("-A") && !hasDebugInfo(v))
                continue;
            QStringList args = expand(QString::fromLatin1(set), v);
            QTest::newRow(qPrintable(v.name + QLatin1Char(' ') + args.join(QLatin1Char(' '))))
                << v.name << (args << QStringLiteral("prog") << QStringLiteral("gmon.out"))
                << selectsOutput(QString::fromLatin1(set));
        }
        for (const char *set : {"-b", "-b -T", "-b -i", "-b -z -p%S", "-b -q%S"}) {
            QStringList args = expand(QString::fromLatin1(set), v);
            QTest::newRow(
                qPrintable(v.name + QStringLiteral(" three runs ") + args.join(QLatin1Char(' '))))
                << v.name
                << (args << "prog"
                         << "run1"
                         << "run2"
                         << "run3")
                << selectsOutput(QString::fromLatin1(set));
        }
    }
}

void tst_GprofParity::reportMatchesGprof()
{
    QFETCH(QString, variant);
    QFETCH(QStringList, args);
    QFETCH(bool, mustPrint);
    QVERIFY2(m_built.contains(variant), qPrintable(variant + QStringLiteral(": no such variant")));
    compareWithGprof(dirOf(variant), args, mustPrint);
}

void tst_GprofParity::sumFileReadsLikeGprofs_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QStringList>("runs");
    for (const Variant &v : variants()) {
        QTest::newRow(qPrintable(v.name + QStringLiteral(" one run")))
            << v.name << QStringList{"run1"};
        QTest::newRow(qPrintable(v.name + QStringLiteral(" three runs")))
            << v.name << QStringList{"run1", "run2", "run3"};
    }
}

// gprof -s writes gmon.sum; ours must read back, in gprof, exactly as gprof's
// own does, and no input file may change.
void tst_GprofParity::sumFileReadsLikeGprofs()
{
    QFETCH(QString, variant);
    QFETCH(QStringList, runs);
    QVERIFY2(m_built.contains(variant), qPrintable(variant + QStringLiteral(": no such variant")));
    const QDir dir(dirOf(variant));
    QList<QByteArray> before;
    for (const QString &r : runs)
        before << sha1(dir.filePath(r));

    QDir().mkpath(dir.filePath("theirs"));
    QDir().mkpath(dir.filePath("ours"));
    QStringList args{QStringLiteral("-s"), QStringLiteral("prog")};
    args << runs;
    const ProcessResult theirs = runGprof(args, dir.path());
    QCOMPARE(theirs.exitCode, 0);
    QFile::remove(dir.filePath("theirs/gmon.sum"));
    QVERIFY(QFile::rename(dir.filePath("gmon.sum"), dir.filePath("theirs/gmon.sum")));

    const ReportOutput ours = runOurs(args, dir.path());
    QCOMPARE(ours.exitCode, 0);
    QCOMPARE(QByteArray::fromStdString(ours.out), theirs.out);
    QFile::remove(dir.filePath("ours/gmon.sum"));
    QVERIFY(QFile::rename(dir.filePath("gmon.sum"), dir.filePath("ours/gmon.sum")));

    for (qsizetype k = 0; k < runs.size(); ++k)
        QCOMPARE(sha1(dir.filePath(runs[k])), before[k]);
    // The files themselves are identical past the header, whose 12 spare
    // bytes gprof fills with whatever was on its stack.
    const QByteArray ourSum = readFile(dir.filePath("ours/gmon.sum"));
    const QByteArray theirSum = readFile(dir.filePath("theirs/gmon.sum"));
    QCOMPARE(ourSum.size(), theirSum.size());
    QCOMPARE(ourSum.left(8), theirSum.left(8));
    QVERIFY2(ourSum.mid(20) == theirSum.mid(20), "gmon.sum records differ from gprof's");

    for (const char *opts : {"-b", "-b -T", "-b -z", "-b -i", "-b -q"}) {
        QStringList readArgs = QString::fromLatin1(opts).split(QLatin1Char(' '));
        readArgs << QStringLiteral("../prog") << QStringLiteral("gmon.sum");
        const ProcessResult a = runGprof(readArgs, dir.filePath("theirs"));
        const ProcessResult b = runGprof(readArgs, dir.filePath("ours"));
        QVERIFY2(a.out == b.out,
                 qPrintable(QStringLiteral("gprof %1 on the two sums\n%2")
                                .arg(QString::fromLatin1(opts), firstDifference(a.out, b.out))));
        QCOMPARE(b.exitCode, a.exitCode);
        // And we read our own sum as gprof does.
        compareWithGprof(dir.filePath("ours"), readArgs);
    }
}

void tst_GprofParity::bsdFormatsMatchGprof_data()
{
    QTest::addColumn<QString>("variant");
    for (const char *v : {"recursion", "cycles-g", "m32", "static"})
        QTest::newRow(v) << QString::fromLatin1(v);
}

// The test rewrites a real GNU gmon.out as 4.4BSD and old 4.2BSD files; gprof
// must print the same for all three, and so must we.
void tst_GprofParity::bsdFormatsMatchGprof()
{
    QFETCH(QString, variant);
    QVERIFY2(m_built.contains(variant), qPrintable(variant + QStringLiteral(": no such variant")));
    const QDir dir(dirOf(variant));
    auto elf = ElfImage::fromFile(dir.filePath("prog").toStdString());
    QVERIFY(elf.ok());
    const GmonTarget target{(*elf)->addressSize(), (*elf)->isBigEndian()};
    auto gnu = readGmonFile(dir.filePath("gmon.out").toStdString(), target);
    QVERIFY2(gnu.ok(), gnu.ok() ? "" : gnu.error().message.c_str());
    QCOMPARE(gnu->histograms.size(), size_t(1));
    const HistogramRecord &h = gnu->histograms.front();

    for (bool bsd44 : {true, false}) {
        GmonWriter w(target);
        w.bsdHeader(h.lowPc, h.highPc, uint32_t(h.bins.size()), bsd44, h.rate);
        w.bsdBins(h.bins);
        for (const ArcRecord &a : gnu->arcs)
            w.bsdArc(a.fromPc, a.selfPc, a.count);
        const QString name = bsd44 ? QStringLiteral("gmon.bsd44") : QStringLiteral("gmon.oldbsd");
        const auto &bytes = w.bytes();
        QVERIFY(
            writeFile(dir.filePath(name), QByteArray(reinterpret_cast<const char *>(bytes.data()),
                                                     qsizetype(bytes.size()))));
        const ProcessResult fromGnu = runGprof({"-b", "prog", "gmon.out"}, dir.path());
        const ProcessResult fromBsd = runGprof({"-b", "prog", name}, dir.path());
        QCOMPARE(fromBsd.out, fromGnu.out);
        for (const char *opts : {"-b", "-b -i", "-b -T -z", "-b -p"}) {
            QStringList args = QString::fromLatin1(opts).split(QLatin1Char(' '));
            compareWithGprof(dir.path(), args << QStringLiteral("prog") << name);
        }
        // A BSD run summed with the GNU original and with itself.
        compareWithGprof(dir.path(), {"-b", "prog", name, "gmon.out"});
        compareWithGprof(dir.path(), {"-b", "prog", "gmon.out", name, name});
    }
}

// Without -b we print the same tables, with explanations of our own.
void tst_GprofParity::explanationsWithoutBrief()
{
    const QString dir = dirOf(QStringLiteral("recursion"));
    const ReportOutput brief = runOurs({"-b", "prog", "gmon.out"}, dir);
    const ReportOutput full = runOurs({"prog", "gmon.out"}, dir);
    QCOMPARE(full.exitCode, 0);
    QVERIFY(full.out.size() > brief.out.size());
    QVERIFY(QByteArray::fromStdString(full.out).contains("How to read the flat profile"));
    QVERIFY(QByteArray::fromStdString(full.out).contains("How to read the call graph"));
    // Every table line of the brief report appears, in order, in the full one.
    const QList<QByteArray> briefLines = QByteArray::fromStdString(brief.out).split('\n');
    const QList<QByteArray> fullLines = QByteArray::fromStdString(full.out).split('\n');
    qsizetype at = 0;
    for (const QByteArray &line : briefLines) {
        if (line.contains("Call graph"))
            continue;
        while (at < fullLines.size() && fullLines[at] != line)
            ++at;
        QVERIFY2(at < fullLines.size(), line.constData());
    }
    // None of gprof's own explanatory text is copied.
    const ProcessResult gprofFull = runGprof({"prog", "gmon.out"}, dir);
    const ProcessResult gprofBrief = runGprof({"-b", "prog", "gmon.out"}, dir);
    int blurbLines = 0;
    for (const QByteArray &line : gprofFull.out.split('\n')) {
        if (line.trimmed().size() < 30 || gprofBrief.out.contains(line) ||
            line.contains("Call graph"))
            continue; // a table line, not explanation
        ++blurbLines;
        QVERIFY2(!QByteArray::fromStdString(full.out).contains(line), line.constData());
    }
    QVERIFY(blurbLines > 20);
}

// -c adds the calls found in the code. Where every call goes forward we
// match gprof; a backward call, which gprof 2.40 misses on x86-64, we find.
void tst_GprofParity::staticCallGraph()
{
    for (const char *opts : {"-b -c", "-b -c -q", "-b -c -T", "-b -c -p", "-b -c -Qrare"}) {
        const QString options = QString::fromLatin1(opts);
        QStringList args = options.split(QLatin1Char(' '));
        compareWithGprof(dirOf(QStringLiteral("forward")),
                         args << QStringLiteral("prog") << QStringLiteral("gmon.out"),
                         selectsOutput(options));
    }
    // The never-taken calls to rare appear, with no count.
    const ReportOutput forward =
        runOurs({"-b", "-c", "-q", "prog", "gmon.out"}, dirOf(QStringLiteral("forward")));
    QVERIFY(QByteArray::fromStdString(forward.out).contains("       0/0           rare"));

    const QString dir = dirOf(QStringLiteral("backward"));
    const ProcessResult theirs = runGprof({"-b", "-c", "-q", "prog", "gmon.out"}, dir);
    const ReportOutput ours = runOurs({"-b", "-c", "-q", "prog", "gmon.out"}, dir);
    QCOMPARE(ours.exitCode, 0);
    const QByteArray ourText = QByteArray::fromStdString(ours.out);
    QVERIFY2(ourText.contains("       0/0           bwd ["), ourText.constData());
    QVERIFY(!theirs.out.contains("0/0           bwd ["));
    // Apart from that arc, the two reports agree line for line.
    QList<QByteArray> ourLines = ourText.split('\n');
    ourLines.removeIf([](const QByteArray &l) { return l.contains("0/0           bwd ["); });
    QCOMPARE(ourLines, theirs.out.split('\n'));
}

// -R. gprof 2.40 marks the first function of each mapped file in a buffer
// from malloc and never clears the mark of the others, so which functions it
// keeps depends on what the heap held (valgrind reports the read). On a
// small map its heap is fresh and we match it byte for byte; on a larger one
// we match gprof run under valgrind, whose fresh allocations are zero: the
// behaviour gprof's code intends.
void tst_GprofParity::fileOrdering()
{
    const QString dir = dirOf(QStringLiteral("many"));
    QVERIFY(writeFile(QDir(dir).filePath("map.txt"), "alpha.o:0000000000000000 T f3\n"
                                                     "alpha.o:0000000000000000 T f1\n"
                                                     "alpha.o:0000000000000000 T f2\n"
                                                     "beta.o:0000000000000000 T f10\n"
                                                     "beta.o:0000000000000000 T main\n"
                                                     "gamma.o:0000000000000000 T f20\n"
                                                     "No symbols in empty.o\n"
                                                     "delta.o:0000000000000000 T nothere\n"));
    for (const char *opts :
         {"-R map.txt", "-b -p -R map.txt", "-b -q -R map.txt", "-b -z -R map.txt"}) {
        QStringList args = QString::fromLatin1(opts).split(QLatin1Char(' '));
        compareWithGprof(dir, args << QStringLiteral("prog") << QStringLiteral("gmon.out"));
    }
    // A map with a file per function in turn: gprof's result depends on its
    // heap, so compare with gprof under valgrind.
    {
        QString map;
        for (int i = 0; i < 140; ++i)
            map += QStringLiteral("%1.o:0000000000000000 T f%2\n").arg(QChar('a' + i % 3)).arg(i);
        QVERIFY(writeFile(QDir(dir).filePath("map2.txt"), map.toLatin1()));
        const ProcessResult vg = runProcess(
            QStringLiteral("valgrind"), {"-q", "gprof", "-R", "map2.txt", "prog", "gmon.out"}, dir);
        // tools/dev.sh installs valgrind.
        QVERIFY2(vg.started && vg.exitCode == 0, vg.err.constData());
        const ReportOutput ours = runOurs({"-R", "map2.txt", "prog", "gmon.out"}, dir);
        QCOMPARE(QByteArray::fromStdString(ours.out), vg.out);
    }
    // -r and -R together are refused, as by gprof.
    compareWithGprof(dir, {"-r", "-R", "map.txt", "prog", "gmon.out"});
    // A map line that is not FILE:ADDRESS TYPE NAME is named in the error.
    QVERIFY(writeFile(QDir(dir).filePath("bad.map"), "alpha.o:f3\nnonsense\n"));
    const ReportOutput bad = runOurs({"-R", "bad.map", "prog", "gmon.out"}, dir);
    QCOMPARE(bad.exitCode, 1);
    QVERIFY2(QString::fromStdString(bad.err).contains(QStringLiteral("bad.map: line 1")),
             bad.err.c_str());
}

// -A finds sources by -I (name only, when the recorded path is gone), -y
// writes FILE-ann files instead of printing, and a missing source is named.
void tst_GprofParity::annotatedSourceFiles()
{
    QTemporaryDir work;
    const QDir dir(work.path());
    QDir().mkpath(dir.filePath("src"));
    QDir().mkpath(dir.filePath("moved"));
    QDir().mkpath(dir.filePath("ours"));
    QDir().mkpath(dir.filePath("theirs"));
    QVERIFY(QFile::copy(QDir(programsDir()).filePath("recursion.c"), dir.filePath("src/rec.c")));
    const QString exe = dir.filePath("prog");
    QCOMPARE(
        runProcess("gcc", {"-pg", "-g", "-O0", "-o", exe, dir.filePath("src/rec.c")}, dir.path())
            .exitCode,
        0);
    QCOMPARE(profileRun(exe, {"5"}, dir.path(), QStringLiteral("gmon.out")).exitCode, 0);

    // -y: the annotated file is written beside, not printed.
    for (const char *who : {"ours", "theirs"}) {
        const QStringList args{"-b", "-A", "-y", "../prog", "../gmon.out"};
        const QString cwd = dir.filePath(QLatin1String(who));
        if (QLatin1String(who) == QLatin1String("ours"))
            QCOMPARE(runOurs(args, cwd).exitCode, 0);
        else
            QCOMPARE(runGprof(args, cwd).exitCode, 0);
    }
    const QByteArray ann = readFile(dir.filePath("theirs/rec.c-ann"));
    QVERIFY(ann.contains("Execution Summary"));
    QCOMPARE(readFile(dir.filePath("ours/rec.c-ann")), ann);

    // The source moves: found by -I with its name only; stdout as gprof's.
    QVERIFY(QFile::rename(dir.filePath("src/rec.c"), dir.filePath("moved/rec.c")));
    compareWithGprof(dir.path(), {"-b", "-A", "-I", "elsewhere:moved", "prog", "gmon.out"}, true);
    // Not found at all: gprof says so on stderr and prints no source.
    compareWithGprof(dir.path(), {"-b", "-A", "prog", "gmon.out"});
    const ProcessResult lost = runGprof({"-b", "-A", "prog", "gmon.out"}, dir.path());
    QVERIFY2(lost.out.isEmpty() && lost.err.contains("could not locate"), lost.err.constData());
    const ReportOutput missing = runOurs({"-b", "-A", "prog", "gmon.out"}, dir.path());
    QVERIFY2(QString::fromStdString(missing.err).contains(QStringLiteral("could not locate")),
             missing.err.c_str());
}

void tst_GprofParity::basicBlockRecords_data()
{
    QTest::addColumn<QString>("variant");
    for (const char *v : {"recursion-g", "cycles-g", "clones-O2-g", "cxx-O2-g", "recursion"})
        QTest::newRow(v) << QString::fromLatin1(v);
}

// gcc no longer writes basic-block counts; the test adds a record to a real
// gmon.out (blocks inside functions, one address twice, more than ten in one
// function) and compares every use of them: -l -C, the warning without -l,
// -i, and the sum.
void tst_GprofParity::basicBlockRecords()
{
    QFETCH(QString, variant);
    QVERIFY2(m_built.contains(variant), qPrintable(variant + QStringLiteral(": no such variant")));
    const QDir dir(dirOf(variant));
    auto elf = ElfImage::fromFile(dir.filePath("prog").toStdString());
    QVERIFY(elf.ok());
    std::vector<BasicBlockCount> blocks;
    int functions = 0;
    for (const ElfSymbol &s : (*elf)->symbols()) {
        if (s.type != 2 /* STT_FUNC */ || s.size < 40 || functions >= 6)
            continue;
        const int n = functions == 0 ? 12 : 2 + functions % 3; // 12: more than gprof keeps
        for (int j = 0; j < n; ++j)
            blocks.push_back({s.value + 4 + uint64_t(j) * 3, uint64_t(100 * (j + 1) + functions)});
        if (functions == 1)
            blocks.push_back({s.value + 4, 7}); // the same address again
        ++functions;
    }
    QVERIFY(functions > 2);
    GmonWriter w({8, false});
    w.basicBlocks(blocks);
    QByteArray bytes = readFile(dir.filePath("gmon.out"));
    bytes.append(reinterpret_cast<const char *>(w.bytes().data()), qsizetype(w.bytes().size()));
    QVERIFY(writeFile(dir.filePath("bb.out"), bytes));
    for (const char *opts : {"-b -l -C", "-b -C", "-b -l -C -z", "-b -i", "-b", "-b -l -p",
                             "-b -l -A", "-b -l -A -x", "-b -l -A -m 200", "-b -l -A -t 2"}) {
        const QString options = QString::fromLatin1(opts);
        if (options.contains(QLatin1String("-A")) && !hasDebugInfo(variantNamed(variant)))
            continue; // nothing to annotate
        QStringList args = options.split(QLatin1Char(' '));
        compareWithGprof(dir.path(), args << QStringLiteral("prog") << QStringLiteral("bb.out"),
                         selectsOutput(options));
    }
    // Without -l the counts are ignored, with a warning.
    const ReportOutput plain = runOurs({"-b", "prog", "bb.out"}, dir.path());
    QVERIFY(QString::fromStdString(plain.err).contains(QStringLiteral("basic-block")));
    // The sum keeps them, as gprof's does.
    QDir().mkpath(dir.filePath("bbsum"));
    QCOMPARE(runGprof({"-s", "../prog", "../bb.out", "../bb.out"}, dir.filePath("bbsum")).exitCode,
             0);
    const QByteArray theirs = readFile(dir.filePath("bbsum/gmon.sum"));
    QCOMPARE(runOurs({"-s", "../prog", "../bb.out", "../bb.out"}, dir.filePath("bbsum")).exitCode,
             0);
    const QByteArray ours = readFile(dir.filePath("bbsum/gmon.sum"));
    QCOMPARE(ours.mid(20), theirs.mid(20));
}

// A file with arcs and no histogram: gprof prints the call graph with -nan
// times, and refuses a flat profile; one with a histogram and no arcs.
void tst_GprofParity::arcsWithoutHistogram()
{
    const QDir dir(dirOf(QStringLiteral("cycles")));
    auto real = readGmonFile(dir.filePath("gmon.out").toStdString(), {8, false});
    QVERIFY(real.ok());
    GmonWriter w({8, false});
    w.header(1);
    for (const ArcRecord &a : real->arcs)
        w.arc(a.fromPc, a.selfPc, uint32_t(a.count));
    QVERIFY(writeFile(
        dir.filePath("arcs.only"),
        QByteArray(reinterpret_cast<const char *>(w.bytes().data()), qsizetype(w.bytes().size()))));
    // And the reverse: a histogram and no arcs (flat profile only).
    GmonWriter h({8, false});
    h.header(1);
    const HistogramRecord &r = real->histograms.front();
    h.histogram(r.lowPc, r.highPc, r.rate, r.dimension, r.dimensionAbbrev, r.bins);
    QVERIFY(writeFile(
        dir.filePath("hist.only"),
        QByteArray(reinterpret_cast<const char *>(h.bytes().data()), qsizetype(h.bytes().size()))));
    for (const char *opts : {"-b", "-b -q", "-b -p", "-b -i -q", "-b -T -q -z"}) {
        for (const char *file : {"arcs.only", "hist.only"}) {
            QStringList args = QString::fromLatin1(opts).split(QLatin1Char(' '));
            compareWithGprof(dir.path(),
                             args << QStringLiteral("prog") << QString::fromLatin1(file));
        }
    }
}

void tst_GprofParity::severalHistogramRecords_data()
{
    QTest::addColumn<int>("layout");
    QTest::addColumn<bool>("valid");
    QTest::newRow("two disjoint records") << 0 << true;
    QTest::newRow("the same range twice, summed") << 1 << true;
    QTest::newRow("two records in two files") << 2 << true;
    QTest::newRow("overlapping records") << 3 << false;
    QTest::newRow("different scales") << 4 << false;
    QTest::newRow("different dimension") << 5 << false;
    QTest::newRow("different unit letter") << 6 << false;
    QTest::newRow("a rate that differs (not checked)") << 7 << true;
}

// Histograms laid out by the test over a real program's text: several
// records are merged (or refused) by gprof's rules, and we must agree with
// gprof on the text and the exit code.
void tst_GprofParity::severalHistogramRecords()
{
    QFETCH(int, layout);
    QFETCH(bool, valid);
    const QDir dir(dirOf(QStringLiteral("recursion")));
    auto elf = ElfImage::fromFile(dir.filePath("prog").toStdString());
    QVERIFY(elf.ok());
    const ElfSection *text = (*elf)->textSection();
    QVERIFY(text);
    const GmonTarget target{8, false};
    auto real = readGmonFile(dir.filePath("gmon.out").toStdString(), target);
    QVERIFY(real.ok());
    const HistogramRecord &h = real->histograms.front();

    // Re-bin the real samples at exactly 4 bytes a bin over .text, split in two halves.
    const uint64_t low = text->address & ~uint64_t(3);
    const uint64_t mid = low + ((text->size / 2) & ~uint64_t(3));
    const uint64_t high = (text->address + text->size + 3) & ~uint64_t(3);
    auto rebin = [&](uint64_t lo, uint64_t hi) {
        std::vector<uint16_t> bins((hi - lo) / 4);
        for (size_t i = 0; i < h.bins.size(); ++i) {
            const uint64_t pc =
                h.lowPc + uint64_t(double(i) * double(h.highPc - h.lowPc) / double(h.bins.size()));
            if (pc >= lo && pc < hi)
                bins[(pc - lo) / 4] += h.bins[i];
        }
        return bins;
    };
    const std::array<char, 15> seconds{'s', 'e', 'c', 'o', 'n', 'd', 's'};
    const std::array<char, 15> cycles{'c', 'y', 'c', 'l', 'e', 's'};
    auto write = [&](const QString &name, auto &&fill) {
        GmonWriter w(target);
        w.header(1);
        fill(w);
        for (const ArcRecord &a : real->arcs)
            w.arc(a.fromPc, a.selfPc, uint32_t(a.count));
        QVERIFY(writeFile(dir.filePath(name),
                          QByteArray(reinterpret_cast<const char *>(w.bytes().data()),
                                     qsizetype(w.bytes().size()))));
    };
    const auto lowBins = rebin(low, mid), highBins = rebin(mid, high);
    QStringList files{QStringLiteral("hist.a")};
    switch (layout) {
    case 0:
        write("hist.a", [&](GmonWriter &w) {
            w.histogram(mid, high, 100, seconds, 's', highBins);
            w.histogram(low, mid, 100, seconds, 's', lowBins);
        });
        break;
    case 1:
        write("hist.a", [&](GmonWriter &w) {
            w.histogram(low, mid, 100, seconds, 's', lowBins);
            w.histogram(low, mid, 100, seconds, 's', lowBins);
            w.histogram(mid, high, 100, seconds, 's', highBins);
        });
        break;
    case 2:
        write("hist.a", [&](GmonWriter &w) { w.histogram(low, mid, 100, seconds, 's', lowBins); });
        write("hist.b",
              [&](GmonWriter &w) { w.histogram(mid, high, 100, seconds, 's', highBins); });
        files << QStringLiteral("hist.b");
        break;
    case 3:
        write("hist.a", [&](GmonWriter &w) {
            w.histogram(low, mid, 100, seconds, 's', lowBins);
            w.histogram(mid - 64, high - 64, 100, seconds, 's', highBins);
        });
        break;
    case 4: {
        std::vector<uint16_t> coarse(highBins.size() / 2);
        write("hist.a", [&](GmonWriter &w) {
            w.histogram(low, mid, 100, seconds, 's', lowBins);
            w.histogram(mid, high, 100, seconds, 's', coarse);
        });
        break;
    }
    case 5:
        write("hist.a", [&](GmonWriter &w) {
            w.histogram(low, mid, 100, seconds, 's', lowBins);
            w.histogram(mid, high, 100, cycles, 's', highBins);
        });
        break;
    case 6:
        write("hist.a", [&](GmonWriter &w) {
            w.histogram(low, mid, 100, seconds, 's', lowBins);
            w.histogram(mid, high, 100, seconds, 'c', highBins);
        });
        break;
    case 7:
        write("hist.a", [&](GmonWriter &w) {
            w.histogram(low, mid, 100, seconds, 's', lowBins);
            w.histogram(mid, high, 1000, seconds, 's', highBins);
        });
        break;
    }
    for (const char *opts : {"-b", "-b -i", "-b -T", "-b -z -p"}) {
        QStringList args = QString::fromLatin1(opts).split(QLatin1Char(' '));
        args << QStringLiteral("prog") << files;
        const ProcessResult theirs = runGprof(args, dir.path());
        QCOMPARE(theirs.exitCode == 0, valid);
        compareWithGprof(dir.path(), args);
    }
}

void tst_GprofParity::lineDecoderMatchesLibdwarf_data()
{
    QTest::addColumn<QString>("variant");
    for (const Variant &v : variants())
        if (hasDebugInfo(v))
            QTest::newRow(qPrintable(v.name)) << v.name;
}

// Our line-program decoder against libdwarf's dwarf_srclines_b on every
// variant with line tables: the same files and rows, and no warning, so
// that every unit was decoded by ours rather than handed to libdwarf.
void tst_GprofParity::lineDecoderMatchesLibdwarf()
{
    QFETCH(QString, variant);
    QVERIFY2(m_built.contains(variant), qPrintable(variant + QStringLiteral(": no such variant")));
    const std::string exe = QDir(dirOf(variant)).filePath(QStringLiteral("prog")).toStdString();
    // Uncompressed, so that Method::Fast decodes it rather than libdwarf.
    const auto elf = ElfImage::fromFile(exe);
    QVERIFY(elf.ok());
    const ElfSection *debugLine = (*elf)->sectionByName(".debug_line");
    QVERIFY(debugLine && !(debugLine->flags & SHF_COMPRESSED));
    const auto ours = DwarfLineTable::fromFile(exe, DwarfLineTable::Method::Fast);
    const auto reference = DwarfLineTable::fromFile(exe, DwarfLineTable::Method::Libdwarf);
    QVERIFY2(ours.ok(), ours.ok() ? "" : ours.error().message.c_str());
    QVERIFY2(reference.ok(), reference.ok() ? "" : reference.error().message.c_str());
    for (const auto *table : {&*ours, &*reference})
        for (const Message &warning : table->warnings())
            QFAIL(warning.text().c_str());
    QVERIFY(!ours->rows().empty());
    QCOMPARE(ours->files(), reference->files());
    const auto &a = ours->rows(), &b = reference->rows();
    for (size_t i = 0; i < std::min(a.size(), b.size()); ++i) {
        const bool same = a[i].address == b[i].address && a[i].line == b[i].line &&
                          a[i].file == b[i].file && a[i].endSequence == b[i].endSequence;
        QVERIFY2(same,
                 qPrintable(QStringLiteral("row %1: ours 0x%2 %3:%4%5, libdwarf's 0x%6 %7:%8%9")
                                .arg(i)
                                .arg(a[i].address, 0, 16)
                                .arg(QString::fromStdString(ours->files()[a[i].file]))
                                .arg(a[i].line)
                                .arg(a[i].endSequence ? " end" : "")
                                .arg(b[i].address, 0, 16)
                                .arg(QString::fromStdString(reference->files()[b[i].file]))
                                .arg(b[i].line)
                                .arg(b[i].endSequence ? " end" : "")));
    }
    QCOMPARE(a.size(), b.size());
}

void tst_GprofParity::linesOfStaticsSkippedOnlyWhenThereAreNone_data()
{
    QTest::addColumn<QString>("variant");
    for (const Variant &v : variants())
        QTest::newRow(qPrintable(v.name)) << v.name;
}

// The report reads no line table when .debug_aranges shows that none holds
// a static function (DwarfLineTable::mayHoldLines): never where the table
// would name a line for one of them, for every function alone and for the
// static ones together; and it does skip the tables for the C library's
// start-up functions of a gcc -g program (every unit listed).
void tst_GprofParity::linesOfStaticsSkippedOnlyWhenThereAreNone()
{
    QFETCH(QString, variant);
    QVERIFY2(m_built.contains(variant), qPrintable(variant + QStringLiteral(": no such variant")));
    const std::string exe = QDir(dirOf(variant)).filePath(QStringLiteral("prog")).toStdString();
    const auto elf = ElfImage::fromFile(exe);
    QVERIFY(elf.ok());
    const auto table = DwarfLineTable::fromFile(exe);
    QVERIFY(table.ok());
    std::vector<uint64_t> statics, unlined;
    int skipped = 0;
    for (const ElfSymbol &s : (*elf)->symbols()) {
        if (s.type != STT_FUNC)
            continue;
        const bool lined = bool(table->lookup(s.value));
        const uint64_t one[] = {s.value};
        const bool may = DwarfLineTable::mayHoldLines(**elf, exe, one);
        QVERIFY2(may || !lined, s.name.data());
        skipped += !may;
        if (s.bind == STB_LOCAL) {
            statics.push_back(s.value);
            if (!lined)
                unlined.push_back(s.value);
        }
    }
    bool anyLined = false;
    for (const uint64_t a : statics)
        anyLined |= bool(table->lookup(a));
    QVERIFY(DwarfLineTable::mayHoldLines(**elf, exe, statics) || !anyLined);
    const Variant v = variantNamed(variant);
    if (hasDebugInfo(v) && v.compiler != QLatin1String("clang")) {
        // gcc lists every unit: the start-up functions alone need no table.
        QVERIFY(!unlined.empty());
        QVERIFY(!DwarfLineTable::mayHoldLines(**elf, exe, unlined));
    }
    // Without DWARF, nothing is read for any function.
    if (!(*elf)->sectionByName(".debug_info"))
        QCOMPARE(skipped, int(std::count_if((*elf)->symbols().begin(), (*elf)->symbols().end(),
                                            [](const ElfSymbol &s) { return s.type == STT_FUNC; })));
}

// gprof 2.40 names the wrong file for the rows of a DWARF 5 line program
// that come before its first DW_LNS_set_file: the file register starts at 1
// there, and binutils 2.40 reads file entry 0, the unit's own name. With gcc
// 12 at -O0, a static function of a header included before any code
// (tests/programs/inheader.h) is such rows: gprof lists its lines under the
// .c file (-l, -C) and annotates the .c file alone (-A); we name the header,
// as objdump's decoded line table does. Every other line of -l and -C is
// gprof's.
void tst_GprofParity::headerRowsBeforeFirstSetFile()
{
    QTemporaryDir work;
    QVERIFY(work.isValid());
    const QString dir = work.path();
    const QString exe = QDir(dir).filePath(QStringLiteral("prog"));
    const ProcessResult built =
        compileProgram(QStringLiteral("inheader.c"), {"-pg", "-g", "-O0"}, exe);
    QVERIFY2(built.exitCode == 0, built.err.constData());
    QCOMPARE(profileRun(exe, {"300"}, dir, QStringLiteral("gmon.out")).exitCode, 0);

    // The oracle: objdump's line table. Its unit is file entry 0; each row's
    // file and line by address.
    const ProcessResult raw =
        runProcess(QStringLiteral("objdump"), {"--dwarf=rawline", "prog"}, dir);
    QVERIFY2(QString::fromLocal8Bit(raw.out).contains(
                 QRegularExpression(QStringLiteral("DWARF Version:\\s+5\\n"))),
             "gcc's default is DWARF 5");
    const ProcessResult decoded =
        runProcess(QStringLiteral("objdump"), {"-w", "--dwarf=decodedline", "prog"}, dir);
    QCOMPARE(decoded.exitCode, 0);
    struct Row
    {
        QString file; // without its directory
        int line = 0;
    };
    std::map<qulonglong, Row> rows;
    QString unit;
    const QRegularExpression unitLine(QStringLiteral("^CU: (.+):$"));
    const QRegularExpression rowLine(QStringLiteral("^(\\S+)\\s+(\\d+)\\s+0x([0-9a-f]+)\\b"));
    for (const QString &line : QString::fromLocal8Bit(decoded.out).split(QLatin1Char('\n'))) {
        if (const auto m = unitLine.match(line); m.hasMatch()) {
            QVERIFY2(unit.isEmpty(), "one compilation unit");
            unit = m.captured(1);
        } else if (const auto r = rowLine.match(line); r.hasMatch()) {
            rows[r.captured(3).toULongLong(nullptr, 16)] = {r.captured(1), r.captured(2).toInt()};
        }
    }
    QVERIFY(!unit.isEmpty() && !rows.empty());
    const QString unitName = QFileInfo(unit).fileName();

    // -l -p prints "(file:line @ address)" with the file's name alone; -C
    // prints "file:line: (function:0xaddress)" with its whole path, sorted
    // by file and line, so there the header's lines move when gprof
    // renames them.
    struct Form
    {
        QStringList args;
        QRegularExpression entry; // file, line, address
        QString unitAs;           // how gprof names the unit
        bool sortedByFile = false;
    };
    const Form forms[] = {
        {{"-b", "-l", "-p"},
         QRegularExpression(QStringLiteral(" \\((\\S+):(\\d+) @ ([0-9a-f]+)\\)$")),
         unitName},
        {{"-b", "-C"},
         QRegularExpression(QStringLiteral("^(.+):(\\d+): \\(\\S+:0x([0-9a-f]+)\\) ")),
         unit,
         true},
    };
    for (const Form &form : forms) {
        const QStringList args = form.args + QStringList{"prog", "gmon.out"};
        const QString options = args.join(QLatin1Char(' '));
        const ProcessResult theirs = runGprof(args, dir);
        const ReportOutput ours = runOurs(args, dir);
        QCOMPARE(theirs.exitCode, 0);
        QCOMPARE(ours.exitCode, 0);
        const QStringList ourLines = QString::fromStdString(ours.out).split(QLatin1Char('\n'));
        QStringList asGprof; // ours with the header renamed as gprof names it
        QStringList renamed, kept;
        int sampledInHeader = 0;
        for (const QString &line : ourLines) {
            const auto m = form.entry.match(line);
            const auto row =
                m.hasMatch() ? rows.find(m.captured(3).toULongLong(nullptr, 16)) : rows.end();
            if (m.hasMatch()) {
                QVERIFY2(row != rows.end(),
                         qPrintable(options + QStringLiteral(": no row at ") + m.captured(3)));
                // (a) Ours names objdump's file and line.
                QCOMPARE(QFileInfo(m.captured(1)).fileName() + QLatin1Char(':') + m.captured(2),
                         row->second.file + QLatin1Char(':') + QString::number(row->second.line));
            }
            if (!m.hasMatch() || row->second.file == unitName) {
                asGprof << line;
                kept << line;
                continue;
            }
            // (b) gprof names the unit there, with the same line.
            QString gprofs = line;
            gprofs.replace(m.capturedStart(1), m.capturedLength(1), form.unitAs);
            asGprof << gprofs;
            renamed << gprofs;
            if (form.args.contains(QStringLiteral("-p")) &&
                line.simplified().section(QLatin1Char(' '), 2, 2).toDouble() > 0)
                ++sampledInHeader;
        }
        QVERIFY2(!renamed.isEmpty(), qPrintable(options + QStringLiteral(": no line in a header")));
        if (form.args.contains(QStringLiteral("-p")))
            QVERIFY2(sampledInHeader > 0, "the header's function carries samples");
        // (c) Every other line is gprof's.
        QStringList gprofLines = QString::fromLocal8Bit(theirs.out).split(QLatin1Char('\n'));
        if (!form.sortedByFile) {
            QCOMPARE(gprofLines, asGprof);
            continue;
        }
        for (const QString &line : std::as_const(renamed))
            QVERIFY2(gprofLines.removeOne(line),
                     qPrintable(options + QStringLiteral(": gprof lacks ") + line));
        QCOMPARE(gprofLines, kept);
    }

    // -A annotates every file with rows, the header too; gprof the unit
    // alone, with the header's counts on the unit's lines.
    QStringList rowFiles;
    for (const auto &[address, row] : rows)
        if (!rowFiles.contains(row.file))
            rowFiles << row.file;
    rowFiles.sort();
    const auto annotated = [](const QString &out) {
        QStringList files;
        const QRegularExpression fileLine(QStringLiteral("\\*\\*\\* File (.+):$"),
                                          QRegularExpression::MultilineOption);
        for (auto it = fileLine.globalMatch(out); it.hasNext();)
            files << QFileInfo(it.next().captured(1)).fileName();
        files.sort();
        return files;
    };
    const QStringList annotate{"-b", "-A", "prog", "gmon.out"};
    QCOMPARE(annotated(QString::fromStdString(runOurs(annotate, dir).out)), rowFiles);
    QCOMPARE(annotated(QString::fromLocal8Bit(runGprof(annotate, dir).out)), QStringList{unitName});
}

// A compiler, program or gprof that hangs must fail its test, not pass with
// what it printed so far (TestSupport's runProcess).
void tst_GprofParity::timedOutChildIsKilled()
{
    QElapsedTimer clock;
    clock.start();
    const ProcessResult r =
        runProcess(QStringLiteral("sh"), {"-c", "echo $$; exec sleep 60"}, m_root.path(), {}, 300);
    QVERIFY(clock.elapsed() < 20000);
    QVERIFY(r.started);
    QVERIFY(r.timedOut);
    QCOMPARE(r.exitCode, -1);
    QVERIFY2(r.err.contains("killed after 300 ms"), r.err.constData());
    const QByteArray pid = r.out.trimmed();
    QVERIFY(!pid.isEmpty());
    QVERIFY2(!QFile::exists(QStringLiteral("/proc/") + QString::fromLatin1(pid)), pid.constData());
    // One that ends in time is no failure.
    const ProcessResult quick =
        runProcess(QStringLiteral("sh"), {"-c", "exit 3"}, m_root.path(), {}, 20000);
    QVERIFY(!quick.timedOut);
    QCOMPARE(quick.exitCode, 3);
}

// The profile doctor on every program built here, with its own runs: no
// finding that would make the numbers wrong (tst_doctor shows each drawn).
void tst_GprofParity::doctorFindsNothingWrong()
{
    QVERIFY(!m_built.isEmpty());
    for (const QString &variant : m_built) {
        const QString wrong = wrongFindings(dirOf(variant), "prog", {"run1", "run2", "run3"});
        QVERIFY2(wrong.isEmpty(), qPrintable(variant + QStringLiteral(": ") + wrong));
    }
}

QTEST_GUILESS_MAIN(tst_GprofParity)
#include "tst_gprofparity.moc"
