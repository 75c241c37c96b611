// SPDX-License-Identifier: MIT
// The treemap of self time: the grouping (SymbolGroups) sums each group's
// samples exactly and reads scopes from demangled names, hand-written and
// the real demangler's (templates.cpp profiled); the grouped model passes
// QAbstractItemModelTester; the squarified layout gives each function an
// area in proportion to its time, the groups tile the canvas, and a click
// on a function reports it.
#include "model/engine/ProfileAnalysis.h"
#include "model/engine/ProfileSession.h"
#include "model/estimate/SymbolGroups.h"
#include "model/items/GroupedProfileModel.h"
#include "PaletteSupport.h"
#include "TestSupport.h"
#include "views/common/Palette.h"
#include "views/treemap/TreemapView.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <set>

using namespace gmonview;
using namespace gmonview::test;

Q_DECLARE_METATYPE(gmonview::GroupBy)

namespace {

using Scope = std::vector<std::string>;

QString joined(const Scope &scope)
{
    QStringList parts;
    for (const std::string &p : scope)
        parts << QString::fromStdString(p);
    return QLatin1Char('{') + parts.join(QStringLiteral(" | ")) + QLatin1Char('}');
}

const char *byName(GroupBy by)
{
    switch (by) {
    case GroupBy::File:
        return "file";
    case GroupBy::Directory:
        return "directory";
    case GroupBy::Namespace:
        return "namespace";
    case GroupBy::Class:
        return "class";
    }
    return "?";
}

constexpr GroupBy kAllGroupings[] = {GroupBy::File, GroupBy::Directory, GroupBy::Namespace,
                                     GroupBy::Class};

// A profile written by hand: fractional times whose sum depends on the
// order of adding, files relative, absolute and unknown, C and C++ names.
std::shared_ptr<const ProfileResult> handProfile()
{
    auto p = std::make_shared<ProfileResult>();
    p->rate = 100;
    p->hasHistogram = true;
    p->files = {"src/a.cpp", "src/b.cpp", "/usr/include/c.h", "top.c"};
    auto add = [&](const std::string &name, int file, double time, uint64_t calls = 0) {
        ProfileSymbol s;
        s.name = name;
        s.displayName = name;
        s.file = file;
        s.time = time;
        s.samples = time;
        s.calls = calls;
        s.address = 0x1000 + 0x10 * p->symbols.size();
        p->symbols.push_back(s);
    };
    add("ns::A::f(int)", 0, 0.1);
    add("ns::A::g() const", 0, 0.2);
    add("ns::B<int>::h()", 1, 0.3);
    add("ns::inner::k()", 1, 0.7);
    add("(anonymous namespace)::helper()", 1, 1e-3);
    add("std::vector<int>::operator[](unsigned long)", 2, 12.5);
    add("main", 3, 3.1);
    add("cfunc", -1, 0.6);
    add("unsampled(int)", 0, 0, 40); // called, never sampled: in no group
    add("ns::A::zero()", 0, 0);
    double total = 0;
    for (const ProfileSymbol &s : p->symbols)
        total += s.time;
    p->totalTime = total;
    p->totalSamples = total;
    return p;
}

// A group with one busy function and many too small to draw.
std::shared_ptr<const ProfileResult> crowdedProfile()
{
    auto p = std::make_shared<ProfileResult>();
    p->rate = 100;
    p->hasHistogram = true;
    p->files = {"big.c", "crowd.c"};
    auto add = [&](const std::string &name, int file, double time) {
        ProfileSymbol s;
        s.name = s.displayName = name;
        s.file = file;
        s.time = s.samples = time;
        p->symbols.push_back(s);
    };
    add("big", 0, 600);
    add("medium", 1, 300);
    for (int i = 0; i < 400; ++i)
        add("tiny" + std::to_string(i), 1, 0.001 * (1 + i % 7));
    for (const ProfileSymbol &s : p->symbols)
        p->totalTime += s.time;
    return p;
}

// PROFILE of EXE with each function's source file, from the DWARF line
// table (profileProgram reads none, as the window's first picture does
// not); null on failure.
std::shared_ptr<const ProfileResult> withFiles(std::shared_ptr<const ProfileResult> profile,
                                               const QString &exe)
{
    if (!profile)
        return nullptr;
    ProgramOptions options;
    options.fileNames = ProgramOptions::FileNames::All;
    auto loaded = Executable::load(exe.toStdString(), options);
    if (!loaded.ok() || !(*loaded)->lines)
        return nullptr;
    return withSourceFiles(*profile, *(*loaded)->lines);
}

double area(const QRectF &r)
{
    return r.width() * r.height();
}

double overlap(const QRectF &a, const QRectF &b)
{
    const QRectF i = a.intersected(b);
    return i.isValid() ? area(i) : 0.0;
}

bool inside(const QRectF &inner, const QRectF &outer, double slack = 1e-6)
{
    return inner.left() >= outer.left() - slack && inner.top() >= outer.top() - slack &&
           inner.right() <= outer.right() + slack && inner.bottom() <= outer.bottom() + slack;
}

} // namespace

class tst_Treemap : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void scopeOfHandWritten_data();
    void scopeOfHandWritten();
    void scopeOfRealDemangler_data();
    void scopeOfRealDemangler();
    void everyRealNameHasACleanScope();
    void directories_data();
    void directories();
    void groupSumsAreExact_data();
    void groupSumsAreExact();
    void groupKeysByRule();

    void modelPassesTheTester();
    void modelShowsTheGroups();

    void squarifyIsProportionalAndSquare();
    void treemapAreasAreSelfTime_data();
    void treemapAreasAreSelfTime();
    void clickActivatesTheFunction();
    void tinyFunctionsMergeIntoTheRest();
    void comboDrivesTheGrouping();
    void toolTipsSayTheEstimate();
    void screenshot();

private:
    std::shared_ptr<const ProfileResult> profile(const QString &name) const
    {
        return m_profiles.at(name);
    }

    QTemporaryDir m_dir;
    std::map<QString, std::shared_ptr<const ProfileResult>> m_profiles;
};

void tst_Treemap::initTestCase()
{
    qRegisterMetaType<GroupBy>();
    QVERIFY(m_dir.isValid());
    const QStringList flags{QStringLiteral("-pg"), QStringLiteral("-O0"), QStringLiteral("-g")};
    // C++ goes to g++ (compileProgram picks it for anything but .c).
    const QString templatesExe = m_dir.filePath(QStringLiteral("templates"));
    const auto templates = withFiles(
        profileProgram(QStringLiteral("templates.cpp"), flags, templatesExe), templatesExe);
    QVERIFY2(templates, "templates.cpp: compiling, running or reading failed");
    QVERIFY2(templates->totalTime > 0, "templates.cpp: no samples");
    const QString unitsExe = m_dir.filePath(QStringLiteral("units"));
    const auto units = withFiles(
        profileProgram(QStringLiteral("units.c+units_filter.c"), flags, unitsExe), unitsExe);
    QVERIFY2(units, "units.c: compiling, running or reading failed");
    QVERIFY2(units->totalTime > 0, "units.c: no samples");
    // Its functions are in the program's file and in the C++ library's
    // headers, two directories at least.
    std::set<std::string> directories;
    for (const ProfileSymbol &s : templates->symbols)
        if (s.file >= 0)
            directories.insert(directoryOf(templates->files[size_t(s.file)]));
    QVERIFY2(directories.size() >= 2, "templates.cpp: no source files read");
    m_profiles[QStringLiteral("templates")] = templates;
    m_profiles[QStringLiteral("units")] = units;
    m_profiles[QStringLiteral("hand")] = handProfile();
    m_profiles[QStringLiteral("crowded")] = crowdedProfile();
}

void tst_Treemap::scopeOfHandWritten_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("scope");
    auto row = [](const char *name, QStringList scope) {
        QTest::newRow(name) << QString::fromUtf8(name) << scope;
    };
    // The brief's cases.
    row("ns::inner::Klass<int, std::less<int> >::method(int) const",
        {"ns", "inner", "Klass<int, std::less<int> >"});
    row("int ns::f<a::b>(x::y)", {"ns"});
    row("main", {});
    row("(anonymous namespace)::helper()", {"(anonymous namespace)"});
    row("operator<<(std::ostream&, A const&)", {});
    row("std::vector<int>::operator[](unsigned long)", {"std", "vector<int>"});
    row("main::{lambda(int)#1}::operator()(int) const", {"main", "{lambda(int)#1}"});
    // Operators whose symbols look like brackets.
    row("bool ns::operator< <int>(ns::A<int> const&, ns::A<int> const&)", {"ns"});
    row("ns::Q::operator<(ns::Q const&) const", {"ns", "Q"});
    row("ns::Q::operator>>(int)", {"ns", "Q"});
    row("ns::Q::operator>>=(int)", {"ns", "Q"});
    row("ns::Q::operator->() const", {"ns", "Q"});
    row("ns::Q::operator->*(int)", {"ns", "Q"});
    row("ns::Q::operator()(int, int)", {"ns", "Q"});
    row("ns::Q::operator<=>(ns::Q const&) const", {"ns", "Q"});
    row("bool ns::operator!=<int>(ns::A<int> const&, ns::A<int> const&)", {"ns"});
    row("ns::F<&ns::operator!=<int> >::run()", {"ns", "F<&ns::operator!=<int> >"});
    row("ns::F<&ns::operator< <int> >::run()", {"ns", "F<&ns::operator< <int> >"});
    row("ns::F<&ns::operator()>::run()", {"ns", "F<&ns::operator()>"});
    row("ns::F<&ns::Q::operator->>::run()", {"ns", "F<&ns::Q::operator->>"});
    row("std::map<int, int, std::less<int>, std::allocator<std::pair<int const, int> > >::"
        "operator[](int const&)",
        {"std", "map<int, int, std::less<int>, std::allocator<std::pair<int const, int> > >"});
    // A conversion operator spells a type with scopes of its own.
    row("ns::Q::operator std::vector<int, std::allocator<int> >() const", {"ns", "Q"});
    row("ns::Q::operator new(unsigned long)", {"ns", "Q"});
    row("operator delete(void*)", {});
    // Return types and template arguments with scopes.
    row("std::vector<a::B, std::allocator<a::B> > ns::make<a::B>(int)", {"ns"});
    row("a::B const& std::get<0ul, a::B>(std::tuple<a::B> const&)", {"std"});
    row("unsigned long ns::size<int>()", {"ns"});
    row("void (*ns::handler(int))(double)", {"ns"});
    row("decltype (({parm#1}.size)()) ns::sz<std::vector<int> >(std::vector<int>&)", {"ns"});
    // Greater-than and arrows inside template arguments and parameters.
    row("ns::Fixed<((3)>(2))>::run(ns::P<(a)->b>)", {"ns", "Fixed<((3)>(2))>"});
    // Local entities: the function holding them is a scope.
    row("ns::f(int)::{lambda()#1}::operator()() const", {"ns", "f(int)", "{lambda()#1}"});
    row("ns::C::g() const::{lambda(int)#2}::operator()(int) const",
        {"ns", "C", "g() const", "{lambda(int)#2}"});
    row("std::_Function_handler<void (int), main::{lambda(int)#1}>::_M_invoke(std::_Any_data "
        "const&, int&&)",
        {"std", "_Function_handler<void (int), main::{lambda(int)#1}>"});
    row("(anonymous namespace)::Impl::run()", {"(anonymous namespace)", "Impl"});
    row("ns::(anonymous namespace)::run()", {"ns", "(anonymous namespace)"});
    // Special names, clones and constructors.
    row("virtual thunk to geo::Square::area(int) const", {"geo", "Square"});
    row("non-virtual thunk to a::B::~B()", {"a", "B"});
    row("guard variable for ns::f()::cache", {"ns", "f()"});
    row("ns::work(int) [clone .constprop.0]", {"ns"});
    row("ns::table [clone .lto_priv.0]", {"ns"});
    row("geo::Square::Square(double)", {"geo", "Square"});
    row("std::__cxx11::basic_string<char>::_M_create[abi:cxx11](unsigned long&)",
        {"std", "__cxx11", "basic_string<char>"});
    row("work.part.0", {});
    row("_GLOBAL__sub_I_main", {});
}

void tst_Treemap::scopeOfHandWritten()
{
    QFETCH(QString, name);
    QFETCH(QStringList, scope);
    Scope expected;
    for (const QString &s : scope)
        expected.push_back(s.toStdString());
    const Scope got = scopeOf(name.toStdString());
    QVERIFY2(
        got == expected,
        qPrintable(
            QStringLiteral("%1\n   got %2\n  want %3").arg(name, joined(got), joined(expected))));
}

// Names as g++ mangles and the C++ library demangles them, from the
// profile of templates.cpp (every function of the program, sampled or not).
void tst_Treemap::scopeOfRealDemangler_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("scope");
    auto row = [](const char *tag, const char *name, QStringList scope) {
        QTest::newRow(tag) << QString::fromUtf8(name) << scope;
    };
    row("main", "main", {});
    row("member", "geo::Square::area(int) const", {"geo", "Square"});
    row("override", "geo::Circle::area(int) const", {"geo", "Circle"});
    row("constructor", "geo::Circle::Circle(double)", {"geo", "Circle"});
    row("free function",
        "geo::total(std::vector<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >, "
        "std::allocator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> > > > const&, "
        "int)",
        {"geo"});
    row("template function",
        "double geo::accumulate<double, 40>(std::vector<double, std::allocator<double> > const&)",
        {"geo"});
    row("lambda", "main::{lambda(int)#1}::operator()(int) const", {"main", "{lambda(int)#1}"});
    row("operator->",
        "std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >::operator->() const",
        {"std", "unique_ptr<geo::Shape, std::default_delete<geo::Shape> >"});
    row("operator!= template",
        "bool __gnu_cxx::operator!=<int const*, std::vector<int, std::allocator<int> > "
        ">(__gnu_cxx::__normal_iterator<int const*, std::vector<int, std::allocator<int> > > "
        "const&, __gnu_cxx::__normal_iterator<int const*, std::vector<int, std::allocator<int> > > "
        "const&)",
        {"__gnu_cxx"});
    row("operator*",
        "__gnu_cxx::__normal_iterator<int const*, std::vector<int, std::allocator<int> > "
        ">::operator*() const",
        {"__gnu_cxx", "__normal_iterator<int const*, std::vector<int, std::allocator<int> > >"});
    row("return type with scopes",
        "std::tuple_element<0ul, std::tuple<geo::Shape*, std::default_delete<geo::Shape> > >::type "
        "const& std::get<0ul, geo::Shape*, std::default_delete<geo::Shape> "
        ">(std::tuple<geo::Shape*, std::default_delete<geo::Shape> > const&)",
        {"std"});
    row("rvalue return",
        "std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >&& "
        "std::forward<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> > "
        ">(std::remove_reference<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> > "
        ">::type&)",
        {"std"});
}

void tst_Treemap::scopeOfRealDemangler()
{
    QFETCH(QString, name);
    QFETCH(QStringList, scope);
    const ProfileResult &p = *profile(QStringLiteral("templates"));
    const int symbol = functionNamed(p, name.toStdString());
    QVERIFY2(symbol >= 0, qPrintable(QStringLiteral("not in the profile: ") + name));
    // The name really came through the demangler.
    QVERIFY(p.symbol(symbol).name != p.symbol(symbol).displayName || name == QLatin1String("main"));
    Scope expected;
    for (const QString &s : scope)
        expected.push_back(s.toStdString());
    const Scope got = scopeOf(p.symbol(symbol).displayName);
    QVERIFY2(
        got == expected,
        qPrintable(
            QStringLiteral("%1\n   got %2\n  want %3").arg(name, joined(got), joined(expected))));
}

// Whatever the demangler gave: each qualifier is a whole, balanced part of
// the name that is followed by "::", and a mangled nested name (_ZN) of a
// function outside any function has as many qualifiers as the
// <source-name>s of its prefix.
void tst_Treemap::everyRealNameHasACleanScope()
{
    const ProfileResult &p = *profile(QStringLiteral("templates"));
    int checked = 0;
    for (const ProfileSymbol &s : p.symbols) {
        const Scope scope = scopeOf(s.displayName);
        std::string prefix;
        for (const std::string &part : scope) {
            QVERIFY2(!part.empty(), s.displayName.c_str());
            int depth = 0;
            for (char c : part) {
                depth += c == '<' || c == '(' || c == '{' || c == '[';
                depth -= c == '>' || c == ')' || c == '}' || c == ']';
            }
            QVERIFY2(depth == 0 || part.find("operator") != std::string::npos,
                     qPrintable(QString::fromStdString(s.displayName + "  part: " + part)));
            prefix += part + "::";
        }
        QVERIFY2(s.displayName.find(prefix) != std::string::npos, s.displayName.c_str());
        // _ZN [K] <len><id>... E: a nested name of plain source names (no
        // template arguments, substitutions or ABI tags: those are left to
        // the cases above) has as many qualifiers as names but the last,
        // or all of them before a constructor's or destructor's C1/D2.
        const std::string &m = s.name;
        if (m.rfind("_ZN", 0) != 0)
            continue;
        size_t at = 3;
        while (at < m.size() && (m[at] == 'K' || m[at] == 'V' || m[at] == 'R' || m[at] == 'O'))
            ++at; // cv- and ref-qualifiers of a member function
        int names = 0;
        while (at < m.size() && std::isdigit(static_cast<unsigned char>(m[at]))) {
            size_t len = 0;
            while (at < m.size() && std::isdigit(static_cast<unsigned char>(m[at])))
                len = len * 10 + size_t(m[at++] - '0');
            at += len;
            ++names;
        }
        bool structor = false;
        if (at + 1 < m.size() && (m[at] == 'C' || m[at] == 'D') &&
            std::isdigit(static_cast<unsigned char>(m[at + 1]))) {
            structor = true;
            at += 2;
        }
        if (names == 0 || at >= m.size() || m[at] != 'E')
            continue;
        const size_t expected = size_t(structor ? names : names - 1);
        QVERIFY2(
            scope.size() == expected,
            qPrintable(QStringLiteral("%1 (%2): %3 qualifiers, scopeOf gives %4")
                           .arg(QString::fromStdString(s.displayName), QString::fromStdString(m))
                           .arg(expected)
                           .arg(joined(scope))));
        ++checked;
    }
    QVERIFY2(checked >= 5, qPrintable(QString::number(checked)));
}

void tst_Treemap::directories_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("directory");
    QTest::newRow("bare") << "a.c"
                          << ".";
    QTest::newRow("relative") << "src/x/a.c"
                              << "src/x";
    QTest::newRow("absolute") << "/usr/include/c++/12/bits/stl_vector.h"
                              << "/usr/include/c++/12/bits";
    QTest::newRow("root") << "/a.c"
                          << "/";
    QTest::newRow("windows") << "C:\\src\\a.c"
                             << "C:\\src";
}

void tst_Treemap::directories()
{
    QFETCH(QString, path);
    QFETCH(QString, directory);
    QCOMPARE(QString::fromStdString(directoryOf(path.toStdString())), directory);
}

// The rows "NAME by GROUPING" of every profile and every grouping.
static void addEveryProfileAndGrouping()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<GroupBy>("by");
    for (const char *name : {"hand", "templates", "units", "crowded"})
        for (GroupBy by : kAllGroupings)
            QTest::addRow("%s by %s", name, byName(by)) << QString::fromLatin1(name) << by;
}

void tst_Treemap::groupSumsAreExact_data()
{
    addEveryProfileAndGrouping();
}

void tst_Treemap::groupSumsAreExact()
{
    QFETCH(QString, name);
    QFETCH(GroupBy, by);
    const ProfileResult &p = *profile(name);
    const std::vector<SymbolGroup> groups = groupSymbols(p, by);
    QVERIFY(!groups.empty());

    std::vector<int> seen(p.symbols.size(), 0);
    std::set<std::pair<bool, std::string>> keys;
    double total = 0;
    for (size_t g = 0; g < groups.size(); ++g) {
        const SymbolGroup &group = groups[g];
        QVERIFY2(keys.insert({group.placeholder, group.key}).second, group.key.c_str());
        QVERIFY(!group.symbols.empty());
        double sum = 0;
        for (size_t k = 0; k < group.symbols.size(); ++k) {
            const int s = group.symbols[k];
            ++seen[size_t(s)];
            sum += p.symbol(s).time;
            // Busiest first, and each in the group its key says.
            if (k > 0)
                QVERIFY(p.symbol(group.symbols[k - 1]).time >= p.symbol(s).time);
            bool placeholder = false;
            QCOMPARE(groupKey(p, s, by, &placeholder), group.key);
            QCOMPARE(placeholder, group.placeholder);
        }
        // Exact: the same doubles added in the same order.
        QCOMPARE(group.self, sum);
        if (g > 0)
            QVERIFY(groups[g - 1].self >= group.self);
        total += group.self;
    }
    // Every sampled symbol once; the total is the symbols' (which is not
    // gprof's flat-profile total: that counts every sample, in a function or not,
    // and gprof's credit of a shared bin may pass it).
    double symbolsTotal = 0;
    for (size_t s = 0; s < p.symbols.size(); ++s) {
        QCOMPARE(seen[s], p.symbols[s].time > 0 ? 1 : 0);
        if (p.symbols[s].time > 0)
            symbolsTotal += p.symbols[s].time;
    }
    QVERIFY2(std::abs(total - symbolsTotal) <= 1e-12 * symbolsTotal,
             qPrintable(
                 QStringLiteral("%1 vs %2").arg(total, 0, 'g', 17).arg(symbolsTotal, 0, 'g', 17)));
}

void tst_Treemap::groupKeysByRule()
{
    const ProfileResult &p = *profile(QStringLiteral("hand"));
    auto keysOf = [&](GroupBy by) {
        std::map<std::string, double> out;
        for (const SymbolGroup &g : groupSymbols(p, by))
            out[g.key] = g.self;
        return out;
    };
    const auto files = keysOf(GroupBy::File);
    QCOMPARE(files.size(), size_t(5));
    QVERIFY(files.count("(unknown file)"));
    QCOMPARE(files.at("src/a.cpp"), 0.2 + 0.1); // busiest first
    const auto dirs = keysOf(GroupBy::Directory);
    QCOMPARE(dirs.size(), size_t(4));
    QVERIFY(dirs.count("src") && dirs.count("/usr/include") && dirs.count(".") &&
            dirs.count("(unknown file)"));
    QCOMPARE(dirs.at("src"), ((0.7 + 0.3) + 1e-3) + (0.2 + 0.1));
    // Namespace: the first qualifier; Class: all of them.
    const auto namespaces = keysOf(GroupBy::Namespace);
    QCOMPARE(namespaces.size(), size_t(4));
    QCOMPARE(namespaces.at("ns"), ((0.7 + 0.3) + 0.2) + 0.1);
    QVERIFY(namespaces.count("std") && namespaces.count("(anonymous namespace)"));
    QCOMPARE(namespaces.at("(global)"), 3.1 + 0.6);
    const auto classes = keysOf(GroupBy::Class);
    QCOMPARE(classes.size(), size_t(6));
    QCOMPARE(classes.at("ns::A"), 0.2 + 0.1);
    QVERIFY(classes.count("ns::B<int>") && classes.count("ns::inner") &&
            classes.count("std::vector<int>") && classes.count("(global)"));
    // The unsampled are in no group but still have a key.
    QCOMPARE(groupKey(p, functionNamed(p, "unsampled(int)"), GroupBy::Class),
             std::string("(global)"));
}

void tst_Treemap::modelPassesTheTester()
{
    GroupedProfileModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    for (const char *name : {"templates", "hand", "units", "crowded"}) {
        model.setProfile(profile(QString::fromLatin1(name)));
        for (GroupBy by : kAllGroupings) {
            model.setGroupBy(by);
            QCOMPARE(model.groupBy(), by);
        }
    }
    model.setProfile(nullptr);
    QCOMPARE(model.rowCount(), 0);
    model.setProfile(profile(QStringLiteral("hand")));
}

void tst_Treemap::modelShowsTheGroups()
{
    GroupedProfileModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto p = profile(QStringLiteral("hand"));
    model.setProfile(p);
    model.setGroupBy(GroupBy::Namespace);
    const std::vector<SymbolGroup> groups = groupSymbols(*p, GroupBy::Namespace);
    QCOMPARE(model.rowCount(), int(groups.size()));
    QCOMPARE(model.columnCount(), int(GroupedProfileModel::ColumnCount));
    QCOMPARE(model.headerData(GroupedProfileModel::Self, Qt::Horizontal).toString(),
             QStringLiteral("Self (s)"));
    double percents = 0;
    for (int g = 0; g < model.rowCount(); ++g) {
        const QModelIndex group = model.index(g, GroupedProfileModel::Name);
        QCOMPARE(group.data(GroupedProfileModel::SymbolRole).toInt(), -1);
        QCOMPARE(group.data().toString(), groups[size_t(g)].placeholder
                                              ? QStringLiteral("(global)")
                                              : QString::fromStdString(groups[size_t(g)].key));
        QCOMPARE(model.index(g, GroupedProfileModel::Self)
                     .data(GroupedProfileModel::SortRole)
                     .toDouble(),
                 groups[size_t(g)].self);
        QCOMPARE(model.index(g, GroupedProfileModel::Self).data().toString(),
                 QString::number(groups[size_t(g)].self / 100, 'f', 2));
        QCOMPARE(model.index(g, GroupedProfileModel::Functions).data().toString(),
                 QString::number(groups[size_t(g)].symbols.size()));
        percents += model.index(g, GroupedProfileModel::Percent).data().toDouble();
        QCOMPARE(model.rowCount(group), int(groups[size_t(g)].symbols.size()));
        for (int r = 0; r < model.rowCount(group); ++r) {
            const int symbol = groups[size_t(g)].symbols[size_t(r)];
            const QModelIndex fn = model.index(r, GroupedProfileModel::Name, group);
            QCOMPARE(fn.data(GroupedProfileModel::SymbolRole).toInt(), symbol);
            QCOMPARE(fn.data().toString(), QString::fromStdString(p->symbol(symbol).displayName));
            QCOMPARE(model.index(r, GroupedProfileModel::Self, group)
                         .data(GroupedProfileModel::SortRole)
                         .toDouble(),
                     p->symbol(symbol).time);
            QVERIFY(
                model.index(r, GroupedProfileModel::Functions, group).data().toString().isEmpty());
            QCOMPARE(model.indexOfSymbol(symbol), fn.siblingAtColumn(0));
            QVERIFY(fn.data(Qt::ToolTipRole).toString().contains(QStringLiteral("(sampled)")));
        }
    }
    QVERIFY2(std::abs(percents - 100) < 0.05 * model.rowCount(),
             qPrintable(QString::number(percents)));
    // Unsampled: in no group.
    QVERIFY(!model.indexOfSymbol(functionNamed(*p, "unsampled(int)")).isValid());
    // Switching groups resets the rows.
    model.setGroupBy(GroupBy::File);
    QCOMPARE(model.rowCount(), 5);
}

void tst_Treemap::squarifyIsProportionalAndSquare()
{
    std::mt19937_64 rng(7);
    std::exponential_distribution<double> draw(1.0);
    std::vector<double> values(60);
    for (double &v : values)
        v = draw(rng) + 0.01;
    std::sort(values.rbegin(), values.rend());
    const QRectF rect(10, 20, 800, 500);
    const std::vector<QRectF> rects = squarify(values, rect);
    QCOMPARE(rects.size(), values.size());
    double total = 0, sum = 0, ratios = 0;
    for (double v : values)
        total += v;
    for (size_t i = 0; i < rects.size(); ++i) {
        QVERIFY(inside(rects[i], rect));
        const double expected = values[i] / total * area(rect);
        QVERIFY2(
            std::abs(area(rects[i]) / expected - 1) < 1e-6,
            qPrintable(QStringLiteral("%1: %2 vs %3").arg(i).arg(area(rects[i])).arg(expected)));
        sum += area(rects[i]);
        ratios +=
            std::max(rects[i].width() / rects[i].height(), rects[i].height() / rects[i].width());
        for (size_t j = 0; j < i; ++j)
            QVERIFY(overlap(rects[i], rects[j]) < 1e-6);
    }
    QVERIFY(std::abs(sum - area(rect)) < 1e-6 * area(rect));
    // Squarified, not sliced: near squares on average (slices would be
    // hundreds to one).
    QVERIFY2(ratios / double(rects.size()) < 2.0, qPrintable(QString::number(ratios / 60)));

    // The paper's example: 6 6 4 3 2 2 1 in 6 x 4.
    const std::vector<QRectF> paper = squarify({6, 6, 4, 3, 2, 2, 1}, QRectF(0, 0, 6, 4));
    QCOMPARE(paper[0], QRectF(0, 0, 3, 2));
    QCOMPARE(paper[1], QRectF(0, 2, 3, 2));
    for (const QRectF &r : paper)
        QVERIFY(std::max(r.width() / r.height(), r.height() / r.width()) < 3);
    // Nothing to lay out, and values that get nothing.
    QVERIFY(squarify({}, rect).empty());
    const auto zeros = squarify({0, 2, -1}, rect);
    QVERIFY(zeros[0].isEmpty() && zeros[2].isEmpty());
    QCOMPARE(zeros[1], rect);
}

void tst_Treemap::treemapAreasAreSelfTime_data()
{
    addEveryProfileAndGrouping();
}

void tst_Treemap::treemapAreasAreSelfTime()
{
    QFETCH(QString, name);
    QFETCH(GroupBy, by);
    const auto p = profile(name);
    TreemapView view;
    view.resize(900, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setProfile(p);
    view.setGroupBy(by);

    QCOMPARE(view.objectName(), QStringLiteral("treemap"));
    QCOMPARE(view.canvas()->objectName(), QStringLiteral("treemapCanvas"));
    const QRectF canvas(QPointF(0, 0), QSizeF(view.canvas()->size()));
    QVERIFY(area(canvas) > 100 * 100);
    const std::vector<SymbolGroup> groups = groupSymbols(*p, by);
    QCOMPARE(view.groupCount(), int(groups.size()));

    double groupTotal = 0;
    for (const SymbolGroup &g : groups)
        groupTotal += g.self;
    const double perSample = area(canvas) / groupTotal;

    // The groups tile the canvas.
    double covered = 0;
    for (int g = 0; g < view.groupCount(); ++g) {
        const QRectF r = view.groupRect(g);
        QVERIFY2(inside(r, canvas, 1e-3), qPrintable(QStringLiteral("group %1").arg(g)));
        covered += area(r);
        for (int h = 0; h < g; ++h)
            QVERIFY2(overlap(r, view.groupRect(h)) < 0.5,
                     qPrintable(QStringLiteral("groups %1 and %2 overlap").arg(g).arg(h)));
        if (r.width() > 20 && r.height() > 20)
            QVERIFY(std::abs(area(r) / (groups[size_t(g)].self * perSample) - 1) < 0.01);
    }
    QVERIFY2(std::abs(covered - area(canvas)) <= 0.01 * area(canvas),
             qPrintable(QStringLiteral("%1 of %2").arg(covered).arg(area(canvas))));
    QVERIFY(view.groupRect(view.groupCount()).isEmpty());

    // Each function's area is its self time's share; every function drawn
    // is in its group, none is thinner than the least drawn.
    int checked = 0, drawn = 0;
    for (size_t g = 0; g < groups.size(); ++g) {
        for (int s : groups[g].symbols) {
            const QRectF r = view.functionRect(s);
            if (r.isEmpty())
                continue;
            ++drawn;
            QVERIFY(inside(r, view.groupRect(int(g)), 1e-3));
            QVERIFY(std::min(r.width(), r.height()) >= TreemapView::kMinSide - 1e-9);
            if (r.width() <= 20 || r.height() <= 20)
                continue;
            const double expected = p->symbol(s).time * perSample;
            QVERIFY2(std::abs(area(r) / expected - 1) < 0.05,
                     qPrintable(QStringLiteral("%1: %2 px² for %3 samples, %4 expected")
                                    .arg(QString::fromStdString(p->symbol(s).displayName))
                                    .arg(area(r))
                                    .arg(p->symbol(s).time)
                                    .arg(expected)));
            ++checked;
        }
    }
    QVERIFY(drawn > 0);
    QVERIFY(checked > 0);
    // Functions without samples are not drawn.
    for (size_t s = 0; s < p->symbols.size(); ++s)
        if (!(p->symbols[s].time > 0))
            QVERIFY(view.functionRect(int(s)).isEmpty());
}

void tst_Treemap::clickActivatesTheFunction()
{
    const auto p = profile(QStringLiteral("hand"));
    TreemapView view;
    view.resize(900, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setProfile(p);
    for (GroupBy by : kAllGroupings) {
        view.setGroupBy(by);
        QSignalSpy activated(&view, &TreemapView::functionActivated);
        int clicked = 0;
        for (size_t s = 0; s < p->symbols.size(); ++s) {
            const QRectF r = view.functionRect(int(s));
            if (r.width() < 8 || r.height() < 8)
                continue;
            QTest::mouseClick(view.canvas(), Qt::LeftButton, Qt::NoModifier, r.center().toPoint());
            QCOMPARE(activated.count(), clicked + 1);
            QCOMPARE(activated.last().at(0).toInt(), int(s));
            QCOMPARE(view.current(), int(s));
            ++clicked;
        }
        QVERIFY(clicked >= 5);
    }
    // setCurrent outlines without a signal.
    QSignalSpy activated(&view, &TreemapView::functionActivated);
    view.setCurrent(functionNamed(*p, "main"));
    QCOMPARE(view.current(), functionNamed(*p, "main"));
    QCOMPARE(activated.count(), 0);
    // A click on nothing reports nothing: the treemap is empty without a profile.
    view.setProfile(nullptr);
    QCOMPARE(view.groupCount(), 0);
    QTest::mouseClick(view.canvas(), Qt::LeftButton, Qt::NoModifier, QPoint(50, 50));
    QCOMPARE(activated.count(), 0);
}

void tst_Treemap::tinyFunctionsMergeIntoTheRest()
{
    const auto p = profile(QStringLiteral("crowded"));
    TreemapView view;
    view.resize(900, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setProfile(p);
    view.setGroupBy(GroupBy::File);
    QCOMPARE(view.groupCount(), 2);
    QVERIFY(!view.functionRect(functionNamed(*p, "big")).isEmpty());
    QVERIFY(!view.functionRect(functionNamed(*p, "medium")).isEmpty());
    int hidden = 0;
    for (int i = 0; i < 400; ++i)
        hidden += view.functionRect(functionNamed(*p, "tiny" + std::to_string(i))).isEmpty();
    QCOMPARE(hidden, 400);
    // They are the crowd's hatched rest: a point of the group outside
    // "medium" says so.
    const QRectF crowd = view.groupRect(1);
    const QRectF medium = view.functionRect(functionNamed(*p, "medium"));
    QVERIFY(inside(medium, crowd, 1e-3));
    QString restTip;
    for (double y = crowd.top() + 1; y < crowd.bottom() && restTip.isEmpty(); y += 1)
        for (double x = crowd.left() + 1; x < crowd.right() && restTip.isEmpty(); x += 1)
            if (!medium.contains(QPointF(x, y)))
                restTip = view.toolTipAt(QPointF(x, y));
    QVERIFY2(restTip.contains(QStringLiteral("400 function(s) too small to draw")),
             qPrintable(restTip));
}

void tst_Treemap::comboDrivesTheGrouping()
{
    TreemapView view;
    view.setProfile(profile(QStringLiteral("hand")));
    QComboBox *box = view.groupByBox();
    QCOMPARE(box->count(), 4);
    QCOMPARE(box->itemText(0), QStringLiteral("Source file"));
    for (GroupBy by : kAllGroupings) {
        box->setCurrentIndex(box->findData(int(by)));
        QCOMPARE(view.groupBy(), by);
        QCOMPARE(view.groupCount(), int(groupSymbols(*profile(QStringLiteral("hand")), by).size()));
    }
    view.setGroupBy(GroupBy::Directory);
    QCOMPARE(box->currentData().toInt(), int(GroupBy::Directory));
    QCOMPARE(view.model()->groupBy(), GroupBy::Directory);
}

void tst_Treemap::toolTipsSayTheEstimate()
{
    const auto p = profile(QStringLiteral("hand"));
    TreemapView view;
    view.resize(900, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setProfile(p);
    view.setGroupBy(GroupBy::Class);
    const int symbol = functionNamed(*p, "std::vector<int>::operator[](unsigned long)");
    const QRectF r = view.functionRect(symbol);
    QVERIFY(r.height() > 80);
    const QString tip = view.toolTipAt(QPointF(r.center().x(), r.bottom() - 5));
    // The name escaped (it is rich text), the group, the seconds and √N.
    QVERIFY2(tip.contains(QStringLiteral("std::vector&lt;int&gt;::operator[](unsigned long)")),
             qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Group: std::vector&lt;int&gt;")), qPrintable(tip));
    const QString error = QString::number(std::sqrt(12.5) / 100, 'f', 2);
    const QString seconds = QString::number(12.5 / 100, 'f', 2);
    QVERIFY2(tip.contains(QStringLiteral("%1 s ± %2 s (sampled)").arg(seconds, error)),
             qPrintable(tip));
    QVERIFY(view.toolTipAt(QPointF(-5, -5)).isEmpty());
}

// The view on templates.cpp's profile, light and dark, saved in the
// temporary folder (treemap.png is the light one by source file) for a
// person to look at; what can be checked here is that the functions are
// painted in their group's colours and the groups differ.
void tst_Treemap::screenshot()
{
    RestorePalette restore;
    const auto p = profile(QStringLiteral("templates"));
    for (const auto &[paletteName, palette] : lightAndDarkPalettes()) {
        QApplication::setPalette(palette);
        for (GroupBy by : kAllGroupings) {
            TreemapView view;
            view.resize(1000, 640);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            view.setProfile(p);
            view.setGroupBy(by);
            const std::vector<SymbolGroup> groups = groupSymbols(*p, by);
            view.setCurrent(groups.front().symbols.front());
            const QImage image = view.grab().toImage();
            QVERIFY(!image.isNull());
            const QString file = paletteName == QLatin1String("light") && by == GroupBy::File
                                     ? QStringLiteral("treemap.png")
                                     : QStringLiteral("treemap-%1-%2.png")
                                           .arg(paletteName, QLatin1String(byName(by)));
            QVERIFY(image.save(QDir(QDir::tempPath()).filePath(file)));

            const QPoint offset = view.canvas()->mapTo(&view, QPoint(0, 0));
            const QColor base = palette.color(QPalette::Base);
            std::set<QRgb> groupColours;
            int checked = 0;
            for (size_t g = 0; g < groups.size(); ++g) {
                const QRectF r = view.functionRect(groups[g].symbols.front());
                if (r.width() < 12 || r.height() < 12)
                    continue;
                // Low in the box: below its label, above the outline.
                const QPoint at = QPointF(r.left() + 6, r.bottom() - 6).toPoint() + offset;
                const QColor c = image.pixelColor(at * image.devicePixelRatio());
                QVERIFY2(c != base, qPrintable(QString::fromStdString(groups[g].key)));
                groupColours.insert(c.rgb());
                ++checked;
            }
            QVERIFY(checked > 0);
            if (checked > 1)
                QVERIFY(groupColours.size() > 1);
        }
    }
    // The hatched rest of functions too small to draw.
    QApplication::setPalette(lightAndDarkPalettes().front().second);
    TreemapView view;
    view.resize(1000, 640);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setProfile(profile(QStringLiteral("crowded")));
    QVERIFY(
        view.grab().save(QDir(QDir::tempPath()).filePath(QStringLiteral("treemap-crowded.png"))));
}

QTEST_MAIN(tst_Treemap)
#include "tst_treemap.moc"
