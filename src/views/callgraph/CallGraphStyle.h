// SPDX-License-Identifier: MIT
#pragma once

#include "model/graph/CallGraph.h"
#include "model/graph/CallGraphStyle.h"
#include "model/stats/ProfileCompare.h"

#include <QColor>
#include <QFont>
#include <QString>
#include <QStringList>

// How the window draws the call graph, over model/graph/CallGraphStyle.h
// (the colours, widths and texts every drawing shares): fonts, comparison
// colours, inks that follow the palette, and texts in the reader's language.
namespace gmonview::graphstyle {

// Between a node's border and its text.
inline constexpr qreal kPadding = 6;

QFont nodeFont();

// COLOUR as Qt's.
QColor colour(Rgb colour);

// A node's fill while comparing: a red for significantly slower, a green
// for significantly faster, stronger the bigger the change (a change from
// nothing at full strength); light grey for everything else. Light fills
// under black text, as heat's: they read on light and dark palettes alike.
QColor deltaFill(const FunctionDelta *delta);

// The ink of a call into a significantly slower (red) or faster (green)
// function: the way to the change. Invalid for any other call.
QColor deltaInk(const FunctionDelta *delta);

// The line a compared node adds under its share: what changed (nothing
// for a function without samples on either side).
QString deltaLine(const FunctionDelta &d);

// The comparison's figures of a node, for its tooltip.
QString deltaTip(const FunctionDelta &d, double alpha);

// Ink for edges and their labels, and the cycle colour, from the palette,
// so that the graph reads on light and dark desktops alike.
bool darkPalette();

// Exports carry the background the inks were chosen for.
QColor backgroundInk();

QColor edgeInk();

QColor cycleInk();

// A node's name as the window shows it: a cycle's in the reader's language.
QString shownName(const CallGraphNode &n, bool shortened);

QStringList nodeLines(const CallGraphNode &n, const FunctionDelta *delta);

QFont callCountFont();

} // namespace gmonview::graphstyle
