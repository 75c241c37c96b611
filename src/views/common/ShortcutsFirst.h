// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QWidget;

namespace gmonview {

// Keeps WINDOW's own keys working while a text field has the focus. A line
// edit claims some keys for editing on some platforms (on X11, Ctrl+E moves
// to the end of the line), which would swallow the window's shortcuts on
// those keys. The window's keys win, except the
// standard editing ones (copy, paste, undo, select all, ...), which stay
// the field's.
class ShortcutsFirst : public QObject
{
    Q_OBJECT

public:
    explicit ShortcutsFirst(QWidget *window);

    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
};

} // namespace gmonview
