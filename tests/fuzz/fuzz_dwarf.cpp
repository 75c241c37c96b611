// SPDX-License-Identifier: MIT
// libFuzzer target: the DWARF line reader. With the first byte even, the
// rest is a .debug_line section for our line-program decoder (its low bits
// choose address size and byte order); with it odd, the rest is a whole ELF
// file read as the report reads one (libdwarf finds the units, our decoder
// reads their programs).
#include "io/dwarf/DwarfLineProgram.h"
#include "io/dwarf/DwarfLineTable.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <span>

using namespace gmonview;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    const std::span<const std::byte> bytes(reinterpret_cast<const std::byte *>(data + 1), size - 1);
    if (data[0] & 1) {
        const auto table = DwarfLineTable::fromBytes(bytes, "fuzz.elf");
        if (!table.ok() && table.error().message.find("fuzz.elf") == std::string::npos)
            std::abort(); // every refusal names the file
        if (table.ok()) {
            for (const LineRow &r : table->rows())
                if (!r.endSequence && r.file >= table->files().size())
                    std::abort();
            for (const Message &w : table->warnings())
                if (w.text().find("fuzz.elf") == std::string::npos)
                    std::abort(); // and so does every warning
        }
        return 0;
    }
    LineProgramInput in;
    in.debugLine = bytes;
    in.debugLineStr = bytes;
    in.debugStr = bytes;
    in.compDir = "/fuzz";
    in.addressSize = (data[0] & 2) ? 4 : 8;
    in.bigEndian = (data[0] & 4) != 0;
    const auto program = decodeLineProgram(in);
    if (program.ok())
        for (const LineRow &r : program->rows)
            if (!r.endSequence && r.file >= program->files.size())
                std::abort();
    return 0;
}
