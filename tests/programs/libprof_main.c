// SPDX-License-Identifier: MIT
/* Calls libprof.c's functions a known number of times (issue 30): lib_work
   WORK times (argv[1]) with N iterations (argv[2]), lib_leaf LEAF times
   (argv[3]), lib_outer OUTER times (argv[4]), and lib_tiny_a then
   lib_tiny_b TINY times each (argv[5]); with a sixth argument it waits
   that many seconds before exiting, its library still loaded. */
#include <stdlib.h>
#include <unistd.h>

void lib_work(int n);
void lib_leaf(int n);
void lib_outer(int n);
void lib_tiny_a(void);
void lib_tiny_b(void);

int main(int argc, char **argv)
{
    const int work = argc > 1 ? atoi(argv[1]) : 20;
    const int n = argc > 2 ? atoi(argv[2]) : 100000;
    const int leaf = argc > 3 ? atoi(argv[3]) : 5;
    const int outer = argc > 4 ? atoi(argv[4]) : 3;
    const int tiny = argc > 5 ? atoi(argv[5]) : 0;
    for (int i = 0; i < work; i++)
        lib_work(n);
    for (int i = 0; i < leaf; i++)
        lib_leaf(i);
    for (int i = 0; i < outer; i++)
        lib_outer(i);
    for (int i = 0; i < tiny; i++)
        lib_tiny_a();
    for (int i = 0; i < tiny; i++)
        lib_tiny_b();
    if (argc > 6)
        sleep((unsigned)atoi(argv[6]));
    return 0;
}
