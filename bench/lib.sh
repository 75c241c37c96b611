# SPDX-License-Identifier: MIT
# Shared by the benchmark scripts: messages and installing missing tools.
# shellcheck shell=bash

log() { printf '[bench] %s\n' "$*" >&2; }
fail() { printf '[bench] error: %s\n' "$*" >&2; exit 2; }

apt_install() {
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null 2>&1 || fail "need root or sudo to apt-get install $*"
        sudo="sudo"
    fi
    command -v apt-get >/dev/null 2>&1 || fail "apt-get not found; please install: $*"
    log "installing $* with apt-get"
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >&2
}

need_cmd() { # need_cmd COMMAND DEBIAN-PACKAGE...
    local cmd=$1
    shift
    command -v "$cmd" >/dev/null 2>&1 && return 0
    apt_install "$@"
    command -v "$cmd" >/dev/null 2>&1 || fail "$cmd still missing after installing $*"
}

# time_ns CMD...: runs CMD $REPEAT times, prints "median min" in nanoseconds
# (a failure is timed too: the scripts check the outputs before timing).
time_ns() {
    local t0 t1 k
    local -a ts=()
    for ((k = 0; k < REPEAT; k++)); do
        t0=$(date +%s%N)
        "$@" >/dev/null 2>&1 || true
        t1=$(date +%s%N)
        ts+=($((t1 - t0)))
    done
    printf '%s\n' "${ts[@]}" | sort -n | awk '{v[NR]=$1} END {
        m = (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2
        printf "%d %d\n", m, v[1] }'
}

# median_seconds CMD...: the median wall time in seconds of $REPEAT runs of
# CMD (its output discarded).
median_seconds() {
    local times=() s e
    for _ in $(seq "$REPEAT"); do
        s=$(date +%s.%N)
        "$@" > /dev/null 2>&1
        e=$(date +%s.%N)
        times+=("$(echo "$e - $s" | bc)")
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'
}
