// SPDX-License-Identifier: MIT
#pragma once

namespace gmonview {

class SymbolSpecs;
struct ProfileResult;

// The call graph analysed, on OUT's symbols and arcs (their lists built):
// self-calls set apart, the functions numbered depth first with recursion
// cycles found and collapsed, the flags of what the graph and the time
// leave out carried along the arcs, each function's time propagated to its
// callers in proportion to the calls, and the listing's order and index
// numbers. SPECS are the include/exclude options that decide those flags.
void analyzeCallGraph(const SymbolSpecs &specs, ProfileResult &out);

} // namespace gmonview
