// SPDX-License-Identifier: MIT
// The synthetic runs of TestSupport (writeSyntheticRun) against the real
// gprof: a program compiled here, a run written from a description, and
// gprof's flat profile and call graph must give back exactly the samples,
// seconds and calls described. Everything expected is computed from the
// description, so that the tests which plant a profile's shape can trust it.
#include "TestSupport.h"

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace gmonview;
using namespace gmonview::test;

Q_DECLARE_METATYPE(gmonview::test::SyntheticProfile)

namespace {

struct FlatLine
{
    QString seconds; // self seconds, as printed
    qulonglong calls = 0;
};

// gprof -b -p's flat profile: each function's self seconds and calls.
std::map<std::string, FlatLine> flatProfile(const QString &text)
{
    std::map<std::string, FlatLine> out;
    static const QRegularExpression line(QStringLiteral(
        R"(^\s*[\d.]+\s+[\d.]+\s+([\d.]+)(?:\s+(\d+)\s+[\d.]+\s+[\d.]+)?\s+(\S+)(?: <cycle \d+>)?$)"));
    const QString flat = text.section(QStringLiteral("Call graph"), 0, 0);
    for (const QString &l : flat.split(QLatin1Char('\n'))) {
        const auto m = line.match(l);
        if (m.hasMatch())
            out[m.captured(3).toStdString()] = {m.captured(1), m.captured(2).toULongLong()};
    }
    return out;
}

// gprof -b -q's call graph: the calls of each arc, read from the callers
// listed above each function's own line ("calls/total name [n]", or
// "calls name [n]" inside a cycle).
std::map<std::pair<std::string, std::string>, qulonglong> callGraphArcs(const QString &text)
{
    std::map<std::pair<std::string, std::string>, qulonglong> out;
    static const QRegularExpression primary(QStringLiteral(
        R"(^\[\d+\]\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+(?:\d+(?:\+\d+)?\s+)?(\S+)(?: <cycle \d+>)? \[\d+\]$)"));
    static const QRegularExpression caller(QStringLiteral(
        R"(^\s+(?:[\d.]+\s+[\d.]+\s+)?(\d+)(?:/\d+)?\s+(\S+)(?: <cycle \d+>)? \[\d+\]$)"));
    std::vector<std::pair<std::string, qulonglong>> callers;
    bool ownLineRead = false; // the lines after a function's own are its callees
    const QString graph = text.section(QStringLiteral("Call graph"), 1);
    for (const QString &l : graph.split(QLatin1Char('\n'))) {
        if (l.startsWith(QLatin1Char('-'))) {
            callers.clear();
            ownLineRead = false;
        } else if (const auto p = primary.match(l); p.hasMatch()) {
            for (const auto &[name, calls] : callers)
                out[{name, p.captured(1).toStdString()}] += calls;
            ownLineRead = true;
        } else if (const auto c = caller.match(l); c.hasMatch() && !ownLineRead) {
            callers.push_back({c.captured(2).toStdString(), c.captured(1).toULongLong()});
        }
    }
    return out;
}

} // namespace

class tst_SyntheticRun : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void gprofReadsWhatWasDescribed_data();
    void gprofReadsWhatWasDescribed();
    void unknownNamesAreRefused();

private:
    QTemporaryDir m_dir;
    QString m_cycles;
};

void tst_SyntheticRun::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_cycles = m_dir.filePath(QStringLiteral("cycles"));
    QCOMPARE(compileProgram(QStringLiteral("cycles.c"), {"-pg", "-O0"}, m_cycles).exitCode, 0);
}

void tst_SyntheticRun::gprofReadsWhatWasDescribed_data()
{
    QTest::addColumn<SyntheticProfile>("profile");
    // gprof prints seconds to the hundredth: at 100 Hz a sample, at 1000 Hz
    // ten (there gmonview's reading, below, tells each sample).
    QTest::newRow("100 Hz") << cyclesProfile(250, 100);
    QTest::newRow("1000 Hz") << cyclesProfile(2345, 1000);
    SyntheticProfile few = cyclesProfile();
    few.samples = {{"ping", 1}};
    few.arcs.resize(4);
    QTest::newRow("one sample, four arcs") << few;
}

void tst_SyntheticRun::gprofReadsWhatWasDescribed()
{
    QFETCH(SyntheticProfile, profile);
    const QString gmon = m_dir.filePath(QStringLiteral("synthetic.gmon"));
    QCOMPARE(writeSyntheticRun(m_cycles, gmon, profile), QString());

    const ProcessResult gprof = runGprof({"-b", "-p", "-q", m_cycles, gmon}, m_dir.path());
    QCOMPARE(gprof.exitCode, 0);
    const QString text = QString::fromUtf8(gprof.out);
    QVERIFY2(text.contains(QStringLiteral("Each sample counts as %1 seconds.")
                               .arg(QString::asprintf("%g", 1.0 / profile.rate))),
             qPrintable(text));

    // What the description says of each function: its samples and the
    // calls into it from others.
    std::map<std::string, FlatLine> expected;
    for (const auto &[name, samples] : profile.samples)
        expected[name].seconds = QString::asprintf("%.2f", double(samples) / profile.rate);
    std::map<std::pair<std::string, std::string>, qulonglong> arcs;
    for (const SyntheticArc &a : profile.arcs) {
        arcs[{a.caller, a.callee}] += a.count;
        FlatLine &callee = expected[a.callee];
        if (callee.seconds.isEmpty())
            callee.seconds = QStringLiteral("0.00");
        if (a.caller != a.callee)
            callee.calls += a.count;
    }
    const std::map<std::string, FlatLine> flat = flatProfile(text);
    QCOMPARE(flat.size(), expected.size());
    for (const auto &[name, line] : expected) {
        const auto found = flat.find(name);
        QVERIFY2(found != flat.end(), name.c_str());
        QCOMPARE(found->second.seconds, line.seconds);
        QCOMPARE(found->second.calls, line.calls);
    }
    QCOMPARE(callGraphArcs(text), arcs);

    // gmonview reads the same, and its doctor takes the run for the
    // program's own (the arcs follow calls, the histogram spans its code).
    const auto ours = profileOf(m_cycles, gmon);
    QVERIFY(ours);
    QCOMPARE(ours->rate, long(profile.rate));
    for (const auto &[name, samples] : profile.samples)
        QCOMPARE(ours->symbol(functionNamed(*ours, name)).samples, double(samples));
    QCOMPARE(
        wrongFindings(m_dir.path(), QStringLiteral("cycles"), {QStringLiteral("synthetic.gmon")}),
        QString());
}

void tst_SyntheticRun::unknownNamesAreRefused()
{
    const QString gmon = m_dir.filePath(QStringLiteral("refused.gmon"));
    QVERIFY(writeSyntheticRun(m_cycles, gmon, {.samples = {{"nowhere", 1}}})
                .contains(QStringLiteral("nowhere")));
    QVERIFY(writeSyntheticRun(m_cycles, gmon, {.arcs = {{"main", "nowhere", 1}}})
                .contains(QStringLiteral("nowhere")));
    // c2 calls c3 but not work: no call site to record the arc from.
    QVERIFY(writeSyntheticRun(m_cycles, gmon, {.arcs = {{"c2", "work", 1}}})
                .contains(QStringLiteral("no direct call")));
}

QTEST_GUILESS_MAIN(tst_SyntheticRun)
#include "tst_syntheticrun.moc"
