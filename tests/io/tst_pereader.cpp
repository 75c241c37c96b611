// SPDX-License-Identifier: MIT
// The PE/COFF reader: MinGW-w64 executables (PE32+ and PE32) built here and
// hand-made images, each read by us and by LLVM's Object library, which must
// agree on every header field, section and symbol; and malformed images,
// each refused with a message that names the file. Only this test links
// libLLVM; the product reads PE itself (see PeImage.h).

// LLVM first: Qt's keyword macros (emit, slots) would otherwise reach its headers.
#include <llvm/BinaryFormat/COFF.h>
#include <llvm/Object/COFF.h>
#include <llvm/Object/ObjectFile.h>
#include <llvm/Support/Error.h>
#include <llvm/Support/MemoryBuffer.h>

#include "io/Hex.h"
#include "io/PeImage.h"
#include "TestSupport.h"

#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <iterator>

using namespace gmonview;
using namespace gmonview::test;

namespace {

std::span<const std::byte> spanOf(const QByteArray &b)
{
    return std::as_bytes(std::span(b.constData(), size_t(b.size())));
}

QByteArray le16(quint16 v)
{
    return QByteArray(reinterpret_cast<const char *>(&v), 2);
}

QByteArray le32(quint32 v)
{
    return QByteArray(reinterpret_cast<const char *>(&v), 4);
}

quint32 get16(const QByteArray &b, qsizetype at)
{
    return quint32(quint8(b[at])) | quint32(quint8(b[at + 1])) << 8;
}

quint32 get32(const QByteArray &b, qsizetype at)
{
    return get16(b, at) | get16(b, at + 2) << 16;
}

void put16(QByteArray &b, qsizetype at, quint16 v)
{
    b.replace(at, 2, le16(v));
}

void put32(QByteArray &b, qsizetype at, quint32 v)
{
    b.replace(at, 4, le32(v));
}

QString hex(quint64 v)
{
    return QString::fromStdString(hexString(v));
}

// Where the structures of a PE image lie, read here by hand (not by the
// reader under test), for building malformed copies.
struct Layout
{
    quint32 lfanew = 0;
    quint32 coff = 0;
    quint32 optional = 0;
    quint32 optionalSize = 0;
    quint32 sectionTable = 0;
    quint32 sectionCount = 0;
    quint32 symbolTable = 0;
    quint32 symbolCount = 0;
    quint32 stringTable = 0;
    quint32 stringSize = 0;
    QList<quint32> symbols; // the offsets of the records that are not auxiliary
};

Layout layoutOf(const QByteArray &b)
{
    Layout l;
    l.lfanew = get32(b, 0x3c);
    l.coff = l.lfanew + 4;
    l.sectionCount = get16(b, l.coff + 2);
    l.symbolTable = get32(b, l.coff + 8);
    l.symbolCount = get32(b, l.coff + 12);
    l.optionalSize = get16(b, l.coff + 16);
    l.optional = l.coff + 20;
    l.sectionTable = l.optional + l.optionalSize;
    l.stringTable = l.symbolTable + 18 * l.symbolCount;
    l.stringSize = get32(b, l.stringTable);
    for (quint32 i = 0; i < l.symbolCount; i += 1 + quint8(b[l.symbolTable + 18 * i + 17]))
        l.symbols << l.symbolTable + 18 * i;
    return l;
}

// A hand-made image: a DOS header with no stub, PE32 or PE32+ headers with
// 16 empty data directories, sections with their data, and a symbol table
// with the string table after it. Names longer than 8 bytes go to the string
// table; a section's as "/123", or as "//AAAAAE" with BASE64_NAMES.
struct MiniSection
{
    QByteArray name;
    quint32 rva = 0;
    QByteArray data;
    quint32 characteristics = 0;
    quint32 virtualSize = 0; // 0: the data's size
};

struct MiniSymbol
{
    QByteArray name;
    quint32 value = 0;
    qint16 section = 0;
    quint16 type = 0;
    quint8 storageClass = 0;
    QByteArray aux; // whole auxiliary records, 18 bytes each
};

struct MiniPe
{
    bool is64 = true;
    bool base64Names = false;
    bool symbolTable = true;
    std::vector<MiniSection> sections;
    std::vector<MiniSymbol> symbols;
};

QByteArray base64Offset(quint32 offset)
{
    static const char digits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    QByteArray out(6, 'A');
    for (int i = 5; i >= 0; --i, offset /= 64)
        out[i] = digits[offset % 64];
    return out;
}

QByteArray buildPe(const MiniPe &pe)
{
    QByteArray strings;
    auto addString = [&](const QByteArray &s) {
        const quint32 offset = 4 + quint32(strings.size());
        strings += s + '\0';
        return offset;
    };
    auto field8 = [](const QByteArray &s) { return s.leftJustified(8, '\0', true); };

    const quint32 fieldsSize = pe.is64 ? 112 : 96;
    const quint32 optionalSize = fieldsSize + 16 * 8;
    const quint32 headersEnd = 0x40 + 4 + 20 + optionalSize + 40 * quint32(pe.sections.size());
    const quint32 fileAlign = 0x200;
    auto aligned = [&](quint32 n) { return (n + fileAlign - 1) / fileAlign * fileAlign; };

    QByteArray sectionTable, sectionData;
    quint32 offset = aligned(headersEnd);
    for (const MiniSection &s : pe.sections) {
        QByteArray name = s.name;
        if (s.name.size() > 8 && pe.base64Names)
            name = QByteArray("//") + base64Offset(addString(s.name));
        else if (s.name.size() > 8)
            name = QByteArray("/") + QByteArray::number(addString(s.name));
        const quint32 rawSize = aligned(quint32(s.data.size()));
        sectionTable += field8(name) +
                        le32(s.virtualSize ? s.virtualSize : quint32(s.data.size())) + le32(s.rva) +
                        le32(rawSize) + le32(rawSize ? offset : 0) + QByteArray(12, '\0') +
                        le32(s.characteristics);
        sectionData += s.data.leftJustified(rawSize, '\0');
        offset += rawSize;
    }
    QByteArray symbolTable;
    quint32 records = 0;
    for (const MiniSymbol &s : pe.symbols) {
        const QByteArray name =
            s.name.size() <= 8 ? field8(s.name) : QByteArray(le32(0) + le32(addString(s.name)));
        symbolTable += name + le32(s.value) + le16(quint16(s.section)) + le16(s.type) +
                       char(s.storageClass) + char(s.aux.size() / 18) + s.aux;
        records += 1 + quint32(s.aux.size() / 18);
    }
    const quint32 symbolOffset = pe.symbolTable ? offset : 0;

    QByteArray out("MZ");
    out = out.leftJustified(0x3c, '\0') + le32(0x40);
    out += QByteArray("PE\0\0", 4);
    out += le16(pe.is64 ? 0x8664 : 0x14c) + le16(quint16(pe.sections.size())) + le32(0) +
           le32(symbolOffset) + le32(pe.symbolTable ? records : 0) + le16(quint16(optionalSize)) +
           le16(pe.is64 ? 0x22 : 0x102);
    QByteArray optional(fieldsSize, '\0');
    put16(optional, 0, pe.is64 ? 0x20b : 0x10b);
    if (pe.is64)
        optional.replace(24, 8, le32(0x40000000) + le32(0x1)); // 0x140000000
    else
        put32(optional, 28, 0x400000);
    put32(optional, 32, 0x1000);    // SectionAlignment
    put32(optional, 36, fileAlign); // FileAlignment
    put32(optional, 56, 0x10000);   // SizeOfImage
    put32(optional, 60, aligned(headersEnd));
    put16(optional, 68, 3);     // console subsystem
    put16(optional, 70, 0x140); // DYNAMIC_BASE | NX_COMPAT
    put32(optional, fieldsSize - 4, 16);
    out += optional + QByteArray(16 * 8, '\0') + sectionTable;
    out = out.leftJustified(aligned(headersEnd), '\0') + sectionData;
    if (pe.symbolTable)
        out += symbolTable + le32(4 + quint32(strings.size())) + strings;
    return out;
}

MiniPe miniImage(bool is64, bool base64Names)
{
    MiniPe pe;
    pe.is64 = is64;
    pe.base64Names = base64Names;
    pe.sections = {
        {".text", 0x1000, QByteArray(0x40, '\xc3'), 0x60000020},
        {".data", 0x2000, QByteArray("0123456789abcdef"), 0xc0000040},
        {".bss", 0x3000, {}, 0xc0000080, 0x100},
        {".debug_info", 0x4000, QByteArray(32, '\x01'), 0x42000040},
        {".debug_abbrev", 0x5000, QByteArray(8, '\x02'), 0x42000040},
    };
    pe.symbols = {
        {".file", 0, -2, 0, 103, QByteArray("mini.c").leftJustified(18, '\0')},
        {"main", 0, 1, 0x20, 2, {}},
        {"a_function_with_a_long_name", 0x20, 1, 0x20, 3, {}},
        {"data_object_long", 4, 2, 0, 2, {}},
        {"__abs", 0x1234, -1, 0, 2, {}},
        {"imported_function", 0, 0, 0x20, 2, {}},
        {".text", 0, 1, 0, 3, QByteArray(18, '\0')},
    };
    return pe;
}

// Our reading of BYTES beside LLVM's: every header field, section and
// symbol, and every section's contents. Fails the current test on the first
// kinds of difference, listing them all.
void compareWithLlvm(const QByteArray &bytes, const PeImage &ours)
{
    using namespace llvm::object;
    const llvm::MemoryBufferRef buffer(llvm::StringRef(bytes.constData(), size_t(bytes.size())),
                                       "image");
    auto object = ObjectFile::createObjectFile(buffer);
    if (!object)
        QFAIL(("LLVM cannot read the image: " + llvm::toString(object.takeError())).c_str());
    const auto *coff = llvm::dyn_cast<COFFObjectFile>(object->get());
    QVERIFY2(coff, "LLVM does not read the image as COFF");

    QStringList differences;
    auto differ = [&](const QString &what, const auto &oursValue, const auto &llvmValue) {
        if (oursValue == llvmValue)
            return;
        auto text = [](const auto &v) {
            if constexpr (std::is_integral_v<std::decay_t<decltype(v)>>)
                return QString::number(v) + QStringLiteral(" (") + hex(quint64(v)) +
                       QStringLiteral(")");
            else
                return QStringLiteral("\"") + QString::fromStdString(std::string(v)) +
                       QStringLiteral("\"");
        };
        differences << what + QStringLiteral(": ours ") + text(oursValue) +
                           QStringLiteral(", LLVM's ") + text(llvmValue);
    };

    differ("machine", ours.machine, coff->getMachine());
    differ("is64", ours.is64, coff->is64());
    differ("image base", ours.imageBase, coff->getImageBase());
    differ("characteristics", ours.characteristics, coff->getCharacteristics());
    differ("DLL characteristics", ours.dllCharacteristics,
           coff->is64() ? uint16_t(coff->getPE32PlusHeader()->DLLCharacteristics)
                        : uint16_t(coff->getPE32Header()->DLLCharacteristics));

    differ("section count", ours.sections.size(), size_t(coff->getNumberOfSections()));
    size_t index = 0;
    for (const SectionRef &section : coff->sections()) {
        const coff_section *raw = coff->getCOFFSection(section);
        auto name = section.getName();
        if (!name)
            QFAIL(
                ("LLVM cannot read a section's name: " + llvm::toString(name.takeError())).c_str());
        auto contents = section.getContents();
        if (!contents)
            QFAIL(("LLVM cannot read a section: " + llvm::toString(contents.takeError())).c_str());
        if (index >= ours.sections.size())
            break;
        const PeSection &s = ours.sections[index];
        const QString what = QStringLiteral("section %1 (%2) ")
                                 .arg(index + 1)
                                 .arg(QString::fromStdString(name->str()));
        differ(what + "name", s.name, name->str());
        differ(what + "address", s.address, section.getAddress());
        differ(what + "virtual size", s.virtualSize, uint64_t(raw->VirtualSize));
        differ(what + "raw offset", s.rawOffset, uint64_t(raw->PointerToRawData));
        differ(what + "raw size", s.rawSize, uint64_t(raw->SizeOfRawData));
        differ(what + "characteristics", s.characteristics, uint32_t(raw->Characteristics));
        differ(what + "executable", s.isExecutable(),
               (raw->Characteristics & llvm::COFF::IMAGE_SCN_MEM_EXECUTE) != 0);
        const auto mine = peSectionContents(spanOf(bytes), s);
        differ(what + "contents",
               std::string(reinterpret_cast<const char *>(mine.data()), mine.size()),
               contents->str());
        ++index;
    }

    index = 0;
    size_t llvmCount = 0;
    for (const SymbolRef &symbol : coff->symbols()) {
        ++llvmCount;
        const COFFSymbolRef raw = coff->getCOFFSymbol(symbol);
        auto name = coff->getSymbolName(raw);
        if (!name)
            QFAIL(
                ("LLVM cannot read a symbol's name: " + llvm::toString(name.takeError())).c_str());
        if (index >= ours.symbols.size())
            continue;
        const PeSymbol &s = ours.symbols[index];
        const QString what =
            QStringLiteral("symbol %1 (%2) ").arg(index).arg(QString::fromStdString(name->str()));
        differ(what + "name", s.name, name->str());
        differ(what + "value", s.value, uint64_t(raw.getValue()));
        differ(what + "section number", s.sectionNumber, raw.getSectionNumber());
        differ(what + "type", s.type, raw.getType());
        differ(what + "storage class", s.storageClass, raw.getStorageClass());
        differ(what + "is a function", s.isFunction(),
               raw.getComplexType() == llvm::COFF::IMAGE_SYM_DTYPE_FUNCTION);
        if (s.sectionNumber > 0) {
            auto address = symbol.getAddress();
            if (!address)
                QFAIL(
                    ("LLVM cannot give a symbol's address: " + llvm::toString(address.takeError()))
                        .c_str());
            differ(what + "address", ours.addressOf(s), *address);
        }
        ++index;
    }
    differ("symbol count", ours.symbols.size(), llvmCount);
    QVERIFY2(differences.isEmpty(),
             qPrintable(QString::number(differences.size()) + QStringLiteral(" differences:\n") +
                        differences.mid(0, 8).join(QLatin1Char('\n'))));
}

const PeSymbol *symbolNamed(const PeImage &image, const std::string &name)
{
    for (const PeSymbol &s : image.symbols)
        if (s.name == name)
            return &s;
    return nullptr;
}

// A malformed copy of an executable: MUTATE changes the bytes and gives
// what the message must contain besides the file's name.
using Mutation = std::function<QString(QByteArray &, const Layout &)>;

struct MalformedCase
{
    const char *name;
    Mutation mutate;
};

const std::vector<MalformedCase> &malformedCases()
{
    static const std::vector<MalformedCase> cases = {
        {"empty",
         [](QByteArray &b, const Layout &) {
             b.clear();
             return QStringLiteral("not a PE executable (no \"MZ\" DOS header at offset 0x0)");
         }},
        {"ELF magic",
         [](QByteArray &b, const Layout &) {
             b.replace(0, 4,
                       "\x7f"
                       "ELF");
             return QStringLiteral("not a PE executable");
         }},
        {"truncated DOS header",
         [](QByteArray &b, const Layout &) {
             b.truncate(0x20);
             return QStringLiteral("truncated DOS header at offset 0x0: the file ends at 0x20");
         }},
        {"truncated in the signature",
         [](QByteArray &b, const Layout &l) {
             b.truncate(l.lfanew + 2);
             return QStringLiteral("e_lfanew (at offset 0x3c) points to %1, past the end of the "
                                   "file at %2")
                 .arg(hex(l.lfanew), hex(l.lfanew + 2));
         }},
        {"truncated COFF header",
         [](QByteArray &b, const Layout &l) {
             b.truncate(l.coff + 10);
             return QStringLiteral("truncated COFF file header at offset %1").arg(hex(l.coff));
         }},
        {"truncated optional header",
         [](QByteArray &b, const Layout &l) {
             b.truncate(l.optional + 50);
             return QStringLiteral("truncated optional header at offset %1").arg(hex(l.optional));
         }},
        {"truncated section table",
         [](QByteArray &b, const Layout &l) {
             b.truncate(l.sectionTable + 3 * 40 + 7);
             return QStringLiteral("section table at offset %1 (%2 sections of 40 bytes) runs past "
                                   "the end of the file")
                 .arg(hex(l.sectionTable))
                 .arg(l.sectionCount);
         }},
        {"truncated in the sections' data",
         [](QByteArray &b, const Layout &l) {
             b.truncate(l.sectionTable + 0x1000);
             return QStringLiteral("symbol table at offset %1 (%2 symbols of 18 bytes) runs past "
                                   "the end of the file at %3")
                 .arg(hex(l.symbolTable))
                 .arg(l.symbolCount)
                 .arg(hex(l.sectionTable + 0x1000));
         }},
        {"truncated symbol table",
         [](QByteArray &b, const Layout &l) {
             b.truncate(l.symbolTable + 18 * 100 + 5);
             return QStringLiteral("symbol table at offset %1").arg(hex(l.symbolTable));
         }},
        {"truncated string table size",
         [](QByteArray &b, const Layout &l) {
             b.truncate(l.stringTable + 2);
             return QStringLiteral("truncated string table size at offset %1")
                 .arg(hex(l.stringTable));
         }},
        {"truncated string table",
         [](QByteArray &b, const Layout &l) {
             b.chop(10);
             return QStringLiteral("string table at offset %1 claims %2 bytes, but the file ends "
                                   "at %3")
                 .arg(hex(l.stringTable))
                 .arg(l.stringSize)
                 .arg(hex(quint64(b.size())));
         }},
        {"e_lfanew past the end",
         [](QByteArray &b, const Layout &) {
             put32(b, 0x3c, 0xfffffff0);
             return QStringLiteral("e_lfanew (at offset 0x3c) points to 0xfffffff0, past the end");
         }},
        {"e_lfanew into the DOS stub",
         [](QByteArray &b, const Layout &) {
             put32(b, 0x3c, 0x10);
             return QStringLiteral("no PE signature at offset 0x10");
         }},
        {"bad signature",
         [](QByteArray &b, const Layout &l) {
             b[l.lfanew + 3] = '\x01';
             return QStringLiteral("no PE signature at offset %1").arg(hex(l.lfanew));
         }},
        {"no optional header",
         [](QByteArray &b, const Layout &l) {
             put16(b, l.coff + 16, 0);
             return QStringLiteral("COFF file header at offset %1 declares no optional header")
                 .arg(hex(l.coff));
         }},
        {"bad optional header magic",
         [](QByteArray &b, const Layout &l) {
             put16(b, l.optional, 0x10c);
             return QStringLiteral("optional header at offset %1 has magic 0x10c")
                 .arg(hex(l.optional));
         }},
        {"optional header too small",
         [](QByteArray &b, const Layout &l) {
             put16(b, l.coff + 16, 0x40);
             return QStringLiteral("optional header at offset %1 is 64 bytes "
                                   "(SizeOfOptionalHeader), too small")
                 .arg(hex(l.optional));
         }},
        {"too many data directories",
         [](QByteArray &b, const Layout &l) {
             const quint32 count = l.optional + (get16(b, l.optional) == 0x20b ? 108 : 92);
             put32(b, count, 0x10000000);
             return QStringLiteral("too small for its fields and data directories");
         }},
        {"section data past the end",
         [](QByteArray &b, const Layout &l) {
             put32(b, l.sectionTable + 16, 0x7ffffe00); // .text's SizeOfRawData
             return QStringLiteral("section 1 (.text, header at offset %1): its data (2147483136 "
                                   "bytes at offset")
                 .arg(hex(l.sectionTable));
         }},
        {"symbol table past the end",
         [](QByteArray &b, const Layout &l) {
             put32(b, l.coff + 8, quint32(b.size()) - 10);
             return QStringLiteral("symbol table at offset %1 (%2 symbols of 18 bytes) runs past "
                                   "the end of the file")
                 .arg(hex(quint64(b.size()) - 10))
                 .arg(l.symbolCount);
         }},
        {"symbol count overflowing",
         [](QByteArray &b, const Layout &l) {
             put32(b, l.coff + 12, 0xffffffff);
             return QStringLiteral("symbol table at offset %1 (4294967295 symbols of 18 bytes)")
                 .arg(hex(l.symbolTable));
         }},
        {"string-table offset past the end",
         [](QByteArray &b, const Layout &l) {
             for (quint32 at : l.symbols) {
                 if (get32(b, at) == 0) {
                     put32(b, at + 4, 0x7fffffff);
                     return QStringLiteral("symbol %1 at offset %2: its name's string-table "
                                           "offset 0x7fffffff is outside the string table (%3 "
                                           "bytes at offset %4)")
                         .arg((at - l.symbolTable) / 18)
                         .arg(hex(at))
                         .arg(l.stringSize)
                         .arg(hex(l.stringTable));
                 }
             }
             return QStringLiteral("(no symbol with a long name)");
         }},
        {"string-table offset into its size",
         [](QByteArray &b, const Layout &l) {
             for (quint32 at : l.symbols) {
                 if (get32(b, at) == 0) {
                     put32(b, at + 4, 2);
                     return QStringLiteral("its name's string-table offset 0x2 is outside");
                 }
             }
             return QStringLiteral("(no symbol with a long name)");
         }},
        {"long section name /999999",
         [](QByteArray &b, const Layout &l) {
             const quint32 header = l.sectionTable + 40 * (l.sectionCount - 1);
             b.replace(header, 8, QByteArray("/999999\0", 8));
             return QStringLiteral("section %1 header at offset %2: its name's string-table offset "
                                   "0xf423f is outside the string table")
                 .arg(l.sectionCount)
                 .arg(hex(header));
         }},
        {"malformed long section name",
         [](QByteArray &b, const Layout &l) {
             const quint32 header = l.sectionTable + 40 * (l.sectionCount - 1);
             b.replace(header, 8, QByteArray("/12a\0\0\0\0", 8));
             return QStringLiteral("section %1 header at offset %2: malformed long name \"/12a\"")
                 .arg(l.sectionCount)
                 .arg(hex(header));
         }},
        {"name without its NUL",
         [](QByteArray &b, const Layout &l) {
             b[l.stringTable + l.stringSize - 1] = 'x';
             return QStringLiteral("has no terminating NUL before the table ends at %1")
                 .arg(hex(quint64(b.size())));
         }},
        {"symbol in a missing section",
         [](QByteArray &b, const Layout &l) {
             for (quint32 at : l.symbols) {
                 if (get16(b, at + 12) == 1) {
                     put16(b, at + 12, 99);
                     return QStringLiteral("symbol %1 at offset %2 is in section 99, but the "
                                           "file has %3 sections")
                         .arg((at - l.symbolTable) / 18)
                         .arg(hex(at))
                         .arg(l.sectionCount);
                 }
             }
             return QStringLiteral("(no symbol in section 1)");
         }},
        {"auxiliary records past the end",
         [](QByteArray &b, const Layout &l) {
             const quint32 last = l.symbols.last();
             const quint32 aux = l.symbolCount - (last - l.symbolTable) / 18;
             b[last + 17] = char(aux);
             return QStringLiteral("symbol %1 at offset %2 has %3 auxiliary records, past the end "
                                   "of the symbol table (%4 records)")
                 .arg((last - l.symbolTable) / 18)
                 .arg(hex(last))
                 .arg(aux)
                 .arg(l.symbolCount);
         }},
    };
    return cases;
}

struct Target
{
    const char *name;
    const char *compiler;
    const char *strip;
    uint16_t machine;
    bool is64;
    uint64_t imageBase;
    const char *prefix; // of C names: i686 keeps the leading underscore
};

const Target kTargets[] = {
    {"x86-64", "x86_64-w64-mingw32-gcc", "x86_64-w64-mingw32-strip", 0x8664, true, 0x140000000, ""},
    {"i686", "i686-w64-mingw32-gcc", "i686-w64-mingw32-strip", 0x14c, false, 0x400000, "_"},
};

} // namespace

class tst_PeReader : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void matchesLlvm_data();
    void matchesLlvm();
    void handMadeImages_data();
    void handMadeImages();
    void malformed_data();
    void malformed();
    void everyTruncationIsRefused_data();
    void everyTruncationIsRefused();
    void magic();

private:
    QString exePath(const QString &target, const QString &program) const
    {
        return m_dir.filePath(program + QLatin1Char('-') + target + QStringLiteral(".exe"));
    }

    QTemporaryDir m_dir;
};

// The MinGW-w64 cross compilers are needed: without them the test fails.
void tst_PeReader::initTestCase()
{
    QVERIFY(m_dir.isValid());
    for (const Target &t : kTargets) {
        for (const char *program : {"recursion", "cycles"}) {
            const QString exe = exePath(t.name, program);
            const ProcessResult c = compileProgram(QLatin1String(program) + QStringLiteral(".c"),
                                                   {"-pg", "-g", "-O0"}, exe, t.compiler);
            QVERIFY2(c.started, qPrintable(QStringLiteral("%1 did not start (install "
                                                          "gcc-mingw-w64): %2")
                                               .arg(QLatin1String(t.compiler),
                                                    QString::fromLocal8Bit(c.err))));
            QVERIFY2(c.exitCode == 0, c.err.constData());
        }
        // Stripped copies: without DWARF, and without symbols.
        for (const char *how : {"debug", "all"}) {
            const QString stripped = QStringLiteral("recursion-strip-") + QLatin1String(how);
            const ProcessResult s = runProcess(QLatin1String(t.strip),
                                               {QStringLiteral("--strip-") + QLatin1String(how),
                                                QStringLiteral("-o"), exePath(t.name, stripped),
                                                exePath(t.name, QStringLiteral("recursion"))},
                                               m_dir.path());
            QVERIFY2(s.exitCode == 0, qPrintable(QLatin1String(t.strip) + QStringLiteral(": ") +
                                                 QString::fromLocal8Bit(s.err)));
        }
    }
}

void tst_PeReader::matchesLlvm_data()
{
    QTest::addColumn<int>("target");
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("functions"); // empty: no symbols
    QTest::addColumn<bool>("dwarf");
    const QStringList recursion{"main", "fib", "is_even", "is_odd", "spin", "square"};
    const QStringList cycles{"main", "work", "ping", "pong", "c1", "c2", "c3", "helper"};
    for (int i = 0; i < int(std::size(kTargets)); ++i) {
        const char *name = kTargets[i].name;
        QTest::addRow("%s recursion", name)
            << i << QStringLiteral("recursion") << recursion << true;
        QTest::addRow("%s cycles", name) << i << QStringLiteral("cycles") << cycles << true;
        QTest::addRow("%s recursion, strip --strip-debug", name)
            << i << QStringLiteral("recursion-strip-debug") << recursion << false;
        QTest::addRow("%s recursion, strip --strip-all", name)
            << i << QStringLiteral("recursion-strip-all") << QStringList() << false;
    }
}

void tst_PeReader::matchesLlvm()
{
    QFETCH(int, target);
    QFETCH(QString, program);
    QFETCH(QStringList, functions);
    QFETCH(bool, dwarf);
    const Target &t = kTargets[target];
    const QString path = exePath(t.name, program);
    const QByteArray bytes = readFile(path);
    QVERIFY(!bytes.isEmpty());
    QVERIFY(hasPeMagic(spanOf(bytes)));
    const auto image = parsePe(spanOf(bytes), path.toStdString());
    QVERIFY2(image.ok(), image.ok() ? "" : image.error().message.c_str());

    compareWithLlvm(bytes, *image);
    if (QTest::currentTestFailed())
        return;

    // What both could get wrong alike: the target, and the program's functions.
    QCOMPARE(image->machine, t.machine);
    QCOMPARE(image->is64, t.is64);
    QCOMPARE(image->imageBase, t.imageBase);
    const PeSection *text = image->sectionByName(".text");
    QVERIFY(text && text->isExecutable());
    QCOMPARE(text->address, t.imageBase + 0x1000);
    // MinGW's DWARF sections have long names ("/4"), resolved through the
    // string table; so has i686's .eh_frame, and strip keeps a string table
    // for it alone.
    QCOMPARE(image->sectionByName(".debug_info") != nullptr, dwarf);
    QCOMPARE(image->sectionByName(".debug_line") != nullptr, dwarf);
    if (!t.is64)
        QVERIFY(image->sectionByName(".eh_frame"));
    QCOMPARE(image->symbols.empty(), functions.isEmpty());
    for (const QString &function : functions) {
        const std::string name = t.prefix + function.toStdString();
        const PeSymbol *s = symbolNamed(*image, name);
        QVERIFY2(s, name.c_str());
        QVERIFY2(s->isFunction(), name.c_str());
        QCOMPARE(image->sectionOf(*s), text);
        const bool isStatic = function == "spin" || function == "square" || function == "work";
        QCOMPARE(s->storageClass, isStatic ? kPeSymbolClassStatic : kPeSymbolClassExternal);
        QVERIFY(image->addressOf(*s) >= text->address &&
                image->addressOf(*s) < text->address + text->virtualSize);
    }
}

void tst_PeReader::handMadeImages_data()
{
    QTest::addColumn<bool>("is64");
    QTest::addColumn<bool>("base64Names");
    QTest::addColumn<bool>("symbolTable");
    QTest::newRow("PE32+") << true << false << true;
    QTest::newRow("PE32") << false << false << true;
    QTest::newRow("PE32+, base-64 section names") << true << true << true;
    QTest::newRow("PE32, stripped") << false << false << false;
}

void tst_PeReader::handMadeImages()
{
    QFETCH(bool, is64);
    QFETCH(bool, base64Names);
    QFETCH(bool, symbolTable);
    MiniPe pe = miniImage(is64, base64Names);
    pe.symbolTable = symbolTable;
    if (!symbolTable) // long section names need the string table
        pe.sections.resize(3);
    const QByteArray bytes = buildPe(pe);
    QVERIFY(hasPeMagic(spanOf(bytes)));
    const auto image = parsePe(spanOf(bytes), "mini.exe");
    QVERIFY2(image.ok(), image.ok() ? "" : image.error().message.c_str());
    compareWithLlvm(bytes, *image);
    if (QTest::currentTestFailed())
        return;

    const uint64_t base = is64 ? 0x140000000 : 0x400000;
    QCOMPARE(image->imageBase, base);
    QCOMPARE(image->machineName(), std::string(is64 ? "x86-64" : "i386"));
    QVERIFY(image->isRelocatable());
    QCOMPARE(image->sections.size(), pe.sections.size());
    QVERIFY(image->sections[0].isExecutable() && !image->sections[1].isExecutable());
    QCOMPARE(image->sections[2].address, base + 0x3000);
    QVERIFY(peSectionContents(spanOf(bytes), image->sections[2]).empty()); // .bss
    const auto data = peSectionContents(spanOf(bytes), image->sections[1]);
    QCOMPARE(QByteArray(reinterpret_cast<const char *>(data.data()), qsizetype(data.size())),
             QByteArray("0123456789abcdef"));
    if (!symbolTable) {
        QVERIFY(image->symbols.empty());
        return;
    }
    QCOMPARE(image->sections[3].name, std::string(".debug_info"));
    QCOMPARE(image->sections[4].name, std::string(".debug_abbrev"));
    QCOMPARE(image->symbols.size(), size_t(7)); // the auxiliary records skipped
    const PeSymbol *main = symbolNamed(*image, "main");
    const PeSymbol *longName = symbolNamed(*image, "a_function_with_a_long_name");
    const PeSymbol *object = symbolNamed(*image, "data_object_long");
    const PeSymbol *absolute = symbolNamed(*image, "__abs");
    const PeSymbol *undefined = symbolNamed(*image, "imported_function");
    QVERIFY(main && longName && object && absolute && undefined);
    QCOMPARE(image->addressOf(*main), base + 0x1000);
    QCOMPARE(image->addressOf(*longName), base + 0x1020);
    QCOMPARE(longName->storageClass, kPeSymbolClassStatic);
    QVERIFY(main->isFunction() && !object->isFunction());
    QCOMPARE(image->sectionOf(*object), &image->sections[1]);
    QCOMPARE(image->addressOf(*absolute), uint64_t(0x1234));
    QCOMPARE(absolute->sectionNumber, -1);
    QVERIFY(!image->sectionOf(*undefined));
    QCOMPARE(image->symbols.back().name, std::string(".text"));
}

void tst_PeReader::malformed_data()
{
    QTest::addColumn<int>("target");
    QTest::addColumn<int>("mutation");
    for (int t = 0; t < int(std::size(kTargets)); ++t)
        for (int m = 0; m < int(malformedCases().size()); ++m)
            QTest::addRow("%s: %s", kTargets[t].name, malformedCases()[size_t(m)].name) << t << m;
}

void tst_PeReader::malformed()
{
    QFETCH(int, target);
    QFETCH(int, mutation);
    QByteArray bytes = readFile(exePath(kTargets[target].name, "recursion"));
    QVERIFY(!bytes.isEmpty());
    const Layout layout = layoutOf(bytes);
    const QString expected = malformedCases()[size_t(mutation)].mutate(bytes, layout);
    const auto image = parsePe(spanOf(bytes), "broken.exe");
    QVERIFY2(!image.ok(), qPrintable(QStringLiteral("accepted; expected: ") + expected));
    const QString message = QString::fromStdString(image.error().message);
    QVERIFY2(message.startsWith(QStringLiteral("broken.exe: ")), qPrintable(message));
    QVERIFY2(message.contains(expected),
             qPrintable(message + QStringLiteral("\nexpected it to contain: ") + expected));
}

// The string table ends the file, so every shorter copy is malformed: cut
// at each structure's edges and at points spread over the whole file.
void tst_PeReader::everyTruncationIsRefused_data()
{
    QTest::addColumn<int>("target");
    for (int t = 0; t < int(std::size(kTargets)); ++t)
        QTest::addRow("%s", kTargets[t].name) << t;
}

void tst_PeReader::everyTruncationIsRefused()
{
    QFETCH(int, target);
    const QByteArray bytes = readFile(exePath(kTargets[target].name, "cycles"));
    QVERIFY(!bytes.isEmpty());
    QVERIFY(parsePe(spanOf(bytes), "whole.exe").ok());
    const Layout l = layoutOf(bytes);
    QList<qsizetype> cuts;
    for (quint32 edge :
         {0u, 2u, 0x3cu, 0x40u, l.lfanew, l.coff, l.optional, l.sectionTable,
          l.sectionTable + 40 * l.sectionCount, l.symbolTable, l.stringTable, l.stringTable + 4})
        cuts << edge - 1 << edge << edge + 1;
    for (int i = 0; i < 200; ++i)
        cuts << bytes.size() * i / 200;
    cuts << bytes.size() - 1;
    for (qsizetype cut : cuts) {
        if (cut < 0 || cut >= bytes.size())
            continue;
        const auto image = parsePe(spanOf(bytes.left(cut)), "cut.exe");
        QVERIFY2(!image.ok(), qPrintable(QStringLiteral("accepted a cut at %1").arg(cut)));
        QVERIFY2(image.error().message.rfind("cut.exe: ", 0) == 0, image.error().message.c_str());
    }
}

void tst_PeReader::magic()
{
    const QByteArray exe = readFile(exePath("x86-64", "recursion"));
    QVERIFY(hasPeMagic(spanOf(exe)));
    QVERIFY(!hasPeMagic({}));
    QVERIFY(!hasPeMagic(spanOf(QByteArray("MZ"))));
    QVERIFY(!hasPeMagic(spanOf(exe.left(0x40))));
    QByteArray badLfanew = exe;
    put32(badLfanew, 0x3c, 0xfffffffe);
    QVERIFY(!hasPeMagic(spanOf(badLfanew)));
    QVERIFY(!hasPeMagic(spanOf(readFile(QStringLiteral("/proc/self/exe")))));
}

QTEST_GUILESS_MAIN(tst_PeReader)
#include "tst_pereader.moc"
