// SPDX-License-Identifier: MIT
// The diagnostics pane's words (DiagnosticsView): its summary and each
// finding in English as a person writes it, one and many.
#include "model/stats/ProfileDoctor.h"
#include "views/diagnostics/DiagnosticsView.h"

#include <QApplication>
#include <QTest>

using namespace gmonview;

class tst_Diagnostics : public QObject
{
    Q_OBJECT

private slots:
    void pluralsAreEnglish_data();
    void pluralsAreEnglish();
};

namespace {

Finding finding(FindingKind kind, long long n)
{
    return {kind,
            {},
            Message::counted(GMONVIEW_TR_N_NOOP("gmonview::model",
                                                "%n function(s) with samples built without -pg "
                                                "(no call to %1 in the code): %2"),
                             n, "mcount", "f"),
            Message(GMONVIEW_TR_NOOP("gmonview::model", "Compile that code with -pg too, or "
                                                        "read its time as self time only.")),
            Message(GMONVIEW_TR_NOOP("gmonview::model", "Compile and link every file with -pg."))};
}

} // namespace

void tst_Diagnostics::pluralsAreEnglish_data()
{
    QTest::addColumn<int>("wrong");
    QTest::addColumn<int>("cautions");
    QTest::addColumn<QString>("summary");
    QTest::newRow("one wrong") << 1 << 0
                               << QStringLiteral(
                                      "1 finding makes the numbers wrong; read it first.");
    QTest::newRow("two wrong") << 2 << 1
                               << QStringLiteral(
                                      "2 findings make the numbers wrong; read them first.");
    QTest::newRow("one caution") << 0 << 1
                                 << QStringLiteral(
                                        "Nothing makes the numbers wrong; 1 caution below.");
    QTest::newRow("two cautions") << 0 << 2
                                  << QStringLiteral(
                                         "Nothing makes the numbers wrong; 2 cautions below.");
}

void tst_Diagnostics::pluralsAreEnglish()
{
    QFETCH(int, wrong);
    QFETCH(int, cautions);
    QFETCH(QString, summary);
    std::vector<Finding> findings;
    for (int i = 0; i < wrong; ++i)
        findings.push_back(finding(FindingKind::ForeignRun, 1));
    for (int i = 0; i < cautions; ++i)
        findings.push_back(finding(FindingKind::NoCallCounts, cautions));
    DiagnosticsView view;
    view.setFindings(findings, std::make_shared<const ProfileResult>(), nullptr); // a profile open
    QCOMPARE(view.summary(), summary);
    // Each finding counted in English: "1 function", "2 functions".
    const QString text = view.text();
    QVERIFY2(!text.contains(QStringLiteral("(s)")), qPrintable(text));
    if (cautions == 1)
        QVERIFY2(text.contains(QStringLiteral("1 function with samples")), qPrintable(text));
    if (cautions == 2)
        QVERIFY2(text.contains(QStringLiteral("2 functions with samples")), qPrintable(text));
}

QTEST_MAIN(tst_Diagnostics)
#include "tst_diagnostics.moc"
