import type { ChartRow } from '@congdoan/shared';
import { Card, Empty, Flex, Skeleton, theme } from 'antd';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useCompactList } from '../../lib/use-compact-list';
import { barOption, type ChartSeries, chartHeight, drawnRows } from './chart-options';
import { type ChartColumn, ChartTable, type LabelledRow } from './chart-table';
import type { ChartHandle } from './echart';
import { ExportChartButton } from './export-chart-button';
import { useNearScreen } from './use-near-screen';

// ECharts (174 kB gzip) comes with the first chart scrolled near the screen, not with the page's
// first load: the charts stand below the first screen of the dashboard.
const EChart = lazy(() => import('./echart').then((m) => ({ default: m.EChart })));

/**
 * One chart of the dashboard: its bars (the largest zones or wards), a button that downloads it as
 * an image, and all its numbers in a table below it.
 */
export function ChartFigure<R extends LabelledRow = ChartRow>({
  title,
  grouping,
  rowTitle,
  rows,
  series,
  columns,
  stacked = false,
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
}) {
  const { token } = theme.useToken();
  const [handle, setHandle] = useState<ChartHandle | null>(null);
  const onReady = useCallback((h: ChartHandle | null) => setHandle(h), []);
  const { ref, near } = useNearScreen();
  const narrow = useCompactList();
  const size = useCallback((r: R) => series.reduce((sum, s) => sum + s.value(r), 0), [series]);
  const drawn = useMemo(() => drawnRows(rows, size), [rows, size]);
  const option = useMemo(
    () =>
      barOption(
        drawn,
        series,
        {
          text: token.colorText,
          secondaryText: token.colorTextSecondary,
          line: token.colorBorderSecondary,
          background: token.colorBgContainer,
          fontFamily: token.fontFamily,
        },
        { stacked, narrow },
      ),
    [drawn, series, stacked, narrow, token],
  );
  const height = chartHeight(drawn.length, series.length);
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
      extra={!empty && <ExportChartButton title={fullTitle} chart={handle} />}
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
                <EChart option={option} height={height} onReady={onReady} />
              </Suspense>
            )}
          </div>
          <ChartTable caption={caption} rowTitle={rowTitle} columns={columns} rows={rows} />
        </Flex>
      )}
    </Card>
  );
}
