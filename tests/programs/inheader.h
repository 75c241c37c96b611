// SPDX-License-Identifier: MIT
/* Included by inheader.c before any code of its own, so churn's rows open
   the unit's line program, before its first DW_LNS_set_file. */
extern volatile double sink;

static void churn(int n)
{
    double a = 0;
    for (int i = 0; i < n * 3000; i++)
        a += i * 0.5;
    for (int i = 0; i < n * 1000; i++)
        sink -= a * i;
}
