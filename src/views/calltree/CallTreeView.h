// SPDX-License-Identifier: MIT
#pragma once

#include "model/items/CallTreeModel.h"
#include "views/common/ProfileView.h"

#include <QWidget>

#include <memory>

class QLabel;
class QSortFilterProxyModel;
class QTreeView;

namespace gmonview {

// The top-down or the bottom-up call tree (CallTreeModel), with a note that
// says which figures are estimates; estimated figures are in italics. It
// follows the current function and reports the one the user picks.
class CallTreeView : public QWidget, public ProfileView
{
    Q_OBJECT

public:
    explicit CallTreeView(CallTreeModel::Direction direction, QWidget *parent = nullptr);

    void setProfile(std::shared_ptr<const ProfileResult> profile);
    // Selects the first node of SYMBOL (top-down: breadth first, the
    // shortest path to it), opening the tree down to it. Emits nothing.
    void setCurrent(int symbol);

    QTreeView *tree() const { return m_tree; }
    // No taller than its neighbours in the lower tabs ask to be, so that
    // adding it leaves the window's first layout as it was.
    QSize sizeHint() const override { return {256, 200}; }
    CallTreeModel *model() const { return m_model; }

signals:
    void functionActivated(int symbol);

protected:
    void doUpdate(Changes what) override;

private:
    void openBusiestPath();

    CallTreeModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTreeView *m_tree = nullptr;
    QLabel *m_note = nullptr;
    bool m_selecting = false;
};

} // namespace gmonview
