#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench-exit: a large program, and how long the GUI's process lives after
# the profile is on screen. The window reads the program's DWARF and
# decodes its code in background jobs after the first picture; closing it
# cancels them (they stop at their next check) instead of waiting. With
# --exit-after-load the window closes as soon as the profile is shown, so
# "whole process - loaded in" is start-up plus whatever exit waits for.
#
#   bash bench/run-exit.sh [path/to/gmonview]
#
# The program: BENCH_FUNCTIONS (default 20000) small functions called from
# one large main, built with gcc -pg -g -O1 (about a minute; cached in
# bench/cache/exit/). Prints, as medians of BENCH_REPEAT (default 5) runs:
# gprof -b, gmonview report -b (and the ratio), gprof -b -l is skipped (it
# takes minutes), gmonview report -b -l, and the GUI's "loaded in" and whole
# process times.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib.sh
source "$here/lib.sh"
GMONVIEW="$(realpath "${1:-$here/../build/src/app/gmonview}")"
[ -x "$GMONVIEW" ] || fail "no gmonview at $GMONVIEW (build it first)"
N="${BENCH_FUNCTIONS:-20000}"
REPEAT="${BENCH_REPEAT:-5}"
need_cmd gprof binutils
need_cmd gcc gcc

cache="$here/cache/exit/n$N-$(gcc -dumpfullversion)"
mkdir -p "$cache"
if [ ! -f "$cache/gmon.out" ]; then
    log "generating and building a program of $N functions (about a minute)"
    python3 - "$N" > "$cache/big.c" <<'PY'
import sys
n = int(sys.argv[1])
print('#include <stdio.h>\n#include <stdlib.h>')
for i in range(n):
    print(f'__attribute__((noinline)) long f{i}(long x) {{ long s = x; '
          f'for (int k = 0; k < (x % 7) + 1; ++k) s = s * 31 + {i} + k; return s; }}')
print('int main(int argc, char **argv) { long s = 0; int reps = argc > 1 ? atoi(argv[1]) : 300;')
print(' for (int r = 0; r < reps; ++r) {')
for i in range(n):
    print(f'  s += f{i}(s + r);')
print(' }\n printf("%ld\\n", s); return 0; }')
PY
    gcc -pg -g -O1 -o "$cache/big" "$cache/big.c"
    (cd "$cache" && ./big 300 > /dev/null)
fi

# Median wall time in seconds of a command, REPEAT runs after one warm-up
# (lib.sh's median_seconds); the warm-up fails the script if the command does.
median() {
    "$@" > /dev/null 2>&1 || fail "failed: $*"
    median_seconds "$@"
}

cd "$cache"
gprof_b=$(median gprof -b big gmon.out)
ours_b=$(median "$GMONVIEW" report -b big gmon.out)
ours_l=$(median "$GMONVIEW" report -b -l -p -Q big gmon.out)
cmp <(gprof -b big gmon.out) <("$GMONVIEW" report -b big gmon.out) > /dev/null \
    || fail "gmonview report -b and gprof -b differ"

loaded=() whole=()
for _ in $(seq "$REPEAT"); do
    s=$(date +%s.%N)
    line=$(QT_QPA_PLATFORM=offscreen "$GMONVIEW" --exit-after-load big gmon.out 2>/dev/null)
    e=$(date +%s.%N)
    loaded+=("$(sed -n 's/^loaded in \([0-9.]*\) s.*/\1/p' <<< "$line")")
    whole+=("$(echo "$e - $s" | bc)")
done
med() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
gui_loaded=$(med "${loaded[@]}")
gui_whole=$(med "${whole[@]}")

printf '| case | s | ratio to gprof -b |\n| --- | --- | --- |\n'
printf '| gprof -b | %.3f | 1 |\n' "$gprof_b"
printf '| gmonview report -b (same output) | %.3f | %.2f |\n' "$ours_b" "$(echo "$ours_b / $gprof_b" | bc -l)"
printf '| gmonview report -b -l -p -Q | %.3f | %.2f |\n' "$ours_l" "$(echo "$ours_l / $gprof_b" | bc -l)"
printf '| GUI: profile on screen ("loaded in") | %.3f | %.2f |\n' "$gui_loaded" "$(echo "$gui_loaded / $gprof_b" | bc -l)"
printf '| GUI: whole process, closing at once | %.3f | %.2f |\n' "$gui_whole" "$(echo "$gui_whole / $gprof_b" | bc -l)"
