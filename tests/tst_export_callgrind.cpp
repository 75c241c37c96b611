#include <QTest>
class tst_export_callgrind : public QObject { Q_OBJECT };
QTEST_GUILESS_MAIN(tst_export_callgrind)
#include "tst_export_callgrind.moc"
