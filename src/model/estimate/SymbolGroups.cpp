// SPDX-License-Identifier: MIT
#include "model/estimate/SymbolGroups.h"

#include <algorithm>
#include <cctype>
#include <map>

namespace gmonview {

namespace {

constexpr std::string_view kAnonymousNamespace = "(anonymous namespace)";

bool isIdentifierChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$';
}

bool startsWith(std::string_view s, size_t at, std::string_view prefix)
{
    return s.size() >= at && s.substr(at).starts_with(prefix);
}

// Whether the keyword "operator" starts at AT (not "operator_x", "my_operator").
bool operatorAt(std::string_view s, size_t at)
{
    return startsWith(s, at, "operator") && (at == 0 || !isIdentifierChar(s[at - 1])) &&
           (at + 8 >= s.size() || !isIdentifierChar(s[at + 8]));
}

} // namespace

size_t operatorSpellingLength(std::string_view symbols)
{
    static constexpr std::string_view spellings[] = {
        "<<=", ">>=", "<=>", "->*", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "++",
        "--",  "+=",  "-=",  "*=",  "/=", "%=", "^=", "&=", "|=", "->", "+",  "-",  "*",
        "/",   "%",   "^",   "&",   "|",  "~",  "!",  "=",  "<",  ">",  ",",
    };
    for (std::string_view s : spellings) // longest first
        if (symbols.starts_with(s))
            return s.size();
    return 0;
}

namespace {

// The length of the operator token at AT: "operator" and the symbols that
// spell it ("operator<<", "operator()", "operator->*"), whose brackets are
// not brackets; a template's '<' right after it is not part of it
// ("operator!=<int>"). AT must start the keyword.
size_t operatorLength(std::string_view s, size_t at)
{
    const size_t end = at + 8;
    if (startsWith(s, end, "()") || startsWith(s, end, "[]"))
        return end + 2 - at;
    return end - at + operatorSpellingLength(s.substr(std::min(end, s.size())));
}

// The position just past the bracket that closes the one at AT ('(', '<',
// '[' or '{'); the size of S when it is not closed. Inside, a '>' that no
// '<' opened is an operator of an expression ("(a)>(b)", "a->b"), and a ')'
// closes whatever '<' a less-than left open.
size_t skipGroup(std::string_view s, size_t at)
{
    std::vector<char> open;
    for (size_t i = at; i < s.size();) {
        if (startsWith(s, i, kAnonymousNamespace)) {
            i += kAnonymousNamespace.size();
            continue;
        }
        if (operatorAt(s, i)) {
            i += operatorLength(s, i);
            continue;
        }
        const char c = s[i++];
        switch (c) {
        case '(':
        case '<':
        case '[':
        case '{':
            open.push_back(c);
            break;
        case '>':
            if (!open.empty() && open.back() == '<')
                open.pop_back();
            break;
        case ')':
        case ']':
        case '}': {
            const char opener = c == ')' ? '(' : c == ']' ? '[' : '{';
            while (!open.empty()) {
                const char o = open.back();
                open.pop_back();
                if (o == opener)
                    break;
            }
            break;
        }
        default:
            break;
        }
        if (open.empty())
            return i;
    }
    return s.size();
}

// Past the qualifiers that may follow a member function's parameters.
size_t skipFunctionQualifiers(std::string_view s, size_t at)
{
    static constexpr std::string_view qualifiers[] = {" const", " volatile", " &&",
                                                      " &",     " noexcept", " transaction_safe"};
    for (bool found = true; found;) {
        found = false;
        for (std::string_view q : qualifiers) {
            if (startsWith(s, at, q)) {
                at += q.size();
                found = true;
            }
        }
    }
    return at;
}

// NAME without the words the demangler puts before special names
// ("virtual thunk to ", "guard variable for "), which may nest.
std::string_view withoutSpecialPrefix(std::string_view name)
{
    static constexpr std::string_view prefixes[] = {
        "virtual thunk to ",
        "non-virtual thunk to ",
        "covariant return thunk to ",
        "construction vtable for ",
        "vtable for ",
        "VTT for ",
        "typeinfo for ",
        "typeinfo name for ",
        "typeinfo fn for ",
        "guard variable for ",
        "TLS init function for ",
        "TLS wrapper function for ",
        "transaction clone for ",
        "non-transaction clone for ",
        "hidden alias for ",
    };
    for (bool found = true; found;) {
        found = false;
        for (std::string_view p : prefixes) {
            if (name.starts_with(p)) {
                name.remove_prefix(p.size());
                found = true;
            }
        }
        // "reference temporary #0 for x"
        if (name.starts_with("reference temporary #")) {
            if (const size_t f = name.find(" for "); f != std::string_view::npos) {
                name.remove_prefix(f + 5);
                found = true;
            }
        }
    }
    while (!name.empty() && name.front() == '.')
        name.remove_prefix(1);
    return name;
}

std::string joined(const std::vector<std::string> &parts)
{
    std::string out;
    for (const std::string &p : parts) {
        if (!out.empty())
            out += "::";
        out += p;
    }
    return out;
}

} // namespace

std::vector<std::string> scopeOf(std::string_view demangled)
{
    const std::string_view s = withoutSpecialPrefix(demangled);
    // Walks the name at bracket depth 0, cutting it at "::" into the parts
    // of a qualified name. A space at depth 0 ends a return type ("int
    // ns::f<int>()"): what came before is dropped. The name ends at its
    // parameters, at an operator (whose symbols and spelled types, as in
    // "operator std::string", are no scopes) or at " [clone .cold]".
    std::vector<std::string> parts;
    size_t start = 0; // of the part being read
    for (size_t i = 0; i < s.size();) {
        const char c = s[i];
        if (i == start) {
            if (startsWith(s, i, kAnonymousNamespace)) {
                i += kAnonymousNamespace.size();
                continue;
            }
            if (operatorAt(s, i))
                break;
            if (c == '(') {
                if (i + 1 < s.size() && (s[i + 1] == '*' || s[i + 1] == '&')) {
                    // A function returning a pointer to a function,
                    // "void (*ns::f(int))(double)": the name is inside.
                    parts.clear();
                    while (i < s.size() && (s[i] == '(' || s[i] == '*' || s[i] == '&'))
                        ++i;
                    start = i;
                } else {
                    // Part of a return type: "decltype (...) ns::f<A>(A)".
                    i = skipGroup(s, i);
                }
                continue;
            }
        }
        if (c == ':' && i + 1 < s.size() && s[i + 1] == ':') {
            parts.emplace_back(s.substr(start, i - start));
            i += 2;
            start = i;
            continue;
        }
        if (c == ' ') {
            if (i + 1 < s.size() && s[i + 1] == '[')
                break; // " [clone .constprop.0]" after a name without parameters
            parts.clear();
            start = ++i;
            continue;
        }
        if (c == '(') {
            // The parameters, or a function holding a local entity:
            // "f(int) const::{lambda()#1}" is a scope.
            const size_t end = skipFunctionQualifiers(s, skipGroup(s, i));
            if (!startsWith(s, end, "::"))
                break;
            parts.emplace_back(s.substr(start, end - start));
            i = end + 2;
            start = i;
            continue;
        }
        if (c == '<' || c == '[' || c == '{') {
            i = skipGroup(s, i);
            continue;
        }
        ++i;
    }
    return parts;
}

std::string directoryOf(std::string_view path)
{
    const size_t slash = path.find_last_of("/\\");
    if (slash == std::string_view::npos)
        return ".";
    if (slash == 0)
        return std::string(path.substr(0, 1));
    return std::string(path.substr(0, slash));
}

std::string groupKey(const ProfileResult &profile, int symbol, GroupBy by, bool *placeholder)
{
    const ProfileSymbol &s = profile.symbol(symbol);
    auto stand = [&](std::string_view key) {
        if (placeholder)
            *placeholder = true;
        return std::string(key);
    };
    if (placeholder)
        *placeholder = false;
    switch (by) {
    case GroupBy::File:
    case GroupBy::Directory: {
        if (s.file < 0 || size_t(s.file) >= profile.files.size())
            return stand(kUnknownFileGroup);
        const std::string &path = profile.files[size_t(s.file)];
        return by == GroupBy::File ? path : directoryOf(path);
    }
    case GroupBy::Namespace:
    case GroupBy::Class: {
        const std::vector<std::string> scope = scopeOf(s.displayName);
        if (scope.empty())
            return stand(kGlobalScopeGroup);
        return by == GroupBy::Namespace ? scope.front() : joined(scope);
    }
    }
    return stand(kGlobalScopeGroup);
}

std::vector<SymbolGroup> groupSymbols(const ProfileResult &profile, GroupBy by)
{
    // Keyed by placeholder too: a file really named "(global)" stays apart.
    std::map<std::pair<bool, std::string>, size_t> index;
    std::vector<SymbolGroup> groups;
    for (size_t i = 0; i < profile.symbols.size(); ++i) {
        if (!(profile.symbols[i].time > 0))
            continue;
        bool placeholder = false;
        std::string key = groupKey(profile, int(i), by, &placeholder);
        auto [it, added] = index.try_emplace({placeholder, key}, groups.size());
        if (added) {
            SymbolGroup g;
            g.key = std::move(key);
            g.placeholder = placeholder;
            groups.push_back(std::move(g));
        }
        groups[it->second].symbols.push_back(int(i));
    }
    for (SymbolGroup &g : groups) {
        std::stable_sort(g.symbols.begin(), g.symbols.end(), [&](int a, int b) {
            return profile.symbol(a).time > profile.symbol(b).time;
        });
        g.self = 0;
        for (int s : g.symbols)
            g.self += profile.symbol(s).time;
    }
    std::sort(groups.begin(), groups.end(), [](const SymbolGroup &a, const SymbolGroup &b) {
        if (a.self != b.self)
            return a.self > b.self;
        if (a.placeholder != b.placeholder)
            return b.placeholder; // names before stand-ins
        return a.key < b.key;
    });
    return groups;
}

} // namespace gmonview
