// SPDX-License-Identifier: MIT
#include "model/report/FunctionOrdering.h"

#include "model/engine/GnuMergeSort.h"
#include "model/report/GprofReport.h"

namespace gmonview {

namespace {

struct Placement
{
    bool placed = false;
    int next = -1;
    int prev = -1;
    long nuses = 0;
};

class Orderer
{
public:
    Orderer(const ProfileResult &p, bool callGraphPrinted, bool ignoreZeros, bool lineGranularity)
        : m_p(p), m_syms(p.symbols.size()), m_arcPlaced(p.arcs.size())
    {
        m_children = p.childArcs;
        m_parents = p.parentArcs;
        if (callGraphPrinted) {
            // Printing the call graph sorts the lists of the entries it prints.
            for (const GraphEntry &e : p.graphOrder) {
                if (e.isCycle)
                    continue;
                const ProfileSymbol &s = p.symbol(e.id);
                if ((ignoreZeros && s.calls == 0 && s.selfCalls == 0 && s.propSelf == 0 &&
                     s.propChild == 0) ||
                    !s.printFlag || (lineGranularity && !s.isFunction))
                    continue;
                if (!m_parents[size_t(e.id)].empty())
                    m_parents[size_t(e.id)] = sortedCallerArcs(p, e.id);
                m_children[size_t(e.id)] = sortedCalleeArcs(p, e.id);
            }
        }
    }

    // gprof -R's listing: the files in the order of their first functions.
    std::string runFiles(std::vector<FunctionMapEntry> map)
    {
        std::vector<int> arcs;
        for (int a = 0; a < int(m_p.arcs.size()); ++a) {
            if (arc(a).parent == arc(a).child)
                continue;
            arcs.push_back(a);
            if (!m_p.symbol(arc(a).parent).mapped || !m_p.symbol(arc(a).child).mapped)
                m_arcPlaced[size_t(a)] = true;
        }
        std::vector<int> scratch;
        orderAndDump(arcs, false, scratch);
        for (int s = 0; s < int(m_p.symbols.size()); ++s)
            if (m_p.symbol(s).mapped && !m_syms[size_t(s)].placed)
                emit(s);
        gnuMergeSort(map, [](const FunctionMapEntry &a, const FunctionMapEntry &b) {
            return a.file.compare(b.file);
        });
        const std::string *last = nullptr;
        for (const FunctionMapEntry &m : map) {
            if (last && *last == m.file)
                continue;
            bool inTable = false;
            for (const ProfileSymbol &s : m_p.symbols)
                if (s.mapped && s.name == m.file) {
                    inTable = true;
                    break;
                }
            if (!inTable) {
                m_out += m.file;
                m_out += '\n';
            }
            last = &m.file;
        }
        return m_out;
    }

    std::string run()
    {
        std::vector<int> unused, used;
        for (int s = 0; s < int(m_p.symbols.size()); ++s) {
            if (m_p.symbol(s).calls == 0) {
                unused.push_back(s);
                m_syms[size_t(s)].placed = true;
            } else {
                used.push_back(s);
            }
        }
        const std::vector<int> arcs = busiestArcs();
        countUses(arcs);
        std::vector<int> highArcs = placeMostUsed(used);

        sortByCount(highArcs);
        std::vector<int> unplaced;
        orderAndDump(highArcs, true, unplaced);
        orderAndDump(arcs, false, unplaced);
        std::vector<int> rest;
        orderAndDump(unplaced, true, rest);

        for (int s : used)
            if (!m_syms[size_t(s)].placed)
                emit(s);
        for (int s : unused)
            emit(s);
        return m_out;
    }

private:
    // The two ends of the chain SYM is in, and how many links away each is.
    struct ChainEnds
    {
        int prev, prevCount, next, nextCount;
    };
    ChainEnds chainEnds(int sym) const
    {
        ChainEnds e{sym, 0, sym, 0};
        while (m_syms[size_t(e.next)].next >= 0) {
            e.next = m_syms[size_t(e.next)].next;
            ++e.nextCount;
        }
        while (m_syms[size_t(e.prev)].prev >= 0) {
            e.prev = m_syms[size_t(e.prev)].prev;
            ++e.prevCount;
        }
        return e;
    }

    const ProfileArc &arc(int a) const { return m_p.arcs[size_t(a)]; }
    void emit(int sym)
    {
        m_out += m_p.symbol(sym).name;
        m_out += '\n';
    }

    void sortByCount(std::vector<int> &arcs)
    {
        gnuMergeSort(arcs, [&](int l, int r) {
            const uint64_t a = arc(l).count, b = arc(r).count;
            return a > b ? -1 : a < b ? 1 : 0;
        });
    }

    int chainEnd(int s, bool forward) const
    {
        while (true) {
            const int n = forward ? m_syms[size_t(s)].next : m_syms[size_t(s)].prev;
            if (n < 0)
                return s;
            s = n;
        }
    }

    // The global arc list: every arc but self-calls, in creation order,
    // then sorted by count, the busiest first.
    std::vector<int> busiestArcs()
    {
        std::vector<int> arcs;
        for (int a = 0; a < int(m_p.arcs.size()); ++a)
            if (arc(a).parent != arc(a).child)
                arcs.push_back(a);
        sortByCount(arcs);
        return arcs;
    }

    // Each function's uses: how many of the arcs that make the first 90% of
    // the calls (ARCS, busiest first) call it.
    void countUses(const std::vector<int> &arcs)
    {
        unsigned long long total = 0;
        for (int a : arcs)
            total += arc(a).count;
        unsigned long long running = 0;
        for (int a : arcs) {
            running += arc(a).count;
            if (double(running) / double(total) > 0.90)
                break;
            ++m_syms[size_t(arc(a).child)].nuses;
        }
    }

    // The most used functions (of USED, one in 80 at most, and before the
    // first used just five times) placed first, their arcs marked placed;
    // returns the arcs among them, and dumps those with none.
    std::vector<int> placeMostUsed(const std::vector<int> &used)
    {
        std::vector<int> scratchSyms = used;
        gnuMergeSort(scratchSyms, [&](int l, int r) {
            const long a = m_syms[size_t(l)].nuses, b = m_syms[size_t(r)].nuses;
            return a > b ? -1 : a < b ? 1 : 0;
        });
        std::vector<int> scratchArcs;
        size_t scratchIndex = 0;
        for (size_t i = 0; i < used.size() / 80; ++i) {
            const int sym = scratchSyms[i];
            if (m_syms[size_t(sym)].nuses == 5)
                break;
            takeArcs(m_children[size_t(sym)], scratchArcs);
            takeArcs(m_parents[size_t(sym)], scratchArcs);
            scratchIndex = i;
            m_syms[size_t(sym)].placed = true;
        }
        std::vector<int> highArcs = arcsBetweenPlaced(scratchArcs);
        for (size_t i = 0; i < scratchIndex; ++i)
            if (m_syms[size_t(scratchSyms[i])].placed)
                emit(scratchSyms[i]);
        return highArcs;
    }

    // ARCS marked placed, and those but self-calls added to TAKEN.
    void takeArcs(const std::vector<int> &arcs, std::vector<int> &taken)
    {
        for (int a : arcs) {
            if (arc(a).parent != arc(a).child)
                taken.push_back(a);
            m_arcPlaced[size_t(a)] = true;
        }
    }

    // The arcs of ARCS whose two ends are placed; those ends are unplaced
    // again, to be chained along them.
    std::vector<int> arcsBetweenPlaced(const std::vector<int> &arcs)
    {
        std::vector<int> between;
        for (int a : arcs) {
            Placement &c = m_syms[size_t(arc(a).child)];
            Placement &p = m_syms[size_t(arc(a).parent)];
            if (c.placed && p.placed) {
                between.push_back(a);
                c.placed = false;
                p.placed = false;
            }
        }
        return between;
    }

    // gprof -r's placement along the arcs, busiest first: the chains made,
    // then (ALL) the parents of the arcs left. The arcs it could not place
    // are added to UNPLACED.
    void orderAndDump(const std::vector<int> &theArcs, bool all, std::vector<int> &unplaced)
    {
        placeAlongArcs(theArcs, all, unplaced);
        dumpChains(theArcs);
        if (all)
            dumpParents(theArcs);
    }

    // Each arc of THE_ARCS ties its parent and child together where it can
    // (without ALL, only the arcs within the first 99% of the calls).
    void placeAlongArcs(const std::vector<int> &theArcs, bool all, std::vector<int> &unplaced)
    {
        unsigned long long total = 0;
        if (!all)
            for (int a : theArcs)
                total += arc(a).count;
        unsigned long long running = 0;
        for (int a : theArcs) {
            running += arc(a).count;
            if (m_arcPlaced[size_t(a)])
                continue;
            if ((!all && double(running) / double(total) > 0.99) || !placeArc(a))
                unplaced.push_back(a);
        }
    }

    // Arc A's parent and child tied, at the nearer ends of their chains;
    // false when they cannot be (placed already, both inside chains, or the
    // two ends of one chain).
    bool placeArc(int a)
    {
        int child = arc(a).child;
        int parent = arc(a).parent;
        if (m_syms[size_t(child)].placed || m_syms[size_t(parent)].placed)
            return false;
        Placement &P = m_syms[size_t(parent)];
        Placement &C = m_syms[size_t(child)];
        if (P.next >= 0 && P.prev >= 0 && C.next >= 0 && C.prev >= 0)
            return false;
        if (P.next < 0 && P.prev < 0) {
            const ChainEnds e = chainEnds(child);
            child = e.nextCount < e.prevCount ? e.next : e.prev;
        } else if (C.next < 0 && C.prev < 0) {
            const ChainEnds e = chainEnds(parent);
            parent = e.prevCount < e.nextCount ? e.prev : e.next;
        } else {
            return false;
        }
        // Do not tie two ends of one chain together.
        const int s1 =
            m_syms[size_t(parent)].next >= 0 ? chainEnd(parent, true) : chainEnd(parent, false);
        const int s2 =
            m_syms[size_t(child)].next >= 0 ? chainEnd(child, true) : chainEnd(child, false);
        if (s1 == child && s2 == parent)
            return false;
        link(parent, child, a);
        return true;
    }

    // PARENT and CHILD, the ends of chains, tied by arc A where their free
    // sides allow.
    void link(int parent, int child, int a)
    {
        Placement &p = m_syms[size_t(parent)];
        Placement &c = m_syms[size_t(child)];
        if (p.next >= 0) {
            if (c.next < 0) {
                p.prev = child;
                c.next = parent;
                m_arcPlaced[size_t(a)] = true;
            }
        } else if (p.prev >= 0) {
            if (c.prev < 0) {
                p.next = child;
                c.prev = parent;
                m_arcPlaced[size_t(a)] = true;
            }
        } else if (c.prev >= 0) {
            p.prev = child;
            c.next = parent;
            m_arcPlaced[size_t(a)] = true;
        } else {
            p.next = child;
            c.prev = parent;
            m_arcPlaced[size_t(a)] = true;
        }
    }

    // The chains made, each from its first function, in the order of the
    // arcs whose parents they hold.
    void dumpChains(const std::vector<int> &theArcs)
    {
        for (int a : theArcs) {
            if (m_syms[size_t(arc(a).parent)].placed || m_syms[size_t(arc(a).child)].placed)
                continue;
            int sym = arc(a).parent;
            if (m_syms[size_t(sym)].next < 0 && m_syms[size_t(sym)].prev < 0)
                continue;
            while (m_syms[size_t(sym)].prev >= 0)
                sym = m_syms[size_t(sym)].prev;
            while (sym >= 0) {
                m_syms[size_t(sym)].placed = true;
                emit(sym);
                sym = m_syms[size_t(sym)].next;
            }
        }
    }

    // The parents of the arcs whose ends are still unplaced.
    void dumpParents(const std::vector<int> &theArcs)
    {
        for (int a : theArcs) {
            if (m_syms[size_t(arc(a).parent)].placed || m_syms[size_t(arc(a).child)].placed)
                continue;
            const int sym = arc(a).parent;
            m_syms[size_t(sym)].placed = true;
            emit(sym);
        }
    }

    const ProfileResult &m_p;
    std::vector<Placement> m_syms;
    std::vector<char> m_arcPlaced;
    std::vector<std::vector<int>> m_children;
    std::vector<std::vector<int>> m_parents;
    std::string m_out;
};

} // namespace

std::string fileOrdering(const ProfileResult &profile, std::vector<FunctionMapEntry> map)
{
    return Orderer(profile, false, true, false).runFiles(std::move(map));
}

std::string functionOrdering(const ProfileResult &profile, bool callGraphPrinted, bool ignoreZeros,
                             bool lineGranularity)
{
    return Orderer(profile, callGraphPrinted, ignoreZeros, lineGranularity).run();
}

} // namespace gmonview
