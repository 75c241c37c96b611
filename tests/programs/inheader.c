// SPDX-License-Identifier: MIT
/* A static function defined in a header (inheader.h) and called here. With
   DWARF 5 its line-table rows come before the first DW_LNS_set_file, in the
   header's file entry 1; binutils 2.40 names entry 0, this file, instead. */
#include "inheader.h"
#include <stdlib.h>

volatile double sink;

static void stir(int n)
{
    for (int i = 0; i < n * 2000; i++)
        sink += i * 0.25;
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 200;
    for (int k = 0; k < rounds; k++) {
        churn(100);
        stir(100);
    }
    return 0;
}
