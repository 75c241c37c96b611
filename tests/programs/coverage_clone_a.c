// SPDX-License-Identifier: MIT
/* With coverage_clone_b.c, linked after it (issue 29's honesty check): GCC
   puts b's clone by_value.isra.0 first in b's code, so right after plain
   in memory, and gprof, which reads no ".isra" name, credits the clone's
   calls to plain: mcount's "calls of plain" are then twice gcov's count of
   plain's entries on the run that wrote both. */
__attribute__((noinline)) double plain(int n)
{
    double s = 0;
    for (int i = 0; i < n; i++)
        s += i * 0.25;
    return s;
}
