import type { AnalyticsDefinition, Pivot } from '@congdoan/shared';
import { Skeleton, theme } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import type { ChartHandle } from '../../../../components/charts/echart';
import { useCompactList } from '../../../../lib/use-compact-list';
import { chartSeriesOf, resultChartHeight, resultChartOption } from './result-chart-option';

// ECharts comes with the first report drawn, never with the page's first load.
const EChart = lazy(() =>
  import('../../../../components/charts/echart').then((m) => ({ default: m.EChart })),
);

/** The report's chart (bars, lines or stacked bars over the first row dimension); its numbers are the table's. */
export function ResultChart({
  pivot,
  definition,
  title,
  onReady,
}: {
  pivot: Pivot;
  definition: AnalyticsDefinition;
  title: string;
  onReady: (handle: ChartHandle | null) => void;
}) {
  const { token } = theme.useToken();
  const narrow = useCompactList();
  const option = useMemo(
    () =>
      resultChartOption(
        pivot,
        definition,
        {
          text: token.colorText,
          secondaryText: token.colorTextSecondary,
          line: token.colorBorderSecondary,
          background: token.colorBgContainer,
          fontFamily: token.fontFamily,
        },
        narrow,
      ),
    [pivot, definition, narrow, token],
  );
  const height = resultChartHeight(pivot, definition);
  const { truncated } = chartSeriesOf(pivot, definition);
  return (
    <div
      role="img"
      aria-label={`Biểu đồ ${title}${truncated ? ' (các nhóm đầu tiên)' : ''}; số liệu ở bảng bên dưới`}
      style={{ minHeight: height }}
    >
      <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
        <EChart option={option} height={height} onReady={onReady} />
      </Suspense>
    </div>
  );
}
