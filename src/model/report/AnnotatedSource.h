// SPDX-License-Identifier: MIT
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gmonview {

struct ProfileResult;
struct ReportOptions;
class SymbolSpecs;

// A file -y asks to write: its name and contents.
struct AnnotatedFile
{
    std::string name;
    std::string text;
};

// The text of a source file, by the name the debug information gives it;
// nothing when it cannot be had.
using SourceProvider = std::function<std::optional<std::string>(const std::string &path)>;

// Reads each source from disk where gprof -A looks for it: the path itself,
// then in SEARCH_PATHS (-I) as locateSource does.
SourceProvider diskSourceProvider(std::vector<std::string> searchPaths);

// gprof -A's listing.
struct AnnotatedListing
{
    std::string text;                 // for standard output; empty with -y
    std::vector<AnnotatedFile> files; // with -y: "FILE-ann" files to write
    std::string warnings;             // one line per source that could not be had
};

// Each source file of PROFILE with its lines' execution counts, as gprof
// prints it with OPTIONS (-x -m -t -y -z). The text comes from SOURCE, which
// is asked once per file with the name in PROFILE. FIRST_OUTPUT: nothing was
// printed before, so the first file needs no form feed.
[[nodiscard]] AnnotatedListing annotateSource(const ProfileResult &profile,
                                              const SymbolSpecs &specs,
                                              const ReportOptions &options,
                                              const SourceProvider &source, bool firstOutput);

} // namespace gmonview
