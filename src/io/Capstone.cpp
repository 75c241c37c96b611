// SPDX-License-Identifier: MIT
#include "io/Capstone.h"

#include "io/LazyLibrary.h"

#include <mutex>
#include <thread>

#ifndef GMONVIEW_CAPSTONE_LIBRARY
#error "GMONVIEW_CAPSTONE_LIBRARY (the file name dlopen loads) is set by src/io/CMakeLists.txt"
#endif

namespace gmonview::capstone {

namespace {

bool load(Api &a, std::string &error)
{
    constexpr const char *file = GMONVIEW_CAPSTONE_LIBRARY;
    void *handle = openLibrary(file, error);
    if (!handle)
        return false;
    bool ok = resolveSymbol(handle, file, "cs_open", a.open, error);
    ok = resolveSymbol(handle, file, "cs_close", a.close, error) && ok;
    ok = resolveSymbol(handle, file, "cs_option", a.option, error) && ok;
    ok = resolveSymbol(handle, file, "cs_disasm", a.disasm, error) && ok;
    ok = resolveSymbol(handle, file, "cs_free", a.free, error) && ok;
    ok = resolveSymbol(handle, file, "cs_malloc", a.malloc, error) && ok;
    ok = resolveSymbol(handle, file, "cs_disasm_iter", a.disasmIter, error) && ok;
    return ok;
}

LazyLibrary<Api> &library()
{
    static LazyLibrary<Api> l(load);
    return l;
}

// The background loader, joined by its destructor at exit (before the
// dynamic loader's own clean-up, which must not meet a dlopen half done).
struct Background
{
    std::thread thread;
    ~Background()
    {
        if (thread.joinable())
            thread.join();
    }
};

} // namespace

const Api *api()
{
    return library().api();
}

const std::string &loadError()
{
    return library().error();
}

void loadInBackground()
{
    // What the thread uses is made first, so that it is destroyed after
    // the thread is joined.
    (void)library();
    static Background background;
    static std::once_flag started;
    std::call_once(started, [] { background.thread = std::thread([] { api(); }); });
}

} // namespace gmonview::capstone
