#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Mutation comparison against gprof: corrupt an executable or a run, give
both to `gprof -b` and `gmonview report -b`, and count how each answered.

    python3 tools/mutate.py GMONVIEW [--count N] [--seed S] [--target exe|gmon]
                            [--keep DIR]

A -pg program (tests/programs/cycles.c by default) is built and run in a
temporary folder; each mutant changes 1-4 bytes in one region of the file
(for an executable: its ELF header, section headers, .symtab or .strtab; for
a run: anywhere). The outcome of each mutant is one of:

  both-refuse        both exit non-zero
  same               both print the same text
  we-refuse          gmonview refuses what gprof reads
  gprof-refuses      gprof refuses what gmonview reads (with or without a
                     warning on stderr: counted apart)
  differ             both read it and print different text
  crash              gmonview died from a signal or timed out

The mutants in the last four classes are kept under --keep for a look.
Needs gcc and gprof; takes about a minute per 500 mutants.
"""

import argparse
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def sections(data):
    """(name, offset, size) of the section header table, .symtab and .strtab
    of a 64-bit little-endian ELF file."""
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    headers = []
    for i in range(shnum):
        name, kind, _flags, _addr, off, size = struct.unpack_from(
            "<IIQQQQ", data, shoff + i * shentsize)
        headers.append((name, kind, off, size))
    strtab_off = headers[shstrndx][2]

    def name_of(n):
        end = data.index(b"\0", strtab_off + n)
        return data[strtab_off + n:end].decode()

    regions = [("elf-header", 0, 64), ("section-headers", shoff, shnum * shentsize)]
    for name, kind, off, size in headers:
        if name_of(name) in (".symtab", ".strtab"):
            regions.append((name_of(name), off, size))
    return regions


def run(cmd, cwd):
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, timeout=30)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return None, b"", b"timeout"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("gmonview")
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--target", choices=("exe", "gmon"), default="exe")
    ap.add_argument("--program", default=os.path.join(HERE, "..", "tests", "programs",
                                                      "cycles.c"))
    ap.add_argument("--keep")
    args = ap.parse_args()
    gmonview = os.path.abspath(args.gmonview)
    rng = random.Random(args.seed)

    work = tempfile.mkdtemp(prefix="gmonview-mutate-")
    try:
        subprocess.run(["gcc", "-pg", "-g", "-O0", "-o", "prog", args.program],
                       cwd=work, check=True)
        subprocess.run(["./prog"], cwd=work, check=True, stdout=subprocess.DEVNULL)
        exe = open(os.path.join(work, "prog"), "rb").read()
        gmon = open(os.path.join(work, "gmon.out"), "rb").read()
        original = exe if args.target == "exe" else gmon
        regions = sections(exe) if args.target == "exe" else [("gmon", 0, len(gmon))]

        if args.keep:
            os.makedirs(args.keep, exist_ok=True)
            open(os.path.join(args.keep, "original"), "wb").write(original)
        # What gmonview prints for the unchanged files: a mutant read without
        # a word should print the same.
        open(os.path.join(work, "m.exe"), "wb").write(exe)
        open(os.path.join(work, "m.gmon"), "wb").write(gmon)
        _, baseline, _ = run([gmonview, "report", "-b", "m.exe", "m.gmon"], work)
        counts = {}
        by_region = {}
        for i in range(args.count):
            region, off, size = rng.choice(regions)
            data = bytearray(original)
            for _ in range(rng.randint(1, 4)):
                data[off + rng.randrange(size)] = rng.randrange(256)
            if bytes(data) == original:
                continue
            exe_path, gmon_path = os.path.join(work, "m.exe"), os.path.join(work, "m.gmon")
            open(exe_path, "wb").write(data if args.target == "exe" else exe)
            open(gmon_path, "wb").write(data if args.target == "gmon" else gmon)
            g_rc, g_out, g_err = run(["gprof", "-b", "m.exe", "m.gmon"], work)
            m_rc, m_out, m_err = run([gmonview, "report", "-b", "m.exe", "m.gmon"], work)
            warned = b"warning" in m_err
            as_before = "as before" if m_out == baseline else "changed"
            if m_rc is None or m_rc < 0:
                kind = "crash"
            elif g_rc != 0 and m_rc != 0:
                kind = "both-refuse"
            elif g_rc != 0:
                kind = "gprof-refuses, we %s, %s" % ("warn" if warned else "are silent", as_before)
            elif m_rc != 0:
                kind = "we-refuse"
            elif g_out == m_out:
                kind = "same"
            else:
                kind = "differ, we %s, %s" % ("warn" if warned else "are silent", as_before)
            counts[kind] = counts.get(kind, 0) + 1
            by_region.setdefault(region, {}).setdefault(kind, 0)
            by_region[region][kind] += 1
            if args.keep and kind not in ("both-refuse", "same"):
                folder = os.path.join(args.keep, kind.replace(", ", "-").replace(" ", "-"))
                os.makedirs(folder, exist_ok=True)
                shutil.copy(exe_path, os.path.join(folder, "%d.exe" % i))
                shutil.copy(gmon_path, os.path.join(folder, "%d.gmon" % i))
                open(os.path.join(folder, "%d.txt" % i), "wb").write(
                    b"region: " + region.encode() + b"\n--- gprof stderr\n" + g_err + b"\n--- gprof\n" + g_out +
                    b"\n--- gmonview stderr\n" + m_err + b"\n--- gmonview\n" + m_out)

        total = sum(counts.values())
        print("%d mutants of the %s (seed %d)" % (total, args.target, args.seed))
        for kind in sorted(counts):
            print("  %-26s %6d" % (kind, counts[kind]))
        for region in sorted(by_region):
            print("  in %s: %s" % (region, ", ".join(
                "%s %d" % (k, n) for k, n in sorted(by_region[region].items()))))
        # Silently different numbers are the failure: a mutant that changes
        # what we print must be refused or come with a warning.
        bad = sum(n for k, n in counts.items()
                  if k == "crash" or (k.endswith("changed") and "silent" in k))
        return 1 if bad else 0
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    sys.exit(main())
