// SPDX-License-Identifier: MIT
#pragma once

#include "io/Message.h"

#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace gmonview {

// An error from a reader or the engine: a sentence that names the file, the
// structure and, where there is one, the offset. `what` keeps it
// translatable; `message` is the English text, for the command line.
struct [[nodiscard]] Error
{
    Error(Message m) : what(std::move(m)), message(what.text()) {}
    template <typename... Args>
    Error(const char *context, const char *pattern, Args &&...args)
        : Error(Message(context, pattern, std::forward<Args>(args)...))
    {}

    Message what;
    std::string message;
};

// A value or an error, in the manner of llvm::Expected. Readers return this
// instead of throwing, so that nothing crosses into the GUI as an exception.
// Result<void> says only whether it worked.
template <typename T> class [[nodiscard]] Result
{
public:
    Result(T value) : m_data(std::move(value)) {}
    Result(Error error) : m_data(std::move(error)) {}

    bool ok() const { return m_data.index() == 0; }
    explicit operator bool() const { return ok(); }

    T &value() { return std::get<0>(m_data); }
    const T &value() const { return std::get<0>(m_data); }
    T &operator*() { return value(); }
    const T &operator*() const { return value(); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }

    const Error &error() const { return std::get<1>(m_data); }

private:
    std::variant<T, Error> m_data;
};

template <> class [[nodiscard]] Result<void>
{
public:
    Result() = default;
    Result(Error error) : m_error(std::move(error)) {}

    bool ok() const { return !m_error; }
    explicit operator bool() const { return ok(); }
    const Error &error() const { return *m_error; }

private:
    std::optional<Error> m_error;
};

} // namespace gmonview
