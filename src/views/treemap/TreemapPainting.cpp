// SPDX-License-Identifier: MIT
// The treemap's painting: each group in its colours, with its functions'
// rectangles and labels and its band, and the current function's outline.
#include "views/treemap/TreemapView.h"

#include "model/items/DisplayFormat.h"
#include "views/common/Palette.h"
#include "views/treemap/TreemapLayout.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace gmonview {

namespace {

// A hue that stays with a group's key from run to run and build to build.
double hueOf(const std::string &key)
{
    // Golden-ratio steps spread close hashes apart.
    return std::fmod(double(ink::stableHash(key) % 997) * 0.618033988749895, 1.0);
}

struct GroupInk
{
    QColor border; // between its functions
    QColor band;   // behind its label
    QColor rest;   // the functions too small to draw
    double hue = 0;
    bool dark = false;

    // The RANK-th busiest function: the busiest strongest (darker on a
    // light palette, brighter on a dark one), the rest fading.
    QColor function(int rank) const
    {
        const double t = std::min(rank, 6) / 6.0;
        return dark ? QColor::fromHslF(float(hue), 0.42f, float(0.44 - 0.14 * t))
                    : QColor::fromHslF(float(hue), 0.60f, float(0.66 + 0.16 * t));
    }
};

GroupInk inkFor(const std::string &key, bool dark)
{
    GroupInk ink;
    ink.hue = hueOf(key);
    ink.dark = dark;
    const float h = float(ink.hue);
    ink.border = dark ? QColor::fromHslF(h, 0.35f, 0.17f) : QColor::fromHslF(h, 0.40f, 0.48f);
    ink.band = dark ? QColor::fromHslF(h, 0.45f, 0.60f) : QColor::fromHslF(h, 0.50f, 0.36f);
    ink.rest = dark ? QColor::fromHslF(h, 0.30f, 0.24f) : QColor::fromHslF(h, 0.45f, 0.86f);
    return ink;
}

constexpr double kPad = 3; // around a label's text

} // namespace

// What painting the groups takes, set once per paint.
struct TreemapView::PaintContext
{
    const ProfileResult &profile;
    double hz;
    bool dark;
    QFont font;
    QFont bold;
    QFontMetricsF metrics;
    QFontMetricsF boldMetrics;
    double band; // bandHeight()
    double line; // of text in FONT
};

void TreemapView::paintCanvas(QPainter &painter) const
{
    const QPalette palette = canvas()->palette();
    const QRectF area = canvas()->rect();
    painter.fillRect(area, palette.color(QPalette::Base));
    const Layout &l = laidOut();
    const ProfileResult *profile = m_model->profile();
    if (l.groups.empty()) {
        painter.setPen(palette.color(QPalette::PlaceholderText));
        painter.drawText(area.adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap,
                         profile ? tr("No sampled time to show: the run recorded no samples")
                                 : tr("No profile"));
        return;
    }
    const QFont font = canvas()->font();
    QFont bold = font;
    bold.setBold(true);
    const QFontMetricsF metrics(font);
    const PaintContext context{*profile,
                               profile->rate > 0 ? double(profile->rate) : 1.0,
                               ink::isDark(palette),
                               font,
                               bold,
                               metrics,
                               QFontMetricsF(bold),
                               bandHeight(),
                               metrics.height()};
    for (size_t g = 0; g < l.groups.size(); ++g)
        paintGroup(painter, l, g, context);
    // The groups apart: a line of the background between them.
    painter.setPen(QPen(palette.color(QPalette::Base), 2));
    painter.setBrush(Qt::NoBrush);
    for (const GroupBox &box : l.groups)
        painter.drawRect(box.rect);
    paintCurrent(painter, l, palette);
}

// GROUP's rectangle: its border, its hatched rest, its functions and its
// label band.
void TreemapView::paintGroup(QPainter &painter, const Layout &l, size_t group,
                             const PaintContext &c) const
{
    const GroupBox &box = l.groups[group];
    const SymbolGroup &symbols = m_model->groups()[group];
    const GroupInk colours = inkFor(symbols.key, c.dark);
    painter.fillRect(box.rect, colours.border);
    if (!box.rest.isEmpty()) {
        const QRectF r = box.rest.adjusted(0.5, 0.5, -0.5, -0.5);
        painter.fillRect(r, colours.rest);
        painter.fillRect(r, QBrush(colours.border, Qt::BDiagPattern));
    }
    const bool labelled = hasBand(box);
    for (int f = box.firstFunction; f < box.firstFunction + box.functionCount; ++f) {
        const FunctionBox &fn = l.functions[size_t(f)];
        paintFunction(painter, box, fn, colours.function(fn.rank), labelled, c);
    }
    if (labelled)
        paintBand(painter, symbols, box, colours.band, c);
}

// FN's rectangle in FILL, with its name and, where there is room, its time.
void TreemapView::paintFunction(QPainter &painter, const GroupBox &box, const FunctionBox &fn,
                                const QColor &fill, bool labelled, const PaintContext &c) const
{
    painter.fillRect(fn.rect.adjusted(0.5, 0.5, -0.5, -0.5), fill);
    // The label, below the group's band where the box reaches it.
    QRectF text = fn.rect;
    if (labelled && text.top() < box.rect.top() + c.band)
        text.setTop(box.rect.top() + c.band);
    text.adjust(kPad, 1, -kPad, -1);
    if (text.height() < c.line || text.width() < 4 * c.metrics.averageCharWidth())
        return;
    const ProfileSymbol &s = c.profile.symbol(fn.symbol);
    const QString name =
        fittedName(nameInGroup(s.displayName, m_model->groupBy()), c.metrics, text.width());
    if (name.isEmpty())
        return;
    painter.setFont(c.font);
    painter.setPen(ink::textOn(fill));
    painter.drawText(QRectF(text.left(), text.top(), text.width(), c.line),
                     Qt::AlignLeft | Qt::AlignVCenter, name);
    if (text.height() >= 2 * c.line) {
        const double share = m_model->share(s.time);
        const QString figures =
            tr("%1 s, %2").arg(fixedFigure(s.time / c.hz), percentFigure(share));
        if (c.metrics.horizontalAdvance(figures) <= text.width())
            painter.drawText(QRectF(text.left(), text.top() + c.line, text.width(), c.line),
                             Qt::AlignLeft | Qt::AlignVCenter, figures);
    }
}

// The band along the top of GROUP's box: its key, and its share on the
// right where it fits.
void TreemapView::paintBand(QPainter &painter, const SymbolGroup &group, const GroupBox &box,
                            const QColor &fill, const PaintContext &c) const
{
    const QRectF bandRect(box.rect.left(), box.rect.top(), box.rect.width(), c.band);
    painter.fillRect(bandRect, fill);
    const double share = m_model->share(group.self);
    const QString shareText = percentFigure(share);
    const QRectF textRect = bandRect.adjusted(kPad + 1, 0, -kPad - 1, 0);
    const double shareWidth = c.boldMetrics.horizontalAdvance(shareText);
    const QString key = fittedKey(group, m_model->groupBy(), c.boldMetrics,
                                  textRect.width() - shareWidth - 2 * kPad);
    painter.setFont(c.bold);
    painter.setPen(ink::textOn(fill));
    painter.drawText(textRect, Qt::AlignLeft | Qt::AlignVCenter, key);
    if (shareWidth <= textRect.width())
        painter.drawText(textRect, Qt::AlignRight | Qt::AlignVCenter, shareText);
}

// The current function's outline, over everything.
void TreemapView::paintCurrent(QPainter &painter, const Layout &l, const QPalette &palette) const
{
    if (m_current < 0)
        return;
    QRectF outline = functionRect(m_current);
    Qt::PenStyle style = Qt::SolidLine;
    if (outline.isEmpty()) {
        // Not drawn alone: its group's hatched rest stands for it.
        const int g = m_model->groupOfSymbol(m_current);
        if (g >= 0 && size_t(g) < l.groups.size())
            outline = l.groups[size_t(g)].rest;
        style = Qt::DashLine;
    }
    if (!outline.isEmpty()) {
        const QRectF r = outline.adjusted(1.5, 1.5, -1.5, -1.5);
        painter.setPen(QPen(palette.color(QPalette::HighlightedText), 4, style));
        painter.drawRect(r);
        painter.setPen(QPen(palette.color(QPalette::Highlight), 2, style));
        painter.drawRect(r);
    }
}

} // namespace gmonview
