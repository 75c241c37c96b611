// SPDX-License-Identifier: MIT
#include "views/common/WindowSettings.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

#include <algorithm>

namespace gmonview {

namespace {
constexpr int kMaxRecent = 8;
} // namespace

QList<QStringList> recentFiles()
{
    QList<QStringList> out;
    for (const QVariant &v : QSettings().value(settingsKey::recent).toList())
        if (!v.toStringList().isEmpty())
            out << v.toStringList();
    return out;
}

void rememberRecent(const QStringList &entry)
{
    if (entry.isEmpty() || entry.first().isEmpty())
        return;
    QSettings settings;
    QVariantList recent = settings.value(settingsKey::recent).toList();
    for (qsizetype i = recent.size() - 1; i >= 0; --i)
        if (recent[i].toStringList() == entry)
            recent.removeAt(i);
    recent.prepend(entry);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    settings.setValue(settingsKey::recent, recent);
}

QString recentLabel(const QStringList &entry, const QList<QStringList> &all)
{
    const QFileInfo program(entry.first());
    QString folder = QDir::toNativeSeparators(program.absolutePath());
    const QString home = QDir::toNativeSeparators(QDir::homePath());
    if (folder == home || folder.startsWith(home + QDir::separator()))
        folder = QLatin1Char('~') + folder.mid(home.size());
    // (A named count: lupdate 6.4 hangs on a cast among translate()'s arguments.)
    const int runs = int(entry.size()) - 1;
    QString label = QCoreApplication::translate("gmonview::MainWindow",
                                                "%1 in %2 (%n run(s))", nullptr, runs)
                        .arg(program.fileName(), folder);
    // The same program and folder with other runs: name the runs' files.
    const bool twin = std::any_of(all.begin(), all.end(), [&](const QStringList &other) {
        return other != entry && other.first() == entry.first() && other.size() == entry.size();
    });
    if (twin && runs > 0) {
        QStringList names;
        for (const QString &run : entry.mid(1))
            names << QFileInfo(run).fileName();
        label += QStringLiteral(": ") + names.join(QStringLiteral(", "));
    }
    return label;
}

void fillRecentMenu(QMenu *menu, const std::function<void(const QStringList &)> &open)
{
    menu->clear();
    menu->setToolTipsVisible(true); // each entry's files, whole
    const QList<QStringList> all = recentFiles();
    const QFontMetrics metrics(menu->font());
    const int widest = 60 * metrics.averageCharWidth();
    int n = 0;
    for (const QStringList &entry : all) {
        QString label = metrics.elidedText(recentLabel(entry, all), Qt::ElideMiddle, widest);
        label.replace(QLatin1Char('&'), QStringLiteral("&&"));
        QAction *a = menu->addAction(QStringLiteral("&%1 %2").arg(++n).arg(label), menu,
                                     [open, entry] { open(entry); });
        a->setToolTip(entry.join(QLatin1Char('\n')));
    }
    menu->setEnabled(n > 0);
}

} // namespace gmonview
