// SPDX-License-Identifier: MIT
#pragma once

#include <QLocale>

namespace gmonview {

// Installs gmonview's translation for LOCALE (compiled in from
// translations/*.ts) and Qt's own, replacing any installed before. Returns
// whether gmonview has a translation for that language; English needs none.
bool installTranslations(const QLocale &locale = QLocale::system());

} // namespace gmonview
