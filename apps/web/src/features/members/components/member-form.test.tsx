import { AbilityProvider } from '@casl/react';
import { abilityFromRules, type SessionUser } from '@congdoan/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/api';
import { memberDetail } from '../member-fixture';
import { MemberForm } from './member-form';

type Rules = Parameters<typeof abilityFromRules>[0];
const CHAIR: Rules = [
  { action: 'manage', subject: 'member' },
  { action: 'read', subject: 'user' },
  { action: 'update', subject: 'user' },
];

function render(props: Parameters<typeof MemberForm>[0], rules: Rules = CHAIR) {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <AbilityProvider value={abilityFromRules(rules)}>
        <MemberForm {...props} />
      </AbilityProvider>
    </QueryClientProvider>,
  ).replaceAll('<!-- -->', '');
}

const cardInput = (html: string) => /<input[^>]*id="cardNumber"[^>]*>/.exec(html)?.[0] ?? '';
const noop = () => {};

afterEach(() => session.clearAll());

describe('the member form', () => {
  it('a new member: every section, the card number open with the generation explained', () => {
    const html = render({ onSaved: noop, onCancel: noop });
    for (const title of [
      'Thông tin cá nhân',
      'Liên hệ và địa chỉ',
      'Trình độ',
      'Công đoàn',
      'Tài khoản đăng nhập',
    ])
      expect(html).toContain(`>${title}<`);
    expect(html).toContain('Để trống: hệ thống tự cấp số thẻ');
    expect(cardInput(html)).not.toContain('disabled');
    // without the right to update users there is no account to link
    expect(
      render({ onSaved: noop, onCancel: noop }, [{ action: 'manage', subject: 'member' }]),
    ).not.toContain('>Tài khoản đăng nhập<');
  });

  it('an edit: the union shown, not chosen; the issued card number the province’s alone to change', () => {
    session.setUser({ id: 1, scope: 'organization', ability: [] } as unknown as SessionUser);
    const html = render({ member: memberDetail(), onSaved: noop, onCancel: noop });
    expect(html).toMatch(/<input[^>]*aria-label="Công đoàn cơ sở"[^>]*value="CĐCS Công ty May 10"/);
    expect(html).toContain('chuyển sinh hoạt');
    expect(cardInput(html)).toContain('disabled');
    expect(html).toContain('Chỉ Liên đoàn Lao động tỉnh được sửa số thẻ đã cấp');

    session.setUser({ id: 1, scope: 'province', ability: [] } as unknown as SessionUser);
    const province = render({ member: memberDetail(), onSaved: noop, onCancel: noop });
    expect(cardInput(province)).not.toContain('disabled');
  });
});
