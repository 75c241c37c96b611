// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QPalette>

#include <algorithm>
#include <cmath>

// Colours of our own that must read on light and dark desktops alike,
// derived from the palette in use.
namespace gmonview::ink {

inline bool isDark(const QPalette &p)
{
    return p.color(QPalette::Base).lightness() < 128;
}

// The message bar: a tint of red (errors) or blue (news) behind the text.
inline QColor messageBackground(const QPalette &p, bool error)
{
    if (isDark(p))
        return error ? QColor(0x5c, 0x23, 0x28) : QColor(0x1e, 0x3a, 0x55);
    return error ? QColor(0xf8, 0xd7, 0xda) : QColor(0xd6, 0xe9, 0xf8);
}

// The warnings bar: a tint of amber.
inline QColor warningBackground(const QPalette &p)
{
    return isDark(p) ? QColor(0x4d, 0x3d, 0x12) : QColor(0xfc, 0xef, 0xc7);
}

inline QColor messageText(const QPalette &p)
{
    return isDark(p) ? QColor(0xf2, 0xf2, 0xf2) : QColor(0x20, 0x20, 0x20);
}

// The heat of a hot line or address range: a warm red that reads on both.
inline QColor heat()
{
    return QColor(0xd6, 0x4b, 0x3a);
}

// The background of a field whose text is wrong (a bad regular expression).
inline QColor errorBackground(const QPalette &p)
{
    return isDark(p) ? QColor(0x8b, 0x24, 0x1c) : QColor(0xc0, 0x39, 0x2b);
}

// A comparison's rows: significantly slower (a red tint) or faster (green).
inline QColor slowerBackground(const QPalette &p)
{
    return isDark(p) ? QColor(0x6b, 0x26, 0x26) : QColor(0xf6, 0xc9, 0xc4);
}

inline QColor fasterBackground(const QPalette &p)
{
    return isDark(p) ? QColor(0x1f, 0x55, 0x33) : QColor(0xc8, 0xeb, 0xd0);
}

// A run's cell in the runs x functions table, by how far the run departs
// from the others (DEPARTURE standard deviations): no tint within one,
// growing to full at four; warm where the run spent more time, cool where
// less (blue and orange, told apart by the colour-blind too). Text on the
// full tints keeps 4.5:1 (tst_runmatrix checks).
inline QColor departureFull(const QPalette &p, bool above)
{
    if (isDark(p))
        return above ? QColor(0x8a, 0x3b, 0x12) : QColor(0x1f, 0x4f, 0x86);
    return above ? QColor(0xf5, 0xa6, 0x6e) : QColor(0x93, 0xc0, 0xea);
}

inline QColor departureBackground(const QPalette &p, double departure)
{
    const QColor base = p.color(QPalette::Base);
    if (!(std::fabs(departure) > 1))
        return base;
    const double a = std::min(1.0, (std::fabs(departure) - 1) / 3);
    const QColor full = departureFull(p, departure > 0);
    return QColor::fromRgbF(float(base.redF() + (full.redF() - base.redF()) * a),
                            float(base.greenF() + (full.greenF() - base.greenF()) * a),
                            float(base.blueF() + (full.blueF() - base.blueF()) * a));
}

// Text that warns, on the window's background.
inline QColor warningText(const QPalette &p)
{
    return isDark(p) ? QColor(0xff, 0x8a, 0x80) : QColor(0xa0, 0x30, 0x30);
}

// A dark palette of the kind dark desktop themes set, for the screenshots
// and the tests that check every view reads on it.
inline QPalette sampleDarkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(45, 45, 48));
    p.setColor(QPalette::WindowText, QColor(230, 230, 230));
    p.setColor(QPalette::Base, QColor(30, 30, 32));
    p.setColor(QPalette::AlternateBase, QColor(40, 40, 44));
    p.setColor(QPalette::Text, QColor(230, 230, 230));
    p.setColor(QPalette::Button, QColor(50, 50, 54));
    p.setColor(QPalette::ButtonText, QColor(230, 230, 230));
    p.setColor(QPalette::Highlight, QColor(42, 130, 218));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, QColor(60, 60, 64));
    p.setColor(QPalette::ToolTipText, QColor(230, 230, 230));
    p.setColor(QPalette::PlaceholderText, QColor(150, 150, 150));
    return p;
}

// WCAG 2's contrast ratio of two colours: 1 (none) to 21 (black on white).
inline double contrastRatio(const QColor &a, const QColor &b)
{
    auto luminance = [](const QColor &c) {
        auto channel = [](double v) {
            return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) +
               0.0722 * channel(c.blueF());
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The % bar behind the flat profile's numbers: the palette's highlight
// over the base, as strong as it can be while the text on it keeps 4.5:1,
// and at least 1.5:1 against the base where the palette allows (a fixed
// tint vanished on dark palettes: navy at a quarter on dark grey).
inline QColor percentBar(const QPalette &p)
{
    const QColor base = p.color(QPalette::Base), high = p.color(QPalette::Highlight);
    const QColor text = p.color(QPalette::Text);
    auto blend = [&](double a) {
        return QColor::fromRgbF(float(base.redF() + (high.redF() - base.redF()) * a),
                                float(base.greenF() + (high.greenF() - base.greenF()) * a),
                                float(base.blueF() + (high.blueF() - base.blueF()) * a));
    };
    QColor best = blend(0.27);
    for (double a = 0.27; a <= 0.8; a += 0.04) {
        const QColor c = blend(a);
        if (contrastRatio(text, c) < 4.5)
            break;
        best = c;
        if (contrastRatio(c, base) >= 1.5)
            break;
    }
    return best;
}

} // namespace gmonview::ink
