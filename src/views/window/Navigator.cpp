// SPDX-License-Identifier: MIT
#include "views/window/Navigator.h"

namespace gmonview {

Navigator::Navigator(QObject *parent) : QObject(parent) {}

void Navigator::setCurrent(int symbol)
{
    if (symbol == m_current)
        return;
    if (m_current >= 0)
        m_back.push_back(m_current);
    m_forward.clear();
    m_current = symbol;
    emit currentChanged(m_current);
    emit historyChanged();
}

void Navigator::back()
{
    if (m_back.empty())
        return;
    if (m_current >= 0)
        m_forward.push_back(m_current);
    m_current = m_back.back();
    m_back.pop_back();
    emit currentChanged(m_current);
    emit historyChanged();
}

void Navigator::forward()
{
    if (m_forward.empty())
        return;
    if (m_current >= 0)
        m_back.push_back(m_current);
    m_current = m_forward.back();
    m_forward.pop_back();
    emit currentChanged(m_current);
    emit historyChanged();
}

void Navigator::reset(int symbol)
{
    m_back.clear();
    m_forward.clear();
    const bool changed = symbol != m_current;
    m_current = symbol;
    if (changed)
        emit currentChanged(m_current);
    emit historyChanged();
}

} // namespace gmonview
