// SPDX-License-Identifier: MIT
#include "io/Demangle.h"

#include <cstdlib>
#include <cxxabi.h>

namespace gmonview {

namespace {
bool looksMangled(std::string_view s)
{
    if (s.size() > 2 && s[0] == '_' && s[1] == 'Z')
        return true;
    // Global constructor/destructor keys: _GLOBAL_[._$][DI]_...
    return s.size() > 10 && s.substr(0, 8) == "_GLOBAL_"
           && (s[8] == '.' || s[8] == '_' || s[8] == '$') && (s[9] == 'D' || s[9] == 'I')
           && s[10] == '_';
}
} // namespace

std::string demangle(std::string_view name)
{
    size_t dots = 0;
    while (dots < name.size() && (name[dots] == '.' || name[dots] == '$'))
        ++dots;
    std::string_view core = name.substr(dots);
    std::string_view suffix;
    if (const size_t at = core.find('@'); at != std::string_view::npos) {
        suffix = core.substr(at);
        core = core.substr(0, at);
    }
    if (!looksMangled(core))
        return std::string(name);
    const std::string mangled(core);
    int status = 0;
    char *out = abi::__cxa_demangle(mangled.c_str(), nullptr, nullptr, &status);
    if (status != 0 || !out) {
        std::free(out);
        return std::string(name);
    }
    std::string result = std::string(name.substr(0, dots)) + out + std::string(suffix);
    std::free(out);
    return result;
}

} // namespace gmonview
