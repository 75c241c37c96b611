// SPDX-License-Identifier: MIT
/* A shared library for glibc's LD_PROFILE (issue 30). lib_work spins in a
   static function (called directly, so glibc records no call into it);
   lib_outer calls lib_leaf through the library's PLT (lib_leaf is exported
   and interposable), so those calls are recorded with their caller. Each of
   these starts 64 bytes from the others: glibc files the calls into a
   function under its first address's 32-byte span (16 on 32-bit targets),
   and the calls from outside the library under one caller, so it counts
   the outside calls into two functions of one span as calls into the
   first called. lib_tiny_a and lib_tiny_b share a span, for that case. */
volatile unsigned lib_sink;

static __attribute__((noinline)) void spin(int n)
{
    for (int i = 0; i < n; i++)
        lib_sink += (unsigned)i;
}

__attribute__((aligned(64))) void lib_work(int n)
{
    for (int k = 0; k < 100; k++)
        spin(n);
}

__attribute__((aligned(64))) void lib_leaf(int n)
{
    lib_sink ^= (unsigned)n;
}

__attribute__((aligned(64))) void lib_outer(int n)
{
    lib_leaf(n);
    lib_leaf(n + 1);
}

__attribute__((aligned(64))) void lib_tiny_a(void)
{
    ++lib_sink;
}

void lib_tiny_b(void)
{
    --lib_sink;
}
