// SPDX-License-Identifier: MIT
#include "model/export/JsonWriter.h"

#include "model/export/ExportText.h"

#include <cmath>

namespace gmonview::json {

Value number(double v)
{
    return std::isfinite(v) ? Value(v) : Value(nullptr);
}

Value count(double v)
{
    // Within 2^53 every whole double is an integer that reads back exactly.
    if (std::isfinite(v) && v == std::floor(v) && std::abs(v) <= 9007199254740992.0)
        return v < 0 ? Value(int64_t(v)) : Value(uint64_t(v));
    return number(v);
}

Value countOrNull(uint64_t v)
{
    return v != 0 ? Value(v) : Value(nullptr);
}

Value text(std::string_view s)
{
    return Value(exporttext::validUtf8(s));
}

std::string write(const Value &value, int indent)
{
    return value.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

} // namespace gmonview::json
