// The (still bare) main window: opens a profile given on the command line,
// and a file it cannot read leaves what it showed in place.
#include "MainWindow.h"
#include "TestSupport.h"

#include <QPlainTextEdit>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace gmonview;
using namespace gmonview::test;

class tst_MainWindow : public QObject
{
    Q_OBJECT

private slots:
    void opensProfileAndKeepsItOnError();
};

void tst_MainWindow::opensProfileAndKeepsItOnError()
{
    QTemporaryDir dir;
    const QString exe = dir.filePath(QStringLiteral("prog"));
    QCOMPARE(compileProgram(QStringLiteral("recursion.c"), {"-pg"}, exe).exitCode, 0);
    QCOMPARE(profileRun(exe, {"3"}, dir.path(), QStringLiteral("gmon.out")).exitCode, 0);

    MainWindow w;
    w.show();
    QVERIFY(w.openProfile(exe, {}));
    auto *text = w.findChild<QPlainTextEdit *>();
    QVERIFY(text);
    const QString shown = text->toPlainText();
    QVERIFY(shown.startsWith(QStringLiteral("Flat profile:")));
    QVERIFY(shown.contains(QStringLiteral("fib")));
    QCOMPARE(shown.toStdString(), runOurs({"-b", exe, dir.filePath("gmon.out")}, dir.path()).out);

    writeFile(dir.filePath("broken.out"), "gmon\x07\0\0\0");
    QVERIFY(!w.openProfile(exe, {dir.filePath("broken.out")}));
    QVERIFY(w.lastError().contains(QStringLiteral("broken.out")));
    QCOMPARE(text->toPlainText(), shown);
}

QTEST_MAIN(tst_MainWindow)
#include "tst_mainwindow.moc"
