#pragma once

#include <QMainWindow>

class QPlainTextEdit;

namespace gmonview {

// The main window. For now it shows the gprof report of the profile it was
// opened on; the views proper come with later work.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);

    // Opens EXECUTABLE with the gmon files (gmon.out beside it if none).
    // Returns false, and keeps what was shown, if they cannot be read.
    bool openProfile(const QString &executable, const QStringList &gmonFiles);
    QString lastError() const { return m_lastError; }

private:
    QPlainTextEdit *m_text = nullptr;
    QString m_lastError;
};

} // namespace gmonview
