// SPDX-License-Identifier: MIT
// Time inside inlined functions (issue 28, point 3): on real programs built
// -O2 -g -pg and run here (x86-64 and i386), the self time of each function
// is split among the functions inlined into it and what it keeps, adding up
// to its self time; each inlined function is where addr2line -i puts its
// code, called from the line addr2line names; and `gmonview export
// --inline` carries them to their real readers (callgrind_annotate, go tool
// pprof) and refuses a program without DWARF.
#include "TestSupport.h"
#include "app/ExportCommand.h"
#include "io/dwarf/DwarfFunctionTable.h"
#include "model/engine/InlineProfile.h"
#include "model/engine/ProfilePipeline.h"
#include "model/engine/SourceProfile.h"
#include "model/estimate/CallStacks.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <map>
#include <set>
#include <sstream>

using namespace gmonview;
using namespace gmonview::test;

namespace {

// `gmonview export ARGS`, in the test's folder (the files are given whole).
ReportOutput exportCommand(const QStringList &args)
{
    std::vector<std::string> argv;
    for (const QString &a : args)
        argv.push_back(a.toStdString());
    return runExport(argv);
}

} // namespace

class tst_Inlined : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void splitAddsUp_data();
    void splitAddsUp();
    void sampledBodiesAreEnough();
    void inlinedWhereAddr2lineSays_data();
    void inlinedWhereAddr2lineSays();
    void inlinedCodeHoldsTheWork();
    void stacksHaveInlinedFrames();
    void exportsInTheirReaders();
    void inlineNeedsDebugInformation();

private:
    struct Program
    {
        QString exe;
        Analysis analysis;
        std::shared_ptr<const ProfileResult> inlined;
    };
    bool build(const QString &name, const QStringList &flags);

    QTemporaryDir m_dir;
    std::map<QString, Program> m_programs;
};

bool tst_Inlined::build(const QString &name, const QStringList &flags)
{
    const QString exe = m_dir.filePath(name);
    const ProcessResult built = compileProgram(QStringLiteral("inlined.c"), flags, exe);
    if (built.exitCode != 0) {
        qWarning("%s: %s", qPrintable(name), built.err.constData());
        return false;
    }
    if (profileRun(exe, {}, m_dir.path(), name + QStringLiteral(".out")).exitCode < 0)
        return false;
    AnalysisRequest request;
    request.executablePath = exe.toStdString();
    request.runs = {(exe + QStringLiteral(".out")).toStdString()};
    request.program.creditClonePieces = true; // as the window reads it
    auto analysis = analyze(request);
    if (!analysis || !analysis->profile)
        return false;
    auto functions = DwarfFunctionTable::read(*analysis->executable->elf, request.executablePath);
    if (!functions)
        return false;
    Program p;
    p.exe = exe;
    p.inlined = withInlinedFunctions(*analysis->profile, *analysis->sum, *functions);
    p.analysis = std::move(*analysis);
    m_programs[name] = std::move(p);
    return true;
}

void tst_Inlined::initTestCase()
{
    QVERIFY(build(QStringLiteral("x86-64"), {"-pg", "-O2", "-g"}));
    QVERIFY(build(QStringLiteral("i386"), {"-pg", "-O2", "-g", "-m32"}));
}

void tst_Inlined::splitAddsUp_data()
{
    QTest::addColumn<QString>("program");
    QTest::newRow("x86-64") << QStringLiteral("x86-64");
    QTest::newRow("i386") << QStringLiteral("i386");
}

// Each function's own time and its inlined functions' add up to its self
// time before (time and samples); the functions keep their calls and arcs,
// the inlined ones have none.
void tst_Inlined::splitAddsUp()
{
    QFETCH(QString, program);
    const Program &p = m_programs.at(program);
    const ProfileResult &before = *p.analysis.profile, &after = *p.inlined;
    const size_t n = before.symbols.size();
    QVERIFY(after.symbols.size() > n);
    QCOMPARE(after.arcs.size(), before.arcs.size());
    std::vector<double> time(n), samples(n);
    for (size_t i = 0; i < after.symbols.size(); ++i) {
        const ProfileSymbol &s = after.symbols[i];
        if (i >= n) {
            QVERIFY(s.inlinedInto >= 0);
            QCOMPARE(s.calls, uint64_t(0));
            QVERIFY(after.childArcs[i].empty() && after.parentArcs[i].empty());
        } else {
            QCOMPARE(s.inlinedInto, -1);
            QCOMPARE(s.calls, before.symbols[i].calls);
        }
        const size_t container = size_t(inlineContainer(after, int(i)));
        QVERIFY(container < n);
        time[container] += s.time;
        samples[container] += s.samples;
    }
    int split = 0;
    for (size_t i = 0; i < n; ++i) {
        const ProfileSymbol &s = before.symbols[i];
        QVERIFY2(std::abs(time[i] - s.time) <= 1e-9 * std::max(1.0, s.time), s.name.c_str());
        QVERIFY2(std::abs(samples[i] - s.samples) <= 1e-9 * std::max(1.0, s.samples),
                 s.name.c_str());
        split += after.symbols[i].time < s.time ? 1 : 0;
    }
    QVERIFY(split >= 1);
}

// The DWARF walked only in the functions with samples (as export --inline
// reads it) splits the profile as the whole DWARF does.
void tst_Inlined::sampledBodiesAreEnough()
{
    for (const auto &[name, p] : m_programs) {
        const auto sampled = sampledLineOptions(*p.analysis.sum).linesOnlyIn;
        QVERIFY(sampled && !sampled->empty());
        auto part = DwarfFunctionTable::read(*p.analysis.executable->elf, p.exe.toStdString(), {},
                                             DwarfFunctionTable::Depth::Everything, &*sampled);
        QVERIFY(part);
        auto whole = DwarfFunctionTable::read(*p.analysis.executable->elf, p.exe.toStdString());
        QVERIFY(whole);
        QVERIFY2(part->functions().size() <= whole->functions().size(), qPrintable(name));
        const auto split = withInlinedFunctions(*p.analysis.profile, *p.analysis.sum, *part);
        QCOMPARE(split->symbols.size(), p.inlined->symbols.size());
        for (size_t i = 0; i < split->symbols.size(); ++i) {
            const ProfileSymbol &a = split->symbols[i], &b = p.inlined->symbols[i];
            QCOMPARE(a.name, b.name);
            QCOMPARE(a.time, b.time);
            QCOMPARE(a.samples, b.samples);
            QCOMPARE(a.inlinedInto, b.inlinedInto);
            QCOMPARE(a.callLine, b.callLine);
        }
    }
}

void tst_Inlined::inlinedWhereAddr2lineSays_data()
{
    splitAddsUp_data();
}

// Each inlined function's first address is in its code as addr2line -i
// tells it: the innermost function there is its name, and the next frame
// out is the function it is inlined into, at its call site's file and line.
void tst_Inlined::inlinedWhereAddr2lineSays()
{
    QFETCH(QString, program);
    const Program &p = m_programs.at(program);
    const ProfileResult &profile = *p.inlined;
    int checked = 0;
    for (size_t i = p.analysis.profile->symbols.size(); i < profile.symbols.size(); ++i) {
        const ProfileSymbol &s = profile.symbols[i];
        const ProcessResult a2l =
            runProcess(QStringLiteral("addr2line"),
                       {QStringLiteral("-f"), QStringLiteral("-i"), QStringLiteral("-e"), p.exe,
                        QStringLiteral("0x") + QString::number(s.address, 16)},
                       m_dir.path());
        QCOMPARE(a2l.exitCode, 0);
        // function, file:line (of its code), then per frame out: the
        // function and the line in it that inlines the frame before.
        const QStringList lines = QString::fromUtf8(a2l.out).split('\n', Qt::SkipEmptyParts);
        QVERIFY2(lines.size() >= 4, a2l.out.constData());
        QCOMPARE(lines[0], QString::fromStdString(s.name));
        const ProfileSymbol &into = profile.symbol(s.inlinedInto);
        QCOMPARE(lines[2], QString::fromStdString(into.name));
        const QString site = lines[3].section(QLatin1Char(' '), 0, 0); // drop "(discriminator n)"
        QCOMPARE(site, QStringLiteral("%1:%2")
                           .arg(QString::fromStdString(profile.files[size_t(s.callFile)]))
                           .arg(s.callLine));
        ++checked;
    }
    QVERIFY(checked >= 2);
}

// inlined.c's spin does its work in mix, inlined at two lines: gprof says
// spin; the split says mix, at those lines (found in the source).
void tst_Inlined::inlinedCodeHoldsTheWork()
{
    const Program &p = m_programs.at(QStringLiteral("x86-64"));
    const ProfileResult &profile = *p.inlined;
    const int spin = functionNamed(*p.analysis.profile, "spin");
    QVERIFY(spin >= 0);
    const QStringList source =
        QString::fromUtf8(readFile(programsDir() + "/inlined.c")).split('\n');
    std::set<uint32_t> mixLines; // the calls of mix in spin's body
    bool inSpin = false;
    for (int l = 0; l < source.size(); ++l) {
        inSpin = (inSpin || source[l].contains(QStringLiteral("unsigned spin("))) &&
                 !source[l].startsWith(QLatin1Char('}'));
        if (inSpin && source[l].contains(QStringLiteral("mix(")))
            mixLines.insert(uint32_t(l + 1));
    }
    QCOMPARE(mixLines.size(), size_t(2));
    double inMix = 0;
    std::set<uint32_t> sites;
    for (size_t i = 0; i < profile.symbols.size(); ++i) {
        const ProfileSymbol &s = profile.symbols[i];
        if (s.inlinedInto != spin)
            continue;
        QCOMPARE(QString::fromStdString(s.displayName), QStringLiteral("mix"));
        QVERIFY2(mixLines.count(s.callLine), qPrintable(QString::number(s.callLine)));
        sites.insert(s.callLine);
        inMix += s.time;
        QVERIFY(QString::fromStdString(inlinedName(profile, int(i)))
                    .startsWith(
                        QStringLiteral("mix, inlined into spin at inlined.c:%1").arg(s.callLine)));
    }
    QCOMPARE(sites, mixLines);
    const double spinSelf = p.analysis.profile->symbol(spin).time;
    QVERIFY2(inMix > 0.8 * spinSelf,
             qPrintable(QStringLiteral("%1 of %2").arg(inMix).arg(spinSelf)));
}

// The trees have the inlined functions as frames under their container,
// named as such, with its self time shared among them.
void tst_Inlined::stacksHaveInlinedFrames()
{
    const Program &p = m_programs.at(QStringLiteral("x86-64"));
    const CallStacks plain(*p.analysis.profile), inlined(*p.inlined);
    const CallStacks::Flattened a = plain.topDown(), b = inlined.topDown();
    QVERIFY(std::abs(a.total - b.total) <= 1e-9 * a.total);
    double inFrames = 0;
    for (const CallStacks::Frame &f : b.frames) {
        if (f.kind == CallStacks::Kind::Cycle || p.inlined->symbol(f.id).inlinedInto < 0)
            continue;
        QVERIFY(f.parent >= 0);
        const CallStacks::Frame &up = b.frames[size_t(f.parent)];
        QCOMPARE(up.id, p.inlined->symbol(f.id).inlinedInto);
        QCOMPARE(f.calls, uint64_t(0));
        QVERIFY(inlined.name(f.kind, f.id).ends_with(" [inlined]"));
        inFrames += f.self;
    }
    double inSymbols = 0;
    for (size_t i = p.analysis.profile->symbols.size(); i < p.inlined->symbols.size(); ++i)
        inSymbols += p.inlined->symbols[i].propSelf;
    QVERIFY(inSymbols > 0);
    QVERIFY2(std::abs(inFrames - inSymbols) <= 1e-9 * inSymbols,
             qPrintable(QStringLiteral("%1 in frames, %2 inlined").arg(inFrames).arg(inSymbols)));
}

// export --inline: csv rows are the split's; callgrind_annotate reads the
// inlined functions with their costs; go tool pprof shows them as inline
// frames ("(inline)") with their time.
void tst_Inlined::exportsInTheirReaders()
{
    const Program &p = m_programs.at(QStringLiteral("x86-64"));
    const ProfileResult &profile = *p.inlined;
    const QString gmon = p.exe + QStringLiteral(".out");
    // mix is inlined into spin twice and into main once: the rows with time.
    double mixSeconds = 0;
    int mixRows = 0;
    for (const ProfileSymbol &s : profile.symbols)
        if (s.inlinedInto >= 0 && s.time > 0) {
            mixSeconds += s.time / double(profile.rate);
            ++mixRows;
        }
    QVERIFY(mixSeconds > 0);
    const QStringList containers = {QStringLiteral("spin"), QStringLiteral("main")};

    const ReportOutput csv = exportCommand({"--format", "csv", "--inline", p.exe, gmon});
    QCOMPARE(csv.exitCode, 0);
    const QStringList rows =
        QString::fromStdString(csv.out).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QVERIFY(rows.first().endsWith(QStringLiteral(",inlined_into,call_file,call_line")));
    double csvMix = 0;
    for (const QString &row : rows.mid(1)) {
        const QStringList f = row.split(QLatin1Char(','));
        if (f.value(9).isEmpty())
            continue;
        QCOMPARE(f[0], QStringLiteral("mix"));
        QCOMPARE(f[3], QString()); // no calls
        QVERIFY2(containers.contains(f[9]), qPrintable(f[9]));
        csvMix += f[1].toDouble();
    }
    QVERIFY(std::abs(csvMix - mixSeconds) <= 1e-9);
    // json: the same rows, with null calls, read by Qt's JSON parser.
    const ReportOutput json = exportCommand({"--format", "json", "--inline", p.exe, gmon});
    QCOMPARE(json.exitCode, 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(json.out), &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    double jsonMix = 0;
    int jsonRows = 0;
    for (const QJsonValue &row : doc[QLatin1String("flat_profile")].toArray()) {
        if (row[QLatin1String("inlined_into")].isNull())
            continue;
        QVERIFY(containers.contains(row[QLatin1String("inlined_into")].toString()));
        QVERIFY(row[QLatin1String("calls")].isNull());
        QVERIFY(row[QLatin1String("call_line")].toInt() > 0);
        jsonMix += row[QLatin1String("self_seconds")].toDouble();
        ++jsonRows;
    }
    QCOMPARE(jsonRows, mixRows);
    QVERIFY(std::abs(jsonMix - mixSeconds) <= 1e-9);

    const QString cg = m_dir.filePath(QStringLiteral("inlined.callgrind"));
    QCOMPARE(exportCommand({"--format", "callgrind", "--inline", "-o", cg, p.exe, gmon}).exitCode,
             0);
    const ProcessResult annotated =
        runProcess(QStringLiteral("callgrind_annotate"), {"--threshold=100", cg}, m_dir.path());
    QCOMPARE(annotated.exitCode, 0);
    // Self costs: mix's entries hold its time, spin keeps what is its own.
    double annotatedMix = 0, annotatedSpin = 0;
    const QRegularExpression line(
        QStringLiteral("^\\s*([0-9,]+) +\\([ 0-9.]+%\\) +\\S+\\.c:(mix|spin)( \\[|$)"));
    for (const QString &l : QString::fromUtf8(annotated.out).split('\n')) {
        if (l.startsWith(QLatin1String("-- Auto-annotated source")))
            break;
        if (const auto m = line.match(l); m.hasMatch())
            (m.captured(2) == QLatin1String("mix") ? annotatedMix : annotatedSpin) +=
                m.captured(1).remove(QLatin1Char(',')).toDouble() / 1e6;
    }
    QVERIFY2(std::abs(annotatedMix - mixSeconds) <= 2e-6, annotated.out.constData());
    const double spinSeconds =
        profile.symbol(functionNamed(profile, "spin")).time / double(profile.rate);
    QVERIFY2(
        std::abs(annotatedSpin - spinSeconds) <= 2e-6,
        qPrintable(
            QStringLiteral("spin: %1 s read, %2 s written").arg(annotatedSpin).arg(spinSeconds)));

    const QString pb = m_dir.filePath(QStringLiteral("inlined.pb.gz"));
    QCOMPARE(exportCommand({"--format", "pprof", "--inline", "-o", pb, p.exe, gmon}).exitCode, 0);
    const QStringList env = {"HOME=" + m_dir.path(), "GOCACHE=" + m_dir.filePath("gocache"),
                             "GOFLAGS=", "GOTOOLCHAIN=local"};
    const ProcessResult top = runProcess(
        QStringLiteral("go"), {"tool", "pprof", "-top", "-unit=ms", pb}, m_dir.path(), env);
    QVERIFY2(top.exitCode == 0, top.err.constData());
    const QRegularExpression mix(QStringLiteral("^\\s*([0-9.]+)ms .* mix \\(inline\\)$"),
                                 QRegularExpression::MultilineOption);
    const auto m = mix.match(QString::fromUtf8(top.out));
    QVERIFY2(m.hasMatch(), top.out.constData());
    QVERIFY2(std::abs(m.captured(1).toDouble() / 1000 - mixSeconds) <= 0.0005, top.out.constData());
}

// Without DWARF there is no inlined code to find: a clear refusal naming
// the program, and nothing written.
void tst_Inlined::inlineNeedsDebugInformation()
{
    const QString exe = m_dir.filePath(QStringLiteral("no-g"));
    QCOMPARE(compileProgram(QStringLiteral("inlined.c"), {"-pg", "-O2"}, exe).exitCode, 0);
    QVERIFY(profileRun(exe, {}, m_dir.path(), QStringLiteral("no-g.out")).exitCode >= 0);
    const QString out = m_dir.filePath(QStringLiteral("no-g.json"));
    const ReportOutput r = exportCommand(
        {"--format", "json", "--inline", "-o", out, exe, exe + QStringLiteral(".out")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromStdString(r.err).contains(exe), r.err.c_str());
    QVERIFY2(QString::fromStdString(r.err).contains(QStringLiteral("-g")), r.err.c_str());
    QVERIFY(!QFile::exists(out));
    // dot and html draw the call graph, which has no inlined functions.
    const ReportOutput dot = exportCommand({"--format", "dot", "--inline", exe});
    QCOMPARE(dot.exitCode, 2);
}

QTEST_GUILESS_MAIN(tst_Inlined)
#include "tst_inlined.moc"
