import { PASSWORD_MAX, profileForm } from '@congdoan/shared';
import { Alert, Button, Card, Col, Flex, Form, type FormRule, Input, Row, Typography } from 'antd';
import { UserAvatar } from '../../../components/user-avatar';
import { rulesFrom } from '../../../lib/form-rules';
import { useSessionUser } from '../../../lib/use-session-user';
import { useToast } from '../../../lib/use-toast';
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  currentPasswordError,
  emailChanges,
  type ProfileInput,
  profileBody,
  useUpdateProfile,
} from '../api/update-profile';

const rules = rulesFrom(profileForm);

/** Optional in `profileForm` (max PASSWORD_MAX); required here whenever the field is shown. */
const currentPasswordRules: FormRule[] = [
  { required: true, message: CURRENT_PASSWORD_REQUIRED_MESSAGE },
  { max: PASSWORD_MAX, message: `Tối đa ${PASSWORD_MAX} ký tự` },
];

/** The current password, asked only while the e-mail differs from the stored one. */
export function CurrentPasswordItem() {
  return (
    <Form.Item
      name="currentPassword"
      label="Mật khẩu hiện tại"
      extra="Cần để xác nhận khi đổi email"
      rules={currentPasswordRules}
      // hidden again (e-mail put back): the typed password goes with it
      preserve={false}
    >
      <Input.Password autoComplete="current-password" />
    </Form.Item>
  );
}

/**
 * /pages/account-settings: name, e-mail, phone and avatar URL, saved with PUT auth/profile.
 * Changing the e-mail needs the current password.
 */
export function AccountSettingsPage() {
  const user = useSessionUser();
  const [form] = Form.useForm<ProfileInput>();
  const avatar = Form.useWatch('avatar', form);
  const fullName = Form.useWatch('fullName', form);
  const email = Form.useWatch('email', form);
  const update = useUpdateProfile();
  const toast = useToast();
  if (!user) return null;

  // undefined until the form has mounted: the stored e-mail until then
  const askPassword = emailChanges(email ?? user.email, user.email);
  const passwordError = askPassword ? currentPasswordError(update.error) : undefined;

  const onFinish = (values: ProfileInput) =>
    update.mutate(profileBody(values, user.email), {
      onSuccess: () => toast.success('Cập nhật thông tin cá nhân thành công'),
      onError: (error) => {
        const message = currentPasswordError(error);
        if (message && askPassword) form.setFields([{ name: 'currentPassword', errors: [message] }]);
      },
    });

  return (
    <Card title="Thông tin tài khoản">
      <Row gutter={[32, 16]}>
        <Col xs={24} md={6}>
          <Flex vertical align="center" gap={8}>
            <UserAvatar size={96} fullName={fullName || user.fullName} src={avatar} />
            <Typography.Text type="secondary" style={{ textAlign: 'center', fontSize: 12 }}>
              Ảnh đại diện lấy từ đường dẫn bên cạnh
            </Typography.Text>
          </Flex>
        </Col>
        <Col xs={24} md={18}>
          {update.isError && !passwordError && (
            <Alert type="error" showIcon title={update.error.message} style={{ marginBottom: 16 }} />
          )}
          <Form
            noValidate
            // a saved profile becomes the new starting point of "Hủy"
            key={`${user.fullName}|${user.email}|${user.phoneNumber}|${user.avatar}`}
            form={form}
            layout="vertical"
            onFinish={onFinish}
            disabled={update.isPending}
            initialValues={{
              fullName: user.fullName,
              email: user.email ?? '',
              phoneNumber: user.phoneNumber ?? '',
              avatar: user.avatar ?? '',
            }}
          >
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="fullName" label="Họ và tên" rules={rules('fullName')}>
                  <Input autoComplete="name" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label="Tên đăng nhập" htmlFor="account-username">
                  <Input id="account-username" value={user.username ?? ''} disabled />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="email" label="Email" rules={rules('email')}>
                  <Input type="email" autoComplete="email" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="phoneNumber" label="Số điện thoại" rules={rules('phoneNumber')}>
                  <Input type="tel" autoComplete="tel" />
                </Form.Item>
              </Col>
              {askPassword && (
                <Col xs={24} md={12}>
                  <CurrentPasswordItem />
                </Col>
              )}
              <Col xs={24}>
                <Form.Item name="avatar" label="Đường dẫn ảnh đại diện (URL)" rules={rules('avatar')}>
                  <Input placeholder="https://..." inputMode="url" />
                </Form.Item>
              </Col>
            </Row>
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" loading={update.isPending}>
                Lưu thay đổi
              </Button>
              <Button htmlType="button" onClick={() => form.resetFields()}>
                Hủy
              </Button>
            </Flex>
          </Form>
        </Col>
      </Row>
    </Card>
  );
}
