// SPDX-License-Identifier: MIT
/* A backward call: `callee` is defined (and placed) before its caller, and
   only called from a path the run never takes. gprof 2.40's -c misses it on
   x86-64; gmonview report -c finds it. */
#include <stdio.h>
#include <stdlib.h>

volatile double sink;

void bwd(int n)
{
    for (int i = 0; i < n * 1000; i++)
        sink += i;
}

void hot(int n)
{
    for (int i = 0; i < n * 30000; i++)
        sink += i * 0.5;
}

void caller(int n)
{
    hot(n);
    if (n < 0)
        bwd(-n); /* never taken: only the code shows this call */
}

int main(int argc, char **argv)
{
    const int rounds = argc > 1 ? atoi(argv[1]) : 300;
    for (int k = 0; k < rounds; k++)
        caller(k % 5 + 1);
    printf("%f\n", sink);
    return 0;
}
