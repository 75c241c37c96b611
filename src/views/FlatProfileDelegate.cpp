#include "FlatProfileDelegate.h"

#include "FlatProfileModel.h"

#include <QPainter>

namespace gmonview {

void FlatProfileDelegate::initStyleOption(QStyleOptionViewItem *option,
                                          const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.data(FlatProfileModel::LowConfidenceRole).toBool()
        && index.column() != FlatProfileModel::Name) {
        option->font.setItalic(true);
        option->palette.setColor(QPalette::Text,
                                 option->palette.color(QPalette::Disabled, QPalette::Text));
    }
}

void FlatProfileDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                const QModelIndex &index) const
{
    if (index.column() == FlatProfileModel::Percent) {
        const double fraction
            = std::clamp(index.data(FlatProfileModel::FractionRole).toDouble(), 0.0, 1.0);
        if (fraction > 0) {
            QRect bar = option.rect.adjusted(2, 3, -2, -3);
            bar.setWidth(std::max(1, int(bar.width() * fraction)));
            QColor color = option.palette.color(QPalette::Highlight);
            color.setAlpha(option.state & QStyle::State_Selected ? 110 : 70);
            painter->fillRect(bar, color);
        }
    }
    QStyledItemDelegate::paint(painter, option, index);
}

} // namespace gmonview
