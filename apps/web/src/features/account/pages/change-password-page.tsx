import { changePasswordBody } from '@congdoan/shared';
import { Alert, Button, Card, Form, Input } from 'antd';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { rulesFrom } from '../../../lib/form-rules';
import { type ChangePasswordBody, useChangePassword } from '../api/change-password';

const rules = rulesFrom(changePasswordBody);

/** /pages/change-password: success ends every session, then the user signs in again. */
export function ChangePasswordPage() {
  const change = useChangePassword();
  return (
    <Card title="Đổi mật khẩu" style={{ maxWidth: 640 }}>
      <Alert
        type="info"
        showIcon
        title="Sau khi đổi mật khẩu, bạn sẽ được đăng xuất khỏi mọi thiết bị và cần đăng nhập lại."
        style={{ marginBottom: 16 }}
      />
      {change.isError && (
        <Alert type="error" showIcon title={change.error.message} style={{ marginBottom: 16 }} />
      )}
      <Form
        noValidate
        layout="vertical"
        onFinish={(values: ChangePasswordBody) => change.mutate(values)}
        disabled={change.isPending}
      >
        <Form.Item name="currentPassword" label="Mật khẩu hiện tại" rules={rules('currentPassword')}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields rules={rules} />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          Đổi mật khẩu
        </Button>
      </Form>
    </Card>
  );
}
