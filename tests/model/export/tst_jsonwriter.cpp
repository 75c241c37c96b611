// SPDX-License-Identifier: MIT
// The one JSON writer (JsonWriter.h) and the one number format of every
// command and export that writes JSON: export --format json and speedscope,
// stats and diff --format json, on a real program compiled and run here.
// Each output parses with nlohmann's strict parser; counts are integers,
// other numbers the shortest text that reads back as the same double (the
// export's numbers equal the profile's bit for bit); nothing is NaN or
// infinite; names that are not UTF-8 do not stop the writer.
#include "TestSupport.h"
#include "model/export/Exporters.h"
#include "model/export/JsonWriter.h"
#include "model/stats/RunStatistics.h"

#include <QTemporaryDir>
#include <QTest>

#include <charconv>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <set>

using namespace gmonview;
using namespace gmonview::test;

namespace {

// Keys in the order written, so that a parse written again is the text.
using Parsed = nlohmann::ordered_json;

// Every number in V, with the path that leads to it ("flat_profile/3/calls").
void numbers(const Parsed &v, const std::string &path,
             std::vector<std::pair<std::string, Parsed>> &out)
{
    if (v.is_number()) {
        out.emplace_back(path, v);
    } else if (v.is_object()) {
        for (auto it = v.begin(); it != v.end(); ++it)
            numbers(it.value(), path + "/" + it.key(), out);
    } else if (v.is_array()) {
        for (size_t i = 0; i < v.size(); ++i)
            numbers(v[i], path + "/" + std::to_string(i), out);
    }
}

// The key a number is under, past the array indexes after it.
std::string key(std::string path)
{
    for (;;) {
        const std::string k = path.substr(path.rfind('/') + 1);
        if (k.empty() || !std::isdigit(static_cast<unsigned char>(k[0])))
            return k;
        path.resize(path.rfind('/'));
    }
}

// TEXT parsed, or a failure that says where.
std::optional<Parsed> parsed(const std::string &text, QString &error)
{
    try {
        return Parsed::parse(text);
    } catch (const Parsed::exception &e) {
        error = QString::fromUtf8(e.what());
        return std::nullopt;
    }
}

// The shortest text that reads back as V.
std::string shortest(double v)
{
    char buffer[32];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, v);
    return std::string(buffer, end);
}

// The significant digits of a number's text ("1.25e-05" -> "125").
std::string digits(const std::string &text)
{
    std::string out;
    for (const char c : text.substr(0, text.find_first_of("eE"))) {
        if (std::isdigit(static_cast<unsigned char>(c)))
            out += c;
    }
    const size_t first = out.find_first_not_of('0');
    out.erase(0, first == std::string::npos ? out.size() : first);
    while (!out.empty() && out.back() == '0')
        out.pop_back();
    return out;
}

} // namespace

class tst_JsonWriter : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void writerNumbersAndNames();
    void everyJsonOutputHasTheOneNumberFormat_data();
    void everyJsonOutputHasTheOneNumberFormat();
    void exportNumbersAreTheProfilesExactly();
    void statsNumbersAreTheAnalysisExactly();

private:
    QTemporaryDir m_dir;
    QString m_exe;
    QStringList m_runs;
};

void tst_JsonWriter::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_exe = m_dir.filePath(QStringLiteral("prog"));
    QCOMPARE(compileProgram(QStringLiteral("cycles.c"), {"-pg", "-O0"}, m_exe).exitCode, 0);
    // Three runs with samples in every bin, unequal, so that the statistics
    // have spread to report and the seconds are not round.
    for (int r = 0; r < 3; ++r) {
        const QString name = QStringLiteral("run%1.gmon").arg(r);
        QCOMPARE(profileRun(m_exe, {"4"}, m_dir.path(), name).exitCode, 0);
        const QString error = setBinSamples(m_exe, m_dir.filePath(name), [r](size_t bin) {
            return quint16(1 + (bin * 7 + size_t(r) * 3) % 11);
        });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        m_runs << name;
    }
}

// The writer's own rules: not finite is null, whole counts are integers,
// a name that is not UTF-8 comes out with U+FFFD and does not throw.
void tst_JsonWriter::writerNumbersAndNames()
{
    QVERIFY(json::number(std::nan("")).is_null());
    QVERIFY(json::number(std::numeric_limits<double>::infinity()).is_null());
    QVERIFY(json::number(0.1).is_number_float());
    QVERIFY(json::count(3.0).is_number_integer());
    QCOMPARE(json::count(3.0).get<int>(), 3);
    QVERIFY(json::count(2.5).is_number_float());
    QVERIFY(json::count(-std::numeric_limits<double>::infinity()).is_null());
    QVERIFY(json::countOrNull(0).is_null());
    QCOMPARE(json::countOrNull(7).get<uint64_t>(), uint64_t(7));

    json::Value v = {{"name", json::text("bad\xff\xfe name")},
                     {"raw", std::string("raw\xc3")},
                     {"x", json::number(0.1)},
                     {"n", json::number(NAN)},
                     {"big", json::number(1e300)},
                     {"tiny", json::number(5e-324)}};
    std::string text;
    try {
        text = json::write(v, -1);
    } catch (const std::exception &e) {
        QFAIL(e.what());
    }
    QCOMPARE(QString::fromStdString(text),
             QString::fromUtf8("{\"name\":\"bad\xef\xbf\xbd\xef\xbf\xbd name\","
                               "\"raw\":\"raw\xef\xbf\xbd\",\"x\":0.1,\"n\":null,"
                               "\"big\":1e+300,\"tiny\":5e-324}\n"));
    QString error;
    const auto back = parsed(text, error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY((*back)["x"].get<double>() == 0.1);
    QVERIFY((*back)["tiny"].get<double>() == 5e-324);
}

void tst_JsonWriter::everyJsonOutputHasTheOneNumberFormat_data()
{
    QTest::addColumn<QStringList>("args");
    const QStringList runs = m_runs;
    QTest::newRow("export json") << (QStringList{"export", "--format", "json", m_exe} + runs);
    QTest::newRow("export speedscope")
        << (QStringList{"export", "--format", "speedscope", m_exe} + runs);
    QTest::newRow("stats") << (QStringList{"stats", "--format", "json", m_exe} + runs);
    QTest::newRow("diff") << (QStringList{"diff", "--format", "json", m_exe, runs[0], runs[1], "--",
                                          m_exe, runs[2]});
}

// Each output: valid JSON (a strict parser), written again from its own
// parse byte for byte (one writer, one layout), its integers integers and
// its other numbers in their shortest form.
void tst_JsonWriter::everyJsonOutputHasTheOneNumberFormat()
{
    QFETCH(QStringList, args);
    const ProcessResult out = runProcess(QStringLiteral(GMONVIEW_BINARY), args, m_dir.path());
    QCOMPARE(out.exitCode, 0);
    const std::string text = out.out.toStdString();
    QString error;
    const auto doc = parsed(text, error);
    QVERIFY2(doc, qPrintable(error));

    // The layout is the writer's: speedscope on one line, the rest indented.
    const bool oneLine = args.contains(QStringLiteral("speedscope"));
    QCOMPARE(doc->dump(oneLine ? -1 : 2) + "\n", text);

    std::vector<std::pair<std::string, Parsed>> found;
    numbers(*doc, "", found);
    QVERIFY(found.size() > 10);
    size_t floats = 0;
    for (const auto &[path, v] : found) {
        if (!v.is_number_float())
            continue;
        ++floats;
        const double d = v.get<double>();
        QVERIFY2(std::isfinite(d), path.c_str());
        // It reads back as itself, in (about) as few digits as can: nlohmann
        // writes Grisu2's, which in rare cases is one digit longer than the
        // shortest ("%.17g" would add digits; that none are lost is checked
        // against the values themselves below).
        const std::string written = v.dump();
        QVERIFY2(std::strtod(written.c_str(), nullptr) == d, path.c_str());
        QVERIFY2(
            digits(written).size() <= digits(shortest(d)).size() + 1,
            qPrintable(QString::fromStdString(path + ": " + written + " against " + shortest(d))));
    }
    QVERIFY(floats > 0);
    // Counts are integers, not "3.0" (nor 3.000000001).
    static const std::set<std::string> counts = {
        "rate",         "calls",        "count",  "called", "self_calls", "index",
        "caller_index", "callee_index", "number", "line",   "runs",       "samples"};
    size_t integers = 0;
    for (const auto &[path, v] : found) {
        // The flat profile's samples are credited ones, fractions of a bin's.
        if (counts.count(key(path)) && path.find("/flat_profile/") != 0) {
            ++integers;
            QVERIFY2(v.is_number_integer(),
                     qPrintable(QString::fromStdString(path + " = " + v.dump())));
        }
    }
    QVERIFY(integers > 0);
}

// The export's numbers are the profile's own, bit for bit: what the
// shortest form promises.
void tst_JsonWriter::exportNumbersAreTheProfilesExactly()
{
    const auto profile = profileOf(m_exe, m_dir.filePath(m_runs[0]));
    QVERIFY(profile);
    ExportInput input;
    input.profile = profile.get();
    input.program = m_exe.toStdString();
    input.runs = {m_runs[0].toStdString()};
    QString error;
    const auto doc = parsed(exportJson(input), error);
    QVERIFY2(doc, qPrintable(error));
    const double hz = double(profile->rate);
    QVERIFY(hz > 0);
    // ==, not QCOMPARE: that compares doubles within 1e-12.
    QVERIFY((*doc)["total_seconds"].get<double>() == profile->totalTime / hz);
    std::map<std::string, const ProfileSymbol *> byName;
    for (const ProfileSymbol &s : profile->symbols)
        byName.emplace(s.displayName, &s);
    const Parsed &flat = (*doc)["flat_profile"];
    QVERIFY(flat.size() > 2);
    for (const Parsed &row : flat) {
        const ProfileSymbol *s = byName.at(row["name"].get<std::string>());
        QVERIFY2(row["self_seconds"].get<double>() == s->time / hz, s->name.c_str());
        QVERIFY2(row["samples"].get<double>() == s->samples, s->name.c_str());
        QVERIFY2(row["error_samples"].get<double>() == std::sqrt(s->samples), s->name.c_str());
        if (s->calls) {
            QCOMPARE(row["calls"].get<uint64_t>(), s->calls);
            QVERIFY2(row["self_ms_per_call"].get<double>() ==
                         1000 * s->time / hz / double(s->calls),
                     s->name.c_str());
        } else {
            QVERIFY(row["calls"].is_null());
            QVERIFY(row["self_ms_per_call"].is_null());
        }
    }
}

// The same for `stats`: each function's seconds per run, mean and spread
// are the analysis's own, bit for bit ("%.9g" once cut them to nine
// digits), and a figure that is not a number is null.
void tst_JsonWriter::statsNumbersAreTheAnalysisExactly()
{
    const ProcessResult out =
        runProcess(QStringLiteral(GMONVIEW_BINARY),
                   QStringList{"stats", "--format", "json", m_exe} + m_runs, m_dir.path());
    QCOMPARE(out.exitCode, 0);
    QString error;
    const auto doc = parsed(out.out.toStdString(), error);
    QVERIFY2(doc, qPrintable(error));
    AnalysisRequest request;
    request.executablePath = m_exe.toStdString();
    for (const QString &r : m_runs)
        request.runs.push_back(m_dir.filePath(r).toStdString());
    const auto stats = runStatistics(request);
    QVERIFY(stats.ok());
    const Parsed &functions = (*doc)["functions"];
    QCOMPARE(functions.size(), stats->functions.size());
    auto same = [](const Parsed &written, double v) {
        return std::isfinite(v) ? written.is_number() && written.get<double>() == v
                                : written.is_null();
    };
    for (size_t i = 0; i < functions.size(); ++i) {
        const Parsed &f = functions[i];
        const FunctionRuns &r = stats->functions[i];
        QCOMPARE(f["name"].get<std::string>(), r.name);
        QVERIFY2(same(f["mean"], r.meanSeconds), r.name.c_str());
        QVERIFY2(same(f["stddev"], r.stddevSeconds), r.name.c_str());
        QVERIFY2(same(f["cv"], r.cv), r.name.c_str());
        QVERIFY2(same(f["dispersion"], r.spread.dispersion), r.name.c_str());
        QCOMPARE(f["seconds"].size(), r.seconds.size());
        for (size_t k = 0; k < r.seconds.size(); ++k)
            QVERIFY2(same(f["seconds"][k], r.seconds[k]), r.name.c_str());
    }
}

QTEST_GUILESS_MAIN(tst_JsonWriter)
#include "tst_jsonwriter.moc"
