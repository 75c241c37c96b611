// SPDX-License-Identifier: MIT
#include "model/engine/CallGraphAnalysis.h"

#include "model/engine/GnuMergeSort.h"
#include "model/engine/ProfileResult.h"
#include "model/engine/SymbolSpecs.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>

namespace gmonview {

namespace {

constexpr int kDfnBusy = -1;

struct Node
{
    // Symbols are nodes 0..n-1; cycle headers follow.
    bool isHeader = false;
    uint64_t address = 0;
    const std::string *name = nullptr; // null for cycle headers
    double time = 0;
    uint64_t calls = 0;
    uint64_t selfCalls = 0;
    double childTime = 0;
    double fract = 0;
    double propSelf = 0;
    double propChild = 0;
    bool printFlag = false;
    int topOrder = 0;
    int cycleNum = 0;
    int cycleHead = -1;
    int cycleNext = -1;
    int index = 0;
};

class Assembler
{
public:
    Assembler(const SymbolSpecs &specs, ProfileResult &out) : m_specs(specs), m_out(out) {}

    void run()
    {
        const size_t n = m_out.symbols.size();
        m_nodes.resize(n);
        for (size_t i = 0; i < n; ++i) {
            Node &node = m_nodes[i];
            const ProfileSymbol &s = m_out.symbols[i];
            node.address = s.address;
            node.name = &s.name;
            node.time = s.time;
            node.calls = s.calls;
        }
        if (m_out.hasCallGraph)
            assemble();
        for (size_t i = 0; i < n; ++i) {
            ProfileSymbol &s = m_out.symbols[i];
            const Node &node = m_nodes[i];
            s.calls = node.calls;
            s.selfCalls = node.selfCalls;
            s.childTime = node.childTime;
            s.propFraction = node.fract;
            s.propSelf = node.propSelf;
            s.propChild = node.propChild;
            s.printFlag = node.printFlag;
            s.topOrder = node.topOrder;
            s.cycle = node.cycleNum;
            s.index = node.index;
        }
    }

private:
    const std::vector<int> &children(int sym) const { return m_out.childArcs[size_t(sym)]; }
    const std::vector<int> &parents(int sym) const { return m_out.parentArcs[size_t(sym)]; }
    const SymbolSpecs &specs() const { return m_specs; }

    void assemble()
    {
        const int n = static_cast<int>(m_out.symbols.size());
        for (int i = 0; i < n; ++i) {
            Node &node = m_nodes[size_t(i)];
            node.childTime = 0;
            node.selfCalls = 0;
            for (int a : children(i)) {
                const ProfileArc &arc = m_out.arcs[size_t(a)];
                if (arc.child == i) {
                    node.calls -= arc.count;
                    node.selfCalls = arc.count;
                    break;
                }
            }
            node.fract = node.propSelf = node.propChild = 0;
            node.printFlag = false;
            node.topOrder = 0;
            node.cycleNum = 0;
            node.cycleHead = i;
            node.cycleNext = -1;
        }
        for (int i = 0; i < n; ++i)
            if (m_nodes[size_t(i)].topOrder == 0)
                depthFirstNumber(i);
        linkCycles();

        const std::vector<int> topSorted = byTopOrder(n);
        propagateFlags(topSorted);
        cycleTime();
        for (int s : topSorted)
            propagateTime(s);
        m_out.printTime = m_printTime;

        const std::vector<int> timeSorted = byTotal();
        for (size_t k = 0; k < timeSorted.size(); ++k)
            m_nodes[size_t(timeSorted[k])].index = static_cast<int>(k + 1);
        for (int id : timeSorted) {
            if (m_nodes[size_t(id)].isHeader)
                m_out.graphOrder.push_back({true, id - n});
            else
                m_out.graphOrder.push_back({false, id});
        }
        for (size_t c = 0; c < m_out.cycles.size(); ++c) {
            ProfileCycle &cycle = m_out.cycles[c];
            const Node &h = m_nodes[size_t(n) + c];
            cycle.calls = h.calls;
            cycle.selfCalls = h.selfCalls;
            cycle.time = h.time;
            cycle.childTime = h.childTime;
            cycle.propFraction = h.fract;
            cycle.propSelf = h.propSelf;
            cycle.propChild = h.propChild;
            cycle.printFlag = h.printFlag;
            cycle.index = h.index;
            for (int m = h.cycleNext; m >= 0; m = m_nodes[size_t(m)].cycleNext)
                cycle.members.push_back(m);
        }
    }

    // The symbols by their depth-first numbers, equal ones in symbol order:
    // what the merge sort of the indices by (left - right) gives, as the
    // numbers are a consistent key, counted out in linear time (the merge
    // sort was a tenth of a line-level report).
    std::vector<int> byTopOrder(int n) const
    {
        std::vector<int> firstOf(size_t(n) + 2, 0);
        for (int i = 0; i < n; ++i) {
            const int t = m_nodes[size_t(i)].topOrder;
            if (t < 0 || t > n) { // not from the numbering: sort as gprof does
                std::vector<int> sorted(static_cast<size_t>(n), 0);
                std::iota(sorted.begin(), sorted.end(), 0);
                gnuMergeSort(sorted, [&](int l, int r) {
                    return m_nodes[size_t(l)].topOrder - m_nodes[size_t(r)].topOrder;
                });
                return sorted;
            }
            ++firstOf[size_t(t) + 1];
        }
        for (size_t t = 1; t < firstOf.size(); ++t)
            firstOf[t] += firstOf[t - 1];
        std::vector<int> sorted(static_cast<size_t>(n), 0);
        for (int i = 0; i < n; ++i)
            sorted[size_t(firstOf[size_t(m_nodes[size_t(i)].topOrder)]++)] = i;
        return sorted;
    }

    // --- depth-first numbering with the 4.2BSD cycle finder ----------------
    bool isNumbered(int s) const
    {
        const int t = m_nodes[size_t(s)].topOrder;
        return t != 0 && t != kDfnBusy;
    }

    void preVisit(int s)
    {
        m_stack.push_back(s);
        m_nodes[size_t(s)].topOrder = kDfnBusy;
    }

    void postVisit(int s)
    {
        if (m_nodes[size_t(s)].cycleHead == s) {
            ++m_dfnCounter;
            for (int m = s; m >= 0; m = m_nodes[size_t(m)].cycleNext)
                m_nodes[size_t(m)].topOrder = m_dfnCounter;
        }
        m_stack.pop_back();
    }

    // A node's name for a warning: the symbol's, demangled as shown.
    std::string nameOf(int node) const
    {
        return size_t(node) < m_out.symbols.size() ? m_out.symbols[size_t(node)].displayName
                                                   : "<cycle header>";
    }

    void findCycle(int child)
    {
        // m_stack is the walk's path from its root, the deepest last.
        int top = static_cast<int>(m_stack.size());
        int head = -1;
        for (; top > 0; --top) {
            head = m_stack[size_t(top - 1)];
            if (child == head)
                break;
            const int ch = m_nodes[size_t(child)].cycleHead;
            if (ch != child && ch == head)
                break;
        }
        if (top <= 0) {
            m_out.warnings.emplace_back(
                GMONVIEW_TR_NOOP(
                    "gmonview::model",
                    "call graph: the head of the cycle through %1 was not found; cycles may be "
                    "numbered differently from gprof, which stops here"),
                nameOf(child));
            return;
        }
        if (top == static_cast<int>(m_stack.size()))
            return; // a self-call
        int tail = head;
        while (m_nodes[size_t(tail)].cycleNext >= 0)
            tail = m_nodes[size_t(tail)].cycleNext;
        if (m_nodes[size_t(head)].cycleHead != head)
            head = m_nodes[size_t(head)].cycleHead;
        for (size_t k = size_t(top); k < m_stack.size(); ++k) {
            const int c = m_stack[k];
            Node &cn = m_nodes[size_t(c)];
            if (cn.cycleHead == c) {
                m_nodes[size_t(tail)].cycleNext = c;
                cn.cycleHead = head;
                for (tail = c; m_nodes[size_t(tail)].cycleNext >= 0;
                     tail = m_nodes[size_t(tail)].cycleNext)
                    m_nodes[size_t(m_nodes[size_t(tail)].cycleNext)].cycleHead = head;
            } else if (cn.cycleHead != head) {
                m_out.warnings.emplace_back(
                    GMONVIEW_TR_NOOP("gmonview::model",
                                     "call graph: %1 was joined to the cycle of %2 and another; "
                                     "cycles may be numbered differently from gprof, which stops "
                                     "here"),
                    nameOf(c), nameOf(head));
                return;
            }
        }
    }

    void depthFirstNumber(int start)
    {
        // gprof recurses; an explicit stack keeps deep call graphs safe.
        if (isNumbered(start))
            return;
        if (m_nodes[size_t(start)].topOrder != 0) {
            findCycle(start);
            return;
        }
        struct Frame
        {
            int sym;
            size_t next;
        };
        std::vector<Frame> frames;
        preVisit(start);
        frames.push_back({start, 0});
        while (!frames.empty()) {
            Frame &f = frames.back();
            const auto &list = children(f.sym);
            if (f.next < list.size()) {
                const int child = m_out.arcs[size_t(list[f.next++])].child;
                if (isNumbered(child))
                    continue;
                if (m_nodes[size_t(child)].topOrder != 0) {
                    findCycle(child);
                    continue;
                }
                preVisit(child);
                frames.push_back({child, 0});
            } else {
                postVisit(f.sym);
                frames.pop_back();
            }
        }
    }

    void linkCycles()
    {
        const int n = static_cast<int>(m_out.symbols.size());
        int num = 0;
        for (int s = 0; s < n; ++s) {
            const Node &node = m_nodes[size_t(s)];
            if (!(node.cycleHead == s && node.cycleNext >= 0))
                continue;
            ++num;
            Node header;
            header.isHeader = true;
            header.printFlag = true;
            header.topOrder = 0;
            header.cycleNum = num;
            header.cycleNext = s;
            const int headerId = static_cast<int>(m_nodes.size());
            header.cycleHead = headerId;
            m_nodes.push_back(header);
            ProfileCycle cycle;
            cycle.number = num;
            m_out.cycles.push_back(cycle);
            for (int m = s; m >= 0; m = m_nodes[size_t(m)].cycleNext) {
                m_nodes[size_t(m)].cycleNum = num;
                m_nodes[size_t(m)].cycleHead = headerId;
            }
            Node &h = m_nodes[size_t(headerId)];
            for (int m = s; m >= 0; m = m_nodes[size_t(m)].cycleNext) {
                for (int a : parents(m)) {
                    const ProfileArc &arc = m_out.arcs[size_t(a)];
                    if (arc.parent == m)
                        continue;
                    if (m_nodes[size_t(arc.parent)].cycleNum == num)
                        h.selfCalls += arc.count;
                    else
                        h.calls += arc.count;
                }
            }
        }
    }

    // --- the graph's and the time's flags, carried along the arcs -----------
    void inheritFlags(int child)
    {
        const int head = m_nodes[size_t(child)].cycleHead;
        if (child == head) {
            Node &c = m_nodes[size_t(child)];
            c.printFlag = false;
            c.fract = 0;
            for (int a : parents(child)) {
                const ProfileArc &arc = m_out.arcs[size_t(a)];
                if (arc.parent == child)
                    continue;
                const Node &p = m_nodes[size_t(arc.parent)];
                c.printFlag = c.printFlag || p.printFlag;
                if (c.calls)
                    c.fract += p.fract * (double(arc.count) / double(c.calls));
            }
        } else {
            Node &h = m_nodes[size_t(head)];
            h.printFlag = false;
            h.fract = 0;
            for (int m = h.cycleNext; m >= 0; m = m_nodes[size_t(m)].cycleNext) {
                for (int a : parents(m)) {
                    const ProfileArc &arc = m_out.arcs[size_t(a)];
                    if (m_nodes[size_t(arc.parent)].cycleHead == head)
                        continue;
                    const Node &p = m_nodes[size_t(arc.parent)];
                    h.printFlag = h.printFlag || p.printFlag;
                    if (h.calls)
                        h.fract += p.fract * (double(arc.count) / double(h.calls));
                }
            }
            for (int m = head; m >= 0; m = m_nodes[size_t(m)].cycleNext) {
                m_nodes[size_t(m)].printFlag = h.printFlag;
                m_nodes[size_t(m)].fract = h.fract;
            }
        }
    }

    void propagateFlags(const std::vector<int> &topSorted)
    {
        int oldHead = -1;
        for (size_t k = topSorted.size(); k-- > 0;) {
            const int child = topSorted[k];
            if (m_nodes[size_t(child)].cycleHead != oldHead) {
                oldHead = m_nodes[size_t(child)].cycleHead;
                inheritFlags(child);
            }
            Node &c = m_nodes[size_t(child)];
            const uint64_t addr = c.address;
            if (!c.printFlag) {
                if (specs().contains(SpecTable::InclGraph, addr) ||
                    (specs().isEmpty(SpecTable::InclGraph) &&
                     !specs().contains(SpecTable::ExclGraph, addr)))
                    c.printFlag = true;
            } else {
                if (!specs().contains(SpecTable::InclGraph, addr) &&
                    specs().contains(SpecTable::ExclGraph, addr))
                    c.printFlag = false;
            }
            if (c.fract == 0.0) {
                if (specs().contains(SpecTable::InclTime, addr) ||
                    (specs().isEmpty(SpecTable::InclTime) &&
                     !specs().contains(SpecTable::ExclTime, addr)))
                    c.fract = 1.0;
            } else {
                if (!specs().contains(SpecTable::InclTime, addr) &&
                    specs().contains(SpecTable::ExclTime, addr))
                    c.fract = 0.0;
            }
            c.propSelf = c.time * c.fract;
            m_printTime += c.propSelf;
        }
    }

    void cycleTime()
    {
        for (size_t h = m_out.symbols.size(); h < m_nodes.size(); ++h) {
            Node &header = m_nodes[h];
            for (int m = header.cycleNext; m >= 0; m = m_nodes[size_t(m)].cycleNext) {
                if (m_nodes[size_t(m)].fract == 0.0)
                    continue;
                header.time += m_nodes[size_t(m)].time;
            }
            header.propSelf = header.fract * header.time;
        }
    }

    void propagateTime(int parent)
    {
        Node &p = m_nodes[size_t(parent)];
        if (p.fract == 0.0)
            return;
        for (int a : children(parent)) {
            ProfileArc &arc = m_out.arcs[size_t(a)];
            int child = arc.child;
            if (arc.count == 0 || child == parent || m_nodes[size_t(child)].fract == 0)
                continue;
            if (m_nodes[size_t(child)].cycleHead != child) {
                if (p.cycleNum == m_nodes[size_t(child)].cycleNum)
                    continue;
                child = m_nodes[size_t(child)].cycleHead;
            } else if (p.topOrder <= m_nodes[size_t(child)].topOrder) {
                continue; // numbered in the wrong order: gprof skips the arc too
            }
            const Node &c = m_nodes[size_t(child)];
            if (c.calls == 0)
                continue;
            arc.time = c.time * (double(arc.count) / double(c.calls));
            arc.childTime = c.childTime * (double(arc.count) / double(c.calls));
            const double share = arc.time + arc.childTime;
            p.childTime += share;
            const double propShare = p.fract * share;
            p.propChild += propShare;
            arc.time *= p.fract;
            arc.childTime *= p.fract;
            if (p.cycleHead != parent) {
                Node &h = m_nodes[size_t(p.cycleHead)];
                h.childTime += share;
                h.propChild += propShare;
            }
        }
    }

    // The nodes in gprof's call graph order (compareTotal). While the times
    // are numbers that comparison is a consistent order: cycles first among
    // equal times, then nameless nodes, then the names, each pair of the
    // first two kinds compared as the merge takes equals (the left one
    // first). So any stable sort gives the merge sort's result; this one
    // compares keys with the names as ranks, where the merge sort's strcmp
    // on the many equal names of line symbols was a tenth of a report.
    std::vector<int> byTotal() const
    {
        std::vector<int> sorted(m_nodes.size());
        std::iota(sorted.begin(), sorted.end(), 0);
        const bool finite = std::all_of(m_nodes.begin(), m_nodes.end(), [](const Node &n) {
            return std::isfinite(n.propSelf + n.propChild);
        });
        if (!finite) {
            gnuMergeSort(sorted, [&](int l, int r) { return compareTotal(l, r); });
            return sorted;
        }
        const std::vector<uint32_t> &rank = m_out.nameRanks; // (cycle headers have none)
        struct Key
        {
            double total;
            uint64_t calls;
            uint32_t rank;
            uint8_t kind; // 0 a cycle, 1 nameless, 2 a name without '_', 3 with
        };
        std::vector<Key> keys(m_nodes.size());
        for (size_t i = 0; i < m_nodes.size(); ++i) {
            const Node &n = m_nodes[i];
            uint8_t kind = 0;
            if (n.name)
                kind = (*n.name)[0] == '_' ? 3 : 2;
            else if (n.cycleNum == 0)
                kind = 1;
            keys[i] = {n.propSelf + n.propChild, n.calls, i < rank.size() ? rank[i] : 0, kind};
        }
        auto before = [&](int l, int r) {
            const Key &left = keys[size_t(l)], &right = keys[size_t(r)];
            if (left.total != right.total)
                return left.total > right.total;
            if (left.kind != right.kind)
                return left.kind < right.kind;
            if (left.kind < 2)
                return false; // equals, as the merge sort treats them
            if (left.calls != right.calls)
                return left.calls > right.calls;
            return left.rank < right.rank;
        };
        // Idle: a name, no time, no call, ordered by the '_' and the name.
        const size_t n = m_nodes.size();
        stableSortMostlyIdle(
            sorted,
            [&](int i) {
                const Key &k = keys[size_t(i)];
                return k.total == 0 && k.calls == 0 && k.kind >= 2;
            },
            [&](int i) { return size_t(keys[size_t(i)].kind - 2) * n + keys[size_t(i)].rank; },
            2 * n, before);
        return sorted;
    }

    int compareTotal(int l, int r) const
    {
        const Node &left = m_nodes[size_t(l)];
        const Node &right = m_nodes[size_t(r)];
        const double diff = (left.propSelf + left.propChild) - (right.propSelf + right.propChild);
        if (diff < 0.0)
            return 1;
        if (diff > 0.0)
            return -1;
        if (!left.name && left.cycleNum != 0)
            return -1;
        if (!right.name && right.cycleNum != 0)
            return 1;
        if (!left.name)
            return -1;
        if (!right.name)
            return 1;
        const char l0 = (*left.name)[0], r0 = (*right.name)[0];
        if (l0 != '_' && r0 == '_')
            return -1;
        if (l0 == '_' && r0 != '_')
            return 1;
        if (left.calls > right.calls)
            return -1;
        if (left.calls < right.calls)
            return 1;
        return std::strcmp(left.name->c_str(), right.name->c_str());
    }

    const SymbolSpecs &m_specs;
    ProfileResult &m_out;
    std::vector<Node> m_nodes;
    std::vector<int> m_stack;
    int m_dfnCounter = 0;
    double m_printTime = 0;
};

} // namespace

void analyzeCallGraph(const SymbolSpecs &specs, ProfileResult &out)
{
    Assembler(specs, out).run();
}

} // namespace gmonview
