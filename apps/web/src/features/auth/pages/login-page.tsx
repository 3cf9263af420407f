import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginBody, SessionUser } from '@congdoan/shared';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/api';
import { lazyRulesFrom } from '../../../lib/form-rules';
import { useToast } from '../../../lib/use-toast';
import { useLogin } from '../api/login';
import { AuthShell } from '../components/auth-shell';

// the first page of most visits: its schema (and zod) arrive after it is drawn
export const LOGIN_REQUIRED = ['username', 'password'] as const;
const rules = lazyRulesFrom(() => import('../login-schema').then((m) => m.loginBody), LOGIN_REQUIRED);

/** A message handed over by the page that sent the user here (password changed, registered...). */
export interface AuthNotice {
  notice?: string;
}

/**
 * The greeting after sign-in. One with several roles starts in the role last chosen with the
 * switcher, which is not always the one they expect: the greeting names it and where to change it.
 */
export function welcomeOf(user: Pick<SessionUser, 'fullName' | 'roleName' | 'listRoles'>) {
  const title = `Xin chào, ${user.fullName}!`;
  if (user.listRoles.length < 2 || !user.roleName) return { title };
  return {
    title,
    description: `Bạn đang làm việc với vai trò "${user.roleName}", vai trò đã chọn ở lần trước. Đổi vai trò ở thanh trên cùng.`,
  };
}

export function LoginPage() {
  const [form] = Form.useForm<LoginBody>();
  const login = useLogin();
  const toast = useToast();
  const notice = (useLocation().state as AuthNotice | null)?.notice;

  const onFinish = (values: LoginBody) =>
    login.mutate(values, {
      // The guard of this guest-only page then sends the user on: to ?returnTo, else home.
      onSuccess: (result) => {
        session.signIn(result);
        const welcome = welcomeOf(result.userData);
        toast.success(welcome.title, welcome.description);
      },
    });

  return (
    <AuthShell title="Đăng nhập" subtitle="Vui lòng đăng nhập để sử dụng hệ thống">
      <Flex vertical gap={16}>
        {notice && !login.isError && <Alert type="success" showIcon title={notice} />}
        {login.isError && <Alert type="error" showIcon title={login.error.message} />}
        <Form
          noValidate
          form={form}
          layout="vertical"
          onFinish={onFinish}
          requiredMark={false}
          disabled={login.isPending}
        >
          <Form.Item name="username" label="Tên đăng nhập, email hoặc số CCCD" rules={rules('username')}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus size="large" />
          </Form.Item>
          <Form.Item name="password" label="Mật khẩu" rules={rules('password')}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
          </Form.Item>
          <Flex justify="end" style={{ marginTop: -8, marginBottom: 16 }}>
            <Link to={paths.auth.forgotPassword.getHref()}>Quên mật khẩu?</Link>
          </Flex>
          <Button type="primary" htmlType="submit" block size="large" loading={login.isPending}>
            Đăng nhập
          </Button>
        </Form>
        <Typography.Text style={{ textAlign: 'center' }}>
          Chưa có tài khoản? <Link to={paths.auth.register.getHref()}>Đăng ký</Link>
        </Typography.Text>
      </Flex>
    </AuthShell>
  );
}
