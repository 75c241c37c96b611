// SPDX-License-Identifier: MIT
#include "views/diagnostics/DiagnosticsView.h"

#include "model/document/MessageText.h"

#include <QCursor>
#include <QLabel>
#include <QTextBrowser>
#include <QToolTip>
#include <QUrl>
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
    // A name's link: the whole name on hover, the function current on a click.
    connect(m_list, &QTextBrowser::highlighted, this, [this](const QUrl &link) {
        const int symbol = link.scheme() == QLatin1String("function") ? link.path().toInt() : -1;
        for (const LongName &n : m_longNames)
            if (n.symbol == symbol) {
                QToolTip::showText(QCursor::pos(), n.full, m_list);
                return;
            }
        QToolTip::hideText();
    });
    connect(m_list, &QTextBrowser::anchorClicked, this, [this](const QUrl &link) {
        if (link.scheme() == QLatin1String("function"))
            emit functionActivated(link.path().toInt());
    });
    setFindings({}, nullptr, nullptr);
}

QString DiagnosticsView::linkNames(const QString &text) const
{
    // Each place a long name stands, the longest name first where two start
    // together; then the text between them escaped, the names as links.
    struct Place
    {
        qsizetype at;
        const LongName *name;
    };
    std::vector<Place> places;
    for (const LongName &n : m_longNames)
        for (qsizetype at = text.indexOf(n.full); at >= 0;
             at = text.indexOf(n.full, at + n.full.size()))
            places.push_back({at, &n});
    std::stable_sort(places.begin(), places.end(),
                     [](const Place &a, const Place &b) { return a.at < b.at; });
    QString html;
    qsizetype done = 0;
    for (const Place &p : places) {
        if (p.at < done)
            continue; // inside a longer name already linked
        html += text.mid(done, p.at - done).toHtmlEscaped();
        html += QStringLiteral("<a href=\"function:%1\">%2</a>")
                    .arg(p.name->symbol)
                    .arg(p.name->shown.toHtmlEscaped());
        done = p.at + p.name->full.size();
    }
    return html + text.mid(done).toHtmlEscaped();
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

void DiagnosticsView::setFindings(const std::vector<Finding> &findings,
                                  std::shared_ptr<const ProfileResult> profile,
                                  std::shared_ptr<const std::vector<std::string>> names)
{
    const bool profileOpen = profile != nullptr;
    m_longNames.clear();
    if (profile && names && names->size() == profile->symbols.size())
        for (size_t i = 0; i < names->size(); ++i)
            if ((*names)[i] != profile->symbols[i].displayName)
                m_longNames.push_back({QString::fromStdString(profile->symbols[i].displayName),
                                       QString::fromStdString((*names)[i]), int(i)});
    std::stable_sort(m_longNames.begin(), m_longNames.end(),
                     [](const LongName &a, const LongName &b) { return a.full.size() > b.full.size(); });
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
        html += QStringLiteral("<p><b>%1%2.</b><br>%3<br>%4</p>")
                    .arg((f->numbersWrong() ? tr("Numbers wrong: ") : QString()).toHtmlEscaped(),
                         linkNames(displayText(f->what)),
                         linkNames(tr("What it means: %1").arg(displayText(f->meaning))),
                         linkNames(tr("Fix: %1").arg(displayText(f->fix))));
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
