// SPDX-License-Identifier: MIT
#include "model/document/MessageText.h"

#include <QCoreApplication>

namespace gmonview {

QString displayText(const Message &message)
{
    if (message.isVerbatim())
        return QString::fromStdString(message.pattern());
    QString pattern;
    if (message.isCounted()) {
        const int n = int(message.count());
        pattern = QCoreApplication::translate(message.context(), message.pattern().c_str(),
                                              nullptr, n);
        // Untranslated (English has no translation file), tr() leaves "(s)":
        // say it as the command line does.
        if (pattern == QString::fromStdString(message.pattern()).replace(QStringLiteral("%n"),
                                                                     QString::number(n)))
            pattern = QString::fromStdString(Message::englishCount(message.pattern(), n));
    } else {
        pattern = QCoreApplication::translate(message.context(), message.pattern().c_str());
    }
    std::vector<std::string> args;
    args.reserve(message.arguments().size());
    for (const Message &a : message.arguments())
        args.push_back(displayText(a).toStdString());
    // In UTF-8 the placeholders are the same bytes; Message::fill does the rest.
    return QString::fromStdString(Message::fill(pattern.toStdString(), args));
}

QString failureText(const std::exception_ptr &e)
{
    try {
        std::rethrow_exception(e);
    } catch (const std::exception &x) {
        return QCoreApplication::translate("gmonview::ProfileDocument",
                                           "Internal error in a background job: %1")
            .arg(QString::fromLocal8Bit(x.what()));
    } catch (...) {
        return QCoreApplication::translate("gmonview::ProfileDocument",
                                           "Internal error in a background job");
    }
}

} // namespace gmonview
