// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

namespace gmonview {

// Asked now and then by long reads and builds: true when their result is no
// longer wanted (the document that asked has moved on or gone). They then
// end early with what they have, which the caller, knowing it asked, drops.
using StopRequested = std::function<bool()>;

// Asks STOP once every EVERY calls, so that inner loops can ask cheaply.
// Once it has said stop it keeps saying so.
class StopCheck
{
public:
    explicit StopCheck(const StopRequested &stop, unsigned every = 1024)
        : m_stop(stop), m_every(every)
    {}

    bool operator()()
    {
        if (m_stopped)
            return true;
        if (!m_stop || ++m_count < m_every)
            return false;
        m_count = 0;
        m_stopped = m_stop();
        return m_stopped;
    }

    // Asks STOP now, whatever the count (before a step that cannot stop).
    bool now()
    {
        if (!m_stopped && m_stop)
            m_stopped = m_stop();
        return m_stopped;
    }

private:
    const StopRequested &m_stop;
    unsigned m_every;
    unsigned m_count = 0;
    bool m_stopped = false;
};

} // namespace gmonview
