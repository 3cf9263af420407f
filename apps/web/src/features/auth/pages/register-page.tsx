import { type RegisterBody, registerBody } from '@congdoan/shared';
import { Alert, Button, Col, Flex, Form, Input, Row, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { IndustrialZoneSelect } from '../../../components/industrial-zone-select';
import { WardSelect } from '../../../components/ward-select';
import { paths } from '../../../config/paths';
import { rulesFrom } from '../../../lib/form-rules';
import { useToast } from '../../../lib/use-toast';
import { useRegister } from '../api/register';
import { AuthShell } from '../components/auth-shell';
import type { AuthNotice } from './login-page';

const rules = rulesFrom(registerBody);

export function RegisterPage() {
  const [form] = Form.useForm<RegisterBody>();
  const register = useRegister();
  const navigate = useNavigate();
  const toast = useToast();

  const onFinish = (values: RegisterBody) =>
    register.mutate(values, {
      onSuccess: () => {
        toast.success('Đăng ký tài khoản thành công');
        const state: AuthNotice = { notice: 'Đăng ký thành công. Vui lòng đăng nhập để tiếp tục.' };
        navigate(paths.auth.login.getHref(), { replace: true, state });
      },
    });

  return (
    <AuthShell title="Đăng ký tài khoản" subtitle="Điền thông tin để tạo tài khoản đoàn viên">
      <Flex vertical gap={16}>
        {register.isError && <Alert type="error" showIcon title={register.error.message} />}
        <Form noValidate form={form} layout="vertical" onFinish={onFinish} disabled={register.isPending}>
          <Form.Item name="fullName" label="Họ và tên" rules={rules('fullName')}>
            <Input autoComplete="name" autoFocus />
          </Form.Item>
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item name="identity" label="Số CCCD" rules={rules('identity')}>
                <Input inputMode="numeric" maxLength={12} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="username"
                label="Tên đăng nhập"
                rules={rules('username')}
                tooltip="Không bắt buộc: có thể đăng nhập bằng email hoặc số CCCD"
              >
                <Input autoComplete="username" />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item name="email" label="Email" rules={rules('email')}>
                <Input type="email" autoComplete="email" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="phoneNumber" label="Số điện thoại" rules={rules('phoneNumber')}>
                <Input type="tel" autoComplete="tel" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="xaPhuongId" label="Xã/phường" rules={rules('xaPhuongId')}>
            <WardSelect placeholder="Tìm xã/phường" />
          </Form.Item>
          <Form.Item name="cumKhuCnId" label="Cụm/khu công nghiệp" rules={rules('cumKhuCnId')}>
            <IndustrialZoneSelect placeholder="Tìm cụm/khu công nghiệp" />
          </Form.Item>
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item name="passWord" label="Mật khẩu" rules={rules('passWord')}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="repassWord"
                label="Nhập lại mật khẩu"
                rules={[{ required: true, message: 'Vui lòng nhập lại mật khẩu' }, ...rules('repassWord')]}
                dependencies={['passWord']}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" block size="large" loading={register.isPending}>
            Đăng ký
          </Button>
        </Form>
        <Typography.Text style={{ textAlign: 'center' }}>
          Đã có tài khoản? <Link to={paths.auth.login.getHref()}>Đăng nhập</Link>
        </Typography.Text>
      </Flex>
    </AuthShell>
  );
}
