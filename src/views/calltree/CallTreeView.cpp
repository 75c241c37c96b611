// SPDX-License-Identifier: MIT
#include "views/calltree/CallTreeView.h"

#include "model/document/ProfileDocument.h"

#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QStyledItemDelegate>
#include <QTreeView>
#include <QVBoxLayout>

namespace gmonview {

namespace {

// Estimated figures in italics, so that they read as such at a glance.
class EstimateDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.column() != CallTreeModel::Name &&
            index.data(CallTreeModel::EstimatedRole).toBool() &&
            index.column() != CallTreeModel::Calls)
            option->font.setItalic(true);
    }
};

} // namespace

CallTreeView::CallTreeView(CallTreeModel::Direction direction, QWidget *parent)
    : QWidget(parent), ProfileView(this, WhenHidden::Wait)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("estimateNote"));
    m_note->setWordWrap(true);
    m_note->setContentsMargins(6, 0, 6, 0);
    m_note->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_note->setText(
        direction == CallTreeModel::Direction::TopDown
            ? tr("Each function along each call path. Figures in <i>italics</i> are estimated: "
                 "gmon.out records no call stacks, so past one call level a path's time is "
                 "gprof's assumption (a function's time shared among its callers by their "
                 "calls). Calls are exact.")
            : tr("Where the time is spent, then who called it. Figures in <i>italics</i> are "
                 "estimated: past the first callers, a path's share is gprof's assumption "
                 "(a function's time shared among its callers by their calls). Calls are "
                 "exact."));
    layout->addWidget(m_note);

    m_model = new CallTreeModel(direction, this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(CallTreeModel::SortRole);
    m_tree = new QTreeView(this);
    m_tree->setModel(m_proxy);
    m_tree->setItemDelegate(new EstimateDelegate(m_tree));
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->setSortingEnabled(true);
    m_tree->sortByColumn(CallTreeModel::Total, Qt::DescendingOrder);
    if (direction == CallTreeModel::Direction::BottomUp)
        m_tree->sortByColumn(CallTreeModel::Self, Qt::DescendingOrder);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(CallTreeModel::Name, QHeaderView::Stretch);
    const int digits = fontMetrics().horizontalAdvance(QStringLiteral("0000000000"));
    for (int c = CallTreeModel::Total; c < CallTreeModel::ColumnCount; ++c)
        m_tree->setColumnWidth(c, digits);
    layout->addWidget(m_tree, 1);

    auto report = [this](const QModelIndex &index) {
        if (m_selecting || !index.isValid())
            return;
        const int symbol = index.data(CallTreeModel::SymbolRole).toInt();
        if (symbol >= 0)
            emit functionActivated(symbol);
    };
    connect(m_tree, &QTreeView::activated, this, report);
    connect(m_tree, &QTreeView::clicked, this, report);
}

void CallTreeView::setProfile(std::shared_ptr<const ProfileResult> profile)
{
    m_model->setProfile(std::move(profile));
    openBusiestPath();
}

void CallTreeView::openBusiestPath()
{
    // The first few levels of the busiest path, as hotspot opens its tree.
    QModelIndex at = m_proxy->index(0, 0);
    for (int depth = 0; depth < 4 && at.isValid(); ++depth) {
        m_tree->expand(at);
        at = m_proxy->index(0, 0, at);
    }
}

void CallTreeView::setCurrent(int symbol)
{
    const QModelIndex current = m_tree->currentIndex();
    if (current.isValid() && current.data(CallTreeModel::SymbolRole).toInt() == symbol)
        return;
    const QModelIndex found = symbol >= 0 ? m_model->find(symbol) : QModelIndex();
    if (!found.isValid())
        return;
    const QModelIndex index = m_proxy->mapFromSource(found);
    m_selecting = true;
    for (QModelIndex up = index.parent(); up.isValid(); up = up.parent())
        m_tree->expand(up);
    m_tree->setCurrentIndex(index);
    m_tree->scrollTo(index);
    m_selecting = false;
}

void CallTreeView::doUpdate(Changes what)
{
    if (what & NamesChanged)
        m_model->setDisplayNames(context().names);
    // Inlined functions as frames, once the program's DWARF is read.
    const ProfileDocument *document = context().document;
    const auto inlined = context().inlined && document ? document->inlinedProfile() : nullptr;
    if ((what & (ProfileChanged | InlinedChanged)) || ((what & LinesChanged) && context().inlined))
        setProfile(inlined ? inlined : context().profile);
    if (what & (ProfileChanged | InlinedChanged | LinesChanged | CurrentChanged))
        setCurrent(context().current);
}

} // namespace gmonview
