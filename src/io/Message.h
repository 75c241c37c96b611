// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

// Marks an English message pattern for translation and names its context.
// It expands to both strings, as the first two arguments of Message or Error.
// lupdate reads it as QT_TRANSLATE_NOOP (GMONVIEW_LUPDATE_OPTIONS in the top
// CMakeLists.txt tells it so), which lets the engine name its sentences
// without depending on Qt.
#define GMONVIEW_TR_NOOP(context, text) context, text
// The same for a sentence that depends on a count (Message::counted): lupdate
// reads it as QT_TRANSLATE_N_NOOP, so translators give its plural forms.
#define GMONVIEW_TR_N_NOOP(context, text) context, text

namespace gmonview {

// A sentence for people: an English pattern with the placeholders %1 to %9
// and the values that fill them. The command line prints text(); the GUI
// translates the pattern, and every argument that is itself a message, in
// its language (see MessageText.h).
class Message
{
public:
    Message() = default;

    // Strings and numbers become verbatim arguments, never translated: file
    // names, offsets, the system's own messages. A phrase to translate is
    // passed as a Message of its own.
    template <typename... Args>
    Message(const char *context, const char *pattern, Args &&...args)
        : m_context(context), m_text(pattern)
    {
        m_args.reserve(sizeof...(args));
        (m_args.push_back(argument(std::forward<Args>(args))), ...);
    }

    // A sentence about N things, written as Qt's source texts are: "%n"
    // stands for N and "(s)" for the English plural ending ("%n
    // function(s)"). text() says it in English ("1 function", "2
    // functions"); the GUI translates it with N, as tr() does.
    template <typename... Args>
    static Message counted(const char *context, const char *pattern, long long n, Args &&...args)
    {
        Message m(context, pattern, std::forward<Args>(args)...);
        m.m_counted = true;
        m.m_count = n;
        return m;
    }

    static Message verbatim(std::string text)
    {
        Message m;
        m.m_text = std::move(text);
        return m;
    }

    bool isVerbatim() const { return m_context == nullptr; }
    const char *context() const { return m_context; }
    // The English pattern, or the verbatim text.
    const std::string &pattern() const { return m_text; }
    const std::vector<Message> &arguments() const { return m_args; }
    bool isCounted() const { return m_counted; }
    long long count() const { return m_count; }

    // PATTERN of a counted message with %n replaced by N and "(s)" by the
    // English plural ending (none for one).
    static std::string englishCount(std::string_view pattern, long long n)
    {
        std::string out;
        for (size_t i = 0; i < pattern.size(); ++i) {
            if (pattern.substr(i, 2) == "%n") {
                out += std::to_string(n);
                ++i;
            } else if (pattern.substr(i, 3) == "(s)") {
                out += n == 1 ? "" : "s";
                i += 2;
            } else {
                out += pattern[i];
            }
        }
        return out;
    }

    // The English sentence with its arguments filled in.
    std::string text() const
    {
        if (isVerbatim())
            return m_text;
        std::vector<std::string> args;
        args.reserve(m_args.size());
        for (const Message &a : m_args)
            args.push_back(a.text());
        return fill(m_counted ? englishCount(m_text, m_count) : m_text, args);
    }

    // Replaces %1 to %9 in pattern with args in one pass, so an argument that
    // itself holds "%1" (a file name can) stays as it is. A placeholder with
    // no argument is kept.
    static std::string fill(std::string_view pattern, const std::vector<std::string> &args)
    {
        std::string out;
        for (size_t i = 0; i < pattern.size(); ++i) {
            if (pattern[i] == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' &&
                pattern[i + 1] <= '9') {
                const size_t n = size_t(pattern[i + 1] - '1');
                if (n < args.size()) {
                    out += args[n];
                    ++i;
                    continue;
                }
            }
            out += pattern[i];
        }
        return out;
    }

private:
    static Message argument(Message m) { return m; }
    static Message argument(std::string s) { return verbatim(std::move(s)); }
    static Message argument(std::string_view s) { return verbatim(std::string(s)); }
    static Message argument(const char *s) { return verbatim(s ? s : ""); }
    // (std::integral would do, but moc cannot parse <concepts>.)
    template <typename T, typename = std::enable_if_t<std::is_integral_v<T>>>
    static Message argument(T n)
    {
        return verbatim(std::to_string(n));
    }

    const char *m_context = nullptr; // null: verbatim text
    std::string m_text;
    std::vector<Message> m_args;
    bool m_counted = false;
    long long m_count = 0;
};

} // namespace gmonview
