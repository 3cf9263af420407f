import { Alert, Button, Card, Skeleton } from 'antd';
import { Link, useNavigate } from 'react-router';
import { ChartFigure } from '../../../../components/charts/chart-figure';
import type { ChartSeries } from '../../../../components/charts/chart-options';
import type { ChartColumn } from '../../../../components/charts/chart-table';
import { paths } from '../../../../config/paths';
import { useAnalytics } from '../api/query-analytics';
import { type DashboardState, type UnitRow, unitRows, unitsDefinition } from '../dashboard-state';
import { ExcelButton } from './figure-actions';

const SERIES: ChartSeries<UnitRow>[] = [
  { name: 'Người lao động', color: '#8c8c8c', value: (r) => r.values.workers ?? null },
  { name: 'Đoàn viên', color: '#0b5ed7', value: (r) => r.values.members ?? null },
];
const COLUMNS: ChartColumn<UnitRow>[] = [
  { title: 'Người lao động', value: (r) => r.values.workers ?? null },
  { title: 'Đoàn viên', value: (r) => r.values.members ?? null },
  {
    title: 'Tỷ lệ đoàn viên',
    value: (r) => (r.values.unionisationRate == null ? null : r.values.unionisationRate * 100),
    kind: 'percent',
  },
];

const TITLE = 'Đoàn viên và người lao động';

/**
 * The units of the current node, each with its figures at the end of the range: a bar (or its
 * table row) drills into the unit, a grassroots union's opens its page.
 */
export function UnitsChart({
  state,
  imageHeader,
  onDrill,
}: {
  state: DashboardState;
  imageHeader: string[];
  onDrill: (unit: { id: number; name: string }) => void;
}) {
  const navigate = useNavigate();
  const definition = unitsDefinition(state);
  const { data, isPending, isError, error } = useAnalytics(definition);
  if (isError)
    return (
      <Alert type="error" showIcon title="Không tải được số liệu theo đơn vị" description={error.message} />
    );
  if (isPending)
    return (
      <Card title={TITLE}>
        <Skeleton active />
      </Card>
    );
  const open = (row: UnitRow) =>
    row.grassroots
      ? void navigate(paths.organizations.detail.getHref(row.id))
      : onDrill({ id: row.id, name: row.ten });
  return (
    <ChartFigure<UnitRow>
      title={TITLE}
      grouping="theo đơn vị"
      rowTitle="Đơn vị"
      rows={unitRows(data)}
      series={SERIES}
      columns={COLUMNS}
      imageHeader={imageHeader}
      onSelect={open}
      rowHeader={(row) =>
        row.grassroots ? (
          <Link to={paths.organizations.detail.getHref(row.id)}>{row.ten}</Link>
        ) : (
          <Button
            type="link"
            size="small"
            style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
            onClick={() => onDrill({ id: row.id, name: row.ten })}
            aria-label={`Xem số liệu ${row.ten}`}
          >
            {row.ten}
          </Button>
        )
      }
      actions={<ExcelButton definition={definition} title={`${TITLE} theo đơn vị`} />}
    />
  );
}
