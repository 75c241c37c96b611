// SPDX-License-Identifier: MIT
// The ELF reader: real executables of every kind built here, hand-made 32-bit
// and big-endian images, and every bad input with its message.
#include "io/dwarf/DwarfFunctionTable.h"
#include "io/dwarf/DwarfLineProgram.h"
#include "io/dwarf/DwarfLineTable.h"
#include "io/ElfImage.h"
#include "io/GmonFile.h"
#include "model/engine/SymbolTable.h"
#include "TestSupport.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <cstddef>
#include <cstring>
#include <map>
#include <random>
#include <elf.h>

using namespace gmonview;
using namespace gmonview::test;

namespace {

// Builds a minimal ELF executable with .text, .symtab, .strtab and .shstrtab,
// and EXTRA sections (name, contents) without flags, such as DWARF's.
// SYMBOLS are (name, address, type, bind) in .text.
struct MiniSymbol
{
    const char *name;
    uint32_t address;
    unsigned char type;
    unsigned char bind;
};

using ExtraSections = std::vector<std::pair<QByteArray, QByteArray>>;

QByteArray makeElf(bool is64, bool bigEndian, uint16_t machine, uint64_t textAddr,
                   uint32_t textSize, const std::vector<MiniSymbol> &symbols,
                   const ExtraSections &extra = {})
{
    QByteArray out;
    auto put = [&](uint64_t v, int width) {
        for (int i = 0; i < width; ++i) {
            const int shift = bigEndian ? (width - 1 - i) * 8 : i * 8;
            out.append(char((v >> shift) & 0xff));
        }
    };
    const int addr = is64 ? 8 : 4;
    const int ehsize = is64 ? 64 : 52, shentsize = is64 ? 64 : 40, symentsize = is64 ? 24 : 16;

    QByteArray strtab(1, '\0');
    std::vector<uint32_t> nameOffsets;
    for (const MiniSymbol &s : symbols) {
        nameOffsets.push_back(uint32_t(strtab.size()));
        strtab.append(s.name);
        strtab.append('\0');
    }
    QByteArray shstrtab("\0.text\0.symtab\0.strtab\0.shstrtab\0", 34);
    std::vector<uint32_t> extraNames;
    for (const auto &[name, contents] : extra) {
        extraNames.push_back(uint32_t(shstrtab.size()));
        shstrtab.append(name + '\0');
    }
    // Layout: ehdr | text | symtab | strtab | shstrtab | extra | section headers
    const uint64_t textOff = ehsize;
    const uint64_t symOff = textOff + textSize;
    const uint64_t symSize = uint64_t(symentsize) * (symbols.size() + 1);
    const uint64_t strOff = symOff + symSize;
    const uint64_t shstrOff = strOff + uint64_t(strtab.size());
    uint64_t shOff = shstrOff + uint64_t(shstrtab.size());
    for (const auto &[name, contents] : extra)
        shOff += uint64_t(contents.size());

    out.append("\x7f"
               "ELF",
               4);
    out.append(char(is64 ? ELFCLASS64 : ELFCLASS32));
    out.append(char(bigEndian ? ELFDATA2MSB : ELFDATA2LSB));
    out.append(char(EV_CURRENT));
    out.append(QByteArray(9, '\0'));
    put(ET_EXEC, 2);
    put(machine, 2);
    put(EV_CURRENT, 4);
    put(textAddr, addr); // entry
    put(0, addr);        // phoff
    put(shOff, addr);
    put(0, 4); // flags
    put(ehsize, 2);
    put(0, 2); // phentsize
    put(0, 2); // phnum
    put(shentsize, 2);
    put(5 + extra.size(), 2); // shnum
    put(4, 2);                // shstrndx
    out.append(QByteArray(int(textSize), '\x90'));
    put(0, symentsize == 24 ? 0 : 0);
    out.append(QByteArray(symentsize, '\0')); // null symbol
    for (size_t i = 0; i < symbols.size(); ++i) {
        const MiniSymbol &s = symbols[i];
        const unsigned char info = static_cast<unsigned char>((s.bind << 4) | s.type);
        if (is64) {
            put(nameOffsets[i], 4);
            out.append(char(info));
            out.append(char(0));
            put(1, 2);
            put(s.address, 8);
            put(0, 8);
        } else {
            put(nameOffsets[i], 4);
            put(s.address, 4);
            put(0, 4);
            out.append(char(info));
            out.append(char(0));
            put(1, 2);
        }
    }
    out.append(strtab);
    out.append(shstrtab);
    for (const auto &[name, contents] : extra)
        out.append(contents);
    auto section = [&](uint32_t name, uint32_t type, uint64_t flags, uint64_t address,
                       uint64_t offset, uint64_t size, uint32_t link, uint32_t info, uint64_t align,
                       uint64_t entsize) {
        put(name, 4);
        put(type, 4);
        put(flags, addr);
        put(address, addr);
        put(offset, addr);
        put(size, addr);
        put(link, 4);
        put(info, 4);
        put(align, addr);
        put(entsize, addr);
    };
    section(0, SHT_NULL, 0, 0, 0, 0, 0, 0, 0, 0);
    section(1, SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, textAddr, textOff, textSize, 0, 0, 4, 0);
    section(7, SHT_SYMTAB, 0, 0, symOff, symSize, 3, 1, uint64_t(addr), uint64_t(symentsize));
    section(15, SHT_STRTAB, 0, 0, strOff, uint64_t(strtab.size()), 0, 0, 1, 0);
    section(23, SHT_STRTAB, 0, 0, shstrOff, uint64_t(shstrtab.size()), 0, 0, 1, 0);
    uint64_t offset = shstrOff + uint64_t(shstrtab.size());
    for (size_t i = 0; i < extra.size(); ++i) {
        section(extraNames[i], SHT_PROGBITS, 0, 0, offset, uint64_t(extra[i].second.size()), 0, 0,
                1, 0);
        offset += uint64_t(extra[i].second.size());
    }
    return out;
}

std::vector<std::byte> toBytes(const QByteArray &b)
{
    return std::vector<std::byte>(reinterpret_cast<const std::byte *>(b.constData()),
                                  reinterpret_cast<const std::byte *>(b.constData()) + b.size());
}

QByteArray le16(quint16 v)
{
    return QByteArray(reinterpret_cast<const char *>(&v), 2);
}

QByteArray le32(quint32 v)
{
    return QByteArray(reinterpret_cast<const char *>(&v), 4);
}

QByteArray le64(quint64 v)
{
    return QByteArray(reinterpret_cast<const char *>(&v), 8);
}

QByteArray uleb(quint64 v)
{
    QByteArray b;
    do {
        const char byte = char(v & 0x7f);
        v >>= 7;
        b.append(v ? char(byte | 0x80) : byte);
    } while (v);
    return b;
}

// One line program of .debug_line (little-endian, 32-bit DWARF): a DWARF 2-4
// header naming one file, a.c, with no directories, then PROGRAM (the
// opcodes). HEADER_LENGTH 0 writes the real one; EXTRA_LENGTH is added to
// the unit's length.
QByteArray lineProgram(const QByteArray &program, quint16 version = 3, quint32 headerLength = 0,
                       quint32 extraLength = 0)
{
    QByteArray header;      // after header_length
    header.append(char(1)); // minimum_instruction_length
    if (version >= 4)
        header.append(char(1)); // maximum_operations_per_instruction
    header.append(char(1));     // default_is_stmt
    header.append(char(-5));    // line_base
    header.append(char(14));    // line_range
    header.append(char(13));    // opcode_base
    header.append(QByteArray("\x00\x01\x01\x01\x01\x00\x00\x00\x01\x00\x00\x01", 12));
    header.append('\0'); // no include directories
    header.append(QByteArray("a.c\0\0\0\0", 7));
    header.append('\0'); // end of files
    const QByteArray unit = le16(version) +
                            le32(headerLength ? headerLength : quint32(header.size())) + header +
                            program;
    return le32(quint32(unit.size()) + extraLength) + unit;
}

// DW_LNE_set_address ADDRESS (64-bit).
QByteArray setAddress(quint64 address)
{
    return QByteArray("\x00\x09\x02", 3) + le64(address);
}

const QByteArray kEndSequence("\x00\x01\x01", 3);

// .debug_abbrev and .debug_info for one DWARF 4 compilation unit per
// offset in STMT_LISTS, each a.c in /src with its line program there.
ExtraSections debugInfo(const std::vector<quint32> &stmtLists)
{
    // Abbreviation 1: DW_TAG_compile_unit, no children; DW_AT_name and
    // DW_AT_comp_dir as DW_FORM_string, DW_AT_stmt_list as DW_FORM_sec_offset.
    const QByteArray abbrev("\x01\x11\x00\x03\x08\x1b\x08\x10\x17\x00\x00\x00", 12);
    QByteArray info;
    for (quint32 stmtList : stmtLists) {
        const QByteArray body = le16(4) + le32(0) + QByteArray(1, char(8)) +
                                QByteArray(1, char(1)) + QByteArray("a.c\0/src\0", 9) +
                                le32(stmtList);
        info += le32(quint32(body.size())) + body;
    }
    return {{".debug_abbrev", abbrev}, {".debug_info", info}};
}


// A field of a 64-bit little-endian ELF file, named as in <elf.h>:
// "e_type", ".dynstr:sh_link", "work:st_name" (a symbol of .symtab), or
// "strtab-end" (the last byte of .strtab). Returns its offset and width, or
// -1 when the file has no such field.
std::pair<qsizetype, int> elfField(const QByteArray &bytes, const QString &field)
{
    Elf64_Ehdr eh;
    std::memcpy(&eh, bytes.constData(), sizeof eh);
    auto header = [&](int index) {
        Elf64_Shdr sh;
        std::memcpy(&sh, bytes.constData() + eh.e_shoff + qsizetype(index) * sizeof sh, sizeof sh);
        return sh;
    };
    const Elf64_Shdr names = header(eh.e_shstrndx);
    auto sectionNamed = [&](const QByteArray &name) {
        for (int i = 0; i < eh.e_shnum; ++i)
            if (name == bytes.constData() + names.sh_offset + header(i).sh_name)
                return i;
        return -1;
    };
    const std::map<QString, std::pair<qsizetype, int>> ehdr{
        {"e_type", {offsetof(Elf64_Ehdr, e_type), 2}},
        {"e_phoff", {offsetof(Elf64_Ehdr, e_phoff), 8}},
        {"e_shentsize", {offsetof(Elf64_Ehdr, e_shentsize), 2}}};
    const std::map<QString, std::pair<qsizetype, int>> shdr{
        {"sh_type", {offsetof(Elf64_Shdr, sh_type), 4}},
        {"sh_link", {offsetof(Elf64_Shdr, sh_link), 4}},
        {"sh_info", {offsetof(Elf64_Shdr, sh_info), 4}},
        {"sh_size", {offsetof(Elf64_Shdr, sh_size), 8}},
        {"sh_entsize", {offsetof(Elf64_Shdr, sh_entsize), 8}}};
    const std::map<QString, std::pair<qsizetype, int>> sym{
        {"st_name", {offsetof(Elf64_Sym, st_name), 4}},
        {"st_shndx", {offsetof(Elf64_Sym, st_shndx), 2}},
        {"st_value", {offsetof(Elf64_Sym, st_value), 8}}};
    if (ehdr.count(field))
        return ehdr.at(field);
    if (field == "strtab-end") {
        const Elf64_Shdr strtab = header(sectionNamed(".strtab"));
        return {qsizetype(strtab.sh_offset + strtab.sh_size - 1), 1};
    }
    const QString owner = field.section(':', 0, 0), name = field.section(':', 1);
    if (owner.startsWith('.') && shdr.count(name)) {
        const int index = sectionNamed(owner.toLatin1());
        if (index < 0)
            return {-1, 0};
        return {qsizetype(eh.e_shoff + qsizetype(index) * sizeof(Elf64_Shdr)) + shdr.at(name).first,
                shdr.at(name).second};
    }
    const Elf64_Shdr symtab = header(sectionNamed(".symtab"));
    const Elf64_Shdr strtab = header(symtab.sh_link);
    for (quint64 at = symtab.sh_offset; at < symtab.sh_offset + symtab.sh_size;
         at += sizeof(Elf64_Sym)) {
        Elf64_Sym s;
        std::memcpy(&s, bytes.constData() + at, sizeof s);
        if (sym.count(name) && owner.toLatin1() == bytes.constData() + strtab.sh_offset + s.st_name)
            return {qsizetype(at) + sym.at(name).first, sym.at(name).second};
    }
    return {-1, 0};
}

quint64 elfValue(const QByteArray &bytes, std::pair<qsizetype, int> field)
{
    quint64 v = 0;
    std::memcpy(&v, bytes.constData() + field.first, size_t(field.second));
    return v;
}

void setElfValue(QByteArray &bytes, std::pair<qsizetype, int> field, quint64 value)
{
    std::memcpy(bytes.data() + field.first, &value, size_t(field.second));
}

} // namespace

class tst_ElfReader : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void realExecutables_data();
    void realExecutables();
    void handMadeImages_data();
    void handMadeImages();
    void foreignImageReportMatchesGprof();
    void badInputs_data();
    void badInputs();
    void hostileLinePrograms_data();
    void hostileLinePrograms();
    void stoppedLineProgramEndsEarly();
    void lineTableWarnings();
    void malformedRangeLists();
    void sectionBeyondTheFile();
    void damagedExecutables_data();
    void damagedExecutables();
    void mutatedExecutablesNeverChangeNumbersSilently();
    void extendedSectionIndices();

private:
    QTemporaryDir m_dir;
};

void tst_ElfReader::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void tst_ElfReader::realExecutables_data()
{
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<bool>("is64");
    QTest::addColumn<int>("type");
    QTest::newRow("pie") << QStringList{"-pg"} << true << int(ET_DYN);
    QTest::newRow("no-pie") << QStringList{"-pg", "-no-pie"} << true << int(ET_EXEC);
    QTest::newRow("static") << QStringList{"-pg", "-static"} << true << int(ET_EXEC);
    QTest::newRow("static-pie") << QStringList{"-pg", "-static-pie"} << true << int(ET_DYN);
    QTest::newRow("32-bit") << QStringList{"-pg", "-m32"} << false << int(ET_DYN);
}

void tst_ElfReader::realExecutables()
{
    QFETCH(QStringList, flags);
    QFETCH(bool, is64);
    QFETCH(int, type);
    const QString exe = m_dir.filePath(QStringLiteral("prog-") + QString::number(qHash(flags)));
    const ProcessResult c = compileProgram(QStringLiteral("recursion.c"), flags, exe);
    // -m32 needs gcc-12-multilib, which tools/dev.sh installs.
    QVERIFY2(c.exitCode == 0, c.err.constData());
    auto elf = ElfImage::fromFile(exe.toStdString());
    QVERIFY2(elf.ok(), elf.ok() ? "" : elf.error().message.c_str());
    QCOMPARE((*elf)->is64Bit(), is64);
    QCOMPARE(int((*elf)->fileType()), type);
    QVERIFY((*elf)->textSection() != nullptr);
    const SymbolTable t = SymbolTable::build(**elf, nullptr, {});
    QStringList names;
    for (const auto &s : t.symbols)
        names << QString::fromStdString(s.name);
    for (const char *fn : {"main", "fib", "is_even", "is_odd", "spin", "square"})
        QVERIFY2(names.contains(QLatin1String(fn)), fn);
}

void tst_ElfReader::handMadeImages_data()
{
    QTest::addColumn<bool>("is64");
    QTest::addColumn<bool>("bigEndian");
    QTest::newRow("32-bit little-endian") << false << false;
    QTest::newRow("32-bit big-endian") << false << true;
    QTest::newRow("64-bit little-endian") << true << false;
    QTest::newRow("64-bit big-endian") << true << true;
}

void tst_ElfReader::handMadeImages()
{
    QFETCH(bool, is64);
    QFETCH(bool, bigEndian);
    const QByteArray image = makeElf(is64, bigEndian, is64 ? EM_PPC64 : EM_PPC, 0x10000, 0x40,
                                     {{"alpha", 0x10000, STT_FUNC, STB_GLOBAL},
                                      {"beta", 0x10020, STT_FUNC, STB_LOCAL},
                                      {"beta.part.0", 0x10030, STT_FUNC, STB_LOCAL},
                                      {"gamma", 0x10038, STT_OBJECT, STB_WEAK}});
    auto elf = ElfImage::fromBytes(toBytes(image), "mini");
    QVERIFY2(elf.ok(), elf.ok() ? "" : elf.error().message.c_str());
    QCOMPARE((*elf)->is64Bit(), is64);
    QCOMPARE((*elf)->isBigEndian(), bigEndian);
    QCOMPARE((*elf)->symbols().size(), size_t(4));
    QCOMPARE((*elf)->symbols()[1].value, uint64_t(0x10020));
    const SymbolTable t = SymbolTable::build(**elf, nullptr, {});
    // alpha (global), beta (static); beta.part.0 and the weak object are not functions to gprof.
    QCOMPARE(t.symbols.size(), size_t(2));
    QCOMPARE(t.symbols[0].name, std::string("alpha"));
    QCOMPARE(t.symbols[0].endAddress, uint64_t(0x1001f));
    QCOMPARE(t.symbols[1].name, std::string("beta"));
    QVERIFY(t.symbols[1].isStatic);
    QCOMPARE(t.symbols[1].endAddress, uint64_t(0x1003f));
}

// A hand-made big-endian 32-bit executable and gmon file: gprof reads both
// through BFD's generic ELF targets; our report must match it.
void tst_ElfReader::foreignImageReportMatchesGprof()
{
    const QByteArray image =
        makeElf(false, true, EM_PPC, 0x10000, 0x40,
                {{"alpha", 0x10000, STT_FUNC, STB_GLOBAL}, {"beta", 0x10020, STT_FUNC, STB_LOCAL}});
    QVERIFY(writeFile(m_dir.filePath("be32"), image));
    GmonWriter w({4, true});
    w.header(1);
    const std::array<char, 15> seconds{'s', 'e', 'c', 'o', 'n', 'd', 's'};
    std::vector<uint16_t> bins(16);
    bins[1] = 30;
    bins[9] = 12;
    bins[10] = 5;
    w.histogram(0x10000, 0x10040, 100, seconds, 's', bins);
    w.arc(0x10004, 0x10024, 9);
    w.arc(0x10024, 0x10024, 2);
    QVERIFY(writeFile(
        m_dir.filePath("be32.gmon"),
        QByteArray(reinterpret_cast<const char *>(w.bytes().data()), qsizetype(w.bytes().size()))));
    const QStringList args{"-b", "be32", "be32.gmon"};
    const ReportOutput ours = runOurs(args, m_dir.path());
    QCOMPARE(ours.exitCode, 0);
    QVERIFY(QByteArray::fromStdString(ours.out).contains("beta"));
    const ProcessResult theirs = runGprof(args, m_dir.path());
    QVERIFY2(theirs.exitCode == 0, theirs.err.constData()); // binutils reads every ELF
    QCOMPARE(QByteArray::fromStdString(ours.out), theirs.out);
}

void tst_ElfReader::badInputs_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected");
    QTest::newRow("missing") << "no-such-file"
                             << "no-such-file: cannot open: No such file";
    QTest::newRow("directory") << "adir"
                               << "adir: is a directory, not a file";
    QTest::newRow("empty") << "empty"
                           << "empty: not an executable (neither ELF nor PE: no ELF magic at offset 0x0)";
    QTest::newRow("text file") << "text.txt"
                               << "text.txt: not an executable (neither ELF nor PE";
    QTest::newRow("gmon file as executable") << "gmon.out"
                                             << "gmon.out: not an executable (neither ELF nor PE";
    QTest::newRow("truncated ELF") << "truncated"
                                   << "truncated: ";
    QTest::newRow("stripped") << "stripped"
                              << "stripped: has no symbol table (.symtab); was it stripped?";
    QTest::newRow("object file") << "object.o"
                                 << "object.o: is a relocatable object file";
}

void tst_ElfReader::badInputs()
{
    QFETCH(QString, name);
    QFETCH(QString, expected);
    const QDir dir(m_dir.path());
    QDir().mkpath(dir.filePath("adir"));
    writeFile(dir.filePath("empty"), {});
    writeFile(dir.filePath("text.txt"), "hello, this is not an executable\n");
    const QString exe = dir.filePath("full");
    if (!QFile::exists(exe)) {
        QCOMPARE(compileProgram(QStringLiteral("recursion.c"), {"-pg"}, exe).exitCode, 0);
        QCOMPARE(profileRun(exe, {"1"}, dir.path(), QStringLiteral("gmon.out")).exitCode, 0);
        writeFile(dir.filePath("truncated"), readFile(exe).left(200));
        QFile::copy(exe, dir.filePath("stripped"));
        QCOMPARE(runProcess("strip", {"stripped"}, dir.path()).exitCode, 0);
        QCOMPARE(
            compileProgram(QStringLiteral("recursion.c"), {"-c", "-pg"}, dir.filePath("object.o"))
                .exitCode,
            0);
    }
    const QString path = dir.filePath(name);
    auto elf = ElfImage::fromFile(path.toStdString());
    QVERIFY(!elf.ok());
    const QString message = QString::fromStdString(elf.error().message);
    QVERIFY2(message.startsWith(dir.filePath(expected)), qPrintable(message));

    // The report command says the same and prints nothing on standard output.
    const ReportOutput r = runOurs({"-b", name, "gmon.out"}, dir.path());
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.empty());
    QVERIFY2(QString::fromStdString(r.err).contains(expected), r.err.c_str());
}

// Hand-made DWARF 3 line programs with hostile numbers (found by fuzzing:
// tools/fuzz.sh). Each either decodes or is refused with a message; the
// sanitizer build checks that nothing overflows on the way.
void tst_ElfReader::hostileLinePrograms_data()
{
    QTest::addColumn<QByteArray>("program");   // the opcodes after the header
    QTest::addColumn<quint32>("headerLength"); // 0: the real one
    QTest::addColumn<quint32>("extraUnitLength");
    QTest::addColumn<QString>("error"); // empty: decodes
    const QByteArray bigAdvance =
        QByteArray("\x03") + QByteArray(9, '\xff') + QByteArray("\x00", 1);
    QTest::newRow("line advances that overflow")
        << QByteArray(bigAdvance + "\x01" + bigAdvance + "\x01" +
                      QByteArray("\x03\x80\x80\x80\x80\x80\x80\x80\x80\x40\x01", 11))
        << 0u << 0u << QString();
    QTest::newRow("extended opcode longer than everything")
        << QByteArray(QByteArray("\x00", 1) + uleb(~quint64(0)) + "\x01") << 0u << 0u
        << QStringLiteral("malformed extended opcode");
    QTest::newRow("header longer than the unit")
        << QByteArray("\x01") << 0xfffffff0u << 0u << QStringLiteral("malformed header");
    QTest::newRow("unit longer than the section")
        << QByteArray("\x01") << 0u << 1000u << QStringLiteral("its length runs past the section");
}

void tst_ElfReader::hostileLinePrograms()
{
    QFETCH(QByteArray, program);
    QFETCH(quint32, headerLength);
    QFETCH(quint32, extraUnitLength);
    QFETCH(QString, error);
    const QByteArray section = lineProgram(program, 3, headerLength, extraUnitLength);
    LineProgramInput in;
    in.debugLine =
        std::span(reinterpret_cast<const std::byte *>(section.constData()), size_t(section.size()));
    in.compDir = "/src";
    const auto decoded = decodeLineProgram(in);
    if (error.isEmpty()) {
        QVERIFY2(decoded.ok(), decoded.ok() ? "" : decoded.error().message.c_str());
        QVERIFY(!decoded->rows.empty());
        QCOMPARE(decoded->files.size(), size_t(1));
    } else {
        QVERIFY(!decoded.ok());
        const QString message = QString::fromStdString(decoded.error().message);
        QVERIFY2(message.contains(error) && message.contains(QStringLiteral(".debug_line")),
                 qPrintable(message));
    }
}

// A read that is no longer wanted (a window closing) ends within a few
// thousand opcodes, however long the program: 20,000 rows of one unit are
// read whole without a stop, and stopped at the first or third time the
// decoder asks, only as far as it had come.
void tst_ElfReader::stoppedLineProgramEndsEarly()
{
    const int rows = 20000; // each a byte and a line further (special opcode 33)
    const QByteArray section =
        lineProgram(setAddress(0x401000) + QByteArray(rows, '\x21') + kEndSequence);
    LineProgramInput in;
    in.debugLine =
        std::span(reinterpret_cast<const std::byte *>(section.constData()), size_t(section.size()));
    const auto whole = decodeLineProgram(in);
    QVERIFY(whole.ok());
    QCOMPARE(whole->rows.size(), size_t(rows + 1)); // and the end of the sequence
    QVERIFY(decodeLineProgram(in, [] { return false; })->rows.size() == whole->rows.size());
    size_t previous = 0;
    for (const int stopAt : {1, 3}) {
        int asked = 0;
        const auto stopped = decodeLineProgram(in, [&] { return ++asked >= stopAt; });
        QCOMPARE(asked, stopAt); // asked no more once told
        QVERIFY(stopped.ok());
        QVERIFY2(stopped->rows.size() > previous && stopped->rows.size() <= size_t(stopAt) * 4096,
                 qPrintable(QString::number(stopped->rows.size())));
        previous = stopped->rows.size();
    }
}

// A hand-made executable with three compilation units: one line program our
// decoder reads, one it refuses and libdwarf reads (an extended opcode of
// length 0, which libdwarf takes as its sub-opcode alone), and one that
// neither reads (version 7). Each recovery is a warning naming the file, the
// program's offset and what was wrong.
void tst_ElfReader::lineTableWarnings()
{
    // Line 1 for 8 bytes, line 2 for 8 more.
    const QByteArray lines12("\x01\x02\x08\x13\x02\x08", 6);
    const QByteArray good = lineProgram(setAddress(0x401000) + lines12 + kEndSequence);
    const QByteArray zeroLength =
        lineProgram(setAddress(0x401010) + lines12 + QByteArray("\x00\x00\x01", 3));
    const QByteArray version7 = lineProgram(setAddress(0x401020) + "\x01" + kEndSequence, 7);
    const quint32 zeroLengthAt = quint32(good.size());
    const quint32 version7At = quint32(good.size() + zeroLength.size());
    ExtraSections dwarf = debugInfo({0, zeroLengthAt, version7At});
    dwarf.push_back({".debug_line", good + zeroLength + version7});
    const QByteArray image = makeElf(true, false, EM_X86_64, 0x401000, 0x40,
                                     {{"alpha", 0x401000, STT_FUNC, STB_GLOBAL}}, dwarf);

    auto fast = DwarfLineTable::fromBytes(toBytes(image), "three-units");
    QVERIFY2(fast.ok(), fast.ok() ? "" : fast.error().message.c_str());
    auto libdwarf =
        DwarfLineTable::fromBytes(toBytes(image), "three-units", DwarfLineTable::Method::Libdwarf);
    QVERIFY2(libdwarf.ok(), libdwarf.ok() ? "" : libdwarf.error().message.c_str());
    // The first two units are read, the same by both ways; the third is not.
    QCOMPARE(fast->files(), std::vector<std::string>{"/src/a.c"});
    QCOMPARE(fast->rows().size(), size_t(6));
    QCOMPARE(fast->rows().size(), libdwarf->rows().size());
    for (size_t i = 0; i < fast->rows().size(); ++i) {
        const LineRow &a = fast->rows()[i], &b = libdwarf->rows()[i];
        QCOMPARE(a.address, b.address);
        QCOMPARE(a.line, b.line);
        QCOMPARE(a.endSequence, b.endSequence);
    }
    QCOMPARE(fast->lookup(0x401004).line, uint32_t(1));
    QCOMPARE(fast->lookup(0x40101a).line, uint32_t(2));
    QVERIFY(!fast->lookup(0x401020));

    QStringList warnings;
    for (const Message &m : fast->warnings())
        warnings << QString::fromStdString(m.text());
    QCOMPARE(warnings.size(), 2);
    auto expectWarning = [](const QString &warning, quint32 offset, const char *ours,
                            const char *outcome) {
        const QString at =
            QStringLiteral("line program at offset 0x%1 of .debug_line: ").arg(offset, 0, 16);
        return warning.startsWith(QStringLiteral("three-units: ") + at) &&
               warning.contains(QLatin1String(ours)) && warning.contains(QLatin1String(outcome));
    };
    QVERIFY2(expectWarning(warnings[0], zeroLengthAt, "malformed extended opcode at offset",
                           "read through libdwarf instead"),
             qPrintable(warnings[0]));
    QVERIFY2(expectWarning(warnings[1], version7At, "unsupported version 7",
                           "libdwarf cannot read it either"),
             qPrintable(warnings[1]));
    // Read by libdwarf alone, the third unit is the only one missing.
    QCOMPARE(libdwarf->warnings().size(), size_t(1));
    const QString missing = QString::fromStdString(libdwarf->warnings()[0].text());
    QVERIFY2(missing.startsWith(QStringLiteral("three-units: line program at offset 0x%1 of "
                                               ".debug_line: libdwarf cannot read it")
                                    .arg(version7At, 0, 16)),
             qPrintable(missing));
    // A well-formed file has none.
    auto clean =
        DwarfLineTable::fromBytes(toBytes(makeElf(true, false, EM_X86_64, 0x401000, 0x40,
                                                  {{"alpha", 0x401000, STT_FUNC, STB_GLOBAL}},
                                                  [&] {
                                                      ExtraSections d = debugInfo({0});
                                                      d.push_back({".debug_line", good});
                                                      return d;
                                                  }())),
                                  "one-unit");
    QVERIFY(clean.ok());
    QVERIFY(clean->warnings().empty());
    QCOMPARE(clean->rows().size(), size_t(3));
}

// libdwarf 20210528 frees twice on some malformed .debug_rnglists headers
// (found by tools/fuzz.sh); such a file is refused before libdwarf reads it.
void tst_ElfReader::malformedRangeLists()
{
    const QDir dir(m_dir.path());
    const QString exe = dir.filePath("ranges");
    QCOMPARE(compileProgram(QStringLiteral("clones.c"), {"-pg", "-g", "-O2"}, exe).exitCode, 0);
    auto elf = ElfImage::fromFile(exe.toStdString());
    QVERIFY(elf.ok());
    const ElfSection *ranges = (*elf)->sectionByName(".debug_rnglists");
    QVERIFY2(ranges, "gcc 12 writes DWARF 5 range lists for -O2 clones; this test needs them");
    QVERIFY(DwarfLineTable::read(**elf, exe.toStdString()).ok());
    QVERIFY(DwarfFunctionTable::read(**elf, exe.toStdString()).ok());
    QByteArray bytes = readFile(exe);
    bytes[qsizetype(ranges->fileOffset) + 4] = char(0x2a); // version 0x002a
    const QString bad = dir.filePath("bad-ranges");
    QVERIFY(writeFile(bad, bytes));
    auto badElf = ElfImage::fromFile(bad.toStdString());
    QVERIFY(badElf.ok());
    const auto lines = DwarfLineTable::read(**badElf, bad.toStdString());
    const auto functions = DwarfFunctionTable::read(**badElf, bad.toStdString());
    QVERIFY(!lines.ok());
    QVERIFY(!functions.ok());
    for (const std::string &message : {lines.error().message, functions.error().message}) {
        QVERIFY2(QString::fromStdString(message).startsWith(
                     bad + QStringLiteral(": malformed .debug_rnglists")),
                 message.c_str());
    }
    // The report still prints the function-level profile, with a warning.
    QCOMPARE(profileRun(exe, {"100"}, dir.path(), QStringLiteral("ranges.gmon")).exitCode, 0);
    const ReportOutput r = runOurs({"-b", "-p", "bad-ranges", "ranges.gmon"}, dir.path());
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(QString::fromStdString(r.err).contains(QStringLiteral("malformed .debug_rnglists")),
             r.err.c_str());
    QVERIFY(!r.out.empty());
}

// A section claiming bytes beyond the end of the file (found by the fuzzer:
// libdwarf 20210528 allocates what a group section claims, here 1.5 TB,
// before checking it): the DWARF is not handed to libdwarf, the message
// names the file and the section, and the report still prints the
// function-level profile, with a warning.
void tst_ElfReader::sectionBeyondTheFile()
{
    const QDir dir(m_dir.path());
    const QString exe = dir.filePath("beyond");
    QCOMPARE(compileProgram(QStringLiteral("clones.c"), {"-pg", "-g", "-O0"}, exe).exitCode, 0);
    auto elf = ElfImage::fromFile(exe.toStdString());
    QVERIFY(elf.ok());
    const ElfSection *comment = (*elf)->sectionByName(".comment");
    QVERIFY(comment);
    QByteArray bytes = readFile(exe);
    quint64 shoff = 0;
    std::memcpy(&shoff, bytes.constData() + 0x28, 8); // ELF64, little-endian
    const qsizetype header = qsizetype(shoff) + qsizetype(comment->index) * 64;
    const quint32 group = SHT_GROUP;
    const quint64 huge = 0x17300000000ULL;
    std::memcpy(bytes.data() + header + 4, &group, 4); // sh_type
    std::memcpy(bytes.data() + header + 32, &huge, 8); // sh_size
    const QString bad = dir.filePath("bad-beyond");
    QVERIFY(writeFile(bad, bytes));
    auto badElf = ElfImage::fromFile(bad.toStdString());
    QVERIFY(badElf.ok());
    const auto lines = DwarfLineTable::read(**badElf, bad.toStdString());
    const auto functions = DwarfFunctionTable::read(**badElf, bad.toStdString());
    QVERIFY(!lines.ok() && !functions.ok());
    const QString expected = bad + QStringLiteral(": section %1 (.comment) claims %2 bytes")
                                       .arg(comment->index)
                                       .arg(huge);
    for (const std::string &message : {lines.error().message, functions.error().message})
        QVERIFY2(QString::fromStdString(message).startsWith(expected), message.c_str());
    QCOMPARE(profileRun(exe, {"100"}, dir.path(), QStringLiteral("beyond.gmon")).exitCode, 0);
    const ReportOutput r = runOurs({"-b", "-p", "bad-beyond", "beyond.gmon"}, dir.path());
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(QString::fromStdString(r.err).contains(QStringLiteral("beyond the end of the file")),
             r.err.c_str());
    QVERIFY(!r.out.empty());
}

// Damage binutils refuses (gprof: "not in executable format") is refused
// here, naming what is wrong; damage it reads past is read as gprof reads
// it, with a warning naming the section; where gprof's reading is garbled,
// the file is refused, or read as it was built where the damage cannot
// change a number. Each row checks gprof's own answer first.
void tst_ElfReader::damagedExecutables_data()
{
    QTest::addColumn<QString>("field");
    // A value, or one of "count+1" (the symbols in .symtab, plus one),
    // "file size", "index of .text".
    QTest::addColumn<QString>("value");
    // "refused": both refuse; "refused, gprof garbled": gprof prints
    // something other than the undamaged file's report, we refuse;
    // "read as gprof": our text is gprof's, with a warning; "read as built":
    // gprof garbles, we print the undamaged report, with a warning.
    QTest::addColumn<QString>("outcome");
    QTest::addColumn<QString>("message");
    QTest::newRow("link to no section") << ".dynstr:sh_link" << "999" << "refused"
                                        << "(.dynstr) links to section 999, but the file has";
    QTest::newRow("relocations of no section")
        << ".rela.dyn:sh_info" << "999" << "refused"
        << "(.rela.dyn) applies to section 999, but the file has";
    QTest::newRow("symbol entry size") << ".symtab:sh_entsize" << "7" << "refused"
                                       << "(.symtab) holds entries of 7 bytes where ELF's are 24";
    QTest::newRow("relocation entry size") << ".rela.dyn:sh_entsize" << "0" << "refused"
                                           << "(.rela.dyn) holds entries of 0 bytes";
    QTest::newRow("dynamic symbol entry size") << ".dynsym:sh_entsize" << "0" << "refused"
                                               << "(.dynsym) holds entries of 0 bytes";
    QTest::newRow("first global past the end") << ".symtab:sh_info" << "count+1" << "refused"
                                               << "(.symtab) says its first global symbol is";
    QTest::newRow("section header size") << "e_shentsize" << "0" << "refused"
                                         << "its section headers are 0 bytes each";
    QTest::newRow("program headers past the end") << "e_phoff" << "file size" << "refused"
                                                  << "program headers at offset";
    QTest::newRow("extended index without its table")
        << "work:st_shndx" << "65535" << "refused"
        << "(work) in section %1 (.symtab) keeps its section's index in an SHT_SYMTAB_SHNDX "
           "section, but the file has none";
    QTest::newRow("names in the code") << ".symtab:sh_link" << "index of .text"
                                       << "refused, gprof garbled" << "which is not a string table";
    QTest::newRow("unknown file type") << "e_type" << "0x42" << "refused, gprof garbled"
                                       << "its ELF file type 0x42 is neither an executable";
    QTest::newRow("name past the strings") << "work:st_name" << "0x7fffffff" << "read as gprof"
                                           << "it is called \"(null)\", as gprof calls it";
    QTest::newRow("symbol in no section") << "work:st_shndx" << "999" << "read as gprof"
                                          << "(work) in section %1 (.symtab) belongs to section 999";
    QTest::newRow("function outside its section") << "work:st_value" << "0x50000"
                                                  << "read as gprof"
                                                  << "function work lies at 0x50000, outside";
    QTest::newRow("strings without their last NUL") << "strtab-end" << "0x41" << "read as built"
                                                    << "does not end in a NUL byte";
}

void tst_ElfReader::damagedExecutables()
{
    QFETCH(QString, field);
    QFETCH(QString, value);
    QFETCH(QString, outcome);
    QFETCH(QString, message);
    const QDir dir(m_dir.path());
    const QString exe = dir.filePath("damaged-original");
    if (!QFile::exists(exe)) {
        QCOMPARE(compileProgram(QStringLiteral("cycles.c"), {"-pg", "-O0"}, exe).exitCode, 0);
        QCOMPARE(profileRun(exe, {}, dir.path(), QStringLiteral("damaged.gmon")).exitCode, 0);
    }
    QByteArray bytes = readFile(exe);
    const auto where = elfField(bytes, field);
    QVERIFY2(where.first >= 0, qPrintable(field));
    quint64 v = value.toULongLong(nullptr, 0);
    if (value == "count+1")
        v = elfValue(bytes, elfField(bytes, ".symtab:sh_size")) / sizeof(Elf64_Sym) + 1;
    else if (value == "file size")
        v = quint64(bytes.size());
    else if (value == "index of .text") {
        auto elf = ElfImage::fromFile(exe.toStdString());
        QVERIFY(elf.ok());
        v = (*elf)->textSection()->index;
    }
    QVERIFY(v != elfValue(bytes, where));
    if (message.contains("%1")) { // the index of .symtab
        auto elf = ElfImage::fromFile(exe.toStdString());
        QVERIFY(elf.ok());
        message = message.arg((*elf)->sectionByName(".symtab")->index);
    }
    setElfValue(bytes, where, v);
    QVERIFY(writeFile(dir.filePath("damaged"), bytes));

    const QStringList args{"-b", "damaged", "damaged.gmon"};
    const ProcessResult asBuiltByGprof = runGprof({"-b", "damaged-original", "damaged.gmon"},
                                                  dir.path());
    const ReportOutput asBuilt = runOurs({"-b", "damaged-original", "damaged.gmon"}, dir.path());
    QCOMPARE(QByteArray::fromStdString(asBuilt.out), asBuiltByGprof.out);
    const ProcessResult gprof = runGprof(args, dir.path());
    const ReportOutput ours = runOurs(args, dir.path());
    const QString err = QString::fromStdString(ours.err);
    if (outcome.startsWith("refused")) {
        if (outcome == "refused")
            QVERIFY2(gprof.exitCode != 0, gprof.out.constData());
        else
            QVERIFY(gprof.exitCode == 0 && gprof.out != asBuiltByGprof.out);
        QVERIFY(ours.exitCode != 0);
        QVERIFY(ours.out.empty());
        QVERIFY2(err.startsWith("gmonview: damaged: "), qPrintable(err));
    } else {
        QCOMPARE(gprof.exitCode, 0);
        QCOMPARE(ours.exitCode, 0);
        QVERIFY2(err.startsWith("gmonview: warning: damaged: "), qPrintable(err));
        if (outcome == "read as gprof") {
            QVERIFY(gprof.out != asBuiltByGprof.out); // the damage shows
            QCOMPARE(QByteArray::fromStdString(ours.out), gprof.out);
        } else {
            QVERIFY(gprof.out != asBuiltByGprof.out);
            QCOMPARE(ours.out, asBuilt.out);
        }
    }
    QVERIFY2(err.contains(message), qPrintable(err));
}

// Random damage to the headers and the symbols (1-4 bytes each time, 400
// times) never changes a number without a word: each damaged file is
// refused, or read with a warning, or read as gprof reads it, or read as
// it was built. tools/mutate.py runs the same comparison at length.
void tst_ElfReader::mutatedExecutablesNeverChangeNumbersSilently()
{
    const QDir dir(m_dir.path());
    const QString exe = dir.filePath("mutated-original");
    QCOMPARE(compileProgram(QStringLiteral("cycles.c"), {"-pg", "-g", "-O0"}, exe).exitCode, 0);
    QCOMPARE(profileRun(exe, {}, dir.path(), QStringLiteral("mutated.gmon")).exitCode, 0);
    const QByteArray original = readFile(exe);
    const ReportOutput asBuilt = runOurs({"-b", "mutated-original", "mutated.gmon"}, dir.path());
    QCOMPARE(asBuilt.exitCode, 0);
    auto elf = ElfImage::fromFile(exe.toStdString());
    QVERIFY(elf.ok());
    std::vector<std::pair<qsizetype, qsizetype>> regions{{0, sizeof(Elf64_Ehdr)}};
    for (const ElfSection &s : (*elf)->sections())
        if (s.name == ".symtab" || s.name == ".strtab")
            regions.emplace_back(qsizetype(s.fileOffset), qsizetype(s.size));
    Elf64_Ehdr eh;
    std::memcpy(&eh, original.constData(), sizeof eh);
    regions.emplace_back(qsizetype(eh.e_shoff), qsizetype(eh.e_shnum) * eh.e_shentsize);

    std::mt19937_64 rng(20261126);
    std::map<QString, int> outcomes;
    for (int i = 0; i < 400; ++i) {
        QByteArray bytes = original;
        const auto [offset, size] = regions[rng() % regions.size()];
        for (int n = 1 + int(rng() % 4); n > 0; --n)
            bytes[offset + qsizetype(rng() % quint64(size))] = char(rng() % 256);
        if (bytes == original)
            continue;
        QVERIFY(writeFile(dir.filePath("mutated"), bytes));
        const ReportOutput ours = runOurs({"-b", "mutated", "mutated.gmon"}, dir.path());
        QString outcome;
        if (ours.exitCode != 0)
            outcome = "refused";
        else if (ours.out == asBuilt.out)
            outcome = "read as built";
        else if (QString::fromStdString(ours.err).contains("warning"))
            outcome = "read with a warning";
        else if (runGprof({"-b", "mutated", "mutated.gmon"}, dir.path()).out ==
                 QByteArray::fromStdString(ours.out))
            outcome = "read as gprof";
        else {
            const QString kept = dir.filePath(QStringLiteral("silent-%1").arg(i));
            writeFile(kept, bytes);
            QFAIL(qPrintable("a damaged executable changed the report without a word: " + kept));
        }
        ++outcomes[outcome];
    }
    for (const auto &[outcome, n] : outcomes)
        qInfo("%s: %d", qPrintable(outcome), n);
    // The damage reached both sides of the line.
    QVERIFY(outcomes["refused"] > 0 && outcomes["read as built"] > 0);
}

// More than 65,279 sections: symbols keep their sections' indices in
// SHT_SYMTAB_SHNDX. Every symbol's section is the one binutils' readelf
// gives, and a function in section 66,000-odd (the sections around it
// numbered where ELF's reserved values would be) is profiled under its own
// name. (gprof reads it too, with the same report, but takes minutes.)
void tst_ElfReader::extendedSectionIndices()
{
    const QDir dir(m_dir.path());
    QByteArray assembly;
    for (int i = 0; i < 66000; ++i)
        assembly += QStringLiteral(".section .t%1,\"ax\",@progbits\n.globl t%1\n.type t%1,@function\n"
                                   "t%1: ret\n.size t%1,1\n")
                        .arg(i)
                        .toLatin1();
    assembly += ".section .note.GNU-stack,\"\",@progbits\n";
    QVERIFY(writeFile(dir.filePath("many.s"), assembly));
    const int calls = 200;
    QVERIFY(writeFile(dir.filePath("hot.c"),
                      QStringLiteral("static volatile unsigned long sink;\n"
                                     "__attribute__((noinline, section(\".zhot\"))) void work(int n)\n"
                                     "{ for (int i = 0; i < n; ++i) sink += i * 7; }\n"
                                     "int main(void)\n"
                                     "{ for (int k = 0; k < %1; ++k) work(300000); return 0; }\n")
                          .arg(calls)
                          .toLatin1()));
    QCOMPARE(runProcess("gcc", {"-c", "many.s", "-o", "many.o"}, dir.path()).exitCode, 0);
    const ProcessResult link = runProcess("gcc", {"-pg", "-O1", "-o", "many", "many.o", "hot.c"},
                                          dir.path());
    QVERIFY2(link.exitCode == 0, link.err.constData());
    QCOMPARE(profileRun(dir.filePath("many"), {}, dir.path(), QStringLiteral("many.gmon")).exitCode,
             0);
    auto elf = ElfImage::fromFile(dir.filePath("many").toStdString());
    QVERIFY2(elf.ok(), elf.ok() ? "" : elf.error().message.c_str());
    QVERIFY((*elf)->warnings().empty());
    const ElfSection *hot = (*elf)->sectionByName(".zhot");
    QVERIFY(hot && hot->index > SHN_HIRESERVE);

    // "  1161: 00000000000011eb    49 FUNC    GLOBAL DEFAULT   15 main"
    const ProcessResult readelf = runProcess("readelf", {"-sW", "many"}, dir.path());
    QCOMPARE(readelf.exitCode, 0);
    const QList<QByteArray> lines = readelf.out.split('\n');
    qsizetype symtab = 0;
    while (symtab < lines.size() && !lines[symtab].startsWith("Symbol table '.symtab'"))
        ++symtab;
    QVERIFY(symtab < lines.size());
    const std::vector<ElfSymbol> &symbols = (*elf)->symbols();
    size_t compared = 0;
    for (qsizetype i = symtab + 2; i < lines.size() && !lines[i].trimmed().isEmpty(); ++i) {
        const QList<QByteArray> fields = lines[i].simplified().split(' ');
        const size_t number = fields.value(0).chopped(1).toULongLong();
        if (number == 0)
            continue; // the null symbol, which we do not keep
        QVERIFY(number - 1 < symbols.size());
        const ElfSymbol &ours = symbols[number - 1];
        const QByteArray ndx = fields.value(6);
        QByteArray ourNdx = QByteArray::number(ours.sectionIndex);
        if (ours.sectionIndex == SHN_UNDEF)
            ourNdx = "UND";
        else if (ours.reservedIndex && ours.sectionIndex == SHN_ABS)
            ourNdx = "ABS";
        else if (ours.reservedIndex && ours.sectionIndex == SHN_COMMON)
            ourNdx = "COM";
        QVERIFY2(ourNdx == ndx, lines[i].constData());
        ++compared;
    }
    QCOMPARE(compared, symbols.size());

    const ReportOutput ours = runOurs({"-b", "-p", "many", "many.gmon"}, dir.path());
    QCOMPARE(ours.exitCode, 0);
    const QStringList rows = reportFlatLines(ours.out);
    const QStringList workRows = rows.filter(QRegularExpression(QStringLiteral(" work$")));
    QCOMPARE(workRows.size(), 1);
    QCOMPARE(workRows[0].simplified().split(' ').value(3), QString::number(calls));
    // Before the extended indices were read, the samples of work went to
    // the last symbol numbered below the reserved values.
    QVERIFY2(rows.filter(QRegularExpression(QStringLiteral(" t\\d+$"))).isEmpty(),
             qPrintable(rows.join('\n')));
}

QTEST_GUILESS_MAIN(tst_ElfReader)
#include "tst_elfreader.moc"
