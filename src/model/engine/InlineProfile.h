// SPDX-License-Identifier: MIT
#pragma once

#include "model/engine/ProfileResult.h"

#include <memory>
#include <string>

namespace gmonview {

class DwarfFunctionTable;
class RunSum;

// PROFILE (analyzeProfile's of SUM) with the self time of its functions
// split among the functions inlined into them: each histogram bin is
// shared by overlap (as among symbols) among the pieces of code DWARF's
// DW_TAG_inlined_subroutine ranges cut the functions into, and each piece
// is credited to its innermost inlined function. A symbol is appended per
// inlined function and call site that got samples (ProfileSymbol::
// inlinedInto: nested copies under the copy they are inlined into), and
// the function holding it keeps the rest of its self time, so that a
// function's own time and its inlined functions' add up to its self time
// before. The appended symbols have time and samples only: no calls (mcount
// never runs for inlined code), no arcs, no place in the call graph. The
// first symbols, their arcs and cycles stay as they were.
std::shared_ptr<const ProfileResult> withInlinedFunctions(const ProfileResult &profile,
                                                          const RunSum &sum,
                                                          const DwarfFunctionTable &functions);

// How the flat profile names SYMBOL: its name, and for an inlined function
// where it is inlined, out to the function it is part of: "work, inlined
// into main at y.c:17", or through another inlined function "leaf, inlined
// into work at y.c:5, into main at y.c:17" (files by their base names).
std::string inlinedName(const ProfileResult &profile, int symbol);

// PROFILE has inlined functions appended (withInlinedFunctions found some).
inline bool hasInlinedFunctions(const ProfileResult &profile)
{
    return !profile.symbols.empty() && profile.symbols.back().inlinedInto >= 0;
}

// The out-of-line function SYMBOL is part of: itself when it is not inlined.
int inlineContainer(const ProfileResult &profile, int symbol);

} // namespace gmonview
