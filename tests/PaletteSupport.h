// SPDX-License-Identifier: MIT
#pragma once

#include "views/common/Palette.h"

#include <QApplication>
#include <QList>
#include <QStyle>

#include <utility>

namespace gmonview::test {

// The style's light palette and a dark one, named, for the tests that check
// every view reads on both.
inline QList<std::pair<QString, QPalette>> lightAndDarkPalettes()
{
    return {{QStringLiteral("light"), QApplication::style()->standardPalette()},
            {QStringLiteral("dark"), ink::sampleDarkPalette()}};
}

// Puts the application's palette back when it goes, however the test ends.
struct RestorePalette
{
    QPalette saved = QApplication::palette();
    ~RestorePalette() { QApplication::setPalette(saved); }
};

} // namespace gmonview::test
