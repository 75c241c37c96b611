// SPDX-License-Identifier: MIT
// gmonview export --format pprof on real programs, read back three ways:
// zlib and the classes protoc generates from src/model/export/profile.proto,
// the gzip tool, and protoc --decode (a parser that shares none of our
// code). Each kind of sample carries the whole profile: the exact self
// samples are the flat profile, function by function; the estimated stacks
// are the collapsed stacks' paths with their weights; every id and string
// index refers to an entry that exists.
#include "app/ExportCommand.h"
#include "model/estimate/CallStacks.h"
#include "model/export/Exporters.h"
#include "TestSupport.h"

#include "pprof/profile.pb.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <zlib.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <set>
#include <sstream>

using namespace gmonview;
using namespace gmonview::test;
namespace pb = perftools::profiles;

namespace {

// BYTES without their gzip wrapper, or nothing if zlib refuses them.
std::optional<std::string> gunzip(const QByteArray &bytes)
{
    z_stream zs{};
    if (inflateInit2(&zs, 16 + MAX_WBITS) != Z_OK)
        return std::nullopt;
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(bytes.constData()));
    zs.avail_in = uInt(bytes.size());
    std::string out;
    int rc = Z_OK;
    while (rc == Z_OK) {
        const size_t used = out.size();
        out.resize(used + 64 * 1024);
        zs.next_out = reinterpret_cast<Bytef *>(out.data() + used);
        zs.avail_out = 64 * 1024;
        rc = inflate(&zs, Z_NO_FLUSH);
        out.resize(out.size() - zs.avail_out);
    }
    const bool whole = rc == Z_STREAM_END && zs.avail_in == 0;
    inflateEnd(&zs);
    return whole ? std::optional(out) : std::nullopt;
}

QString sourceRoot()
{
    return QDir::cleanPath(QDir(programsDir()).absoluteFilePath(QStringLiteral("../..")));
}

// A decoded profile with its tables by id.
struct Decoded
{
    pb::Profile profile;
    std::map<uint64_t, const pb::Function *> functions;
    std::map<uint64_t, const pb::Location *> locations;

    const std::string &string(int64_t index) const { return profile.string_table(int(index)); }
    std::string kind(const pb::Sample &s) const
    {
        for (const pb::Label &l : s.label())
            if (string(l.key()) == "kind")
                return string(l.str());
        return {};
    }
    const pb::Function &functionAt(uint64_t locationId) const
    {
        return *functions.at(locations.at(locationId)->line(0).function_id());
    }
};

bool near(double a, double b, double tolerance)
{
    return std::abs(a - b) <= tolerance;
}

} // namespace

class tst_ExportPprof : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void typesAndComments_data();
    void typesAndComments();
    void everyReferenceResolves_data();
    void everyReferenceResolves();
    void exactSelfIsTheFlatProfile_data();
    void exactSelfIsTheFlatProfile();
    void exactSelfBySourceLine();
    void stacksAreTheCollapsedStacks_data();
    void stacksAreTheCollapsedStacks();
    void cyclesAreFramesOfTheirOwn();
    void cppNamesRoundTrip();
    void otherReadersAcceptIt_data();
    void otherReadersAcceptIt();
    void namesBecomeValidUtf8();
    void goPprofCountsEachSecondOnce_data();
    void goPprofCountsEachSecondOnce();
    void pprofFormatReadsIt_data();
    void pprofFormatReadsIt();

private:
    void addRows();
    const Decoded &decoded(const QString &source) const { return m_decoded.at(source); }
    QString exe(const QString &source) const
    {
        return m_dir.filePath(QFileInfo(source).completeBaseName());
    }
    QString exported(const QString &source) const { return exe(source) + QStringLiteral(".pb.gz"); }

    QTemporaryDir m_dir;
    std::map<QString, std::shared_ptr<const ProfileResult>> m_profiles;
    std::map<QString, Decoded> m_decoded;
};

const char *const kPrograms[] = {"recursion.c", "cycles.c", "templates.cpp", "hotlines.c"};

void tst_ExportPprof::initTestCase()
{
    QVERIFY(m_dir.isValid());
    for (const char *source : kPrograms) {
        const QString name = QString::fromLatin1(source);
        // hotlines.c longer than its default: enough samples for its lines.
        auto p = profileProgram(name, {"-pg", "-g", "-O0"}, exe(name),
                                name == QStringLiteral("hotlines.c") ? QStringList{"800"}
                                                                     : QStringList{});
        QVERIFY2(p, source);
        if (name == QStringLiteral("templates.cpp")) {
            // Its functions' names are checked one by one, each needs time:
            // a sample in every bin, whatever the clock hit in this run.
            const QString error = sampleEveryBin(exe(name), exe(name) + QStringLiteral(".out"));
            QVERIFY2(error.isEmpty(), qPrintable(error));
            p = profileOf(exe(name), exe(name) + QStringLiteral(".out"));
            QVERIFY2(p, source);
        }
        QVERIFY2(p->hasHistogram && p->rate > 0, source);
        m_profiles[name] = p;

        const ReportOutput out =
            runExport({"--format", "pprof", "-o", exported(name).toStdString(),
                       exe(name).toStdString(), (exe(name) + ".out").toStdString()});
        QVERIFY2(out.exitCode == 0, out.err.c_str());
        const auto raw = gunzip(readFile(exported(name)));
        QVERIFY2(raw, source);
        Decoded &d = m_decoded[name];
        QVERIFY2(d.profile.ParseFromString(*raw), source);
        for (const pb::Function &f : d.profile.function())
            QVERIFY2(d.functions.emplace(f.id(), &f).second, "function ids are unique");
        for (const pb::Location &l : d.profile.location())
            QVERIFY2(d.locations.emplace(l.id(), &l).second, "location ids are unique");
    }
}

void tst_ExportPprof::addRows()
{
    QTest::addColumn<QString>("source");
    for (const char *source : kPrograms)
        QTest::newRow(source) << QString::fromLatin1(source);
}

void tst_ExportPprof::typesAndComments_data()
{
    addRows();
}

// Samples and CPU time, at the profile's rate; comments that say what is
// estimated and how to choose one kind of sample.
void tst_ExportPprof::typesAndComments()
{
    QFETCH(QString, source);
    const Decoded &d = decoded(source);
    const pb::Profile &p = d.profile;
    QVERIFY(p.string_table_size() > 0);
    QCOMPARE(p.string_table(0), std::string());
    // Each kind its own two values (issue 25, point 12).
    QCOMPARE(p.sample_type_size(), 4);
    const char *types[] = {"samples", "cpu", "estimated_samples", "estimated_cpu"};
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(d.string(p.sample_type(i).type()), std::string(types[i]));
        QCOMPARE(d.string(p.sample_type(i).unit()),
                 std::string(i % 2 ? "nanoseconds" : "count"));
    }
    QCOMPARE(d.string(p.period_type().type()), std::string("cpu"));
    QCOMPARE(d.string(p.period_type().unit()), std::string("nanoseconds"));
    QCOMPARE(p.period(), int64_t(std::llround(1e9 / double(m_profiles.at(source)->rate))));
    QCOMPARE(d.string(p.default_sample_type()), std::string("cpu"));

    std::string comments;
    for (int64_t c : p.comment())
        comments += d.string(c) + "\n";
    QVERIFY2(comments.find("estimated_stack") != std::string::npos, comments.c_str());
    QVERIFY(comments.find("-sample_index=estimated_cpu") != std::string::npos);
    QVERIFY(comments.find("no stacks") != std::string::npos);
    QVERIFY(comments.find("<cycle N as a whole>") != std::string::npos);
}

void tst_ExportPprof::everyReferenceResolves_data()
{
    addRows();
}

// Ids are nonzero and refer to entries that exist; string indices are in
// the table; the one mapping is the executable and covers every address.
void tst_ExportPprof::everyReferenceResolves()
{
    QFETCH(QString, source);
    const Decoded &d = decoded(source);
    const pb::Profile &p = d.profile;
    const int64_t strings = p.string_table_size();
    auto isString = [&](int64_t i) { return i >= 0 && i < strings; };

    QCOMPARE(p.mapping_size(), 1);
    const pb::Mapping &m = p.mapping(0);
    QCOMPARE(m.id(), uint64_t(1));
    QVERIFY(isString(m.filename()));
    QCOMPARE(d.string(m.filename()), exe(source).toStdString());
    QVERIFY(m.has_functions() && m.has_filenames() && m.has_line_numbers());
    QVERIFY(m.memory_start() < m.memory_limit());

    for (const pb::Function &f : p.function()) {
        QVERIFY(f.id() != 0);
        QVERIFY(isString(f.name()) && isString(f.system_name()) && isString(f.filename()));
        QVERIFY(!d.string(f.name()).empty());
    }
    for (const pb::Location &l : p.location()) {
        QVERIFY(l.id() != 0);
        QCOMPARE(l.line_size(), 1);
        QVERIFY(d.functions.count(l.line(0).function_id()));
        if (l.mapping_id() == 0) {
            // Only a cycle as a whole has no code of its own.
            const std::string name = d.string(d.functionAt(l.id()).name());
            QVERIFY2(name.starts_with("<cycle ") && name.ends_with(" as a whole>"), name.c_str());
            continue;
        }
        QCOMPARE(l.mapping_id(), m.id());
        QVERIFY2(l.address() >= m.memory_start() && l.address() < m.memory_limit(),
                 qPrintable(QString::number(l.address(), 16)));
    }
    QVERIFY(p.sample_size() > 0);
    for (const pb::Sample &s : p.sample()) {
        QCOMPARE(s.value_size(), p.sample_type_size());
        QVERIFY(s.location_id_size() > 0);
        for (uint64_t id : s.location_id())
            QVERIFY(d.locations.count(id));
        QCOMPARE(s.label_size(), 1);
        QVERIFY(isString(s.label(0).key()) && isString(s.label(0).str()));
        const std::string kind = d.kind(s);
        QVERIFY2(kind == "exact_self" || kind == "estimated_stack", kind.c_str());
        if (kind == "exact_self")
            QCOMPARE(s.location_id_size(), 1);
        // Its kind's values, and zeros in the other's.
        const int own = kind == "exact_self" ? 0 : 2, other = 2 - own;
        QVERIFY(s.value(own) >= 0 && s.value(own + 1) > 0);
        QVERIFY(s.value(other) == 0 && s.value(other + 1) == 0);
    }
    for (int64_t c : p.comment())
        QVERIFY(isString(c));
}

void tst_ExportPprof::exactSelfIsTheFlatProfile_data()
{
    addRows();
}

// The exact self samples add up to the profile's time, and each function's
// to its flat-profile self time; so do the estimated stacks. Each value is
// rounded to a whole nanosecond: half a nanosecond per sample at most.
void tst_ExportPprof::exactSelfIsTheFlatProfile()
{
    QFETCH(QString, source);
    const Decoded &d = decoded(source);
    const ProfileResult &profile = *m_profiles.at(source);
    const double nsPerSample = 1e9 / double(profile.rate);

    std::map<std::string, double> expected; // by raw name
    double total = 0;
    for (const ProfileSymbol &s : profile.symbols) {
        expected[s.name] += s.time * nsPerSample;
        total += s.time * nsPerSample;
    }
    QVERIFY(total > 0);

    for (const std::string kind : {"exact_self", "estimated_stack"}) {
        std::map<std::string, double> got;
        std::map<std::string, int> samples;
        double sum = 0, count = 0;
        int n = 0;
        for (const pb::Sample &s : d.profile.sample()) {
            if (d.kind(s) != kind)
                continue;
            const std::string name = d.string(d.functionAt(s.location_id(0)).system_name());
            const int own = kind == std::string("exact_self") ? 0 : 2;
            got[name] += double(s.value(own + 1));
            ++samples[name];
            sum += double(s.value(own + 1));
            count += double(s.value(own));
            ++n;
            // Whole samples by largest remainder: within one of the time.
            QVERIFY(std::abs(double(s.value(own)) - double(s.value(own + 1)) / nsPerSample) <
                    1 + 1e-6);
        }
        QVERIFY(n > 0);
        QVERIFY2(
            near(sum, total, 0.5 * n + 1e-6),
            qPrintable(
                QStringLiteral("%1: %2 ns, the profile %3").arg(kind.c_str()).arg(sum).arg(total)));
        // The whole samples add up to the samples, rounded once.
        QCOMPARE(count, double(std::llround(total / nsPerSample)));
        for (const auto &[name, ns] : expected) {
            if (ns <= 0.5)
                continue;
            QVERIFY2(near(got[name], ns, 0.5 * samples[name] + 1e-6),
                     qPrintable(QStringLiteral("%1 %2: %3 ns, the profile %4")
                                    .arg(kind.c_str(), name.c_str())
                                    .arg(got[name])
                                    .arg(ns)));
        }
    }
}

// With -g, a function's exact self time is split by source line as gprof
// -l credits it: hotlines.c's hot() has two hot loops, each line's sample
// at the line's address with gprof -l -p's self seconds there.
void tst_ExportPprof::exactSelfBySourceLine()
{
    const Decoded &d = decoded("hotlines.c");
    std::map<uint64_t, double> seconds; // by address
    std::map<std::string, std::set<int64_t>> lines;
    for (const pb::Sample &s : d.profile.sample()) {
        if (d.kind(s) != "exact_self")
            continue;
        const pb::Location &l = *d.locations.at(s.location_id(0));
        const pb::Function &f = d.functionAt(l.id());
        QVERIFY(QString::fromStdString(d.string(f.filename())).endsWith("hotlines.c"));
        QVERIFY(l.line(0).line() >= f.start_line());
        lines[d.string(f.name())].insert(l.line(0).line());
        seconds[l.address()] += double(s.value(1)) / 1e9;
    }
    QVERIFY2(lines["hot"].size() >= 2, "hot's two loops");
    for (int64_t line : lines["hot"])
        QVERIFY(line >= 15 && line <= 23); // hotlines.c's hot()

    const ProcessResult gprof =
        runGprof({"-b", "-p", "-l", "hotlines", "hotlines.out"}, m_dir.path());
    QCOMPARE(gprof.exitCode, 0);
    static const QRegularExpression row(
        QStringLiteral(R"(^\s*[\d.]+\s+[\d.]+\s+([\d.]+)\s.*\(hotlines\.c:\d+ @ ([0-9a-f]+)\)$)"));
    int compared = 0;
    for (const QByteArray &line : gprof.out.split('\n')) {
        const auto m = row.match(QString::fromLatin1(line));
        if (!m.hasMatch() || m.captured(1).toDouble() <= 0)
            continue;
        const uint64_t address = m.captured(2).toULongLong(nullptr, 16);
        QVERIFY2(seconds.count(address), line.constData());
        QVERIFY2(near(seconds[address], m.captured(1).toDouble(), 0.005 + 1e-9), line.constData());
        ++compared;
    }
    QVERIFY(compared >= 2);
}

void tst_ExportPprof::stacksAreTheCollapsedStacks_data()
{
    addRows();
}

// Each estimated stack, read from the root, is a path of the collapsed
// stacks (the flame graph's), with its weight in nanoseconds where the
// collapsed file has it in whole microseconds; only the paths the collapsed
// file leaves out (under half a microsecond) are missing there.
void tst_ExportPprof::stacksAreTheCollapsedStacks()
{
    QFETCH(QString, source);
    const Decoded &d = decoded(source);
    const ReportOutput collapsed = runExport(
        {"--format", "collapsed", exe(source).toStdString(), (exe(source) + ".out").toStdString()});
    QCOMPARE(collapsed.exitCode, 0);
    std::map<std::string, double> expected;
    std::istringstream in(collapsed.out);
    for (std::string line; std::getline(in, line);) {
        const size_t space = line.rfind(' ');
        QVERIFY(space != std::string::npos);
        expected[line.substr(0, space)] = std::stod(line.substr(space + 1)) * 1000;
    }
    QVERIFY(!expected.empty());

    std::set<std::string> seen;
    for (const pb::Sample &s : d.profile.sample()) {
        if (d.kind(s) != "estimated_stack")
            continue;
        std::string path;
        for (int i = s.location_id_size() - 1; i >= 0; --i) {
            std::string name = d.string(d.functionAt(s.location_id(i)).name());
            std::replace(name.begin(), name.end(), ';', ':');
            path += (path.empty() ? "" : ";") + name;
        }
        QVERIFY2(seen.insert(path).second, path.c_str());
        const auto it = expected.find(path);
        if (it == expected.end()) {
            QVERIFY2(s.value(3) < 500, path.c_str());
            continue;
        }
        QVERIFY2(near(double(s.value(3)), it->second, 500.5), path.c_str());
    }
    for (const auto &[path, ns] : expected)
        QVERIFY2(seen.count(path), path.c_str());
    // main is the root of the program's paths.
    QVERIFY(std::any_of(seen.begin(), seen.end(), [](const std::string &p) {
        return p.starts_with("main;") || p.find(";main;") != std::string::npos;
    }));
}

// cycles.c's cycles are frames named as gprof names them, with no address,
// between their callers and their members; never a leaf (the members carry
// the time).
void tst_ExportPprof::cyclesAreFramesOfTheirOwn()
{
    const Decoded &d = decoded("cycles.c");
    const ProfileResult &profile = *m_profiles.at("cycles.c");
    QVERIFY(profile.cycles.size() >= 2);
    std::set<std::string> cycles;
    for (const pb::Sample &s : d.profile.sample()) {
        if (d.kind(s) != "estimated_stack")
            continue;
        for (int i = 0; i < s.location_id_size(); ++i) {
            const pb::Location &l = *d.locations.at(s.location_id(i));
            const std::string name = d.string(d.functionAt(l.id()).name());
            if (!name.starts_with("<cycle "))
                continue;
            QVERIFY(i > 0);
            QCOMPARE(l.address(), uint64_t(0));
            QCOMPARE(l.mapping_id(), uint64_t(0));
            cycles.insert(name);
            // The frame below is a member of that cycle.
            const std::string member = d.string(d.functionAt(s.location_id(i - 1)).system_name());
            bool isMember = false;
            for (const ProfileCycle &c : profile.cycles)
                if (name == "<cycle " + std::to_string(c.number) + " as a whole>")
                    for (int m : c.members)
                        isMember = isMember || profile.symbol(m).name == member;
            QVERIFY2(isMember, (member + " under " + name).c_str());
        }
    }
    QVERIFY(cycles.size() >= 2);
    std::set<std::string> names;
    for (const pb::Function &f : d.profile.function())
        names.insert(d.string(f.name()));
    QVERIFY(names.count("main") && names.count("work") && names.count("ping"));
}

// C++: each function as the profile names it, demangled for people and
// mangled as the system knows it, with its file and first line.
void tst_ExportPprof::cppNamesRoundTrip()
{
    const Decoded &d = decoded("templates.cpp");
    const ProfileResult &profile = *m_profiles.at("templates.cpp");
    std::map<std::string, const pb::Function *> bySystemName;
    for (const pb::Function &f : d.profile.function())
        bySystemName[d.string(f.system_name())] = &f;
    int checked = 0;
    for (const ProfileSymbol &s : profile.symbols) {
        if (s.time <= 0)
            continue;
        const auto it = bySystemName.find(s.name);
        QVERIFY2(it != bySystemName.end(), s.name.c_str());
        QCOMPARE(d.string(it->second->name()), s.displayName);
        ++checked;
    }
    QVERIFY(checked >= 3);
    const int accumulate = functionNamed(
        profile,
        "double geo::accumulate<double, 40>(std::vector<double, std::allocator<double> > const&)");
    QVERIFY(accumulate >= 0);
    const pb::Function *f = bySystemName.at(profile.symbol(accumulate).name);
    QVERIFY(d.string(f->system_name()).starts_with("_ZN3geo10accumulateIdLi40EEET_RKSt6vector"));
    QVERIFY(QString::fromStdString(d.string(f->filename())).endsWith("templates.cpp"));
    QVERIFY(f->start_line() > 40 && f->start_line() < 45);
}

void tst_ExportPprof::otherReadersAcceptIt_data()
{
    addRows();
}

// The gzip tool tests and unpacks the file to what zlib gives; protoc,
// from the .proto alone, decodes it to the same strings.
void tst_ExportPprof::otherReadersAcceptIt()
{
    QFETCH(QString, source);
    const QString file = exported(source);
    const ProcessResult test = runProcess(QStringLiteral("gzip"), {"-t", file}, m_dir.path());
    QVERIFY2(test.exitCode == 0, test.err.constData());
    const ProcessResult unpacked = runProcess(QStringLiteral("gzip"), {"-dc", file}, m_dir.path());
    QCOMPARE(unpacked.exitCode, 0);
    const auto raw = gunzip(readFile(file));
    QVERIFY(raw);
    QCOMPARE(unpacked.out.toStdString(), *raw);
    const QString rawFile = file + QStringLiteral(".raw");
    QVERIFY(writeFile(rawFile, unpacked.out));

    QProcess protoc;
    protoc.setWorkingDirectory(sourceRoot());
    protoc.setStandardInputFile(rawFile);
    protoc.start(QStringLiteral("protoc"),
                 {"--decode=perftools.profiles.Profile", "src/model/export/profile.proto"});
    QVERIFY(protoc.waitForFinished(60000));
    const QByteArray text = protoc.readAllStandardOutput();
    QVERIFY2(protoc.exitStatus() == QProcess::NormalExit && protoc.exitCode() == 0,
             protoc.readAllStandardError().constData());
    QVERIFY(text.contains("sample_type {"));
    QVERIFY(text.contains("location_id: "));
    QVERIFY(text.contains("string_table: \"main\""));
    QVERIFY(text.contains("string_table: \"estimated_stack\""));
    const Decoded &d = decoded(source);
    QCOMPARE(int(text.count("\nsample {")) + (text.startsWith("sample {") ? 1 : 0),
             d.profile.sample_size());
    QCOMPARE(int(text.count("string_table: ")), d.profile.string_table_size());
}

// A name that is not UTF-8 (proto3 strings must be) is written with U+FFFD
// in place of the bad byte, and the file still parses; a profile made in
// the test, with no call graph.
void tst_ExportPprof::namesBecomeValidUtf8()
{
    ProfileResult p;
    p.rate = 100;
    p.hasHistogram = true;
    ProfileSymbol s;
    s.name = "caf\xe9";
    s.displayName = s.name;
    s.address = 0x1000;
    s.endAddress = 0x10ff;
    s.time = 2.25;
    s.propSelf = s.time;
    s.printFlag = true;
    p.symbols.push_back(s);
    p.childArcs.resize(1);
    p.parentArcs.resize(1);
    ExportInput input;
    input.profile = &p;
    input.program = "prog\xff";
    const auto bytes = exportPprof(input);
    QVERIFY(bytes.ok());
    const auto raw = gunzip(QByteArray::fromStdString(*bytes));
    QVERIFY(raw);
    pb::Profile decodedProfile;
    QVERIFY(decodedProfile.ParseFromString(*raw));
    std::set<std::string> strings(decodedProfile.string_table().begin(),
                                  decodedProfile.string_table().end());
    QVERIFY(strings.count("caf\xEF\xBF\xBD"));
    QVERIFY(strings.count("prog\xEF\xBF\xBD"));
    int64_t ns = 0, estimatedNs = 0;
    for (const pb::Sample &sample : decodedProfile.sample()) {
        ns += sample.value(1);
        estimatedNs += sample.value(3);
    }
    QCOMPARE(ns, int64_t(22'500'000)); // 2.25 samples of 10 ms each, once per value
    QCOMPARE(estimatedNs, int64_t(22'500'000));
}

void tst_ExportPprof::goPprofCountsEachSecondOnce_data()
{
    addRows();
}

// Issue 25, point 12: pprof itself (go tool pprof, golang-go) totals every
// value column to the profile's time or samples, not twice it.
void tst_ExportPprof::goPprofCountsEachSecondOnce()
{
    QFETCH(QString, source);
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("go")).isEmpty(),
             "go (golang-go) is needed: its pprof is the format's reader");
    const ProfileResult &profile = *m_profiles.at(source);
    const double nsPerSample = 1e9 / double(profile.rate);
    double samples = 0;
    for (const ProfileSymbol &s : profile.symbols)
        samples += s.time;
    QTemporaryDir home;
    const QStringList env = {"HOME=" + home.path(), "GOCACHE=" + home.filePath("cache"),
                             "GOFLAGS=", "GOTOOLCHAIN=local"};
    static const QRegularExpression totalRe(QStringLiteral(R"(of (\d+)(ns)? total)"));
    for (const QString index : {"samples", "cpu", "estimated_samples", "estimated_cpu"}) {
        const ProcessResult r = runProcess(
            QStringLiteral("go"),
            {"tool", "pprof", "-top", "-unit=ns", "-sample_index=" + index, exported(source)},
            m_dir.path(), env);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto m = totalRe.match(QString::fromUtf8(r.out));
        QVERIFY2(m.hasMatch(), r.out.constData());
        const double total = m.captured(1).toDouble();
        if (index.endsWith(QLatin1String("cpu")))
            QVERIFY2(near(total, samples * nsPerSample, 1e-6 * samples * nsPerSample + 1),
                     qPrintable(index + ": " + m.captured(0)));
        else
            QCOMPARE(total, double(std::llround(samples)));
    }
}

void tst_ExportPprof::pprofFormatReadsIt_data()
{
    addRows();
}

// The pprof-format npm package (the decoder JavaScript profilers use)
// reads the file: its sample types, each value column adding up to the
// profile's samples or time once, each sample of one kind (zeros in the
// other kind's columns), and every function of the flat profile named.
void tst_ExportPprof::pprofFormatReadsIt()
{
    QFETCH(QString, source);
    QString error;
    const QString package = npmPackage(QStringLiteral("pprof-format"), QStringLiteral("2.3.2"),
                                       &error);
    QVERIFY2(!package.isEmpty(), qPrintable(error));
    const QString script = m_dir.filePath(QStringLiteral("pprof-format.cjs"));
    QVERIFY(writeFile(script, R"(
const zlib = require('zlib');
const fs = require('fs');
const { Profile } = require(process.argv[2] + '/dist/commonjs/index.js');
const p = Profile.decode(zlib.gunzipSync(fs.readFileSync(process.argv[3])));
const str = i => p.stringTable.strings[Number(i)];
const types = p.sampleType.map(t => str(t.type) + '/' + str(t.unit));
const sums = types.map(() => 0n);
let mixed = 0;
for (const s of p.sample) {
  s.value.forEach((v, i) => { sums[i] += BigInt(v); });
  const exact = s.value.slice(0, 2).some(v => BigInt(v) !== 0n);
  const estimated = s.value.slice(2).some(v => BigInt(v) !== 0n);
  if (exact && estimated) ++mixed;
}
console.log(JSON.stringify({types, sums: sums.map(String), mixed,
  functions: p.function.map(f => str(f.name)),
  periodType: str(p.periodType.type) + '/' + str(p.periodType.unit),
  period: String(p.period), defaultSampleType: str(p.defaultSampleType)}));
)"));
    const ProcessResult r =
        runProcess(QStringLiteral("node"), {script, package, exported(source)}, m_dir.path());
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value("types").toVariant().toStringList(),
             (QStringList{"samples/count", "cpu/nanoseconds", "estimated_samples/count",
                          "estimated_cpu/nanoseconds"}));
    QCOMPARE(o.value("defaultSampleType").toString(), QStringLiteral("cpu"));
    QCOMPARE(o.value("periodType").toString(), QStringLiteral("cpu/nanoseconds"));
    QCOMPARE(o.value("mixed").toInt(), 0);

    const ProfileResult &profile = *m_profiles.at(source);
    const double nsPerSample = 1e9 / double(profile.rate);
    QCOMPARE(o.value("period").toString().toDouble(), std::round(nsPerSample));
    double samples = 0;
    for (const ProfileSymbol &s : profile.symbols)
        samples += s.time;
    const QStringList sums = o.value("sums").toVariant().toStringList();
    QCOMPARE(sums.size(), 4);
    for (int i : {0, 2})
        QCOMPARE(sums[i].toDouble(), double(std::llround(samples)));
    for (int i : {1, 3})
        QVERIFY2(near(sums[i].toDouble(), samples * nsPerSample, 1e-6 * samples * nsPerSample + 1),
                 qPrintable(sums[i]));
    const QStringList functions = o.value("functions").toVariant().toStringList();
    for (const ProfileSymbol &s : profile.symbols)
        if (s.time > 0)
            QVERIFY2(functions.contains(QString::fromStdString(s.displayName)),
                     s.displayName.c_str());
}

QTEST_GUILESS_MAIN(tst_ExportPprof)
#include "tst_export_pprof.moc"
