// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace gmonview {

// Runs told by their contents, not their names: GMON_OUT_PREFIX=run writes
// run.<pid>, which no fixed name pattern foresees.

// Whether the file at PATH starts as a GNU gmon file does ("gmon").
[[nodiscard]] bool hasGmonMagic(const QString &path);

// The gmon files in DIR (told by their magic), sorted by name (run.9 before
// run.10), as absolute paths.
[[nodiscard]] QStringList runsIn(const QString &dir);
// Those in the folder of EXECUTABLE.
[[nodiscard]] QStringList runsBeside(const QString &executable);

// Name patterns for a file dialog that show RUNS and their siblings: a run
// named PREFIX.<digits> (GMON_OUT_PREFIX's) gives PREFIX.*, any other its
// own name. Each pattern once, in the order of RUNS.
[[nodiscard]] QStringList runNamePatterns(const QStringList &runs);

// The patterns a dialog for gmon files offers: the usual names, and those
// of the runs found in DIR by their contents.
[[nodiscard]] QStringList profileNamePatterns(const QString &dir);

} // namespace gmonview
