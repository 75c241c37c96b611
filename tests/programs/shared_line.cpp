// SPDX-License-Identifier: MIT
// Two instances of one template share its lines (tst_source: the source
// pane's figures are the current function's own): scale<int> and
// scale<double> run the same loop, on the same lines.
#include <cstdlib>

volatile double sink;

template<typename T>
T scale(int n)
{
    T s = 0;
    for (int i = 0; i < n; ++i)
        s += T(i) * T(3);
    return s;
}

int main(int argc, char **argv)
{
    const int n = argc > 1 ? std::atoi(argv[1]) : 1000;
    for (int k = 0; k < 10; ++k)
        sink += scale<int>(n) + scale<double>(n);
    return 0;
}
