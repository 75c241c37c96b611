// SPDX-License-Identifier: MIT
// The views' one interface (ProfileView): a view told of each change takes
// it at once, or, waiting while hidden, takes every change it missed in one
// update when it is shown; a window not yet shown does not count as hiding.
#include "views/common/ProfileView.h"

#include <QSplitter>
#include <QTabWidget>
#include <QTest>

#include <vector>

using namespace gmonview;

namespace {

// A view that records each update it takes and the context it saw.
class RecordingView : public QWidget, public ProfileView
{
public:
    explicit RecordingView(WhenHidden whenHidden, QWidget *parent = nullptr)
        : QWidget(parent), ProfileView(this, whenHidden)
    {}
    std::vector<Changes> taken;
    std::vector<int> currents; // context().current at each update

protected:
    void doUpdate(Changes what) override
    {
        taken.push_back(what);
        currents.push_back(context().current);
    }
};

ViewContext at(int current)
{
    ViewContext c;
    c.current = current;
    return c;
}

} // namespace

class tst_ProfileView : public QObject
{
    Q_OBJECT

private slots:
    void updatingViewTakesEachChangeShownOrNot();
    void waitingViewTakesWhatItMissedOnceShown();
    void windowNotYetShownDoesNotHide();
    void hiddenPaneWaitsToo();
};

void tst_ProfileView::updatingViewTakesEachChangeShownOrNot()
{
    QTabWidget tabs;
    auto *shown = new RecordingView(ProfileView::WhenHidden::Update);
    auto *hidden = new RecordingView(ProfileView::WhenHidden::Update);
    tabs.addTab(shown, QStringLiteral("a"));
    tabs.addTab(hidden, QStringLiteral("b"));
    tabs.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tabs));
    for (RecordingView *v : {shown, hidden}) {
        v->notify(at(3), ProfileView::ProfileChanged);
        v->notify(at(4), ProfileView::CurrentChanged);
        QCOMPARE(v->taken, (std::vector<ProfileView::Changes>{ProfileView::ProfileChanged,
                                                              ProfileView::CurrentChanged}));
        QCOMPARE(v->currents, (std::vector<int>{3, 4}));
        QCOMPARE(v->pending(), 0u);
    }
}

void tst_ProfileView::waitingViewTakesWhatItMissedOnceShown()
{
    QTabWidget tabs;
    auto *first = new RecordingView(ProfileView::WhenHidden::Wait);
    auto *waiting = new RecordingView(ProfileView::WhenHidden::Wait);
    tabs.addTab(first, QStringLiteral("a"));
    tabs.addTab(waiting, QStringLiteral("b"));
    tabs.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tabs));
    const ProfileView::Changes changes[] = {ProfileView::ProfileChanged, ProfileView::NamesChanged,
                                            ProfileView::CurrentChanged};
    int current = 0;
    for (ProfileView::Changes what : changes)
        for (RecordingView *v : {first, waiting})
            v->notify(at(++current), what);
    // The one on screen took each; the hidden one none, and holds them all.
    QCOMPARE(first->taken.size(), size_t(3));
    QVERIFY(waiting->taken.empty());
    QCOMPARE(waiting->pending(),
             ProfileView::Changes(ProfileView::ProfileChanged | ProfileView::NamesChanged |
                                  ProfileView::CurrentChanged));
    waiting->catchUp(); // still hidden: nothing
    QVERIFY(waiting->taken.empty());
    // Shown, it takes all it missed in one update, with the latest context.
    tabs.setCurrentWidget(waiting);
    waiting->catchUp();
    const ProfileView::Changes all =
        ProfileView::ProfileChanged | ProfileView::NamesChanged | ProfileView::CurrentChanged;
    QCOMPARE(waiting->taken, std::vector<ProfileView::Changes>{all});
    QCOMPARE(waiting->currents, (std::vector<int>{current}));
    QCOMPARE(waiting->pending(), 0u);
    waiting->catchUp(); // nothing more to take
    QCOMPARE(waiting->taken.size(), size_t(1));
    // Now hidden in turn, the first waits.
    first->notify(at(7), ProfileView::LinesChanged);
    QCOMPARE(first->taken.size(), size_t(3));
    QCOMPARE(first->pending(), ProfileView::Changes(ProfileView::LinesChanged));
}

void tst_ProfileView::windowNotYetShownDoesNotHide()
{
    // Views are told of a profile before the window is first shown (the
    // command line is read while the window is built): the current tab's
    // view takes it then, the others wait for their tab.
    QTabWidget tabs;
    auto *current = new RecordingView(ProfileView::WhenHidden::Wait);
    auto *other = new RecordingView(ProfileView::WhenHidden::Wait);
    tabs.addTab(current, QStringLiteral("a"));
    tabs.addTab(other, QStringLiteral("b"));
    QVERIFY(!tabs.isVisible());
    current->notify(at(1), ProfileView::ProfileChanged);
    other->notify(at(1), ProfileView::ProfileChanged);
    QCOMPARE(current->taken.size(), size_t(1));
    QVERIFY(other->taken.empty());
}

void tst_ProfileView::hiddenPaneWaitsToo()
{
    // Not only tabs: a view in a pane the user closed waits as well, and
    // catches up when the pane is opened again.
    QSplitter splitter;
    auto *pane = new QWidget(&splitter);
    auto *view = new RecordingView(ProfileView::WhenHidden::Wait, pane);
    splitter.addWidget(pane);
    splitter.resize(300, 200);
    splitter.show();
    QVERIFY(QTest::qWaitForWindowExposed(&splitter));
    pane->hide();
    view->notify(at(2), ProfileView::ComparisonChanged);
    QVERIFY(view->taken.empty());
    pane->show();
    view->catchUp();
    QCOMPARE(view->taken, (std::vector<ProfileView::Changes>{ProfileView::ComparisonChanged}));
}

QTEST_MAIN(tst_ProfileView)
#include "tst_profileview.moc"
