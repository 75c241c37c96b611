// SPDX-License-Identifier: MIT
// `gmonview lines` (issue 29, point 4): on coverage.c built -pg --coverage
// -O2 and run here, each line's executions are gcov's own (its text
// output), the branches add up to the line's conditional jumps as the
// program makes them, the time per execution is seconds / executions, the
// lines are hottest first, the samples are those the profile places on
// lines; without coverage data, or with coverage data that cannot be read
// (cut, of a GCC whose gcov is not here), the samples stay, with executions
// null; every format is read back (Qt's JSON parser, the CSV header). The
// exports' executions are read back by the real readers: callgrind's by
// callgrind_annotate, pprof's by go tool pprof.
#include "TestSupport.h"
#include "app/ExportCommand.h"
#include "app/LinesCommand.h"
#include "model/coverage/Coverage.h"
#include "model/engine/ProfilePipeline.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace gmonview;
using namespace gmonview::test;

namespace {

ReportOutput lines(const QStringList &args)
{
    std::vector<std::string> argv;
    for (const QString &a : args)
        argv.push_back(a.toStdString());
    return runLines(argv);
}

// Each row of R (lines of JSON) has samples and no executions: the
// samples shown without coverage data. An empty string, or what is wrong.
QString samplesOnly(const ReportOutput &r)
{
    const QJsonArray rows = QJsonDocument::fromJson(QByteArray::fromStdString(r.out)).array();
    if (rows.isEmpty())
        return QStringLiteral("no rows: ") + QString::fromStdString(r.err);
    for (const QJsonValue &v : rows)
        if (!v[QLatin1String("executions")].isNull() ||
            !v[QLatin1String("ns_per_execution")].isNull() ||
            !(v[QLatin1String("samples")].toDouble() > 0))
            return QStringLiteral("a row with executions or without samples: ") +
                   QString::fromUtf8(QJsonDocument(v.toObject()).toJson());
    return {};
}

} // namespace

class tst_Lines : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void executionsBesideSamples();
    void formats();
    void samplesOnlyWithoutCoverage();
    void callgrindCarriesExecutions();
    void pprofCarriesExecutions();
    void countsOfOtherRunsFound();
    void clonePieceIsNoMismatch();
    void badInput();
    void otherGccVersionKeepsSamples();

private:
    QTemporaryDir m_dir;
    QString m_exe, m_gmon, m_data;
    const int m_rounds = 400, m_n = 200000; // coverage.c's arguments
};

void tst_Lines::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_exe = m_dir.filePath(QStringLiteral("cov"));
    QCOMPARE(compileProgram(QStringLiteral("coverage.c"), {"-pg", "--coverage", "-O2", "-g"}, m_exe)
                 .exitCode,
             0);
    QCOMPARE(profileRun(m_exe, {QString::number(m_rounds), QString::number(m_n)}, m_dir.path(),
                        QStringLiteral("gmon.out"))
                 .exitCode,
             0);
    m_gmon = m_dir.filePath(QStringLiteral("gmon.out"));
    const QStringList data = QDir(m_dir.path()).entryList({QStringLiteral("*.gcda")});
    QCOMPARE(data.size(), 1);
    m_data = m_dir.filePath(data.front());
}

void tst_Lines::executionsBesideSamples()
{
    const ReportOutput r = lines({"--format", "json", m_exe, m_gmon});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(QString::fromStdString(r.err).contains(QStringLiteral("executions from 1 run(s)")),
             r.err.c_str());
    const QJsonArray rows = QJsonDocument::fromJson(QByteArray::fromStdString(r.out)).array();
    QVERIFY(rows.size() >= 8);
    const auto gcov = gcovTextCounts(m_data);
    AnalysisRequest request;
    request.executablePath = m_exe.toStdString();
    request.runs = {m_gmon.toStdString()};
    const auto profile = analyze(request);
    QVERIFY(profile && profile->profile);
    double samples = 0, previous = INFINITY;
    int withBoth = 0;
    const QStringList source =
        QString::fromUtf8(readFile(programsDir() + "/coverage.c")).split('\n');
    const int ifLine = int(source.indexOf(QStringLiteral("        if (i % 3 == 0)"))) + 1;
    bool sawIf = false;
    for (const QJsonValue &v : rows) {
        const QJsonObject o = v.toObject();
        const QString file = o[QLatin1String("file")].toString();
        const uint32_t line = uint32_t(o[QLatin1String("line")].toInt());
        // Hottest first.
        QVERIFY(o[QLatin1String("samples")].toDouble() <= previous);
        previous = o[QLatin1String("samples")].toDouble();
        samples += previous;
        // gcov's count, exactly.
        if (gcov.count(file) && gcov.at(file).count(line))
            QCOMPARE(uint64_t(o[QLatin1String("executions")].toDouble()), gcov.at(file).at(line));
        else
            QVERIFY2(o[QLatin1String("executions")].isNull(), qPrintable(file));
        const double seconds = o[QLatin1String("seconds")].toDouble();
        QCOMPARE(o[QLatin1String("error_seconds")].toDouble(),
                 std::sqrt(previous) / double(profile->profile->rate));
        if (o[QLatin1String("executions")].toDouble() > 0) {
            const double ns = seconds * 1e9 / o[QLatin1String("executions")].toDouble();
            QVERIFY(std::abs(o[QLatin1String("ns_per_execution")].toDouble() - ns) <=
                    1e-9 * std::max(1.0, ns));
            withBoth += previous > 0 ? 1 : 0;
        }
        if (file.endsWith(QLatin1String("coverage.c")) && int(line) == ifLine) {
            sawIf = true;
            QCOMPARE(o[QLatin1String("branches_taken")].toDouble() +
                         o[QLatin1String("branches_not_taken")].toDouble(),
                     double(m_rounds) * m_n);
        }
    }
    QVERIFY(sawIf);
    QVERIFY(withBoth >= 1);
    // The lines hold the samples of the code with lines: all but the
    // odd bin outside any line (start-up code).
    QVERIFY2(
        samples <= profile->profile->totalSamples + 1e-9 &&
            samples >= 0.9 * profile->profile->totalSamples,
        qPrintable(QStringLiteral("%1 of %2").arg(samples).arg(profile->profile->totalSamples)));
}

void tst_Lines::formats()
{
    const ReportOutput csv = lines({"--format=csv", m_exe, m_gmon});
    QCOMPARE(csv.exitCode, 0);
    const QStringList rows =
        QString::fromStdString(csv.out).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(rows.front(), QStringLiteral("file,line,function,samples,seconds,error_seconds,"
                                          "executions,branches_taken,branches_not_taken,"
                                          "ns_per_execution"));
    const ReportOutput json = lines({"--format", "json", m_exe, m_gmon});
    QCOMPARE(rows.size() - 1,
             QJsonDocument::fromJson(QByteArray::fromStdString(json.out)).array().size());
    const ReportOutput text = lines({m_exe, m_gmon});
    QCOMPARE(text.exitCode, 0);
    QCOMPARE(QString::fromStdString(text.out).count('\n'), rows.size());
}

// Coverage data elsewhere: the samples stay, with no executions.
void tst_Lines::samplesOnlyWithoutCoverage()
{
    const QString empty = m_dir.filePath(QStringLiteral("empty"));
    QDir().mkpath(empty);
    const ReportOutput r = lines({"--format", "json", "--coverage-dir", empty, m_exe, m_gmon});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(QString::fromStdString(r.err).contains(QStringLiteral("no coverage data")),
             r.err.c_str());
    QCOMPARE(samplesOnly(r), QString());
}

// export --format callgrind --coverage-dir: executions as a second event,
// read back by callgrind_annotate: each function's are the sum of gcov's
// counts of its lines.
void tst_Lines::callgrindCarriesExecutions()
{
    const QString out = m_dir.filePath(QStringLiteral("cov.callgrind"));
    std::vector<std::string> argv = {
        "--format", "callgrind",       "--coverage-dir",    m_dir.path().toStdString(),
        "-o",       out.toStdString(), m_exe.toStdString(), m_gmon.toStdString()};
    const ReportOutput exported = runExport(argv);
    QVERIFY2(exported.exitCode == 0, exported.err.c_str());
    const ProcessResult annotated =
        runProcess(QStringLiteral("callgrind_annotate"), {"--threshold=100", out}, m_dir.path());
    QVERIFY2(annotated.exitCode == 0, annotated.err.constData());
    auto coverage = readCoverage(findCoverageData(m_dir.path().toStdString()));
    QVERIFY(coverage);
    std::map<QString, uint64_t> expected; // by function
    for (const CoverageFile &f : coverage->files)
        for (const CoverageLine &l : f.lines)
            expected[QString::fromStdString(l.function)] += l.count;
    // "40,023 (100.0%) 300,001,500 (100.0%)  /path/coverage.c:work [cov]", a
    // figure of 0 without its share.
    static const QRegularExpression row(QStringLiteral(
        R"(^\s*([0-9,]+)(?: \([ 0-9.]+%\))?\s+([0-9,]+)(?: \([ 0-9.]+%\))?\s+\S+:(\w+) \[)"));
    int functions = 0;
    for (const QString &l : QString::fromUtf8(annotated.out).split('\n')) {
        if (l.startsWith(QLatin1String("-- Auto-annotated source")))
            break;
        const auto m = row.match(l);
        if (!m.hasMatch())
            continue;
        const uint64_t ex = m.captured(2).remove(QLatin1Char(',')).toULongLong();
        QCOMPARE(ex, expected[m.captured(3)]);
        ++functions;
    }
    QVERIFY2(functions >= 2, annotated.out.constData());
    QVERIFY(QString::fromUtf8(readFile(out)).contains(QStringLiteral("events: us ex\n")));
    // Other formats have no place for executions: refused.
    std::vector<std::string> json = {"--format",          "json",
                                     "--coverage-dir",    m_dir.path().toStdString(),
                                     m_exe.toStdString(), m_gmon.toStdString()};
    const ReportOutput refused = runExport(json);
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(QString::fromStdString(refused.err).contains(QStringLiteral("not to json")),
             refused.err.c_str());
}

// export --format pprof --coverage-dir: executions as a sample type of
// their own, read back by go tool pprof (golang-go): each line's are
// gcov's own count of it (its text output), each function's the sum of
// gcov's counts of the lines gcov names it for, every line of coverage.c
// that ran is there, and the samples are as without coverage.
void tst_Lines::pprofCarriesExecutions()
{
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("go")).isEmpty(),
             "go (golang-go) is needed: its pprof is the format's reader");
    const QString out = m_dir.filePath(QStringLiteral("cov.pb.gz"));
    std::vector<std::string> argv = {
        "--format", "pprof",           "--coverage-dir",    m_dir.path().toStdString(),
        "-o",       out.toStdString(), m_exe.toStdString(), m_gmon.toStdString()};
    const ReportOutput exported = runExport(argv);
    QVERIFY2(exported.exitCode == 0, exported.err.c_str());
    const QString plain = m_dir.filePath(QStringLiteral("plain.pb.gz"));
    argv = {"--format",          "pprof", "-o", plain.toStdString(), m_exe.toStdString(),
            m_gmon.toStdString()};
    QCOMPARE(runExport(argv).exitCode, 0);

    QTemporaryDir home;
    const QStringList env = {"HOME=" + home.path(), "GOCACHE=" + home.filePath("cache"),
                             "GOFLAGS=", "GOTOOLCHAIN=local"};
    auto pprof = [&](const QStringList &args) {
        const ProcessResult r =
            runProcess(QStringLiteral("go"), QStringList{"tool", "pprof", "-nodefraction=0"} + args,
                       m_dir.path(), env);
        if (r.exitCode != 0)
            qWarning("go tool pprof %s: %s", qPrintable(args.join(' ')), r.err.constData());
        return QString::fromUtf8(r.out).split('\n');
    };
    // "  80000400 33.33% 33.33%   80000400 33.33%  work /path/coverage.c:11"
    static const QRegularExpression lineRow(
        QStringLiteral(R"(^\s*(\d+)\s+\S+%\s+\S+%\s+\d+\s+\S+%\s+(\S+) (\S+):(\d+)$)"));
    static const QRegularExpression functionRow(
        QStringLiteral(R"(^\s*(\d+)\s+\S+%\s+\S+%\s+\d+\s+\S+%\s+(\S+)$)"));

    const auto gcov = gcovTextCounts(m_data);
    std::set<std::pair<QString, uint32_t>> listed;
    for (const QString &l : pprof({"-sample_index=executions", "-lines", "-top", out})) {
        const auto m = lineRow.match(l);
        if (!m.hasMatch())
            continue;
        const QString file = m.captured(3);
        const uint32_t line = m.captured(4).toUInt();
        QVERIFY2(gcov.count(file) && gcov.at(file).count(line), qPrintable(l));
        QCOMPARE(m.captured(1).toULongLong(), gcov.at(file).at(line));
        listed.insert({file, line});
    }
    const QString source = QDir(programsDir()).filePath(QStringLiteral("coverage.c"));
    QVERIFY(gcov.count(source));
    for (const auto &[line, count] : gcov.at(source))
        if (count > 0)
            QVERIFY2(listed.count({source, line}), qPrintable(QString::number(line)));

    // By function: the lines gcov names each function for, with gcov's
    // text counts.
    auto coverage = readCoverage({m_data.toStdString()});
    QVERIFY(coverage);
    std::map<QString, uint64_t> expected;
    for (const CoverageFile &f : coverage->files)
        for (const CoverageLine &l : f.lines)
            if (const QString file = QString::fromStdString(f.path); gcov.count(file))
                expected[QString::fromStdString(l.function)] +=
                    gcov.at(file).count(l.line) ? gcov.at(file).at(l.line) : 0;
    QStringList functions;
    for (const QString &l : pprof({"-sample_index=executions", "-top", out})) {
        const auto m = functionRow.match(l);
        if (!m.hasMatch())
            continue;
        QCOMPARE(m.captured(1).toULongLong(), expected[m.captured(2)]);
        functions << m.captured(2);
    }
    QVERIFY2(functions.contains(QStringLiteral("work")) &&
                 functions.contains(QStringLiteral("main")),
             qPrintable(functions.join(' ')));
    // The time is the same as without coverage data: its total and rows
    // (what follows the comments).
    auto rows = [&](const QString &index, const QString &file) {
        QStringList printed = pprof({"-sample_index=" + index, "-top", file});
        while (!printed.isEmpty() && !printed.front().startsWith(QLatin1String("Showing nodes")))
            printed.removeFirst();
        return printed;
    };
    for (const QString index : {"samples", "cpu", "estimated_cpu"}) {
        const QStringList withCoverage = rows(index, out);
        QVERIFY2(withCoverage.size() >= 3, qPrintable(index));
        QCOMPARE(withCoverage, rows(index, plain));
    }
}

// mcount's and gcov's counts agree on the run that wrote both; after one
// more run the .gcda holds two, gmon.out one: found, naming work.
void tst_Lines::countsOfOtherRunsFound()
{
    const ReportOutput clean = lines({m_exe, m_gmon});
    QCOMPARE(clean.exitCode, 0);
    QVERIFY2(!QString::fromStdString(clean.err).contains(QStringLiteral("differently")),
             clean.err.c_str());
    // One more run, elsewhere, so that gmon.out stays the first run's: the
    // .gcda (its place is built into the program) adds this one.
    const QString other = m_dir.filePath(QStringLiteral("again"));
    QDir().mkpath(other);
    QCOMPARE(runProcess(m_exe, {QStringLiteral("3"), QStringLiteral("10")}, other).exitCode, 0);
    const ReportOutput mixed = lines({m_exe, m_gmon});
    QCOMPARE(mixed.exitCode, 0);
    QVERIFY2(
        QString::fromStdString(mixed.err).contains(QStringLiteral("differently")) &&
            QString::fromStdString(mixed.err).contains(
                QStringLiteral("work (%1 calls, %2 executions)").arg(m_rounds).arg(m_rounds + 3)),
        mixed.err.c_str());
    QVERIFY2(QString::fromStdString(mixed.err).contains(QStringLiteral("executions from 2 run(s)")),
             mixed.err.c_str());
}

// A clone piece after another function (coverage_clone_a.c and _b.c at
// -O2): gprof credits by_value.isra.0's calls to plain, so its calls of
// plain are more than gcov's entries into it on the run that wrote both;
// lines reads the pieces as the window does (each its own function's), and
// finds no mismatch.
void tst_Lines::clonePieceIsNoMismatch()
{
    const QString folder = m_dir.filePath(QStringLiteral("clone"));
    QDir().mkpath(folder);
    const QString exe = QDir(folder).filePath(QStringLiteral("clone"));
    QCOMPARE(compileProgram(QStringLiteral("coverage_clone_a.c+coverage_clone_b.c"),
                            {"-pg", "--coverage", "-O2", "-g"}, exe)
                 .exitCode,
             0);
    QCOMPARE(runProcess(exe, {}, folder).exitCode, 0);
    const QString gmon = QDir(folder).filePath(QStringLiteral("gmon.out"));
    auto coverage = readCoverage(findCoverageData(folder.toStdString()));
    QVERIFY(coverage);
    uint64_t entered = 0;
    for (const CoverageFile &f : coverage->files)
        for (const CoverageFunction &fn : f.functions)
            if (fn.name == "plain")
                entered = fn.executionCount;
    QVERIFY(entered > 0);
    // gprof's calls of plain, the piece's among them: the case is there.
    const ProcessResult gprof = runGprof({"-b", "-p", exe, gmon}, folder);
    static const QRegularExpression plainRow(
        QStringLiteral(R"(^\s*\S+\s+\S+\s+\S+\s+(\d+)\s+\S+\s+\S+\s+plain$)"),
        QRegularExpression::MultilineOption);
    const auto m = plainRow.match(QString::fromUtf8(gprof.out));
    QVERIFY2(m.hasMatch(), gprof.out.constData());
    QVERIFY2(m.captured(1).toULongLong() > entered,
             qPrintable(QStringLiteral("gprof: %1 calls of plain, gcov: %2 entries (the clone is "
                                       "not after plain: no case to test)")
                            .arg(m.captured(1))
                            .arg(entered)));
    const ReportOutput r = lines({exe, gmon});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(QString::fromStdString(r.err).contains(QStringLiteral("executions from 1 run(s)")) &&
                 !QString::fromStdString(r.err).contains(QStringLiteral("differently")),
             r.err.c_str());
}

void tst_Lines::badInput()
{
    QCOMPARE(lines({"--format", "xml", m_exe, m_gmon}).exitCode, 2);
    QCOMPARE(lines({}).exitCode, 2);
    const ReportOutput missing = lines({m_exe, m_dir.filePath(QStringLiteral("nothing.out"))});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(QString::fromStdString(missing.err).contains(QStringLiteral("nothing.out")),
             missing.err.c_str());
    // A cut data file: refused naming it, the samples shown (issue 29,
    // point 5).
    const QString cut = m_dir.filePath(QStringLiteral("cut"));
    QDir().mkpath(cut);
    const QByteArray bytes = readFile(m_data);
    QVERIFY(writeFile(QDir(cut).filePath(QStringLiteral("x.gcda")), bytes.left(bytes.size() - 6)));
    const ReportOutput refused = lines({"--format", "json", "--coverage-dir", cut, m_exe, m_gmon});
    QCOMPARE(refused.exitCode, 0);
    QVERIFY2(QString::fromStdString(refused.err).contains(QStringLiteral("x.gcda")) &&
                 QString::fromStdString(refused.err).contains(QStringLiteral("truncated")),
             refused.err.c_str());
    QCOMPARE(samplesOnly(refused), QString());
    // The exports asked for executions refuse what has none.
    std::vector<std::string> argv = {"--format",        "callgrind",         "--coverage-dir",
                                     cut.toStdString(), m_exe.toStdString(), m_gmon.toStdString()};
    QCOMPARE(runExport(argv).exitCode, 2);
}

// The coverage files of a GCC whose gcov is not here (this build's, their
// headers naming the first GCC above it without a gcov): lines says so,
// naming the file and the version, and shows the samples.
void tst_Lines::otherGccVersionKeepsSamples()
{
    const OtherGccCopy copy = copyAsOtherGcc(m_data, m_dir.path());
    QCOMPARE(copy.error, QString());
    const ReportOutput r =
        lines({"--format", "json", "--coverage-dir", QFileInfo(copy.data).path(), m_exe, m_gmon});
    QCOMPARE(r.exitCode, 0);
    const QString err = QString::fromStdString(r.err);
    QVERIFY2(err.contains(copy.data) &&
                 err.contains(QStringLiteral("no gcov for GCC %1").arg(copy.major)) &&
                 err.contains(QStringLiteral("samples only")),
             r.err.c_str());
    QCOMPARE(samplesOnly(r), QString());
}

QTEST_GUILESS_MAIN(tst_Lines)
#include "tst_lines.moc"
