// SPDX-License-Identifier: MIT
/* Hot lines for the source pane: loops of different weight in two
   functions, each loop below its function's first line. */
#include <stdlib.h>

volatile double sink;

static void warm(int n)
{
    int k = n;
    k += n / 2;
    for (int i = 0; i < k * 700; i++)
        sink += i * 0.25;
}

static void hot(int n)
{
    double a = 0;
    for (int i = 0; i < n * 3000; i++)
        a += i * 0.5;
    for (int i = 0; i < n * 1000; i++)
        sink -= a * i;
    sink += a;
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 200;
    for (int k = 0; k < rounds; k++) {
        hot(100);
        warm(100);
    }
    return 0;
}
