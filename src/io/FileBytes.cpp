#include "FileBytes.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gmonview {

namespace {
// "%1: cannot open: %2" and the like: the file, then the system's reason.
Error systemError(const std::string &path, const char *context, const char *what)
{
    const std::string reason = std::strerror(errno);
    return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: %2: %3"), path, Message(context, what),
                 reason};
}
} // namespace

Result<std::vector<std::byte>> readFileBytes(const std::string &path, uint64_t maxSize)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return systemError(path, GMONVIEW_TR_NOOP("gmonview::io", "cannot open"));
    struct stat st
    {};
    if (::fstat(fd, &st) != 0) {
        const Error e = systemError(path, GMONVIEW_TR_NOOP("gmonview::io", "cannot read"));
        ::close(fd);
        return e;
    }
    if (S_ISDIR(st.st_mode)) {
        ::close(fd);
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: is a directory, not a file"), path};
    }
    auto tooLarge = [&](uint64_t size) {
        ::close(fd);
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: is %2 MiB, larger than the %3 MiB this kind of "
                                      "file can sensibly be"),
                     path, size >> 20, maxSize >> 20};
    };
    if (S_ISREG(st.st_mode) && uint64_t(st.st_size) > maxSize)
        return tooLarge(uint64_t(st.st_size));
    std::vector<std::byte> bytes;
    if (S_ISREG(st.st_mode))
        bytes.reserve(static_cast<size_t>(st.st_size));
    std::byte buffer[1 << 16];
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            const Error e = systemError(path, GMONVIEW_TR_NOOP("gmonview::io", "cannot read"));
            ::close(fd);
            return e;
        }
        if (n == 0)
            break;
        bytes.insert(bytes.end(), buffer, buffer + n);
        if (bytes.size() > maxSize)
            return tooLarge(bytes.size());
    }
    ::close(fd);
    return bytes;
}

Result<void> writeFileAtomically(const std::string &path, std::span<const std::byte> bytes)
{
    std::string temp = path + ".XXXXXX";
    const int fd = ::mkstemp(temp.data());
    if (fd < 0)
        return systemError(
            path, GMONVIEW_TR_NOOP("gmonview::io", "cannot create a temporary file beside it"));
    size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            const Error e = systemError(path, GMONVIEW_TR_NOOP("gmonview::io", "cannot write"));
            ::close(fd);
            ::unlink(temp.c_str());
            return e;
        }
        done += static_cast<size_t>(n);
    }
    // Same permissions as a file created by fopen: 0666 less the umask.
    const mode_t mask = ::umask(0);
    ::umask(mask);
    ::fchmod(fd, 0666 & ~mask);
    if (::fsync(fd) != 0 || ::close(fd) != 0) {
        const Error e = systemError(path, GMONVIEW_TR_NOOP("gmonview::io", "cannot write"));
        ::unlink(temp.c_str());
        return e;
    }
    if (::rename(temp.c_str(), path.c_str()) != 0) {
        const Error e = systemError(path, GMONVIEW_TR_NOOP("gmonview::io", "cannot replace"));
        ::unlink(temp.c_str());
        return e;
    }
    return {};
}

} // namespace gmonview
