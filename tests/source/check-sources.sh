#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Rules every source file of the project keeps, checked over the tree:
#   - its licence in an SPDX line among its first three lines;
#   - no comment naming a function of gprof's or binutils' sources ("gprof's
#     print_header"): what gprof does is said in our words (README.md,
#     "Provenance");
#   - under src/, at most 600 lines, unless a line among its first ten says
#     why it is longer ("Over 600 lines: ..."): past that a file holds
#     several things.
#   check-sources.sh SOURCE_DIR
set -euo pipefail
src="$1"
bad=0
while IFS= read -r -d '' f; do
    if ! head -n 3 "$f" | grep -q 'SPDX-License-Identifier: MIT'; then
        echo "no SPDX-License-Identifier line at the top of ${f#"$src"/}" >&2
        bad=$((bad + 1))
    fi
done < <(find "$src" \( -path "$src/build*" -o -path "$src/bench/cache" -o -path "$src/.git" \) -prune -o \
    -type f \( -name '*.c' -o -name '*.cpp' -o -name '*.h' -o -name '*.proto' -o -name '*.sh' \
    -o -name '*.py' -o -name '*.cmake' -o -name CMakeLists.txt -o -path "$src/.ci/run" \) -print0)
while IFS= read -r hit; do
    echo "names a function of gprof's or binutils' sources: ${hit#"$src"/}" >&2
    bad=$((bad + 1))
done < <(grep -rnE "(gprof|binutils)('s|')? (own )?[a-z]+_[a-z_]+" "$src/src" "$src/tests" "$src/bench" "$src/tools" \
    --include='*.c' --include='*.cpp' --include='*.h' --include='*.sh' --include='*.py' || true)
while read -r lines f; do
    [ "$f" = total ] && continue
    if [ "$lines" -gt 600 ] && ! head -n 10 "$f" | grep -q 'Over 600 lines: '; then
        echo "${f#"$src"/} has $lines lines: split it, or say why at its top (\"Over 600 lines: ...\")" >&2
        bad=$((bad + 1))
    fi
done < <(find "$src/src" -type f \( -name '*.cpp' -o -name '*.h' \) -print0 | xargs -0 wc -l)
[ "$bad" -eq 0 ] || { echo "check-sources: $bad breaks of the rules above" >&2; exit 1; }
echo "check-sources: every source file has its SPDX line, no comment names gprof's functions," \
    "no file under src/ is over 600 lines without a reason"
