import type { AnalyticsDefinition } from '@congdoan/shared';
import {
  DIMENSIONS,
  formatNumber,
  formatPercent,
  MEASURES,
  type MeasureKey,
  measureFormat,
  type Pivot,
  type PivotLine,
} from '@congdoan/shared';
import type { CSSProperties } from 'react';
import { FigureTable, useFigureCells } from '../../../../components/charts/figure-table';

/** A value as the measure reads: a rate in percent, any other a whole number; none is '—'. */
export function formatMeasure(measure: MeasureKey, value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return measureFormat(measure) === 'percent' ? formatPercent(value * 100) : formatNumber(value);
}

/** The change from a year earlier: '+12', '−3', a rate in percentage points ('+1,5 điểm %'). */
export function formatChange(measure: MeasureKey, value: number | null, previous: number | null): string {
  if (value === null || previous === null) return '—';
  const percent = measureFormat(measure) === 'percent';
  const diff = percent ? (value - previous) * 100 : value - previous;
  const sign = diff > 0 ? '+' : diff < 0 ? '−' : '';
  return `${sign}${formatNumber(Math.abs(diff))}${percent ? ' điểm %' : ''}`;
}

/** The headers of the measures' cells of one column: the measure, and when compared its year-earlier and change. */
const cellsPerMeasure = (compare: boolean) => (compare ? 3 : 1);

/**
 * The pivot as a plain table (antd's Table would bring a pager and sorting to a read-only grid): a
 * line per row group, the first dimension's groups bold with their subtotals, 'Tổng cộng' last;
 * a column per member of the column dimension (and their total), each with every measure. It
 * scrolls sideways inside its own box.
 */
export function PivotTable({
  pivot,
  definition,
  caption,
}: {
  pivot: Pivot;
  definition: AnalyticsDefinition;
  caption: string;
}) {
  const { token, cell, head: plainHead } = useFigureCells('6px 8px');
  const compare = definition.compare;
  const rowTitle = definition.rows.map((d) => DIMENSIONS[d].label).join(' / ') || 'Chỉ tiêu';
  const columnDim = definition.columns[0];
  const head: CSSProperties = { ...plainHead, textAlign: 'center' };
  const span = pivot.measures.length * cellsPerMeasure(compare);
  const measureHeads = pivot.measures.flatMap((m) => {
    const label = MEASURES[m].label;
    return compare ? [label, `${label} – Cùng kỳ`, `${label} – Thay đổi`] : [label];
  });
  const twoHeaderRows = columnDim !== undefined;

  const lineCells = (line: PivotLine) =>
    pivot.columns.flatMap((column, c) =>
      pivot.measures.flatMap((m, i) => {
        const value = line.values[c]?.[i] ?? null;
        const key = `${column.key}-${m}`;
        if (!compare)
          return [
            <td key={key} style={cell}>
              {formatMeasure(m, value)}
            </td>,
          ];
        const previous = line.previous?.[c]?.[i] ?? null;
        return [
          <td key={key} style={cell}>
            {formatMeasure(m, value)}
          </td>,
          <td key={`${key}-p`} style={{ ...cell, color: token.colorTextSecondary }}>
            {formatMeasure(m, previous)}
          </td>,
          <td key={`${key}-d`} style={cell}>
            {formatChange(m, value, previous)}
          </td>,
        ];
      }),
    );

  return (
    <FigureTable caption={caption}>
      <thead>
        <tr>
          <th
            scope="col"
            rowSpan={twoHeaderRows ? 2 : 1}
            style={{ ...head, textAlign: 'start', minWidth: 160, whiteSpace: 'normal' }}
          >
            {rowTitle}
          </th>
          {twoHeaderRows
            ? pivot.columns.map((column) => (
                // at the start of its span: centred over a wide span, a phone scrolled it out of view
                <th key={column.key} scope="colgroup" colSpan={span} style={{ ...head, textAlign: 'start' }}>
                  {column.label}
                </th>
              ))
            : measureHeads.map((label) => (
                <th key={label} scope="col" style={head}>
                  {label}
                </th>
              ))}
        </tr>
        {twoHeaderRows && (
          <tr>
            {pivot.columns.flatMap((column) =>
              measureHeads.map((label) => (
                <th key={`${column.key}-${label}`} scope="col" style={head}>
                  {label}
                </th>
              )),
            )}
          </tr>
        )}
      </thead>
      <tbody>
        {pivot.lines.map((line) => {
          const strong = line.kind !== 'leaf' || definition.rows.length < 2;
          const weight = line.kind === 'leaf' ? 400 : 600;
          return (
            <tr
              key={`${line.kind}-${line.keys.join('/')}`}
              style={{
                fontWeight: weight,
                background: line.kind === 'total' ? token.colorFillAlter : undefined,
              }}
            >
              <th
                scope="row"
                style={{
                  ...cell,
                  textAlign: 'start',
                  whiteSpace: 'normal',
                  fontWeight: strong && line.kind !== 'leaf' ? 600 : 400,
                  paddingInlineStart: 8 + line.depth * 20,
                }}
              >
                {line.label}
              </th>
              {lineCells(line)}
            </tr>
          );
        })}
      </tbody>
    </FigureTable>
  );
}
