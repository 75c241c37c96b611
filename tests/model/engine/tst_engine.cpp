// SPDX-License-Identifier: MIT
// The analysis engine on a real profiled program: summing runs by gprof's
// rules, refusing runs that cannot be summed (and keeping the sum as it was),
// and the symbol rules.
#include "io/dwarf/DwarfLineTable.h"
#include "io/ElfImage.h"
#include "io/GmonFile.h"
#include "model/engine/GnuMergeSort.h"
#include "model/engine/PrintfText.h"
#include "model/engine/ProfileAnalysis.h"
#include "model/engine/ProfilePipeline.h"
#include "model/engine/ProfileResult.h"
#include "model/engine/ProfileSession.h"
#include "model/engine/RunSum.h"
#include "model/engine/SourceProfile.h"
#include "model/engine/SymbolSpecs.h"
#include "model/engine/SymbolTable.h"
#include "model/report/GprofReport.h"
#include "TestSupport.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <numeric>
#include <random>
#include <string>

using namespace gmonview;
using namespace gmonview::test;

class tst_Engine : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void mergeSortIsStableAndSorts();
    void flatOrderIsTheMergeSorts();
    void symbolRules();
    void duplicateSymbolKept_data();
    void duplicateSymbolKept();
    void sumsRunsLikeOneLongerRun();
    void refusesIncompatibleRuns_data();
    void refusesIncompatibleRuns();
    void callCountsAndCycles();
    void clonePiecesCreditedToTheirOrigin();
    void clonePieceOriginFromDwarf();
    void clonePieceCallsAtLineLevel();
    void stoppedReadIsNeverAProgram();
    void messagesFillEachPlaceholderOnce();
    void findsTheProgramThatWroteARun();
    void printfTextIsPrintfs();

private:
    std::shared_ptr<const ElfImage> m_elf;
    std::shared_ptr<const SymbolTable> m_symbols;
    std::shared_ptr<const SymbolSpecs> m_specs;
    GmonFile m_run;
    QTemporaryDir m_dir;
};

void tst_Engine::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString exe = m_dir.filePath(QStringLiteral("prog"));
    QCOMPARE(compileProgram(QStringLiteral("cycles.c"), {"-pg", "-g", "-O0"}, exe).exitCode, 0);
    QCOMPARE(profileRun(exe, {"10"}, m_dir.path(), QStringLiteral("gmon.out")).exitCode, 0);
    auto elf = ElfImage::fromFile(exe.toStdString());
    QVERIFY(elf.ok());
    m_elf = *elf;
    auto lines = DwarfLineTable::fromFile(exe.toStdString());
    QVERIFY(lines.ok());
    QVERIFY(!lines->empty());
    m_symbols = std::make_shared<SymbolTable>(SymbolTable::build(*m_elf, &*lines, {}));
    m_specs = std::make_shared<SymbolSpecs>(SymbolSpecs::resolve({}, *m_symbols));
    auto run = readGmonFile(m_dir.filePath("gmon.out").toStdString(), {8, false});
    QVERIFY(run.ok());
    m_run = *run;
}

void tst_Engine::mergeSortIsStableAndSorts()
{
    auto *rng = QRandomGenerator::global();
    for (int round = 0; round < 50; ++round) {
        std::vector<std::pair<int, int>> v;
        const int n = int(rng->bounded(200));
        for (int i = 0; i < n; ++i)
            v.push_back({int(rng->bounded(10)), i});
        auto expected = v;
        std::stable_sort(expected.begin(), expected.end(),
                         [](auto &a, auto &b) { return a.first < b.first; });
        gnuMergeSort(v, [](auto &a, auto &b) { return a.first - b.first; });
        QVERIFY(v == expected);
    }
    // gprof's comparators are not always orders: large values (sorted by
    // index, then moved) end in the order small ones do, which is glibc's.
    for (int round = 0; round < 200; ++round) {
        const int n = int(rng->bounded(300));
        std::vector<std::pair<int, int>> small;
        std::vector<std::pair<int, std::string>> large;
        for (int i = 0; i < n; ++i) {
            const int key = int(rng->bounded(1000));
            small.push_back({key, i});
            large.push_back({key, std::to_string(i) + std::string(40, 'x')});
        }
        // Neither transitive nor antisymmetric.
        auto inconsistent = [](int a, int b) { return (a % 7) - (b % 5) + ((a ^ b) & 1); };
        gnuMergeSort(small, [&](auto &a, auto &b) { return inconsistent(a.first, b.first); });
        gnuMergeSort(large, [&](auto &a, auto &b) { return inconsistent(a.first, b.first); });
        for (int i = 0; i < n; ++i)
            QCOMPARE(large[size_t(i)].second,
                     std::to_string(small[size_t(i)].second) + std::string(40, 'x'));
    }
    // For a consistent order, the merge of the runs already sorted gives
    // gnuMergeSort's order: on sorted input, a few runs (as the symbols of a
    // line table followed by the functions'), and any input.
    for (int round = 0; round < 300; ++round) {
        const int n = int(rng->bounded(400));
        const int runs = 1 + int(rng->bounded(round % 3 == 0 ? 3 : 60));
        std::vector<std::pair<int, std::string>> v;
        for (int r = 0; r < runs; ++r) {
            std::vector<int> keys;
            for (int i = 0; i < n / runs; ++i)
                keys.push_back(int(rng->bounded(50)));
            std::sort(keys.begin(), keys.end());
            for (int k : keys)
                v.push_back({k, std::to_string(v.size()) + std::string(20, 'y')});
        }
        if (round % 5 == 4)
            std::shuffle(v.begin(), v.end(), std::mt19937(unsigned(round)));
        auto expected = v;
        auto cmp = [](auto &a, auto &b) { return (a.first > b.first) - (a.first < b.first); };
        gnuMergeSort(expected, cmp);
        sortConsistent(v, cmp);
        QVERIFY(v == expected);
    }
}

// flatProfileOrder sorts by keys with names as ranks, most symbols counted
// out as idle: the same order as glibc's merge sort with gprof's comparison,
// on profiles full of ties (equal times, calls and names, '_' names).
void tst_Engine::flatOrderIsTheMergeSorts()
{
    auto *rng = QRandomGenerator::global();
    const std::vector<std::string> names = {"main", "f", "_f", "__f", "f", "g1", "", "zeta", "a"};
    for (int round = 0; round < 200; ++round) {
        ProfileResult p;
        const int n = int(rng->bounded(600));
        for (int i = 0; i < n; ++i) {
            ProfileSymbol s;
            s.name = names[rng->bounded(int(names.size()))];
            const bool idle = rng->bounded(4) != 0;
            s.time = idle ? (rng->bounded(2) ? 0.0 : -0.0) : double(rng->bounded(5)) * 0.5;
            s.calls = idle ? 0 : rng->bounded(3);
            p.symbols.push_back(s);
        }
        std::vector<int> expected(static_cast<size_t>(n), 0);
        std::iota(expected.begin(), expected.end(), 0);
        gnuMergeSort(expected, [&](int l, int r) {
            const ProfileSymbol &left = p.symbols[size_t(l)], &right = p.symbols[size_t(r)];
            const double diff = right.time - left.time;
            if (diff > 0.0)
                return 1;
            if (diff < 0.0)
                return -1;
            if (right.calls > left.calls)
                return 1;
            if (right.calls < left.calls)
                return -1;
            return std::strcmp(left.name.c_str(), right.name.c_str());
        });
        QCOMPARE(flatProfileOrder(p), expected);
    }
}

void tst_Engine::symbolRules()
{
    const auto &syms = m_symbols->symbols;
    QVERIFY(!syms.empty());
    for (size_t i = 1; i < syms.size(); ++i) {
        QVERIFY(syms[i - 1].address < syms[i].address);
        QCOMPARE(syms[i - 1].endAddress, syms[i].address - 1);
    }
    auto find = [&](const char *name) {
        return std::find_if(syms.begin(), syms.end(), [&](auto &s) { return s.name == name; });
    };
    QVERIFY(find("main") != syms.end());
    auto work = find("work");
    QVERIFY(work != syms.end());
    QVERIFY(work->isStatic);
    QVERIFY(work->file >= 0);
    QVERIFY(m_symbols->files[size_t(work->file)].ends_with("cycles.c"));
    QCOMPARE(m_symbols->lookup(work->address), int(work - syms.begin()));
    QCOMPARE(m_symbols->lookup(work->address + 1), int(work - syms.begin()));

    // -O2 clones: .part/.isra/.cold are folded into the previous symbol,
    // .constprop is kept.
    const QString exe = m_dir.filePath(QStringLiteral("clones"));
    QCOMPARE(compileProgram(QStringLiteral("clones.c"), {"-pg", "-O2"}, exe).exitCode, 0);
    auto elf = ElfImage::fromFile(exe.toStdString());
    QVERIFY(elf.ok());
    const SymbolTable clones = SymbolTable::build(**elf, nullptr, {});
    QStringList elfNames;
    for (const ElfSymbol &s : (*elf)->symbols())
        elfNames << QString::fromLatin1(s.name.data(), qsizetype(s.name.size()));
    for (const char *clone : {"by_value.isra.0", "body.part.0", "guarded.cold", "scaled.constprop.0"})
        QVERIFY2(elfNames.contains(QLatin1String(clone)),
                 "gcc -O2 made no such clone; the test program needs updating");
    // A ".constprop.N" name is kept, unless (gprof reading past the name's
    // NUL) the next string in the string table has a dot gprof refuses.
    bool keptConstprop = false;
    for (const ProfileSymbol &s : clones.symbols)
        keptConstprop = keptConstprop || s.name == "scaled.constprop.0";
    const auto strtab = (*elf)->symbolStrings();
    const std::string_view all(reinterpret_cast<const char *>(strtab.data()), strtab.size());
    const size_t at = all.find(std::string_view("scaled.constprop.0\0", 19));
    QVERIFY(at != std::string_view::npos);
    const std::string_view next = all.substr(at + 19, all.find('\0', at + 19) - (at + 19));
    const bool nextRefused = next.find(".isra") != std::string_view::npos
                             || next.find(".part") != std::string_view::npos
                             || next.find(".cold") != std::string_view::npos;
    QCOMPARE(keptConstprop, !nextRefused);
    for (const ProfileSymbol &s : clones.symbols) {
        QVERIFY2(s.name.find(".isra") == std::string::npos, s.name.c_str());
        QVERIFY2(s.name.find(".part") == std::string::npos, s.name.c_str());
        QVERIFY2(s.name.find(".cold") == std::string::npos, s.name.c_str());
    }
    // -a drops static functions.
    const SymbolTable noStatic = SymbolTable::build(*m_elf, nullptr, {true, false});
    for (const ProfileSymbol &s : noStatic.symbols)
        QVERIFY2(!s.isStatic, s.name.c_str());
}

void tst_Engine::duplicateSymbolKept_data()
{
    // Symbols at one address, in symbol-table order: "name" for a global
    // function, "s:" for static, "d:" for not a function.
    QTest::addColumn<QStringList>("symbols");
    QTest::addColumn<QString>("kept");
    QTest::newRow("the first of equals") << QStringList{"x", "y"} << "x";
    QTest::newRow("global over static") << QStringList{"s:a", "b"} << "b";
    QTest::newRow("function over data") << QStringList{"d:data", "_f"} << "_f";
    QTest::newRow("global data over static function") << QStringList{"s:f", "d:g"} << "g";
    QTest::newRow("no underscore over one") << QStringList{"_x", "x"} << "x";
    QTest::newRow("one underscore over two") << QStringList{"__x", "_x"} << "_x";
    QTest::newRow("two underscores lose") << QStringList{"_x", "__x"} << "_x";
    QTest::newRow("underscores only") << QStringList{"__", "_"} << "_";
}

// gprof's rule for symbols that share an address, as finalizeSymbols (and
// the tables of symbol specs) apply it.
void tst_Engine::duplicateSymbolKept()
{
    QFETCH(QStringList, symbols);
    QFETCH(QString, kept);
    std::vector<ProfileSymbol> table;
    for (QString name : symbols) {
        ProfileSymbol s;
        s.address = 0x1000;
        s.isStatic = name.startsWith(QLatin1String("s:"));
        s.isFunction = !name.startsWith(QLatin1String("d:"));
        s.name = name.remove(QRegularExpression(QStringLiteral("^[sd]:"))).toStdString();
        table.push_back(s);
    }
    finalizeSymbols(table, 0x2000);
    QCOMPARE(table.size(), size_t(1));
    QCOMPARE(QString::fromStdString(table[0].name), kept);
    QCOMPARE(table[0].endAddress, uint64_t(0x1fff));
}

void tst_Engine::sumsRunsLikeOneLongerRun()
{
    RunSum once(m_symbols, m_specs);
    QVERIFY(once.add(m_run).ok());
    RunSum thrice(m_symbols, m_specs);
    for (int i = 0; i < 3; ++i)
        QVERIFY(thrice.add(m_run).ok());
    QCOMPARE(thrice.runCount(), 3);
    const ProfileResult a = analyzeProfile(once);
    const ProfileResult b = analyzeProfile(thrice);
    QCOMPARE(b.totalTime, 3 * a.totalTime);
    for (size_t i = 0; i < a.symbols.size(); ++i) {
        QCOMPARE(b.symbols[i].calls, 3 * a.symbols[i].calls);
        QCOMPARE(b.symbols[i].selfCalls, 3 * a.symbols[i].selfCalls);
        QCOMPARE(b.symbols[i].time, 3 * a.symbols[i].time);
    }
    QCOMPARE(b.arcs.size(), a.arcs.size());
}

void tst_Engine::refusesIncompatibleRuns_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("expected");
    QTest::newRow("overlapping histogram") << 0 << "overlaps an earlier histogram";
    QTest::newRow("different scale") << 1 << "has a different scale";
    QTest::newRow("different dimension") << 2 << "measures 'cycles', not 'seconds'";
    QTest::newRow("different unit letter") << 3 << "abbreviates its unit as 'c'";
    QTest::newRow("another program") << 4 << "lie outside the executable's text";
    QTest::newRow("BSD with another range") << 5 << "but the first run covers";
    QTest::newRow("arcs only, from another program") << 6 << "arcs into 0x7f";
}

void tst_Engine::refusesIncompatibleRuns()
{
    QFETCH(int, kind);
    QFETCH(QString, expected);
    RunSum sum(m_symbols, m_specs);
    QVERIFY(sum.add(m_run).ok());
    const ProfileResult before = analyzeProfile(sum);

    GmonFile bad = m_run;
    bad.path = "bad.gmon";
    HistogramRecord &h = bad.histograms.front();
    switch (kind) {
    case 0: h.lowPc += 8; h.highPc += 8; break;
    case 1: h.bins.resize(h.bins.size() / 2); h.highPc += 0x100000; break;
    case 2: h.dimension = {'c', 'y', 'c', 'l', 'e', 's'}; break;
    case 3: h.dimensionAbbrev = 'c'; break;
    case 4: h.lowPc += 0x7f0000000000; h.highPc += 0x7f0000000000; break;
    case 5: bad.format = GmonFormat::OldBsd; h.highPc += 64; break;
    case 6:
        bad.histograms.clear();
        for (auto &a : bad.arcs) {
            a.fromPc += 0x7f0000000000;
            a.selfPc += 0x7f0000000000;
        }
        std::sort(bad.arcs.begin(), bad.arcs.end(),
                  [](auto &x, auto &y) { return x.selfPc < y.selfPc; });
        break;
    }
    auto r = sum.add(bad);
    QVERIFY(!r.ok());
    const QString message = QString::fromStdString(r.error().message);
    QVERIFY2(message.startsWith(QStringLiteral("bad.gmon: ")), qPrintable(message));
    QVERIFY2(message.contains(expected), qPrintable(message));
    // Nothing changed.
    QCOMPARE(sum.runCount(), 1);
    const ProfileResult after = analyzeProfile(sum);
    QCOMPARE(after.totalTime, before.totalTime);
    QCOMPARE(after.arcs.size(), before.arcs.size());
    for (size_t i = 0; i < before.symbols.size(); ++i)
        QCOMPARE(after.symbols[i].calls, before.symbols[i].calls);
}

// Messages keep the English pattern apart from the values (for the GUI to
// translate); their text fills each placeholder once, from the arguments as
// they are, so a file name holding "%1" is not filled again.
void tst_Engine::messagesFillEachPlaceholderOnce()
{
    const std::string oddName = "runs/%1%2.gmon";
    const Message swapped(GMONVIEW_TR_NOOP("Test", "%2 bytes in %1"), oddName, 42u);
    QCOMPARE(swapped.text(), std::string("42 bytes in ") + oddName);
    QCOMPARE(swapped.pattern(), std::string("%2 bytes in %1"));
    QCOMPARE(swapped.arguments().size(), size_t(2));
    QVERIFY(swapped.arguments()[0].isVerbatim());

    // A phrase as an argument stays a message of its own, translatable.
    const Error nested{GMONVIEW_TR_NOOP("Test", "%1: truncated %2"), oddName,
                       Message(GMONVIEW_TR_NOOP("Test", "record %1"), -3)};
    QCOMPARE(nested.message, oddName + ": truncated record -3");
    QCOMPARE(nested.message, nested.what.text());
    QVERIFY(!nested.what.arguments()[1].isVerbatim());
    QCOMPARE(std::string(nested.what.arguments()[1].context()), std::string("Test"));

    // A placeholder without an argument, and a lone '%', are kept.
    QCOMPARE(Message(GMONVIEW_TR_NOOP("Test", "%1 of %3 at 100%"), "x").text(),
             std::string("x of %3 at 100%"));
    const char *none = nullptr;
    QCOMPARE(Message(GMONVIEW_TR_NOOP("Test", "[%1]"), none).text(), std::string("[]"));
}

void tst_Engine::callCountsAndCycles()
{
    RunSum sum(m_symbols, m_specs);
    QVERIFY(sum.add(m_run).ok());
    const ProfileResult r = analyzeProfile(sum);
    // cycles.c has ping<->pong, c1->c2->c3->c1 and main<->helper.
    QCOMPARE(r.cycles.size(), size_t(3));
    std::vector<std::vector<std::string>> members;
    for (const ProfileCycle &c : r.cycles) {
        std::vector<std::string> names;
        for (int m : c.members)
            names.push_back(r.symbol(m).name);
        std::sort(names.begin(), names.end());
        members.push_back(names);
    }
    std::sort(members.begin(), members.end());
    QVERIFY((members[0] == std::vector<std::string>{"c1", "c2", "c3"}));
    QVERIFY((members[1] == std::vector<std::string>{"helper", "main"}));
    QVERIFY((members[2] == std::vector<std::string>{"ping", "pong"}));
    // The main<->helper cycle has no caller outside it: its entry is hidden.
    for (const ProfileCycle &c : r.cycles)
        if (r.symbol(c.members.front()).name == "main" || r.symbol(c.members.front()).name == "helper")
            QVERIFY(!c.printFlag);
    // Index numbers are a permutation of 1..n+cycles.
    std::vector<int> idx;
    for (const auto &s : r.symbols)
        idx.push_back(s.index);
    for (const auto &c : r.cycles)
        idx.push_back(c.index);
    std::sort(idx.begin(), idx.end());
    for (size_t i = 0; i < idx.size(); ++i)
        QCOMPARE(idx[i], int(i + 1));
}

// A gmon file alone (as a file manager opens it) names no program: the one
// beside it that wrote it is found. Another -pg program at the same
// addresses, built later but before the run, a program built without -pg and
// an executable script are passed over, and a run of a program that is not
// there finds nothing.
void tst_Engine::findsTheProgramThatWroteARun()
{
    QTemporaryDir dir;
    const QDir d(dir.path());
    QCOMPARE(compileProgram("cycles.c", {"-pg", "-O0"}, d.filePath("writer")).exitCode, 0);
    QCOMPARE(compileProgram("cycles.c", {"-O0"}, d.filePath("unprofiled")).exitCode, 0);
    QVERIFY(writeFile(d.filePath("script.sh"), "#!/bin/sh\necho\n"));
    QFile(d.filePath("script.sh")).setPermissions(QFile::ReadOwner | QFile::ExeOwner);
    // The newest candidate, but the run's range is the writer's to the byte.
    for (const char *older : {"writer", "unprofiled", "script.sh"}) {
        QFile f(d.filePath(older));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.setFileTime(QDateTime::currentDateTime().addSecs(-60),
                              QFileDevice::FileModificationTime));
    }
    QCOMPARE(compileProgram("recursion.c", {"-pg", "-O0"}, d.filePath("other")).exitCode, 0);
    QCOMPARE(profileRun(d.filePath("writer"), {"5"}, dir.path(), "gmon.out").exitCode, 0);

    const std::vector<std::string> found = findProgramsFor(d.filePath("gmon.out").toStdString());
    QVERIFY(!found.empty());
    QCOMPARE(QString::fromStdString(found.front()), d.filePath("writer"));
    for (const std::string &f : found) {
        QVERIFY(!QString::fromStdString(f).endsWith("unprofiled"));
        QVERIFY(!QString::fromStdString(f).endsWith("script.sh"));
    }

    // A run of a program that is not in the folder.
    QTemporaryDir elsewhere;
    const QString stranger = QDir(elsewhere.path()).filePath("stranger");
    QCOMPARE(compileProgram("recursion.c", {"-pg", "-O0", "-no-pie"}, stranger).exitCode, 0);
    QCOMPARE(profileRun(stranger, {"5"}, elsewhere.path(), "gmon.out").exitCode, 0);
    QVERIFY(QFile::copy(QDir(elsewhere.path()).filePath("gmon.out"), d.filePath("stray.gmon")));
    QVERIFY(findProgramsFor(d.filePath("stray.gmon").toStdString()).empty());
    // Not a gmon file, or no file at all: nothing, and no exception.
    QVERIFY(findProgramsFor(d.filePath("script.sh").toStdString()).empty());
    QVERIFY(findProgramsFor(d.filePath("missing.gmon").toStdString()).empty());
}

// The window's reading (ProgramOptions::creditClonePieces): clones.c at -O2
// puts guarded.cold right after complain, and gprof has no symbol for it, so
// the report credits the cold path's samples and calls to complain. A run
// made here with 40 samples inside guarded.cold and 7 calls from it to
// complain: read as the window reads it, they are guarded's; the calls into
// by_value.isra.0 (whose origin was inlined away) are the piece's own, not
// those of the function before it. Read as gprof reads it, nothing moves.
void tst_Engine::clonePiecesCreditedToTheirOrigin()
{
    const QString exe = m_dir.filePath(QStringLiteral("clones"));
    QCOMPARE(compileProgram(QStringLiteral("clones.c"), {"-pg", "-O2"}, exe).exitCode, 0);
    QCOMPARE(profileRun(exe, {"300"}, m_dir.path(), QStringLiteral("clones.out")).exitCode, 0);
    ProgramOptions window;
    window.creditClonePieces = true;
    auto gprofs = Executable::load(exe.toStdString());
    auto ours = Executable::load(exe.toStdString(), window);
    QVERIFY(gprofs.ok() && ours.ok());
    auto elfSymbol = [&](std::string_view name) { return elfSymbolNamed(**gprofs, name); };
    const ElfSymbol *cold = elfSymbol("guarded.cold");
    const ElfSymbol *complainSym = elfSymbol("complain");
    QVERIFY2(cold && complainSym && elfSymbol("by_value.isra.0"),
             "gcc -O2 made no such clone; the test program needs updating");
    const SymbolTable &table = *(*gprofs)->symbols;
    const int holder = table.lookup(cold->value);
    QVERIFY(holder >= 0 && table.symbols[size_t(holder)].name == "complain");

    auto run = readGmonFile(m_dir.filePath(QStringLiteral("clones.out")).toStdString(),
                            (*gprofs)->target);
    QVERIFY(run.ok() && run->histograms.size() == 1);
    HistogramRecord &h = run->histograms.front();
    std::fill(h.bins.begin(), h.bins.end(), 0);
    const uint64_t at = cold->value + 8;
    QVERIFY(at >= h.lowPc && at < h.highPc);
    h.bins[size_t((at - h.lowPc) * h.bins.size() / (h.highPc - h.lowPc))] = 40;
    run->arcs.push_back({cold->value + 4, complainSym->value + 8, 7});

    auto analyse = [&](const Executable &e) {
        RunSum sum(e.symbols, e.specs);
        const auto added = sum.add(*run);
        return added.ok() ? std::make_shared<ProfileResult>(analyzeProfile(sum)) : nullptr;
    };
    const auto asGprof = analyse(**gprofs);
    const auto asWindow = analyse(**ours);
    QVERIFY(asGprof && asWindow);
    auto named = [](const ProfileResult &p, const std::string &name) -> const ProfileSymbol * {
        for (const ProfileSymbol &s : p.symbols)
            if (s.name == name)
                return &s;
        return nullptr;
    };
    auto arcCount = [](const ProfileResult &p, const std::string &from, const std::string &to) {
        uint64_t n = 0;
        for (const ProfileArc &a : p.arcs)
            if (p.symbols[size_t(a.parent)].name == from &&
                p.symbols[size_t(a.child)].name == to)
                n += a.count;
        return n;
    };
    const uint64_t israCalls = named(*asGprof, "frame_dummy")->calls;
    QVERIFY(israCalls > 0);
    // As gprof: complain holds the cold path's samples and calls itself.
    QCOMPARE(named(*asGprof, "complain")->samples, 40.0);
    QCOMPARE(named(*asGprof, "guarded")->samples, 0.0);
    QCOMPARE(named(*asGprof, "complain")->selfCalls, uint64_t(7));
    QVERIFY(!named(*asGprof, "guarded.cold") && !named(*asGprof, "by_value.isra.0"));
    // As the window: guarded's.
    QCOMPARE(named(*asWindow, "guarded")->samples, 40.0);
    QCOMPARE(named(*asWindow, "complain")->samples, 0.0);
    QCOMPARE(named(*asWindow, "complain")->selfCalls, uint64_t(0));
    QCOMPARE(arcCount(*asWindow, "guarded", "complain"), uint64_t(7));
    const ProfileSymbol *piece = named(*asWindow, "guarded.cold");
    QVERIFY(piece && piece->clonePiece && piece->samples == 0 && piece->calls == 0);
    QVERIFY(named(*asWindow, "by_value.isra.0")->calls > 0);
    QVERIFY(named(*asWindow, "frame_dummy")->calls < israCalls);
    // Every sample is still counted once.
    QCOMPARE(asWindow->totalSamples, asGprof->totalSamples);
}

// Issue 24, point 6: DWARF decides which function a piece came from. Two
// static functions named guarded (twins_plain.c linked first, twins_cold.c
// with a guarded.cold that gprof folds into the function before it): with
// -g, the piece is credited to twins_cold.c's guarded, as addr2line places
// it; without -g, only the name is left, and the first guarded takes it.
void tst_Engine::clonePieceOriginFromDwarf()
{
    ProgramOptions window;
    window.creditClonePieces = true;
    auto originOf = [&](const QStringList &flags, const QString &name, QString *file) {
        const QString exe = m_dir.filePath(name);
        if (compileProgram(QStringLiteral("twins_plain.c+twins_cold.c"), flags, exe).exitCode != 0)
            return std::string("(not built)");
        auto loaded = Executable::load(exe.toStdString(), window);
        if (!loaded.ok())
            return std::string("(not loaded)");
        const SymbolTable &table = *(*loaded)->symbols;
        for (const ProfileSymbol &s : table.symbols) {
            if (s.name != "guarded.cold")
                continue;
            if (s.cloneOrigin < 0)
                return std::string("(none)");
            const ProfileSymbol &origin = table.symbols[size_t(s.cloneOrigin)];
            if (file) {
                const ProcessResult where = runProcess(
                    QStringLiteral("addr2line"),
                    {QStringLiteral("-e"), exe, QString::number(origin.address, 16)}, m_dir.path());
                *file = QString::fromLocal8Bit(where.out).trimmed();
            }
            return origin.name + "@" + std::to_string(origin.address);
        }
        return std::string("(no piece)");
    };
    QString file;
    const std::string withDwarf = originOf({"-pg", "-O2", "-g"}, QStringLiteral("twins-g"), &file);
    QVERIFY2(withDwarf.starts_with("guarded@"), withDwarf.c_str());
    QVERIFY2(file.contains(QStringLiteral("twins_cold.c:")), qPrintable(file));
    // Without DWARF the first guarded, twins_plain.c's.
    const std::string byName = originOf({"-pg", "-O2"}, QStringLiteral("twins"), nullptr);
    QVERIFY2(byName.starts_with("guarded@"), byName.c_str());
    auto loaded = Executable::load(m_dir.filePath(QStringLiteral("twins")).toStdString());
    QVERIFY(loaded.ok());
    uint64_t first = 0;
    for (const ProfileSymbol &s : (*loaded)->symbols->symbols)
        if (s.name == "guarded") {
            first = s.address;
            break;
        }
    QCOMPARE(byName, "guarded@" + std::to_string(first));
}

// A read stopped at any of its checks (the window closing while its line
// profile is read) is an error, never a program of what was read so far;
// read to the end it is the program. The checks come often enough that no
// step between two of them reads a whole large unit.
void tst_Engine::stoppedReadIsNeverAProgram()
{
    const QString exe = m_dir.filePath(QStringLiteral("clones_g"));
    QCOMPARE(compileProgram(QStringLiteral("clones.c"), {"-pg", "-O2", "-g"}, exe).exitCode, 0);
    ProgramOptions named; // by function, each named with its file (the exports')
    named.fileNames = ProgramOptions::FileNames::All;
    for (const ProgramOptions &options : {lineProgramOptions(), named}) {
        int asks = 0;
        auto whole =
            Executable::load(exe.toStdString(), options, [&asks] { return ++asks, false; });
        QVERIFY(whole.ok());
        QVERIFY(!(*whole)->symbols->symbols.empty());
        QVERIFY2(asks >= 2, qPrintable(QString::number(asks))); // the ELF, lines, ...
        for (int stopAt = 1; stopAt <= asks; ++stopAt) {
            int asked = 0;
            auto stopped =
                Executable::load(exe.toStdString(), options, [&] { return ++asked >= stopAt; });
            QVERIFY2(!stopped.ok(),
                     qPrintable(QStringLiteral("%1: stopped at ask %2 of %3 made a program")
                                    .arg(options.lineGranularity ? "lines" : "functions")
                                    .arg(stopAt)
                                    .arg(asks)));
        }
    }
}

// Issue 24, point 6, at line level (Show Lines): gprof -l credits the calls
// into by_value.isra.0 (whose origin was inlined away) to the function
// before it in memory. Read as the window reads lines (lineProgramOptions),
// they go to the piece's first line, which DWARF names by_value, and every
// line keeps its samples; read as the report reads them, nothing moves.
void tst_Engine::clonePieceCallsAtLineLevel()
{
    const QString exe = m_dir.filePath(QStringLiteral("clones_g"));
    QCOMPARE(compileProgram(QStringLiteral("clones.c"), {"-pg", "-O2", "-g"}, exe).exitCode, 0);
    QCOMPARE(profileRun(exe, {"300"}, m_dir.path(), QStringLiteral("clones_g.out")).exitCode, 0);
    ProgramOptions report;
    report.lineGranularity = true;
    report.fileNames = ProgramOptions::FileNames::All;
    auto gprofs = Executable::load(exe.toStdString(), report);
    auto ours = Executable::load(exe.toStdString(), lineProgramOptions());
    QVERIFY(gprofs.ok() && ours.ok());
    const ElfSymbol *isra = elfSymbolNamed(**gprofs, "by_value.isra.0");
    QVERIFY2(isra, "gcc -O2 made no by_value.isra.0; the test program needs updating");
    const std::string run = m_dir.filePath(QStringLiteral("clones_g.out")).toStdString();
    auto analyse = [&](const std::shared_ptr<const Executable> &e) {
        AnalysisRequest request;
        request.executable = e;
        request.program = e->options;
        request.runs = {run};
        auto done = analyze(request);
        return done.ok() ? done->profile : nullptr;
    };
    const auto asGprof = analyse(*gprofs);
    const auto asWindow = analyse(*ours);
    QVERIFY(asGprof && asWindow);
    // The same lines, with the same samples each.
    QCOMPARE(asWindow->symbols.size(), asGprof->symbols.size());
    for (size_t i = 0; i < asGprof->symbols.size(); ++i) {
        QCOMPARE(asWindow->symbols[i].address, asGprof->symbols[i].address);
        QCOMPARE(asWindow->symbols[i].samples, asGprof->symbols[i].samples);
    }
    // The calls into the piece, made by the program: gprof gives them to the
    // function symbol before the piece's first line.
    int first = -1;
    for (size_t i = 0; i < asGprof->symbols.size(); ++i)
        if (asGprof->symbols[i].address == isra->value)
            first = int(i);
    QVERIFY(first >= 0 && asGprof->symbols[size_t(first)].address == isra->value);
    QCOMPARE(asGprof->symbols[size_t(first)].name, std::string("by_value"));
    int before = first;
    while (before >= 0 && !asGprof->symbols[size_t(before)].isFunction)
        --before;
    QVERIFY(before >= 0);
    const uint64_t israCalls = asGprof->symbols[size_t(before)].calls;
    QVERIFY(israCalls >= 300);
    QCOMPARE(asGprof->symbols[size_t(first)].calls, uint64_t(0));
    // The window: frame_dummy, which nothing calls, has none; each piece's
    // first line has the calls into it, as many as the window counts at
    // function level, and none is lost.
    QCOMPARE(asWindow->symbols[size_t(before)].calls, uint64_t(0));
    const ProfileSymbol &piece = asWindow->symbols[size_t(first)];
    QVERIFY(piece.clonePiece && !piece.isFunction && piece.cloneOrigin < 0);
    ProgramOptions functions;
    functions.creditClonePieces = true;
    auto byFunction = Executable::load(exe.toStdString(), functions);
    QVERIFY(byFunction.ok());
    const auto asFunctions = analyse(*byFunction);
    QVERIFY(asFunctions);
    uint64_t intoPieces = 0;
    for (const ProfileSymbol &s : asWindow->symbols)
        if (s.clonePiece)
            intoPieces += s.calls;
    QCOMPARE(intoPieces, israCalls);
    for (const ProfileSymbol &s : asFunctions->symbols)
        if (s.name == "by_value.isra.0")
            QCOMPARE(piece.calls, s.calls);
    QVERIFY(piece.calls > 0);
    QCOMPARE(asWindow->totalSamples, asGprof->totalSamples);
}

// The report's numbers written without printf (PrintfText.h) are printf's:
// the figures the report prints (counts over rates, per-call times), ties
// that round to even, every bit pattern of a double, widths and
// precisions from none to more than the number needs.
void tst_Engine::printfTextIsPrintfs()
{
    std::mt19937_64 random(20261126);
    size_t compared = 0;
    auto fixed = [&](double v, int width, int precision) {
        char expected[512];
        std::snprintf(expected, sizeof expected, "%*.*f", width, precision, v);
        std::string ours;
        appendFixed(ours, v, width, precision);
        ++compared;
        if (ours != expected)
            QFAIL(qPrintable(QStringLiteral("%%%1.%2f of %3: printf \"%4\", ours \"%5\"")
                                 .arg(width)
                                 .arg(precision)
                                 .arg(v, 0, 'g', 17)
                                 .arg(QString::fromLatin1(expected))
                                 .arg(QString::fromStdString(ours))));
    };
    const int widths[] = {0, 5, 7, 8, 9, 10, 11};
    for (int round = 0; round < 200000; ++round) {
        const uint64_t samples = random() % 10000000;
        const double hz = std::array{100.0, 1000.0, 60.0, 3.0, 1e9}[random() % 5];
        const uint64_t calls = 1 + random() % 100000;
        for (double v : {double(samples) / hz, 100 * double(samples) / double(samples + calls),
                         double(samples) / hz / double(calls) * 1e6}) {
            fixed(v, widths[random() % std::size(widths)], int(random() % 3));
        }
        // Any finite double (the exponent spread over its range).
        double any;
        const uint64_t bits = random();
        std::memcpy(&any, &bits, sizeof any);
        if (std::isfinite(any))
            fixed(any, widths[random() % std::size(widths)], int(random() % 8));
        // Halves at the last digit: ties, rounded to even by both.
        const double tie = double(int64_t(random() % 200001) - 100000) / 8.0;
        fixed(tie, 7, 2);
        fixed(tie, 5, 1);
        fixed(tie / 1024, 9, 2);
        if (QTest::currentTestFailed())
            return;
    }
    for (double v : {0.0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 1e-320, -1e-320, DBL_MIN,
                     DBL_MAX, -DBL_MAX, 1e22, 1e23, 9.995, 99.995, 0.005, 0.015, 0.025, 1.0 / 3,
                     double(NAN), -double(NAN), double(INFINITY), -double(INFINITY)})
        for (int width : widths)
            for (int precision = 0; precision <= 20; ++precision)
                fixed(v, width, precision);
    if (QTest::currentTestFailed())
        return;

    auto integer = [&](uint64_t v, int width, bool left) {
        char expected[64];
        std::snprintf(expected, sizeof expected, left ? "%-*lu" : "%*lu", width,
                      static_cast<unsigned long>(v));
        std::string ours;
        appendUnsigned(ours, v, width, left);
        ++compared;
        QCOMPARE(QString::fromStdString(ours), QString::fromLatin1(expected));
        const long long signedValue = static_cast<long long>(v);
        std::snprintf(expected, sizeof expected, "%*lld", width, signedValue);
        ours.clear();
        appendInt(ours, signedValue, width);
        QCOMPARE(QString::fromStdString(ours), QString::fromLatin1(expected));
    };
    for (int round = 0; round < 100000; ++round) {
        const uint64_t v = random() >> (random() % 64);
        integer(v, int(random() % 25), random() % 2);
        if (QTest::currentTestFailed())
            return;
    }
    for (uint64_t v : {uint64_t(0), uint64_t(1), UINT64_MAX, uint64_t(INT64_MAX)})
        integer(v, 7, false);
    qInfo("%zu numbers compared with printf", compared);
}

QTEST_GUILESS_MAIN(tst_Engine)
#include "tst_engine.moc"
