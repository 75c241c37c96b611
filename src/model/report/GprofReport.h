// SPDX-License-Identifier: MIT
#pragma once

#include "model/engine/ProfileResult.h"
#include "model/engine/RunSum.h"
#include "model/report/AnnotatedSource.h"

#include <string>
#include <string_view>

namespace gmonview {

struct ReportOptions
{
    bool brief = false; // -b: no explanations
    bool bsdStyle = false; // -T
    bool ignoreZeros = true; // cleared by -z
    bool demangle = true;
    bool printPath = false; // -L
    bool inlineFileNames = false; // --inline-file-names
    bool lineGranularity = false; // -l (and -s)
    int outputWidth = 80; // -w
    // Annotated source (-A).
    bool annotateAllLines = false; // -x
    unsigned long minCount = 1; // -m
    int tableLength = 10; // -t
    std::vector<std::string> searchPaths; // -I, then GPROF_PATH
    bool separateFiles = false; // -y: FILE-ann files instead of standard output
};

// The unit of the per-call columns as gprof picks it: the SI prefix that
// brings the largest total time per call between 1 and 1000 ("ms/call"),
// 'T' when no function has a time per call (gprof's "Ts/call").
struct PerCallUnit
{
    char prefix = 'T';
    double scale = 1e-12; // multiply seconds by this
};
PerCallUnit perCallUnit(const ProfileResult &profile, bool bsdStyle = false);

// gprof's order of the flat profile: by time, then calls, then raw name.
std::vector<int> flatProfileOrder(const ProfileResult &profile);

// The arcs into and out of a symbol in the order gprof prints them: callers
// ascending (the biggest next to the function), callees descending.
std::vector<int> sortedCallerArcs(const ProfileResult &profile, int symbol);
std::vector<int> sortedCalleeArcs(const ProfileResult &profile, int symbol);

// Writes gprof's text sections for a profile. With brief set, the text is
// byte for byte what GNU gprof 2.40 prints; otherwise our own short
// explanations follow each section. Sections after the first start with a
// form feed, as in gprof, so one printer must write them all in order.
class GprofReport
{
public:
    explicit GprofReport(const ReportOptions &options);

    void fileInfo(const RunInfo &run); // -i
    // The sections below read PROFILE, which must outlive the printer.
    void setProfile(const ProfileResult &profile, const SymbolSpecs &specs);
    void flatProfile();
    void callGraph();
    void index();
    void execCounts(); // -C
    // -A: each source file with its lines' execution counts. Messages about
    // files not found go to WARNINGS; with -y the files come back instead.
    // The sources are read from disk, found as gprof finds them (-I), or
    // come from SOURCE.
    std::vector<AnnotatedFile> annotatedSource(std::string &warnings);
    std::vector<AnnotatedFile> annotatedSource(std::string &warnings, const SourceProvider &source);

    const std::string &text() const { return m_out; }
    std::string takeText() { return std::move(m_out); }

private:
    // The bytes each histogram bin covers, as gprof prints them.
    static long granularityBytes(double scale);
    void printf(const char *format, ...) __attribute__((format(printf, 2, 3)));
    void put(std::string_view s) { m_out += s; }
    // The lines printed once per function and arc, without printf's parser
    // (PrintfText.h): "%W.Pf", "%Wlu" (or "%-Wlu"), "%W.Ws" of "".
    void putFixed(double v, int width, int precision);
    void putCount(uint64_t v, int width, bool left = false);
    void putBlank(int width) { m_out.append(size_t(width), ' '); }
    // " [N]" when printed, " (N)" when not: a function's or cycle's index.
    void putIndex(int index, bool printed);
    void sectionBreak();

    int printNameOnly(int sym);
    void printName(int sym);
    void flatLine(int sym, double scale, double &accum);
    void printCycle(int cycle);
    void printMembers(int cycle);
    void printParents(int sym);
    void printChildren(int sym);
    void printGraphLine(int sym);
    // A caller's or callee's line up to its name; WITHIN_CYCLE: the arc
    // joins two members of a cycle (or is a recursion), TOTAL: the calls
    // into the callee (or its cycle) from all.
    void printArcLine(const ProfileArc &arc, bool withinCycle, uint64_t total);

    const ProfileResult *m_profilePtr = nullptr;
    const SymbolSpecs *m_specsPtr = nullptr;
    const ProfileResult &profile() const { return *m_profilePtr; }
    ReportOptions m_options;
    std::string m_out;
    bool m_firstOutput = true;
    double m_totalTime = 0;
    double m_printTime = 0;
};

} // namespace gmonview
