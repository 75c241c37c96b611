#include "DiagnosticsView.h"

#include "MessageText.h"

#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gmonview {

DiagnosticsView::DiagnosticsView(QWidget *parent) : QWidget(parent)
{
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("diagnosticsList"));
    m_list->setHeaderHidden(true);
    m_list->setColumnCount(1);
    m_list->setWordWrap(true);
    m_list->setUniformRowHeights(false);
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->header()->setSectionResizeMode(QHeaderView::Stretch);
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

void DiagnosticsView::setFindings(const std::vector<Finding> &findings, bool profileOpen)
{
    m_list->clear();
    std::vector<const Finding *> ordered;
    for (const Finding &f : findings)
        ordered.push_back(&f);
    std::stable_sort(ordered.begin(), ordered.end(), [](const Finding *a, const Finding *b) {
        return a->numbersWrong() > b->numbersWrong();
    });
    int wrong = 0;
    for (const Finding *f : ordered) {
        wrong += f->numbersWrong();
        auto *item = new QTreeWidgetItem(m_list, {displayText(f->what)});
        item->setIcon(0,
                      style()->standardIcon(f->numbersWrong() ? QStyle::SP_MessageBoxWarning
                                                              : QStyle::SP_MessageBoxInformation));
        item->setToolTip(0, displayText(f->what));
        QFont bold = item->font(0);
        bold.setBold(true);
        item->setFont(0, bold);
        new QTreeWidgetItem(item, {tr("What it means: %1").arg(displayText(f->meaning))});
        new QTreeWidgetItem(item, {tr("Fix: %1").arg(displayText(f->fix))});
        item->setExpanded(true);
    }
    m_count = int(findings.size());
    if (!profileOpen)
        m_summary->setText(tr("Open a program and its runs: the doctor checks that the runs "
                              "belong to the program and that the profile can be trusted."));
    else if (findings.empty())
        m_summary->setText(tr("No findings: the runs were written by this program and hold "
                              "enough samples."));
    else if (wrong)
        m_summary->setText(tr("%n finding(s) make the numbers wrong; read them first.", "", wrong));
    else
        m_summary->setText(
            tr("Nothing makes the numbers wrong; %n caution(s) below.", "", m_count));
}

} // namespace gmonview
