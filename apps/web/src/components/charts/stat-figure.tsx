import { formatNumber } from '@congdoan/shared';
import { theme } from 'antd';
import { type CSSProperties, useMemo } from 'react';
import { useCompactList } from '../../lib/use-compact-list';
import { chartColors } from './chart-options';
import { FigureCard } from './figure-card';
import { FigureHead, FigureTable, useFigureCells } from './figure-table';
import { type StatChartKind, statBarOption, statDonutOption, statPyramidOption } from './stat-options';

export interface StatRow {
  name: string;
  values: readonly number[];
}

/**
 * A table of counts as a real table (the chart's text alternative): a caption naming it, each
 * row's name as its header, a total row at the foot.
 */
export function StatTable({
  caption,
  rowTitle,
  columns,
  rows,
}: {
  caption: string;
  rowTitle: string;
  columns: readonly string[];
  rows: readonly StatRow[];
}) {
  const { cell, head, rowHead } = useFigureCells();
  const first: CSSProperties = { ...rowHead, minWidth: 120 };
  const totals = columns.map((_, c) => rows.reduce((s, r) => s + (r.values[c] ?? 0), 0));
  return (
    <FigureTable caption={caption} maxHeight={360}>
      <FigureHead rowTitle={rowTitle} columns={columns} style={head} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row" style={first}>
              {row.name}
            </th>
            {row.values.map((v, i) => (
              <td key={columns[i]} style={cell}>
                {formatNumber(v)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" style={{ ...first, fontWeight: 600 }}>
            Tổng cộng
          </th>
          {totals.map((v, i) => (
            <td key={columns[i]} style={{ ...cell, fontWeight: 600 }}>
              {formatNumber(v)}
            </td>
          ))}
        </tr>
      </tfoot>
    </FigureTable>
  );
}

const heightOf = (kind: StatChartKind, count: number) =>
  kind === 'donut' ? 300 : Math.max(200, 56 + count * (kind === 'pyramid' ? 40 : 32));

/**
 * One block of a statistics page: its chart (bars, a donut or a pyramid), a button that downloads
 * the chart as an image under a band naming its title, the scope and the day, one that downloads
 * its table as a workbook (when given), and the table itself below the chart.
 */
export function StatFigure({
  title,
  rowTitle,
  columns,
  rows,
  kind = 'bar',
  header,
  excel,
}: {
  title: string;
  rowTitle: string;
  /** The heads of the number columns; the chart draws one series each (a pyramid: two). */
  columns: readonly string[];
  rows: readonly StatRow[];
  kind?: StatChartKind;
  /** Whose figures ('Phạm vi: Toàn tỉnh') and of which day, under the title in the image. */
  header: { scope: string; date: string };
  /** The table as a workbook: what the button does, and whether it is under way. */
  excel?: { download: () => void; busy: boolean };
}) {
  const { token } = theme.useToken();
  const narrow = useCompactList();
  const option = useMemo(() => {
    const colors = chartColors(token);
    const names = rows.map((r) => r.name);
    const series = columns.map((name, c) => ({ name, values: rows.map((r) => r.values[c] ?? 0) }));
    if (kind === 'donut') return statDonutOption(names, series[0]?.values ?? [], colors);
    if (kind === 'pyramid' && series.length === 2)
      return statPyramidOption(names, [series[0]!, series[1]!], colors, narrow);
    return statBarOption(names, series, colors, narrow);
  }, [rows, columns, kind, narrow, token]);

  return (
    <FigureCard
      title={title}
      name={title}
      empty={rows.every((r) => r.values.every((v) => v === 0))}
      option={option}
      height={heightOf(kind, rows.length)}
      imageHeader={[header.scope, header.date]}
      excel={excel}
      // on a phone the buttons go under the title, which would otherwise be cut to a few words
      toolbarBelowOnPhone
      table={<StatTable caption={`${title}: số liệu`} rowTitle={rowTitle} columns={columns} rows={rows} />}
    />
  );
}
