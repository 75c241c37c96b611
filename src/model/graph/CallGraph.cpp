// SPDX-License-Identifier: MIT
#include "model/graph/CallGraph.h"

#include <algorithm>
#include <cstdio>
#include <deque>
#include <map>
#include <optional>
#include <unordered_map>

namespace gmonview {

namespace {

// The node key of a symbol: its own, or its collapsed cycle's.
struct Key
{
    bool cycle;
    int id; // symbol index or cycle number
    bool operator<(const Key &o) const { return cycle != o.cycle ? cycle < o.cycle : id < o.id; }
    bool operator==(const Key &o) const { return cycle == o.cycle && id == o.id; }
};

class Builder
{
public:
    Builder(const ProfileResult &p, const CallGraphOptions &o) : m_p(p), m_o(o)
    {
        m_total = p.printTime > 0 ? p.printTime : 1.0;
        for (const ProfileCycle &c : p.cycles)
            m_cycleSelf.push_back(p.membersSelf(c.number));
        if (o.showStaticArcs) {
            for (const ProfileArc &a : p.staticOnlyArcs) {
                m_staticCallees[a.parent].push_back(a.child);
                m_staticCallers[a.child].push_back(a.parent);
            }
        }
    }

    Key keyOf(int symbol) const
    {
        const int c = m_p.symbol(symbol).cycle;
        if (c != 0 && !m_o.expandedCycles.count(c))
            return {true, c};
        return {false, symbol};
    }

    // The key a symbol is walked by: a cycle, expanded or not, is one step
    // of the neighbourhood, whichever member is reached.
    Key unitOf(int symbol) const
    {
        const int c = m_p.symbol(symbol).cycle;
        return c != 0 ? Key{true, c} : Key{false, symbol};
    }

    bool expanded(int cycle) const { return cycle != 0 && m_o.expandedCycles.count(cycle) > 0; }

    double totalOf(const Key &k) const
    {
        if (k.cycle) {
            const ProfileCycle &c = m_p.cycles[size_t(k.id - 1)];
            return (m_cycleSelf[size_t(k.id - 1)] + c.propChild) / m_total;
        }
        const ProfileSymbol &s = m_p.symbol(k.id);
        return (s.propSelf + s.propChild) / m_total;
    }

    // Members of a key (one symbol, or all members of a collapsed cycle).
    std::vector<int> membersOf(const Key &k) const
    {
        if (!k.cycle)
            return {k.id};
        return m_p.cycles[size_t(k.id - 1)].members;
    }

    bool arcShown(const ProfileArc &a) const { return m_o.showStaticArcs || a.count != 0; }

    bool hiddenByUser(const Key &k) const
    {
        return k.cycle ? m_o.hiddenCycles.count(k.id) > 0 : m_o.hiddenSymbols.count(k.id) > 0;
    }

    CallGraph build()
    {
        std::set<Key> chosen;
        Counts hidden;
        Key centerKey{false, -1};
        if (m_o.scope == CallGraphOptions::Scope::Neighbourhood) {
            if (m_o.center < 0 || m_o.center >= int(m_p.symbols.size()))
                return {};
            centerKey = keyOf(m_o.center);
            chooseNeighbourhood(chosen, hidden);
        } else {
            chooseAll(chosen, hidden);
        }
        keepBusiest(chosen, centerKey, hidden);
        addFoldedMembers(chosen);
        return assemble(chosen, centerKey, hidden);
    }

private:
    struct Counts
    {
        int belowThreshold = 0;
        int overBudget = 0;
        int byUser = 0;
    };
    struct Rejected
    {
        std::set<Key> belowThreshold;
        std::set<Key> byUser;
    };

    // The nodes within the depths asked of the center, those hidden counted.
    void chooseNeighbourhood(std::set<Key> &chosen, Counts &hidden)
    {
        const Key centerUnit = unitOf(m_o.center);
        std::set<Key> units{centerUnit};
        Rejected rejected;
        walk(centerUnit, true, m_o.callerDepth, units, rejected);
        walk(centerUnit, false, m_o.calleeDepth, units, rejected);
        hidden.belowThreshold = int(rejected.belowThreshold.size());
        hidden.byUser = int(rejected.byUser.size());
        // An expanded cycle reached: its members, those under the
        // threshold left to the node of the hidden ones.
        for (const Key &u : units) {
            if (!u.cycle || !expanded(u.id)) {
                chosen.insert(u);
                continue;
            }
            m_reached.insert(u.id);
            for (int m : membersOf(u)) {
                const Key k{false, m};
                if (m == m_o.center)
                    chosen.insert(k);
                else if (hiddenByUser(k))
                    ++hidden.byUser;
                else if (totalOf(k) >= m_o.threshold)
                    chosen.insert(k);
                else
                    ++hidden.belowThreshold;
            }
        }
    }

    // Every node of the whole graph over the threshold, those hidden counted.
    void chooseAll(std::set<Key> &chosen, Counts &hidden)
    {
        std::set<Key> all;
        for (int s = 0; s < int(m_p.symbols.size()); ++s) {
            const ProfileSymbol &sym = m_p.symbol(s);
            if (!sym.printFlag && sym.cycle == 0)
                continue;
            if (sym.calls == 0 && sym.selfCalls == 0 && sym.propSelf == 0 && sym.propChild == 0 &&
                m_p.parentArcs[size_t(s)].empty() && m_p.childArcs[size_t(s)].empty())
                continue;
            all.insert(keyOf(s));
        }
        for (const Key &k : all) {
            if (hiddenByUser(k))
                ++hidden.byUser;
            else if (totalOf(k) >= m_o.threshold)
                chosen.insert(k);
            else
                ++hidden.belowThreshold;
            // An expanded cycle that would be drawn collapsed.
            const int c = k.cycle ? 0 : m_p.symbol(k.id).cycle;
            if (expanded(c) && !m_o.hiddenCycles.count(c) && totalOf(Key{true, c}) >= m_o.threshold)
                m_reached.insert(c);
        }
    }

    // Over the budget: keep the busiest (and the center).
    void keepBusiest(std::set<Key> &chosen, const Key &centerKey, Counts &hidden) const
    {
        if (chosen.size() <= m_o.nodeBudget)
            return;
        std::vector<Key> ordered(chosen.begin(), chosen.end());
        std::stable_sort(ordered.begin(), ordered.end(),
                         [&](const Key &a, const Key &b) { return totalOf(a) > totalOf(b); });
        std::set<Key> kept;
        if (centerKey.id >= 0)
            kept.insert(centerKey);
        for (const Key &k : ordered)
            if (kept.size() < m_o.nodeBudget)
                kept.insert(k);
        hidden.overBudget = int(chosen.size() - kept.size());
        chosen = std::move(kept);
    }

    // The members of an expanded cycle not drawn: one node, so that the
    // calls into them from outside are not lost.
    void addFoldedMembers(std::set<Key> &chosen)
    {
        for (int c : m_reached) {
            int folded = 0;
            for (int m : m_p.cycles[size_t(c - 1)].members)
                if (!chosen.count(Key{false, m}) && !m_o.hiddenSymbols.count(m))
                    ++folded;
            if (folded > 0) {
                chosen.insert(Key{true, c});
                m_folded[c] = folded;
            }
        }
    }

    // Breadth-first over callers (UP) or callees, a cycle one step whether
    // expanded or not, stopping at nodes under the threshold or hidden by
    // the user (counted as hidden).
    void walk(const Key &from, bool up, int depth, std::set<Key> &chosen, Rejected &rejected)
    {
        std::deque<std::pair<Key, int>> queue{{from, 0}};
        std::set<Key> seen{from};
        while (!queue.empty()) {
            auto [key, d] = queue.front();
            queue.pop_front();
            if (d >= depth)
                continue;
            // A neighbour is drawn once; under the threshold it is counted
            // as hidden unless another path chose it.
            auto visit = [&, key = key, d = d](const Key &next) {
                if (next == key || seen.count(next))
                    return;
                seen.insert(next);
                if (hiddenByUser(next)) {
                    rejected.byUser.insert(next);
                    return;
                }
                if (totalOf(next) < m_o.threshold && !chosen.count(next)) {
                    rejected.belowThreshold.insert(next);
                    return;
                }
                rejected.belowThreshold.erase(next);
                chosen.insert(next);
                queue.push_back({next, d + 1});
            };
            for (int m : membersOf(key)) {
                const auto &arcs = up ? m_p.parentArcs[size_t(m)] : m_p.childArcs[size_t(m)];
                for (int a : arcs) {
                    const ProfileArc &arc = m_p.arcs[size_t(a)];
                    if (!arcShown(arc))
                        continue;
                    visit(unitOf(up ? arc.parent : arc.child));
                }
                // Calls only the code shows, when they are drawn.
                const auto &statics = up ? m_staticCallers : m_staticCallees;
                if (auto it = statics.find(m); it != statics.end()) {
                    for (int other : it->second)
                        visit(unitOf(other));
                }
            }
        }
    }

    using NodeIndex = std::map<Key, int>;                 // key -> its node
    using EdgeIndex = std::map<std::pair<int, int>, int>; // nodes -> their edge

    CallGraph assemble(const std::set<Key> &chosen, const Key &centerKey, const Counts &hidden)
    {
        CallGraph g;
        g.belowThreshold = hidden.belowThreshold;
        g.overBudget = hidden.overBudget;
        g.hiddenByUser = hidden.byUser;
        g.hiddenNodes = hidden.belowThreshold + hidden.overBudget + hidden.byUser;
        NodeIndex index;
        for (const Key &k : chosen) {
            CallGraphNode n = nodeFor(k, chosen);
            n.isCenter = k == centerKey;
            index[k] = int(g.nodes.size());
            if (n.isCenter)
                g.center = int(g.nodes.size());
            g.nodes.push_back(std::move(n));
        }
        EdgeIndex edgeIndex;
        addArcEdges(g, index, edgeIndex);
        if (m_o.showStaticArcs)
            addStaticEdges(g, index, edgeIndex);
        return g;
    }

    CallGraphNode nodeFor(const Key &k, const std::set<Key> &chosen)
    {
        if (k.cycle && expanded(k.id))
            return foldedMembersNode(k.id, chosen);
        if (k.cycle)
            return cycleNode(m_p.cycles[size_t(k.id - 1)]);
        return functionNode(k.id);
    }

    // The members of expanded cycle CYCLE that are not drawn.
    CallGraphNode foldedMembersNode(int cycle, const std::set<Key> &chosen)
    {
        CallGraphNode n;
        const ProfileCycle &c = m_p.cycles[size_t(cycle - 1)];
        const int folded = m_folded[cycle];
        n.kind = CallGraphNode::Kind::Cycle;
        n.cycle = c.number;
        n.inExpandedCycle = true;
        n.name = "<cycle " + std::to_string(c.number) + ": +" + std::to_string(folded) +
                 (folded == 1 ? " member hidden>" : " members hidden>");
        for (int m : c.members) {
            if (chosen.count(Key{false, m}) || m_o.hiddenSymbols.count(m))
                continue;
            const ProfileSymbol &s = m_p.symbol(m);
            n.selfShare += s.propSelf / m_total;
            n.totalShare += (s.propSelf + s.propChild) / m_total;
            n.calls += s.calls;
            n.selfCalls += s.selfCalls;
        }
        n.members = folded;
        n.hiddenMembers = folded;
        return n;
    }

    CallGraphNode cycleNode(const ProfileCycle &c) const
    {
        CallGraphNode n;
        n.kind = CallGraphNode::Kind::Cycle;
        n.cycle = c.number;
        n.name = "<cycle " + std::to_string(c.number) + " as a whole>";
        // Its members' self time: gprof's figure for the cycle is 0 when
        // nothing outside it calls it (main's own cycle).
        n.selfShare = m_cycleSelf[size_t(c.number - 1)] / m_total;
        n.totalShare = n.selfShare + c.propChild / m_total;
        n.calls = c.calls;
        n.selfCalls = c.selfCalls;
        n.members = int(c.members.size());
        return n;
    }

    CallGraphNode functionNode(int symbol) const
    {
        CallGraphNode n;
        const ProfileSymbol &s = m_p.symbol(symbol);
        n.symbol = symbol;
        n.cycle = s.cycle;
        n.inExpandedCycle = s.cycle != 0;
        n.name = s.displayName;
        n.selfShare = s.propSelf / m_total;
        n.totalShare = (s.propSelf + s.propChild) / m_total;
        n.calls = s.calls;
        n.selfCalls = s.selfCalls;
        return n;
    }

    // The nodes ARC joins, when both are drawn and it is not inside a
    // collapsed cycle. A member of an expanded cycle not drawn is in its
    // cycle's node.
    std::optional<std::pair<int, int>> nodesOf(const ProfileArc &arc, const NodeIndex &index) const
    {
        auto nodeKey = [&](int symbol) {
            const Key k = keyOf(symbol);
            const int c = m_p.symbol(symbol).cycle;
            if (!k.cycle && expanded(c) && !index.count(k))
                return Key{true, c};
            return k;
        };
        const Key from = nodeKey(arc.parent), to = nodeKey(arc.child);
        if (from == to && from.cycle)
            return std::nullopt; // inside a collapsed cycle
        auto f = index.find(from), t = index.find(to);
        if (f == index.end() || t == index.end())
            return std::nullopt;
        return std::make_pair(f->second, t->second);
    }

    // Edges: every arc between chosen nodes, merged per node pair, in
    // the order of the arcs.
    void addArcEdges(CallGraph &g, const NodeIndex &index, EdgeIndex &edgeIndex) const
    {
        for (const ProfileArc &arc : m_p.arcs) {
            if (!arcShown(arc))
                continue;
            const auto pair = nodesOf(arc, index);
            if (!pair)
                continue;
            auto [it, inserted] = edgeIndex.emplace(*pair, int(g.edges.size()));
            if (inserted) {
                CallGraphEdge e;
                e.from = pair->first;
                e.to = pair->second;
                e.isStatic = true;
                const int pc = m_p.symbol(arc.parent).cycle, cc = m_p.symbol(arc.child).cycle;
                e.insideCycle = pc == cc && expanded(pc);
                g.edges.push_back(e);
            }
            CallGraphEdge &e = g.edges[size_t(it->second)];
            e.count += arc.count;
            e.share += (arc.time + arc.childTime) / m_total;
            e.isStatic = e.isStatic && arc.count == 0 && arc.isStatic;
        }
    }

    // Calls only the code shows, dashed, between nodes already drawn.
    void addStaticEdges(CallGraph &g, const NodeIndex &index, EdgeIndex &edgeIndex) const
    {
        for (const ProfileArc &arc : m_p.staticOnlyArcs) {
            const auto pair = nodesOf(arc, index);
            if (!pair || !edgeIndex.emplace(*pair, int(g.edges.size())).second)
                continue;
            CallGraphEdge e;
            e.from = pair->first;
            e.to = pair->second;
            e.isStatic = true;
            g.edges.push_back(e);
        }
    }

    const ProfileResult &m_p;
    const CallGraphOptions &m_o;
    double m_total = 1;
    std::vector<double> m_cycleSelf; // ProfileResult::membersSelf, per cycle
    std::unordered_map<int, std::vector<int>> m_staticCallees;
    std::unordered_map<int, std::vector<int>> m_staticCallers;
    std::set<int> m_reached;     // expanded cycles with members to draw
    std::map<int, int> m_folded; // expanded cycle -> its members not drawn
};

} // namespace

int CallGraph::nodeOf(int symbol) const
{
    for (size_t i = 0; i < nodes.size(); ++i)
        if (nodes[i].kind == CallGraphNode::Kind::Function && nodes[i].symbol == symbol)
            return int(i);
    return -1;
}

CallGraph buildCallGraph(const ProfileResult &profile, const CallGraphOptions &options)
{
    if (!profile.hasCallGraph)
        return {};
    CallGraph graph;
    if (options.showStaticArcs && options.staticArcsUpTo != SIZE_MAX) {
        // Static arcs only for a graph that is small without them.
        CallGraphOptions without = options;
        without.showStaticArcs = false;
        graph = Builder(profile, without).build();
        CallGraph with = Builder(profile, options).build();
        if (graph.nodes.size() <= options.staticArcsUpTo)
            graph = std::move(with);
        else // "left out" only when they would have drawn something
            graph.staticArcsLeftOut = with.edges.size() > graph.edges.size();
    } else {
        graph = Builder(profile, options).build();
    }
    // Shortened among the names drawn together, so that no two read the same.
    std::vector<std::string> names;
    for (const CallGraphNode &n : graph.nodes)
        names.push_back(n.name);
    const std::vector<std::string> labels = shortenNames(names, options.shortening);
    for (size_t i = 0; i < graph.nodes.size(); ++i)
        graph.nodes[i].label =
            graph.nodes[i].kind == CallGraphNode::Kind::Cycle ? graph.nodes[i].name : labels[i];
    return graph;
}

std::string elideName(const std::string &name, size_t max)
{
    if (name.size() <= max || max < 8)
        return name;
    const size_t head = (max - 3) * 2 / 3;
    const size_t tail = max - 3 - head;
    return name.substr(0, head) + "..." + name.substr(name.size() - tail);
}

} // namespace gmonview
