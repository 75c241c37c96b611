// SPDX-License-Identifier: MIT
/* The example gmonview opens at set-up: a small program with a hot loop,
   direct recursion, two functions that call each other (a cycle), and a
   function called from two places. */
#include <stdio.h>

static volatile double sink;

static void mix(int rounds)
{
    for (int i = 0; i < rounds * 9000; i++)
        sink = sink * 0.999 + i;
}

long walk(int depth)
{
    mix(1);
    return depth <= 0 ? 1 : walk(depth - 1) + walk(depth - 2);
}

int ping(int n);
int pong(int n)
{
    mix(3);
    return n <= 0 ? 0 : ping(n - 1) + 1;
}
int ping(int n)
{
    return n <= 0 ? 0 : pong(n - 1) + 1;
}

double checksum(int n)
{
    double s = 0;
    for (int i = 0; i < n * 400000; i++)
        s += (i % 7) * 0.5 + sink * 1e-9;
    return s;
}

double smooth(const double *v, int n)
{
    double s = 0;
    for (int r = 0; r < 200; r++)
        for (int i = 1; i < n - 1; i++)
            s += (v[i - 1] + 2 * v[i] + v[i + 1]) * 0.25;
    mix(2);
    return s;
}

int main(void)
{
    static double values[2000];
    for (int i = 0; i < 2000; i++)
        values[i] = i % 17;
    long total = 0;
    for (int k = 0; k < 40; k++) {
        total += walk(10);
        total += ping(30);
        total += (long)checksum(k % 5 + 1);
        total += (long)smooth(values, 2000);
    }
    printf("%ld\n", total);
    return 0;
}
