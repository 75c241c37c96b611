#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A deliberate wrong-way include, in a scratch copy of the tree, must be
# refused twice: by check-layers.sh, naming the file, the line and the two
# folders; and by the compiler, since the engine's target cannot see the
# views' headers (cmake/GmonviewHeaders.cmake). An include not written from
# src/ is refused too. The clean copy passes both.
#   wrong-include.sh SOURCE_DIR
set -euo pipefail
src="$1"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
tar -C "$src" --exclude=./build --exclude='./build-*' --exclude=./.git --exclude=./bench/cache -cf - . |
    tar -C "$scratch" -xf -
fail() { echo "wrong-include: $*" >&2; exit 1; }
expect_refused() { # WHAT MESSAGE
    if bash "$src/tests/source/check-layers.sh" "$scratch" 2> "$scratch/out.txt"; then
        fail "check-layers.sh passed $1"
    fi
    grep -qF "$2" "$scratch/out.txt" || { cat "$scratch/out.txt" >&2; fail "check-layers.sh did not say: $2"; }
}

bash "$src/tests/source/check-layers.sh" "$scratch" 2> /dev/null || fail "the clean copy does not pass check-layers.sh"
cmake -S "$scratch" -B "$scratch/build" -G Ninja -DGMONVIEW_BUILD_TESTS=OFF > "$scratch/configure.txt" 2>&1 ||
    { cat "$scratch/configure.txt" >&2; fail "the scratch copy does not configure"; }
object=src/model/engine/CMakeFiles/gmonview_engine.dir/RunSum.cpp.o
ninja -C "$scratch/build" "$object" > /dev/null 2>&1 || fail "the clean engine does not compile"

engine="$scratch/src/model/engine/RunSum.cpp"
cp "$engine" "$scratch/RunSum.cpp.clean"
line=$(($(grep -n '^#include "' "$engine" | tail -1 | cut -d: -f1) + 1))
sed -i "${line}i #include \"views/common/Palette.h\"" "$engine"
expect_refused "an include of the views in the engine" \
    "src/model/engine/RunSum.cpp:$line: includes views/common/Palette.h: model/engine may not reach views/common"
if ninja -C "$scratch/build" "$object" > "$scratch/build.txt" 2>&1; then
    fail "the engine compiled with an include of the views"
fi
grep -q 'views/common/Palette.h: No such file' "$scratch/build.txt" ||
    { cat "$scratch/build.txt" >&2; fail "the compiler refused the engine for another reason"; }

cp "$scratch/RunSum.cpp.clean" "$engine"
sed -i "${line}i #include \"RunSum.h\"" "$engine"
expect_refused "an include not written from src/" \
    "src/model/engine/RunSum.cpp:$line: includes \"RunSum.h\", which is not written from src/"
echo "wrong-include: refused by check-layers.sh and by the compiler; the clean tree passes both"
