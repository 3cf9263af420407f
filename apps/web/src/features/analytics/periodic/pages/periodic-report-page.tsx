import { FileExcelOutlined } from '@ant-design/icons';
import type { PeriodicOccurrence } from '@congdoan/shared';
import { Alert, Button, Card, Col, Empty, Flex, Row, Select, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useAppAbility } from '../../../../lib/ability';
import { useFileDownload } from '../../../../lib/use-file-download';
import { exportPeriodicReport, usePeriodicOccurrences, usePeriodicReport } from '../api/get-periodic';
import { FiguresCard } from '../components/figures-card';
import { MoversCard } from '../components/movers-card';
import { RangeSection } from '../components/range-section';
import { StandingSection } from '../components/standing-section';

const labelOf = (o: PeriodicOccurrence) =>
  o.ten === o.tenThoiGianCapNhat ? o.ten : `${o.tenThoiGianCapNhat} · ${o.ten}`;

/**
 * /trade-union/reports/periodic: one reporting occurrence (`?ky=`, else the latest begun) or a range
 * of its period's (`&tuKy=`) in the caller's scope: the units by standing, each count opening its
 * units; the approved figures and their change; the units that changed most; its workbook.
 */
export function PeriodicReportPage() {
  const [params, setParams] = useSearchParams();
  const ability = useAppAbility();
  const excel = useFileDownload('Không xuất được báo cáo định kỳ');
  const occurrences = usePeriodicOccurrences();
  const list = occurrences.data ?? [];
  const chosen = Number(params.get('ky')) || list[0]?.id;
  const from = Number(params.get('tuKy')) || undefined;
  const query = { occurrenceId: chosen, fromOccurrenceId: from };
  const report = usePeriodicReport(query, chosen !== undefined);
  const current = list.find((o) => o.id === chosen);
  // the range starts at an earlier occurrence of the same period
  const earlier = current
    ? list.filter(
        (o) =>
          o.thoiGianCapNhatDoanSoId === current.thoiGianCapNhatDoanSoId &&
          o.thoiGianBatDau < current.thoiGianBatDau,
      )
    : [];
  const choose = (key: 'ky' | 'tuKy', id: number | undefined) => {
    const next = new URLSearchParams(params);
    if (id === undefined) next.delete(key);
    else next.set(key, String(id));
    if (key === 'ky') next.delete('tuKy');
    setParams(next);
  };
  const data = report.data;

  return (
    <Flex vertical gap={20}>
      <Card>
        <Flex vertical gap={12}>
          <Flex justify="space-between" align="center" wrap gap={12}>
            <Typography.Text type="secondary">{data ? `Phạm vi: ${data.phamVi}` : ' '}</Typography.Text>
            {ability.can('download_report', 'organization') && (
              <Button
                icon={<FileExcelOutlined />}
                disabled={!data}
                loading={excel.busy}
                onClick={() => void excel.download(() => exportPeriodicReport(query))}
              >
                Xuất Excel
              </Button>
            )}
          </Flex>
          <Row gutter={[12, 12]}>
            <Col xs={24} md={12}>
              <Select<number>
                aria-label="Kỳ báo cáo"
                placeholder="Chọn kỳ báo cáo"
                value={chosen}
                loading={occurrences.isPending}
                onChange={(id) => choose('ky', id)}
                showSearch={{ optionFilterProp: 'label' }}
                options={list.map((o) => ({ value: o.id, label: labelOf(o) }))}
                style={{ width: '100%' }}
              />
            </Col>
            <Col xs={24} md={12}>
              <Select<number>
                aria-label="Từ kỳ (xem nhiều kỳ)"
                placeholder="Từ kỳ (xem nhiều kỳ)"
                value={from}
                allowClear
                disabled={!earlier.length}
                onChange={(id) => choose('tuKy', id)}
                options={earlier.map((o) => ({ value: o.id, label: o.ten }))}
                style={{ width: '100%' }}
              />
            </Col>
          </Row>
        </Flex>
      </Card>
      {occurrences.isError ? (
        <Alert type="error" showIcon title={occurrences.error.message} />
      ) : occurrences.isSuccess && !list.length ? (
        <Card>
          <Empty description="Chưa có kỳ báo cáo nào được mở" />
        </Card>
      ) : report.isError ? (
        <Alert type="error" showIcon title={report.error.message} />
      ) : !data ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : (
        <>
          <StandingSection report={data} />
          <FiguresCard report={data} />
          <Row gutter={[20, 20]}>
            <Col xs={24} xl={12}>
              <MoversCard
                title="Tăng đoàn viên nhiều nhất"
                movers={data.tangNhieuNhat}
                empty="Không có đơn vị nào tăng so với kỳ trước"
              />
            </Col>
            <Col xs={24} xl={12}>
              <MoversCard
                title="Giảm đoàn viên nhiều nhất"
                movers={data.giamNhieuNhat}
                empty="Không có đơn vị nào giảm so với kỳ trước"
              />
            </Col>
          </Row>
          {data.cacKy.length > 0 && <RangeSection report={data} />}
        </>
      )}
    </Flex>
  );
}
