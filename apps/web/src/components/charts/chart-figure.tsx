import type { ChartRow } from '@congdoan/shared';
import { theme } from 'antd';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useCompactList } from '../../lib/use-compact-list';
import {
  barOption,
  type ChartRowBase,
  type ChartSeries,
  chartColors,
  chartHeight,
  drawnRows,
  TIME_CHART_HEIGHT,
  timeOption,
} from './chart-options';
import { type ChartColumn, ChartTable } from './chart-table';
import { FigureCard } from './figure-card';

/**
 * One chart: its bars (the largest zones or wards) or, over time, its lines, a button that
 * downloads it as an image, and all its numbers in a table below it.
 */
export function ChartFigure<R extends ChartRowBase = ChartRow>({
  title,
  grouping,
  rowTitle,
  rows,
  series,
  columns,
  stacked = false,
  shape = 'bars',
  actions,
  imageHeader,
  rowHeader,
  onSelect,
}: {
  /** What it shows, short: the card's title. */
  title: string;
  /** By what, for its caption, its image's name and its label: 'theo xã/phường'. */
  grouping: string;
  /** The table's first column: 'Cụm/khu công nghiệp' or 'Xã/phường'. */
  rowTitle: string;
  rows: readonly R[];
  series: readonly ChartSeries<R>[];
  columns: readonly ChartColumn<R>[];
  stacked?: boolean;
  /** 'bars': places, the largest drawn; 'time': periods along the bottom, in the rows' order, all drawn. */
  shape?: 'bars' | 'time';
  /** More buttons beside the image's (an Excel export of the table). */
  actions?: ReactNode;
  /** The lines the exported image carries under its title (whose figures, when). */
  imageHeader?: readonly string[];
  /** What a table row's header holds instead of its name. */
  rowHeader?: (row: R) => ReactNode;
  /** A click on a bar. */
  onSelect?: (row: R) => void;
}) {
  const { token } = theme.useToken();
  const narrow = useCompactList();
  const size = useCallback((r: R) => series.reduce((sum, s) => sum + (s.value(r) ?? 0), 0), [series]);
  const drawn = useMemo(() => (shape === 'time' ? [...rows] : drawnRows(rows, size)), [rows, size, shape]);
  const option = useMemo(() => {
    const colors = chartColors(token);
    return shape === 'time'
      ? timeOption(drawn, series, colors, { narrow })
      : barOption(drawn, series, colors, { stacked, narrow });
  }, [drawn, series, stacked, narrow, token, shape]);
  const height = shape === 'time' ? TIME_CHART_HEIGHT : chartHeight(drawn.length, series.length);
  const select = useCallback(
    (index: number) => {
      const row = drawn[index];
      if (row && onSelect) onSelect(row);
    },
    [drawn, onSelect],
  );
  const fullTitle = `${title} ${grouping}`;
  const caption =
    rows.length > drawn.length
      ? `${fullTitle}: số liệu của cả ${rows.length} ${rowTitle.toLowerCase()} (biểu đồ vẽ ${drawn.length} nơi có số lớn nhất)`
      : `${fullTitle}: số liệu`;

  return (
    <FigureCard
      title={title}
      name={fullTitle}
      empty={rows.length === 0}
      option={option}
      height={height}
      onSelect={onSelect ? select : undefined}
      imageHeader={imageHeader}
      actions={actions}
      table={
        <ChartTable
          caption={caption}
          rowTitle={rowTitle}
          columns={columns}
          rows={rows}
          rowHeader={rowHeader}
        />
      }
    />
  );
}
