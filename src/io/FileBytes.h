#pragma once

#include "Result.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gmonview {

// Reads a whole regular file into memory. Errors name the file: it does not
// exist, is a directory, could not be read, or is larger than MAX_SIZE bytes
// (a regular file is refused before anything is read; a pipe once it passes
// MAX_SIZE).
Result<std::vector<std::byte>> readFileBytes(const std::string &path,
                                             uint64_t maxSize = UINT64_MAX);

// Writes bytes to PATH through a temporary file in the same folder and a
// rename, so a failure leaves any old file as it was.
Result<void> writeFileAtomically(const std::string &path, std::span<const std::byte> bytes);
// The same for text (a report, an annotated source, an export), uncopied.
inline Result<void> writeFileAtomically(const std::string &path, std::string_view text)
{
    return writeFileAtomically(path, std::as_bytes(std::span(text.data(), text.size())));
}

} // namespace gmonview
