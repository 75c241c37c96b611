// SPDX-License-Identifier: MIT
#include "model/document/RunFiles.h"

#include "io/FileBytes.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <cstring>

namespace gmonview {

bool hasGmonMagic(const QString &path)
{
    // (Never waiting on a FIFO: only a regular file is looked into.)
    const std::vector<std::byte> head = readFileHead(path.toStdString(), 4);
    return head.size() == 4 && std::memcmp(head.data(), "gmon", 4) == 0;
}

QStringList runsIn(const QString &dir)
{
    QStringList runs;
    for (const QFileInfo &f : QDir(dir).entryInfoList(QDir::Files | QDir::Readable | QDir::Hidden))
        if (hasGmonMagic(f.absoluteFilePath()))
            runs << f.absoluteFilePath();
    // run.9 before run.10, as a person counts (pids differ in length).
    auto split = [](const QString &path) {
        qsizetype digits = path.size();
        while (digits > 0 && path[digits - 1].isDigit())
            --digits;
        return std::pair(path.left(digits), path.mid(digits));
    };
    std::sort(runs.begin(), runs.end(), [&](const QString &a, const QString &b) {
        const auto [aStem, aNumber] = split(a);
        const auto [bStem, bNumber] = split(b);
        if (aStem != bStem || aNumber.isEmpty() || bNumber.isEmpty())
            return a < b;
        if (aNumber.size() != bNumber.size())
            return aNumber.size() < bNumber.size();
        return aNumber < bNumber;
    });
    return runs;
}

QStringList runsBeside(const QString &executable)
{
    return runsIn(QFileInfo(executable).absolutePath());
}

QStringList runNamePatterns(const QStringList &runs)
{
    QStringList patterns;
    for (const QString &run : runs) {
        const QString name = QFileInfo(run).fileName();
        const qsizetype dot = name.lastIndexOf(QLatin1Char('.'));
        const QString suffix = dot > 0 ? name.mid(dot + 1) : QString();
        const bool pid = !suffix.isEmpty() && std::all_of(suffix.begin(), suffix.end(),
                                                          [](QChar c) { return c.isDigit(); });
        const QString pattern = pid ? name.left(dot) + QStringLiteral(".*") : name;
        if (!patterns.contains(pattern))
            patterns << pattern;
    }
    return patterns;
}

QStringList profileNamePatterns(const QString &dir)
{
    QStringList patterns{QStringLiteral("gmon.out"), QStringLiteral("gmon.sum"),
                         QStringLiteral("*.gmon"), QStringLiteral("gmon.out.*"),
                         QStringLiteral("*.out")};
    for (const QString &p : runNamePatterns(runsIn(dir)))
        if (!patterns.contains(p))
            patterns << p;
    return patterns;
}

} // namespace gmonview
