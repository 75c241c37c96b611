// SPDX-License-Identifier: MIT
#pragma once

// The one JSON writer of every export and command (json, speedscope, stats,
// diff): nlohmann's, so that quoting, escaping, commas and numbers are a
// maintained library's and not written again in each file. One number
// format everywhere: integers as integers, other numbers as the shortest
// text that reads back as the same double, and null for what is not a
// number (NaN, infinities), which every JSON reader takes.
#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <string_view>

namespace gmonview::json {

// An object keeps its keys in the order they are set: readers do not need
// it, people reading a file and comparing two do.
using Value = nlohmann::ordered_json;

// An empty object with room for FIELDS keys: a large export holds tens of
// thousands of objects, each grown key by key otherwise.
[[nodiscard]] Value object(size_t fields);

// V as a JSON number; null when it is not finite.
[[nodiscard]] Value number(double v);

// A count held in a double (calls per run, runs needed): an integer when V
// is whole, else as number().
[[nodiscard]] Value count(double v);

// A count, or null when it is 0: where gprof leaves the column blank.
[[nodiscard]] Value countOrNull(uint64_t v);

// S as a JSON string, with every byte that is not well-formed UTF-8
// replaced by U+FFFD: names are bytes, and each export shows a bad name the
// same way (exporttext::validUtf8).
[[nodiscard]] Value text(std::string_view s);

// VALUE as JSON text, INDENT spaces a level (-1: on one line), ending in a
// newline. Never throws: a string that is still not UTF-8 gets U+FFFD.
[[nodiscard]] std::string write(const Value &value, int indent = 2);

} // namespace gmonview::json
