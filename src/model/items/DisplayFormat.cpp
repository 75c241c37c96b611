// SPDX-License-Identifier: MIT
#include "model/items/DisplayFormat.h"

#include "model/engine/PrintfText.h"

#include <QCoreApplication>
#include <QStringList>

#include <array>
#include <cmath>

namespace gmonview {

namespace {

struct Prefix
{
    const char16_t *symbol;
    double scale; // the value in this unit is value / scale
};

// From the largest: the first whose scale the value reaches.
constexpr std::array<Prefix, 4> kPrefixes{{
    {u"", 1},
    {u"m", 1e-3},
    {u"\u00b5", 1e-6},
    {u"n", 1e-9},
}};

} // namespace

QString fixedFigure(double value, int decimals)
{
    return std::isfinite(value) ? QString::number(value, 'f', decimals) : QString();
}

QString signedFigure(double value, int decimals)
{
    return value > 0 ? QLatin1Char('+') + fixedFigure(value, decimals)
                     : fixedFigure(value, decimals);
}

QString perRunFigure(double value, bool sign)
{
    const QString n = value == double(qint64(value)) ? QString::number(qint64(value))
                                                     : QString::number(value, 'f', 1);
    return sign && value > 0 ? QLatin1Char('+') + n : n;
}

QString samplesFigure(double samples)
{
    return samples > 0 ? perRunFigure(samples) : QString();
}

QString gprofFigure(double value, int decimals)
{
    return QString::fromStdString(fixedText(value, decimals));
}

QString percentFigure(double share)
{
    if (!std::isfinite(share))
        return QString();
    return QCoreApplication::translate("gmonview::DisplayFormat", "%1 %", "a share of the total")
        .arg(fixedFigure(100 * share, 1));
}

QString readableQuantity(double value, const QString &unit)
{
    if (!std::isfinite(value))
        return QString();
    const double magnitude = std::fabs(value);
    if (magnitude == 0)
        return QStringLiteral("0 ") + unit;
    const Prefix *chosen = &kPrefixes.back();
    for (const Prefix &p : kPrefixes) {
        // Rounded to three figures first, so 999.96 µs reads "1.00 ms".
        const double scaled = magnitude / p.scale;
        const int digits = scaled >= 100 ? 0 : scaled >= 10 ? 1 : 2;
        const double rounded = std::round(scaled * std::pow(10, digits)) / std::pow(10, digits);
        if (rounded >= 1) {
            chosen = &p;
            break;
        }
    }
    const double scaled = value / chosen->scale;
    const double shown = std::fabs(scaled);
    const int digits = shown >= 99.95 ? 0 : shown >= 9.995 ? 1 : 2;
    return QString::number(scaled, 'f', digits) + QLatin1Char(' ') +
           QString::fromUtf16(chosen->symbol) + unit;
}

double parseReadableQuantity(const QString &text, const QString &unit)
{
    const QStringList parts = text.split(QLatin1Char(' '));
    if (parts.size() != 2 || !parts[1].endsWith(unit))
        return -1;
    bool ok = false;
    const double number = parts[0].toDouble(&ok);
    if (!ok)
        return -1;
    const QString prefix = parts[1].chopped(unit.size());
    for (const Prefix &p : kPrefixes)
        if (prefix == QString::fromUtf16(p.symbol))
            return number * p.scale;
    return -1;
}

} // namespace gmonview
