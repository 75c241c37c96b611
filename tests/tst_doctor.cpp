// The profile doctor (ProfileDoctor.h, `gmonview doctor`, the report's
// warnings) on real runs: each finding drawn by the case it is about, and
// none of those that make the numbers wrong by a matching pair. The other
// inputs (a run moved as old glibc wrote PIE runs, a run cut short, a run
// without its histogram) are rewritten from real runs here.
#include "DoctorCommand.h"
#include "ElfImage.h"
#include "GmonFile.h"
#include "ProfileDoctor.h"
#include "SymbolTable.h"
#include "TestSupport.h"

#include <QDir>
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
    return doctor.findings(*analysed);
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
    void movedAddressesAreAShift();
    void runCutShortIsTruncated();
    void cautions();
    void foldedClonesAreNamed();
    void doctorCommandPrintsEveryFinding();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    GmonFile readRun(const QString &exe, const QString &run) const;

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
        QCOMPARE(countOf(doctor.findings(*analysed), FindingKind::FewSamples),
                 top < kEnoughSamples ? 1 : 0);
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

QTEST_GUILESS_MAIN(tst_Doctor)
#include "tst_doctor.moc"
