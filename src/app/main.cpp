#include "MainWindow.h"
#include "ReportCommand.h"

#include <QApplication>
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

    gmonview::MainWindow window;
    const QStringList args = QApplication::arguments().mid(1);
    if (!args.isEmpty())
        window.openProfile(args.first(), args.mid(1));
    window.show();
    return QApplication::exec();
}
