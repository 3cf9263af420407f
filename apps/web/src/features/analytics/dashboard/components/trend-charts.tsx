import { MEASURES, type MeasureKey, measureFormat } from '@congdoan/shared';
import { Alert, Card, Col, Row, Skeleton } from 'antd';
import { ChartFigure } from '../../../../components/charts/chart-figure';
import type { ChartSeries } from '../../../../components/charts/chart-options';
import type { ChartColumn } from '../../../../components/charts/chart-table';
import { useAnalytics } from '../api/query-analytics';
import {
  type DashboardState,
  type PeriodRow,
  periodRows,
  TRENDS,
  type TrendKey,
  trendDefinition,
} from '../dashboard-state';
import { ExcelButton } from './figure-actions';

const COLORS: Partial<Record<MeasureKey, string>> = {
  members: '#0b5ed7',
  workers: '#8c8c8c',
  unionisationRate: '#d46b08',
  newMembers: '#389e0d',
  leavers: '#cf1322',
  events: '#722ed1',
  registrations: '#0b5ed7',
  attendance: '#08979c',
  reportsFiled: '#0b5ed7',
  reportsApproved: '#389e0d',
  reportsLate: '#cf1322',
};

const PREVIOUS = 'cùng kỳ';

/** A chart's lines (and, compared, the same lines a year earlier, dashed). */
function seriesOf(key: TrendKey, compare: boolean): ChartSeries<PeriodRow>[] {
  const measures: readonly MeasureKey[] = TRENDS[key].measures;
  const shape: ChartSeries<PeriodRow>['shape'] = key === 'flows' ? 'bar' : 'line';
  const now = measures.map(
    (m): ChartSeries<PeriodRow> => ({
      name: MEASURES[m].label,
      color: COLORS[m] ?? '#0b5ed7',
      value: (r: PeriodRow) => r.values[m] ?? null,
      shape,
      percent: measureFormat(m) === 'percent',
    }),
  );
  if (!compare) return now;
  // a year earlier: the counts only (a second rate line would crowd the chart; the table has it)
  const before = measures
    .filter((m) => measureFormat(m) !== 'percent')
    .map((m) => ({
      name: `${MEASURES[m].label} (${PREVIOUS})`,
      color: COLORS[m] ?? '#0b5ed7',
      value: (r: PeriodRow) => r.previous[m] ?? null,
      shape: 'line' as const,
      dashed: true,
    }));
  return [...now, ...before];
}

/** The table's columns: each measure, and compared, each measure a year earlier beside it. */
function columnsOf(key: TrendKey, compare: boolean): ChartColumn<PeriodRow>[] {
  const measures: readonly MeasureKey[] = TRENDS[key].measures;
  return measures.flatMap((m) => {
    const percent = measureFormat(m) === 'percent';
    const read = (v: number | null | undefined) => (v == null ? null : percent ? v * 100 : v);
    const kind = percent ? ('percent' as const) : ('count' as const);
    const now = { title: MEASURES[m].label, value: (r: PeriodRow) => read(r.values[m]), kind };
    return compare
      ? [
          now,
          { title: `${MEASURES[m].label} (${PREVIOUS})`, value: (r: PeriodRow) => read(r.previous[m]), kind },
        ]
      : [now];
  });
}

function TrendChart({
  state,
  trend,
  imageHeader,
}: {
  state: DashboardState;
  trend: TrendKey;
  imageHeader: string[];
}) {
  const definition = trendDefinition(state, trend);
  const { data, isPending, isError, error } = useAnalytics(definition);
  const { title } = TRENDS[trend];
  if (isError)
    return (
      <Alert
        type="error"
        showIcon
        title={`Không tải được ${title.toLowerCase()}`}
        description={error.message}
      />
    );
  if (isPending)
    return (
      <Card title={title}>
        <Skeleton active />
      </Card>
    );
  return (
    <ChartFigure<PeriodRow>
      title={title}
      grouping="theo thời gian"
      rowTitle="Kỳ"
      shape="time"
      rows={periodRows(data)}
      series={seriesOf(trend, definition.compare ?? false)}
      columns={columnsOf(trend, definition.compare ?? false)}
      imageHeader={imageHeader}
      actions={<ExcelButton definition={definition} title={`${title} theo thời gian`} />}
    />
  );
}

/** The charts over time, two a row on a wide screen, each with its table, image and Excel file. */
export function TrendCharts({ state, imageHeader }: { state: DashboardState; imageHeader: string[] }) {
  return (
    <Row gutter={[20, 20]}>
      {(Object.keys(TRENDS) as TrendKey[]).map((trend) => (
        <Col key={trend} xs={24} xl={12}>
          <TrendChart state={state} trend={trend} imageHeader={imageHeader} />
        </Col>
      ))}
    </Row>
  );
}
