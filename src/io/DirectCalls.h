// SPDX-License-Identifier: MIT
#pragma once

#include "io/Result.h"
#include "io/Stop.h"

#include <cstdint>
#include <vector>

namespace gmonview {

class ElfImage;

struct DirectCall
{
    uint64_t site = 0; // address of the call instruction
    uint64_t target = 0;
};

// Every direct call (a call with an immediate target) in the executable's
// .text, decoded instruction by instruction with capstone, in address order.
// x86-64, i386 and AArch64; other machines give an error.
// STOP ends the decoding early (see Stop.h).
Result<std::vector<DirectCall>> findDirectCalls(const ElfImage &elf,
                                                const StopRequested &stop = {});

} // namespace gmonview
