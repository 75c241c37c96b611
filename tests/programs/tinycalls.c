// SPDX-License-Identifier: MIT
/* A tiny function called very often (tst_doctor, the doctor's HookCost):
 * linked statically, most of its samples land in glibc's mcount, the
 * instrumentation's own code. argv[1]: millions of calls. */
#include <stdlib.h>

volatile int sink;

__attribute__((noinline)) int tiny(int x)
{
    return x + 1;
}

int main(int argc, char **argv)
{
    const int millions = argc > 1 ? atoi(argv[1]) : 30;
    int s = 0;
    for (int i = 0; i < millions * 1000000; i++)
        s += tiny(i);
    sink = s;
    return 0;
}
