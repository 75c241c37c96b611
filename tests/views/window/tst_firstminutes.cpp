// SPDX-License-Identifier: MIT
// The window in a new user's first minutes, on real runs with the real
// MainWindow and its real settings (this run's own folder): filtering keeps
// the place and says how much it shows, times per call read in a unit of
// their own, numbers are never cut, and Open Recent tells its entries apart.
#include "model/document/ProfileDocument.h"
#include "model/items/CompareModel.h"
#include "model/items/DisplayFormat.h"
#include "model/items/FlatProfileModel.h"
#include "TestSupport.h"
#include "views/common/WindowSettings.h"
#include "views/compare/ComparePanel.h"
#include "views/diagnostics/DiagnosticsView.h"
#include "views/window/MainWindow.h"
#include "views/window/Navigator.h"

#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QScrollBar>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QUrl>

#include <cmath>

using namespace gmonview;
using namespace gmonview::test;

class tst_FirstMinutes : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void settingsAreThisRunsOwn();
    void filterKeepsThePlaceAndCounts();
    void perCallTimesReadable();
    void numberColumnsFitTheirContent();
    void recentEntriesReadApart();
    void longNamesShortInNarrowPlaces();

private:
    bool open(MainWindow &w, const QString &exe, const QStringList &runs);
    QTemporaryDir m_dir;
    QString m_many; // 140 functions, many calls of microseconds each
    QString m_small;
    QString m_long; // C++ names hundreds of characters long
};

void tst_FirstMinutes::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    m_many = m_dir.filePath(QStringLiteral("many"));
    QCOMPARE(compileProgram(QStringLiteral("many.c"), {"-pg", "-O0"}, m_many).exitCode, 0);
    for (const char *run : {"many1", "many2"})
        QCOMPARE(profileRun(m_many, {"300"}, m_dir.path(), QLatin1String(run)).exitCode, 0);
    m_small = m_dir.filePath(QStringLiteral("small"));
    QCOMPARE(compileProgram(QStringLiteral("cycles.c"), {"-pg", "-O0"}, m_small).exitCode, 0);
    QCOMPARE(profileRun(m_small, {"4"}, m_dir.path(), QStringLiteral("small1")).exitCode, 0);
    m_long = m_dir.filePath(QStringLiteral("longnames"));
    QCOMPARE(compileProgram(QStringLiteral("longnames.cpp"), {"-pg", "-O0", "-g"}, m_long).exitCode,
             0);
    QCOMPARE(profileRun(m_long, {"300"}, m_dir.path(), QStringLiteral("long1")).exitCode, 0);
    QCOMPARE(profileRun(m_long, {"600"}, m_dir.path(), QStringLiteral("long2")).exitCode, 0);
    QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("elsewhere"))));
    QVERIFY(QFile::copy(m_small, m_dir.filePath(QStringLiteral("elsewhere/small"))));
    QVERIFY(QFile::copy(m_dir.filePath(QStringLiteral("small1")),
                        m_dir.filePath(QStringLiteral("elsewhere/small1"))));
}

bool tst_FirstMinutes::open(MainWindow &w, const QString &exe, const QStringList &runs)
{
    QSignalSpy loaded(&w, &MainWindow::loadFinished);
    w.openProfile(exe, runs);
    return QTest::qWaitFor([&] { return loaded.count() >= 1 && !w.isLoading(); }, 30000) &&
           w.profile() != nullptr;
}

// QSettings, and Qt's test mode, write in this run's own folder: two suites
// at once, or one run after another, cannot clear each other's settings.
void tst_FirstMinutes::settingsAreThisRunsOwn()
{
    const QString home = settingsHome();
    QVERIFY(!home.isEmpty());
    QVERIFY(QFileInfo(home).isDir());
    QVERIFY2(QSettings().fileName().startsWith(home + QLatin1Char('/')),
             qPrintable(QSettings().fileName()));
    QVERIFY(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation)
                .startsWith(home + QLatin1Char('/')));
    QVERIFY(!home.startsWith(QDir::tempPath() + QStringLiteral("/.qttest")));
}

void tst_FirstMinutes::filterKeepsThePlaceAndCounts()
{
    MainWindow w;
    w.resize(800, 600);
    w.show();
    QVERIFY(open(w, m_many, {m_dir.filePath("many1")}));
    auto *flat = w.findChild<QTableView *>(QStringLiteral("flatProfile"));
    auto *filter = w.findChild<QLineEdit *>(QStringLiteral("filter"));
    auto *count = w.findChild<QLabel *>(QStringLiteral("shownCount"));
    QVERIFY(flat && filter && count);
    const QAbstractItemModel *model = flat->model();
    const int all = model->rowCount();
    QVERIFY(all > 100);
    QVERIFY2(count->text().contains(QString::number(all)), qPrintable(count->text()));

    // The last row current, the list scrolled to the bottom.
    flat->setFocus();
    flat->selectionModel()->setCurrentIndex(model->index(all - 1, 0),
                                            QItemSelectionModel::ClearAndSelect |
                                                QItemSelectionModel::Rows);
    flat->scrollToBottom();
    QVERIFY(flat->verticalScrollBar()->value() > 0);
    const int currentSymbol = w.currentSymbol();
    const QString currentName =
        QString::fromStdString(w.profile()->symbol(currentSymbol).displayName);

    // A filter that hides the current row: the list starts at its top.
    QString hiding = QStringLiteral("f1");
    if (currentName.contains(hiding))
        hiding = QStringLiteral("f2");
    QVERIFY(!currentName.contains(hiding));
    filter->setText(hiding);
    const int shown = model->rowCount();
    QVERIFY(shown > 0 && shown < all);
    QVERIFY(flat->verticalScrollBar()->maximum() > 0); // (else any place is the top)
    QCOMPARE(flat->verticalScrollBar()->value(), 0);
    QVERIFY2(count->text().startsWith(QStringLiteral("%1 of %2 ").arg(shown).arg(all)),
             qPrintable(count->text()));

    // A filter that keeps the current row: it stays in view.
    filter->clear();
    const QModelIndex back = flat->currentIndex();
    QVERIFY(back.isValid());
    flat->scrollToTop();
    filter->setText(currentName.left(currentName.size() - 1)); // matches it and a few more
    QVERIFY(flat->currentIndex().isValid());
    const QRect place = flat->visualRect(flat->currentIndex());
    QVERIFY2(flat->viewport()->rect().contains(place.center()),
             qPrintable(QStringLiteral("current row at y=%1").arg(place.center().y())));
    filter->clear();
    QVERIFY(count->text().startsWith(QString::number(all) + QLatin1Char(' ')));
}

// gprof's one unit a column reads 0.00 for most functions of a program with
// many short calls; the window shows each time per call in its own unit,
// and the figure is the profile's to three significant digits.
void tst_FirstMinutes::perCallTimesReadable()
{
    MainWindow w;
    w.show();
    QVERIFY(open(w, m_many, {m_dir.filePath("many1"), m_dir.filePath("many2")}));
    auto *flat = w.findChild<QTableView *>(QStringLiteral("flatProfile"));
    const QAbstractItemModel *model = flat->model();
    const double hz = double(w.profile()->rate);
    int checked = 0, belowAMillisecond = 0;
    for (int r = 0; r < model->rowCount(); ++r) {
        for (int column : {int(FlatProfileModel::SelfPerCall), int(FlatProfileModel::TotalPerCall)}) {
            const QModelIndex cell = model->index(r, column);
            const double perCall = cell.data(FlatProfileModel::SortRole).toDouble() / hz;
            const QString shown = cell.data().toString();
            if (perCall < 0) { // no calls
                QVERIFY(shown.isEmpty());
                continue;
            }
            const double read = parseReadableQuantity(shown);
            QVERIFY2(read >= 0, qPrintable(shown));
            QVERIFY2(std::abs(read - perCall) <= 0.006 * perCall,
                     qPrintable(QStringLiteral("%1 for %2 s").arg(shown).arg(perCall)));
            if (perCall > 0) {
                const double mantissa = std::abs(shown.section(QLatin1Char(' '), 0, 0).toDouble());
                QVERIFY2(mantissa >= 1 && mantissa < 1000, qPrintable(shown));
            }
            belowAMillisecond += perCall > 0 && perCall < 1e-3;
            ++checked;
        }
    }
    QVERIFY(checked > 100);
    QVERIFY(belowAMillisecond > 10); // the case gprof's unit hides
    // The headers say per call, the unit being in each cell.
    QCOMPARE(model->headerData(FlatProfileModel::SelfPerCall, Qt::Horizontal).toString(),
             QStringLiteral("self/call"));
}

// Opened after a small program, a big one's call counts and times are not
// cut to "11675…": every numeric column is at least as wide as its content.
void tst_FirstMinutes::numberColumnsFitTheirContent()
{
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(open(w, m_small, {m_dir.filePath("small1")}));
    QVERIFY(open(w, m_many, {m_dir.filePath("many1"), m_dir.filePath("many2")}));
    auto *flat = w.findChild<QTableView *>(QStringLiteral("flatProfile"));
    const auto *hints = static_cast<const QAbstractItemView *>(flat); // (protected in QTableView)
    int checked = 0;
    for (int c = 0; c < FlatProfileModel::ColumnCount; ++c) {
        if (c == FlatProfileModel::Name || c == FlatProfileModel::Percent ||
            flat->isColumnHidden(c))
            continue;
        QVERIFY2(flat->columnWidth(c) >= hints->sizeHintForColumn(c),
                 qPrintable(QStringLiteral("column %1: %2 px for %3 px of text")
                                .arg(flat->model()->headerData(c, Qt::Horizontal).toString())
                                .arg(flat->columnWidth(c))
                                .arg(hints->sizeHintForColumn(c))));
        ++checked;
    }
    QVERIFY(checked >= 7);
}

// Two entries of one program with as many runs, and the same program in
// another folder, read apart; the whole paths are in the tooltips, shown.
void tst_FirstMinutes::recentEntriesReadApart()
{
    QSettings().remove(settingsKey::recent);
    MainWindow w;
    w.show();
    QVERIFY(open(w, m_small, {m_dir.filePath("small1")}));
    QVERIFY(open(w, m_many, {m_dir.filePath("many1")}));
    QVERIFY(open(w, m_many, {m_dir.filePath("many2")}));
    QVERIFY(open(w, m_dir.filePath("elsewhere/small"), {m_dir.filePath("elsewhere/small1")}));
    QMenu *recent = nullptr;
    for (QMenu *m : w.menuBar()->findChildren<QMenu *>())
        if (m->title() == QStringLiteral("Open &Recent"))
            recent = m;
    QVERIFY(recent);
    QVERIFY(recent->toolTipsVisible());
    const QList<QAction *> actions = recent->actions();
    QCOMPARE(actions.size(), 4);
    QStringList labels;
    for (QAction *a : actions) {
        QString label = a->text();
        label.remove(QRegularExpression(QStringLiteral("^&\\d+ ")));
        QVERIFY2(!labels.contains(label), qPrintable(label));
        labels << label;
        // The tooltip: every file of the entry, whole.
        for (const QString &file : a->toolTip().split(QLatin1Char('\n')))
            QVERIFY2(QFileInfo(file).isAbsolute() && QFileInfo::exists(file), qPrintable(file));
    }
    // Newest first: the program in the other folder says which folder.
    QVERIFY2(labels[0].contains(QStringLiteral("elsewhere")), qPrintable(labels[0]));
    QVERIFY2(!labels[3].contains(QStringLiteral("elsewhere")), qPrintable(labels[3]));
    QVERIFY2(labels[1].contains(QStringLiteral("many2")) && labels[2].contains(QStringLiteral("many1")),
             qPrintable(labels.join(QStringLiteral(" | "))));
}

// At 800x600 the callers' and callees' header names the current function
// on one line, its template arguments collapsed, whatever its length; the
// whole name is its tooltip. Diagnostics name functions as the lists do,
// each a link: the whole name on hover, current on a click.
void tst_FirstMinutes::longNamesShortInNarrowPlaces()
{
    MainWindow w;
    w.resize(800, 600);
    w.show();
    QVERIFY(open(w, m_long, {m_dir.filePath("long1")}));
    const ProfileResult &profile = *w.profile();
    int longest = -1;
    for (size_t i = 0; i < profile.symbols.size(); ++i)
        if (profile.symbols[i].isFunction &&
            (longest < 0 || profile.symbols[i].displayName.size() >
                                profile.symbol(longest).displayName.size()))
            longest = int(i);
    QVERIFY(longest >= 0);
    const QString full = QString::fromStdString(profile.symbol(longest).displayName);
    QVERIFY2(full.size() > 300, qPrintable(full));
    auto *navigator = w.findChild<Navigator *>();
    QVERIFY(navigator);
    navigator->setCurrent(longest);
    QCOMPARE(w.currentSymbol(), longest);
    auto *header = w.findChild<QLabel *>(QStringLiteral("currentFunction"));
    QVERIFY(header);
    QCOMPARE(header->toolTip(), full);
    QTRY_VERIFY(header->isVisible() && header->width() > 0);
    const int lines = header->heightForWidth(header->width()) / header->fontMetrics().lineSpacing();
    QVERIFY2(lines <= 2, qPrintable(QStringLiteral("%1 lines: %2").arg(lines).arg(header->text())));
    QVERIFY2(header->text().contains(QChar(0x2026)), qPrintable(header->text())); // collapsed

    // A finding that names the function, shown by the window's diagnostics.
    auto *diagnostics = w.findChild<DiagnosticsView *>();
    QVERIFY(diagnostics);
    Finding finding;
    finding.what = Message::verbatim("Something about " + profile.symbol(longest).displayName);
    finding.meaning = Message::verbatim("It means little.");
    finding.fix = Message::verbatim("Nothing to fix.");
    QVERIFY(w.displayNames());
    diagnostics->setFindings({finding}, w.document()->profile(), w.displayNames());
    auto *list = diagnostics->findChild<QTextBrowser *>(QStringLiteral("diagnosticsList"));
    QVERIFY(list);
    const QString text = list->toPlainText();
    QVERIFY2(!text.contains(full), qPrintable(text));
    QVERIFY2(text.contains(QString::fromStdString((*w.displayNames())[size_t(longest)])),
             qPrintable(text));
    QVERIFY(list->toHtml().contains(QStringLiteral("function:%1").arg(longest)));
    navigator->setCurrent(0 == longest ? 1 : 0);
    QVERIFY(w.currentSymbol() != longest);
    emit list->anchorClicked(QUrl(QStringLiteral("function:%1").arg(longest)));
    QCOMPARE(w.currentSymbol(), longest);

    // The comparison's table: names as short as they can be while distinct,
    // the whole name in the tooltip and in a copy.
    ComparePanel *panel = w.comparePanel();
    QVERIFY(panel);
    w.compareWith({m_long, m_dir.filePath("long2")});
    QVERIFY(QTest::qWaitFor([&] { return panel->comparison() != nullptr; }, 30000));
    const QAbstractItemModel *compared = panel->table()->model();
    QSet<QString> shown, whole;
    int shortened = 0;
    for (int r = 0; r < compared->rowCount(); ++r) {
        const QModelIndex name = compared->index(r, CompareModel::Name);
        const QString text = name.data().toString();
        const QString copy = name.data(CompareModel::FullTextRole).toString();
        QVERIFY2(name.data(Qt::ToolTipRole).toString().contains(copy.toHtmlEscaped()),
                 qPrintable(copy));
        shortened += text.size() < copy.size();
        shown << text;
        whole << copy;
    }
    QCOMPARE(shown.size(), whole.size()); // still told apart
    QString longestCompared;
    for (const QString &name : whole)
        if (name.size() > longestCompared.size())
            longestCompared = name;
    QVERIFY2(longestCompared.size() > 200, qPrintable(longestCompared));
    QVERIFY(!shown.contains(longestCompared));
    QVERIFY(shortened >= 3);
}

QTEST_MAIN(tst_FirstMinutes)
#include "tst_firstminutes.moc"
