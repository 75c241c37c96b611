// SPDX-License-Identifier: MIT
#include "model/export/JsonWriter.h"

#include "model/export/ExportText.h"

#include <cmath>

namespace gmonview::json {

Value object(size_t fields)
{
    Value o = Value::object();
    o.get_ref<Value::object_t &>().reserve(fields);
    return o;
}

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
    // Appended in place: a copy of a large export would cost its size again.
    std::string text = value.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
    text += '\n';
    return text;
}

} // namespace gmonview::json
