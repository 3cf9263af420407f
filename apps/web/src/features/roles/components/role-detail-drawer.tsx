import { Descriptions, Drawer, Empty, Skeleton, Tag, Timeline, Typography } from 'antd';
import { roleIcon } from '../../../components/role-icon';
import { formatDateTime } from '../../../lib/format-date-time';
import { useRole } from '../api/get-role';
import { useRoleHistory } from '../api/get-role-history';
import { HISTORY_ACTION_LABELS, historyLines } from './history-changes';

function RoleHistory({ roleId }: { roleId: number }) {
  const history = useRoleHistory(roleId);
  if (history.isPending) return <Skeleton active />;
  // The history is an extra: when it cannot be read the role itself is still shown.
  if (history.isError || history.data.list.length === 0) return <Empty description="Không có dữ liệu" />;
  return (
    <Timeline
      items={history.data.list.map((item) => ({
        key: item.id,
        title: formatDateTime(item.createdAt),
        content: (
          <div>
            <Typography.Text strong>{HISTORY_ACTION_LABELS[item.action] ?? item.action}</Typography.Text>
            <Typography.Text type="secondary"> bởi {item.actorName ?? 'hệ thống'}</Typography.Text>
            {historyLines(item).map((line) => (
              <div key={line} style={{ fontSize: 13 }}>
                {line}
              </div>
            ))}
          </div>
        ),
      }))}
    />
  );
}

/** A role's details and its change history (GET audit/history?subject=role). */
export function RoleDetailDrawer({ roleId, onClose }: { roleId: number | null; onClose: () => void }) {
  const role = useRole(roleId);
  return (
    <Drawer open={roleId !== null} onClose={onClose} title="Chi tiết vai trò" size={520} destroyOnHidden>
      {role.isPending ? (
        <Skeleton active />
      ) : role.isError ? (
        <Empty description={role.error.message} />
      ) : (
        <>
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              {
                key: 'name',
                label: 'Tên vai trò',
                children: (
                  <span>
                    {roleIcon(role.data.icon)} {role.data.name} {role.data.isSystem && <Tag>Mặc định</Tag>}
                  </span>
                ),
              },
              { key: 'description', label: 'Mô tả', children: role.data.description || '—' },
              { key: 'scope', label: 'Phạm vi dữ liệu', children: role.data.scopeLabel },
              { key: 'users', label: 'Số người dùng', children: role.data.userCount },
              {
                key: 'permissions',
                label: 'Số quyền',
                children: role.data.isAdmin ? 'Toàn quyền' : role.data.permissionCount,
              },
              {
                key: 'updatedAt',
                label: 'Cập nhật lần cuối',
                children: formatDateTime(role.data.updatedAt),
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            Lịch sử thay đổi
          </Typography.Title>
          <RoleHistory roleId={role.data.id} />
        </>
      )}
    </Drawer>
  );
}
