/* Built with -O2 so GCC makes .part, .isra, .constprop and .cold clones. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

volatile double sink;
struct big { double v[16]; int n; };

static __attribute__((noinline)) double isra_target(struct big b)
{
    double s = 0;
    for (int i = 0; i < b.n * 300; i++)
        s += b.v[i % 16] * i;
    return s;
}

static __attribute__((noinline)) double scaled(double x, int factor)
{
    double s = 0;
    for (int i = 0; i < 4000; i++)
        s += x * factor + i;
    return s;
}

static double partial(int n)
{
    if (__builtin_expect(n < 0, 0)) {
        fprintf(stderr, "negative %d\n", n);
        abort();
    }
    double s = 0;
    for (int i = 0; i < n * 500; i++)
        s += i * 1.5;
    return s;
}

__attribute__((noinline)) double driver(int k)
{
    struct big b;
    memset(&b, 0, sizeof b);
    b.n = 20 + k % 5;
    for (int i = 0; i < 16; i++)
        b.v[i] = i + k;
    return isra_target(b) + scaled(k, 3) + partial(k % 40);
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 3000;
    double s = 0;
    for (int k = 0; k < rounds; k++)
        s += driver(k);
    sink = s;
    printf("%g\n", s);
    return 0;
}
