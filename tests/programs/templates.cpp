// SPDX-License-Identifier: MIT
// C++: templates, virtual calls, overloads, a namespace and a lambda.
#include <cstdio>
#include <memory>
#include <vector>

namespace geo {
volatile double sink;

struct Shape
{
    virtual ~Shape() = default;
    virtual double area(int quality) const = 0;
};

struct Square : Shape
{
    double side;
    explicit Square(double s) : side(s) {}
    double area(int quality) const override
    {
        double a = 0;
        for (int i = 0; i < quality * 400; ++i)
            a += side * side / (i + 1);
        return a;
    }
};

struct Circle : Shape
{
    double r;
    explicit Circle(double radius) : r(radius) {}
    double area(int quality) const override
    {
        double a = 0;
        for (int i = 0; i < quality * 900; ++i)
            a += 3.14159 * r * r / (i + 1);
        return a;
    }
};

template<typename T, int N>
T accumulate(const std::vector<T> &v)
{
    T s{};
    for (int k = 0; k < N; ++k)
        for (const T &x : v)
            s += x * k;
    return s;
}

double total(const std::vector<std::unique_ptr<Shape>> &shapes, int quality)
{
    double t = 0;
    for (const auto &s : shapes)
        t += s->area(quality);
    return t;
}
} // namespace geo

int main()
{
    std::vector<std::unique_ptr<geo::Shape>> shapes;
    for (int i = 0; i < 8; ++i) {
        if (i % 2)
            shapes.push_back(std::make_unique<geo::Square>(i));
        else
            shapes.push_back(std::make_unique<geo::Circle>(i));
    }
    std::vector<double> dv(200, 1.5);
    std::vector<int> iv(200, 3);
    double s = 0;
    auto step = [&](int q) { return geo::total(shapes, q); };
    for (int round = 0; round < 900; ++round) {
        s += step(round % 4 + 1);
        s += geo::accumulate<double, 40>(dv);
        s += geo::accumulate<int, 60>(iv);
    }
    geo::sink = s;
    std::printf("%g\n", s);
}
