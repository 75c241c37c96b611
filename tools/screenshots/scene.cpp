// SPDX-License-Identifier: MIT
// A small C++ program for the treemap screenshot: time spread over classes
// in three namespaces, some of them templates with long names.
#include <cmath>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

volatile double sink;

namespace geo {
template <class T, int N> struct Vector {
    T v[N] = {};
    __attribute__((noinline)) T dot(const Vector &o) const
    {
        T s = 0;
        for (int i = 0; i < N; ++i)
            s += v[i] * o.v[i];
        return s;
    }
};
struct Mesh {
    std::vector<Vector<double, 3>> points;
    __attribute__((noinline)) double area() const
    {
        double a = 0;
        for (size_t i = 1; i < points.size(); ++i)
            a += std::sqrt(std::fabs(points[i].dot(points[i - 1])));
        return a;
    }
};
} // namespace geo

namespace render {
struct Rasterizer {
    __attribute__((noinline)) void fill(int w, int h)
    {
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x)
                sink += (x ^ y) * 0.5;
    }
};
template <class Pixel> struct Blender {
    __attribute__((noinline)) Pixel mix(Pixel a, Pixel b) const { return (a + b) / 2; }
};
} // namespace render

namespace util {
struct Catalog {
    std::map<std::string, int> names;
    __attribute__((noinline)) void add(int i) { names[std::to_string(i % 5000)] += i; }
};
} // namespace util

int main()
{
    geo::Mesh mesh;
    for (int i = 0; i < 2000; ++i)
        mesh.points.push_back({{double(i), i * 0.5, i * 0.25}});
    render::Rasterizer raster;
    render::Blender<float> blend;
    util::Catalog catalog;
    double total = 0;
    for (int round = 0; round < 1500; ++round) {
        total += mesh.area();
        raster.fill(120, 100);
        for (int i = 0; i < 20000; ++i)
            total += blend.mix(float(i), float(round));
        for (int i = 0; i < 2000; ++i)
            catalog.add(i + round);
        geo::Vector<float, 16> a, b;
        for (int i = 0; i < 5000; ++i)
            total += a.dot(b);
    }
    std::printf("%g\n", total);
}
