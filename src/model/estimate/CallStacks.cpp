// SPDX-License-Identifier: MIT
#include "model/estimate/CallStacks.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <ostream>

namespace gmonview {

namespace {

// Past this many frames the flattened stacks stop growing: a call graph
// with many paths (a DAG's paths can be exponential in number) is cut
// there, its time kept in the parents and counted as left out.
constexpr size_t kMaxFrames = 4'000'000;

} // namespace

CallStacks::CallStacks(const ProfileResult &profile) : m_profile(profile)
{
    m_rootShare.assign(profile.symbols.size(), 1.0);
    for (size_t i = 0; i < profile.symbols.size(); ++i)
        if (const int into = profile.symbols[i].inlinedInto; into >= 0) {
            if (m_inlined.empty())
                m_inlined.resize(profile.symbols.size());
            m_inlined[size_t(into)].push_back(int(i));
        }
    m_cycleRootShare.assign(profile.cycles.size(), 1.0);
    for (const ProfileCycle &c : profile.cycles)
        m_cycleSelf.push_back(profile.membersSelf(c.number));
    for (const ProfileArc &arc : profile.arcs) {
        if (arc.parent < 0 || arc.child < 0 || arc.parent == arc.child)
            continue;
        const Unit from = unitOf(arc.parent), to = unitOf(arc.child);
        if (from.kind == Kind::Member && to.kind == Kind::Member &&
            profile.symbol(arc.parent).cycle == profile.symbol(arc.child).cycle)
            continue; // inside a cycle
        const double share = arcShare(arc);
        if (to.kind == Kind::Member)
            m_cycleRootShare[size_t(profile.symbol(arc.child).cycle - 1)] -= share;
        else
            m_rootShare[size_t(arc.child)] -= share;
    }
    // Shares that add up to all of a unit's calls leave a rounding error,
    // not a root.
    auto settle = [](double &s) { s = s < 1e-9 ? 0.0 : std::min(s, 1.0); };
    std::for_each(m_rootShare.begin(), m_rootShare.end(), settle);
    std::for_each(m_cycleRootShare.begin(), m_cycleRootShare.end(), settle);
}

CallStacks::Unit CallStacks::unitOf(int symbol) const
{
    const int cycle = m_profile.symbol(symbol).cycle;
    return cycle ? Unit{Kind::Member, symbol} : Unit{Kind::Function, symbol};
}

double CallStacks::arcShare(const ProfileArc &arc) const
{
    const ProfileSymbol &child = m_profile.symbol(arc.child);
    const uint64_t into =
        child.cycle ? m_profile.cycles[size_t(child.cycle - 1)].calls : child.calls;
    return into ? std::min(1.0, double(arc.count) / double(into)) : 0.0;
}

// A cycle's self time is its members' (ProfileResult::membersSelf): they
// are drawn below it.
double CallStacks::unitSelf(Kind kind, int id) const
{
    if (kind == Kind::Cycle)
        return m_cycleSelf[size_t(id - 1)];
    return m_profile.symbol(id).propSelf;
}

double CallStacks::unitTotal(Kind kind, int id) const
{
    if (kind == Kind::Cycle)
        return unitSelf(kind, id) + m_profile.cycles[size_t(id - 1)].propChild;
    const ProfileSymbol &s = m_profile.symbol(id);
    return s.propSelf + s.propChild;
}

double CallStacks::self(const Node &node) const
{
    return node.fraction * unitSelf(node.kind, node.id);
}

double CallStacks::total(const Node &node) const
{
    return node.fraction * unitTotal(node.kind, node.id);
}

std::string CallStacks::name(Kind kind, int id) const
{
    if (kind == Kind::Cycle)
        return "<cycle " + std::to_string(id) + " as a whole>";
    const ProfileSymbol &s = m_profile.symbol(id);
    const std::string &name = s.displayName.empty() ? s.name : s.displayName;
    return s.inlinedInto >= 0 ? name + " [inlined]" : name;
}

namespace {

template <class Less> void sortNodes(std::vector<CallStacks::Node> &nodes, Less busier)
{
    std::stable_sort(nodes.begin(), nodes.end(), busier);
}

// Neighbours of a node, one per unit: the arcs into one unit add up.
class MergedNodes
{
public:
    void add(CallStacks::Node node, double fraction, uint64_t calls)
    {
        auto [it, fresh] =
            m_index.try_emplace(std::make_pair(int(node.kind), node.id), m_out.size());
        if (fresh)
            m_out.push_back(node);
        CallStacks::Node &n = m_out[it->second];
        n.fraction += fraction;
        n.calls += calls;
    }
    std::vector<CallStacks::Node> take() { return std::move(m_out); }

private:
    std::vector<CallStacks::Node> m_out;
    std::map<std::pair<int, int>, size_t> m_index;
};

} // namespace

std::vector<CallStacks::Node> CallStacks::roots() const
{
    std::vector<Node> out;
    for (size_t i = 0; i < m_profile.symbols.size(); ++i) {
        const ProfileSymbol &s = m_profile.symbols[i];
        // A symbol that is not a function but holds samples and calls
        // nothing (etext's last bin) is a root of its own: the flat profile
        // counts its time too. One with calls of its own is left out, as
        // before: gprof does not propagate through it, so its children
        // would not fit under it.
        if (s.cycle || m_rootShare[i] <= 0 || s.inlinedInto >= 0 ||
            (!s.isFunction && !m_profile.childArcs[i].empty()))
            continue;
        if (unitTotal(Kind::Function, int(i)) <= 0 && m_profile.childArcs[i].empty())
            continue;
        out.push_back({Kind::Function, int(i), m_rootShare[i], 0});
    }
    for (size_t c = 0; c < m_profile.cycles.size(); ++c)
        if (m_cycleRootShare[c] > 0)
            out.push_back({Kind::Cycle, int(c + 1), m_cycleRootShare[c], 0});
    sortNodes(out, [this](const Node &a, const Node &b) { return total(a) > total(b); });
    return out;
}

std::vector<CallStacks::Node> CallStacks::children(const Node &node) const
{
    std::vector<Node> out;
    if (node.kind == Kind::Cycle) {
        for (int m : m_profile.cycles[size_t(node.id - 1)].members)
            out.push_back({Kind::Member, m, node.fraction, 0});
    } else {
        const int cycle = m_profile.symbol(node.id).cycle;
        MergedNodes merged;
        for (int a : m_profile.childArcs[size_t(node.id)]) {
            const ProfileArc &arc = m_profile.arcs[size_t(a)];
            if (arc.child == node.id)
                continue;
            const int childCycle = m_profile.symbol(arc.child).cycle;
            if (cycle && childCycle == cycle)
                continue;
            merged.add(childCycle ? Node{Kind::Cycle, childCycle, 0, 0}
                                  : Node{Kind::Function, arc.child, 0, 0},
                       node.fraction * arcShare(arc), arc.count);
        }
        out = merged.take();
        // Its inlined functions, on every path to it (their time is part of
        // its own, shared alike).
        if (!m_inlined.empty())
            for (int inlined : m_inlined[size_t(node.id)])
                out.push_back({Kind::Function, inlined, node.fraction, 0});
    }
    sortNodes(out, [this](const Node &a, const Node &b) { return total(a) > total(b); });
    return out;
}

std::vector<CallStacks::Node> CallStacks::bottomUpRoots() const
{
    std::vector<Node> out;
    for (size_t i = 0; i < m_profile.symbols.size(); ++i) {
        const ProfileSymbol &s = m_profile.symbols[i];
        if (s.propSelf > 0)
            out.push_back({s.cycle ? Kind::Member : Kind::Function, int(i), 1.0, 0});
    }
    sortNodes(out, [this](const Node &a, const Node &b) {
        return unitSelf(a.kind, a.id) > unitSelf(b.kind, b.id);
    });
    return out;
}

std::vector<CallStacks::Node> CallStacks::callers(const Node &node) const
{
    std::vector<Node> out;
    if (node.kind == Kind::Member) {
        out.push_back({Kind::Cycle, m_profile.symbol(node.id).cycle, node.fraction, 0});
        return out;
    }
    // An inlined function is called by nothing: its time is part of the
    // function it is inlined into, on that function's paths.
    if (node.kind == Kind::Function && m_profile.symbol(node.id).inlinedInto >= 0) {
        const int container = m_profile.symbol(node.id).inlinedInto;
        out.push_back({unitOf(container).kind, container, node.fraction, 0});
        return out;
    }
    std::vector<int> into;
    if (node.kind == Kind::Cycle) {
        for (int m : m_profile.cycles[size_t(node.id - 1)].members)
            into.push_back(m);
    } else {
        into.push_back(node.id);
    }
    MergedNodes merged;
    for (int callee : into) {
        const int cycle = m_profile.symbol(callee).cycle;
        for (int a : m_profile.parentArcs[size_t(callee)]) {
            const ProfileArc &arc = m_profile.arcs[size_t(a)];
            if (arc.parent == callee)
                continue;
            const int parentCycle = m_profile.symbol(arc.parent).cycle;
            if (cycle && parentCycle == cycle)
                continue;
            merged.add({parentCycle ? Kind::Member : Kind::Function, arc.parent, 0, 0},
                       node.fraction * arcShare(arc), arc.count);
        }
    }
    out = merged.take();
    sortNodes(out, [](const Node &a, const Node &b) { return a.fraction > b.fraction; });
    return out;
}

double CallStacks::topDownTotal() const
{
    double sum = 0;
    for (const Node &r : roots())
        sum += total(r);
    return sum;
}

double CallStacks::bottomUpTotal() const
{
    double sum = 0;
    for (const Node &r : bottomUpRoots())
        sum += unitSelf(r.kind, r.id);
    return sum;
}

namespace {

// A path waiting to become a frame: its node, how wide it is (samples) and
// what the frame above it is.
struct Pending
{
    CallStacks::Node node;
    double width = 0;
    int parent = -1;
    int depth = 0;
};

// Every path from ROOTS, depth first, busiest first: EXPAND(pending,
// frame) sets a kept frame's self time and gives the paths below it.
// Paths under MIN_TOTAL, and any past kMaxFrames, are left out and counted.
template <class Expand>
CallStacks::Flattened flatten(const std::vector<Pending> &roots, double minTotal, Expand expand)
{
    CallStacks::Flattened flat;
    std::vector<Pending> stack(roots.rbegin(), roots.rend());
    for (const Pending &r : roots)
        flat.total += r.width;
    while (!stack.empty()) {
        const Pending p = stack.back();
        stack.pop_back();
        if ((p.width < minTotal && p.width > 0) || flat.frames.size() >= kMaxFrames) {
            flat.leftOut += p.width;
            continue;
        }
        CallStacks::Frame f;
        f.kind = p.node.kind;
        f.id = p.node.id;
        f.parent = p.parent;
        f.depth = p.depth;
        f.total = p.width;
        f.calls = p.node.calls;
        const int index = int(flat.frames.size());
        std::vector<Pending> below = expand(p, f);
        flat.frames.push_back(f);
        for (auto it = below.rbegin(); it != below.rend(); ++it) {
            it->parent = index;
            it->depth = p.depth + 1;
            stack.push_back(*it);
        }
    }
    return flat;
}

} // namespace

CallStacks::Flattened CallStacks::topDown(double minTotal) const
{
    std::vector<Pending> roots;
    for (const Node &r : this->roots())
        roots.push_back({r, total(r)});
    return flatten(roots, minTotal, [this](const Pending &p, Frame &f) {
        // A cycle's self time is its members': they carry it below.
        f.self = p.node.kind == Kind::Cycle ? 0 : self(p.node);
        std::vector<Pending> below;
        for (const Node &n : children(p.node))
            below.push_back({n, total(n)});
        return below;
    });
}

CallStacks::Flattened CallStacks::bottomUp(double minTotal) const
{
    // A frame's width is the bottom function's self time its path carries.
    std::vector<Pending> roots;
    for (const Node &r : bottomUpRoots())
        roots.push_back({r, unitSelf(r.kind, r.id)});
    return flatten(roots, minTotal, [this](const Pending &p, Frame &f) {
        const double bottomSelf = p.node.fraction > 0 ? p.width / p.node.fraction : 0;
        std::vector<Pending> above;
        double carried = 0;
        for (const Node &n : callers(p.node)) {
            above.push_back({n, n.fraction * bottomSelf});
            carried += n.fraction * bottomSelf;
        }
        // What no known caller carries: time whose caller gprof never saw.
        f.self = std::max(0.0, p.width - carried);
        return above;
    });
}

CollapsedLeftOut writeCollapsed(std::ostream &out, const CallStacks &stacks,
                                const CallStacks::Flattened &flat, long rate)
{
    CollapsedLeftOut left;
    const double microsPerSample = 1e6 / double(rate > 0 ? rate : 1);
    std::vector<std::string> path;
    for (const CallStacks::Frame &f : flat.frames) {
        path.resize(size_t(f.depth));
        std::string name = stacks.name(f.kind, f.id);
        std::replace(name.begin(), name.end(), ';', ':');
        std::replace(name.begin(), name.end(), '\n', ' ');
        path.push_back(std::move(name));
        if (f.self <= 0)
            continue;
        const double micros = f.self * microsPerSample;
        const long long weight = std::llround(micros);
        if (weight < 1) {
            ++left.paths;
            left.micros += micros;
            continue;
        }
        std::string line;
        for (size_t i = 0; i < path.size(); ++i) {
            if (i)
                line += ';';
            line += path[i];
        }
        out << line << ' ' << weight << '\n';
    }
    return left;
}

} // namespace gmonview
