// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

#include <vector>

namespace gmonview {

// The current function, shared by every view, with Back/Forward history.
// Views report where the user went; the navigator tells all of them.
class Navigator : public QObject
{
    Q_OBJECT

public:
    explicit Navigator(QObject *parent = nullptr);

    int current() const { return m_current; }
    bool canGoBack() const { return !m_back.empty(); }
    bool canGoForward() const { return !m_forward.empty(); }

    void setCurrent(int symbol); // records history
    void back();
    void forward();
    void reset(int symbol = -1); // forgets history

signals:
    void currentChanged(int symbol);
    void historyChanged();

private:
    int m_current = -1;
    std::vector<int> m_back;
    std::vector<int> m_forward;
};

} // namespace gmonview
