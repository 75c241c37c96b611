// SPDX-License-Identifier: MIT
/* The second compilation unit of units.c. */
static double step(double a, double b)
{
    double s = 0;
    for (int i = 0; i < 200; i++)
        s += (a - b) * (i & 3) * 0.25;
    return s;
}

double smooth(double x)
{
    return x * 0.5 + 1.0 / (x + 2.0);
}

double filter(const double *v, int n)
{
    double total = 0;
    for (int i = 1; i < n; i++)
        total += step(v[i], v[i - 1]);
    return total;
}
