// SPDX-License-Identifier: MIT
#include "app/Commands.h"
#include "io/Capstone.h"
#include "io/FileBytes.h"

#include <cstdint>
#include <cstdlib>
#include <cstdio>
#include <dlfcn.h>
#include <limits.h>
#include <malloc.h>
#include <sys/mman.h>
#include <span>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

// The heap keeps what it frees (up to twice 256 MiB) instead of handing
// large blocks back to the kernel and faulting fresh pages in for the next
// (the executable's bytes, the report's text); a tenth less time on a
// 20,000-function report, the same peak memory. And it is reserved at once
// and backed by transparent huge pages, what glibc's own
// glibc.malloc.hugetlb=1 does, which only the environment of a new process
// could ask for: one page fault per 2 MiB instead of per 4 KiB. Measured on the 20,000-function program of bench/check.sh (GNU
// time, this 2-core machine): report -b 14,077 minor faults and 0.43-0.48 s
// before, about 700 and 0.12-0.18 s after; -b -l -p 38,600 faults and 1.3 s
// before, 900 and 0.38 s after; peak memory 64 MB before, 66 MB after.
void keepTheHeap()
{
    constexpr size_t kPad = size_t(256) << 20;
    mallopt(M_MMAP_THRESHOLD, int(kPad));
    mallopt(M_TRIM_THRESHOLD, int(2 * kPad));
    mallopt(M_TOP_PAD, int(kPad));
    // A block larger than what is left grows the heap by itself and the pad.
    void *probe = std::malloc(size_t(1) << 20);
    if (!probe)
        return;
    const auto at = reinterpret_cast<uintptr_t>(probe);
    const auto end = reinterpret_cast<uintptr_t>(sbrk(0));
    const struct mallinfo2 info = mallinfo2();
    constexpr uintptr_t kHuge = uintptr_t(2) << 20;
    const uintptr_t from = (at + kHuge - 1) & ~(kHuge - 1);
    // Only inside the heap sbrk grew (where brk could not grow, glibc maps
    // elsewhere, and a range up to the break would cover other mappings).
    if (end != uintptr_t(-1) && at < end && end - at <= info.arena && from < end)
        madvise(reinterpret_cast<void *>(from), end - from, MADV_HUGEPAGE);
    std::free(probe);
}

std::string executableDirectory()
{
    char buf[PATH_MAX];
    const ssize_t n = ::readlink("/proc/self/exe", buf, sizeof buf - 1);
    if (n <= 0)
        return ".";
    std::string path(buf, static_cast<size_t>(n));
    const size_t slash = path.rfind('/');
    return slash == std::string::npos ? "." : path.substr(0, slash);
}

// Loads the GUI library beside the executable (build tree) or in the
// installed library folder, and runs it.
int runGui(int argc, char **argv)
{
    const std::string dir = executableDirectory();
    const std::string candidates[] = {dir + "/libgmonview_gui.so",
                                      dir + "/../" GMONVIEW_LIBDIR "/gmonview/libgmonview_gui.so"};
    std::string errors;
    for (const std::string &path : candidates) {
        void *handle = ::dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (!handle) {
            errors += std::string("  ") + ::dlerror() + "\n";
            continue;
        }
        using GuiMain = int (*)(int, char **);
        auto guiMain = reinterpret_cast<GuiMain>(::dlsym(handle, "gmonview_gui_main"));
        if (!guiMain) {
            std::fprintf(stderr, "gmonview: %s has no GUI entry point\n", path.c_str());
            return 1;
        }
        return guiMain(argc, argv);
    }
    std::fprintf(stderr,
                 "gmonview: cannot load the GUI library:\n%s"
                 "(`gmonview report ...` works without it)\n",
                 errors.c_str());
    return 1;
}

} // namespace

int main(int argc, char *argv[])
{
    // Answered without a display.
    if (argc == 2 && (std::string(argv[1]) == "--version" || std::string(argv[1]) == "-v")) {
        std::printf("gmonview %s\n", GMONVIEW_VERSION);
        return 0;
    }
    if (argc == 2 && (std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h")) {
        const std::string help = gmonview::gmonviewHelp();
        std::fwrite(help.data(), 1, help.size(), stdout);
        return 0;
    }
    if (const gmonview::Command *command = gmonview::findCommand(argc > 1 ? argv[1] : "")) {
        keepTheHeap();
        // The doctor decodes call sites: capstone loads while the files are read.
        gmonview::capstone::loadInBackground();
        const gmonview::ReportOutput r = command->run({argv + 2, argv + argc});
        // A report that did not reach its reader (a full disk, a closed
        // pipe) is a failed command, whatever it found.
        const auto written =
            gmonview::writeAll(STDOUT_FILENO, std::as_bytes(std::span(r.out)), "standard output");
        std::fwrite(r.err.data(), 1, r.err.size(), stderr);
        if (!written) {
            std::fprintf(stderr, "gmonview %s: %s\n", command->name,
                         written.error().message.c_str());
            return 2;
        }
        return r.exitCode;
    }
    // The window too: its load runs in pool threads, which would each get
    // an arena of their own, outside the heap given huge pages (measured as
    // above, start to a filled profile and exit: 0.31 s and 18,800 faults
    // before, 0.15-0.23 s and 4,900 after; peak memory 95 MB before and after).
    mallopt(M_ARENA_MAX, 1);
    keepTheHeap();
    return runGui(argc, argv);
}
