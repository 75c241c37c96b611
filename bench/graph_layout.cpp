// SPDX-License-Identifier: MIT
// Times the call graph layout (Graphviz dot, in process) on a real profile:
// the neighbourhood of the busiest function and the whole program at the
// default threshold, as the window lays them out (with the room of each
// call count, and a second run of dot when the first is a strip).
//   graph_layout EXE GMON... [--case TEXT]   (only the cases whose name has TEXT)
#include "model/engine/ProfileAnalysis.h"
#include "model/engine/ProfileSession.h"
#include "model/engine/RunSum.h"
#include "model/graph/CallGraph.h"
#include "model/graph/CallGraphLayout.h"

#include <QFontMetricsF>
#include <QGuiApplication>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>

using namespace gmonview;

namespace {

std::vector<GraphSize> sizesFor(const CallGraph &g)
{
    const QFontMetricsF fm(QFont{});
    std::vector<GraphSize> sizes;
    for (const auto &n : g.nodes)
        sizes.push_back({fm.horizontalAdvance(QString::fromStdString(elideName(n.name))) + 16,
                         2 * fm.lineSpacing() + 12});
    return sizes;
}

// The room of each edge's call count, as the window asks for it.
std::vector<GraphSize> labelSizesFor(const CallGraph &g)
{
    QFont font;
    font.setPointSizeF(8);
    const QFontMetricsF fm(font);
    std::vector<GraphSize> sizes;
    for (const auto &e : g.edges)
        sizes.push_back({fm.horizontalAdvance(QString::number(qulonglong(e.count))) + 4,
                         fm.height() + 4});
    return sizes;
}

double timeLayout(const CallGraph &g, int repeat, CallGraphLayout &last)
{
    const auto sizes = sizesFor(g);
    const auto labels = labelSizesFor(g);
    double best = 1e9;
    for (int i = 0; i < repeat; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        const CallGraphLayout r = layoutCallGraph(g, sizes, labels);
        const auto t1 = std::chrono::steady_clock::now();
        best = std::min(best, std::chrono::duration<double, std::milli>(t1 - t0).count());
        if (r.failed)
            std::fprintf(stderr, "layout failed: %s\n", r.error.c_str());
        last = r;
    }
    return best;
}

} // namespace

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    std::string only;
    if (argc >= 5 && std::strcmp(argv[argc - 2], "--case") == 0) {
        only = argv[argc - 1];
        argc -= 2;
    }
    if (argc < 3) {
        std::fprintf(stderr, "usage: graph_layout EXE GMON... [--case TEXT]\n");
        return 2;
    }
    auto exe = Executable::load(argv[1]);
    if (!exe) {
        std::fprintf(stderr, "%s\n", exe.error().message.c_str());
        return 1;
    }
    RunSum sum((*exe)->symbols, (*exe)->specs);
    for (int i = 2; i < argc; ++i) {
        auto f = readGmonFile(argv[i], (*exe)->target);
        if (!f || !sum.add(*f)) {
            std::fprintf(stderr, "cannot add %s\n", argv[i]);
            return 1;
        }
    }
    ProfileResult profile = analyzeProfile(sum);
    if (auto calls = findDirectCalls(*(*exe)->elf))
        profile.staticOnlyArcs = findStaticArcs(profile, *calls);
    // The busiest function: the most time with its callees, main excepted.
    int busiest = -1;
    double best = -1;
    for (size_t i = 0; i < profile.symbols.size(); ++i) {
        const auto &s = profile.symbols[i];
        if (s.name == "main")
            continue;
        if (s.propSelf + s.propChild > best) {
            best = s.propSelf + s.propChild;
            busiest = int(i);
        }
    }
    std::printf("%-44s %6s %6s %6s %10s  %s\n", "case", "nodes", "edges", "hidden", "layout ms",
                "ranks, runs of dot");
    auto report = [&](const char *name, const CallGraphOptions &o) {
        if (!only.empty() && !std::strstr(name, only.c_str()))
            return;
        const CallGraph g = buildCallGraph(profile, o);
        CallGraphLayout last;
        const double ms = timeLayout(g, 3, last);
        const CallGraphShapeGuess guess = guessCallGraphShape(g, sizesFor(g), labelSizesFor(g));
        std::printf("%-44s %6zu %6zu %6d %10.1f  %s, %d (%.1f:1; guessed %.1f:1 TB, %.1f:1 LR)%s\n",
                    name, g.nodes.size(), g.edges.size(), g.hiddenNodes, ms,
                    last.leftToRight ? "LR" : "TB", last.passes, last.aspect(), guess.topToBottom,
                    guess.leftToRight, last.limited ? "  (dot effort limited)" : "");
    };
    CallGraphOptions n;
    n.center = busiest;
    std::printf("busiest function: %s\n", profile.symbols[size_t(busiest)].displayName.c_str());
    report("neighbourhood (2 up, 3 down, 0.5%)", n);
    n.callerDepth = 4;
    n.calleeDepth = 6;
    n.threshold = 0.0005;
    report("neighbourhood (4 up, 6 down, 0.05%)", n);
    n.threshold = 0;
    n.nodeBudget = 100;
    report("neighbourhood, 100 nodes", n);
    CallGraphOptions w;
    w.scope = CallGraphOptions::Scope::WholeProgram;
    report("whole program (0.5%)", w);
    w.threshold = 0;
    report("whole program, budget 300", w);
    return 0;
}
