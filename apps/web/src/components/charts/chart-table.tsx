import { type ChartRow, formatNumber, formatPercent } from '@congdoan/shared';
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { KeyboardScroll } from '../keyboard-scroll';
import type { ChartRowBase } from './chart-options';

export interface ChartColumn<R extends ChartRowBase = ChartRow> {
  title: string;
  value: (row: R) => number | null;
  /** 'percent': one decimal and '%'; null reads '—'. */
  kind?: 'count' | 'percent';
}

export const formatCell = (value: number | null, kind: ChartColumn['kind'] = 'count') =>
  value === null ? '—' : kind === 'percent' ? formatPercent(value) : formatNumber(value);

/**
 * A chart's numbers as a real table (WCAG 1.1.1: the chart's text alternative): a caption naming
 * it, the zone or ward in the first column as the row's header, every row (the chart draws the
 * largest only). Plain HTML: antd's Table would bring its pager and filters for a read-only list.
 */
export function ChartTable<R extends ChartRowBase = ChartRow>({
  caption,
  rowTitle,
  columns,
  rows,
  rowHeader,
}: {
  caption: string;
  rowTitle: string;
  columns: readonly ChartColumn<R>[];
  rows: readonly R[];
  /** What a row's header holds instead of its name (a link, a button that drills into it). */
  rowHeader?: (row: R) => ReactNode;
}) {
  const { token } = theme.useToken();
  const cell: CSSProperties = {
    padding: '8px',
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'end',
    whiteSpace: 'nowrap',
  };
  const head: CSSProperties = {
    ...cell,
    background: token.colorFillAlter,
    fontWeight: 600,
    color: token.colorTextHeading,
    position: 'sticky',
    top: 0,
  };
  const first: CSSProperties = { ...cell, textAlign: 'start', whiteSpace: 'normal', minWidth: 140 };
  return (
    <KeyboardScroll label={caption}>
      <div data-scroll-x style={{ overflow: 'auto', maxHeight: 360 }}>
        <table style={{ width: '100%', borderCollapse: 'collapse', color: token.colorText, fontSize: 13 }}>
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
          <thead>
            <tr>
              <th scope="col" style={{ ...head, textAlign: 'start' }}>
                {rowTitle}
              </th>
              {columns.map((c) => (
                <th key={c.title} scope="col" style={head}>
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id ?? 'none'}>
                <th scope="row" style={{ ...first, fontWeight: 400 }}>
                  {rowHeader ? rowHeader(row) : row.ten}
                </th>
                {columns.map((c) => (
                  <td key={c.title} style={cell}>
                    {formatCell(c.value(row), c.kind)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </KeyboardScroll>
  );
}
