import { ReloadOutlined } from '@ant-design/icons';
import {
  type AnalyticsOverview,
  formatNumber,
  formatPercent,
  type OverviewBlock,
  type OverviewTable,
} from '@congdoan/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { StatFigure } from '../../../../components/charts/stat-figure';
import type { StatChartKind } from '../../../../components/charts/stat-options';
import { useAppAbility } from '../../../../lib/ability';
import { ROOT } from '../../../../lib/query-keys';
import { useFileDownload } from '../../../../lib/use-file-download';
import { exportOverviewBlock, useStatisticsOverview } from '../api/get-overview';

/** The chart each block draws: shares of a whole as a donut, ages as a pyramid, the rest as bars. */
const KIND: Partial<Record<OverviewBlock, StatChartKind>> = {
  unionsByLevel: 'donut',
  membersByGender: 'donut',
  membersByAge: 'pyramid',
  staffByTerm: 'donut',
};

const SECTIONS: {
  title: string;
  note?: (s: AnalyticsOverview['summary']) => string;
  blocks: OverviewBlock[];
}[] = [
  {
    title: 'Công đoàn cơ sở',
    blocks: ['unionsByType', 'unionsByCompanyKind', 'unionsByDecade', 'unionsByLevel'],
  },
  {
    title: 'Đoàn viên',
    note: (s) => `Theo ${formatNumber(s.memberRecords)} hồ sơ đoàn viên đang sinh hoạt`,
    blocks: [
      'membersByGender',
      'membersByAge',
      'membersByEthnicity',
      'membersByEducation',
      'membersByTenure',
    ],
  },
  {
    title: 'Cán bộ công đoàn',
    note: (s) => `${formatNumber(s.staff)} cán bộ`,
    blocks: ['staffByPosition', 'staffByTerm'],
  },
];

const vnDay = (day: string) => day.split('-').reverse().join('/');

function Figure({ title, value, note }: { title: string; value: string; note?: ReactNode }) {
  return (
    <Card style={{ height: '100%' }}>
      <Flex vertical gap={4}>
        <Typography.Text type="secondary">{title}</Typography.Text>
        <Typography.Text strong style={{ fontSize: 26, lineHeight: 1.2 }}>
          {value}
        </Typography.Text>
        {note && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {note}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

function SummaryCards({ summary }: { summary: AnalyticsOverview['summary'] }) {
  const rate = (r: number | null) => (r === null ? '—' : formatPercent(r));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} lg={6}>
        <Figure title="Công đoàn cơ sở" value={formatNumber(summary.unions)} note="đang hoạt động" />
      </Col>
      <Col xs={12} lg={6}>
        <Figure
          title="Đoàn viên"
          value={formatNumber(summary.members)}
          note={`Nữ: ${formatNumber(summary.membersFemale)} (${rate(summary.femaleRate)})`}
        />
      </Col>
      <Col xs={12} lg={6}>
        <Figure title="Người lao động" value={formatNumber(summary.workers)} />
      </Col>
      <Col xs={12} lg={6}>
        <Figure title="Tỷ lệ đoàn viên/lao động" value={rate(summary.unionisationRate)} />
      </Col>
    </Row>
  );
}

function Block({
  table,
  header,
  canExport,
}: {
  table: OverviewTable;
  header: { scope: string; date: string };
  canExport: boolean;
}) {
  const excel = useFileDownload('Xuất Excel thất bại');
  return (
    <StatFigure
      title={table.title}
      rowTitle={table.rowTitle}
      columns={table.columns}
      rows={table.rows}
      kind={KIND[table.block] ?? 'bar'}
      header={header}
      excel={
        canExport
          ? { busy: excel.busy, download: () => void excel.download(() => exportOverviewBlock(table.block)) }
          : undefined
      }
    />
  );
}

/**
 * Thống kê tổng quan (statistics/overview): the caller's scope at a glance today — the unions, their
 * members and officers in blocks, each a chart with its table, its image and its workbook.
 */
export function StatisticsOverviewPage() {
  const ability = useAppAbility();
  const { data, isPending, isError, error, isFetching, refetch } = useStatisticsOverview();
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: [...ROOT.analytics, 'overview'] });
  const canExport = ability.can('download_report', 'organization');

  if (isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="Không tải được số liệu thống kê"
        description={error.message}
        action={
          <Button size="small" onClick={() => void refetch()}>
            Thử lại
          </Button>
        }
      />
    );
  }

  const header = data && { scope: `Phạm vi: ${data.scope}`, date: `Số liệu ngày ${vnDay(data.date)}` };
  return (
    <Flex vertical gap={20}>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Text type="secondary">
            {header ? `${header.scope} · ${header.date}` : 'Đang tải số liệu…'}
          </Typography.Text>
          <Button icon={<ReloadOutlined />} onClick={reload} loading={isFetching}>
            Tải lại
          </Button>
        </Flex>
      </Card>
      {isPending || !data || !header ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : (
        <>
          <SummaryCards summary={data.summary} />
          {SECTIONS.map((section) => (
            <section key={section.title} aria-label={section.title}>
              <Flex vertical gap={12}>
                <div>
                  <Typography.Title level={5} style={{ margin: 0 }}>
                    {section.title}
                  </Typography.Title>
                  {section.note && (
                    <Typography.Text type="secondary">{section.note(data.summary)}</Typography.Text>
                  )}
                </div>
                <Row gutter={[20, 20]}>
                  {section.blocks.map((block) => {
                    const table = data.tables.find((t) => t.block === block);
                    return (
                      table && (
                        <Col key={block} xs={24} xl={12}>
                          <Block table={table} header={header} canExport={canExport} />
                        </Col>
                      )
                    );
                  })}
                </Row>
              </Flex>
            </section>
          ))}
        </>
      )}
    </Flex>
  );
}
