// SPDX-License-Identifier: MIT
#include "app/Commands.h"

#include "app/DiffCommand.h"
#include "app/DisasmCommand.h"
#include "app/DoctorCommand.h"
#include "app/ExportCommand.h"
#include "app/LinesCommand.h"
#include "app/StatsCommand.h"
#include "model/export/Exporters.h"

#include <algorithm>

namespace gmonview {

namespace {

std::string reportHelp()
{
    return "       gmonview report [GPROF-OPTIONS] EXECUTABLE [GMON-FILE...]\n"
           "                                               gprof's report, same text\n";
}

std::string diffHelp()
{
    return "       gmonview diff [--alpha A] [--fail-above PCT] [--normalize]\n"
           "                     [--format text|json] BASE-EXE BASE-GMON... -- NEW-EXE "
           "NEW-GMON...\n"
           "                                               two sets of runs compared\n";
}

std::string statsHelp()
{
    return "       gmonview stats [--alpha A] [--format text|json] EXE GMON...\n"
           "                                               runs of one program as a sample\n";
}

std::string doctorHelp()
{
    return "       gmonview doctor EXE [GMON...]            what may be wrong with a profile\n";
}

std::string disasmHelp()
{
    return "       gmonview disasm [--att] EXE GMON... FUNCTION\n"
           "                                               a function's instructions with\n"
           "                                               their samples and calls\n";
}

std::string linesHelp()
{
    return "       gmonview lines EXE GMON... [--coverage-dir DIR] [--format text|json|csv]\n"
           "                                               each line's samples beside its\n"
           "                                               exact executions (gcov)\n";
}

std::string exportHelp()
{
    std::string help =
        "       gmonview export --format FORMAT [-o FILE] EXE [GMON...]\n"
        "                                               the profile for another tool, in\n"
        "                                               one of these FORMATs:\n";
    // From the registry, so that a format added is a format listed.
    for (const ExportFormatInfo &f : exportFormats()) {
        std::string name = std::string("         ") + f.name;
        name.resize(std::max<size_t>(name.size() + 1, 22), ' ');
        help += name + f.summary + "\n";
    }
    return help;
}

ReportOutput report(const std::vector<std::string> &args)
{
    return runReport(args);
}

} // namespace

const std::vector<Command> &commands()
{
    static const std::vector<Command> table = {
        {"report", reportHelp, report},    {"diff", diffHelp, runDiff},
        {"stats", statsHelp, runStats},    {"doctor", doctorHelp, runDoctor},
        {"export", exportHelp, runExport}, {"disasm", disasmHelp, runDisasm},
        {"lines", linesHelp, runLines},
    };
    return table;
}

const Command *findCommand(std::string_view name)
{
    for (const Command &c : commands())
        if (name == c.name)
            return &c;
    return nullptr;
}

std::string gmonviewHelp()
{
    std::string help = "usage: gmonview [EXECUTABLE [GMON-FILE...]]      the window\n"
                       "       gmonview NEW-EXE NEW-GMON... --compare-with BASE-EXE BASE-GMON...\n"
                       "                                               the window, comparing\n";
    for (const Command &c : commands())
        help += c.helpLines();
    help += "See gmonview(1).\n";
    return help;
}

} // namespace gmonview
