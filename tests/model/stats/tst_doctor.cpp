// SPDX-License-Identifier: MIT
// The profile doctor (ProfileDoctor.h, `gmonview doctor`, the report's
// warnings) on real runs: each finding drawn by the case it is about, and
// none of those that make the numbers wrong by a matching pair. The other
// inputs (a run moved as old glibc wrote PIE runs, a run cut short, a run
// without its histogram) are rewritten from real runs here.
#include "app/DoctorCommand.h"
#include "io/CallSites.h"
#include "io/ElfImage.h"
#include "io/GmonFile.h"
#include "model/document/MessageText.h"
#include "model/engine/SymbolTable.h"
#include "model/stats/ProfileDoctor.h"
#include "TestSupport.h"

#include <QDir>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <elf.h>
#include <functional>
#include <map>
#include <set>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace gmonview;
using namespace gmonview::test;

namespace {

std::vector<Finding> findingsOf(const QString &exe, const QStringList &runs)
{
    AnalysisRequest request;
    request.executablePath = exe.toStdString();
    for (const QString &r : runs)
        request.runs.push_back(r.toStdString());
    request.skipRefusedRuns = true; // as the window and `gmonview doctor` read them
    DoctorCollector doctor;
    const auto analysed = analyze(doctor.attach(request));
    if (!analysed) {
        qWarning("%s", analysed.error().message.c_str());
        return {};
    }
    std::vector<Finding> found = doctor.findings(*analysed);
    // The window's doctor reads the runs again once the profile is shown
    // (examineAfterwards): the same findings, in the same order.
    const auto afterwards = examineAfterwards(*analysed, request.runs);
    auto texts = [](const std::vector<Finding> &list) {
        std::vector<std::string> out;
        for (const Finding &f : list)
            out.push_back(std::to_string(int(f.kind)) + ' ' + f.file + ' ' + f.what.text() +
                          ' ' + f.meaning.text() + ' ' + f.fix.text());
        return out;
    };
    if (!afterwards || texts(*afterwards) != texts(found))
        QTest::qFail("the window's doctor finds otherwise than the commands'", __FILE__,
                     __LINE__);
    return found;
}

int countOf(const std::vector<Finding> &findings, FindingKind kind)
{
    return int(std::count_if(findings.begin(), findings.end(),
                             [kind](const Finding &f) { return f.kind == kind; }));
}

QString wrongOnes(const std::vector<Finding> &findings)
{
    QString out;
    for (const Finding &f : findings)
        if (f.numbersWrong())
            out += QString::fromStdString(f.what.text()) + QLatin1Char('\n');
    return out;
}

// A real run rewritten by EDIT (histograms and arcs), in the GNU format.
QByteArray rewritten(const GmonFile &run, const GmonTarget &target,
                     const std::function<void(GmonFile &)> &edit)
{
    GmonFile copy = run;
    edit(copy);
    GmonWriter w(target);
    w.header();
    for (const HistogramRecord &h : copy.histograms)
        w.histogram(h.lowPc, h.highPc, h.rate, h.dimension, h.dimensionAbbrev, h.bins);
    for (const ArcRecord &a : copy.arcs)
        w.arc(a.fromPc, a.selfPc, uint32_t(a.count));
    const auto &b = w.bytes();
    return QByteArray(reinterpret_cast<const char *>(b.data()), qsizetype(b.size()));
}

} // namespace

class tst_Doctor : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void matchingPairsDrawNothingWrong_data();
    void matchingPairsDrawNothingWrong();
    void foreignRunIsNamed();
    void foreignArcsAreFound();
    void headerOnlyRunIsAFindingEverywhere();
    void oneArcOutsideTheCodeIsForeign();
    void movedAddressesAreAShift();
    void runCutShortIsTruncated();
    void cautions();
    void foldedClonesAreNamed();
    void doctorCommandPrintsEveryFinding();
    void doctorChecksCoverage();
    void sharedBinIsNotBuiltWithoutPg();
    void builtWithoutPgSaysItsEvidence();
    void pluralsAreEnglish();
    void hookFoundOnEachTarget_data();
    void hookFoundOnEachTarget();
    void callSitesDecodeAsCapstoneDoes_data();
    void callSitesDecodeAsCapstoneDoes();
    void stoppedExaminationEndsEarly();
    void capstoneIsLoadedOnlyToDecode();
    // Issue 30, point 4: the common causes of an empty or wrong profile.
    void callsWithoutSamplesAreNamed();
    void clangRecordsNoCallsOnTarget_data();
    void clangRecordsNoCallsOnTarget();
    void clangCallsOnS390xAreWrong();
    void threadsSayWhatGprofMeasures();
    void histogramGrainIsNamed();
    void hookCostIsNamed();
    void counterCostIsNamed();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    GmonFile readRun(const QString &exe, const QString &run) const;
    const ElfSymbol *symbolOf(const ElfImage &elf, std::string_view name) const;
    // EXE's run RUN with its histogram's samples all in the functions
    // NAMED (1000 each, in the bin at its middle), written to OUT.
    bool writeSamplesIn(const QString &exe, const QString &run, const QStringList &named,
                        const QString &out) const;

    QTemporaryDir m_dir;
};

void tst_Doctor::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // Two programs whose code overlaps in address: a run of one read with
    // the other is the mistake gprof makes silently.
    const struct
    {
        const char *name, *source, *arg;
        QStringList flags;
    } builds[] = {
        {"recursion", "recursion.c", "20", {"-pg", "-O0", "-g"}},
        {"cycles", "cycles.c", "30", {"-pg", "-O0", "-g"}},
        {"threads", "threads.c", nullptr, {"-pg", "-O0", "-pthread"}},
        {"short", "recursion.c", "2", {"-pg", "-O0"}},
        {"nopie", "recursion.c", "20", {"-pg", "-O0", "-no-pie"}},
    };
    for (const auto &b : builds) {
        const QString exe = path(QString::fromLatin1(b.name));
        QCOMPARE(compileProgram(QString::fromLatin1(b.source), b.flags, exe).exitCode, 0);
        const QStringList args = b.arg ? QStringList{QString::fromLatin1(b.arg)} : QStringList{};
        QCOMPARE(
            profileRun(exe, args, m_dir.path(), QString::fromLatin1(b.name) + ".gmon").exitCode, 0);
    }
    // A program one of whose files (units_filter.c: filter, smooth, step)
    // is built without -pg: its functions have samples and no calls.
    QCOMPARE(runProcess("gcc",
                        {"-O0", "-c", "-o", path("filter.o"),
                         programsDir() + QStringLiteral("/units_filter.c")},
                        m_dir.path())
                 .exitCode,
             0);
    QCOMPARE(runProcess("gcc",
                        {"-pg", "-O0", "-o", path("mixed"),
                         programsDir() + QStringLiteral("/units.c"), path("filter.o")},
                        m_dir.path())
                 .exitCode,
             0);
    QCOMPARE(profileRun(path("mixed"), {"3000"}, m_dir.path(), "mixed.gmon").exitCode, 0);
    // The same linked statically: the hook called directly, and glibc
    // defines it under several names at one address.
    QCOMPARE(runProcess("gcc",
                        {"-pg", "-O0", "-static", "-o", path("mixed-static"),
                         programsDir() + QStringLiteral("/units.c"), path("filter.o")},
                        m_dir.path())
                 .exitCode,
             0);
    QCOMPARE(profileRun(path("mixed-static"), {"300"}, m_dir.path(), "mixed-static.gmon").exitCode,
             0);
    // never, built with -pg and never called, right after work.
    QCOMPARE(compileProgram("uncalled.c", {"-pg", "-O0"}, path("uncalled")).exitCode, 0);
    QCOMPARE(profileRun(path("uncalled"), {"10"}, m_dir.path(), "uncalled.gmon").exitCode, 0);
}

const ElfSymbol *tst_Doctor::symbolOf(const ElfImage &elf, std::string_view name) const
{
    for (const ElfSymbol &s : elf.symbols())
        if (s.name == name && s.type == STT_FUNC)
            return &s;
    return nullptr;
}

bool tst_Doctor::writeSamplesIn(const QString &exe, const QString &run, const QStringList &named,
                                const QString &out) const
{
    auto elf = ElfImage::fromFile(path(exe).toStdString());
    if (!elf)
        return false;
    const GmonFile original = readRun(exe, run);
    if (original.histograms.size() != 1)
        return false;
    const HistogramRecord &h = original.histograms.front();
    const double binBytes = double(h.highPc - h.lowPc) / double(h.bins.size());
    std::vector<uint16_t> bins(h.bins.size(), 0);
    for (const QString &name : named) {
        const ElfSymbol *s = symbolOf(**elf, name.toStdString());
        if (!s)
            return false;
        const auto bin = size_t(double(s->value + s->size / 2 - h.lowPc) / binBytes);
        if (bin >= bins.size())
            return false;
        bins[bin] = 1000;
    }
    return writeFile(path(out), rewritten(original, (*elf)->gmonTarget(),
                                          [&](GmonFile &f) { f.histograms.front().bins = bins; }));
}

GmonFile tst_Doctor::readRun(const QString &exe, const QString &run) const
{
    auto elf = ElfImage::fromFile(path(exe).toStdString());
    if (!elf)
        return {};
    auto read = readGmonFile(path(run).toStdString(), (*elf)->gmonTarget());
    return read ? *read : GmonFile{};
}

void tst_Doctor::matchingPairsDrawNothingWrong_data()
{
    QTest::addColumn<QString>("exe");
    for (const char *name : {"recursion", "cycles", "threads", "short", "nopie", "mixed"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

// (tst_gprofparity, tst_crosstargets and tst_mingw assert the same on every
// program they build, on every target.)
void tst_Doctor::matchingPairsDrawNothingWrong()
{
    QFETCH(QString, exe);
    const auto findings = findingsOf(path(exe), {path(exe + ".gmon")});
    QVERIFY2(wrongOnes(findings).isEmpty(), qPrintable(wrongOnes(findings)));
    const ReportOutput report = runOurs({"-b", exe, exe + ".gmon"}, m_dir.path());
    QCOMPARE(report.exitCode, 0);
    QCOMPARE(QString::fromStdString(report.err), QString());
}

// A run of recursion read with cycles: the histogram covers another range.
// The report's standard output stays gprof's; its standard error names the
// run.
void tst_Doctor::foreignRunIsNamed()
{
    const auto findings = findingsOf(path("cycles"), {path("recursion.gmon")});
    QCOMPARE(countOf(findings, FindingKind::ForeignRun), 1);
    QVERIFY(findings.front().what.text().find("recursion.gmon") != std::string::npos);
    QCOMPARE(QString::fromStdString(findings.front().file), path("recursion.gmon"));

    const QStringList args{"-b", "cycles", "recursion.gmon"};
    const ReportOutput ours = runOurs(args, m_dir.path());
    const ProcessResult theirs = runGprof(args, m_dir.path());
    QCOMPARE(QByteArray::fromStdString(ours.out), theirs.out);
    QVERIFY2(QString::fromStdString(ours.err).contains(
                 QStringLiteral("recursion.gmon was not written by this executable")),
             ours.err.c_str());
    QVERIFY(theirs.err.isEmpty()); // gprof says nothing
}

// Without a histogram only the arcs can tell: in the program that wrote
// them each follows a call (capstone decodes it); in another, few do.
void tst_Doctor::foreignArcsAreFound()
{
    auto elf = ElfImage::fromFile(path("recursion").toStdString());
    QVERIFY(elf.ok());
    const GmonFile run = readRun("recursion", "recursion.gmon");
    QVERIFY(run.arcs.size() >= 5);
    const QByteArray arcsOnly =
        rewritten(run, (*elf)->gmonTarget(), [](GmonFile &f) { f.histograms.clear(); });
    QVERIFY(writeFile(path("arcs-only.gmon"), arcsOnly));
    QVERIFY2(wrongOnes(findingsOf(path("recursion"), {path("arcs-only.gmon")})).isEmpty(),
             "the arcs of its own run");
    const auto findings = findingsOf(path("cycles"), {path("arcs-only.gmon")});
    QCOMPARE(countOf(findings, FindingKind::ForeignRun), 1);
    QVERIFY(findings.front().what.text().find("call instruction") != std::string::npos);
}

// Issue 25, point 6: a run that is only its header (the program died at
// once) is no all-clear: the doctor finds it, and every command that reads
// it says so on standard error, as the report does; the window lists it
// with the warnings (ProfileDocument's warnings take what makes numbers
// wrong). A run of the program's own (matchingPairsDrawNothingWrong) still
// draws nothing.
void tst_Doctor::headerOnlyRunIsAFindingEverywhere()
{
    const QByteArray header = readFile(path("recursion.gmon")).left(20);
    QVERIFY(header.startsWith("gmon"));
    QVERIFY(writeFile(path("header-only.gmon"), header));
    const auto findings = findingsOf(path("recursion"), {path("header-only.gmon")});
    QCOMPARE(countOf(findings, FindingKind::EmptyRun), 1);
    QVERIFY(findings.front().numbersWrong());
    const ProcessResult doctor =
        runProcess(QStringLiteral(GMONVIEW_BINARY), {"doctor", "recursion", "header-only.gmon"},
                   m_dir.path());
    QVERIFY2(!doctor.out.contains("No findings") &&
                 doctor.out.contains("header-only.gmon holds no sample and no call"),
             doctor.out.constData());
    const QList<QStringList> commands = {
        {"report", "-b", "recursion", "header-only.gmon"},
        {"export", "--format", "json", "recursion", "header-only.gmon"},
        {"stats", "recursion", "header-only.gmon", "recursion.gmon"},
        {"diff", "recursion", "recursion.gmon", "--", "recursion", "header-only.gmon"},
    };
    for (const QStringList &args : commands) {
        const ProcessResult r = runProcess(QStringLiteral(GMONVIEW_BINARY), args, m_dir.path());
        QVERIFY2(r.err.contains("warning: header-only.gmon holds no sample and no call"),
                 qPrintable(args.join(' ') + ": " + r.err));
    }
}

// Every arc of the run goes outside this executable's code: foreign, even
// when there is only one (one stray arc among many right ones is not).
void tst_Doctor::oneArcOutsideTheCodeIsForeign()
{
    auto elf = ElfImage::fromFile(path("recursion").toStdString());
    QVERIFY(elf.ok());
    const GmonFile run = readRun("recursion", "recursion.gmon");
    QVERIFY(run.arcs.size() >= 5);
    const QByteArray oneArc = rewritten(run, (*elf)->gmonTarget(), [](GmonFile &f) {
        f.histograms.clear();
        f.arcs.resize(1);
        f.arcs[0].selfPc += 0x1000000;
        f.arcs[0].fromPc += 0x1000000;
    });
    QVERIFY(writeFile(path("one-arc.gmon"), oneArc));
    QCOMPARE(countOf(findingsOf(path("recursion"), {path("one-arc.gmon")}), FindingKind::ForeignRun),
             1);
    const QByteArray oneStray = rewritten(run, (*elf)->gmonTarget(), [](GmonFile &f) {
        f.arcs[0].selfPc += 0x1000000;
    });
    QVERIFY(writeFile(path("one-stray.gmon"), oneStray));
    QVERIFY(wrongOnes(findingsOf(path("recursion"), {path("one-stray.gmon")})).isEmpty());
}

// A run recorded at load addresses, as glibc before 2.27 wrote runs of
// position-independent executables: the same range, moved by whole pages.
void tst_Doctor::movedAddressesAreAShift()
{
    auto elf = ElfImage::fromFile(path("recursion").toStdString());
    QVERIFY(elf.ok());
    const uint64_t bias = 0x555555554000;
    const QByteArray moved =
        rewritten(readRun("recursion", "recursion.gmon"), (*elf)->gmonTarget(), [&](GmonFile &f) {
            for (HistogramRecord &h : f.histograms) {
                h.lowPc += bias;
                h.highPc += bias;
            }
            for (ArcRecord &a : f.arcs) {
                a.fromPc += bias;
                a.selfPc += bias;
            }
        });
    QVERIFY(writeFile(path("moved.gmon"), moved));
    const auto findings = findingsOf(path("recursion"), {path("moved.gmon")});
    QCOMPARE(countOf(findings, FindingKind::AddressShift), 1);
    QCOMPARE(countOf(findings, FindingKind::ForeignRun), 0);
    char hex[32];
    std::snprintf(hex, sizeof hex, "0x%llx", static_cast<unsigned long long>(bias));
    QVERIFY2(findings.front().what.text().find(hex) != std::string::npos,
             findings.front().what.text().c_str());
    // Issue 30: recursion is a real position-independent build (gcc's
    // default here), and the fix names the linker flag that avoids the
    // shift, and the glibc that records link-time addresses (static-pie too).
    QCOMPARE((*elf)->fileType(), uint16_t(ET_DYN));
    const Finding &f = findings.front();
    QVERIFY2(f.what.text().find(path("moved.gmon").toStdString()) != std::string::npos,
             f.what.text().c_str());
    QVERIFY2(f.fix.text().find("-no-pie") != std::string::npos, f.fix.text().c_str());
    QVERIFY2(f.fix.text().find("glibc 2.27") != std::string::npos, f.fix.text().c_str());
    QVERIFY2(f.fix.text().find("-static-pie") != std::string::npos, f.fix.text().c_str());
    // The non-PIE build's own run is read at its own addresses.
    QCOMPARE(countOf(findingsOf(path("nopie"), {path("nopie.gmon")}), FindingKind::AddressShift),
             0);
}

// A BSD run whose last arc was never finished: gprof ignores the bytes;
// the report says the run ended early.
void tst_Doctor::runCutShortIsTruncated()
{
    auto elf = ElfImage::fromFile(path("recursion").toStdString());
    QVERIFY(elf.ok());
    const GmonFile run = readRun("recursion", "recursion.gmon");
    QCOMPARE(run.histograms.size(), size_t(1));
    const HistogramRecord &h = run.histograms.front();
    GmonWriter w((*elf)->gmonTarget());
    w.bsdHeader(h.lowPc, h.highPc, uint32_t(h.bins.size()), true, h.rate);
    w.bsdBins(h.bins);
    for (const ArcRecord &a : run.arcs)
        w.bsdArc(a.fromPc, a.selfPc, a.count);
    QByteArray bytes(reinterpret_cast<const char *>(w.bytes().data()), qsizetype(w.bytes().size()));
    QVERIFY(writeFile(path("whole.bsd"), bytes));
    QVERIFY(writeFile(path("cut.bsd"), bytes + bytes.right(24).left(7)));
    QCOMPARE(countOf(findingsOf(path("recursion"), {path("whole.bsd")}), FindingKind::TruncatedRun),
             0);
    const auto findings = findingsOf(path("recursion"), {path("cut.bsd")});
    QCOMPARE(countOf(findings, FindingKind::TruncatedRun), 1);
    const ReportOutput ours = runOurs({"-b", "recursion", "cut.bsd"}, m_dir.path());
    const ProcessResult theirs = runGprof({"-b", "recursion", "cut.bsd"}, m_dir.path());
    QCOMPARE(QByteArray::fromStdString(ours.out), theirs.out);
    QVERIFY2(QString::fromStdString(ours.err).contains(QStringLiteral("cut.bsd ends early")),
             ours.err.c_str());
}

// The cautions, each on the program that has it and not on the others.
void tst_Doctor::cautions()
{
    const auto threads = findingsOf(path("threads"), {path("threads.gmon")});
    QCOMPARE(countOf(threads, FindingKind::Threads), 1);
    QCOMPARE(countOf(findingsOf(path("recursion"), {path("recursion.gmon")}), FindingKind::Threads),
             0);

    const auto mixed = findingsOf(path("mixed"), {path("mixed.gmon")});
    QCOMPARE(countOf(mixed, FindingKind::NoCallCounts), 1);
    for (const Finding &f : mixed)
        if (f.kind == FindingKind::NoCallCounts)
            QVERIFY2(f.what.text().find("smooth") != std::string::npos, f.what.text().c_str());
    QCOMPARE(
        countOf(findingsOf(path("recursion"), {path("recursion.gmon")}), FindingKind::NoCallCounts),
        0);

    // Few samples: the busiest function's count against kEnoughSamples (±5 %).
    for (const char *exe : {"short", "recursion", "mixed"}) {
        AnalysisRequest request;
        request.executablePath = path(QString::fromLatin1(exe)).toStdString();
        request.runs = {path(QString::fromLatin1(exe) + ".gmon").toStdString()};
        DoctorCollector doctor;
        const auto analysed = analyze(doctor.attach(request));
        QVERIFY(analysed.ok());
        double top = 0;
        for (const ProfileSymbol &s : analysed->profile->symbols)
            top = std::max(top, s.samples);
        // (A run without a sample at all, as short's can be, is told by
        // CallsWithoutSamples instead.)
        const bool sampled = analysed->profile->binSamples > 0;
        QCOMPARE(countOf(doctor.findings(*analysed), FindingKind::FewSamples),
                 sampled && top < kEnoughSamples ? 1 : 0);
        QCOMPARE(countOf(doctor.findings(*analysed), FindingKind::CallsWithoutSamples),
                 sampled ? 0 : 1);
    }
}

// clones.c at -O2: gprof has no symbol for body.part.0 and by_value.isra.0
// (nor scaled.constprop.0, read past its NUL into by_value.isra.0), so
// their calls and samples go to the symbol before them, not a function
// they were split from; the doctor names each piece and where it went.
// guarded.cold lands on complain, which counts nothing, so it is left out.
// At -O0 there are no such pieces.
void tst_Doctor::foldedClonesAreNamed()
{
    const QString exe = path("clones");
    QCOMPARE(compileProgram("clones.c", {"-pg", "-O2"}, exe).exitCode, 0);
    QCOMPARE(profileRun(exe, {"3000"}, m_dir.path(), "clones.gmon").exitCode, 0);
    auto loaded = Executable::load(exe.toStdString());
    QVERIFY(loaded.ok());
    const SymbolTable &table = *(*loaded)->symbols;
    auto holderOf = [&](const char *clone) -> QString {
        for (const ElfSymbol &s : (*loaded)->elf->symbols())
            if (s.name == clone) {
                const int at = table.lookup(s.value);
                if (at < 0 || table.symbols[size_t(at)].address == s.value)
                    return {};
                return QString::fromStdString(table.symbols[size_t(at)].displayName);
            }
        return {};
    };
    const auto findings = findingsOf(exe, {path("clones.gmon")});
    QCOMPARE(countOf(findings, FindingKind::FoldedClones), 1);
    for (const Finding &f : findings) {
        if (f.kind != FindingKind::FoldedClones)
            continue;
        const QString what = QString::fromStdString(f.what.text());
        for (const char *clone : {"body.part.0", "by_value.isra.0"}) {
            const QString holder = holderOf(clone);
            QVERIFY2(!holder.isEmpty() &&
                         !holder.startsWith(QString::fromLatin1(clone).section('.', 0, 0)),
                     clone);
            QVERIFY2(
                what.contains(QStringLiteral("%1 → %2").arg(QString::fromLatin1(clone), holder)),
                qPrintable(what));
        }
        QVERIFY2(!what.contains(QStringLiteral("guarded.cold")), qPrintable(what));
        QVERIFY(!f.numbersWrong());
    }
    QCOMPARE(
        countOf(findingsOf(path("recursion"), {path("recursion.gmon")}), FindingKind::FoldedClones),
        0);

    // The window gives the pieces symbols of their own, and the doctor
    // still tells where gprof (and the report) counts them.
    AnalysisRequest request;
    request.executablePath = exe.toStdString();
    request.runs = {path("clones.gmon").toStdString()};
    request.program.creditClonePieces = true;
    DoctorCollector doctor;
    const auto analysed = analyze(doctor.attach(request));
    QVERIFY(analysed.ok());
    QString inWindow;
    for (const Finding &f : doctor.findings(*analysed))
        if (f.kind == FindingKind::FoldedClones)
            inWindow = QString::fromStdString(f.what.text());
    QVERIFY2(inWindow.contains(QStringLiteral("body.part.0 → %1").arg(holderOf("body.part.0"))),
             qPrintable(inWindow));
}

// `gmonview doctor`: every finding, a paragraph each (what, what it means,
// the fix), exit 0; "No findings" when there are none; 2 on bad input.
void tst_Doctor::doctorCommandPrintsEveryFinding()
{
    const QString previous = QDir::currentPath();
    QDir::setCurrent(m_dir.path());
    const ReportOutput foreign = runDoctor({"cycles", "recursion.gmon", "threads.gmon"});
    const ReportOutput none = runDoctor({"--help"});
    const ReportOutput missing = runDoctor({"no-such-program"});
    const std::vector<Finding> expected = findingsOf("cycles", {"recursion.gmon", "threads.gmon"});
    QDir::setCurrent(previous);
    QCOMPARE(foreign.exitCode, 0);
    const QString text = QString::fromStdString(foreign.out);
    QVERIFY(!expected.empty());
    // threads.gmon is refused (another program's histogram range): a
    // paragraph says so, and the doctor's finding why.
    const QStringList paragraphs = text.split(QStringLiteral("\n\n"), Qt::SkipEmptyParts);
    QCOMPARE(paragraphs.size(), int(expected.size()) + 1);
    QVERIFY(text.contains(QStringLiteral("threads.gmon")));
    for (const Finding &f : expected) {
        const QString what = QString::fromStdString(f.what.text()).simplified();
        QVERIFY2(text.simplified().contains(what), qPrintable(what));
        QVERIFY(text.simplified().contains(QStringLiteral("Fix: ") +
                                           QString::fromStdString(f.fix.text()).simplified()));
    }
    QCOMPARE(none.exitCode, 0);
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(QString::fromStdString(missing.err).contains(QStringLiteral("no-such-program")));
}

// doctor --coverage-dir: on coverage.c built -pg --coverage and run once,
// the doctor says the samples are of the coverage build and finds no
// counts of other runs; after one more run elsewhere (the .gcda holds both,
// gmon.out one) it names work with mcount's calls and gcov's entries.
void tst_Doctor::doctorChecksCoverage()
{
    QTemporaryDir dir;
    const QString exe = dir.filePath(QStringLiteral("cov"));
    QCOMPARE(compileProgram(QStringLiteral("coverage.c"), {"-pg", "--coverage", "-O2", "-g"}, exe)
                 .exitCode,
             0);
    QCOMPARE(profileRun(exe, {"5", "1000"}, dir.path(), QStringLiteral("gmon.out")).exitCode, 0);
    const std::vector<std::string> args{"--coverage-dir", dir.path().toStdString(),
                                        exe.toStdString(),
                                        dir.filePath(QStringLiteral("gmon.out")).toStdString()};
    const ReportOutput clean = runDoctor(args);
    QCOMPARE(clean.exitCode, 0);
    const QString cleanText = QString::fromStdString(clean.out).simplified();
    QVERIFY2(cleanText.contains(QStringLiteral("taken on the coverage build")),
             qPrintable(cleanText));
    QVERIFY(!cleanText.contains(QStringLiteral("not of the runs summed")));
    QTemporaryDir elsewhere;
    QCOMPARE(profileRun(exe, {"2", "10"}, elsewhere.path(), QStringLiteral("gmon.out")).exitCode,
             0);
    const ReportOutput other = runDoctor(args);
    const QString otherText = QString::fromStdString(other.out).simplified();
    QVERIFY2(otherText.contains(QStringLiteral("not of the runs summed")), qPrintable(otherText));
    QVERIFY(otherText.contains(QStringLiteral("work (5 / 7)")));
    // Without the option, nothing about coverage.
    const ReportOutput plain =
        runDoctor({exe.toStdString(), dir.filePath(QStringLiteral("gmon.out")).toStdString()});
    QVERIFY(!QString::fromStdString(plain.out).contains(QStringLiteral("coverage build")));
}

// never is built with -pg and never called; its samples come from a
// histogram bin shared with work before it (bins of 14 bytes and more, as
// gprof's are for large programs). Its code calls mcount: it is not named
// as built without -pg.
void tst_Doctor::sharedBinIsNotBuiltWithoutPg()
{
    auto elf = ElfImage::fromFile(path("uncalled").toStdString());
    QVERIFY(elf.ok());
    const ElfSymbol *work = symbolOf(**elf, "work");
    const ElfSymbol *never = symbolOf(**elf, "never");
    QVERIFY(work && never);
    QCOMPARE(never->value, work->value + work->size); // laid out one after the other
    const GmonFile run = readRun("uncalled", "uncalled.gmon");
    QCOMPARE(run.histograms.size(), size_t(1));
    const HistogramRecord &h = run.histograms.front();
    // Coarser bins, as many as give one bin across work's end and never's
    // start (gprof's scale: the range in 2-byte units over the bins).
    std::vector<uint16_t> bins;
    for (uint64_t units = 7; units < 64 && bins.empty(); ++units) {
        const uint64_t count = (h.highPc - h.lowPc) / 2 / units;
        const double binBytes = 2.0 * double((h.highPc - h.lowPc) / 2) / double(count);
        const double at = double(never->value - h.lowPc) / binBytes;
        const double inside = at - std::floor(at);
        if (inside > 0.25 && inside < 0.75) {
            bins.assign(count, 0);
            bins[size_t(at)] = 1000;
        }
    }
    QVERIFY(!bins.empty());
    QVERIFY(writeFile(path("shared.gmon"),
                      rewritten(run, (*elf)->gmonTarget(), [&](GmonFile &f) {
                          f.histograms.front().bins = bins;
                      })));
    AnalysisRequest request;
    request.executablePath = path("uncalled").toStdString();
    request.runs = {path("shared.gmon").toStdString()};
    DoctorCollector doctor;
    const auto analysed = analyze(doctor.attach(request));
    QVERIFY(analysed.ok());
    const ProfileResult &profile = *analysed->profile;
    const int n = functionNamed(profile, "never");
    QVERIFY(n >= 0);
    QVERIFY(profile.symbols[size_t(n)].samples >= 1); // a share of the bin, and no calls
    QCOMPARE(profile.symbols[size_t(n)].calls, uint64_t(0));
    const auto findings = doctor.findings(*analysed);
    QCOMPARE(countOf(findings, FindingKind::NoCallCounts), 0);
}

// filter.o, compiled without -pg and linked into a -pg program: its
// functions with samples are named, with the evidence (no call to the
// profiling hook in their code); the -pg ones with samples are not.
void tst_Doctor::builtWithoutPgSaysItsEvidence()
{
    QVERIFY(writeSamplesIn("mixed", "mixed.gmon", {"smooth", "filter", "main"}, "two.gmon"));
    const auto findings = findingsOf(path("mixed"), {path("two.gmon")});
    QCOMPARE(countOf(findings, FindingKind::NoCallCounts), 1);
    auto elf = ElfImage::fromFile(path("mixed").toStdString());
    QVERIFY(elf.ok());
    const auto hook = ProfilingHook::forImage(**elf);
    QVERIFY(hook);
    QCOMPARE(QString::fromStdString(hook->name()), QStringLiteral("mcount")); // glibc's on x86-64
    for (const Finding &f : findings) {
        if (f.kind != FindingKind::NoCallCounts)
            continue;
        const QString what = QString::fromStdString(f.what.text());
        QVERIFY2(what.contains(QStringLiteral("no call to mcount in the code")), qPrintable(what));
        QVERIFY2(what.endsWith(QStringLiteral(": filter, smooth")) ||
                     what.endsWith(QStringLiteral(": smooth, filter")),
                 qPrintable(what));
    }
    // Linked statically, the code calls the hook directly; it is named as
    // the code calls it (mcount), not by another of glibc's names for it
    // (__fentry__, at the same address).
    QVERIFY(writeSamplesIn("mixed-static", "mixed-static.gmon", {"smooth", "filter", "main"},
                           "static.gmon"));
    const auto linked = findingsOf(path("mixed-static"), {path("static.gmon")});
    QCOMPARE(countOf(linked, FindingKind::NoCallCounts), 1);
    for (const Finding &f : linked)
        if (f.kind == FindingKind::NoCallCounts)
            QVERIFY2(f.what.text().find("2 functions with samples built without -pg (no call to "
                                        "mcount in the code)") != std::string::npos,
                     f.what.text().c_str());
    // Each function's code as the hook tells it: main was built with -pg,
    // filter and smooth without.
    for (const char *name : {"main", "filter", "smooth"}) {
        const ElfSymbol *s = symbolOf(**elf, name);
        QVERIFY2(s, name);
        const bool pg = std::string_view(name) == "main";
        QVERIFY2(hook->calledIn(s->value, s->value + s->size) == pg, name);
    }
}

// "1 function", "2 functions": in the command's English and in the window's
// (tr with %n, without an English translation file).
void tst_Doctor::pluralsAreEnglish()
{
    QVERIFY(writeSamplesIn("mixed", "mixed.gmon", {"smooth", "main"}, "one.gmon"));
    QVERIFY(writeSamplesIn("mixed", "mixed.gmon", {"smooth", "filter", "main"}, "two.gmon"));
    for (const char *run : {"one.gmon", "two.gmon"}) {
        const bool one = std::string_view(run) == "one.gmon";
        const QString expected = one ? QStringLiteral("1 function with samples built")
                                     : QStringLiteral("2 functions with samples built");
        int seen = 0;
        for (const Finding &f : findingsOf(path("mixed"), {path(QString::fromLatin1(run))})) {
            if (f.kind != FindingKind::NoCallCounts)
                continue;
            ++seen;
            QVERIFY2(QString::fromStdString(f.what.text()).startsWith(expected),
                     f.what.text().c_str());
            QVERIFY2(displayText(f.what).startsWith(expected), qPrintable(displayText(f.what)));
        }
        QCOMPARE(seen, 1);
        const QString previous = QDir::currentPath();
        QDir::setCurrent(m_dir.path());
        const ReportOutput printed = runDoctor({"mixed", run});
        QDir::setCurrent(previous);
        QVERIFY2(QString::fromStdString(printed.out).simplified().contains(expected),
                 printed.out.c_str());
    }
    // The count and "(s)" alone, as every counted message says them.
    QCOMPARE(Message::englishCount("%n run(s) of %n", 1), std::string("1 run of 1"));
    QCOMPARE(Message::englishCount("%n run(s)", 0), std::string("0 runs"));
}

void tst_Doctor::hookFoundOnEachTarget_data()
{
    QTest::addColumn<QString>("compiler");
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<QString>("hook");
    // Through the GOT (x86-64, i386 from %ebx), a PLT stub (AArch64), or
    // directly (static, MinGW-w64).
    QTest::newRow("x86-64") << "gcc" << QStringList{} << "mcount";
    QTest::newRow("x86-64 -no-pie") << "gcc" << QStringList{"-no-pie"} << "mcount";
    QTest::newRow("x86-64 -static") << "gcc" << QStringList{"-static"} << "mcount";
    QTest::newRow("i386") << "gcc" << QStringList{"-m32"} << "mcount";
    QTest::newRow("i386 -pie") << "gcc" << QStringList{"-m32", "-fPIE", "-pie"} << "mcount";
    QTest::newRow("aarch64") << "aarch64-linux-gnu-gcc" << QStringList{} << "_mcount";
    QTest::newRow("mingw-w64") << "x86_64-w64-mingw32-gcc" << QStringList{} << "_mcount";
}

// units_filter.c compiled without -pg, linked into units.c's -pg program,
// for each target whose code capstone decodes: the hook is called in main's
// code, not in smooth's or filter's (the code alone, nothing run).
void tst_Doctor::hookFoundOnEachTarget()
{
    QFETCH(QString, compiler);
    QFETCH(QStringList, flags);
    QFETCH(QString, hook);
    const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'_');
    const QString object = path(tag + QStringLiteral(".o"));
    const QString exe = path(QStringLiteral("hook-") + tag);
    const ProcessResult c =
        runProcess(compiler,
                   flags + QStringList{"-O0", "-c", "-o", object,
                                       programsDir() + QStringLiteral("/units_filter.c")},
                   m_dir.path());
    QVERIFY2(c.exitCode == 0, c.err.constData());
    const ProcessResult l = runProcess(
        compiler,
        flags + QStringList{"-pg", "-O0", "-o", exe, programsDir() + QStringLiteral("/units.c"),
                            object},
        m_dir.path());
    QVERIFY2(l.exitCode == 0, l.err.constData());
    auto elf = ElfImage::fromFile(exe.toStdString());
    if (!elf.ok())
        elf = ElfImage::fromFile((exe + QStringLiteral(".exe")).toStdString()); // MinGW's name
    QVERIFY(elf.ok());
    const auto found = ProfilingHook::forImage(**elf);
    QVERIFY(found);
    QCOMPARE(QString::fromStdString(found->name()), hook);
    auto named = [&](std::string_view name) -> const ElfSymbol * {
        for (const ElfSymbol &s : (*elf)->symbols())
            if (s.name == name && s.size)
                return &s;
        // PE symbols carry no size: up to the next symbol.
        for (const ElfSymbol &s : (*elf)->symbols())
            if (s.name == name)
                return &s;
        return nullptr;
    };
    auto end = [&](const ElfSymbol &s) {
        if (s.size)
            return s.value + s.size;
        uint64_t next = UINT64_MAX;
        for (const ElfSymbol &o : (*elf)->symbols())
            if (o.value > s.value && o.sectionIndex == s.sectionIndex)
                next = std::min(next, o.value);
        return next;
    };
    for (const char *name : {"main", "smooth", "filter"}) {
        const ElfSymbol *s = named(name);
        QVERIFY2(s, name);
        QCOMPARE(found->calledIn(s->value, end(*s)), std::string_view(name) == "main");
    }
}

void tst_Doctor::callSitesDecodeAsCapstoneDoes_data()
{
    QTest::addColumn<QString>("compiler");
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<int>("fewestCalls");
    // Linked statically: the C library's code too, hand-written assembly
    // and all, beside gcc's -O2 code (MinGW-w64's C library is a DLL).
    QTest::newRow("x86-64") << "gcc" << QStringList{"-static"} << 1000;
    QTest::newRow("i386") << "gcc" << QStringList{"-m32", "-static"} << 1000;
    QTest::newRow("aarch64") << "aarch64-linux-gnu-gcc" << QStringList{"-static"} << 1000;
    QTest::newRow("mingw-w64") << "x86_64-w64-mingw32-gcc" << QStringList{} << 300;
}

// The decoder reads the common calls from the bytes and asks capstone
// about the rest (CallSites.h): at every address of real programs' code,
// the answer is capstone's alone, whether a call ends there and where a
// direct one goes.
void tst_Doctor::callSitesDecodeAsCapstoneDoes()
{
    QFETCH(QString, compiler);
    QFETCH(QStringList, flags);
    QFETCH(int, fewestCalls);
    const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'_');
    const QString exe = path(QStringLiteral("decode-") + tag);
    const ProcessResult built = runProcess(
        compiler,
        flags + QStringList{"-pg", "-O2", "-o", exe, programsDir() + QStringLiteral("/units.c"),
                            programsDir() + QStringLiteral("/units_filter.c")},
        m_dir.path());
    QVERIFY2(built.exitCode == 0, built.err.constData());
    auto elf = ElfImage::fromFile(exe.toStdString());
    if (!elf.ok())
        elf = ElfImage::fromFile((exe + QStringLiteral(".exe")).toStdString()); // MinGW's name
    QVERIFY(elf.ok());
    const auto fast = CallSiteDecoder::forImage(**elf);
    const auto capstone =
        CallSiteDecoder::forImage(**elf, CallSiteDecoder::Decoding::CapstoneOnly);
    QVERIFY(fast && capstone);
    size_t addresses = 0, calls = 0, direct = 0;
    for (const ElfSection &section : (*elf)->sections()) {
        if (!section.isExecutable())
            continue;
        // Each address a call could end at, and one past either end.
        for (uint64_t a = section.address; a <= section.address + section.size + 1; ++a) {
            const auto ours = fast->callEndingAt(a);
            const auto theirs = capstone->callEndingAt(a);
            ++addresses;
            if (ours.has_value() != theirs.has_value() ||
                (ours && ours->target != theirs->target))
                QFAIL(qPrintable(QStringLiteral("at %1: %2, capstone %3")
                                     .arg(QString::number(a, 16))
                                     .arg(ours ? (ours->target ? QString::number(*ours->target, 16)
                                                               : QStringLiteral("indirect"))
                                               : QStringLiteral("no call"))
                                     .arg(theirs ? (theirs->target
                                                        ? QString::number(*theirs->target, 16)
                                                        : QStringLiteral("indirect"))
                                                 : QStringLiteral("no call"))));
            calls += ours.has_value();
            direct += ours && ours->target;
        }
    }
    qInfo("%s: %zu addresses, %zu calls (%zu direct)", QTest::currentDataTag(), addresses, calls,
          direct);
    // Calls enough to mean something, the direct ones most.
    QVERIFY2(calls > size_t(fewestCalls) && direct * 2 > calls, QTest::currentDataTag());

    // A slot of a gmon arc's caller (32 bytes, 16 on 32-bit targets) holds a
    // call the doctor takes where capstone, asked at each address in turn,
    // finds one: for a call to a function's entry or an indirect one, and
    // for a direct call alone, from every address.
    std::set<uint64_t> entries;
    for (const ElfSymbol &sym : (*elf)->symbols())
        if (sym.type == STT_FUNC && sym.sectionIndex != SHN_UNDEF)
            entries.insert(sym.value);
    const uint64_t slot = 4 * (*elf)->addressSize();
    const std::function<bool(const CallSiteDecoder::Call &)> accepts[] = {
        [&](const CallSiteDecoder::Call &c) { return !c.target || entries.count(*c.target); },
        [](const CallSiteDecoder::Call &c) { return c.target.has_value(); }};
    size_t slotsWithCalls = 0;
    for (const ElfSection &section : (*elf)->sections()) {
        if (!section.isExecutable())
            continue;
        for (uint64_t a = section.address; a <= section.address + section.size + 1; ++a)
            for (const auto &accept : accepts) {
                bool expected = false;
                for (uint64_t k = 0; k < slot && !expected; ++k)
                    if (const auto call = capstone->callEndingAt(a + k))
                        expected = accept(*call);
                if (fast->anyCallEndingIn(a, slot, accept) != expected)
                    QFAIL(qPrintable(QStringLiteral("slot at %1: %2 where capstone says %3")
                                         .arg(QString::number(a, 16))
                                         .arg(!expected)
                                         .arg(expected)));
                slotsWithCalls += expected;
            }
    }
    QVERIFY(slotsWithCalls > calls); // most addresses have a call within a slot
}

// The window's doctor, stopped (the profile changed or the window closed),
// returns nothing at whichever check it stops; asked to go on, all of it.
void tst_Doctor::stoppedExaminationEndsEarly()
{
    AnalysisRequest request;
    request.executablePath = path("cycles").toStdString();
    request.runs = {path("recursion.gmon").toStdString(), path("cycles.gmon").toStdString()};
    request.skipRefusedRuns = true;
    const auto analysed = analyze(request);
    QVERIFY(analysed.ok());
    const auto whole = examineAfterwards(*analysed, request.runs, [] { return false; });
    QVERIFY(whole && countOf(*whole, FindingKind::ForeignRun) == 1);
    int asks = 0;
    (void)examineAfterwards(*analysed, request.runs, [&asks] { return ++asks, false; });
    QVERIFY(asks >= 3); // before each run, and before the profile
    for (int stopAt = 1; stopAt <= asks; ++stopAt) {
        int asked = 0;
        const auto stopped =
            examineAfterwards(*analysed, request.runs, [&] { return ++asked >= stopAt; });
        QVERIFY2(!stopped, qPrintable(QStringLiteral("stopped at ask %1").arg(stopAt)));
    }
}


// capstone is not linked: loading it cost 6 ms of every start (Capstone.h).
// A command that decodes nothing never loads it; the doctor, which decodes
// call sites, loads it with dlopen (the decoding itself is checked against
// capstone's by callSitesDecodeAsCapstoneDoes, through the same loading).
void tst_Doctor::capstoneIsLoadedOnlyToDecode()
{
    const QStringList trace{QStringLiteral("LD_DEBUG=files")};
    const ProcessResult version =
        runProcess(QStringLiteral(GMONVIEW_BINARY), {"--version"}, m_dir.path(), trace);
    QCOMPARE(version.exitCode, 0);
    QVERIFY2(version.err.contains("file=libc.so"), version.err.constData()); // the trace works
    QVERIFY2(!version.err.contains("capstone"), version.err.constData());

    const QStringList args{"doctor", "recursion", "recursion.gmon"};
    const ProcessResult traced =
        runProcess(QStringLiteral(GMONVIEW_BINARY), args, m_dir.path(), trace);
    const ProcessResult plain = runProcess(QStringLiteral(GMONVIEW_BINARY), args, m_dir.path());
    QCOMPARE(traced.exitCode, plain.exitCode);
    QVERIFY2(traced.err.contains("file=" GMONVIEW_CAPSTONE_LIBRARY " [0];  dynamically loaded"),
             traced.err.right(3000).constData());
    QCOMPARE(traced.out, plain.out);
}

namespace {

const Finding *firstOf(const std::vector<Finding> &findings, FindingKind kind)
{
    for (const Finding &f : findings)
        if (f.kind == kind)
            return &f;
    return nullptr;
}

bool has(const Message &m, const std::string &text)
{
    return m.text().find(text) != std::string::npos;
}

uint64_t callsIn(const GmonFile &run)
{
    uint64_t calls = 0;
    for (const ArcRecord &a : run.arcs)
        calls += a.count;
    return calls;
}

} // namespace

// Calls and no sample, on two real runs of nosamples.c: one that ends
// before the profiling clock's first tick, and one that works for many
// ticks with SIGPROF blocked by sigprocmask. Neither is an empty run.
void tst_Doctor::callsWithoutSamplesAreNamed()
{
    const struct
    {
        const char *name;
        QStringList flags, args;
        bool masks; // whether its meaning names sigprocmask
    } cases[] = {
        {"brief", {"-pg", "-O0"}, {}, false},
        {"blocked", {"-pg", "-O0", "-DBLOCK_SIGPROF"}, {"3000"}, true},
    };
    for (const auto &c : cases) {
        const QString name = QString::fromLatin1(c.name);
        QCOMPARE(compileProgram("nosamples.c", c.flags, path(name)).exitCode, 0);
        const ProcessResult r = profileRun(path(name), c.args, m_dir.path(), name + ".gmon");
        QCOMPARE(r.exitCode, 0);
        const GmonFile run = readRun(name, name + ".gmon");
        QCOMPARE(run.histograms.size(), size_t(1));
        const uint32_t rate = run.histograms.front().rate;
        QVERIFY(rate > 0);
        // The CPU time the program says it used, against one tick.
        const double cpuMicros = r.out.trimmed().toDouble();
        const double tickMicros = 1e6 / rate;
        if (c.masks)
            QVERIFY2(cpuMicros > 5 * tickMicros, r.out.constData());
        else
            QVERIFY2(cpuMicros < tickMicros, r.out.constData());
        const uint64_t calls = callsIn(run);
        QVERIFY(calls > 0);

        const auto findings = findingsOf(path(name), {path(name + ".gmon")});
        QCOMPARE(countOf(findings, FindingKind::CallsWithoutSamples), 1);
        QCOMPARE(countOf(findings, FindingKind::EmptyRun), 0);
        QCOMPARE(countOf(findings, FindingKind::FewSamples), 0);
        const Finding &f = *firstOf(findings, FindingKind::CallsWithoutSamples);
        QCOMPARE(QString::fromStdString(f.file), path(name + ".gmon"));
        QVERIFY2(has(f.what, path(name + ".gmon").toStdString()), f.what.text().c_str());
        QVERIFY2(has(f.what, std::to_string(calls) + " calls and no sample"),
                 f.what.text().c_str());
        QVERIFY2(has(f.meaning, "ITIMER_PROF"), f.meaning.text().c_str());
        QVERIFY2(has(f.meaning, "one sample per " + std::to_string(1000 / rate) + " ms"),
                 f.meaning.text().c_str());
        QCOMPARE(has(f.meaning, "calls sigprocmask"), c.masks);
        QVERIFY2(has(f.fix, "Leave SIGPROF out of the masks"), f.fix.text().c_str());
        QVERIFY(!f.numbersWrong());
    }
    // A run with samples has no such finding.
    QCOMPARE(countOf(findingsOf(path("recursion"), {path("recursion.gmon")}),
                     FindingKind::CallsWithoutSamples),
             0);
}

void tst_Doctor::clangRecordsNoCallsOnTarget_data()
{
    QTest::addColumn<QString>("compiler");
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<QString>("triplet");
    QTest::addColumn<QString>("qemu");
    QTest::addColumn<QString>("target"); // as the finding names it; empty: calls are recorded
    QTest::newRow("clang aarch64") << "clang" << QStringList{"--target=aarch64-linux-gnu"}
                                   << "aarch64-linux-gnu" << "aarch64" << "AArch64";
    QTest::newRow("clang riscv64") << "clang" << QStringList{"--target=riscv64-linux-gnu"}
                                   << "riscv64-linux-gnu" << "riscv64" << "RISC-V";
    // The same target built by GCC records calls; and clang on x86-64 does.
    QTest::newRow("gcc aarch64") << "aarch64-linux-gnu-gcc" << QStringList{}
                                 << "aarch64-linux-gnu" << "aarch64" << "";
    QTest::newRow("clang x86-64") << "clang" << QStringList{} << "" << "" << "";
    // ARM: clang's default -pg calls mcount, which glibc for ARM lacks (it
    // does not link); with -meabi gnu it calls __gnu_mcount_nc, which counts.
    QTest::newRow("clang arm -meabi gnu")
        << "clang" << QStringList{"--target=arm-linux-gnueabihf", "-meabi", "gnu"}
        << "arm-linux-gnueabihf" << "arm" << "";
}

// recursion.c built with -pg by clang for a target whose C library's
// _mcount clang's calls do not feed, and run under qemu-user: samples and
// no arc, and the doctor names clang and the target.
void tst_Doctor::clangRecordsNoCallsOnTarget()
{
    QFETCH(QString, compiler);
    QFETCH(QStringList, flags);
    QFETCH(QString, triplet);
    QFETCH(QString, qemu);
    QFETCH(QString, target);
    const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'_');
    const QString exe = path(QStringLiteral("pg-") + tag);
    const ProcessResult c =
        compileProgram("recursion.c", flags + QStringList{"-pg", "-O0"}, exe, compiler);
    QVERIFY2(c.exitCode == 0, c.err.constData());
    QFile::remove(path("gmon.out"));
    const ProcessResult r =
        qemu.isEmpty() ? runProcess(exe, {"20"}, m_dir.path())
                       : runProcess(QStringLiteral("qemu-%1-static").arg(qemu), {exe, "20"},
                                    m_dir.path(), {QStringLiteral("QEMU_LD_PREFIX=/usr/") + triplet});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString gmon = tag + QStringLiteral(".gmon");
    QFile::remove(path(gmon));
    QVERIFY(QFile::rename(path("gmon.out"), path(gmon)));
    const GmonFile run = readRun(QStringLiteral("pg-") + tag, gmon);
    QVERIFY(!run.histograms.empty());
    const bool sampled = std::any_of(run.histograms.front().bins.begin(),
                                     run.histograms.front().bins.end(),
                                     [](uint16_t b) { return b != 0; });
    QVERIFY2(sampled, "the run has no sample to tell the finding by");
    const auto findings = findingsOf(exe, {path(gmon)});
    if (target.isEmpty()) {
        QVERIFY(!run.arcs.empty());
        // Not blamed for missing calls. (A sample that lands in startup
        // code built without -pg, as _start, can still be named as such
        // under load: that finding is right, and not this one.)
        for (const Finding &f : findings)
            QVERIFY2(f.kind != FindingKind::NoCallCounts ||
                         (f.what.text().find("clang") == std::string::npos &&
                          f.what.text().find("no call counts at all") == std::string::npos),
                     f.what.text().c_str());
        return;
    }
    QVERIFY(run.arcs.empty()); // what the finding is about, seen in the run
    QCOMPARE(countOf(findings, FindingKind::NoCallCounts), 1);
    const Finding &f = *firstOf(findings, FindingKind::NoCallCounts);
    QVERIFY2(has(f.what, "built by clang for " + target.toStdString()), f.what.text().c_str());
    QVERIFY2(has(f.what, exe.toStdString()), f.what.text().c_str());
    QVERIFY2(has(f.meaning, "_mcount"), f.meaning.text().c_str());
    QVERIFY2(has(f.fix, triplet.toStdString() + "-gcc -pg"), f.fix.text().c_str());
}

// recursion.c built with -pg for s390x by clang and by GCC, each run the
// same way under qemu-user: clang's run holds calls, but not the program's
// (GCC's run is the oracle), and the doctor says so of clang's alone.
void tst_Doctor::clangCallsOnS390xAreWrong()
{
    const QString env = QStringLiteral("QEMU_LD_PREFIX=/usr/s390x-linux-gnu");
    std::map<QString, std::shared_ptr<const ProfileResult>> profiles;
    std::map<QString, std::vector<Finding>> found;
    for (const QString &compiler : {QStringLiteral("clang"), QStringLiteral("s390x-linux-gnu-gcc")}) {
        const QString exe = path(QStringLiteral("s390x-") + compiler);
        const QStringList target = compiler == QLatin1String("clang")
                                       ? QStringList{"--target=s390x-linux-gnu"}
                                       : QStringList{};
        const ProcessResult c =
            compileProgram("recursion.c", target + QStringList{"-pg", "-O0"}, exe, compiler);
        QVERIFY2(c.exitCode == 0, c.err.constData());
        QFile::remove(path("gmon.out"));
        const ProcessResult r =
            runProcess(QStringLiteral("qemu-s390x-static"), {exe, "20"}, m_dir.path(), {env});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString gmon = exe + QStringLiteral(".gmon");
        QFile::remove(gmon);
        QVERIFY(QFile::rename(path("gmon.out"), gmon));
        profiles[compiler] = profileOf(exe, gmon);
        QVERIFY(profiles[compiler]);
        QVERIFY(profiles[compiler]->hasCallGraph);
        found[compiler] = findingsOf(exe, {gmon});
    }
    const auto &clang = *profiles["clang"], &gcc = *profiles["s390x-linux-gnu-gcc"];
    const int clangSpin = functionNamed(clang, "spin"), gccSpin = functionNamed(gcc, "spin");
    QVERIFY(clangSpin >= 0 && gccSpin >= 0);
    QVERIFY(gcc.symbols[size_t(gccSpin)].calls > 0);
    QVERIFY2(clang.symbols[size_t(clangSpin)].calls != gcc.symbols[size_t(gccSpin)].calls,
             "clang's run counts spin's calls right: the finding would be wrong");
    QCOMPARE(countOf(found["s390x-linux-gnu-gcc"], FindingKind::ClangCallsWrong), 0);
    QCOMPARE(countOf(found["clang"], FindingKind::ClangCallsWrong), 1);
    const Finding &f = *firstOf(found["clang"], FindingKind::ClangCallsWrong);
    QVERIFY(f.numbersWrong());
    QVERIFY2(has(f.what, path("s390x-clang").toStdString()), f.what.text().c_str());
    QVERIFY2(has(f.what, "built by clang for s390x"), f.what.text().c_str());
    QVERIFY2(has(f.fix, "s390x-linux-gnu-gcc -pg"), f.fix.text().c_str());
}

// A real two-thread program (threads_apart.c), each thread grinding in
// its own function: the worker's function has samples, and the profile's
// time exceeds the main thread's CPU time (the program's own count), as
// the finding says glibc's process-wide clock gives them; and the finding
// says what to use instead.
void tst_Doctor::threadsSayWhatGprofMeasures()
{
    QCOMPARE(compileProgram("threads_apart.c", {"-pg", "-O0", "-pthread"}, path("apart")).exitCode,
             0);
    const ProcessResult r = profileRun(path("apart"), {}, m_dir.path(), "apart.gmon");
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> cpu = r.out.trimmed().split(' ');
    QCOMPARE(cpu.size(), 2);
    const double mainThreadSeconds = cpu[0].toDouble() / 1e6;
    const auto profile = profileOf(path("apart"), path("apart.gmon"));
    QVERIFY(profile);
    const int worker = functionNamed(*profile, "worker_grind");
    const int mainGrind = functionNamed(*profile, "main_grind");
    QVERIFY(worker >= 0 && mainGrind >= 0);
    QVERIFY2(profile->symbols[size_t(worker)].samples > 0, "the worker thread was not sampled");
    QVERIFY(profile->symbols[size_t(mainGrind)].samples > 0);
    const double rate = profile->rate > 0 ? double(profile->rate) : 100.0;
    const double profiled = double(profile->binSamples) / rate;
    QVERIFY2(profiled > mainThreadSeconds + 2 / rate,
             qPrintable(QStringLiteral("%1 s profiled, the main thread's CPU %2 s")
                            .arg(profiled)
                            .arg(mainThreadSeconds)));

    const auto findings = findingsOf(path("apart"), {path("apart.gmon")});
    QCOMPARE(countOf(findings, FindingKind::Threads), 1);
    const Finding &f = *firstOf(findings, FindingKind::Threads);
    QVERIFY2(has(f.what, "pthread_create"), f.what.text().c_str());
    QVERIFY2(has(f.meaning, "ITIMER_PROF"), f.meaning.text().c_str());
    QVERIFY2(has(f.meaning, "every thread"), f.meaning.text().c_str());
    QVERIFY2(has(f.meaning, "mcount drops"), f.meaning.text().c_str());
    QVERIFY2(has(f.fix, "perf record"), f.fix.text().c_str());
    QVERIFY2(has(f.fix, "-pthread"), f.fix.text().c_str());
}

// No C library on this machine writes another rate or coarser bins than
// glibc's (4 bytes a bin, 100 Hz, whatever the program's size), so a real
// run is rewritten as one would: its rate, and its bins merged four by
// four. The real run itself draws nothing.
void tst_Doctor::histogramGrainIsNamed()
{
    auto elf = ElfImage::fromFile(path("recursion").toStdString());
    QVERIFY(elf.ok());
    const GmonFile run = readRun("recursion", "recursion.gmon");
    QCOMPARE(run.histograms.size(), size_t(1));
    const HistogramRecord &h = run.histograms.front();
    QCOMPARE(h.rate, uint32_t(100));
    QVERIFY(double(h.highPc - h.lowPc) / double(h.bins.size()) <= 4.0);
    QCOMPARE(countOf(findingsOf(path("recursion"), {path("recursion.gmon")}),
                     FindingKind::HistogramGrain),
             0);

    const QByteArray fast = rewritten(run, (*elf)->gmonTarget(), [](GmonFile &f) {
        for (HistogramRecord &r : f.histograms)
            r.rate = 1000;
    });
    QVERIFY(writeFile(path("fast.gmon"), fast));
    auto findings = findingsOf(path("recursion"), {path("fast.gmon")});
    QCOMPARE(countOf(findings, FindingKind::HistogramGrain), 1);
    const Finding *f = firstOf(findings, FindingKind::HistogramGrain);
    QVERIFY2(has(f->what, "sampled 1000 times a second"), f->what.text().c_str());
    QVERIFY2(has(f->what, "1.00 ms"), f->what.text().c_str());

    size_t merged = 0;
    const QByteArray coarse = rewritten(run, (*elf)->gmonTarget(), [&](GmonFile &f) {
        for (HistogramRecord &r : f.histograms) {
            std::vector<uint16_t> bins((r.bins.size() + 3) / 4, 0);
            for (size_t i = 0; i < r.bins.size(); ++i)
                bins[i / 4] = uint16_t(std::min<int>(65535, bins[i / 4] + r.bins[i]));
            r.bins = std::move(bins);
            merged = r.bins.size();
        }
    });
    QVERIFY(writeFile(path("coarse.gmon"), coarse));
    findings = findingsOf(path("recursion"), {path("coarse.gmon")});
    QCOMPARE(countOf(findings, FindingKind::HistogramGrain), 1);
    f = firstOf(findings, FindingKind::HistogramGrain);
    char bytes[32];
    std::snprintf(bytes, sizeof bytes, "%.1f", double(h.highPc - h.lowPc) / double(merged));
    QVERIFY2(has(f->what, std::string("each of its bins covers ") + bytes + " bytes"),
             f->what.text().c_str());
    QVERIFY2(has(f->what, std::to_string(merged) + " bins"), f->what.text().c_str());
    QVERIFY2(has(f->meaning, "line-level figures are not exact"), f->meaning.text().c_str());
    QVERIFY2(has(f->fix, "perf annotate"), f->fix.text().c_str());
}

// tinycalls.c linked statically: most samples land in glibc's mcount
// (linked in), which gprof credits to no function. The test counts the
// run's samples in the hook's symbols itself; the dynamic build of the
// same program has its hook in the C library, out of the histogram.
void tst_Doctor::hookCostIsNamed()
{
    for (const bool linkedStatically : {true, false}) {
        const QString name = linkedStatically ? QStringLiteral("tiny-static")
                                              : QStringLiteral("tiny-dynamic");
        const QStringList flags = linkedStatically ? QStringList{"-pg", "-O1", "-static"}
                                                   : QStringList{"-pg", "-O1"};
        QCOMPARE(compileProgram("tinycalls.c", flags, path(name)).exitCode, 0);
        QCOMPARE(profileRun(path(name), {"60"}, m_dir.path(), name + ".gmon").exitCode, 0);
        const auto findings = findingsOf(path(name), {path(name + ".gmon")});
        if (!linkedStatically) {
            QCOMPARE(countOf(findings, FindingKind::HookCost), 0);
            continue;
        }
        auto elf = ElfImage::fromFile(path(name).toStdString());
        QVERIFY(elf.ok());
        const GmonFile run = readRun(name, name + ".gmon");
        QCOMPARE(run.histograms.size(), size_t(1));
        const HistogramRecord &h = run.histograms.front();
        const double binBytes = double(h.highPc - h.lowPc) / double(h.bins.size());
        const ElfSymbol *internal = symbolOf(**elf, "__mcount_internal");
        const ElfSymbol *entry = symbolOf(**elf, "_mcount");
        QVERIFY(internal && entry);
        uint64_t total = 0, inHook = 0;
        for (size_t i = 0; i < h.bins.size(); ++i) {
            total += h.bins[i];
            const uint64_t at = h.lowPc + uint64_t(double(i) * binBytes);
            for (const ElfSymbol *s : {internal, entry})
                if (at >= s->value && at < s->value + s->size)
                    inHook += h.bins[i];
        }
        QVERIFY2(inHook * 2 > total, qPrintable(QStringLiteral("%1 of %2 samples in mcount")
                                                    .arg(inHook)
                                                    .arg(total)));
        QCOMPARE(countOf(findings, FindingKind::HookCost), 1);
        const Finding &f = *firstOf(findings, FindingKind::HookCost);
        QVERIFY2(has(f.what, "__mcount_internal"), f.what.text().c_str());
        QVERIFY2(has(f.what, " of " + std::to_string(total) + ")"), f.what.text().c_str());
        // The finding's count, shared by overlap, within two samples of
        // the test's (each bin at its start).
        const std::string what = f.what.text();
        const size_t open = what.find('(');
        QVERIFY(open != std::string::npos);
        const long counted = std::stol(what.substr(open + 1));
        QVERIFY2(std::abs(counted - long(inHook)) <= 2, what.c_str());
        QVERIFY2(has(f.meaning, "credit the hook's samples to no function"),
                 f.meaning.text().c_str());
        QVERIFY2(has(f.fix, "perf"), f.fix.text().c_str());
        // gprof's own flat profile leaves the hook out.
        const ProcessResult gprof = runGprof({"-b", "-p", path(name), path(name + ".gmon")},
                                             m_dir.path());
        QCOMPARE(gprof.exitCode, 0);
        QVERIFY(!gprof.out.contains("__mcount_internal"));
    }
}

// counters.c built with --coverage at -O0: objdump marks each instruction
// that reads or writes a __gcov0 counter (and the add between a counter's
// load and its store); the test adds up the run's samples on them itself.
// The same program without coverage draws nothing.
void tst_Doctor::counterCostIsNamed()
{
    for (const bool coverage : {true, false}) {
        const QString name = coverage ? QStringLiteral("counters-cov")
                                      : QStringLiteral("counters-plain");
        const QStringList flags = coverage ? QStringList{"-pg", "-O0", "--coverage"}
                                           : QStringList{"-pg", "-O0"};
        QCOMPARE(compileProgram("counters.c", flags, path(name)).exitCode, 0);
        QCOMPARE(profileRun(path(name), {"2000"}, m_dir.path(), name + ".gmon").exitCode, 0);
        const auto findings = findingsOf(path(name), {path(name + ".gmon")});
        if (!coverage) {
            QCOMPARE(countOf(findings, FindingKind::CounterCost), 0);
            continue;
        }
        // objdump's instructions of branches(), and which touch a counter.
        const ProcessResult dump =
            runProcess("objdump", {"-d", "--no-show-raw-insn", "--disassemble=branches", path(name)},
                       m_dir.path());
        QCOMPARE(dump.exitCode, 0);
        struct Line
        {
            uint64_t address;
            QString counter; // "__gcov0.branches+0x8", or empty
        };
        std::vector<Line> code;
        for (const QByteArray &raw : dump.out.split('\n')) {
            const QString line = QString::fromLocal8Bit(raw);
            const int colon = line.indexOf(u':');
            bool ok = false;
            const uint64_t at = colon > 0 ? line.left(colon).trimmed().toULongLong(&ok, 16) : 0;
            if (!ok || !line.startsWith(u' '))
                continue;
            const int gcov = line.indexOf(QStringLiteral("<__gcov0."));
            code.push_back({at, gcov < 0 ? QString() : line.mid(gcov)});
        }
        QVERIFY(code.size() > 10);
        const GmonFile run = readRun(name, name + ".gmon");
        QCOMPARE(run.histograms.size(), size_t(1));
        const HistogramRecord &h = run.histograms.front();
        const double binBytes = double(h.highPc - h.lowPc) / double(h.bins.size());
        // Each bin's samples shared by overlap with [LOW, HIGH), as the
        // doctor shares them between instructions.
        auto samplesFrom = [&](uint64_t low, uint64_t high) {
            double n = 0;
            for (size_t i = 0; i < h.bins.size(); ++i) {
                const double from = double(h.lowPc) + double(i) * binBytes;
                const double overlap =
                    std::min(from + binBytes, double(high)) - std::max(from, double(low));
                if (overlap > 0)
                    n += h.bins[i] * overlap / binBytes;
            }
            return n;
        };
        uint64_t total = 0;
        double onCounters = 0;
        for (const uint16_t b : h.bins)
            total += b;
        for (size_t i = 0; i + 1 < code.size(); ++i) {
            const bool between = i > 0 && !code[i - 1].counter.isEmpty() &&
                                 code[i - 1].counter == code[i + 1].counter &&
                                 code[i].counter.isEmpty();
            if (between || !code[i].counter.isEmpty())
                onCounters += samplesFrom(code[i].address, code[i + 1].address);
        }
        QVERIFY2(onCounters * 10 > total, qPrintable(QStringLiteral("%1 of %2 samples on counters")
                                                         .arg(onCounters)
                                                         .arg(total)));
        QCOMPARE(countOf(findings, FindingKind::CounterCost), 1);
        const Finding &f = *firstOf(findings, FindingKind::CounterCost);
        QVERIFY2(has(f.what, " of " + std::to_string(total) + ")"), f.what.text().c_str());
        const std::string what = f.what.text();
        const long counted = std::stol(what.substr(what.find('(') + 1));
        // The same sharing: equal but for the finding's rounding.
        QVERIFY2(std::abs(double(counted) - onCounters) <= 1.0,
                 qPrintable(QStringLiteral("%1; the test counts %2")
                                .arg(QString::fromStdString(what))
                                .arg(onCounters)));
        QVERIFY2(has(f.meaning, "--coverage"), f.meaning.text().c_str());
        QVERIFY2(has(f.fix, "build without coverage"), f.fix.text().c_str());
    }
}

QTEST_GUILESS_MAIN(tst_Doctor)
#include "tst_doctor.moc"
