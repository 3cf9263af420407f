import type { ChartsAnswer } from '@congdoan/shared';
import { Alert, Card, Col, Flex, Row, Segmented, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { SERIES } from '../../../components/charts/chart-options';
import type { ChartColumn } from '../../../components/charts/chart-table';
import { useCharts } from '../api/get-charts';

type Grouping = 'zone' | 'ward';
const GROUPINGS: { value: Grouping; label: string }[] = [
  { value: 'zone', label: 'Theo cụm/khu công nghiệp' },
  { value: 'ward', label: 'Theo xã/phường' },
];

const COLUMNS = {
  workersMembers: [
    { title: 'Người lao động', value: (r) => r.tongLaoDong },
    { title: 'Đoàn viên', value: (r) => r.tongDoanVien },
    { title: 'Tỷ lệ đoàn viên', value: (r) => r.tyLe, kind: 'percent' },
  ],
  gender: [
    { title: 'Nam', value: (r) => r.doanVienNam },
    { title: 'Nữ', value: (r) => r.doanVienNu },
    { title: 'Chưa rõ', value: (r) => r.doanVienChuaRo },
    { title: 'Tổng đoàn viên', value: (r) => r.tongDoanVien },
  ],
  unions: [
    { title: 'Công đoàn cơ sở', value: (r) => r.soCongDoan },
    { title: 'Đoàn viên', value: (r) => r.tongDoanVien },
  ],
} satisfies Record<string, ChartColumn[]>;

/** The three charts of one grouping. */
export function GroupCharts({ data, grouping }: { data: ChartsAnswer; grouping: Grouping }) {
  const rows = grouping === 'zone' ? data.theoCumKhu : data.theoXaPhuong;
  const where = grouping === 'zone' ? 'cụm/khu công nghiệp' : 'xã/phường';
  const rowTitle = grouping === 'zone' ? 'Cụm/khu công nghiệp' : 'Xã/phường';
  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} xl={12}>
        <ChartFigure
          title="Lao động và đoàn viên"
          grouping={`theo ${where}`}
          rowTitle={rowTitle}
          rows={rows}
          series={SERIES.workersMembers}
          columns={COLUMNS.workersMembers}
        />
      </Col>
      <Col xs={24} xl={12}>
        <ChartFigure
          title="Đoàn viên theo giới tính"
          grouping={`theo ${where}`}
          rowTitle={rowTitle}
          rows={rows}
          series={SERIES.gender}
          columns={COLUMNS.gender}
          stacked
        />
      </Col>
      <Col xs={24}>
        <ChartFigure
          title="Số công đoàn cơ sở"
          grouping={`theo ${where}`}
          rowTitle={rowTitle}
          rows={rows}
          series={SERIES.unions}
          columns={COLUMNS.unions}
        />
      </Col>
    </Row>
  );
}

/**
 * The dashboard's charts (report/bieu-do): the grassroots unions in the caller's scope by industrial
 * zone or by ward. The page loads it as it reaches the screen; ECharts comes with the first chart
 * near the screen.
 */
export function ChartsSection() {
  const [grouping, setGrouping] = useState<Grouping>('zone');
  const { data, isPending, isError, error } = useCharts();
  return (
    <section aria-labelledby="dashboard-charts-title">
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Title level={5} id="dashboard-charts-title" style={{ margin: 0 }}>
            Biểu đồ công đoàn cơ sở
          </Typography.Title>
          <Segmented<Grouping>
            options={GROUPINGS}
            value={grouping}
            onChange={setGrouping}
            aria-label="Nhóm biểu đồ theo"
          />
        </Flex>
        {isError ? (
          <Alert type="error" showIcon title="Không tải được số liệu biểu đồ" description={error.message} />
        ) : isPending ? (
          <Card>
            <Skeleton active />
          </Card>
        ) : (
          <GroupCharts data={data} grouping={grouping} />
        )}
      </Flex>
    </section>
  );
}
