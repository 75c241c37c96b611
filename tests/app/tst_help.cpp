// SPDX-License-Identifier: MIT
// `gmonview --help`, the first thing a user reads: it lists every export
// format of the registry (Exporters.h), each with its summary.
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

QTEST_GUILESS_MAIN(tst_Help)
#include "tst_help.moc"
