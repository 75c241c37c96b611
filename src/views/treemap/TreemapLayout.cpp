// SPDX-License-Identifier: MIT
// The treemap's geometry and text: the squarified rectangles, and names and
// group keys fitted to the room a rectangle has.
#include "views/treemap/TreemapLayout.h"

#include "model/estimate/NameShortener.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace gmonview {

namespace {

// The first of CANDIDATES that fits in WIDTH; else the last cut at its
// end, or nothing when too little of it would be left.
QString firstFitting(const std::vector<std::string> &candidates, const QFontMetricsF &metrics,
                     double width)
{
    for (const std::string &c : candidates) {
        const QString text = QString::fromStdString(c);
        if (metrics.horizontalAdvance(text) <= width)
            return text;
    }
    if (candidates.empty())
        return {};
    const QString cut =
        metrics.elidedText(QString::fromStdString(candidates.back()), Qt::ElideRight, width);
    return cut.size() >= 4 ? cut : QString();
}

// NAME with a space between a templated operator and its arguments, as
// the demangler writes "operator< <int>" but not "operator!=<int>":
// shortenName reads the '<' of the latter as part of the operator.
std::string spacedOperatorTemplates(const std::string &name)
{
    std::string out;
    out.reserve(name.size() + 4);
    for (size_t i = 0; i < name.size();) {
        const bool keyword = name.compare(i, 8, "operator") == 0 &&
                             (i == 0 || !(std::isalnum(static_cast<unsigned char>(name[i - 1])) ||
                                          name[i - 1] == '_'));
        if (!keyword) {
            out += name[i++];
            continue;
        }
        const size_t end = i + 8;
        const size_t n = operatorSpellingLength(std::string_view(name).substr(end));
        out.append(name, i, 8 + n);
        i = end + n;
        if (n > 0 && i < name.size() && name[i] == '<')
            out += ' ';
    }
    return out;
}

} // namespace

// NAME (demangled) without the qualifiers its group already shows: all of
// them by class, the first by namespace. The return type of a template
// function goes with them.
std::string nameInGroup(const std::string &name, GroupBy by)
{
    if (by != GroupBy::Class && by != GroupBy::Namespace)
        return name;
    const std::vector<std::string> scope = scopeOf(name);
    if (scope.empty())
        return name;
    std::string prefix;
    const size_t keep = by == GroupBy::Class ? scope.size() : 1;
    for (size_t k = 0; k < keep; ++k)
        prefix += scope[k] + "::";
    const size_t at = name.find(prefix);
    return at == std::string::npos ? name : name.substr(at + prefix.size());
}

// A function's label: shortened the house way (shortenName: template
// arguments collapsed, parameters as "(…)", scopes dropped from the
// outside in), its own name alone last; cut only when that does not fit.
QString fittedName(const std::string &fullName, const QFontMetricsF &metrics, double width)
{
    const std::string name = spacedOperatorTemplates(fullName);
    std::vector<std::string> candidates;
    // Two template levels, then one, then none (shortenName adds a level
    // from level 2 on).
    for (int level = 4; level >= 0; --level)
        candidates.push_back(shortenName(name, 1, level));
    candidates.push_back(shortenName(name, 0, 1));
    candidates.push_back(shortenName(name, 0, 0));
    const std::vector<std::string> scope = scopeOf(name);
    if (!scope.empty())
        candidates.push_back(shortenName(nameInGroup(name, GroupBy::Class), 0, 0));
    return firstFitting(candidates, metrics, width);
}

// A group's key in WIDTH: a path keeps its end (the file name); a scope
// collapses its template arguments, then keeps its innermost part.
QString fittedKey(const SymbolGroup &group, GroupBy by, const QFontMetricsF &metrics, double width)
{
    const QString key = GroupedProfileModel::groupName(group);
    if (metrics.horizontalAdvance(key) <= width)
        return key;
    if (group.placeholder || by == GroupBy::File || by == GroupBy::Directory) {
        const QString cut = metrics.elidedText(key, Qt::ElideLeft, width);
        return cut.size() >= 4 ? cut : QString();
    }
    // All scopes (two template levels, then one), three, two (none).
    std::vector<std::string> candidates{shortenName(group.key, 1, 3), shortenName(group.key, 0, 3),
                                        shortenName(group.key, 0, 1), shortenName(group.key, 0, 0)};
    // The key's own parts, as scopeOf reads them from a name inside it.
    const std::vector<std::string> parts = scopeOf(group.key + "::f()");
    if (parts.size() > 1)
        for (int level : {3, 0})
            candidates.push_back(shortenName(parts.back(), 0, level));
    return firstFitting(candidates, metrics, width);
}

std::vector<QRectF> squarify(const std::vector<double> &values, const QRectF &rect)
{
    std::vector<QRectF> out(values.size());
    std::vector<size_t> order;
    double total = 0;
    for (size_t i = 0; i < values.size(); ++i) {
        if (values[i] > 0) {
            order.push_back(i);
            total += values[i];
        }
    }
    if (!(total > 0) || !(rect.width() > 0) || !(rect.height() > 0))
        return out;
    const double scale = rect.width() * rect.height() / total;
    QRectF free = rect;
    for (size_t i = 0; i < order.size();) {
        // A row along the shorter side grows while its worst aspect ratio
        // improves.
        const double side = std::min(free.width(), free.height());
        double sum = 0, lo = std::numeric_limits<double>::infinity(), hi = 0;
        double worst = std::numeric_limits<double>::infinity();
        size_t end = i;
        for (; end < order.size(); ++end) {
            const double a = values[order[end]] * scale;
            const double s = sum + a, l = std::min(lo, a), h = std::max(hi, a);
            const double ratio = std::max(side * side * h / (s * s), s * s / (side * side * l));
            if (end > i && ratio > worst)
                break;
            sum = s;
            lo = l;
            hi = h;
            worst = ratio;
        }
        // The last row takes what is left, so that rounding leaves no gap.
        const bool last = end == order.size();
        if (free.width() >= free.height()) {
            const double w = last ? free.width() : std::min(free.width(), sum / free.height());
            double y = free.top();
            for (size_t k = i; k < end; ++k) {
                const double h = k + 1 == end ? free.bottom() - y : values[order[k]] * scale / w;
                out[order[k]] = QRectF(free.left(), y, w, h);
                y += h;
            }
            free.setLeft(free.left() + w);
        } else {
            const double h = last ? free.height() : std::min(free.height(), sum / free.width());
            double x = free.left();
            for (size_t k = i; k < end; ++k) {
                const double w = k + 1 == end ? free.right() - x : values[order[k]] * scale / h;
                out[order[k]] = QRectF(x, free.top(), w, h);
                x += w;
            }
            free.setTop(free.top() + h);
        }
        i = end;
    }
    return out;
}

} // namespace gmonview
