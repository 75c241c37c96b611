// SPDX-License-Identifier: MIT
// The instruction level (issue 28): on real programs built and run here,
// for x86-64, i386 (gcc -m32), AArch64 and ARM in Thumb and ARM code (cross
// compilers, run under qemu), each function's instructions add up to its
// samples, the calls sit on call instructions and add up to what the
// target's gprof says the function calls (a tail call's on the call it
// returns to), inline chains are the target's addr2line -i's, and
// `gmonview disasm` prints them, also for a stripped program, and refuses
// a missing function.
#include "TestSupport.h"
#include "app/DisasmCommand.h"
#include "io/Disassembler.h"
#include "io/ElfImage.h"
#include "io/dwarf/DwarfFunctionTable.h"
#include "io/dwarf/DwarfLineTable.h"
#include "model/engine/InstructionProfile.h"
#include "model/engine/InstructionReader.h"
#include "model/engine/ProfilePipeline.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>
#include <tuple>

using namespace gmonview;
using namespace gmonview::test;

class tst_Instructions : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void samplesAndCallsAddUp_data();
    void samplesAndCallsAddUp();
    void callsAreGprofs_data();
    void callsAreGprofs();
    void tailCallsOnTheirCall();
    void plantedBinAcrossInlinedIsMarked();
    void inlineChainsAreAddr2lines_data();
    void inlineChainsAreAddr2lines();
    void disasmCommand();
    void disasmBadInput();

private:
    struct Program
    {
        QString exe;
        Analysis analysis;
        std::unique_ptr<Disassembler> disassembler;
        std::optional<DwarfLineTable> lines;
        std::optional<DwarfFunctionTable> functions;
    };
    // SOURCE built with FLAGS and run once with ARGS, read as disasm reads it.
    // TRIPLET: built with its cross gcc and run under QEMU (qemu-<QEMU>-static).
    bool build(const QString &name, const QString &source, const QStringList &flags,
               const QStringList &args = {}, const QString &triplet = {}, const QString &qemu = {});
    InstructionProfile profileOf(const Program &p, int symbol) const;
    int symbolNamed(const Program &p, const std::string &name) const;
    // The calls NAME makes, from the profile's arcs.
    uint64_t callsOf(const Program &p, const std::string &name) const;

    QTemporaryDir m_dir;
    std::map<QString, Program> m_programs;
};

bool tst_Instructions::build(const QString &name, const QString &source, const QStringList &flags,
                             const QStringList &args, const QString &triplet, const QString &qemu)
{
    const QString exe = m_dir.filePath(name);
    const ProcessResult built = compileProgram(
        source, flags, exe, triplet.isEmpty() ? QString() : triplet + QStringLiteral("-gcc"));
    if (built.exitCode != 0) {
        qWarning("%s: %s", qPrintable(name), built.err.constData());
        return false;
    }
    if (qemu.isEmpty()) {
        if (profileRun(exe, args, m_dir.path(), name + QStringLiteral(".out")).exitCode < 0)
            return false;
    } else {
        QFile::remove(m_dir.filePath(QStringLiteral("gmon.out")));
        const ProcessResult ran =
            runProcess(QStringLiteral("qemu-%1-static").arg(qemu), QStringList{exe} + args,
                       m_dir.path(), {QStringLiteral("QEMU_LD_PREFIX=/usr/") + triplet}, 300000);
        if (ran.exitCode != 0 || !QFile::rename(m_dir.filePath(QStringLiteral("gmon.out")),
                                                exe + QStringLiteral(".out"))) {
            qWarning("%s under qemu: %s", qPrintable(name), ran.err.constData());
            return false;
        }
    }
    AnalysisRequest request;
    request.executablePath = exe.toStdString();
    request.runs = {(exe + QStringLiteral(".out")).toStdString()};
    auto analysis = analyze(request);
    if (!analysis)
        return false;
    Program p;
    p.exe = exe;
    p.analysis = std::move(*analysis);
    const ElfImage &elf = *p.analysis.executable->elf;
    auto disassembler = Disassembler::forImage(elf, request.executablePath);
    if (!disassembler)
        return false;
    p.disassembler = std::move(*disassembler);
    if (auto lines = DwarfLineTable::read(elf, request.executablePath); lines && !lines->empty())
        p.lines = std::move(*lines);
    if (auto functions = DwarfFunctionTable::read(elf, request.executablePath); functions)
        p.functions = std::move(*functions);
    m_programs[name] = std::move(p);
    return true;
}

InstructionProfile tst_Instructions::profileOf(const Program &p, int symbol) const
{
    InstructionSources sources;
    sources.disassembler = p.disassembler.get();
    sources.lines = p.lines ? &*p.lines : nullptr;
    sources.functions = p.functions ? &*p.functions : nullptr;
    sources.callSlot = 2 * p.analysis.executable->elf->addressSize();
    sources.thumb =
        isThumbCode(*p.analysis.executable->elf, p.analysis.profile->symbol(symbol).address);
    return instructionProfile(*p.analysis.profile, *p.analysis.sum, symbol, sources);
}

int tst_Instructions::symbolNamed(const Program &p, const std::string &name) const
{
    const auto &symbols = p.analysis.profile->symbols;
    for (size_t i = 0; i < symbols.size(); ++i)
        if (symbols[i].name == name)
            return int(i);
    return -1;
}

uint64_t tst_Instructions::callsOf(const Program &p, const std::string &name) const
{
    const int symbol = symbolNamed(p, name);
    uint64_t calls = 0;
    for (const ProfileArc &a : p.analysis.profile->arcs)
        calls += a.parent == symbol ? a.count : 0;
    return calls;
}

void tst_Instructions::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(build(QStringLiteral("inlined"), QStringLiteral("inlined.c"), {"-pg", "-O2", "-g"}));
    QVERIFY(
        build(QStringLiteral("cycles"), QStringLiteral("cycles.c"), {"-pg", "-O0", "-g"}, {"20"}));
    QVERIFY(
        build(QStringLiteral("templates"), QStringLiteral("templates.cpp"), {"-pg", "-O2", "-g"}));
    QVERIFY(build(QStringLiteral("tailcall"), QStringLiteral("tailcall.c"), {"-pg", "-O2", "-g"}));
    QVERIFY(
        build(QStringLiteral("inlined-unaligned"), QStringLiteral("inlined.c"),
              {"-pg", "-O2", "-g", "-fno-align-loops", "-fno-align-jumps", "-fno-align-labels"}));
    // The other machines capstone decodes for us: i386 (gcc's multilib, run
    // here), AArch64, and ARM in both its instruction sets, under qemu.
    QVERIFY(build(QStringLiteral("inlined-i386"), QStringLiteral("inlined.c"),
                  {"-m32", "-pg", "-O2", "-g"}));
    for (const auto &[name, triplet, qemu, mode] :
         {std::tuple{"inlined-aarch64", "aarch64-linux-gnu", "aarch64", ""},
          std::tuple{"inlined-thumb", "arm-linux-gnueabihf", "arm", "-mthumb"},
          std::tuple{"inlined-arm", "arm-linux-gnueabihf", "arm", "-marm"}}) {
        QStringList flags{"-pg", "-O2", "-g"};
        if (*mode)
            flags << QString::fromLatin1(mode);
        QVERIFY2(build(QString::fromLatin1(name), QStringLiteral("inlined.c"), flags, {},
                       QString::fromLatin1(triplet), QString::fromLatin1(qemu)),
                 name);
    }
}

void tst_Instructions::samplesAndCallsAddUp_data()
{
    QTest::addColumn<QString>("program");
    for (const char *name : {"inlined", "cycles", "templates", "tailcall", "inlined-i386",
                             "inlined-aarch64", "inlined-thumb", "inlined-arm"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

// Every function's instructions hold its samples, shared by overlap as the
// histogram is shared among functions; every call counted sits on a call
// instruction, and a function's calls add up to its arcs out.
void tst_Instructions::samplesAndCallsAddUp()
{
    QFETCH(QString, program);
    const Program &p = m_programs.at(program);
    const ProfileResult &profile = *p.analysis.profile;
    std::vector<uint64_t> callsOut(profile.symbols.size());
    for (const ProfileArc &a : profile.arcs)
        callsOut[size_t(a.parent)] += a.count;
    int withSamples = 0, withCalls = 0;
    for (size_t i = 0; i < profile.symbols.size(); ++i) {
        const ProfileSymbol &s = profile.symbols[i];
        if (!s.isFunction || (s.samples == 0 && callsOut[i] == 0))
            continue;
        const InstructionProfile ip = profileOf(p, int(i));
        QVERIFY2(!ip.rows.empty(), s.name.c_str());
        QVERIFY2(std::abs(ip.samples - s.samples) <= 1e-9 * std::max(1.0, s.samples),
                 qPrintable(QStringLiteral("%1: %2 in its instructions, %3 credited")
                                .arg(QString::fromStdString(s.name))
                                .arg(ip.samples)
                                .arg(s.samples)));
        uint64_t calls = 0;
        for (const InstructionRow &r : ip.rows) {
            if (!r.calls.empty())
                QVERIFY2(r.instruction.flow == Instruction::Flow::Call,
                         qPrintable(QString::number(r.instruction.address, 16)));
            calls += r.callCount();
        }
        QCOMPARE(ip.unplacedCalls, uint64_t(0));
        // A bin is marked as shared only where it can be: near the
        // function's ends, or near a change of inlined function. (A bin
        // is at most a byte wider than bytesPerBin, rounded down.)
        const double reach = ip.bytesPerBin + 2;
        auto innermost = [](const InstructionRow &row) {
            return row.inlineChain.empty() ? std::string() : row.inlineChain.back().function;
        };
        for (const InstructionRow &r : ip.rows) {
            const uint64_t at = r.instruction.address, end = at + r.instruction.size;
            if (r.binOutsideFunction)
                QVERIFY2(double(at - ip.low) < reach || double(ip.high - end) < reach,
                         qPrintable(QString::number(at, 16)));
            if (!r.binAcrossInlined)
                continue;
            bool changeNear = false;
            for (const InstructionRow &o : ip.rows)
                changeNear = changeNear ||
                             (innermost(o) != innermost(r) &&
                              std::abs(double(o.instruction.address) - double(at)) < 2 * reach);
            QVERIFY2(changeNear, qPrintable(QString::number(at, 16)));
        }
        QCOMPARE(calls, callsOut[i]);
        QCOMPARE(ip.undecoded, size_t(0));
        withSamples += s.samples > 0;
        withCalls += callsOut[i] > 0;
    }
    // (templates runs for about 15 ms: 0 to 2 samples at 100 Hz, checked
    // above when it has any; the others run long enough to have some.)
    QVERIFY(withSamples >= 1 || program == QLatin1String("templates"));
    QVERIFY(withCalls >= 1);
}

// spin's calls as gprof's call graph lists them below its primary line, on
// the one call instruction to each callee.
void tst_Instructions::callsAreGprofs_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QString>("gprofTool"); // the target's
    QTest::newRow("x86-64") << QStringLiteral("inlined") << QStringLiteral("gprof");
    QTest::newRow("i386") << QStringLiteral("inlined-i386") << QStringLiteral("gprof");
    QTest::newRow("aarch64") << QStringLiteral("inlined-aarch64")
                             << QStringLiteral("aarch64-linux-gnu-gprof");
    QTest::newRow("thumb") << QStringLiteral("inlined-thumb")
                           << QStringLiteral("arm-linux-gnueabihf-gprof");
    QTest::newRow("arm") << QStringLiteral("inlined-arm")
                         << QStringLiteral("arm-linux-gnueabihf-gprof");
}

void tst_Instructions::callsAreGprofs()
{
    QFETCH(QString, program);
    QFETCH(QString, gprofTool);
    const Program &p = m_programs.at(program);
    const ProcessResult gprof = runProcess(
        gprofTool, {"-b", "-q", program, program + QStringLiteral(".out")}, m_dir.path());
    QCOMPARE(gprof.exitCode, 0);
    // Lines below "[N] ... spin [N]" up to the separator: "self child n/m name [k]".
    std::map<std::string, uint64_t> theirs;
    bool inSpin = false;
    static const QRegularExpression primary(QStringLiteral(R"(^\[\d+\].*\sspin \[\d+\]$)"));
    static const QRegularExpression child(
        QStringLiteral(R"(^\s+[\d.]+\s+[\d.]+\s+(\d+)/\d+\s+(\S+) \[\d+\]$)"));
    for (const QByteArray &line : gprof.out.split('\n')) {
        const QString l = QString::fromLatin1(line);
        if (primary.match(l).hasMatch()) {
            inSpin = true;
            continue;
        }
        if (!inSpin)
            continue;
        if (l.startsWith(QLatin1Char('-')))
            break;
        if (const auto m = child.match(l); m.hasMatch())
            theirs[m.captured(2).toStdString()] += m.captured(1).toULongLong();
    }
    QCOMPARE(theirs.size(), size_t(2)); // leaf and leaf2
    const ProfileResult &profile = *p.analysis.profile;
    const InstructionProfile ip = profileOf(p, symbolNamed(p, "spin"));
    std::map<std::string, uint64_t> ours;
    for (const InstructionRow &r : ip.rows)
        for (const auto &c : r.calls) {
            QVERIFY(r.instruction.target);
            const ProfileSymbol &callee = profile.symbol(c.callee);
            QCOMPARE(*r.instruction.target, callee.address); // a direct call to it
            QVERIFY(!ours.count(callee.name));               // one instruction per callee
            ours[callee.name] = c.count;
        }
    QCOMPARE(ours, theirs);
}

// A copy of an inlined program's run with every bin emptied but one,
// planted on a boundary in spin between its own code and mix's inlined
// copy: exactly the rows in that bin get its samples, all of them, and
// every one is marked as sharing a bin across inlined functions. Planted
// inside one instruction instead: that row alone, unmarked.
void tst_Instructions::plantedBinAcrossInlinedIsMarked()
{
    // (Built without alignment: gcc aligns loops, so at -O2 every boundary
    // of mix's copies falls on a multiple of 8, where a bin starts.)
    const Program &p = m_programs.at(QStringLiteral("inlined-unaligned"));
    const int spin = symbolNamed(p, "spin");
    const InstructionProfile real = profileOf(p, spin);
    QFile in(p.exe + QStringLiteral(".out"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray run = in.readAll();
    // GNU gmon: a 20-byte header, then the histogram record (tag 0, low and
    // high pc, bin count, rate, 15 + 1 bytes of dimension) and its bins.
    QVERIFY(run.size() > 61 && run.startsWith("gmon") && run[20] == 0);
    uint64_t low = 0, high = 0;
    uint32_t bins = 0;
    std::memcpy(&low, run.constData() + 21, 8);
    std::memcpy(&high, run.constData() + 29, 8);
    std::memcpy(&bins, run.constData() + 37, 4);
    const qsizetype first = 61; // the first bin's offset
    QVERIFY(run.size() >= first + 2 * qsizetype(bins));
    // As the histogram is credited: bin I covers the two-byte units from
    // low / 2 + floor(I * scale) up to the next bin's.
    const double scale = double(high - low) / 2 / bins, width = 2 * scale;
    auto binStart = [&](size_t bin) { return 2 * (low / 2 + uint64_t(std::floor(scale * bin))); };
    auto binOf = [&](uint64_t address) {
        size_t bin = size_t(double(address - low) / width);
        while (bin > 0 && binStart(bin) > address)
            --bin;
        while (binStart(bin + 1) <= address)
            ++bin;
        return bin;
    };
    auto plant = [&](size_t bin) {
        QByteArray copy = run;
        std::memset(copy.data() + first, 0, 2 * size_t(bins));
        const uint16_t count = 1000;
        std::memcpy(copy.data() + first + 2 * qsizetype(bin), &count, 2);
        const QString path = m_dir.filePath(QStringLiteral("planted.out"));
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly) || out.write(copy) != copy.size())
            return InstructionProfile{};
        out.close();
        AnalysisRequest request;
        request.executablePath = p.exe.toStdString();
        request.runs = {path.toStdString()};
        auto planted = analyze(request);
        if (!planted)
            return InstructionProfile{};
        Program q;
        q.analysis = std::move(*planted);
        InstructionSources sources;
        sources.disassembler = p.disassembler.get();
        sources.lines = p.lines ? &*p.lines : nullptr;
        sources.functions = p.functions ? &*p.functions : nullptr;
        return instructionProfile(*q.analysis.profile, *q.analysis.sum, spin, sources);
    };
    auto innermost = [](const InstructionRow &row) {
        return row.inlineChain.empty() ? std::string() : row.inlineChain.back().function;
    };
    // A boundary of mix's code strictly inside a bin, away from spin's ends.
    size_t boundaryBin = 0;
    for (size_t i = 1; i + 1 < real.rows.size() && !boundaryBin; ++i) {
        const uint64_t at = real.rows[i].instruction.address;
        if (innermost(real.rows[i]) != innermost(real.rows[i - 1]) && binOf(at) == binOf(at - 1) &&
            double(at - real.low) > 2 * width && double(real.high - at) > 2 * width)
            boundaryBin = binOf(at);
    }
    QVERIFY(boundaryBin > 0);
    const InstructionProfile across = plant(boundaryBin);
    QVERIFY(!across.rows.empty());
    QVERIFY(std::abs(across.samples - 1000) < 1e-6);
    int shared = 0;
    for (const InstructionRow &r : across.rows) {
        const uint64_t at = r.instruction.address, end = at + r.instruction.size;
        const bool inBin =
            std::max(at, binStart(boundaryBin)) < std::min(end, binStart(boundaryBin + 1));
        QCOMPARE(r.samples > 0, inBin);
        QCOMPARE(r.binAcrossInlined, inBin);
        QVERIFY(!r.binOutsideFunction);
        shared += inBin;
    }
    QVERIFY(shared >= 2);
    // A bin wholly inside one instruction: that row alone, unmarked.
    for (const InstructionRow &r : real.rows) {
        const uint64_t at = r.instruction.address, end = at + r.instruction.size;
        size_t bin = binOf(at);
        bin += binStart(bin) < at ? 1 : 0;
        if (binStart(bin + 1) > end || double(at - real.low) < 2 * width)
            continue;
        const InstructionProfile inside = plant(bin);
        QVERIFY(std::abs(inside.samples - 1000) < 1e-6);
        for (const InstructionRow &o : inside.rows) {
            QCOMPARE(o.samples > 0, o.instruction.address == at);
            QVERIFY(!o.binAcrossInlined && !o.binOutsideFunction);
        }
        return;
    }
    QFAIL("spin has no instruction that holds a whole bin");
}

// outer ends in a jump to inner, so the runs record main as inner's
// caller from where main calls outer: those calls sit on the call of
// outer, marked as made through a tail call, and none is left unplaced (an
// executable that is not the runs' would leave them so).
void tst_Instructions::tailCallsOnTheirCall()
{
    const Program &p = m_programs.at(QStringLiteral("tailcall"));
    const int main = symbolNamed(p, "main"), outer = symbolNamed(p, "outer"),
              inner = symbolNamed(p, "inner");
    QVERIFY(main >= 0 && outer >= 0 && inner >= 0);
    // The jump is really there (else the program tests nothing).
    const InstructionProfile ofOuter = profileOf(p, outer);
    QVERIFY(std::any_of(ofOuter.rows.begin(), ofOuter.rows.end(), [&](const InstructionRow &r) {
        return r.instruction.flow == Instruction::Flow::Jump && r.instruction.target &&
               *r.instruction.target == p.analysis.profile->symbol(inner).address;
    }));
    uint64_t toInner = 0, toOuter = 0;
    for (const ProfileArc &a : p.analysis.profile->arcs) {
        toInner += a.parent == main && a.child == inner ? a.count : 0;
        toOuter += a.parent == main && a.child == outer ? a.count : 0;
    }
    QVERIFY(toInner > 0 && toOuter > 0);
    const InstructionProfile ip = profileOf(p, main);
    QCOMPARE(ip.unplacedCalls, uint64_t(0));
    int rows = 0;
    for (const InstructionRow &r : ip.rows)
        for (const InstructionRow::Call &c : r.calls) {
            ++rows;
            QVERIFY(r.instruction.target &&
                    *r.instruction.target == p.analysis.profile->symbol(outer).address);
            QCOMPARE(c.throughTailCall, c.callee == inner);
            QCOMPARE(c.count, c.callee == inner ? toInner : toOuter);
        }
    QCOMPARE(rows, 2);
}

// The inline chain and line of each of spin's and main's instructions are
// what addr2line -i -f says of its address: the innermost function and
// line first, then each function it is inlined into with the line of the
// call.
void tst_Instructions::inlineChainsAreAddr2lines_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QString>("addr2line"); // the target's
    QTest::newRow("x86-64") << QStringLiteral("inlined") << QStringLiteral("addr2line");
    QTest::newRow("i386") << QStringLiteral("inlined-i386") << QStringLiteral("addr2line");
    QTest::newRow("aarch64") << QStringLiteral("inlined-aarch64")
                             << QStringLiteral("aarch64-linux-gnu-addr2line");
    QTest::newRow("thumb") << QStringLiteral("inlined-thumb")
                           << QStringLiteral("arm-linux-gnueabihf-addr2line");
    QTest::newRow("arm") << QStringLiteral("inlined-arm")
                         << QStringLiteral("arm-linux-gnueabihf-addr2line");
}

void tst_Instructions::inlineChainsAreAddr2lines()
{
    QFETCH(QString, program);
    QFETCH(QString, addr2line);
    const Program &p = m_programs.at(program);
    int inlinedRows = 0;
    for (const char *function : {"spin", "main"}) {
        const InstructionProfile ip = profileOf(p, symbolNamed(p, function));
        QStringList args = {"-i", "-f", "-a", "-e", p.exe};
        for (const InstructionRow &r : ip.rows)
            args << QStringLiteral("0x%1").arg(r.instruction.address, 0, 16);
        const ProcessResult a2l = runProcess(addr2line, args, m_dir.path());
        QCOMPARE(a2l.exitCode, 0);
        // Per address: [function, file:line] pairs, innermost first.
        std::vector<QStringList> frames;
        for (const QByteArray &line : a2l.out.split('\n')) {
            if (line.startsWith("0x"))
                frames.emplace_back();
            else if (!line.isEmpty() && !frames.empty())
                frames.back() << QString::fromLatin1(line).remove(
                    QRegularExpression(QStringLiteral(R"( \(discriminator \d+\))")));
        }
        QCOMPARE(frames.size(), ip.rows.size());
        for (size_t i = 0; i < ip.rows.size(); ++i) {
            const InstructionRow &r = ip.rows[i];
            const QStringList &f = frames[i];
            QCOMPARE(f.size() % 2, 0);
            const QString where = QStringLiteral("0x%1").arg(r.instruction.address, 0, 16);
            QCOMPARE(f.size() / 2, qsizetype(r.inlineChain.size()) + 1);
            if (r.file.empty()) { // padding after the code: no line
                QCOMPARE(f.value(1), QStringLiteral("??:?"));
                QVERIFY(r.inlineChain.empty());
                continue;
            }
            // The innermost: the row's line, in the innermost function.
            const QString own =
                QStringLiteral("%1:%2").arg(QString::fromStdString(r.file)).arg(r.line);
            QVERIFY2(f[1] == own, qPrintable(where + ": " + f[1] + " vs " + own));
            for (size_t k = 0; k < r.inlineChain.size(); ++k) {
                // Frame k counted from the innermost: r.inlineChain[n-1-k].
                const InlineFrame &frame = r.inlineChain[r.inlineChain.size() - 1 - k];
                QCOMPARE(f[qsizetype(2 * k)], QString::fromStdString(frame.function));
                const QString call = QStringLiteral("%1:%2")
                                         .arg(QString::fromStdString(frame.callFile))
                                         .arg(frame.callLine);
                QVERIFY2(f[qsizetype(2 * k + 3)] == call,
                         qPrintable(where + ": " + f[qsizetype(2 * k + 3)] + " vs " + call));
            }
            QCOMPARE(f[f.size() - 2], QString::fromLatin1(function));
            inlinedRows += r.inlineChain.empty() ? 0 : 1;
        }
    }
    QVERIFY(inlinedRows > 10);
}

// The command's lines: a header, `#` lines, and tab-separated rows whose
// samples and calls add up to spin's; the same for a stripped copy, which
// says what is missing.
void tst_Instructions::disasmCommand()
{
    const Program &p = m_programs.at(QStringLiteral("inlined"));
    const ProfileSymbol &spin = p.analysis.profile->symbol(symbolNamed(p, "spin"));
    const QString stripped = m_dir.filePath(QStringLiteral("inlined-stripped"));
    QCOMPARE(
        runProcess(QStringLiteral("strip"), {"-g", "-o", stripped, p.exe}, m_dir.path()).exitCode,
        0);
    for (const QString &exe : {p.exe, stripped}) {
        const ReportOutput out =
            runDisasm({exe.toStdString(), (p.exe + ".out").toStdString(), "spin"});
        QCOMPARE(out.exitCode, 0);
        QVERIFY(out.err.empty());
        double samples = 0;
        uint64_t calls = 0;
        int rows = 0, comments = 0;
        static const QRegularExpression row(
            QStringLiteral(R"(^0x[0-9a-f]+\t\d+(\.\d+)?\t(\d*)\t\S.*$)"));
        for (const QString &line : QString::fromStdString(out.out).split('\n')) {
            if (line.isEmpty())
                continue;
            if (line.startsWith(QLatin1Char('#'))) {
                ++comments;
                continue;
            }
            const auto m = row.match(line);
            QVERIFY2(m.hasMatch(), qPrintable(line));
            samples += line.section(QLatin1Char('\t'), 1, 1).toDouble();
            calls += m.captured(2).toULongLong();
            ++rows;
        }
        QVERIFY(rows > 20);
        QVERIFY(std::abs(samples - spin.samples) < 0.01 * rows); // printed to 3 places
        QCOMPARE(calls, callsOf(p, "spin"));
        const bool lines = exe == p.exe;
        QCOMPARE(QString::fromStdString(out.out).contains(QStringLiteral("inlined: mix")), lines);
        QCOMPARE(QString::fromStdString(out.out).contains(QStringLiteral("# no line information")),
                 !lines);
        QVERIFY(comments > (lines ? 10 : 1));
    }
    // AT&T syntax on request.
    const ReportOutput att =
        runDisasm({"--att", p.exe.toStdString(), (p.exe + ".out").toStdString(), "spin"});
    QCOMPARE(att.exitCode, 0);
    QVERIFY2(att.out.find("%r") != std::string::npos, att.out.c_str());
}

void tst_Instructions::disasmBadInput()
{
    const Program &p = m_programs.at(QStringLiteral("inlined"));
    const std::string exe = p.exe.toStdString(), gmon = exe + ".out";
    const ReportOutput missing = runDisasm({exe, gmon, "no_such_function"});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.out.empty());
    QVERIFY2(missing.err.find(exe) != std::string::npos &&
                 missing.err.find("no function named 'no_such_function'") != std::string::npos,
             missing.err.c_str());
    const ReportOutput few = runDisasm({exe, "spin"});
    QCOMPARE(few.exitCode, 2);
    QVERIFY(few.err.find("Usage: gmonview disasm") != std::string::npos);
    // The -O2 build's run read with the -O0 build of the same source: its
    // samples and calls would land on other instructions. Refused, naming
    // the run, the program's rows not printed.
    const QString other = m_dir.filePath(QStringLiteral("inlined-O0"));
    QCOMPARE(compileProgram(QStringLiteral("inlined.c"), {"-pg", "-O0", "-g"}, other).exitCode, 0);
    const ReportOutput foreign = runDisasm({other.toStdString(), gmon, "spin"});
    QCOMPARE(foreign.exitCode, 2);
    QVERIFY(foreign.out.empty());
    QVERIFY2(foreign.err.find(gmon + " was not written by this executable") != std::string::npos,
             foreign.err.c_str());
    // The same run with its own program is printed (the refusal is of the
    // other build, not of the run).
    QCOMPARE(runDisasm({exe, gmon, "spin"}).exitCode, 0);
}

QTEST_GUILESS_MAIN(tst_Instructions)
#include "tst_instructions.moc"
