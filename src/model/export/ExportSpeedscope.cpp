// SPDX-License-Identifier: MIT
// speedscope's file format (https://www.speedscope.app/file-format-schema.json):
// one sampled profile, a sample per estimated call path.
#include "model/estimate/CallStacks.h"
#include "model/export/Exporters.h"
#include "model/export/JsonWriter.h"

#include <cmath>
#include <map>
#include <string>

namespace gmonview {

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
    json::Value frames = json::Value::array();
    auto frameIndex = [&](const CallStacks::Frame &f) {
        const bool cycle = f.kind == CallStacks::Kind::Cycle;
        auto [it, inserted] = frameOf.emplace(std::make_pair(cycle, f.id), int(frameOf.size()));
        if (!inserted)
            return it->second;
        json::Value frame = {{"name", json::text(stacks.name(f.kind, f.id))}};
        if (!cycle) {
            const ProfileSymbol &s = p.symbol(f.id);
            if (s.file >= 0 && size_t(s.file) < p.files.size()) {
                frame["file"] = json::text(p.files[size_t(s.file)]);
                if (s.line > 0)
                    frame["line"] = s.line;
            }
        }
        frames.push_back(std::move(frame));
        return it->second;
    };

    // A sample per path with self time: its frames from the root, weighted
    // by that self time (a weight must be a number: one that is not finite,
    // which the estimate does not give, would count as none).
    json::Value samples = json::Value::array(), weights = json::Value::array();
    std::vector<int> path;
    double end = 0;
    for (const CallStacks::Frame &f : flat.frames) {
        path.resize(size_t(f.depth));
        path.push_back(frameIndex(f));
        if (f.self <= 0)
            continue;
        samples.push_back(path);
        const double weight = std::isfinite(f.self) ? f.self * perSample : 0.0;
        weights.push_back(weight);
        end += weight;
    }

    json::Value profile = {{"type", "sampled"},
                           // gmon.out records no stacks: the name says these are estimated.
                           {"name", json::text(input.program + " (estimated stacks)")},
                           {"unit", seconds ? "seconds" : "none"},
                           {"startValue", 0},
                           {"endValue", json::number(end)},
                           {"samples", std::move(samples)},
                           {"weights", std::move(weights)}};
    json::Value root = {{"$schema", "https://www.speedscope.app/file-format-schema.json"},
                        {"shared", {{"frames", std::move(frames)}}},
                        {"profiles", json::Value::array({std::move(profile)})},
                        {"name", json::text(input.program)},
                        {"activeProfileIndex", 0},
                        {"exporter", "gmonview"}};
    // On one line: the file is for speedscope, and can be large.
    return json::write(root, -1);
}

} // namespace gmonview
