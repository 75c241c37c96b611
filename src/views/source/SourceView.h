// SPDX-License-Identifier: MIT
#pragma once

#include "model/engine/InstructionProfile.h"
#include "model/engine/SourceProfile.h"
#include "views/common/ProfileView.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QCheckBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QSpinBox;
class QSplitter;
class QTableView;

namespace gmonview {

struct Comparison;
class AddressStrip;
class DisassemblyView;
class ElidedLabel;
class SourceModel;

// The source pane: the current function's file, each line with its samples,
// share of the time (a heat mark) and basic-block counts, lines without code
// dimmed; above it, the function's address range in equal intervals with the
// samples in each (a click shows an interval's hottest line). The figures
// are the current function's own (the code of its address range; lines
// shared with other functions, as templates' are, count only its part),
// or with Whole File the file's totals. A function opens on its hottest
// line; F3 and Shift+F3 step through its lines with samples, and stop at
// its last and first (with Whole File, through the file's, round from the
// other end). Code inlined from elsewhere is in italics, its tooltip naming
// the function, as are lines where a call is inlined. Each line says the
// calls made from it (exact). Below, with Instructions ticked, the
// function's instructions (DisassemblyView), linked both ways: selecting a
// line selects its instructions, and an instruction its line. A line with
// code of the current function expands in place to its instructions (a
// click on its mark, Right or +; Left or - collapses), as pprof's weblist
// does; a new function starts with every line collapsed.
class SourceView : public QWidget, public ProfileView
{
    Q_OBJECT

public:
    explicit SourceView(QWidget *parent = nullptr);

    // PROFILE is function-level (the one the other views show).
    void setProfiles(std::shared_ptr<const ProfileResult> profile, LineProfile lines);
    // Base against New, while the pane shows COMPARISON->next.profile:
    // BASE_LINES is Base's line profile (loadLineProfile of its program and
    // runs), and a Δ column gives each line's samples per run, New - Base,
    // where both builds have code on it. Null: no comparison.
    void setComparison(std::shared_ptr<const Comparison> comparison, LineProfile baseLines);
    // Shows SYMBOL's file at its hottest line, or at its start when it has
    // no samples.
    void setFunction(int symbol);
    // The file's totals (every function's code on each line) rather than
    // the current function's own figures.
    void setWholeFile(bool wholeFile);
    bool isWholeFile() const { return m_wholeFile; }
    // NAMES, one per symbol of the profile, are the (shortened) names shown.
    void setDisplayNames(std::shared_ptr<const std::vector<std::string>> names);
    // Opens FILE at LINE (from the line-level flat profile).
    void showLine(const QString &file, int line);

    // Folders searched for sources whose recorded path is gone (gprof's -I).
    QStringList sourceFolders() const { return m_folders; }
    void setSourceFolders(const QStringList &folders);

    SourceModel *model() const { return m_model; }
    DisassemblyView *instructions() const { return m_disassembly; }
    bool showsInstructions() const;
    void setShowInstructions(bool show);
    // The pane's own settings (the instructions shown, their syntax, the
    // split), for the window to keep.
    QByteArray saveState() const;
    void restoreState(const QByteArray &state);
    QString note() const; // what the pane says about a missing file
    std::vector<double> intervals() const;
    int currentLine() const; // 0 when none (an instruction's row: its line)
    // Shows LINE's instructions below it (hides them); lines without code
    // of the current function do not expand.
    void setLineExpanded(int line, bool expanded);
    void expandHotLines(); // the lines with samples
    void collapseAllLines();

    // To the next line with samples after the current one (before it when
    // BACKWARD): in the function, stopping at its last (first); with Whole
    // File, going on from the other end of the file.
    void stepHotLine(bool backward);
    // Interval INDEX of the strip: its hottest line, or its first.
    void showInterval(int index);

signals:
    void locateRequested(); // the user wants to point at the file
    // The user followed a call in the instructions to SYMBOL.
    void functionActivated(int symbol);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override; // the calls, if they waited

protected:
    void doUpdate(Changes what) override;

private:
    QHBoxLayout *createTopRow(); // the file, Whole File, Instructions, Source Folders
    QTableView *createTable();   // the lines, with the hot-line keys
    void addExpandActions();     // the table's keys and menu to expand lines
    void paintNote();            // its warning colour, from the palette
    // Opens PATH at LINE, with TOP_LINE (the function's start) at the top
    // where LINE still shows.
    void openFile(const QString &path, int line, int topLine = 0);
    void selectLine(int line); // in the file shown, in the middle
    // The header: where the file is, or why there is none; elided, TOOL_TIP
    // (or else TEXT) whole.
    void setTitle(const QString &text, const QString &toolTip = {}, bool bold = false);
    void updateStrip(); // the current function's address intervals
    QString findFile(const QString &path) const;
    // The document's coverage counts of PATH beside its lines (hidden
    // columns without coverage data).
    void showCoverage(const QString &path);
    void compareFile(const QString &path); // gives the model Base's lines of PATH
    // The function whose own figures show (-1: the file's), and its scope.
    int scopeSymbol() const;
    SourceScope scope() const;
    QString functionName(int symbol) const; // as shown
    // The current function's instructions, read once (null: none to read).
    const InstructionProfile *functionCode();
    // The calls of the file's lines and the instructions they expand to,
    // for the model; lines kept expanded (keepExpansions) expand again.
    void placeInstructions();
    // Before PATH is opened: the same function's same file keeps its lines
    // expanded.
    void keepExpansions(const QString &path);
    void expandCurrent(bool expand); // the current row's line
    // The calls column as wide as its widest text anywhere in the file (the
    // table sizes columns to the rows in sight), up to 40 characters.
    void fitCallsColumn();
    // The user selected ROW (line ROW + 1): its instructions too.
    void lineRowChanged(int row);
    // The user selected an instruction of FILE's LINE: the line too.
    void instructionLineSelected(const QString &file, int line);

    std::shared_ptr<const ProfileResult> m_profile;
    std::shared_ptr<const std::vector<std::string>> m_names;
    LineProfile m_lines;
    std::shared_ptr<const Comparison> m_comparison;
    LineProfile m_baseLines;
    QStringList m_folders;
    int m_symbol = -1;
    int m_scopeSymbol = -1; // the function whose figures show, unless whole file
    bool m_wholeFile = false;
    QString m_file;
    int m_line = 0;
    int m_topLine = 0;

    SourceModel *m_model = nullptr;
    ElidedLabel *m_title = nullptr;
    QLabel *m_note = nullptr;
    bool m_missing = false;
    QPushButton *m_locate = nullptr;
    AddressStrip *m_strip = nullptr;
    QSpinBox *m_intervalCount = nullptr;
    QCheckBox *m_wholeFileBox = nullptr;
    QTableView *m_table = nullptr;
    QCheckBox *m_instructionsBox = nullptr;
    QSplitter *m_splitter = nullptr;
    DisassemblyView *m_disassembly = nullptr;
    bool m_linking = false;    // a selection made to follow the other side
    bool m_callsStale = false; // the calls wait for the pane to show
    // The current function's instructions as read, and their texts.
    int m_codeSymbol = -1;
    std::optional<InstructionProfile> m_code;
    QStringList m_codeTexts;
    int m_placedSymbol = -1; // whose instructions the model has
    std::vector<int> m_keptExpansions;
};

} // namespace gmonview
