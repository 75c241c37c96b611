// SPDX-License-Identifier: MIT
// The call graph view's exports: the scene as SVG or PNG, the graph as
// Graphviz DOT (the file File > Export and the command line write).
#include "views/callgraph/CallGraphView.h"

#include "io/FileBytes.h"
#include "model/document/MessageText.h"
#include "model/export/Exporters.h"
#include "views/callgraph/CallGraphStyle.h"
#include "views/callgraph/GraphCanvas.h"

#include <QBuffer>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

namespace gmonview {

using namespace graphstyle;

namespace {

// Every export is made in memory and then written beside PATH and renamed
// over it: a failure leaves the old file as it was.
QString writeExport(const QString &path, const QByteArray &bytes,
                    const std::vector<std::string> &filesRead)
{
    auto written = writeFileAtomically(
        path.toStdString(), std::string_view(bytes.constData(), size_t(bytes.size())), filesRead);
    return written ? QString() : displayText(written.error());
}

} // namespace

QString CallGraphView::exportSvg(const QString &path) const
{
    QBuffer out;
    out.open(QIODevice::WriteOnly);
    {
        QSvgGenerator svg;
        svg.setOutputDevice(&out);
        const QRectF r = m_canvas->scene()->sceneRect();
        svg.setSize(r.size().toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), r.size()));
        svg.setTitle(tr("Call graph"));
        QPainter p(&svg);
        p.fillRect(QRectF(QPointF(0, 0), r.size()), backgroundInk());
        m_canvas->scene()->render(&p, QRectF(QPointF(0, 0), r.size()), r);
    }
    return writeExport(path, out.data(), m_filesRead);
}

QString CallGraphView::exportPng(const QString &path) const
{
    const QRectF r = m_canvas->scene()->sceneRect();
    QImage image((r.size() * 2).toSize(), QImage::Format_ARGB32);
    image.fill(backgroundInk());
    {
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        m_canvas->scene()->render(&p, QRectF(QPointF(0, 0), r.size() * 2), r);
    }
    QBuffer out;
    out.open(QIODevice::WriteOnly);
    if (!image.save(&out, "PNG"))
        return tr("Cannot write %1").arg(path);
    return writeExport(path, out.data(), m_filesRead);
}

QString CallGraphView::exportDot(const QString &path) const
{
    return writeExport(path,
                       QByteArray::fromStdString(callGraphDot(m_graph, m_options, m_program)),
                       m_filesRead);
}

} // namespace gmonview
