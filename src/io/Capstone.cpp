// SPDX-License-Identifier: MIT
#include "io/Capstone.h"

#include <dlfcn.h>
#include <mutex>
#include <thread>

#ifndef GMONVIEW_CAPSTONE_LIBRARY
#error "GMONVIEW_CAPSTONE_LIBRARY (the file name dlopen loads) is set by src/io/CMakeLists.txt"
#endif

namespace gmonview::capstone {

namespace {

struct Loaded
{
    Api api{};
    bool ok = false;
    std::string error;
};

Loaded &loaded()
{
    static Loaded l;
    return l;
}

std::once_flag &once()
{
    static std::once_flag flag;
    return flag;
}

template <typename F> bool resolve(void *library, const char *name, F &out, std::string &error)
{
    out = reinterpret_cast<F>(dlsym(library, name));
    if (!out && error.empty())
        error = std::string(GMONVIEW_CAPSTONE_LIBRARY) + " has no " + name;
    return out != nullptr;
}

void load()
{
    Loaded &l = loaded();
    void *library = dlopen(GMONVIEW_CAPSTONE_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *why = dlerror();
        l.error = why ? why : "cannot load " GMONVIEW_CAPSTONE_LIBRARY;
        return;
    }
    // Never closed: decoders may live until the program ends.
    Api &a = l.api;
    bool ok = resolve(library, "cs_open", a.open, l.error);
    ok = resolve(library, "cs_close", a.close, l.error) && ok;
    ok = resolve(library, "cs_option", a.option, l.error) && ok;
    ok = resolve(library, "cs_disasm", a.disasm, l.error) && ok;
    ok = resolve(library, "cs_free", a.free, l.error) && ok;
    ok = resolve(library, "cs_malloc", a.malloc, l.error) && ok;
    ok = resolve(library, "cs_disasm_iter", a.disasmIter, l.error) && ok;
    l.ok = ok;
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
    std::call_once(once(), load);
    return loaded().ok ? &loaded().api : nullptr;
}

const std::string &loadError()
{
    api();
    return loaded().error;
}

void loadInBackground()
{
    // What the thread uses is made first, so that it is destroyed after
    // the thread is joined.
    (void)loaded();
    (void)once();
    static Background background;
    static std::once_flag started;
    std::call_once(started, [] { background.thread = std::thread([] { api(); }); });
}

} // namespace gmonview::capstone
