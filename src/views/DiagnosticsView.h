#pragma once

#include "ProfileDoctor.h"

#include <QWidget>

#include <vector>

class QLabel;
class QTextBrowser;

namespace gmonview {

// The profile doctor's findings (ProfileDoctor.h) as a list: each finding
// with what was found, and under it what it means and the fix, wrapped to
// the pane's width. Those that make the numbers wrong come first, marked.
class DiagnosticsView : public QWidget
{
    Q_OBJECT

public:
    explicit DiagnosticsView(QWidget *parent = nullptr);

    // PROFILE_OPEN: whether a profile is shown at all (else the list says
    // how to open one instead of "no findings").
    void setFindings(const std::vector<Finding> &findings, bool profileOpen);
    int findingCount() const { return m_count; }
    QWidget *focusTarget() const; // the list, for Go > Diagnostics
    QString text() const;         // the list as plain text
    QString summary() const;      // the line above it

private:
    QLabel *m_summary;
    QTextBrowser *m_list;
    int m_count = 0;
};

} // namespace gmonview
