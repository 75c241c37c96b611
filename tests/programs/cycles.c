// SPDX-License-Identifier: MIT
/* A three-function cycle, a second two-function cycle reached from it, and a
   cycle that no function outside it calls (main is part of it). */
#include <stdio.h>
#include <stdlib.h>

volatile double sink;
static void work(int n)
{
    for (int i = 0; i < n * 40000; i++)
        sink += i * 0.25;
}

void ping(int n);
void pong(int n)
{
    work(1);
    if (n > 0)
        ping(n - 1);
}
void ping(int n)
{
    work(2);
    if (n > 0)
        pong(n - 1);
}

void c3(int n);
void c2(int n);
void c1(int n)
{
    work(1);
    if (n > 0)
        c2(n - 1);
    if (n % 7 == 0)
        ping(3);
}
void c2(int n)
{
    if (n > 0)
        c3(n - 1);
}
void c3(int n)
{
    work(3);
    if (n > 0)
        c1(n - 1);
}

static int depth;
int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 30;
    if (depth++ < 2) { /* main calls itself back through helper: a cycle with main */
        extern void helper(int, char **);
        helper(argc, argv);
    }
    for (int k = 0; k < rounds; k++)
        c1(25);
    printf("%f\n", sink);
    return 0;
}
void helper(int argc, char **argv)
{
    work(5);
    main(argc, argv);
}
