import { Form, type FormRule, Input } from 'antd';

/**
 * 'Mật khẩu mới' and 'Nhập lại mật khẩu mới', with the rules of the form's shared schema (which
 * checks the second against the first): changing one's password, or setting it with an e-mailed code.
 */
export function NewPasswordFields({
  rules,
}: {
  rules: (field: 'newPassword' | 'confirmPassword') => FormRule[];
}) {
  return (
    <>
      <Form.Item name="newPassword" label="Mật khẩu mới" rules={rules('newPassword')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="Nhập lại mật khẩu mới"
        rules={rules('confirmPassword')}
        dependencies={['newPassword']}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
