import { type UpdateProfileBody, updateProfileBody } from '@congdoan/shared';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Typography } from 'antd';
import { UserAvatar } from '../../../components/user-avatar';
import { rulesFrom } from '../../../lib/form-rules';
import { useSessionUser } from '../../../lib/use-session-user';
import { useToast } from '../../../lib/use-toast';
import { useUpdateProfile } from '../api/update-profile';

const rules = rulesFrom(updateProfileBody);

/** /pages/account-settings: name, e-mail, phone and avatar URL, saved with PUT auth/profile. */
export function AccountSettingsPage() {
  const user = useSessionUser();
  const [form] = Form.useForm<UpdateProfileBody>();
  const avatar = Form.useWatch('avatar', form);
  const fullName = Form.useWatch('fullName', form);
  const update = useUpdateProfile();
  const toast = useToast();
  if (!user) return null;

  const onFinish = (values: UpdateProfileBody) =>
    update.mutate(values, {
      onSuccess: () => toast.success('Cập nhật thông tin cá nhân thành công'),
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
          {update.isError && (
            <Alert type="error" showIcon title={update.error.message} style={{ marginBottom: 16 }} />
          )}
          <Form
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
                <Form.Item label="Tên đăng nhập">
                  <Input value={user.username ?? ''} disabled />
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
