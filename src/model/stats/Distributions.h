// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

// The few distribution functions the comparison of runs needs, written out
// so the engine links nothing more. tst_compare checks each one against
// GSL.
namespace gmonview::stats {

// The regularized incomplete beta function I_x(a, b), a, b > 0.
double regularizedBeta(double x, double a, double b);

// The x in [0, 1] with I_x(a, b) = P.
double betaQuantile(double p, double a, double b);

// P(X <= K) and P(X >= K) for X ~ Binomial(N, P).
double binomialLower(int64_t k, int64_t n, double p);
double binomialUpper(int64_t k, int64_t n, double p);

// Student's t with DF degrees of freedom: P(|T| >= |T_VALUE|), and the Q
// with P(T <= Q) = P.
double studentTwoSided(double tValue, double df);
double studentQuantile(double p, double df);

// The regularized lower incomplete gamma function P(a, x), a > 0, x >= 0.
double regularizedGammaLower(double a, double x);

// Chi-square with DF degrees of freedom: P(X <= X_VALUE), and the Q with
// P(X <= Q) = P.
double chiSquareLower(double x, double df);
double chiSquareQuantile(double p, double df);

// The digamma and trigamma functions (the first and second derivatives of
// log Gamma), x > 0, and the x > 0 with trigamma(x) = Y (Y > 0).
double digamma(double x);
double trigamma(double x);
double trigammaInverse(double y);

} // namespace gmonview::stats
