#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# check-sources.sh refuses a file under src/ over 600 lines, and takes it
# once its top says why: tried on a scratch copy of the tree.
#   long-file.sh SOURCE_DIR
set -euo pipefail
src="$(cd "$1" && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
for d in src tests tools; do cp -r "$src/$d" "$scratch/"; done
mkdir "$scratch/bench" # without its cache of fetched programs
find "$src/bench" -maxdepth 1 -type f -exec cp {} "$scratch/bench/" \;
check="$src/tests/source/check-sources.sh"
bash "$check" "$scratch" > /dev/null || { echo "long-file: the clean copy fails" >&2; exit 1; }

victim="$scratch/src/io/Hex.h"
for _ in $(seq 650); do echo "// filler"; done >> "$victim"
if out="$(bash "$check" "$scratch" 2>&1)"; then
    echo "long-file: a file of $(wc -l < "$victim") lines passed" >&2
    exit 1
fi
grep -q "src/io/Hex.h has [0-9]* lines" <<< "$out" || { echo "long-file: not named: $out" >&2; exit 1; }

sed -i '2i // Over 600 lines: a test of check-sources.sh.' "$victim"
bash "$check" "$scratch" > /dev/null || { echo "long-file: the reason was not taken" >&2; exit 1; }
echo "long-file: a file over 600 lines is refused, and taken with its reason"
