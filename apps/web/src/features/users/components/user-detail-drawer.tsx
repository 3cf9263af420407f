import {
  Alert,
  Descriptions,
  Drawer,
  Empty,
  Pagination,
  Skeleton,
  Space,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useUser } from '../api/get-user';
import { HISTORY_PAGE_SIZE, useUserHistory } from '../api/get-user-history';
import { actionLabel, describeChanges } from './history-format';

const dateTime = new Intl.DateTimeFormat('vi-VN', { dateStyle: 'short', timeStyle: 'short' });
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : 'Chưa có');

export function ActiveTag({ isActive }: { isActive: number }) {
  return isActive === 1 ? <Tag color="success">Hoạt động</Tag> : <Tag color="error">Đã khóa</Tag>;
}

function UserHistory({ userId, roleNames }: { userId: number; roleNames: ReadonlyMap<number, string> }) {
  const [page, setPage] = useState(1);
  const history = useUserHistory(userId, page);
  if (history.isPending) return <Skeleton active />;
  if (history.isError) return <Alert type="error" showIcon title={history.error.message} />;
  const { list, count } = history.data;
  if (count === 0) return <Empty description="Chưa có thay đổi nào" />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Timeline
        items={list.map((row) => {
          const changes = describeChanges(row.before, row.after, roleNames);
          return {
            key: row.id,
            content: (
              <div>
                <Typography.Text strong>{actionLabel(row.action)}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">
                    {when(row.createdAt)} ·{' '}
                    {row.actorName ?? (row.actorId === null ? 'Hệ thống' : `Người dùng #${row.actorId}`)}
                  </Typography.Text>
                </div>
                {changes.length > 0 && (
                  <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
                    {changes.map((c) => (
                      <li key={c.field}>
                        {c.label}: {c.from && row.action !== 'create' ? `${c.from} → ` : ''}
                        {c.to}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ),
          };
        })}
      />
      {count > HISTORY_PAGE_SIZE && (
        <Pagination
          size="small"
          current={page}
          pageSize={HISTORY_PAGE_SIZE}
          total={count}
          onChange={setPage}
        />
      )}
    </Space>
  );
}

/** The detail drawer: the user's fields and their change history (GET audit/history). */
export function UserDetailDrawer({
  userId,
  roleNames,
  onClose,
}: {
  userId: number | null;
  roleNames: ReadonlyMap<number, string>;
  onClose: () => void;
}) {
  const user = useUser(userId);
  const names = useMemo(() => {
    const all = new Map(roleNames);
    for (const r of user.data?.listRoles ?? []) all.set(r.id, r.label);
    return all;
  }, [roleNames, user.data]);
  const u = user.data;
  return (
    <Drawer open={userId !== null} onClose={onClose} title="Chi tiết người dùng" size={560} destroyOnHidden>
      {user.isError && <Alert type="error" showIcon title={user.error.message} />}
      {user.isPending && userId !== null && <Skeleton active />}
      {u && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="Họ và tên">{u.fullName}</Descriptions.Item>
            <Descriptions.Item label="Tên đăng nhập">{u.username ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Email">{u.email ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Số điện thoại">{u.phoneNumber ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="CCCD">{u.identity ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Vai trò">
              {u.listRoles.map((r) => (
                <Tag key={r.id} color={r.id === u.roleId ? 'blue' : undefined}>
                  {r.label}
                </Tag>
              ))}
            </Descriptions.Item>
            <Descriptions.Item label="Đơn vị">{u.organizationName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Xã/phường">{u.xaPhuongName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Cụm/khu công nghiệp">{u.cumKhuCnName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Mã cán bộ">{u.staffID ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Trạng thái">
              <ActiveTag isActive={u.isActive} />
            </Descriptions.Item>
            <Descriptions.Item label="Đăng nhập gần nhất">{when(u.lastLoginAt)}</Descriptions.Item>
            <Descriptions.Item label="Ngày tạo">{when(u.createdAt)}</Descriptions.Item>
          </Descriptions>
          <div>
            <Typography.Title level={5}>Lịch sử thay đổi</Typography.Title>
            <UserHistory userId={u.id} roleNames={names} />
          </div>
        </Space>
      )}
    </Drawer>
  );
}
