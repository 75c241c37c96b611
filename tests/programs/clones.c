// SPDX-License-Identifier: MIT
/* Built with -O2 so GCC makes clones: .isra (a struct passed by value, only
   one field used), .constprop (a constant argument), and, in functions left
   uninstrumented (as code from a library built without -pg would be), .part
   (partial inlining) and .cold (an unlikely path split off). gprof folds
   .isra, .part and .cold into the symbol before them and keeps .constprop. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

volatile double sink;
#define NOT_PROFILED __attribute__((no_profile_instrument_function))

struct big { double v[16]; int n; int m; };

static __attribute__((noinline)) double by_value(struct big b)
{
    double s = 0;
    for (int i = 0; i < b.n * 300; i++)
        s += i * 0.5;
    return s;
}

static __attribute__((noinline)) double scaled(double x, int factor)
{
    double s = 0;
    for (int i = 0; i < 4000; i++)
        s += x * factor + i;
    return s;
}

__attribute__((cold, noinline)) void complain(const char *what, int n)
{
    fprintf(stderr, "%s %d\n", what, n);
}

NOT_PROFILED __attribute__((noinline)) double guarded(int n)
{
    double s = 0;
    for (int i = 0; i < n * 500; i++) {
        if (__builtin_expect(i == 1234567, 0)) {
            complain("odd", i);
            complain("odder", n);
            s -= sink;
        }
        s += i * 1.5;
    }
    return s;
}

NOT_PROFILED static double body(const int *tab, int n)
{
    if (!tab)
        return 0.0;
    double s = 0;
    for (int r = 0; r < 40; r++)
        for (int i = 0; i < n; i++)
            s += tab[i] * 0.5 + r;
    for (int i = 0; i < n; i++)
        if (tab[i] % 7 == 3)
            s -= sink;
        else
            s += tab[(i * 7) % n];
    return s;
}

__attribute__((noinline)) double user1(const int *t, int n) { return body(t, n) + body(0, n); }
__attribute__((noinline)) double user2(const int *t, int n) { return body(t, n / 2) + 1; }

__attribute__((noinline)) double driver(int k, const int *tab)
{
    struct big b;
    memset(&b, 0, sizeof b);
    b.n = 20 + k % 5;
    return by_value(b) + scaled(k, 3) + guarded(k % 40) + user1(tab, 100) + user2(tab, 90);
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 30000;
    static int tab[100];
    for (int i = 0; i < 100; i++)
        tab[i] = i * 3;
    double s = 0;
    for (int k = 0; k < rounds; k++)
        s += driver(k, tab);
    sink = s;
    printf("%g\n", s);
    return 0;
}
