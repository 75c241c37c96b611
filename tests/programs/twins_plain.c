// SPDX-License-Identifier: MIT
/* Two static functions named guarded in two files (with twins_cold.c): this
   one plain, linked first so that it comes first in memory; the other has a
   .cold piece that gprof folds into the function before it. Only DWARF can
   tell which guarded the piece belongs to. */
#include <stdio.h>
#include <stdlib.h>

volatile double sink;
double run_cold(int n);

static __attribute__((noinline)) double guarded(int n)
{
    double s = 0;
    for (int i = 0; i < n * 300; i++)
        s += i * 0.25;
    return s;
}

__attribute__((noinline)) double run_plain(int n) { return guarded(n); }

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 3000;
    double s = 0;
    for (int k = 0; k < rounds; k++)
        s += run_plain(k % 40) + run_cold(k % 40);
    sink = s;
    printf("%g\n", s);
    return 0;
}
