#include <QTest>
class tst_export_web : public QObject { Q_OBJECT };
QTEST_GUILESS_MAIN(tst_export_web)
#include "tst_export_web.moc"
