// SPDX-License-Identifier: MIT
#include "views/calls/CallersCalleesView.h"

#include "model/estimate/NameShortener.h"
#include "model/items/CallListModel.h"
#include "views/common/Tables.h"

#include <QHeaderView>
#include <QItemSelection>
#include <QLabel>
#include <QScrollBar>
#include <QSet>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace gmonview {

CallersCalleesView::CallersCalleesView(QWidget *parent) : QWidget(parent), ProfileView(this)
{
    m_callers = new CallListModel(CallListModel::Direction::Callers, this);
    m_callees = new CallListModel(CallListModel::Direction::Callees, this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    m_header = new QLabel(this);
    m_header->setObjectName(QStringLiteral("currentFunction"));
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_header->setContentsMargins(6, 0, 6, 0);
    // A C++ name hundreds of characters long must not widen the window: the
    // label takes the width it is given and wraps; its tooltip has the name.
    m_header->setWordWrap(true);
    m_header->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    layout->addWidget(m_header);
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_callersView = makeTable(m_splitter);
    m_callersView->setObjectName(QStringLiteral("callers"));
    m_callersView->setAccessibleName(tr("Callers"));
    m_callersView->setModel(m_callers);
    m_calleesView = makeTable(m_splitter);
    m_calleesView->setObjectName(QStringLiteral("callees"));
    m_calleesView->setAccessibleName(tr("Callees"));
    m_calleesView->setModel(m_callees);
    for (QTableView *v : {m_callersView, m_calleesView}) {
        v->horizontalHeader()->moveSection(CallListModel::Name, 0);
        v->horizontalHeader()->setStretchLastSection(false);
        v->horizontalHeader()->setSectionResizeMode(CallListModel::Name, QHeaderView::Stretch);
        for (int c = 0; c < CallListModel::Name; ++c)
            v->setColumnWidth(c, v->fontMetrics().horizontalAdvance(
                                     c == CallListModel::Called ? QStringLiteral("0000000/0000000 ")
                                                                : QStringLiteral("children ")));
        // Call counts run to many digits in a long run: widen, never cut.
        connect(v->model(), &QAbstractItemModel::modelReset, v, [v] {
            const int before = v->columnWidth(CallListModel::Called);
            v->resizeColumnToContents(CallListModel::Called);
            if (v->columnWidth(CallListModel::Called) < before)
                v->setColumnWidth(CallListModel::Called, before);
        });
        connect(v, &QTableView::activated, this, [this, v](const QModelIndex &index) {
            const auto *model = static_cast<const CallListModel *>(v->model());
            const int symbol = model->symbolAt(index.row());
            if (symbol >= 0)
                emit functionActivated(symbol);
        });
    }
    layout->addWidget(m_splitter, 1);
}

void CallersCalleesView::doUpdate(Changes what)
{
    const ViewContext &c = context();
    for (CallListModel *list : {m_callers, m_callees}) {
        if (what & ProfileChanged)
            list->setProfile(c.profile);
        if (what & NamesChanged)
            list->setDisplayNames(c.names);
        if (what & ComparisonChanged)
            list->setComparison(c.comparison);
    }
    if (what & ProfileRefined && !(what & ProfileChanged))
        for (QTableView *view : {m_callersView, m_calleesView})
            refine(view);
    if (what & CurrentChanged) {
        m_callers->setFunction(c.current);
        m_callees->setFunction(c.current);
    }
    if (what & (ProfileChanged | NamesChanged | CurrentChanged))
        showHeader();
}

void CallersCalleesView::refine(QTableView *view)
{
    auto *list = static_cast<CallListModel *>(view->model());
    auto symbolAt = [list](int row) {
        return list->index(row, 0).data(CallListModel::SymbolRole).toInt();
    };
    QSet<int> selected;
    for (const QModelIndex &row : view->selectionModel()->selectedRows())
        selected.insert(symbolAt(row.row()));
    const QModelIndex current = view->currentIndex();
    const int currentSymbol = current.isValid() ? symbolAt(current.row()) : -2;
    const int scrolled = view->verticalScrollBar()->value();
    list->setProfile(context().profile);
    list->setFunction(context().current);
    QItemSelection keep;
    for (int r = 0; r < list->rowCount(); ++r) {
        const int symbol = symbolAt(r);
        if (symbol == currentSymbol)
            view->selectionModel()->setCurrentIndex(list->index(r, current.column()),
                                                    QItemSelectionModel::NoUpdate);
        if (selected.contains(symbol))
            keep.select(list->index(r, 0), list->index(r, list->columnCount() - 1));
    }
    view->selectionModel()->select(keep, QItemSelectionModel::ClearAndSelect);
    view->verticalScrollBar()->setValue(scrolled);
}

void CallersCalleesView::showHeader()
{
    const ProfileResult *profile = context().profile.get();
    const int symbol = context().current;
    if (!profile || symbol < 0) {
        m_header->setText(profile ? tr("No function selected") : QString());
        m_header->setToolTip(QString());
        return;
    }
    const ProfileSymbol &s = profile->symbol(symbol);
    const double hz = double(profile->rate);
    const double printTime = profile->printTime > 0 ? profile->printTime : 1.0;
    QString called;
    if (s.calls + s.selfCalls)
        called =
            s.selfCalls
                ? tr("called %1+%2 times").arg(qulonglong(s.calls)).arg(qulonglong(s.selfCalls))
                : tr("called %1 times").arg(qulonglong(s.calls));
    else
        called = tr("no calls recorded");
    QString text = tr("<b>%1</b> &nbsp; %2% of the time with its callees &nbsp; self %3 s, "
                      "children %4 s, %5")
                       .arg(headerName(symbol).toHtmlEscaped())
                       .arg(100 * (s.propSelf + s.propChild) / printTime, 0, 'f', 1)
                       .arg(s.propSelf / hz, 0, 'f', 2)
                       .arg(s.propChild / hz, 0, 'f', 2)
                       .arg(called);
    if (s.cycle)
        text += tr(" &nbsp; member of cycle %1").arg(s.cycle);
    m_header->setText(text);
    m_header->setToolTip(QString::fromStdString(s.displayName));
}

QString CallersCalleesView::headerName(int symbol) const
{
    // The name as the lists show it while it fits on a line of the header;
    // else shorter by the same rules (templates and parameters collapsed,
    // scopes dropped), never cut: the whole name is the tooltip.
    const ProfileResult &profile = *context().profile;
    const QString shown = graphName(profile, symbol, context().names.get());
    QFont bold = m_header->font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    const int room = std::max(m_header->width(), 320) * 2 / 3;
    if (metrics.horizontalAdvance(shown) <= room)
        return shown;
    const std::string &full = profile.symbol(symbol).displayName;
    QString shorter;
    for (int level = 3; level >= 0; --level) {
        shorter = graphName(profile, symbol, QString::fromStdString(shortenName(full, 0, level)));
        if (metrics.horizontalAdvance(shorter) <= room)
            break;
    }
    return shorter;
}

} // namespace gmonview
