import { type DashboardSummary, formatNumber, percentOf } from '@congdoan/shared';
import { Empty, theme } from 'antd';
import type { CSSProperties } from 'react';
import { ShareBar } from './share-bar';

/**
 * Users per role as a plain table: a handful of rows needs no sorting or paging, and antd's
 * Table (with its pagination, select and tree) would double the dashboard's first load.
 */
export function UsersByRoleTable({ users }: { users: NonNullable<DashboardSummary['users']> }) {
  const { token } = theme.useToken();
  if (users.byRole.length === 0) return <Empty description="Không có dữ liệu" />;

  const cell: CSSProperties = {
    padding: '12px 8px',
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'start',
  };
  const head: CSSProperties = {
    ...cell,
    background: token.colorFillAlter,
    fontWeight: 600,
    color: token.colorTextHeading,
  };

  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', color: token.colorText }}>
      <thead>
        <tr>
          <th scope="col" style={head}>
            Vai trò
          </th>
          {/* widths in shares: fixed 140 + 200 px left a phone's role names a word per line */}
          <th scope="col" style={{ ...head, textAlign: 'end', width: '1%', whiteSpace: 'nowrap' }}>
            Số người dùng
          </th>
          <th scope="col" style={{ ...head, width: '30%' }}>
            Tỉ lệ
          </th>
        </tr>
      </thead>
      <tbody>
        {users.byRole.map((row) => (
          <tr key={row.roleId}>
            <td style={cell}>{row.roleName}</td>
            <td style={{ ...cell, textAlign: 'end' }}>{formatNumber(row.count)}</td>
            <td style={cell}>
              <ShareBar percent={percentOf(row.count, users.total)} label={`Tỉ lệ ${row.roleName}`} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
