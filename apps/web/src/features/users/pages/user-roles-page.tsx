import { CheckCircleOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ACCESS_TOKEN_TTL_SECONDS, type GrantableRole, type UserDetail } from '@congdoan/shared';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Popconfirm,
  Select,
  Skeleton,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { UserSelect } from '../../../components/user-select';
import { useAppAbility } from '../../../lib/ability';
import { useToast } from '../../../lib/use-toast';
import { useGrantableRoles } from '../../../lookups/user-grantable-roles';
import { useUser } from '../api/get-user';
import { useSaveUser } from '../api/save-user';

/** The roles a user holds and the one a new session starts in (the default role). */
export interface RoleAssignment {
  roleIds: number[];
  roleId: number;
}

export const assignmentOf = (user: Pick<UserDetail, 'listRoles' | 'roleId'>): RoleAssignment => ({
  roleIds: user.listRoles.map((r) => r.id),
  roleId: user.roleId,
});

/** One more role; the default stays. */
export const withRole = (held: RoleAssignment, roleId: number): RoleAssignment => ({
  roleIds: held.roleIds.includes(roleId) ? held.roleIds : [...held.roleIds, roleId],
  roleId: held.roleId,
});

/**
 * One role fewer, or null for the last one (a user keeps at least one role: 'Chọn vai trò'). As in the
 * user form, taking the default away makes the first remaining role the default.
 */
export function withoutRole(held: RoleAssignment, roleId: number): RoleAssignment | null {
  const roleIds = held.roleIds.filter((id) => id !== roleId);
  const first = roleIds[0];
  if (first === undefined) return null;
  return { roleIds, roleId: roleIds.includes(held.roleId) ? held.roleId : first };
}

/** The default role, which must be one the user holds. */
export const withDefault = (held: RoleAssignment, roleId: number): RoleAssignment | null =>
  held.roleIds.includes(roleId) ? { roleIds: held.roleIds, roleId } : null;

/** The roles the caller may still give the user: those they may grant, less those held. */
export const addableRoles = (grantable: readonly GrantableRole[], held: RoleAssignment) =>
  grantable.filter((r) => !held.roleIds.includes(r.id));

export const ROLES_REFRESH_NOTE = `Người dùng thấy vai trò mới trong menu chuyển vai trò ở lần làm mới phiên đăng nhập tiếp theo (tối đa ${ACCESS_TOKEN_TTL_SECONDS / 60} phút) hoặc khi đăng nhập lại.`;

interface HeldRole {
  id: number;
  name: string;
  isDefault: boolean;
}

function UserRoles({ user, canUpdate }: { user: UserDetail; canUpdate: boolean }) {
  const grantable = useGrantableRoles(canUpdate);
  const save = useSaveUser();
  const toast = useToast();
  const [adding, setAdding] = useState<number | null>(null);
  const held = assignmentOf(user);

  const write = (next: RoleAssignment | null, done: string) => {
    if (!next) return;
    save.mutate(
      { userId: user.id, ...next },
      {
        onSuccess: () => {
          setAdding(null);
          toast.success(done, ROLES_REFRESH_NOTE);
        },
        onError: (error) => toast.failed('Cập nhật vai trò thất bại', error),
      },
    );
  };

  const rows: HeldRole[] = user.listRoles.map((r) => ({
    id: r.id,
    name: r.label,
    isDefault: r.id === user.roleId,
  }));
  const options = addableRoles(grantable.data ?? [], held).map((r) => ({ value: r.id, label: r.name }));
  const onlyOne = rows.length <= 1;

  return (
    <Flex vertical gap={16}>
      <Typography.Text>
        Vai trò của <Typography.Text strong>{user.fullName}</Typography.Text>
        {user.username ? ` (${user.username})` : ''}: vai trò mặc định là vai trò dùng khi đăng nhập; các vai
        trò khác chọn được trong menu chuyển vai trò.
      </Typography.Text>
      <Table<HeldRole>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: 'Người dùng chưa có vai trò' }}
        columns={[
          { title: 'STT', width: 64, render: (_v, _r, i) => i + 1 },
          { title: 'Vai trò', dataIndex: 'name' },
          {
            title: 'Mặc định',
            dataIndex: 'isDefault',
            width: 180,
            render: (isDefault: boolean) => (isDefault ? <Tag color="blue">Vai trò mặc định</Tag> : null),
          },
          ...(canUpdate
            ? [
                {
                  title: 'Thao tác',
                  key: 'actions',
                  width: 120,
                  render: (_: unknown, role: HeldRole) => (
                    <Flex gap={4}>
                      {!role.isDefault && (
                        <Tooltip title="Đặt làm vai trò mặc định">
                          <Button
                            type="text"
                            icon={<CheckCircleOutlined />}
                            aria-label="Đặt làm vai trò mặc định"
                            disabled={save.isPending}
                            onClick={() =>
                              write(withDefault(held, role.id), `Đã đặt "${role.name}" làm vai trò mặc định`)
                            }
                          />
                        </Tooltip>
                      )}
                      <Popconfirm
                        title={`Gỡ vai trò "${role.name}" khỏi người dùng?`}
                        okText="Gỡ"
                        cancelText="Hủy"
                        disabled={onlyOne}
                        onConfirm={() => write(withoutRole(held, role.id), `Đã gỡ vai trò "${role.name}"`)}
                      >
                        <Tooltip title={onlyOne ? 'Người dùng phải có ít nhất một vai trò' : 'Gỡ vai trò'}>
                          <Button
                            type="text"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label="Gỡ vai trò"
                            disabled={onlyOne || save.isPending}
                          />
                        </Tooltip>
                      </Popconfirm>
                    </Flex>
                  ),
                },
              ]
            : []),
        ]}
      />
      {canUpdate ? (
        <Flex gap={8} wrap>
          <Select
            aria-label="Vai trò thêm cho người dùng"
            placeholder="Chọn vai trò để thêm"
            style={{ minWidth: 280 }}
            value={adding}
            onChange={setAdding}
            options={options}
            loading={grantable.isFetching}
            notFoundContent={
              grantable.isError ? 'Không tải được danh sách vai trò' : 'Không còn vai trò nào để thêm'
            }
          />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={adding === null}
            loading={save.isPending}
            onClick={() => {
              if (adding === null) return;
              const name = options.find((o) => o.value === adding)?.label ?? '';
              write(withRole(held, adding), `Đã thêm vai trò "${name}"`);
            }}
          >
            Thêm vai trò
          </Button>
        </Flex>
      ) : (
        <Alert type="info" showIcon title="Bạn chỉ có quyền xem vai trò của người dùng." />
      )}
    </Flex>
  );
}

/**
 * /apps/manage/userRoles: pick a user, see the roles they hold, add one, take one away, choose the
 * default. Saved with the user update (PUT user/update with roleIds and roleId), so the same rules hold
 * as on the user form: only roles the caller may grant, at least one role, the default among them. The
 * chosen user is in the address (?userId=), so the page can be shared.
 */
export function UserRolesPage() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('userId'));
  const userId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const user = useUser(userId);
  const canUpdate = useAppAbility().can('update', 'user');

  const choose = (id: number | null) => setParams(id === null ? {} : { userId: String(id) });

  return (
    <Card title="Phân vai trò người dùng">
      <Flex vertical gap={16}>
        <UserSelect
          aria-label="Chọn người dùng"
          placeholder="Tìm người dùng theo tên, e-mail"
          style={{ maxWidth: 480, width: '100%' }}
          value={userId}
          selectedName={user.data?.fullName}
          onChange={choose}
        />
        {userId === null ? (
          <Empty description="Chọn một người dùng để xem và phân vai trò" />
        ) : user.isPending ? (
          <Skeleton active />
        ) : user.isError ? (
          <Alert type="error" showIcon title={user.error.message} />
        ) : (
          <UserRoles key={user.data.id} user={user.data} canUpdate={canUpdate} />
        )}
      </Flex>
    </Card>
  );
}
