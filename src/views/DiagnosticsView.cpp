#include "DiagnosticsView.h"

#include "MessageText.h"

#include <QLabel>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace gmonview {

DiagnosticsView::DiagnosticsView(QWidget *parent) : QWidget(parent)
{
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_list = new QTextBrowser(this);
    m_list->setObjectName(QStringLiteral("diagnosticsList"));
    m_list->setOpenLinks(false);
    m_list->setAccessibleName(tr("Diagnostics"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_summary);
    layout->addWidget(m_list, 1);
    setFindings({}, false);
}

QWidget *DiagnosticsView::focusTarget() const
{
    return m_list;
}

QString DiagnosticsView::text() const
{
    return m_list->toPlainText();
}

QString DiagnosticsView::summary() const
{
    return m_summary->text();
}

void DiagnosticsView::setFindings(const std::vector<Finding> &findings, bool profileOpen)
{
    std::vector<const Finding *> ordered;
    for (const Finding &f : findings)
        ordered.push_back(&f);
    std::stable_sort(ordered.begin(), ordered.end(), [](const Finding *a, const Finding *b) {
        return a->numbersWrong() > b->numbersWrong();
    });
    int wrong = 0;
    QString html;
    for (const Finding *f : ordered) {
        wrong += f->numbersWrong();
        const QString what = displayText(f->what).toHtmlEscaped();
        html += QStringLiteral("<p><b>%1%2.</b><br>%3<br>%4</p>")
                    .arg(f->numbersWrong() ? tr("Numbers wrong: ") : QString(), what,
                         tr("What it means: %1").arg(displayText(f->meaning)).toHtmlEscaped(),
                         tr("Fix: %1").arg(displayText(f->fix)).toHtmlEscaped());
    }
    m_list->setHtml(html);
    m_count = int(findings.size());
    if (!profileOpen)
        m_summary->setText(tr("Open a program and its runs: the doctor checks that the runs "
                              "belong to the program and that the profile can be trusted."));
    else if (findings.empty())
        m_summary->setText(tr("No findings: the runs were written by this program and hold "
                              "enough samples."));
    // Spelt out for one: English has no translation file for plurals.
    else if (wrong == 1)
        m_summary->setText(tr("1 finding makes the numbers wrong; read it first."));
    else if (wrong)
        m_summary->setText(tr("%n findings make the numbers wrong; read them first.", "", wrong));
    else if (m_count == 1)
        m_summary->setText(tr("Nothing makes the numbers wrong; 1 caution below."));
    else
        m_summary->setText(tr("Nothing makes the numbers wrong; %n cautions below.", "", m_count));
}

} // namespace gmonview
