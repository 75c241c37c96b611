// SPDX-License-Identifier: MIT
#pragma once

#include "model/engine/ProfileResult.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace gmonview {

// How functions are gathered for the treemap and the grouped profile.
//
// A demangled name cannot tell a namespace from a class ("a::b::f()" may be
// a function of class b in namespace a, or a free function of namespace
// a::b), so the groups by scope follow a rule instead of guessing:
// - Class: the whole scope of the function ("a::b"), when it has one;
// - Namespace: its first qualifier alone ("a"), the top-level namespace
//   (or, for a class at global scope, that class).
// A function at global scope (and every C function) is in "(global)".
enum class GroupBy
{
    File,      // the source file the function is in
    Directory, // that file's directory, "." for a bare file name
    Namespace,
    Class
};

// The qualifiers of the function a demangled C++ name names, outermost
// first: "ns::Klass<int>::method(int) const" gives {"ns", "Klass<int>"},
// "int ns::f<a::b>(x::y)" gives {"ns"}, "main" none. Return types, template
// arguments and parameters are skipped by bracket depth; "(anonymous
// namespace)" is one qualifier; a lambda's closure ("{lambda(int)#1}") and
// a function holding a local entity ("f(int)", as in "f(int)::{lambda()#1}")
// are qualifiers too. Thunk and guard prefixes ("virtual thunk to ") are
// dropped. A C name has no qualifiers.
[[nodiscard]] std::vector<std::string> scopeOf(std::string_view demangled);

// The length of the C++ operator spelled at the start of SYMBOLS, the
// longest that fits ("!=" of "!=<int>", "<<=" of "<<="), 0 for none.
[[nodiscard]] size_t operatorSpellingLength(std::string_view symbols);

struct SymbolGroup
{
    std::string key; // the file, directory or scope; see the constants below
    // A stand-in key ("(unknown file)", "(global)") rather than a name, for
    // the GUI to translate.
    bool placeholder = false;
    double self = 0;          // the symbols' times (samples), summed in their order
    std::vector<int> symbols; // indices into ProfileResult::symbols, busiest first
};

inline constexpr std::string_view kUnknownFileGroup = "(unknown file)";
inline constexpr std::string_view kGlobalScopeGroup = "(global)";

// Every symbol with sampled self time (ProfileSymbol::time > 0) in exactly
// one group, by BY. Groups come busiest first (then by key), symbols in a
// group busiest first (then by index), and each group's self is the sum of
// its symbols' times in that order: the grouping is exact, no estimate.
[[nodiscard]] std::vector<SymbolGroup> groupSymbols(const ProfileResult &profile, GroupBy by);

// The key of SYMBOL's group by BY (whatever its time), and whether it is a
// placeholder.
[[nodiscard]] std::string groupKey(const ProfileResult &profile, int symbol, GroupBy by,
                                   bool *placeholder = nullptr);

// The directory part of PATH ("/" and "\" both separate): "." when there is
// none, "/" for a file at the root.
[[nodiscard]] std::string directoryOf(std::string_view path);

} // namespace gmonview
