// SPDX-License-Identifier: MIT
// GCC's coverage files as gcov-io.h lays them out: 32-bit words in the
// writer's byte order (told by the magic), the magic, the version, the
// stamp; in a .gcda file then records of a tag word, a length word (in
// bytes since GCC 12, in words before) and their data, the object summary
// (tag 0xa1000000) holding the runs first. A counters record of a
// negative length holds no data: its counters are all zero.
#include "io/GcovFile.h"

#include "io/FileBytes.h"

#include <cstring>

namespace gmonview {

namespace {

constexpr uint32_t kDataMagic = 0x67636461;  // "gcda"
constexpr uint32_t kNotesMagic = 0x67636e6f; // "gcno"
constexpr uint32_t kObjectSummary = 0xa1000000;
// Coverage files are small: a large program's .gcda is some hundreds of KB.
constexpr uint64_t kMaxSize = uint64_t(1) << 30;

uint32_t word(std::span<const std::byte> bytes, size_t at, bool bigEndian)
{
    uint32_t v = 0;
    for (int i = 0; i < 4; ++i) {
        const auto b = uint32_t(bytes[at + size_t(i)]);
        v |= bigEndian ? b << (24 - 8 * i) : b << (8 * i);
    }
    return v;
}

// GCC writes its version as four characters, major first: 'A' + tens
// then the units ("B2" is 12), the minor, and '*' for a release.
void decodeVersion(GcovHeader &h)
{
    const auto c = [&](int i) { return char((h.version >> (24 - 8 * i)) & 0xff); };
    if (c(0) >= 'A' && c(0) <= 'Z' && c(1) >= '0' && c(1) <= '9')
        h.major = (c(0) - 'A') * 10 + (c(1) - '0');
    else if (c(0) >= '0' && c(0) <= '9')
        h.major = c(0) - '0';
    if (c(2) >= '0' && c(2) <= '9')
        h.minor = c(2) - '0';
}

Result<GcovHeader> parseHeader(const std::string &path, std::span<const std::byte> bytes)
{
    if (bytes.size() < 12)
        return Error{
            GMONVIEW_TR_NOOP("gmonview::io", "%1: %2 bytes, too short for a GCC coverage file"),
            path, bytes.size()};
    GcovHeader h;
    const uint32_t little = word(bytes, 0, false), big = word(bytes, 0, true);
    if (little == kDataMagic || little == kNotesMagic) {
        h.kind = little == kDataMagic ? GcovHeader::Kind::Data : GcovHeader::Kind::Notes;
    } else if (big == kDataMagic || big == kNotesMagic) {
        h.bigEndian = true;
        h.kind = big == kDataMagic ? GcovHeader::Kind::Data : GcovHeader::Kind::Notes;
    } else {
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: not a GCC coverage file (.gcda or .gcno): its "
                                      "first bytes are not their magic number"),
                     path};
    }
    h.version = word(bytes, 4, h.bigEndian);
    h.stamp = word(bytes, 8, h.bigEndian);
    decodeVersion(h);
    return h;
}

} // namespace

std::string GcovHeader::versionText() const
{
    return std::to_string(major) + "." + std::to_string(minor);
}

Result<GcovHeader> readGcovHeader(const std::string &path)
{
    auto bytes = readFileBytes(path, kMaxSize);
    if (!bytes)
        return bytes.error();
    return parseHeader(path, *bytes);
}

Result<GcovData> readGcovData(const std::string &path)
{
    auto bytes = readFileBytes(path, kMaxSize);
    if (!bytes)
        return bytes.error();
    return parseGcovData(*bytes, path);
}

Result<GcovHeader> parseGcovHeader(std::span<const std::byte> bytes, const std::string &path)
{
    return parseHeader(path, bytes);
}

Result<GcovData> parseGcovData(std::span<const std::byte> bytes, const std::string &path)
{
    auto header = parseHeader(path, bytes);
    if (!header)
        return header.error();
    if (header->kind != GcovHeader::Kind::Data)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: the compiler's notes (.gcno), not a run's counts "
                                      "(.gcda)"),
                     path};
    GcovData out;
    out.header = *header;
    // After the magic, version and stamp GCC 12 writes a checksum word.
    size_t at = header->major >= 12 ? 16 : 12;
    // Lengths in bytes since GCC 12, in words before.
    const size_t unit = header->major >= 12 ? 1 : 4;
    bool summary = false;
    while (at + 8 <= bytes.size()) {
        const uint32_t tag = word(bytes, at, header->bigEndian);
        // (A negative length, since GCC 12: counters all zero, not written.)
        const auto stated = int32_t(word(bytes, at + 4, header->bigEndian));
        const uint64_t length = stated < 0 && header->major >= 12 ? 0 : uint64_t(stated) * unit;
        at += 8;
        if (length > bytes.size() - at)
            return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                          "%1: truncated: a record at offset %2 claims %3 "
                                          "bytes, %4 are left"),
                         path, at - 8, length, bytes.size() - at};
        if (tag == kObjectSummary && length >= 4 && !summary) {
            out.runs = word(bytes, at, header->bigEndian);
            summary = true;
        }
        at += size_t(length);
    }
    // GCC ends the file with a zero word.
    if (at + 4 == bytes.size() && word(bytes, at, header->bigEndian) == 0)
        at += 4;
    if (at != bytes.size())
        return Error{
            GMONVIEW_TR_NOOP("gmonview::io", "%1: truncated: %2 bytes at its end are not a record"),
            path, bytes.size() - at};
    if (!summary)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: no object summary, so no count of runs: not a "
                                      "complete .gcda file"),
                     path};
    return out;
}

} // namespace gmonview
