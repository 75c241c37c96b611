// SPDX-License-Identifier: MIT
/* The second static guarded (see twins_plain.c): left uninstrumented, as
   clones.c's is, so that GCC splits its unlikely path off as guarded.cold. */
#include <stdio.h>

extern volatile double sink;
#define NOT_PROFILED __attribute__((no_profile_instrument_function))

__attribute__((cold, noinline)) void twin_complain(const char *what, int n)
{
    fprintf(stderr, "%s %d\n", what, n);
}

NOT_PROFILED static __attribute__((noinline)) double guarded(int n)
{
    double s = 0;
    for (int i = 0; i < n * 500; i++) {
        if (__builtin_expect(i == 1234567, 0)) {
            twin_complain("odd", i);
            twin_complain("odder", n);
            s -= sink;
        }
        s += i * 1.5;
    }
    return s;
}

__attribute__((noinline)) double run_cold(int n) { return guarded(n); }
