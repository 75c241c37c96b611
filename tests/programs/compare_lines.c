// SPDX-License-Identifier: MIT
/* Two builds to compare line by line (the overlays of issue 13). Built
   with -DNEW=1, grows' loop does four times the work, shrinks' a quarter
   of it, and often is called twice as often; steady and every line number stay the same. */
#include <stdio.h>
#include <stdlib.h>

#ifndef NEW
#define NEW 0
#endif

volatile double sink;

void grows(int n)
{
    for (int i = 0; i < n * (NEW ? 4 : 1); i++)
        sink += i * 0.5;
}

void shrinks(int n)
{
    for (int i = 0; i < n * (NEW ? 1 : 4); i++)
        sink -= i * 0.25;
}

void steady(int n)
{
    for (int i = 0; i < n * 2; i++)
        sink += i * 0.125;
}

void often(int k)
{
    sink += k;
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 30;
    for (int k = 0; k < rounds; k++) {
        grows(1000000);
        shrinks(1000000);
        steady(1000000);
        for (int j = 0; j < (NEW ? 20 : 10); j++)
            often(j);
    }
    printf("%f\n", sink);
    return 0;
}
