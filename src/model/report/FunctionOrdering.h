// SPDX-License-Identifier: MIT
#pragma once

#include "model/engine/ProfileResult.h"
#include "model/engine/SymbolTable.h"

#include <string>

namespace gmonview {

// gprof -r: a suggested order of the functions for the linker, one name a
// line, by gprof's placement algorithm (functions with many callers among
// the busiest arcs first, then chains along the busiest arcs, then the
// rest, the never-called last). CALL_GRAPH_PRINTED tells whether the call
// graph was printed first, which in gprof re-orders the arc lists it walks.
std::string functionOrdering(const ProfileResult &profile, bool callGraphPrinted,
                             bool ignoreZeros = true, bool lineGranularity = false);

// gprof -R: a suggested order of object files for the link line, from a
// profile whose symbols were built with MAP (each file's first function
// standing for the file), then the map's files that have no text symbols.
std::string fileOrdering(const ProfileResult &profile, std::vector<FunctionMapEntry> map);

} // namespace gmonview
