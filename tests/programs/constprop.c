// SPDX-License-Identifier: MIT
/* Built with -O2 so GCC makes .constprop clones (a constant argument) and
   no other kind. gprof keeps a .constprop.N symbol only when the name after
   it in the string table passes its test too (it reads on past the NUL):
   here the static `sink` follows the clones. With -l (or -s) the clone's
   first line, which DWARF names after the function it was cloned from, is
   static like the clone, so the clone's own symbol keeps its place. */
#include <stdio.h>
#include <stdlib.h>

static volatile double sink;

static __attribute__((noinline)) double plain(double x)
{
    double s = 0;
    for (int i = 0; i < 1000; i++)
        s += x * i;
    return s;
}

static __attribute__((noinline)) double scaled(double x, int factor)
{
    double s = 0;
    for (int i = 0; i < 3000; i++)
        s += x * factor + i;
    return s;
}

static __attribute__((noinline)) double shifted(double x, int by)
{
    double s = 0;
    for (int i = 0; i < 2000; i++)
        s += (x + by) * 0.5 + i;
    return s;
}

__attribute__((noinline)) double driver(int k)
{
    return scaled(k, 3) + shifted(k, 7) + plain(k);
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 20000;
    double s = 0;
    for (int k = 0; k < rounds; k++)
        s += driver(k);
    sink = s;
    printf("%g\n", s);
    return 0;
}
