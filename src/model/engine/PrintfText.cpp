// SPDX-License-Identifier: MIT
#include "model/engine/PrintfText.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace gmonview {

namespace {

void appendPadded(std::string &out, const char *begin, const char *end, int width, bool left)
{
    const int length = int(end - begin);
    if (!left && length < width)
        out.append(size_t(width - length), ' ');
    out.append(begin, end);
    if (left && length < width)
        out.append(size_t(width - length), ' ');
}

} // namespace

void appendFixed(std::string &out, double value, int width, int precision)
{
    char buffer[400]; // DBL_MAX in fixed notation takes 309 digits
    if (!std::isfinite(value) || precision < 0 || precision > 60) {
        // "nan", "-nan", "inf": printf's own spelling.
        const int n = std::snprintf(buffer, sizeof buffer, "%*.*f", width, precision, value);
        if (n > 0)
            out.append(buffer, size_t(std::min(n, int(sizeof buffer) - 1)));
        return;
    }
    // Both round the exact binary value to the nearest decimal, ties to
    // even, and write -0.00 for a negative zero.
    const auto [end, error] =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, precision);
    if (error != std::errc()) {
        const int n = std::snprintf(buffer, sizeof buffer, "%*.*f", width, precision, value);
        if (n > 0)
            out.append(buffer, size_t(std::min(n, int(sizeof buffer) - 1)));
        return;
    }
    appendPadded(out, buffer, end, width, false);
}

std::string fixedText(double value, int precision, bool sign)
{
    std::string out;
    if (!std::isfinite(value))
        return out;
    if (sign && !std::signbit(value))
        out += '+';
    appendFixed(out, value, 0, precision);
    return out;
}

void appendUnsigned(std::string &out, uint64_t value, int width, bool left)
{
    char buffer[24];
    const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value);
    appendPadded(out, buffer, end, width, left);
}

void appendInt(std::string &out, long long value, int width)
{
    char buffer[24];
    const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value);
    appendPadded(out, buffer, end, width, false);
}

} // namespace gmonview
