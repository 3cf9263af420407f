import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROOT } from '../../../lib/query-keys';
import { hookResult } from '../../../test/query-cache';
import { useRequestAdmission } from './request-admission';

afterEach(() => vi.unstubAllGlobals());

const BODY = {
  member: {
    organizationId: 5,
    fullName: 'Vũ Thị Lan',
    dateOfBirth: '1995-09-09',
    gender: 'nu' as const,
    partyMember: false,
  },
  note: 'Đã có đơn xin gia nhập',
};

describe('asking for a member to be admitted', () => {
  it('posts the member and the note to approval/admission, then reads the approval lists again', async () => {
    const sent: { url: string; method: string | undefined; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, method: init.method, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ data: { id: 41, kind: 'ket_nap' } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const client = new QueryClient();
    const mine = [...ROOT.approvals, 'my-requests'];
    client.setQueryData(mine, { list: [], count: 0 });
    const request = hookResult(client, useRequestAdmission);

    expect(await request.mutateAsync(BODY)).toMatchObject({ id: 41 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toMatch(/\/approval\/admission$/);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.body).toEqual(BODY);
    await vi.waitFor(() => expect(client.getQueryState(mine)?.isInvalidated).toBe(true));
  });
});
