// SPDX-License-Identifier: MIT
// The flame graph: widths that add up and children inside their parents in
// both modes, zooming by click, search, bottom-up roots as self time, the
// tooltips' wording, frames under a pixel, paint time with 60k frames, the
// current function's outline, and light and dark palettes.
#include "model/estimate/CallStacks.h"
#include "PaletteSupport.h"
#include "TestSupport.h"
#include "views/flame/FlameGraphView.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QHelpEvent>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

#include <cmath>
#include <functional>
#include <map>

using namespace gmonview;
using namespace gmonview::test;

Q_DECLARE_METATYPE(gmonview::FlameGraphView::Mode)

class tst_FlameGraph : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void widthsAddUp_data();
    void widthsAddUp();
    void clickZoomsAndActivates();
    void searchCountsMatches();
    void bottomUpRootsAreSelfTime();
    void tooltipsSayWhatIsEstimated();
    void subPixelFramesMerge();
    void paintsSixtyThousandFrames_data();
    void paintsSixtyThousandFrames();
    void currentFunctionOutlined();
    void readsOnLightAndDarkPalettes();
    void nullProfileClears();

private:
    // A view of PROFILE, WIDTH x HEIGHT, shown.
    static bool showView(FlameGraphView &view, std::shared_ptr<const ProfileResult> profile,
                         int width = 800, int height = 400);
    static QString frameName(const FlameGraphView &view, const CallStacks &stacks, int frame);
    // The widest frame of the function NAME, -1 if none.
    static int widestFrameOf(const FlameGraphView &view, int symbol);
    // COUNT functions, each called once by PARENT_OF(it) (< it) but the
    // first, with one sample each.
    static std::shared_ptr<const ProfileResult>
    treeProfile(int count, const std::function<int(int)> &parentOf);
    // Into $GMONVIEW_SCREENSHOTS as flame-NAME.png, when it is set.
    static void saveScreenshot(const QImage &image, const QString &name);

    QTemporaryDir m_dir;
    std::shared_ptr<const ProfileResult> m_cycles;
    std::shared_ptr<const ProfileResult> m_many;
};

void tst_FlameGraph::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // cycles.c's calls with known samples: which frames are wide enough to
    // click or to match must not hang on where a real run's few samples fell.
    const QString cycles = m_dir.filePath(QStringLiteral("cycles"));
    QCOMPARE(compileProgram(QStringLiteral("cycles.c"), {"-pg", "-O0"}, cycles).exitCode, 0);
    QCOMPARE(writeSyntheticRun(cycles, cycles + QStringLiteral(".out"), cyclesProfile()),
             QString());
    m_cycles = profileOf(cycles, cycles + QStringLiteral(".out"));
    QVERIFY(m_cycles);
    m_many = profileProgram(QStringLiteral("many.c"), {"-pg", "-O0"},
                            m_dir.filePath(QStringLiteral("many")));
    QVERIFY(m_many);
    QVERIFY(m_many->totalTime > 0);
}

bool tst_FlameGraph::showView(FlameGraphView &view, std::shared_ptr<const ProfileResult> profile,
                              int width, int height)
{
    view.setProfile(std::move(profile));
    view.resize(width, height);
    view.show();
    return QTest::qWaitForWindowExposed(&view);
}

QString tst_FlameGraph::frameName(const FlameGraphView &view, const CallStacks &stacks, int frame)
{
    const auto &f = view.flattened().frames[size_t(frame)];
    return QString::fromStdString(stacks.name(f.kind, f.id));
}

int tst_FlameGraph::widestFrameOf(const FlameGraphView &view, int symbol)
{
    const auto &frames = view.flattened().frames;
    int best = -1;
    for (size_t i = 0; i < frames.size(); ++i)
        if (frames[i].kind != CallStacks::Kind::Cycle && frames[i].id == symbol &&
            (best < 0 || frames[i].total > frames[size_t(best)].total))
            best = int(i);
    return best;
}

void tst_FlameGraph::saveScreenshot(const QImage &image, const QString &name)
{
    const QString dir = qEnvironmentVariable("GMONVIEW_SCREENSHOTS");
    if (!dir.isEmpty())
        QVERIFY(image.save(QDir(dir).filePath(QStringLiteral("flame-%1.png").arg(name))));
}

void tst_FlameGraph::widthsAddUp_data()
{
    QTest::addColumn<FlameGraphView::Mode>("mode");
    QTest::newRow("top-down") << FlameGraphView::TopDown;
    QTest::newRow("bottom-up") << FlameGraphView::BottomUp;
}

void tst_FlameGraph::widthsAddUp()
{
    QFETCH(FlameGraphView::Mode, mode);
    FlameGraphView view;
    view.setMode(mode);
    QVERIFY(showView(view, m_cycles));
    QCOMPARE(view.mode(), mode);
    QCOMPARE(view.objectName(), QStringLiteral("flameGraph"));
    QCOMPARE(view.canvas()->objectName(), QStringLiteral("flameCanvas"));
    auto *note = view.findChild<QLabel *>(QStringLiteral("flameNote"));
    QVERIFY(note && note->isVisible());
    QVERIFY(note->text().contains(QStringLiteral("estimated from call counts")));

    QVERIFY(view.frameCount() > 0);
    const auto &frames = view.flattened().frames;
    const double width = view.canvas()->width();
    double roots = 0;
    for (int i = 0; i < view.frameCount(); ++i) {
        const auto &f = frames[size_t(i)];
        const QRectF r = view.frameRect(i);
        QVERIFY2(r.width() >= 0, qPrintable(QString::number(i)));
        if (f.parent < 0) {
            QCOMPARE(f.depth, 0);
            roots += r.width();
            continue;
        }
        // Depth-first: the parent comes first, one level up, and the child
        // lies within it, one row below.
        QVERIFY(f.parent < i);
        QCOMPARE(f.depth, frames[size_t(f.parent)].depth + 1);
        const QRectF p = view.frameRect(f.parent);
        const double slack = 1e-6 * width;
        QVERIFY2(r.left() >= p.left() - slack && r.right() <= p.right() + slack,
                 qPrintable(QStringLiteral("frame %1 [%2, %3] outside its parent [%4, %5]")
                                .arg(i)
                                .arg(r.left())
                                .arg(r.right())
                                .arg(p.left())
                                .arg(p.right())));
        QCOMPARE(r.top(), p.bottom());
    }
    QVERIFY2(std::abs(roots - width) <= 2,
             qPrintable(QStringLiteral("roots %1 px, canvas %2 px").arg(roots).arg(width)));
}

void tst_FlameGraph::clickZoomsAndActivates()
{
    FlameGraphView view;
    QVERIFY(showView(view, m_cycles));
    const int c1 = functionNamed(*m_cycles, "c1");
    QVERIFY(c1 >= 0);
    const int frame = widestFrameOf(view, c1);
    QVERIFY(frame >= 0);
    const auto &frames = view.flattened().frames;
    QVERIFY(frames[size_t(frame)].parent >= 0); // c1 is called
    const QRectF before = view.frameRect(frame);
    QVERIFY2(before.width() > 4, qPrintable(QString::number(before.width())));
    QCOMPARE(view.frameAt(before.center().toPoint()), frame);

    QSignalSpy activated(&view, &FlameGraphView::functionActivated);
    QTest::mouseClick(view.canvas(), Qt::LeftButton, {}, before.center().toPoint());
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.at(0).at(0).toInt(), c1);
    QCOMPARE(view.zoomRoot(), frame);
    const double width = view.canvas()->width();
    const QRectF zoomed = view.frameRect(frame);
    QCOMPARE(zoomed.left(), 0.0);
    QCOMPARE(zoomed.width(), width);
    QCOMPARE(zoomed.top(), before.top());
    // Its ancestors span the width above it; frames outside it are gone.
    const int parent = frames[size_t(frame)].parent;
    QCOMPARE(view.frameRect(parent).width(), width);
    for (int i = 0; i < view.frameCount(); ++i) {
        const auto &f = frames[size_t(i)];
        if (f.parent == frame) // a child, scaled up with it
            QVERIFY(std::abs(view.frameRect(i).width() -
                             f.total / frames[size_t(frame)].total * width) < 1e-6);
        if (f.parent < 0 && i != frame && view.frameRect(i).isValid()) {
            // Another root is shown only if it is an ancestor.
            int a = frame;
            while (a >= 0 && a != i)
                a = frames[size_t(a)].parent;
            QCOMPARE(a, i);
        }
    }

    // A click on an ancestor zooms out to it.
    QTest::mouseClick(view.canvas(), Qt::LeftButton, {}, view.frameRect(parent).center().toPoint());
    QCOMPARE(view.zoomRoot(), parent);
    QCOMPARE(activated.count(), frames[size_t(parent)].kind == CallStacks::Kind::Cycle ? 1 : 2);

    auto *reset = view.findChild<QPushButton *>(QStringLiteral("flameResetZoom"));
    QVERIFY(reset && reset->isVisible() && reset->isEnabled());
    QCOMPARE(reset->text(), QStringLiteral("Reset zoom"));
    QTest::mouseClick(reset, Qt::LeftButton);
    QCOMPARE(view.zoomRoot(), -1);
    QVERIFY(!reset->isEnabled());
    QVERIFY(std::abs(view.frameRect(frame).width() - before.width()) < 1e-6);
}

void tst_FlameGraph::searchCountsMatches()
{
    FlameGraphView view;
    QVERIFY(showView(view, m_cycles));
    CallStacks stacks(*m_cycles);
    const auto &frames = view.flattened().frames;
    // Case-insensitive: "PING" finds ping; "c" finds c1..c3 and the cycles
    // too, nested in one another; "1" c1 and cycle 1 (ping and pong) under it.
    for (const QString &text : {QStringLiteral("PING"), QStringLiteral("c"), QStringLiteral("1"),
                                QStringLiteral("no such function")}) {
        int expected = 0;
        std::vector<char> matches(frames.size());
        for (int i = 0; i < view.frameCount(); ++i) {
            matches[size_t(i)] = frameName(view, stacks, i).toLower().contains(text.toLower());
            expected += matches[size_t(i)];
        }
        // The share: matches under no other match, each counted once.
        double carried = 0;
        for (int i = 0; i < view.frameCount(); ++i) {
            if (!matches[size_t(i)])
                continue;
            bool nested = false;
            for (int a = frames[size_t(i)].parent; a >= 0 && !nested; a = frames[size_t(a)].parent)
                nested = matches[size_t(a)];
            if (!nested)
                carried += frames[size_t(i)].total;
        }
        view.setSearch(text);
        QCOMPARE(view.matchCount(), expected);
        if (text == QStringLiteral("1"))
            QVERIFY(carried > 0 && carried < view.flattened().total * 0.999);
        QVERIFY(std::abs(view.matchShare() - carried / view.flattened().total) < 1e-9);
        QVERIFY(view.matchShare() <= 1.0);
        auto *label = view.findChild<QLabel *>(QStringLiteral("flameMatches"));
        QVERIFY(label && label->isVisible());
        QVERIFY2(label->text().startsWith(QString::number(expected) + QLatin1Char(' ')),
                 qPrintable(label->text()));
        if (text == QStringLiteral("PING")) {
            QVERIFY(expected > 0);
            for (int i = 0; i < view.frameCount(); ++i)
                if (matches[size_t(i)])
                    QCOMPARE(frameName(view, stacks, i), QStringLiteral("ping"));
        }
    }
    view.setSearch(QString());
    QCOMPARE(view.matchCount(), 0);
    QCOMPARE(view.matchShare(), 0.0);
    QVERIFY(!view.findChild<QLabel *>(QStringLiteral("flameMatches"))->isVisible());
}

void tst_FlameGraph::bottomUpRootsAreSelfTime()
{
    for (const auto &profile : {m_cycles, m_many}) {
        FlameGraphView view;
        QVERIFY(showView(view, profile));
        // The mode combo switches, and forgets the zoom.
        view.zoomTo(0);
        auto *modes = view.findChild<QComboBox *>(QStringLiteral("flameMode"));
        QVERIFY(modes);
        modes->setCurrentIndex(1);
        QCOMPARE(view.mode(), FlameGraphView::BottomUp);
        QCOMPARE(view.zoomRoot(), -1);

        double self = 0;
        for (const ProfileSymbol &s : profile->symbols)
            self += s.time;
        QVERIFY(self > 0);
        const auto &flat = view.flattened();
        double roots = 0;
        for (const auto &f : flat.frames) {
            if (f.parent >= 0)
                continue;
            QVERIFY(f.kind != CallStacks::Kind::Cycle);
            QVERIFY(std::abs(f.total - profile->symbol(f.id).time) <= 1e-9 * self);
            roots += f.total;
        }
        QVERIFY2(std::abs(flat.total - self) <= 1e-6 * self,
                 qPrintable(QStringLiteral("%1 vs %2").arg(flat.total).arg(self)));
        // Roots too thin to build are left out, and counted there.
        QVERIFY(roots <= self * (1 + 1e-6));
        QVERIFY2(
            roots >= self - flat.leftOut - 1e-6 * self,
            qPrintable(QStringLiteral("%1 + %2 vs %3").arg(roots).arg(flat.leftOut).arg(self)));
    }
}

void tst_FlameGraph::tooltipsSayWhatIsEstimated()
{
    FlameGraphView view;
    QVERIFY(showView(view, m_cycles));
    const auto &frames = view.flattened().frames;
    const int work = functionNamed(*m_cycles, "work");
    QVERIFY(work >= 0);
    // A frame of work two levels down or more: its time is estimated, its
    // calls counted.
    int deep = -1;
    for (int i = 0; i < view.frameCount(); ++i)
        if (frames[size_t(i)].id == work && frames[size_t(i)].depth >= 2 &&
            frames[size_t(i)].calls > 0 &&
            (deep < 0 || frames[size_t(i)].total > frames[size_t(deep)].total))
            deep = i;
    QVERIFY(deep >= 0);
    auto tipAt = [&](int frame) {
        const QPoint pos = view.frameRect(frame).center().toPoint();
        QHelpEvent help(QEvent::ToolTip, pos, view.canvas()->mapToGlobal(pos));
        QApplication::sendEvent(view.canvas(), &help);
        return QToolTip::text();
    };
    QString tip = tipAt(deep);
    QVERIFY2(tip.contains(QStringLiteral("work")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Total time here")) &&
                 tip.contains(QStringLiteral("(estimated)")),
             qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Calls into it along this path: %1 (exact, counted)")
                              .arg(frames[size_t(deep)].calls)),
             qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Self time here:")) &&
                 tip.contains(QStringLiteral("estimated: its self time shared by call counts")),
             qPrintable(tip));
    // Its whole self time, sampled, with √N as its error.
    const double rate = double(m_cycles->rate);
    const double whole = CallStacks(*m_cycles).unitSelf(CallStacks::Kind::Function, work);
    QVERIFY2(tip.contains(QStringLiteral("Its whole self time: ")) &&
                 tip.contains(QStringLiteral("(sampled, √N)")),
             qPrintable(tip));
    const QString error = QStringLiteral("± ");
    const int at = tip.lastIndexOf(error);
    QVERIFY(at > 0);
    const double shown = tip.mid(at + error.size()).section(QLatin1Char(' '), 0, 0).toDouble();
    QVERIFY2(std::abs(shown - std::sqrt(whole) / rate) <= 0.01 * std::sqrt(whole) / rate,
             qPrintable(tip));

    // A root is an entry point: its time sampled, no calls counted.
    tip = tipAt(0);
    QVERIFY2(tip.contains(QStringLiteral("none counted")), qPrintable(tip));

    // Bottom-up: a root's width is its sampled self time; a caller's share
    // is estimated and its calls counted.
    view.setMode(FlameGraphView::BottomUp);
    const auto &up = view.flattened().frames;
    tip = tipAt(0);
    QVERIFY2(tip.contains(QStringLiteral("Self time here:")) &&
                 tip.contains(QStringLiteral("(sampled, √N)")),
             qPrintable(tip));
    int caller = -1;
    for (int i = 0; i < view.frameCount() && caller < 0; ++i)
        if (up[size_t(i)].parent >= 0 && up[size_t(i)].calls > 0 && view.frameRect(i).width() > 4)
            caller = i;
    QVERIFY(caller >= 0);
    tip = tipAt(caller);
    QVERIFY2(tip.contains(QStringLiteral("(exact, counted)")) &&
                 tip.contains(QStringLiteral("estimated")),
             qPrintable(tip));
}

void tst_FlameGraph::subPixelFramesMerge()
{
    // Inside a window, as in the main window, so it may be narrower than
    // its controls. many.c's main calls 140 functions: under a pixel each.
    QWidget window;
    window.resize(100, 300);
    auto *view = new FlameGraphView(&window);
    view->setGeometry(0, 0, 100, 300);
    view->setProfile(m_many);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(view->frameCount() > 0);
    const double width = view->canvas()->width();
    QVERIFY(width > 0 && width <= 100);

    const auto &frames = view->flattened().frames;
    double roots = 0, children = 0;
    int thin = 0, gaps = 0, parent = -1;
    for (int i = 0; i < view->frameCount(); ++i) {
        const QRectF r = view->frameRect(i);
        QVERIFY(r.width() >= 0);
        if (frames[size_t(i)].parent < 0) {
            roots += r.width();
            if (parent < 0 || frames[size_t(i)].total > frames[size_t(parent)].total)
                parent = i;
        }
    }
    QVERIFY(std::abs(roots - width) <= 2);
    QCOMPARE(QString::fromStdString(m_many->symbol(frames[size_t(parent)].id).displayName),
             QStringLiteral("main"));
    for (int i = 0; i < view->frameCount(); ++i) {
        if (frames[size_t(i)].parent != parent)
            continue;
        const QRectF r = view->frameRect(i);
        children += r.width();
        thin += r.width() < 1;
        gaps += r.width() >= 3; // a frame leaves a pixel between it and the next
    }
    QVERIFY2(thin > 10, qPrintable(QString::number(thin)));

    // The thin ones are drawn merged, in grey: the row below main is
    // painted as far as its callees' widths reach, though no frame is
    // there to click, and the tooltip says why.
    const QImage image = view->canvas()->grab().toImage();
    QVERIFY(!image.isNull());
    const QRectF row = view->frameRect(parent).translated(0, view->frameRect(parent).height());
    const int y = int(row.top()) + 3;
    const QColor base = view->canvas()->palette().color(QPalette::Base);
    int painted = 0, merged = -1;
    for (int x = 0; x < image.width(); ++x) {
        if (image.pixelColor(x, y) == base)
            continue;
        ++painted;
        if (merged < 0 && view->frameAt(QPoint(x, y)) < 0)
            merged = x;
    }
    QVERIFY2(painted >= children - gaps - 2 && painted <= children + 1,
             qPrintable(QStringLiteral("%1 px painted, callees %2 px").arg(painted).arg(children)));
    QVERIFY(merged >= 0);
    QHelpEvent help(QEvent::ToolTip, QPoint(merged, y),
                    view->canvas()->mapToGlobal(QPoint(merged, y)));
    QApplication::sendEvent(view->canvas(), &help);
    QVERIFY2(QToolTip::text().contains(QStringLiteral("too narrow")), qPrintable(QToolTip::text()));
    saveScreenshot(image, QStringLiteral("narrow"));
}

std::shared_ptr<const ProfileResult>
tst_FlameGraph::treeProfile(int count, const std::function<int(int)> &parentOf)
{
    auto profile = std::make_shared<ProfileResult>();
    profile->rate = 100;
    profile->hasHistogram = profile->hasCallGraph = true;
    profile->symbols.resize(size_t(count));
    profile->childArcs.resize(size_t(count));
    profile->parentArcs.resize(size_t(count));
    std::vector<double> subtree(size_t(count), 1);
    for (int i = count - 1; i > 0; --i)
        subtree[size_t(parentOf(i))] += subtree[size_t(i)];
    for (int i = 0; i < count; ++i) {
        ProfileSymbol &s = profile->symbols[size_t(i)];
        s.name = s.displayName = "f" + std::to_string(i);
        s.address = 0x1000 + uint64_t(i) * 16;
        s.endAddress = s.address + 15;
        s.time = s.samples = s.propSelf = 1;
        s.childTime = s.propChild = subtree[size_t(i)] - 1;
        s.calls = i == 0 ? 0 : 1;
        s.printFlag = true;
        s.index = i + 1;
        if (i > 0) {
            ProfileArc arc;
            arc.parent = parentOf(i);
            arc.child = i;
            arc.count = 1;
            arc.time = s.propSelf;
            arc.childTime = s.propChild;
            profile->childArcs[size_t(arc.parent)].push_back(int(profile->arcs.size()));
            profile->parentArcs[size_t(i)].push_back(int(profile->arcs.size()));
            profile->arcs.push_back(arc);
        }
    }
    profile->totalTime = profile->totalSamples = profile->printTime = count;
    return profile;
}

void tst_FlameGraph::paintsSixtyThousandFrames_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<bool>("star");
    // 16 levels, each function called once by its parent; and one caller
    // of all the rest, under a pixel each: siblings can't be skipped.
    QTest::newRow("binary tree") << (1 << 16) - 1 << false;
    QTest::newRow("one caller") << 60001 << true;
}

void tst_FlameGraph::paintsSixtyThousandFrames()
{
    QFETCH(int, count);
    QFETCH(bool, star);
    const auto profile = treeProfile(count, [star](int i) { return star ? 0 : (i - 1) / 2; });
    FlameGraphView view;
    QVERIFY(showView(view, profile, 1200, 700));
    QCOMPARE(view.frameCount(), count);
    // (How fast is bench/run-flame.sh's business: no timing here.) Every
    // frame is accounted for on screen: the second row is painted across
    // the whole width, whether as frames or as merged sub-pixel blocks.
    QImage image(view.canvas()->size(), QImage::Format_ARGB32_Premultiplied);
    view.canvas()->render(&image);
    const QRectF root = view.frameRect(0);
    const int y = int(root.bottom() + root.height() / 2);
    const QRgb background = view.canvas()->palette().color(QPalette::Base).rgb();
    int painted = 0;
    for (int x = 0; x < image.width(); ++x)
        painted += image.pixel(x, y) != background;
    QVERIFY2(painted > image.width() * 9 / 10, qPrintable(QString::number(painted)));
    view.setSearch(QStringLiteral("f1"));
    QVERIFY(view.matchCount() > 0);
    view.canvas()->render(&image);
}

void tst_FlameGraph::currentFunctionOutlined()
{
    FlameGraphView view;
    QVERIFY(showView(view, m_cycles));
    const int work = functionNamed(*m_cycles, "work");
    const int frame = widestFrameOf(view, work);
    QVERIFY(frame >= 0);
    const QRectF r = view.frameRect(frame);
    QVERIFY(r.width() > 8);
    const QPoint edge(int(r.left()) + 1, int(r.center().y()));
    const QColor before = view.canvas()->grab().toImage().pixelColor(edge);
    QSignalSpy activated(&view, &FlameGraphView::functionActivated);
    view.setCurrent(work);
    QCOMPARE(view.current(), work);
    const QColor outline = view.canvas()->palette().color(QPalette::Text);
    const QImage after = view.canvas()->grab().toImage();
    QCOMPARE(after.pixelColor(edge), outline);
    QVERIFY(before != outline);
    QCOMPARE(activated.count(), 0);
    // Every frame of it, and only those.
    for (int i = 0; i < view.frameCount(); ++i) {
        const QRectF f = view.frameRect(i);
        if (f.width() < 8 || f.top() + 4 >= after.height())
            continue;
        const bool mine = view.flattened().frames[size_t(i)].kind != CallStacks::Kind::Cycle &&
                          view.flattened().frames[size_t(i)].id == work;
        QCOMPARE(after.pixelColor(int(f.left()) + 1, int(f.center().y())) == outline, mine);
    }
}

void tst_FlameGraph::readsOnLightAndDarkPalettes()
{
    // cycles.c in two files, to tell files apart by colour.
    auto profile = std::make_shared<ProfileResult>(*m_cycles);
    profile->files = {"cycles.c", "pingpong.c"};
    for (ProfileSymbol &s : profile->symbols)
        s.file = s.displayName == "ping" || s.displayName == "pong" ? 1 : 0;
    RestorePalette restore;
    for (const auto &[name, palette] : lightAndDarkPalettes()) {
        QApplication::setPalette(palette);
        for (const auto colours : {FlameGraphView::BySelfTime, FlameGraphView::BySourceFile}) {
            FlameGraphView view;
            view.setColourBy(colours);
            QVERIFY(showView(view, profile, 800, 300));
            view.setCurrent(functionNamed(*m_cycles, "c1"));
            // The empty canvas below the frames is the palette's base.
            const QImage canvas = view.canvas()->grab().toImage();
            const QColor base = palette.color(QPalette::Base);
            QCOMPARE(canvas.pixelColor(canvas.width() / 2, canvas.height() - 2), base);
            // The note reads on the window.
            auto *note = view.findChild<QLabel *>(QStringLiteral("flameNote"));
            QVERIFY(ink::contrastRatio(note->palette().color(QPalette::WindowText),
                                       note->palette().color(QPalette::Window)) >= 4.5);
            if (colours == FlameGraphView::BySourceFile) {
                // A colour per file, the same for all of its functions;
                // cycles, in no file, in grey with a hatch.
                std::map<int, QSet<QRgb>> fills;
                QSet<QRgb> cycleFills;
                for (int i = 0; i < view.frameCount(); ++i) {
                    const QRectF r = view.frameRect(i);
                    const auto &f = view.flattened().frames[size_t(i)];
                    if (r.width() < 8 || r.bottom() > canvas.height() || f.id == view.current())
                        continue;
                    const QRgb fill = canvas.pixel(int(r.right()) - 3, int(r.top()) + 2);
                    if (f.kind == CallStacks::Kind::Cycle)
                        cycleFills.insert(fill);
                    else
                        fills[profile->symbol(f.id).file].insert(fill);
                }
                QCOMPARE(int(fills.size()), 2);
                QCOMPARE(fills[0].size(), 1);
                QCOMPARE(fills[1].size(), 1);
                QVERIFY(*fills[0].begin() != *fills[1].begin());
                QVERIFY(!cycleFills.isEmpty() && !cycleFills.contains(*fills[0].begin()) &&
                        !cycleFills.contains(*fills[1].begin()));
            }
            saveScreenshot(view.grab().toImage(), name + (colours == FlameGraphView::BySelfTime
                                                              ? QStringLiteral("-self")
                                                              : QStringLiteral("-file")));
        }
        // Zoomed to c1, work searched for: ancestors and the rest dimmed.
        FlameGraphView view;
        QVERIFY(showView(view, m_cycles, 800, 300));
        view.zoomTo(widestFrameOf(view, functionNamed(*m_cycles, "c1")));
        view.setSearch(QStringLiteral("work"));
        QVERIFY(view.zoomRoot() >= 0 && view.matchCount() > 0);
        saveScreenshot(view.grab().toImage(), name + QStringLiteral("-zoom-search"));
    }
}

void tst_FlameGraph::nullProfileClears()
{
    FlameGraphView view;
    QVERIFY(showView(view, m_cycles));
    view.setSearch(QStringLiteral("c"));
    view.zoomTo(1);
    QVERIFY(view.matchCount() > 0);
    view.setProfile(nullptr);
    QCOMPARE(view.frameCount(), 0);
    QCOMPARE(view.zoomRoot(), -1);
    QCOMPARE(view.matchCount(), 0);
    QCOMPARE(view.frameAt(QPoint(10, 5)), -1);
    QVERIFY(!view.frameRect(0).isValid());
    QVERIFY(!view.canvas()->grab().isNull());
    view.setMode(FlameGraphView::BottomUp);
    QCOMPARE(view.frameCount(), 0);
    // And back.
    view.setProfile(m_cycles);
    QVERIFY(view.frameCount() > 0);
    QVERIFY(view.matchCount() > 0); // the search stays
}

QTEST_MAIN(tst_FlameGraph)
#include "tst_flamegraph.moc"
