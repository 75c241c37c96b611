// SPDX-License-Identifier: MIT
#pragma once

#include "io/Message.h"
#include "io/Result.h"

#include <QString>

#include <exception>

namespace gmonview {

// MESSAGE in the language of the installed translators: its pattern and
// every argument that is a message are translated in their contexts, then
// the arguments fill the placeholders in one pass. Verbatim arguments (file
// names, numbers, system messages) are shown as they are.
QString displayText(const Message &message);

// What an unexpected exception (memory, say) in a background job becomes:
// a message, so that no exception reaches the GUI thread through a future.
QString failureText(const std::exception_ptr &e);
inline QString displayText(const Error &error)
{
    return displayText(error.what);
}

} // namespace gmonview
