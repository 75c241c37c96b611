// SPDX-License-Identifier: MIT
/* The program the screenshots in docs/ show: a toy compiler whose parser is
   a cycle (expr -> term -> factor -> expr). */
#include <stdio.h>
volatile double sink;
static void work(int n)
{
    for (int i = 0; i < n * 30000; i++) {
        sink += i * 0.25;
        if (i % 7 == 0)
            sink -= i / 3.0;
    }
}
int parse_expr(int d); int parse_term(int d); int parse_factor(int d);
int parse_expr(int d) { work(2); return d <= 0 ? 0 : parse_term(d - 1) + 1; }
int parse_term(int d) { work(1); return d <= 0 ? 0 : parse_factor(d - 1) + (d % 3 ? parse_term(d - 2) : 0); }
int parse_factor(int d) { work(3); return d <= 0 ? 0 : parse_expr(d - 1); }
void emit(int n) { work(n); }
void optimize(int n) { work(n * 2); emit(n); }
void compile(int n) { parse_expr(n); optimize(n % 4 + 1); emit(2); }
int main(void) { for (int k = 0; k < 120; k++) compile(12); printf("%f\n", sink); return 0; }
