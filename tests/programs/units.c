// SPDX-License-Identifier: MIT
/* Two compilation units (this file and units_filter.c), each with a static
   function named step, for the line tables and symbol table across units. */
#include <stdio.h>
#include <stdlib.h>

volatile double sink;
double filter(const double *v, int n);
double smooth(double x);

static double step(double x)
{
    double y = x;
    for (int i = 0; i < 400; i++) {
        y = y * 0.999 + 0.5;
        if (i % 5 == 0)
            y -= smooth(y) * 0.001;
    }
    return y;
}

int main(int argc, char **argv)
{
    const int rounds = argc > 1 ? atoi(argv[1]) : 300;
    double v[64];
    for (int k = 0; k < rounds; k++) {
        for (int i = 0; i < 64; i++)
            v[i] = step(i + k);
        sink += filter(v, 64);
    }
    printf("%f\n", sink);
    return 0;
}
