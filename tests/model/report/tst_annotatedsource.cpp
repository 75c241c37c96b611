// SPDX-License-Identifier: MIT
// gprof -A's annotated source, made from sources held in memory. A program
// of two files is compiled with -pg -g here and run; gprof annotates it while
// the sources are on disk, then they are deleted and ours must print the
// same text, byte for byte, from what the source provider serves.
#include "io/dwarf/DwarfLineTable.h"
#include "model/engine/ProfilePipeline.h"
#include "model/report/AnnotatedSource.h"
#include "model/report/GprofReport.h"
#include "TestSupport.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <map>
#include <memory>
#include <set>

using namespace gmonview;
using namespace gmonview::test;

namespace {

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

// The report options a gprof command line of these tests sets.
struct Options
{
    ReportOptions report;
    bool flatProfile = false; // -p: a section before the listing
};

Options parseOptions(const QStringList &args)
{
    Options o;
    o.report.brief = true;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == QLatin1String("-l"))
            o.report.lineGranularity = true;
        else if (a == QLatin1String("-x"))
            o.report.annotateAllLines = true;
        else if (a == QLatin1String("-z"))
            o.report.ignoreZeros = false;
        else if (a == QLatin1String("-y"))
            o.report.separateFiles = true;
        else if (a == QLatin1String("-p"))
            o.flatProfile = true;
        else if (a == QLatin1String("-t"))
            o.report.tableLength = args[++i].toInt();
        else if (a == QLatin1String("-m"))
            o.report.minCount = args[++i].toULong();
    }
    return o;
}

// The analysed profile gprof reads for `prog gmon.out`, with or without -l.
struct Analysed
{
    std::shared_ptr<const SymbolSpecs> specs;
    ProfileResult profile;
};

// Each prints a listing of its own for this program.
const char *const kOptionSets[] = {
    "-b -A", "-b -A -t 3 -m 1000", "-b -l -A", "-b -l -A -x -m 13000", "-b -p -A",
};

} // namespace

class tst_AnnotatedSource : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void matchesGprof_data();
    void matchesGprof();
    void separateFilesMatchGprof();
    void missingSourceIsNamed();

private:
    void analyse(bool lineGranular, Analysed &out);
    SourceProvider memoryProvider(std::vector<std::string> *asked = nullptr) const;

    QTemporaryDir m_dir;
    std::map<std::string, std::string> m_sources;  // by the path the DWARF gives
    std::string m_filterSource;                    // units_filter.c's path
    std::map<QString, ProcessResult> m_expected;   // gprof's output per option set
    ProcessResult m_expectedMissing;               // gprof -b -A without units_filter.c
    std::map<QString, QByteArray> m_expectedFiles; // gprof -b -A -y's FILE-ann files
    Analysed m_functions;
    Analysed m_lines;
};

void tst_AnnotatedSource::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QDir dir(m_dir.path());
    QVERIFY(dir.mkpath("src") && dir.mkpath("theirs"));
    QStringList sources;
    for (const char *name : {"units.c", "units_filter.c"}) {
        const QString path = dir.filePath(QStringLiteral("src/") + QLatin1String(name));
        QVERIFY(QFile::copy(QDir(programsDir()).filePath(QLatin1String(name)), path));
        m_sources[path.toStdString()] = readFile(path).toStdString();
        sources << path;
    }
    m_filterSource = sources[1].toStdString();
    const ProcessResult built = runProcess(
        "gcc", QStringList{"-pg", "-g", "-O0", "-o", dir.filePath("prog")} + sources, dir.path());
    QVERIFY2(built.exitCode == 0, built.err.constData());
    QCOMPARE(profileRun(dir.filePath("prog"), {"200"}, dir.path(), "gmon.out").exitCode, 0);

    // gprof's listings, while it can still read the sources.
    for (const char *set : kOptionSets) {
        const QString options = QString::fromLatin1(set);
        m_expected[options] = runGprof(options.split(QLatin1Char(' '))
                                           << QStringLiteral("prog") << QStringLiteral("gmon.out"),
                                       dir.path());
        QCOMPARE(m_expected[options].exitCode, 0);
        QVERIFY2(m_expected[options].out.contains("Execution Summary"), set);
    }
    std::set<QByteArray> distinct;
    for (const auto &[options, gprof] : m_expected)
        distinct.insert(gprof.out);
    QCOMPARE(distinct.size(), m_expected.size());
    QCOMPARE(
        runGprof({"-b", "-A", "-y", "../prog", "../gmon.out"}, dir.filePath("theirs")).exitCode, 0);
    for (const QString &name : QDir(dir.filePath("theirs")).entryList(QDir::Files))
        m_expectedFiles[name] = readFile(dir.filePath(QStringLiteral("theirs/") + name));
    QCOMPARE(m_expectedFiles.size(), size_t(2));
    QVERIFY(QFile::rename(sources[1], dir.filePath("filter.c.away")));
    m_expectedMissing = runGprof({"-b", "-A", "prog", "gmon.out"}, dir.path());
    QVERIFY(m_expectedMissing.err.contains(QByteArray::fromStdString(m_filterSource)));

    // From here on no source is on disk: ours has only what the provider serves.
    QVERIFY(QDir(dir.filePath("src")).removeRecursively());
    QVERIFY(QFile::remove(dir.filePath("filter.c.away")));
    for (const QString &path : sources)
        QVERIFY(!QFile::exists(path));

    analyse(false, m_functions);
    analyse(true, m_lines);
}

// What `gmonview report -b [-l] prog gmon.out` analyses: the symbols with
// their lines, the default exclusions, the run.
// Through the engine's one pipeline, as `gmonview report [-l] prog gmon.out`.
void tst_AnnotatedSource::analyse(bool lineGranular, Analysed &out)
{
    AnalysisRequest request;
    request.executablePath = QDir(m_dir.path()).filePath("prog").toStdString();
    request.program.fileNames = ProgramOptions::FileNames::All;
    request.program.lineGranularity = lineGranular;
    request.runs = {QDir(m_dir.path()).filePath("gmon.out").toStdString()};
    auto analysis = analyze(request);
    QVERIFY2(analysis.ok(), analysis.ok() ? "" : analysis.error().message.c_str());
    QVERIFY(analysis->warnings.empty());
    QVERIFY(analysis->executable->lines && !analysis->executable->lines->empty());
    out.specs = analysis->executable->specs;
    out.profile = *analysis->profile;
}

SourceProvider tst_AnnotatedSource::memoryProvider(std::vector<std::string> *asked) const
{
    return [this, asked](const std::string &path) -> std::optional<std::string> {
        if (asked)
            asked->push_back(path);
        const auto it = m_sources.find(path);
        if (it == m_sources.end())
            return std::nullopt;
        return it->second;
    };
}

void tst_AnnotatedSource::matchesGprof_data()
{
    QTest::addColumn<QString>("options");
    for (const char *set : kOptionSets)
        QTest::newRow(set) << QString::fromLatin1(set);
}

// Through the report printer, as `gmonview report` prints it.
void tst_AnnotatedSource::matchesGprof()
{
    QFETCH(QString, options);
    const Options o = parseOptions(options.split(QLatin1Char(' ')));
    const Analysed &a = o.report.lineGranularity ? m_lines : m_functions;
    GprofReport printer(o.report);
    printer.setProfile(a.profile, *a.specs);
    if (o.flatProfile)
        printer.flatProfile();
    std::string warnings;
    std::vector<std::string> asked;
    const std::vector<AnnotatedFile> files =
        printer.annotatedSource(warnings, memoryProvider(&asked));
    QVERIFY(files.empty());
    QCOMPARE(q(warnings), QString());
    const QByteArray ours = QByteArray::fromStdString(printer.text());
    const QByteArray &theirs = m_expected.at(options).out;
    QVERIFY2(ours == theirs, qPrintable(firstDifference(theirs, ours)));
    // Each file was asked for once, by the name gprof prints.
    QCOMPARE(asked.size(), size_t(2));
    for (const std::string &path : asked)
        QVERIFY2(theirs.contains(QByteArray::fromStdString("*** File " + path + ":\n")),
                 path.c_str());
}

// -y: the listing goes to FILE-ann files, none to standard output.
void tst_AnnotatedSource::separateFilesMatchGprof()
{
    const Options o = parseOptions({"-b", "-A", "-y"});
    const AnnotatedListing listing =
        annotateSource(m_functions.profile, *m_functions.specs, o.report, memoryProvider(), true);
    QCOMPARE(q(listing.text), QString());
    QCOMPARE(q(listing.warnings), QString());
    QCOMPARE(listing.files.size(), m_expectedFiles.size());
    for (const AnnotatedFile &file : listing.files) {
        const auto theirs = m_expectedFiles.find(QString::fromStdString(file.name));
        QVERIFY2(theirs != m_expectedFiles.end(), file.name.c_str());
        const QByteArray ours = QByteArray::fromStdString(file.text);
        QVERIFY2(ours == theirs->second, qPrintable(firstDifference(theirs->second, ours)));
    }
}

// A source the provider cannot serve is left out, as gprof leaves it out,
// and the warning names it.
void tst_AnnotatedSource::missingSourceIsNamed()
{
    const Options o = parseOptions({"-b", "-A"});
    const SourceProvider withoutFilter = [this](const std::string &path) {
        return path == m_filterSource ? std::nullopt : memoryProvider()(path);
    };
    const AnnotatedListing listing =
        annotateSource(m_functions.profile, *m_functions.specs, o.report, withoutFilter, true);
    QCOMPARE(q(listing.warnings), q("gmonview: could not locate `" + m_filterSource + "'\n"));
    const QByteArray ours = QByteArray::fromStdString(listing.text);
    QVERIFY2(ours == m_expectedMissing.out,
             qPrintable(firstDifference(m_expectedMissing.out, ours)));
    QVERIFY(listing.files.empty());

    // Nothing served at all: no listing, one warning per file.
    const AnnotatedListing none = annotateSource(
        m_functions.profile, *m_functions.specs, o.report,
        [](const std::string &) { return std::optional<std::string>(); }, true);
    QCOMPARE(q(none.text), QString());
    QVERIFY2(none.warnings.find(m_filterSource) != std::string::npos, none.warnings.c_str());
    QCOMPARE(std::count(none.warnings.begin(), none.warnings.end(), '\n'), 2);
}

QTEST_GUILESS_MAIN(tst_AnnotatedSource)
#include "tst_annotatedsource.moc"
