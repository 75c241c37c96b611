// SPDX-License-Identifier: MIT
/* Every direct call here goes forward in the code (callers are defined,
   and at -O0 placed, before their callees), and some are never taken, so
   gprof -c finds exactly the calls we find. */
#include <stdio.h>
#include <stdlib.h>

volatile double sink;
void leaf(int n);
void rare(int n);
void middle(int n);

int main(int argc, char **argv)
{
    const int rounds = argc > 1 ? atoi(argv[1]) : 200;
    for (int k = 0; k < rounds; k++)
        middle(k);
    if (argc > 5)
        rare(1); /* never taken */
    printf("%f\n", sink);
    return 0;
}

void middle(int n)
{
    leaf(n % 7 + 1);
    if (n < 0)
        rare(n); /* never taken */
}

void rare(int n)
{
    leaf(n);
}

void leaf(int n)
{
    for (int i = 0; i < n * 20000; i++)
        sink += i * 0.5;
}
