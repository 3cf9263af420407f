import { type ChartRow, formatNumber, formatPercent } from '@congdoan/shared';
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { KeyboardScroll } from '../keyboard-scroll';

/** What a chart's row needs besides its numbers: its id (null: the units without one) and name. */
export interface LabelledRow {
  id: number | null;
  ten: string;
}

export interface ChartColumn<R = ChartRow> {
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
export function ChartTable<R extends LabelledRow = ChartRow>({
  caption,
  rowTitle,
  columns,
  rows,
}: {
  caption: string;
  rowTitle: string;
  columns: readonly ChartColumn<R>[];
  rows: readonly R[];
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
                  {row.ten}
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
