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

namespace {

// The options of the window's command line that are not the window's own,
// taken out of its arguments.
struct GuiOptions
{
    bool exitAfterLoad = false;
    QString screenshot;
    QString tab;
    QStringList base;
};

// The argument after NAME in ARGS, both taken out; empty when NAME is not
// there or is the last.
QString takeValue(QStringList &args, const QString &name)
{
    QString value;
    if (const qsizetype at = args.indexOf(name); at >= 0 && at + 1 < args.size()) {
        value = args.at(at + 1);
        args.remove(at, 2);
    }
    return value;
}

GuiOptions takeGuiOptions(QStringList &args)
{
    GuiOptions options;
    // --exit-after-load: quit as soon as the profile is shown, printing how
    // long that took (for bench/).
    options.exitAfterLoad = args.removeAll(QStringLiteral("--exit-after-load")) > 0;
    // --screenshot PATH: show the window, save a picture of it, and quit.
    options.screenshot = takeValue(args, QStringLiteral("--screenshot"));
    // --tab TITLE: with --screenshot, the lower pane's tab to show (TITLE or
    // the start of it).
    options.tab = takeValue(args, QStringLiteral("--tab"));
    // NEW-EXE NEW-GMON... --compare-with BASE-EXE BASE-GMON...: compare mode.
    if (const qsizetype at = args.indexOf(QStringLiteral("--compare-with")); at >= 0) {
        options.base = args.mid(at + 1);
        args.resize(at);
    }
    return options;
}

// --exit-after-load: once WINDOW has loaded, how long that took since
// SINCE_START, and quit.
void exitAfterLoad(gmonview::MainWindow &window, const QElapsedTimer &sinceStart)
{
    QObject::connect(&window, &gmonview::MainWindow::loadFinished, &window, [&window, &sinceStart] {
        const auto *flat = window.findChild<QTableView *>(QStringLiteral("flatProfile"));
        std::printf("loaded in %.3f s: %d rows in the flat profile%s\n",
                    double(sinceStart.nsecsElapsed()) / 1e9, flat ? flat->model()->rowCount() : 0,
                    window.profile() ? "" : " (no profile)");
        std::fflush(stdout);
        QApplication::exit(window.profile() ? 0 : 1);
    });
}

// Compare mode: WINDOW's profile compared with BASE once it is loaded.
void compareOnceLoaded(gmonview::MainWindow &window, const QStringList &base)
{
    auto once = std::make_shared<QMetaObject::Connection>();
    *once = QObject::connect(&window, &gmonview::MainWindow::loadFinished, &window,
                             [&window, base, once] {
                                 QObject::disconnect(*once);
                                 if (window.profile())
                                     window.compareWith(base);
                             });
}

// --screenshot: WINDOW saved to OPTIONS' file, on OPTIONS' tab, once shown
// (in compare mode, once the comparison is), and quit.
void screenshotOnceShown(gmonview::MainWindow &window, const GuiOptions &options)
{
    const auto take = [&window, screenshot = options.screenshot, tab = options.tab] {
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
    if (options.base.isEmpty())
        take();
    else // once the comparison is shown
        QObject::connect(window.comparePanel(), &gmonview::ComparePanel::comparisonChanged, &window,
                         [take](const auto &comparison) {
                             if (comparison)
                                 take();
                         });
}

} // namespace

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
    const GuiOptions options = takeGuiOptions(args);

    // The command line is read while the window is built.
    gmonview::MainWindow window(args);
    QApplication::setWindowIcon(window.windowIcon()); // for dialogs and the desktop
    if (options.exitAfterLoad)
        exitAfterLoad(window, sinceStart);
    window.show();
    if (!options.base.isEmpty())
        compareOnceLoaded(window, options.base);
    if (!options.screenshot.isEmpty())
        screenshotOnceShown(window, options);
    return QApplication::exec();
}
