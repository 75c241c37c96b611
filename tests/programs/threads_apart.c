// SPDX-License-Identifier: MIT
/* Two threads, each grinding in a function of its own (tst_doctor, the
 * doctor's Threads finding): where the worker's samples land tells whether
 * the profiling clock sampled it. Prints the main thread's CPU time and
 * the whole process's, in microseconds. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <sys/resource.h>

volatile double sink_main, sink_worker;

void main_grind(int n)
{
    for (int i = 0; i < n * 40000; i++)
        sink_main += i * 0.75;
}

void worker_grind(int n)
{
    for (int i = 0; i < n * 40000; i++)
        sink_worker += i * 0.75;
}

void *worker(void *arg)
{
    (void)arg;
    for (int k = 0; k < 400; k++)
        worker_grind(3);
    return NULL;
}

static long micros(int who)
{
    struct rusage u;
    getrusage(who, &u);
    return (long)(u.ru_utime.tv_sec * 1000000 + u.ru_utime.tv_usec + u.ru_stime.tv_sec * 1000000 +
                  u.ru_stime.tv_usec);
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    for (int k = 0; k < 400; k++)
        main_grind(2);
    const long mainThread = micros(RUSAGE_THREAD);
    pthread_join(t, NULL);
    printf("%ld %ld\n", mainThread, micros(RUSAGE_SELF));
    return 0;
}
