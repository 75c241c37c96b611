// SPDX-License-Identifier: MIT
#include "views/flame/FlameGraphView.h"

#include "views/flame/FlameCanvas.h"

#include "model/document/ProfileDocument.h"
#include "model/estimate/NameShortener.h"
#include "views/common/FlowLayout.h"
#include "views/common/Icons.h"
#include "views/common/Palette.h"

#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gmonview {

namespace {

// Paths under this share of the program's time are not built (CallStacks
// keeps their time in their parent's width).
constexpr double kMinShare = 1e-5;

quint64 unitKey(CallStacks::Kind kind, int id)
{
    return (quint64(kind) << 32) | quint32(id);
}

} // namespace

FlameGraphView::FlameGraphView(QWidget *parent)
    : QWidget(parent), ProfileView(this, WhenHidden::Wait)
{
    setObjectName(QStringLiteral("flameGraph"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(createControls());
    createNotes(layout);

    m_canvas = new FlameCanvas(this);
    m_scroll = new QScrollArea(this);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setWidgetResizable(true);
    m_scroll->setWidget(m_canvas);
    layout->addWidget(m_scroll, 1);
    connectControls();
}

// The bar above the graph: the mode, the colouring, the search and its
// matches, and the zoom's reset.
QWidget *FlameGraphView::createControls()
{
    auto *bar = new QWidget(this);
    bar->setObjectName(QStringLiteral("flameControls"));
    auto *flow = new FlowLayout(bar);
    m_modeBox = new QComboBox(bar);
    m_modeBox->setObjectName(QStringLiteral("flameMode"));
    m_modeBox->addItem(tr("Top-down (icicle)"));
    m_modeBox->addItem(tr("Bottom-up (inverted)"));
    m_modeBox->setToolTip(tr("Top-down: the program's entry points at the top, what they call "
                             "below. Bottom-up: the functions that spend the time at the top, "
                             "their callers below."));
    m_colourBox = new QComboBox(bar);
    m_colourBox->setObjectName(QStringLiteral("flameColours"));
    m_colourBox->addItem(tr("By self time"));
    m_colourBox->addItem(tr("By source file"));
    m_colourBox->setToolTip(tr("Colour a frame by the share of its time spent in the function "
                               "itself (stronger: more), or by the function's source file"));
    m_search = new QLineEdit(bar);
    m_search->setObjectName(QStringLiteral("flameSearch"));
    m_search->setPlaceholderText(tr("Search functions"));
    m_search->setToolTip(tr("Highlight the frames whose function name contains this text"));
    addClearButton(m_search);
    m_search->setMinimumWidth(140);
    m_matches = new QLabel(bar);
    m_matches->setObjectName(QStringLiteral("flameMatches"));
    m_matches->hide();
    m_reset = new QPushButton(tr("Reset zoom"), bar);
    m_reset->setObjectName(QStringLiteral("flameResetZoom"));
    m_reset->setToolTip(tr("Show every path again (click a frame to zoom to it)"));
    m_reset->setEnabled(false);
    flow->addWidget(m_modeBox);
    flow->addWidget(m_colourBox);
    flow->addWidget(m_search);
    flow->addWidget(m_matches);
    flow->addWidget(m_reset);
    return bar;
}

// The notes under the bar, added to LAYOUT: what the widths are, and what
// was left out.
void FlameGraphView::createNotes(QVBoxLayout *layout)
{
    m_note = new QLabel(tr("Widths beyond the first call level are estimated from call counts "
                           "(gprof's assumption): gmon.out records no call stacks."),
                        this);
    m_note->setObjectName(QStringLiteral("flameNote"));
    m_note->setWordWrap(true);
    // Wraps to the width it is given instead of asking for lines on a small
    // screen.
    m_note->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_note->setContentsMargins(4, 0, 4, 0);
    layout->addWidget(m_note);
    m_leftOut = new QLabel(this);
    m_leftOut->setObjectName(QStringLiteral("flameLeftOut"));
    m_leftOut->setWordWrap(true);
    m_leftOut->setContentsMargins(4, 0, 4, 0);
    m_leftOut->hide();
    layout->addWidget(m_leftOut);
}

// The controls, each to the view's setting it changes.
void FlameGraphView::connectControls()
{
    connect(m_modeBox, &QComboBox::currentIndexChanged, this,
            [this](int index) { setMode(index == 1 ? BottomUp : TopDown); });
    connect(m_colourBox, &QComboBox::currentIndexChanged, this,
            [this](int index) { setColourBy(index == 1 ? BySourceFile : BySelfTime); });
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (text == m_searchText)
            return;
        m_searchText = text;
        applySearch();
    });
    connect(m_reset, &QPushButton::clicked, this, &FlameGraphView::resetZoom);
}

FlameGraphView::~FlameGraphView() = default;

QWidget *FlameGraphView::canvas() const
{
    return m_canvas;
}

void FlameGraphView::setProfile(std::shared_ptr<const ProfileResult> profile)
{
    m_stacks.reset(); // before the profile it refers to
    m_profile = std::move(profile);
    m_layouts = {};
    m_names.clear();
    m_nameOfUnit.clear();
    m_shortNames.clear();
    m_zoom = -1;
    if (m_profile) {
        if (m_current >= int(m_profile->symbols.size()))
            m_current = -1;
        m_stacks = std::make_unique<CallStacks>(*m_profile);
        buildLayout(m_mode);
    } else {
        m_current = -1;
    }
    applySearch();
    relayout();
}

const CallStacks::Flattened &FlameGraphView::flattened() const
{
    return layout().flat;
}

FlameGraphView::Layout &FlameGraphView::layout()
{
    return m_layouts[m_mode == BottomUp ? 1 : 0];
}

const FlameGraphView::Layout &FlameGraphView::layout() const
{
    return m_layouts[m_mode == BottomUp ? 1 : 0];
}

void FlameGraphView::buildLayout(Mode mode)
{
    Layout &l = m_layouts[mode == BottomUp ? 1 : 0];
    l = Layout();
    l.built = true;
    if (!m_stacks)
        return;
    const double minTotal =
        kMinShare * (mode == BottomUp ? m_stacks->bottomUpTotal() : m_stacks->topDownTotal());
    l.flat = mode == BottomUp ? m_stacks->bottomUp(minTotal) : m_stacks->topDown(minTotal);
    const auto &frames = l.flat.frames;
    const size_t n = frames.size();
    l.end.resize(n);
    l.start.assign(n, 0);
    l.name.resize(n);
    for (size_t i = 0; i < n; ++i)
        l.end[i] = int(i + 1);
    // Depth-first: a subtree is the frame and the run of frames after it,
    // so it ends where its last descendant's subtree ends.
    for (size_t i = n; i-- > 0;)
        if (frames[i].parent >= 0)
            l.end[size_t(frames[i].parent)] = std::max(l.end[size_t(frames[i].parent)], l.end[i]);
    // Children side by side from their parent's left edge; what they leave
    // at the right is the parent's self time (and paths too thin to build).
    std::vector<double> next(n, 0);
    double nextRoot = 0;
    for (size_t i = 0; i < n; ++i) {
        const auto &f = frames[i];
        if (f.parent < 0) {
            l.start[i] = nextRoot;
            nextRoot += f.total;
        } else {
            l.start[i] = next[size_t(f.parent)];
            next[size_t(f.parent)] += f.total;
        }
        next[i] = l.start[i];
        l.maxDepth = std::max(l.maxDepth, f.depth);

        const quint64 key = unitKey(f.kind, f.id);
        auto found = m_nameOfUnit.find(key);
        if (found == m_nameOfUnit.end()) {
            found = m_nameOfUnit.emplace(key, int(m_names.size())).first;
            m_names.push_back(QString::fromStdString(m_stacks->name(f.kind, f.id)));
            m_shortNames.emplace_back();
            // "<cycle N as a whole>" is no C++ name to shorten: gprof's
            // "<cycle N>" where it does not fit.
            if (f.kind == CallStacks::Kind::Cycle)
                m_shortNames.back() = {QStringLiteral("<cycle %1>").arg(f.id), m_names.back()};
        }
        l.name[i] = found->second;
    }
}

void FlameGraphView::setMode(Mode mode)
{
    if (mode == m_mode && layout().built)
        return;
    m_mode = mode;
    {
        const QSignalBlocker blocker(m_modeBox);
        m_modeBox->setCurrentIndex(mode == BottomUp ? 1 : 0);
    }
    if (!layout().built)
        buildLayout(mode);
    m_zoom = -1;
    applySearch();
    relayout();
}

void FlameGraphView::setColourBy(ColourBy colourBy)
{
    m_colourBy = colourBy;
    const QSignalBlocker blocker(m_colourBox);
    m_colourBox->setCurrentIndex(colourBy == BySourceFile ? 1 : 0);
    m_canvas->update();
}

void FlameGraphView::setCurrent(int symbol)
{
    if (symbol == m_current)
        return;
    m_current = symbol;
    m_canvas->update();
}

void FlameGraphView::setSearch(const QString &text)
{
    m_search->setText(text); // textChanged applies it
}

void FlameGraphView::applySearch()
{
    const Layout &l = layout();
    const auto &frames = l.flat.frames;
    m_match.assign(frames.size(), 0);
    m_matchCount = 0;
    m_matchShare = 0;
    if (!m_searchText.isEmpty() && !frames.empty()) {
        std::vector<char> nameMatches(m_names.size());
        for (size_t k = 0; k < m_names.size(); ++k)
            nameMatches[k] = m_names[k].contains(m_searchText, Qt::CaseInsensitive);
        for (size_t i = 0; i < frames.size(); ++i) {
            m_match[i] = nameMatches[size_t(l.name[i])];
            m_matchCount += m_match[i];
        }
        // A match's subtree is in its width already: skip it.
        double carried = 0;
        for (size_t i = 0; i < frames.size();) {
            if (m_match[i]) {
                carried += frames[i].total;
                i = size_t(l.end[i]);
            } else {
                ++i;
            }
        }
        m_matchShare = l.flat.total > 0 ? carried / l.flat.total : 0;
    }
    updateStatus();
    m_canvas->update();
}

void FlameGraphView::zoomTo(int frame)
{
    m_zoom = frame >= 0 && frame < frameCount() ? frame : -1;
    relayout();
}

int FlameGraphView::rowHeight() const
{
    return m_canvas->fontMetrics().height() + 4;
}

void FlameGraphView::relayout()
{
    const Layout &l = layout();
    int rows = l.maxDepth + 1;
    if (m_zoom >= 0) {
        rows = 0;
        for (int i = m_zoom; i < l.end[size_t(m_zoom)]; ++i)
            rows = std::max(rows, l.flat.frames[size_t(i)].depth + 1);
    }
    m_canvas->setMinimumHeight(rows * rowHeight());
    updateStatus();
    m_canvas->update();
}

void FlameGraphView::updateStatus()
{
    m_reset->setEnabled(m_zoom >= 0);
    if (m_searchText.isEmpty()) {
        m_matches->hide();
    } else {
        // Spelt out for one: English has no translation file for plurals.
        const QString share = QString::number(m_matchShare * 100, 'f', 1);
        m_matches->setText(
            m_matchCount == 1
                ? tr("1 match, %1% of the time").arg(share)
                : tr("%n matches, %1% of the time", nullptr, m_matchCount).arg(share));
        m_matches->show();
    }
    const Layout &l = layout();
    if (m_profile && l.flat.leftOut > 0) {
        m_leftOut->setText(tr("Paths carrying under 0.001% of the time (%1 in all) are not "
                              "drawn: their time is shown as part of their parent.")
                               .arg(timeText(l.flat.leftOut)));
        m_leftOut->show();
    } else {
        m_leftOut->hide();
    }
}

double FlameGraphView::scale() const
{
    const Layout &l = layout();
    const double total = m_zoom >= 0 ? l.flat.frames[size_t(m_zoom)].total : l.flat.total;
    return total > 0 ? m_canvas->width() / total : 0;
}

double FlameGraphView::origin() const
{
    return m_zoom >= 0 ? layout().start[size_t(m_zoom)] : 0;
}

QString FlameGraphView::timeText(double samples) const
{
    if (!m_profile || m_profile->rate <= 0)
        return tr("%1 samples").arg(QString::number(samples, 'g', 4));
    const double seconds = samples / double(m_profile->rate);
    // Three significant digits, never in exponent form.
    int decimals = 0;
    if (seconds > 0 && seconds < 100)
        decimals = std::clamp(2 - int(std::floor(std::log10(seconds))), 0, 9);
    return tr("%1 s").arg(QString::number(seconds, 'f', decimals));
}

QString FlameGraphView::fileOf(int frame) const
{
    const auto &f = flattened().frames[size_t(frame)];
    if (f.kind == CallStacks::Kind::Cycle || !m_profile)
        return {};
    const int file = m_profile->symbol(f.id).file;
    if (file < 0 || size_t(file) >= m_profile->files.size())
        return {};
    return QString::fromStdString(m_profile->files[size_t(file)]);
}

QString FlameGraphView::frameToolTip(int frame) const
{
    const Layout &l = layout();
    if (frame < 0 || frame >= frameCount() || !m_stacks)
        return {};
    const auto &f = l.flat.frames[size_t(frame)];
    const bool root = f.parent < 0;
    const double unitSelf = m_stacks->unitSelf(f.kind, f.id);
    // Sampled time with its √N error; none is no sample, not "0 ± 0".
    auto sampled = [&](double samples) {
        if (!(samples > 0))
            return tr("none sampled");
        return tr("%1 ± %2 (sampled, √N)").arg(timeText(samples), timeText(std::sqrt(samples)));
    };

    QStringList lines;
    lines
        << QStringLiteral("<b>%1</b>").arg(m_names[size_t(l.name[size_t(frame)])].toHtmlEscaped());
    const QString file = fileOf(frame);
    if (!file.isEmpty())
        lines << file.toHtmlEscaped();
    const bool inlined =
        f.kind != CallStacks::Kind::Cycle && m_profile && m_profile->symbol(f.id).inlinedInto >= 0;
    if (inlined) {
        const ProfileSymbol &s = m_profile->symbol(f.id);
        if (s.callFile >= 0)
            lines << tr("Inlined at %1:%2")
                         .arg(QString::fromStdString(m_profile->files[size_t(s.callFile)])
                                  .toHtmlEscaped())
                         .arg(s.callLine);
        lines << tr("Inlined code: mcount never runs for it, so there is no call count. "
                    "Its time is the samples in its code, taken from the function it is "
                    "part of.");
    }
    if (m_mode == TopDown) {
        if (inlined) {
            // No calls into it: said above.
        } else if (root) {
            lines << tr("Calls into it along this path: none counted (an entry point: its "
                        "callers are unknown)");
        } else if (f.kind == CallStacks::Kind::Member) {
            lines << tr("Calls into it along this path: within its cycle (not counted by path)");
        } else {
            lines << tr("Calls into it along this path: %1 (exact, counted)").arg(f.calls);
        }
        // A path carrying all of its function (a root, or a function only
        // ever called along it) has its whole, sampled self time.
        if (f.kind == CallStacks::Kind::Cycle)
            lines << tr("Self time here: in its members, below");
        else if (std::abs(f.self - unitSelf) <= 1e-9 * std::max(1.0, unitSelf))
            lines << (f.self > 0
                          ? tr("Self time here: %1, all of it along this path").arg(sampled(f.self))
                          : tr("Self time here: none sampled"));
        else
            lines << tr("Self time here: %1 (estimated: its self time shared by call counts)")
                         .arg(timeText(f.self));
        lines << tr("Total time here: %1 (estimated)").arg(timeText(f.total));
    } else {
        int bottomFrame = frame;
        while (l.flat.frames[size_t(bottomFrame)].parent >= 0)
            bottomFrame = l.flat.frames[size_t(bottomFrame)].parent;
        const QString bottom = m_names[size_t(l.name[size_t(bottomFrame)])].toHtmlEscaped();
        if (root) {
            lines << tr("Self time here: %1").arg(sampled(f.total));
        } else {
            const QString below = m_names[size_t(l.name[size_t(f.parent)])].toHtmlEscaped();
            if (f.kind == CallStacks::Kind::Cycle)
                lines << tr("Calls along this path: into its member %1, not counted by path")
                             .arg(below);
            else if (const auto &under = l.flat.frames[size_t(f.parent)];
                     under.kind == CallStacks::Kind::Cycle ||
                     m_profile->symbol(under.id).inlinedInto < 0)
                lines << tr("Calls from it into %1 along this path: %2 (exact, counted)")
                             .arg(below)
                             .arg(f.calls);
            lines << tr("Self time of %1 reached through this path: %2 (estimated: shared by "
                        "call counts)")
                         .arg(bottom, timeText(f.total));
        }
        if (f.self > 0 && f.self < f.total * (1 - 1e-9))
            lines << tr("Of which from no known caller: %1 (estimated)").arg(timeText(f.self));
    }
    if (l.flat.total > 0)
        lines << tr("%1% of the program's time")
                     .arg(QString::number(f.total / l.flat.total * 100, 'f', 2));
    if (f.kind == CallStacks::Kind::Cycle)
        lines << tr("Its members' whole self time: %1").arg(sampled(unitSelf));
    else
        lines << tr("Its whole self time: %1").arg(sampled(unitSelf));
    return lines.join(QStringLiteral("<br>"));
}

double FlameGraphView::selfShare(CallStacks::Kind kind, int id) const
{
    // The function's, not the frame's: a bottom-up frame's width is the
    // time of the function below it.
    const double total = m_stacks->unitTotal(kind, id);
    return total > 0 ? m_stacks->unitSelf(kind, id) / total : 0;
}

QString FlameGraphView::mergedToolTip(const Merged &merged) const
{
    return tr("%n frame(s) too narrow to draw one by one, %1 together (estimated). Click "
              "their caller to zoom in.",
              nullptr, merged.count)
        .arg(timeText(merged.total));
}

void FlameGraphView::doUpdate(Changes what)
{
    // Colouring by file needs each function's file: the profile with them,
    // once the line tables are read.
    if (what & (ProfileChanged | LinesChanged | InlinedChanged)) {
        const ProfileDocument *document = context().document;
        std::shared_ptr<const ProfileResult> profile =
            document ? document->profileWithSourceFiles() : context().profile;
        // Inlined functions as frames, once the program's DWARF is read.
        if (context().inlined && document && document->inlinedProfile())
            profile = document->inlinedProfile();
        if (profile != m_profile)
            setProfile(std::move(profile));
    }
    if (what & (ProfileChanged | LinesChanged | InlinedChanged | CurrentChanged))
        setCurrent(context().current);
}

} // namespace gmonview
