// SPDX-License-Identifier: MIT
#include "views/common/EmptyHint.h"

#include <QEvent>

namespace gmonview {

EmptyHint::EmptyHint(QWidget *parent) : QLabel(parent)
{
    setObjectName(QStringLiteral("emptyHint"));
    setAlignment(Qt::AlignCenter);
    setWordWrap(true);
    setMargin(24);
    setAutoFillBackground(false);
    setAttribute(Qt::WA_TransparentForMouseEvents);
    parent->installEventFilter(this);
    refresh();
}

void EmptyHint::setEmpty(bool empty)
{
    m_empty = empty;
    refresh();
}

void EmptyHint::setDragging(bool dragging)
{
    m_dragging = dragging;
    refresh();
}

bool EmptyHint::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parent() && event->type() == QEvent::Resize)
        setGeometry(parentWidget()->rect());
    return QLabel::eventFilter(watched, event);
}

void EmptyHint::refresh()
{
    setGeometry(parentWidget()->rect());
    if (m_dragging) {
        setText(tr("Drop a program and its gmon files, or gmon files alone, to open them"));
        setAutoFillBackground(true);
        setBackgroundRole(QPalette::Highlight);
        setForegroundRole(QPalette::HighlightedText);
    } else {
        setText(tr("Open a program and its gmon files with File > Open (Ctrl+O), or drop "
                   "them here. A gmon file alone opens with the program beside it."));
        setAutoFillBackground(false);
        setBackgroundRole(QPalette::Base);
        setForegroundRole(QPalette::PlaceholderText);
    }
    setVisible(m_empty || m_dragging);
    raise();
}

} // namespace gmonview
