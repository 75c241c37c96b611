// SPDX-License-Identifier: MIT
#include "views/common/Icons.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QLineEdit>
#include <QPointer>

// The icons are compiled into a static library, so their resource is
// registered by hand (Q_INIT_RESOURCE must be called outside a namespace).
static bool registerIconResource()
{
    Q_INIT_RESOURCE(icons);
    return true;
}

namespace gmonview {

QIcon themedIcon(const QString &name)
{
    static const bool registered = registerIconResource();
    (void)registered;
    return QIcon::fromTheme(name, QIcon(QStringLiteral(":/icons/%1.svg").arg(name)));
}

void addClearButton(QLineEdit *edit)
{
    QAction *clear =
        edit->addAction(themedIcon(QStringLiteral("edit-clear")), QLineEdit::TrailingPosition);
    clear->setToolTip(QCoreApplication::translate("gmonview::Icons", "Clear text"));
    clear->setVisible(false);
    QObject::connect(clear, &QAction::triggered, edit, [edit] {
        edit->clear();
        emit edit->editingFinished();
    });
    QObject::connect(edit, &QLineEdit::textChanged, clear,
                     [clear](const QString &text) { clear->setVisible(!text.isEmpty()); });
}

} // namespace gmonview
