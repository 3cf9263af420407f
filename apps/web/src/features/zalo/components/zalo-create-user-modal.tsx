import {
  ZALO_DIALOG_ORGANIZATIONS_MAX,
  ZALO_DIALOG_ROLES_MAX,
  type ZaloAccountItem,
  type ZaloCreateUserBody,
  zaloCreateUserBody,
} from '@congdoan/shared';
import { Alert, Form, Input, Row, Select } from 'antd';
import { useEffect } from 'react';
import { FormModal, GridField } from '../../../components/form-modal';
import { emptyListText } from '../../../components/list-select';
import { useAppAbility } from '../../../lib/ability';
import { rulesFrom } from '../../../lib/form-rules';
import { useToast } from '../../../lib/use-toast';
import { useOrganizationOptions } from '../../../lookups/organization-list-all';
import { useGrantableRoles } from '../../../lookups/user-grantable-roles';
import { useCreateUserFromZalo } from '../api/create-user-from-zalo';
import { createUserErrorMessage, displayNameOf, NO_NAME } from './zalo-format';

const rules = rulesFrom(zaloCreateUserBody);

const CREATE_USER_SUCCESS = 'Tạo user thành công';
const LISTS_FAILED = 'Không tải được danh sách role/đơn vị';

type FormValues = Omit<ZaloCreateUserBody, 'zaloAccountId' | 'organizationId' | 'roleId'> & {
  roleId?: number;
  organizationId?: number;
};

/** The body to send: the account, the form's fields, no organisation as 0 (spec §3, §5). */
export function createUserBody(accountId: number, values: FormValues): ZaloCreateUserBody {
  const { userName, phoneNumber, organizationId, roleId, ...rest } = values;
  return {
    ...rest,
    zaloAccountId: accountId,
    roleId: roleId ?? 0,
    organizationId: organizationId ?? 0,
    ...(userName?.trim() ? { userName: userName.trim() } : {}),
    ...(phoneNumber?.trim() ? { phoneNumber: phoneNumber.trim() } : {}),
  };
}

/** What the form starts with: the follower's name and phone number, when Zalo gave them. */
export function initialValues(account: ZaloAccountItem): Partial<FormValues> {
  const name = displayNameOf(account);
  return {
    fullName: name === NO_NAME ? undefined : name,
    phoneNumber: account.phone ?? undefined,
  };
}

/**
 * Make a system user from a Zalo account and link the two in one write (user:create; spec §2, §5):
 * full name, e-mail, password, a role the caller may grant (up to 100), an organisation (optional,
 * up to 200), and optionally a login name and a phone number.
 */
export function ZaloCreateUserModal({ account, onClose }: { account: ZaloAccountItem; onClose: () => void }) {
  const toast = useToast();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateUserFromZalo();
  const roles = useGrantableRoles();
  const canReadOrganizations = useAppAbility().can('read', 'organization');
  const organizations = useOrganizationOptions(
    { limit: ZALO_DIALOG_ORGANIZATIONS_MAX },
    { enabled: canReadOrganizations },
  );
  const listsFailed = roles.isError || organizations.isError;

  useEffect(() => {
    if (listsFailed) toast.error(LISTS_FAILED);
  }, [listsFailed, toast]);

  const save = async (values: FormValues) => {
    try {
      await create.mutateAsync(createUserBody(account.id, values));
    } catch (error) {
      toast.error(createUserErrorMessage(error));
      throw error;
    }
    toast.success(CREATE_USER_SUCCESS);
    onClose();
  };

  return (
    <FormModal<FormValues>
      form={form}
      title="Tạo người dùng từ tài khoản Zalo"
      okText="Tạo người dùng"
      width={720}
      initialValues={initialValues(account)}
      onSubmit={save}
      errorText={createUserErrorMessage}
      notices={
        listsFailed && <Alert type="warning" showIcon title={LISTS_FAILED} style={{ marginBottom: 16 }} />
      }
      onClose={onClose}
    >
      <Row gutter={16}>
        <GridField name="fullName" label="Họ và tên" rules={rules('fullName')}>
          <Input autoComplete="off" />
        </GridField>
        <GridField name="email" label="Email" rules={rules('email')}>
          <Input autoComplete="off" inputMode="email" />
        </GridField>
        <GridField name="password" label="Mật khẩu" rules={rules('password')}>
          <Input.Password autoComplete="new-password" />
        </GridField>
        <GridField name="roleId" label="Vai trò" rules={rules('roleId')}>
          <Select<number>
            placeholder="Chọn vai trò"
            loading={roles.isFetching}
            notFoundContent={emptyListText(roles)}
            options={(roles.data ?? [])
              .slice(0, ZALO_DIALOG_ROLES_MAX)
              .map((r) => ({ value: r.id, label: r.name }))}
          />
        </GridField>
        <GridField wide name="organizationId" label="Đơn vị" rules={rules('organizationId')}>
          <Select<number>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Không thuộc đơn vị nào"
            loading={organizations.isFetching}
            notFoundContent={emptyListText(organizations)}
            options={(organizations.data?.list ?? []).map((o) => ({ value: o.id, label: o.name }))}
          />
        </GridField>
        <GridField
          name="userName"
          label="Tên đăng nhập"
          rules={rules('userName')}
          extra="Không bắt buộc: có thể đăng nhập bằng email."
        >
          <Input autoComplete="off" />
        </GridField>
        <GridField
          name="phoneNumber"
          label="Số điện thoại"
          rules={rules('phoneNumber')}
          extra="Không bắt buộc; nếu nhập, là số di động Việt Nam."
        >
          <Input autoComplete="off" inputMode="tel" />
        </GridField>
      </Row>
    </FormModal>
  );
}
