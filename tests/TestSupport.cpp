// SPDX-License-Identifier: MIT
#include "TestSupport.h"

#include "io/CallSites.h"
#include "io/DirectCalls.h"
#include "io/ElfImage.h"
#include "io/GcovFile.h"
#include "io/GmonFile.h"
#include "model/coverage/Coverage.h"
#include "model/stats/ProfileDoctor.h"

#include <QAbstractItemModel>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

#include "model/engine/ProfileAnalysis.h"
#include "model/engine/ProfileSession.h"
#include "model/engine/RunSum.h"
#include "model/items/FlatProfileModel.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <functional>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <vector>

namespace gmonview::test {

namespace {

// Each run of a test program gets a home of its own before anything reads
// a setting: QSettings, QStandardPaths' test mode (~/.qttest) and every
// program a test starts use it, so two suites run at once, or one run after
// another, never read or clear each other's settings.
QTemporaryDir *isolatedHome()
{
    static QTemporaryDir home(QDir::tempPath() + QStringLiteral("/gmonview-test-home-XXXXXX"));
    return &home;
}

void isolateSettings()
{
    QTemporaryDir *home = isolatedHome();
    if (!home->isValid())
        qFatal("cannot make a settings folder for this test run: %s",
               qPrintable(home->errorString()));
    const QByteArray root = QFile::encodeName(home->path());
    qputenv("HOME", root);
    qputenv("XDG_CONFIG_HOME", root + "/config");
    qputenv("XDG_DATA_HOME", root + "/data");
    qputenv("XDG_CACHE_HOME", root + "/cache");
}
Q_CONSTRUCTOR_FUNCTION(isolateSettings)

} // namespace

QString settingsHome()
{
    return isolatedHome()->path();
}

QString programsDir()
{
    return QStringLiteral(GMONVIEW_TEST_PROGRAMS);
}

namespace {

// An ELF file of 32-bit x86 code (EI_CLASS 1, e_machine EM_386).
bool isI386Program(const QString &cwd, const QString &program)
{
    QFile f(QFileInfo(program).isAbsolute() ? program : QDir(cwd).filePath(program));
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray h = f.read(20);
    return h.size() == 20 &&
           h.startsWith("\x7f"
                        "ELF") &&
           h[4] == 1 && h[5] == 1 && h[18] == 3 && h[19] == 0;
}

} // namespace

ProcessResult runProcess(const QString &program, const QStringList &args, const QString &cwd,
                         const QStringList &extraEnv, int timeoutMs)
{
    ProcessResult r;
    QProcess p;
    p.setWorkingDirectory(cwd);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    for (const QString &kv : extraEnv) {
        const qsizetype eq = kv.indexOf(QLatin1Char('='));
        env.insert(kv.left(eq), kv.mid(eq + 1));
    }
    p.setProcessEnvironment(env);
    p.start(program, args);
    r.started = p.waitForStarted(30000);
    if (!r.started) {
        // Some x86-64 kernels are built without 32-bit support (execve says
        // "Exec format error"): an i386 program then runs under qemu-user,
        // as the other targets' programs do, and still writes its gmon.out.
        if (isI386Program(cwd, program) && program != QLatin1String("qemu-i386-static"))
            return runProcess(QStringLiteral("qemu-i386-static"), QStringList{program} + args, cwd,
                              extraEnv, timeoutMs);
        return r;
    }
    // waitForFinished() also returns false for a child that already ended,
    // so ask whether it still runs.
    if (!p.waitForFinished(timeoutMs) && p.state() != QProcess::NotRunning) {
        p.kill();
        p.waitForFinished(30000);
        r.timedOut = true;
    }
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    if (r.timedOut) {
        r.err +=
            QStringLiteral("\n%1: killed after %2 ms\n").arg(program).arg(timeoutMs).toLocal8Bit();
        r.exitCode = -1;
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return r;
}

ProcessResult compileProgram(const QString &source, const QStringList &flags, const QString &output,
                             const QString &compiler)
{
    const bool cxx = !source.endsWith(QLatin1String(".c"));
    QStringList args = flags;
    args << QStringLiteral("-o") << output;
    for (const QString &file : source.split(QLatin1Char('+')))
        args << QDir(programsDir()).filePath(file);
    if (!cxx || flags.contains(QStringLiteral("-pthread")))
        args << QStringLiteral("-lpthread");
    QString program = compiler;
    if (program.isEmpty())
        program = cxx ? QStringLiteral("g++") : QStringLiteral("gcc");
    return runProcess(program, args, QFileInfo(output).absolutePath());
}

ProcessResult profileRun(const QString &exe, const QStringList &args, const QString &dir,
                         const QString &gmonName)
{
    QFile::remove(QDir(dir).filePath(QStringLiteral("gmon.out")));
    ProcessResult r = runProcess(exe, args, dir);
    if (r.exitCode == 0 && gmonName != QLatin1String("gmon.out")) {
        QFile::remove(QDir(dir).filePath(gmonName));
        if (!QFile::rename(QDir(dir).filePath(QStringLiteral("gmon.out")),
                           QDir(dir).filePath(gmonName)))
            r.exitCode = -2;
    }
    return r;
}

ProcessResult runGprof(const QStringList &args, const QString &cwd)
{
    return runProcess(QStringLiteral("gprof"), args, cwd);
}

ReportOutput runOurs(const QStringList &args, const QString &cwd)
{
    const QString previous = QDir::currentPath();
    QDir::setCurrent(cwd);
    std::vector<std::string> argv;
    for (const QString &a : args)
        argv.push_back(a.toStdString());
    ReportOutput r = runReport(argv);
    QDir::setCurrent(previous);
    return r;
}

QString wrongFindings(const QString &dir, const QString &exe, const QStringList &runs)
{
    AnalysisRequest request;
    request.executablePath = QDir(dir).filePath(exe).toStdString();
    for (const QString &r : runs)
        request.runs.push_back(QDir(dir).filePath(r).toStdString());
    request.skipRefusedRuns = true;
    DoctorCollector doctor;
    const auto analysed = analyze(doctor.attach(request));
    if (!analysed)
        return QString::fromStdString(analysed.error().message);
    QString out;
    for (const Error &e : analysed->refused)
        out += QString::fromStdString(e.message) + QLatin1Char('\n');
    for (const Finding &f : doctor.findings(*analysed))
        if (f.numbersWrong())
            out += QString::fromStdString(f.what.text()) + QLatin1Char('\n');
    return out;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

QStringList flatProfileLines(const QAbstractItemModel *model)
{
    QStringList lines;
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, 0).data(FlatProfileModel::UnusedRole).toBool())
            continue;
        // Each cell as gprof prints it (the window shows per-call times in
        // readable units of their own).
        auto cell = [&](int column) {
            return model->index(row, column).data(FlatProfileModel::GprofTextRole).toString();
        };
        QString line = QString::asprintf("%6s %9s %8s", qPrintable(cell(FlatProfileModel::Percent)),
                                         qPrintable(cell(FlatProfileModel::Cumulative)),
                                         qPrintable(cell(FlatProfileModel::Self)));
        line += QString::asprintf(" %8s %8s %8s  ", qPrintable(cell(FlatProfileModel::Calls)),
                                  qPrintable(cell(FlatProfileModel::SelfPerCall)),
                                  qPrintable(cell(FlatProfileModel::TotalPerCall)));
        line +=
            model->index(row, FlatProfileModel::Name).data(FlatProfileModel::SortRole).toString();
        lines << line;
    }
    return lines;
}

QStringList reportFlatLines(const std::string &reportText)
{
    // Title, blank line, sample unit, two header lines; then the table.
    QStringList lines = QString::fromStdString(reportText).split(QLatin1Char('\n')).mid(5);
    while (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

QString makeDecoderRefusedCopy(const QString &exe, const QString &output)
{
    const QString dir = QFileInfo(output).absolutePath();
    const QString lines = output + QStringLiteral(".debug_line");
    ProcessResult r = runProcess(
        QStringLiteral("objcopy"),
        {QStringLiteral("--dump-section"), QStringLiteral(".debug_line=") + lines, exe, output},
        dir);
    if (r.exitCode != 0)
        return QStringLiteral("objcopy --dump-section: ") + QString::fromLocal8Bit(r.err);
    QByteArray bytes = readFile(lines);
    if (bytes.size() < 8)
        return QStringLiteral("no .debug_line in ") + exe;
    quint32 length = 0;
    std::memcpy(&length, bytes.constData(), 4); // 32-bit DWARF, little-endian
    const qsizetype end = qsizetype(length) + 4;
    // The unit's last instruction: DW_LNE_end_sequence, 00 01 01.
    if (end > bytes.size() || bytes.mid(end - 3, 3) != QByteArray("\x00\x01\x01", 3))
        return QStringLiteral("the first line program of %1 does not end in end_sequence").arg(exe);
    bytes[end - 2] = '\0';
    if (!writeFile(lines, bytes))
        return QStringLiteral("cannot write ") + lines;
    r = runProcess(
        QStringLiteral("objcopy"),
        {QStringLiteral("--update-section"), QStringLiteral(".debug_line=") + lines, output}, dir);
    QFile::remove(lines);
    return r.exitCode == 0
               ? QString()
               : QStringLiteral("objcopy --update-section: ") + QString::fromLocal8Bit(r.err);
}

QString firstDifference(const QByteArray &expected, const QByteArray &actual)
{
    const QList<QByteArray> e = expected.split('\n');
    const QList<QByteArray> a = actual.split('\n');
    for (qsizetype i = 0; i < std::max(e.size(), a.size()); ++i) {
        const QByteArray el = i < e.size() ? e[i] : QByteArray("<end>");
        const QByteArray al = i < a.size() ? a[i] : QByteArray("<end>");
        if (el != al)
            return QStringLiteral("line %1:\n  gprof:    %2\n  gmonview: %3")
                .arg(i + 1)
                .arg(QString::fromLatin1(el), QString::fromLatin1(al));
    }
    return QStringLiteral("(no difference)");
}

std::shared_ptr<const ProfileResult> profileProgram(const QString &source, const QStringList &flags,
                                                    const QString &exe, const QStringList &args)
{
    const QString dir = QFileInfo(exe).absolutePath();
    const QString gmon = QFileInfo(exe).fileName() + QStringLiteral(".out");
    if (compileProgram(source, flags, exe).exitCode != 0 ||
        profileRun(exe, args, dir, gmon).exitCode != 0)
        return nullptr;
    return profileOf(exe, QDir(dir).filePath(gmon));
}

std::shared_ptr<const ProfileResult> profileOf(const QString &exe, const QString &gmon)
{
    auto loaded = Executable::load(exe.toStdString());
    if (!loaded.ok())
        return nullptr;
    RunSum sum((*loaded)->symbols, (*loaded)->specs);
    auto run = readGmonFile(gmon.toStdString(), (*loaded)->target);
    if (!run.ok() || !sum.add(*run).ok())
        return nullptr;
    return std::make_shared<const ProfileResult>(analyzeProfile(sum));
}

namespace {

// Rewrites the run GMON of EXE with each histogram's bins as BINS gives
// them (from the executable and the histogram; an error through ERROR),
// the arcs as they were. The error, or nothing.
QString
rewriteBins(const QString &exe, const QString &gmon,
            const std::function<std::vector<uint16_t>(const Executable &, const HistogramRecord &,
                                                      QString *error)> &bins)
{
    auto loaded = Executable::load(exe.toStdString());
    if (!loaded.ok())
        return QString::fromStdString(loaded.error().message);
    const GmonTarget target = (*loaded)->target;
    auto run = readGmonFile(gmon.toStdString(), target);
    if (!run.ok())
        return QString::fromStdString(run.error().message);
    GmonWriter w(target);
    w.header(run->version);
    for (const HistogramRecord &h : run->histograms) {
        QString error;
        const std::vector<uint16_t> counts = bins(**loaded, h, &error);
        if (!error.isEmpty())
            return error;
        w.histogram(h.lowPc, h.highPc, h.rate, h.dimension, h.dimensionAbbrev, counts);
    }
    for (const ArcRecord &a : run->arcs)
        w.arc(a.fromPc, a.selfPc, uint32_t(a.count));
    const auto &bytes = w.bytes();
    if (!writeFile(gmon, QByteArray(reinterpret_cast<const char *>(bytes.data()),
                                    qsizetype(bytes.size()))))
        return gmon + QStringLiteral(": cannot write");
    return {};
}

} // namespace

const ElfSymbol *elfSymbolNamed(const Executable &executable, std::string_view name)
{
    for (const ElfSymbol &s : executable.elf->symbols())
        if (s.name == name)
            return &s;
    return nullptr;
}

QString sampleEveryBin(const QString &exe, const QString &gmon, quint16 samples)
{
    return rewriteBins(exe, gmon,
                       [samples](const Executable &, const HistogramRecord &h, QString *) {
                           return std::vector<uint16_t>(h.bins.size(), samples);
                       });
}

QString setBinSamples(const QString &exe, const QString &gmon,
                      const std::function<quint16(size_t bin)> &samples)
{
    return rewriteBins(exe, gmon, [&](const Executable &, const HistogramRecord &h, QString *) {
        std::vector<uint16_t> bins(h.bins.size());
        for (size_t i = 0; i < bins.size(); ++i)
            bins[i] = samples(i);
        return bins;
    });
}

QString keepSamplesIn(const QString &exe, const QString &gmon,
                      const std::set<std::string> &functions)
{
    return rewriteBins(
        exe, gmon, [&](const Executable &program, const HistogramRecord &h, QString *) {
            std::vector<uint16_t> bins(h.bins.begin(), h.bins.end());
            const double width = double(h.highPc - h.lowPc) / double(bins.size());
            const auto &symbols = program.symbols->symbols;
            for (size_t i = 0; i < bins.size(); ++i) {
                const uint64_t low = h.lowPc + uint64_t(width * double(i));
                const uint64_t high = h.lowPc + uint64_t(width * double(i + 1)) - 1;
                const int at = program.symbols->lookup(low);
                const bool inside = at >= 0 && high <= symbols[size_t(at)].endAddress &&
                                    functions.count(symbols[size_t(at)].displayName);
                if (!inside)
                    bins[i] = 0;
            }
            return bins;
        });
}

ComparedBuilds profileComparedBuilds(const QString &dir, const QStringList &flags)
{
    auto side = [&](int next) -> std::shared_ptr<const ProfileResult> {
        const QString exe =
            QDir(dir).filePath(next ? QStringLiteral("new") : QStringLiteral("base"));
        const SyntheticProfile profile{.samples = {{"grows", next ? 400 : 100},
                                                   {"shrinks", next ? 100 : 400},
                                                   {"steady", 200}},
                                       .arcs = {{"main", "grows", 30},
                                                {"main", "shrinks", 30},
                                                {"main", "steady", 30},
                                                {"main", "often", next ? 600u : 300u}}};
        if (compileProgram(QStringLiteral("compare_lines.c"),
                           flags + QStringList{QStringLiteral("-DNEW=%1").arg(next)}, exe)
                    .exitCode != 0 ||
            !writeSyntheticRun(exe, exe + QStringLiteral(".out"), profile).isEmpty())
            return nullptr;
        return profileOf(exe, exe + QStringLiteral(".out"));
    };
    return {side(0), side(1)};
}

int functionNamed(const ProfileResult &profile, const std::string &name)
{
    for (size_t i = 0; i < profile.symbols.size(); ++i)
        if (profile.symbols[i].isFunction && profile.symbols[i].displayName == name)
            return int(i);
    return -1;
}

Comparison handBuiltComparison(std::shared_ptr<const ProfileResult> base, int baseRuns,
                               std::shared_ptr<const ProfileResult> next, int nextRuns,
                               const std::map<std::string, DeltaStatus> &statuses)
{
    Comparison c;
    c.base.profile = base;
    c.next.profile = next;
    for (int i = 0; i < baseRuns; ++i)
        c.base.runs.push_back("base" + std::to_string(i + 1) + ".out");
    for (int i = 0; i < nextRuns; ++i)
        c.next.runs.push_back("new" + std::to_string(i + 1) + ".out");
    c.base.rate = base->rate;
    c.next.rate = next->rate;
    std::set<std::string> names;
    for (const ProfileResult *p : {base.get(), next.get()})
        for (const ProfileSymbol &s : p->symbols)
            if (s.isFunction && (s.samples > 0 || s.calls > 0))
                names.insert(s.displayName);
    for (const std::string &name : names) {
        FunctionDelta d;
        d.name = name;
        d.baseSymbol = functionNamed(*base, name);
        d.newSymbol = functionNamed(*next, name);
        if (d.baseSymbol >= 0) {
            const ProfileSymbol &s = base->symbol(d.baseSymbol);
            d.baseSamples = s.samples;
            d.baseSeconds = s.samples / double(base->rate) / baseRuns;
            d.baseCalls = double(s.calls) / baseRuns;
        }
        if (d.newSymbol >= 0) {
            const ProfileSymbol &s = next->symbol(d.newSymbol);
            d.newSamples = s.samples;
            d.newSeconds = s.samples / double(next->rate) / nextRuns;
            d.newCalls = double(s.calls) / nextRuns;
        }
        d.deltaSeconds = d.newSeconds - d.baseSeconds;
        if (d.baseSeconds > 0)
            d.deltaPercent = 100 * d.deltaSeconds / d.baseSeconds;
        d.callsChanged = d.baseCalls != d.newCalls;
        const auto chosen = statuses.find(name);
        d.status = d.baseSymbol < 0           ? DeltaStatus::New
                   : d.newSymbol < 0          ? DeltaStatus::Removed
                   : chosen != statuses.end() ? chosen->second
                                              : DeltaStatus::Unchanged;
        d.significant = d.status == DeltaStatus::Slower || d.status == DeltaStatus::Faster;
        if (d.baseSymbol >= 0 && d.newSymbol >= 0) {
            const double margin = 0.25 * std::abs(d.deltaSeconds) + 0.001;
            d.ciLow = d.deltaSeconds - margin;
            d.ciHigh = d.deltaSeconds + margin;
            d.pValue = d.significant ? 0.0004 : 0.4;
            d.adjustedP = d.significant ? 0.002 : 0.6;
        }
        c.functions.push_back(d);
    }
    std::map<std::pair<std::string, std::string>, ArcDelta> arcs;
    auto tally = [&](const ProfileResult &p, int runs, bool isBase) {
        for (const ProfileArc &a : p.arcs) {
            if (a.isStatic)
                continue;
            const std::pair key{p.symbol(a.parent).displayName, p.symbol(a.child).displayName};
            ArcDelta &d = arcs[key];
            d.caller = key.first;
            d.callee = key.second;
            (isBase ? d.baseCalls : d.newCalls) += double(a.count) / runs;
        }
    };
    tally(*base, baseRuns, true);
    tally(*next, nextRuns, false);
    for (const auto &[key, arc] : arcs)
        c.arcs.push_back(arc);
    return c;
}

double limitFor(double rate, int trials)
{
    return rate + 3 * std::sqrt(rate * (1 - rate) / trials);
}

std::vector<double> drawCounts(std::mt19937_64 &rng, int runs, double mean, double dispersion)
{
    std::vector<double> out;
    for (int i = 0; i < runs; ++i) {
        double m = mean;
        if (dispersion > 1) {
            // Var = mean + mean^2 / shape = dispersion * mean.
            const double shape = mean / (dispersion - 1);
            std::gamma_distribution<double> gamma(shape, mean / shape);
            m = gamma(rng);
        }
        std::poisson_distribution<long> poisson(m);
        out.push_back(double(poisson(rng)));
    }
    return out;
}

QString writeSyntheticRun(const QString &exe, const QString &gmon, const SyntheticProfile &profile)
{
    auto loaded = Executable::load(exe.toStdString());
    if (!loaded.ok())
        return QString::fromStdString(loaded.error().message);
    const Executable &program = **loaded;
    const ElfImage &elf = *program.elf;
    auto fail = [&](const std::string &what) {
        return exe + QStringLiteral(": ") + QString::fromStdString(what);
    };
    auto function = [&](const std::string &name) -> const ProfileSymbol * {
        for (const ProfileSymbol &s : program.symbols->symbols)
            if (s.isFunction && s.displayName == name)
                return &s;
        return nullptr;
    };

    const ProfiledRange range = profiledRange(elf);
    if (!range.start || !range.etext)
        return fail("no __executable_start or etext: no range to sample");
    const uint64_t low = range.low(), high = range.high();
    std::vector<uint16_t> bins(size_t((high - low) / 4), 0);
    for (const auto &[name, count] : profile.samples) {
        const ProfileSymbol *f = function(name);
        if (!f)
            return fail(name + ": no such function");
        // The bin at its middle, wholly inside it: no sample is shared with
        // a neighbour.
        const size_t bin = size_t(((f->address + f->endAddress) / 2 - low) / 4);
        if (count < 0 || count > 65535 || bin >= bins.size() || low + 4 * bin < f->address ||
            low + 4 * bin + 3 > f->endAddress)
            return fail(name + ": cannot hold " + std::to_string(count) + " samples in a bin");
        bins[bin] = uint16_t(count);
    }

    // Return addresses, found with the reader's own decoders: the end of
    // the call at SITE, and the end of a function's call to mcount.
    const auto decoder = CallSiteDecoder::forImage(elf);
    const auto hook = ProfilingHook::forImage(elf);
    const auto calls = findDirectCalls(elf);
    if (!decoder || !hook || !calls.ok())
        return fail("its calls cannot be decoded on " + elf.machineName());
    auto after = [&](const DirectCall &call) -> std::optional<uint64_t> {
        for (uint64_t r = call.site + 1; r <= call.site + 16; ++r)
            if (const auto c = decoder->callEndingAt(r); c && c->target == call.target)
                return r;
        return std::nullopt;
    };
    auto afterMcount = [&](const ProfileSymbol &f) -> std::optional<uint64_t> {
        // calledIn(LOW, HIGH) decodes whole instructions below HIGH only.
        for (uint64_t r = f.address + 1; r <= std::min(f.endAddress + 1, f.address + 64); ++r)
            if (hook->calledIn(f.address, r))
                return r;
        return std::nullopt;
    };

    GmonWriter w(program.target);
    w.header();
    const std::array<char, 15> seconds{'s', 'e', 'c', 'o', 'n', 'd', 's'};
    w.histogram(low, high, profile.rate, seconds, 's', bins);
    for (const SyntheticArc &a : profile.arcs) {
        const ProfileSymbol *caller = function(a.caller), *callee = function(a.callee);
        if (!caller || !callee)
            return fail(a.caller + " -> " + a.callee + ": no such function");
        std::optional<uint64_t> from;
        for (const DirectCall &c : *calls)
            if (!from && c.site >= caller->address && c.site <= caller->endAddress &&
                c.target == callee->address)
                from = after(c);
        const std::optional<uint64_t> self = afterMcount(*callee);
        if (!from)
            return fail(a.caller + " has no direct call to " + a.callee);
        if (!self)
            return fail(a.callee + " does not call " + hook->name() + " (built without -pg?)");
        w.arc(*from, *self, a.count);
    }
    const auto &b = w.bytes();
    if (!writeFile(gmon, QByteArray(reinterpret_cast<const char *>(b.data()), qsizetype(b.size()))))
        return gmon + QStringLiteral(": cannot write");
    return {};
}

SyntheticProfile cyclesProfile(int samples, uint32_t rate)
{
    return {.samples = {{"work", samples},
                        {"c1", samples / 10},
                        {"ping", samples / 10},
                        {"pong", samples / 10},
                        {"c3", 5},
                        {"main", 1},
                        {"helper", 2}},
            .arcs = {{"main", "helper", 2},
                     {"helper", "main", 2},
                     {"helper", "work", 2},
                     {"main", "c1", 60},
                     {"c1", "c2", 540},
                     {"c2", "c3", 480},
                     {"c3", "c1", 480},
                     {"c1", "work", 540},
                     {"c3", "work", 480},
                     {"c1", "ping", 60},
                     {"ping", "pong", 120},
                     {"pong", "ping", 60},
                     {"ping", "work", 120},
                     {"pong", "work", 120}},
            .rate = rate};
}

QString setRunSamples(const QString &exe, const QString &gmon,
                      const std::map<std::string, int> &samples)
{
    return rewriteBins(
        exe, gmon, [&](const Executable &program, const HistogramRecord &h, QString *error) {
            std::vector<uint16_t> bins(h.bins.size(), 0);
            const double width = double(h.highPc - h.lowPc) / double(bins.size());
            for (const auto &[name, count] : samples) {
                const ProfileSymbol *found = nullptr;
                for (const ProfileSymbol &sym : program.symbols->symbols)
                    if (sym.isFunction && sym.displayName == name)
                        found = &sym;
                // A bin wholly inside the function: its middle.
                const uint64_t middle = found ? (found->address + found->endAddress) / 2 : 0;
                if (!found || count < 0 || count > 65535 || middle < h.lowPc ||
                    middle >= h.highPc) {
                    *error = QString::fromStdString(name) +
                             QStringLiteral(": no such function in the histogram's range");
                    return bins;
                }
                bins[size_t(double(middle - h.lowPc) / width)] += uint16_t(count);
            }
            return bins;
        });
}

} // namespace gmonview::test

namespace gmonview::test {

QString callgrindCostsAddUp(const std::string &callgrind, int *compared)
{
    struct Call
    {
        int callee;
        double cost;
    };
    std::map<int, double> self;
    std::map<int, std::vector<Call>> calls;
    std::map<int, QString> names;
    int current = -1;
    int callee = -1;
    bool callCostNext = false;
    auto idOf = [&](const QString &value) {
        // "(12) name" the first time, "(12)" after.
        const int close = value.indexOf(QLatin1Char(')'));
        const int id = value.mid(1, close - 1).toInt();
        if (value.size() > close + 2)
            names[id] = value.mid(close + 2);
        return id;
    };
    for (const QString &line : QString::fromStdString(callgrind).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("fn="))) {
            current = idOf(line.mid(3));
            self[current];
        } else if (line.startsWith(QLatin1String("cfn="))) {
            callee = idOf(line.mid(4));
        } else if (line.startsWith(QLatin1String("calls="))) {
            callCostNext = true;
        } else if (!line.isEmpty() && line[0].isDigit() && current >= 0) {
            const double cost = line.section(QLatin1Char(' '), 1, 1).toDouble();
            if (callCostNext)
                calls[current].push_back({callee, cost});
            else
                self[current] += cost;
            callCostNext = false;
        }
    }

    // Recursion cycles: the strongly connected components of the calls.
    std::map<int, int> component, low, order;
    std::vector<int> stack;
    std::set<int> onStack;
    int next = 0, components = 0;
    std::function<void(int)> visit = [&](int v) {
        order[v] = low[v] = next++;
        stack.push_back(v);
        onStack.insert(v);
        for (const Call &c : calls[v]) {
            if (!order.count(c.callee)) {
                visit(c.callee);
                low[v] = std::min(low[v], low[c.callee]);
            } else if (onStack.count(c.callee)) {
                low[v] = std::min(low[v], order[c.callee]);
            }
        }
        if (low[v] == order[v]) {
            int w;
            do {
                w = stack.back();
                stack.pop_back();
                onStack.erase(w);
                component[w] = components;
            } while (w != v);
            ++components;
        }
    };
    for (const auto &[f, cost] : self)
        if (!order.count(f))
            visit(f);

    // Per component: what comes in from outside, what its members cost
    // themselves and call outside, and the terms of each sum.
    struct Sums
    {
        double in = 0, own = 0;
        int terms = 0, members = 0;
        bool called = false;
    };
    std::map<int, Sums> sums;
    std::vector<std::pair<int, int>> zeroInside; // caller, callee
    for (const auto &[f, cost] : self) {
        Sums &s = sums[component[f]];
        s.own += cost;
        ++s.terms;
        ++s.members;
    }
    for (const auto &[f, out] : calls)
        for (const Call &c : out) {
            if (c.callee == f)
                continue; // a function calling itself: readers leave it out
            if (component[c.callee] == component[f]) {
                if (c.cost <= 0)
                    zeroInside.emplace_back(f, c.callee);
                continue;
            }
            Sums &to = sums[component[c.callee]];
            to.in += c.cost;
            to.called = true;
            ++to.terms;
            Sums &from = sums[component[f]];
            from.own += c.cost;
            ++from.terms;
        }
    QStringList wrong;
    int checked = 0;
    for (const auto &[id, s] : sums) {
        if (!s.called)
            continue; // a root: nothing shares its cost
        ++checked;
        if (std::abs(s.in - s.own) > 0.5 * s.terms + 1e-9) {
            QStringList who;
            for (const auto &[f, c] : component)
                if (c == id)
                    who << names[f];
            wrong << QStringLiteral("%1: calls in cost %2, its own costs and calls out %3")
                         .arg(who.join(QLatin1Char('/')))
                         .arg(s.in)
                         .arg(s.own);
        }
    }
    if (compared)
        *compared = checked;
    for (const auto &[caller, callee] : zeroInside)
        if (sums[component[caller]].own > 0) // a cycle with nothing to share may carry nothing
            wrong << QStringLiteral("a call within a cycle carries no cost: %1 -> %2")
                         .arg(names[caller], names[callee]);
    return wrong.mid(0, 10).join(QLatin1Char('\n'));
}

} // namespace gmonview::test

namespace gmonview::test {

QString npmPackage(const QString &name, const QString &version, QString *error)
{
    const QDir cache(QStringLiteral(GMONVIEW_NPM_CACHE));
    const QString folder = cache.filePath(name + QLatin1Char('-') + version);
    const QString package = QDir(folder).filePath(QStringLiteral("package"));
    if (QFileInfo(QDir(package).filePath(QStringLiteral("package.json"))).isFile())
        return package;
    auto fail = [&](const QString &what, const ProcessResult &r) {
        *error = QStringLiteral("%1 (exit %2): %3")
                     .arg(what)
                     .arg(r.exitCode)
                     .arg(QString::fromLocal8Bit(r.err + r.out).left(2000));
        return QString();
    };
    // Fetched and extracted beside, then renamed: a half-done fetch never
    // passes for the package.
    const QString partial = folder + QStringLiteral(".partial");
    QDir(partial).removeRecursively();
    if (!QDir().mkpath(partial)) {
        *error = QStringLiteral("cannot create %1").arg(partial);
        return {};
    }
    const ProcessResult packed =
        runProcess(QStringLiteral("npm"), {"pack", name + QLatin1Char('@') + version, "--silent"},
                   partial, {}, 600000);
    if (packed.exitCode != 0)
        return fail(
            QStringLiteral("npm pack %1@%2 (needs npm and the npm registry)").arg(name, version),
            packed);
    const QString tgz = QString::fromUtf8(packed.out).trimmed().split(QLatin1Char('\n')).last();
    const ProcessResult extracted = runProcess(QStringLiteral("tar"), {"-xzf", tgz}, partial);
    if (extracted.exitCode != 0)
        return fail(QStringLiteral("extracting %1").arg(tgz), extracted);
    QDir(folder).removeRecursively();
    if (!QDir().rename(partial, folder)) {
        *error = QStringLiteral("cannot rename %1").arg(partial);
        return {};
    }
    return package;
}

QString chromiumPath()
{
    for (const char *name : {"chromium", "chromium-browser", "google-chrome"})
        if (const QString path = QStandardPaths::findExecutable(QString::fromLatin1(name));
            !path.isEmpty())
            return path;
    return {};
}

ProcessResult chromiumDom(const QString &url, const QString &profileDir, int virtualMs)
{
    QDir().mkpath(profileDir);
    return runProcess(chromiumPath(),
                      {"--headless", "--no-sandbox", "--use-angle=swiftshader", "--no-first-run",
                       "--window-size=1280,800", "--user-data-dir=" + profileDir,
                       "--host-resolver-rules=MAP * ~NOTFOUND", "--proxy-server=127.0.0.1:9",
                       QStringLiteral("--virtual-time-budget=%1").arg(virtualMs), "--dump-dom",
                       url},
                      profileDir, {}, 180000);
}

bool maySkipWithout(const char *what)
{
    const QStringList allowed =
        qEnvironmentVariable("GMONVIEW_TESTS_MAY_SKIP").split(QLatin1Char(','), Qt::SkipEmptyParts);
    return allowed.contains(QStringLiteral("all")) || allowed.contains(QLatin1String(what));
}

std::map<QString, std::map<uint32_t, uint64_t>> gcovTextCounts(const QString &data)
{
    const ProcessResult r =
        runProcess(QStringLiteral("gcov"), {"-t", data}, QFileInfo(data).absolutePath());
    std::map<QString, std::map<uint32_t, uint64_t>> counts;
    // Each file's lines after its "-:    0:Source:NAME"; "    7007:   11:"
    // (an asterisk after a count: some block there never ran), "#####"
    // for a line whose code never ran, "-" for no code.
    static const QRegularExpression line(QStringLiteral(R"(^\s*(\d+|#####|=====)\*?:\s*(\d+):)"));
    std::map<uint32_t, uint64_t> *file = nullptr;
    for (const QString &l : QString::fromUtf8(r.out).split('\n')) {
        if (l.contains(QLatin1String(":    0:Source:")))
            file = &counts[l.section(QStringLiteral(":Source:"), 1)];
        const auto m = line.match(l);
        // A line of several functions (a template's instances) comes first
        // with all of them, then again in each function's section below.
        if (m.hasMatch() && file)
            file->emplace(m.captured(2).toUInt(), m.captured(1).startsWith(QLatin1Char('#')) ||
                                                          m.captured(1).startsWith('=')
                                                      ? 0
                                                      : m.captured(1).toULongLong());
    }
    return counts;
}

namespace {

// A copy at TO of the coverage file FROM whose header names GCC MAJOR (12
// or later: the layout of GCC 12's files). The error, or nothing.
QString writeGcovOfVersion(const QString &from, const QString &to, int major)
{
    QByteArray bytes = readFile(from);
    auto header = parseGcovHeader(std::as_bytes(std::span(bytes.constData(), size_t(bytes.size()))),
                                  from.toStdString());
    if (!header)
        return QString::fromStdString(header.error().message);
    if (major < 12 || major > 99)
        return QStringLiteral("GCC %1: not a version of GCC 12's layout").arg(major);
    // Four characters, major first ('A' + tens, then the units), as the
    // word is read, in the file's byte order.
    const char version[4] = {char('A' + major / 10), char('0' + major % 10),
                             char((header->version >> 8) & 0xff), char(header->version & 0xff)};
    for (int i = 0; i < 4; ++i)
        bytes[4 + (header->bigEndian ? i : 3 - i)] = version[i];
    return writeFile(to, bytes) ? QString() : to + QStringLiteral(": cannot write");
}

} // namespace

OtherGccCopy copyAsOtherGcc(const QString &data, const QString &dir)
{
    OtherGccCopy out;
    auto header = readGcovHeader(data.toStdString());
    if (!header) {
        out.error = QString::fromStdString(header.error().message);
        return out;
    }
    for (int major = header->major + 1; major <= 99 && !out.major; ++major)
        if (!gcovFor(major))
            out.major = major;
    if (!out.major) {
        out.error = QStringLiteral("a gcov of every GCC up to 99 is on the PATH");
        return out;
    }
    const QDir folder(QDir(dir).filePath(QStringLiteral("gcc%1").arg(out.major)));
    QDir().mkpath(folder.path());
    const QString notes = data.left(data.size() - 4) + QStringLiteral("gcno");
    out.data = folder.filePath(QFileInfo(data).fileName());
    out.error = writeGcovOfVersion(data, out.data, out.major);
    if (out.error.isEmpty())
        out.error =
            writeGcovOfVersion(notes, folder.filePath(QFileInfo(notes).fileName()), out.major);
    return out;
}

} // namespace gmonview::test
