// SPDX-License-Identifier: MIT
#include "views/callgraph/CallGraphStyle.h"

#include "model/items/DisplayFormat.h"
#include "views/common/Palette.h"

#include <QApplication>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace gmonview::graphstyle {

QFont nodeFont()
{
    QFont f;
    f.setPointSizeF(9);
    return f;
}

QColor colour(Rgb c)
{
    return QColor(c.red, c.green, c.blue);
}

// A node's fill while comparing: a red for significantly slower, a green
// for significantly faster, stronger the bigger the change (a change from
// nothing at full strength); light grey for everything else. Light fills
// under black text, as heat's: they read on light and dark palettes alike.
QColor deltaFill(const FunctionDelta *delta)
{
    if (!delta || !delta->significant ||
        (delta->status != DeltaStatus::Slower && delta->status != DeltaStatus::Faster))
        return QColor(0xdc, 0xdc, 0xdc);
    const double strength = std::isnan(delta->deltaPercent)
                                ? 1.0
                                : std::clamp(std::abs(delta->deltaPercent) / 100.0, 0.0, 1.0);
    const float saturation = float(0.2 + 0.55 * std::sqrt(strength));
    if (delta->status == DeltaStatus::Slower)
        return QColor::fromHsvF(0.0f, saturation, 1.0f);
    return QColor::fromHsvF(125.0f / 360.0f, saturation, 0.93f);
}

// The ink of a call into a significantly slower (red) or faster (green)
// function: the way to the change. Invalid for any other call.
QColor deltaInk(const FunctionDelta *delta)
{
    if (!delta || !delta->significant)
        return {};
    if (delta->status == DeltaStatus::Slower)
        return QColor::fromHsvF(0.0f, 0.85f, 0.85f);
    if (delta->status == DeltaStatus::Faster)
        return QColor::fromHsvF(125.0f / 360.0f, 0.85f, 0.6f);
    return {};
}

// The line a compared node adds under its share: what changed (nothing
// for a function without samples on either side).
QString deltaLine(const FunctionDelta &d)
{
    if (d.baseSeconds == 0 && d.newSeconds == 0)
        return {};
    if (d.status == DeltaStatus::New)
        return QObject::tr("new in New");
    if (std::isnan(d.deltaPercent))
        return QObject::tr("self Δ ≈ %1 s").arg(signedFigure(d.deltaSeconds, 3));
    return QObject::tr("self Δ ≈ %1%").arg(signedFigure(d.deltaPercent, 1));
}

// The comparison's figures of a node, for its tooltip.
QString deltaTip(const FunctionDelta &d, double alpha)
{
    auto seconds = [](double s) { return QString::number(s, 'f', 3); };
    if (d.status == DeltaStatus::New)
        return QObject::tr("<br><b>New:</b> not in Base; %1 s self time per run in New "
                           "(estimated from samples)")
            .arg(seconds(d.newSeconds));
    QString tip =
        QObject::tr("<br><b>Base → New</b>, self time per run (estimated from "
                    "samples): %1 s → %2 s, Δ %3 s")
            .arg(seconds(d.baseSeconds), seconds(d.newSeconds), signedFigure(d.deltaSeconds, 3));
    if (!std::isnan(d.deltaPercent))
        tip += QObject::tr(" (%1%)").arg(signedFigure(d.deltaPercent, 1));
    if (!std::isnan(d.ciLow) && !std::isnan(d.ciHigh))
        tip += QObject::tr("<br>%1% interval of Δ: %2 s to %3 s")
                   .arg(QString::fromStdString(confidenceText(alpha)), signedFigure(d.ciLow, 3),
                        signedFigure(d.ciHigh, 3));
    if (!std::isnan(d.pValue))
        tip += QObject::tr("<br>p = %1, adjusted for all functions p = %2")
                   .arg(QString::fromStdString(pValueText(d.pValue)),
                        QString::fromStdString(pValueText(d.adjustedP)));
    if (d.tooFewSamples)
        tip += QObject::tr("<br>Too few samples to tell either way.");
    else
        tip += d.significant ? QObject::tr("<br>A significant change.")
                             : QObject::tr("<br>No significant change.");
    if (d.callsChanged)
        tip +=
            QObject::tr("<br>Calls per run: %1 → %2").arg(perRunFigure(d.baseCalls), perRunFigure(d.newCalls));
    return tip;
}

// Ink for edges and their labels, and the cycle colour, from the palette,
// so that the graph reads on light and dark desktops alike.
bool darkPalette()
{
    return ink::isDark(QApplication::palette());
}

// Exports carry the background the inks were chosen for.
QColor backgroundInk()
{
    return QApplication::palette().color(QPalette::Base);
}

QColor edgeInk()
{
    QColor c = QApplication::palette().color(QPalette::Text);
    c.setAlphaF(0.8f);
    return c;
}

QColor cycleInk()
{
    return colour(darkPalette() ? kCycleInkDark : kCycleInk);
}

// A node's name as the window shows it: a cycle's in the reader's language.
QString shownName(const CallGraphNode &n, bool shortened)
{
    if (n.kind == CallGraphNode::Kind::Cycle && n.hiddenMembers > 0)
        return QObject::tr("<cycle %1: +%n member(s) hidden>", nullptr, n.hiddenMembers)
            .arg(n.cycle);
    if (n.kind == CallGraphNode::Kind::Cycle)
        return QObject::tr("<cycle %1 as a whole>").arg(n.cycle);
    // Shortened (CallGraphOptions::shortening); cut only past 96 characters,
    // which shortening leaves to names that differ only far inside.
    return QString::fromStdString(shortened ? elideName(n.label, 96) : n.name);
}

QStringList nodeLines(const CallGraphNode &n, const FunctionDelta *delta)
{
    QStringList lines{shownName(n, true)};
    lines << QObject::tr("%1% (%2% self)")
                 .arg(100 * n.totalShare, 0, 'f', 1)
                 .arg(100 * n.selfShare, 0, 'f', 1);
    if (n.kind == CallGraphNode::Kind::Cycle && n.hiddenMembers == 0)
        lines << QObject::tr("%n function(s), double-click to expand", nullptr, n.members);
    if (const QString line = delta ? deltaLine(*delta) : QString(); !line.isEmpty())
        lines << line;
    return lines;
}

QFont callCountFont()
{
    QFont f = nodeFont();
    f.setPointSizeF(8);
    return f;
}

} // namespace gmonview::graphstyle
