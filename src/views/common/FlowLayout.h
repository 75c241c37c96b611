// SPDX-License-Identifier: MIT
#pragma once

#include <QLayout>
#include <QList>

#include <algorithm>

namespace gmonview {

// Lays its widgets out in rows as wide as it is, as many rows as they need:
// a narrow pane wraps a view's controls instead of hiding some of them
// behind a toolbar's overflow button.
class FlowLayout : public QLayout
{
public:
    explicit FlowLayout(QWidget *parent) : QLayout(parent)
    {
        setContentsMargins(4, 2, 4, 2);
        setSpacing(4);
    }
    ~FlowLayout() override
    {
        while (QLayoutItem *item = takeAt(0))
            delete item;
    }
    void addItem(QLayoutItem *item) override { m_items.append(item); }
    int count() const override { return int(m_items.size()); }
    QLayoutItem *itemAt(int i) const override { return m_items.value(i); }
    QLayoutItem *takeAt(int i) override
    {
        return i >= 0 && i < m_items.size() ? m_items.takeAt(i) : nullptr;
    }
    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return arrange(QRect(0, 0, width, 0), false); }
    void setGeometry(const QRect &rect) override
    {
        QLayout::setGeometry(rect);
        arrange(rect, true);
    }
    QSize sizeHint() const override
    {
        // One row, as wide as all of them.
        int width = 0;
        for (QLayoutItem *item : m_items)
            if (!item->isEmpty())
                width += item->sizeHint().width() + spacing();
        const QMargins m = contentsMargins();
        return {width + m.left() + m.right(), heightForWidth(width + m.left() + m.right())};
    }
    QSize minimumSize() const override
    {
        QSize size;
        for (QLayoutItem *item : m_items)
            size = size.expandedTo(item->minimumSize());
        const QMargins m = contentsMargins();
        return size + QSize(m.left() + m.right(), m.top() + m.bottom());
    }

private:
    // The height the items take in RECT's width; placed there if APPLY.
    int arrange(const QRect &rect, bool apply) const
    {
        const QRect area = rect.marginsRemoved(contentsMargins());
        int x = area.x(), y = area.y(), rowHeight = 0;
        for (QLayoutItem *item : m_items) {
            if (item->isEmpty())
                continue;
            const QSize hint = item->sizeHint();
            if (x + hint.width() > area.right() + 1 && rowHeight > 0) {
                x = area.x();
                y += rowHeight + spacing();
                rowHeight = 0;
            }
            if (apply)
                item->setGeometry(QRect(QPoint(x, y), hint));
            x += hint.width() + spacing();
            rowHeight = std::max(rowHeight, hint.height());
        }
        return y + rowHeight - rect.y() + contentsMargins().bottom();
    }

    QList<QLayoutItem *> m_items;
};

} // namespace gmonview
