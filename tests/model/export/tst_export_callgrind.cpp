// SPDX-License-Identifier: MIT
// gmonview export --format callgrind and --format speedscope, read back by
// their consumers: valgrind's callgrind_annotate (totals, top function,
// inclusive cost, costs per source line against gprof -p and gprof -l -p)
// and speedscope's file format rules (checked by hand on what
// QJsonDocument parses). Names with quotes, commas, semicolons, angle
// brackets, line breaks and bytes that are not UTF-8 survive both.
#include "app/ExportCommand.h"
#include "io/dwarf/DwarfFunctionTable.h"
#include "io/ElfImage.h"
#include "io/GmonFile.h"
#include "model/engine/ProfilePipeline.h"
#include "model/engine/SourceProfile.h"
#include "model/export/Exporters.h"
#include "TestSupport.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <set>
#include <tuple>

using namespace gmonview;
using namespace gmonview::test;

namespace {

// A program built with -pg, run once, and analysed as gmonview export
// analyses it: functions with their files and lines, and by source line.
struct Built
{
    QString exe;
    QString gmon;
    std::shared_ptr<const ProfileResult> profile;
    std::shared_ptr<const ProfileResult> lines;
};

// The factor by which the callgrind export scales the lines of the function
// holding source line LINE (a line symbol's, or the function's own first
// line, where code without a line counts): the function's flat profile time
// over the time of its lines in the line profile (1 when it has none).
double lineScale(const ProfileResult &profile, const ProfileResult &lines, int line)
{
    auto holds = [](const ProfileSymbol &f, uint64_t address) {
        return address >= f.address && address <= f.endAddress;
    };
    for (const ProfileSymbol &f : profile.symbols) {
        if (!f.isFunction)
            continue;
        bool here = f.line == uint32_t(line);
        double sum = 0;
        for (const ProfileSymbol &l : lines.symbols)
            if (holds(f, l.address)) {
                sum += l.time;
                here |= !l.isFunction && l.line == uint32_t(line) && l.time > 0;
            }
        if (here && sum > 0)
            return f.time / sum;
    }
    return 1;
}

double selfSamples(const ProfileResult &p)
{
    double sum = 0;
    for (const ProfileSymbol &s : p.symbols)
        sum += s.time;
    return sum;
}

// Microseconds per sample: the unit of the callgrind files for a profile
// sampled in seconds.
double microsPerSample(const ProfileResult &p)
{
    return 1e6 / double(p.rate);
}

qint64 number(const QString &text)
{
    QString digits = text;
    digits.remove(QLatin1Char(','));
    return digits.trimmed().toLongLong();
}

// callgrind_annotate's "PROGRAM TOTALS", -1 when missing.
qint64 programTotal(const QByteArray &annotated)
{
    static const QRegularExpression total(QStringLiteral(R"(^\s*([\d,]+).*PROGRAM TOTALS)"),
                                          QRegularExpression::MultilineOption);
    const auto m = total.match(QString::fromUtf8(annotated));
    return m.hasMatch() ? number(m.captured(1)) : -1;
}

// callgrind_annotate's function list: "file:function" and its cost, in its
// order. It follows the name with " [OBJECT]" (the ob= of the file), except
// for code under fi=.
std::vector<std::pair<QString, qint64>> functionRows(const QByteArray &annotated,
                                                     const QString &object)
{
    static const QRegularExpression row(
        QStringLiteral(R"(^\s*([\d,]+) \(\s*[\d.]+%\)  (?!=> )(.*)$)"));
    const QString suffix = QStringLiteral(" [%1]").arg(object);
    std::vector<std::pair<QString, qint64>> out;
    bool inList = false;
    for (const QByteArray &raw : annotated.split('\n')) {
        const QString line = QString::fromUtf8(raw);
        if (line.contains(QLatin1String("file:function"))) {
            inList = true;
            continue;
        }
        if (!inList || line.startsWith(QLatin1String("---")))
            continue;
        if (line.trimmed().isEmpty()) {
            if (!out.empty())
                break;
            continue;
        }
        const auto m = row.match(line);
        if (!m.hasMatch())
            continue;
        QString name = m.captured(2);
        if (name.endsWith(suffix))
            name.chop(suffix.size());
        out.emplace_back(name, number(m.captured(1)));
    }
    return out;
}

// The cost of FUNCTION in ROWS, -1 if it is not listed.
qint64 costOf(const std::vector<std::pair<QString, qint64>> &rows, const QString &function)
{
    for (const auto &[name, cost] : rows)
        if (name.endsWith(QLatin1Char(':') + function))
            return cost;
    return -1;
}

// callgrind_annotate --auto=yes's annotated source of FILE: per line
// number, its cost and its text (lines shown with "." have cost 0).
struct AnnotatedLine
{
    qint64 cost = 0;
    QString text;
};
std::map<int, AnnotatedLine> annotatedSource(const QByteArray &annotated, const QString &file)
{
    static const QRegularExpression marker(QStringLiteral(R"(^-- line (\d+) -+$)"));
    static const QRegularExpression costed(QStringLiteral(R"(^(\s*([\d,]+) \(\s*[\d.]+%\)  ))"));
    static const QRegularExpression dotted(QStringLiteral(R"(^\s*\.\s)"));
    // The file's part of the output.
    QStringList part;
    bool inFile = false, started = false;
    for (const QByteArray &raw : annotated.split('\n')) {
        const QString line = QString::fromUtf8(raw);
        if (line.startsWith(QLatin1String("-- Auto-annotated source: "))) {
            inFile = line.endsWith(file);
            started = false;
        } else if (inFile) {
            // Its rows start at the first "-- line N" or row, and end at a rule.
            if (started && line.startsWith(QLatin1String("-----")) &&
                !marker.match(line).hasMatch())
                inFile = false;
            else
                part << line;
            started |= marker.match(line).hasMatch() || costed.match(line).hasMatch() ||
                       dotted.match(line).hasMatch();
        }
    }
    // Where the source text starts: after the cost and percentage columns.
    int width = -1;
    for (const QString &line : part)
        if (const auto m = costed.match(line); m.hasMatch() && width < 0)
            width = int(m.captured(1).size());
    std::map<int, AnnotatedLine> out;
    int next = 1;
    for (const QString &line : part) {
        if (const auto m = marker.match(line); m.hasMatch()) {
            next = m.captured(1).toInt();
            continue;
        }
        if (line.startsWith(QLatin1String("-----")))
            continue;
        if (const auto m = costed.match(line); m.hasMatch()) {
            // A call, under the line it is at (its cost, inclusive, can be
            // wider than the column's first row).
            if (line.mid(m.captured(1).size()).trimmed().startsWith(QLatin1String("=> ")))
                continue;
            out[next++] = {number(m.captured(2)), line.mid(width)};
        } else if (width > 0 && dotted.match(line).hasMatch()) {
            out[next++] = {0, line.mid(width)};
        }
    }
    return out;
}

// gprof -b -p's (or -l -p's) rows: name and self seconds, in its order.
std::vector<std::pair<QString, double>> gprofFlatRows(const QByteArray &report)
{
    static const QRegularExpression row(QStringLiteral(
        R"(^\s*[\d.]+\s+[\d.]+\s+([\d.]+)\s+(?:\d+\s+[\d.]+\s+[\d.]+\s+)?(\S.*?)\s*$)"));
    std::vector<std::pair<QString, double>> out;
    for (const QByteArray &raw : report.split('\n')) {
        const auto m = row.match(QString::fromUtf8(raw));
        if (m.hasMatch())
            out.emplace_back(m.captured(2), m.captured(1).toDouble());
    }
    return out;
}

bool near(double a, double b, double relative = 1e-9)
{
    return std::abs(a - b) <= relative * std::max(1.0, std::max(std::abs(a), std::abs(b)));
}

// Checks FILE against speedscope's file format (file-format-spec.ts) by
// hand; on success returns "" and fills NAMES (the frames' names), SAMPLES
// and WEIGHTS.
QString checkSpeedscope(const QByteArray &bytes, QStringList &names,
                        std::vector<std::vector<int>> &samples, std::vector<double> &weights,
                        QString &unit)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return QStringLiteral("not JSON: %1 at %2").arg(error.errorString()).arg(error.offset);
    if (!doc.isObject())
        return QStringLiteral("not an object");
    const QJsonObject root = doc.object();
    if (root.value(QLatin1String("$schema")).toString() !=
        QLatin1String("https://www.speedscope.app/file-format-schema.json"))
        return QStringLiteral("$schema");
    if (!root.value(QLatin1String("shared")).isObject())
        return QStringLiteral("shared is not an object");
    const QJsonValue frames =
        root.value(QLatin1String("shared")).toObject().value(QLatin1String("frames"));
    if (!frames.isArray())
        return QStringLiteral("shared.frames is not an array");
    names.clear();
    for (const QJsonValue &f : frames.toArray()) {
        if (!f.isObject() || !f.toObject().value(QLatin1String("name")).isString())
            return QStringLiteral("a frame without a name");
        const QJsonObject o = f.toObject();
        if (o.contains(QLatin1String("file")) && !o.value(QLatin1String("file")).isString())
            return QStringLiteral("a frame's file is not a string");
        for (const char *key : {"line", "col"})
            if (o.contains(QLatin1String(key)) && (!o.value(QLatin1String(key)).isDouble() ||
                                                   o.value(QLatin1String(key)).toDouble() < 0))
                return QStringLiteral("a frame's %1 is not a number").arg(QLatin1String(key));
        names << o.value(QLatin1String("name")).toString();
    }
    const QJsonValue profiles = root.value(QLatin1String("profiles"));
    if (!profiles.isArray() || profiles.toArray().size() != 1)
        return QStringLiteral("profiles is not an array of one");
    if (root.contains(QLatin1String("name")) && !root.value(QLatin1String("name")).isString())
        return QStringLiteral("name");
    if (root.contains(QLatin1String("exporter")) &&
        !root.value(QLatin1String("exporter")).isString())
        return QStringLiteral("exporter");
    if (root.contains(QLatin1String("activeProfileIndex")) &&
        root.value(QLatin1String("activeProfileIndex")).toInt(-1) != 0)
        return QStringLiteral("activeProfileIndex");
    const QJsonObject p = profiles.toArray().first().toObject();
    if (p.value(QLatin1String("type")).toString() != QLatin1String("sampled"))
        return QStringLiteral("type is not sampled");
    if (!p.value(QLatin1String("name")).isString())
        return QStringLiteral("the profile has no name");
    unit = p.value(QLatin1String("unit")).toString();
    static const QStringList units = {"none",         "nanoseconds", "microseconds",
                                      "milliseconds", "seconds",     "bytes"};
    if (!units.contains(unit))
        return QStringLiteral("unit '%1'").arg(unit);
    if (!p.value(QLatin1String("startValue")).isDouble() ||
        !p.value(QLatin1String("endValue")).isDouble())
        return QStringLiteral("startValue or endValue is not a number");
    const double start = p.value(QLatin1String("startValue")).toDouble();
    const double end = p.value(QLatin1String("endValue")).toDouble();
    if (end < start)
        return QStringLiteral("endValue < startValue");
    if (!p.value(QLatin1String("samples")).isArray() ||
        !p.value(QLatin1String("weights")).isArray())
        return QStringLiteral("samples or weights is not an array");
    samples.clear();
    weights.clear();
    for (const QJsonValue &s : p.value(QLatin1String("samples")).toArray()) {
        if (!s.isArray())
            return QStringLiteral("a sample is not an array");
        std::vector<int> stack;
        for (const QJsonValue &i : s.toArray()) {
            const double at = i.toDouble(-1);
            if (!i.isDouble() || at < 0 || at >= names.size() || at != std::floor(at))
                return QStringLiteral("a sample's frame index is out of range");
            stack.push_back(int(at));
        }
        samples.push_back(std::move(stack));
    }
    double sum = 0;
    for (const QJsonValue &w : p.value(QLatin1String("weights")).toArray()) {
        if (!w.isDouble() || w.toDouble() < 0)
            return QStringLiteral("a weight is not a number");
        weights.push_back(w.toDouble());
        sum += w.toDouble();
    }
    if (weights.size() != samples.size())
        return QStringLiteral("%1 weights for %2 samples").arg(weights.size()).arg(samples.size());
    if (!near(end - start, sum, 1e-12))
        return QStringLiteral("endValue %1, weights add up to %2").arg(end).arg(sum);
    return {};
}

// A profile built by hand: f0 calls every other function once, each
// function has SELF[i] samples; names, files and lines as given.
std::shared_ptr<ProfileResult> starProfile(const std::vector<std::string> &names,
                                           const std::vector<int> &files,
                                           const std::vector<double> &self)
{
    auto p = std::make_shared<ProfileResult>();
    const size_t count = names.size();
    p->rate = 100;
    p->hasHistogram = p->hasCallGraph = true;
    p->symbols.resize(count);
    p->childArcs.resize(count);
    p->parentArcs.resize(count);
    double others = 0;
    for (size_t i = 1; i < count; ++i)
        others += self[i];
    for (size_t i = 0; i < count; ++i) {
        ProfileSymbol &s = p->symbols[i];
        s.name = "f" + std::to_string(i);
        s.displayName = names[i];
        s.address = 0x1000 + i * 0x100;
        s.endAddress = s.address + 0xff;
        s.file = files[i];
        s.line = uint32_t(10 * (i + 1));
        s.time = s.samples = s.propSelf = self[i];
        s.childTime = s.propChild = i == 0 ? others : 0;
        s.calls = i == 0 ? 0 : 1;
        s.printFlag = true;
        s.index = int(i) + 1;
        if (i > 0) {
            ProfileArc arc;
            arc.parent = 0;
            arc.child = int(i);
            arc.count = 1;
            arc.time = s.propSelf;
            p->childArcs[0].push_back(int(p->arcs.size()));
            p->parentArcs[i].push_back(int(p->arcs.size()));
            p->arcs.push_back(arc);
        }
    }
    p->totalTime = p->totalSamples = p->printTime = self[0] + others;
    return p;
}

} // namespace

class tst_ExportCallgrind : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void callgrindAnnotateReadsIt_data();
    void callgrindAnnotateReadsIt();
    void costsPerLineAreGprofLines();
    void callCostsAddUp_data();
    void callCostsAddUp();
    void speedscopeFollowsTheSchema_data();
    void speedscopeFollowsTheSchema();
    void awkwardNamesSurvive();
    void inlinedLinesAndTwinNames();
    void clonePiecesCreditedOnTheCommandLine();
    void sampledLinesAreTheLines_data();
    void sampledLinesAreTheLines();

private:
    const Built &built(const QString &source) const { return m_built.at(source); }
    // Runs callgrind_annotate ARGS FILE; fails the test if it does not exit 0
    // or warns about a line.
    QByteArray annotate(const QString &file, const QStringList &args = {});

    QTemporaryDir m_dir;
    std::map<QString, Built> m_built;
};

void tst_ExportCallgrind::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // (Its --version exits with 255.)
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("callgrind_annotate")).isEmpty(),
             "callgrind_annotate (valgrind) is needed");
    for (const char *source : {"cycles.c", "recursion.c", "templates.cpp", "hotlines.c"}) {
        const QString name = QString::fromLatin1(source);
        Built b;
        b.exe = m_dir.filePath(QFileInfo(name).completeBaseName());
        b.gmon = QFileInfo(b.exe).fileName() + QStringLiteral(".out");
        const ProcessResult compiled = compileProgram(name, {"-pg", "-g", "-O0"}, b.exe);
        QVERIFY2(compiled.exitCode == 0, compiled.err.constData());
        // hotlines.c longer than its default: enough samples for its lines.
        const QStringList args = name == QStringLiteral("hotlines.c") ? QStringList{"800"}
                                                                      : QStringList{};
        QCOMPARE(profileRun(b.exe, args, m_dir.path(), b.gmon).exitCode, 0);
        b.gmon = m_dir.filePath(b.gmon);
        // Only the samples in the functions the program called (and main):
        // a tick in start-up code, which happens under load, would make a
        // root beside main and a line gprof -l names without a line.
        {
            std::set<std::string> called{"main"};
            if (auto first = profileOf(b.exe, b.gmon))
                for (const ProfileSymbol &s : first->symbols)
                    if (s.calls > 0)
                        called.insert(s.displayName);
            QCOMPARE(keepSamplesIn(b.exe, b.gmon, called), QString());
        }

        // As gmonview export reads it (ExportCommand.cpp).
        AnalysisRequest request;
        request.executablePath = b.exe.toStdString();
        request.runs = {b.gmon.toStdString()};
        request.program.fileNames = ProgramOptions::FileNames::All;
        const auto analysed = analyze(request);
        QVERIFY(analysed.ok());
        QVERIFY(analysed->profile);
        QVERIFY(analysed->profile->rate > 0);
        // Something to compare (templates.cpp takes about 13 samples; more
        // demanded would fail a run in a hundred).
        QVERIFY2(selfSamples(*analysed->profile) > 0, source);
        b.profile = analysed->profile;
        AnalysisRequest byLine = request;
        byLine.executable = analysed->executable;
        byLine.program = lineProgramOptions();
        const auto lines = analyze(byLine);
        QVERIFY(lines.ok());
        QVERIFY(lines->profile);
        b.lines = lines->profile;
        m_built[name] = b;
    }
}

QByteArray tst_ExportCallgrind::annotate(const QString &file, const QStringList &args)
{
    const ProcessResult r =
        runProcess(QStringLiteral("callgrind_annotate"), args + QStringList{file}, m_dir.path());
    [&] {
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(!r.err.contains("WARNING"), r.err.constData());
    }();
    return r.out;
}

void tst_ExportCallgrind::callgrindAnnotateReadsIt_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<bool>("mainIsARoot"); // main is in a cycle in cycles.c
    QTest::newRow("cycles.c") << QStringLiteral("cycles.c") << false;
    QTest::newRow("recursion.c") << QStringLiteral("recursion.c") << true;
    QTest::newRow("templates.cpp") << QStringLiteral("templates.cpp") << true;
    QTest::newRow("hotlines.c") << QStringLiteral("hotlines.c") << true;
}

// callgrind_annotate reads the file without a warning; its total is the
// profile's samples, with or without the summary line; its top function is
// gprof -p's; with --inclusive=yes main costs the whole program.
void tst_ExportCallgrind::callgrindAnnotateReadsIt()
{
    QFETCH(QString, source);
    QFETCH(bool, mainIsARoot);
    const Built &b = built(source);
    const ReportOutput out =
        runExport({"--format", "callgrind", b.exe.toStdString(), b.gmon.toStdString()});
    QCOMPARE(out.exitCode, 0);
    QVERIFY(out.out.starts_with("# callgrind format\n"));
    const QString file = m_dir.filePath(QFileInfo(source).completeBaseName() + ".callgrind");
    QVERIFY(writeFile(file, QByteArray::fromStdString(out.out)));

    const double unit = microsPerSample(*b.profile);
    const auto total = qint64(std::llround(selfSamples(*b.profile) * unit));
    const QByteArray annotated = annotate(file, {"--threshold=100", "--auto=no"});
    QCOMPARE(programTotal(annotated), total);
    // Without the summary, callgrind_annotate adds up the cost lines.
    std::string noSummary = out.out;
    const size_t summary = noSummary.find("\nsummary: ");
    QVERIFY(summary != std::string::npos);
    noSummary.erase(summary + 1, noSummary.find('\n', summary + 1) - summary);
    QVERIFY(noSummary.find("summary:") == std::string::npos);
    const QString noSummaryFile = file + QStringLiteral(".nosummary");
    QVERIFY(writeFile(noSummaryFile, QByteArray::fromStdString(noSummary)));
    QCOMPARE(programTotal(annotate(noSummaryFile, {"--auto=no"})), total);

    // The top function is gprof's first row (or one tied with it).
    const ProcessResult gprof =
        runGprof({"-b", "-p", QFileInfo(b.exe).fileName(), b.gmon}, m_dir.path());
    QCOMPARE(gprof.exitCode, 0);
    const auto theirs = gprofFlatRows(gprof.out);
    QVERIFY(!theirs.empty());
    const auto rows = functionRows(annotated, b.exe);
    QVERIFY(!rows.empty());
    std::set<QString> tied;
    for (const auto &[name, seconds] : theirs)
        if (seconds == theirs.front().second)
            tied.insert(name);
    bool topIsTheirs = false;
    for (const QString &name : tied)
        topIsTheirs |= rows.front().first.endsWith(QLatin1Char(':') + name);
    QVERIFY2(topIsTheirs, qPrintable(rows.front().first + " vs gprof's " + theirs.front().first));
    QVERIFY(std::abs(double(rows.front().second) / 1e6 - theirs.front().second) <= 0.005 + 1e-9);
    // Every function's self cost is its flat profile time, within rounding.
    for (const ProfileSymbol &s : b.profile->symbols) {
        if (s.time <= 0)
            continue;
        const qint64 cost = costOf(rows, QString::fromStdString(s.displayName));
        if (cost < 0) // too little to show
            QVERIFY2(s.time * unit < 1.5, s.displayName.c_str());
        else
            QVERIFY2(std::abs(double(cost) - s.time * unit) <= 1, s.displayName.c_str());
    }

    if (!mainIsARoot)
        return;
    const auto inclusive =
        functionRows(annotate(file, {"--inclusive=yes", "--threshold=100"}), b.exe);
    const int main = functionNamed(*b.profile, "main");
    QVERIFY(main >= 0);
    const ProfileSymbol &m = b.profile->symbol(main);
    const qint64 mainCost = costOf(inclusive, QStringLiteral("main"));
    // Each call's cost is rounded on its own: main's self and calls.
    const double slack = double(b.profile->childArcs[size_t(main)].size()) + 1;
    QVERIFY2(std::abs(double(mainCost) - (m.propSelf + m.propChild) * unit) <= slack,
             qPrintable(QStringLiteral("main %1, gprof %2")
                            .arg(mainCost)
                            .arg((m.propSelf + m.propChild) * unit)));
    QVERIFY2(std::abs(double(mainCost) - double(total)) <= slack + 0.001 * double(total),
             qPrintable(QStringLiteral("main %1 of %2").arg(mainCost).arg(total)));
    QCOMPARE(inclusive.front().second, mainCost);
}

void tst_ExportCallgrind::callCostsAddUp_data()
{
    QTest::addColumn<QString>("source");
    QTest::newRow("cycles.c") << QStringLiteral("cycles.c");
    QTest::newRow("recursion.c") << QStringLiteral("recursion.c");
    QTest::newRow("templates.cpp") << QStringLiteral("templates.cpp");
}

// The inclusive costs of calls add up as readers that share costs by them
// assume (gprof2dot asserted on SQLite's cycles when calls within a cycle
// carried nothing).
void tst_ExportCallgrind::callCostsAddUp()
{
    QFETCH(QString, source);
    const Built &b = built(source);
    const ReportOutput out =
        runExport({"--format", "callgrind", b.exe.toStdString(), b.gmon.toStdString()});
    QCOMPARE(out.exitCode, 0);
    int compared = 0;
    const QString wrong = callgrindCostsAddUp(out.out, &compared);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    QVERIFY(compared > 0);
    // cycles.c has cycles whose members call each other.
    if (source == QLatin1String("cycles.c"))
        QVERIFY(!b.profile->cycles.empty());
}

// With the line profile, callgrind_annotate's annotated source shows each
// line's samples as gprof -l -p counts them.
void tst_ExportCallgrind::costsPerLineAreGprofLines()
{
    const Built &b = built(QStringLiteral("hotlines.c"));
    const ReportOutput out =
        runExport({"--format", "callgrind", b.exe.toStdString(), b.gmon.toStdString()});
    QCOMPARE(out.exitCode, 0);
    const QString file = m_dir.filePath(QStringLiteral("hotlines-lines.callgrind"));
    QVERIFY(writeFile(file, QByteArray::fromStdString(out.out)));
    const auto lines =
        annotatedSource(annotate(file, {"--auto=yes", "--threshold=100", "--context=1000"}),
                        QStringLiteral("hotlines.c"));
    QVERIFY(!lines.empty());
    const QStringList source =
        QString::fromUtf8(readFile(QDir(programsDir()).filePath(QStringLiteral("hotlines.c"))))
            .split(QLatin1Char('\n'));

    const ProcessResult gprof =
        runGprof({"-b", "-l", "-p", QFileInfo(b.exe).fileName(), b.gmon}, m_dir.path());
    QCOMPARE(gprof.exitCode, 0);
    static const QRegularExpression lineName(
        QStringLiteral(R"(^(.+) \((.+):(\d+) @ [0-9a-f]+\)$)"));
    const double unit = microsPerSample(*b.profile);
    // gprof -l prints a row per block of a line's code (a for loop's
    // start and its test are two), each rounded to 0.01 s; the annotation
    // has one figure per line.
    std::map<int, std::pair<double, int>> gprofLines; // seconds, rows
    for (const auto &[name, seconds] : gprofFlatRows(gprof.out)) {
        const auto m = lineName.match(name);
        QVERIFY2(m.hasMatch(), qPrintable(name));
        auto &[sum, rows] = gprofLines[m.captured(3).toInt()];
        sum += seconds;
        ++rows;
    }
    int compared = 0;
    for (const auto &[line, gprofLine] : gprofLines) {
        const auto [seconds, rows] = gprofLine;
        if (seconds <= 0)
            continue;
        QVERIFY2(lines.count(line), qPrintable(QString::number(line)));
        const AnnotatedLine &ours = lines.at(line);
        // The line numbers were read right: the text is the source's.
        QCOMPARE(ours.text, source.value(line - 1));
        // The export scales a function's lines to its flat profile time,
        // which bins shared at the function's ends make a little more or
        // less than their sum: undone here, the line is gprof's.
        const double scale = lineScale(*b.profile, *b.lines, line);
        QVERIFY2(std::abs(double(ours.cost) / scale / 1e6 - seconds) <= 0.005 * rows + 1e-9,
                 qPrintable(QStringLiteral("line %1: %2 us (scaled by %3), gprof -l %4 s in %5 rows")
                                .arg(line)
                                .arg(ours.cost)
                                .arg(scale)
                                .arg(seconds)
                                .arg(rows)));
        // And exactly the line profile's samples, scaled, within rounding.
        double samples = 0;
        for (const ProfileSymbol &s : b.lines->symbols)
            if (!s.isFunction && s.line == uint32_t(line))
                samples += s.time;
        QVERIFY2(std::abs(double(ours.cost) - samples * scale * unit) <= 1,
                 qPrintable(QString::number(line)));
        ++compared;
    }
    QVERIFY(compared >= 3); // hot's two loops and warm's
    // No cost where gprof -l has none to show.
    for (const auto &[line, annotatedLine] : lines) {
        if (annotatedLine.cost <= 0)
            continue;
        const auto it = gprofLines.find(line);
        const auto [seconds, rows] =
            it == gprofLines.end() ? std::pair<double, int>{0, 1} : it->second;
        QVERIFY2(std::abs(double(annotatedLine.cost) / lineScale(*b.profile, *b.lines, line) /
                              1e6 -
                          seconds) <= 0.005 * rows + 1e-9,
                 qPrintable(annotatedLine.text));
    }
}

void tst_ExportCallgrind::speedscopeFollowsTheSchema_data()
{
    QTest::addColumn<QString>("source");
    for (const char *source : {"cycles.c", "recursion.c", "templates.cpp"})
        QTest::newRow(source) << QString::fromLatin1(source);
}

// The file follows speedscope's format; its weights add up to the
// program's self time, each function's to its own; names (C++ templates,
// cycles) are the window's; no path loops.
void tst_ExportCallgrind::speedscopeFollowsTheSchema()
{
    QFETCH(QString, source);
    const Built &b = built(source);
    const ReportOutput out =
        runExport({"--format", "speedscope", b.exe.toStdString(), b.gmon.toStdString()});
    QCOMPARE(out.exitCode, 0);
    QStringList names;
    std::vector<std::vector<int>> samples;
    std::vector<double> weights;
    QString unit;
    const QString problem =
        checkSpeedscope(QByteArray::fromStdString(out.out), names, samples, weights, unit);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(unit, QStringLiteral("seconds"));
    QVERIFY(!samples.empty());

    const ProfileResult &p = *b.profile;
    double sum = 0;
    std::map<QString, double> byLeaf;
    for (size_t i = 0; i < samples.size(); ++i) {
        sum += weights[i];
        QVERIFY(!samples[i].empty());
        byLeaf[names[samples[i].back()]] += weights[i];
        const std::set<int> distinct(samples[i].begin(), samples[i].end());
        QVERIFY2(distinct.size() == samples[i].size(), "a path loops");
    }
    QVERIFY2(near(sum, selfSamples(p) / double(p.rate)),
             qPrintable(QStringLiteral("%1 s, the profile %2 s")
                            .arg(sum)
                            .arg(selfSamples(p) / double(p.rate))));
    // A frame per function or cycle; each function's self time on the
    // paths ending in it (by name: C++ destructors' variants share theirs).
    QVERIFY(size_t(names.size()) <= p.symbols.size() + p.cycles.size());
    const std::set<QString> frameNames(names.begin(), names.end());
    std::map<QString, double> expected;
    for (const ProfileSymbol &s : p.symbols)
        if (s.time > 0)
            expected[QString::fromStdString(s.displayName)] += s.time / double(p.rate);
    QVERIFY(!expected.empty());
    for (const auto &[name, seconds] : expected) {
        QVERIFY2(frameNames.count(name), qPrintable(name));
        QVERIFY2(near(byLeaf[name], seconds), qPrintable(name));
    }
    if (source == QLatin1String("templates.cpp"))
        QVERIFY(std::any_of(names.begin(), names.end(), [](const QString &n) {
            return n.contains(QLatin1String("geo::accumulate<double, 40>"));
        }));
    if (source == QLatin1String("cycles.c")) {
        for (const ProfileCycle &c : p.cycles)
            QVERIFY(frameNames.count(QStringLiteral("<cycle %1 as a whole>").arg(c.number)));
    }
}

// Names with quotes, backslashes, commas, semicolons, angle brackets, a
// line break, a tab, non-ASCII letters and a byte that is not UTF-8; a
// file name with a space and a comma.
void tst_ExportCallgrind::awkwardNamesSurvive()
{
    const std::vector<std::string> names = {
        "main",
        "say \"hi\", then; go",
        "operator<<(std::ostream&, Foo<Bar, 3> const&)",
        "a\\b\\\\c",
        "two\nlines\r",
        "tab\there",
        "na\xc3\xafve_\xce\xb4", // naïve_δ
        "(7) looks compressed",
        "bad\xff"
        "byte",
        "  leading blanks",
    };
    const std::vector<int> files = {0, 1, 1, -1, 0, 0, 1, 0, -1, 0};
    const std::vector<double> self = {1, 5, 4, 3, 2.5, 2, 1.25, 1, 0.5, 0.25};
    auto p = starProfile(names, files, self);
    p->files = {"/tmp/my dir/main,1.c", "/tmp/x;y/<gen>.h"};
    ExportInput input;
    input.profile = p.get();
    input.program = "my prog \"v2\"";
    input.runs = {"a run.out"};

    // speedscope: each name read back as it was (the bad byte as U+FFFD).
    QStringList frames;
    std::vector<std::vector<int>> samples;
    std::vector<double> weights;
    QString unit;
    const std::string json = exportSpeedscope(input);
    const QString problem =
        checkSpeedscope(QByteArray::fromStdString(json), frames, samples, weights, unit);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    for (const std::string &name : names) {
        const QString expected = QString::fromUtf8(name.data(), qsizetype(name.size()));
        QVERIFY2(frames.contains(expected), name.c_str());
    }
    QVERIFY(frames.contains(QStringLiteral("bad\uFFFDbyte")));
    const QJsonObject root = QJsonDocument::fromJson(QByteArray::fromStdString(json)).object();
    QCOMPARE(root.value(QLatin1String("name")).toString(), QStringLiteral("my prog \"v2\""));
    const QJsonArray frameArray =
        root.value(QLatin1String("shared")).toObject().value(QLatin1String("frames")).toArray();
    bool sawFile = false;
    for (const QJsonValue &f : frameArray)
        sawFile |= f.toObject().value(QLatin1String("file")).toString() ==
                   QLatin1String("/tmp/x;y/<gen>.h");
    QVERIFY(sawFile);
    QCOMPARE(samples.size(), names.size());
    double sum = 0;
    for (double w : weights)
        sum += w;
    QVERIFY(near(sum, (1 + 5 + 4 + 3 + 2.5 + 2 + 1.25 + 1 + 0.5 + 0.25) / 100));

    // callgrind: every line one entry of the format; each name on its own
    // fn= line, with its line breaks as blanks and no leading blank.
    const std::string cg = exportCallgrind(input);
    static const QRegularExpression entry(QStringLiteral(
        R"(^(|#.*|[a-z]+: .*|(ob|fl|fi|fe|fn|cfl|cfn)=\(\d+\)( .+)?|calls=\d+ \d+|\d+ \d+)$)"));
    std::set<QString> fnNames;
    for (const QString &line : QString::fromUtf8(cg.data(), qsizetype(cg.size())).split('\n')) {
        QVERIFY2(entry.match(line).hasMatch(), qPrintable(line));
        if (line.startsWith(QLatin1String("fn=(")) || line.startsWith(QLatin1String("cfn=(")))
            if (const qsizetype space = line.indexOf(QLatin1String(") ")); space > 0)
                fnNames.insert(line.mid(space + 2));
    }
    for (std::string name : names) {
        std::replace(name.begin(), name.end(), '\n', ' ');
        std::replace(name.begin(), name.end(), '\r', ' ');
        name.erase(0, name.find_first_not_of(' '));
        QVERIFY2(fnNames.count(QString::fromUtf8(name.data(), qsizetype(name.size()))),
                 name.c_str());
    }
    QVERIFY(cg.find("cmd: my prog \"v2\"\n") != std::string::npos);

    const QString file = m_dir.filePath(QStringLiteral("awkward.callgrind"));
    QVERIFY(writeFile(file, QByteArray::fromStdString(cg)));
    const QByteArray annotated = annotate(file, {"--threshold=100", "--auto=no"});
    QCOMPARE(programTotal(annotated), qint64(20.5 * 10000));
    const auto rows = functionRows(annotated, QStringLiteral("my prog \"v2\""));
    QCOMPARE(rows.size(), names.size());
    QVERIFY(costOf(rows, QStringLiteral("say \"hi\", then; go")) == 50000);
    QVERIFY(costOf(rows, QStringLiteral("operator<<(std::ostream&, Foo<Bar, 3> const&)")) == 40000);
    QVERIFY(costOf(rows, QStringLiteral("(7) looks compressed")) == 10000);
    QVERIFY(costOf(rows, QStringLiteral("leading blanks")) == 2500);
    const auto inclusive =
        functionRows(annotate(file, {"--threshold=100", "--auto=no", "--inclusive=yes"}),
                     QStringLiteral("my prog \"v2\""));
    QCOMPARE(costOf(inclusive, QStringLiteral("main")), qint64(20.5 * 10000));
}

// Line symbols of one function in another file (code inlined from a
// header) are written under fi= and back with fe=; two functions of one
// name in one file stay two functions.
void tst_ExportCallgrind::inlinedLinesAndTwinNames()
{
    auto p = starProfile({"main", "twin", "twin", "host"}, {0, -1, -1, 0}, {1, 2, 3, 4});
    p->files = {"main.c", "inline.h"};
    // The line profile: main's line, and host's code from two files.
    ProfileResult lines;
    lines.rate = 100;
    auto line = [&](uint64_t address, int file, uint32_t at, double time) {
        ProfileSymbol s;
        s.name = s.displayName = "x";
        s.isFunction = false;
        s.address = address;
        s.endAddress = address + 0xf;
        s.file = file;
        s.line = at;
        s.time = time;
        lines.symbols.push_back(s);
    };
    lines.files = {"main.c", "inline.h"};
    line(0x1000, 0, 11, 1);
    line(0x1300, 0, 41, 1);
    line(0x1310, 1, 7, 2.5);
    line(0x1320, 0, 43, 0.5);
    ExportInput input;
    input.profile = p.get();
    input.lineProfile = &lines;
    input.program = "prog";
    const std::string cg = exportCallgrind(input);
    const QString file = m_dir.filePath(QStringLiteral("inlined.callgrind"));
    QVERIFY(writeFile(file, QByteArray::fromStdString(cg)));
    static const QRegularExpression inlined(QStringLiteral(
        R"(\nfn=\(\d+\)( host)?\n41 10000\n43 5000\nfi=\((\d+)\) inline.h\n7 25000\nfe=\((\d+)\)\n)"));
    const auto m = inlined.match(QString::fromStdString(cg));
    QVERIFY2(m.hasMatch(), cg.c_str());
    QVERIFY(cg.find("fl=(" + m.captured(3).toStdString() + ") main.c\n") != std::string::npos);
    QVERIFY2(cg.find("twin [0x1100]") != std::string::npos, cg.c_str());
    QVERIFY2(cg.find("twin [0x1200]") != std::string::npos, cg.c_str());

    const auto rows =
        functionRows(annotate(file, {"--threshold=100", "--auto=no"}), QStringLiteral("prog"));
    // callgrind_annotate lists a function per file it has code in.
    std::map<QString, qint64> byName(rows.begin(), rows.end());
    QCOMPARE(byName[QStringLiteral("inline.h:host")], qint64(25000));
    QCOMPARE(byName[QStringLiteral("main.c:host")], qint64(15000));
    QCOMPARE(byName[QStringLiteral("main.c:main")], qint64(10000));
    QCOMPARE(byName[QStringLiteral("???:twin [0x1100]")], qint64(20000));
    QCOMPARE(byName[QStringLiteral("???:twin [0x1200]")], qint64(30000));
}

// Issue 24, point 6: `gmonview export` credits GCC's clone pieces as the
// window does. clones.c at -O2 puts guarded.cold right after complain,
// which gprof folds it into; a run with 40 samples inside guarded.cold and
// 7 calls from it to complain, exported as CSV: the samples are guarded's
// and complain has none, and callgrind_annotate reads the same from the
// callgrind export (the call from guarded to complain, none from complain).
void tst_ExportCallgrind::clonePiecesCreditedOnTheCommandLine()
{
    const QString exe = m_dir.filePath(QStringLiteral("clones"));
    QCOMPARE(compileProgram(QStringLiteral("clones.c"), {"-pg", "-O2", "-g"}, exe).exitCode, 0);
    QCOMPARE(profileRun(exe, {"300"}, m_dir.path(), QStringLiteral("clones.out")).exitCode, 0);
    auto loaded = Executable::load(exe.toStdString());
    QVERIFY(loaded.ok());
    auto elfSymbol = [&](std::string_view name) { return elfSymbolNamed(**loaded, name); };
    const ElfSymbol *cold = elfSymbol("guarded.cold");
    const ElfSymbol *complainSym = elfSymbol("complain");
    QVERIFY2(cold && complainSym, "gcc -O2 made no guarded.cold; the test program needs updating");
    const QString gmon = m_dir.filePath(QStringLiteral("clones.out"));
    auto run = readGmonFile(gmon.toStdString(), (*loaded)->target);
    QVERIFY(run.ok() && run->histograms.size() == 1);
    HistogramRecord h = run->histograms.front();
    std::fill(h.bins.begin(), h.bins.end(), 0);
    const uint64_t at = cold->value + 8;
    QVERIFY(at >= h.lowPc && at < h.highPc);
    h.bins[size_t((at - h.lowPc) * h.bins.size() / (h.highPc - h.lowPc))] = 40;
    GmonWriter w((*loaded)->target);
    w.header(run->version);
    w.histogram(h.lowPc, h.highPc, h.rate, h.dimension, h.dimensionAbbrev, h.bins);
    for (const ArcRecord &a : run->arcs)
        w.arc(a.fromPc, a.selfPc, uint32_t(a.count));
    w.arc(cold->value + 4, complainSym->value + 8, 7);
    QVERIFY(writeFile(gmon, QByteArray(reinterpret_cast<const char *>(w.bytes().data()),
                                       qsizetype(w.bytes().size()))));

    const ReportOutput csv = runExport({"--format", "csv", exe.toStdString(), gmon.toStdString()});
    QCOMPARE(csv.exitCode, 0);
    const QStringList rows = QString::fromStdString(csv.out).split(QLatin1Char('\n'));
    const QStringList header = rows.front().split(QLatin1Char(','));
    const int nameColumn = int(header.indexOf(QStringLiteral("name")));
    const int samplesColumn = int(header.indexOf(QStringLiteral("samples")));
    QVERIFY2(nameColumn >= 0 && samplesColumn >= 0, qPrintable(rows.front()));
    auto samplesOf = [&](const QString &name) {
        for (const QString &row : rows) {
            const QStringList cells = row.split(QLatin1Char(','));
            if (cells.size() > std::max(nameColumn, samplesColumn) &&
                cells[nameColumn] == name)
                return cells[samplesColumn].toDouble();
        }
        return -1.0;
    };
    QCOMPARE(samplesOf(QStringLiteral("guarded")), 40.0);
    QVERIFY(samplesOf(QStringLiteral("complain")) <= 0);

    const ReportOutput cg =
        runExport({"--format", "callgrind", exe.toStdString(), gmon.toStdString()});
    QCOMPARE(cg.exitCode, 0);
    const QString file = m_dir.filePath(QStringLiteral("clones.callgrind"));
    QVERIFY(writeFile(file, QByteArray::fromStdString(cg.out)));
    const QByteArray annotated = annotate(file, {"--threshold=100", "--auto=no"});
    bool guardedLine = false;
    for (const QByteArray &line : annotated.split('\n'))
        if (line.contains(" guarded") || line.contains(":guarded"))
            guardedLine = guardedLine || !line.trimmed().startsWith("0 ");
    QVERIFY2(guardedLine, annotated.constData());
    QVERIFY2(!annotated.contains("complain"), annotated.constData());
}

void tst_ExportCallgrind::sampledLinesAreTheLines_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("optimization");
    QTest::newRow("hotlines.c -O2") << QStringLiteral("hotlines.c") << QStringLiteral("-O2");
    QTest::newRow("templates.cpp -O2") << QStringLiteral("templates.cpp") << QStringLiteral("-O2");
    QTest::newRow("recursion.c -O0") << QStringLiteral("recursion.c") << QStringLiteral("-O0");
}

// The exports' line profile (sampledLineOptions: lines only in the
// functions with samples, no inlined frames read) credits every source line
// and every stretch of code without one the samples the window's whole line
// profile credits it, with samples that start and stop anywhere (in
// functions, across their edges, in inlined code), and makes fewer symbols.
void tst_ExportCallgrind::sampledLinesAreTheLines()
{
    QFETCH(QString, source);
    QFETCH(QString, optimization);
    const QString exe = m_dir.filePath(QFileInfo(source).completeBaseName() + optimization);
    const ProcessResult compiled = compileProgram(source, {"-pg", "-g", optimization}, exe);
    QVERIFY2(compiled.exitCode == 0, compiled.err.constData());
    const QString gmon = exe + QStringLiteral(".out");
    QCOMPARE(profileRun(exe, {}, m_dir.path(), QFileInfo(gmon).fileName()).exitCode, 0);
    // Stretches of 37 bins with samples, then 74 without, over the whole
    // histogram.
    QCOMPARE(setBinSamples(exe, gmon, [](size_t i) { return quint16((i / 37) % 3 ? 0 : 1 + i % 5); }),
             QString());

    AnalysisRequest request; // as ExportCommand.cpp reads it
    request.executablePath = exe.toStdString();
    request.runs = {gmon.toStdString()};
    request.program.fileNames = ProgramOptions::FileNames::All;
    request.program.creditClonePieces = true;
    const auto analysed = analyze(request);
    QVERIFY(analysed.ok());
    QVERIFY(analysed->profile && analysed->sum);
    AnalysisRequest byLine = request;
    byLine.executable = analysed->executable;
    byLine.program = lineProgramOptions();
    const auto whole = analyze(byLine);
    byLine.program = sampledLineOptions(*analysed->sum);
    const auto sampled = analyze(byLine);
    QVERIFY(whole.ok() && whole->profile && sampled.ok() && sampled->profile);
    if (optimization == QStringLiteral("-O2")) { // the inlined frames it leaves out
        QVERIFY(whole->executable->functions);
        const auto &fns = whole->executable->functions->functions();
        QVERIFY(std::any_of(fns.begin(), fns.end(),
                            [](const DwarfFunctionTable::Function &f) { return f.inlined; }));
    }
    QVERIFY(!sampled->executable->functions);

    // Per file and line; code without a line by its address.
    using Key = std::tuple<std::string, uint32_t, uint64_t>;
    auto perLine = [](const ProfileResult &p) {
        std::map<Key, std::pair<double, double>> out; // time, samples
        for (const ProfileSymbol &s : p.symbols) {
            if (s.time == 0 && s.samples == 0)
                continue;
            const Key key = s.isFunction ? Key{"", 0, s.address}
                                         : Key{p.files.at(size_t(s.file)), s.line, 0};
            out[key].first += s.time;
            out[key].second += s.samples;
        }
        return out;
    };
    const auto expected = perLine(*whole->profile);
    const auto actual = perLine(*sampled->profile);
    QVERIFY(expected.size() > 5);
    QCOMPARE(actual.size(), expected.size());
    for (const auto &[key, value] : expected) {
        const auto found = actual.find(key);
        const QString where =
            QString::fromStdString(std::get<0>(key)) + QLatin1Char(':') +
            QString::number(std::get<1>(key)) + QLatin1Char(' ') + QString::number(std::get<2>(key), 16);
        QVERIFY2(found != actual.end(), qPrintable(where));
        QVERIFY2(std::abs(found->second.first - value.first) <= 1e-9 * std::max(1.0, value.first),
                 qPrintable(where));
        QVERIFY2(std::abs(found->second.second - value.second) <= 1e-9 * std::max(1.0, value.second),
                 qPrintable(where));
    }
    // Fewer symbols where some function with lines has no sample.
    bool linesUnsampled = false;
    const auto &symbols = whole->profile->symbols; // in address order
    for (size_t i = 0; i < symbols.size();) {
        size_t end = i + 1;
        double inside = symbols[i].samples;
        for (; end < symbols.size() && !symbols[end].isFunction && symbols[end].line > 0; ++end)
            inside += symbols[end].samples;
        linesUnsampled |= symbols[i].isFunction && end > i + 1 && inside == 0;
        i = end;
    }
    QVERIFY2(linesUnsampled ? sampled->profile->symbols.size() < symbols.size()
                            : sampled->profile->symbols.size() <= symbols.size(),
             qPrintable(QString::number(sampled->profile->symbols.size())));
    if (source == QStringLiteral("templates.cpp"))
        QVERIFY(linesUnsampled); // (a program large enough for gaps)
}

QTEST_GUILESS_MAIN(tst_ExportCallgrind)
#include "tst_export_callgrind.moc"
