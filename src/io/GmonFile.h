// SPDX-License-Identifier: MIT
#pragma once

#include "io/Result.h"
#include "io/Stop.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace gmonview {

// How a gmon file is laid out. GNU files start with the "gmon" cookie; the
// two BSD layouts have no cookie and are told apart by a version word.
enum class GmonFormat { Gnu, Bsd44, OldBsd };

// gprof's -O option: which layouts the reader accepts.
enum class GmonFormatChoice { Auto, Magic, Bsd, Bsd44 };

// Address size and byte order of the executable the file belongs to: gmon
// files do not record them.
struct GmonTarget
{
    unsigned addressSize = 8;
    bool bigEndian = false;
    // The size of C's long, which BSD files use for arc counts, padded to the
    // address size: 0 means the address size (LP64 and 32-bit targets);
    // 64-bit Windows (LLP64) has 4.
    unsigned longSize = 0;
};

struct HistogramRecord
{
    uint64_t lowPc = 0;
    uint64_t highPc = 0;
    uint32_t rate = 0;
    std::array<char, 15> dimension{}; // NUL padded, as on disk
    char dimensionAbbrev = 0;
    std::vector<uint16_t> bins;
    uint64_t fileOffset = 0; // of the record's tag (GNU) or header (BSD)

    std::string dimensionName() const;
};

struct ArcRecord
{
    uint64_t fromPc = 0;
    uint64_t selfPc = 0;
    uint64_t count = 0;
};

struct BasicBlockCount
{
    uint64_t address = 0;
    uint64_t count = 0;
};

// One gmon file, parsed but not yet merged with others.
struct GmonFile
{
    std::string path;
    GmonFormat format = GmonFormat::Gnu;
    uint32_t version = 0; // GNU header version; 0 for BSD files
    std::vector<HistogramRecord> histograms;
    std::vector<ArcRecord> arcs;
    std::vector<BasicBlockCount> blocks;
    int histogramRecords = 0; // as gprof -i counts them
    int arcRecords = 0;
    int blockRecords = 0;
    uint64_t fileSize = 0;
    int64_t modified = 0; // seconds since the epoch, when read from a file
    // Bytes after the last whole record that start one never finished (a
    // BSD file's partial arc, which gprof ignores): the run ended early.
    uint64_t trailingBytes = 0;
};

// Parses gmon bytes. Every error names PATH, the record and its offset. The
// reader never allocates more than the input's size, whatever it claims.
Result<GmonFile> parseGmon(std::span<const std::byte> bytes, const std::string &path,
                           const GmonTarget &target,
                           GmonFormatChoice choice = GmonFormatChoice::Auto);
// STOP ends the reading early (with an error to drop).
Result<GmonFile> readGmonFile(const std::string &path, const GmonTarget &target,
                              GmonFormatChoice choice = GmonFormatChoice::Auto,
                              const StopRequested &stop = {});

// Serialises GNU version-1 records (the gmon.sum layout gprof writes).
class GmonWriter
{
public:
    explicit GmonWriter(const GmonTarget &target);
    void header(uint32_t version = 1);
    void histogram(uint64_t lowPc, uint64_t highPc, uint32_t rate,
                   const std::array<char, 15> &dimension, char abbrev,
                   std::span<const uint16_t> bins);
    void arc(uint64_t fromPc, uint64_t selfPc, uint32_t count);
    void basicBlocks(std::span<const BasicBlockCount> blocks);

    // BSD layouts: header then bins then raw arcs (count is address-sized).
    void bsdHeader(uint64_t lowPc, uint64_t highPc, uint32_t binCount, bool bsd44, uint32_t rate);
    void bsdBins(std::span<const uint16_t> bins);
    void bsdArc(uint64_t fromPc, uint64_t selfPc, uint64_t count);

    const std::vector<std::byte> &bytes() const { return m_bytes; }

private:
    void put(uint64_t value, unsigned width);
    GmonTarget m_target;
    std::vector<std::byte> m_bytes;
};

} // namespace gmonview
