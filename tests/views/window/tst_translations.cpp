// SPDX-License-Identifier: MIT
// The German and French translations: complete, consistent with their
// English sources, and in step with the strings the sources mark (lupdate
// is run here on src/ and must find exactly the messages the .ts files hold).
#include "TestSupport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

class tst_Translations : public QObject
{
    Q_OBJECT

private slots:
    void everyMessageIsTranslated_data();
    void everyMessageIsTranslated();
    void filesMatchTheSources_data();
    void filesMatchTheSources();
};

namespace {

struct TsMessage
{
    QString context;
    QString source;
    QString type;             // the translation's type attribute: empty when finished
    QStringList translations; // one, or one per numerus form
    bool numerus = false;
};

QList<TsMessage> readTs(const QString &path, QString *error)
{
    QList<TsMessage> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = path + QStringLiteral(": cannot open");
        return out;
    }
    QXmlStreamReader xml(&f);
    QString context;
    TsMessage current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current = TsMessage{
                context, {}, {}, {}, xml.attributes().value(QLatin1String("numerus")) == u"yes"};
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            current.type = xml.attributes().value(QLatin1String("type")).toString();
            if (current.numerus) {
                while (xml.readNextStartElement())
                    current.translations << xml.readElementText();
            } else {
                current.translations << xml.readElementText();
            }
            out << current;
        }
    }
    if (xml.hasError())
        *error = path + QStringLiteral(": ") + xml.errorString();
    return out;
}

QStringList tsFiles()
{
    const QDir dir(QStringLiteral(GMONVIEW_SOURCE_DIR "/translations"));
    QStringList files;
    for (const QString &name : dir.entryList({QStringLiteral("gmonview_*.ts")}, QDir::Files))
        files << dir.filePath(name);
    return files;
}

// %1 to %9 and %n, each counted once.
QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%[1-9n]"));
    QSet<QString> out;
    for (const auto &m : re.globalMatch(text))
        out.insert(m.captured());
    return out;
}

// The key after a single '&' (a mnemonic), or a null QChar.
QChar mnemonic(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != u'&')
            continue;
        if (text[i + 1] == u'&') {
            ++i;
            continue;
        }
        return text[i + 1];
    }
    return {};
}

} // namespace

void tst_Translations::everyMessageIsTranslated_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files = tsFiles();
    QVERIFY(files.size() >= 2);
    for (const QString &f : files)
        QTest::newRow(qPrintable(QFileInfo(f).fileName())) << f;
}

// Finished, non-empty, with the same placeholders as the English and a
// mnemonic where the English has one (unique mnemonics are tst_mainwindow's).
void tst_Translations::everyMessageIsTranslated()
{
    QFETCH(QString, file);
    QString error;
    const QList<TsMessage> messages = readTs(file, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(messages.size() > 100);
    for (const TsMessage &m : messages) {
        const QString where = m.context + QStringLiteral(": ") + m.source;
        QVERIFY2(m.type.isEmpty(), qPrintable(where + QStringLiteral(" is ") + m.type));
        QVERIFY2(!m.translations.isEmpty(), qPrintable(where));
        for (const QString &t : m.translations) {
            QVERIFY2(!t.isEmpty(), qPrintable(where));
            QVERIFY2(placeholders(t) == placeholders(m.source),
                     qPrintable(where + QStringLiteral(" -> ") + t));
            QVERIFY2(mnemonic(t).isNull() == mnemonic(m.source).isNull(),
                     qPrintable(where + QStringLiteral(" -> ") + t));
        }
    }
}

void tst_Translations::filesMatchTheSources_data()
{
    everyMessageIsTranslated_data();
}

// lupdate, with the project's options, over src/ into a new file: the same
// (context, source) pairs as the committed file. A string marked in the
// sources but missing from a .ts would show in English; this catches it.
void tst_Translations::filesMatchTheSources()
{
    QFETCH(QString, file);
    QTemporaryDir dir;
    const QString fresh = dir.filePath(QStringLiteral("fresh.ts"));
    QStringList args = QStringLiteral(GMONVIEW_LUPDATE_OPTIONS).split(u'|');
    args << QStringLiteral("-silent") << QStringLiteral(GMONVIEW_SOURCE_DIR "/src")
         << QStringLiteral("-ts") << fresh;
    QProcess lupdate;
    lupdate.start(QStringLiteral(GMONVIEW_LUPDATE), args);
    QVERIFY(lupdate.waitForFinished(120000));
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());

    QString error;
    auto keys = [&](const QString &path) {
        QSet<QString> out;
        for (const TsMessage &m : readTs(path, &error))
            out.insert(m.context + QStringLiteral(" | ") + m.source);
        return out;
    };
    const QSet<QString> marked = keys(fresh);
    const QSet<QString> committed = keys(file);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(marked.size() > 100);
    const QStringList missing = (marked - committed).values();
    const QStringList stale = (committed - marked).values();
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("not in the .ts (run the update_translations target): ") +
                        missing.join(QStringLiteral("; "))));
    QVERIFY2(stale.isEmpty(), qPrintable(QStringLiteral("no longer in the sources: ") +
                                         stale.join(QStringLiteral("; "))));
}

QTEST_GUILESS_MAIN(tst_Translations)
#include "tst_translations.moc"
