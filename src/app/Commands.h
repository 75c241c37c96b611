// SPDX-License-Identifier: MIT
#pragma once

#include "app/ReportCommand.h"

#include <string>
#include <string_view>
#include <vector>

namespace gmonview {

// A subcommand of gmonview (`gmonview NAME ARGS...`): how `gmonview --help`
// lists it and what runs it. The table is the one list of the commands:
// main() dispatches through it and prints its help from it.
struct Command
{
    const char *name;
    // Its lines in `gmonview --help`, each ending in a newline.
    std::string (*helpLines)();
    // ARGS exclude the program name and NAME.
    ReportOutput (*run)(const std::vector<std::string> &args);
};

const std::vector<Command> &commands();

// The command named NAME, or null.
const Command *findCommand(std::string_view name);

// `gmonview --help`: the window's command lines, then each command's.
std::string gmonviewHelp();

} // namespace gmonview
