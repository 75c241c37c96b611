// SPDX-License-Identifier: MIT
#pragma once

#include <QIcon>

class QLineEdit;
class QWidget;

namespace gmonview {

// The desktop theme's icon NAME, else our scalable one (:/icons/NAME.svg):
// sharp at any scale, where some of the style's built-in icons are drawn
// only at 11 or 16 pixels.
QIcon themedIcon(const QString &name);

// A clear button in EDIT, as QLineEdit::setClearButtonEnabled gives, with a
// scalable icon; it shows while there is text.
void addClearButton(QLineEdit *edit);

} // namespace gmonview
