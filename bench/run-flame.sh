#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench-flame: the flame graph built and drawn, on the SQLite profile of
# run-sqlite.sh and on the 20,000-function program of run-exit.sh (each
# script is run first if its cache is missing), beside gprof -b on the same
# files. Goals: SQLite under 200 ms, 20,000 functions under 1 s.
#
#   bash bench/run-flame.sh [path/to/gmonview [path/to/flame_graph]]
#
# flame_graph (bench/flame_graph.cpp) prints, per mode, the frames and the
# best of BENCH_REPEAT (default 5) times for building the stacks and for
# building and drawing the view at 1200x700 offscreen; the ratio is
# build+draw over the median of gprof -b's wall time.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib.sh
source "$here/lib.sh"
GMONVIEW="$(realpath "${1:-$here/../build/src/app/gmonview}")"
FLAME="$(realpath "${2:-$here/../build/bench/flame_graph}")"
[ -x "$FLAME" ] || fail "no flame_graph at $FLAME (cmake --build build --target flame_graph)"
REPEAT="${BENCH_REPEAT:-5}"
need_cmd gprof binutils

sqlite="$here/cache/sqlite"
[ -f "$sqlite/gmon.out" ] || bash "$here/run-sqlite.sh" "$GMONVIEW" >&2
big="$(ls -d "$here"/cache/exit/n20000-* 2>/dev/null | head -n1 || true)"
if [ -z "$big" ] || [ ! -f "$big/gmon.out" ]; then
    bash "$here/run-exit.sh" "$GMONVIEW" >&2
    big="$(ls -d "$here"/cache/exit/n20000-* | head -n1)"
fi

printf '| case | mode | frames | build ms | build+draw ms | gprof -b ms | ratio | goal |\n'
printf '| --- | --- | --- | --- | --- | --- | --- | --- |\n'
run_case() { # NAME GOAL_MS DIR EXE GMON
    local name=$1 goal=$2 dir=$3 exe=$4 gmon=$5
    local gprof_ms
    gprof_ms=$(echo "$(cd "$dir" && median_seconds gprof -b "$exe" "$gmon") * 1000" | bc -l)
    (cd "$dir" && QT_QPA_PLATFORM=offscreen "$FLAME" "$exe" "$gmon" --repeat "$REPEAT") |
        while read -r mode _ frames _ build _ _ whole _; do
            local met="met"
            [ "$(echo "$whole < $goal" | bc -l)" -eq 1 ] || met="NOT met"
            printf '| %s | %s | %s | %.1f | %.1f | %.1f | %.2f | < %s ms: %s |\n' \
                "$name" "$mode" "$frames" "$build" "$whole" "$gprof_ms" \
                "$(echo "$whole / $gprof_ms" | bc -l)" "$goal" "$met"
        done
}
run_case "SQLite" 200 "$sqlite" workload gmon.out
run_case "20,000 functions" 1000 "$big" big gmon.out
