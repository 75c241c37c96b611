#pragma once

#include "Profile.h"

#include <string>

namespace gmonview {

// gprof -r: a suggested order of the functions for the linker, one name a
// line, by gprof's placement algorithm (functions with many callers among
// the busiest arcs first, then chains along the busiest arcs, then the
// rest, the never-called last). CALL_GRAPH_PRINTED tells whether the call
// graph was printed first, which in gprof re-orders the arc lists it walks.
std::string functionOrdering(const ProfileResult &profile, bool callGraphPrinted,
                             bool ignoreZeros = true, bool lineGranularity = false);

} // namespace gmonview
