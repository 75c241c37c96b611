// SPDX-License-Identifier: MIT
#include "views/compare/ComparePanel.h"

#include "model/document/MessageText.h"
#include "model/document/ProfileDocument.h"
#include "model/items/CompareModel.h"
#include "model/items/RunsModel.h"
#include "views/common/Palette.h"
#include "views/common/Tables.h"

#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace gmonview {

namespace {

// Significant rows tinted by direction; the rest as every table is.
class VerdictDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (!index.data(CompareModel::SignificantRole).toBool())
            return;
        const auto status = DeltaStatus(index.data(CompareModel::StatusRole).toInt());
        const QPalette &p = option->palette;
        if (status == DeltaStatus::Slower)
            option->backgroundBrush = ink::slowerBackground(p);
        else if (status == DeltaStatus::Faster)
            option->backgroundBrush = ink::fasterBackground(p);
        option->palette.setColor(QPalette::Text, ink::messageText(p));
    }
};

AnalysisRequest sideOf(const ProfileDocument &document)
{
    AnalysisRequest request;
    request.executable = document.executable();
    request.executablePath = document.executablePath().toStdString();
    for (const QString &run : document.runPaths(true))
        request.runs.push_back(run.toStdString());
    return request;
}

} // namespace

ComparePanel::ComparePanel(ProfileDocument *next, QWidget *parent)
    : QWidget(parent), m_next(next), m_base(new ProfileDocument(this)),
      m_baseRuns(new RunsModel(this)), m_model(new CompareModel(this)),
      m_sorted(new QSortFilterProxyModel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // Lines of text above and below the table, wrapped to its width.
    const auto note = [this](const QString &name) {
        auto *label = new QLabel(this);
        label->setObjectName(name);
        label->setWordWrap(true);
        label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        label->setContentsMargins(6, 2, 6, 2);
        return label;
    };
    m_title = note(QStringLiteral("compareTitle"));
    layout->addWidget(m_title);
    m_table = makeTable(this);
    m_table->setObjectName(QStringLiteral("compareTable"));
    m_table->setAccessibleName(tr("Comparison"));
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(CompareModel::SortRole);
    m_table->setModel(m_sorted);
    m_table->setItemDelegate(new VerdictDelegate(m_table));
    m_table->horizontalHeader()->setStretchLastSection(false);
    // Numbers as wide as they are, the names in the rest.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(CompareModel::Name, QHeaderView::Stretch);
    m_table->setSortingEnabled(true);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder); // the model's order
    sortNumbersLargestFirst(m_table, {CompareModel::Name, CompareModel::Verdict});
    addCopyActions(m_table, CompareModel::FullTextRole);
    layout->addWidget(m_table, 1);
    m_legend = note(QStringLiteral("compareLegend"));
    layout->addWidget(m_legend);

    // Shown in the window's lower tabs while comparing; the panel owns it
    // until then.
    m_baseRunsView = makeTable(this);
    m_baseRunsView->hide();
    m_baseRunsView->setObjectName(QStringLiteral("baseRuns"));
    m_baseRunsView->setAccessibleName(tr("Base runs"));
    m_baseRunsView->setModel(m_baseRuns);
    m_baseRunsView->setToolTip(tr("The runs of Base, the side compared against. Uncheck one "
                                  "to leave it out; drop gmon files here to add more."));
    connect(m_baseRuns, &RunsModel::runEnabledChanged, this,
            [this](int row, bool enabled) { m_base->setRunEnabled(row, enabled); });

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (m_selecting || !current.isValid())
                    return;
                const int symbol = current.data(CompareModel::SymbolRole).toInt();
                if (symbol >= 0)
                    emit functionActivated(symbol);
            });
    connectBase();
    const auto again = [this] {
        if (!isComparing())
            return;
        if (m_nextProgram.isEmpty()) // Base was opened before New
            m_nextProgram = m_next->executablePath();
        if (m_next->executablePath() != m_nextProgram) {
            // Another program is open: Base was a build of the one before.
            const QString why =
                tr("Stopped comparing: %1 is open now; Base (%2) was compared with %3.")
                    .arg(QFileInfo(m_next->executablePath()).fileName(),
                         QFileInfo(m_base->executablePath()).fileName(),
                         QFileInfo(m_nextProgram).fileName());
            stop();
            emit stopped(why);
            return;
        }
        compare();
    };
    connect(m_next, &ProfileDocument::profileChanged, this, again);
    connect(m_next, &ProfileDocument::staticArcsFound, this, again); // a profile of its own
}

void ComparePanel::connectBase()
{
    connect(m_base, &ProfileDocument::lineProfileChanged, this, &ComparePanel::baseLinesChanged);
    connect(m_base, &ProfileDocument::profileChanged, this, [this] {
        m_baseRuns->setRuns(m_base->runs());
        compare();
    });
    connect(m_base, &ProfileDocument::loadFinished, this, [this](const LoadOutcome &outcome) {
        if (!outcome.error.isEmpty())
            emit message(tr("Base: %1").arg(outcome.error), true);
        else if (!outcome.refused.isEmpty())
            emit message(tr("Base: not summed:\n%1").arg(outcome.refused.join(QLatin1Char('\n'))),
                         true);
    });
}

ComparePanel::~ComparePanel()
{
    if (m_job)
        m_job->disconnect(this);
}

void ComparePanel::openBase(const QStringList &files)
{
    m_nextProgram = m_next->executablePath();
    m_base->openFiles(files);
}

void ComparePanel::addBaseRuns(const QStringList &runs)
{
    m_base->addRuns(runs);
}

void ComparePanel::stop()
{
    if (m_job) {
        m_job->disconnect(this);
        m_job = nullptr;
    }
    m_base->deleteLater(); // its jobs are cancelled, not awaited
    m_base = new ProfileDocument(this);
    connectBase();
    m_baseRuns->setRuns({});
    m_nextProgram.clear();
    showComparison(nullptr);
}

bool ComparePanel::isComparing() const
{
    return m_base->profile() != nullptr;
}

void ComparePanel::compare()
{
    if (!m_base->profile() || !m_next->profile()) {
        showComparison(nullptr);
        return;
    }
    CompareRequest request;
    request.base = sideOf(*m_base);
    request.next = sideOf(*m_next);
    if (m_job)
        m_job->disconnect(this); // superseded: its result is dropped
    auto *job = new QFutureWatcher<CompareJob>(this);
    m_job = job;
    connect(job, &QFutureWatcher<CompareJob>::finished, this, [this, job] {
        job->deleteLater();
        if (m_job != job)
            return;
        m_job = nullptr;
        const CompareJob result = job->result();
        if (!result.error.isEmpty()) {
            emit message(result.error, true);
            showComparison(nullptr);
            return;
        }
        showComparison(result.comparison);
    });
    // The views show the documents' profiles: the comparison speaks of
    // those very objects (same program, same runs, so the same numbers and
    // symbol indices), so that each view knows the comparison is of what it
    // shows.
    job->setFuture(QtConcurrent::run(
        [request, baseProfile = m_base->profile(), nextProfile = m_next->profile()] {
            CompareJob out;
            auto comparison = compareRuns(request);
            if (!comparison) {
                out.error = displayText(comparison.error());
                return out;
            }
            auto adopt = [](CompareSide &side, const std::shared_ptr<const ProfileResult> &shown) {
                if (shown && side.profile && shown->symbols.size() == side.profile->symbols.size())
                    side.profile = shown;
            };
            adopt(comparison->base, baseProfile);
            adopt(comparison->next, nextProfile);
            out.comparison = std::make_shared<const Comparison>(std::move(*comparison));
            return out;
        }));
}

void ComparePanel::showComparison(std::shared_ptr<const Comparison> comparison)
{
    m_comparison = comparison;
    m_model->setComparison(comparison);
    if (!comparison) {
        m_title->clear();
        m_legend->clear();
        emit comparisonChanged(nullptr);
        return;
    }
    int slower = 0, faster = 0;
    for (const FunctionDelta &d : comparison->functions) {
        slower += d.significant && d.status == DeltaStatus::Slower;
        faster += d.significant && d.status == DeltaStatus::Faster;
    }
    const auto side = [](const CompareSide &s) {
        return tr("%1 (%n run(s), %2 s per run)", nullptr, int(s.runs.size()))
            .arg(QFileInfo(QString::fromStdString(s.executablePath)).fileName())
            .arg(s.secondsPerRun(), 0, 'f', 2);
    };
    m_title->setText(
        tr("<b>Base</b> %1 &nbsp; against &nbsp; <b>New</b> %2")
            .arg(side(comparison->base).toHtmlEscaped(), side(comparison->next).toHtmlEscaped()));
    const QPalette &p = palette();
    const QString confidence = QString::fromStdString(confidenceText(
        std::isnan(comparison->intervalAlpha) ? comparison->options.alpha
                                              : comparison->intervalAlpha));
    m_legend->setText(
        tr("<span style=\"background:%1\">&nbsp;%2 slower&nbsp;</span> &nbsp; "
           "<span style=\"background:%3\">&nbsp;%4 faster&nbsp;</span> &nbsp; significant "
           "at %5% (false discoveries held to %6%); intervals are %7%. The rest could be "
           "noise.")
            .arg(ink::slowerBackground(p).name())
            .arg(slower)
            .arg(ink::fasterBackground(p).name())
            .arg(faster)
            .arg(100 * comparison->options.alpha, 0, 'g', 3)
            .arg(100 * comparison->options.alpha, 0, 'g', 3)
            .arg(confidence));
    emit comparisonChanged(comparison);
}

void ComparePanel::setCurrent(int symbol)
{
    const int row = m_model->rowOfSymbol(symbol);
    if (row < 0)
        return;
    const QModelIndex index = m_sorted->mapFromSource(m_model->index(row, 0));
    m_selecting = true;
    makeRowCurrent(m_table, index);
    m_table->scrollTo(index);
    m_selecting = false;
}

} // namespace gmonview
