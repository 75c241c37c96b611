// SPDX-License-Identifier: MIT
#pragma once

#include <QFrame>
#include <QStringList>

class QLabel;
class QToolButton;

namespace gmonview {

// A bar above the views for what the user should know without being
// stopped: an error or a piece of news (one message), or the warnings of
// what was read (a count, and the list on request). Its colours follow the
// palette, also when the desktop switches between light and dark.
class MessageBar : public QFrame
{
    Q_OBJECT

public:
    enum class Kind
    {
        News,
        Error,
        Warnings
    };
    explicit MessageBar(Kind kind, QWidget *parent = nullptr);

    // Shows TEXT (News and Error) and remembers it.
    void showMessage(const QString &text, bool error);
    // Shows WARNINGS (Warnings bars); hides the bar when there are none.
    void setWarnings(const QStringList &warnings);

    QString text() const { return m_text; }
    QStringList warnings() const { return m_warnings; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void paint();
    void updateWarningText();

    Kind m_kind;
    QString m_text;
    QStringList m_warnings;
    bool m_expanded = false;
    bool m_painting = false;
    QLabel *m_label = nullptr;
    QToolButton *m_details = nullptr;
};

} // namespace gmonview
