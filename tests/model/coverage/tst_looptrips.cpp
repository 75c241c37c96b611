// SPDX-License-Identifier: MIT
// Loops' iterations per entry from gcov's counts (issue 29, point 2): on
// loops.cpp built with -pg --coverage at -O0 and -O2 and run here with
// ENTRIES entries of N iterations each, the header of each test-first loop
// (for, while, range-for, and main's) gives N (main's: ENTRIES) iterations
// per entry and ENTRIES (main's: 1) entries, as the program was run; a
// do-while and a loop always left by break get no figure; an if gets none.
#include "TestSupport.h"
#include "model/coverage/CoverageIndex.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace gmonview;
using namespace gmonview::test;

namespace {

const int kEntries = 4;
const int kIterations = 37;

} // namespace

class tst_LoopTrips : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void headers_data();
    void headers();
    void whatStartsALoop();

private:
    QTemporaryDir m_dir;
    QStringList m_source;
};

void tst_LoopTrips::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_source =
        QString::fromUtf8(readFile(QDir(programsDir()).filePath(QStringLiteral("loops.cpp"))))
            .split(QLatin1Char('\n'));
    QVERIFY(m_source.size() > 40);
    for (const char *level : {"-O0", "-O2"}) {
        const QString folder = m_dir.filePath(QString::fromLatin1(level));
        QVERIFY(QDir().mkpath(folder));
        const QString exe = QDir(folder).filePath(QStringLiteral("loops"));
        QCOMPARE(compileProgram(QStringLiteral("loops.cpp"),
                                {"-pg", "--coverage", "-g", QString::fromLatin1(level)}, exe)
                     .exitCode,
                 0);
        QCOMPARE(runProcess(exe, {QString::number(kEntries), QString::number(kIterations)}, folder)
                     .exitCode,
                 0);
    }
}

void tst_LoopTrips::headers_data()
{
    QTest::addColumn<QString>("level");
    QTest::addColumn<QString>("marker"); // the comment on the loop's line
    QTest::addColumn<int>("iterations"); // per entry; 0: no figure
    QTest::addColumn<int>("entries");
    for (const char *level : {"-O0", "-O2"}) {
        const QString l = QString::fromLatin1(level);
        QTest::newRow(qPrintable(l + " for")) << l << "// for" << kIterations << kEntries;
        QTest::newRow(qPrintable(l + " while")) << l << "// while" << kIterations << kEntries;
        QTest::newRow(qPrintable(l + " range-for"))
            << l << "// range-for" << kIterations << kEntries;
        QTest::newRow(qPrintable(l + " main")) << l << "// main" << kEntries << 1;
        QTest::newRow(qPrintable(l + " do-while")) << l << "// do-while" << 0 << 0;
        QTest::newRow(qPrintable(l + " break")) << l << "// break" << 0 << 0;
    }
}

void tst_LoopTrips::headers()
{
    QFETCH(QString, level);
    QFETCH(QString, marker);
    QFETCH(int, iterations);
    QFETCH(int, entries);
    const QString folder = m_dir.filePath(level);
    const auto data = findCoverageData(folder.toStdString());
    QCOMPARE(data.size(), size_t(1));
    auto read = readCoverage(data);
    QVERIFY2(read, read ? "" : read.error().message.c_str());
    const auto source = QDir(programsDir()).filePath(QStringLiteral("loops.cpp")).toStdString();
    const CoverageIndex index(std::make_shared<const CoverageData>(std::move(*read)), {source});
    const auto *file = index.file(source);
    QVERIFY(file);
    int line = 0;
    for (qsizetype i = 0; i < m_source.size(); ++i)
        if (m_source[i].trimmed().endsWith(marker))
            line = int(i) + 1;
    QVERIFY(line > 0);
    const std::string text = m_source[line - 1].toStdString();
    const auto trips =
        startsTestFirstLoop(text) ? loopTrips(*file, uint32_t(line)) : std::optional<LoopTrips>();
    if (iterations == 0) {
        QVERIFY2(!trips,
                 qPrintable(QStringLiteral("%1 per entry").arg(trips ? trips->perEntry() : 0)));
        return;
    }
    QVERIFY(trips);
    QCOMPARE(trips->entries, uint64_t(entries));
    QCOMPARE(trips->iterations, uint64_t(iterations) * uint64_t(entries));
    QCOMPARE(trips->perEntry(), double(iterations));
}

// The text that makes a line a test-first loop's header.
void tst_LoopTrips::whatStartsALoop()
{
    QVERIFY(startsTestFirstLoop("    for (int i = 0; i < n; i++)"));
    QVERIFY(startsTestFirstLoop("while(x)"));
    QVERIFY(!startsTestFirstLoop("    } while (++i < n);"));
    QVERIFY(!startsTestFirstLoop("    if (i % 3 == 0)"));
    QVERIFY(!startsTestFirstLoop("    format(x);"));
    QVERIFY(!startsTestFirstLoop("    forward(x);"));
}

QTEST_MAIN(tst_LoopTrips)
#include "tst_looptrips.moc"
