// SPDX-License-Identifier: MIT
/* bench/timeit.c: runs a command and prints its wall time and peak memory.
 *
 *   timeit OUT ERR COMMAND [ARG...]
 *
 * Runs COMMAND with its standard output in the file OUT and its standard
 * error in ERR, and prints "SECONDS MAXRSS-KB": the time from just before
 * the fork to the child's end (CLOCK_MONOTONIC), and the child's maximum
 * resident set as wait4 reports it (what GNU time's %M prints). Exits with
 * the command's status (128 + the signal when one ended it).
 *
 * check.sh timed each command from bash with date and GNU time: that also
 * timed bash expanding the arguments (10,000 run names: 30 ms, where the
 * exec itself takes 4 ms), the GNU time process and the date process that
 * read the clock, about 35 ms added to each side of the 10,000-run ratio
 * and 5-8 ms to each side of SQLite's (bench/README). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: timeit OUT ERR COMMAND [ARG...]\n");
        return 2;
    }
    const int out = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    const int err = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (out < 0 || err < 0) {
        perror("timeit: cannot open the output files");
        return 2;
    }
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    const pid_t child = fork();
    if (child < 0) {
        perror("timeit: fork");
        return 2;
    }
    if (child == 0) {
        if (dup2(out, STDOUT_FILENO) < 0 || dup2(err, STDERR_FILENO) < 0)
            _exit(127);
        execvp(argv[3], argv + 3);
        dprintf(STDERR_FILENO, "timeit: cannot run %s: %s\n", argv[3], strerror(errno));
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    if (wait4(child, &status, 0, &usage) != child) {
        perror("timeit: wait4");
        return 2;
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    const double seconds =
        (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) / 1e9;
    printf("%.6f %ld\n", seconds, usage.ru_maxrss);
    if (WIFSIGNALED(status))
        return 128 + WTERMSIG(status);
    return WEXITSTATUS(status);
}
