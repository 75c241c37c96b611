// SPDX-License-Identifier: MIT
#pragma once

#include "model/engine/ProfileResult.h"
#include "model/stats/ProfileDoctor.h"

#include <QWidget>

#include <memory>
#include <string>
#include <vector>

class QLabel;
class QTextBrowser;

namespace gmonview {

// The profile doctor's findings (ProfileDoctor.h) as a list: each finding
// with what was found, and under it what it means and the fix, wrapped to
// the pane's width. Those that make the numbers wrong come first, marked.
// A function's name in a finding reads as the window shows it (shortened),
// a link: its tooltip is the whole name, a click makes it current.
class DiagnosticsView : public QWidget
{
    Q_OBJECT

public:
    explicit DiagnosticsView(QWidget *parent = nullptr);

    // PROFILE: the profile shown, or null (the list then says how to open
    // one instead of "no findings"); NAMES: the names the window shows for
    // its symbols, or null for the whole names.
    void setFindings(const std::vector<Finding> &findings,
                     std::shared_ptr<const ProfileResult> profile,
                     std::shared_ptr<const std::vector<std::string>> names);
    int findingCount() const { return m_count; }
    QWidget *focusTarget() const; // the list, for Go > Diagnostics
    QString text() const;         // the list as plain text
    QString summary() const;      // the line above it

signals:
    void functionActivated(int symbol);

private:
    // TEXT as HTML, each whole function name in it a link showing its short name.
    QString linkNames(const QString &text) const;
    struct LongName
    {
        QString full;
        QString shown;
        int symbol;
    };
    std::vector<LongName> m_longNames; // longest first
    QLabel *m_summary;
    QTextBrowser *m_list;
    int m_count = 0;
};

} // namespace gmonview
