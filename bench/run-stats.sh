#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Benchmark: `gmonview stats` over 1,000 runs of one program.
#
# Usage: bash bench/run-stats.sh [PATH/TO/gmonview]
#
# Builds tests/programs/many.c (140 functions calling each other) with -pg
# into bench/cache/stats/, makes BENCH_RUNS short runs of it (cached), and
# times `gmonview stats` (text and JSON) against `gprof -b` on the same
# files (median of BENCH_REPEAT wall-clock runs each). Goal: stats under
# 1 s; the ratio to gprof -b is printed. Then memory: the maximum resident
# set of `gmonview stats` over a quarter, half and all of the runs, beside
# that of their sum (`gmonview report -b`), which keeps no run: what stats
# adds grows with runs x functions with samples, and only with that.
#
# Environment:
#   BENCH_REPEAT    timed repetitions per tool (default 5)
#   BENCH_RUNS      runs (default 1000)
#   BENCH_ROUNDS    rounds of many.c per run (default 300: about 0.1 s,
#                   10 samples)
#
# Exit status: 0 when stats worked (whatever the time), 1 when it failed,
# 2 on a setup error.

set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CACHE="$REPO/bench/cache/stats"
GMONVIEW=${1:-$REPO/build/src/app/gmonview}
REPEAT=${BENCH_REPEAT:-5}
RUNS=${BENCH_RUNS:-1000}
ROUNDS=${BENCH_ROUNDS:-300}
GOAL=1

# shellcheck source=bench/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
need_cmd gprof binutils
need_cmd gcc gcc

case "$GMONVIEW" in
/*) ;;
*) GMONVIEW="$PWD/$GMONVIEW" ;;
esac
[ -x "$GMONVIEW" ] || fail "gmonview binary not found: $GMONVIEW"

mkdir -p "$CACHE"
cd "$CACHE"
KEY="$(sha256sum "$REPO/tests/programs/many.c" | cut -d' ' -f1)|$ROUNDS|$RUNS"
if [ "$(cat runs.key 2>/dev/null)" != "$KEY" ]; then
    log "building many.c and making $RUNS runs of $ROUNDS rounds"
    rm -rf runs runs.key program
    gcc -pg -g -O1 -o program "$REPO/tests/programs/many.c" || fail "gcc failed"
    mkdir runs
    for ((i = 0; i < RUNS; i++)); do
        (cd runs && ../program "$ROUNDS" >/dev/null && mv gmon.out "run$i.out")
    done
    echo "$KEY" >runs.key
fi
runs=(runs/run*.out)

rc=0
"$GMONVIEW" stats --format json program "${runs[@]}" >stats.json 2>stats.err || rc=$?
[ "$rc" -eq 0 ] || { echo "gmonview stats failed (status $rc):"; head -n 5 stats.err; exit 1; }
functions=$(grep -c '"name"' stats.json || true)
outliers=$(grep -o '"outlier_runs": \[[^]]' stats.json | wc -l || true)
echo "profile: many.c, ${#runs[@]} runs of $ROUNDS rounds; $functions functions with samples," \
    "$outliers with an outlier run"

read -r g_med g_min < <(time_ns gprof -b program "${runs[@]}")
read -r s_med s_min < <(time_ns "$GMONVIEW" stats program "${runs[@]}")
read -r j_med j_min < <(time_ns "$GMONVIEW" stats --format json program "${runs[@]}")
echo
echo "timing: median of $REPEAT runs each (wall clock), goal stats < $GOAL s"
awk -v gm="$g_med" -v gb="$g_min" -v sm="$s_med" -v sb="$s_min" -v jm="$j_med" -v n="${#runs[@]}" \
    -v goal="$GOAL" 'BEGIN {
    printf "%-30s %8.3f s  (best %.3f)\n", "gprof -b, " n " files", gm / 1e9, gb / 1e9
    printf "%-30s %8.3f s  (best %.3f)%s\n", "gmonview stats", sm / 1e9, sb / 1e9,
           (sm / 1e9 < goal ? "" : "  above goal")
    printf "%-30s %8.3f s\n", "gmonview stats --format json", jm / 1e9
    printf "%-30s %8.2f\n", "ratio stats / gprof -b", sm / gm
}'

# Memory: max RSS of stats as runs are added, beside the sum's.
rss() { /usr/bin/time -f '%M' -o rss.txt "$@" >/dev/null 2>&1 && tail -n 1 rss.txt; }
n=${#runs[@]}
echo
echo "memory: max resident set, kB"
sum_rss=$(rss "$GMONVIEW" report -b program "${runs[@]}")
printf "%-30s %8s kB\n" "report -b (the sum), $n runs" "$sum_rss"
first=""
for k in $((n / 4)) $((n / 2)) "$n"; do
    r=$(rss "$GMONVIEW" stats program "${runs[@]:0:k}")
    printf "%-30s %8s kB\n" "stats, $k runs" "$r"
    [ -n "$first" ] || { first=$r; first_k=$k; }
    last=$r
done
awk -v a="$first" -v b="$last" -v ka="$first_k" -v kb="$n" -v f="$functions" 'BEGIN {
    per = (b - a) * 1024 / (kb - ka)
    printf "%-30s %8.0f bytes a run (%.1f per function with samples)\n", "stats grows by", per,
           (f > 0 ? per / f : 0)
}'
