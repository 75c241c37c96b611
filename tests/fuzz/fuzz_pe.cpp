// SPDX-License-Identifier: MIT
// libFuzzer target: the PE/COFF reader on bytes in memory, then everything
// the engine asks of an image: sections with their names and contents,
// symbols with their names, sections and addresses, the machine's name.
#include "io/PeImage.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <span>

using namespace gmonview;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::span<const std::byte> bytes(reinterpret_cast<const std::byte *>(data), size);
    (void)hasPeMagic(bytes);
    const auto image = parsePe(bytes, "fuzz.exe");
    if (!image.ok()) {
        if (image.error().message.rfind("fuzz.exe: ", 0) != 0)
            std::abort(); // every refusal names the file
        return 0;
    }
    const PeImage &pe = *image;
    size_t sum = pe.machineName().size() + pe.isRelocatable();
    for (const PeSection &s : pe.sections) {
        const auto contents = peSectionContents(bytes, s);
        if (s.rawSize != 0 && contents.size() != std::min(s.virtualSize, s.rawSize))
            std::abort(); // parsePe checked every section's data lies in the file
        sum += s.name.size() + contents.size() + s.isExecutable();
    }
    for (const PeSymbol &s : pe.symbols) {
        const PeSection *section = pe.sectionOf(s);
        if (s.sectionNumber > 0 && !section)
            std::abort(); // parsePe checked every section number
        sum += s.name.size() + s.isFunction() + (pe.addressOf(s) & 1);
    }
    return sum == size_t(-1);
}
