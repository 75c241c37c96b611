// SPDX-License-Identifier: MIT
#pragma once

#include "io/GmonFile.h"
#include "model/engine/RunSum.h"

#include <cstddef>
#include <vector>

namespace gmonview {

// Basic-block counts gathered onto the symbols they fall in, as gprof does
// with line granularity: at most ten distinct addresses a symbol, counts for
// the same address added, an eleventh address dropped.
std::vector<std::vector<BasicBlockCount>> blocksBySymbol(const RunSum &sum);

// The bytes of a gmon.sum for the summed runs, laid out as gprof -s writes
// it: every histogram, one arc per merged arc (from the caller's symbol to
// the callee's), and the basic-block counts. FORMAT picks GNU or BSD.
std::vector<std::byte> writeGmonSum(const RunSum &sum, GmonFormatChoice format,
                                    const GmonTarget &target);

} // namespace gmonview
