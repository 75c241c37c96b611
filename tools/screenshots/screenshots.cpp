// SPDX-License-Identifier: MIT
// Takes the screenshots in docs/ from the real window:
//   take_screenshots OUTPUT_DIR PROGRAM GMON FUNCTION CYCLE
// selects FUNCTION, saves the window with the cycle collapsed, expands
// cycle CYCLE and saves it again, then shows the busiest function in the
// source pane. Run under Xvfb (tools/screenshots.sh).
#include "model/items/FlatProfileModel.h"
#include "views/callgraph/CallGraphView.h"
#include "views/common/Palette.h"
#include "views/source/SourceView.h"
#include "views/window/MainWindow.h"

#include <QApplication>
#include <QDir>
#include <QPalette>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

#include <cstdio>

using namespace gmonview;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (qEnvironmentVariableIsSet("GMONVIEW_DARK")) { // a dark desktop palette, for checking
        QApplication::setStyle(QStringLiteral("Fusion"));
        QApplication::setPalette(ink::sampleDarkPalette());
    }
    if (argc < 6) {
        std::fprintf(stderr, "usage: take_screenshots OUTPUT_DIR PROGRAM GMON FUNCTION CYCLE\n");
        return 2;
    }
    const QDir out(QString::fromLocal8Bit(argv[1]));
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(QString::fromLocal8Bit(argv[2]), {QString::fromLocal8Bit(argv[3])});
    if (!QTest::qWaitFor([&] { return loaded.count() > 0 && !w.isLoading(); }, 30000) ||
        !w.profile())
        return 1;
    auto *flat = w.findChild<QTableView *>(QStringLiteral("flatProfile"));
    const QString function = QString::fromLocal8Bit(argv[4]);
    for (int r = 0; r < flat->model()->rowCount(); ++r)
        if (flat->model()->index(r, FlatProfileModel::Name).data().toString() == function)
            flat->setCurrentIndex(flat->model()->index(r, 0));
    CallGraphView *graph = w.callGraphView();
    auto settle = [&] {
        QTest::qWaitFor([&] { return !graph->isLayingOut(); }, 30000);
        QTest::qWait(400);
    };
    settle();
    if (!w.grab().save(out.filePath(QStringLiteral("screenshot-main.png"))))
        return 1;
    graph->setCycleExpanded(QString::fromLocal8Bit(argv[5]).toInt(), true);
    settle();
    if (!w.grab().save(out.filePath(QStringLiteral("screenshot-cycle-expanded.png"))))
        return 1;
    graph->setCycleExpanded(QString::fromLocal8Bit(argv[5]).toInt(), false);
    if (!QTest::qWaitFor([&] { return bool(w.lineProfile().profile); }, 60000))
        return 1;
    flat->setCurrentIndex(flat->model()->index(0, 0));
    w.findChild<QTabWidget *>()->setCurrentWidget(w.sourceView());
    settle();
    if (!w.grab().save(out.filePath(QStringLiteral("screenshot-source.png"))))
        return 1;
    std::printf("saved in %s\n", qPrintable(out.absolutePath()));
    return 0;
}
