// SPDX-License-Identifier: MIT
#include "app/DisasmCommand.h"

#include "app/CommandText.h"

#include "io/Disassembler.h"
#include "io/ElfImage.h"
#include "io/dwarf/DwarfFunctionTable.h"
#include "io/dwarf/DwarfLineTable.h"
#include "model/engine/InstructionReader.h"
#include "model/engine/ProfilePipeline.h"
#include "model/stats/ProfileDoctor.h"

#include <cinttypes>
#include <cstdio>
#include <memory>
#include <optional>

namespace gmonview {

namespace {

const char *kDisasmUsage =
    "Usage: gmonview disasm [--att] EXE GMON... FUNCTION\n"
    "The instructions of FUNCTION, one per line, tab-separated: address, samples\n"
    "(the histogram's, a bin shared among the instructions it covers), calls made\n"
    "there (exact, from the runs' call sites; empty when none), instruction. Source\n"
    "lines and inlined functions are '#' lines between them. --att: AT&T syntax\n"
    "on x86 (Intel by default). Exit status: 0; 2 on bad input.\n";

ReportOutput failure(const std::string &message, bool usage = false)
{
    return cli::failure("disasm", message, usage ? kDisasmUsage : "");
}

// Samples as a decimal with up to three places, no trailing zeros.
std::string samplesText(double samples)
{
    char text[48];
    std::snprintf(text, sizeof text, "%.3f", samples);
    std::string s = text;
    while (s.back() == '0')
        s.pop_back();
    if (s.back() == '.')
        s.pop_back();
    return s == "-0" ? "0" : s;
}

// The source of ROW as comment lines, when it differs from the last row's.
std::string sourceLines(const InstructionRow &row, const InstructionRow *last)
{
    if (last && last->file == row.file && last->line == row.line &&
        last->inlineChain.size() == row.inlineChain.size() &&
        (row.inlineChain.empty() ||
         last->inlineChain.back().function == row.inlineChain.back().function))
        return {};
    std::string out;
    for (const InlineFrame &f : row.inlineChain)
        out += "# inlined: " + f.function + " (called at " +
               (f.callFile.empty() ? std::string("?") : f.callFile) + ":" +
               std::to_string(f.callLine) + ")\n";
    if (!row.file.empty())
        out += "# " + row.file + ":" + std::to_string(row.line) + "\n";
    return out;
}

// The command line read: the files (the executable, its runs and the
// function) and the syntax; or, for --help or arguments in error, the
// answer.
struct DisasmArgs
{
    std::vector<std::string> files;
    AsmSyntax syntax = AsmSyntax::Intel;
    std::optional<ReportOutput> answer;
};

DisasmArgs readArgs(const std::vector<std::string> &args)
{
    DisasmArgs read;
    for (const std::string &a : args) {
        if (a == "--help" || a == "-h") {
            read.answer = ReportOutput{kDisasmUsage, {}, 0};
            return read;
        }
        if (a == "--att") {
            read.syntax = AsmSyntax::Att;
        } else if (a == "--intel") {
            read.syntax = AsmSyntax::Intel;
        } else if (a.size() > 1 && a[0] == '-') {
            read.answer = failure("unrecognized option '" + a + "'", true);
            return read;
        } else {
            read.files.push_back(a);
        }
    }
    if (read.files.size() < 3)
        read.answer = failure("give the executable, its runs and a function", true);
    return read;
}

// The '#' lines before the rows: the function's range and samples, and
// what the rows lack or leave out.
std::string headerText(const ProfileSymbol &s, const InstructionProfile &p,
                       const InstructionReader &reader)
{
    char header[160];
    std::snprintf(header, sizeof header, "# %s: 0x%" PRIx64 "-0x%" PRIx64 ", %s samples, ",
                  s.displayName.c_str(), p.low, p.high, samplesText(p.samples).c_str());
    std::string out = header;
    out += p.bytesPerBin > 0 ? samplesText(p.bytesPerBin) + " bytes per bin\n"
                             : std::string("no histogram\n");
    if (!reader.hasLines())
        out += "# no line information (built without -g, or stripped)\n";
    if (!reader.hasInlined())
        out += "# no inlined functions known (no DWARF debug information)\n";
    if (p.undecoded)
        out += "# " + std::to_string(p.undecoded) +
               " bytes are not instructions: data in the code, or an executable that is "
               "not the one that wrote the runs\n";
    if (p.unplacedCalls)
        out += "# " + std::to_string(p.unplacedCalls) +
               " calls were recorded where no call instruction returns: an executable "
               "that is not the one that wrote the runs\n";
    return out;
}

// The rows, one line each, with the source lines and inline chains as '#'
// lines where they change.
std::string rowsText(const InstructionProfile &p, const InstructionReader &reader)
{
    std::string out;
    const InstructionRow *last = nullptr;
    for (const InstructionRow &row : p.rows) {
        out += sourceLines(row, last);
        last = &row;
        char address[24];
        std::snprintf(address, sizeof address, "0x%" PRIx64, row.instruction.address);
        const uint64_t calls = row.callCount();
        if (row.sharedSite)
            out += "# the runs recorded the calls of the next instructions as one site\n";
        out += std::string(address) + "\t" + samplesText(row.samples) + "\t" +
               (row.calls.empty() ? std::string() : std::to_string(calls)) + "\t" +
               reader.text(row.instruction) + "\n";
    }
    return out;
}

// The first finding of DOCTOR that the runs were not written by the
// executable read (its histogram or its call sites are another build's, or
// its addresses moved), as the refusal to print rows that would be wrong.
std::optional<ReportOutput> foreignRuns(const DoctorCollector &doctor)
{
    for (const Finding &f : doctor.runFindings())
        if (f.kind == FindingKind::ForeignRun || f.kind == FindingKind::AddressShift)
            return failure(f.what.text() + "\n" + f.fix.text());
    return std::nullopt;
}

} // namespace

ReportOutput runDisasm(const std::vector<std::string> &args)
{
    const DisasmArgs read = readArgs(args);
    if (read.answer)
        return *read.answer;
    const std::vector<std::string> &files = read.files;
    AnalysisRequest request;
    request.executablePath = files.front();
    request.runs.assign(files.begin() + 1, files.end() - 1);
    const std::string function = files.back();
    DoctorCollector doctor;
    const auto analysed = analyze(doctor.attach(request));
    if (!analysed)
        return failure(analysed.error().message);
    if (auto refused = foreignRuns(doctor))
        return *refused;
    const ElfImage &elf = *analysed->executable->elf;
    std::shared_ptr<const DwarfLineTable> lines;
    if (auto table = DwarfLineTable::read(elf, request.executablePath))
        lines = std::make_shared<const DwarfLineTable>(std::move(*table));
    std::shared_ptr<const DwarfFunctionTable> functions;
    if (auto table = DwarfFunctionTable::read(elf, request.executablePath))
        functions = std::make_shared<const DwarfFunctionTable>(std::move(*table));
    auto reader = InstructionReader::create(*analysed, lines, functions, read.syntax);
    if (!reader)
        return failure(reader.error().message);
    const int symbol = (*reader)->functionNamed(function);
    if (symbol < 0)
        return failure(request.executablePath + ": has no function named '" + function + "'");
    const InstructionProfile p = (*reader)->read(symbol);
    ReportOutput out;
    out.out = headerText(analysed->profile->symbol(symbol), p, **reader);
    out.out += rowsText(p, **reader);
    return out;
}

} // namespace gmonview
