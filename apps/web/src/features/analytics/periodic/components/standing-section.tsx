import { formatNumber, NO_PLACE, type PeriodicReport, type ProgressRow } from '@congdoan/shared';
import { Card, Col, Flex, Row, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ChartFigure } from '../../../../components/charts/chart-figure';
import type { ChartSeries } from '../../../../components/charts/chart-options';
import type { ChartColumn } from '../../../../components/charts/chart-table';
import { STANDINGS, type UnitsPlace, unitsOf } from './standing-links';

type Grouping = 'ward' | 'zone' | 'type';
const GROUPINGS: {
  value: Grouping;
  label: string;
  rowTitle: string;
  field: keyof PeriodicReport;
  /** The tracking's filter on a row's units. */
  filter: keyof UnitsPlace;
}[] = [
  {
    value: 'ward',
    label: 'Theo xã/phường',
    rowTitle: 'Xã/phường',
    field: 'theoXaPhuong',
    filter: 'xaPhuongId',
  },
  {
    value: 'zone',
    label: 'Theo cụm/KCN',
    rowTitle: 'Cụm/khu công nghiệp',
    field: 'theoCumKhu',
    filter: 'cumKhuCnId',
  },
  {
    value: 'type',
    label: 'Theo loại hình',
    rowTitle: 'Loại hình',
    field: 'theoLoaiHinh',
    filter: 'loaiHinh',
  },
];

/** The bars of each row add up to its units: approved, waiting, not sent (rejected ones among them). */
const SERIES: ChartSeries<ProgressRow>[] = [
  { name: 'Đã duyệt', color: '#389e0d', value: (r) => r.soDaPheDuyet },
  { name: 'Chờ duyệt', color: '#0b5ed7', value: (r) => r.soChoPheDuyet },
  { name: 'Chưa nộp', color: '#bfbfbf', value: (r) => r.soChuaBaoCao },
];

/** Each count of a breakdown row opens its units: the row's place, standing so (a zero stays text). */
export const breakdownColumns = (
  report: PeriodicReport,
  filter: keyof UnitsPlace,
): ChartColumn<ProgressRow>[] =>
  STANDINGS.map((s) => ({
    title: s.label,
    value: (r) => r[s.key],
    cell: (r, text) =>
      r[s.key] ? (
        <Link
          to={unitsOf(report.kyBaoCao, s.state, { [filter]: r.id ?? NO_PLACE })}
          aria-label={`${s.label} của ${r.ten}: ${text} đơn vị, xem danh sách`}
        >
          {text}
        </Link>
      ) : (
        text
      ),
  }));

/** The units that must report by standing: the totals, each opening its units, and a breakdown. */
export function StandingSection({ report }: { report: PeriodicReport }) {
  const [grouping, setGrouping] = useState<Grouping>('ward');
  const g = GROUPINGS.find((x) => x.value === grouping)!;
  const rows = report[g.field] as ProgressRow[];
  return (
    <section aria-labelledby="periodic-standing-title">
      <Flex vertical gap={16}>
        <Typography.Title level={5} id="periodic-standing-title" style={{ margin: 0 }}>
          Tình hình nộp báo cáo
        </Typography.Title>
        <Row gutter={[12, 12]}>
          {STANDINGS.map((s) => (
            <Col key={s.key} xs={12} sm={8} lg={6} xl={3}>
              <Card size="small" style={{ height: '100%' }}>
                <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                  {s.label}
                </Typography.Text>
                <Link
                  to={unitsOf(report.kyBaoCao, s.state)}
                  aria-label={`${s.label}: ${formatNumber(report.tong[s.key])} đơn vị, xem danh sách`}
                  style={{ fontSize: 22, fontWeight: 600, color: s.color }}
                >
                  {formatNumber(report.tong[s.key])}
                </Link>
              </Card>
            </Col>
          ))}
        </Row>
        <Segmented<Grouping>
          options={GROUPINGS.map(({ value, label }) => ({ value, label }))}
          value={grouping}
          onChange={setGrouping}
          aria-label="Nhóm theo"
          style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
        />
        <ChartFigure<ProgressRow>
          title="Đơn vị phải báo cáo"
          grouping={g.label.toLowerCase()}
          rowTitle={g.rowTitle}
          rows={rows}
          series={SERIES}
          columns={breakdownColumns(report, g.filter)}
          stacked
        />
      </Flex>
    </section>
  );
}
