// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <string_view>

// Text helpers shared by the export writers (JSON is JsonWriter's).
namespace gmonview::exporttext {

// S with every byte sequence that is not well-formed UTF-8 replaced by
// U+FFFD: symbol names are bytes, the formats want Unicode text.
std::string validUtf8(std::string_view s);

// The window's heat scale for a share of the time (0..1), as "#rrggbb".
std::string heatColour(double share);

} // namespace gmonview::exporttext
