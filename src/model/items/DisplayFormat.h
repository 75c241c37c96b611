// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

// How the window writes figures and names for people (one home for it).
namespace gmonview {

// VALUE with DECIMALS decimals ("12.35"), a tie rounded away from zero as
// Qt rounds it; empty when it is not a number. The window's figures.
QString fixedFigure(double value, int decimals = 2);

// fixedFigure with a "+" before a positive VALUE: a change.
QString signedFigure(double value, int decimals = 2);

// A count per run (calls or samples): whole when it is, else to a tenth;
// with SIGN, "+" before a positive one.
QString perRunFigure(double value, bool sign = false);

// A count of samples as perRunFigure writes it; empty for none.
QString samplesFigure(double samples);

// The same as printf, and so gprof, writes it: a tie (0.125) rounded to
// even, "0.12" where fixedFigure gives "0.13". The flat profile's columns,
// which read as gprof's report does (the engine's fixedText).
QString gprofFigure(double value, int decimals = 2);

// A SHARE of the total (0..1) as a percentage with one decimal, "12.3 %"
// (translated); empty when it is not a number.
QString percentFigure(double share);

// A time (or another sampled quantity: VALUE in UNIT, "s" for seconds) in
// the unit that makes it readable on its own, three significant figures:
// "850 ns", "12.3 µs", "1.20 ms", "2.50 s". The window shows each figure so;
// gprof's report keeps one unit per column.
QString readableQuantity(double value, const QString &unit = QStringLiteral("s"));

// The same value back from such a text (for the tests and a copy that
// wants numbers): "12.3 µs" gives 1.23e-5; -1 when it is not one.
double parseReadableQuantity(const QString &text, const QString &unit = QStringLiteral("s"));

} // namespace gmonview
