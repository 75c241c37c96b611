#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench-export: every export format of the SQLite profile of run-sqlite.sh
# (run first if its cache is missing), timed beside gprof -b on the same
# file, and each read back by its real consumer:
#   callgrind  callgrind_annotate: exit 0, its total is the profile's and its
#              top function is gprof -b -p's first row
#   pprof      gzip -t and protoc --decode (src/model/export/profile.proto)
#   speedscope, json   python3's json parser (json: as many rows as gprof's)
#   csv        python3's csv reader: as many rows as gprof's flat profile
#   dot        dot -Tsvg
#   html       headless chromium, network cut: the top function is in the page;
#              size under 2 MB
#
#   bash bench/run-export.sh [path/to/gmonview]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib.sh
source "$here/lib.sh"
GMONVIEW="$(realpath "${1:-$here/../build/src/app/gmonview}")"
REPEAT="${BENCH_REPEAT:-3}"
need_cmd gprof binutils
need_cmd callgrind_annotate valgrind
need_cmd protoc protobuf-compiler
need_cmd dot graphviz
need_cmd chromium chromium
need_cmd python3 python3

sqlite="$here/cache/sqlite"
[ -f "$sqlite/gmon.out" ] || bash "$here/run-sqlite.sh" "$GMONVIEW" >&2
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
cd "$sqlite"

gprof -b -p workload gmon.out > "$out/flat.txt"
top=$(awk 'NR>5 && NF>=7 {print $NF; exit}' "$out/flat.txt")
rows=$(awk 'NR>5 && NF>=4' "$out/flat.txt" | wc -l)
gprof_s=$(median_seconds gprof -b workload gmon.out)

check() { # FORMAT FILE
    case "$1" in
    callgrind)
        callgrind_annotate "$2" > "$out/annotate.txt" &&
            grep -q "$top" <(sed -n '/file:function/,$p' "$out/annotate.txt" | sed -n 3p) ;;
    pprof)
        gzip -t "$2" && gzip -dc "$2" |
            protoc --decode=perftools.profiles.Profile -I "$here/../src/model/export" \
                "$here/../src/model/export/profile.proto" > /dev/null ;;
    speedscope) python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["profiles"][0]["samples"]' "$2" ;;
    json) python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert len(d["flat_profile"]) == int(sys.argv[2]), len(d["flat_profile"])' "$2" "$rows" ;;
    csv) python3 -c 'import csv,sys; r=list(csv.reader(open(sys.argv[1], newline=""))); assert len(r) - 1 == int(sys.argv[2]), len(r)' "$2" "$rows" ;;
    collapsed) awk '{ if ($NF + 0 <= 0) exit 1 }' "$2" ;;
    dot) dot -Tsvg "$2" > /dev/null ;;
    html)
        [ "$(stat -c %s "$2")" -lt 2000000 ] &&
            chromium --headless --no-sandbox --disable-gpu --proxy-server=127.0.0.1:9 \
                --host-resolver-rules="MAP * ~NOTFOUND" --dump-dom "file://$2" 2> /dev/null |
            grep -q "$top" ;;
    esac
}

printf '| format | size | s | ratio to gprof -b (%.3f s) | read back |\n| --- | --- | --- | --- | --- |\n' "$gprof_s"
status=0
for format in callgrind pprof speedscope collapsed json csv dot html; do
    file="$out/sqlite.$format"
    "$GMONVIEW" export --format "$format" -o "$file" workload gmon.out
    s=$(median_seconds "$GMONVIEW" export --format "$format" -o "$file.again" workload gmon.out)
    if check "$format" "$file"; then ok=OK; else ok=FAILED; status=1; fi
    printf '| %s | %s | %.3f | %.2f | %s |\n' "$format" "$(du -h "$file" | cut -f1)" "$s" \
        "$(echo "$s / $gprof_s" | bc -l)" "$ok"
done
exit $status
