#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# gmonview's entry point for a fresh Debian 12 machine (run as root, or with
# sudo available): installs what is missing, builds, and then either opens
# the GUI on the bundled example profile or runs every test.
#
#   bash tools/dev.sh run     # install, build, open the GUI on the example
#   bash tools/dev.sh test    # install, build, run the whole test suite, then
#                             # again under ASan+UBSan, then fuzz each reader 60 s
#   bash tools/dev.sh build   # install and build only
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${GMONVIEW_BUILD_DIR:-$here/build}"
jobs="$(nproc 2>/dev/null || echo 2)"

# Debian packages the build, the tests and the example need.
packages=(
    # (gcc-12-multilib, not gcc-multilib: that one conflicts with every
    # cross compiler below, and apt removes one to install the other.)
    g++ gcc gcc-12-multilib g++-12-multilib cmake ninja-build pkg-config make binutils file
    qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libgl-dev
    libgraphviz-dev libdwarf-dev libelf-dev libcapstone-dev zlib1g-dev libgsl-dev
    nlohmann-json3-dev
    xvfb xauth valgrind clang libclang-rt-14-dev
    # Exports: pprof's protobuf; their real readers in the tests (valgrind's
    # callgrind_annotate above, Graphviz's dot, a headless browser).
    protobuf-compiler libprotobuf-dev graphviz chromium golang-go
    dpkg-dev appstream desktop-file-utils man-db
    # Other targets, each read by its own gprof (binutils-<triplet> comes with
    # gcc-<triplet>), run under qemu-user; MinGW-w64 run under wine.
    qemu-user-static
    gcc-aarch64-linux-gnu libc6-dev-arm64-cross
    gcc-arm-linux-gnueabihf libc6-dev-armhf-cross
    gcc-riscv64-linux-gnu libc6-dev-riscv64-cross
    gcc-powerpc-linux-gnu libc6-dev-powerpc-cross
    gcc-powerpc64le-linux-gnu libc6-dev-ppc64el-cross
    gcc-s390x-linux-gnu libc6-dev-s390x-cross
    gcc-m68k-linux-gnu libc6-dev-m68k-cross
    gcc-mips-linux-gnu libc6-dev-mips-cross
    gcc-mips64el-linux-gnuabi64 libc6-dev-mips64el-cross
    gcc-sparc64-linux-gnu libc6-dev-sparc64-cross
    gcc-mingw-w64-x86-64 gcc-mingw-w64-i686 wine wine64
    llvm-14-dev
)

install_missing() {
    local missing=()
    # tst_sqliteparity fetches SQLite with npm; a Node.js from elsewhere may
    # bring its own npm, which Debian's npm package would conflict with.
    command -v npm >/dev/null 2>&1 || missing+=(npm)
    for p in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
            || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "gmonview: installing ${missing[*]}"
    local sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends \
        "${missing[@]}"
}

build() {
    cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
    cmake --build "$build" -j "$jobs"
}

# The bundled example: a small program of ours, profiled here at set-up.
example() {
    local dir="$build/example"
    mkdir -p "$dir"
    if [ ! -f "$dir/gmon.out" ] || [ "$here/resources/examples/demo.c" -nt "$dir/gmon.out" ]; then
        gcc -pg -g -O1 -o "$dir/demo" "$here/resources/examples/demo.c"
        (cd "$dir" && ./demo > /dev/null)
    fi
    echo "$dir"
}

# The whole test suite built with AddressSanitizer and UndefinedBehaviorSanitizer.
sanitized_tests() {
    local dir="${GMONVIEW_ASAN_DIR:-$here/build-asan}"
    local san="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
    cmake -S "$here" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Debug \
        -DCMAKE_C_FLAGS="-O1 $san" -DCMAKE_CXX_FLAGS="-O1 $san" \
        -DCMAKE_EXE_LINKER_FLAGS="$san" -DCMAKE_SHARED_LINKER_FLAGS="$san"
    cmake --build "$dir" -j "$jobs"
    (cd "$dir" && QT_QPA_PLATFORM=offscreen \
        ASAN_OPTIONS=detect_leaks=1:fast_unwind_on_malloc=0 \
        LSAN_OPTIONS="suppressions=$here/tests/sanitizers/lsan.supp:print_suppressions=0" \
        UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        ctest --output-on-failure -j "$jobs")
}

cmd="${1:-}"
case "$cmd" in
run)
    install_missing
    build
    dir="$(example)"
    if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
        exec "$build/src/app/gmonview" "$dir/demo" "$dir/gmon.out"
    else
        echo "gmonview: no display; showing the example in a virtual one and saving a screenshot"
        xvfb-run -a -s "-screen 0 1280x800x24" "$build/src/app/gmonview" \
            --screenshot "$dir/screenshot.png" "$dir/demo" "$dir/gmon.out"
        echo "gmonview: screenshot of the window: $dir/screenshot.png"
    fi
    ;;
test)
    install_missing
    build
    cd "$build"
    QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j "$jobs"
    # GMONVIEW_QUICK=1: the plain suite only (for quick local runs).
    if [ -z "${GMONVIEW_QUICK:-}" ]; then
        echo "gmonview: the test suite again under AddressSanitizer and UBSan"
        sanitized_tests
        echo "gmonview: fuzzing each reader for ${GMONVIEW_FUZZ_SECONDS:-60} s"
        bash "$here/tools/fuzz.sh" "${GMONVIEW_FUZZ_SECONDS:-60}"
    fi
    ;;
build)
    install_missing
    build
    ;;
*)
    echo "usage: bash tools/dev.sh run|test|build" >&2
    exit 2
    ;;
esac
