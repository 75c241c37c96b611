// SPDX-License-Identifier: MIT
// Every malformed gmon input, built here, must give an error that names the
// file and what is wrong (the record and its offset where there is one),
// without crashing, hanging, or allocating what the file only claims.
#include "io/GmonFile.h"
#include "model/engine/ProfileResult.h"
#include "TestSupport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <set>

using namespace gmonview;
using namespace gmonview::test;

namespace {

const GmonTarget k64{8, false};

std::vector<std::byte> bytesOf(const GmonWriter &w)
{
    return w.bytes();
}

// A valid GNU file: one histogram of 8 bins over [0x1000, 0x1020) and two arcs.
GmonWriter validFile()
{
    GmonWriter w(k64);
    w.header(1);
    const std::array<char, 15> seconds{'s', 'e', 'c', 'o', 'n', 'd', 's'};
    const uint16_t bins[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    w.histogram(0x1000, 0x1020, 100, seconds, 's', bins);
    w.arc(0x1000, 0x1010, 5);
    w.arc(0x1010, 0x1018, 7);
    return w;
}

Result<GmonFile> parse(const std::vector<std::byte> &b, const GmonTarget &t = k64)
{
    return parseGmon(b, "test.gmon", t);
}

} // namespace

class tst_GmonReader : public QObject
{
    Q_OBJECT

private slots:
    void readsValidFile();
    void readsBigEndian32();
    void malformed_data();
    void malformed();
    void truncatedAtEveryByte();
    void hugeClaimsAreRefusedWithoutAllocating();
    void gibibyteFileIsRefusedUnread();
    void bsdDetection();
    void versionZeroBlocks();
    void writerRoundTrip();
};

void tst_GmonReader::readsValidFile()
{
    auto f = parse(bytesOf(validFile()));
    QVERIFY(f.ok());
    QCOMPARE(f->format, GmonFormat::Gnu);
    QCOMPARE(f->version, 1u);
    QCOMPARE(f->histograms.size(), size_t(1));
    QCOMPARE(f->histograms[0].lowPc, uint64_t(0x1000));
    QCOMPARE(f->histograms[0].bins[7], uint16_t(8));
    QCOMPARE(f->histograms[0].dimensionName(), std::string("seconds"));
    QCOMPARE(f->arcs.size(), size_t(2));
    QCOMPARE(f->arcs[1].count, uint64_t(7));
    QCOMPARE(f->histogramRecords, 1);
    QCOMPARE(f->arcRecords, 2);
}

void tst_GmonReader::readsBigEndian32()
{
    const GmonTarget be32{4, true};
    GmonWriter w(be32);
    w.header(1);
    const std::array<char, 15> cycles{'c', 'y', 'c', 'l', 'e', 's'};
    const uint16_t bins[2] = {0x1234, 2};
    w.histogram(0x8000, 0x8008, 1000, cycles, 'c', bins);
    w.arc(0x8000, 0x8004, 0x01020304);
    auto f = parse(w.bytes(), be32);
    QVERIFY(f.ok());
    // 32-bit header: 4+4 address bytes, so the record is 1+32 bytes + bins.
    QCOMPARE(w.bytes().size(), size_t(20 + 1 + 32 + 4 + 1 + 12));
    QCOMPARE(f->histograms[0].bins[0], uint16_t(0x1234));
    QCOMPARE(f->histograms[0].rate, 1000u);
    QCOMPARE(f->histograms[0].dimensionName(), std::string("cycles"));
    QCOMPARE(f->arcs[0].count, uint64_t(0x01020304));
    QCOMPARE(std::to_integer<int>(w.bytes()[7]), 1); // version, big-endian
}

void tst_GmonReader::malformed_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected");
    auto raw = [](const GmonWriter &w) {
        return QByteArray(reinterpret_cast<const char *>(w.bytes().data()),
                          qsizetype(w.bytes().size()));
    };
    const QByteArray valid = raw(validFile());

    QTest::newRow("empty") << QByteArray() << "test.gmon: empty file";
    QTest::newRow("short header") << valid.left(12) << "test.gmon: too short to be a gmon file";
    {
        QByteArray b = valid;
        b[4] = 7;
        QTest::newRow("version 7")
            << b << "test.gmon: unsupported gmon version 7 in the header at offset 0x4";
    }
    {
        QByteArray b = valid;
        b[20] = 9;
        QTest::newRow("unknown tag") << b << "test.gmon: unknown record tag 9 at offset 0x14";
    }
    {
        QByteArray b = valid;
        b.append(char(1)); // an arc tag with nothing after it
        QTest::newRow("truncated arc")
            << b
            << QStringLiteral("test.gmon: truncated call-graph arc record at offset 0x%1")
                   .arg(valid.size(), 0, 16);
    }
    {
        QByteArray b = valid;
        // bins field of the histogram (offset 20 + 1 + 16): claim 0x10000 bins.
        b[37] = 0;
        b[38] = 0;
        b[39] = 1;
        QTest::newRow("histogram larger than file") << b
                                                    << "test.gmon: histogram record at offset 0x14 "
                                                       "claims 65536 bins (131072 bytes) but only";
    }
    {
        QByteArray b = valid.left(20);
        b.append(char(2));
        b.append("\xff\xff\xff\x0f", 4); // 268 million blocks
        QTest::newRow("basic blocks larger than file")
            << b << "test.gmon: basic-block record at offset 0x14 claims 268435455 blocks";
    }
    {
        // No cookie: read as BSD, whose header makes no sense here.
        QByteArray b(64, '\xee');
        QTest::newRow("wrong magic") << b << "test.gmon: not a gmon file (no \"gmon\" cookie)";
    }
}

void tst_GmonReader::malformed()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);
    std::vector<std::byte> b(reinterpret_cast<const std::byte *>(bytes.constData()),
                             reinterpret_cast<const std::byte *>(bytes.constData()) + bytes.size());
    auto f = parse(b);
    QVERIFY(!f.ok());
    const QString message = QString::fromStdString(f.error().message);
    QVERIFY2(message.startsWith(expected), qPrintable(message));
}

// Cut a valid file at every length: each prefix parses or fails cleanly, and
// a cut inside a record names the record.
void tst_GmonReader::truncatedAtEveryByte()
{
    GmonWriter w = validFile();
    w.basicBlocks(std::vector<BasicBlockCount>{{0x1004, 3}, {0x1008, 4}});
    const std::vector<std::byte> full = w.bytes();
    const std::set<size_t> boundaries = {20, 20 + 41 + 16, 20 + 41 + 16 + 21, 20 + 41 + 16 + 42,
                                         full.size()};
    for (size_t n = 0; n <= full.size(); ++n) {
        std::vector<std::byte> cut(full.begin(), full.begin() + long(n));
        auto f = parse(cut);
        if (boundaries.count(n)) {
            QVERIFY2(f.ok(), qPrintable(QStringLiteral("prefix %1 should parse").arg(n)));
        } else {
            QVERIFY2(!f.ok(), qPrintable(QStringLiteral("prefix %1 should fail").arg(n)));
            const std::string &m = f.error().message;
            QVERIFY2(m.rfind("test.gmon: ", 0) == 0, m.c_str());
            if (n > 20)
                QVERIFY2(m.find("at offset 0x") != std::string::npos, m.c_str());
        }
    }
}

void tst_GmonReader::hugeClaimsAreRefusedWithoutAllocating()
{
    // A histogram header claiming 4 billion bins in a 60-byte file.
    GmonWriter w(k64);
    w.header(1);
    std::vector<std::byte> b = w.bytes();
    GmonWriter h(k64);
    const std::array<char, 15> seconds{'s'};
    h.histogram(0, 0x100, 100, seconds, 's', std::span<const uint16_t>());
    std::vector<std::byte> rec = h.bytes();
    rec[17] = rec[18] = rec[19] = rec[20] = std::byte{0xff};
    b.insert(b.end(), rec.begin(), rec.end());
    auto f = parse(b);
    QVERIFY(!f.ok());
    QVERIFY(f.error().message.find("claims 4294967295 bins") != std::string::npos);
}

// A 1 GiB file (sparse: no disk used) with a valid header and a histogram
// claiming all of it: refused from its size, before a byte is read.
void tst_GmonReader::gibibyteFileIsRefusedUnread()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("huge.gmon"));
    GmonWriter w(k64);
    w.header(1);
    const std::array<char, 15> seconds{'s'};
    w.histogram(0, 0x100, 100, seconds, 's', std::span<const uint16_t>());
    std::vector<std::byte> head = w.bytes();
    head[20 + 17] = head[20 + 18] = head[20 + 19] = std::byte{0xff};
    head[20 + 20] = std::byte{0x1f};
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(reinterpret_cast<const char *>(head.data()), qint64(head.size()));
    QVERIFY(f.resize(qint64(1) << 30));
    f.close();
    auto read = readGmonFile(path.toStdString(), k64);
    QVERIFY(!read.ok());
    const QString message = QString::fromStdString(read.error().message);
    QVERIFY2(message.startsWith(path + QStringLiteral(": is 1024 MiB, larger than")),
             qPrintable(message));
}

void tst_GmonReader::bsdDetection()
{
    GmonWriter w(k64);
    const uint16_t bins[4] = {1, 0, 2, 0};
    w.bsdHeader(0x1000, 0x1010, 4, true, 1000);
    w.bsdBins(bins);
    w.bsdArc(0x1000, 0x1008, 3);
    auto f = parse(w.bytes());
    QVERIFY(f.ok());
    QCOMPARE(f->format, GmonFormat::Bsd44);
    QCOMPARE(f->histograms[0].rate, 1000u);
    QCOMPARE(f->histograms[0].bins.size(), size_t(4));
    QCOMPARE(f->arcs.size(), size_t(1));
    QCOMPARE(f->arcs[0].count, uint64_t(3));

    GmonWriter old(k64);
    old.bsdHeader(0x1000, 0x1010, 4, false, 0);
    old.bsdBins(bins);
    old.bsdArc(0x1000, 0x1008, 9);
    old.bsdArc(0x1000, 0x1008, 1);
    auto g = parse(old.bytes());
    QVERIFY(g.ok());
    QCOMPARE(g->format, GmonFormat::OldBsd);
    QCOMPARE(g->arcs.size(), size_t(2));

    // -O 4 insists on the 4.4BSD version word.
    auto strict = parseGmon(old.bytes(), "old.gmon", k64, GmonFormatChoice::Bsd44);
    QVERIFY(!strict.ok());
    QVERIFY(strict.error().message.rfind("old.gmon: bad magic", 0) == 0);
    // -O m insists on the cookie.
    auto magic = parseGmon(old.bytes(), "old.gmon", k64, GmonFormatChoice::Magic);
    QVERIFY(!magic.ok());
    QVERIFY(magic.error().message.find("no \"gmon\" cookie") != std::string::npos);
}

void tst_GmonReader::versionZeroBlocks()
{
    // Version 0 basic-block layout: count, then per block host words and strings.
    QByteArray b("gmon", 4);
    b.append(QByteArray(4, '\0'));
    b.append(QByteArray(12, '\0'));
    b.append(char(2));
    b.append(QByteArray("\x01\x00\x00\x00", 4));
    b.append(QByteArray("file.c\0", 7));
    b.append(QByteArray("\x05\0\0\0\0\0\0\0", 8));   // ncalls
    b.append(QByteArray("\x10\x20\0\0\0\0\0\0", 8)); // addr
    b.append(QByteArray("file.c\0f\0", 9));
    b.append(QByteArray("\x2a\0\0\0", 4));
    std::vector<std::byte> v(reinterpret_cast<const std::byte *>(b.constData()),
                             reinterpret_cast<const std::byte *>(b.constData()) + b.size());
    auto f = parse(v);
    QVERIFY2(f.ok(), f.ok() ? "" : f.error().message.c_str());
    QCOMPARE(f->version, 0u);
    QCOMPARE(f->blocks.size(), size_t(1));
    QCOMPARE(f->blocks[0].address, uint64_t(0x2010));
    QCOMPARE(f->blocks[0].count, uint64_t(5));
}

void tst_GmonReader::writerRoundTrip()
{
    GmonWriter w = validFile();
    w.basicBlocks(std::vector<BasicBlockCount>{{0x1004, 3}});
    auto f = parse(w.bytes());
    QVERIFY(f.ok());
    QCOMPARE(f->blocks.size(), size_t(1));
    QCOMPARE(f->blocks[0].count, uint64_t(3));
    QCOMPARE(f->blockRecords, 1);
}

QTEST_GUILESS_MAIN(tst_GmonReader)
#include "tst_gmonreader.moc"
