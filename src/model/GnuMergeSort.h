#pragma once

#include <cstddef>
#include <cstdint>
#include <numeric>
#include <type_traits>
#include <utility>
#include <vector>

namespace gmonview {

namespace detail {

// glibc's msort_with_tmp on ITEMS, small values moved as they are.
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

// The top-down merge sort of glibc's qsort (msort_with_tmp): split at n/2,
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

} // namespace gmonview
