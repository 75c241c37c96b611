// SPDX-License-Identifier: MIT
#pragma once

#include <QLabel>

namespace gmonview {

// Over an empty view: how to open a profile, and, while files are dragged
// over the window, that dropping them opens them (in the palette's
// highlight). It follows its parent's size.
class EmptyHint : public QLabel
{
    Q_OBJECT

public:
    explicit EmptyHint(QWidget *parent);

    // Shown while there is nothing else to show.
    void setEmpty(bool empty);
    // Files are being dragged over the window.
    void setDragging(bool dragging);
    bool isDragging() const { return m_dragging; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();

    bool m_empty = true;
    bool m_dragging = false;
};

} // namespace gmonview
