// SPDX-License-Identifier: MIT
/* A shared library with no PLT relocations (issue 30): it calls nothing
   through a PLT, so glibc cannot profile it with LD_PROFILE. */
int noplt_twice(int n)
{
    return 2 * n;
}
