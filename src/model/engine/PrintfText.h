// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>

// printf's conversions of numbers, appended to a string without printf's
// format parser: the report writes hundreds of thousands of them (a
// profile of 20,000 functions), where vsnprintf took a quarter of its time.
// Each gives printf's text exactly (tst_engine printfTextIsPrintfs compares
// them over millions of values, ties and non-finite ones included).
namespace gmonview {

// printf("%W.Pf", VALUE) for WIDTH W and PRECISION P.
void appendFixed(std::string &out, double value, int width, int precision);

// printf("%.Pf", VALUE) for PRECISION P, or with SIGN printf("%+.Pf",
// VALUE); empty when VALUE is not finite, a figure that is not there. The
// one home of fixed-point figures: the doctor's, the diff's, the HTML
// report's, and through model/items/DisplayFormat the flat profile's.
[[nodiscard]] std::string fixedText(double value, int precision, bool sign = false);

// printf("%Wlu", VALUE), or printf("%-Wlu", VALUE) when LEFT.
void appendUnsigned(std::string &out, uint64_t value, int width, bool left = false);

// printf("%Wd", VALUE).
void appendInt(std::string &out, long long value, int width);

// printf("%W.Ws", "") : WIDTH spaces.
inline void appendBlank(std::string &out, int width)
{
    out.append(size_t(width > 0 ? width : 0), ' ');
}

} // namespace gmonview
