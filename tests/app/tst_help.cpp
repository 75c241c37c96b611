// SPDX-License-Identifier: MIT
// `gmonview --help`, the first thing a user reads: it lists every export
// format of the registry (Exporters.h), each with its summary, and every
// command of the command table (Commands.h), each of which runs.
#include "app/Commands.h"
#include "model/export/Exporters.h"
#include "TestSupport.h"

#include <QDir>
#include <QRegularExpression>
#include <QTest>

using namespace gmonview;
using namespace gmonview::test;

class tst_Help : public QObject
{
    Q_OBJECT

private slots:
    void helpListsEveryExportFormat();
    void helpListsEveryCommandAndEachRuns();
};

void tst_Help::helpListsEveryExportFormat()
{
    const ProcessResult help =
        runProcess(QStringLiteral(GMONVIEW_BINARY), {"--help"}, QDir::currentPath());
    QCOMPARE(help.exitCode, 0);
    const QString text = QString::fromUtf8(help.out);
    QVERIFY(!exportFormats().empty());
    for (const ExportFormatInfo &f : exportFormats()) {
        // The name, then its summary on the same line.
        const QString line = QStringLiteral("^ +%1 +%2$")
                                 .arg(QRegularExpression::escape(QString::fromLatin1(f.name)),
                                      QRegularExpression::escape(QString::fromUtf8(f.summary)));
        QVERIFY2(text.contains(QRegularExpression(line, QRegularExpression::MultilineOption)),
                 f.name);
    }
    QVERIFY(text.contains(QStringLiteral("gmonview export --format FORMAT")));
}

void tst_Help::helpListsEveryCommandAndEachRuns()
{
    const ProcessResult help =
        runProcess(QStringLiteral(GMONVIEW_BINARY), {"--help"}, QDir::currentPath());
    QCOMPARE(help.exitCode, 0);
    const QString text = QString::fromUtf8(help.out);
    QCOMPARE(text.toStdString(), gmonviewHelp());
    QCOMPARE(commands().size(), size_t(7));
    for (const Command &c : commands()) {
        const QString name = QString::fromLatin1(c.name);
        QVERIFY2(text.contains(QRegularExpression(QStringLiteral("^ +gmonview %1 ").arg(name),
                                                  QRegularExpression::MultilineOption)),
                 c.name);
        QCOMPARE(findCommand(c.name), &c);
        // The binary dispatches NAME to the command: its own usage, exit 0.
        const ProcessResult usage =
            runProcess(QStringLiteral(GMONVIEW_BINARY), {name, "--help"}, QDir::currentPath());
        QCOMPARE(usage.exitCode, 0);
        QVERIFY2(usage.out.contains(QStringLiteral("gmonview %1").arg(name).toUtf8()),
                 usage.out.constData());
    }
    QVERIFY(!findCommand("gui"));
}

QTEST_GUILESS_MAIN(tst_Help)
#include "tst_help.moc"
