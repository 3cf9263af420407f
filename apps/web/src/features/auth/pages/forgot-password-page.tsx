import { MailOutlined } from '@ant-design/icons';
import { forgotPasswordBody } from '@congdoan/shared';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { rulesFrom } from '../../../lib/form-rules';
import { type ForgotPasswordBody, useForgotPassword } from '../api/forgot-password';
import { AuthShell } from '../components/auth-shell';
import type { AuthNotice } from './login-page';

const rules = rulesFrom(forgotPasswordBody);

/** /forgot-password and /auth/forgot-password: sends a 6-digit code to the account's e-mail. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const navigate = useNavigate();

  const onFinish = (values: ForgotPasswordBody) =>
    forgot.mutate(values, {
      onSuccess: () => {
        const state: AuthNotice = {
          notice: `Nếu ${values.email} thuộc một tài khoản trong hệ thống, mã xác nhận gồm 6 chữ số đã được gửi tới email này.`,
        };
        navigate(paths.auth.confirmResetCode.getHref(values.email), { state });
      },
    });

  return (
    <AuthShell
      title="Quên mật khẩu? 🔒"
      subtitle="Nhập email của tài khoản, chúng tôi sẽ gửi mã xác nhận để đặt lại mật khẩu"
    >
      <Flex vertical gap={16}>
        {forgot.isError && <Alert type="error" showIcon title={forgot.error.message} />}
        <Form
          noValidate
          layout="vertical"
          onFinish={onFinish}
          requiredMark={false}
          disabled={forgot.isPending}
        >
          <Form.Item name="email" label="Email" rules={rules('email')}>
            <Input prefix={<MailOutlined />} type="email" autoComplete="email" autoFocus size="large" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={forgot.isPending}>
            Gửi mã xác nhận
          </Button>
        </Form>
        <Flex justify="space-between" wrap gap={8}>
          <Link to={paths.auth.login.getHref()}>‹ Quay lại đăng nhập</Link>
          <Link to={paths.auth.confirmResetCode.getHref()}>Đã có mã xác nhận?</Link>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Mã xác nhận có hiệu lực trong thời gian ngắn và chỉ dùng được một lần.
        </Typography.Text>
      </Flex>
    </AuthShell>
  );
}
