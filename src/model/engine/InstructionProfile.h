// SPDX-License-Identifier: MIT
#pragma once

#include "io/Disassembler.h"
#include "model/engine/ProfileResult.h"
#include "model/engine/RunSum.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gmonview {

class DwarfFunctionTable;
class DwarfLineTable;

// A function inlined where an instruction is: its name and the place in
// the function around it that calls it (DW_AT_call_file and _line).
struct InlineFrame
{
    std::string function; // demangled
    std::string callFile; // empty when DWARF does not say
    uint32_t callLine = 0;
};

// One instruction of a function with what the runs say of it.
struct InstructionRow
{
    Instruction instruction;
    // The histogram's counts in its bytes: a bin's count shared by overlap
    // among the instructions it covers, as among the symbols it covers, so
    // a function's instructions add up to its samples (ProfileSymbol::samples).
    double samples = 0;
    // A bin with samples that covers it also covers code outside the
    // function, or code of another inlined function: its share is a guess.
    bool binOutsideFunction = false;
    bool binAcrossInlined = false;
    // The calls made from it, exact: each recorded call site whose return
    // address follows it, by callee (a symbol of the profile).
    struct Call
    {
        int callee = -1;
        uint64_t count = 0;
        // CALLEE was entered by a tail call (a jump) of the function this
        // instruction calls: the jump keeps the return address here, so
        // the runs record the call as made from here.
        bool throughTailCall = false;
    };
    std::vector<Call> calls;
    uint64_t callCount() const;
    // A recorded call site (see InstructionSources::callSlot) that holds
    // calls to the same function from this and other instructions: the
    // count is on the first of them, for all.
    bool sharedSite = false;
    // Its source line, empty and 0 without line information.
    std::string file;
    uint32_t line = 0;
    // The functions inlined where it is, outermost first; empty when it is
    // the function's own code or DWARF has no inlined entries.
    std::vector<InlineFrame> inlineChain;
};

struct InstructionProfile
{
    int symbol = -1;
    uint64_t low = 0;       // the function's code, as gprof credits it
    uint64_t high = 0;      // exclusive
    double bytesPerBin = 0; // 0 without a histogram
    double samples = 0;     // the rows' samples added up
    std::vector<InstructionRow> rows;
    // Bytes in the range that are not instructions (a build that is not
    // the runs' own, or data in the code).
    size_t undecoded = 0;
    // Calls recorded in a slot where no call instruction returns.
    uint64_t unplacedCalls = 0;
};

// What instructionProfile reads besides the profile; LINES and FUNCTIONS
// may be null (a program without DWARF): the rows then have no line or
// inline chain.
struct InstructionSources
{
    const Disassembler *disassembler = nullptr;
    const DwarfLineTable *lines = nullptr;
    const DwarfFunctionTable *functions = nullptr;
    bool thumb = false; // ARM: the function is Thumb code
    // How precisely the runs recorded where a call was made: glibc's mcount
    // keeps a call's return address rounded down to a slot of two words
    // (16 bytes on 64-bit targets). A call is placed on the call
    // instruction that returns into the slot and reaches the callee
    // (directly, else indirectly).
    uint64_t callSlot = 16;
    // SUM's call sites (RunSum::callSites), when the caller keeps them for
    // many functions; null: found again.
    const std::vector<RunSum::CallSite> *callSites = nullptr;
};

// The instructions of SYMBOL (a function of PROFILE, summed in SUM at
// function granularity) with their samples, calls, lines and inline chains.
InstructionProfile instructionProfile(const ProfileResult &profile, const RunSum &sum, int symbol,
                                      const InstructionSources &sources);

} // namespace gmonview
