// SPDX-License-Identifier: MIT
#include "io/GmonFile.h"

#include "io/Hex.h"

#include "io/ByteCursor.h"
#include "io/FileBytes.h"
#include "io/LibraryProfile.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <optional>

namespace gmonview {

namespace {

constexpr uint32_t kBsd44Version = 0x00051879;
constexpr size_t kGnuHeaderSize = 20;

// what: the record, as a translatable phrase.
Error truncated(const std::string &path, Message what, uint64_t recordOffset,
                const ByteCursor &cursor)
{
    return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                  "%1: truncated %2 at offset %3: the file ends at %4 "
                                  "(needed bytes from %5)"),
                 path,
                 std::move(what),
                 hexString(recordOffset),
                 hexString(cursor.size()),
                 hexString(cursor.failOffset())};
}

// A histogram record at RECORD_OFFSET (its tag read) into FILE; A is the
// target's address size.
std::optional<Error> readHistogram(ByteCursor &in, uint64_t recordOffset, unsigned A,
                                   GmonFile &file)
{
    const std::string &path = file.path;
    HistogramRecord h;
    h.fileOffset = recordOffset;
    h.lowPc = in.readUnsigned(A);
    h.highPc = in.readUnsigned(A);
    const uint32_t binCount = in.u32();
    h.rate = in.u32();
    auto dim = in.bytes(15);
    h.dimensionAbbrev = static_cast<char>(in.u8());
    if (in.failed())
        return truncated(path, Message(GMONVIEW_TR_NOOP("gmonview::io", "histogram record header")),
                         recordOffset, in);
    std::memcpy(h.dimension.data(), dim.data(), 15);
    if (static_cast<uint64_t>(binCount) * 2 > in.remaining())
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: histogram record at offset %2 claims %3 "
                                                      "bins (%4 bytes) but only %5 bytes follow"),
                     path,
                     hexString(recordOffset),
                     binCount,
                     static_cast<uint64_t>(binCount) * 2,
                     in.remaining()};
    h.bins.resize(binCount);
    in.u16s(h.bins.data(), binCount);
    file.histograms.push_back(std::move(h));
    ++file.histogramRecords;
    return std::nullopt;
}

// A call-graph arc record, as readHistogram reads its record.
std::optional<Error> readArc(ByteCursor &in, uint64_t recordOffset, unsigned A, GmonFile &file)
{
    ArcRecord a;
    a.fromPc = in.readUnsigned(A);
    a.selfPc = in.readUnsigned(A);
    a.count = in.u32();
    if (in.failed())
        return truncated(file.path,
                         Message(GMONVIEW_TR_NOOP("gmonview::io", "call-graph arc record")),
                         recordOffset, in);
    file.arcs.push_back(a);
    ++file.arcRecords;
    return std::nullopt;
}

// The COUNT blocks of a version 0 basic-block record, after its count.
std::optional<Error> readBlocksVersion0(ByteCursor &in, uint64_t recordOffset, uint32_t count,
                                        GmonFile &file)
{
    const std::string &path = file.path;
    in.cString(); // a file name, unused
    // Version 0 stored host-order 8-byte words, as x86-64 gprof reads them.
    const uint64_t entryMin = 8 + 8 + 1 + 1 + 4;
    if (static_cast<uint64_t>(count) * entryMin > in.remaining())
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: basic-block record at offset %2 "
                                                      "claims %3 blocks, more than the file holds"),
                     path, hexString(recordOffset), count};
    for (uint32_t b = 0; b < count; ++b) {
        BasicBlockCount block;
        auto raw = in.bytes(16);
        in.cString();
        in.cString();
        in.u32();
        if (in.failed())
            return truncated(path, Message(GMONVIEW_TR_NOOP("gmonview::io", "basic-block record")),
                             recordOffset, in);
        ByteCursor words(raw, false);
        block.count = words.u64();
        block.address = words.u64();
        file.blocks.push_back(block);
    }
    return std::nullopt;
}

// The COUNT blocks of a version 1 basic-block record, after its count: an
// address and a count of A bytes each.
std::optional<Error> readBlocksVersion1(ByteCursor &in, uint64_t recordOffset, uint32_t count,
                                        unsigned A, GmonFile &file)
{
    if (static_cast<uint64_t>(count) * 2 * A > in.remaining())
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: basic-block record at offset %2 claims "
                                      "%3 blocks (%4 bytes) but only %5 bytes follow"),
                     file.path,
                     hexString(recordOffset),
                     count,
                     static_cast<uint64_t>(count) * 2 * A,
                     in.remaining()};
    for (uint32_t b = 0; b < count; ++b) {
        BasicBlockCount block;
        block.address = in.readUnsigned(A);
        block.count = in.readUnsigned(A);
        file.blocks.push_back(block);
    }
    return std::nullopt;
}

// A basic-block counts record, as readHistogram reads its record.
std::optional<Error> readBlocks(ByteCursor &in, uint64_t recordOffset, unsigned A, GmonFile &file)
{
    const uint32_t count = in.u32();
    if (in.failed())
        return truncated(file.path, Message(GMONVIEW_TR_NOOP("gmonview::io", "basic-block record")),
                         recordOffset, in);
    if (auto error = file.version == 0 ? readBlocksVersion0(in, recordOffset, count, file)
                                       : readBlocksVersion1(in, recordOffset, count, A, file))
        return error;
    ++file.blockRecords;
    return std::nullopt;
}

Result<GmonFile> parseGnu(ByteCursor &in, GmonFile file, const GmonTarget &target)
{
    const std::string &path = file.path;
    const unsigned A = target.addressSize;
    in.seek(4);
    file.version = in.u32();
    if (file.version == kLibraryProfileVersion)
        return parseLibraryProfile(in, std::move(file), target);
    if (file.version != 1 && file.version != 0)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: unsupported gmon version %2 in the header "
                                      "at offset 0x4 (gmonview reads versions 0 and 1, and glibc's "
                                      "library profiles, 0x1ffff)"),
                     path, file.version};
    in.seek(kGnuHeaderSize);

    while (!in.atEnd()) {
        const uint64_t recordOffset = in.offset();
        const uint8_t tag = in.u8();
        std::optional<Error> error;
        switch (tag) {
        case 0:
            error = readHistogram(in, recordOffset, A, file);
            break;
        case 1:
            error = readArc(in, recordOffset, A, file);
            break;
        case 2:
            error = readBlocks(in, recordOffset, A, file);
            break;
        default:
            return Error{
                GMONVIEW_TR_NOOP("gmonview::io",
                                 "%1: unknown record tag %2 at offset %3 (file corrupted?)"),
                path, unsigned(tag), hexString(recordOffset)};
        }
        if (error)
            return *error;
    }
    return file;
}

Result<GmonFile> parseBsd(ByteCursor &in, GmonFile file, const GmonTarget &target,
                          GmonFormatChoice choice)
{
    // Without the cookie the file can only be a BSD profile; say so in errors.
    auto notBsd = [&file](Message what) {
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: not a gmon file (no \"gmon\" cookie); read "
                                      "as a BSD profile, %2"),
                     file.path, std::move(what)};
    };
    const unsigned A = target.addressSize;
    in.seek(0);
    HistogramRecord h;
    h.lowPc = in.readUnsigned(A);
    h.highPc = in.readUnsigned(A);
    const uint32_t byteCount = in.u32(); // counts the header too
    const uint32_t version = in.u32();
    if (in.failed())
        return notBsd(Message(
            GMONVIEW_TR_NOOP("gmonview::io", "it is too short (%1 bytes; a BSD header needs %2)"),
            in.size(), 2 * A + 8));
    size_t headerSize;
    if (version == kBsd44Version) {
        file.format = GmonFormat::Bsd44;
        h.rate = in.u32();
        if (in.failed())
            return notBsd(
                Message(GMONVIEW_TR_NOOP("gmonview::io", "its 4.4BSD header is cut off")));
        headerSize = A == 8 ? 40 : 32;
    } else {
        if (choice == GmonFormatChoice::Bsd44)
            return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                          "%1: bad magic: not a 4.4BSD gmon file (no "
                                          "version word 0x51879 at offset %2)"),
                         file.path, hexString(2 * A + 4)};
        file.format = GmonFormat::OldBsd;
        headerSize = A == 8 ? 20 : 12;
    }
    if (byteCount < headerSize || h.lowPc > h.highPc)
        return notBsd(
            Message(GMONVIEW_TR_NOOP("gmonview::io", "its header at offset 0x0 has low pc %1, "
                                                     "high pc %2 and size %3 (not a gmon.out "
                                                     "from this executable?)"),
                    hexString(h.lowPc), hexString(h.highPc), byteCount));
    in.seek(headerSize);
    if (in.failed())
        return notBsd(Message(GMONVIEW_TR_NOOP("gmonview::io", "it is too short")));
    const uint64_t binCount = (byteCount - headerSize) / 2;
    if (binCount * 2 > in.remaining())
        return notBsd(
            Message(GMONVIEW_TR_NOOP("gmonview::io", "its histogram claims %1 bins (%2 bytes) "
                                                     "at offset %3 but only %4 bytes follow"),
                    binCount, binCount * 2, hexString(headerSize), in.remaining()));
    static constexpr char kSeconds[15] = "seconds";
    std::memcpy(h.dimension.data(), kSeconds, 15);
    h.dimensionAbbrev = 's';
    h.bins.resize(binCount);
    in.u16s(h.bins.data(), binCount);
    file.histogramRecords = binCount ? 1 : 0;
    file.histograms.push_back(std::move(h));
    // Arcs follow until the end; a partial arc at the end is ignored, as gprof does.
    const unsigned countSize = target.longSize ? std::min(target.longSize, A) : A;
    const size_t arcSize = 3 * A;
    while (in.remaining() >= arcSize) {
        ArcRecord a;
        a.fromPc = in.readUnsigned(A);
        a.selfPc = in.readUnsigned(A);
        // A 32-bit long in a 64-bit slot: the count, then padding (which
        // MinGW-w64 leaves as it finds it, so not always zero).
        const size_t countAt = in.offset();
        a.count = in.readUnsigned(countSize);
        in.seek(countAt + A);
        file.arcs.push_back(a);
        ++file.arcRecords;
    }
    file.trailingBytes = in.remaining();
    return file;
}

} // namespace

std::string HistogramRecord::dimensionName() const
{
    return std::string(dimension.data(), strnlen(dimension.data(), dimension.size()));
}

Result<GmonFile> parseGmon(std::span<const std::byte> bytes, const std::string &path,
                           const GmonTarget &target, GmonFormatChoice choice)
{
    GmonFile file;
    file.path = path;
    file.fileSize = bytes.size();
    if (bytes.empty())
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: empty file, not a gmon file"), path};
    if (bytes.size() < kGnuHeaderSize)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: too short to be a gmon file (%2 bytes; the "
                                      "header alone is 20)"),
                     path, bytes.size()};
    ByteCursor in(bytes, target.bigEndian);
    const bool hasCookie = std::memcmp(bytes.data(), "gmon", 4) == 0;
    if (choice == GmonFormatChoice::Magic && !hasCookie)
        return Error{
            GMONVIEW_TR_NOOP("gmonview::io", "%1: bad magic: no \"gmon\" cookie at offset 0x0"),
            path};
    if (hasCookie && (choice == GmonFormatChoice::Auto || choice == GmonFormatChoice::Magic)) {
        file.format = GmonFormat::Gnu;
        return parseGnu(in, std::move(file), target);
    }
    return parseBsd(in, std::move(file), target, choice);
}

Result<GmonFile> readGmonFile(const std::string &path, const GmonTarget &target,
                              GmonFormatChoice choice, const StopRequested &stop)
{
    // A gmon file holds a histogram of the text and the arcs between
    // functions: a few MB for large programs. Claims beyond this are refused
    // before the file is read.
    constexpr uint64_t maxGmonSize = uint64_t(512) << 20;
    int64_t modified = 0;
    auto bytes = readFileBytes(path, maxGmonSize, stop, &modified);
    if (!bytes)
        return bytes.error();
    auto file = parseGmon(*bytes, path, target, choice);
    if (file)
        file->modified = modified;
    return file;
}

GmonWriter::GmonWriter(const GmonTarget &target) : m_target(target)
{}

void GmonWriter::put(uint64_t value, unsigned width)
{
    for (unsigned i = 0; i < width; ++i) {
        const unsigned shift = m_target.bigEndian ? (width - 1 - i) * 8 : i * 8;
        m_bytes.push_back(static_cast<std::byte>((value >> shift) & 0xff));
    }
}

void GmonWriter::header(uint32_t version)
{
    for (char c : {'g', 'm', 'o', 'n'})
        m_bytes.push_back(static_cast<std::byte>(c));
    put(version, 4);
    m_bytes.insert(m_bytes.end(), 12, std::byte{0});
}

void GmonWriter::histogram(uint64_t lowPc, uint64_t highPc, uint32_t rate,
                           const std::array<char, 15> &dimension, char abbrev,
                           std::span<const uint16_t> bins)
{
    put(0, 1);
    put(lowPc, m_target.addressSize);
    put(highPc, m_target.addressSize);
    put(bins.size(), 4);
    put(rate, 4);
    for (char c : dimension)
        m_bytes.push_back(static_cast<std::byte>(c));
    m_bytes.push_back(static_cast<std::byte>(abbrev));
    for (uint16_t b : bins)
        put(b, 2);
}

void GmonWriter::arc(uint64_t fromPc, uint64_t selfPc, uint32_t count)
{
    put(1, 1);
    put(fromPc, m_target.addressSize);
    put(selfPc, m_target.addressSize);
    put(count, 4);
}

void GmonWriter::basicBlocks(std::span<const BasicBlockCount> blocks)
{
    put(2, 1);
    put(blocks.size(), 4);
    for (const auto &b : blocks) {
        put(b.address, m_target.addressSize);
        put(b.count, m_target.addressSize);
    }
}

void GmonWriter::bsdHeader(uint64_t lowPc, uint64_t highPc, uint32_t binCount, bool bsd44,
                           uint32_t rate)
{
    const unsigned A = m_target.addressSize;
    const uint32_t headerSize = bsd44 ? (A == 8 ? 40 : 32) : (A == 8 ? 20 : 12);
    put(lowPc, A);
    put(highPc, A);
    put(binCount * 2 + headerSize, 4);
    if (bsd44) {
        put(kBsd44Version, 4);
        put(rate, 4);
        m_bytes.insert(m_bytes.end(), 12, std::byte{0});
    }
}

void GmonWriter::bsdBins(std::span<const uint16_t> bins)
{
    for (uint16_t b : bins)
        put(b, 2);
}

void GmonWriter::bsdArc(uint64_t fromPc, uint64_t selfPc, uint64_t count)
{
    put(fromPc, m_target.addressSize);
    put(selfPc, m_target.addressSize);
    const unsigned countSize = m_target.longSize ? m_target.longSize : m_target.addressSize;
    put(count, countSize);
    if (countSize < m_target.addressSize)
        put(0, m_target.addressSize - countSize);
}

} // namespace gmonview
