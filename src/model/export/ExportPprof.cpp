// SPDX-License-Identifier: MIT
// `gmonview export --format pprof`: the profile as pprof's profile.proto
// (src/model/export/profile.proto), gzipped, for pprof, Perfetto and the tools
// that read that format.
//
// gmon.out records no call stacks, so the file holds two sets of samples,
// each with all of the program's time, told apart by the label "kind":
//   kind=exact_self       gprof's flat profile: each function's self time
//                         as one frame, split by source line where the
//                         line profile has it. Exact (as sampled).
//   kind=estimated_stack  the flame graph's paths (CallStacks::topDown),
//                         estimated beyond one call level. A recursion
//                         cycle is a frame of its own, "<cycle N as a
//                         whole>", over its members, as in the flame graph
//                         and gprof: members are not called from the
//                         cycle's callers directly, and the path must not
//                         pretend they are. Its location has no address.
// Each kind has its own value columns (samples and cpu for the exact self
// times, the default; estimated_samples and estimated_cpu for the stacks),
// zero in the other kind's samples, so any one column sums to the profile.
// With coverage data (--coverage-dir) a fifth column, executions, holds
// gcov's exact count of each source line on the exact_self sample at that
// line (a line that ran without samples gets a sample with no time), zero
// elsewhere.
#include "model/export/ExportText.h"
#include "model/export/Exporters.h"

#include "model/coverage/Coverage.h"
#include "model/estimate/CallStacks.h"

#include "pprof/profile.pb.h"

#include <zlib.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace gmonview {

namespace {

namespace pb = perftools::profiles;

// The format's strings are proto3 strings, which readers may refuse when
// they are not UTF-8.
using exporttext::validUtf8;

// Builds the Profile message: each string, function and location once.
class PprofBuilder
{
public:
    explicit PprofBuilder(const ExportInput &input) : m_input(input), m_profile(*input.profile)
    {
        str(""); // string_table[0] must be ""
        m_nsPerSample = m_profile.rate > 0 ? 1e9 / double(m_profile.rate) : 0;
    }

    void addExactSelf();
    void addExecutions();
    void addEstimatedStacks();
    void finish();

    pb::Profile &out() { return m_out; }

private:
    int64_t str(const std::string &s)
    {
        const auto [it, fresh] = m_strings.try_emplace(s, int64_t(m_out.string_table_size()));
        if (fresh)
            m_out.add_string_table(validUtf8(s));
        return it->second;
    }

    std::string fileName(const ProfileResult &p, int file) const
    {
        return file >= 0 && size_t(file) < p.files.size() ? p.files[size_t(file)] : std::string();
    }

    // The function SYMBOL of the profile, described as being in FILE (its
    // own file, or one its code comes from: a header's inline code).
    uint64_t function(int symbol, const std::string &file)
    {
        const auto [it, fresh] = m_functions.try_emplace({symbol, file}, 0);
        if (!fresh)
            return it->second;
        const ProfileSymbol &s = m_profile.symbol(symbol);
        pb::Function *f = m_out.add_function();
        f->set_id(uint64_t(m_out.function_size()));
        f->set_name(str(s.displayName.empty() ? s.name : s.displayName));
        f->set_system_name(str(s.name));
        f->set_filename(str(file));
        if (file == fileName(m_profile, s.file))
            f->set_start_line(s.line);
        return it->second = f->id();
    }

    // SYMBOL's entry point: its address and the line there (its first).
    uint64_t functionLocation(int symbol)
    {
        const auto [it, fresh] = m_functionLocations.try_emplace(symbol, 0);
        if (!fresh)
            return it->second;
        const ProfileSymbol &s = m_profile.symbol(symbol);
        return it->second =
                   location(s.address, function(symbol, fileName(m_profile, s.file)), s.line);
    }

    // The code of an inlined function SYMBOL (--inline): one location with
    // a line per frame, as pprof has inlining, the innermost first (at no
    // known line: its samples are not placed on its lines) and each caller
    // at the line it inlines the one before at; the last is the function
    // all of them are part of.
    uint64_t inlineLocation(int symbol)
    {
        const auto [it, fresh] = m_functionLocations.try_emplace(symbol, 0);
        if (!fresh)
            return it->second;
        const ProfileSymbol &leaf = m_profile.symbol(symbol);
        pb::Location *l = m_out.add_location();
        l->set_id(uint64_t(m_out.location_size()));
        l->set_mapping_id(1);
        l->set_address(leaf.address);
        uint32_t line = 0;
        for (int at = symbol; at >= 0; at = m_profile.symbol(at).inlinedInto) {
            const ProfileSymbol &s = m_profile.symbol(at);
            pb::Line *frame = l->add_line();
            frame->set_function_id(
                function(at, s.inlinedInto >= 0 ? std::string() : fileName(m_profile, s.file)));
            frame->set_line(line);
            line = s.callLine;
        }
        m_low = std::min(m_low, leaf.address);
        m_high = std::max(m_high, leaf.address);
        return it->second = l->id();
    }

    // A source line of the line profile (LINE), in the function SYMBOL.
    uint64_t lineLocation(int line, int symbol)
    {
        const auto [it, fresh] = m_lineLocations.try_emplace(line, 0);
        if (!fresh)
            return it->second;
        const ProfileSymbol &l = m_input.lineProfile->symbol(line);
        return it->second = location(
                   l.address, function(symbol, fileName(*m_input.lineProfile, l.file)), l.line);
    }

    // "<cycle N as a whole>": a frame with no code of its own, so no address
    // and no mapping.
    uint64_t cycleLocation(int cycle)
    {
        const auto [it, fresh] = m_cycleLocations.try_emplace(cycle, 0);
        if (!fresh)
            return it->second;
        const std::string name = "<cycle " + std::to_string(cycle) + " as a whole>";
        pb::Function *f = m_out.add_function();
        f->set_id(uint64_t(m_out.function_size()));
        f->set_name(str(name));
        f->set_system_name(str(name));
        pb::Location *l = m_out.add_location();
        l->set_id(uint64_t(m_out.location_size()));
        l->add_line()->set_function_id(f->id());
        return it->second = l->id();
    }

    // One sample of SAMPLES (as ProfileSymbol::time) at the path LEAF_FIRST,
    // of KIND (0: exact self, 1: estimated stack); written by writeSamples.
    // Its index among them, -1 for none (no samples).
    int sample(const std::vector<uint64_t> &leafFirst, double samples, int kind)
    {
        if (!(samples > 0))
            return -1;
        m_pending.push_back({leafFirst, samples, kind, 0});
        return int(m_pending.size()) - 1;
    }

    // Each kind has its own two values (whole samples, nanoseconds) and
    // zeros in the other's, so that any one value, summed over every
    // sample, is the profile. The whole samples of a kind are rounded by
    // largest remainder: they add up to the kind's total, rounded.
    void writeSamples()
    {
        std::vector<int64_t> counts(m_pending.size());
        for (int kind = 0; kind < 2; ++kind) {
            double total = 0;
            int64_t floors = 0;
            std::vector<size_t> ofKind;
            for (size_t i = 0; i < m_pending.size(); ++i) {
                if (m_pending[i].kind != kind)
                    continue;
                ofKind.push_back(i);
                total += m_pending[i].samples;
                counts[i] = int64_t(std::floor(m_pending[i].samples));
                floors += counts[i];
            }
            int64_t left = std::llround(total) - floors;
            std::stable_sort(ofKind.begin(), ofKind.end(), [&](size_t a, size_t b) {
                const double ra = m_pending[a].samples - std::floor(m_pending[a].samples);
                const double rb = m_pending[b].samples - std::floor(m_pending[b].samples);
                return ra > rb;
            });
            for (size_t k = 0; left > 0 && k < ofKind.size(); ++k, --left)
                ++counts[ofKind[k]];
        }
        const int64_t kinds[2] = {str("exact_self"), str("estimated_stack")};
        for (size_t i = 0; i < m_pending.size(); ++i) {
            const Pending &p = m_pending[i];
            const int64_t ns = std::llround(p.samples * m_nsPerSample);
            if (counts[i] == 0 && ns == 0 && p.executions == 0)
                continue;
            pb::Sample *s = m_out.add_sample();
            for (uint64_t id : p.leafFirst)
                s->add_location_id(id);
            for (int kind = 0; kind < 2; ++kind) {
                s->add_value(kind == p.kind ? counts[i] : 0);
                s->add_value(kind == p.kind ? ns : 0);
            }
            if (m_input.coverage)
                s->add_value(int64_t(std::min<uint64_t>(p.executions, INT64_MAX)));
            pb::Label *label = s->add_label();
            label->set_key(str("kind"));
            label->set_str(kinds[p.kind]);
        }
        m_pending.clear();
    }

    // One location per address and line: a function's entry is often the
    // address of its first line too.
    uint64_t location(uint64_t address, uint64_t functionId, uint32_t line)
    {
        const auto [it, fresh] = m_locations.try_emplace({address, functionId, line}, 0);
        if (!fresh)
            return it->second;
        pb::Location *l = m_out.add_location();
        l->set_id(uint64_t(m_out.location_size()));
        l->set_mapping_id(1);
        l->set_address(address);
        pb::Line *at = l->add_line();
        at->set_function_id(functionId);
        at->set_line(line);
        m_low = std::min(m_low, address);
        m_high = std::max(m_high, address);
        return it->second = l->id();
    }

    const ExportInput &m_input;
    const ProfileResult &m_profile;
    pb::Profile m_out;
    double m_nsPerSample = 0;
    uint64_t m_low = std::numeric_limits<uint64_t>::max();
    uint64_t m_high = 0;
    double m_leftOut = 0;
    struct Pending
    {
        std::vector<uint64_t> leafFirst;
        double samples;
        int kind;
        uint64_t executions; // gcov's, of the line (exact self only)
    };
    std::vector<Pending> m_pending;
    // The exact self sample of each function (its symbol), file and line
    // with samples, for the executions of that line.
    std::map<std::tuple<int, std::string, uint32_t>, int> m_lineSamples;
    std::unordered_map<std::string, int64_t> m_strings;
    std::map<std::pair<int, std::string>, uint64_t> m_functions;
    std::map<std::tuple<uint64_t, uint64_t, uint32_t>, uint64_t> m_locations;
    std::unordered_map<int, uint64_t> m_functionLocations;
    std::unordered_map<int, uint64_t> m_lineLocations;
    std::unordered_map<int, uint64_t> m_cycleLocations;
};

// Each symbol's self time, one frame per sample. With a line profile, a
// function's time is split among its lines (a line symbol belongs to the
// function whose range holds its address) as gprof -l credits them; what
// the lines do not cover stays at the function's entry. Where the lines
// hold more than the function (bins shared otherwise), they are scaled
// down to it: the function's own total is the flat profile's either way.
void PprofBuilder::addExactSelf()
{
    const int kind = 0;
    std::vector<std::vector<int>> linesOf(m_profile.symbols.size());
    if (m_input.lineProfile) {
        std::vector<int> byAddress;
        for (size_t i = 0; i < m_profile.symbols.size(); ++i)
            if (m_profile.symbols[i].time > 0 && m_profile.symbols[i].inlinedInto < 0)
                byAddress.push_back(int(i));
        std::sort(byAddress.begin(), byAddress.end(), [&](int a, int b) {
            return m_profile.symbol(a).address < m_profile.symbol(b).address;
        });
        const auto &lines = m_input.lineProfile->symbols;
        for (size_t l = 0; l < lines.size(); ++l) {
            // A function symbol of the line profile is code with no line:
            // it stays at the function's entry.
            if (lines[l].time <= 0 || lines[l].isFunction)
                continue;
            auto it = std::upper_bound(
                byAddress.begin(), byAddress.end(), lines[l].address,
                [&](uint64_t a, int s) { return a < m_profile.symbol(s).address; });
            if (it == byAddress.begin())
                continue;
            --it;
            if (lines[l].address <= m_profile.symbol(*it).endAddress)
                linesOf[size_t(*it)].push_back(int(l));
        }
    }
    for (size_t i = 0; i < m_profile.symbols.size(); ++i) {
        const double self = m_profile.symbols[i].time;
        if (self <= 0)
            continue;
        if (m_profile.symbols[i].inlinedInto >= 0) {
            sample({inlineLocation(int(i))}, self, kind);
            continue;
        }
        double onLines = 0;
        for (int l : linesOf[i])
            onLines += m_input.lineProfile->symbol(l).time;
        const double scale = onLines > self ? self / onLines : 1;
        double placed = 0;
        for (int l : linesOf[i]) {
            const ProfileSymbol &line = m_input.lineProfile->symbol(l);
            const double t = line.time * scale;
            const int at = sample({lineLocation(l, int(i))}, t, kind);
            if (at >= 0)
                m_lineSamples.try_emplace(
                    {int(i), fileName(*m_input.lineProfile, line.file), line.line}, at);
            placed += t;
        }
        if (self - placed > 0)
            sample({functionLocation(int(i))}, self - placed, kind);
    }
}

// gcov's executions of each line (COVERAGE names the function of each),
// on the exact self sample of that function's line; a line that ran with
// no samples gets a sample of its own at the function's entry address,
// with no time. Lines of functions the profile does not have (inlined
// everywhere, so no symbol) are left out, as in callgrind's.
void PprofBuilder::addExecutions()
{
    if (!m_input.coverage)
        return;
    std::unordered_map<std::string, int> byName;
    for (size_t i = 0; i < m_profile.symbols.size(); ++i)
        if (m_profile.symbols[i].isFunction && m_profile.symbols[i].inlinedInto < 0)
            byName.emplace(m_profile.symbols[i].name, int(i));
    for (const CoverageFile &f : m_input.coverage->files) {
        const std::string file = sourceFileOf(f.path, m_profile.files);
        for (const CoverageLine &c : f.lines) {
            const auto symbol = byName.find(c.function);
            if (c.count == 0 || symbol == byName.end())
                continue;
            auto [at, fresh] = m_lineSamples.try_emplace({symbol->second, file, c.line}, 0);
            if (fresh) {
                const uint64_t where = location(m_profile.symbol(symbol->second).address,
                                                function(symbol->second, file), c.line);
                m_pending.push_back({{where}, 0, 0, 0});
                at->second = int(m_pending.size()) - 1;
            }
            m_pending[size_t(at->second)].executions += c.count;
        }
    }
}

// Every path of the flame graph with self time, leaf first.
void PprofBuilder::addEstimatedStacks()
{
    const int kind = 1;
    const CallStacks stacks(m_profile);
    const CallStacks::Flattened flat = stacks.topDown();
    m_leftOut = flat.leftOut;
    std::vector<uint64_t> path;
    for (const CallStacks::Frame &leaf : flat.frames) {
        if (leaf.self <= 0)
            continue;
        path.clear();
        // An inlined function's frame and those above it, up to the function
        // it is part of, are the one location of its code.
        bool inInlined = false;
        for (const CallStacks::Frame *f = &leaf; f;
             f = f->parent >= 0 ? &flat.frames[size_t(f->parent)] : nullptr) {
            const bool inlined =
                f->kind != CallStacks::Kind::Cycle && m_profile.symbol(f->id).inlinedInto >= 0;
            if (inInlined) {
                inInlined = inlined;
                continue;
            }
            inInlined = inlined;
            path.push_back(f->kind == CallStacks::Kind::Cycle ? cycleLocation(f->id)
                           : inlined                          ? inlineLocation(f->id)
                                                              : functionLocation(f->id));
        }
        sample(path, leaf.self, kind);
    }
}

// The types, the executable's mapping and the comments.
void PprofBuilder::finish()
{
    writeSamples();
    for (const char *kind : {"", "estimated_"}) {
        pb::ValueType *count = m_out.add_sample_type();
        count->set_type(str(kind + std::string("samples")));
        count->set_unit(str("count"));
        pb::ValueType *cpu = m_out.add_sample_type();
        cpu->set_type(str(kind + std::string("cpu")));
        cpu->set_unit(str("nanoseconds"));
    }
    if (m_input.coverage) {
        pb::ValueType *executions = m_out.add_sample_type();
        executions->set_type(str("executions"));
        executions->set_unit(str("count"));
    }
    m_out.mutable_period_type()->set_type(str("cpu"));
    m_out.mutable_period_type()->set_unit(str("nanoseconds"));
    m_out.set_period(std::llround(m_nsPerSample));
    m_out.set_default_sample_type(str("cpu"));

    // The executable, over every function's code (the addresses are the
    // symbol table's, as gmon.out records them).
    for (const ProfileSymbol &s : m_profile.symbols) {
        m_low = std::min(m_low, s.address);
        m_high = std::max({m_high, s.address, s.endAddress});
    }
    pb::Mapping *m = m_out.add_mapping();
    m->set_id(1);
    if (m_low <= m_high) {
        m->set_memory_start(m_low);
        m->set_memory_limit(m_high == std::numeric_limits<uint64_t>::max() ? m_high : m_high + 1);
    }
    m->set_filename(str(m_input.program));
    m->set_has_functions(true);
    m->set_has_filenames(true);
    m->set_has_line_numbers(true);

    std::string runs;
    for (const std::string &r : m_input.runs)
        runs += (runs.empty() ? "" : ", ") + r;
    std::vector<std::string> comments = {
        "gmonview: the gprof profile of " + m_input.program +
            (runs.empty() ? std::string(".") : " (runs: " + runs + ")."),
        "Two kinds of samples (the label kind), each with values of its own and zeros in "
        "the other's: samples and cpu (the default) are gprof's exact self times, "
        "estimated_samples and estimated_cpu the estimated call stacks (pprof "
        "-sample_index=estimated_cpu). Each value adds up to the whole profile.",
        "kind=exact_self: each function's self time as gprof's flat profile has it, one frame "
        "per sample, by source line where the line tables allow.",
        "kind=estimated_stack: the call paths of gmonview's flame graph. gmon.out records no "
        "stacks: beyond one call level a function's time is shared among its callers by "
        "their calls, as gprof's call graph shares it; recursion cycles are one frame, "
        "<cycle N as a whole>, over their members.",
        "Values: samples (count, whole samples by largest remainder, so they add up to the "
        "samples) and cpu (nanoseconds: samples at " +
            std::to_string(m_profile.rate) + " per second), for each kind.",
    };
    if (m_input.coverage)
        comments.push_back(
            "Values: executions (count, pprof -sample_index=executions) are gcov's exact "
            "counts of each source line, from the coverage data (.gcda) of every run that "
            "wrote it, on the kind=exact_self sample at the line (a line that ran without "
            "samples has one with no time); zero elsewhere. They count runs of the coverage "
            "data, which may differ from the runs sampled.");
    if (m_leftOut > 0)
        comments.push_back("kind=estimated_stack leaves out " + std::to_string(m_leftOut) +
                           " samples on paths past the flame graph's limit of frames.");
    for (const std::string &c : comments)
        m_out.add_comment(str(c));
}

// BYTES with a gzip header and trailer (zlib's deflate, windowBits 16 + 15).
Result<std::string> gzip(const std::string &bytes)
{
    auto failed = [](const char *what, const z_stream &zs, int rc) {
        return Error(Message::verbatim(std::string("pprof: zlib's ") + what +
                                       " failed: " + (zs.msg ? zs.msg : zError(rc))));
    };
    z_stream zs{};
    if (int rc = deflateInit2(&zs, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 16 + MAX_WBITS, 8,
                              Z_DEFAULT_STRATEGY);
        rc != Z_OK)
        return failed("deflateInit2", zs, rc);
    std::string out;
    size_t in = 0;
    int rc = Z_OK;
    while (rc != Z_STREAM_END) {
        if (zs.avail_in == 0 && in < bytes.size()) {
            const size_t chunk = std::min<size_t>(bytes.size() - in, UINT_MAX / 2);
            zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(bytes.data() + in));
            zs.avail_in = uInt(chunk);
            in += chunk;
        }
        const size_t used = out.size();
        const size_t room = std::max<size_t>(64 * 1024, bytes.size() / 4);
        out.resize(used + room);
        zs.next_out = reinterpret_cast<Bytef *>(out.data() + used);
        zs.avail_out = uInt(room);
        rc = deflate(&zs, in == bytes.size() ? Z_FINISH : Z_NO_FLUSH);
        out.resize(out.size() - zs.avail_out);
        if (rc != Z_OK && rc != Z_STREAM_END) {
            Error e = failed("deflate", zs, rc);
            deflateEnd(&zs);
            return e;
        }
    }
    if (int end = deflateEnd(&zs); end != Z_OK)
        return failed("deflateEnd", zs, end);
    return out;
}

} // namespace

Result<std::string> exportPprof(const ExportInput &input)
{
    PprofBuilder builder(input);
    builder.addExactSelf();
    builder.addExecutions();
    builder.addEstimatedStacks();
    builder.finish();
    // The format is a protocol buffer, which cannot pass 2 GiB.
    const size_t size = builder.out().ByteSizeLong();
    std::string bytes;
    if (size > size_t(INT_MAX) || !builder.out().SerializeToString(&bytes))
        return Error(Message::verbatim("pprof: the profile is too large for profile.proto (" +
                                       std::to_string(size) + " bytes; at most 2 GiB)"));
    return gzip(bytes);
}

} // namespace gmonview
