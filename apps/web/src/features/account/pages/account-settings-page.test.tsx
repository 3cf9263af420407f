import { Form } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CurrentPasswordItem } from './account-settings-page';

describe('account settings: current password field', () => {
  it('is a required password input with its label and help text', () => {
    const html = renderToString(
      <Form>
        <CurrentPasswordItem />
      </Form>,
    );
    expect(html).toContain('Mật khẩu hiện tại');
    expect(html).toContain('Cần để xác nhận khi đổi email');
    expect(html).toContain('type="password"');
    expect(html).toContain('autoComplete="current-password"');
    expect(html).toMatch(/class="[^"]*ant-form-item-required/);
  });
});
