#include "MainWindow.h"

#include "ReportCommand.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QStatusBar>

namespace gmonview {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("gmonview"));
    m_text = new QPlainTextEdit(this);
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setPlaceholderText(
        tr("Open a program built with -pg and its gmon.out:\n  gmonview PROGRAM [GMON...]"));
    setCentralWidget(m_text);

    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::quit);
    quit->setShortcut(QKeySequence::Quit);
    statusBar()->showMessage(tr("No profile open"));
    resize(1100, 750);
}

bool MainWindow::openProfile(const QString &executable, const QStringList &gmonFiles)
{
    QStringList gmons = gmonFiles;
    if (gmons.isEmpty())
        gmons << QFileInfo(executable).absoluteDir().filePath(QStringLiteral("gmon.out"));
    std::vector<std::string> args{"-b", executable.toStdString()};
    for (const QString &g : gmons)
        args.push_back(g.toStdString());
    const ReportOutput r = runReport(args);
    if (r.exitCode != 0) {
        m_lastError = QString::fromStdString(r.err).trimmed();
        statusBar()->showMessage(m_lastError);
        return false;
    }
    m_text->setPlainText(QString::fromStdString(r.out));
    setWindowTitle(tr("%1 - gmonview").arg(QFileInfo(executable).fileName()));
    statusBar()->showMessage(tr("%n run(s) of %1", nullptr, int(gmons.size())).arg(executable));
    return true;
}

} // namespace gmonview
