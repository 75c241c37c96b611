// SPDX-License-Identifier: MIT
// The source pane's coverage columns: the document's gcov counts of the file
// shown, and which build the samples were taken on.
#include "views/source/SourceView.h"

#include "model/document/ProfileDocument.h"
#include "model/items/SourceModel.h"
#include "model/stats/CoverageChecks.h"

#include <QTableView>

namespace gmonview {

void SourceView::showCoverage(const QString &path)
{
    const ProfileDocument *document = context().document;
    const auto coverage = document ? document->coverage() : nullptr;
    int sampleRuns = 0;
    if (document)
        for (const DocumentRun &r : document->runs())
            sampleRuns += r.enabled ? 1 : 0;
    QString build;
    if (coverage && document->executable())
        build = hasCoverageCounters(*document->executable())
                    ? tr("Timed on the coverage build: its counters' cost is in the time, and "
                         "the times hold for that build.")
                    : tr("Timed on a build without coverage, counted on another: the two agree "
                         "only if GCC compiled the line alike in both.");
    m_model->setCoverage(coverage ? coverage->file(path.toStdString()) : nullptr,
                         coverage ? int(coverage->data().runs) : 0, sampleRuns, build);
    const bool counts = coverage != nullptr;
    m_table->setColumnHidden(SourceModel::Executions, !counts);
    m_table->setColumnHidden(SourceModel::Branches, !counts);
    m_table->setColumnHidden(SourceModel::PerExecution, !counts);
    m_table->setColumnHidden(SourceModel::Blocks, !m_model->hasBlockCounts());
}

} // namespace gmonview
