#include "Tables.h"

#include <QHeaderView>
#include <QTableView>

#include <memory>

namespace gmonview {

QTableView *makeTable(QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setAlternatingRowColors(true);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setHighlightSections(false);
    view->horizontalHeader()->setStretchLastSection(true);
    view->setWordWrap(false);
    view->setTabKeyNavigation(false);
    return view;
}

void sortNumbersLargestFirst(QTableView *view, const QList<int> &textColumns)
{
    QHeaderView *header = view->horizontalHeader();
    auto last = std::make_shared<int>(header->sortIndicatorSection());
    QObject::connect(header, &QHeaderView::sortIndicatorChanged, view,
                     [header, last, textColumns](int section, Qt::SortOrder order) {
                         const bool fresh = section != *last;
                         *last = section;
                         // (Setting it again comes back here, no longer fresh.)
                         if (fresh && order == Qt::AscendingOrder && !textColumns.contains(section))
                             header->setSortIndicator(section, Qt::DescendingOrder);
                     });
}

} // namespace gmonview
