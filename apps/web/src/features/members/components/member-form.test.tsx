import { AbilityProvider } from '@casl/react';
import { type AdmissionRequestBody, abilityFromRules, type SessionUser } from '@congdoan/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/api';
import { memberDetail } from '../member-fixture';
import { type AdmissionCall, MemberForm, useNewMemberSend } from './member-form';

type Rules = Parameters<typeof abilityFromRules>[0];
const CHAIR: Rules = [
  { action: 'manage', subject: 'member' },
  { action: 'read', subject: 'user' },
  { action: 'update', subject: 'user' },
  { action: 'manage', subject: 'approval' },
  { action: 'read', subject: 'organization' },
];
/** A board member: reads the union and its members, files requests, may not admit. */
const BOARD: Rules = [
  { action: 'read', subject: 'member' },
  { action: 'detail', subject: 'member' },
  { action: 'read', subject: 'organization' },
  { action: 'read', subject: 'approval' },
  { action: 'submit', subject: 'approval' },
];

/** The approvals feature's call as the app composes it, keeping the bodies it was given. */
function admissionCall(): AdmissionCall & { bodies: AdmissionRequestBody[] } {
  const bodies: AdmissionRequestBody[] = [];
  return {
    bodies,
    mutateAsync: async (body) => {
      bodies.push(body);
      return { id: 41 };
    },
    isPending: false,
    error: null,
  };
}

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
const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim());
const noop = () => {};

type Send = ReturnType<typeof useNewMemberSend>['send'];

/** Hands out the form's way of sending a new member. */
function Sender({
  admission,
  onSend,
}: {
  admission: AdmissionCall | undefined;
  onSend: (send: Send) => void;
}) {
  onSend(useNewMemberSend(admission).send);
  return null;
}

/** The form's way of sending a new member, for a caller of these rules. */
function senderFor(rules: Rules, admission: AdmissionCall | undefined): Send {
  let send: Send | null = null;
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <AbilityProvider value={abilityFromRules(rules)}>
        <Sender admission={admission} onSend={(s) => (send = s)} />
      </AbilityProvider>
    </QueryClientProvider>,
  );
  return send!;
}

const NEW_MEMBER = {
  organizationId: 5,
  fullName: 'Vũ Thị Lan',
  dateOfBirth: '1995-09-09',
  gender: 'nu' as const,
  partyMember: false,
  note: 'Đã có đơn xin gia nhập',
};

afterEach(() => {
  session.clearAll();
  vi.unstubAllGlobals();
});

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

describe('a new member of a caller who may only ask for admissions', () => {
  it('is the same form, sent as a request: no card number, no account, a note for the approver', () => {
    const html = render({ admission: admissionCall(), onSaved: noop, onCancel: noop }, BOARD);
    for (const title of [
      'Thông tin cá nhân',
      'Liên hệ và địa chỉ',
      'Trình độ',
      'Công đoàn',
      'Đề nghị kết nạp',
    ])
      expect(html).toContain(`>${title}<`);
    expect(html).toContain('Hồ sơ được gửi đi dưới dạng đề nghị kết nạp');
    expect(html).toContain('Ghi chú cho người phê duyệt');
    expect(cardInput(html)).toBe('');
    expect(html).not.toContain('>Tài khoản đăng nhập<');
    expect(buttons(html)).toEqual(['Hủy', 'Gửi đề nghị kết nạp']);
    // one who may admit gets the form of a create, whatever the page gave
    const chair = render({ admission: admissionCall(), onSaved: noop, onCancel: noop });
    expect(buttons(chair)).toEqual(['Hủy', 'Thêm đoàn viên']);
    expect(chair).not.toContain('Ghi chú cho người phê duyệt');
  });

  it('goes to the admission call, not member/create; one who may admit still creates the member', async () => {
    const urls: string[] = [];
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      urls.push(url);
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ data: { id: 12, fullName: 'Vũ Thị Lan' } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });

    const asked = admissionCall();
    expect(await senderFor(BOARD, asked)(NEW_MEMBER)).toEqual({
      request: { id: 41 },
      fullName: 'Vũ Thị Lan',
    });
    expect(asked.bodies).toEqual([
      {
        member: {
          organizationId: 5,
          fullName: 'Vũ Thị Lan',
          dateOfBirth: '1995-09-09',
          gender: 'nu',
          partyMember: false,
        },
        note: 'Đã có đơn xin gia nhập',
      },
    ]);
    expect(urls).toEqual([]);

    const direct = admissionCall();
    expect(await senderFor(CHAIR, direct)(NEW_MEMBER)).toEqual({
      member: { id: 12, fullName: 'Vũ Thị Lan' },
    });
    expect(direct.bodies).toEqual([]);
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/\/member\/create$/);
    expect(bodies[0]).not.toHaveProperty('note');
  });
});
