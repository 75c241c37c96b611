// SPDX-License-Identifier: MIT
#pragma once

#include <memory>
#include <string>
#include <vector>

class QWidget;

namespace gmonview {

class ProfileDocument;
struct Comparison;
struct ProfileResult;

// What the window shows, the same for every view: the document (its
// profile, line profile and program), the names its symbols are shown by,
// the comparison while comparing, and the current function.
struct ViewContext
{
    const ProfileDocument *document = nullptr;
    std::shared_ptr<const ProfileResult> profile;          // the document's, or null
    std::shared_ptr<const std::vector<std::string>> names; // shortened, per symbol; or null
    std::shared_ptr<const Comparison> comparison;          // null unless comparing
    const ProfileDocument *base = nullptr;                 // Base, while comparing
    int current = -1;                                      // the current function of profile, or -1
    // The user shows inlined functions: as rows of the flat profile and as
    // frames of the trees and the flame graph (ProfileDocument::inlinedProfile).
    bool inlined = false;
};

// A view of the window's profile, as KCachegrind's TraceItemView: the
// window hands every view the same context and says what changed, and each
// view takes what it shows from it. A view that is expensive to bring up to
// date can wait while hidden: it then catches up, once, when shown.
class ProfileView
{
public:
    // What changed since the last update (several at once are or-ed).
    enum Change : unsigned
    {
        ProfileChanged = 1u << 0,    // another profile (other runs, another program)
        ProfileRefined = 1u << 1,    // the same functions, with the calls found in the code
        LinesChanged = 1u << 2,      // the line profile (and the profile with source files)
        NamesChanged = 1u << 3,      // how the symbols are named
        ComparisonChanged = 1u << 4, // compare mode started, changed or ended
        BaseLinesChanged = 1u << 5,  // Base's line profile, while comparing
        CurrentChanged = 1u << 6,    // the current function
        InlinedChanged = 1u << 7,    // inlined functions shown or not
        CoverageChanged = 1u << 8,   // the document's coverage data (gcov's counts)
        EverythingChanged = (1u << 9) - 1,
    };
    using Changes = unsigned;

    enum class WhenHidden
    {
        Update, // updated as changes come, shown or not
        Wait,   // updated when next shown (catchUp)
    };

    // WIDGET is the view on screen (the derived widget itself, mostly).
    explicit ProfileView(QWidget *widget, WhenHidden whenHidden = WhenHidden::Update);
    virtual ~ProfileView();
    ProfileView(const ProfileView &) = delete;
    ProfileView &operator=(const ProfileView &) = delete;

    // CONTEXT is now what the window shows, changed in WHAT: the view
    // updates now, or, waiting while hidden, when it is next shown.
    void notify(const ViewContext &context, Changes what);
    // A waiting view that is on screen now takes the changes it missed.
    void catchUp();
    // Changes not yet taken (a waiting, hidden view's).
    Changes pending() const { return m_pending; }
    // What the window last said it shows (taken, or pending).
    const ViewContext &context() const { return m_context; }

protected:
    // Takes WHAT from context(): every change the view missed, at once.
    virtual void doUpdate(Changes what) = 0;

private:
    bool onScreen() const; // shown, or shown with the window
    QWidget *m_widget;
    WhenHidden m_whenHidden;
    ViewContext m_context;
    Changes m_pending = 0;
};

} // namespace gmonview
