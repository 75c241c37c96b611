// SPDX-License-Identifier: MIT
#pragma once

#include <QStyledItemDelegate>

namespace gmonview {

// Draws the flat profile's % column with a bar behind the number, and
// shows rows with too few samples to trust in italics, dimmed.
class FlatProfileDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace gmonview
