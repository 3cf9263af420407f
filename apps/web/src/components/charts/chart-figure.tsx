import type { ChartRow } from '@congdoan/shared';
import { Card, Empty, Flex, Skeleton, Space, theme } from 'antd';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { useCompactList } from '../../lib/use-compact-list';
import {
  barOption,
  type ChartRowBase,
  type ChartSeries,
  chartHeight,
  drawnRows,
  TIME_CHART_HEIGHT,
  timeOption,
} from './chart-options';
import { type ChartColumn, ChartTable } from './chart-table';
import type { ChartHandle } from './echart';
import { ExportChartButton } from './export-chart-button';
import { useNearScreen } from './use-near-screen';

// ECharts (174 kB gzip) comes with the first chart scrolled near the screen, not with the page's
// first load: the charts stand below the first screen of the dashboard.
const EChart = lazy(() => import('./echart').then((m) => ({ default: m.EChart })));

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
  const [handle, setHandle] = useState<ChartHandle | null>(null);
  const onReady = useCallback((h: ChartHandle | null) => setHandle(h), []);
  const { ref, near } = useNearScreen();
  const narrow = useCompactList();
  const size = useCallback((r: R) => series.reduce((sum, s) => sum + (s.value(r) ?? 0), 0), [series]);
  const drawn = useMemo(() => (shape === 'time' ? [...rows] : drawnRows(rows, size)), [rows, size, shape]);
  const option = useMemo(() => {
    const colors = {
      text: token.colorText,
      secondaryText: token.colorTextSecondary,
      line: token.colorBorderSecondary,
      background: token.colorBgContainer,
      fontFamily: token.fontFamily,
    };
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
  const empty = rows.length === 0;
  const fullTitle = `${title} ${grouping}`;
  const caption =
    rows.length > drawn.length
      ? `${fullTitle}: số liệu của cả ${rows.length} ${rowTitle.toLowerCase()} (biểu đồ vẽ ${drawn.length} nơi có số lớn nhất)`
      : `${fullTitle}: số liệu`;

  return (
    <Card
      title={title}
      style={{ height: '100%' }}
      // a phone's card has its buttons beside the title: the title wraps rather than cut to '…'
      styles={{ title: { whiteSpace: 'normal' } }}
      extra={
        !empty && (
          <Space size={8} wrap>
            {actions}
            <ExportChartButton title={fullTitle} chart={handle} header={imageHeader} />
          </Space>
        )
      }
    >
      {empty ? (
        <Empty description="Không có dữ liệu" />
      ) : (
        <Flex vertical gap={16}>
          <div
            ref={ref}
            role="img"
            aria-label={`Biểu đồ ${fullTitle}; số liệu ở bảng bên dưới`}
            style={{ minHeight: height }}
          >
            {near && (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
                <EChart
                  option={option}
                  height={height}
                  onReady={onReady}
                  onSelect={onSelect ? select : undefined}
                />
              </Suspense>
            )}
          </div>
          <ChartTable
            caption={caption}
            rowTitle={rowTitle}
            columns={columns}
            rows={rows}
            rowHeader={rowHeader}
          />
        </Flex>
      )}
    </Card>
  );
}
