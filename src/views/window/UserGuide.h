// SPDX-License-Identifier: MIT
#pragma once

class QWidget;
class QDialog;

namespace gmonview {

// Shows docs/user-guide.md (compiled in, with its screenshots) in a
// non-modal window; a second call raises the same window.
QDialog *showUserGuide(QWidget *parent);

} // namespace gmonview
