// SPDX-License-Identifier: MIT
#include "views/source/SourceView.h"

#include "io/FileBytes.h"
#include "model/document/MessageText.h"
#include "model/document/ProfileDocument.h"
#include "model/stats/ProfileCompare.h"
#include "views/common/Palette.h"
#include "views/source/DisassemblyView.h"
#include "views/source/SourceWidgets.h"

#include "model/items/SourceModel.h"

#include <QAction>
#include <QCheckBox>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHelpEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStatusTipEvent>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QToolTip>
#include <QVBoxLayout>

#include <functional>

namespace gmonview {

namespace {

QStringList readLines(const QString &path, bool &ok)
{
    // A regular file only (a FIFO named by the debug information would
    // never end), and no larger than any real source.
    constexpr uint64_t maxSourceSize = uint64_t(256) << 20;
    const auto bytes = readFileBytes(path.toStdString(), maxSourceSize);
    ok = bytes.ok();
    if (!ok)
        return {};
    QStringList lines =
        QString::fromUtf8(reinterpret_cast<const char *>(bytes->data()), qsizetype(bytes->size()))
            .split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    for (QString &l : lines)
        l.replace(QLatin1Char('\t'), QStringLiteral("    "));
    return lines;
}

} // namespace

SourceView::SourceView(QWidget *parent) : QWidget(parent), ProfileView(this)
{
    m_model = new SourceModel(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 2, 0, 0);
    layout->addLayout(createTopRow());

    auto *noteRow = new QHBoxLayout;
    noteRow->setContentsMargins(6, 0, 6, 0);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    paintNote();
    m_locate = new QPushButton(tr("Locate File..."), this);
    noteRow->addWidget(m_note, 1);
    noteRow->addWidget(m_locate);
    layout->addLayout(noteRow);
    m_note->hide();
    m_locate->hide();

    m_strip = new AddressStrip(this, [this](int index) {
        showInterval(index);
        m_table->setFocus(Qt::MouseFocusReason);
    });
    m_strip->setObjectName(QStringLiteral("addressStrip"));
    m_strip->setToolTip(tr("Samples across the function's addresses"));
    // The strip, with how many intervals it has beside it.
    auto *stripRow = new QHBoxLayout;
    stripRow->setContentsMargins(0, 0, 6, 0);
    stripRow->addWidget(m_strip, 1);
    stripRow->addWidget(new QLabel(tr("intervals"), this));
    m_intervalCount = new QSpinBox(this);
    m_intervalCount->setRange(1, 400);
    m_intervalCount->setValue(25);
    m_intervalCount->setToolTip(
        tr("Split the function's addresses into this many equal intervals"));
    stripRow->addWidget(m_intervalCount);
    layout->addLayout(stripRow);

    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->setObjectName(QStringLiteral("sourceSplitter"));
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(createTable());
    m_disassembly = new DisassemblyView(m_splitter);
    m_disassembly->setObjectName(QStringLiteral("instructions"));
    m_splitter->addWidget(m_disassembly);
    m_disassembly->hide();
    layout->addWidget(m_splitter, 1);
    connect(m_disassembly, &DisassemblyView::lineSelected, this,
            &SourceView::instructionLineSelected);
    connect(m_disassembly, &DisassemblyView::functionRequested, this,
            &SourceView::functionActivated);
    connect(m_disassembly, &DisassemblyView::readerChanged, this, [this] {
        m_code.reset();
        m_codeSymbol = -1;
        placeInstructions();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid())
                    lineRowChanged(current.row());
            });

    // More or fewer intervals: only the strip changes, not the file.
    connect(m_intervalCount, &QSpinBox::valueChanged, this, &SourceView::updateStrip);
    connect(m_locate, &QPushButton::clicked, this, [this] {
        const QString chosen =
            QFileDialog::getOpenFileName(this, tr("Where is %1?").arg(QFileInfo(m_file).fileName()),
                                         QString(), QFileInfo(m_file).fileName());
        if (chosen.isEmpty())
            return;
        QStringList f = m_folders;
        f.prepend(QFileInfo(chosen).absolutePath());
        setSourceFolders(f);
        emit locateRequested();
    });
}

QHBoxLayout *SourceView::createTopRow()
{
    auto *top = new QHBoxLayout;
    top->setContentsMargins(6, 0, 6, 0);
    m_title = new ElidedLabel(this);
    m_title->setObjectName(QStringLiteral("sourcePath"));
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    top->addWidget(m_title, 1);
    m_wholeFileBox = new QCheckBox(tr("Whole File"), this);
    m_wholeFileBox->setObjectName(QStringLiteral("wholeFile"));
    m_wholeFileBox->setToolTip(
        tr("The file's totals: every function's code on each line (template instances and "
           "other functions sharing a line summed), and F3 through the whole file. Unticked, "
           "the current function's own figures, and F3 stays in it."));
    connect(m_wholeFileBox, &QCheckBox::toggled, this, &SourceView::setWholeFile);
    top->addWidget(m_wholeFileBox);
    m_instructionsBox = new QCheckBox(tr("Instructions"), this);
    m_instructionsBox->setObjectName(QStringLiteral("showInstructions"));
    m_instructionsBox->setToolTip(
        tr("The function's instructions below its source, with their samples and calls: "
           "selecting a line selects its instructions, and an instruction its line"));
    connect(m_instructionsBox, &QCheckBox::toggled, this, &SourceView::setShowInstructions);
    top->addWidget(m_instructionsBox);
    auto *folders = new QPushButton(tr("Source Folders..."), this);
    folders->setToolTip(tr("Folders to search for sources that moved (as gprof's -I)"));
    top->addWidget(folders);
    connect(folders, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Add a Source Folder"));
        if (dir.isEmpty())
            return;
        QStringList f = m_folders;
        f.append(dir);
        setSourceFolders(f);
        emit locateRequested();
    });
    return top;
}

QTableView *SourceView::createTable()
{
    m_table = makeCodeTable(this, QStringLiteral("sourceTable"), tr("Source"));
    setFocusProxy(m_table);
    m_table->setModel(m_model);
    m_table->setItemDelegate(new SourceDelegate(m_table, [this](int row) {
        const int line = m_model->lineOfRow(row);
        setLineExpanded(line, !m_model->isExpanded(line));
    }));
    m_table->setColumnHidden(SourceModel::Delta, true); // until comparing
    for (const int column : {SourceModel::Blocks, SourceModel::Executions, SourceModel::Branches,
                             SourceModel::PerExecution})
        m_table->setColumnHidden(column, true); // until there are counts

    // On the pane (any widget of the window while it shows) and in the
    // text's context menu.
    auto *nextHot = new QAction(tr("&Next Hot Line"), this);
    nextHot->setShortcut(QKeySequence(Qt::Key_F3));
    nextHot->setToolTip(tr("The next line with samples"));
    connect(nextHot, &QAction::triggered, this, [this] { stepHotLine(false); });
    auto *previousHot = new QAction(tr("&Previous Hot Line"), this);
    previousHot->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F3));
    previousHot->setToolTip(tr("The previous line with samples"));
    connect(previousHot, &QAction::triggered, this, [this] { stepHotLine(true); });
    addActions({nextHot, previousHot});
    m_table->addActions({nextHot, previousHot});
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    addExpandActions();
    return m_table;
}

void SourceView::setSourceFolders(const QStringList &folders)
{
    m_folders = folders;
    m_folders.removeDuplicates();
    if (!m_file.isEmpty())
        openFile(m_file, m_line, m_topLine);
}

void SourceView::setProfiles(std::shared_ptr<const ProfileResult> profile, LineProfile lines)
{
    m_profile = std::move(profile);
    m_lines = std::move(lines);
    setFunction(m_symbol);
}

void SourceView::setComparison(std::shared_ptr<const Comparison> comparison, LineProfile baseLines)
{
    m_comparison = std::move(comparison);
    m_baseLines = m_comparison ? std::move(baseLines) : LineProfile{};
    if (!m_file.isEmpty())
        openFile(m_file, m_line, m_topLine);
    else
        compareFile(m_file);
}

void SourceView::compareFile(const QString &path)
{
    // Symbol indices and lines are New's: compared over New's program only.
    // (The document's profile may be a later copy of the one compared, with
    // the static arcs found since: the same symbols.)
    const bool comparing =
        m_comparison && m_profile && m_comparison->next.profile &&
        m_comparison->next.profile->symbols.size() == m_profile->symbols.size() &&
        m_baseLines.profile && m_baseLines.lines && !path.isEmpty();
    m_table->setColumnHidden(SourceModel::Delta, !comparing);
    if (!comparing)
        return;
    const std::string basePath = matchSourceFile(*m_baseLines.lines, path.toStdString());
    std::vector<SourceLine> base;
    if (!basePath.empty()) {
        // The same function's own lines in Base's build (matched by name;
        // none of its code when Base has no such function), or the file's.
        SourceScope baseScope;
        if (const int symbol = scopeSymbol(); symbol >= 0) {
            baseScope = SourceScope{1, 0};
            const std::string &name = m_profile->symbol(symbol).name;
            if (const auto &other = m_comparison->base.profile)
                for (const ProfileSymbol &s : other->symbols)
                    if (s.name == name)
                        baseScope = SourceScope{s.address, s.endAddress};
        }
        base = sourceLines(
            *m_baseLines.profile, *m_baseLines.lines, basePath,
            m_baseLines.executable ? m_baseLines.executable->functions.get() : nullptr, baseScope);
    }
    m_model->setBase(QString::fromStdString(basePath), std::move(base),
                     int(m_comparison->base.runs.size()), int(m_comparison->next.runs.size()));
}

QString SourceView::findFile(const QString &path) const
{
    std::vector<std::string> folders;
    for (const QString &dir : m_folders)
        folders.push_back(dir.toStdString());
    return QString::fromStdString(locateSource(path.toStdString(), folders));
}

void SourceView::openFile(const QString &path, int line, int topLine)
{
    m_file = path;
    m_line = line;
    m_topLine = topLine;
    const QString found = findFile(path);
    bool ok = false;
    const QStringList text = found.isEmpty() ? QStringList() : readLines(found, ok);
    std::vector<SourceLine> lines;
    keepExpansions(path);
    if (m_lines.profile && m_lines.lines)
        lines = sourceLines(*m_lines.profile, *m_lines.lines, path.toStdString(),
                            m_lines.executable ? m_lines.executable->functions.get() : nullptr,
                            scope());
    m_model->setFile(path, ok ? text : QStringList(), std::move(lines),
                     m_lines.profile ? m_lines.profile->totalSamples : 1,
                     m_lines.profile ? m_lines.profile->rate : 100);
    const int function = scopeSymbol();
    m_model->setScopeName(function >= 0 ? functionName(function) : QString());
    showCoverage(path);
    compareFile(path);
    placeInstructions();
    // Where the file was found (maybe not where the debug information says),
    // else where it was looked for.
    if (ok) {
        const QString shown = QDir::cleanPath(QFileInfo(found).absoluteFilePath());
        setTitle(shown,
                 shown == path
                     ? shown
                     : tr("%1\nThe debug information names it %2")
                           .arg(QDir::toNativeSeparators(shown), QDir::toNativeSeparators(path)),
                 true);
    } else {
        const QString recorded = QDir::toNativeSeparators(path);
        const QString lookedFor =
            m_folders.isEmpty()
                ? tr("Looked for %1 where the debug information says; no source folders are "
                     "set.")
                      .arg(recorded)
                : tr("Looked for %1 where the debug information says, then in the source "
                     "folders %2.")
                      .arg(recorded,
                           QDir::toNativeSeparators(m_folders.join(QStringLiteral(", "))));
        setTitle(found.isEmpty() ? tr("Not found: %1").arg(recorded)
                                 : tr("Cannot read %1").arg(QDir::toNativeSeparators(found)),
                 found.isEmpty() ? lookedFor : QString());
    }
    const bool missing = !ok;
    m_missing = missing;
    m_note->setVisible(missing);
    m_locate->setVisible(missing);
    if (missing)
        m_note->setText(tr("%1 is not where the debug information says, nor in the source "
                           "folders; the figures are listed by line number.")
                            .arg(QFileInfo(path).fileName()));
    // The model was just reset: lay the rows out now, or the scroll below is
    // clamped to the old (empty) range and the sizes taken from the top.
    m_table->doItemsLayout();
    if (const int top = m_model->rowOfLine(topLine); top >= 0 && topLine < line)
        m_table->scrollTo(m_model->index(top, 0), QAbstractItemView::PositionAtTop);
    if (const int row = m_model->rowOfLine(line); row >= 0) {
        m_table->scrollTo(m_model->index(row, 0), topLine > 0 ? QAbstractItemView::EnsureVisible
                                                              : QAbstractItemView::PositionAtTop);
        m_table->selectRow(row);
        lineRowChanged(row); // (the same row as before signals nothing)
    }
    // Sized to the rows on screen, the function's, now that it is scrolled
    // to; the line numbers to the file's last, so that none is cut.
    m_table->resizeColumnsToContents();
    const int lastLine = m_table->fontMetrics().horizontalAdvance(
                             QString::number(m_model->rowCount()) + QStringLiteral("00")) +
                         expanderWidth(m_table);
    if (m_table->columnWidth(SourceModel::Line) < lastLine)
        m_table->setColumnWidth(SourceModel::Line, lastLine);
    fitCallsColumn();
}

int SourceView::scopeSymbol() const
{
    if (m_wholeFile || !m_profile || m_scopeSymbol < 0 ||
        m_scopeSymbol >= int(m_profile->symbols.size()) || !m_lines.lines)
        return -1;
    // Only while its file shows.
    const SourceLocation loc = m_lines.lines->lookup(m_profile->symbol(m_scopeSymbol).address);
    return loc && QString::fromStdString(*loc.file) == m_file ? m_scopeSymbol : -1;
}

SourceScope SourceView::scope() const
{
    const int symbol = scopeSymbol();
    if (symbol < 0)
        return {};
    const ProfileSymbol &s = m_profile->symbol(symbol);
    return {s.address, s.endAddress};
}

QString SourceView::functionName(int symbol) const
{
    const bool shortened = m_names && m_profile && m_names->size() == m_profile->symbols.size();
    return QString::fromStdString(shortened ? (*m_names)[size_t(symbol)]
                                            : m_profile->symbol(symbol).displayName);
}

void SourceView::setWholeFile(bool wholeFile)
{
    if (wholeFile == m_wholeFile)
        return;
    m_wholeFile = wholeFile;
    {
        const QSignalBlocker quiet(m_wholeFileBox);
        m_wholeFileBox->setChecked(wholeFile);
    }
    if (!m_file.isEmpty()) {
        // The same line, its figures counted anew.
        const int line = currentLine() > 0 ? currentLine() : m_line;
        const int top = m_model->lineOfRow(m_table->rowAt(0));
        openFile(m_file, line);
        if (const int row = m_model->rowOfLine(top); row >= 0)
            m_table->scrollTo(m_model->index(row, 0), QAbstractItemView::PositionAtTop);
    }
}

void SourceView::setFunction(int symbol)
{
    m_symbol = symbol;
    m_scopeSymbol = symbol;
    updateStrip();
    m_disassembly->setFunction(symbol, [this](int s) { return functionName(s); });
    if (!m_profile || symbol < 0 || symbol >= int(m_profile->symbols.size()))
        return;
    const ProfileSymbol &s = m_profile->symbol(symbol);
    if (!m_lines.lines) {
        setTitle(m_lines.error ? displayText(*m_lines.error) : tr("Reading line tables..."));
        m_model->setFile(QString(), {}, {}, 1, 100);
        compareFile(QString()); // no file: no column to compare it in
        return;
    }
    const SourceLocation loc = m_lines.lines->lookup(s.address);
    if (!loc) {
        const bool shortened = m_names && m_names->size() == m_profile->symbols.size();
        const QString name =
            QString::fromStdString(shortened ? (*m_names)[size_t(symbol)] : s.displayName);
        setTitle(tr("%1 has no line information").arg(name),
                 tr("%1 has no line information").arg(QString::fromStdString(s.displayName)));
        m_model->setFile(QString(), {}, {}, 1, 100);
        compareFile(QString()); // no file: no column to compare it in
        return;
    }
    // At the function's hottest line, its start above it where both show.
    const uint32_t hottest =
        m_lines.profile ? hottestLine(*m_lines.profile, *loc.file, s.address, s.endAddress) : 0;
    openFile(QString::fromStdString(*loc.file), hottest ? int(hottest) : int(loc.line),
             hottest ? int(loc.line) : 0);
}

void SourceView::setDisplayNames(std::shared_ptr<const std::vector<std::string>> names)
{
    m_names = std::move(names);
}

void SourceView::setTitle(const QString &text, const QString &toolTip, bool bold)
{
    QFont font = m_title->font();
    font.setBold(bold);
    m_title->setFont(font);
    m_title->setFullText(text, toolTip);
}

void SourceView::updateStrip()
{
    if (!m_profile || m_symbol < 0 || m_symbol >= int(m_profile->symbols.size())) {
        m_strip->setData({}, 0, 0);
        return;
    }
    const ProfileSymbol &s = m_profile->symbol(m_symbol);
    m_strip->setData(
        addressIntervals(*m_profile, s.address, s.endAddress, m_intervalCount->value()), s.address,
        s.endAddress);
}

void SourceView::showLine(const QString &file, int line)
{
    // The figures of the function with the most of the line's samples (the
    // line comes from the line-level flat profile): the line shows its own.
    m_scopeSymbol = -1;
    if (m_profile && m_lines.profile) {
        const ProfileSymbol *hottest = nullptr;
        for (const ProfileSymbol &s : m_lines.profile->symbols)
            if (int(s.line) == line && s.file >= 0 &&
                QString::fromStdString(m_lines.profile->files[size_t(s.file)]) == file &&
                (!hottest || s.samples > hottest->samples))
                hottest = &s;
        if (hottest)
            for (size_t i = 0; i < m_profile->symbols.size(); ++i) {
                const ProfileSymbol &f = m_profile->symbols[i];
                if (f.isFunction && f.address <= hottest->address &&
                    hottest->address <= f.endAddress)
                    m_scopeSymbol = int(i);
            }
    }
    m_file = file; // (the scope is of the file shown)
    openFile(file, line);
}

int SourceView::currentLine() const
{
    return m_model->lineOfRow(m_table->currentIndex().row());
}

void SourceView::stepHotLine(bool backward)
{
    const int from = m_table->currentIndex().row(); // -1 when none
    const int function = scopeSymbol();
    // In the function: no further than its last (first) hot line.
    const int row = m_model->nextHotRow(from, backward, function < 0);
    QString hint;
    if (function >= 0 && row < 0)
        hint = m_model->nextHotRow(-1, backward, false) < 0
                   ? tr("No line of %1 has samples.").arg(functionName(function))
               : backward ? tr("The first hot line of %1: Shift+F3 stops here (Whole File goes on "
                               "through the file).")
                                .arg(functionName(function))
                          : tr("The last hot line of %1: F3 stops here (Whole File goes on through "
                               "the file).")
                                .arg(functionName(function));
    else if (row < 0)
        hint = tr("No line of this file has samples.");
    else if (from >= 0 && (backward ? row >= from : row <= from))
        hint = backward ? tr("Past the first hot line: back at the file's last.")
                        : tr("Past the last hot line: back at the file's first.");
    // To the window's status bar, as a status tip goes.
    QStatusTipEvent tip(hint);
    QCoreApplication::sendEvent(this, &tip);
    if (row >= 0)
        selectLine(m_model->lineOfRow(row));
}

void SourceView::showInterval(int index)
{
    if (!m_profile || m_symbol < 0 || m_symbol >= int(m_profile->symbols.size()) ||
        !m_lines.lines || m_file.isEmpty())
        return;
    const ProfileSymbol &s = m_profile->symbol(m_symbol);
    const auto [first, last] =
        intervalAddresses(s.address, s.endAddress, int(m_strip->counts().size()), index);
    const std::string file = m_file.toStdString();
    uint32_t line = m_lines.profile ? hottestLine(*m_lines.profile, file, first, last) : 0;
    if (!line) // no samples there: where its code starts
        if (const SourceLocation at = m_lines.lines->lookup(first); at && *at.file == file)
            line = at.line;
    if (line)
        selectLine(int(line));
}

void SourceView::selectLine(int line)
{
    const int row = m_model->rowOfLine(line);
    if (row < 0)
        return;
    m_line = line;
    m_topLine = 0;
    m_table->scrollTo(m_model->index(row, 0), QAbstractItemView::PositionAtCenter);
    m_table->selectRow(row);
}

QString SourceView::note() const
{
    return m_missing ? m_note->text() : QString();
}

std::vector<double> SourceView::intervals() const
{
    return m_strip->counts();
}

void SourceView::paintNote()
{
    QPalette p = m_note->palette();
    p.setColor(QPalette::WindowText, ink::warningText(palette()));
    m_note->setPalette(p);
}

void SourceView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_note)
        paintNote();
}

void SourceView::doUpdate(Changes what)
{
    const ViewContext &c = context();
    if (what & NamesChanged)
        setDisplayNames(c.names);
    if (what & LinesChanged)
        setProfiles(c.profile, c.document ? c.document->lineProfile() : LineProfile());
    if (what & ComparisonChanged || (what & BaseLinesChanged && c.comparison))
        setComparison(c.comparison, c.base ? c.base->lineProfile() : LineProfile());
    if (what & (ProfileChanged | LinesChanged))
        m_disassembly->setProgram(c.document ? c.document->analysis() : nullptr,
                                  c.document ? c.document->lineProfile().executable : nullptr);
    if (what & CurrentChanged)
        setFunction(c.current);
    else if (what & (ProfileChanged | LinesChanged)) {
        placeInstructions();
        fitCallsColumn();
    }
    // The counts beside the same lines (a file reopened by the above has them).
    if (what & CoverageChanged && !(what & (CurrentChanged | LinesChanged)) && !m_file.isEmpty())
        openFile(m_file, currentLine() > 0 ? currentLine() : m_line, m_topLine);
}

} // namespace gmonview
