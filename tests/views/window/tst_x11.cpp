// SPDX-License-Identifier: MIT
// The main window on a real X server (Xvfb, the xcb platform), for what the
// offscreen platform cannot show: there, text fields bind no Emacs keys.
#include "TestSupport.h"
#include "views/window/MainWindow.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QKeyEvent>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace gmonview;
using namespace gmonview::test;

class tst_X11 : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void shortcutsWorkInTextFields();

private:
    QTemporaryDir m_dir;
    QString m_exe;
};

void tst_X11::initTestCase()
{
    QCOMPARE(QGuiApplication::platformName(), QStringLiteral("xcb"));
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    m_exe = m_dir.filePath(QStringLiteral("prog"));
    QCOMPARE(compileProgram(QStringLiteral("cycles.c"), {"-pg", "-O0"}, m_exe).exitCode, 0);
    QCOMPARE(profileRun(m_exe, {"9"}, m_dir.path(), QStringLiteral("gmon.out")).exitCode, 0);
}

// With the focus in a text field, the window's keys still act: on X11 a
// line edit takes Ctrl+E (end of line) for itself.
void tst_X11::shortcutsWorkInTextFields()
{
    // What the platform does to a bare field: it claims Ctrl+E.
    QLineEdit bare;
    QKeyEvent claimed(QEvent::ShortcutOverride, Qt::Key_E, Qt::ControlModifier);
    QApplication::sendEvent(&bare, &claimed);
    QVERIFY2(claimed.isAccepted(), "the platform binds no Ctrl+E: this test would show nothing");

    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.activateWindow(); // (no window manager gives it the focus)
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(m_exe, {m_dir.filePath("gmon.out")});
    QVERIFY(QTest::qWaitFor([&] { return loaded.count() == 1 && !w.isLoading(); }, 20000));
    QVERIFY(w.profile());

    // Every field of the window leaves every key of the window's to it.
    QList<QAction *> keyed;
    for (QAction *a : w.findChildren<QAction *>())
        if (a->isEnabled() && !a->shortcut().isEmpty() &&
            a->shortcutContext() != Qt::WidgetShortcut &&
            a->shortcutContext() != Qt::WidgetWithChildrenShortcut &&
            (a->shortcut()[0].keyboardModifiers() & (Qt::ControlModifier | Qt::AltModifier)))
            keyed << a;
    QVERIFY(keyed.size() > 5);
    int fields = 0;
    for (QWidget *field : w.findChildren<QWidget *>()) {
        if (!qobject_cast<QLineEdit *>(field) && !qobject_cast<QAbstractSpinBox *>(field))
            continue;
        if (qobject_cast<QAbstractSpinBox *>(field->parentWidget()))
            continue; // the spin box answers for its own line edit
        ++fields;
        for (QAction *a : keyed) {
            const QKeyCombination key = a->shortcut()[0];
            QKeyEvent override(QEvent::ShortcutOverride, key.key(), key.keyboardModifiers());
            QApplication::sendEvent(field, &override);
            QVERIFY2(!override.isAccepted(),
                     qPrintable(QLatin1String(field->metaObject()->className()) + QLatin1Char(' ') +
                                field->objectName() + QStringLiteral(" takes ") +
                                a->shortcut().toString() + QStringLiteral(" from ") + a->text()));
        }
    }
    QVERIFY(fields >= 2);

    // And for real, typed in the filter: Ctrl+E exports, Ctrl+K goes to a
    // function. Each opens a dialog, closed here unanswered.
    QTimer closer;
    connect(&closer, &QTimer::timeout, this, [&] {
        if (auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget()))
            dialog->reject();
    });
    closer.start(50);
    auto *filter = w.findChild<QLineEdit *>(QStringLiteral("filter"));
    QVERIFY(filter);
    for (Qt::Key k : {Qt::Key_E, Qt::Key_K}) {
        QAction *action = nullptr;
        for (QAction *a : keyed)
            if (a->shortcut() == QKeySequence(Qt::CTRL | k))
                action = a;
        QVERIFY(action);
        QSignalSpy triggered(action, &QAction::triggered);
        QTRY_VERIFY(!QApplication::activeModalWidget());
        w.activateWindow(); // back from the last dialog
        QVERIFY(QTest::qWaitForWindowActive(&w));
        filter->setFocus();
        QTRY_VERIFY(filter->hasFocus());
        filter->setText(QStringLiteral("wo"));
        filter->setCursorPosition(0);
        QTest::keyClick(filter, k, Qt::ControlModifier);
        QCOMPARE(triggered.count(), 1);
        QCOMPARE(filter->text(), QStringLiteral("wo")); // the field did nothing
        filter->clear();
    }
}

QTEST_MAIN(tst_X11)
#include "tst_x11.moc"
