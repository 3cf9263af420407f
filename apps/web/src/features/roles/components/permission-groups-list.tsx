import { Card, Collapse, Empty, Skeleton, Tag, Typography } from 'antd';
import { usePermissionGroups } from '../api/list-permission-groups';

/** The permission groups and their permissions, read-only (docs/requirements.md, "Permissions"). */
export function PermissionGroupsList() {
  const groups = usePermissionGroups();
  return (
    <Card title="Nhóm quyền" extra={<Typography.Text type="secondary">Chỉ xem</Typography.Text>}>
      {groups.isPending ? (
        <Skeleton active />
      ) : groups.isError ? (
        <Typography.Text type="danger">{groups.error.message}</Typography.Text>
      ) : groups.data.list.length === 0 ? (
        <Empty description="Không có dữ liệu" />
      ) : (
        <Collapse
          items={groups.data.list.map((g) => ({
            key: g.code,
            label: `${g.name} (${g.permissions.length} quyền)`,
            children: (
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
                {g.permissions.map((p) => (
                  <Tag key={p.code} title={p.code}>
                    {p.name}
                  </Tag>
                ))}
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}
