#include "Icons.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QLineEdit>
#include <QPointer>
#include <QProxyStyle>

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

namespace {

// The widget's style, with scalable title-bar icons.
class ScalableTitleIcons : public QProxyStyle
{
public:
    using QProxyStyle::QProxyStyle;
    QIcon standardIcon(StandardPixmap icon, const QStyleOption *option,
                       const QWidget *widget) const override
    {
        switch (icon) {
        case SP_DockWidgetCloseButton:
        case SP_TitleBarCloseButton:
            return themedIcon(QStringLiteral("window-close"));
        case SP_TitleBarNormalButton:
            return themedIcon(QStringLiteral("window-restore"));
        default:
            return QProxyStyle::standardIcon(icon, option, widget);
        }
    }
};

} // namespace

void useScalableTitleIcons(QWidget *widget)
{
    // QProxyStyle takes ownership of its base: give it a style of its own.
    auto *style = new ScalableTitleIcons(QApplication::style()->name());
    style->setParent(widget);
    widget->setStyle(style);
}

} // namespace gmonview
