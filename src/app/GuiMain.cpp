// SPDX-License-Identifier: MIT
#include "views/compare/ComparePanel.h"
#include "views/window/MainWindow.h"
#include "views/window/Translations.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QIcon>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>

#include <cstdio>

// The GUI's entry point, in a library of its own (libgmonview_gui.so) so that
// `gmonview report` never loads Qt: report mode is measured against gprof,
// and loading Qt's libraries alone costs about 10 ms.
extern "C" __attribute__((visibility("default"))) int gmonview_gui_main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("gmonview"));
    QApplication::setOrganizationName(QStringLiteral("gmonview"));
    QApplication::setApplicationVersion(QStringLiteral(GMONVIEW_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("gmonview"));
    gmonview::installTranslations(); // the system locale's language

    QElapsedTimer sinceStart;
    sinceStart.start();
    QStringList args = QApplication::arguments().mid(1);
    // --exit-after-load: quit as soon as the profile is shown, printing how
    // long that took (for bench/).
    const bool exitAfterLoad = args.removeAll(QStringLiteral("--exit-after-load")) > 0;
    // --screenshot PATH: show the window, save a picture of it, and quit.
    QString screenshot;
    if (const qsizetype at = args.indexOf(QStringLiteral("--screenshot"));
        at >= 0 && at + 1 < args.size()) {
        screenshot = args.at(at + 1);
        args.remove(at, 2);
    }

    // --tab TITLE: with --screenshot, the lower pane's tab to show (TITLE or
    // the start of it).
    QString tab;
    if (const qsizetype at = args.indexOf(QStringLiteral("--tab"));
        at >= 0 && at + 1 < args.size()) {
        tab = args.at(at + 1);
        args.remove(at, 2);
    }

    // NEW-EXE NEW-GMON... --compare-with BASE-EXE BASE-GMON...: compare mode.
    QStringList base;
    if (const qsizetype at = args.indexOf(QStringLiteral("--compare-with")); at >= 0) {
        base = args.mid(at + 1);
        args.resize(at);
    }

    // The command line is read while the window is built.
    gmonview::MainWindow window(args);
    QApplication::setWindowIcon(window.windowIcon()); // for dialogs and the desktop
    if (exitAfterLoad) {
        QObject::connect(&window, &gmonview::MainWindow::loadFinished, &window, [&] {
            const auto *flat = window.findChild<QTableView *>(QStringLiteral("flatProfile"));
            std::printf("loaded in %.3f s: %d rows in the flat profile%s\n",
                        double(sinceStart.nsecsElapsed()) / 1e9,
                        flat ? flat->model()->rowCount() : 0,
                        window.profile() ? "" : " (no profile)");
            std::fflush(stdout);
            QApplication::exit(window.profile() ? 0 : 1);
        });
    }
    window.show();
    if (!base.isEmpty()) {
        auto once = std::make_shared<QMetaObject::Connection>();
        *once = QObject::connect(&window, &gmonview::MainWindow::loadFinished, &window,
                                 [&window, base, once] {
                                     QObject::disconnect(*once);
                                     if (window.profile())
                                         window.compareWith(base);
                                 });
    }
    if (!screenshot.isEmpty()) {
        const auto take = [&window, screenshot, tab] {
            QTimer::singleShot(800, &window, [&window, screenshot, tab] {
                // Chosen once loaded: a title may count what was found
                // ("Diagnostics (2)"), so TITLE may be its start.
                if (auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("lowerTabs")))
                    for (int i = 0; i < tabs->count() && !tab.isEmpty(); ++i)
                        if (tabs->tabText(i).remove(QLatin1Char('&')).startsWith(tab))
                            tabs->setCurrentIndex(i);
                const bool saved = window.grab().save(screenshot);
                QApplication::exit(saved ? 0 : 1);
            });
        };
        if (base.isEmpty())
            take();
        else // once the comparison is shown
            QObject::connect(window.comparePanel(), &gmonview::ComparePanel::comparisonChanged,
                             &window, [take](const auto &comparison) {
                                 if (comparison)
                                     take();
                             });
    }
    return QApplication::exec();
}
