#include "WindowSettings.h"

#include <QAction>
#include <QCoreApplication>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

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

void fillRecentMenu(QMenu *menu, const std::function<void(const QStringList &)> &open)
{
    menu->clear();
    int n = 0;
    for (const QStringList &entry : recentFiles()) {
        // (A named count: lupdate 6.4 hangs on a cast among translate()'s arguments.)
        const int runs = int(entry.size()) - 1;
        const QString label =
            QCoreApplication::translate("gmonview::MainWindow", "&%1 %2 (%n run(s))", nullptr, runs)
                .arg(++n)
                .arg(QFileInfo(entry.first()).fileName());
        QAction *a = menu->addAction(label, menu, [open, entry] { open(entry); });
        a->setToolTip(entry.join(QLatin1Char('\n')));
    }
    menu->setEnabled(n > 0);
}

} // namespace gmonview
