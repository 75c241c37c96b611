// SPDX-License-Identifier: MIT
#pragma once

#include "io/Result.h"
#include "io/Stop.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gmonview {

// Reads a whole regular file into memory. Errors name the file: it does not
// exist, is a directory, is not a regular file (a FIFO or a device, which
// might never end: opened without waiting for a writer, and not read), could
// not be read, or is larger than MAX_SIZE bytes (refused before anything is
// read, or when it grows past it while being read). STOP is asked every 16 MiB:
// a read no longer wanted ends there, with an error for the caller to drop.
// MODIFIED, when given, receives the file's modification time (seconds
// since the epoch) from the same look at it.
Result<std::vector<std::byte>> readFileBytes(const std::string &path,
                                             uint64_t maxSize = UINT64_MAX,
                                             const StopRequested &stop = {},
                                             int64_t *modified = nullptr);

// The first N bytes of PATH (fewer if it is shorter), or nothing when it is
// not a regular file that can be read: for sniffing a file's kind, never
// waiting on a FIFO.
std::vector<std::byte> readFileHead(const std::string &path, size_t n);

// Writes BYTES to PATH, so that a failure leaves what was there as it was
// and nothing but PATH changes:
// - "-" is standard output;
// - a symbolic link is written through (the file it names is written);
// - a regular file is replaced atomically, through a temporary file beside
//   it and a rename, keeping its mode and, where allowed, its owner; one the
//   user may not write (or, as root, one with no write bit) is refused;
// - a device, FIFO or socket is written in place;
// - a file that is one of INPUTS (the same device and inode, whatever the
//   name) is refused, since writing it would destroy what was read.
Result<void> writeFileAtomically(const std::string &path, std::span<const std::byte> bytes,
                                 const std::vector<std::string> &inputs = {});
// The same for text (a report, an annotated source, an export), uncopied.
inline Result<void> writeFileAtomically(const std::string &path, std::string_view text,
                                        const std::vector<std::string> &inputs = {})
{
    return writeFileAtomically(path, std::as_bytes(std::span(text.data(), text.size())), inputs);
}

// Writes all of BYTES to the open descriptor FD (standard output, a device),
// retrying short writes; the error names NAME.
Result<void> writeAll(int fd, std::span<const std::byte> bytes, const std::string &name);

} // namespace gmonview
