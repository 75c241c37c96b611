// SPDX-License-Identifier: MIT
/* See coverage_clone_a.c: main calls plain and by_value (made
   by_value.isra.0 at -O2: a struct passed by value, one field used) ROUNDS
   times each (argv[1], default 1000). */
#include <stdlib.h>

double plain(int n);
volatile double sink;

struct big
{
    double v[16];
    int n;
    int m;
};

static __attribute__((noinline)) double by_value(struct big b)
{
    double s = 0;
    for (int i = 0; i < b.n * 300; i++)
        s += i * 0.5;
    return s;
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 1000;
    struct big b = {{0}, 3, 4};
    for (int k = 0; k < rounds; k++) {
        sink += plain(k % 50);
        b.n = k % 7;
        sink += by_value(b);
    }
    return 0;
}
