// SPDX-License-Identifier: MIT
#include "model/graph/Graphviz.h"

#include "io/LazyLibrary.h"

#if !defined(GMONVIEW_GVC_LIBRARY) || !defined(GMONVIEW_CGRAPH_LIBRARY) ||                         \
    !defined(GMONVIEW_GV_DOT_PLUGIN) || !defined(GMONVIEW_GV_CORE_PLUGIN)
#error "the libraries dlopen loads are set by src/model/graph/CMakeLists.txt"
#endif

namespace gmonview::graphviz {

namespace {

// The plugins' table, as gvContextPlugins reads it: built in, no config file.
lt_symlist_t g_builtins[3]{};

bool load(Api &a, std::string &error)
{
    constexpr const char *cgraphFile = GMONVIEW_CGRAPH_LIBRARY, *gvcFile = GMONVIEW_GVC_LIBRARY,
                         *dotFile = GMONVIEW_GV_DOT_PLUGIN, *coreFile = GMONVIEW_GV_CORE_PLUGIN;
    void *cgraph = openLibrary(cgraphFile, error);
    void *gvc = openLibrary(gvcFile, error);
    void *dot = openLibrary(dotFile, error);
    void *core = openLibrary(coreFile, error);
    if (!cgraph || !gvc || !dot || !core)
        return false;
    const Agdesc_t *directed = nullptr;
    void *dotPlugin = nullptr, *corePlugin = nullptr;
    bool ok = resolveSymbol(cgraph, cgraphFile, "agopen", a.open, error);
    ok = resolveSymbol(cgraph, cgraphFile, "agclose", a.close, error) && ok;
    ok = resolveSymbol(cgraph, cgraphFile, "agsubg", a.subgraph, error) && ok;
    ok = resolveSymbol(cgraph, cgraphFile, "agnode", a.node, error) && ok;
    ok = resolveSymbol(cgraph, cgraphFile, "agedge", a.edge, error) && ok;
    ok = resolveSymbol(cgraph, cgraphFile, "agsafeset", a.set, error) && ok;
    ok = resolveSymbol(cgraph, cgraphFile, "Agdirected", directed, error) && ok;
    ok = resolveSymbol(gvc, gvcFile, "gvContextPlugins", a.contextPlugins, error) && ok;
    ok = resolveSymbol(gvc, gvcFile, "gvLayout", a.layout, error) && ok;
    ok = resolveSymbol(gvc, gvcFile, "gvFreeLayout", a.freeLayout, error) && ok;
    ok = resolveSymbol(gvc, gvcFile, "gvFreeContext", a.freeContext, error) && ok;
    ok = resolveSymbol(dot, dotFile, "gvplugin_dot_layout_LTX_library", dotPlugin, error) && ok;
    ok = resolveSymbol(core, coreFile, "gvplugin_core_LTX_library", corePlugin, error) && ok;
    if (!ok)
        return false;
    a.directed = *directed;
    g_builtins[0] = {"gvplugin_dot_layout_LTX_library", dotPlugin};
    g_builtins[1] = {"gvplugin_core_LTX_library", corePlugin};
    a.builtins = g_builtins;
    return true;
}

LazyLibrary<Api> &library()
{
    static LazyLibrary<Api> l(load);
    return l;
}

} // namespace

const Api *api()
{
    return library().api();
}

const std::string &loadError()
{
    return library().error();
}

} // namespace gmonview::graphviz
