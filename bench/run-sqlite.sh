#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Benchmark: gmonview report vs GNU gprof on a real-world profile (SQLite).
#
# Usage: bash bench/run-sqlite.sh [PATH/TO/gmonview]
#
# Fetches the SQLite amalgamation shipped in the npm package better-sqlite3,
# builds it with our workload (bench/sqlite/workload.c) using -pg, runs the
# workload three times to get gmon files, checks that `gmonview report -b`
# prints exactly what `gprof -b` prints, then times both.
#
# Everything fetched or produced is kept in bench/cache/sqlite/ (git-ignored),
# so a second run only does the timing.
#
# Environment:
#   BENCH_REPEAT    timed repetitions per tool and case (default 5; median shown)
#   BSQL_VERSION    better-sqlite3 version to fetch (default pinned below)
#   BENCH_SCALES    workload scales of the three runs, first one is the
#                   single-run case (default "100 40 60")
#   CC              C compiler (default gcc)
#
# Exit status: 0 when the outputs match (whatever the speed ratio), 1 on a
# mismatch, 2 on a setup error.

set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BENCH="$REPO/bench"
CACHE="$BENCH/cache/sqlite"

GMONVIEW=${1:-$REPO/build/src/app/gmonview}
REPEAT=${BENCH_REPEAT:-5}
BSQL_VERSION=${BSQL_VERSION:-12.11.1} # tests/model/report/tst_sqliteparity.cpp pins the same
read -r -a SCALES <<<"${BENCH_SCALES:-100 40 60}"
CC=${CC:-gcc}
CFLAGS="-O2 -g -pg"
DEFS="-DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_LOAD_EXTENSION"
GOAL=0.5

# shellcheck source=bench/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# ---------------------------------------------------------------- tools
need_cmd "$CC" gcc
need_cmd gprof binutils
need_cmd npm nodejs npm
need_cmd sha256sum coreutils

[ "${#SCALES[@]}" -eq 3 ] || fail "BENCH_SCALES must hold three numbers"
[[ "$REPEAT" =~ ^[1-9][0-9]*$ ]] || fail "BENCH_REPEAT must be a positive integer"

case "$GMONVIEW" in
/*) ;;
*) GMONVIEW="$PWD/$GMONVIEW" ;;
esac
[ -x "$GMONVIEW" ] || fail "gmonview binary not found: $GMONVIEW (build it with: cmake --build build)"

mkdir -p "$CACHE"
cd "$CACHE"

# key FILE: prints the cache key stored beside FILE (empty if none)
stored_key() { cat "$1.key" 2>/dev/null || true; }

# ---------------------------------------------------------------- 1. fetch
TGZ="better-sqlite3-$BSQL_VERSION.tgz"
if [ ! -s "$TGZ" ]; then
    log "fetching better-sqlite3@$BSQL_VERSION from the npm registry"
    rm -rf npm-tmp && mkdir npm-tmp
    (cd npm-tmp && npm pack "better-sqlite3@$BSQL_VERSION" --silent >/dev/null) ||
        fail "npm pack better-sqlite3@$BSQL_VERSION failed"
    [ -s "npm-tmp/$TGZ" ] || fail "npm pack did not produce $TGZ"
    mv "npm-tmp/$TGZ" "$TGZ"
    rm -rf npm-tmp
fi

# ---------------------------------------------------------------- 2. extract
SRC_KEY="$TGZ"
if [ ! -s src/sqlite3.c ] || [ ! -s src/sqlite3.h ] || [ "$(stored_key src/sqlite3.c)" != "$SRC_KEY" ]; then
    log "extracting the SQLite amalgamation from $TGZ"
    rm -rf src src-tmp && mkdir src-tmp
    tar -xzf "$TGZ" -C src-tmp
    amalg=$(find src-tmp -path '*deps/sqlite3/sqlite3.c' -print -quit)
    if [ -z "$amalg" ]; then
        # Older releases ship the amalgamation as a tarball inside deps/.
        inner=$(find src-tmp/package/deps -maxdepth 2 -name '*.tar*' -print -quit || true)
        [ -n "$inner" ] || fail "no sqlite3.c nor inner tarball in $TGZ"
        mkdir src-tmp/inner
        tar -xf "$inner" -C src-tmp/inner
        amalg=$(find src-tmp/inner -name sqlite3.c -print -quit)
        [ -n "$amalg" ] || fail "no sqlite3.c in $inner"
    fi
    mkdir src-new
    cp "$amalg" "$(dirname "$amalg")/sqlite3.h" src-new/
    rm -rf src-tmp
    mv src-new src
    echo "$SRC_KEY" >src/sqlite3.c.key
fi
SQLITE_VERSION=$(sed -n 's/^#define SQLITE_VERSION *"\(.*\)"/\1/p' src/sqlite3.h)

# ---------------------------------------------------------------- 3. build
CC_VERSION=$("$CC" --version | head -n 1)
OBJ_KEY="$SRC_KEY|$CC_VERSION|$CFLAGS|$DEFS"
if [ ! -s sqlite3.o ] || [ "$(stored_key sqlite3.o)" != "$OBJ_KEY" ]; then
    log "compiling sqlite3.c ($SQLITE_VERSION) with $CFLAGS (about a minute)"
    # shellcheck disable=SC2086
    "$CC" $CFLAGS $DEFS -c src/sqlite3.c -o sqlite3.o.tmp
    mv sqlite3.o.tmp sqlite3.o
    echo "$OBJ_KEY" >sqlite3.o.key
fi

WL_SRC="$BENCH/sqlite/workload.c"
EXE_KEY="$OBJ_KEY|$(sha256sum <"$WL_SRC" | cut -d' ' -f1)"
if [ ! -x workload ] || [ "$(stored_key workload)" != "$EXE_KEY" ]; then
    log "building the workload"
    # shellcheck disable=SC2086
    "$CC" $CFLAGS $DEFS -Wall -Isrc -c "$WL_SRC" -o workload.o
    # shellcheck disable=SC2086
    "$CC" $CFLAGS -o workload.tmp workload.o sqlite3.o -lm
    mv workload.tmp workload
    echo "$EXE_KEY" >workload.key
fi

# ---------------------------------------------------------------- 4. profile
# gmon.out: the single-run case; gmon.sN.out: one run each at scale N.
GMON_RUNS=()
for s in "${SCALES[@]}"; do GMON_RUNS+=("gmon.s$s.out"); done
for i in "${!SCALES[@]}"; do
    s=${SCALES[$i]}
    f=${GMON_RUNS[$i]}
    if [ ! -s "$f" ] || [ "$(stored_key "$f")" != "$EXE_KEY|$s" ]; then
        log "running the workload at scale $s (a few seconds)"
        rm -f gmon.out
        ./workload "$s" >/dev/null
        [ -s gmon.out ] || fail "the workload left no gmon.out"
        mv gmon.out "$f"
        echo "$EXE_KEY|$s" >"$f.key"
    fi
done
cp "${GMON_RUNS[0]}" gmon.out

# ---------------------------------------------------------------- 5. check
CASE_NAMES=("-b, 1 run" "-b, sum of 3 runs")
CASE_ARGS=("gmon.out" "${GMON_RUNS[*]}")

status=0
for i in "${!CASE_NAMES[@]}"; do
    read -r -a files <<<"${CASE_ARGS[$i]}"
    gprof -b workload "${files[@]}" >expected.txt 2>expected.err || fail "gprof failed: $(cat expected.err)"
    rc=0
    "$GMONVIEW" report -b workload "${files[@]}" >actual.txt 2>actual.err || rc=$?
    if [ "$rc" -eq 0 ] && cmp -s expected.txt actual.txt; then
        printf 'OK        %-20s (%d lines)\n' "${CASE_NAMES[$i]}" "$(wc -l <expected.txt)"
    else
        printf 'MISMATCH  %-20s (gmonview exit %d)\n' "${CASE_NAMES[$i]}" "$rc"
        head -n 5 actual.err
        diff -u --label gprof --label gmonview expected.txt actual.txt | head -n 40 || true
        status=1
    fi
done
[ "$status" -eq 0 ] || { echo "outputs differ: no timing done"; exit 1; }

# Profile size: functions listed in the flat profile, and call-graph arcs
# (child lines of each call-graph entry, cycle-as-a-whole entries left out).
funcs=$(gprof -b -p workload gmon.out | awk '/^ +%/ {h = 1; getline; next} h && NF {n++} END {print n + 0}')
arcs=$(gprof -b -q workload gmon.out | awk '
    /^-----/ {after = 0; whole = 0; next}
    /^\[[0-9]+\]/ {after = 1; whole = /as a whole/; next}
    after && !whole && NF {n++}
    END {print n + 0}')
echo "profile: SQLite $SQLITE_VERSION; $funcs functions in the flat profile, $arcs call-graph arcs;"
echo "         gmon.out $(stat -c %s gmon.out) bytes, workload binary $(stat -c %s workload) bytes"

# ---------------------------------------------------------------- 6. time
echo
echo "timing: median of $REPEAT runs each (wall clock), goal gmonview/gprof <= $GOAL"
printf '%-20s %10s %10s %8s   %s\n' "case" "gprof s" "gmonview s" "ratio" "(best: gprof / gmonview)"
for i in "${!CASE_NAMES[@]}"; do
    read -r -a files <<<"${CASE_ARGS[$i]}"
    read -r g_med g_min < <(time_ns gprof -b workload "${files[@]}")
    read -r v_med v_min < <(time_ns "$GMONVIEW" report -b workload "${files[@]}")
    awk -v n="${CASE_NAMES[$i]}" -v gm="$g_med" -v gb="$g_min" -v vm="$v_med" -v vb="$v_min" -v goal="$GOAL" 'BEGIN {
        r = vm / gm
        printf "%-20s %10.3f %10.3f %8.2f   (%.3f / %.3f)%s\n", n, gm / 1e9, vm / 1e9, r,
               gb / 1e9, vb / 1e9, (r <= goal ? "" : "  above goal")
    }'
done

# ---------------------------------------------------------------- 7. -s, -l
# gprof -s and -l work line by line and ask binutils about every byte of
# .text, which takes about a minute here; so these cases run once per tool.
# Both gmon.sum files must be identical past the 20-byte header (gprof
# leaves stack bytes in its 12 spare header bytes).
if [ "${BENCH_SUM:-1}" != 0 ]; then
    sumdir=$(mktemp -d)
    ln -s "$CACHE/workload" "$sumdir/workload"
    cp gmon.out "$sumdir/"
    t0=$(date +%s%N)
    (cd "$sumdir" && gprof -s workload gmon.out && mv gmon.sum gprof.sum)
    t1=$(date +%s%N)
    (cd "$sumdir" && "$GMONVIEW" report -s workload gmon.out && mv gmon.sum gmonview.sum)
    t2=$(date +%s%N)
    if cmp -s <(tail -c +21 "$sumdir/gprof.sum") <(tail -c +21 "$sumdir/gmonview.sum"); then
        same="gmon.sum identical"
    else
        same="gmon.sum DIFFERS"
        status=1
    fi
    awk -v g=$((t1 - t0)) -v v=$((t2 - t1)) -v s="$same" 'BEGIN {
        printf "%-20s %10.3f %10.3f %8.4f   (one run each; %s)\n", "-s, 1 run", g / 1e9, v / 1e9, v / g, s }'
    # -l -p: the line-level flat profile, same output expected.
    t0=$(date +%s%N)
    (cd "$sumdir" && gprof -b -l -p workload gmon.out >gprof-l.txt)
    t1=$(date +%s%N)
    (cd "$sumdir" && "$GMONVIEW" report -b -l -p workload gmon.out >gmonview-l.txt)
    t2=$(date +%s%N)
    if cmp -s "$sumdir/gprof-l.txt" "$sumdir/gmonview-l.txt"; then
        same="output identical"
    else
        same="output DIFFERS"
        status=1
    fi
    awk -v g=$((t1 - t0)) -v v=$((t2 - t1)) -v s="$same" 'BEGIN {
        printf "%-20s %10.3f %10.3f %8.4f   (one run each; %s)\n", "-b -l -p, 1 run", g / 1e9, v / 1e9, v / g, s }'
    rm -rf "$sumdir"
fi
exit "$status"
