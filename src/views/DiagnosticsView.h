#pragma once

#include "ProfileDoctor.h"

#include <QWidget>

#include <vector>

class QLabel;
class QTreeWidget;

namespace gmonview {

// The profile doctor's findings (ProfileDoctor.h) as a list: each finding
// with what was found, and under it what it means and the fix. Those that
// make the numbers wrong come first, marked as warnings.
class DiagnosticsView : public QWidget
{
    Q_OBJECT

public:
    explicit DiagnosticsView(QWidget *parent = nullptr);

    // PROFILE_OPEN: whether a profile is shown at all (else the list says
    // how to open one instead of "no findings").
    void setFindings(const std::vector<Finding> &findings, bool profileOpen);
    int findingCount() const { return m_count; }
    QTreeWidget *list() const { return m_list; }
    QWidget *focusTarget() const; // the list, for Go > Diagnostics

private:
    QLabel *m_summary;
    QTreeWidget *m_list;
    int m_count = 0;
};

} // namespace gmonview
