// SPDX-License-Identifier: MIT
/* A function built with -pg and never called (never), laid out right after
   one that is (work): a histogram bin across the two gives never a share of
   work's samples, and no calls. */
#include <stdio.h>
#include <stdlib.h>

volatile double sink;

void work(int n)
{
    for (int i = 0; i < n; i++)
        sink = sink * 0.999 + i;
}

void never(void)
{
    sink = 3;
}

int main(int argc, char **argv)
{
    const int rounds = argc > 1 ? atoi(argv[1]) : 10;
    for (int k = 0; k < rounds; k++)
        work(1000);
    if (argc > 2)
        never();
    printf("%f\n", sink);
    return 0;
}
