// SPDX-License-Identifier: MIT
// The call graph view while comparing: the marks drawn on its nodes and
// edges (colours, calls per run, tooltips), and the legend that says what
// they mean.
#include "views/callgraph/CallGraphView.h"

#include "model/items/DisplayFormat.h"
#include "model/stats/ProfileCompare.h"
#include "views/callgraph/CallGraphItems.h"
#include "views/callgraph/CallGraphStyle.h"

#include <QLabel>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

namespace gmonview {

using namespace graphstyle;

void CallGraphView::updateLegend()
{
    const Comparison *comparison = activeComparison();
    m_legend->setVisible(comparison != nullptr);
    if (!comparison)
        return;
    auto swatch = [](const QColor &fill) {
        return QStringLiteral("<span style=\"background-color:%1; color:%1\">"
                              "&nbsp;&nbsp;&nbsp;&nbsp;</span>")
            .arg(fill.name());
    };
    FunctionDelta slower, faster;
    slower.status = DeltaStatus::Slower;
    faster.status = DeltaStatus::Faster;
    slower.significant = faster.significant = true;
    slower.deltaPercent = faster.deltaPercent = 50;
    const QString slowerSwatch = swatch(deltaFill(&slower));
    const QString fasterSwatch = swatch(deltaFill(&faster));
    const QString plainSwatch = swatch(deltaFill(nullptr));
    // One line under the controls (a small screen has no room for more);
    // the whole key in its tooltip.
    m_legend->setText(tr("%1 slower %2 faster %3 no significant change; Δ ≈ estimated")
                          .toHtmlEscaped()
                          .arg(slowerSwatch, fasterSwatch, plainSwatch));
    m_legend->setToolTip(
        tr("Base → New, self time per run: %1 significantly slower, %2 significantly faster, "
           "%3 no significant change or not compared; dashed: new in New. Δ ≈ is estimated "
           "from samples. Arrows: calls per run, base → new where they changed; in the "
           "colour of the function they lead to when it changed significantly.")
            .toHtmlEscaped()
            .arg(slowerSwatch, fasterSwatch, plainSwatch) +
        QStringLiteral("<br><br>") +
        tr("Only changes that are significant after the correction for testing every "
           "function (Benjamini-Hochberg, false discovery rate %1%) are coloured; the "
           "stronger the colour, the bigger the change in per cent. Hover a function for "
           "its interval and p-value.")
            .toHtmlEscaped()
            .arg(QString::number(100 * comparison->options.alpha, 'g', 3)));
}

std::shared_ptr<const GraphMarks> CallGraphView::marksFor(const CallGraph &graph) const
{
    auto marks = std::make_shared<GraphMarks>();
    const Comparison *comparison = activeComparison();
    if (!comparison)
        return marks;
    marks->comparing = true;
    marks->alpha = std::isnan(comparison->intervalAlpha) ? comparison->options.alpha
                                                         : comparison->intervalAlpha;
    const ProfileResult &profile = *m_profile;
    std::vector<const FunctionDelta *> bySymbol(profile.symbols.size(), nullptr);
    for (const FunctionDelta &d : comparison->functions)
        if (d.newSymbol >= 0 && size_t(d.newSymbol) < bySymbol.size())
            bySymbol[size_t(d.newSymbol)] = &d;
    // The name a function is compared by: its delta's, else the one shown.
    auto nameOf = [&](const CallGraphNode &n) -> std::optional<std::string> {
        if (n.kind != CallGraphNode::Kind::Function || n.symbol < 0 ||
            size_t(n.symbol) >= bySymbol.size())
            return std::nullopt;
        const FunctionDelta *d = bySymbol[size_t(n.symbol)];
        return d ? d->name : profile.symbol(n.symbol).displayName;
    };
    for (const CallGraphNode &n : graph.nodes) {
        const FunctionDelta *d = n.kind == CallGraphNode::Kind::Function && n.symbol >= 0 &&
                                         size_t(n.symbol) < bySymbol.size()
                                     ? bySymbol[size_t(n.symbol)]
                                     : nullptr;
        marks->nodes.push_back(d ? std::optional<FunctionDelta>(*d) : std::nullopt);
    }
    std::map<std::pair<std::string, std::string>, const ArcDelta *> arcs;
    for (const ArcDelta &a : comparison->arcs)
        arcs[{a.caller, a.callee}] = &a;
    const double runs = double(std::max<size_t>(comparison->next.runs.size(), 1));
    for (const CallGraphEdge &e : graph.edges) {
        const auto &callee = marks->nodes[size_t(e.to)];
        marks->edgeInks.push_back(e.isStatic ? QColor() : deltaInk(callee ? &*callee : nullptr));
        if (e.isStatic) { // never taken: nothing to compare
            marks->edgeLabels.push_back(QString::fromStdString(callCountText(e)));
            marks->edgeTips.emplace_back();
            continue;
        }
        const auto from = nameOf(graph.nodes[size_t(e.from)]);
        const auto to = nameOf(graph.nodes[size_t(e.to)]);
        const auto arc = from && to ? arcs.find({*from, *to}) : arcs.end();
        if (arc == arcs.end()) {
            marks->edgeLabels.push_back(perRunFigure(double(e.count) / runs));
            marks->edgeTips.push_back(
                from && to ? tr("%1 calls per run in New; no such call in Base")
                                 .arg(perRunFigure(double(e.count) / runs))
                           : tr("%1 calls per run in New, into or out of a cycle drawn as "
                                "one node: not compared")
                                 .arg(perRunFigure(double(e.count) / runs)));
            continue;
        }
        const ArcDelta &a = *arc->second;
        marks->edgeLabels.push_back(
            a.baseCalls == a.newCalls ? perRunFigure(a.newCalls)
                                      : tr("%1 → %2").arg(perRunFigure(a.baseCalls), perRunFigure(a.newCalls)));
        marks->edgeTips.push_back(tr("Calls per run: %1 in Base, %2 in New (counted, not "
                                     "estimated)")
                                      .arg(perRunFigure(a.baseCalls), perRunFigure(a.newCalls)));
    }
    return marks;
}

} // namespace gmonview
