import { BarChartOutlined } from '@ant-design/icons';
import { type CompanyZoneComparison, formatNumber, formatPercent, percentOf } from '@congdoan/shared';
import { Alert, Collapse, Flex, List, Skeleton, Table, Typography } from 'antd';
import { useState } from 'react';
import { KeyboardScroll } from '../../../components/keyboard-scroll';
import { smallPager } from '../../../lib/small-pager';
import { useCompactList } from '../../../lib/use-compact-list';
import { useZoneComparison } from '../api/company-statistics';

const PAGE_SIZE = 5;
const OPEN_KEY = 'companies.list.summary-open';

/** The share of a zone's units that have a union ('—' when it has none of either). */
export function unionShare(row: Pick<CompanyZoneComparison, 'soLuongOrganization' | 'tongSo'>): string {
  return formatPercent(percentOf(row.soLuongOrganization, row.tongSo, 0));
}

/** The totals over every zone: companies without a union, and unions. */
export function summaryTotals(rows: readonly CompanyZoneComparison[]) {
  return rows.reduce(
    (t, r) => ({ companies: t.companies + r.soLuongCongTy, unions: t.unions + r.soLuongOrganization }),
    { companies: 0, unions: 0 },
  );
}

/** Open unless the officer closed it in this browser (a phone starts closed: the list comes first). */
function readOpen(compact: boolean): boolean {
  try {
    const stored = typeof window !== 'undefined' ? window.localStorage.getItem(OPEN_KEY) : null;
    return stored === null ? !compact : stored === '1';
  } catch {
    return !compact;
  }
}

function SummaryTable({ rows }: { rows: CompanyZoneComparison[] }) {
  const [page, setPage] = useState(1);
  return (
    <KeyboardScroll label="Tổng hợp theo cụm/khu công nghiệp">
      <Table<CompanyZoneComparison>
        size="small"
        rowKey={(r) => r.cumKCNId ?? 0}
        dataSource={rows}
        locale={{ emptyText: 'Không có dữ liệu' }}
        scroll={{ x: 560 }}
        pagination={
          rows.length > PAGE_SIZE ? smallPager(page, PAGE_SIZE, rows.length, 'cụm/khu', setPage) : false
        }
        columns={[
          { title: 'Cụm/khu công nghiệp', dataIndex: 'cumKhuCongNghiepTen', key: 'zone', ellipsis: true },
          {
            title: 'Chưa có công đoàn',
            dataIndex: 'soLuongCongTy',
            key: 'companies',
            width: 150,
            align: 'right',
            render: (n: number) => formatNumber(n),
          },
          {
            title: 'Công đoàn cơ sở',
            dataIndex: 'soLuongOrganization',
            key: 'unions',
            width: 140,
            align: 'right',
            render: (n: number) => formatNumber(n),
          },
          {
            title: 'Tỷ lệ có công đoàn',
            key: 'share',
            width: 150,
            align: 'right',
            render: (_v, row) => unionShare(row),
          },
        ]}
      />
    </KeyboardScroll>
  );
}

/** On a phone: one line a zone, its figures under its name. */
function SummaryList({ rows }: { rows: CompanyZoneComparison[] }) {
  const [page, setPage] = useState(1);
  return (
    <List<CompanyZoneComparison>
      size="small"
      dataSource={rows}
      locale={{ emptyText: 'Không có dữ liệu' }}
      pagination={
        rows.length > PAGE_SIZE ? smallPager(page, PAGE_SIZE, rows.length, 'cụm/khu', setPage) : false
      }
      renderItem={(row) => (
        <List.Item key={row.cumKCNId ?? 0} style={{ paddingInline: 0 }}>
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text strong ellipsis>
              {row.cumKhuCongNghiepTen}
            </Typography.Text>
            <Typography.Text type="secondary">
              {formatNumber(row.soLuongCongTy)} chưa có công đoàn · {formatNumber(row.soLuongOrganization)}{' '}
              công đoàn cơ sở ({unionShare(row)})
            </Typography.Text>
          </Flex>
        </List.Item>
      )}
    />
  );
}

/**
 * 'Tổng hợp theo cụm/khu công nghiệp' above the list: by zone, the companies without a union
 * beside the grassroots unions there (in the caller's scope), most first — where founding work is
 * left to do. The totals stay in its header when it is closed.
 */
export function ZoneSummary() {
  const compact = useCompactList();
  const [open, setOpen] = useState(() => readOpen(compact));
  const summary = useZoneComparison();
  const rows = summary.data ?? [];
  const totals = summaryTotals(rows);
  return (
    <Collapse
      size="small"
      style={{ marginBottom: 16 }}
      activeKey={open ? ['summary'] : []}
      onChange={(keys) => {
        const next = keys.includes('summary');
        setOpen(next);
        try {
          window.localStorage.setItem(OPEN_KEY, next ? '1' : '0');
        } catch {
          // the choice lasts for this visit
        }
      }}
      items={[
        {
          key: 'summary',
          label: (
            <Flex gap={8} align="center" wrap>
              <BarChartOutlined />
              <span>Tổng hợp theo cụm/khu công nghiệp</span>
              {summary.data && (
                <Typography.Text type="secondary">
                  {formatNumber(totals.companies)} công ty chưa có công đoàn · {formatNumber(totals.unions)}{' '}
                  công đoàn cơ sở
                </Typography.Text>
              )}
            </Flex>
          ),
          children: summary.error ? (
            <Alert type="error" showIcon title={summary.error.message} />
          ) : !summary.data ? (
            <Skeleton active paragraph={{ rows: 3 }} />
          ) : compact ? (
            <SummaryList rows={rows} />
          ) : (
            <SummaryTable rows={rows} />
          ),
        },
      ]}
    />
  );
}
