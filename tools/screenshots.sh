#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Refreshes the screenshots in docs/ from the real window under Xvfb, on the
# example program tools/screenshots/compiler.c (a parser with a cycle), in
# the light palette and (screenshot-dark.png) a dark one.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${GMONVIEW_BUILD_DIR:-$here/build}"
cmake --build "$build" --target take_screenshots
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
gcc -pg -g -O0 -o "$work/compiler" "$here/tools/screenshots/compiler.c"
(cd "$work" && ./compiler > /dev/null)
shoot() { # OUTPUT_DIR
    XDG_CONFIG_HOME="$work/config" xvfb-run -a -s "-screen 0 1400x900x24" \
        "$build/tools/screenshots/take_screenshots" "$1" "$work/compiler" "$work/gmon.out" compile 1
}
shoot "$here/docs"
# The main window again on a dark desktop palette: docs/screenshot-dark.png.
mkdir -p "$work/dark"
GMONVIEW_DARK=1 shoot "$work/dark"
cp "$work/dark/screenshot-main.png" "$here/docs/screenshot-dark.png"
# Runs as a sample (docs/screenshot-runs.png): eight runs of
# tests/programs/runs.c, the fifth doing five times the work in spiky(), on
# the Runs x Functions tab.
gcc -pg -g -O1 -o "$work/runs" "$here/tests/programs/runs.c"
for i in 0 1 2 3 4 5 6 7; do
    (cd "$work" && ./runs 4 "$i" 30 > /dev/null && mv gmon.out "gmon.out.$((1000 + 37 * i))")
done
XDG_CONFIG_HOME="$work/config-runs" xvfb-run -a -s "-screen 0 1400x900x24" \
    "$build/src/app/gmonview" --screenshot "$here/docs/screenshot-runs.png" \
    --tab "Runs × Functions" "$work/runs" "$work"/gmon.out.1*
# The doctor (docs/screenshot-diagnostics.png): a run of runs.c read with
# recursion.c, whose code holds its addresses, on the Diagnostics tab.
gcc -pg -g -O0 -o "$work/recursion" "$here/tests/programs/recursion.c"
XDG_CONFIG_HOME="$work/config-doctor" xvfb-run -a -s "-screen 0 1280x800x24" \
    "$build/src/app/gmonview" --screenshot "$here/docs/screenshot-diagnostics.png" \
    --tab "Diagnostics" "$work/recursion" "$work/gmon.out.1000"
# The estimated views on the example program: the flame graph
# (docs/screenshot-flame.png) and the top-down tree
# (docs/screenshot-topdown.png); the treemap by class with the flat profile
# by group (docs/screenshot-treemap.png) on tools/screenshots/scene.cpp, a
# C++ program with namespaces and templates.
(cd "$work" && ./compiler > /dev/null && mv gmon.out gmon.compiler)
for tab in "Flame Graph:flame" "Top-Down:topdown"; do
    XDG_CONFIG_HOME="$work/config-${tab#*:}" xvfb-run -a -s "-screen 0 1400x900x24" \
        "$build/src/app/gmonview" --screenshot "$here/docs/screenshot-${tab#*:}.png" \
        --tab "${tab%%:*}" "$work/compiler" "$work/gmon.compiler"
done
g++ -pg -g -O0 -o "$work/scene" "$here/tools/screenshots/scene.cpp"
(cd "$work" && ./scene > /dev/null && mv gmon.out gmon.scene)
mkdir -p "$work/config-treemap/gmonview"
printf '[treemap]\ngroupBy=3\n' > "$work/config-treemap/gmonview/gmonview.conf"
XDG_CONFIG_HOME="$work/config-treemap" xvfb-run -a -s "-screen 0 1400x900x24" \
    "$build/src/app/gmonview" --screenshot "$here/docs/screenshot-treemap.png" \
    --tab "Treemap" "$work/scene" "$work/gmon.scene"
# The HTML report (docs/screenshot-html.png) of the example program, as
# headless Chromium draws it with the network cut.
"$build/src/app/gmonview" export --format html -o "$work/report.html" "$work/compiler" \
    "$work/gmon.compiler"
chromium --headless --no-sandbox --disable-gpu --proxy-server=127.0.0.1:9 \
    --host-resolver-rules="MAP * ~NOTFOUND" --window-size=1200,1400 \
    --screenshot="$here/docs/screenshot-html.png" "file://$work/report.html" 2> /dev/null
