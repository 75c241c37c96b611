// SPDX-License-Identifier: MIT
// speedscope's file format (https://www.speedscope.app/file-format-schema.json):
// one sampled profile, a sample per estimated call path.
#include "model/estimate/CallStacks.h"
#include "model/export/Exporters.h"
#include "model/export/ExportText.h"

#include <charconv>
#include <cmath>
#include <map>
#include <string>

namespace gmonview {

namespace {

// Appends TEXT as a JSON string (invalid UTF-8 becomes U+FFFD, so that the
// file is always valid JSON).
void appendJsonString(std::string &out, std::string_view text)
{
    out += exporttext::jsonString(text);
}

// The shortest text that reads back as VALUE.
void appendJsonNumber(std::string &out, double value)
{
    if (!std::isfinite(value))
        value = 0;
    char buffer[32];
    const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value);
    out.append(buffer, error == std::errc() ? end : buffer);
}

} // namespace

std::string exportSpeedscope(const ExportInput &input)
{
    const ProfileResult &p = *input.profile;
    const CallStacks stacks(p);
    const CallStacks::Flattened flat = stacks.topDown();
    // Seconds when the histogram counts them; the samples as they are otherwise.
    const bool seconds = p.rate > 0 && p.dimension == "seconds";
    const double perSample = seconds ? 1.0 / double(p.rate) : 1.0;

    // A frame per function, and one per cycle as a whole.
    std::map<std::pair<bool, int>, int> frameOf; // (is a cycle, id) -> frame
    std::string frames;
    auto frameIndex = [&](const CallStacks::Frame &f) {
        const bool cycle = f.kind == CallStacks::Kind::Cycle;
        auto [it, inserted] = frameOf.emplace(std::make_pair(cycle, f.id), int(frameOf.size()));
        if (!inserted)
            return it->second;
        frames += frames.empty() ? "\n    {\"name\":" : ",\n    {\"name\":";
        appendJsonString(frames, stacks.name(f.kind, f.id));
        if (!cycle) {
            const ProfileSymbol &s = p.symbol(f.id);
            if (s.file >= 0 && size_t(s.file) < p.files.size()) {
                frames += ",\"file\":";
                appendJsonString(frames, p.files[size_t(s.file)]);
                if (s.line > 0)
                    frames += ",\"line\":" + std::to_string(s.line);
            }
        }
        frames += '}';
        return it->second;
    };

    // A sample per path with self time: its frames from the root, weighted
    // by that self time.
    std::string samples, weights;
    std::vector<int> path;
    double end = 0;
    for (const CallStacks::Frame &f : flat.frames) {
        path.resize(size_t(f.depth));
        path.push_back(frameIndex(f));
        if (f.self <= 0)
            continue;
        samples += samples.empty() ? "\n      [" : ",\n      [";
        for (size_t k = 0; k < path.size(); ++k) {
            if (k)
                samples += ',';
            samples += std::to_string(path[k]);
        }
        samples += ']';
        const double weight = f.self * perSample;
        if (!weights.empty())
            weights += ',';
        appendJsonNumber(weights, weight);
        end += weight;
    }

    std::string out = "{\"$schema\":\"https://www.speedscope.app/file-format-schema.json\",\n"
                      " \"shared\":{\"frames\":[";
    out += frames;
    out += "]},\n \"profiles\":[{\"type\":\"sampled\",\"name\":";
    // gmon.out records no stacks: the name says these are estimated.
    appendJsonString(out, input.program + " (estimated stacks)");
    out += seconds ? ",\"unit\":\"seconds\"" : ",\"unit\":\"none\"";
    out += ",\"startValue\":0,\"endValue\":";
    appendJsonNumber(out, end);
    out += ",\n    \"samples\":[";
    out += samples;
    out += "],\n    \"weights\":[";
    out += weights;
    out += "]}],\n \"name\":";
    appendJsonString(out, input.program);
    out += ",\"activeProfileIndex\":0,\"exporter\":\"gmonview\"}\n";
    return out;
}

} // namespace gmonview
