// SPDX-License-Identifier: MIT
#include "views/common/MessageBar.h"

#include "views/common/Icons.h"
#include "views/common/Palette.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace gmonview {

MessageBar::MessageBar(Kind kind, QWidget *parent) : QFrame(parent), m_kind(kind)
{
    setAutoFillBackground(true);
    auto *bar = new QHBoxLayout(this);
    bar->setContentsMargins(8, 4, 4, 4);
    m_label = new QLabel(this);
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    bar->addWidget(m_label, 1);
    if (kind == Kind::Warnings) {
        m_details = new QToolButton(this);
        m_details->setAutoRaise(true);
        m_details->setCheckable(true);
        m_details->setText(tr("&Details"));
        m_details->setToolTip(tr("List every warning"));
        connect(m_details, &QToolButton::toggled, this, [this](bool on) {
            m_expanded = on;
            updateWarningText();
        });
        bar->addWidget(m_details, 0, Qt::AlignTop);
    }
    auto *close = new QToolButton(this);
    close->setAutoRaise(true);
    // Not the style's title-bar icon: 11 pixels, blurred at scale 2.
    close->setIcon(themedIcon(QStringLiteral("window-close")));
    close->setToolTip(tr("Dismiss"));
    connect(close, &QToolButton::clicked, this, &QWidget::hide);
    bar->addWidget(close, 0, Qt::AlignTop);
    paint();
    hide();
}

void MessageBar::showMessage(const QString &text, bool error)
{
    m_text = text;
    m_kind = error ? Kind::Error : Kind::News;
    paint();
    m_label->setText(text);
    show();
}

void MessageBar::setWarnings(const QStringList &warnings)
{
    m_warnings = warnings;
    updateWarningText();
    setVisible(!warnings.isEmpty());
}

void MessageBar::updateWarningText()
{
    if (m_warnings.isEmpty())
        return;
    const QString head =
        tr("%n warning(s) while reading this profile; its figures are shown as far as they "
           "could be read.",
           nullptr, int(m_warnings.size()));
    // One warning is shown whole; several on request.
    if (m_warnings.size() == 1 || m_expanded)
        m_text = head + QLatin1Char('\n') + m_warnings.join(QLatin1Char('\n'));
    else
        m_text = head;
    m_label->setText(m_text);
    if (m_details)
        m_details->setVisible(m_warnings.size() > 1);
}

void MessageBar::paint()
{
    QPalette p = palette();
    p.setColor(QPalette::Window, m_kind == Kind::Warnings
                                     ? ink::warningBackground(palette())
                                     : ink::messageBackground(palette(), m_kind == Kind::Error));
    p.setColor(QPalette::WindowText, ink::messageText(palette()));
    setPalette(p);
}

void MessageBar::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    // The desktop went dark or light; our own setPalette comes here too.
    if (event->type() == QEvent::PaletteChange && !m_painting) {
        m_painting = true;
        paint();
        m_painting = false;
    }
}

} // namespace gmonview
