// SPDX-License-Identifier: MIT
/* Two builds of one program for `gmonview diff` (tst_compare). Built as is,
   it is the base; with -DNEW_BUILD it is the new build, in which:
     - tuned() does SLOWER times the work (-DSLOWER=2 by default),
     - counted() is called once more per round,
     - added() exists and retired() does not.
   steady() is the same in both. The first argument scales the work (steady()
   takes about a hundredth of a second per unit on a 2020s machine). */
#include <stdio.h>
#include <stdlib.h>

#ifndef SLOWER
#define SLOWER 2
#endif

volatile double sink;

/* The work is in each function itself, so its samples are its own. */
#define SPIN(n)                                                                                    \
    for (long i = 0; i < (n); i++)                                                                 \
    sink += (double)i * 0.5

__attribute__((noinline)) void steady(int scale)
{
    SPIN(400000L * scale);
}

__attribute__((noinline)) void tuned(int scale)
{
#ifdef NEW_BUILD
    SPIN(300000L * scale * SLOWER);
#else
    SPIN(300000L * scale);
#endif
}

__attribute__((noinline)) void counted(int i)
{
    sink += i;
}

#ifdef NEW_BUILD
__attribute__((noinline)) void added(int scale)
{
    SPIN(100000L * scale);
}
#else
__attribute__((noinline)) void retired(int scale)
{
    SPIN(100000L * scale);
}
#endif

int main(int argc, char **argv)
{
    const int scale = argc > 1 ? atoi(argv[1]) : 10;
    for (int round = 0; round < 10; round++) {
        steady(scale);
        tuned(scale);
#ifdef NEW_BUILD
        added(scale);
        for (int i = 0; i < 101; i++)
#else
        retired(scale);
        for (int i = 0; i < 100; i++)
#endif
            counted(i);
    }
    printf("%g\n", sink);
    return 0;
}
