// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace gmonview {

// How far C++ names are shortened for display (the full name stays in
// tooltips and in everything gprof prints).
struct NameShortening
{
    bool enabled = true;
    // Template arguments nested deeper than this become "…": 0 shows
    // Matrix<…>::multiply, 1 Matrix<double, 64>::multiply.
    int templateDepth = 1;
};

// NAME (demangled) shortened at LEVEL, 0 the shortest: the return type of a
// template function dropped; at level 0 the last two scopes (the class and
// the function), template arguments beyond DEPTH as "…" and parameters as
// "(…)"; level 1 keeps three scopes, level 2 one template level more, level
// 3 all scopes and the parameters, level 4 the whole name. A C name comes
// back as it is.
std::string shortenName(std::string_view name, int depth, int level);

// NAMES shown together, each as short as SHORTENING allows while no two
// different names read the same: names that would collide keep more (a
// deeper template level, their parameters, their scopes, at worst all of
// themselves) until they differ. Equal names stay equal.
std::vector<std::string> shortenNames(const std::vector<std::string> &names,
                                      const NameShortening &shortening);

} // namespace gmonview
