// SPDX-License-Identifier: MIT
// The flame graph's drawing: where each frame lies, what is under the
// pointer, the frames' colours and labels, and the painting itself.
#include "views/flame/FlameGraphView.h"

#include "model/engine/InlineProfile.h"
#include "model/estimate/NameShortener.h"
#include "views/common/Palette.h"
#include "views/flame/FlameCanvas.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace gmonview {

namespace {

// Frames this wide or wider get a label.
constexpr double kLabelWidth = 30;

// Warm, stronger as more of the frame's time is its own (SHARE 0..1).
QColor selfTimeColour(const QPalette &p, double share)
{
    const double a = std::clamp(share, 0.0, 1.0);
    if (ink::isDark(p))
        return ink::blend(QColor(0x6a, 0x4f, 0x24), QColor(0xc4, 0x3c, 0x2c), a);
    return ink::blend(QColor(0xf7, 0xd8, 0x8e), ink::heat(), a);
}

// A hue of its own for each file name, the same in every session.
QColor fileColour(const QPalette &p, const std::string &file)
{
    if (file.empty())
        return ink::isDark(p) ? QColor(0x60, 0x60, 0x60) : QColor(0xd8, 0xd8, 0xd8);
    const uint32_t hash = ink::stableHash(file);
    // 24 hues far enough apart to tell, each in two strengths.
    const int hue = int(hash % 24) * 15;
    const bool strong = (hash / 24) % 2;
    return ink::isDark(p) ? QColor::fromHsv(hue, strong ? 170 : 120, strong ? 135 : 160)
                          : QColor::fromHsv(hue, strong ? 110 : 70, strong ? 235 : 245);
}

QColor matchColour(const QPalette &p)
{
    return ink::isDark(p) ? QColor(0xc2, 0x3b, 0xbd) : QColor(0xe8, 0x5c, 0xe0);
}

QColor mergedColour(const QPalette &p)
{
    return ink::isDark(p) ? QColor(0x48, 0x48, 0x48) : QColor(0xb4, 0xb4, 0xb4);
}

} // namespace

QRectF FlameGraphView::frameRect(int frame) const
{
    const Layout &l = layout();
    if (frame < 0 || frame >= frameCount())
        return {};
    const auto &f = l.flat.frames[size_t(frame)];
    const double y = f.depth * rowHeight();
    if (m_zoom >= 0) {
        const bool ancestor = frame < m_zoom && l.end[size_t(frame)] > m_zoom;
        if (ancestor || frame == m_zoom)
            return QRectF(0, y, m_canvas->width(), rowHeight());
        if (frame < m_zoom || frame >= l.end[size_t(m_zoom)])
            return {};
    }
    const double s = scale();
    return QRectF((l.start[size_t(frame)] - origin()) * s, y, f.total * s, rowHeight());
}

int FlameGraphView::frameAt(QPoint pos) const
{
    return hitTest(pos, nullptr);
}

int FlameGraphView::hitTest(QPoint pos, Merged *merged) const
{
    if (merged)
        *merged = Merged();
    const Layout &l = layout();
    const auto &frames = l.flat.frames;
    const double s = scale();
    if (frames.empty() || !(s > 0) || pos.y() < 0 || pos.x() < 0 || pos.x() >= m_canvas->width())
        return -1;
    const int row = pos.y() / rowHeight();
    int parent = -1;
    if (m_zoom >= 0) {
        const int zoomDepth = frames[size_t(m_zoom)].depth;
        if (row <= zoomDepth) {
            int a = m_zoom;
            while (a >= 0 && frames[size_t(a)].depth > row)
                a = frames[size_t(a)].parent;
            return a;
        }
        parent = m_zoom;
    }
    const double x = pos.x(), org = origin();
    // Down from PARENT, one row at a time, to the frame under X.
    for (;;) {
        const int first = parent < 0 ? 0 : parent + 1;
        const int last = parent < 0 ? int(frames.size()) : l.end[size_t(parent)];
        Merged run;
        int hit = -1;
        auto runHit = [&] {
            return run.count > 0 && x >= run.x0 && x < std::max(run.x1, run.x0 + 1);
        };
        for (int c = first; c < last && hit < 0; c = l.end[size_t(c)]) {
            const double x0 = (l.start[size_t(c)] - org) * s, w = frames[size_t(c)].total * s;
            if (w < 1) {
                if (run.count > 0 && std::abs(run.x1 - x0) < 1e-3) {
                    run.x1 = x0 + w;
                    run.total += frames[size_t(c)].total;
                    ++run.count;
                    continue;
                }
                if (runHit())
                    break;
                run = {parent, c, 1, frames[size_t(c)].depth, x0, x0 + w, frames[size_t(c)].total};
                continue;
            }
            if (runHit())
                break;
            run = Merged();
            if (x >= x0 && x < x0 + w)
                hit = c;
        }
        if (hit < 0) {
            if (runHit() && frames[size_t(run.first)].depth == row && merged)
                *merged = run;
            return -1;
        }
        if (frames[size_t(hit)].depth >= row)
            return frames[size_t(hit)].depth == row ? hit : -1;
        parent = hit;
    }
}

void FlameGraphView::clickCanvas(QPoint pos)
{
    const int frame = frameAt(pos);
    if (frame < 0)
        return;
    zoomTo(frame);
    const auto &f = flattened().frames[size_t(frame)];
    // An inlined function's frame: the function its code is in.
    if (f.kind != CallStacks::Kind::Cycle)
        emit functionActivated(m_profile ? inlineContainer(*m_profile, f.id) : f.id);
}

QString FlameGraphView::labelFor(int name, double width) const
{
    const QFontMetricsF metrics(m_canvas->font());
    std::vector<QString> &forms = m_shortNames[size_t(name)];
    if (forms.empty()) {
        const QString &full = m_names[size_t(name)];
        const std::string text = full.toStdString();
        for (int level = 0; level < 4; ++level)
            forms.push_back(QString::fromStdString(shortenName(text, 1, level)));
        forms.push_back(full);
    }
    for (size_t k = forms.size(); k-- > 0;)
        if (metrics.horizontalAdvance(forms[k]) <= width)
            return forms[k];
    // A name cut to a character or two tells nothing: no label then.
    const QString elided = metrics.elidedText(forms.front(), Qt::ElideRight, width);
    return elided.size() > 3 ? elided : QString();
}

QColor FlameGraphView::frameColour(int frame, bool ancestor) const
{
    const QPalette &pal = m_canvas->palette();
    const QColor base = pal.color(QPalette::Base);
    const auto &f = layout().flat.frames[size_t(frame)];
    QColor fill = m_colourBy == BySourceFile ? fileColour(pal, fileOf(frame).toStdString())
                                             : selfTimeColour(pal, selfShare(f.kind, f.id));
    if (!m_searchText.isEmpty())
        fill = m_match[size_t(frame)] ? matchColour(pal) : ink::blend(fill, base, 0.55);
    if (ancestor)
        fill = ink::blend(fill, base, 0.45);
    return fill;
}

void FlameGraphView::paintFrame(QPainter &painter, int frame, const QRectF &rect, bool ancestor,
                                std::vector<QRectF> &currentBoxes) const
{
    const Layout &l = layout();
    const auto &f = l.flat.frames[size_t(frame)];
    const QRectF box = rect.adjusted(0, 0, rect.width() >= 3 ? -1 : 0, -1);
    const QColor fill = frameColour(frame, ancestor);
    painter.fillRect(box, fill);
    const QColor text = ink::textOn(fill);
    if (f.kind == CallStacks::Kind::Cycle) {
        QColor hatch = text;
        hatch.setAlpha(60);
        painter.fillRect(box, QBrush(hatch, Qt::BDiagPattern));
        if (box.width() >= 8) { // narrower, a dashed outline is noise
            painter.setPen(QPen(text, 1, Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(box.adjusted(0.5, 0.5, -0.5, -0.5));
        }
    }
    if (m_current >= 0 && f.kind != CallStacks::Kind::Cycle && f.id == m_current)
        currentBoxes.push_back(box);
    if (box.width() > kLabelWidth) {
        const QRectF textBox = box.adjusted(3, 0, -3, 0);
        painter.setPen(text);
        painter.drawText(textBox, Qt::AlignVCenter | Qt::AlignLeft,
                         labelFor(l.name[size_t(frame)], textBox.width()));
    }
}

void FlameGraphView::paintMerged(QPainter &painter, const Merged &run) const
{
    const int rowH = rowHeight();
    const QColor mergedFill = mergedColour(m_canvas->palette());
    const QRectF box(run.x0, run.depth * rowH, run.x1 - run.x0, rowH - 1);
    painter.fillRect(box, mergedFill);
    if (box.width() > kLabelWidth + 6) {
        painter.setPen(ink::textOn(mergedFill));
        painter.drawText(
            box.adjusted(3, 0, -3, 0), Qt::AlignVCenter | Qt::AlignLeft,
            QFontMetricsF(m_canvas->font())
                .elidedText(tr("%n more", nullptr, run.count), Qt::ElideRight, box.width() - 6));
    }
}

void FlameGraphView::paintFrames(QPainter &painter, const QRect &exposed,
                                 std::vector<QRectF> &currentBoxes) const
{
    const Layout &l = layout();
    const auto &frames = l.flat.frames;
    const double s = scale();
    const int rowH = rowHeight();
    const double width = m_canvas->width(), org = origin();
    if (m_zoom >= 0)
        for (int a = frames[size_t(m_zoom)].parent; a >= 0; a = frames[size_t(a)].parent)
            paintFrame(painter, a, QRectF(0, frames[size_t(a)].depth * rowH, width, rowH), true,
                       currentBoxes);

    Merged run;
    auto flushRun = [&] {
        if (run.count == 0)
            return;
        paintMerged(painter, run);
        run = Merged();
    };
    const int first = m_zoom >= 0 ? m_zoom : 0;
    const int last = m_zoom >= 0 ? l.end[size_t(m_zoom)] : int(frames.size());
    // Depth-first: a frame out of sight or under a pixel skips its subtree,
    // which lies below and within it.
    for (int i = first; i < last;) {
        const auto &f = frames[size_t(i)];
        const double y = f.depth * rowH;
        const double x = (l.start[size_t(i)] - org) * s, w = f.total * s;
        if (y > exposed.bottom() || x > exposed.right() + 1 || x + w < exposed.left()) {
            i = l.end[size_t(i)];
            continue;
        }
        if (w < 1) {
            if (run.count > 0 && run.parent == f.parent && std::abs(run.x1 - x) < 1e-3) {
                run.x1 = x + w;
                run.total += f.total;
                ++run.count;
            } else {
                flushRun();
                run = {f.parent, i, 1, f.depth, x, x + w, f.total};
            }
            i = l.end[size_t(i)];
            continue;
        }
        flushRun();
        if (y + rowH > exposed.top())
            paintFrame(painter, i, QRectF(x, y, w, rowH), false, currentBoxes);
        ++i;
    }
    flushRun();
}

void FlameGraphView::paintCanvas(QPainter &painter, const QRect &exposed) const
{
    const QPalette &pal = m_canvas->palette();
    painter.fillRect(exposed, pal.color(QPalette::Base));
    const auto &frames = layout().flat.frames;
    if (!m_profile)
        return;
    if (frames.empty() || !(scale() > 0)) {
        painter.setPen(pal.color(QPalette::PlaceholderText));
        painter.drawText(m_canvas->rect().adjusted(8, 8, -8, -8),
                         Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                         tr("No time was sampled: there is nothing to draw."));
        return;
    }
    std::vector<QRectF> currentBoxes;
    paintFrames(painter, exposed, currentBoxes);
    if (!currentBoxes.empty()) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(pal.color(QPalette::Text), 3));
        for (const QRectF &box : currentBoxes)
            painter.drawRect(box.adjusted(1.5, 1.5, -1.5, -1.5));
    }
}

} // namespace gmonview
