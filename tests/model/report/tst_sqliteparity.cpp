// SPDX-License-Identifier: MIT
// `gmonview report` against GNU gprof 2.40 on the commonest real program:
// SQLite, built -O2 -g -pg with the benchmark's workload (bench/sqlite).
// GCC's clones (.constprop.N kept by gprof, .part/.isra/.cold folded), huge
// DWARF units and inlining make its symbol rules matter where the small
// programs of tst_gprofparity hardly reach.
//
// The amalgamation comes from the npm package better-sqlite3 at a pinned
// version, fetched with `npm pack` at test time into the build directory
// (GMONVIEW_SQLITE_CACHE) and kept there with the compiled sqlite3.o, so
// later runs only link, run and compare. A failed fetch fails the test.
//
// gprof -l and -s ask binutils about every byte of .text, about two minutes
// of CPU here; one gprof run does both (-s writes gmon.sum and goes on to
// print the -l -p profile).
#include "app/ExportCommand.h"
#include "TestSupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QTest>
#include <QUrl>

#include <cmath>
#include <map>
#include <utility>

using namespace gmonview;
using namespace gmonview::test;

namespace {

// The version bench/run-sqlite.sh fetches by default: keep them in step.
const QString kBetterSqliteVersion = QStringLiteral("12.11.1");
// As bench/run-sqlite.sh builds it.
const QStringList kCFlags{"-O2", "-g", "-pg"};
const QStringList kDefines{"-DSQLITE_THREADSAFE=0", "-DSQLITE_OMIT_LOAD_EXTENSION"};
constexpr int kLongTimeoutMs = 40 * 60 * 1000; // gprof -l under a loaded CI machine

QString cacheDir()
{
    return QStringLiteral(GMONVIEW_SQLITE_CACHE);
}

QString keyOf(const QString &file)
{
    return QString::fromUtf8(readFile(file + QStringLiteral(".key")));
}

bool setKey(const QString &file, const QString &key)
{
    return writeFile(file + QStringLiteral(".key"), key.toUtf8());
}

QString describe(const QString &what, const ProcessResult &r)
{
    if (!r.started)
        return QStringLiteral("%1: could not be started").arg(what);
    return QStringLiteral("%1 failed (exit %2%3):\n%4")
        .arg(what)
        .arg(r.exitCode)
        .arg(r.timedOut ? QStringLiteral(", timed out") : QString())
        .arg(QString::fromLocal8Bit(r.err + r.out).left(4000));
}

// The amalgamation's sqlite3.c and sqlite3.h in the cache, fetched and
// extracted unless there already; an empty string, or what failed.
QString ensureSources()
{
    const QDir cache(cacheDir());
    if (!cache.mkpath(QStringLiteral(".")))
        return QStringLiteral("cannot create %1").arg(cache.path());
    const QString tgz = QStringLiteral("better-sqlite3-%1.tgz").arg(kBetterSqliteVersion);
    if (QFileInfo(cache.filePath(tgz)).size() == 0) {
        QDir tmp(cache.filePath(QStringLiteral("npm-tmp")));
        tmp.removeRecursively();
        cache.mkpath(QStringLiteral("npm-tmp"));
        const ProcessResult r = runProcess(
            QStringLiteral("npm"),
            {"pack", QStringLiteral("better-sqlite3@%1").arg(kBetterSqliteVersion), "--silent"},
            tmp.path(), {}, kLongTimeoutMs);
        if (r.exitCode != 0)
            return describe(
                QStringLiteral("npm pack better-sqlite3@%1 (needs npm and the npm registry)")
                    .arg(kBetterSqliteVersion),
                r);
        QFile::remove(cache.filePath(tgz));
        if (!QFile::rename(tmp.filePath(tgz), cache.filePath(tgz)))
            return QStringLiteral("npm pack did not produce %1").arg(tgz);
        tmp.removeRecursively();
    }
    const QString source = cache.filePath(QStringLiteral("src/sqlite3.c"));
    if (QFileInfo(source).size() > 0 && keyOf(source) == tgz)
        return {};
    QDir(cache.filePath(QStringLiteral("src-tmp"))).removeRecursively();
    QDir(cache.filePath(QStringLiteral("src"))).removeRecursively();
    cache.mkpath(QStringLiteral("src-tmp"));
    const ProcessResult r =
        runProcess(QStringLiteral("tar"),
                   {"-xzf", cache.filePath(tgz), "-C", cache.filePath(QStringLiteral("src-tmp")),
                    "package/deps/sqlite3/sqlite3.c", "package/deps/sqlite3/sqlite3.h"},
                   cache.path());
    if (r.exitCode != 0)
        return describe(QStringLiteral("extracting the amalgamation from %1").arg(tgz), r);
    if (!QFile::rename(cache.filePath(QStringLiteral("src-tmp/package/deps/sqlite3")),
                       cache.filePath(QStringLiteral("src"))))
        return QStringLiteral("no deps/sqlite3 in %1").arg(tgz);
    QDir(cache.filePath(QStringLiteral("src-tmp"))).removeRecursively();
    if (!setKey(source, tgz))
        return QStringLiteral("cannot write in %1").arg(cache.path());
    return {};
}

// sqlite3.o in the cache, compiled unless there for these sources, flags
// and compiler; an empty string, or what failed.
QString ensureObject()
{
    const QDir cache(cacheDir());
    const ProcessResult version = runProcess(QStringLiteral("gcc"), {"--version"}, cache.path());
    if (version.exitCode != 0)
        return describe(QStringLiteral("gcc --version"), version);
    const QString key = QStringList{keyOf(cache.filePath(QStringLiteral("src/sqlite3.c"))),
                                    QString::fromLocal8Bit(version.out.split('\n').value(0)),
                                    (kCFlags + kDefines).join(QLatin1Char(' '))}
                            .join(QLatin1Char('|'));
    const QString object = cache.filePath(QStringLiteral("sqlite3.o"));
    if (QFileInfo(object).size() > 0 && keyOf(object) == key)
        return {};
    const QString partial = cache.filePath(QStringLiteral("sqlite3.o.tmp"));
    const ProcessResult r =
        runProcess(QStringLiteral("gcc"),
                   kCFlags + kDefines + QStringList{"-c", "src/sqlite3.c", "-o", partial},
                   cache.path(), {}, kLongTimeoutMs);
    if (r.exitCode != 0)
        return describe(QStringLiteral("compiling sqlite3.c"), r);
    QFile::remove(object);
    if (!QFile::rename(partial, object) || !setKey(object, key))
        return QStringLiteral("cannot write %1").arg(object);
    return {};
}

} // namespace

class tst_SqliteParity : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void reportMatchesGprof_data();
    void reportMatchesGprof();
    void lineProfileAndSumMatchGprof();
    void callgrindCostsAddUp();
    void speedscopeImportsOurFiles_data();
    void speedscopeImportsOurFiles();

private:
    QTemporaryDir m_dir; // the workload and its runs
};

void tst_SqliteParity::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const ProcessResult version = runProcess(QStringLiteral("gprof"), {"--version"}, m_dir.path());
    QVERIFY2(version.started && version.out.contains("2.40"),
             "these tests compare with GNU gprof 2.40 (Debian 12 binutils)");
    const QString fetched = ensureSources();
    QVERIFY2(fetched.isEmpty(), qPrintable(fetched));
    const QString compiled = ensureObject();
    QVERIFY2(compiled.isEmpty(), qPrintable(compiled));

    // The workload is small: compiled and linked afresh each time.
    const QDir cache(cacheDir());
    const QString exe = QDir(m_dir.path()).filePath(QStringLiteral("workload"));
    const ProcessResult c =
        runProcess(QStringLiteral("gcc"),
                   kCFlags + kDefines +
                       QStringList{"-Wall", "-I", cache.filePath(QStringLiteral("src")), "-o", exe,
                                   QStringLiteral(GMONVIEW_SQLITE_WORKLOAD),
                                   cache.filePath(QStringLiteral("sqlite3.o")), "-lm"},
                   m_dir.path(), {}, kLongTimeoutMs);
    QVERIFY2(c.exitCode == 0, qPrintable(describe(QStringLiteral("building the workload"), c)));
    // Two runs of different sizes: gmon.out alone, and both summed (each
    // run first removes gmon.out, so it comes last).
    for (const auto &[scale, name] : {std::pair{"8", "gmon.2.out"}, std::pair{"20", "gmon.out"}}) {
        const ProcessResult r =
            profileRun(exe, {QString::fromLatin1(scale)}, m_dir.path(), QString::fromLatin1(name));
        QVERIFY2(r.exitCode == 0, qPrintable(describe(QStringLiteral("the workload"), r)));
    }
}

void tst_SqliteParity::reportMatchesGprof_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("-b") << QStringList{"-b", "workload", "gmon.out"};
    QTest::newRow("-b -q") << QStringList{"-b", "-q", "workload", "gmon.out"};
    QTest::newRow("-b, two runs") << QStringList{"-b", "workload", "gmon.out", "gmon.2.out"};
}

void tst_SqliteParity::reportMatchesGprof()
{
    QFETCH(QStringList, args);
    const ProcessResult theirs = runProcess(QStringLiteral("gprof"), args, m_dir.path());
    QVERIFY2(theirs.exitCode == 0, qPrintable(describe(QStringLiteral("gprof"), theirs)));
    QVERIFY(theirs.out.contains("sqlite3VdbeExec"));
    const ReportOutput ours = runOurs(args, m_dir.path());
    const QByteArray ourOut = QByteArray::fromStdString(ours.out);
    QVERIFY2(ourOut == theirs.out, qPrintable(QStringLiteral("gprof %1\n%2")
                                                  .arg(args.join(QLatin1Char(' ')),
                                                       firstDifference(theirs.out, ourOut))));
    QCOMPARE(ours.exitCode, theirs.exitCode);
}

// gprof -s -b -l -p writes gmon.sum (line symbols as callers, functions as
// callees) and prints the line-level flat profile, where GCC's .constprop
// clones keep their own rows at their first line.
void tst_SqliteParity::lineProfileAndSumMatchGprof()
{
    const QDir dir(m_dir.path());
    for (const char *who : {"theirs", "ours"})
        QVERIFY(dir.mkpath(QString::fromLatin1(who)));
    const QStringList args{"-s", "-b", "-l", "-p", "../workload", "../gmon.out", "../gmon.2.out"};

    const ProcessResult theirs =
        runProcess(QStringLiteral("gprof"), args, dir.filePath("theirs"), {}, kLongTimeoutMs);
    QVERIFY2(theirs.exitCode == 0, qPrintable(describe(QStringLiteral("gprof -s -l -p"), theirs)));
    QVERIFY2(theirs.out.contains(".constprop.0 (sqlite3.c:"),
             "the build has .constprop clones that gprof keeps");
    const ReportOutput ours = runOurs(args, dir.filePath("ours"));
    QCOMPARE(ours.exitCode, 0);
    const QByteArray ourOut = QByteArray::fromStdString(ours.out);
    QVERIFY2(ourOut == theirs.out, qPrintable(QStringLiteral("gprof %1\n%2")
                                                  .arg(args.join(QLatin1Char(' ')),
                                                       firstDifference(theirs.out, ourOut))));

    // Identical past the header, whose 12 spare bytes gprof fills with
    // whatever was on its stack.
    const QByteArray theirSum = readFile(dir.filePath("theirs/gmon.sum"));
    const QByteArray ourSum = readFile(dir.filePath("ours/gmon.sum"));
    QVERIFY(!theirSum.isEmpty());
    QCOMPARE(ourSum.size(), theirSum.size());
    QCOMPARE(ourSum.left(8), theirSum.left(8));
    QVERIFY2(ourSum.mid(20) == theirSum.mid(20), "gmon.sum records differ from gprof's");
}

// The callgrind export of SQLite (hundreds of functions, 20-odd recursion
// cycles) has inclusive costs that add up as gprof2dot assumes (it asserted
// on this file when calls within a cycle carried nothing).
void tst_SqliteParity::callgrindCostsAddUp()
{
    const QDir dir(m_dir.path());
    const ReportOutput out = runExport({"--format", "callgrind",
                                        dir.filePath("workload").toStdString(),
                                        dir.filePath("gmon.out").toStdString(),
                                        dir.filePath("gmon.2.out").toStdString()});
    QVERIFY2(out.exitCode == 0, out.err.c_str());
    int compared = 0;
    const QString wrong = gmonview::test::callgrindCostsAddUp(out.out, &compared);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    QVERIFY2(compared > 300, qPrintable(QString::number(compared)));
}

void tst_SqliteParity::speedscopeImportsOurFiles_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("file");
    QTest::newRow("speedscope") << "speedscope" << "sqlite.speedscope.json";
    // speedscope's own importer of flamegraph.pl's format (which once said
    // "Unrecognized format!" to our fractional weights).
    QTest::newRow("collapsed") << "collapsed" << "sqlite.collapsed.txt";
}

// The speedscope application itself (its npm package, in headless Chromium)
// imports both files of SQLite, and its Sandwich view gives each function
// the share of self time our flat profile gives it (the window's reading,
// as exports have it).
void tst_SqliteParity::speedscopeImportsOurFiles()
{
    QFETCH(QString, format);
    QFETCH(QString, file);
    QString error;
    const QString package = npmPackage(QStringLiteral("speedscope"), QStringLiteral("1.25.0"),
                                       &error);
    QVERIFY2(!package.isEmpty(), qPrintable(error));
    QVERIFY2(!chromiumPath().isEmpty(), "Chromium is needed (tools/dev.sh installs it)");
    const QDir dir(m_dir.path());
    const std::vector<std::string> runs{dir.filePath("gmon.out").toStdString(),
                                        dir.filePath("gmon.2.out").toStdString()};
    std::vector<std::string> args{"--format", format.toStdString(), "-o",
                                  dir.filePath(file).toStdString(),
                                  dir.filePath("workload").toStdString()};
    args.insert(args.end(), runs.begin(), runs.end());
    const ReportOutput exported = runExport(args);
    QVERIFY2(exported.exitCode == 0, exported.err.c_str());

    // As speedscope's command line opens a file: a script that hands it over.
    const QByteArray bytes = readFile(dir.filePath(file));
    const QString loader = dir.filePath(file + QStringLiteral(".js"));
    QVERIFY(writeFile(loader, "speedscope.loadFileFromBase64(\"" + file.toUtf8() + "\", \"" +
                                  bytes.toBase64() + "\")"));
    const QString url =
        QUrl::fromLocalFile(QDir(package).filePath(QStringLiteral("dist/release/index.html")))
            .toString() +
        QStringLiteral("#localProfilePath=") + loader + QStringLiteral("&view=sandwich");
    const ProcessResult dom = chromiumDom(url, dir.filePath(QStringLiteral("chromium-") + format));
    QVERIFY2(dom.exitCode == 0, dom.err.constData());
    const QString page = QString::fromUtf8(dom.out);
    // Imported: the page is named after the profile (an unrecognised file
    // leaves it "speedscope" behind an alert).
    static const QRegularExpression title(QStringLiteral("<title>(.+) - speedscope</title>"));
    QVERIFY2(title.match(page).hasMatch(), qPrintable(page.left(2000)));

    // Each row of the Sandwich table: total and self, each with its bar of
    // exact width, then the name.
    static const QRegularExpression row(QStringLiteral(
        R"(<tr[^>]*><td[^>]*>[^<]*<div[^>]*><div[^>]*style="width: ([0-9.]+)%;"></div></div></td>)"
        R"(<td[^>]*>[^<]*<div[^>]*><div[^>]*style="width: ([0-9.]+)%;"></div></div></td>)"
        R"(<td[^>]*>(?:<span[^>]*></span>)?([^<]*)</td></tr>)"));

    AnalysisRequest request; // as gmonview export reads the runs
    request.executablePath = dir.filePath("workload").toStdString();
    request.runs = runs;
    request.program.fileNames = ProgramOptions::FileNames::All;
    request.program.creditClonePieces = true;
    const auto analysed = analyze(request);
    QVERIFY(analysed.ok() && analysed->profile);
    const ProfileResult &p = *analysed->profile;
    std::map<QString, double> self;
    double total = 0;
    for (const ProfileSymbol &s : p.symbols) {
        self[QString::fromStdString(s.displayName.empty() ? s.name : s.displayName)] += s.time;
        total += s.time;
    }
    for (const ProfileCycle &c : p.cycles) // a frame above its members, of no time itself
        self[QStringLiteral("<cycle %1 as a whole>").arg(c.number)] = 0;
    if (format == QLatin1String("collapsed")) {
        // Its stacks are whole microseconds, the paths under half of one
        // left out (how many depends on where the samples fell): the shares
        // speedscope must show are the file's, each stack's weight to its
        // last frame. The speedscope file carries the profile's own.
        for (auto &[name, time] : self)
            time = 0;
        total = 0;
        for (const QByteArray &line : bytes.split('\n')) {
            const qsizetype space = line.lastIndexOf(' ');
            if (line.isEmpty() || space < 0)
                continue;
            const double weight = line.mid(space + 1).toDouble();
            const QByteArray stack = line.left(space);
            self[QString::fromUtf8(stack.mid(stack.lastIndexOf(';') + 1))] += weight;
            total += weight;
        }
        QVERIFY(total > 0);
    }
    // speedscope's bars are the shares to four decimals.
    const double slack = 0.0002;
    int rows = 0;
    for (auto m = row.globalMatch(page); m.hasNext();) {
        const auto match = m.next();
        QString name = match.captured(3);
        name.replace(QLatin1String("&lt;"), QLatin1String("<"))
            .replace(QLatin1String("&gt;"), QLatin1String(">"))
            .replace(QLatin1String("&amp;"), QLatin1String("&"));
        QVERIFY2(self.count(name), qPrintable(name));
        const double theirs = match.captured(2).toDouble();
        const double ours = 100.0 * self[name] / total;
        QVERIFY2(std::abs(theirs - ours) <= slack,
                 qPrintable(QStringLiteral("%1: speedscope %2 %, ours %3 %")
                                .arg(name)
                                .arg(theirs)
                                .arg(ours)));
        ++rows;
    }
    // The table holds the rows it has drawn so far: what fits in the window
    // (about 35 rows), or fewer on a loaded machine (18 were seen), never
    // none.
    QVERIFY2(rows >= 10, qPrintable(QString::number(rows)));
}

QTEST_GUILESS_MAIN(tst_SqliteParity)
#include "tst_sqliteparity.moc"
