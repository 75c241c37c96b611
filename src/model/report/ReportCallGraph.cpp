// SPDX-License-Identifier: MIT
// gprof's call graph (-q), each entry's callers, the function and its
// callees, in gprof's order; GprofReport.cpp prints the rest.
#include "model/report/GprofReport.h"

#include "model/engine/PrintfText.h"

#include <algorithm>
#include <list>

namespace gmonview {

namespace {

constexpr const char *kGraphExplanation = R"(
How to read the call graph (gmonview):
Each entry lists the function's callers above its own line [index] and its
callees below it.
  % time     share of the total time spent in the function and its callees
  self       seconds in the function itself (callers and callees: the part
             of it due to this call arc)
  children   seconds its callees spent on its behalf
  called     calls from others, "+" calls from itself; on caller and callee
             lines: calls on this arc out of all calls to the callee
A cycle (functions that call each other in a ring) is shown as one entry,
"<cycle N as a whole>", followed by its members; time is not propagated
between members. <spontaneous> means no recorded caller.
)";

constexpr const char *kBsdGraphExplanation = R"(
How to read this call graph (gmonview): each entry shows the callers above the
function's own line and its callees below it, with seconds spent in the
function itself ("self") and in its descendants, and the calls on each arc.
)";

} // namespace

namespace {
int compareArcs(const ProfileResult &profile, int l, int r)
{
    enum
    {
        Less = -1,
        Equal = 0,
        Greater = 1
    };
    const ProfileArc &left = profile.arcs[size_t(l)];
    const ProfileArc &right = profile.arcs[size_t(r)];
    if (left.parent == left.child)
        return Less;
    if (right.parent == right.child)
        return Greater;
    auto inCycle = [&](const ProfileArc &a) {
        const int pc = profile.symbol(a.parent).cycle;
        const int cc = profile.symbol(a.child).cycle;
        return pc != 0 && cc != 0 && pc == cc;
    };
    if (inCycle(left)) {
        if (inCycle(right)) {
            if (left.count < right.count)
                return Less;
            if (left.count > right.count)
                return Greater;
            return Equal;
        }
        return Less;
    }
    if (inCycle(right))
        return Greater;
    const double lt = left.time + left.childTime;
    const double rt = right.time + right.childTime;
    if (lt < rt)
        return Less;
    if (lt > rt)
        return Greater;
    if (left.count < right.count)
        return Less;
    if (left.count > right.count)
        return Greater;
    return Equal;
}

} // namespace

std::vector<int> sortedCallerArcs(const ProfileResult &profile, int symbol)
{
    // Insertion sort, ascending: each arc goes before the first not less than it.
    std::list<int> sorted;
    for (int a : profile.parentArcs[size_t(symbol)]) {
        auto pos = sorted.begin();
        while (pos != sorted.end() && compareArcs(profile, a, *pos) == 1)
            ++pos;
        sorted.insert(pos, a);
    }
    return {sorted.begin(), sorted.end()};
}

std::vector<int> sortedCalleeArcs(const ProfileResult &profile, int symbol)
{
    // Insertion sort, descending: each arc goes before the first not greater.
    std::list<int> sorted;
    for (int a : profile.childArcs[size_t(symbol)]) {
        auto pos = sorted.begin();
        while (pos != sorted.end() && compareArcs(profile, a, *pos) == -1)
            ++pos;
        sorted.insert(pos, a);
    }
    return {sorted.begin(), sorted.end()};
}

// --- call graph -----------------------------------------------------------

void GprofReport::printCycle(int c)
{
    const ProfileCycle &cyc = profile().cycles[size_t(c)];
    const double hz = double(profile().rate);
    char buf[32];
    std::snprintf(buf, sizeof buf, "[%d]", cyc.index);
    printf(m_options.bsdStyle ? "%-6.6s %5.1f %7.2f %11.2f %7lu" : "%-6.6s %5.1f %7.2f %7.2f %7lu",
           buf, 100 * (cyc.propSelf + cyc.propChild) / m_printTime, cyc.propSelf / hz,
           cyc.propChild / hz, static_cast<unsigned long>(cyc.calls));
    if (cyc.selfCalls != 0)
        printf("+%-7lu", static_cast<unsigned long>(cyc.selfCalls));
    else
        printf(" %7.7s", "");
    printf(" <cycle %d as a whole> [%d]\n", cyc.number, cyc.index);
}

void GprofReport::printMembers(int c)
{
    const ProfileCycle &cyc = profile().cycles[size_t(c)];
    const double hz = double(profile().rate);
    // A cycle's members as gprof lists them: an insertion sort, descending by
    // time then calls.
    auto greater = [&](int a, int b) {
        const ProfileSymbol &l = profile().symbol(a);
        const ProfileSymbol &r = profile().symbol(b);
        const double lt = l.propSelf + l.propChild, rt = r.propSelf + r.propChild;
        if (lt > rt)
            return true;
        if (lt < rt)
            return false;
        return l.calls + l.selfCalls > r.calls + r.selfCalls;
    };
    std::list<int> sorted;
    for (int m : cyc.members) {
        auto pos = sorted.begin();
        while (pos != sorted.end() && !greater(m, *pos))
            ++pos;
        sorted.insert(pos, m);
    }
    const int childWidth = m_options.bsdStyle ? 11 : 7;
    for (int m : sorted) {
        const ProfileSymbol &s = profile().symbol(m);
        // "%6.6s %5.5s %7.2f %7.2f %7lu" (%11.2f for the children in BSD
        // style), then "+%-7lu" or " %7.7s".
        putBlank(6 + 1 + 5 + 1);
        putFixed(s.propSelf / hz, 7, 2);
        put(" ");
        putFixed(s.propChild / hz, childWidth, 2);
        put(" ");
        putCount(s.calls, 7);
        if (s.selfCalls != 0) {
            put("+");
            putCount(s.selfCalls, 7, true);
        } else {
            putBlank(8);
        }
        put("     ");
        printName(m);
        put("\n");
    }
}

void GprofReport::printParents(int child)
{
    const ProfileSymbol &c = profile().symbol(child);
    const auto &parents = profile().parentArcs[size_t(child)];
    if (parents.empty()) {
        printf(m_options.bsdStyle ? "%6.6s %5.5s %7.7s %11.11s %7.7s %7.7s     <spontaneous>\n"
                                  : "%6.6s %5.5s %7.7s %7.7s %7.7s %7.7s     <spontaneous>\n",
               "", "", "", "", "", "");
        return;
    }
    const std::vector<int> sorted = sortedCallerArcs(profile(), child);
    const uint64_t total = c.cycle ? profile().cycles[size_t(c.cycle - 1)].calls : c.calls;
    for (int a : sorted) {
        const ProfileArc &arc = profile().arcs[size_t(a)];
        const ProfileSymbol &p = profile().symbol(arc.parent);
        printArcLine(arc, arc.parent == child || (c.cycle != 0 && p.cycle == c.cycle), total);
        printName(arc.parent);
        put("\n");
    }
}

void GprofReport::printArcLine(const ProfileArc &arc, bool withinCycle, uint64_t total)
{
    const double hz = double(profile().rate);
    const int childWidth = m_options.bsdStyle ? 11 : 7;
    putBlank(6 + 1 + 5 + 1);
    if (withinCycle) {
        // "%6.6s %5.5s %7.7s %7.7s %7lu %7.7s     " (%11.11s in BSD style)
        putBlank(7 + 1 + childWidth + 1);
        putCount(arc.count, 7);
        putBlank(1 + 7 + 5);
        return;
    }
    // "%6.6s %5.5s %7.2f %7.2f %7lu/%-7lu     " (%11.2f in BSD style)
    putFixed(arc.time / hz, 7, 2);
    put(" ");
    putFixed(arc.childTime / hz, childWidth, 2);
    put(" ");
    putCount(arc.count, 7);
    put("/");
    putCount(total, 7, true);
    put("     ");
}

void GprofReport::printChildren(int parent)
{
    const ProfileSymbol &p = profile().symbol(parent);
    const std::vector<int> sorted = sortedCalleeArcs(profile(), parent);
    for (int a : sorted) {
        const ProfileArc &arc = profile().arcs[size_t(a)];
        const ProfileSymbol &c = profile().symbol(arc.child);
        const uint64_t total = c.cycle ? profile().cycles[size_t(c.cycle - 1)].calls : c.calls;
        printArcLine(arc, arc.child == parent || (c.cycle != 0 && c.cycle == p.cycle), total);
        printName(arc.child);
        put("\n");
    }
}

void GprofReport::printGraphLine(int sym)
{
    const ProfileSymbol &s = profile().symbol(sym);
    const double hz = double(profile().rate);
    // "%-6.6s %5.1f %7.2f %7.2f" of "[index]" (%11.2f in BSD style), then
    // " %7lu" and "+%-7lu " or " %7.7s ", or " %7.7s %7.7s ".
    const size_t start = m_out.size();
    put("[");
    appendInt(m_out, s.index, 0);
    put("]");
    if (m_out.size() - start > 6)
        m_out.resize(start + 6);
    putBlank(int(start + 6 - m_out.size()));
    put(" ");
    putFixed(100 * (s.propSelf + s.propChild) / m_printTime, 5, 1);
    put(" ");
    putFixed(s.propSelf / hz, 7, 2);
    put(" ");
    putFixed(s.propChild / hz, m_options.bsdStyle ? 11 : 7, 2);
    if (s.calls + s.selfCalls != 0) {
        put(" ");
        putCount(s.calls, 7);
        if (s.selfCalls != 0) {
            put("+");
            putCount(s.selfCalls, 7, true);
            put(" ");
        } else {
            putBlank(9);
        }
    } else {
        putBlank(1 + 7 + 1 + 7 + 1);
    }
    printName(sym);
    put("\n");
}

void GprofReport::callGraph()
{
    if (!m_options.brief && m_options.bsdStyle)
        put(kBsdGraphExplanation);
    sectionBreak();
    if (!m_options.bsdStyle)
        put(m_options.brief ? "\t\t\tCall graph\n\n"
                            : "\t\t     Call graph (explanation follows)\n\n");
    printf("\ngranularity: each sample hit covers %ld byte(s)",
           granularityBytes(profile().histogramScale));
    const double hz = double(profile().rate);
    if (m_printTime > 0.0) {
        printf(" for %.2f%% of %.2f seconds\n\n", 100.0 / m_printTime, m_printTime / hz);
    } else {
        put(" no time propagated\n\n");
        m_printTime = 1.0;
    }
    if (m_options.bsdStyle) {
        printf("%6.6s %5.5s %7.7s %11.11s %7.7s/%-7.7s     %-8.8s\n", "", "", "", "", "called",
               "total", "parents");
        printf("%-6.6s %5.5s %7.7s %11.11s %7.7s+%-7.7s %-8.8s\t%5.5s\n", "index", "%time", "self",
               "descendants", "called", "self", "name", "index");
        printf("%6.6s %5.5s %7.7s %11.11s %7.7s/%-7.7s     %-8.8s\n", "", "", "", "", "called",
               "total", "children");
        put("\n");
    } else {
        put("index % time    self  children    called     name\n");
    }

    for (const GraphEntry &e : profile().graphOrder) {
        if (e.isCycle) {
            const ProfileCycle &c = profile().cycles[size_t(e.id)];
            if ((m_options.ignoreZeros && c.calls == 0 && c.selfCalls == 0 && c.propSelf == 0 &&
                 c.propChild == 0) ||
                !c.printFlag || m_options.lineGranularity)
                continue;
            printCycle(e.id);
            printMembers(e.id);
        } else {
            const ProfileSymbol &s = profile().symbol(e.id);
            if ((m_options.ignoreZeros && s.calls == 0 && s.selfCalls == 0 && s.propSelf == 0 &&
                 s.propChild == 0) ||
                !s.printFlag || (m_options.lineGranularity && !s.isFunction))
                continue;
            printParents(e.id);
            printGraphLine(e.id);
            printChildren(e.id);
        }
        if (m_options.bsdStyle)
            put("\n");
        put("-----------------------------------------------\n");
        if (m_options.bsdStyle)
            put("\n");
    }
    if (!m_options.brief && !m_options.bsdStyle)
        put(kGraphExplanation);
}

} // namespace gmonview
