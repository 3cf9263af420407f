import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ROOT } from '../../../lib/query-keys';
import { answerRequests } from '../../../test/answer-requests';
import { ADMISSION_BODY } from '../../../test/member-fixture';
import { renderHook } from '../../../test/render-page';
import { useRequestAdmission } from './request-admission';

describe('asking for a member to be admitted', () => {
  it('posts the member and the note to approval/admission, then reads the approval lists again', async () => {
    const sent = answerRequests({ id: 41, kind: 'ket_nap' });
    const client = new QueryClient();
    const mine = [...ROOT.approvals, 'my-requests'];
    const request = renderHook(useRequestAdmission, { client, data: [[mine, { list: [], count: 0 }]] });

    expect(await request.mutateAsync(ADMISSION_BODY)).toMatchObject({ id: 41 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toMatch(/\/approval\/admission$/);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.body).toEqual(ADMISSION_BODY);
    await vi.waitFor(() => expect(client.getQueryState(mine)?.isInvalidated).toBe(true));
  });
});
