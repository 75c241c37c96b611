#include "MainWindow.h"
#include "ReportCommand.h"

#include <QApplication>
#include <QTimer>
#include <cstdio>
#include <string>
#include <vector>

int main(int argc, char *argv[])
{
    if (argc > 1 && std::string(argv[1]) == "report") {
        std::vector<std::string> args(argv + 2, argv + argc);
        const gmonview::ReportOutput r = gmonview::runReport(args);
        std::fwrite(r.out.data(), 1, r.out.size(), stdout);
        std::fflush(stdout);
        std::fwrite(r.err.data(), 1, r.err.size(), stderr);
        return r.exitCode;
    }

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("gmonview"));
    QApplication::setOrganizationName(QStringLiteral("gmonview"));
    QApplication::setApplicationVersion(QStringLiteral(GMONVIEW_VERSION));

    QStringList args = QApplication::arguments().mid(1);
    // --screenshot PATH: show the window, save a picture of it, and quit.
    QString screenshot;
    if (const qsizetype at = args.indexOf(QStringLiteral("--screenshot"));
        at >= 0 && at + 1 < args.size()) {
        screenshot = args.at(at + 1);
        args.remove(at, 2);
    }

    gmonview::MainWindow window;
    if (!args.isEmpty())
        window.openProfile(args.first(), args.mid(1));
    window.show();
    if (!screenshot.isEmpty()) {
        QTimer::singleShot(800, &window, [&window, screenshot] {
            const bool saved = window.grab().save(screenshot);
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return QApplication::exec();
}
