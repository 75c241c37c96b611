// SPDX-License-Identifier: MIT
#include "app/DoctorCommand.h"

#include "io/ElfImage.h"
#include "io/dwarf/DwarfFunctionTable.h"
#include "model/stats/CoverageChecks.h"
#include "model/stats/LibraryChecks.h"
#include "model/stats/ProfileDoctor.h"

#include <elf.h>
#include <filesystem>
#include <optional>
#include <set>

namespace gmonview {

namespace {

const char *kDoctorUsage =
    "Usage: gmonview doctor [--coverage-dir DIR]... EXE [GMON...]\n"
    "Checks a profile for what would make it wrong or weak, and says what each\n"
    "finding means and how to fix it: a gmon file that this executable did not\n"
    "write, addresses moved (PIE), a run cut short, samples outside every function,\n"
    "functions built without -pg, threads, too few samples. GMON defaults to\n"
    "gmon.out. With --coverage-dir, GCC's coverage data under DIR (a program built\n"
    "with -pg --coverage) is checked against the runs: counts of other runs or\n"
    "another build, and which build the samples were taken on.\n"
    "Exit status: 0; 2 on bad input.\n";

// TEXT folded at 78 columns, each line after INDENT.
std::string wrapped(const std::string &text, const std::string &indent)
{
    std::string out, line;
    size_t at = 0;
    while (at < text.size()) {
        size_t end = text.find(' ', at);
        if (end == std::string::npos)
            end = text.size();
        const std::string word = text.substr(at, end - at);
        at = end + 1;
        if (!line.empty() && indent.size() + line.size() + 1 + word.size() > 78) {
            out += indent + line + "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + word;
    }
    if (!line.empty())
        out += indent + line + "\n";
    return out;
}

std::string paragraph(const std::string &what, const std::string &meaning, const std::string &fix)
{
    return wrapped(what + ".", "") + wrapped(meaning, "  ") + wrapped("Fix: " + fix, "  ") + "\n";
}

// The coverage checks of the runs REQUEST reads against the .gcda files under
// FOLDERS, as paragraphs (COUNT counts them); what stops them goes to ERR.
std::string coverageFindings(AnalysisRequest request, const std::vector<std::string> &folders,
                             int &count, std::string &err)
{
    std::vector<std::string> data;
    for (const std::string &dir : folders)
        for (std::string &f : findCoverageData(dir))
            data.push_back(std::move(f));
    if (data.empty()) {
        err += "gmonview doctor: no coverage data (.gcda) under " + folders.front() + "\n";
        return {};
    }
    auto coverage = readCoverage(data);
    if (!coverage) {
        err += "gmonview doctor: " + coverage.error().message + "\n";
        return {};
    }
    for (const Message &w : coverage->warnings)
        err += "gmonview doctor: warning: " + w.text() + "\n";
    // As the window reads the runs: clone pieces credited to their origin,
    // whose calls gprof would fold into another function.
    request.program.creditClonePieces = true;
    const auto analysed = analyze(request);
    if (!analysed || !analysed->profile)
        return {};
    std::set<std::string> inlined;
    if (auto functions =
            DwarfFunctionTable::read(*analysed->executable->elf, request.executablePath))
        for (const DwarfFunctionTable::Function &f : functions->functions())
            if (f.inlined)
                inlined.insert(f.name);
    std::string out;
    const int runs = int(analysed->accepted.size());
    for (const Finding &f : examineCoverage(*analysed->executable, *analysed->profile, *coverage,
                                            inlined, runs, runs)) {
        ++count;
        out += paragraph(f.what.text(), f.meaning.text(), f.fix.text());
    }
    return out;
}

// For a shared library LIBRARY given alone: its LD_PROFILE file, beside it
// or in /var/tmp (glibc's default folder); when there is none, RESULT says
// why (exit status 2) and nothing is returned. Nothing either for a program.
std::optional<std::string> libraryProfileOf(const std::string &library, ReportOutput &result)
{
    auto elf = ElfImage::fromFile(library);
    if (!elf || (*elf)->fileType() != ET_DYN || (*elf)->sectionByName(".interp"))
        return std::nullopt;
    const std::string name = std::filesystem::path(library).filename().string() + ".profile";
    for (const std::filesystem::path dir :
         {std::filesystem::path(library).parent_path(), std::filesystem::path("/var/tmp")})
        if (std::error_code e; std::filesystem::is_regular_file(dir / name, e))
            return (dir / name).string();
    result.exitCode = 2;
    if (auto why = whyNoLibraryProfile(**elf, library))
        result.err = "gmonview doctor: " + why->text() + "\n";
    else
        result.err = "gmonview doctor: no " + name + " beside " + library +
                     " nor in /var/tmp: run the program with LD_PROFILE=" +
                     std::filesystem::path(library).filename().string() +
                     " (and LD_PROFILE_OUTPUT=DIR), then give DIR/" + name + "\n";
    return std::nullopt;
}

} // namespace

ReportOutput runDoctor(const std::vector<std::string> &args)
{
    ReportOutput result;
    std::vector<std::string> files, coverageDirs;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (a == "--help" || a == "-h") {
            result.out = kDoctorUsage;
            return result;
        }
        if (a == "--coverage-dir" && i + 1 < args.size()) {
            coverageDirs.push_back(args[++i]);
            continue;
        }
        if (a.starts_with("--coverage-dir=")) {
            coverageDirs.push_back(a.substr(15));
            continue;
        }
        if (a.size() > 1 && a[0] == '-') {
            result.err = "gmonview doctor: unrecognized option '" + a + "'\n" + kDoctorUsage;
            result.exitCode = 2;
            return result;
        }
        files.push_back(a);
    }
    if (files.empty()) {
        result.err = std::string("gmonview doctor: no executable given\n") + kDoctorUsage;
        result.exitCode = 2;
        return result;
    }
    AnalysisRequest request;
    request.executablePath = files.front();
    request.runs.assign(files.begin() + 1, files.end());
    if (request.runs.empty()) {
        // A shared library alone: glibc's profile of it (LD_PROFILE), beside
        // it or in glibc's default folder, or why glibc wrote none.
        if (auto library = libraryProfileOf(files.front(), result))
            request.runs.push_back(*library);
        else if (result.exitCode)
            return result;
        else
            request.runs.push_back("gmon.out");
    }
    request.skipRefusedRuns = true;
    DoctorCollector doctor;
    const auto analysed = analyze(doctor.attach(request));
    if (!analysed) {
        result.err = "gmonview doctor: " + analysed.error().message + "\n";
        result.exitCode = 2;
        return result;
    }
    int count = 0;
    for (const Error &e : analysed->refused) {
        ++count;
        result.out += paragraph(e.message,
                                "gmonview leaves this run out of the sum (the report, like "
                                "gprof, stops at a run it cannot read). If the file ends inside "
                                "a record, the program stopped while writing it.",
                                "Give runs of this program only, made at one sampling rate, "
                                "each by a run that exited normally.");
    }
    for (const Finding &f : doctor.findings(*analysed)) {
        ++count;
        result.out += paragraph(f.what.text(), f.meaning.text(), f.fix.text());
    }
    if (!coverageDirs.empty() && !analysed->accepted.empty())
        result.out += coverageFindings(request, coverageDirs, count, result.err);
    if (!count)
        result.out = "No findings: the runs were written by this executable and hold enough "
                     "samples.\n";
    for (const Message &w : analysed->warnings)
        result.err += "gmonview doctor: warning: " + w.text() + "\n";
    if (analysed->accepted.empty()) {
        // Each refusal is explained above; with no run left it is bad input.
        result.err += "gmonview doctor: no run could be read\n";
        result.exitCode = 2;
    }
    return result;
}

} // namespace gmonview
