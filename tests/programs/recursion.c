// SPDX-License-Identifier: MIT
/* Direct recursion, mutual recursion and a static helper. */
#include <stdio.h>
#include <stdlib.h>

volatile double sink;

static void spin(int n)
{
    for (int i = 0; i < n * 2000; i++)
        sink += i * 0.5;
}

long fib(int n)
{
    spin(1);
    return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

int is_odd(int n);
int is_even(int n)
{
    spin(2);
    return n == 0 ? 1 : is_odd(n - 1);
}
int is_odd(int n)
{
    return n == 0 ? 0 : is_even(n - 1);
}

static int square(int x)
{
    spin(3);
    return x * x;
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 20;
    long s = 0;
    for (int k = 0; k < rounds; k++) {
        s += fib(14);
        s += is_even(40 + k % 3);
        s += square(k);
    }
    printf("%ld\n", s);
    return 0;
}
