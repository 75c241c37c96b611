// SPDX-License-Identifier: MIT
#pragma once

#include "io/Disassembler.h"

#include <QWidget>

#include <functional>
#include <memory>

class QComboBox;
class QLabel;
class QModelIndex;
class QTableView;

namespace gmonview {

class ElidedLabel;
class InstructionModel;
class InstructionReader;
struct Analysis;
struct Executable;

// The current function's instructions (capstone's), a row each with the
// samples of the histogram's bins on its bytes, the calls made from it
// (exact), its source line and the function inlined there; heat marks
// behind the samples. Double-click (or Enter) on a call or jump follows
// it: to its row in the function, or to the function it calls. The
// instructions are read when the pane shows, once per function.
class DisassemblyView : public QWidget
{
    Q_OBJECT

public:
    explicit DisassemblyView(QWidget *parent = nullptr);
    ~DisassemblyView() override;

    // ANALYSIS (the document's), DEBUG_INFO (the same program read with
    // its DWARF, or null): whose instructions show.
    void setProgram(std::shared_ptr<const Analysis> analysis,
                    std::shared_ptr<const Executable> debugInfo);
    // SYMBOL of the analysis's profile; NAME names a function as shown.
    void setFunction(int symbol, std::function<QString(int)> name);
    int function() const { return m_symbol; }
    // Selects the instructions of FILE's LINE (none when it has none), the
    // first in sight, now or when the rows are next read; lineSelected is
    // not emitted.
    void selectLine(const QString &file, int line);
    // x86's syntax; other machines have one.
    AsmSyntax syntax() const { return m_syntax; }
    void setSyntax(AsmSyntax syntax);

    // The program's instructions as the pane reads them (made on first
    // asking); null without a program, or when it cannot be decoded.
    const InstructionReader *reader();
    InstructionModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QString note() const; // what the pane says is missing, or why it is empty

signals:
    // The user made an instruction of FILE's LINE current.
    void lineSelected(const QString &file, int line);
    // The user followed a call or jump out of the function, to SYMBOL.
    void functionRequested(int symbol);
    // The reader was dropped (another program, or another syntax): what
    // was read from it is to be read again.
    void readerChanged();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void refresh();    // the rows of the function, read now if shown
    bool makeReader(); // for the program and syntax; false: why is in the note
    void setNote(const QString &text);
    void follow(const QModelIndex &index);
    void currentRowChanged(const QModelIndex &current);

    std::shared_ptr<const Analysis> m_analysis;
    std::shared_ptr<const Executable> m_debugInfo;
    std::unique_ptr<InstructionReader> m_reader;
    QString m_readerError;
    int m_symbol = -1;
    int m_shown = -1; // the function whose rows are in the model
    std::function<QString(int)> m_name;
    AsmSyntax m_syntax = AsmSyntax::Intel;
    bool m_selecting = false; // selectLine at work: no lineSelected
    QString m_selectedFile;   // the line selectLine was last given
    int m_selectedLine = 0;

    InstructionModel *m_model = nullptr;
    ElidedLabel *m_title = nullptr;
    QLabel *m_note = nullptr;
    QComboBox *m_syntaxBox = nullptr;
    QTableView *m_table = nullptr;
};

} // namespace gmonview
