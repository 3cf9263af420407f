import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { ACCESS_TOKEN_TTL_SECONDS, LIMIT_MAX } from '@congdoan/shared';
import { Alert, Button, Card, Empty, Flex, Select, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { useToast } from '../../../lib/use-toast';
import { useRolePermissions } from '../api/get-role-permissions';
import { useRoleList } from '../api/list-roles';
import { useSaveRolePermissions } from '../api/save-role-permissions';
import { codeChanges, IMPLIED_READ_NOTE, sameCodes, withCodes } from '../components/permission-grid-state';
import { PermissionGroupCard } from '../components/permission-group-card';
import { PermissionGroupsList } from '../components/permission-groups-list';

export const REFRESH_NOTE = `Quyền mới có hiệu lực với người dùng của vai trò này ở lần làm mới phiên đăng nhập tiếp theo (tối đa ${ACCESS_TOKEN_TTL_SECONDS / 60} phút) hoặc khi họ đăng nhập lại.`;
export const ADMIN_ROLE_NOTE =
  'Vai trò quản trị hệ thống luôn có toàn quyền (manage all) trên mọi chức năng, kể cả các chức năng thêm sau này, nên quyền của vai trò này không chỉnh sửa được.';

function RoleRights({ roleId, canUpdate }: { roleId: number; canUpdate: boolean }) {
  const rights = useRolePermissions(roleId);
  const save = useSaveRolePermissions();
  const toast = useToast();
  // The edits of the role on screen; dropped when another role is chosen (the component remounts).
  const [draft, setDraft] = useState<Set<string> | null>(null);

  if (rights.isPending) return <Skeleton active />;
  if (rights.isError) return <Alert type="error" showIcon title={rights.error.message} />;

  const { role, groups } = rights.data;
  const saved = new Set(rights.data.codes);
  const selected = draft ?? saved;
  const readOnly = !canUpdate || role.isAdmin;
  const dirty = draft !== null && !sameCodes(draft, saved);
  const { added, removed } = codeChanges(saved, selected);

  const onSave = () =>
    save.mutate(
      { roleId, codes: [...selected] },
      {
        onSuccess: () => {
          setDraft(null);
          toast.success('Lưu quyền chức năng thành công', REFRESH_NOTE);
        },
        onError: (error) => toast.error(error),
      },
    );

  return (
    <Flex vertical gap={16}>
      {role.isAdmin ? (
        <Alert type="warning" showIcon title={ADMIN_ROLE_NOTE} />
      ) : (
        !canUpdate && (
          <Alert type="info" showIcon title="Bạn chỉ có quyền xem quyền chức năng của các vai trò." />
        )
      )}
      {!readOnly && <Alert type="info" showIcon title={IMPLIED_READ_NOTE} />}
      {groups.map((group) => (
        <PermissionGroupCard
          key={group.code}
          group={group}
          selected={selected}
          readOnly={readOnly}
          onChange={(codes, on) => setDraft(withCodes(selected, codes, on))}
        />
      ))}
      {!role.isAdmin && (
        <Card size="small" style={{ position: 'sticky', bottom: 0, zIndex: 2 }}>
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Typography.Text type="secondary">
              {dirty
                ? `Chưa lưu: thêm ${added.length} quyền, bỏ ${removed.length} quyền`
                : `Vai trò "${role.name}" có ${saved.size} quyền`}
            </Typography.Text>
            <Space>
              <Button
                icon={<UndoOutlined />}
                disabled={!dirty || save.isPending}
                onClick={() => setDraft(null)}
              >
                Hoàn tác
              </Button>
              <Button
                type="primary"
                icon={<SaveOutlined />}
                disabled={!dirty || readOnly}
                loading={save.isPending}
                onClick={onSave}
              >
                Lưu
              </Button>
            </Space>
          </Flex>
        </Card>
      )}
    </Flex>
  );
}

/** /trade-union/users/roles-permissions: the function rights of one role (chosen in the URL). */
export function RolesPermissionsPage() {
  const [params, setParams] = useSearchParams();
  const ability = useAppAbility();
  const roles = useRoleList({ page: 1, limit: LIMIT_MAX });
  const raw = Number(params.get('roleId'));
  const roleId = params.get('roleId') !== null && Number.isInteger(raw) && raw >= 0 ? raw : null;
  const canUpdate = ability.can('update', 'role');

  return (
    <Flex vertical gap={16}>
      <Card
        title="Quyền chức năng cơ bản"
        extra={
          ability.can('read', 'permission-group') && (
            <Link to={paths.manage.permissions.getHref()}>Danh mục quyền và vai trò có quyền</Link>
          )
        }
      >
        <Flex vertical gap={12}>
          <Flex gap={12} align="center" wrap>
            <label htmlFor="rights-role">Vai trò</label>
            <Select
              id="rights-role"
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Chọn vai trò"
              style={{ flex: '0 1 360px', minWidth: 0 }}
              loading={roles.isPending}
              value={roleId ?? undefined}
              options={roles.data?.list.map((r) => ({ value: r.id, label: r.name }))}
              notFoundContent="Không có dữ liệu"
              onChange={(id: number) => setParams({ roleId: String(id) })}
            />
          </Flex>
          {roles.isError && <Alert type="error" showIcon title="Không tải được danh sách role/đơn vị" />}
          <Alert type="info" showIcon title={REFRESH_NOTE} />
        </Flex>
      </Card>
      {roleId === null ? (
        <Card>
          <Empty description="Chọn một vai trò để xem và phân quyền chức năng" />
        </Card>
      ) : (
        <RoleRights key={roleId} roleId={roleId} canUpdate={canUpdate} />
      )}
      {ability.can('read', 'permission-group') && <PermissionGroupsList />}
    </Flex>
  );
}
