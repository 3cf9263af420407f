import {
  type CreateUserBody,
  createUserBody,
  type UpdateUserBody,
  type UserDetail,
  userEditForm,
} from '@congdoan/shared';
import { Form, Input, Row, Select } from 'antd';
import { useMemo } from 'react';
import { GridField, SaveForm, useFormSave } from '../../../components/form-modal';
import { IndustrialZoneSelect } from '../../../components/industrial-zone-select';
import { OrganizationSelect } from '../../../components/organization-select';
import { RecordFormModal } from '../../../components/record-form-modal';
import { StaffSelect } from '../../../components/staff-select';
import { WardSelect } from '../../../components/ward-select';
import { useAppAbility } from '../../../lib/ability';
import { rulesFrom } from '../../../lib/form-rules';
import { useToast } from '../../../lib/use-toast';
import { useGrantableRoles } from '../../../lookups/user-grantable-roles';
import { useUser } from '../api/get-user';
import { useSaveUser } from '../api/save-user';

const createRules = rulesFrom(createUserBody);
const updateRules = rulesFrom(userEditForm);

type FormValues = Omit<CreateUserBody, 'passWord' | 'repassWord'> & {
  passWord?: string;
  repassWord?: string;
};

/** The body to send: on edit the password and its repeat only when a new one is given (docs/requirements.md, "Users"). */
export function userBody(values: FormValues, userId: number | null): CreateUserBody | UpdateUserBody {
  const { passWord, repassWord, ...rest } = values;
  const password = passWord?.trim() ? { passWord, repassWord } : {};
  return userId === null
    ? ({ ...rest, passWord: passWord ?? '', repassWord: repassWord ?? '' } as CreateUserBody)
    : ({ ...rest, ...password, userId } as UpdateUserBody);
}

function initialValues(user: UserDetail | undefined): Partial<FormValues> {
  if (!user) return { roleIds: [] };
  return {
    fullName: user.fullName,
    username: user.username ?? undefined,
    identity: user.identity ?? undefined,
    email: user.email ?? undefined,
    phoneNumber: user.phoneNumber ?? undefined,
    roleIds: user.listRoles.map((r) => r.id),
    roleId: user.roleId,
    organizationId: user.organizationId,
    xaPhuongId: user.xaPhuongId,
    cumKhuCnId: user.cumKhuCnId,
    staffID: user.staffID,
  };
}

/** Create (userId null) or edit a user in a modal; rules come from the shared schemas. */
export function UserFormModal({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const editing = userId !== null;
  const user = useUser(userId);
  const ready = !editing || user.isSuccess;
  return (
    <RecordFormModal
      title={editing ? 'Cập nhật người dùng' : 'Thêm người dùng'}
      formId="user-form"
      ready={ready}
      error={user.error}
      onClose={onClose}
    >
      <UserForm user={user.data} onDone={onClose} />
    </RecordFormModal>
  );
}

function UserForm({ user, onDone }: { user: UserDetail | undefined; onDone: () => void }) {
  const editing = user !== undefined;
  const rules = editing ? updateRules : createRules;
  const [form] = Form.useForm<FormValues>();
  const write = useSaveUser();
  const toast = useToast();
  // The staff picker reads union staff: shown only to those who may (the link is kept otherwise).
  const canReadStaff = useAppAbility().can('read', 'staff');
  const grantable = useGrantableRoles();
  const roleIds = Form.useWatch('roleIds', form) ?? [];

  // The roles the caller may give, plus those the user already holds (shown by name).
  const roleOptions = useMemo(() => {
    const all = new Map((grantable.data ?? []).map((r) => [r.id, r.name]));
    for (const r of user?.listRoles ?? []) if (!all.has(r.id)) all.set(r.id, r.label);
    return [...all].map(([value, label]) => ({ value, label }));
  }, [grantable.data, user]);

  const save = useFormSave(form, async (values: FormValues) => {
    await write.mutateAsync(userBody(values, user?.id ?? null));
    toast.success(editing ? 'Cập nhật người dùng thành công' : 'Thêm người dùng thành công');
    onDone();
  });

  return (
    <SaveForm
      id="user-form"
      form={form}
      save={save}
      initialValues={initialValues(user)}
      onValuesChange={(changed, all) => {
        // The active role is always one of the chosen roles.
        if (changed.roleIds && !changed.roleIds.includes(all.roleId as number)) {
          form.setFieldValue('roleId', changed.roleIds[0]);
        }
      }}
    >
      <Row gutter={16}>
        <GridField name="fullName" label="Họ và tên" rules={rules('fullName')}>
          <Input autoComplete="off" />
        </GridField>
        <GridField name="username" label="Tên đăng nhập" rules={rules('username')}>
          <Input autoComplete="off" />
        </GridField>
        <GridField
          name="passWord"
          label="Mật khẩu"
          rules={rules('passWord')}
          extra={
            editing ? 'Để trống nếu không đổi mật khẩu. Đổi mật khẩu sẽ đăng xuất người dùng.' : undefined
          }
        >
          <Input.Password autoComplete="new-password" />
        </GridField>
        <GridField
          name="repassWord"
          label="Nhập lại mật khẩu"
          rules={rules('repassWord')}
          dependencies={['passWord']}
        >
          <Input.Password autoComplete="new-password" />
        </GridField>
        <GridField name="identity" label="Số CCCD" rules={rules('identity')}>
          <Input inputMode="numeric" maxLength={12} />
        </GridField>
        <GridField name="email" label="Email" rules={rules('email')}>
          <Input type="email" autoComplete="off" />
        </GridField>
        <GridField name="phoneNumber" label="Số điện thoại" rules={rules('phoneNumber')}>
          <Input type="tel" />
        </GridField>
        {canReadStaff && (
          <GridField
            name="staffID"
            label="Cán bộ công đoàn liên kết"
            rules={rules('staffID')}
            tooltip="Tài khoản này là của cán bộ công đoàn nào (tùy chọn)"
          >
            <StaffSelect placeholder="Tìm theo tên, CCCD, điện thoại" selectedName={user?.staffName} />
          </GridField>
        )}
        <GridField name="roleIds" label="Vai trò" required rules={rules('roleIds')} dependencies={['roleId']}>
          <Select
            mode="multiple"
            options={roleOptions}
            loading={grantable.isFetching}
            placeholder="Chọn vai trò"
            notFoundContent={grantable.isError ? 'Không tải được danh sách role/đơn vị' : 'Không có dữ liệu'}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </GridField>
        <GridField name="roleId" label="Vai trò đang dùng" rules={rules('roleId')} dependencies={['roleIds']}>
          <Select
            options={roleOptions.filter((o) => roleIds.includes(o.value))}
            placeholder="Vai trò khi đăng nhập"
            notFoundContent="Chọn vai trò trước"
          />
        </GridField>
        <GridField wide name="organizationId" label="Đơn vị" rules={rules('organizationId')}>
          <OrganizationSelect placeholder="Tìm đơn vị" selectedName={user?.organizationName} />
        </GridField>
        <GridField name="xaPhuongId" label="Xã/phường" rules={rules('xaPhuongId')}>
          <WardSelect placeholder="Tìm xã/phường" />
        </GridField>
        <GridField name="cumKhuCnId" label="Cụm/khu công nghiệp" rules={rules('cumKhuCnId')}>
          <IndustrialZoneSelect placeholder="Tìm cụm/khu công nghiệp" />
        </GridField>
      </Row>
    </SaveForm>
  );
}
