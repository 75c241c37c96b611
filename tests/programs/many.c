// SPDX-License-Identifier: MIT
/* 140 functions calling each other in a fixed pseudo-random pattern, so that
   gprof -r has more than 80 called functions and groups the busiest ones.
   Generated once; the pattern is in the numbers below. Each function has
   enough code that glibc's arc table (sized from the text) holds every arc. */
#include <stdio.h>
#include <stdlib.h>

volatile double sink;

static void work(int n)
{
    for (int i = 0; i < n * 40; i++)
        sink += i * 0.5;
}

void f0(int depth);
void f1(int depth);
void f2(int depth);
void f3(int depth);
void f4(int depth);
void f5(int depth);
void f6(int depth);
void f7(int depth);
void f8(int depth);
void f9(int depth);
void f10(int depth);
void f11(int depth);
void f12(int depth);
void f13(int depth);
void f14(int depth);
void f15(int depth);
void f16(int depth);
void f17(int depth);
void f18(int depth);
void f19(int depth);
void f20(int depth);
void f21(int depth);
void f22(int depth);
void f23(int depth);
void f24(int depth);
void f25(int depth);
void f26(int depth);
void f27(int depth);
void f28(int depth);
void f29(int depth);
void f30(int depth);
void f31(int depth);
void f32(int depth);
void f33(int depth);
void f34(int depth);
void f35(int depth);
void f36(int depth);
void f37(int depth);
void f38(int depth);
void f39(int depth);
void f40(int depth);
void f41(int depth);
void f42(int depth);
void f43(int depth);
void f44(int depth);
void f45(int depth);
void f46(int depth);
void f47(int depth);
void f48(int depth);
void f49(int depth);
void f50(int depth);
void f51(int depth);
void f52(int depth);
void f53(int depth);
void f54(int depth);
void f55(int depth);
void f56(int depth);
void f57(int depth);
void f58(int depth);
void f59(int depth);
void f60(int depth);
void f61(int depth);
void f62(int depth);
void f63(int depth);
void f64(int depth);
void f65(int depth);
void f66(int depth);
void f67(int depth);
void f68(int depth);
void f69(int depth);
void f70(int depth);
void f71(int depth);
void f72(int depth);
void f73(int depth);
void f74(int depth);
void f75(int depth);
void f76(int depth);
void f77(int depth);
void f78(int depth);
void f79(int depth);
void f80(int depth);
void f81(int depth);
void f82(int depth);
void f83(int depth);
void f84(int depth);
void f85(int depth);
void f86(int depth);
void f87(int depth);
void f88(int depth);
void f89(int depth);
void f90(int depth);
void f91(int depth);
void f92(int depth);
void f93(int depth);
void f94(int depth);
void f95(int depth);
void f96(int depth);
void f97(int depth);
void f98(int depth);
void f99(int depth);
void f100(int depth);
void f101(int depth);
void f102(int depth);
void f103(int depth);
void f104(int depth);
void f105(int depth);
void f106(int depth);
void f107(int depth);
void f108(int depth);
void f109(int depth);
void f110(int depth);
void f111(int depth);
void f112(int depth);
void f113(int depth);
void f114(int depth);
void f115(int depth);
void f116(int depth);
void f117(int depth);
void f118(int depth);
void f119(int depth);
void f120(int depth);
void f121(int depth);
void f122(int depth);
void f123(int depth);
void f124(int depth);
void f125(int depth);
void f126(int depth);
void f127(int depth);
void f128(int depth);
void f129(int depth);
void f130(int depth);
void f131(int depth);
void f132(int depth);
void f133(int depth);
void f134(int depth);
void f135(int depth);
void f136(int depth);
void f137(int depth);
void f138(int depth);
void f139(int depth);

void f0(int depth)
{
    work(5);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f86(depth - 1);
    f55(depth - 2);
    f3(depth - 3);
}

void f1(int depth)
{
    work(5);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f113(depth - 1);
}

void f2(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f112(depth - 1);
}

void f3(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f7(depth - 1);
    f64(depth - 2);
}

void f4(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f42(depth - 1);
}

void f5(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f25(depth - 1);
    f38(depth - 3);
}

void f6(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f40(depth - 1);
    f61(depth - 2);
}

void f7(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f95(depth - 1);
}

void f8(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f50(depth - 1);
}

void f9(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f125(depth - 1);
    f134(depth - 2);
}

void f10(int depth)
{
    work(5);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f100(depth - 1);
    f73(depth - 3);
}

void f11(int depth)
{
    work(5);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f43(depth - 1);
}

void f12(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f54(depth - 1);
    f67(depth - 2);
}

void f13(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f49(depth - 1);
}

void f14(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f56(depth - 1);
}

void f15(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f59(depth - 1);
    f32(depth - 2);
    f108(depth - 3);
}

void f16(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f90(depth - 1);
}

void f17(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f17(depth - 1);
}

void f18(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f32(depth - 1);
    f105(depth - 2);
}

void f19(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f83(depth - 1);
}

void f20(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f110(depth - 1);
    f3(depth - 3);
}

void f21(int depth)
{
    work(5);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f77(depth - 1);
    f90(depth - 2);
}

void f22(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f36(depth - 1);
}

void f23(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f27(depth - 1);
}

void f24(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f46(depth - 1);
    f31(depth - 2);
}

void f25(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f37(depth - 1);
    f38(depth - 3);
}

void f26(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f76(depth - 1);
}

void f27(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f55(depth - 1);
    f44(depth - 2);
}

void f28(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f14(depth - 1);
}

void f29(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f81(depth - 1);
}

void f30(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f84(depth - 1);
    f41(depth - 2);
    f73(depth - 3);
}

void f31(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f135(depth - 1);
}

void f32(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f10(depth - 1);
}

void f33(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f77(depth - 1);
    f26(depth - 2);
}

void f34(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f56(depth - 1);
}

void f35(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f43(depth - 1);
    f108(depth - 3);
}

void f36(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f98(depth - 1);
    f135(depth - 2);
}

void f37(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f1(depth - 1);
}

void f38(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f136(depth - 1);
}

void f39(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f55(depth - 1);
    f56(depth - 2);
}

void f40(int depth)
{
    work(5);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f62(depth - 1);
    f3(depth - 3);
}

void f41(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f77(depth - 1);
}

void f42(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f72(depth - 1);
    f117(depth - 2);
}

void f43(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f139(depth - 1);
}

void f44(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f106(depth - 1);
}

void f45(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f85(depth - 1);
    f30(depth - 2);
    f38(depth - 3);
}

void f46(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f60(depth - 1);
}

void f47(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f71(depth - 1);
}

void f48(int depth)
{
    work(5);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f114(depth - 1);
    f39(depth - 2);
}

void f49(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f41(depth - 1);
}

void f50(int depth)
{
    work(5);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f92(depth - 1);
    f73(depth - 3);
}

void f51(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f3(depth - 1);
    f136(depth - 2);
}

void f52(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f30(depth - 1);
}

void f53(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f137(depth - 1);
}

void f54(int depth)
{
    work(5);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f72(depth - 1);
    f41(depth - 2);
}

void f55(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f39(depth - 1);
    f108(depth - 3);
}

void f56(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f46(depth - 1);
}

void f57(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f93(depth - 1);
    f134(depth - 2);
}

void f58(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f16(depth - 1);
}

void f59(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f139(depth - 1);
}

void f60(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f14(depth - 1);
    f131(depth - 2);
    f3(depth - 3);
}

void f61(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f125(depth - 1);
}

void f62(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f96(depth - 1);
}

void f63(int depth)
{
    work(5);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f71(depth - 1);
    f120(depth - 2);
}

void f64(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f18(depth - 1);
}

void f65(int depth)
{
    work(5);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f5(depth - 1);
    f38(depth - 3);
}

void f66(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f112(depth - 1);
    f1(depth - 2);
}

void f67(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f71(depth - 1);
}

void f68(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f106(depth - 1);
}

void f69(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f5(depth - 1);
    f50(depth - 2);
}

void f70(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f76(depth - 1);
    f73(depth - 3);
}

void f71(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f67(depth - 1);
}

void f72(int depth)
{
    work(5);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f38(depth - 1);
    f135(depth - 2);
}

void f73(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f109(depth - 1);
}

void f74(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f8(depth - 1);
}

void f75(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f19(depth - 1);
    f132(depth - 2);
    f108(depth - 3);
}

void f76(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f50(depth - 1);
}

void f77(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f89(depth - 1);
}

void f78(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f96(depth - 1);
    f9(depth - 2);
}

void f79(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f135(depth - 1);
}

void f80(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f78(depth - 1);
    f3(depth - 3);
}

void f81(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f93(depth - 1);
    f138(depth - 2);
}

void f82(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f76(depth - 1);
}

void f83(int depth)
{
    work(5);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f55(depth - 1);
}

void f84(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f66(depth - 1);
    f27(depth - 2);
}

void f85(int depth)
{
    work(5);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f29(depth - 1);
    f38(depth - 3);
}

void f86(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f56(depth - 1);
}

void f87(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f127(depth - 1);
    f40(depth - 2);
}

void f88(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f78(depth - 1);
}

void f89(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f137(depth - 1);
}

void f90(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f20(depth - 1);
    f5(depth - 2);
    f73(depth - 3);
}

void f91(int depth)
{
    work(5);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f71(depth - 1);
}

void f92(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f62(depth - 1);
}

void f93(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f29(depth - 1);
    f114(depth - 2);
}

void f94(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f120(depth - 1);
}

void f95(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f35(depth - 1);
    f108(depth - 3);
}

void f96(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f134(depth - 1);
    f99(depth - 2);
}

void f97(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f73(depth - 1);
}

void f98(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f64(depth - 1);
}

void f99(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f55(depth - 1);
    f72(depth - 2);
}

void f100(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f22(depth - 1);
    f3(depth - 3);
}

void f101(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f89(depth - 1);
}

void f102(int depth)
{
    work(5);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f80(depth - 1);
    f5(depth - 2);
}

void f103(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f35(depth - 1);
}

void f104(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f26(depth - 1);
}

void f105(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f117(depth - 1);
    f66(depth - 2);
    f38(depth - 3);
}

void f106(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f136(depth - 1);
}

void f107(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f51(depth - 1);
}

void f108(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f34(depth - 1);
    f127(depth - 2);
}

void f109(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f41(depth - 1);
}

void f110(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f40(depth - 1);
    f73(depth - 3);
}

void f111(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f11(depth - 1);
    f16(depth - 2);
}

void f112(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f122(depth - 1);
}

void f113(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f125(depth - 1);
}

void f114(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f0(depth - 1);
    f1(depth - 2);
}

void f115(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f19(depth - 1);
    f108(depth - 3);
}

void f116(int depth)
{
    work(5);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f66(depth - 1);
}

void f117(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f33(depth - 1);
    f62(depth - 2);
}

void f118(int depth)
{
    work(5);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f64(depth - 1);
}

void f119(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f7(depth - 1);
}

void f120(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f114(depth - 1);
    f139(depth - 2);
    f3(depth - 3);
}

void f121(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f57(depth - 1);
}

void f122(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f52(depth - 1);
}

void f123(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f99(depth - 1);
    f28(depth - 2);
}

void f124(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f42(depth - 1);
}

void f125(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f101(depth - 1);
    f38(depth - 3);
}

void f126(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f92(depth - 1);
    f29(depth - 2);
}

void f127(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f107(depth - 1);
}

void f128(int depth)
{
    work(2);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f66(depth - 1);
}

void f129(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f45(depth - 1);
    f106(depth - 2);
}

void f130(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f136(depth - 1);
    f73(depth - 3);
}

void f131(int depth)
{
    work(5);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f103(depth - 1);
}

void f132(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f6(depth - 1);
    f123(depth - 2);
}

void f133(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f49(depth - 1);
}

void f134(int depth)
{
    work(1);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f92(depth - 1);
}

void f135(int depth)
{
    work(3);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f107(depth - 1);
    f112(depth - 2);
    f108(depth - 3);
}

void f136(int depth)
{
    work(5);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f110(depth - 1);
}

void f137(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f41(depth - 1);
}

void f138(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f28(depth - 1);
    f117(depth - 2);
}

void f139(int depth)
{
    work(4);
    /* Code enough for glibc's arc table, which is sized from the text. */
    sink += depth * 1.5; sink -= depth * 0.25; sink += depth * 2.5; sink -= depth * 0.75;
    sink += depth * 3.5; sink -= depth * 1.25; sink += depth * 4.5; sink -= depth * 1.75;
    if (depth <= 0)
        return;
    f107(depth - 1);
}

int main(int argc, char **argv)
{
    const int rounds = argc > 1 ? atoi(argv[1]) : 150;
    for (int k = 0; k < rounds; k++) {
        f0(3); f1(3); f2(3); f3(3); f4(3); f5(3); f6(3); f7(3); f8(3); f9(3);
        f10(3); f11(3); f12(3); f13(3); f14(3); f15(3); f16(3); f17(3); f18(3); f19(3);
        f20(3); f21(3); f22(3); f23(3); f24(3); f25(3); f26(3); f27(3); f28(3); f29(3);
        f30(3); f31(3); f32(3); f33(3); f34(3); f35(3); f36(3); f37(3); f38(3); f39(3);
        f40(3); f41(3); f42(3); f43(3); f44(3); f45(3); f46(3); f47(3); f48(3); f49(3);
        f50(3); f51(3); f52(3); f53(3); f54(3); f55(3); f56(3); f57(3); f58(3); f59(3);
        f60(3); f61(3); f62(3); f63(3); f64(3); f65(3); f66(3); f67(3); f68(3); f69(3);
        f70(3); f71(3); f72(3); f73(3); f74(3); f75(3); f76(3); f77(3); f78(3); f79(3);
        f80(3); f81(3); f82(3); f83(3); f84(3); f85(3); f86(3); f87(3); f88(3); f89(3);
        f90(3); f91(3); f92(3); f93(3); f94(3); f95(3); f96(3); f97(3); f98(3); f99(3);
        f100(3); f101(3); f102(3); f103(3); f104(3); f105(3); f106(3); f107(3); f108(3); f109(3);
        f110(3); f111(3); f112(3); f113(3); f114(3); f115(3); f116(3); f117(3); f118(3); f119(3);
        f120(3); f121(3); f122(3); f123(3); f124(3); f125(3); f126(3); f127(3); f128(3); f129(3);
        f130(3); f131(3); f132(3); f133(3); f134(3); f135(3); f136(3); f137(3); f138(3); f139(3);
        f0(8);
        f17(9);
        f99(8);
    }
    printf("%f\n", sink);
    return 0;
}
