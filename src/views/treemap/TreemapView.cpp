// SPDX-License-Identifier: MIT
#include "views/treemap/TreemapView.h"

#include "model/document/ProfileDocument.h"
#include "model/estimate/NameShortener.h"
#include "model/items/DisplayFormat.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QHelpEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QSignalBlocker>
#include <QToolTip>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <limits>

namespace gmonview {

// The surface the treemap is painted on; the view keeps the rectangles.
class TreemapCanvas : public QWidget
{
public:
    explicit TreemapCanvas(TreemapView *view) : QWidget(view), m_view(view)
    {
        setObjectName(QStringLiteral("treemapCanvas"));
        setAttribute(Qt::WA_OpaquePaintEvent);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
        setMinimumSize(80, 40); // small screens: the window must fit 400x400 at scale 2
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        m_view->paintCanvas(painter);
    }

    void resizeEvent(QResizeEvent *) override { m_view->invalidateLayout(); }

    void mousePressEvent(QMouseEvent *event) override
    {
        m_pressed = event->button() == Qt::LeftButton ? m_view->functionAt(event->position()) : -1;
    }

    void mouseReleaseEvent(QMouseEvent *event) override
    {
        // A click: pressed and released on the same function.
        if (event->button() == Qt::LeftButton && m_pressed >= 0 &&
            m_view->functionAt(event->position()) == m_pressed)
            m_view->canvasClicked(event->position());
        m_pressed = -1;
    }

    bool event(QEvent *event) override
    {
        if (event->type() == QEvent::ToolTip) {
            auto *help = static_cast<QHelpEvent *>(event);
            const QString text = m_view->toolTipAt(help->pos());
            if (text.isEmpty()) {
                QToolTip::hideText();
                event->ignore();
            } else {
                QToolTip::showText(help->globalPos(), text, this);
            }
            return true;
        }
        return QWidget::event(event);
    }

    void changeEvent(QEvent *event) override
    {
        // Colours and labels follow the palette and font at paint time.
        if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
            update();
        QWidget::changeEvent(event);
    }

private:
    TreemapView *m_view;
    int m_pressed = -1;
};

namespace {

// Thinner than kMinSide pixels: too thin to draw a function in.
bool tooThin(const QRectF &r)
{
    return std::min(r.width(), r.height()) < TreemapView::kMinSide;
}

// A group's rectangle shared among its busiest SHOWN functions, one each,
// and the rest of them together (REST samples, at RESTAT among the
// rectangles, as its value lies among theirs).
struct GroupSplit
{
    size_t shown = 0;
    std::vector<QRectF> rects;
    size_t restAt = 0;
    double rest = 0;

    // The rectangle of the K-th function shown.
    const QRectF &functionRect(size_t k) const
    {
        return rects[rest > 0 && k >= restAt ? k + 1 : k];
    }
};

// The first SHOWN of SYMBOLS (busiest first) one by one, the rest together,
// squarified in RECT.
GroupSplit squarifyShown(const ProfileResult &profile, const std::vector<int> &symbols,
                         size_t shown, const QRectF &rect)
{
    auto timeOf = [&](size_t k) { return profile.symbol(symbols[k]).time; };
    GroupSplit split;
    split.shown = shown;
    for (size_t k = shown; k < symbols.size(); ++k)
        split.rest += timeOf(k);
    std::vector<double> values;
    split.restAt = shown;
    for (size_t k = 0; k < shown; ++k) {
        if (split.restAt == shown && split.rest > 0 && timeOf(k) < split.rest) {
            split.restAt = k;
            values.push_back(split.rest);
        }
        values.push_back(timeOf(k));
    }
    if (split.restAt == shown && split.rest > 0)
        values.push_back(split.rest);
    split.rects = squarify(values, rect);
    return split;
}

// The functions drawn one by one are the busiest SHOWN: those too
// small for a 2x2 square at once, then, as long as the layout makes
// one thinner than kMinSide, it and every smaller one.
GroupSplit splitGroup(const ProfileResult &profile, const std::vector<int> &symbols,
                      const QRectF &rect, double areaPerSample)
{
    const double minArea = TreemapView::kMinSide * TreemapView::kMinSide;
    size_t shown = 0;
    if (!tooThin(rect))
        while (shown < symbols.size() &&
               profile.symbol(symbols[shown]).time * areaPerSample >= minArea)
            ++shown;
    for (;;) {
        GroupSplit split = squarifyShown(profile, symbols, shown, rect);
        size_t thin = shown;
        for (size_t k = 0; k < shown; ++k) {
            if (tooThin(split.functionRect(k))) {
                thin = k;
                break;
            }
        }
        if (thin == shown)
            return split;
        shown = thin;
    }
}

} // namespace

TreemapView::TreemapView(QWidget *parent)
    : QWidget(parent), ProfileView(this, WhenHidden::Wait), m_model(new GroupedProfileModel(this)),
      m_groupBy(new QComboBox(this)), m_note(new QLabel(this)), m_canvas(new TreemapCanvas(this))
{
    setObjectName(QStringLiteral("treemap"));

    auto *groupLabel = new QLabel(tr("&Group by:"), this);
    groupLabel->setBuddy(m_groupBy);
    m_groupBy->setObjectName(QStringLiteral("treemapGroupBy"));
    m_groupBy->addItem(tr("Source file"), int(GroupBy::File));
    m_groupBy->addItem(tr("Directory"), int(GroupBy::Directory));
    m_groupBy->addItem(tr("Namespace"), int(GroupBy::Namespace));
    m_groupBy->addItem(tr("Class"), int(GroupBy::Class));
    m_groupBy->setToolTip(
        tr("Namespace: the first qualifier of each name. Class: all of its qualifiers (a "
           "demangled name does not tell a namespace from a class)."));
    m_note->setText(tr("Areas are sampled self time (exact grouping, ±√N per function)"));
    m_note->setWordWrap(true);
    m_note->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_note->setToolTip(
        tr("A group's area is the sum of its functions' samples, with nothing estimated; each "
           "function's own time, of N samples, is uncertain by about √N samples. Hatched: "
           "functions too small to draw one by one."));

    auto *bar = new QHBoxLayout;
    bar->addWidget(groupLabel);
    bar->addWidget(m_groupBy);
    bar->addSpacing(12);
    bar->addWidget(m_note, 1);
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->addLayout(bar);
    column->addWidget(m_canvas, 1);

    connect(m_groupBy, &QComboBox::currentIndexChanged, this,
            [this](int index) { setGroupBy(GroupBy(m_groupBy->itemData(index).toInt())); });
    connect(m_model, &QAbstractItemModel::modelReset, this, &TreemapView::invalidateLayout);
}

TreemapView::~TreemapView() = default;

void TreemapView::setProfile(std::shared_ptr<const ProfileResult> profile)
{
    m_current = -1;
    m_model->setProfile(std::move(profile));
}

void TreemapView::setGroupBy(GroupBy by)
{
    {
        const QSignalBlocker blocker(m_groupBy);
        m_groupBy->setCurrentIndex(m_groupBy->findData(int(by)));
    }
    m_model->setGroupBy(by);
}

GroupBy TreemapView::groupBy() const
{
    return m_model->groupBy();
}

void TreemapView::setCurrent(int symbol)
{
    if (symbol == m_current)
        return;
    m_current = symbol;
    m_canvas->update();
}

QWidget *TreemapView::canvas() const
{
    return m_canvas;
}

void TreemapView::invalidateLayout()
{
    m_layout.valid = false;
    m_canvas->update();
}

const TreemapView::Layout &TreemapView::laidOut() const
{
    const QSizeF size = m_canvas->size();
    if (!m_layout.valid || m_layout.size != size)
        m_layout = computeLayout(size);
    return m_layout;
}

TreemapView::Layout TreemapView::computeLayout(const QSizeF &size) const
{
    Layout out;
    out.valid = true;
    out.size = size;
    const ProfileResult *profile = m_model->profile();
    const std::vector<SymbolGroup> &groups = m_model->groups();
    if (!profile || groups.empty() || size.isEmpty())
        return out;

    std::vector<double> groupValues;
    double total = 0;
    for (const SymbolGroup &g : groups) {
        groupValues.push_back(g.self);
        total += g.self;
    }
    const std::vector<QRectF> groupRects = squarify(groupValues, QRectF(QPointF(0, 0), size));
    const double areaPerSample = size.width() * size.height() / total;

    for (size_t g = 0; g < groups.size(); ++g) {
        const std::vector<int> &symbols = groups[g].symbols;
        GroupBox box;
        box.rect = groupRects[g];
        box.firstFunction = int(out.functions.size());
        const GroupSplit split = splitGroup(*profile, symbols, box.rect, areaPerSample);
        for (size_t k = 0; k < split.shown; ++k) {
            FunctionBox f;
            f.rect = split.functionRect(k);
            f.symbol = symbols[k];
            f.group = int(g);
            f.rank = int(k);
            out.functionOfSymbol[f.symbol] = int(out.functions.size());
            out.functions.push_back(f);
        }
        box.functionCount = int(split.shown);
        if (split.rest > 0) {
            box.rest = split.rects[split.restAt];
            box.restCount = int(symbols.size() - split.shown);
            box.restSelf = split.rest;
        }
        out.groups.push_back(box);
    }
    return out;
}

QRectF TreemapView::functionRect(int symbol) const
{
    const Layout &l = laidOut();
    const auto found = l.functionOfSymbol.find(symbol);
    return found == l.functionOfSymbol.end() ? QRectF() : l.functions[size_t(found->second)].rect;
}

QRectF TreemapView::groupRect(int group) const
{
    const Layout &l = laidOut();
    return group >= 0 && size_t(group) < l.groups.size() ? l.groups[size_t(group)].rect : QRectF();
}

int TreemapView::groupCount() const
{
    return int(m_model->groups().size());
}

double TreemapView::bandHeight() const
{
    return QFontMetricsF(m_canvas->font()).height() + 4;
}

bool TreemapView::hasBand(const GroupBox &box) const
{
    return box.rect.height() >= 2 * bandHeight() && box.rect.width() >= 48;
}

int TreemapView::functionAt(const QPointF &pos) const
{
    const Layout &l = laidOut();
    const int g = groupAt(pos);
    if (g < 0)
        return -1;
    const GroupBox &box = l.groups[size_t(g)];
    for (int f = box.firstFunction; f < box.firstFunction + box.functionCount; ++f)
        if (l.functions[size_t(f)].rect.contains(pos))
            return f;
    return -1;
}

int TreemapView::groupAt(const QPointF &pos) const
{
    const Layout &l = laidOut();
    for (size_t g = 0; g < l.groups.size(); ++g)
        if (l.groups[g].rect.contains(pos))
            return int(g);
    return -1;
}

void TreemapView::canvasClicked(const QPointF &pos)
{
    const int f = functionAt(pos);
    if (f < 0)
        return;
    const int symbol = laidOut().functions[size_t(f)].symbol;
    setCurrent(symbol);
    emit functionActivated(symbol);
}

QString TreemapView::toolTipAt(const QPointF &pos) const
{
    const Layout &l = laidOut();
    const int g = groupAt(pos);
    if (g < 0)
        return {};
    const GroupBox &box = l.groups[size_t(g)];
    const bool inBand = hasBand(box) && pos.y() < box.rect.top() + bandHeight();
    const int f = functionAt(pos);
    if (inBand || f < 0)
        return groupToolTip(g);
    return functionToolTip(l.functions[size_t(f)].symbol);
}

QString TreemapView::groupToolTip(int group) const
{
    const ProfileResult *profile = m_model->profile();
    const SymbolGroup &g = m_model->groups()[size_t(group)];
    const double hz = profile->rate > 0 ? double(profile->rate) : 1.0;
    const double share = m_model->share(g.self);
    QString text =
        QStringLiteral("<b>%1</b><br>").arg(GroupedProfileModel::groupName(g).toHtmlEscaped());
    text += tr("%1 s in %n function(s), %2 of the total (the exact sum of their samples)", nullptr,
               int(g.symbols.size()))
                .arg(fixedFigure(g.self / hz), percentFigure(share))
                .toHtmlEscaped();
    if (g.placeholder && g.key == kUnknownFileGroup)
        text += QStringLiteral("<br>") +
                tr("No line table names a file for these functions: built without -g, or "
                   "the file names were not read")
                    .toHtmlEscaped();
    else if (g.placeholder && g.key == kGlobalScopeGroup)
        text +=
            QStringLiteral("<br>") +
            tr("Functions outside any namespace or class, C functions among them").toHtmlEscaped();
    const GroupBox &box = laidOut().groups[size_t(group)];
    if (box.restCount > 0)
        text +=
            QStringLiteral("<br>") +
            tr("Hatched: %n function(s) too small to draw, %1 s together", nullptr, box.restCount)
                .arg(fixedFigure(box.restSelf / hz))
                .toHtmlEscaped();
    return text;
}

QString TreemapView::functionToolTip(int symbol) const
{
    const ProfileResult *profile = m_model->profile();
    const ProfileSymbol &s = profile->symbol(symbol);
    const double hz = profile->rate > 0 ? double(profile->rate) : 1.0;
    const double share = m_model->share(s.time);
    const int group = m_model->groupOfSymbol(symbol);
    QString text =
        QStringLiteral("<b>%1</b><br>").arg(QString::fromStdString(s.displayName).toHtmlEscaped());
    if (group >= 0)
        text += tr("Group: %1")
                    .arg(GroupedProfileModel::groupName(m_model->groups()[size_t(group)]))
                    .toHtmlEscaped() +
                QStringLiteral("<br>");
    // The sampling error of N samples is about √N.
    text += tr("Self: %1 s ± %2 s (sampled), %3 of the total")
                .arg(fixedFigure(s.time / hz), fixedFigure(std::sqrt(s.samples) / hz),
                     percentFigure(share))
                .toHtmlEscaped();
    return text;
}

void TreemapView::doUpdate(Changes what)
{
    // Grouping by file needs each function's file: the profile with them,
    // once the line tables are read.
    if (what & (ProfileChanged | LinesChanged)) {
        std::shared_ptr<const ProfileResult> profile =
            context().document ? context().document->profileWithSourceFiles() : context().profile;
        if (profile != m_shown) {
            m_shown = profile;
            setProfile(std::move(profile));
        }
    }
    if (what & (ProfileChanged | LinesChanged | CurrentChanged))
        setCurrent(context().current);
}

} // namespace gmonview
