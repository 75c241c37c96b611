// SPDX-License-Identifier: MIT
// libFuzzer target: the coverage file reader (GCC's .gcda and .gcno
// headers, a .gcda file's records) on bytes in memory. Every refusal names
// the file; what parses as data is a .gcda file, and its header parses the
// same alone.
#include "io/GcovFile.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <span>

using namespace gmonview;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::span<const std::byte> bytes(reinterpret_cast<const std::byte *>(data), size);
    const Result<GcovData> file = parseGcovData(bytes, "fuzz.gcda");
    const Result<GcovHeader> header = parseGcovHeader(bytes, "fuzz.gcda");
    if (!file.ok()) {
        if (file.error().message.find("fuzz.gcda") == std::string::npos)
            std::abort(); // every refusal names the file
        if (!header.ok() && header.error().message.find("fuzz.gcda") == std::string::npos)
            std::abort();
        return 0;
    }
    if (!header.ok() || header->kind != GcovHeader::Kind::Data ||
        header->stamp != file->header.stamp || header->version != file->header.version)
        std::abort();
    return 0;
}
