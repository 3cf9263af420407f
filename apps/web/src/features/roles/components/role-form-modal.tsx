import {
  DATA_SCOPE_LABELS,
  DATA_SCOPES,
  ROLE_DESCRIPTION_MAX,
  ROLE_ICONS,
  type RoleForm,
  type RoleListItem,
  roleForm,
} from '@congdoan/shared';
import { Form, Input, Select, Space } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { ROLE_ICON_NODES } from '../../../components/role-icon';
import { rulesFrom } from '../../../lib/form-rules';
import { useToast } from '../../../lib/use-toast';
import { useCreateRole } from '../api/create-role';
import { useUpdateRole } from '../api/update-role';
import { ROLE_ICON_LABELS } from './role-icon-labels';

const rules = rulesFrom(roleForm);

const scopeOptions = DATA_SCOPES.map((scope) => ({ value: scope, label: DATA_SCOPE_LABELS[scope] }));
const iconOptions = ROLE_ICONS.map((icon) => ({
  value: icon,
  label: (
    <Space>
      {ROLE_ICON_NODES[icon]}
      <span>{ROLE_ICON_LABELS[icon]}</span>
    </Space>
  ),
}));

/** Create (role null) or edit a role: name, description, data scope, icon. */
export function RoleFormModal({
  open,
  role,
  onClose,
}: {
  open: boolean;
  role: RoleListItem | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<RoleForm>();
  const create = useCreateRole();
  const update = useUpdateRole();
  const toast = useToast();
  const save = async (values: RoleForm) => {
    if (role) await update.mutateAsync({ ...values, id: role.id });
    else await create.mutateAsync(values);
    toast.success(role ? 'Cập nhật vai trò thành công' : 'Thêm vai trò thành công');
    onClose();
  };

  return (
    <FormModal<RoleForm>
      form={form}
      open={open}
      title={role ? 'Cập nhật vai trò' : 'Thêm vai trò'}
      okText={role ? 'Lưu' : 'Thêm'}
      initialValues={
        role
          ? { name: role.name, description: role.description ?? '', scope: role.scope, icon: role.icon }
          : { scope: 'organization', icon: 'UserOutlined' }
      }
      onSubmit={save}
      onClose={onClose}
    >
      <Form.Item name="name" label="Tên vai trò" rules={rules('name')}>
        <Input autoFocus maxLength={100} />
      </Form.Item>
      <Form.Item name="description" label="Mô tả" rules={rules('description')}>
        <Input.TextArea rows={3} maxLength={ROLE_DESCRIPTION_MAX} showCount />
      </Form.Item>
      <Form.Item
        name="scope"
        label="Phạm vi dữ liệu"
        rules={rules('scope')}
        extra={role?.isAdmin ? 'Vai trò quản trị hệ thống luôn xem được dữ liệu toàn tỉnh' : undefined}
      >
        <Select options={scopeOptions} disabled={role?.isAdmin} />
      </Form.Item>
      <Form.Item name="icon" label="Biểu tượng" rules={rules('icon')}>
        <Select options={iconOptions} />
      </Form.Item>
    </FormModal>
  );
}
