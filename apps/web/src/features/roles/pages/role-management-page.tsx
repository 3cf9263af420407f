import { DeleteOutlined, EditOutlined, EyeOutlined, KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { ROLE_SORT_COLUMNS, type RoleListItem } from '@congdoan/shared';
import { Button, Flex, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type ListColumn, ListPageLayout } from '../../../components/list-page';
import { CellText } from '../../../components/list-table';
import { roleIcon } from '../../../components/role-icon';
import type { RowAction } from '../../../components/row-actions';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { useListPage } from '../../../lib/use-list-page';
import { useToast } from '../../../lib/use-toast';
import { useDeleteRole } from '../api/delete-role';
import { roleListFilters, useRoleList } from '../api/list-roles';
import { RoleDetailDrawer } from '../components/role-detail-drawer';
import { RoleFormModal } from '../components/role-form-modal';

/** /trade-union/users/role-management: roles with search and paging (kept in the URL). */
export function RoleManagementPage() {
  const page = useListPage(roleListFilters);
  const list = useRoleList(page.filters);
  const ability = useAppAbility();
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<{ role: RoleListItem | null } | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);

  const columns: ListColumn<RoleListItem>[] = [
    {
      title: 'Tên vai trò',
      dataIndex: 'name',
      width: 240,
      fixed: 'left',
      render: (_, role) => (
        <Flex gap={8} align="center">
          <span aria-hidden>{roleIcon(role.icon)}</span>
          <Button
            type="link"
            style={{ padding: 0, height: 'auto', minWidth: 0 }}
            onClick={() => setDetailId(role.id)}
          >
            <CellText text={role.name} />
          </Button>
          {role.isSystem && <Tag>Mặc định</Tag>}
        </Flex>
      ),
    },
    { title: 'Mô tả', dataIndex: 'description', minWidth: 140 },
    { title: 'Phạm vi dữ liệu', dataIndex: 'scopeLabel', width: 180 },
    { title: 'Số người dùng', dataIndex: 'userCount', align: 'end', width: 150 },
    {
      title: 'Số quyền',
      dataIndex: 'permissionCount',
      align: 'end',
      width: 110,
      render: (n: number, role) => (role.isAdmin ? <Tag color="gold">Toàn quyền</Tag> : n),
    },
  ];

  const actionsOf = (role: RoleListItem): RowAction[] => [
    {
      key: 'detail',
      label: 'Xem chi tiết',
      icon: <EyeOutlined />,
      action: 'read',
      subject: 'role',
      onClick: () => setDetailId(role.id),
    },
    {
      key: 'rights',
      label: 'Phân quyền chức năng',
      icon: <KeyOutlined />,
      action: 'read',
      subject: 'role',
      onClick: () => navigate(paths.users.rights.getHref(role.id)),
    },
    {
      key: 'edit',
      label: 'Sửa',
      icon: <EditOutlined />,
      action: 'update',
      subject: 'role',
      onClick: () => setEditing({ role }),
    },
    // Seeded roles are never deleted: no button to offer.
    ...(role.isSystem
      ? []
      : [
          {
            key: 'delete',
            label: 'Xóa',
            icon: <DeleteOutlined />,
            action: 'delete' as const,
            subject: 'role' as const,
            danger: true,
            confirm: { content: `Xóa vai trò "${role.name}"?` },
            onClick: () =>
              remove.mutateAsync(role.id).then(
                () => toast.success('Xóa vai trò thành công'),
                (error: unknown) => toast.error(error),
              ),
          },
        ]),
  ];

  return (
    <ListPageLayout
      title="Danh sách vai trò"
      page={page}
      query={list}
      actions={
        ability.can('create', 'role') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ role: null })}>
            Thêm vai trò
          </Button>
        )
      }
      search={{ placeholder: 'Tìm theo tên vai trò', label: 'Tìm vai trò', width: 360 }}
      columns={columns}
      sortable={ROLE_SORT_COLUMNS}
      noun="vai trò"
      rowActions={actionsOf}
      card={{
        title: (role) => role.name,
        name: (role) => role.name,
        facts: (role) => [
          role.scopeLabel,
          `${role.userCount} người dùng · ${role.isAdmin ? 'Toàn quyền' : `${role.permissionCount} quyền`}`,
        ],
      }}
    >
      <RoleFormModal open={editing !== null} role={editing?.role ?? null} onClose={() => setEditing(null)} />
      <RoleDetailDrawer roleId={detailId} onClose={() => setDetailId(null)} />
    </ListPageLayout>
  );
}
