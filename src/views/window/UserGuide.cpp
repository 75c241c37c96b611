// SPDX-License-Identifier: MIT
#include "views/window/UserGuide.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QImage>
#include <QPointer>
#include <QScreen>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>

// The guide is compiled into a static library, so its resource is
// registered by hand (Q_INIT_RESOURCE must be called outside a namespace).
static bool registerGuideResource()
{
    Q_INIT_RESOURCE(guide);
    return true;
}

namespace gmonview {

namespace {

// A browser whose pictures are never wider than it is: each is drawn at
// its own size, or narrower (in proportion) when the browser is narrower.
class GuideBrowser : public QTextBrowser
{
public:
    using QTextBrowser::QTextBrowser;

    void fitImages()
    {
        const qreal room = viewport()->width() - 2 * document()->documentMargin() - 4;
        if (room <= 0)
            return;
        for (QTextBlock block = document()->begin(); block.isValid(); block = block.next()) {
            for (auto it = block.begin(); !it.atEnd(); ++it) {
                const QTextFragment fragment = it.fragment();
                if (!fragment.charFormat().isImageFormat())
                    continue;
                QTextImageFormat image = fragment.charFormat().toImageFormat();
                const QVariant data =
                    loadResource(QTextDocument::ImageResource, QUrl(image.name()));
                const QImage picture = data.typeId() == QMetaType::QImage
                                           ? data.value<QImage>()
                                           : QImage::fromData(data.toByteArray());
                if (picture.isNull())
                    continue;
                const qreal width = std::min<qreal>(picture.width(), room);
                if (qFuzzyCompare(image.width(), width))
                    continue;
                image.setWidth(width);
                image.setHeight(width * picture.height() / picture.width());
                QTextCursor cursor(document());
                cursor.setPosition(fragment.position());
                cursor.setPosition(fragment.position() + fragment.length(),
                                   QTextCursor::KeepAnchor);
                cursor.setCharFormat(image);
            }
        }
    }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QTextBrowser::resizeEvent(event);
        fitImages();
    }
};

} // namespace

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
        auto *browser = new GuideBrowser(window);
        browser->setOpenExternalLinks(true);
        browser->setSource(QUrl(QStringLiteral("qrc:/guide/user-guide.md")),
                           QTextDocument::MarkdownResource);
        QObject::connect(browser, &QTextBrowser::sourceChanged, browser,
                         [browser] { browser->fitImages(); });
        layout->addWidget(browser);
        auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, window);
        QObject::connect(buttons, &QDialogButtonBox::rejected, window, &QDialog::close);
        layout->addWidget(buttons);
        const QSize room =
            (parent ? parent->screen() : window->screen())->availableGeometry().size();
        window->resize(QSize(900, 750).boundedTo(room * 0.9));
    }
    window->show();
    window->raise();
    window->activateWindow();
    return window;
}

} // namespace gmonview
