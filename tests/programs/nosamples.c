// SPDX-License-Identifier: MIT
/* Calls and no sample (tst_doctor, the doctor's CallsWithoutSamples).
 * Built plain, it calls step() a few times and exits long before the
 * first tick of the profiling clock; built with -DBLOCK_SIGPROF, it blocks
 * SIGPROF with sigprocmask and then works for argv[1] rounds (well over a
 * tick). Each prints the CPU time it used, in microseconds, so the test
 * knows how many ticks went by. */
#include <signal.h>
#include <stdio.h>
#include <sys/resource.h>

volatile double sink;

void step(int n)
{
    for (int i = 0; i < n; i++)
        sink += i * 0.5;
}

void rounds(int n)
{
    for (int k = 0; k < n; k++)
        step(20000);
}

int main(int argc, char **argv)
{
    int n = 3;
#ifdef BLOCK_SIGPROF
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGPROF);
    sigprocmask(SIG_BLOCK, &set, NULL);
    if (argc > 1)
        sscanf(argv[1], "%d", &n);
#else
    (void)argc;
    (void)argv;
#endif
    rounds(n);
    struct rusage u;
    getrusage(RUSAGE_SELF, &u);
    printf("%ld\n", (long)(u.ru_utime.tv_sec * 1000000 + u.ru_utime.tv_usec +
                           u.ru_stime.tv_sec * 1000000 + u.ru_stime.tv_usec));
    return 0;
}
