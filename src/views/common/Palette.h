// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QPalette>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string_view>

// Colours of our own that must read on light and dark desktops alike,
// derived from the palette in use.
namespace gmonview::ink {

inline bool isDark(const QPalette &p)
{
    return p.color(QPalette::Base).lightness() < 128;
}

// FROM moved towards TO by A (0: FROM, 1: TO).
inline QColor blend(const QColor &from, const QColor &to, double a)
{
    return QColor::fromRgbF(float(from.redF() + (to.redF() - from.redF()) * a),
                            float(from.greenF() + (to.greenF() - from.greenF()) * a),
                            float(from.blueF() + (to.blueF() - from.blueF()) * a));
}

// A hash of KEY that is the same in every session, build and library
// (FNV-1a: qHash and std::hash are seeded or differ), for colours that
// stay with a file or a group.
inline uint32_t stableHash(std::string_view key)
{
    uint32_t h = 2166136261u;
    for (const unsigned char c : key)
        h = (h ^ c) * 16777619u;
    return h;
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
    return blend(base, departureFull(p, departure > 0), a);
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

// Near black or near white, whichever reads better on FILL.
inline QColor textOn(const QColor &fill)
{
    const QColor dark(0x1a, 0x1a, 0x1a), light(0xf4, 0xf4, 0xf4);
    return contrastRatio(dark, fill) >= contrastRatio(light, fill) ? dark : light;
}

// The % bar behind the flat profile's numbers: the palette's highlight
// over the base, as strong as it can be while the text on it keeps 4.5:1,
// and at least 1.5:1 against the base where the palette allows (a fixed
// tint vanished on dark palettes: navy at a quarter on dark grey).
inline QColor percentBar(const QPalette &p)
{
    const QColor base = p.color(QPalette::Base), high = p.color(QPalette::Highlight);
    const QColor text = p.color(QPalette::Text);
    QColor best = blend(base, high, 0.27);
    for (double a = 0.27; a <= 0.8; a += 0.04) {
        const QColor c = blend(base, high, a);
        if (contrastRatio(text, c) < 4.5)
            break;
        best = c;
        if (contrastRatio(c, base) >= 1.5)
            break;
    }
    return best;
}

} // namespace gmonview::ink
