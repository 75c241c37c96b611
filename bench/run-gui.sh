#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Benchmark: the GUI's loader, from start to a filled flat profile.
#
# Usage: bash bench/run-gui.sh [PATH/TO/gmonview]
#
# Two measurements, both with the real GUI run headless
# (QT_QPA_PLATFORM=offscreen) and its hidden flag --exit-after-load, which
# quits as soon as the flat profile is shown; times are whole-process wall
# times, memory is the process's maximum resident set size:
#
#   1. SQLite: `gmonview --exit-after-load workload gmon.out` on the profile
#      of bench/run-sqlite.sh (its cache in bench/cache/sqlite/ is created by
#      running that script once if missing), one run and the sum of three,
#      with `gprof -b` on the same files for comparison.  Goal: under 1 s.
#   2. Many runs: our own small program (bench/runs/program.c, built with
#      gcc -O2 -pg) run 1000 times with different arguments, each run leaving
#      its own gmon file; the GUI sums the first 10, 100 and 1000 of them.
#      Goals: 1000 runs in under 5 s (on 2 cores), and memory flat as runs are
#      added (max RSS at 1000 runs within 1.5x of that at 10 runs).  Also
#      times `gmonview report -b` and `gprof -b` on the 1000 runs.
#
# The program, its runs (bench/cache/runs/) and the SQLite files are cached
# (git-ignored) and keyed on their sources and the compiler.
#
# Environment:
#   BENCH_REPEAT    timed repetitions per case (default 5; median shown)
#   BENCH_RUNS      number of runs of the program (default 1000)
#   BENCH_CPUS      CPUs the many-runs case is pinned to with taskset when the
#                   machine has more (default 2; 0 = no pinning)
#   BENCH_SCALES    passed on to run-sqlite.sh (default "100 40 60")
#   CC              C compiler (default gcc)
#
# Exit status: 0 when everything ran (a goal not met is reported, not a
# failure), 1 when a measured command failed, 2 on a setup error.

set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BENCH="$REPO/bench"
SQL_CACHE="$BENCH/cache/sqlite"
RUNS_CACHE="$BENCH/cache/runs"

GMONVIEW=${1:-$REPO/build/src/app/gmonview}
REPEAT=${BENCH_REPEAT:-5}
NRUNS=${BENCH_RUNS:-1000}
NCPUS=${BENCH_CPUS:-2}
read -r -a SCALES <<<"${BENCH_SCALES:-100 40 60}"
CC=${CC:-gcc}
CFLAGS="-O2 -pg"
SQL_GOAL=1     # seconds, start to a filled flat profile (SQLite)
RUNS_GOAL=5    # seconds, summing all the runs in the GUI
RSS_FACTOR=1.5 # max RSS at all runs / at 10 runs

# shellcheck source=bench/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# ---------------------------------------------------------------- tools
need_cmd "$CC" gcc
need_cmd gprof binutils
need_cmd sha256sum coreutils
# GNU time, for the maximum resident set size (the shell keyword has none).
TIME=/usr/bin/time
[ -x "$TIME" ] || apt_install time
[ -x "$TIME" ] || fail "$TIME still missing after installing time"

[[ "$REPEAT" =~ ^[1-9][0-9]*$ ]] || fail "BENCH_REPEAT must be a positive integer"
if ! [[ "$NRUNS" =~ ^[1-9][0-9]*$ ]] || [ "$NRUNS" -lt 10 ]; then
    fail "BENCH_RUNS must be an integer >= 10"
fi
[[ "$NCPUS" =~ ^[0-9]+$ ]] || fail "BENCH_CPUS must be a number"
[ "${#SCALES[@]}" -eq 3 ] || fail "BENCH_SCALES must hold three numbers"

case "$GMONVIEW" in
/*) ;;
*) GMONVIEW="$PWD/$GMONVIEW" ;;
esac
[ -x "$GMONVIEW" ] || fail "gmonview binary not found: $GMONVIEW (build it with: cmake --build build)"

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# ---------------------------------------------------------------- measuring
# measure CMD...: runs CMD once untimed (warm caches), then REPEAT times,
# each under GNU time; prints
# "median-ns min-ns median-rss-kB max-rss-kB" and leaves the last run's
# stdout in $TMP/out.  A run exiting non-zero stops the script (status 1).
measure() {
    local t0 t1 k rc t_med t_min r_med r_max
    local -a ts=() rss=()
    for ((k = -1; k < REPEAT; k++)); do
        rc=0
        t0=$(date +%s%N)
        "$TIME" -f '%M' -o "$TMP/rss" "$@" >"$TMP/out" 2>"$TMP/err" || rc=$?
        t1=$(date +%s%N)
        if [ "$rc" -ne 0 ]; then
            printf '[bench] error: exit status %d from: %s\n' "$rc" "$*" >&2
            head -n 20 "$TMP/err" >&2
            exit 1
        fi
        [ "$k" -ge 0 ] || continue
        ts+=($((t1 - t0)))
        rss+=("$(tail -n 1 "$TMP/rss")")
    done
    # median and minimum of the times, median and maximum of the RSS
    median_min() { sort -n | awk '{v[NR] = $1} END {
        printf "%d %d %d\n", (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2, v[1], v[NR] }'; }
    read -r t_med t_min _ < <(printf '%s\n' "${ts[@]}" | median_min)
    read -r r_med _ r_max < <(printf '%s\n' "${rss[@]}" | median_min)
    echo "$t_med $t_min $r_med $r_max"
}

# The GUI, headless, quitting once the flat profile is shown.
GUI=(env QT_QPA_PLATFORM=offscreen "$GMONVIEW" --exit-after-load)

# rows_loaded: the flat-profile rows and in-app seconds from gmonview's line
# "loaded in 0.065 s: 679 rows in the flat profile" in $TMP/out.
rows_loaded() {
    sed -n 's/^loaded in \([0-9.]*\) s: \([0-9]*\) rows.*/\2 \1/p' "$TMP/out" | head -n 1
}

# ---------------------------------------------------------------- 1. SQLite
sqlite_files=(workload gmon.out)
for s in "${SCALES[@]}"; do sqlite_files+=("gmon.s$s.out"); done
missing=0
for f in "${sqlite_files[@]}"; do [ -s "$SQL_CACHE/$f" ] || missing=1; done
if [ "$missing" -eq 1 ]; then
    log "bench/cache/sqlite/ is incomplete: running run-sqlite.sh once to fill it"
    rc=0
    BENCH_SUM=0 BENCH_REPEAT=1 bash "$BENCH/run-sqlite.sh" "$GMONVIEW" >&2 || rc=$?
    [ "$rc" -ne 2 ] || fail "run-sqlite.sh could not prepare bench/cache/sqlite/"
    [ "$rc" -eq 0 ] || log "warning: run-sqlite.sh reports that gmonview and gprof differ (status $rc)"
    for f in "${sqlite_files[@]}"; do
        [ -s "$SQL_CACHE/$f" ] || fail "run-sqlite.sh left no bench/cache/sqlite/$f"
    done
fi

echo "machine: $(nproc) CPUs available, $(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -n 1)"
echo
echo "1. SQLite: start to a filled flat profile (goal < ${SQL_GOAL} s)"
echo "   whole-process wall time, median of $REPEAT (best); max RSS (median)"
printf '   %-16s %-18s %8s %8s %9s %6s %9s\n' "case" "tool" "s" "best s" "RSS MB" "rows" "in-app s"
cd "$SQL_CACHE"
SQL_NAMES=("1 run" "sum of 3 runs")
SQL_ARGS=("gmon.out" "${sqlite_files[*]:2}")
sql_status=()
for i in "${!SQL_NAMES[@]}"; do
    read -r -a files <<<"${SQL_ARGS[$i]}"
    read -r t_med t_min r_med _ < <(measure "${GUI[@]}" workload "${files[@]}")
    gui_med=$t_med
    read -r rows inapp < <(rows_loaded) || true
    [ -n "${rows:-}" ] || { log "error: no 'loaded in' line from gmonview --exit-after-load"; exit 1; }
    awk -v c="${SQL_NAMES[$i]}" -v t="$t_med" -v b="$t_min" -v r="$r_med" -v rows="$rows" \
        -v ia="$inapp" -v goal="$SQL_GOAL" 'BEGIN {
        printf "   %-16s %-18s %8.3f %8.3f %9.1f %6d %9.3f%s\n", c, "gmonview GUI", t / 1e9, b / 1e9,
               r / 1024, rows, ia, (t / 1e9 < goal ? "" : "  above goal")
    }'
    if awk -v t="$t_med" -v goal="$SQL_GOAL" 'BEGIN { exit !(t / 1e9 < goal) }'; then
        sql_status+=("met")
    else
        sql_status+=("NOT met")
    fi
    read -r t_med t_min r_med _ < <(measure gprof -b workload "${files[@]}")
    awk -v c="${SQL_NAMES[$i]}" -v t="$t_med" -v b="$t_min" -v r="$r_med" -v g="$gui_med" 'BEGIN {
        printf "   %-16s %-18s %8.3f %8.3f %9.1f\n", c, "gprof -b", t / 1e9, b / 1e9, r / 1024
        printf "   %-16s %-18s %8.2f  (GUI start to flat profile / gprof -b)\n", c, "ratio", g / t }'
done
cd "$REPO"

# ---------------------------------------------------------------- 2. runs
mkdir -p "$(dirname "$RUNS_CACHE")"
PROG_SRC="$BENCH/runs/program.c"
RUNS_KEY="$(sha256sum <"$PROG_SRC" | cut -d' ' -f1)|$("$CC" --version | head -n 1)|$CFLAGS|$NRUNS"
if [ ! -x "$RUNS_CACHE/program" ] || [ "$(cat "$RUNS_CACHE/runs.key" 2>/dev/null || true)" != "$RUNS_KEY" ] ||
    [ "$(find "$RUNS_CACHE" -maxdepth 1 -name 'run.*' | wc -l)" -ne "$NRUNS" ]; then
    log "building bench/runs/program.c with $CC $CFLAGS and running it $NRUNS times (about half a minute)"
    new="$RUNS_CACHE.tmp"
    rm -rf "$new" && mkdir "$new"
    # shellcheck disable=SC2086
    "$CC" $CFLAGS -Wall -o "$new/program" "$PROG_SRC"
    # Each run writes run.<pid>.  Should a pid come back (and a run overwrite
    # an earlier one), the loop just goes on until there are NRUNS files.
    declare -A seen=()
    have=0
    seed=0
    while [ "$have" -lt "$NRUNS" ]; do
        seed=$((seed + 1))
        GMON_OUT_PREFIX="$new/run" "$new/program" "$seed" >/dev/null &
        pid=$!
        wait "$pid" || fail "program $seed failed"
        [ -s "$new/run.$pid" ] || fail "program $seed left no $new/run.$pid"
        if [ -z "${seen[$pid]:-}" ]; then
            seen[$pid]=1
            have=$((have + 1))
        fi
    done
    echo "$RUNS_KEY" >"$new/runs.key"
    rm -rf "$RUNS_CACHE"
    mv "$new" "$RUNS_CACHE"
fi

cd "$RUNS_CACHE"
mapfile -t RUNS < <(find . -maxdepth 1 -name 'run.*' -printf '%f\n' | sort -t. -k2,2n)
[ "${#RUNS[@]}" -eq "$NRUNS" ] || fail "expected $NRUNS runs in bench/cache/runs/, found ${#RUNS[@]}"

# Pin to NCPUS CPUs (the goal is stated for 2 cores) when there are more.
PIN=()
if [ "$NCPUS" -gt 0 ] && [ "$(nproc)" -gt "$NCPUS" ] && command -v taskset >/dev/null 2>&1; then
    cpus=$(taskset -pc $$ | sed 's/.*: //' | tr ',' '\n' | awk -v want="$NCPUS" -F- '
        { for (c = $1; c <= ($2 == "" ? $1 : $2) && n < want; c++) l[n++] = c }
        END { s = l[0]; for (i = 1; i < n; i++) s = s "," l[i]; print s }')
    PIN=(taskset -c "$cpus")
fi
cores=$(nproc)
[ "${#PIN[@]}" -eq 0 ] || cores=$NCPUS

sizes=$(find . -maxdepth 1 -name 'run.*' -printf '%s\n' | sort -n | awk '{v[NR]=$1} END {print v[1], v[NR]}')
echo
echo "2. Summing runs of bench/runs/program.c in the GUI's loader (goal: $NRUNS runs < ${RUNS_GOAL} s"
echo "   on $cores cores${PIN[*]:+ (${PIN[*]})}, max RSS at $NRUNS runs <= ${RSS_FACTOR}x that at 10 runs)"
echo "   $NRUNS gmon files of ${sizes/ / to } bytes; wall time median of $REPEAT (best); max RSS (median)"
printf '   %6s %8s %8s %9s %6s %9s\n' "runs" "s" "best s" "RSS MB" "rows" "in-app s"
declare -A T RSS
for n in 10 100 "$NRUNS"; do
    [ -z "${T[$n]:-}" ] || continue
    read -r t_med t_min r_med _ < <(measure "${PIN[@]}" "${GUI[@]}" program "${RUNS[@]:0:n}")
    rows="" inapp=""
    read -r rows inapp < <(rows_loaded) || true
    [ -n "${rows:-}" ] || { log "error: no 'loaded in' line from gmonview --exit-after-load"; exit 1; }
    T[$n]=$t_med
    RSS[$n]=$r_med
    awk -v n="$n" -v t="$t_med" -v b="$t_min" -v r="$r_med" -v rows="$rows" -v ia="$inapp" 'BEGIN {
        printf "   %6d %8.3f %8.3f %9.1f %6d %9.3f\n", n, t / 1e9, b / 1e9, r / 1024, rows, ia }'
done

echo
echo "   other tools on the $NRUNS runs (same timing):"
printf '   %-26s %8s %8s %9s\n' "tool" "s" "best s" "RSS MB"
declare -A TOOL_T
for tool in "gmonview report -b" "gprof -b"; do
    if [ "$tool" = "gprof -b" ]; then cmd=(gprof -b); else cmd=("$GMONVIEW" report -b); fi
    read -r t_med t_min r_med _ < <(measure "${PIN[@]}" "${cmd[@]}" program "${RUNS[@]}")
    TOOL_T[$tool]=$t_med
    cp "$TMP/out" "$TMP/out.${tool%% *}"
    awk -v c="$tool" -v t="$t_med" -v b="$t_min" -v r="$r_med" 'BEGIN {
        printf "   %-26s %8.3f %8.3f %9.1f\n", c, t / 1e9, b / 1e9, r / 1024 }'
done
awk -v r="${TOOL_T[gmonview report -b]}" -v gui="${T[$NRUNS]}" -v g="${TOOL_T[gprof -b]}" 'BEGIN {
    printf "   ratio against gprof -b: report %.2f, GUI %.2f\n", r / g, gui / g }'
if cmp -s "$TMP/out.gprof" "$TMP/out.gmonview"; then
    echo "   (both reports identical, $(wc -l <"$TMP/out.gprof") lines)"
else
    echo "   (the reports DIFFER:)"
    diff -u --label gprof --label gmonview "$TMP/out.gprof" "$TMP/out.gmonview" | head -n 20 || true
fi

# ---------------------------------------------------------------- verdict
echo
printf 'goals: SQLite start to flat profile < %s s: 1 run %s, 3 runs %s\n' "$SQL_GOAL" "${sql_status[0]}" "${sql_status[1]}"
awk -v n="$NRUNS" -v t="${T[$NRUNS]}" -v goal="$RUNS_GOAL" -v r0="${RSS[10]}" -v r1="${RSS[$NRUNS]}" \
    -v f="$RSS_FACTOR" 'BEGIN {
    printf "       %d runs < %s s: %s (%.3f s)\n", n, goal, (t / 1e9 < goal ? "met" : "NOT met"), t / 1e9
    printf "       memory flat (RSS %d runs <= %sx RSS 10 runs): %s (%.1f MB vs %.1f MB, %.2fx)\n",
           n, f, (r1 <= f * r0 ? "met" : "NOT met"), r1 / 1024, r0 / 1024, r1 / r0
}'
exit 0
