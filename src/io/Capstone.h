// SPDX-License-Identifier: MIT
#pragma once

#include <capstone/capstone.h>

#include <string>

namespace gmonview::capstone {

// capstone's functions, from the library loaded on first use.
//
// Linked as usual, capstone was loaded at every start: its 6.6 MB holds
// 77,000 relocations, which cost 6 ms of each command's start on a machine
// whose page faults cost 8 us (bench/README), a seventh of SQLite's report.
// Most commands decode little or nothing, so the library is opened with
// dlopen when code is first decoded, or by loadInBackground() while the
// command reads its files.
struct Api
{
    decltype(&::cs_open) open;
    decltype(&::cs_close) close;
    decltype(&::cs_option) option;
    decltype(&::cs_disasm) disasm;
    decltype(&::cs_free) free;
    decltype(&::cs_malloc) malloc;
    decltype(&::cs_disasm_iter) disasmIter;
};

// The functions, or null when the library cannot be loaded (loadError()
// says why; nothing is decoded then, as for a processor capstone does not
// know). Safe from any thread; loads once.
const Api *api();
const std::string &loadError();

// Starts loading the library on a thread of its own, so that the first
// api() finds it loaded or waits for the rest. The thread is joined when
// the program exits.
void loadInBackground();

} // namespace gmonview::capstone
