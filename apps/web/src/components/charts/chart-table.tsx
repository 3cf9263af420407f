import { type ChartRow, formatNumber, formatPercent } from '@congdoan/shared';
import type { CSSProperties, ReactNode } from 'react';
import type { ChartRowBase } from './chart-options';
import { FigureHead, FigureTable, useFigureCells } from './figure-table';

export interface ChartColumn<R extends ChartRowBase = ChartRow> {
  title: string;
  value: (row: R) => number | null;
  /** 'percent': one decimal and '%'; null reads '—'. */
  kind?: 'count' | 'percent';
  /** What a cell holds instead of its text (a link to the units it counts). */
  cell?: (row: R, text: string) => ReactNode;
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
  const { cell, head: plainHead, rowHead } = useFigureCells();
  const head: CSSProperties = {
    ...plainHead,
    position: 'sticky',
    top: 0,
  };
  return (
    <FigureTable caption={caption} maxHeight={360}>
      <FigureHead rowTitle={rowTitle} columns={columns.map((c) => c.title)} style={head} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.id ?? 'none'}>
            <th scope="row" style={{ ...rowHead, minWidth: 140 }}>
              {rowHeader ? rowHeader(row) : row.ten}
            </th>
            {columns.map((c) => (
              <td key={c.title} style={cell}>
                {c.cell ? c.cell(row, formatCell(c.value(row), c.kind)) : formatCell(c.value(row), c.kind)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </FigureTable>
  );
}
