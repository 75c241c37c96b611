// SPDX-License-Identifier: MIT
#pragma once

#include <string>

namespace gmonview {

// PATH's last component ("units.c" for "/src/units.c"), as gprof shows a
// file's name; PATH itself when it has no '/'.
inline std::string baseName(const std::string &path)
{
    const size_t slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

} // namespace gmonview
