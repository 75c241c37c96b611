// SPDX-License-Identifier: MIT
#pragma once

#include "io/ElfImage.h"
#include "model/engine/SymbolTable.h"

#include <string>
#include <string_view>

// What SymbolTable's three files share: how gprof classes and names a symbol.
namespace gmonview {

// 'T' (a global function gprof profiles), 't' (a static one) or 0 (a
// symbol gprof leaves out).
char gprofClass(const ElfImage &elf, const ElfSymbol &sym, const SymbolTableOptions &options);

// As binutils' demangler names a symbol: without the target's leading
// character, demangled where the rest is a mangled name.
std::string displayNameOf(std::string_view name, char leading);

} // namespace gmonview
