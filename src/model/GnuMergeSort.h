#pragma once

#include <cstddef>
#include <vector>

namespace gmonview {

// The top-down merge sort of glibc's qsort (msort_with_tmp): split at n/2,
// take from the left run while cmp(left, right) <= 0. gprof sorts with qsort,
// and some of its comparators are not consistent orders, so reproducing its
// output needs this exact algorithm, not just any stable sort.
template<typename T, typename Compare>
void gnuMergeSort(std::vector<T> &items, Compare cmp)
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
                tmp[k++] = items[i++];
            else
                tmp[k++] = items[j++];
        }
        while (i < iEnd)
            tmp[k++] = items[i++];
        // Elements left in the right run are already in place.
        for (size_t m = 0; m < k; ++m)
            items[begin + m] = tmp[m];
    };
    sortRange(sortRange, 0, items.size());
}

} // namespace gmonview
