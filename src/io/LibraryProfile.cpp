// SPDX-License-Identifier: MIT
#include "io/LibraryProfile.h"

#include "io/ByteCursor.h"
#include "io/Hex.h"

#include <cstring>
#include <filesystem>
#include <fstream>

namespace gmonview {

namespace {

Error cutOff(const std::string &path, Message part, uint64_t offset, uint64_t size)
{
    return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                  "%1: glibc's library profile ends inside its %2 at offset %3 "
                                  "(%4 bytes in all): the file was cut short"),
                 path, std::move(part), hexString(offset), size};
}

} // namespace

Result<GmonFile> parseLibraryProfile(ByteCursor &in, GmonFile file, const GmonTarget &target)
{
    const std::string &path = file.path;
    const unsigned A = target.addressSize;
    in.seek(20);
    const uint64_t histogramAt = in.offset();
    const uint32_t histogramTag = in.u32();
    HistogramRecord h;
    h.fileOffset = histogramAt;
    const uint64_t low = in.readUnsigned(A);
    const uint64_t high = in.readUnsigned(A);
    const uint32_t bins = in.u32();
    h.rate = in.u32();
    for (char &c : h.dimension)
        c = char(in.u8());
    h.dimensionAbbrev = char(in.u8());
    if (in.failed())
        return cutOff(path, Message(GMONVIEW_TR_NOOP("gmonview::io", "histogram header")),
                      histogramAt, in.size());
    if (histogramTag != 0)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: glibc's library profile has tag %2 at offset %3 where "
                                      "its histogram's (0) belongs: the file is corrupted"),
                     path, histogramTag, hexString(histogramAt)};
    if (high < low || uint64_t(bins) * 2 > in.remaining())
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: glibc's library profile's histogram at offset %2 "
                                      "covers %3-%4 in %5 bins, which the file (%6 bytes) "
                                      "cannot hold: the file is corrupted or cut short"),
                     path,
                     hexString(histogramAt),
                     hexString(low),
                     hexString(high),
                     bins,
                     in.size()};
    h.lowPc = low;
    h.highPc = high;
    h.bins.resize(bins);
    in.u16s(h.bins.data(), bins);
    file.histograms.push_back(std::move(h));
    file.histogramRecords = 1;

    const uint64_t arcsAt = in.offset();
    const uint32_t arcTag = in.u32();
    const uint32_t arcs = in.u32();
    if (in.failed())
        return cutOff(path, Message(GMONVIEW_TR_NOOP("gmonview::io", "arc header")), arcsAt,
                      in.size());
    if (arcTag != 1)
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: glibc's library profile has tag %2 at offset %3 where "
                                      "its arcs' (1) belongs: the file is corrupted"),
                     path, arcTag, hexString(arcsAt)};
    const uint64_t arcSize = 2 * uint64_t(A) + 4;
    if (uint64_t(arcs) * arcSize > in.remaining())
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: glibc's library profile claims %2 arcs at offset %3 "
                                      "but has room for %4: the file is corrupted or cut short"),
                     path, arcs, hexString(arcsAt), in.remaining() / arcSize};
    file.arcs.reserve(arcs);
    for (uint32_t i = 0; i < arcs; ++i) {
        ArcRecord a;
        const uint64_t from = in.readUnsigned(A);
        a.fromPc = from == 0 ? kOutsideCaller : low + from;
        a.selfPc = low + in.readUnsigned(A);
        a.count = in.u32();
        file.arcs.push_back(a);
    }
    file.arcRecords = int(arcs);
    return file;
}

bool isLibraryProfile(const std::string &path)
{
    // Never a FIFO or a device: opening one can block, reading it consume.
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        return false;
    std::ifstream in(path, std::ios::binary);
    char head[8] = {};
    if (!in.read(head, sizeof head) || std::memcmp(head, "gmon", 4) != 0)
        return false;
    const auto *v = reinterpret_cast<const unsigned char *>(head + 4);
    const uint32_t little = v[0] | v[1] << 8 | v[2] << 16 | uint32_t(v[3]) << 24;
    const uint32_t big = v[3] | v[2] << 8 | v[1] << 16 | uint32_t(v[0]) << 24;
    return little == kLibraryProfileVersion || big == kLibraryProfileVersion;
}

std::string libraryOfProfile(const std::string &path)
{
    std::string name = std::filesystem::path(path).filename().string();
    const std::string suffix = ".profile";
    if (name.size() > suffix.size() && name.ends_with(suffix))
        name.resize(name.size() - suffix.size());
    return name;
}

std::vector<std::pair<int, std::string>> processesMapping(const std::string &path)
{
    std::vector<std::pair<int, std::string>> out;
    std::error_code ec;
    const auto target = std::filesystem::weakly_canonical(path, ec);
    if (ec)
        return out;
    for (const auto &entry : std::filesystem::directory_iterator("/proc", ec)) {
        const std::string pid = entry.path().filename().string();
        if (pid.empty() || pid.find_first_not_of("0123456789") != std::string::npos)
            continue;
        std::ifstream maps(entry.path() / "maps");
        std::string line;
        bool mapped = false;
        while (!mapped && std::getline(maps, line)) {
            const size_t slash = line.find('/');
            mapped = slash != std::string::npos &&
                     line.compare(slash, std::string::npos, target.string()) == 0;
        }
        if (!mapped)
            continue;
        std::string name;
        std::ifstream(entry.path() / "comm") >> name;
        out.emplace_back(std::stoi(pid), name);
    }
    return out;
}

} // namespace gmonview
