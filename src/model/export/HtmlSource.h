// SPDX-License-Identifier: MIT
#pragma once

#include "model/export/Exporters.h"

#include <set>
#include <string>
#include <vector>

namespace gmonview {

// The HTML report's section on HOT's source, from INPUT's line profile, as
// INPUT allows embedding (withSource, sourceFolders), appended to OUT.
// Returns the functions it shows; LEFT_OUT gains the files found but not
// embedded, being outside the folders allowed.
std::set<int> writeHtmlSource(std::string &out, const ExportInput &input,
                              const ProfileResult &profile, const std::vector<int> &hot,
                              std::set<std::string> &leftOut);

} // namespace gmonview
