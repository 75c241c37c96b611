// SPDX-License-Identifier: MIT
#include "views/window/Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QPointer>
#include <QTranslator>

namespace gmonview {

bool installTranslations(const QLocale &locale)
{
    static QPointer<QTranslator> ours;
    static QPointer<QTranslator> qt;
    for (QTranslator *t : {ours.data(), qt.data()}) {
        if (t) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
    }
    auto *app = QCoreApplication::instance();
    qt = new QTranslator(app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    ours = new QTranslator(app);
    if (!ours->load(locale, QStringLiteral("gmonview"), QStringLiteral("_"),
                    QStringLiteral(":/i18n")))
        return false;
    QCoreApplication::installTranslator(ours);
    return true;
}

} // namespace gmonview
