/* The example gmonview opens at set-up: a small program with a hot loop,
   direct recursion, and two functions that call each other (a cycle). */
#include <stdio.h>

static volatile double sink;

static void mix(int rounds)
{
    for (int i = 0; i < rounds * 3000; i++)
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
    mix(2);
    return n <= 0 ? 0 : ping(n - 1) + 1;
}
int ping(int n)
{
    return n <= 0 ? 0 : pong(n - 1) + 1;
}

double checksum(int n)
{
    double s = 0;
    for (int i = 0; i < n * 20000; i++)
        s += (i % 7) * 0.5;
    return s;
}

int main(void)
{
    long total = 0;
    for (int k = 0; k < 40; k++) {
        total += walk(12);
        total += ping(30);
        total += (long)checksum(k % 5 + 1);
    }
    printf("%ld\n", total);
    return 0;
}
