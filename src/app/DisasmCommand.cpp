// SPDX-License-Identifier: MIT
#include "app/DisasmCommand.h"

#include "io/Disassembler.h"
#include "io/ElfImage.h"
#include "io/dwarf/DwarfFunctionTable.h"
#include "io/dwarf/DwarfLineTable.h"
#include "model/engine/InstructionProfile.h"
#include "model/engine/ProfilePipeline.h"
#include "model/engine/SymbolTable.h"

#include <cinttypes>
#include <cstdio>
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
    ReportOutput out;
    out.err = "gmonview disasm: " + message + "\n" + (usage ? kDisasmUsage : "");
    out.exitCode = 2;
    return out;
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

// The symbol FUNCTION names (raw or demangled), -1 if none.
int functionNamed(const ProfileResult &profile, const std::string &function)
{
    for (size_t i = 0; i < profile.symbols.size(); ++i) {
        const ProfileSymbol &s = profile.symbols[i];
        if (s.isFunction && (s.name == function || s.displayName == function))
            return int(i);
    }
    return -1;
}

bool isThumb(const ElfImage &elf, uint64_t address)
{
    for (const ElfSymbol &s : elf.symbols())
        if (s.value == address && s.thumb)
            return true;
    return false;
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

// ROW's instruction, with the function a direct call or jump goes to
// (found in SYMBOLS, the profile's table, as a call's callee is).
std::string instructionText(const InstructionRow &row, const ProfileResult &profile,
                            const SymbolTable &symbols)
{
    const Instruction &i = row.instruction;
    std::string text = i.mnemonic + (i.operands.empty() ? "" : " " + i.operands);
    if (!i.target)
        return text;
    int s = symbols.lookup(*i.target);
    while (s > 0 && !profile.symbol(s).isFunction)
        --s;
    if (s < 0)
        return text;
    const ProfileSymbol &to = profile.symbol(s);
    char offset[24] = "";
    if (*i.target != to.address)
        std::snprintf(offset, sizeof offset, "+0x%" PRIx64, *i.target - to.address);
    return text + " <" + to.displayName + offset + ">";
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
                       const InstructionSources &sources)
{
    char header[160];
    std::snprintf(header, sizeof header, "# %s: 0x%" PRIx64 "-0x%" PRIx64 ", %s samples, ",
                  s.displayName.c_str(), p.low, p.high, samplesText(p.samples).c_str());
    std::string out = header;
    out += p.bytesPerBin > 0 ? samplesText(p.bytesPerBin) + " bytes per bin\n"
                             : std::string("no histogram\n");
    if (!sources.lines)
        out += "# no line information (built without -g, or stripped)\n";
    if (!sources.functions)
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
std::string rowsText(const InstructionProfile &p, const ProfileResult &profile,
                     const SymbolTable &symbols)
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
               instructionText(row, profile, symbols) + "\n";
    }
    return out;
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
    const auto analysed = analyze(request);
    if (!analysed)
        return failure(analysed.error().message);
    const ProfileResult &profile = *analysed->profile;
    const int symbol = functionNamed(profile, function);
    if (symbol < 0)
        return failure(request.executablePath + ": has no function named '" + function + "'");
    const ElfImage &elf = *analysed->executable->elf;
    auto disassembler = Disassembler::forImage(elf, request.executablePath, read.syntax);
    if (!disassembler)
        return failure(disassembler.error().message);

    ReportOutput out;
    InstructionSources sources;
    sources.disassembler = disassembler->get();
    sources.thumb = isThumb(elf, profile.symbol(symbol).address);
    sources.callSlot = 2 * elf.addressSize();
    auto lines = DwarfLineTable::read(elf, request.executablePath);
    if (lines && !lines->empty())
        sources.lines = &*lines;
    auto functions = DwarfFunctionTable::read(elf, request.executablePath);
    if (functions && !functions->functions().empty())
        sources.functions = &*functions;
    const InstructionProfile p = instructionProfile(profile, *analysed->sum, symbol, sources);
    out.out = headerText(profile.symbol(symbol), p, sources);
    out.out += rowsText(p, profile, *analysed->executable->symbols);
    return out;
}

} // namespace gmonview
