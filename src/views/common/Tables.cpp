// SPDX-License-Identifier: MIT
#include "views/common/Tables.h"

#include <QAction>
#include <QClipboard>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QTableView>

#include <algorithm>

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

void makeRowCurrent(QAbstractItemView *view, const QModelIndex &index)
{
    QItemSelectionModel *selection = view->selectionModel();
    if (!selection || !index.isValid())
        return;
    const bool inSelection = selection->isRowSelected(index.row(), index.parent()) &&
                             selection->selectedRows().size() > 1;
    selection->setCurrentIndex(index, inSelection ? QItemSelectionModel::NoUpdate
                                                  : QItemSelectionModel::ClearAndSelect |
                                                        QItemSelectionModel::Rows);
}

namespace {

QString csvField(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

} // namespace

QString rowsText(const QTableView *view, RowsFormat format, int fullTextRole)
{
    const QAbstractItemModel *model = view->model();
    if (!model)
        return {};
    const QHeaderView *header = view->horizontalHeader();
    QList<int> columns; // logical, in the order on screen
    for (int visual = 0; visual < header->count(); ++visual) {
        const int logical = header->logicalIndex(visual);
        if (!header->isSectionHidden(logical))
            columns << logical;
    }
    QList<int> rows;
    if (view->selectionModel())
        for (const QModelIndex &index : view->selectionModel()->selectedRows())
            rows << index.row();
    if (rows.isEmpty() && view->currentIndex().isValid())
        rows << view->currentIndex().row();
    std::sort(rows.begin(), rows.end());

    const QString separator =
        format == RowsFormat::Csv ? QStringLiteral(",") : QStringLiteral("\t");
    auto field = [format](QString text) {
        if (format == RowsFormat::Csv)
            return csvField(text);
        // One row a line, one cell a field, whatever a cell holds.
        text.replace(QLatin1Char('\t'), QLatin1Char(' '));
        text.replace(QLatin1Char('\n'), QLatin1Char(' '));
        return text;
    };
    QStringList lines;
    QStringList cells;
    for (int c : columns) {
        // The header of a copy may differ from the one shown (the unit of
        // numbers shown each in a unit of its own).
        QVariant title =
            fullTextRole >= 0 ? model->headerData(c, Qt::Horizontal, fullTextRole) : QVariant();
        if (!title.isValid())
            title = model->headerData(c, Qt::Horizontal);
        cells << field(title.toString());
    }
    lines << cells.join(separator);
    for (int r : rows) {
        cells.clear();
        for (int c : columns) {
            const QModelIndex index = model->index(r, c);
            QVariant text = fullTextRole >= 0 ? index.data(fullTextRole) : QVariant();
            if (!text.isValid())
                text = index.data(Qt::DisplayRole);
            cells << field(text.toString());
        }
        lines << cells.join(separator);
    }
    const QString end = format == RowsFormat::Csv ? QStringLiteral("\r\n") : QStringLiteral("\n");
    return lines.join(end) + end;
}

void addCopyActions(QTableView *view, int fullTextRole)
{
    view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    auto *copy = new QAction(QCoreApplication::translate("gmonview::Tables", "&Copy"), view);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    copy->setToolTip(
        QCoreApplication::translate("gmonview::Tables", "Copy the selected rows as text"));
    QObject::connect(copy, &QAction::triggered, view, [view, fullTextRole] {
        QGuiApplication::clipboard()->setText(rowsText(view, RowsFormat::Text, fullTextRole));
    });
    auto *csv = new QAction(QCoreApplication::translate("gmonview::Tables", "Copy as CS&V"), view);
    csv->setToolTip(
        QCoreApplication::translate("gmonview::Tables", "Copy the selected rows as CSV"));
    QObject::connect(csv, &QAction::triggered, view, [view, fullTextRole] {
        QGuiApplication::clipboard()->setText(rowsText(view, RowsFormat::Csv, fullTextRole));
    });
    view->addAction(copy);
    view->addAction(csv);
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
}

} // namespace gmonview
