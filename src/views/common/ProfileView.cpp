// SPDX-License-Identifier: MIT
#include "views/common/ProfileView.h"

#include <QWidget>

namespace gmonview {

ProfileView::ProfileView(QWidget *widget, WhenHidden whenHidden)
    : m_widget(widget), m_whenHidden(whenHidden)
{}

ProfileView::~ProfileView() = default;

void ProfileView::notify(const ViewContext &context, Changes what)
{
    m_context = context;
    m_pending |= what;
    if (m_whenHidden == WhenHidden::Update || onScreen())
        catchUp();
}

void ProfileView::catchUp()
{
    if (!m_pending || (m_whenHidden == WhenHidden::Wait && !onScreen()))
        return;
    const Changes what = m_pending;
    m_pending = 0; // (doUpdate may lead to another notify)
    doUpdate(what);
}

bool ProfileView::onScreen() const
{
    // Hidden is what was hidden on purpose (a tab not chosen, a pane closed)
    // up to the window: a window not yet shown shows its views when it is.
    for (const QWidget *w = m_widget; w; w = w->parentWidget()) {
        if (w->isHidden() && w->testAttribute(Qt::WA_WState_ExplicitShowHide))
            return false;
        if (w->isWindow())
            break;
    }
    return true;
}

} // namespace gmonview
