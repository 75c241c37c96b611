// SPDX-License-Identifier: MIT
// Times the source pane's instructions (DisassemblyView) opening on the
// hottest function of a real profile, as the window opens them: the
// program read with its DWARF, the pane shown, then the function set and
// painted. Prints the first opening (capstone loaded, the call sites
// sorted) and the best of five after (another function between); then the
// same for the function of the most code.
//   instruction_pane EXE GMON...
#include "model/engine/ProfilePipeline.h"
#include "model/engine/ProfileSession.h"
#include "model/engine/SourceProfile.h"
#include "model/items/InstructionModel.h"
#include "views/source/DisassemblyView.h"

#include <QApplication>

#include <chrono>
#include <cstdio>

using namespace gmonview;

namespace {

double openMs(DisassemblyView &view, int symbol, const std::function<QString(int)> &name)
{
    const auto t0 = std::chrono::steady_clock::now();
    view.setFunction(symbol, name);
    view.repaint();
    const auto t1 = std::chrono::steady_clock::now();
    return std::chrono::duration<double, std::milli>(t1 - t0).count();
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (argc < 3) {
        std::fprintf(stderr, "usage: instruction_pane EXE GMON...\n");
        return 2;
    }
    AnalysisRequest request;
    request.executablePath = argv[1];
    for (int i = 2; i < argc; ++i)
        request.runs.emplace_back(argv[i]);
    auto analysis = analyze(request);
    if (!analysis) {
        std::fprintf(stderr, "%s\n", analysis.error().message.c_str());
        return 1;
    }
    auto debugInfo = Executable::load(argv[1], lineProgramOptions());
    if (!debugInfo) {
        std::fprintf(stderr, "%s\n", debugInfo.error().message.c_str());
        return 1;
    }
    const ProfileResult &profile = *analysis->profile;
    int hottest = -1, other = -1, largest = -1;
    for (size_t i = 0; i < profile.symbols.size(); ++i) {
        const ProfileSymbol &s = profile.symbols[i];
        if (!s.isFunction)
            continue;
        if (largest < 0 || s.endAddress - s.address > profile.symbols[size_t(largest)].endAddress -
                                                          profile.symbols[size_t(largest)].address)
            largest = int(i);
        if (hottest < 0 || s.samples > profile.symbols[size_t(hottest)].samples) {
            other = hottest;
            hottest = int(i);
        } else if (other < 0) {
            other = int(i);
        }
    }
    if (hottest < 0 || other < 0) {
        std::fprintf(stderr, "no function with samples\n");
        return 1;
    }
    const auto name = [&profile](int s) {
        return QString::fromStdString(profile.symbol(s).displayName);
    };
    DisassemblyView view;
    view.resize(1000, 600);
    view.show();
    view.setProgram(std::make_shared<const Analysis>(std::move(*analysis)), *debugInfo);
    for (const auto &[what, symbol] : {std::pair{"hottest", hottest}, {"largest", largest}}) {
        const double first = openMs(view, symbol, name);
        double best = 1e9;
        for (int i = 0; i < 5; ++i) {
            openMs(view, other, name);
            best = std::min(best, openMs(view, symbol, name));
        }
        std::printf("instruction pane, %s, %s, %d instructions: first %.1f ms, again %.1f ms\n",
                    what, profile.symbol(symbol).displayName.c_str(), view.model()->rowCount(),
                    first, best);
    }
    return view.note().isEmpty() ? 0
                                 : (std::fprintf(stderr, "note: %s\n", qPrintable(view.note())), 0);
}
