#include "UserGuide.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QPointer>
#include <QTextBrowser>
#include <QVBoxLayout>

// The guide is compiled into a static library, so its resource is
// registered by hand (Q_INIT_RESOURCE must be called outside a namespace).
static bool registerGuideResource()
{
    Q_INIT_RESOURCE(guide);
    return true;
}

namespace gmonview {

QDialog *showUserGuide(QWidget *parent)
{
    static QPointer<QDialog> window;
    static const bool registered = registerGuideResource();
    (void)registered;
    if (!window) {
        window = new QDialog(parent);
        window->setObjectName(QStringLiteral("userGuide"));
        window->setWindowTitle(QDialog::tr("gmonview User Guide"));
        window->setAttribute(Qt::WA_DeleteOnClose);
        auto *layout = new QVBoxLayout(window);
        auto *browser = new QTextBrowser(window);
        browser->setOpenExternalLinks(true);
        browser->setSource(QUrl(QStringLiteral("qrc:/guide/user-guide.md")),
                           QTextDocument::MarkdownResource);
        layout->addWidget(browser);
        auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, window);
        QObject::connect(buttons, &QDialogButtonBox::rejected, window, &QDialog::close);
        layout->addWidget(buttons);
        window->resize(900, 750);
    }
    window->show();
    window->raise();
    window->activateWindow();
    return window;
}

} // namespace gmonview
