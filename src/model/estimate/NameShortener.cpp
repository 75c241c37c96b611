// SPDX-License-Identifier: MIT
#include "model/estimate/NameShortener.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <string_view>
#include <unordered_map>

namespace gmonview {

namespace {

const std::string kEllipsis = "\xe2\x80\xa6"; // …

bool isIdentifierChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

// The length of the operator token at AT ("operator<<", "operator()"), or 0
// when AT does not start one: its symbols are not brackets.
size_t operatorLength(std::string_view s, size_t at)
{
    static constexpr std::string_view kw = "operator";
    if (s.compare(at, kw.size(), kw) != 0 || (at > 0 && isIdentifierChar(s[at - 1])))
        return 0;
    size_t end = at + kw.size();
    if (end < s.size() && (s[end] == '(' || s[end] == '['))
        return s.compare(end, 2, s[end] == '(' ? "()" : "[]") == 0 ? kw.size() + 2 : 0;
    const size_t symbols = end;
    while (end < s.size() && std::string_view("<>=!+-*/%^&|~,").find(s[end]) != std::string::npos)
        ++end;
    return end > symbols ? end - at : 0;
}

// Calls VISIT(position, depth) for each character of S outside operator
// tokens, with the bracket depth before it; characters of operator tokens
// are reported at the depth around them with IN_OPERATOR set.
template <typename Visit> void scan(std::string_view s, Visit visit)
{
    int depth = 0;
    for (size_t i = 0; i < s.size();) {
        if (const size_t op = operatorLength(s, i)) {
            for (size_t k = 0; k < op; ++k)
                visit(i + k, depth, true);
            i += op;
            continue;
        }
        const char c = s[i];
        if (c == ')' || c == '>' || c == ']' || c == '}')
            --depth;
        visit(i, depth, false);
        if (c == '(' || c == '<' || c == '[' || c == '{')
            ++depth;
        ++i;
    }
}

// S with template arguments nested deeper than DEPTH replaced by "…".
std::string collapseTemplates(std::string_view s, int depth)
{
    std::string out;
    int angles = 0; // '<' open around the character
    bool skipping = false;
    int skipFrom = 0;
    scan(s, [&](size_t i, int, bool inOperator) {
        const char c = s[i];
        if (!inOperator && c == '>' && angles > 0) {
            --angles;
            if (skipping && angles == skipFrom) {
                skipping = false;
                out += kEllipsis;
            }
        }
        if (!skipping)
            out += c;
        if (!inOperator && c == '<') {
            if (!skipping && angles == depth) {
                skipping = true;
                skipFrom = angles;
            }
            ++angles;
        }
    });
    return out;
}

// Splits S at "::" outside brackets.
std::vector<std::string_view> scopes(std::string_view s)
{
    std::vector<std::string_view> out;
    size_t start = 0;
    scan(s, [&](size_t i, int depth, bool inOperator) {
        if (!inOperator && depth == 0 && s[i] == ':' && i + 1 < s.size() && s[i + 1] == ':' &&
            i >= start) {
            out.push_back(s.substr(start, i - start));
            start = i + 2;
        }
    });
    out.push_back(s.substr(start));
    return out;
}

} // namespace

std::string shortenName(std::string_view name, int depth, int level)
{
    // (Nothing to shorten without brackets, scopes or spaces: a C name.)
    if (level >= 4 || name.find_first_of("(<[{: ") == std::string_view::npos)
        return std::string(name);
    // The parameters: the last group in parentheses outside brackets.
    size_t open = std::string_view::npos, close = std::string_view::npos;
    scan(name, [&](size_t i, int d, bool inOperator) {
        if (inOperator || d != 0)
            return;
        if (name[i] == '(')
            open = i;
    });
    if (open != std::string_view::npos) {
        scan(name.substr(open), [&](size_t i, int d, bool inOperator) {
            if (!inOperator && d == 0 && name[open + i] == ')' && close == std::string_view::npos)
                close = open + i;
        });
    }
    std::string_view prefix = name, params, suffix;
    if (open != std::string_view::npos && close != std::string_view::npos && open > 0) {
        prefix = name.substr(0, open);
        params = name.substr(open, close - open + 1);
        suffix = name.substr(close + 1);
    }
    // The return type of a template function: before the last space
    // outside brackets and before the function's own name, which an
    // operator may spell with spaces ("operator< <int>", "operator new",
    // "operator unsigned long").
    size_t space = std::string_view::npos;
    bool operatorSeen = false;
    scan(prefix, [&](size_t i, int d, bool inOperator) {
        if (inOperator ||
            (prefix.compare(i, 8, "operator") == 0 && (i == 0 || !isIdentifierChar(prefix[i - 1]))))
            operatorSeen = true;
        if (!operatorSeen && !inOperator && d == 0 && prefix[i] == ' ')
            space = i;
    });
    if (space != std::string_view::npos && space + 1 < prefix.size())
        prefix = prefix.substr(space + 1);

    // Each level keeps more: a scope, a template level, the parameters, all
    // scopes; level 4 is the whole name.
    const int templateDepth = depth + (level >= 2 ? 1 : 0);
    const size_t keep = level >= 3 ? std::string_view::npos : level >= 1 ? 3 : 2;
    std::vector<std::string_view> parts = scopes(prefix);
    std::string out;
    // A lambda or unnamed type says little by itself: it does not count
    // against the scopes kept, so its enclosing function stays.
    size_t first = parts.size(), counted = 0;
    while (first > 0 && counted < keep) {
        --first;
        if (!parts[first].starts_with("{"))
            ++counted;
    }
    for (size_t k = first; k < parts.size(); ++k) {
        if (!out.empty())
            out += "::";
        out += collapseTemplates(parts[k], templateDepth);
    }
    if (!params.empty())
        out += level >= 3 || params == "()" ? collapseTemplates(params, templateDepth)
                                            : "(" + kEllipsis + ")";
    out += suffix;
    return out;
}

std::vector<std::string> shortenNames(const std::vector<std::string> &names,
                                      const NameShortening &shortening)
{
    if (!shortening.enabled)
        return names;
    std::vector<int> level(names.size(), 0);
    std::vector<std::string> out(names.size());
    for (size_t i = 0; i < names.size(); ++i)
        out[i] = shortenName(names[i], shortening.templateDepth, 0);
    // Names that read the same but are not: each one more level, until none.
    // (Groups found by hashing, each a list through NEXT: no container per
    // name, no sort.)
    constexpr size_t kEnd = SIZE_MAX;
    std::vector<size_t> next(names.size());
    std::vector<char> deeper(names.size(), 0);
    std::unordered_map<std::string_view, size_t> first; // of each text
    first.reserve(names.size());
    for (int round = 0; round < 4; ++round) {
        first.clear();
        for (size_t i = 0; i < names.size(); ++i) {
            next[i] = kEnd;
            const auto [it, fresh] = first.try_emplace(out[i], i);
            if (!fresh) { // second in its group: the list goes on from there
                next[i] = next[it->second];
                next[it->second] = i;
            }
        }
        bool changed = false;
        for (const auto &[text, head] : first) {
            if (next[head] == kEnd)
                continue; // alone
            bool allSame = true;
            for (size_t i = next[head]; i != kEnd && allSame; i = next[i])
                allSame = names[i] == names[head];
            if (allSame)
                continue;
            for (size_t i = head; i != kEnd; i = next[i])
                if (level[i] < 4) {
                    ++level[i];
                    deeper[i] = 1;
                    changed = true;
                }
        }
        if (!changed)
            break;
        for (size_t i = 0; i < names.size(); ++i)
            if (deeper[i]) {
                out[i] = shortenName(names[i], shortening.templateDepth, level[i]);
                deeper[i] = 0;
            }
    }
    return out;
}

} // namespace gmonview
