// SPDX-License-Identifier: MIT
#pragma once

#include "io/DirectCalls.h"
#include "model/engine/ProfileResult.h"
#include "model/engine/RunSum.h"

#include <memory>
#include <vector>

namespace gmonview {

class DwarfLineTable;

// Runs gprof's analysis (bins credited to symbols, the call graph built
// and its time propagated). With
// STATIC_CALLS (gprof -c), the direct calls found in the code are added as
// arcs with no count before cycles are found, where gprof adds them, except
// that backward calls are found too.
ProfileResult analyzeProfile(const RunSum &sum,
                             const std::vector<DirectCall> *staticCalls = nullptr);

// PROFILE with each symbol's source file and line from LINES (as gprof
// names them: attachSourceFile), for the views and exports that show files.
std::shared_ptr<const ProfileResult> withSourceFiles(const ProfileResult &profile,
                                                     const DwarfLineTable &lines);

// The arcs gprof's -c would add for CALLS to a profile: one per caller and
// callee, in gprof's order, each a call to the very start of a function
// from within a histogram. Arcs the profile already has are left out.
std::vector<ProfileArc> findStaticArcs(const ProfileResult &profile,
                                       const std::vector<DirectCall> &calls);

} // namespace gmonview
