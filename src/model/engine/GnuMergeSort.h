// SPDX-License-Identifier: MIT
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <numeric>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

namespace gmonview {

namespace detail {

// glibc's qsort merge sort on ITEMS, small values moved as they are.
template<typename T, typename Compare>
void gnuMergeSortValues(std::vector<T> &items, Compare &cmp)
{
    std::vector<T> tmp(items.size());
    auto sortRange = [&](auto &self, size_t begin, size_t n) -> void {
        if (n <= 1)
            return;
        const size_t n1 = n / 2;
        const size_t n2 = n - n1;
        self(self, begin, n1);
        self(self, begin + n1, n2);
        size_t i = begin, j = begin + n1, k = 0;
        const size_t iEnd = begin + n1, jEnd = begin + n;
        while (i < iEnd && j < jEnd) {
            if (cmp(items[i], items[j]) <= 0)
                tmp[k++] = std::move(items[i++]);
            else
                tmp[k++] = std::move(items[j++]);
        }
        while (i < iEnd)
            tmp[k++] = std::move(items[i++]);
        // Elements left in the right run are already in place.
        for (size_t m = 0; m < k; ++m)
            items[begin + m] = std::move(tmp[m]);
    };
    sortRange(sortRange, 0, items.size());
}

} // namespace detail

// The top-down merge sort of glibc's qsort: split at n/2,
// take from the left run while cmp(left, right) <= 0. gprof sorts with qsort,
// and some of its comparators are not consistent orders, so reproducing its
// output needs this exact algorithm, not just any stable sort.
//
// Large values (a symbol with its names) are not moved at each step: their
// indices are sorted by the same comparisons and the values moved once,
// which gives the same order (tst_engine mergeSortIsStableAndSorts) and
// took the sort of 20,000 symbols from a tenth of the report to nothing.
template<typename T, typename Compare>
void gnuMergeSort(std::vector<T> &items, Compare cmp)
{
    if constexpr (std::is_trivially_copyable_v<T> && sizeof(T) <= 16) {
        detail::gnuMergeSortValues(items, cmp);
    } else {
        std::vector<uint32_t> order(items.size());
        std::iota(order.begin(), order.end(), 0u);
        auto byIndex = [&](uint32_t a, uint32_t b) { return cmp(items[a], items[b]); };
        detail::gnuMergeSortValues(order, byIndex);
        std::vector<T> sorted;
        sorted.reserve(items.size());
        for (const uint32_t i : order)
            sorted.push_back(std::move(items[i]));
        items = std::move(sorted);
    }
}

// The same order for a comparator that IS consistent (a total preorder,
// such as compareSymbolsByAddress), where every stable sort gives it: the
// runs already in order are found and merged, so input that comes mostly
// sorted (a line table's symbols, then the functions') costs a pass or two
// instead of a whole sort. tst_engine checks it against gnuMergeSort.
template<typename T, typename Compare>
void sortConsistent(std::vector<T> &items, Compare cmp)
{
    const size_t n = items.size();
    std::vector<size_t> runs{0}; // where each run starts
    for (size_t i = 1; i < n; ++i)
        if (cmp(items[i - 1], items[i]) > 0)
            runs.push_back(i);
    if (runs.size() == 1)
        return; // already in order
    runs.push_back(n);
    std::vector<uint32_t> order(n), merged(n);
    std::iota(order.begin(), order.end(), 0u);
    auto before = [&](uint32_t a, uint32_t b) { return cmp(items[a], items[b]) < 0; };
    while (runs.size() > 2) {
        // Adjacent runs merged pairwise; std::merge takes from the first on
        // ties, which keeps equal items in their order.
        std::vector<size_t> next;
        size_t r = 0;
        for (; r + 2 < runs.size(); r += 2) {
            next.push_back(runs[r]);
            std::merge(order.begin() + long(runs[r]), order.begin() + long(runs[r + 1]),
                       order.begin() + long(runs[r + 1]), order.begin() + long(runs[r + 2]),
                       merged.begin() + long(runs[r]), before);
        }
        if (r + 1 < runs.size()) { // an odd run out, as it is
            next.push_back(runs[r]);
            std::copy(order.begin() + long(runs[r]), order.begin() + long(runs[r + 1]),
                      merged.begin() + long(runs[r]));
        }
        next.push_back(n);
        order.swap(merged);
        runs = std::move(next);
    }
    std::vector<T> sorted;
    sorted.reserve(n);
    for (const uint32_t i : order)
        sorted.push_back(std::move(items[i]));
    items = std::move(sorted);
}

// For each of NAMES, its rank among them in strcmp's order: equal names get
// equal ranks, and rank(a) < rank(b) exactly where strcmp(a, b) < 0. A sort
// by ranks compares numbers where one by names ran strcmp at each step, and
// the many line symbols of one function share one name.
inline std::vector<uint32_t> strcmpRanks(const std::vector<const std::string *> &names)
{
    std::unordered_map<std::string_view, uint32_t> distinct;
    std::vector<uint32_t> which(names.size());
    std::vector<const char *> unique;
    for (size_t i = 0; i < names.size(); ++i) {
        if (i > 0 && names[i] && names[i - 1] && *names[i] == *names[i - 1]) {
            which[i] = which[i - 1]; // (a function's lines come together)
            continue;
        }
        const char *c = names[i] ? names[i]->c_str() : "";
        // (strcmp stops at the first NUL: so does the key.)
        const auto [at, added] = distinct.emplace(std::string_view(c), uint32_t(unique.size()));
        if (added)
            unique.push_back(c);
        which[i] = at->second;
    }
    std::vector<uint32_t> order(unique.size());
    std::iota(order.begin(), order.end(), 0u);
    std::sort(order.begin(), order.end(),
              [&](uint32_t a, uint32_t b) { return std::strcmp(unique[a], unique[b]) < 0; });
    std::vector<uint32_t> rankOf(unique.size());
    for (size_t r = 0; r < order.size(); ++r)
        rankOf[order[r]] = uint32_t(r);
    for (uint32_t &w : which)
        w = rankOf[w];
    return which;
}

// INDICES stably sorted by BEFORE (a consistent order), where most of them
// are idle: equal in all but a small number BUCKET(i) < BUCKETS, which
// orders them among themselves, and unequal to every busy one. The busy
// ones are sorted, the idle counted into their buckets, and the two
// merged: a line-level profile's symbols are mostly lines with no sample
// and no call, which a whole sort compared at length.
template<typename Idle, typename Bucket, typename Before>
void stableSortMostlyIdle(std::vector<int> &indices, Idle idle, Bucket bucket, size_t buckets,
                          Before before)
{
    std::vector<int> busy, quiet;
    for (int i : indices)
        (idle(i) ? quiet : busy).push_back(i);
    std::stable_sort(busy.begin(), busy.end(), before);
    std::vector<size_t> start(buckets + 1, 0);
    for (int i : quiet)
        ++start[bucket(i) + 1];
    for (size_t b = 1; b <= buckets; ++b)
        start[b] += start[b - 1];
    std::vector<int> counted(quiet.size());
    for (int i : quiet)
        counted[start[bucket(i)]++] = i;
    std::merge(busy.begin(), busy.end(), counted.begin(), counted.end(), indices.begin(), before);
}

} // namespace gmonview
