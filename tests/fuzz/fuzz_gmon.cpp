// SPDX-License-Identifier: MIT
// libFuzzer target: the gmon reader on bytes in memory. The first byte
// chooses the executable's address size and byte order and the format the
// file is read as; the rest is the file. Whatever parses is written back as
// GNU records and must read back to the same records.
#include "io/GmonFile.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <span>

using namespace gmonview;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    const GmonTarget target{(data[0] & 1) ? 4u : 8u, (data[0] & 2) != 0};
    const auto choice = GmonFormatChoice((data[0] >> 2) % 4);
    const std::span<const std::byte> bytes(reinterpret_cast<const std::byte *>(data + 1), size - 1);
    const Result<GmonFile> file = parseGmon(bytes, "fuzz.gmon", target, choice);
    if (!file.ok()) {
        if (file.error().message.find("fuzz.gmon") == std::string::npos)
            std::abort(); // every refusal names the file
        return 0;
    }
    GmonWriter writer(target);
    writer.header();
    for (const HistogramRecord &h : file->histograms)
        writer.histogram(h.lowPc, h.highPc, h.rate, h.dimension, h.dimensionAbbrev, h.bins);
    for (const ArcRecord &a : file->arcs)
        writer.arc(a.fromPc, a.selfPc, uint32_t(a.count));
    if (!file->blocks.empty())
        writer.basicBlocks(file->blocks);
    const Result<GmonFile> again =
        parseGmon(writer.bytes(), "again.gmon", target, GmonFormatChoice::Magic);
    if (!again.ok() || again->histograms.size() != file->histograms.size() ||
        again->arcs.size() != file->arcs.size() || again->blocks.size() != file->blocks.size())
        std::abort();
    for (size_t i = 0; i < file->arcs.size(); ++i)
        if (again->arcs[i].fromPc != file->arcs[i].fromPc ||
            again->arcs[i].selfPc != file->arcs[i].selfPc ||
            again->arcs[i].count != uint32_t(file->arcs[i].count))
            std::abort();
    for (size_t i = 0; i < file->histograms.size(); ++i)
        if (again->histograms[i].bins != file->histograms[i].bins)
            std::abort();
    return 0;
}
