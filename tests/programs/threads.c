// SPDX-License-Identifier: MIT
/* A second thread: on Linux the profiling timer and mcount see it too. */
#include <pthread.h>
#include <stdio.h>

volatile double sink;
static void grind(int n)
{
    for (int i = 0; i < n * 20000; i++)
        sink += i * 0.75;
}
void worker_step(int n) { grind(n); }
void *worker(void *arg)
{
    (void)arg;
    for (int k = 0; k < 400; k++)
        worker_step(3);
    return NULL;
}
void main_step(int n) { grind(n); }
int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    for (int k = 0; k < 400; k++)
        main_step(2);
    pthread_join(t, NULL);
    printf("%f\n", sink);
    return 0;
}
