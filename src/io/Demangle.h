// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <string_view>

namespace gmonview {

// Demangles a C++ (Itanium ABI) name as gprof prints it: with parameters,
// keeping any "@version" suffix and leading dots. Names that are not mangled
// come back unchanged.
std::string demangle(std::string_view name);

} // namespace gmonview
