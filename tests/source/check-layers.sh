#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The layers, checked on the includes before anything is built: a file under
# src/ may include headers of its own folder and of the folders its folder
# reaches (the table below, followed transitively), always written from src/
# ("model/engine/RunSum.h"). The build enforces the same through each
# target's include tree (cmake/GmonviewHeaders.cmake); this check says it
# in one line per include, and is what CI shows first.
#   check-layers.sh SOURCE_DIR
set -euo pipefail
root="$1/src"

# folder            the folders it reaches directly (lowest layers first)
layers='
io
io/dwarf            io
model/engine        io io/dwarf
model/coverage      model/engine
model/report        model/engine
model/estimate      model/engine
model/stats         model/engine model/coverage
model/graph         model/engine model/estimate
model/export        model/graph model/report model/estimate model/coverage
model/document      model/stats model/export model/report
model/items         model/document model/estimate
views/common
views/callgraph     views/common model/items model/graph
views/calls         views/common model/items
views/calltree      views/common model/items
views/compare       views/common model/items
views/diagnostics   views/common model/document
views/flame         views/common model/estimate model/document
views/flat          views/common model/items
views/runs          views/common model/items
views/source        views/common model/items
views/treemap       views/common model/items
views/window        views/callgraph views/calls views/calltree views/compare views/diagnostics views/flame views/flat views/runs views/source views/treemap
app                 model/stats model/export model/report model/coverage views/window
'
# Headers generated in the build, and the one folder that may include each.
generated='
pprof/profile.pb.h  model/export
'

find "$root" -type f \( -name '*.h' -o -name '*.cpp' \) -print0 | sort -z |
    xargs -0 grep -Hn '^#include "' /dev/null |
    awk -v root="$root" -v layers="$layers" -v generated="$generated" '
    function reach(from, to,    i, n, parts) {
        if (from == to) return 1
        n = split(direct[from], parts, " ")
        for (i = 1; i <= n; i++) if (reach(parts[i], to)) return 1
        return 0
    }
    BEGIN {
        n = split(layers, rows, "\n")
        for (i = 1; i <= n; i++) {
            if (rows[i] == "") continue
            split(rows[i], f, " ")
            known[f[1]] = 1
            direct[f[1]] = substr(rows[i], index(rows[i], f[1]) + length(f[1]))
        }
        n = split(generated, rows, "\n")
        for (i = 1; i <= n; i++) if (rows[i] != "") { split(rows[i], f, " "); gen[f[1]] = f[2] }
        cmd = "cd \"" root "\" && find . -name \"*.h\""
        while ((cmd | getline h) > 0) header[substr(h, 3)] = 1
        close(cmd)
        bad = 0
    }
    {
        # file:line:#include "path"
        colon = index($0, ":"); file = substr($0, 1, colon - 1); rest = substr($0, colon + 1)
        colon = index(rest, ":"); line = substr(rest, 1, colon - 1)
        match(rest, /"[^"]+"/); inc = substr(rest, RSTART + 1, RLENGTH - 2)
        rel = substr(file, length(root) + 2)
        from = rel; sub(/\/[^\/]+$/, "", from)
        if (!(from in known)) {
            if (!(from in reported)) print "src/" rel ": its folder " from " is in no layer (add it to check-layers.sh)"
            reported[from] = 1; bad++; next
        }
        if (inc in gen) {
            if (gen[inc] != from) { print "src/" rel ":" line ": includes " inc ", generated for " gen[inc] " only"; bad++ }
            next
        }
        to = inc; if (!sub(/\/[^\/]+$/, "", to)) to = ""
        if (to == "" || !(inc in header)) {
            print "src/" rel ":" line ": includes \"" inc "\", which is not written from src/"; bad++; next
        }
        if (!(to in known)) { print "src/" rel ":" line ": includes " inc ", whose folder is in no layer"; bad++; next }
        if (!reach(from, to)) {
            print "src/" rel ":" line ": includes " inc ": " from " may not reach " to \
                   " (it reaches" (direct[from] ~ /[^ ]/ ? direct[from] : " nothing") ", and what those reach)"
            bad++
        }
    }
    END {
        if (bad) { print "check-layers: " bad " includes break the layers"; exit 1 }
        print "check-layers: every include under src/ keeps to the layers"
    }' >&2
