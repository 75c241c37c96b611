#!/usr/bin/env bash
# Refreshes the screenshots in docs/ from the real window under Xvfb, on the
# example program tools/screenshots/compiler.c (a parser with a cycle).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${GMONVIEW_BUILD_DIR:-$here/build}"
cmake --build "$build" --target take_screenshots
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
gcc -pg -g -O0 -o "$work/compiler" "$here/tools/screenshots/compiler.c"
(cd "$work" && ./compiler > /dev/null)
XDG_CONFIG_HOME="$work/config" xvfb-run -a -s "-screen 0 1400x900x24" \
    "$build/tools/screenshots/take_screenshots" "$here/docs" "$work/compiler" "$work/gmon.out" compile 1
