// SPDX-License-Identifier: MIT
// Shortening C++ names for display: template arguments and scopes
// collapsed, and names shown together kept apart.
#include "model/engine/ProfileSession.h"
#include "model/estimate/NameShortener.h"
#include "TestSupport.h"

#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <set>

using namespace gmonview;
using namespace gmonview::test;

class tst_NameShortener : public QObject
{
    Q_OBJECT

private slots:
    void shortest_data();
    void shortest();
    void keepsNamesApart();
    void realProgramStaysDistinct();
};

void tst_NameShortener::shortest_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("depth");
    QTest::addColumn<QString>("expected");
    QTest::newRow("C name") << "work" << 1 << "work";
    QTest::newRow("method") << "geo::Circle::area() const" << 1 << "Circle::area() const";
    QTest::newRow("parameters") << "geo::Circle::Circle(double)" << 1 << "Circle::Circle(…)";
    QTest::newRow("depth 1") << "ns::Klass<std::map<int, std::vector<int> > >::method(int) const &"
                             << 1 << "Klass<std::map<…> >::method(…) const &";
    QTest::newRow("depth 0") << "ns::Klass<std::map<int, std::vector<int> > >::method(int)" << 0
                             << "Klass<…>::method(…)";
    QTest::newRow("return type") << "double geo::accumulate<double, 40>(std::vector<double> const&)"
                                 << 1 << "geo::accumulate<double, 40>(…)";
    QTest::newRow("operator<") << "bool std::operator< <int>(std::pair<int, int> const&)" << 1
                               << "std::operator< <int>(…)";
    QTest::newRow("operator()") << "outer(int)::{lambda(int)#1}::operator()(int) const" << 1
                                << "outer(int)::{lambda(int)#1}::operator()(…) const";
    QTest::newRow("conversion") << "ns::Foo::operator unsigned long() const" << 1
                                << "Foo::operator unsigned long() const";
    QTest::newRow("anonymous namespace")
        << "(anonymous namespace)::helper(int)" << 1 << "(anonymous namespace)::helper(…)";
}

void tst_NameShortener::shortest()
{
    QFETCH(QString, name);
    QFETCH(int, depth);
    QFETCH(QString, expected);
    QCOMPARE(QString::fromStdString(shortenName(name.toStdString(), depth, 0)), expected);
    QCOMPARE(QString::fromStdString(shortenName(name.toStdString(), depth, 4)), name);
}

// The issue's own example: eliding the middle drew both as the same text.
void tst_NameShortener::keepsNamesApart()
{
    const std::string ns = "very_long_namespace_name::detail::";
    const std::vector<std::string> names{
        ns + "Matrix<double, 64>::multiply(" + ns + "Matrix<double, 64> const&) const",
        ns + "Matrix<float, 48>::multiply(" + ns + "Matrix<float, 48> const&) const",
        "other::Matrix<double, 64>::multiply(other::Matrix<double, 64> const&) const",
        "main",
        "main",
    };
    NameShortening s;
    const auto out = shortenNames(names, s);
    QCOMPARE(out[0], std::string("detail::Matrix<double, 64>::multiply(…) const"));
    QCOMPARE(out[1], std::string("Matrix<float, 48>::multiply(…) const"));
    QCOMPARE(out[2], std::string("other::Matrix<double, 64>::multiply(…) const"));
    QCOMPARE(out[3], out[4]);
    s.templateDepth = 0; // Matrix<…> for all three: the colliding ones show more
    const auto deep = shortenNames(names, s);
    QCOMPARE(std::set<std::string>(deep.begin(), deep.begin() + 3).size(), size_t(3));
    s.enabled = false;
    QCOMPARE(shortenNames(names, s), names);
}

// Every function of a real C++ program, shortened together at each depth:
// no two different names read the same, none grows, and together they are
// at least a third shorter (about half, measured).
void tst_NameShortener::realProgramStaysDistinct()
{
    QTemporaryDir dir;
    const QString exe = dir.filePath(QStringLiteral("templates"));
    QCOMPARE(compileProgram(QStringLiteral("templates.cpp"), {"-pg", "-O0"}, exe).exitCode, 0);
    auto program = Executable::load(exe.toStdString());
    QVERIFY(program.ok());
    std::vector<std::string> names;
    for (const ProfileSymbol &s : (*program)->symbols->symbols)
        names.push_back(s.displayName);
    QVERIFY(names.size() > 100);
    for (int depth : {0, 1, 2}) {
        NameShortening s;
        s.templateDepth = depth;
        const auto out = shortenNames(names, s);
        std::map<std::string, std::string> seen;
        size_t before = 0, after = 0;
        for (size_t i = 0; i < names.size(); ++i) {
            const auto [it, fresh] = seen.emplace(out[i], names[i]);
            QVERIFY2(fresh || it->second == names[i],
                     (out[i] + " stands for " + it->second + " and " + names[i]).c_str());
            QVERIFY(out[i].size() <= names[i].size() + 2); // "…" is three bytes for one
            before += names[i].size();
            after += out[i].size();
        }
        QVERIFY2(after * 3 < before * 2,
                 qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
    }
}

QTEST_GUILESS_MAIN(tst_NameShortener)
#include "tst_nameshortener.moc"
