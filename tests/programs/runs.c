// SPDX-License-Identifier: MIT
/* Runs of one program as a sample (tst_stats): run with PLANTED and THIS,
   the run given PLANTED == THIS does five times the work in spiky(); the
   others are alike. steady() and other() never change. The optional third
   argument scales the work (a unit is about a hundredth of a second of
   each function on a 2020s machine). */
#include <stdio.h>
#include <stdlib.h>

volatile double sink;

/* The work is in each function itself, so its samples are its own. */
#define SPIN(n)                                                                                    \
    for (long i = 0; i < (n); i++)                                                                 \
    sink += (double)i * 0.5

__attribute__((noinline)) void steady(int scale)
{
    SPIN(400000L * scale);
}

__attribute__((noinline)) void spiky(int scale, int factor)
{
    SPIN(300000L * scale * factor);
}

__attribute__((noinline)) void other(int scale)
{
    SPIN(300000L * scale);
}

int main(int argc, char **argv)
{
    const int planted = argc > 1 ? atoi(argv[1]) : -1;
    const int self = argc > 2 ? atoi(argv[2]) : 0;
    const int scale = argc > 3 ? atoi(argv[3]) : 2;
    const int factor = planted == self ? 5 : 1;
    for (int round = 0; round < 10; round++) {
        steady(scale);
        spiky(scale, factor);
        other(scale);
    }
    printf("%g\n", sink);
    return 0;
}
