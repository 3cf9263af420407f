import { FileExcelOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Skeleton, Space } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useCompactList } from '../../lib/use-compact-list';
import type { ChartHandle } from './echart';
import { ExportChartButton } from './export-chart-button';
import { useNearScreen } from './use-near-screen';

// ECharts (174 kB gzip) comes with the first chart scrolled near the screen, never with the page's
// first load: the charts mostly stand below a page's first screen.
const EChart = lazy(() => import('./echart').then((m) => ({ default: m.EChart })));

/**
 * One chart's card, as every chart of the app shows it: its title (wrapping, never cut to '…'),
 * its buttons (the caller's, the image's, the table's workbook), the chart loaded when scrolled
 * near the screen, and its numbers in a table below it; 'Không có dữ liệu' when there are none.
 */
export function FigureCard({
  title,
  name,
  empty,
  option,
  height,
  onSelect,
  imageHeader,
  actions,
  excel,
  toolbarBelowOnPhone = false,
  table,
}: {
  /** The card's title. */
  title: string;
  /** What the chart is called in its label and its image's title. */
  name: string;
  empty: boolean;
  /** The ECharts option, built without ECharts (chart-options.ts). */
  option: EChartsCoreOption;
  height: number;
  /** A click on the bar of this index. */
  onSelect?: (index: number) => void;
  /** The lines the exported image carries under its title (whose figures, when). */
  imageHeader?: readonly string[];
  /** More buttons before the image's. */
  actions?: ReactNode;
  /** The table as a workbook: what its button does, and whether it is under way. */
  excel?: { download: () => void; busy: boolean };
  /** On a phone the buttons go under the title rather than beside it. */
  toolbarBelowOnPhone?: boolean;
  /** The chart's numbers (its text alternative). */
  table: ReactNode;
}) {
  const [handle, setHandle] = useState<ChartHandle | null>(null);
  const onReady = useCallback((h: ChartHandle | null) => setHandle(h), []);
  const { ref, near } = useNearScreen();
  const below = useCompactList() && toolbarBelowOnPhone;

  const toolbar = !empty && (
    <Space size={8} wrap>
      {actions}
      <ExportChartButton title={name} chart={handle} header={imageHeader} />
      {excel && (
        <Button
          size="small"
          icon={<FileExcelOutlined />}
          loading={excel.busy}
          onClick={excel.download}
          aria-label={`Xuất Excel bảng ${name}`}
        >
          Excel
        </Button>
      )}
    </Space>
  );

  return (
    <Card
      title={title}
      style={{ height: '100%' }}
      // a card with its buttons beside the title: the title wraps rather than cut to '…'
      styles={{ title: { whiteSpace: 'normal' } }}
      extra={below ? undefined : toolbar}
    >
      {below && toolbar && <div style={{ marginBottom: 12 }}>{toolbar}</div>}
      {empty ? (
        <Empty description="Không có dữ liệu" />
      ) : (
        <Flex vertical gap={16}>
          <div
            ref={ref}
            role="img"
            aria-label={`Biểu đồ ${name}; số liệu ở bảng bên dưới`}
            style={{ minHeight: height }}
          >
            {near && (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
                <EChart option={option} height={height} onReady={onReady} onSelect={onSelect} />
              </Suspense>
            )}
          </div>
          {table}
        </Flex>
      )}
    </Card>
  );
}
