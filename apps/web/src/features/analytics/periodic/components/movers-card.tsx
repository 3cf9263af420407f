import { formatNumber, formatPercent, type PeriodicMover } from '@congdoan/shared';
import { Card, Table } from 'antd';
import { Link } from 'react-router';
import { KeyboardScroll } from '../../../../components/keyboard-scroll';
import { paths } from '../../../../config/paths';

const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${formatNumber(Math.abs(n))}`;

/** The ten units whose members grew (or fell) most since the previous occurrence, each opening its page. */
export function MoversCard({
  title,
  movers,
  empty,
}: {
  title: string;
  movers: PeriodicMover[];
  empty: string;
}) {
  return (
    <Card title={title} style={{ height: '100%' }}>
      <KeyboardScroll label={title}>
        <Table<PeriodicMover>
          size="small"
          rowKey="organizationId"
          pagination={false}
          scroll={{ x: 520 }}
          dataSource={movers}
          locale={{ emptyText: empty }}
          columns={[
            {
              title: 'Công đoàn cơ sở',
              key: 'ten',
              render: (_v, m) => (
                <Link to={paths.organizations.detail.getHref(m.organizationId)}>{m.ten}</Link>
              ),
            },
            { title: 'Xã/phường', dataIndex: 'xaPhuong', key: 'ward', render: (v) => v ?? '—' },
            { title: 'Kỳ trước', dataIndex: 'truoc', key: 'before', align: 'end', render: formatNumber },
            { title: 'Kỳ này', dataIndex: 'sau', key: 'after', align: 'end', render: formatNumber },
            {
              title: 'Thay đổi',
              key: 'change',
              align: 'end',
              render: (_v, m) =>
                `${signed(m.chenhLech)}${m.phanTram === null ? '' : ` (${m.phanTram > 0 ? '+' : '−'}${formatPercent(Math.abs(m.phanTram))})`}`,
            },
          ]}
        />
      </KeyboardScroll>
    </Card>
  );
}
