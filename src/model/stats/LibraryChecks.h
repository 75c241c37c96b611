// SPDX-License-Identifier: MIT
#pragma once

#include "model/stats/ProfileDoctor.h"

#include <optional>
#include <string>
#include <vector>

namespace gmonview {

// The doctor's findings about RUN when it is glibc's profile of the shared
// library EXE (LD_PROFILE; io/LibraryProfile.h), none otherwise:
// - ForeignRun: its histogram does not cover the library's code, or calls
//   enter it at addresses where no function of the library starts (another
//   library, or another build of it);
// - LibraryProfile: what such a profile counts (calls through the PLT
//   only; callers outside as one) and that the file sums every process that
//   used the folder;
// - LibraryProfileOpen: a process has the file mapped still, updating it;
// - LibraryCallsMerged: calls from outside the library into a function that
//   starts in the same span as another (32 bytes on 64-bit targets, 16 on
//   32-bit ones: glibc files calls under the callee's span and the caller,
//   and every outside caller is the same), which glibc counts as calls into
//   whichever of the two was called first.
std::vector<Finding> examineLibraryRun(const Executable &exe, const GmonFile &run);

// Why glibc writes no profile of the shared library LIBRARY (read from
// PATH): it has no PLT relocations (ld.so then skips it without a word).
// Nothing when it has them.
std::optional<Message> whyNoLibraryProfile(const ElfImage &library, const std::string &path);

} // namespace gmonview
