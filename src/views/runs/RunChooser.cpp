// SPDX-License-Identifier: MIT
#include "views/runs/RunChooser.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace gmonview {

RunChooser::RunChooser(const QString &program, const QStringList &runs, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("runChooser"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Runs Beside %1").arg(QFileInfo(program).fileName()));
    auto *layout = new QVBoxLayout(this);
    auto *label = new QLabel(tr("No gmon.out beside %1, but %n gmon files, told by their "
                                "contents (GMON_OUT_PREFIX=run writes run.PID). Sum the ticked "
                                "ones:",
                                nullptr, int(runs.size()))
                                 .arg(QFileInfo(program).fileName()),
                             this);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    layout->addWidget(label);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("runChooserList"));
    for (const QString &run : runs) {
        const QFileInfo info(run);
        auto *item =
            new QListWidgetItem(QStringLiteral("%1    %2")
                                    .arg(info.fileName(), QLocale().toString(info.lastModified(),
                                                                             QLocale::ShortFormat)),
                                m_list);
        item->setData(Qt::UserRole, run);
        item->setToolTip(run);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    layout->addWidget(m_list);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_open = buttons->addButton(QString(), QDialogButtonBox::AcceptRole); // (updateOpenButton)
    m_open->setObjectName(QStringLiteral("runChooserOpen"));
    auto *all = buttons->addButton(tr("Tick &All"), QDialogButtonBox::ActionRole);
    auto *none = buttons->addButton(tr("Tick &None"), QDialogButtonBox::ActionRole);
    layout->addWidget(buttons);
    auto tickAll = [this](Qt::CheckState state) {
        for (int i = 0; i < m_list->count(); ++i)
            m_list->item(i)->setCheckState(state);
    };
    connect(all, &QPushButton::clicked, this, [tickAll] { tickAll(Qt::Checked); });
    connect(none, &QPushButton::clicked, this, [tickAll] { tickAll(Qt::Unchecked); });
    connect(m_list, &QListWidget::itemChanged, this, &RunChooser::updateOpenButton);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(this, &QDialog::accepted, this, [this] { emit runsChosen(checkedRuns()); });
    updateOpenButton();
}

QStringList RunChooser::checkedRuns() const
{
    QStringList out;
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->checkState() == Qt::Checked)
            out << m_list->item(i)->data(Qt::UserRole).toString();
    return out;
}

void RunChooser::updateOpenButton()
{
    const int n = int(checkedRuns().size());
    m_open->setEnabled(n > 0);
    // Spelt out for one: English has no translation file for plurals.
    m_open->setText(n == 1 ? tr("&Open 1 Run") : tr("&Open %n Runs", nullptr, n));
}

} // namespace gmonview
