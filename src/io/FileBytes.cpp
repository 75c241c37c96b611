// SPDX-License-Identifier: MIT
#include "io/FileBytes.h"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <optional>
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

namespace {

// Why PATH, neither a regular file nor a directory, is not read.
Error notRegular(const std::string &path, mode_t mode)
{
    if (S_ISFIFO(mode))
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: is a FIFO, not a regular file; save "
                                                      "what it carries to a file and open that"),
                     path};
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: is a device, not a regular file; "
                                                      "copy what it holds to a file and open that"),
                     path};
    return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: is not a regular file"), path};
}

// PATH opened for reading, without waiting for a FIFO's writer, if it is a
// regular file; ST is its status.
Result<int> openRegular(const std::string &path, struct stat &st)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (fd < 0)
        return systemError(path, GMONVIEW_TR_NOOP("gmonview::io", "cannot open"));
    if (::fstat(fd, &st) != 0) {
        const Error e = systemError(path, GMONVIEW_TR_NOOP("gmonview::io", "cannot read"));
        ::close(fd);
        return e;
    }
    if (S_ISDIR(st.st_mode)) {
        ::close(fd);
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: is a directory, not a file"), path};
    }
    if (!S_ISREG(st.st_mode)) {
        ::close(fd);
        return notRegular(path, st.st_mode);
    }
    return fd;
}

} // namespace

std::vector<std::byte> readFileHead(const std::string &path, size_t n)
{
    struct stat st
    {};
    auto fd = openRegular(path, st);
    if (!fd)
        return {};
    std::vector<std::byte> head(n);
    size_t done = 0;
    while (done < n) {
        const ssize_t got = ::read(*fd, head.data() + done, n - done);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            break;
        done += size_t(got);
    }
    ::close(*fd);
    head.resize(done);
    return head;
}

Result<std::vector<std::byte>> readFileBytes(const std::string &path, uint64_t maxSize,
                                             const StopRequested &stop, int64_t *modified)
{
    struct stat st
    {};
    auto opened = openRegular(path, st);
    if (!opened)
        return opened.error();
    const int fd = *opened;
    if (modified)
        *modified = int64_t(st.st_mtime);
    auto tooLarge = [&](uint64_t size) {
        ::close(fd);
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: is %2 MiB, larger than the %3 MiB this kind of "
                                      "file can sensibly be"),
                     path, size >> 20, maxSize >> 20};
    };
    if (uint64_t(st.st_size) > maxSize)
        return tooLarge(uint64_t(st.st_size));
    // Read straight into the result, a byte more than the file holds: a
    // regular file that gives less than was asked has ended, so a file read
    // whole takes one read (10,000 runs summed made 20,000 reads, a fifth
    // of their time). One that grew meanwhile is read on, in steps of 16 MiB
    // at most, so that STOP is asked.
    constexpr size_t kStep = size_t(16) << 20;
    std::vector<std::byte> bytes(static_cast<size_t>(st.st_size) + 1);
    size_t done = 0;
    StopCheck stopped(stop, 1); // every step
    for (;;) {
        if (stopped()) {
            ::close(fd);
            return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: reading it was stopped"), path};
        }
        if (done == bytes.size())
            bytes.resize(std::min<uint64_t>(uint64_t(bytes.size()) * 2,
                                            maxSize == UINT64_MAX ? maxSize : maxSize + 1));
        const size_t want = std::min(bytes.size() - done, kStep);
        const ssize_t n = ::read(fd, bytes.data() + done, want);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            const Error e = systemError(path, GMONVIEW_TR_NOOP("gmonview::io", "cannot read"));
            ::close(fd);
            return e;
        }
        done += size_t(n);
        if (done > maxSize)
            return tooLarge(done);
        if (n == 0 || size_t(n) < want)
            break;
    }
    ::close(fd);
    bytes.resize(done);
    return bytes;
}

Result<void> writeAll(int fd, std::span<const std::byte> bytes, const std::string &name)
{
    size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return systemError(name, GMONVIEW_TR_NOOP("gmonview::io", "cannot write"));
        }
        done += static_cast<size_t>(n);
    }
    return {};
}

namespace {

// PATH with its symbolic links followed as far as they go (a link to a file
// not yet there gives that file's name), or an error for a loop.
Result<std::string> followLinks(const std::string &path)
{
    std::string at = path;
    for (int hops = 0; hops < 40; ++hops) {
        struct stat st
        {};
        if (::lstat(at.c_str(), &st) != 0 || !S_ISLNK(st.st_mode))
            return at;
        std::string target(size_t(PATH_MAX), '\0');
        const ssize_t n = ::readlink(at.c_str(), target.data(), target.size());
        if (n < 0)
            return systemError(path, GMONVIEW_TR_NOOP("gmonview::io", "cannot follow the link"));
        target.resize(size_t(n));
        if (target.empty() || target[0] != '/') {
            const size_t slash = at.rfind('/');
            target =
                (slash == std::string::npos ? std::string() : at.substr(0, slash + 1)) + target;
        }
        at = std::move(target);
    }
    errno = ELOOP;
    return systemError(path, GMONVIEW_TR_NOOP("gmonview::io", "cannot follow the link"));
}

std::string folderOf(const std::string &path)
{
    const size_t slash = path.rfind('/');
    if (slash == std::string::npos)
        return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

// Why the existing file PATH (of status ST) is not written: it is one of
// INPUTS, or a directory.
std::optional<Error> refuseExisting(const std::string &path, const struct stat &st,
                                    const std::vector<std::string> &inputs)
{
    for (const std::string &input : inputs) {
        struct stat in
        {};
        if (::stat(input.c_str(), &in) != 0 || in.st_dev != st.st_dev || in.st_ino != st.st_ino)
            continue;
        if (input == path)
            return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                          "%1: is one of the files read; writing it would "
                                          "destroy it"),
                         path};
        return Error{GMONVIEW_TR_NOOP("gmonview::io",
                                      "%1: is the same file as %2, one of the files read; "
                                      "writing it would destroy it"),
                     path, input};
    }
    if (S_ISDIR(st.st_mode))
        return Error{GMONVIEW_TR_NOOP("gmonview::io", "%1: is a directory, not a file"), path};
    return std::nullopt;
}

// A device, FIFO or socket: written as it is, never replaced.
Result<void> writeInPlace(const std::string &path, std::span<const std::byte> bytes)
{
    const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return systemError(path, GMONVIEW_TR_NOOP("gmonview::io", "cannot open"));
    auto written = writeAll(fd, bytes, path);
    if (::close(fd) != 0 && written)
        return systemError(path, GMONVIEW_TR_NOOP("gmonview::io", "cannot write"));
    return written;
}

// What the user may not write is not replaced, even where the folder would
// allow it (and, as root, a file with no write bit). ST is PATH's status.
std::optional<Error> refuseUnwritable(const std::string &path, const struct stat &st)
{
    if (::access(path.c_str(), W_OK) != 0)
        return systemError(path, GMONVIEW_TR_NOOP("gmonview::io", "cannot write"));
    if ((st.st_mode & 0222) == 0)
        return Error{
            GMONVIEW_TR_NOOP("gmonview::io", "%1: is read-only; make it writable to replace it"),
            path};
    return std::nullopt;
}

// Gives the temporary file FD the mode and, where allowed, the owner of the
// file it replaces (of status OLD), or a new file's mode where OLD is null;
// false where the mode cannot be set (errno says why).
bool setOwnerAndMode(int fd, const struct stat *old)
{
    if (old) {
        // The old file's owner where allowed (root, or a group of the
        // user's), and its mode.
        if (old->st_uid != ::geteuid() || old->st_gid != ::getegid())
            if (::fchown(fd, old->st_uid, old->st_gid) != 0)
                (void)!::fchown(fd, uid_t(-1), old->st_gid);
        return ::fchmod(fd, old->st_mode & 07777) == 0;
    }
    // As a file created by fopen: 0666 less the umask.
    const mode_t mask = ::umask(0);
    ::umask(mask);
    ::fchmod(fd, 0666 & ~mask);
    return true;
}

// BYTES written to a temporary file beside TARGET, which then replaces it
// (OLD is TARGET's status, null if there is none yet). PATH, as the caller
// gave it, names the file in errors.
Result<void> replaceFile(const std::string &path, const std::string &target,
                         std::span<const std::byte> bytes, const struct stat *old)
{
    // A short name, so that a name as long as the system allows still fits.
    std::string temp = folderOf(target) + "/.gmonview-XXXXXX";
    const int fd = ::mkostemp(temp.data(), O_CLOEXEC);
    if (fd < 0)
        return systemError(
            path, GMONVIEW_TR_NOOP("gmonview::io", "cannot create a temporary file beside it"));
    auto fail = [&] {
        const Error e = systemError(path, GMONVIEW_TR_NOOP("gmonview::io", "cannot write"));
        ::close(fd);
        ::unlink(temp.c_str());
        return e;
    };
    if (auto written = writeAll(fd, bytes, path); !written) {
        ::close(fd);
        ::unlink(temp.c_str());
        return written.error();
    }
    if (!setOwnerAndMode(fd, old))
        return fail();
    if (::fsync(fd) != 0)
        return fail();
    if (::close(fd) != 0) {
        const Error e = systemError(path, GMONVIEW_TR_NOOP("gmonview::io", "cannot write"));
        ::unlink(temp.c_str());
        return e;
    }
    if (::rename(temp.c_str(), target.c_str()) != 0) {
        const Error e = systemError(path, GMONVIEW_TR_NOOP("gmonview::io", "cannot replace"));
        ::unlink(temp.c_str());
        return e;
    }
    return {};
}

} // namespace

Result<void> writeFileAtomically(const std::string &path, std::span<const std::byte> bytes,
                                 const std::vector<std::string> &inputs)
{
    if (path == "-")
        return writeAll(STDOUT_FILENO, bytes, "standard output");
    struct stat st
    {};
    const bool exists = ::stat(path.c_str(), &st) == 0; // through links
    if (!exists && errno != ENOENT)
        return systemError(path, GMONVIEW_TR_NOOP("gmonview::io", "cannot write"));
    if (exists) {
        if (auto refused = refuseExisting(path, st, inputs))
            return *refused;
        if (!S_ISREG(st.st_mode))
            return writeInPlace(path, bytes);
        if (auto refused = refuseUnwritable(path, st))
            return *refused;
    }
    // The file replaced is the one the links lead to, not a link.
    auto followed = followLinks(path);
    if (!followed)
        return followed.error();
    return replaceFile(path, *followed, bytes, exists ? &st : nullptr);
}

} // namespace gmonview
