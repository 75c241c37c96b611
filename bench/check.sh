#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/check.sh: the speed goals, each a ratio against gprof 2.40 on the
# same files in the same run, printed beside its goal. Run it before every
# stop that touches src/ and put its lines in the closing note.
#
#   bash bench/check.sh [path/to/build]      (default: build/)
#
# Builds gmonview, graph_layout and instruction_pane in the build folder, then measures (wall
# time of the command alone, median of BENCH_REPEAT runs after one untimed
# run; memory the median maximum resident set; both by bench/timeit.c):
#
#   - the SQLite profile of run-sqlite.sh (bench/cache/sqlite/, made by
#     running that script once when missing), also its flat profile with
#     the inlined functions (export --format csv --inline);
#   - the same SQLite built with -pg --coverage (sqlite3.c only, so one
#     .gcda) and run once: the time `gmonview lines` adds to read its
#     coverage (about a minute to build the first time);
#   - a generated program of BENCH_FUNCTIONS (20,000) functions in a call
#     tree with cycles (bench/generate-program.c, built with gcc -pg -g -O1,
#     about two minutes the first time) and two runs of it;
#   - BENCH_MANY (10,000) runs of bench/runs/program.c summed (made once,
#     two at a time, a few minutes the first time).
#
# The inputs are cached in bench/cache/check/ (git-ignored), keyed on their
# sources and the compiler. Every report compared is checked identical to
# gprof's first. Exit status: 0 when everything ran (goals not met are
# printed as such and counted on the last line), 1 when a command failed or
# a report differs from gprof's, 2 on a setup error.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/.." && pwd)"
# shellcheck source=lib.sh
source "$here/lib.sh"

BUILD="$(realpath "${1:-$repo/build}")"
REPEAT="${BENCH_REPEAT:-5}"
N="${BENCH_FUNCTIONS:-20000}"
MANY="${BENCH_MANY:-10000}"
[[ "$REPEAT" =~ ^[1-9][0-9]*$ ]] || fail "BENCH_REPEAT must be a positive integer"

need_cmd gprof binutils
need_cmd gcc gcc
need_cmd cmake cmake
[ -d "$BUILD" ] || fail "no build folder at $BUILD (configure it first: see the README)"
log "building gmonview, graph_layout and instruction_pane in $BUILD"
cmake --build "$BUILD" --target gmonview graph_layout instruction_pane > /dev/null ||
    fail "the build failed"
GMONVIEW="$BUILD/src/app/gmonview"
LAYOUT="$BUILD/bench/graph_layout"
PANE="$BUILD/bench/instruction_pane"

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
TIMEIT="$TMP/timeit"
gcc -O2 -o "$TIMEIT" "$here/timeit.c" || fail "bench/timeit.c does not build"

# ------------------------------------------------------------------ inputs
sql="$here/cache/sqlite"
for f in workload gmon.out gmon.s100.out gmon.s40.out gmon.s60.out; do
    if [ ! -s "$sql/$f" ]; then
        log "bench/cache/sqlite/ is incomplete: running run-sqlite.sh once to fill it"
        BENCH_SUM=0 BENCH_REPEAT=1 bash "$here/run-sqlite.sh" "$GMONVIEW" >&2 ||
            fail "run-sqlite.sh could not prepare bench/cache/sqlite/"
        break
    fi
done

key() { cat "$@" | sha256sum | cut -c1-12; } # of the contents, wherever the checkout is
big="$here/cache/check/n$N-$(gcc -dumpfullversion)-$(key "$here/generate-program.c")"
if [ ! -s "$big/gmon.2" ]; then
    log "generating and building a program of $N functions (about two minutes)"
    rm -rf "$big" && mkdir -p "$big.tmp"
    gcc -O2 -o "$big.tmp/generate" "$here/generate-program.c"
    "$big.tmp/generate" "$N" > "$big.tmp/big.c"
    gcc -pg -g -O1 -o "$big.tmp/big" "$big.tmp/big.c"
    (cd "$big.tmp" && ./big 1000 > /dev/null && mv gmon.out gmon.1 &&
        ./big 700 > /dev/null && mv gmon.out gmon.2)
    mv "$big.tmp" "$big"
fi

# SQLite with -pg --coverage (issue 29): built where it stays, since the
# program writes its .gcda beside the object it was compiled to; "done"
# marks a complete build and run. Only sqlite3.c has --coverage, so the run
# leaves one .gcda, sqlite3.gcda; the workload is as run-sqlite.sh builds it.
sqlcov="$here/cache/check/sqlite-cov-$(gcc -dumpfullversion)-$(key "$sql/src/sqlite3.c" "$here/sqlite/workload.c")"
if [ ! -e "$sqlcov/done" ]; then
    log "building SQLite with -pg --coverage and running it once (about a minute)"
    rm -rf "$sqlcov" && mkdir -p "$sqlcov/empty"
    (cd "$sqlcov" &&
        gcc -O2 -g -pg --coverage -DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_LOAD_EXTENSION \
            -c "$sql/src/sqlite3.c" -o sqlite3.o &&
        gcc -O2 -g -pg -DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_LOAD_EXTENSION -I"$sql/src" \
            -c "$here/sqlite/workload.c" -o workload.o &&
        gcc -pg --coverage -o workload workload.o sqlite3.o -lm &&
        ./workload 100 > /dev/null && [ -s gmon.out ] && [ -s sqlite3.gcda ]) ||
        fail "SQLite with -pg --coverage did not build or run (in $sqlcov)"
    touch "$sqlcov/done"
fi

many="$here/cache/check/many$MANY-$(gcc -dumpfullversion)-$(key "$here/runs/program.c")"
if [ "$(find "$many" -maxdepth 1 -name 'run.*' 2> /dev/null | wc -l)" -ne "$MANY" ]; then
    log "running bench/runs/program.c $MANY times (a few minutes, two at a time)"
    rm -rf "$many" "$many.tmp" && mkdir -p "$many.tmp"
    gcc -O2 -pg -o "$many.tmp/program" "$here/runs/program.c"
    # Each run in a folder of its own (gmon.out), then renamed by its seed.
    seq "$MANY" | xargs -P 2 -I{} sh -c \
        'mkdir -p "$1/r$2" && cd "$1/r$2" && ../program "$2" > /dev/null &&
         mv gmon.out "../run.$2" && cd .. && rmdir "r$2"' _ "$many.tmp" {}
    mv "$many.tmp" "$many"
fi

# ------------------------------------------------------------------ measuring
# measure CMD...: one untimed run, then REPEAT timed ones; prints "seconds
# rss-kB" (medians). Stops the script when CMD fails. timeit (bench/timeit.c)
# times the command alone: timed from bash, the 10,000 run names cost bash
# 30 ms to expand on each side of the ratio.
measure() {
    local k s r
    local -a ts=() rss=()
    for ((k = -1; k < REPEAT; k++)); do
        "$TIMEIT" "$TMP/out" "$TMP/err" "$@" > "$TMP/time" ||
            { log "failed: $*"; head -n 5 "$TMP/err" >&2; exit 1; }
        [ "$k" -ge 0 ] || continue
        read -r s r < "$TMP/time"
        ts+=("$s")
        rss+=("$r")
    done
    local t
    t=$(printf '%s\n' "${ts[@]}" | sort -g | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}')
    r=$(printf '%s\n' "${rss[@]}" | sort -n | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}')
    echo "$t $r"
}

unmet=0
printf '%-44s %9s %9s %7s %8s  %s\n' "check" "gmonview" "gprof" "ratio" "goal" "verdict"
# row NAME OURS THEIRS GOAL UNIT: a line of the table.
row() {
    local verdict
    verdict=$(awk -v o="$2" -v t="$3" -v g="$4" 'BEGIN { print (o / t <= g) ? "met" : "NOT met" }')
    [ "$verdict" = met ] || unmet=$((unmet + 1))
    awk -v n="$1" -v o="$2" -v t="$3" -v g="$4" -v u="$5" -v v="$verdict" 'BEGIN {
        printf "%-44s %8.3f%s %8.3f%s %7.3f %8s  %s\n", n, o, u, t, u, o / t, "<= " g, v }'
}
mb() { awk -v k="$1" 'BEGIN { print k / 1024 }'; }
# same OURS-ARGS -- GPROF-ARGS: fails the script unless both print the same.
same() {
    local -a ours=() theirs=()
    while [ "$1" != -- ]; do ours+=("$1"); shift; done
    shift
    theirs=("$@")
    "$GMONVIEW" report "${ours[@]}" > "$TMP/ours" 2> /dev/null
    gprof "${theirs[@]}" > "$TMP/theirs" 2> /dev/null
    cmp -s "$TMP/ours" "$TMP/theirs" || fail "gmonview report ${ours[*]} differs from gprof's"
}

cd "$sql"
same -b workload gmon.out -- -b workload gmon.out
read -r g_sql g_sql_rss < <(measure gprof -b workload gmon.out)
read -r o_sql o_sql_rss < <(measure "$GMONVIEW" report -b workload gmon.out)
row "report -b, SQLite" "$o_sql" "$g_sql" 0.25 " s"
row "report -b, SQLite: peak memory (MB)" "$(mb "$o_sql_rss")" "$(mb "$g_sql_rss")" 1.2 "  "
# The inline-aware flat profile (issue 28): the flat profile with the
# functions inlined into others as rows, which reads the DWARF's function
# entries and splits each function's bins among its inlined code.
read -r o_inl _ < <(measure "$GMONVIEW" export --format csv --inline workload gmon.out)
row "inline-aware flat profile (csv --inline), SQLite" "$o_inl" "$g_sql" 0.5 " s"
if [ "${BENCH_SLOW:-1}" != 0 ]; then
    # gprof -l takes about a minute on SQLite: timed once.
    same -b -l -p workload gmon.out -- -b -l -p workload gmon.out
    read -r g_l _ < <(REPEAT=1 measure gprof -b -l -p workload gmon.out)
    read -r o_l _ < <(measure "$GMONVIEW" report -b -l -p workload gmon.out)
    row "report -b -l -p, SQLite (gprof timed once)" "$o_l" "$g_l" 0.02 " s"
fi

# Coverage (issue 29): what reading SQLite's one .gcda (gcov --json-format
# on it, the counts put on the lines, mcount's and gcov's calls compared)
# adds to `gmonview lines`, which reads the profile and its lines either
# way, against the goal of 1 s; `lines` with an empty --coverage-dir (the
# samples alone) is printed above it without a goal.
cd "$sqlcov"
read -r o_plain _ < <(measure "$GMONVIEW" lines --coverage-dir empty workload gmon.out)
grep -q 'no coverage data' "$TMP/err" || fail "lines --coverage-dir empty read coverage data"
read -r o_cov _ < <(measure "$GMONVIEW" lines --coverage-dir . workload gmon.out)
grep -q 'executions from 1 run(s)' "$TMP/err" ||
    fail "lines read no executions from SQLite's .gcda: $(head -c 300 "$TMP/err")"
added=$(awk -v c="$o_cov" -v p="$o_plain" 'BEGIN { print c - p }')
verdict=$(awk -v a="$added" 'BEGIN { print (a <= 1.0) ? "met" : "NOT met" }')
[ "$verdict" = met ] || unmet=$((unmet + 1))
printf '%-44s %8.3f s %9s %7s %8s  %s\n' "lines, SQLite, samples only" "$o_plain" "" "" "" "(no goal)"
printf '%-44s %8.3f s %9s %7s %8s  %s\n' "lines, SQLite: time its coverage adds" "$added" "" "" \
    "<= 1.0 s" "$verdict"

cd "$big"
same -b big gmon.1 gmon.2 -- -b big gmon.1 gmon.2
read -r g_big g_big_rss < <(measure gprof -b big gmon.1 gmon.2)
read -r o_big o_big_rss < <(measure "$GMONVIEW" report -b big gmon.1 gmon.2)
row "report -b, $N functions" "$o_big" "$g_big" 0.35 " s"
row "report -b, $N functions: peak memory (MB)" "$(mb "$o_big_rss")" "$(mb "$g_big_rss")" 1.2 "  "
same -b -l -p big gmon.1 gmon.2 -- -b -l -p big gmon.1 gmon.2
read -r g_l _ < <(measure gprof -b -l -p big gmon.1 gmon.2)
read -r o_l _ < <(measure "$GMONVIEW" report -b -l -p big gmon.1 gmon.2)
row "report -b -l -p, $N functions" "$o_l" "$g_l" 0.2 " s"
# A first start: a settings folder of its own, empty (one that was used can
# open the lower pane on the call graph, laid out during the load).
mkdir -p "$TMP/settings"
read -r o_gui _ < <(measure env QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME="$TMP/settings" \
    "$GMONVIEW" --exit-after-load big gmon.1 gmon.2)
grep -q '^loaded in' "$TMP/out" || fail "no 'loaded in' line from gmonview --exit-after-load"
row "window, start to profile and exit, $N" "$o_gui" "$g_big" 0.5 " s"
# Every other command against gprof -b on the same runs.
read -r o _ < <(measure "$GMONVIEW" diff big gmon.1 -- big gmon.2)
row "diff, $N functions" "$o" "$g_big" 1.0 " s"
read -r o _ < <(measure "$GMONVIEW" stats big gmon.1 gmon.2)
row "stats, $N functions" "$o" "$g_big" 1.0 " s"
read -r o _ < <(measure "$GMONVIEW" doctor big gmon.1 gmon.2)
row "doctor, $N functions" "$o" "$g_big" 1.0 " s"
for format in callgrind pprof speedscope collapsed json csv dot html; do
    read -r o _ < <(measure "$GMONVIEW" export --format "$format" -o "$TMP/export" big gmon.1 gmon.2)
    row "export --format $format, $N functions" "$o" "$g_big" 1.0 " s"
done

cd "$many"
mapfile -t runs < <(find . -maxdepth 1 -name 'run.*' -printf '%f\n' | sort -t. -k2,2n)
same -b program "${runs[@]}" -- -b program "${runs[@]}"
read -r g_many _ < <(measure gprof -b program "${runs[@]}")
read -r o_many _ < <(measure "$GMONVIEW" report -b program "${runs[@]}")
row "report -b, $MANY runs summed" "$o_many" "$g_many" 0.3 " s"

# The call graph layout has no gprof to compare with: its time in ms
# against the goal of 15 ms, best of three (graph_layout, laid out as the
# window does: with the room of each call count).
cd "$sql"
ms=$(QT_QPA_PLATFORM=offscreen "$LAYOUT" workload gmon.out --case "100 nodes" |
    sed -n 's/^neighbourhood, 100 nodes *[0-9]* *[0-9]* *[0-9]* *\([0-9.]*\).*/\1/p')
[ -n "$ms" ] || fail "graph_layout printed no time for the 100-node neighbourhood"
verdict=$(awk -v ms="$ms" 'BEGIN { print (ms <= 15) ? "met" : "NOT met" }')
[ "$verdict" = met ] || unmet=$((unmet + 1))
printf '%-44s %7.1fms %9s %7s %8s  %s\n' "graph layout, 100-node neighbourhood, SQLite" "$ms" "" "" \
    "<= 15ms" "$verdict"

# The source pane's instructions opened on SQLite's hottest function (the
# first opening, with capstone loaded then), against the goal of 50 ms; the
# function of the most code is printed beside it, without a goal.
QT_QPA_PLATFORM=offscreen "$PANE" workload gmon.out > "$TMP/pane" 2> /dev/null ||
    fail "instruction_pane failed on the SQLite profile"
for which in hottest largest; do
    ms=$(sed -n "s/^instruction pane, $which, .*: first \([0-9.]*\) ms.*/\1/p" "$TMP/pane")
    [ -n "$ms" ] || fail "instruction_pane printed no time for the $which function"
    if [ "$which" = hottest ]; then
        verdict=$(awk -v ms="$ms" 'BEGIN { print (ms <= 50) ? "met" : "NOT met" }')
        [ "$verdict" = met ] || unmet=$((unmet + 1))
        printf '%-44s %7.1fms %9s %7s %8s  %s\n' "instruction pane, SQLite's hottest function" \
            "$ms" "" "" "<= 50ms" "$verdict"
    else
        printf '%-44s %7.1fms %9s %7s %8s  %s\n' "instruction pane, SQLite's largest function" \
            "$ms" "" "" "" "(no goal)"
    fi
done

echo "commit $(git -C "$repo" rev-parse --short HEAD)$(git -C "$repo" diff --quiet || echo ' (changed)'), $(nproc) CPUs, $(date -u +%Y-%m-%d)"
echo "goals not met: $unmet"
