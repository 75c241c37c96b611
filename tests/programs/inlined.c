// SPDX-License-Identifier: MIT
/* Known inlining for the instruction view (issue 28): at -O2, `mix` is
   always inlined, into `spin` twice (two call sites, two lines) and into
   main once; `spin` calls an out-of-line `leaf` from one line and
   `leaf2` from another, so each call instruction has its own count. */
#include <stdlib.h>

volatile unsigned sink;

__attribute__((noinline)) void leaf(unsigned n)
{
    for (unsigned i = 0; i < n * 20000u; i++)
        sink += i;
}

__attribute__((noinline)) void leaf2(unsigned n)
{
    for (unsigned i = 0; i < n * 60000u; i++)
        sink ^= i;
}

static inline __attribute__((always_inline)) unsigned mix(unsigned x, unsigned rounds)
{
    for (unsigned r = 0; r < rounds; r++) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        sink += x;
    }
    return x;
}

__attribute__((noinline)) unsigned spin(unsigned seed, int calls)
{
    unsigned x = mix(seed, 2000000);
    for (int i = 0; i < calls; i++)
        leaf(10);
    x = mix(x + 1, 3000000);
    if (calls > 2)
        leaf2(5);
    return x;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 40;
    unsigned x = 1;
    for (int i = 0; i < n; i++)
        x = spin(x, 3 + i % 2);
    x = mix(x, 1000000);
    return (int)(x & 1);
}
