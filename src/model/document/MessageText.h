// SPDX-License-Identifier: MIT
#pragma once

#include "io/Message.h"
#include "io/Result.h"

#include <QString>

namespace gmonview {

// MESSAGE in the language of the installed translators: its pattern and
// every argument that is a message are translated in their contexts, then
// the arguments fill the placeholders in one pass. Verbatim arguments (file
// names, numbers, system messages) are shown as they are.
QString displayText(const Message &message);
inline QString displayText(const Error &error)
{
    return displayText(error.what);
}

} // namespace gmonview
