// SPDX-License-Identifier: MIT
#include "model/engine/ProfileResult.h"

#include "model/engine/GnuMergeSort.h"

namespace gmonview {

std::vector<uint32_t> ProfileResult::ranksOfNames() const
{
    if (nameRanks.size() == symbols.size())
        return nameRanks;
    std::vector<const std::string *> names(symbols.size());
    for (size_t i = 0; i < symbols.size(); ++i)
        names[i] = &symbols[i].name;
    return strcmpRanks(names);
}

double ProfileResult::membersSelf(int number) const
{
    double sum = 0;
    for (int m : cycles[size_t(number - 1)].members)
        sum += symbol(m).propSelf;
    return sum;
}

} // namespace gmonview
