// SPDX-License-Identifier: MIT
// GCC's coverage data read by the real gcov (issue 29, point 1): on
// programs built with -pg --coverage at test time (C and C++, each at -O0
// and -O2) and run here, every line's count is the one gcov's own text
// output gives it, branches and functions are counted, the runs are those
// the data file holds, and bad input (a truncated file, another build's
// data, not a coverage file, no gcov of the version) is refused with a
// message naming the file; the files of a GCC whose gcov is not here (a
// real file's header rewritten) are refused naming the file and the
// version missing.
#include "TestSupport.h"
#include "io/GcovFile.h"
#include "model/coverage/Coverage.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <map>

using namespace gmonview;
using namespace gmonview::test;

class tst_Coverage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void linesAreGcovs_data();
    void linesAreGcovs();
    void functionsAndBranches();
    void runsAddUp();
    void headerIsTheCompilers();
    void badInput();
    void otherGccVersion();

private:
    // SOURCE built with FLAGS into folder NAME and run with ARGS, RUNS times.
    QString build(const QString &name, const QString &source, const QStringList &flags,
                  const QStringList &args = {}, int runs = 1);

    QTemporaryDir m_dir;
};

QString tst_Coverage::build(const QString &name, const QString &source, const QStringList &flags,
                            const QStringList &args, int runs)
{
    const QString folder = m_dir.filePath(name);
    QDir().mkpath(folder);
    const QString exe = QDir(folder).filePath(QStringLiteral("prog"));
    const ProcessResult built =
        compileProgram(source, QStringList{"-pg", "--coverage", "-g"} + flags, exe);
    if (built.exitCode != 0) {
        qWarning("%s", built.err.constData());
        return {};
    }
    for (int r = 0; r < runs; ++r)
        if (runProcess(exe, args, folder).exitCode != 0)
            return {};
    return folder;
}

void tst_Coverage::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(!build(QStringLiteral("c-O0"), QStringLiteral("coverage.c"), {"-O0"}).isEmpty());
    QVERIFY(!build(QStringLiteral("c-O2"), QStringLiteral("coverage.c"), {"-O2"}).isEmpty());
    QVERIFY(!build(QStringLiteral("cxx-O0"), QStringLiteral("templates.cpp"), {"-O0"}).isEmpty());
    QVERIFY(!build(QStringLiteral("cxx-O2"), QStringLiteral("templates.cpp"), {"-O2"}).isEmpty());
    QVERIFY(!build(QStringLiteral("twice"), QStringLiteral("coverage.c"), {"-O2"}, {"5", "300"}, 2)
                 .isEmpty());
}

void tst_Coverage::linesAreGcovs_data()
{
    QTest::addColumn<QString>("folder");
    for (const char *f : {"c-O0", "c-O2", "cxx-O0", "cxx-O2", "twice"})
        QTest::newRow(f) << QString::fromLatin1(f);
}

// Every line with code has gcov's count, in every file the data covers
// (templates.cpp's headers too).
void tst_Coverage::linesAreGcovs()
{
    QFETCH(QString, folder);
    const std::vector<std::string> data = findCoverageData(m_dir.filePath(folder).toStdString());
    QCOMPARE(data.size(), size_t(1));
    auto coverage = readCoverage(data);
    QVERIFY2(coverage, coverage ? "" : coverage.error().message.c_str());
    QVERIFY2(coverage->warnings.empty(),
             coverage->warnings.empty() ? "" : coverage->warnings.front().text().c_str());
    const auto expected = gcovTextCounts(QString::fromStdString(data.front()));
    QVERIFY(!expected.empty());
    // The same files, each line with gcov's count.
    std::map<QString, std::map<uint32_t, uint64_t>> ours;
    for (const CoverageFile &f : coverage->files) {
        auto &lines = ours[QString::fromStdString(f.path)];
        for (const CoverageLine &l : f.lines)
            lines[l.line] = l.count;
    }
    QCOMPARE(ours, expected);
    size_t lines = 0;
    for (const auto &[path, file] : expected)
        lines += file.size();
    QVERIFY(lines >= 10);
}

// coverage.c's counts as the program makes them: work entered ROUNDS
// times, its loop test run ROUNDS * (N + 1) times, the branch taken on
// every third iteration; never never entered.
void tst_Coverage::functionsAndBranches()
{
    auto coverage = readCoverage(findCoverageData(m_dir.filePath("c-O0").toStdString()));
    QVERIFY(coverage);
    const int rounds = 7, n = 1000; // coverage.c's defaults
    std::map<std::string, uint64_t> entered;
    const CoverageFile *file = nullptr;
    for (const CoverageFile &f : coverage->files)
        if (f.path.ends_with("coverage.c"))
            file = &f;
    QVERIFY(file);
    for (const CoverageFunction &f : file->functions)
        entered[f.name] = f.executionCount;
    QCOMPARE(entered["work"], uint64_t(rounds));
    QCOMPARE(entered["never"], uint64_t(0));
    QCOMPARE(entered["main"], uint64_t(1));
    const QStringList text = QString::fromUtf8(readFile(programsDir() + "/coverage.c")).split('\n');
    auto lineOf = [&](const QString &code) {
        return uint32_t(text.indexOf(QRegularExpression(QRegularExpression::escape(code))) + 1);
    };
    for (const CoverageLine &l : file->lines) {
        if (l.line == lineOf(QStringLiteral("    for (int i = 0; i < n; i++)"))) {
            QCOMPARE(l.count, uint64_t(rounds * (n + 1)));
            QCOMPARE(l.branches.size(), size_t(2));
        }
        if (l.line == lineOf(QStringLiteral("        if (i % 3 == 0)"))) {
            QCOMPARE(l.branches.size(), size_t(2));
            uint64_t taken = 0;
            for (const auto &b : l.branches)
                taken += b.count;
            QCOMPARE(taken, uint64_t(rounds * n));
            const uint64_t thirds = uint64_t(rounds * ((n + 2) / 3));
            QVERIFY(l.branches[0].count == thirds || l.branches[1].count == thirds);
        }
    }
}

// Two runs of one build: the data file says 2, and so do the counts.
void tst_Coverage::runsAddUp()
{
    auto coverage = readCoverage(findCoverageData(m_dir.filePath("twice").toStdString()));
    QVERIFY(coverage);
    QCOMPARE(coverage->runs, 2u);
    for (const CoverageFile &f : coverage->files)
        for (const CoverageFunction &fn : f.functions)
            if (fn.name == "work")
                QCOMPARE(fn.executionCount, uint64_t(2 * 5));
}

// The data file's version is the compiler's (gcc -dumpfullversion), and
// gcovFor finds the gcov of that version.
void tst_Coverage::headerIsTheCompilers()
{
    const auto data = findCoverageData(m_dir.filePath("c-O2").toStdString());
    auto header = readGcovData(data.front());
    QVERIFY(header);
    const QString gcc =
        QString::fromUtf8(runProcess(QStringLiteral("gcc"), {"-dumpfullversion"}, m_dir.path()).out)
            .trimmed();
    QCOMPARE(QString::fromStdString(header->header.versionText()),
             gcc.section(QLatin1Char('.'), 0, 1));
    QCOMPARE(header->runs, 1u);
    auto notes = readGcovHeader(data.front().substr(0, data.front().size() - 4) + "gcno");
    QVERIFY(notes);
    QCOMPARE(notes->stamp, header->header.stamp);
    QVERIFY(notes->kind == GcovHeader::Kind::Notes);
    auto gcov = gcovFor(header->header.major);
    QVERIFY2(gcov, gcov ? "" : gcov.error().message.c_str());
}

// Each refusal names the file and what is wrong; another build's data
// is refused by gcov itself (its stamp), and said so.
void tst_Coverage::badInput()
{
    const QString folder = m_dir.filePath(QStringLiteral("c-O2"));
    const QString data = QString::fromStdString(findCoverageData(folder.toStdString()).front());
    const QByteArray bytes = readFile(data);

    const QString cut = m_dir.filePath(QStringLiteral("cut.gcda"));
    QVERIFY(writeFile(cut, bytes.left(bytes.size() - 6)));
    auto truncated = readCoverage({cut.toStdString()});
    QVERIFY(!truncated);
    QVERIFY2(truncated.error().message.find(cut.toStdString()) != std::string::npos &&
                 truncated.error().message.find("truncated") != std::string::npos,
             truncated.error().message.c_str());

    const QString text = m_dir.filePath(QStringLiteral("text.gcda"));
    QVERIFY(writeFile(text, "not coverage data at all\n"));
    auto notCoverage = readCoverage({text.toStdString()});
    QVERIFY(!notCoverage);
    QVERIFY2(notCoverage.error().message.find("not a GCC coverage file") != std::string::npos,
             notCoverage.error().message.c_str());

    // c-O0's data beside c-O2's notes: another compilation, another stamp.
    const QString other =
        QString::fromStdString(findCoverageData(m_dir.filePath("c-O0").toStdString()).front());
    const QString mixed = m_dir.filePath(QStringLiteral("mixed"));
    QDir().mkpath(mixed);
    QVERIFY(QFile::copy(other, QDir(mixed).filePath(QFileInfo(data).fileName())));
    const QString notes = data.left(data.size() - 4) + QStringLiteral("gcno");
    QVERIFY(QFile::copy(notes, QDir(mixed).filePath(QFileInfo(notes).fileName())));
    const std::string mixedData = QDir(mixed).filePath(QFileInfo(data).fileName()).toStdString();
    auto stamp = readCoverage({mixedData});
    QVERIFY(!stamp);
    QVERIFY2(stamp.error().message.find(mixedData) != std::string::npos &&
                 stamp.error().message.find("stamps differ") != std::string::npos,
             stamp.error().message.c_str());
    // gcov itself says "stamp mismatch with notes file" and, as it happens,
    // fails or goes on reading every count as zero with exit status 0 (a
    // .gcda of another source beside these notes): the check is ours.
    const ProcessResult gcov =
        runProcess(QStringLiteral("gcov"), {"-j", "-t", QString::fromStdString(mixedData)}, mixed);
    QVERIFY2(gcov.err.contains("stamp mismatch"), gcov.err.constData());
    // Data without notes beside it.
    const QString alone = m_dir.filePath(QStringLiteral("alone"));
    QDir().mkpath(alone);
    QVERIFY(QFile::copy(data, QDir(alone).filePath(QStringLiteral("x.gcda"))));
    auto noNotes = readCoverage({QDir(alone).filePath(QStringLiteral("x.gcda")).toStdString()});
    QVERIFY(!noNotes);
    QVERIFY2(noNotes.error().message.find("x.gcno") != std::string::npos,
             noNotes.error().message.c_str());

    // One good file among bad ones: read, the others warned about.
    auto some = readCoverage({cut.toStdString(), data.toStdString()});
    QVERIFY(some);
    QCOMPARE(some->warnings.size(), size_t(1));

    auto none = gcovFor(99);
    QVERIFY(!none);
    QVERIFY2(none.error().message.find("gcov-99") != std::string::npos,
             none.error().message.c_str());
}

// c-O2's files with their headers naming a GCC whose gcov is not on the
// PATH (the first major above the installed GCC's without one), their
// stamps and counts as they were: refused, naming the data file and the
// version missing.
void tst_Coverage::otherGccVersion()
{
    const QString data =
        QString::fromStdString(findCoverageData(m_dir.filePath("c-O2").toStdString()).front());
    auto header = readGcovData(data.toStdString());
    QVERIFY(header);
    const OtherGccCopy copy = copyAsOtherGcc(data, m_dir.path());
    QCOMPARE(copy.error, QString());
    const int major = copy.major;
    const QString newData = copy.data;
    // The rewritten header reads as that GCC's, its runs and stamp kept.
    auto rewritten = readGcovData(newData.toStdString());
    QVERIFY2(rewritten, rewritten ? "" : rewritten.error().message.c_str());
    QCOMPARE(rewritten->header.major, major);
    QCOMPARE(rewritten->header.minor, header->header.minor);
    QCOMPARE(rewritten->header.stamp, header->header.stamp);
    QCOMPARE(rewritten->runs, header->runs);

    auto coverage = readCoverage({newData.toStdString()});
    QVERIFY(!coverage);
    const std::string &message = coverage.error().message;
    QVERIFY2(message.find(newData.toStdString()) != std::string::npos, message.c_str());
    QVERIFY2(message.find("GCC " + std::to_string(major)) != std::string::npos, message.c_str());
    QVERIFY2(message.find("gcov-" + std::to_string(major)) != std::string::npos, message.c_str());
    // Beside a readable file: that one read, this one a warning saying so.
    auto some = readCoverage({data.toStdString(), newData.toStdString()});
    QVERIFY(some);
    QCOMPARE(some->dataFiles, std::vector<std::string>{data.toStdString()});
    QCOMPARE(some->warnings.size(), size_t(1));
    QVERIFY2(some->warnings.front().text().find(newData.toStdString()) != std::string::npos,
             some->warnings.front().text().c_str());
}

QTEST_GUILESS_MAIN(tst_Coverage)
#include "tst_coverage.moc"
