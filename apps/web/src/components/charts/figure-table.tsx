import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { KeyboardScroll } from '../keyboard-scroll';

/**
 * The cells of a table of figures (a chart's numbers, a block of counts, a report's pivot): numbers
 * to the right on one line, a heading on the skin's pale fill.
 */
export function useFigureCells(padding = '8px') {
  const { token } = theme.useToken();
  const cell: CSSProperties = {
    padding,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'end',
    whiteSpace: 'nowrap',
  };
  const head: CSSProperties = {
    ...cell,
    background: token.colorFillAlter,
    fontWeight: 600,
    color: token.colorTextHeading,
  };
  /** A row's header: its name, read across and wrapping. */
  const rowHead: CSSProperties = { ...cell, textAlign: 'start', whiteSpace: 'normal', fontWeight: 400 };
  return { token, cell, head, rowHead };
}

/** A table of figures' head row: what its rows are, then the head of each number column. */
export function FigureHead({
  rowTitle,
  columns,
  style,
}: {
  rowTitle: string;
  columns: readonly string[];
  style: CSSProperties;
}) {
  return (
    <thead>
      <tr>
        <th scope="col" style={{ ...style, textAlign: 'start' }}>
          {rowTitle}
        </th>
        {columns.map((c) => (
          <th key={c} scope="col" style={style}>
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A table of figures as a real table (the chart's text alternative): its caption naming it, in a
 * box that scrolls sideways (and down past `maxHeight`), reachable from the keyboard. Plain HTML:
 * antd's Table would bring its pager and filters for a read-only list.
 */
export function FigureTable({
  caption,
  maxHeight,
  children,
}: {
  caption: string;
  /** The box's height before it scrolls down; none: as tall as its rows. */
  maxHeight?: number;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <KeyboardScroll label={caption}>
      <div data-scroll-x style={{ overflow: 'auto', maxWidth: '100%', maxHeight }}>
        <table style={{ minWidth: '100%', borderCollapse: 'collapse', color: token.colorText, fontSize: 13 }}>
          <caption
            style={{
              captionSide: 'top',
              textAlign: 'start',
              padding: '0 0 8px',
              color: token.colorTextSecondary,
            }}
          >
            {caption}
          </caption>
          {children}
        </table>
      </div>
    </KeyboardScroll>
  );
}
