// SPDX-License-Identifier: MIT
#include "model/coverage/Coverage.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <map>
#include <optional>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace gmonview {

namespace {

struct Ran
{
    int exitCode = -1; // -1: could not be started or did not exit
    std::string out;
    std::string err;
};

// ARGV run (found on PATH) with nothing on its standard input, its output
// and errors read to their ends.
Ran runProgram(const std::vector<std::string> &argv)
{
    Ran ran;
    int outPipe[2], errPipe[2];
    if (pipe(outPipe) != 0)
        return ran;
    if (pipe(errPipe) != 0) {
        close(outPipe[0]);
        close(outPipe[1]);
        return ran;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1);
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2);
    posix_spawn_file_actions_addclose(&actions, outPipe[0]);
    posix_spawn_file_actions_addclose(&actions, errPipe[0]);
    std::vector<char *> args;
    for (const std::string &a : argv)
        args.push_back(const_cast<char *>(a.c_str()));
    args.push_back(nullptr);
    pid_t pid = 0;
    const int spawned = posix_spawnp(&pid, args[0], &actions, nullptr, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    close(outPipe[1]);
    close(errPipe[1]);
    pollfd fds[2] = {{outPipe[0], POLLIN, 0}, {errPipe[0], POLLIN, 0}};
    std::string *into[2] = {&ran.out, &ran.err};
    int open = spawned == 0 ? 2 : 0;
    char buffer[65536];
    while (open > 0) {
        if (poll(fds, 2, -1) < 0 && errno != EINTR)
            break;
        for (int i = 0; i < 2; ++i) {
            if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR)))
                continue;
            const ssize_t n = read(fds[i].fd, buffer, sizeof buffer);
            if (n > 0) {
                into[i]->append(buffer, size_t(n));
            } else if (n == 0 || errno != EINTR) {
                fds[i].fd = -1;
                --open;
            }
        }
    }
    close(outPipe[0]);
    close(errPipe[0]);
    if (spawned != 0)
        return ran;
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    ran.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return ran;
}

// The major version a gcov's --version gives ("gcov (Debian 12.2.0-14) 12.2.0").
int gcovMajor(const std::string &gcov)
{
    const Ran ran = runProgram({gcov, "--version"});
    if (ran.exitCode != 0)
        return 0;
    const std::string first = ran.out.substr(0, ran.out.find('\n'));
    const size_t space = first.find_last_of(' ');
    return space == std::string::npos ? 0 : std::atoi(first.c_str() + space + 1);
}

// Adds gcov's JSON for one data file (DOC) to FILES, by path and line:
// counts of a header's code compiled into several units add up.
void merge(const nlohmann::json &doc, std::map<std::string, CoverageFile> &files)
{
    // A source the compiler was given by a relative name is named from the
    // folder it ran in, as the debug information names it.
    const std::filesystem::path folder = doc.value("current_working_directory", std::string());
    for (const auto &f : doc.at("files")) {
        std::filesystem::path name = f.at("file").get<std::string>();
        if (name.is_relative() && !folder.empty())
            name = (folder / name).lexically_normal();
        CoverageFile &file = files[name.string()];
        file.path = name.string();
        for (const auto &l : f.at("lines")) {
            CoverageLine line;
            line.line = l.at("line_number").get<uint32_t>();
            line.count = l.at("count").get<uint64_t>();
            line.unexecutedBlock = l.value("unexecuted_block", false);
            line.function = l.value("function_name", std::string());
            for (const auto &b : l.value("branches", nlohmann::json::array()))
                line.branches.push_back({b.at("count").get<uint64_t>(),
                                         b.value("fallthrough", false), b.value("throw", false)});
            auto at =
                std::lower_bound(file.lines.begin(), file.lines.end(), line.line,
                                 [](const CoverageLine &c, uint32_t n) { return c.line < n; });
            if (at == file.lines.end() || at->line != line.line) {
                file.lines.insert(at, std::move(line));
                continue;
            }
            at->count += line.count;
            at->unexecutedBlock = at->unexecutedBlock || line.unexecutedBlock;
            if (at->branches.size() == line.branches.size())
                for (size_t i = 0; i < line.branches.size(); ++i)
                    at->branches[i].count += line.branches[i].count;
            else
                at->branches.insert(at->branches.end(), line.branches.begin(), line.branches.end());
        }
        for (const auto &g : f.at("functions")) {
            CoverageFunction fn;
            fn.name = g.at("name").get<std::string>();
            fn.demangledName = g.value("demangled_name", fn.name);
            fn.startLine = g.value("start_line", 0u);
            fn.endLine = g.value("end_line", 0u);
            fn.executionCount = g.value("execution_count", uint64_t(0));
            fn.blocks = g.value("blocks", 0u);
            fn.blocksExecuted = g.value("blocks_executed", 0u);
            auto same = std::find_if(file.functions.begin(), file.functions.end(),
                                     [&](const CoverageFunction &c) {
                                         return c.name == fn.name && c.startLine == fn.startLine;
                                     });
            if (same == file.functions.end()) {
                file.functions.push_back(std::move(fn));
            } else {
                same->executionCount += fn.executionCount;
                same->blocksExecuted = std::max(same->blocksExecuted, fn.blocksExecuted);
            }
        }
    }
}

// What gcov said on its standard error, on one line.
std::string firstLines(const std::string &text)
{
    std::string out = text.substr(0, 400);
    std::replace(out.begin(), out.end(), '\n', ' ');
    while (!out.empty() && out.back() == ' ')
        out.pop_back();
    return out;
}

} // namespace

Result<std::string> gcovFor(int major)
{
    for (const std::string &gcov : {"gcov-" + std::to_string(major), std::string("gcov")})
        if (gcovMajor(gcov) == major)
            return gcov;
    return Error{GMONVIEW_TR_NOOP("gmonview::model",
                                  "no gcov for GCC %1 (neither gcov-%1 nor a gcov of version "
                                  "%1 is on the PATH): install GCC %1's gcov to read its "
                                  "coverage files"),
                 major};
}

Result<CoverageData> readCoverage(const std::vector<std::string> &dataFiles)
{
    CoverageData out;
    std::map<std::string, CoverageFile> files;
    std::map<int, Result<std::string>> gcovs; // by GCC major, looked for once
    std::optional<Error> lastError;
    for (const std::string &path : dataFiles) {
        auto data = readGcovData(path);
        if (!data) {
            out.warnings.push_back(data.error().what);
            lastError = data.error();
            continue;
        }
        // gcov reads counts against notes of another compilation with only
        // a warning, and gives zeros: refused here, naming both.
        const std::string notesPath = path.substr(0, path.size() - 5) + ".gcno";
        auto notes = readGcovHeader(notesPath);
        if (!notes || notes->kind != GcovHeader::Kind::Notes ||
            notes->stamp != data->header.stamp) {
            Error e = !notes ? Error{GMONVIEW_TR_NOOP("gmonview::model",
                                                      "%1: no compiler's notes beside it (%2): "
                                                      "%3"),
                                     path, notesPath, notes.error().what}
                             : Error{GMONVIEW_TR_NOOP("gmonview::model",
                                                      "%1: its counts are of another "
                                                      "compilation than %2 (their stamps "
                                                      "differ): the program was rebuilt after "
                                                      "the run, or the file comes from another "
                                                      "build"),
                                     path, notesPath};
            out.warnings.push_back(e.what);
            lastError = e;
            continue;
        }
        const int major = data->header.major;
        auto gcov = gcovs.try_emplace(major, gcovFor(major)).first->second;
        if (!gcov) {
            Error e{GMONVIEW_TR_NOOP("gmonview::model", "%1 (written by GCC %2): %3"), path,
                    data->header.versionText(), gcov.error().what};
            out.warnings.push_back(e.what);
            lastError = e;
            continue;
        }
        const Ran ran =
            runProgram({*gcov, "--json-format", "--stdout", "--branch-probabilities", path});
        nlohmann::json doc = nlohmann::json::parse(ran.out, nullptr, false);
        if (ran.exitCode != 0 || doc.is_discarded() || !doc.contains("files")) {
            Error e{GMONVIEW_TR_NOOP("gmonview::model", "%1: %2 could not read it: %3"), path,
                    *gcov, firstLines(ran.err.empty() ? ran.out : ran.err)};
            out.warnings.push_back(e.what);
            lastError = e;
            continue;
        }
        try {
            merge(doc, files);
        } catch (const nlohmann::json::exception &e) {
            Error error{
                GMONVIEW_TR_NOOP("gmonview::model", "%1: %2's output is not the JSON expected: %3"),
                path, *gcov, std::string(e.what())};
            out.warnings.push_back(error.what);
            lastError = error;
            continue;
        }
        out.gcov = *gcov;
        out.gccVersion = doc.value("gcc_version", data->header.versionText());
        out.runs = std::max(out.runs, data->runs);
        out.dataFiles.push_back(path);
    }
    if (out.dataFiles.empty()) {
        if (lastError)
            return *lastError;
        return Error{GMONVIEW_TR_NOOP("gmonview::model", "no coverage data (.gcda) given")};
    }
    for (auto &[path, file] : files)
        out.files.push_back(std::move(file));
    return out;
}

std::vector<CountMismatch> callCountMismatches(const ProfileResult &profile,
                                               const CoverageData &coverage,
                                               const std::set<std::string> &inlined)
{
    std::map<std::string, const CoverageFunction *> byName;
    for (const CoverageFile &f : coverage.files)
        for (const CoverageFunction &fn : f.functions)
            byName.emplace(fn.name, &fn);
    std::vector<CountMismatch> out;
    for (const ProfileSymbol &s : profile.symbols) {
        const uint64_t calls = s.calls + s.selfCalls;
        const auto found = byName.find(s.name);
        if (!s.isFunction || calls == 0 || found == byName.end() || inlined.count(s.name))
            continue;
        if (found->second->executionCount != calls)
            out.push_back({s.displayName, calls, found->second->executionCount});
    }
    return out;
}

std::string sourceFileOf(const std::string &path, const std::vector<std::string> &files)
{
    const std::string normal = std::filesystem::path(path).lexically_normal().string();
    const std::string name = std::filesystem::path(path).filename().string();
    std::string byName;
    int named = 0;
    for (const std::string &f : files) {
        if (std::filesystem::path(f).lexically_normal().string() == normal)
            return f;
        if (std::filesystem::path(f).filename().string() == name) {
            byName = f;
            ++named;
        }
    }
    return named == 1 ? byName : path;
}

std::vector<std::string> findCoverageData(const std::string &folder)
{
    std::vector<std::string> out;
    std::error_code ec;
    for (auto it = std::filesystem::recursive_directory_iterator(
             folder, std::filesystem::directory_options::skip_permission_denied, ec);
         !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec))
        if (it->path().extension() == ".gcda" && it->is_regular_file(ec))
            out.push_back(it->path().string());
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace gmonview
