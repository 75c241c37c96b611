#include <QTest>
class tst_export_pprof : public QObject { Q_OBJECT };
QTEST_GUILESS_MAIN(tst_export_pprof)
#include "tst_export_pprof.moc"
