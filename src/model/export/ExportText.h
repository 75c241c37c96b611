// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <string_view>

// Text helpers shared by the export writers (JSON is JsonWriter's).
namespace gmonview::exporttext {

// S with every byte sequence that is not well-formed UTF-8 replaced by
// U+FFFD: symbol names are bytes, the formats want Unicode text.
std::string validUtf8(std::string_view s);

// S as HTML (or XML) text or attribute value. C0 control characters (but
// tab and line feed) show as their Unicode pictures: neither HTML nor XML
// takes them, and a name must not lose what tells it apart.
std::string htmlText(std::string_view s);

} // namespace gmonview::exporttext
