import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  FileExcelOutlined,
  LockOutlined,
  PlusOutlined,
  TeamOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { USER_SORT_COLUMNS, type UserListItem } from '@congdoan/shared';
import { Button, Flex, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { type ListColumn, ListPageLayout } from '../../../components/list-page';
import { CellText } from '../../../components/list-table';
import { RoleSelect, useRoleChoices } from '../../../components/role-select';
import type { RowAction } from '../../../components/row-actions';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { useListPage } from '../../../lib/use-list-page';
import { useSessionUser } from '../../../lib/use-session-user';
import { useToast } from '../../../lib/use-toast';
import { useDeleteUser } from '../api/delete-user';
import { userListFilters, useUsers } from '../api/list-users';
import { useSetUserActive } from '../api/lock-user';
import { ActiveTag, UserDetailDrawer } from '../components/user-detail-drawer';
import { UserFormModal } from '../components/user-form-modal';
import { UserImportModal } from '../components/user-import-modal';

/** /trade-union/users/list: the users in the caller's scope, with search, filters and row actions. */
export function UsersListPage() {
  const page = useListPage(userListFilters, { columns: 'users' });
  const users = useUsers(page.filters);
  const { roles } = useRoleChoices();
  const roleNames = useMemo(() => new Map(roles.map((r) => [r.id, r.name])), [roles]);

  const ability = useAppAbility();
  const me = useSessionUser();
  const toast = useToast();
  const setActive = useSetUserActive();
  const remove = useDeleteUser();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [form, setForm] = useState<{ userId: number | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const navigate = useNavigate();

  const columns: ListColumn<UserListItem>[] = [
    { title: 'Họ và tên', dataIndex: 'fullName', key: 'fullName', width: 180, fixed: 'left' },
    { title: 'Tên đăng nhập', dataIndex: 'username', key: 'username', width: 140, optional: 'shown' },
    { title: 'Email', dataIndex: 'email', key: 'email', width: 200, optional: 'hidden' },
    { title: 'Số điện thoại', dataIndex: 'phoneNumber', key: 'phoneNumber', width: 120, optional: 'hidden' },
    { title: 'CCCD', dataIndex: 'identity', key: 'identity', width: 130, optional: 'hidden' },
    { title: 'Vai trò', dataIndex: 'roleName', key: 'roleName', width: 170, optional: 'shown' },
    {
      title: 'Đơn vị',
      dataIndex: 'organizationName',
      key: 'organizationName',
      minWidth: 160,
      optional: 'shown',
    },
    {
      title: 'Trạng thái',
      dataIndex: 'isActive',
      key: 'isActive',
      width: 120,
      optional: 'shown',
      render: (v: number) => <ActiveTag isActive={v} />,
    },
  ];

  const actionsOf = (row: UserListItem): RowAction[] => {
    const self = row.id === me?.id;
    const locked = row.isActive !== 1;
    return [
      {
        key: 'detail',
        label: 'Xem chi tiết',
        icon: <EyeOutlined />,
        action: 'read',
        subject: 'user',
        onClick: () => setDetailId(row.id),
      },
      {
        key: 'edit',
        label: 'Chỉnh sửa',
        icon: <EditOutlined />,
        action: 'update',
        subject: 'user',
        onClick: () => setForm({ userId: row.id }),
      },
      {
        key: 'roles',
        label: 'Phân vai trò',
        icon: <TeamOutlined />,
        action: 'update',
        subject: 'user',
        onClick: () => void navigate(paths.manage.userRoles.getHref(row.id)),
      },
      // Nobody locks or deletes themselves (the server refuses it too).
      ...(self
        ? []
        : [
            {
              key: 'lock',
              label: locked ? 'Mở khóa' : 'Khóa',
              icon: locked ? <UnlockOutlined /> : <LockOutlined />,
              action: 'update' as const,
              subject: 'user' as const,
              confirm: {
                content: locked
                  ? `Mở khóa tài khoản ${row.fullName}?`
                  : `Khóa tài khoản ${row.fullName}? Người dùng sẽ bị đăng xuất ngay.`,
              },
              onClick: () =>
                setActive
                  .mutateAsync({ userId: row.id, isActive: locked ? 1 : 0 })
                  .then(() => toast.success(locked ? 'Đã mở khóa tài khoản' : 'Đã khóa tài khoản'))
                  .catch((e: unknown) => toast.error(e)),
            },
            {
              key: 'delete',
              label: 'Xóa',
              icon: <DeleteOutlined />,
              action: 'delete' as const,
              subject: 'user' as const,
              danger: true,
              confirm: { content: `Xóa tài khoản ${row.fullName}? Thao tác không thể hoàn tác.` },
              onClick: () =>
                remove
                  .mutateAsync(row.id)
                  .then(() => toast.success('Đã xóa tài khoản'))
                  .catch((e: unknown) => toast.error(e)),
            },
          ]),
    ];
  };

  return (
    <ListPageLayout
      title="Danh sách người dùng"
      page={page}
      query={users}
      actions={
        ability.can('create', 'user') && (
          <>
            <Button icon={<FileExcelOutlined />} onClick={() => setImporting(true)}>
              Nhập từ Excel
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ userId: null })}>
              Thêm người dùng
            </Button>
          </>
        )
      }
      search={{
        placeholder: 'Tìm theo tên, tên đăng nhập, email, điện thoại, CCCD',
        label: 'Tìm kiếm người dùng',
        width: 360,
      }}
      filters={(values, change) => (
        <>
          <RoleSelect
            placeholder="Vai trò"
            aria-label="Lọc theo vai trò"
            value={values.roleId}
            onChange={(roleId) => change({ roleId: roleId ?? undefined })}
            style={{ width: 240 }}
          />
          <Select<0 | 1>
            allowClear
            placeholder="Trạng thái"
            aria-label="Lọc theo trạng thái"
            value={values.isActive}
            onChange={(isActive) => change({ isActive })}
            options={[
              { value: 1, label: 'Hoạt động' },
              { value: 0, label: 'Đã khóa' },
            ]}
            style={{ width: 160 }}
          />
        </>
      )}
      numbered
      columns={columns}
      sortable={USER_SORT_COLUMNS}
      noun="người dùng"
      rowActions={actionsOf}
      card={{
        title: (row) => row.fullName,
        name: (row) => row.fullName,
        facts: (row) => [
          [row.username, row.roleName].filter(Boolean).join(' · '),
          <Flex key="unit" gap={6} align="center">
            <ActiveTag isActive={row.isActive} />
            <CellText text={row.organizationName ?? '—'} />
          </Flex>,
        ],
      }}
    >
      <UserDetailDrawer userId={detailId} roleNames={roleNames} onClose={() => setDetailId(null)} />
      {form && <UserFormModal userId={form.userId} onClose={() => setForm(null)} />}
      {importing && <UserImportModal onClose={() => setImporting(false)} />}
    </ListPageLayout>
  );
}
