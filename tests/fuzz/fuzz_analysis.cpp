// SPDX-License-Identifier: MIT
// libFuzzer target: past the gmon reader, into the analysis. Each input is a
// run of one fixed program (GMONVIEW_FUZZ_PROGRAM, built -pg by
// tools/fuzz.sh), summed, analysed, printed as gprof's report and exported,
// both the way the report reads runs (as gprof sums them) and the way every
// other reader does. Nothing may crash or trip a sanitizer (-fsanitize=
// float-cast-overflow among them: scales and times are doubles), and every
// refusal names the file.
#include "model/engine/ProfilePipeline.h"
#include "model/export/Exporters.h"
#include "model/report/ReportPrinter.h"
#include "model/stats/ProfileDoctor.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <sys/mman.h>
#include <unistd.h>

using namespace gmonview;

namespace {

std::shared_ptr<const Executable> g_program;
std::string g_runPath;
int g_runFd = -1;

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    const char *program = std::getenv("GMONVIEW_FUZZ_PROGRAM");
    if (!program) {
        std::fprintf(stderr, "fuzz_analysis: set GMONVIEW_FUZZ_PROGRAM to a -pg executable\n");
        std::abort();
    }
    ProgramOptions options;
    options.fileNames = ProgramOptions::FileNames::All;
    auto loaded = Executable::load(program, options);
    if (!loaded) {
        std::fprintf(stderr, "fuzz_analysis: %s\n", loaded.error().message.c_str());
        std::abort();
    }
    g_program = *loaded;
    // The run is a file in memory, read by its path as any run is.
    g_runFd = ::memfd_create("fuzz.gmon", 0);
    if (g_runFd < 0)
        std::abort();
    g_runPath = "/proc/self/fd/" + std::to_string(g_runFd);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (::ftruncate(g_runFd, 0) != 0 || ::pwrite(g_runFd, data, size, 0) != ssize_t(size))
        std::abort();
    for (const bool asGprof : {true, false}) {
        AnalysisRequest request;
        request.executable = g_program;
        request.program = g_program->options;
        request.runs = {g_runPath, g_runPath}; // summed with itself, too
        request.gprofSums = asGprof;
        request.skipRefusedRuns = !asGprof;
        DoctorCollector doctor;
        auto analysed = analyze(doctor.attach(request));
        if (!analysed) {
            if (analysed.error().message.find(g_runPath) == std::string::npos)
                std::abort(); // every refusal names the file
            continue;
        }
        (void)doctor.findings(*analysed);
        if (!analysed->profile)
            continue;
        ReportRequest report;
        (void)printReport(*analysed, report);
        ExportInput input;
        input.profile = analysed->profile.get();
        input.program = g_program->path;
        input.runs = request.runs;
        input.graph.scope = CallGraphOptions::Scope::WholeProgram;
        for (const ExportFormat format : {ExportFormat::Json, ExportFormat::Collapsed, ExportFormat::Pprof,
                                          ExportFormat::Callgrind, ExportFormat::Speedscope})
            (void)exportProfile(format, input);
    }
    return 0;
}
