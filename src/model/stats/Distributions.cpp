// SPDX-License-Identifier: MIT
#include "model/stats/Distributions.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gmonview::stats {

namespace {

// ln Γ(x) without std::lgamma, which writes libm's global signgam: the
// statistics run on pool threads, two profiles at once (lgamma_r keeps the
// sign to itself).
double logGamma(double x)
{
    int sign = 0;
    return ::lgamma_r(x, &sign);
}

// The continued fraction of I_x(a, b) (modified Lentz), good for
// x < (a + 1) / (a + b + 2).
double betaFraction(double x, double a, double b)
{
    constexpr double tiny = 1e-300;
    constexpr double eps = 1e-16;
    const double qab = a + b, qap = a + 1, qam = a - 1;
    double c = 1;
    double d = 1 - qab * x / qap;
    if (std::fabs(d) < tiny)
        d = tiny;
    d = 1 / d;
    double h = d;
    // Converges in O(sqrt(max(a, b))) steps.
    const int limit = 200 + int(20 * std::sqrt(std::max(a, b)));
    // One Lentz step with the coefficient AA; returns the factor applied to H.
    auto step = [&](double aa) {
        d = 1 + aa * d;
        if (std::fabs(d) < tiny)
            d = tiny;
        c = 1 + aa / c;
        if (std::fabs(c) < tiny)
            c = tiny;
        d = 1 / d;
        h *= d * c;
        return d * c;
    };
    for (int m = 1; m <= limit; ++m) {
        const double m2 = 2.0 * m;
        step(m * (b - m) * x / ((qam + m2) * (a + m2)));
        const double del = step(-(a + m) * (qab + m) * x / ((a + m2) * (qap + m2)));
        if (std::fabs(del - 1) < eps)
            break;
    }
    return h;
}

} // namespace

double regularizedBeta(double x, double a, double b)
{
    if (!(x > 0))
        return 0;
    if (!(x < 1))
        return 1;
    const double logFront = logGamma(a + b) - logGamma(a) - logGamma(b) + a * std::log(x) +
                            b * std::log1p(-x);
    const double front = std::exp(logFront);
    if (x < (a + 1) / (a + b + 2))
        return front * betaFraction(x, a, b) / a;
    return 1 - front * betaFraction(1 - x, b, a) / b;
}

double betaQuantile(double p, double a, double b)
{
    if (p <= 0)
        return 0;
    if (p >= 1)
        return 1;
    // Bisection: I_x is increasing in x, and this is not on a hot path that
    // Newton's speed would pay for.
    double lo = 0, hi = 1;
    for (int i = 0; i < 1100 && hi - lo > 1e-13 * hi; ++i) {
        const double mid = 0.5 * (lo + hi);
        if (mid <= lo || mid >= hi)
            break;
        (regularizedBeta(mid, a, b) < p ? lo : hi) = mid;
    }
    return 0.5 * (lo + hi);
}

double binomialLower(int64_t k, int64_t n, double p)
{
    if (k < 0)
        return 0;
    if (k >= n)
        return 1;
    return regularizedBeta(1 - p, double(n - k), double(k + 1));
}

double binomialUpper(int64_t k, int64_t n, double p)
{
    if (k <= 0)
        return 1;
    if (k > n)
        return 0;
    return regularizedBeta(p, double(k), double(n - k + 1));
}

double studentTwoSided(double tValue, double df)
{
    if (std::isnan(tValue))
        return std::numeric_limits<double>::quiet_NaN();
    if (std::isinf(tValue))
        return 0;
    return regularizedBeta(df / (df + tValue * tValue), df / 2, 0.5);
}

double studentQuantile(double p, double df)
{
    if (p == 0.5)
        return 0;
    // P(|T| >= q) = 2 min(p, 1 - p) = I_{df/(df+q^2)}(df/2, 1/2).
    const double tail = 2 * std::min(p, 1 - p);
    const double x = betaQuantile(tail, df / 2, 0.5);
    const double q = std::sqrt(df * (1 - x) / x);
    return p < 0.5 ? -q : q;
}

double regularizedGammaLower(double a, double x)
{
    if (!(x > 0))
        return 0;
    if (std::isinf(x))
        return 1;
    const double logFront = a * std::log(x) - x - logGamma(a);
    if (x < a + 1) {
        // The series, good below the mean.
        double term = 1 / a, sum = term;
        for (int n = 1; n < 10000; ++n) {
            term *= x / (a + n);
            sum += term;
            if (std::fabs(term) < std::fabs(sum) * 1e-16)
                break;
        }
        return std::exp(logFront) * sum;
    }
    // Q(a, x) by its continued fraction (modified Lentz), above the mean.
    constexpr double tiny = 1e-300;
    double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
    for (int i = 1; i < 10000; ++i) {
        const double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (std::fabs(d) < tiny)
            d = tiny;
        c = b + an / c;
        if (std::fabs(c) < tiny)
            c = tiny;
        d = 1 / d;
        const double del = d * c;
        h *= del;
        if (std::fabs(del - 1) < 1e-16)
            break;
    }
    return 1 - std::exp(logFront) * h;
}

double chiSquareLower(double x, double df)
{
    return regularizedGammaLower(df / 2, x / 2);
}

double chiSquareQuantile(double p, double df)
{
    if (p <= 0)
        return 0;
    if (p >= 1)
        return std::numeric_limits<double>::infinity();
    // Bracket, then bisect: P is increasing in x; not on a hot path.
    double lo = 0, hi = std::max(1.0, df);
    while (chiSquareLower(hi, df) < p)
        hi *= 2;
    for (int i = 0; i < 1100 && hi - lo > 1e-14 * hi; ++i) {
        const double mid = 0.5 * (lo + hi);
        if (mid <= lo || mid >= hi)
            break;
        (chiSquareLower(mid, df) < p ? lo : hi) = mid;
    }
    return 0.5 * (lo + hi);
}

double digamma(double x)
{
    // Up by the recurrence psi(x) = psi(x + 1) - 1/x, then the asymptotic
    // series, good to double precision from 10 on.
    double shift = 0;
    while (x < 10) {
        shift -= 1 / x;
        x += 1;
    }
    const double r = 1 / (x * x);
    return shift + std::log(x) - 0.5 / x -
           r * (1.0 / 12 - r * (1.0 / 120 - r * (1.0 / 252 - r * (1.0 / 240 - r * (1.0 / 132)))));
}

double trigamma(double x)
{
    double shift = 0;
    while (x < 10) {
        shift += 1 / (x * x);
        x += 1;
    }
    const double r = 1 / (x * x);
    return shift + 1 / x + r / 2 +
           r / x * (1.0 / 6 - r * (1.0 / 30 - r * (1.0 / 42 - r * (1.0 / 30 - r * 5.0 / 66))));
}

double trigammaInverse(double y)
{
    if (!(y > 0))
        return std::numeric_limits<double>::infinity();
    // trigamma is decreasing: bisect in log x (not on a hot path).
    double lo = std::log(1e-12), hi = std::log(1e12);
    for (int i = 0; i < 200 && hi - lo > 1e-14; ++i) {
        const double mid = 0.5 * (lo + hi);
        (trigamma(std::exp(mid)) > y ? lo : hi) = mid;
    }
    return std::exp(0.5 * (lo + hi));
}

} // namespace gmonview::stats
