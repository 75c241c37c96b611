// SPDX-License-Identifier: MIT
#pragma once

#include <dlfcn.h>

#include <mutex>
#include <string>

namespace gmonview {

// A library's functions (API, a struct of pointers) from libraries opened
// with dlopen on first use: for libraries that most commands never call
// and that cost their loading time at every start (io/Capstone.h and
// model/graph/Graphviz.h say how much). Safe from any thread; LOAD runs
// once, filling the API or saying why not.
template <typename Api> class LazyLibrary
{
public:
    using Loader = bool (*)(Api &api, std::string &error);
    explicit constexpr LazyLibrary(Loader load) : m_load(load) {}

    // The functions, or null when they cannot be loaded.
    const Api *api()
    {
        std::call_once(m_once, [this] { m_ok = m_load(m_api, m_error); });
        return m_ok ? &m_api : nullptr;
    }

    // Why api() is null; empty when it is not.
    const std::string &error()
    {
        api();
        return m_error;
    }

private:
    Loader m_load;
    std::once_flag m_once;
    Api m_api{};
    bool m_ok = false;
    std::string m_error;
};

// FILE opened (and kept open: what it gives is used to the end), or null
// with ERROR saying why (when it says nothing yet).
inline void *openLibrary(const char *file, std::string &error)
{
    void *library = dlopen(file, RTLD_NOW | RTLD_LOCAL);
    if (!library && error.empty()) {
        const char *why = dlerror();
        error = why ? why : std::string("cannot load ") + file;
    }
    return library;
}

// NAME from LIBRARY (opened from FILE) into OUT, or false with ERROR
// naming what is missing (when it says nothing yet).
template <typename T>
bool resolveSymbol(void *library, const char *file, const char *name, T &out, std::string &error)
{
    out = library ? reinterpret_cast<T>(dlsym(library, name)) : nullptr;
    if (!out && error.empty())
        error = std::string(file) + " has no " + name;
    return out != nullptr;
}

} // namespace gmonview
