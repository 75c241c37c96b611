// SPDX-License-Identifier: MIT
/* A cycle entered from outside through a member that does no work of its
   own: outer_a and outer_b call enter, enter -> middle -> deep -> enter.
   Drawn member by member, enter's share is next to nothing, and deep is
   three calls away from the outer functions. */
#include <stdio.h>
#include <stdlib.h>

volatile double sink;
static void work(int n)
{
    for (int i = 0; i < n * 30000; i++)
        sink += i * 0.25;
}

void enter(int n);
void deep(int n)
{
    work(3);
    if (n > 0)
        enter(n - 1);
}
void middle(int n)
{
    work(1);
    deep(n);
}
void enter(int n)
{
    middle(n);
}

void outer_a(int n)
{
    enter(n);
}
void outer_b(int n)
{
    enter(n);
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 20;
    for (int k = 0; k < rounds; k++) {
        outer_a(6);
        outer_b(3);
    }
    printf("%f\n", sink);
    return 0;
}
