/* SPDX-License-Identifier: MIT
 *
 * program.c - a small program run a thousand times for the gmonview benchmark.
 *
 * Copyright (c) the gmonview authors.
 *
 * Permission is hereby granted, free of charge, to any person obtaining a
 * copy of this software and associated documentation files (the "Software"),
 * to deal in the Software without restriction, including without limitation
 * the rights to use, copy, modify, merge, publish, distribute, sublicense,
 * and/or sell copies of the Software, and to permit persons to whom the
 * Software is furnished to do so, subject to the following conditions:
 *
 * The above copyright notice and this permission notice shall be included in
 * all copies or substantial portions of the Software.
 *
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
 * IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
 * FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
 * AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
 * LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING
 * FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER
 * DEALINGS IN THE SOFTWARE.
 *
 * Usage: program SEED
 *
 * Built with `gcc -O2 -pg`, run once per SEED by bench/run-gui.sh, each run
 * leaving its own gmon file (GMON_OUT_PREFIX).  A run takes some tens of
 * milliseconds and goes through a few kinds of work: an expression parser
 * and evaluator (recursive descent), quicksort, a hash table, N-queens
 * backtracking, a prime sieve, a matrix product, and a pair of mutually
 * recursive functions (a cycle in the call graph).  SEED changes the data
 * and how much of each kind of work is done, so the runs differ in their
 * call counts and samples while the set of functions stays the same.
 * Everything is deterministic for a given SEED.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NOINLINE __attribute__((noinline))

static unsigned long long rng_state;

static NOINLINE unsigned rnd(void)
{
    /* xorshift64* */
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return (unsigned)((rng_state * 0x2545F4914F6CDD1Dull) >> 32);
}

/* ------------------------------------------------------------ expressions */

enum { NUM, ADD, SUB, MUL, DIV, MOD };

struct node {
    int op;
    long value;
    struct node *left, *right;
};

static struct node pool[1 << 16];
static int pool_used;

static NOINLINE struct node *new_node(int op, long value, struct node *l, struct node *r)
{
    struct node *n = &pool[pool_used++ & ((1 << 16) - 1)];
    n->op = op;
    n->value = value;
    n->left = l;
    n->right = r;
    return n;
}

/* Writes a random expression of the given depth into buf, returns its end. */
static NOINLINE char *gen_expr(char *buf, int depth)
{
    if (depth == 0 || rnd() % 4 == 0)
        return buf + sprintf(buf, "%u", rnd() % 1000);
    static const char ops[] = "+-*/%";
    *buf++ = '(';
    buf = gen_expr(buf, depth - 1);
    *buf++ = ops[rnd() % 5];
    buf = gen_expr(buf, depth - 1);
    *buf++ = ')';
    return buf;
}

static const char *src;
static struct node *parse_sum(void);

static NOINLINE struct node *parse_atom(void)
{
    if (*src == '(') {
        src++;
        struct node *n = parse_sum();
        src++; /* ')' */
        return n;
    }
    long v = 0;
    while (*src >= '0' && *src <= '9')
        v = v * 10 + (*src++ - '0');
    return new_node(NUM, v, NULL, NULL);
}

static NOINLINE struct node *parse_product(void)
{
    struct node *n = parse_atom();
    while (*src == '*' || *src == '/' || *src == '%') {
        int op = *src == '*' ? MUL : *src == '/' ? DIV : MOD;
        src++;
        n = new_node(op, 0, n, parse_atom());
    }
    return n;
}

static NOINLINE struct node *parse_sum(void)
{
    struct node *n = parse_product();
    while (*src == '+' || *src == '-') {
        int op = *src == '+' ? ADD : SUB;
        src++;
        n = new_node(op, 0, n, parse_product());
    }
    return n;
}

static NOINLINE long eval(const struct node *n)
{
    long a, b;
    switch (n->op) {
    case NUM: return n->value;
    case ADD: return eval(n->left) + eval(n->right);
    case SUB: return eval(n->left) - eval(n->right);
    case MUL: return (eval(n->left) * eval(n->right)) % 1000003;
    default:
        a = eval(n->left);
        b = eval(n->right);
        if (b == 0)
            return a;
        return n->op == DIV ? a / b : a % b;
    }
}

static NOINLINE long expressions(int count)
{
    static char buf[1 << 16];
    long total = 0;
    for (int i = 0; i < count; i++) {
        pool_used = 0;
        *gen_expr(buf, 8) = '\0';
        src = buf;
        total += eval(parse_sum());
    }
    return total;
}

/* ------------------------------------------------------------ sorting */

static NOINLINE void swap_ints(int *a, int *b)
{
    int t = *a;
    *a = *b;
    *b = t;
}

static NOINLINE int partition(int *v, int lo, int hi)
{
    int pivot = v[(lo + hi) / 2];
    int i = lo - 1, j = hi + 1;
    for (;;) {
        do i++; while (v[i] < pivot);
        do j--; while (v[j] > pivot);
        if (i >= j)
            return j;
        swap_ints(&v[i], &v[j]);
    }
}

static NOINLINE void quicksort(int *v, int lo, int hi)
{
    if (lo >= hi)
        return;
    int p = partition(v, lo, hi);
    quicksort(v, lo, p);
    quicksort(v, p + 1, hi);
}

static NOINLINE long sorting(int n)
{
    int *v = malloc(sizeof *v * (size_t)n);
    for (int i = 0; i < n; i++)
        v[i] = (int)(rnd() % 100000);
    quicksort(v, 0, n - 1);
    long check = 0;
    for (int i = 0; i < n; i += 97)
        check += v[i];
    free(v);
    return check;
}

/* ------------------------------------------------------------ hash table */

struct entry {
    unsigned key;
    int count;
    struct entry *next;
};

#define BUCKETS 4096

static NOINLINE unsigned hash(unsigned key)
{
    key ^= key >> 16;
    key *= 0x7feb352du;
    key ^= key >> 15;
    return key % BUCKETS;
}

static NOINLINE struct entry *lookup(struct entry **table, unsigned key)
{
    for (struct entry *e = table[hash(key)]; e; e = e->next)
        if (e->key == key)
            return e;
    return NULL;
}

static NOINLINE void insert(struct entry **table, unsigned key)
{
    struct entry *e = lookup(table, key);
    if (e) {
        e->count++;
        return;
    }
    e = malloc(sizeof *e);
    e->key = key;
    e->count = 1;
    unsigned h = hash(key);
    e->next = table[h];
    table[h] = e;
}

static NOINLINE long hashing(int n)
{
    struct entry **table = calloc(BUCKETS, sizeof *table);
    for (int i = 0; i < n; i++)
        insert(table, rnd() % (unsigned)(n / 2 + 1));
    long most = 0;
    for (int b = 0; b < BUCKETS; b++) {
        for (struct entry *e = table[b], *next; e; e = next) {
            next = e->next;
            if (e->count > most)
                most = e->count;
            free(e);
        }
    }
    free(table);
    return most;
}

/* ------------------------------------------------------------ N-queens */

static NOINLINE int safe(const int *col, int row, int c)
{
    for (int r = 0; r < row; r++)
        if (col[r] == c || abs(col[r] - c) == row - r)
            return 0;
    return 1;
}

static NOINLINE long place(int *col, int row, int n)
{
    if (row == n)
        return 1;
    long found = 0;
    for (int c = 0; c < n; c++) {
        if (safe(col, row, c)) {
            col[row] = c;
            found += place(col, row + 1, n);
        }
    }
    return found;
}

static NOINLINE long queens(int n)
{
    int col[16];
    return place(col, 0, n);
}

/* ------------------------------------------------------------ sieve */

static NOINLINE long sieve(int n)
{
    char *composite = calloc((size_t)n + 1, 1);
    long primes = 0;
    for (int i = 2; i <= n; i++) {
        if (composite[i])
            continue;
        primes++;
        for (long j = (long)i * i; j <= n; j += i)
            composite[j] = 1;
    }
    free(composite);
    return primes;
}

/* ------------------------------------------------------------ matrices */

static NOINLINE void fill_matrix(double *m, int n)
{
    for (int i = 0; i < n * n; i++)
        m[i] = (double)(rnd() % 1000) / 997.0;
}

static NOINLINE void multiply(const double *a, const double *b, double *c, int n)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int k = 0; k < n; k++)
                s += a[i * n + k] * b[k * n + j];
            c[i * n + j] = s;
        }
}

static NOINLINE double matrices(int n)
{
    double *a = malloc(sizeof *a * (size_t)(n * n));
    double *b = malloc(sizeof *b * (size_t)(n * n));
    double *c = malloc(sizeof *c * (size_t)(n * n));
    fill_matrix(a, n);
    fill_matrix(b, n);
    multiply(a, b, c, n);
    double trace = 0;
    for (int i = 0; i < n; i++)
        trace += c[i * n + i];
    free(a);
    free(b);
    free(c);
    return trace;
}

/* ------------------------------------------------------------ a cycle */

static NOINLINE int is_odd(unsigned n);

static NOINLINE int is_even(unsigned n)
{
    return n == 0 ? 1 : is_odd(n - 1);
}

static NOINLINE int is_odd(unsigned n)
{
    return n == 0 ? 0 : is_even(n - 1);
}

static NOINLINE long parity(int count)
{
    long even = 0;
    for (int i = 0; i < count; i++)
        even += is_even(rnd() % 2000);
    return even;
}

/* ------------------------------------------------------------ main */

int main(int argc, char **argv)
{
    unsigned seed = argc > 1 ? (unsigned)strtoul(argv[1], NULL, 10) : 1;
    rng_state = 0x9E3779B97F4A7C15ull ^ ((unsigned long long)seed * 0x100000001B3ull);
    if (rng_state == 0)
        rng_state = 1;

    /* SEED picks how much of each kind of work this run does. */
    long sum = 0;
    sum += expressions(300 + (int)(seed % 7) * 60);
    sum += sorting(60000 + (int)(seed % 5) * 20000);
    sum += hashing(50000 + (int)(seed % 3) * 25000);
    sum += queens(7 + (int)(seed % 2));
    sum += sieve(400000 + (int)(seed % 4) * 100000);
    sum += (long)matrices(70 + (int)(seed % 6) * 10);
    sum += parity(1000 + (int)(seed % 9) * 200);
    printf("%u %ld\n", seed, sum);
    return 0;
}
