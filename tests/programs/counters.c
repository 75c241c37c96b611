// SPDX-License-Identifier: MIT
/* A loop of branches and little else (tst_doctor, the doctor's
 * CounterCost): built with --coverage at -O0, gcov's counter updates are
 * a large share of its instructions, and of its samples. argv[1]: rounds. */
#include <stdlib.h>

volatile int sink;

void branches(int n)
{
    int up = 0, down = 0;
    for (int i = 0; i < n; i++) {
        if (i & 1)
            up++;
        else
            down++;
        if (i & 2)
            up++;
        else
            down++;
    }
    sink = up - down;
}

int main(int argc, char **argv)
{
    const int rounds = argc > 1 ? atoi(argv[1]) : 100;
    for (int k = 0; k < rounds; k++)
        branches(1000000);
    return 0;
}
