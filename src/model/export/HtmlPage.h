// SPDX-License-Identifier: MIT
#pragma once

#include "model/engine/PrintfText.h"

#include <cmath>
#include <string>

// The HTML report's style sheet and script, inline in every page (nothing
// is fetched): the tables' sorting and the page's look; and the figures and
// anchors its sections share.
namespace gmonview::htmlpage {

// A count of samples: whole, or to a tenth (a share of a bin).
inline std::string samplesText(double samples)
{
    return samples == std::floor(samples) ? fixedText(samples, 0) : fixedText(samples, 1);
}

// The id of a function's row, which the graph and the source link to.
inline std::string functionAnchor(int symbol)
{
    return "f" + std::to_string(symbol);
}

inline constexpr const char *kStyle = R"(
:root { color-scheme: light; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #222;
       background: #fff; margin: 0 auto; padding: 1em 1.5em 3em; max-width: 1500px; }
h1 { font-size: 1.5em; margin: 0.2em 0 0.6em; }
h2 { font-size: 1.2em; margin: 1.6em 0 0.5em; border-bottom: 1px solid #ddd; }
h3 { font-size: 1em; margin: 1.2em 0 0.3em; }
code, .code, td.name { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; }
p.note { color: #555; margin: 0.3em 0; }
table.summary th { text-align: left; padding-right: 1.5em; font-weight: 600; }
table.summary td, table.summary th { padding: 0.1em 0.5em 0.1em 0; vertical-align: top; }
ul.warnings li { color: #8a4b00; }
table.flat { border-collapse: collapse; font-size: 13px; }
table.flat th { position: sticky; top: 0; background: #f3f3f3; cursor: pointer; user-select: none;
                padding: 0.3em 0.5em; border-bottom: 1px solid #bbb; white-space: nowrap; }
table.flat th:focus { outline: 2px solid #1f4e99; }
table.flat th[aria-sort=ascending]::after { content: " \25B2"; font-size: 0.7em; }
table.flat th[aria-sort=descending]::after { content: " \25BC"; font-size: 0.7em; }
table.flat td { padding: 0.1em 0.5em; text-align: right; white-space: nowrap;
                border-bottom: 1px solid #eee; font-variant-numeric: tabular-nums; }
table.flat td.name { text-align: left; white-space: pre-wrap; }
table.flat tr:target, table.flat tr:hover { background: #fff4c2; }
ul.zero { color: #666; font-size: 13px; }
td.p { min-width: 9em; }
.bar { display: inline-block; position: relative; width: 5em; height: 0.7em; margin-right: 0.4em;
       background: #f0f0f0; vertical-align: middle; }
.bar i { position: absolute; left: 0; top: 0; bottom: 0; background: #e8603c; }
.bar b { position: absolute; top: 45%; height: 10%; background: #222; }
a.src { font-family: system-ui, sans-serif; font-size: 0.85em; margin-left: 0.6em; }
.graph { overflow: auto; border: 1px solid #ddd; max-height: 85vh; }
.graph svg { display: block; font-family: system-ui, sans-serif; }
.graph a:hover rect { stroke: #e67e22; stroke-width: 3; }
.graph text.l1 { font-size: 11px; font-weight: bold; }
.graph text.l2 { font-size: 10px; }
.graph text.count { font-size: 9px; fill: #333; }
table.src { border-collapse: collapse; font-size: 12px; }
table.src td { padding: 0 0.5em; vertical-align: top; }
table.src td.ln { color: #888; text-align: right; }
table.src td.n { text-align: right; min-width: 3em; }
table.src td.code { white-space: pre; tab-size: 4; }
table.src tr.hot td.code { background: #fff4c2; }
table.src .bar { width: 4em; }
)";

inline constexpr const char *kScript = R"(//<![CDATA[
(function () {
  'use strict';
  var table = document.getElementById('flat-table');
  if (!table) return;
  var heads = table.tHead.rows[0].cells;
  var current = -1, ascending = false;
  function key(row, col, numeric) {
    var cell = row.cells[col];
    var v = cell.getAttribute('data-v');
    // A name: its own text, without the "source" link after it.
    if (!numeric) return cell.firstChild ? cell.firstChild.textContent : '';
    return v === null || v === '' ? -Infinity : Number(v);
  }
  function sortBy(col, asc) {
    var numeric = heads[col].getAttribute('data-type') === 'num';
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (a, b) {
      var x = key(a, col, numeric), y = key(b, col, numeric);
      var c = numeric ? (x < y ? -1 : x > y ? 1 : 0) : x.localeCompare(y);
      return asc ? c : -c;
    });
    rows.forEach(function (r) { body.appendChild(r); });
    for (var i = 0; i < heads.length; ++i) heads[i].removeAttribute('aria-sort');
    heads[col].setAttribute('aria-sort', asc ? 'ascending' : 'descending');
    current = col;
    ascending = asc;
  }
  function clicked(col) {
    var numeric = heads[col].getAttribute('data-type') === 'num';
    sortBy(col, col === current ? !ascending : !numeric);
  }
  Array.prototype.forEach.call(heads, function (th, col) {
    th.addEventListener('click', function () { clicked(col); });
    th.addEventListener('keydown', function (e) {
      if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); clicked(col); }
    });
  });
  // #sort=KEY, #sort=KEY-asc or #sort=KEY-desc: the table sorted as a link asks.
  var m = /^#sort=([a-z_]+?)(?:-(asc|desc))?$/.exec(location.hash);
  if (m) {
    for (var col = 0; col < heads.length; ++col) {
      if (heads[col].getAttribute('data-key') === m[1]) {
        var numeric = heads[col].getAttribute('data-type') === 'num';
        sortBy(col, m[2] ? m[2] === 'asc' : !numeric);
      }
    }
  }
})();
//]]>)";

} // namespace gmonview::htmlpage
