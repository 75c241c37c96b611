// SPDX-License-Identifier: MIT
#pragma once

#include "io/GmonFile.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gmonview {

class ByteCursor;

// glibc's profile of one shared library (LD_PROFILE=LIB LD_PROFILE_OUTPUT=DIR
// writes DIR/LIB.profile): the "gmon" cookie with version 0x1ffff, then a
// 32-bit tag 0 and the histogram header (low and high pc as native words,
// relative to the library's load address: its text mapping, rounded to
// pages), the bins, a 32-bit tag 1, the number of arcs in use and the arcs,
// each a packed from pc and self pc (native words, relative to the low pc;
// a from pc of 0 is a caller outside the library) and a 32-bit count. The
// file is made at its full size when the library is first loaded and
// updated in place by every process using it, so arcs beyond the count in
// use are zeros.
inline constexpr uint32_t kLibraryProfileVersion = 0x1ffff;

// The fromPc of a call into the library from outside it (from the program
// or another library): arcs keep it, and the library's symbol table names
// it "<outside the library>" (SymbolTable::addOutsideCaller).
inline constexpr uint64_t kOutsideCaller = 0;

// Parses a library profile after its 20-byte header (IN at offset 20, FILE
// with its path and version): histogram and arcs at the library's own
// addresses (the offsets above made absolute), outside callers at
// kOutsideCaller. Errors name the file, the part and its offset.
Result<GmonFile> parseLibraryProfile(ByteCursor &in, GmonFile file, const GmonTarget &target);

// Whether the file at PATH starts as a library profile (by its header, in
// either byte order); a FIFO or a device is never opened.
bool isLibraryProfile(const std::string &path);

// The library a profile names: "libfoo.so.1" for ".../libfoo.so.1.profile".
std::string libraryOfProfile(const std::string &path);

// The processes (pid and name) that have the file at PATH mapped now: a
// program still running with LD_PROFILE updates it in place.
std::vector<std::pair<int, std::string>> processesMapping(const std::string &path);

} // namespace gmonview
