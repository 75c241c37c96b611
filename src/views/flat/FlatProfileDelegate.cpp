// SPDX-License-Identifier: MIT
#include "views/flat/FlatProfileDelegate.h"

#include "views/common/Palette.h"

#include "model/items/FlatProfileModel.h"

#include <QPainter>

namespace gmonview {

void FlatProfileDelegate::initStyleOption(QStyleOptionViewItem *option,
                                          const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.data(FlatProfileModel::LowConfidenceRole).toBool() &&
        index.column() != FlatProfileModel::Name) {
        option->font.setItalic(true);
        option->palette.setColor(QPalette::Text,
                                 option->palette.color(QPalette::Disabled, QPalette::Text));
    }
    // "noisy": in the colour of warnings, as in the runs x functions.
    if (index.column() == FlatProfileModel::RunCv &&
        index.data(FlatProfileModel::NoisyRole).toBool())
        option->palette.setColor(QPalette::Text, ink::warningText(option->palette));
}

void FlatProfileDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                const QModelIndex &index) const
{
    const bool selected = option.state & QStyle::State_Selected;
    double fraction = 0;
    QRect bar;
    if (index.column() == FlatProfileModel::Percent) {
        fraction = std::clamp(index.data(FlatProfileModel::FractionRole).toDouble(), 0.0, 1.0);
        bar = option.rect.adjusted(2, 3, -2, -3);
        bar.setWidth(std::max(1, int(bar.width() * fraction)));
    }
    // Under the text on plain rows; on a selected row the selection would
    // cover it, so there it goes on top, in the selection's text colour.
    if (fraction > 0 && !selected) {
        painter->fillRect(bar, ink::percentBar(option.palette));
    }
    QStyledItemDelegate::paint(painter, option, index);
    if (fraction > 0 && selected) {
        QColor color = option.palette.color(QPalette::HighlightedText);
        color.setAlpha(60);
        painter->fillRect(bar, color);
    }
}

} // namespace gmonview
