// SPDX-License-Identifier: MIT
/* A tail call (issue 28): at -O2 `outer` ends in a jump to `inner`, so
   mcount in `inner` finds main's return address and the runs record main
   as inner's caller, at the site of main's call to outer. */
#include <stdlib.h>

volatile unsigned sink;

__attribute__((noinline)) unsigned inner(unsigned n)
{
    for (unsigned i = 0; i < n * 1000u; i++)
        sink += i;
    return sink;
}

__attribute__((noinline)) unsigned outer(unsigned n)
{
    sink ^= n;
    return inner(n + 1);
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 30000;
    unsigned x = 0;
    for (int i = 0; i < n; i++)
        x += outer((unsigned)(i % 50));
    return x == 7;
}
