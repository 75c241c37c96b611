#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Fuzzes the readers with libFuzzer under AddressSanitizer and
# UndefinedBehaviorSanitizer (float-cast-overflow included): the gmon reader,
# the ELF reader, the PE/COFF reader, the DWARF line reader, and the whole
# analysis (runs of one program summed, reported and exported) (tests/fuzz/),
# each for SECONDS (default 60).
#
#   bash tools/fuzz.sh [SECONDS]
#
# Seed corpora come from real runs: programs of tests/programs compiled here
# with -pg (64- and, where gcc-multilib is there, 32-bit), run, and their
# gmon.out files, executables and .debug_line sections; and, where the
# MinGW-w64 cross compilers are there, Windows executables. Corpora grow in
# build-fuzz/corpus/ across runs; a crash leaves its input in
# build-fuzz/artifacts/ and makes the script fail. The mutation seed is
# fixed (GMONVIEW_FUZZ_SEED, default 1), so that a run from a fresh corpus
# repeats the same inputs; set another seed to explore elsewhere.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${GMONVIEW_FUZZ_DIR:-$here/build-fuzz}"
seconds="${1:-60}"
san="-fsanitize=fuzzer-no-link,address,undefined,float-cast-overflow -fno-sanitize-recover=undefined,float-cast-overflow -fno-omit-frame-pointer"

cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
    -DCMAKE_CXX_FLAGS="$san" -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" \
    -DGMONVIEW_FUZZ=ON -DGMONVIEW_BUILD_TESTS=OFF > /dev/null
cmake --build "$build" --target fuzz_gmon fuzz_elf fuzz_pe fuzz_dwarf fuzz_gcov fuzz_analysis

# Seeds from real runs.
seeds="$build/seeds"
rm -rf "$seeds"
mkdir -p "$seeds/work" "$seeds/gmon" "$seeds/elf" "$seeds/pe" "$seeds/dwarf" "$seeds/analysis" \
    "$seeds/gcov"
n=0
seed_program() { # SOURCE FLAGS... : compile, run, keep the three kinds of seed
    local source="$1"; shift
    local exe="$seeds/work/p$n"
    gcc "$@" -o "$exe" "$here/tests/programs/$source" 2>/dev/null || return 0
    # A kernel without 32-bit support cannot exec the -m32 program (126): it
    # runs under qemu-user instead, as the tests run it.
    local status=0
    (cd "$seeds/work" && rm -f gmon.out && "$exe" 3 > /dev/null 2>&1) || status=$?
    if [ "$status" -eq 126 ] && [[ " $* " == *" -m32 "* ]]; then
        status=0
        (cd "$seeds/work" && qemu-i386-static "$exe" 3 > /dev/null) || status=$?
    fi
    [ "$status" -eq 0 ] || return 0
    local flag='\x00'
    [[ " $* " == *" -m32 "* ]] && flag='\x01'
    { printf "$flag"; cat "$seeds/work/gmon.out"; } > "$seeds/gmon/$n"
    cp "$exe" "$seeds/elf/$n"
    { printf '\x01'; cat "$exe"; } > "$seeds/dwarf/elf$n"
    if objcopy --dump-section .debug_line="$seeds/work/line" "$exe" 2>/dev/null; then
        { printf "$flag" | tr '\001' '\002'; cat "$seeds/work/line"; } > "$seeds/dwarf/line$n"
    fi
    n=$((n + 1))
}
seed_program recursion.c -pg -g -O0
seed_program cycles.c -pg -g -O2
seed_program clones.c -pg -g -O2 -gdwarf-4
seed_program forward.c -pg -O0
seed_program recursion.c -pg -g -O0 -m32
# glibc's profile of a shared library (LD_PROFILE), for the reader of those
# inside the gmon one.
ldp="$seeds/work/ldprofile"
mkdir -p "$ldp"
if gcc -g -O1 -fPIC -shared -Wl,-soname,libprof.so.1 -o "$ldp/libprof.so.1" \
        "$here/tests/programs/libprof.c" 2>/dev/null &&
    gcc -o "$ldp/main" "$here/tests/programs/libprof_main.c" -L"$ldp" -l:libprof.so.1 2>/dev/null &&
    (cd "$ldp" && LD_LIBRARY_PATH="$ldp" LD_PROFILE=libprof.so.1 LD_PROFILE_OUTPUT="$ldp" \
        ./main 3 1000 2 2 2 > /dev/null); then
    { printf '\x00'; cat "$ldp/libprof.so.1.profile"; } > "$seeds/gmon/ldprofile"
fi
echo "fuzz: $n seed programs"
# The analysis target's one program (GCC clone pieces included), and three
# of its runs as seeds, the longer ones with samples.
analysis_program="$seeds/work/analysis"
gcc -pg -g -O2 -o "$analysis_program" "$here/tests/programs/clones.c"
for rounds in 3 300 3000; do
    (cd "$seeds/work" && rm -f gmon.out && "$analysis_program" "$rounds" > /dev/null)
    cp "$seeds/work/gmon.out" "$seeds/analysis/run$rounds"
done
export GMONVIEW_FUZZ_PROGRAM="$analysis_program"
seed_pe() { # COMPILER SOURCE: a MinGW-w64 executable, whole and without its DWARF
    command -v "$1" > /dev/null || return 0
    local exe="$seeds/pe/${1%-w64-mingw32-gcc}-${2%.c}.exe"
    "$1" -pg -g -O0 -o "$exe" "$here/tests/programs/$2" 2>/dev/null || return 0
    "${1%-gcc}-objcopy" --strip-debug "$exe" "${exe%.exe}-nodebug.exe" 2>/dev/null || true
}
seed_pe x86_64-w64-mingw32-gcc recursion.c
seed_pe i686-w64-mingw32-gcc cycles.c
echo "fuzz: $(ls "$seeds/pe" | wc -l) seed Windows executables"
# GCC's coverage files of a program built with --coverage, run twice.
mkdir -p "$seeds/work/gcov"
(cd "$seeds/work/gcov" && gcc -pg --coverage -O2 -o cov "$here/tests/programs/coverage.c" &&
    ./cov 3 10 && ./cov 2 5) > /dev/null
cp "$seeds/work/gcov/"*.gcda "$seeds/work/gcov/"*.gcno "$seeds/gcov/"
echo "fuzz: $(ls "$seeds/gcov" | wc -l) seed coverage files"

status=0
mkdir -p "$build/artifacts"
for target in gmon elf pe dwarf gcov analysis; do
    corpus="$build/corpus/$target"
    mkdir -p "$corpus"
    # MinGW executables carry their C runtime's symbols and DWARF: 80-280 KB.
    max_len=65536
    [ "$target" = pe ] && max_len=327680
    echo "fuzz: fuzz_$target for $seconds s"
    if ! "$build/tests/fuzz/fuzz_$target" -max_total_time="$seconds" -rss_limit_mb=2048 \
        -seed="${GMONVIEW_FUZZ_SEED:-1}" \
        -max_len="$max_len" -print_final_stats=1 -artifact_prefix="$build/artifacts/$target-" \
        "$corpus" "$seeds/$target" > "$build/fuzz_$target.log" 2>&1; then
        status=1
        echo "fuzz: fuzz_$target FOUND A CRASH; input in $build/artifacts/, log:"
        tail -40 "$build/fuzz_$target.log"
    fi
    grep -E "^stat::number_of_executed_units|^Done" "$build/fuzz_$target.log" | sed "s/^/fuzz: fuzz_$target: /" || true
done
exit $status
