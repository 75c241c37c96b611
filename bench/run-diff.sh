#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Benchmark: `gmonview diff` of two sets of 100 SQLite runs each.
#
# Usage: bash bench/run-diff.sh [PATH/TO/gmonview]
#
# Uses the SQLite workload of run-sqlite.sh (running it once to fill
# bench/cache/sqlite/ if needed), makes 2 x 100 short runs of it into
# bench/cache/diff/, and times `gmonview diff workload BASE... -- workload
# NEW...` against `gprof -b workload` on the same 200 files (median of
# BENCH_REPEAT wall-clock runs each). Goal: diff under 0.5 s.
#
# Environment:
#   BENCH_REPEAT    timed repetitions per tool (default 5)
#   BENCH_RUNS      runs per side (default 100)
#   BENCH_SCALE     workload scale of each run (default 2)
#
# Exit status: 0 when diff worked (whatever the time), 1 when it failed,
# 2 on a setup error.

set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BENCH="$REPO/bench"
SQL_CACHE="$BENCH/cache/sqlite"
CACHE="$BENCH/cache/diff"
GMONVIEW=${1:-$REPO/build/src/app/gmonview}
REPEAT=${BENCH_REPEAT:-5}
RUNS=${BENCH_RUNS:-100}
SCALE=${BENCH_SCALE:-2}
GOAL=0.5

# shellcheck source=bench/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
need_cmd gprof binutils

case "$GMONVIEW" in
/*) ;;
*) GMONVIEW="$PWD/$GMONVIEW" ;;
esac
[ -x "$GMONVIEW" ] || fail "gmonview binary not found: $GMONVIEW"

if [ ! -x "$SQL_CACHE/workload" ]; then
    log "bench/cache/sqlite/ has no workload: running run-sqlite.sh once to build it"
    rc=0
    BENCH_SUM=0 BENCH_REPEAT=1 bash "$BENCH/run-sqlite.sh" "$GMONVIEW" >&2 || rc=$?
    [ "$rc" -ne 2 ] && [ -x "$SQL_CACHE/workload" ] || fail "run-sqlite.sh could not build the workload"
fi

mkdir -p "$CACHE"
cd "$CACHE"
ln -sf "$SQL_CACHE/workload" workload
KEY="$(cat "$SQL_CACHE/workload.key" 2>/dev/null)|$SCALE|$RUNS"
if [ "$(cat runs.key 2>/dev/null)" != "$KEY" ]; then
    log "making 2 x $RUNS runs of the workload at scale $SCALE"
    rm -rf base new runs.key
    mkdir base new
    for side in base new; do
        for ((i = 0; i < RUNS; i++)); do
            (cd "$side" && ../workload "$SCALE" >/dev/null && mv gmon.out "run$i.out")
        done
    done
    echo "$KEY" >runs.key
fi
base=(base/run*.out)
new=(new/run*.out)
all=("${base[@]}" "${new[@]}")

rc=0
"$GMONVIEW" diff workload "${base[@]}" -- workload "${new[@]}" >diff.txt 2>diff.err || rc=$?
[ "$rc" -eq 0 ] || { echo "gmonview diff failed (status $rc):"; head -n 5 diff.err; exit 1; }
significant=$(grep -c '  \* ' diff.txt || true)
echo "profile: SQLite workload, ${#base[@]} + ${#new[@]} runs at scale $SCALE;" \
    "$(grep -c '' diff.txt) lines of diff, $significant significant (same program: expect about 0)"

read -r g_med g_min < <(time_ns gprof -b workload "${all[@]}")
read -r v_med v_min < <(time_ns "$GMONVIEW" diff workload "${base[@]}" -- workload "${new[@]}")
read -r j_med j_min < <(time_ns "$GMONVIEW" diff --format json workload "${base[@]}" -- workload "${new[@]}")
echo
echo "timing: median of $REPEAT runs each (wall clock), goal diff < $GOAL s"
awk -v gm="$g_med" -v gb="$g_min" -v vm="$v_med" -v vb="$v_min" -v jm="$j_med" -v goal="$GOAL" 'BEGIN {
    printf "%-28s %8.3f s  (best %.3f)\n", "gprof -b, 200 files", gm / 1e9, gb / 1e9
    printf "%-28s %8.3f s  (best %.3f)%s\n", "gmonview diff, 100 -- 100", vm / 1e9, vb / 1e9,
           (vm / 1e9 < goal ? "" : "  above goal")
    printf "%-28s %8.3f s\n", "gmonview diff --format json", jm / 1e9
    printf "%-28s %8.2f\n", "ratio diff / gprof -b", vm / gm
}'
