import { AbilityProvider } from '@casl/react';
import { abilityFromRules } from '@congdoan/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRequestAdmission } from '../../features/approvals/api/request-admission';
import { useNewMemberSend } from '../../features/members/components/member-form';
import { type NotificationApi, ToastContext } from '../../lib/toast-context';
import { MemberAdmissionPage } from './member-admission-page';

type Rules = Parameters<typeof abilityFromRules>[0];
/** The seeded board member (Ủy viên Ban chấp hành): reads, files requests, may not admit. */
const BOARD: Rules = [
  { action: 'read', subject: 'member' },
  { action: 'detail', subject: 'member' },
  { action: 'read', subject: 'organization' },
  { action: 'read', subject: 'approval' },
  { action: 'submit', subject: 'approval' },
];
const CHAIR: Rules = [
  { action: 'manage', subject: 'member' },
  { action: 'read', subject: 'organization' },
  { action: 'manage', subject: 'approval' },
];

const wrap = (rules: Rules, children: ReactNode) => (
  <MemoryRouter initialEntries={['/trade-union/members/admission']}>
    <QueryClientProvider client={new QueryClient()}>
      <ToastContext.Provider value={{} as NotificationApi}>
        <AbilityProvider value={abilityFromRules(rules)}>{children}</AbilityProvider>
      </ToastContext.Provider>
    </QueryClientProvider>
  </MemoryRouter>
);

type Send = ReturnType<typeof useNewMemberSend>['send'];

/** Hands out the composed page's way of sending a new member (the members' form, the approvals' call). */
function Sender({ onSend }: { onSend: (send: Send) => void }) {
  onSend(useNewMemberSend(useRequestAdmission()).send);
  return null;
}

function senderFor(rules: Rules): Send {
  let send: Send | null = null;
  renderToString(wrap(rules, <Sender onSend={(s) => (send = s)} />));
  return send!;
}

afterEach(() => vi.unstubAllGlobals());

describe('the admission request page', () => {
  it('gives a board member the member form, sent as "Gửi đề nghị kết nạp"', () => {
    const html = renderToString(wrap(BOARD, <MemberAdmissionPage />)).replaceAll('<!-- -->', '');
    expect(html).toContain('>Thông tin cá nhân<');
    expect(html).toContain('Ghi chú cho người phê duyệt');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*?Gửi đề nghị kết nạp.*?<\/button>/);
  });

  it('posts a board member’s new member to approval/admission, and a chair’s to member/create', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ data: { id: 41, fullName: 'Vũ Thị Lan' } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const values = {
      organizationId: 5,
      fullName: 'Vũ Thị Lan',
      dateOfBirth: '1995-09-09',
      gender: 'nu' as const,
    };

    expect(await senderFor(BOARD)(values)).toEqual({
      request: { id: 41, fullName: 'Vũ Thị Lan' },
      fullName: 'Vũ Thị Lan',
    });
    expect(urls.at(-1)).toMatch(/\/approval\/admission$/);

    expect(await senderFor(CHAIR)(values)).toEqual({ member: { id: 41, fullName: 'Vũ Thị Lan' } });
    expect(urls.at(-1)).toMatch(/\/member\/create$/);
    expect(urls).toHaveLength(2);
  });
});
