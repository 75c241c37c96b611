// SPDX-License-Identifier: MIT
// Loops of known trip counts for the iterations per entry of the coverage
// columns (issue 29): main enters each loop ENTRIES times (argv[1]), and
// each loop runs N times an entry (argv[2]). The comments name the loops
// for the test.
#include <cstdlib>
#include <vector>

static volatile unsigned sink;

__attribute__((noinline)) void forLoop(int n)
{
    for (int i = 0; i < n; i++) // for
        sink += unsigned(i);
}

__attribute__((noinline)) void whileLoop(int n)
{
    int i = 0;
    while (i < n) { // while
        sink += unsigned(i);
        i++;
    }
}

__attribute__((noinline)) void doWhile(int n)
{
    int i = 0;
    do {
        sink += unsigned(i);
    } while (++i < n); // do-while
}

__attribute__((noinline)) unsigned rangeFor(const std::vector<int> &v)
{
    unsigned s = 0;
    for (int x : v) // range-for
        s += unsigned(x);
    return s;
}

__attribute__((noinline)) void leftByBreak(int n)
{
    for (int i = 0; i < n + 100; i++) { // break
        if (i == n)
            break;
        sink += unsigned(i);
    }
}

int main(int argc, char **argv)
{
    const int entries = argc > 1 ? std::atoi(argv[1]) : 3;
    const int n = argc > 2 ? std::atoi(argv[2]) : 10;
    const std::vector<int> v(size_t(n), 1);
    for (int k = 0; k < entries; k++) { // main
        forLoop(n);
        whileLoop(n);
        doWhile(n);
        sink += rangeFor(v);
        leftByBreak(n);
    }
    return 0;
}
