// SPDX-License-Identifier: MIT
#pragma once

#include "model/estimate/SymbolGroups.h"
#include "views/treemap/TreemapView.h"

#include <QFontMetricsF>
#include <QString>

#include <string>

// What the treemap's painting asks of its text (squarify, its geometry, is
// in TreemapView.h for the tests).
namespace gmonview {

// NAME without what its group (BY) already says: the namespace or class of
// a function grouped by them.
std::string nameInGroup(const std::string &name, GroupBy by);

// FULL_NAME as much of it as fits in WIDTH (shortened, then cut).
QString fittedName(const std::string &fullName, const QFontMetricsF &metrics, double width);

// GROUP's key, grouped BY, as much of it as fits in WIDTH.
QString fittedKey(const SymbolGroup &group, GroupBy by, const QFontMetricsF &metrics, double width);

} // namespace gmonview
