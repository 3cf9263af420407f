import type { CompanyZoneComparison } from '@congdoan/shared';
import { Alert, Card, Table, Typography } from 'antd';
import { useState } from 'react';
import { KeyboardScroll } from '../../../components/keyboard-scroll';
import { smallPager } from '../../../lib/small-pager';
import { useZoneComparison } from '../api/company-statistics';

const counts = new Intl.NumberFormat('vi-VN');
const PAGE_SIZE = 5;

/** The share of a zone's units that have a union ('—' when it has none of either). */
export function unionShare(row: Pick<CompanyZoneComparison, 'soLuongOrganization' | 'tongSo'>): string {
  if (!row.tongSo) return '—';
  return `${Math.round((row.soLuongOrganization / row.tongSo) * 100)}%`;
}

/**
 * By zone, the companies without a union beside the grassroots unions there (in the caller's
 * scope), most first: where founding work is left to do.
 */
export function ZoneSummary() {
  const [page, setPage] = useState(1);
  const summary = useZoneComparison();
  const rows = summary.data ?? [];
  return (
    <Card size="small" title="Tổng hợp theo cụm/khu công nghiệp" style={{ marginBottom: 16 }}>
      {summary.error && <Alert type="error" showIcon title={summary.error.message} />}
      <KeyboardScroll label="Tổng hợp theo cụm/khu công nghiệp">
        <Table<CompanyZoneComparison>
          size="small"
          rowKey={(r) => r.cumKCNId ?? 0}
          loading={summary.isPending}
          dataSource={rows}
          locale={{ emptyText: 'Không có dữ liệu' }}
          scroll={{ x: 460 }}
          pagination={
            rows.length > PAGE_SIZE ? smallPager(page, PAGE_SIZE, rows.length, 'cụm/khu', setPage) : false
          }
          columns={[
            {
              title: 'Cụm/khu công nghiệp',
              dataIndex: 'cumKhuCongNghiepTen',
              key: 'zone',
              ellipsis: true,
              render: (name: string, row) =>
                row.cumKCNId === null ? <Typography.Text type="secondary">{name}</Typography.Text> : name,
            },
            {
              title: 'Chưa có công đoàn',
              dataIndex: 'soLuongCongTy',
              key: 'companies',
              width: 120,
              align: 'right',
              render: (n: number) => counts.format(n),
            },
            {
              title: 'Công đoàn cơ sở',
              dataIndex: 'soLuongOrganization',
              key: 'unions',
              width: 120,
              align: 'right',
              render: (n: number) => counts.format(n),
            },
            {
              title: 'Tỷ lệ có công đoàn',
              key: 'share',
              width: 110,
              align: 'right',
              render: (_v, row) => unionShare(row),
            },
          ]}
        />
      </KeyboardScroll>
    </Card>
  );
}
