import { confirmResetBody, RESET_CODE_TTL_MINUTES } from '@congdoan/shared';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { paths } from '../../../config/paths';
import { rulesFrom } from '../../../lib/form-rules';
import { useToast } from '../../../lib/use-toast';
import { type ConfirmResetBody, useConfirmResetCode } from '../api/confirm-reset-code';
import { AuthShell } from '../components/auth-shell';
import type { AuthNotice } from './login-page';

const rules = rulesFrom(confirmResetBody);

/** /auth/confirm-reset-code: the e-mailed 6-digit code and the new password, twice. */
export function ConfirmResetCodePage() {
  const confirm = useConfirmResetCode();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const notice = (useLocation().state as AuthNotice | null)?.notice;

  const onFinish = (values: ConfirmResetBody) =>
    confirm.mutate(values, {
      onSuccess: () => {
        toast.success('Đặt lại mật khẩu thành công');
        const state: AuthNotice = {
          notice: 'Mật khẩu đã được đặt lại. Vui lòng đăng nhập bằng mật khẩu mới.',
        };
        navigate(paths.auth.login.getHref(), { replace: true, state });
      },
    });

  return (
    <AuthShell
      title="Đặt lại mật khẩu"
      subtitle={`Nhập mã xác nhận đã gửi tới email (hiệu lực ${RESET_CODE_TTL_MINUTES} phút) và mật khẩu mới`}
    >
      <Flex vertical gap={16}>
        {notice && !confirm.isError && <Alert type="info" showIcon title={notice} />}
        {confirm.isError && <Alert type="error" showIcon title={confirm.error.message} />}
        <Form
          noValidate
          layout="vertical"
          onFinish={onFinish}
          requiredMark={false}
          disabled={confirm.isPending}
          initialValues={{ email: params.get('email') ?? '' }}
        >
          <Form.Item name="email" label="Email" rules={rules('email')}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
          {/* One labelled field, not Input.OTP: its six boxes are named "OTP Input 1…6" in English and its
              group takes aria-required, which a group may not have (docs/architecture.md, "Accessibility"). */}
          <Form.Item name="code" label="Mã xác nhận (6 chữ số)" rules={rules('code')}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
          </Form.Item>
          <NewPasswordFields rules={rules} />
          <Button type="primary" htmlType="submit" block size="large" loading={confirm.isPending}>
            Đặt lại mật khẩu
          </Button>
        </Form>
        <Flex justify="space-between" wrap gap={8}>
          <Link to={paths.auth.login.getHref()}>‹ Quay lại đăng nhập</Link>
          <Link to={paths.auth.forgotPassword.getHref()}>Gửi lại mã</Link>
        </Flex>
      </Flex>
    </AuthShell>
  );
}
