// SPDX-License-Identifier: MIT
// gmonview export --format json, csv, dot and html, each read back by a
// real consumer: Qt's JSON and XML readers, an RFC 4180 reader, Graphviz
// (the dot program, and its library as the window loads it), and a
// headless Chromium with the network cut. The tables are compared row by
// row with gprof -b -p and -q on real programs; names full of quotes,
// commas, brackets and line breaks must come back as they went in.
#include "app/ExportCommand.h"
#include "model/export/Exporters.h"
#include "model/graph/CallGraph.h"
#include "model/report/GprofReport.h"
#include "TestSupport.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLibrary>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <QXmlStreamReader>

#include <cmath>
#include <functional>
#include <map>
#include <set>

using namespace gmonview;
using namespace gmonview::test;

namespace {

// One line of gprof -b -p.
struct GprofFlatRow
{
    QString name;
    double percent = 0, cumulative = 0, self = 0;
    bool hasCalls = false;
    qulonglong calls = 0;
    double selfPerCall = 0, totalPerCall = 0; // in gprof's unit
};

struct GprofFlat
{
    std::vector<GprofFlatRow> rows;
    double perCallScale = 0; // gprof's per-call numbers are seconds times this
};

// gprof -b -p's table: its unit from the header ("ms/call"), then a row
// per line up to the first blank one.
GprofFlat parseGprofFlat(const QByteArray &text)
{
    static const QRegularExpression unit(QStringLiteral(R"((\S*)s/call)"));
    static const QRegularExpression row(QStringLiteral(
        R"(^\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+(?:(\d+)\s+([\d.]+)\s+([\d.]+)\s+)?(\S.*)$)"));
    static const std::map<QString, double> prefixes = {
        {"T", 1e-12}, {"G", 1e-9}, {"M", 1e-6}, {"K", 1e-3}, {"", 1},    {"m", 1e3},
        {"u", 1e6},   {"n", 1e9},  {"p", 1e12}, {"f", 1e15}, {"a", 1e18}};
    GprofFlat out;
    bool inTable = false;
    for (const QByteArray &raw : text.split('\n')) {
        const QString line = QString::fromUtf8(raw);
        if (!inTable) {
            if (line.contains(QStringLiteral("calls")) &&
                line.trimmed().endsWith(QStringLiteral("name"))) {
                const auto m = unit.match(line);
                if (m.hasMatch() && prefixes.count(m.captured(1)))
                    out.perCallScale = prefixes.at(m.captured(1));
                inTable = true;
            }
            continue;
        }
        if (line.trimmed().isEmpty())
            break;
        const auto m = row.match(line);
        if (!m.hasMatch())
            break;
        GprofFlatRow r;
        r.percent = m.captured(1).toDouble();
        r.cumulative = m.captured(2).toDouble();
        r.self = m.captured(3).toDouble();
        r.hasCalls = m.capturedLength(4) > 0;
        if (r.hasCalls) {
            r.calls = m.captured(4).toULongLong();
            r.selfPerCall = m.captured(5).toDouble();
            r.totalPerCall = m.captured(6).toDouble();
        }
        r.name = m.captured(7);
        out.rows.push_back(r);
    }
    return out;
}

// gprof -b -q's primary lines, by [index]: names with " <cycle N>" dropped,
// cycles as a whole as "<cycle N as a whole>".
struct GprofGraphEntry
{
    QString name;
    double percent = 0, self = 0, children = 0;
};
std::map<int, GprofGraphEntry> parseGprofGraph(const QByteArray &text)
{
    static const QRegularExpression line(QStringLiteral(
        R"(^\[(\d+)\]\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+(?:[\d+]+\s+)?(.+?)(?: <cycle \d+>)? \[\d+\]$)"));
    std::map<int, GprofGraphEntry> out;
    for (const QByteArray &l : text.split('\n')) {
        const auto m = line.match(QString::fromUtf8(l));
        if (m.hasMatch())
            out[m.captured(1).toInt()] = {m.captured(5), m.captured(2).toDouble(),
                                          m.captured(3).toDouble(), m.captured(4).toDouble()};
    }
    return out;
}

// RFC 4180: records of fields, quoted fields with doubled quotes and any
// character; CRLF (or LF) between records. ERROR says what was malformed.
QList<QStringList> parseCsv(const QByteArray &bytes, QString *error)
{
    const QString text = QString::fromUtf8(bytes);
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false, wasQuoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                    field += c;
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
            continue;
        }
        if (c == QLatin1Char('"')) {
            if (!field.isEmpty() || wasQuoted) {
                *error = QStringLiteral("a quote inside an unquoted field at %1").arg(i);
                return {};
            }
            quoted = wasQuoted = true;
        } else if (c == QLatin1Char(',')) {
            record << field;
            field.clear();
            wasQuoted = false;
        } else if (c == QLatin1Char('\r') || c == QLatin1Char('\n')) {
            if (c == QLatin1Char('\r') &&
                (i + 1 >= text.size() || text[i + 1] != QLatin1Char('\n'))) {
                *error = QStringLiteral("a CR without LF at %1").arg(i);
                return {};
            }
            if (c == QLatin1Char('\r'))
                ++i;
            record << field;
            records << record;
            record.clear();
            field.clear();
            wasQuoted = false;
        } else {
            if (wasQuoted) {
                *error = QStringLiteral("text after a closing quote at %1").arg(i);
                return {};
            }
            field += c;
        }
    }
    if (quoted) {
        *error = QStringLiteral("an unterminated quoted field");
        return {};
    }
    if (!field.isEmpty() || !record.isEmpty()) {
        record << field;
        records << record;
    }
    return records;
}

// |A - B| within what printing B with two decimals can hide.
bool withinRounding(double ours, double printed, double decimals = 2)
{
    const double half = 0.5 * std::pow(10.0, -decimals);
    return std::abs(ours - printed) <= half + 1e-9 * std::max(1.0, std::abs(ours));
}

// The text of every element of an XML document (SVG, or our HTML, which is
// well-formed XML too), one entry per element with text of its own, and
// the values of every id and href attribute. ERROR: the reader's.
struct XmlContent
{
    QStringList texts;
    QSet<QString> ids;
    QStringList hrefs;
    QStringList titles; // the title attributes: whole names behind shortened ones
    QStringList elements;
    QString error;
};
XmlContent readXml(const QByteArray &bytes)
{
    XmlContent out;
    QXmlStreamReader xml(bytes);
    QString current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (!current.isEmpty())
                out.texts << current;
            current.clear();
            out.elements << xml.name().toString();
            for (const QXmlStreamAttribute &a : xml.attributes()) {
                if (a.name() == QLatin1String("id"))
                    out.ids.insert(a.value().toString());
                if (a.name() == QLatin1String("href"))
                    out.hrefs << a.value().toString();
                if (a.name() == QLatin1String("title"))
                    out.titles << a.value().toString();
            }
        } else if (xml.isEndElement()) {
            if (!current.isEmpty())
                out.texts << current;
            current.clear();
        } else if (xml.isCharacters() && !xml.isWhitespace()) {
            current += xml.text();
        }
    }
    if (xml.hasError())
        out.error = QStringLiteral("%1 at line %2, column %3")
                        .arg(xml.errorString())
                        .arg(xml.lineNumber())
                        .arg(xml.columnNumber());
    return out;
}

// What Chromium's --dump-dom writes back as the characters they stand for.
QString unescapeDom(const QByteArray &dom)
{
    QString s = QString::fromUtf8(dom);
    s.replace(QStringLiteral("&lt;"), QStringLiteral("<"));
    s.replace(QStringLiteral("&gt;"), QStringLiteral(">"));
    s.replace(QStringLiteral("&quot;"), QStringLiteral("\""));
    s.replace(QStringLiteral("&#39;"), QStringLiteral("'"));
    s.replace(QStringLiteral("&nbsp;"), QString(QChar(0xa0)));
    s.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    return s;
}

// NAME as our DOT and HTML show it: control characters as their pictures.
QString shown(const std::string &name)
{
    QString out;
    for (const QChar c : QString::fromStdString(name))
        out += (c.unicode() < 0x20 && c != QLatin1Char('\n') && c != QLatin1Char('\t'))
                   ? QChar(0x2400 + c.unicode())
                   : c;
    return out;
}

// PAGE (a file) as a headless Chromium leaves its DOM after the scripts ran,
// with every name resolving to nowhere and every fetch through a dead proxy.
ProcessResult dumpDom(const QString &browser, const QString &page, const QString &fragment,
                      const QString &profileDir)
{
    return runProcess(browser,
                      {"--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                       "--user-data-dir=" + profileDir, "--host-resolver-rules=MAP * ~NOTFOUND",
                       "--proxy-server=127.0.0.1:9", "--dump-dom",
                       QUrl::fromLocalFile(page).toString() + fragment},
                      QFileInfo(page).absolutePath(), {}, 180000);
}

// Graphviz's library as the window loads it (libgvc), for rendering where
// the dot program is not installed, and to count what it parsed.
class Graphviz
{
public:
    Graphviz() : m_gvc(QStringLiteral("gvc"), 6), m_cgraph(QStringLiteral("cgraph"), 6)
    {
        m_context = reinterpret_cast<void *(*)()>(m_gvc.resolve("gvContext"));
        m_layout =
            reinterpret_cast<int (*)(void *, void *, const char *)>(m_gvc.resolve("gvLayout"));
        m_render = reinterpret_cast<int (*)(void *, void *, const char *, const char *)>(
            m_gvc.resolve("gvRenderFilename"));
        m_freeLayout = reinterpret_cast<int (*)(void *, void *)>(m_gvc.resolve("gvFreeLayout"));
        m_freeContext = reinterpret_cast<int (*)(void *)>(m_gvc.resolve("gvFreeContext"));
        m_read = reinterpret_cast<void *(*)(const char *)>(m_cgraph.resolve("agmemread"));
        m_nodes = reinterpret_cast<int (*)(void *)>(m_cgraph.resolve("agnnodes"));
        m_edges = reinterpret_cast<int (*)(void *)>(m_cgraph.resolve("agnedges"));
        m_close = reinterpret_cast<int (*)(void *)>(m_cgraph.resolve("agclose"));
    }
    bool loaded() const
    {
        return m_context && m_layout && m_render && m_freeLayout && m_freeContext && m_read &&
               m_nodes && m_edges && m_close;
    }
    // DOT laid out by dot and written as SVG to SVG_PATH; false when it does
    // not parse or lay out. NODES and EDGES: what it parsed.
    bool render(const std::string &dot, const QString &svgPath, int *nodes, int *edges)
    {
        // One context for every graph: Graphviz 2.42's text-size cache
        // outlives a freed context, and a second context reads freed names
        // from it (AddressSanitizer: heap-use-after-free in textspan_size).
        if (!m_gvcContext)
            m_gvcContext = m_context();
        void *context = m_gvcContext;
        void *graph = m_read(dot.c_str());
        bool ok = graph != nullptr;
        if (graph) {
            *nodes = m_nodes(graph);
            *edges = m_edges(graph);
            ok = m_layout(context, graph, "dot") == 0 &&
                 m_render(context, graph, "svg", QFile::encodeName(svgPath).constData()) == 0;
            m_freeLayout(context, graph);
            m_close(graph);
        }
        return ok;
    }
    ~Graphviz()
    {
        if (m_gvcContext && m_freeContext)
            m_freeContext(m_gvcContext);
    }

private:
    QLibrary m_gvc, m_cgraph;
    void *m_gvcContext = nullptr;
    void *(*m_context)() = nullptr;
    int (*m_layout)(void *, void *, const char *) = nullptr;
    int (*m_render)(void *, void *, const char *, const char *) = nullptr;
    int (*m_freeLayout)(void *, void *) = nullptr;
    int (*m_freeContext)(void *) = nullptr;
    void *(*m_read)(const char *) = nullptr;
    int (*m_nodes)(void *) = nullptr;
    int (*m_edges)(void *) = nullptr;
    int (*m_close)(void *) = nullptr;
};

// Names that every format must carry through unharmed.
const std::vector<std::string> &awkwardNames()
{
    static const std::vector<std::string> names = {
        "plain_main",
        "say \"hi\", world",
        "a;b;c",
        "operator<(x, y) && b>a",
        "back\\slash\\n",
        "two\nlines",
        "tab\there",
        "ctl\x01"
        "char",
        "\xc3\xbcnic\xc3\xb6"
        "de\xe2\x86\x92\xe5\x90\x8d",
        "'single' <b>bold</b> &amp;",
    };
    return names;
}

// A profile by hand: function I called by PARENT_OF(I) (NAMES[0] by no one),
// I + 1 times; each has its own self time, so that gprof's order is plain.
std::shared_ptr<ProfileResult> namedProfile(
    const std::vector<std::string> &names,
    const std::function<int(int)> &parentOf = [](int) { return 0; })
{
    auto p = std::make_shared<ProfileResult>();
    const size_t n = names.size();
    p->rate = 100;
    p->hasHistogram = p->hasCallGraph = true;
    p->symbols.resize(n);
    p->childArcs.resize(n);
    p->parentArcs.resize(n);
    double total = 0;
    for (size_t i = 0; i < n; ++i) {
        ProfileSymbol &s = p->symbols[i];
        s.name = s.displayName = names[i];
        s.address = 0x1000 + i * 16;
        s.endAddress = s.address + 15;
        s.time = s.samples = s.propSelf = double(10 + 3 * i);
        s.calls = i == 0 ? 0 : 1 + i;
        s.printFlag = true;
        s.index = int(i) + 1;
        total += s.time;
        p->graphOrder.push_back({false, int(i)});
    }
    // Children's time up the tree (parents come first).
    for (size_t i = n - 1; i > 0; --i) {
        ProfileSymbol &s = p->symbols[i];
        ProfileSymbol &parent = p->symbols[size_t(parentOf(int(i)))];
        parent.childTime += s.time + s.childTime;
        parent.propChild += s.propSelf + s.propChild;
    }
    for (size_t i = 1; i < n; ++i) {
        ProfileArc arc;
        arc.parent = parentOf(int(i));
        arc.child = int(i);
        arc.count = p->symbols[i].calls;
        arc.time = p->symbols[i].propSelf;
        arc.childTime = p->symbols[i].propChild;
        p->childArcs[size_t(arc.parent)].push_back(int(p->arcs.size()));
        p->parentArcs[i].push_back(int(p->arcs.size()));
        p->arcs.push_back(arc);
    }
    p->totalTime = p->totalSamples = p->printTime = total;
    p->binSamples = uint64_t(total);
    return p;
}

CallGraphOptions wholeProgram()
{
    CallGraphOptions o;
    o.scope = CallGraphOptions::Scope::WholeProgram;
    return o;
}

} // namespace

class tst_ExportWeb : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void tablesAreGprofs_data();
    void tablesAreGprofs();
    void callGraphJsonIsGprofs_data();
    void callGraphJsonIsGprofs();
    void dotIsTheWindowsGraph_data();
    void dotIsTheWindowsGraph();
    void htmlIsSelfContained_data();
    void htmlIsSelfContained();
    void htmlInABrowser();
    void awkwardNamesSurvive();
    void awkwardNamesInABrowser();
    void largeProfileStaysSmall();
    void htmlEmbedsOnlyTheProgramsSources();
    void htmlFlatProfileIsGprofsRows();
    void graphvizIsLoadedOnlyToLayOut();

private:
    QString exe(const QString &source) const
    {
        return m_dir.filePath(QFileInfo(source).completeBaseName());
    }
    ReportOutput exportAs(const char *format, const QString &source) const
    {
        const QString e = exe(source);
        return runExport({"--format", format, e.toStdString(), (e + ".out").toStdString()});
    }
    // dot's SVG for DOT (with its node count from -Tplain), or why not.
    struct Rendered
    {
        QByteArray svg;
        int nodes = -1, edges = -1;
        QString error;
    };
    Rendered renderWithDotProgram(const std::string &dot, const QString &name) const;
    Rendered renderWithLibrary(const std::string &dot, const QString &name);
    std::vector<Rendered> renderings(const std::string &dot, const QString &name);

    QTemporaryDir m_dir;
    std::map<QString, std::shared_ptr<const ProfileResult>> m_profiles;
    Graphviz m_graphviz;
};

void tst_ExportWeb::initTestCase()
{
    QVERIFY(m_dir.isValid());
    for (const char *source : {"recursion.c", "cycles.c", "templates.cpp"}) {
        const QString name = QString::fromLatin1(source);
        auto p = profileProgram(name, {"-pg", "-g", "-O0"}, exe(name));
        QVERIFY2(p, source);
        QVERIFY2(p->totalTime > 0, source);
        m_profiles[name] = p;
    }
}

void tst_ExportWeb::tablesAreGprofs_data()
{
    QTest::addColumn<QString>("source");
    for (const char *source : {"recursion.c", "cycles.c", "templates.cpp"})
        QTest::newRow(source) << QString::fromLatin1(source);
}

// The JSON's and the CSV's flat profile: gprof -b -p's rows, in its order,
// with its names and (at full precision) its numbers.
void tst_ExportWeb::tablesAreGprofs()
{
    QFETCH(QString, source);
    const ReportOutput json = exportAs("json", source);
    QCOMPARE(json.exitCode, 0);
    const ReportOutput csv = exportAs("csv", source);
    QCOMPARE(csv.exitCode, 0);
    const ProcessResult gprof =
        runGprof({"-b", "-p", exe(source), exe(source) + ".out"}, m_dir.path());
    QCOMPARE(gprof.exitCode, 0);
    const GprofFlat theirs = parseGprofFlat(gprof.out);
    QVERIFY(theirs.rows.size() >= 3);
    QVERIFY(theirs.perCallScale > 0);

    QJsonParseError parseError;
    const QJsonDocument doc =
        QJsonDocument::fromJson(QByteArray::fromStdString(json.out), &parseError);
    QVERIFY2(!doc.isNull(), qPrintable(parseError.errorString()));
    const QJsonObject root = doc.object();
    QCOMPARE(root.value("program").toString(), exe(source));
    QCOMPARE(root.value("runs").toArray(), QJsonArray{exe(source) + ".out"});
    const double rate = root.value("rate").toDouble();
    QCOMPARE(rate, double(m_profiles.at(source)->rate));
    const QJsonArray flat = root.value("flat_profile").toArray();

    QString csvError;
    const QList<QStringList> records = parseCsv(QByteArray::fromStdString(csv.out), &csvError);
    QVERIFY2(csvError.isEmpty(), qPrintable(csvError));
    QVERIFY(csv.out.find("\r\n") != std::string::npos); // RFC 4180's line breaks
    QCOMPARE(records.value(0).join(','),
             QStringLiteral("name,self_seconds,cumulative_seconds,calls,self_ms_per_call,"
                            "total_ms_per_call,percent,samples,error_samples"));

    QCOMPARE(size_t(flat.size()), theirs.rows.size());
    QCOMPARE(size_t(records.size()), theirs.rows.size() + 1);
    for (size_t i = 0; i < theirs.rows.size(); ++i) {
        const GprofFlatRow &g = theirs.rows[i];
        const QJsonObject o = flat[qsizetype(i)].toObject();
        const QStringList &c = records[qsizetype(i) + 1];
        const QByteArray where = QStringLiteral("row %1 (%2)").arg(i).arg(g.name).toUtf8();
        QCOMPARE(o.value("name").toString(), g.name);
        QCOMPARE(c.size(), 9);
        QCOMPARE(c[0], g.name);
        QVERIFY2(withinRounding(o.value("percent").toDouble(), g.percent), where);
        QVERIFY2(withinRounding(o.value("cumulative_seconds").toDouble(), g.cumulative), where);
        QVERIFY2(withinRounding(o.value("self_seconds").toDouble(), g.self), where);
        if (g.hasCalls) {
            QCOMPARE(o.value("calls").toInteger(), qint64(g.calls));
            const double scale = theirs.perCallScale / 1000; // from our ms
            QVERIFY2(withinRounding(o.value("self_ms_per_call").toDouble() * scale, g.selfPerCall),
                     where);
            QVERIFY2(
                withinRounding(o.value("total_ms_per_call").toDouble() * scale, g.totalPerCall),
                where);
        } else {
            QVERIFY2(o.value("calls").isNull(), where);
            QVERIFY2(o.value("self_ms_per_call").isNull(), where);
            QVERIFY2(o.value("total_ms_per_call").isNull(), where);
        }
        const double samples = o.value("samples").toDouble();
        QVERIFY2(samples >= 0, where);
        QCOMPARE(o.value("error_samples").toDouble(), std::sqrt(samples));
        // The CSV holds the same numbers, to the last digit; blanks where JSON has null.
        const char *keys[] = {"self_seconds",     "cumulative_seconds", "calls",
                              "self_ms_per_call", "total_ms_per_call",  "percent",
                              "samples",          "error_samples"};
        for (int k = 0; k < 8; ++k) {
            const QJsonValue v = o.value(QLatin1String(keys[k]));
            if (v.isNull()) {
                QVERIFY2(c[k + 1].isEmpty(), where + ' ' + keys[k]);
            } else {
                bool ok = false;
                QCOMPARE(c[k + 1].toDouble(&ok), v.toDouble());
                QVERIFY2(ok, where + ' ' + keys[k]);
            }
        }
    }
    // gprof's %time: self time out of its total time (which the credited
    // times may pass, sharing bins over widths rounded down).
    const double total = root.value("total_seconds").toDouble();
    QVERIFY(total > 0);
    for (const QJsonValue &v : flat) {
        const QJsonObject o = v.toObject();
        QVERIFY(std::abs(o.value("percent").toDouble() -
                         100 * o.value("self_seconds").toDouble() / total) < 1e-9);
    }
}

void tst_ExportWeb::callGraphJsonIsGprofs_data()
{
    tablesAreGprofs_data();
}

// The JSON's call graph: gprof -q's entries with their [index], %time, self
// and children; each function's calls are its incoming arcs' counts; the
// cycles gprof lists are there with their index.
void tst_ExportWeb::callGraphJsonIsGprofs()
{
    QFETCH(QString, source);
    const ReportOutput json = exportAs("json", source);
    QCOMPARE(json.exitCode, 0);
    const QJsonObject graph = QJsonDocument::fromJson(QByteArray::fromStdString(json.out))
                                  .object()
                                  .value("call_graph")
                                  .toObject();
    const ProcessResult gprof =
        runGprof({"-b", "-q", exe(source), exe(source) + ".out"}, m_dir.path());
    QCOMPARE(gprof.exitCode, 0);
    const auto theirs = parseGprofGraph(gprof.out);

    const QJsonArray functions = graph.value("functions").toArray();
    QVERIFY(!functions.isEmpty());
    int wholeCycles = 0;
    for (const auto &[index, entry] : theirs)
        wholeCycles += entry.name.startsWith(QStringLiteral("<cycle "));
    QCOMPARE(size_t(functions.size()) + size_t(wholeCycles), theirs.size());
    std::map<qint64, qint64> incoming; // by the callee's index
    for (const QJsonValue &a : graph.value("arcs").toArray()) {
        const QJsonObject arc = a.toObject();
        QVERIFY(arc.value("count").toInteger() >= 0);
        if (arc.value("caller_index") != arc.value("callee_index"))
            incoming[arc.value("callee_index").toInteger()] += arc.value("count").toInteger();
    }
    for (const QJsonValue &v : functions) {
        const QJsonObject f = v.toObject();
        const QString name = f.value("name").toString();
        const auto it = theirs.find(f.value("index").toInt());
        QVERIFY2(it != theirs.end(), qPrintable(name));
        QCOMPARE(name, it->second.name);
        QVERIFY2(withinRounding(f.value("percent").toDouble(), it->second.percent, 1),
                 qPrintable(name));
        QVERIFY2(withinRounding(f.value("self_seconds").toDouble(), it->second.self),
                 qPrintable(name));
        QVERIFY2(withinRounding(f.value("children_seconds").toDouble(), it->second.children),
                 qPrintable(name));
        QCOMPARE(f.value("called").toInteger(), incoming[f.value("index").toInteger()]);
    }
    const QJsonArray cycles = graph.value("cycles").toArray();
    for (const auto &[index, entry] : theirs) {
        if (!entry.name.startsWith(QStringLiteral("<cycle ")))
            continue;
        const int number = entry.name.mid(7).section(QLatin1Char(' '), 0, 0).toInt();
        bool found = false;
        for (const QJsonValue &c : cycles)
            if (c.toObject().value("number").toInt() == number) {
                found = true;
                QCOMPARE(c.toObject().value("index").toInt(), index);
                QVERIFY(c.toObject().value("members").toArray().size() >= 2);
            }
        QVERIFY2(found, qPrintable(entry.name));
    }
    if (source == QLatin1String("cycles.c"))
        QVERIFY(cycles.size() >= 2);
}

tst_ExportWeb::Rendered tst_ExportWeb::renderWithDotProgram(const std::string &dot,
                                                            const QString &name) const
{
    Rendered r;
    const QString file = m_dir.filePath(name + ".dot");
    if (!writeFile(file, QByteArray::fromStdString(dot))) {
        r.error = QStringLiteral("cannot write ") + file;
        return r;
    }
    const ProcessResult svg = runProcess(QStringLiteral("dot"), {"-Tsvg", file}, m_dir.path());
    if (svg.exitCode != 0) {
        r.error = QStringLiteral("dot -Tsvg: exit %1: %2")
                      .arg(svg.exitCode)
                      .arg(QString::fromUtf8(svg.err));
        return r;
    }
    if (!svg.err.isEmpty()) { // warnings: a label it could not read, say
        r.error = QStringLiteral("dot -Tsvg warns: ") + QString::fromUtf8(svg.err);
        return r;
    }
    r.svg = svg.out;
    const ProcessResult plain = runProcess(QStringLiteral("dot"), {"-Tplain", file}, m_dir.path());
    if (plain.exitCode != 0) {
        r.error = QStringLiteral("dot -Tplain: exit %1").arg(plain.exitCode);
        return r;
    }
    r.nodes = r.edges = 0;
    for (const QByteArray &line : plain.out.split('\n')) {
        r.nodes += line.startsWith("node ");
        r.edges += line.startsWith("edge ");
    }
    return r;
}

tst_ExportWeb::Rendered tst_ExportWeb::renderWithLibrary(const std::string &dot,
                                                         const QString &name)
{
    Rendered r;
    const QString file = m_dir.filePath(name + ".lib.svg");
    if (!m_graphviz.render(dot, file, &r.nodes, &r.edges)) {
        r.error = QStringLiteral("libgvc did not read or lay out the graph");
        return r;
    }
    r.svg = readFile(file);
    return r;
}

// DOT rendered by every Graphviz there is: the dot program and libgvc.
std::vector<tst_ExportWeb::Rendered> tst_ExportWeb::renderings(const std::string &dot,
                                                               const QString &name)
{
    std::vector<Rendered> out;
    if (!QStandardPaths::findExecutable(QStringLiteral("dot")).isEmpty())
        out.push_back(renderWithDotProgram(dot, name));
    if (m_graphviz.loaded())
        out.push_back(renderWithLibrary(dot, name));
    return out;
}

void tst_ExportWeb::dotIsTheWindowsGraph_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<bool>("neighbourhood");
    for (const char *source : {"recursion.c", "cycles.c", "templates.cpp"}) {
        QTest::addRow("%s whole program", source) << QString::fromLatin1(source) << false;
        QTest::addRow("%s around main", source) << QString::fromLatin1(source) << true;
    }
}

// The DOT is buildCallGraph's graph for the options given: Graphviz reads
// it without a warning and draws each node with its label; the fill gets
// redder with the share of the time, as the window's.
void tst_ExportWeb::dotIsTheWindowsGraph()
{
    QFETCH(QString, source);
    QFETCH(bool, neighbourhood);
    const auto profile = m_profiles.at(source);
    ExportInput input;
    input.profile = profile.get();
    input.program = exe(source).toStdString();
    input.graph = wholeProgram();
    if (neighbourhood) {
        input.graph = CallGraphOptions();
        input.graph.center = functionNamed(*profile, "main");
        QVERIFY(input.graph.center >= 0);
    }
    const CallGraph graph = buildCallGraph(*profile, input.graph);
    QVERIFY(graph.nodes.size() >= 3);
    const std::string dot = exportDot(input);
    QVERIFY(dot.starts_with("//") && dot.find("digraph ") != std::string::npos);

    const std::vector<Rendered> rendered =
        renderings(dot, QFileInfo(source).completeBaseName() + (neighbourhood ? "-main" : ""));
    if (rendered.empty()) {
        if (maySkipWithout("graphviz"))
            QSKIP("neither Graphviz's dot nor its library is installed");
        QFAIL("neither Graphviz's dot nor its library is installed (GMONVIEW_TESTS_MAY_SKIP="
              "graphviz skips this)");
    }
    for (const Rendered &r : rendered) {
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.nodes, int(graph.nodes.size()));
        QCOMPARE(r.edges, int(graph.edges.size()));
        const XmlContent svg = readXml(r.svg);
        QVERIFY2(svg.error.isEmpty(), qPrintable(svg.error));
        QVERIFY(svg.elements.contains(QStringLiteral("svg")));
        for (const CallGraphNode &n : graph.nodes)
            QVERIFY2(svg.texts.contains(shown(n.label)), n.label.c_str());
    }
    if (source == QLatin1String("cycles.c"))
        QVERIFY(dot.find("<cycle ") != std::string::npos);

    // Heat: each node's green (and blue) falls as its share rises.
    static const QRegularExpression fill(
        QStringLiteral(
            R"re(^\s*"n(\d+)" \[.*fillcolor="#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})")re"),
        QRegularExpression::MultilineOption);
    std::vector<std::pair<double, std::pair<int, int>>> colours;
    auto it = fill.globalMatch(QString::fromStdString(dot));
    while (it.hasNext()) {
        const auto m = it.next();
        QCOMPARE(m.captured(2), QStringLiteral("ff")); // red throughout
        colours.push_back({graph.nodes[size_t(m.captured(1).toInt())].totalShare,
                           {m.captured(3).toInt(nullptr, 16), m.captured(4).toInt(nullptr, 16)}});
    }
    QCOMPARE(colours.size(), graph.nodes.size());
    std::sort(colours.begin(), colours.end());
    for (size_t i = 1; i < colours.size(); ++i) {
        QVERIFY(colours[i].second.first <= colours[i - 1].second.first);
        QVERIFY(colours[i].second.second <= colours[i - 1].second.second);
    }
    // Each edge with its calls.
    for (const CallGraphEdge &e : graph.edges)
        if (!e.isStatic)
            QVERIFY(dot.find("\"n" + std::to_string(e.from) + "\" -> \"n" + std::to_string(e.to) +
                             "\" [label=\"" + std::to_string(e.count) + "\"") != std::string::npos);
}

void tst_ExportWeb::htmlIsSelfContained_data()
{
    tablesAreGprofs_data();
}

// The HTML through the command: one file under 2 MB naming nothing outside
// it, well-formed, with gprof's first rows, the graph as SVG whose every
// link lands on an element of the page, and the source of the hottest
// function with its samples.
void tst_ExportWeb::htmlIsSelfContained()
{
    QFETCH(QString, source);
    const QString page = exe(source) + ".html";
    const ReportOutput out =
        runExport({"--format", "html", "-o", page.toStdString(), exe(source).toStdString(),
                   (exe(source) + ".out").toStdString()});
    QCOMPARE(out.exitCode, 0);
    const QByteArray html = readFile(page);
    QVERIFY(html.startsWith("<!DOCTYPE html>"));
    QVERIFY2(html.size() < 2 * 1024 * 1024, QByteArray::number(html.size()));

    QByteArray rest = html;
    const QByteArray svgNamespace = "xmlns=\"http://www.w3.org/2000/svg\"";
    QCOMPARE(rest.count(svgNamespace), 1);
    rest.replace(svgNamespace, "");
    QVERIFY(!rest.contains("http://"));
    QVERIFY(!rest.contains("https://"));
    QVERIFY(!rest.contains("//cdn"));
    QVERIFY(!rest.contains(" src=\""));
    QVERIFY(!rest.contains("<link"));
    QVERIFY(!rest.contains("@import"));

    const XmlContent xml = readXml(html);
    QVERIFY2(xml.error.isEmpty(), qPrintable(xml.error));
    QVERIFY(xml.elements.contains(QStringLiteral("svg")));
    QVERIFY(xml.elements.contains(QStringLiteral("rect")));
    for (const QString &href : xml.hrefs) {
        QVERIFY2(href.startsWith('#'), qPrintable(href));
        QVERIFY2(xml.ids.contains(href.mid(1)), qPrintable(href));
    }
    const ProcessResult gprof =
        runGprof({"-b", "-p", exe(source), exe(source) + ".out"}, m_dir.path());
    const GprofFlat theirs = parseGprofFlat(gprof.out);
    QVERIFY(theirs.rows.size() >= 3);
    // (A long C++ name is shown shortened, whole on hover.)
    for (size_t i = 0; i < 3; ++i)
        QVERIFY2(xml.texts.contains(theirs.rows[i].name) ||
                     xml.titles.contains(theirs.rows[i].name),
                 qPrintable(theirs.rows[i].name));
    // Every function the graph draws links to its row.
    const auto profile = m_profiles.at(source);
    const CallGraph graph = buildCallGraph(*profile, wholeProgram());
    for (const CallGraphNode &n : graph.nodes)
        if (n.kind == CallGraphNode::Kind::Function)
            QVERIFY(xml.hrefs.contains(QStringLiteral("#f%1").arg(n.symbol)));
    // The hottest functions' source, read from tests/programs, with its samples.
    if (source == QLatin1String("recursion.c")) {
        QVERIFY(xml.texts.contains(QStringLiteral("        sink += i * 0.5;")));
        QVERIFY(xml.texts.contains(QStringLiteral("static void spin(int n)")));
    }
    QVERIFY(xml.ids.contains(QStringLiteral("source")));
    QVERIFY(html.contains("<tr class=\"hot\">"));
}

// Chromium opens the report with the network cut, runs its script and has
// the table, the graph and the names; sorting by a column works.
void tst_ExportWeb::htmlInABrowser()
{
    const QString browser = chromiumPath();
    if (browser.isEmpty()) {
        if (maySkipWithout("chromium"))
            QSKIP("no Chromium installed");
        QFAIL("no Chromium installed (GMONVIEW_TESTS_MAY_SKIP=chromium skips this)");
    }
    for (const char *source : {"recursion.c", "cycles.c"}) {
        const QString name = QString::fromLatin1(source);
        const QString page = exe(name) + ".browser.html";
        QCOMPARE(runExport({"--format", "html", "-o", page.toStdString(), exe(name).toStdString(),
                            (exe(name) + ".out").toStdString()})
                     .exitCode,
                 0);
        const ProcessResult dom = dumpDom(browser, page, QString(), m_dir.filePath("chromium"));
        QVERIFY2(dom.exitCode == 0, dom.err.constData());
        QVERIFY(dom.out.contains("<svg"));
        QVERIFY(dom.out.contains("id=\"flat-table\""));
        const ProcessResult gprof =
            runGprof({"-b", "-p", exe(name), exe(name) + ".out"}, m_dir.path());
        const GprofFlat theirs = parseGprofFlat(gprof.out);
        QVERIFY(theirs.rows.size() >= 3);
        const QString text = unescapeDom(dom.out);
        for (size_t i = 0; i < 3; ++i)
            QVERIFY2(text.contains(theirs.rows[i].name), qPrintable(theirs.rows[i].name));

        // Sorted by calls, as a click on the header would: the most called first.
        const ProcessResult sorted =
            dumpDom(browser, page, QStringLiteral("#sort=calls"), m_dir.filePath("chromium"));
        QCOMPARE(sorted.exitCode, 0);
        qulonglong most = 0;
        for (const GprofFlatRow &r : theirs.rows)
            most = std::max(most, r.calls);
        static const QRegularExpression firstRow(QStringLiteral(
            R"re(<tbody>\s*<tr id="f\d+"[^>]*>(?:<td[^>]*>.*?</td>){3}<td data-v="(\d+)">)re"));
        const auto m = firstRow.match(QString::fromUtf8(sorted.out));
        QVERIFY2(m.hasMatch(), source);
        QCOMPARE(m.captured(1).toULongLong(), most);
        QVERIFY(sorted.out.contains("aria-sort=\"descending\""));
    }
}

// Names with quotes, commas, semicolons, brackets, ampersands, backslashes,
// a line break, a tab, a control character and non-ASCII letters come back
// from the JSON and the CSV as they were; Graphviz reads the DOT; the HTML
// is well-formed with the names in its text.
void tst_ExportWeb::awkwardNamesSurvive()
{
    const std::vector<std::string> &names = awkwardNames();
    const auto profile = namedProfile(names);
    ExportInput input;
    input.profile = profile.get();
    input.program = "/tmp/a \"program\", with <odd> & name";
    input.runs = {"gmon,1.out", "gmon\"2\".out"};
    std::vector<QString> expected; // gprof's order
    for (const int i : flatProfileOrder(*profile))
        expected.push_back(QString::fromStdString(names[size_t(i)]));

    const std::string json = exportJson(input);
    QVERIFY(json.find("\"ctl\\u0001char\"") != std::string::npos);
    QVERIFY(json.find("\"two\\nlines\"") != std::string::npos);
    QVERIFY(json.find("\"back\\\\slash\\\\n\"") != std::string::npos);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(json), &error);
    QVERIFY2(!doc.isNull(), qPrintable(error.errorString()));
    QCOMPARE(doc.object().value("program").toString(), QString::fromStdString(input.program));
    QCOMPARE(doc.object().value("runs").toArray(),
             (QJsonArray{QStringLiteral("gmon,1.out"), QStringLiteral("gmon\"2\".out")}));
    const QJsonArray flat = doc.object().value("flat_profile").toArray();
    QCOMPARE(size_t(flat.size()), expected.size());
    for (size_t i = 0; i < expected.size(); ++i)
        QCOMPARE(flat[qsizetype(i)].toObject().value("name").toString(), expected[i]);
    std::set<QString> graphNames;
    for (const QJsonValue &f :
         doc.object().value("call_graph").toObject().value("functions").toArray())
        graphNames.insert(f.toObject().value("name").toString());
    QCOMPARE(graphNames, std::set<QString>(expected.begin(), expected.end()));

    QString csvError;
    const QList<QStringList> records =
        parseCsv(QByteArray::fromStdString(exportCsv(input)), &csvError);
    QVERIFY2(csvError.isEmpty(), qPrintable(csvError));
    QCOMPARE(size_t(records.size()), expected.size() + 1);
    for (size_t i = 0; i < expected.size(); ++i) {
        QCOMPARE(records[qsizetype(i) + 1].size(), 9);
        QCOMPARE(records[qsizetype(i) + 1][0], expected[i]);
    }

    input.graph = wholeProgram();
    const CallGraph graph = buildCallGraph(*profile, input.graph);
    QCOMPARE(graph.nodes.size(), names.size());
    const std::string dot = exportDot(input);
    const std::vector<Rendered> rendered = renderings(dot, QStringLiteral("awkward"));
    for (const Rendered &r : rendered) {
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.nodes, int(names.size()));
        const XmlContent svg = readXml(r.svg);
        QVERIFY2(svg.error.isEmpty(), qPrintable(svg.error));
        for (const CallGraphNode &n : graph.nodes)
            for (const QString &line : shown(n.label).split(QLatin1Char('\n')))
                QVERIFY2(svg.texts.contains(line.trimmed()) || svg.texts.contains(line),
                         qPrintable(line));
    }

    const auto html = exportHtml(input);
    QVERIFY(html.ok());
    const XmlContent xml = readXml(QByteArray::fromStdString(*html));
    QVERIFY2(xml.error.isEmpty(), qPrintable(xml.error));
    for (const std::string &name : names)
        QVERIFY2(xml.texts.contains(shown(name)) || xml.titles.contains(shown(name)),
                 name.c_str());
    QVERIFY(xml.texts.contains(QStringLiteral("/tmp/a \"program\", with <odd> & name")));
    QVERIFY(writeFile(m_dir.filePath("awkward.html"), QByteArray::fromStdString(*html)));
}

void tst_ExportWeb::awkwardNamesInABrowser()
{
    const QString browser = chromiumPath();
    if (browser.isEmpty()) {
        if (maySkipWithout("chromium"))
            QSKIP("no Chromium installed");
        QFAIL("no Chromium installed (GMONVIEW_TESTS_MAY_SKIP=chromium skips this)");
    }
    const auto profile = namedProfile(awkwardNames());
    ExportInput input;
    input.profile = profile.get();
    input.program = "odd";
    const auto html = exportHtml(input);
    QVERIFY(html.ok());
    const QString page = m_dir.filePath("awkward-browser.html");
    QVERIFY(writeFile(page, QByteArray::fromStdString(*html)));
    const ProcessResult dom = dumpDom(browser, page, QString(), m_dir.filePath("chromium"));
    QCOMPARE(dom.exitCode, 0);
    const QString text = unescapeDom(dom.out);
    for (const std::string &name : awkwardNames())
        QVERIFY2(text.contains(QStringLiteral(">") + shown(name) + QStringLiteral("<")) ||
                     text.contains(QStringLiteral("title=\"") + shown(name) + QStringLiteral("\"")),
                 name.c_str());
}

// A program of SQLite's size (3,000 functions with long C++ names, the
// graph at its node budget) makes a report under 2 MB that is still whole.
void tst_ExportWeb::largeProfileStaysSmall()
{
    std::vector<std::string> names;
    for (int i = 0; i < 3000; ++i)
        names.push_back("sqlite::detail::VdbeCursor<std::basic_string<char>, Pager" +
                        std::to_string(i % 7) + ">::step_" + std::to_string(i) +
                        "(sqlite3_stmt*, int, unsigned long)");
    // A 4-ary tree of calls, for a graph with depth.
    const auto profile = namedProfile(names, [](int i) { return (i - 1) / 4; });
    ExportInput input;
    input.profile = profile.get();
    input.program = "sqlite3";
    input.graph = wholeProgram();
    input.graph.threshold = 0; // every function wants drawing: the budget decides
    const CallGraph graph = buildCallGraph(*profile, input.graph);
    QCOMPARE(graph.nodes.size(), CallGraphOptions::kNodeBudget);
    const auto html = exportHtml(input);
    QVERIFY(html.ok());
    QVERIFY2(html->size() < 2 * 1024 * 1024, QByteArray::number(qulonglong(html->size())));
    const XmlContent xml = readXml(QByteArray::fromStdString(*html));
    QVERIFY2(xml.error.isEmpty(), qPrintable(xml.error));
    for (const QString &href : xml.hrefs)
        QVERIFY2(xml.ids.contains(href.mid(1)), qPrintable(href));
    QCOMPARE(xml.elements.count(QStringLiteral("rect")), int(CallGraphOptions::kNodeBudget));
    // The rows gprof lists past the first 2,000 are counted, not lost silently.
    QVERIFY(html->find("functions with less time are not listed here") != std::string::npos);
}

// Issue 25, point 9: a program whose debug information names a file
// outside its folders (#line "/elsewhere/passwd") does not put that file
// into the page meant to be shared: the page says the text was left out,
// standard error names the file; --source-dir allows its folder;
// --no-source embeds no source at all, not even the program's own.
void tst_ExportWeb::htmlEmbedsOnlyTheProgramsSources()
{
    QTemporaryDir secretDir, projectDir;
    const QString secret = secretDir.filePath(QStringLiteral("passwd"));
    QByteArray text;
    for (int i = 1; i <= 40; ++i)
        text += "SECRET_MARKER_LINE_" + QByteArray::number(i) + "\n";
    QVERIFY(writeFile(secret, text));
    const QString source = projectDir.filePath(QStringLiteral("leak.c"));
    QVERIFY(writeFile(source, "volatile double s;\n"
                              "#line 10 \"" + secret.toUtf8() + "\"\n"
                              "__attribute__((noinline)) void hot(int n) {\n"
                              "    for (int i = 0; i < n; i++) s += i * 0.5; }\n"
                              "#line 6 \"" + source.toUtf8() + "\"\n"
                              "int main(void) {\n"
                              "    for (int k = 0; k < 60; k++) hot(1000000);\n"
                              "    return 0; }\n"));
    const QString exe = projectDir.filePath(QStringLiteral("leak"));
    const ProcessResult built =
        runProcess(QStringLiteral("gcc"), {"-pg", "-g", "-O0", "-o", exe, source}, projectDir.path());
    QVERIFY2(built.exitCode == 0, built.err.constData());
    QCOMPARE(profileRun(exe, {}, projectDir.path(), QStringLiteral("gmon.out")).exitCode, 0);
    const QString run = projectDir.filePath(QStringLiteral("gmon.out"));
    // Samples in every bin of hot() and main(), wherever the clock fell.
    QCOMPARE(sampleEveryBin(exe, run, 2), QString());
    QCOMPARE(keepSamplesIn(exe, run, {"hot", "main"}), QString());

    auto page = [&](const std::vector<std::string> &extra, ReportOutput *out) {
        const QString file = projectDir.filePath(QStringLiteral("leak.html"));
        std::vector<std::string> args = {"--format", "html", "-o", file.toStdString()};
        args.insert(args.end(), extra.begin(), extra.end());
        args.push_back(exe.toStdString());
        args.push_back(run.toStdString());
        *out = runExport(args);
        return readFile(file);
    };
    ReportOutput out;
    QByteArray html = page({}, &out);
    QCOMPARE(out.exitCode, 0);
    QVERIFY(html.contains(secret.toUtf8())); // the file is named, its text is not there
    QVERIFY(!html.contains("SECRET_MARKER"));
    QVERIFY(html.contains("for (int k = 0; k &lt; 60; k++) hot(1000000);")); // the program's own
    QVERIFY(html.contains("left out: outside the folders allowed"));
    QVERIFY2(out.err.find("left out of the page: " + secret.toStdString()) != std::string::npos,
             out.err.c_str());
    html = page({"--source-dir", secretDir.path().toStdString()}, &out);
    QVERIFY(html.contains("SECRET_MARKER_LINE_10"));
    QVERIFY(out.err.find("left out") == std::string::npos);
    html = page({"--no-source"}, &out);
    QVERIFY(!html.contains("SECRET_MARKER"));
    QVERIFY(!html.contains("for (int k = 0; k &lt; 60; k++)") && !html.contains("for (int k = 0; k < 60"));
    QVERIFY(html.contains("its text not embedded"));
}

// Issue 25, point 14: the page's flat profile has gprof's rows and no
// others (main, with no time and no calls, is listed after it, for the
// graph's link); a C++ name is shortened as in the window, whole on hover,
// so the table is no wider than its figures need.
void tst_ExportWeb::htmlFlatProfileIsGprofsRows()
{
    for (const QString source : {QStringLiteral("recursion.c"), QStringLiteral("templates.cpp")}) {
        const QString page = exe(source) + ".rows.html";
        QCOMPARE(runExport({"--format", "html", "-o", page.toStdString(),
                            exe(source).toStdString(), (exe(source) + ".out").toStdString()})
                     .exitCode,
                 0);
        const QByteArray html = readFile(page);
        const int begin = int(html.indexOf("<tbody>")), end = int(html.indexOf("</tbody>"));
        QVERIFY(begin > 0 && end > begin);
        const QByteArray body = html.mid(begin, end - begin);
        const GprofFlat theirs = parseGprofFlat(
            runGprof({"-b", "-p", exe(source), exe(source) + ".out"}, m_dir.path()).out);
        QCOMPARE(int(body.count("<tr id=")), int(theirs.rows.size()));
        QVERIFY(!body.contains(">main<") || std::any_of(theirs.rows.begin(), theirs.rows.end(),
                                                        [](const auto &r) {
                                                            return r.name == "main";
                                                        }));
        if (source == QLatin1String("templates.cpp")) {
            // The longest name of gprof's rows: shown shorter, whole in a title.
            QString longest;
            for (const auto &r : theirs.rows)
                if (r.name.size() > longest.size())
                    longest = r.name;
            QVERIFY(longest.size() > 40);
            QVERIFY2(body.contains("title=\"" + longest.toHtmlEscaped().toUtf8() + "\""),
                     qPrintable(longest));
        }
    }
}

QTEST_GUILESS_MAIN(tst_ExportWeb)
// Graphviz is opened when a graph is laid out (model/graph/Graphviz.h):
// the report and the DOT export (which Graphviz's dot lays out later) do
// not load it, the HTML report, whose graph is laid out here, does.
void tst_ExportWeb::graphvizIsLoadedOnlyToLayOut()
{
    const QString e = exe(QStringLiteral("cycles.c"));
    const QString gmon = e + QStringLiteral(".out");
    const QStringList trace{QStringLiteral("LD_DEBUG=files")};
    auto run = [&](const QStringList &args) {
        return runProcess(QStringLiteral(GMONVIEW_BINARY), args, m_dir.path(), trace);
    };
    const ProcessResult report = run({"report", "-b", e, gmon});
    QCOMPARE(report.exitCode, 0);
    QVERIFY2(report.err.contains("file=libc.so"), report.err.constData()); // the trace works
    QVERIFY2(!report.err.contains("libgvc"), report.err.constData());
    const ProcessResult dot = run({"export", "--format", "dot", e, gmon});
    QCOMPARE(dot.exitCode, 0);
    QVERIFY2(!dot.err.contains("libgvc"), dot.err.constData());
    const ProcessResult html = run({"export", "--format", "html", e, gmon});
    QCOMPARE(html.exitCode, 0);
    QVERIFY2(html.err.contains("file=" GMONVIEW_GVC_LIBRARY " [0];  dynamically loaded"),
             html.err.right(3000).constData());
    QVERIFY(html.out.contains("<svg"));
}

#include "tst_export_web.moc"
