import { Alert, Descriptions, Drawer, Skeleton, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { ChangeHistory } from '../../../components/change-history';
import { formatDateTime } from '../../../lib/format-date-time';
import { ROOT } from '../../../lib/query-keys';
import { useUser } from '../api/get-user';
import { actionLabel, describeChanges } from './history-format';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : 'Chưa có');

export function ActiveTag({ isActive }: { isActive: number }) {
  return isActive === 1 ? <Tag color="success">Hoạt động</Tag> : <Tag color="error">Đã khóa</Tag>;
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
            <Descriptions.Item label="Cán bộ công đoàn">{u.staffName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Trạng thái">
              <ActiveTag isActive={u.isActive} />
            </Descriptions.Item>
            <Descriptions.Item label="Đăng nhập gần nhất">{when(u.lastLoginAt)}</Descriptions.Item>
            <Descriptions.Item label="Ngày tạo">{when(u.createdAt)}</Descriptions.Item>
          </Descriptions>
          <div>
            <Typography.Title level={5}>Lịch sử thay đổi</Typography.Title>
            <ChangeHistory
              subject="user"
              recordId={u.id}
              ownerKey={ROOT.users}
              actionLabel={actionLabel}
              describe={(row) =>
                describeChanges(row.before, row.after, names).map((c) => ({
                  ...c,
                  key: c.field,
                  // A creation lists the values it was given.
                  from: row.action === 'create' ? null : c.from,
                }))
              }
            />
          </div>
        </Space>
      )}
    </Drawer>
  );
}
