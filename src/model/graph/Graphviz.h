// SPDX-License-Identifier: MIT
#pragma once

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>
#include <graphviz/gvplugin.h>

#include <string>

namespace gmonview::graphviz {

// Graphviz's functions, from its libraries loaded on first use.
//
// Linked as usual, Graphviz's eight libraries were loaded at the start of
// every command, though only `export --format html` lays a graph out: on
// SQLite's report, 85 ms without them and 88-91 ms with them (the same
// binary, alternated 40 times, with LD_PRELOAD adding them), where the
// report's goal leaves about 1 ms. So, as capstone, they are opened with
// dlopen when the first graph is laid out.
struct Api
{
    decltype(&::agopen) open;
    decltype(&::agclose) close;
    decltype(&::agsubg) subgraph;
    decltype(&::agnode) node;
    decltype(&::agedge) edge;
    decltype(&::agsafeset) set;
    decltype(&::gvContextPlugins) contextPlugins;
    decltype(&::gvLayout) layout;
    decltype(&::gvFreeLayout) freeLayout;
    decltype(&::gvFreeContext) freeContext;
    Agdesc_t directed;      // Agdirected
    lt_symlist_t *builtins; // the dot layout and core plugins, built in: no config file
};

// The functions, or null when the libraries cannot be loaded (loadError()
// says why). Safe from any thread; loads once. Graphviz itself keeps global
// state: lay out one graph at a time.
const Api *api();
const std::string &loadError();

} // namespace gmonview::graphviz
