// SPDX-License-Identifier: MIT
// libFuzzer target: the ELF reader (libelf underneath) on bytes in memory,
// then everything the engine asks of an image: sections, symbols with their
// names, the machine's name, and the direct calls found in .text.
#include "io/DirectCalls.h"
#include "io/ElfImage.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

using namespace gmonview;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    std::vector<std::byte> bytes(reinterpret_cast<const std::byte *>(data),
                                 reinterpret_cast<const std::byte *>(data) + size);
    const auto image = ElfImage::fromBytes(std::move(bytes), "fuzz.elf");
    if (!image.ok()) {
        if (image.error().message.find("fuzz.elf") == std::string::npos)
            std::abort(); // every refusal names the file
        return 0;
    }
    const ElfImage &elf = **image;
    size_t sum = elf.machineName().size();
    for (const ElfSection &s : elf.sections())
        sum += s.name.size();
    for (const ElfSymbol &s : elf.symbols())
        sum += s.name.size() + (elf.sectionByIndex(s.sectionIndex) != nullptr);
    (void)findDirectCalls(elf);
    return sum == size_t(-1);
}
