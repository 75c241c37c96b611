// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QStringList>

class QListWidget;
class QPushButton;

namespace gmonview {

// The gmon files found beside a program opened alone (GMON_OUT_PREFIX's
// run.<pid>, told by their contents), each with a check box, all ticked:
// Open sums the ticked ones. Shown with open(), window-modal but not
// blocking, and deleted when closed.
class RunChooser : public QDialog
{
    Q_OBJECT

public:
    RunChooser(const QString &program, const QStringList &runs, QWidget *parent);

    QStringList checkedRuns() const;
    QListWidget *list() const { return m_list; }

signals:
    void runsChosen(const QStringList &runs);

private:
    void updateOpenButton();

    QListWidget *m_list = nullptr;
    QPushButton *m_open = nullptr;
};

} // namespace gmonview
