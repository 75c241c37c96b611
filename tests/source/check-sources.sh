#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Rules every source file of the project keeps, checked over the tree:
#   - its licence in an SPDX line among its first three lines.
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
[ "$bad" -eq 0 ] || { echo "check-sources: $bad files break the rules above" >&2; exit 1; }
echo "check-sources: every source file has its SPDX line"
