import { formatNumber, percentOf, type ReportProgressItem } from '@congdoan/shared';
import { Card, Empty, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date-time';
import { ShareBar } from './share-bar';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Flex vertical style={{ minWidth: 88 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <Typography.Text strong style={{ fontSize: 18 }}>
        {formatNumber(value)}
      </Typography.Text>
    </Flex>
  );
}

/** The progress of an occurrence: its period's page, opened on it. */
const progressOf = (item: ReportProgressItem) =>
  paths.memberReports.timeUpdates.getHref(item.thoiGianCapNhatDoanSoId, item.kyBaoCaoId);

function Occurrence({ item }: { item: ReportProgressItem }) {
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="baseline" wrap gap={8}>
        <Link to={progressOf(item)} style={{ fontWeight: 600 }}>
          {item.tenThoiGianCapNhat}
          {item.tenKyBaoCao !== item.tenThoiGianCapNhat && ` · ${item.tenKyBaoCao}`}
        </Link>
        <Flex align="center" gap={4} wrap>
          {item.dangDienRa ? <Tag color="processing">Đang mở</Tag> : <Tag color="error">Đã hết hạn</Tag>}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Hạn nộp {formatDateTime(item.thoiHanNop)}
          </Typography.Text>
        </Flex>
      </Flex>
      <ShareBar
        percent={percentOf(item.soDaBaoCao, item.tongSoCDCS)}
        label={`Đã báo cáo, ${item.tenKyBaoCao}`}
      />
      <Flex wrap gap={16}>
        <Figure label="Phải báo cáo" value={item.tongSoCDCS} />
        <Figure label="Đã báo cáo" value={item.soDaBaoCao} />
        <Figure label="Đã duyệt" value={item.soDaPheDuyet} />
        <Figure label="Chờ duyệt" value={item.soChoPheDuyet} />
        <Figure label="Quá hạn" value={item.soQuaHan} />
      </Flex>
    </Flex>
  );
}

/**
 * The current reporting occurrences (dashboard/report-progress): for each active period, how many
 * of the units that must report in the caller's scope have reported, been approved, or are late.
 * Each opens its progress, unit by unit; 'Theo dõi kỳ báo cáo' the first one's (the periods list
 * when none is open).
 */
export function ReportProgressCard({
  items,
  loading,
}: {
  items: ReportProgressItem[] | undefined;
  loading: boolean;
}) {
  return (
    <Card
      title="Tiến độ báo cáo"
      loading={loading}
      style={{ height: '100%' }}
      extra={
        <Link to={items?.[0] ? progressOf(items[0]) : paths.memberReports.timeUpdates.getHref()}>
          Theo dõi kỳ báo cáo
        </Link>
      }
    >
      {items && items.length === 0 ? (
        <Empty description="Không có kỳ báo cáo nào đang mở" />
      ) : (
        <Flex vertical gap={20}>
          {items?.map((item) => (
            <Occurrence key={item.kyBaoCaoId} item={item} />
          ))}
        </Flex>
      )}
    </Card>
  );
}
