// SPDX-License-Identifier: MIT
/* Known execution counts for the coverage reader (issue 29): main calls
   work ROUNDS times (argv[1], default 7); each call's loop runs N times
   (argv[2], default 1000), its branch taken on every third iteration. */
#include <stdlib.h>

volatile unsigned sink;

__attribute__((noinline)) void work(int n)
{
    for (int i = 0; i < n; i++)
        if (i % 3 == 0)
            sink += (unsigned)i;
        else
            sink ^= (unsigned)i;
}

__attribute__((noinline)) void never(void)
{
    sink = 0;
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 7;
    int n = argc > 2 ? atoi(argv[2]) : 1000;
    for (int k = 0; k < rounds; k++)
        work(n);
    if (rounds < 0)
        never();
    return 0;
}
