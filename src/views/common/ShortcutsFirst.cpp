// SPDX-License-Identifier: MIT
#include "views/common/ShortcutsFirst.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QLineEdit>

namespace gmonview {

ShortcutsFirst::ShortcutsFirst(QWidget *window) : QObject(window), m_window(window)
{
    qApp->installEventFilter(this);
}

bool ShortcutsFirst::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride)
        return false;
    auto *field = qobject_cast<QWidget *>(watched);
    if (!field || field->window() != m_window ||
        !(qobject_cast<QLineEdit *>(field) || qobject_cast<QAbstractSpinBox *>(field)))
        return false;
    auto *key = static_cast<QKeyEvent *>(event);
    // The field keeps unmodified keys (typing, Escape, Home...) and what every
    // text field does everywhere.
    if (!(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)))
        return false;
    static const QKeySequence::StandardKey editing[] = {
        QKeySequence::Copy, QKeySequence::Cut,       QKeySequence::Paste,  QKeySequence::Undo,
        QKeySequence::Redo, QKeySequence::SelectAll, QKeySequence::Delete, QKeySequence::Backspace};
    const QKeySequence pressed(key->keyCombination());
    for (QKeySequence::StandardKey standard : editing)
        if (QKeySequence::keyBindings(standard).contains(pressed))
            return false;
    for (QAction *action : m_window->findChildren<QAction *>()) {
        if (!action->isEnabled() || action->shortcutContext() == Qt::WidgetShortcut ||
            action->shortcutContext() == Qt::WidgetWithChildrenShortcut)
            continue;
        if (action->shortcuts().contains(pressed)) {
            event->ignore(); // not the field's: the shortcut goes to the window
            return true;
        }
    }
    return false;
}

} // namespace gmonview
