// SPDX-License-Identifier: MIT
// Times the flame graph on a real profile, as the window makes it: the
// estimated stacks built (CallStacks, paths under 1e-5 of the time left
// out, as the view does) and the view drawn at 1200x700, top-down and
// bottom-up. Prints one line per mode: frames, then the best of REPEAT
// times in milliseconds for building and for building and drawing.
//   flame_graph EXE GMON... [--repeat N]
#include "model/engine/ProfileAnalysis.h"
#include "model/engine/ProfileSession.h"
#include "model/engine/RunSum.h"
#include "model/estimate/CallStacks.h"
#include "views/flame/FlameGraphView.h"

#include <QApplication>
#include <QPixmap>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <memory>

using namespace gmonview;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    int repeat = 5;
    std::vector<const char *> files;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--repeat") == 0 && i + 1 < argc)
            repeat = std::atoi(argv[++i]);
        else
            files.push_back(argv[i]);
    }
    if (files.size() < 2) {
        std::fprintf(stderr, "usage: flame_graph EXE GMON... [--repeat N]\n");
        return 2;
    }
    auto exe = Executable::load(files[0]);
    if (!exe) {
        std::fprintf(stderr, "%s\n", exe.error().message.c_str());
        return 1;
    }
    RunSum sum((*exe)->symbols, (*exe)->specs);
    for (size_t i = 1; i < files.size(); ++i) {
        auto f = readGmonFile(files[i], (*exe)->target);
        if (!f || !sum.add(*f)) {
            std::fprintf(stderr, "cannot add %s\n", files[i]);
            return 1;
        }
    }
    const auto profile = std::make_shared<const ProfileResult>(analyzeProfile(sum));
    using Clock = std::chrono::steady_clock;
    auto ms = [](Clock::time_point a, Clock::time_point b) {
        return std::chrono::duration<double, std::milli>(b - a).count();
    };
    for (const auto mode : {FlameGraphView::TopDown, FlameGraphView::BottomUp}) {
        double build = 1e9, whole = 1e9;
        size_t frames = 0;
        for (int r = 0; r < repeat; ++r) {
            const auto t0 = Clock::now();
            const CallStacks stacks(*profile);
            const double minTotal = 1e-5 * (mode == FlameGraphView::TopDown
                                                 ? stacks.topDownTotal()
                                                 : stacks.bottomUpTotal());
            const auto flat = mode == FlameGraphView::TopDown ? stacks.topDown(minTotal)
                                                              : stacks.bottomUp(minTotal);
            const auto t1 = Clock::now();
            build = std::min(build, ms(t0, t1));
            frames = flat.frames.size();

            const auto t2 = Clock::now();
            FlameGraphView view;
            view.resize(1200, 700);
            view.setMode(mode);
            view.setProfile(profile);
            const QPixmap picture = view.grab();
            const auto t3 = Clock::now();
            whole = std::min(whole, ms(t2, t3));
            // Drawn for real: laid out at the size asked, the frames placed.
            if (picture.isNull() || view.frameCount() == 0 || view.canvas()->width() < 1000 ||
                view.frameRect(0).width() <= 0) {
                std::fprintf(stderr, "the view was not laid out and drawn\n");
                return 1;
            }
        }
        std::printf("%-10s frames %8zu  build %8.1f ms  build+draw %8.1f ms\n",
                    mode == FlameGraphView::TopDown ? "top-down" : "bottom-up", frames, build,
                    whole);
    }
    return 0;
}
