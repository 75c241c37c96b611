// SPDX-License-Identifier: MIT
// C++ with names hundreds of characters long: one class template
// instantiated over nested standard containers, its members differing only
// in their template arguments, as real template-heavy code is.
#include <cstdio>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace storage::detail {
volatile double sink;

template <typename Key, typename Value>
struct Table
{
    std::map<Key, Value> rows;

    template <typename Visitor>
    __attribute__((noinline)) double scan(const Visitor &visit, int rounds) const
    {
        double total = 0;
        for (int r = 0; r < rounds; ++r)
            for (int i = 0; i < 2000; ++i)
                total += visit(i) * 0.5;
        sink = total;
        return total;
    }
};

struct Weight
{
    double operator()(int i) const { return i * 1.5; }
};
struct Count
{
    double operator()(int i) const { return i % 7; }
};
} // namespace storage::detail

using Deep = std::map<std::string, std::vector<std::pair<std::string, std::map<int, std::string>>>>;
using Wide = std::vector<std::pair<std::map<std::string, std::vector<double>>, std::string>>;

int main(int argc, char **argv)
{
    const int rounds = argc > 1 ? std::atoi(argv[1]) : 3000;
    storage::detail::Table<std::string, Deep> a;
    storage::detail::Table<std::string, Wide> b;
    storage::detail::Table<int, Deep> c;
    double t = a.scan(storage::detail::Weight{}, rounds) + b.scan(storage::detail::Weight{}, rounds) +
               c.scan(storage::detail::Count{}, rounds) + a.scan(storage::detail::Count{}, rounds);
    std::printf("%g\n", t);
    return 0;
}
